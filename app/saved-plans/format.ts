/** Saved-plan dates as the spec shows them: "Jan 5, 2025" (UTC), "No date", "Invalid date". */
const formatter = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

export function formatPlanDate(value: string | null | undefined): string {
  if (value === null || value === undefined || value.trim() === "") return "No date";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "Invalid date";
  return formatter.format(date);
}

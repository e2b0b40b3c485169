/**
 * A link to `pathname` (by default the current page) that keeps the current search parameters and
 * changes some: a string sets that parameter, `null` removes it. Every link that switches a tab,
 * card, page or view through the URL (so it works without JavaScript) is built with it.
 */
export function withSearchParams(
  params: URLSearchParams,
  changes: Record<string, string | null>,
  pathname = "",
): string {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  const search = next.toString();
  return search ? `${pathname}?${search}` : pathname || "?";
}

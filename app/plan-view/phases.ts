/** How the timeline names and colours its phases. */

/** Phase cards cycle through four colours (SPEC 9); index % 4 picks one. */
export const PHASE_COLOURS = [
  { name: "orange", hex: "#ea580c", border: "border-t-orange-600", chip: "bg-orange-100 text-orange-900" },
  { name: "sky", hex: "#0284c7", border: "border-t-sky-600", chip: "bg-sky-100 text-sky-900" },
  { name: "emerald", hex: "#059669", border: "border-t-emerald-600", chip: "bg-emerald-100 text-emerald-900" },
  { name: "violet", hex: "#7c3aed", border: "border-t-violet-600", chip: "bg-violet-100 text-violet-900" },
] as const;

export function phaseColour(index: number) {
  // Any whole index picks one; anything else gets the first.
  return PHASE_COLOURS[((index % 4) + 4) % 4] ?? PHASE_COLOURS[0];
}

/** "Phase 2: Launch" or "Phase 2 - Launch" → "Launch", so the card does not say "Phase 2" twice. */
export function phaseTitle(title: string): string {
  return title.replace(/^\s*phase\s*\d+\s*[:\-–—.]?\s*/i, "").trim();
}

import type { Finding } from "~/plan-quality/checker";

/** What the plan checker found about one part of the plan: shown, never hidden. */
export function FindingNotes({ findings, label }: { findings: Finding[]; label: string }) {
  if (!findings.length) return null;
  return (
    <ul aria-label={label} className="finding-notes mt-4 space-y-1 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      {findings.map((finding, i) => (
        <li key={i} className="break-words">
          <span className="font-semibold">{finding.note}:</span> {finding.reason}
        </li>
      ))}
    </ul>
  );
}

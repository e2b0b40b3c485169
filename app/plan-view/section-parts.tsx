import type { ReactNode } from "react";
import type { PlanFormData } from "~/wizard/types";
import { answerFacts } from "./answers";

/** Small building blocks shared by the plan sections. */

/** The short brief of the answers (product type, stage, audience...); nothing when none are known. */
export function AnswerFacts({ answers }: { answers?: Partial<PlanFormData> }) {
  const facts = answerFacts(answers);
  if (!facts.length) return null;
  return (
    <dl className="mt-4 flex flex-wrap gap-2 text-xs">
      {facts.map((fact) => (
        <div key={fact.label} className="max-w-full rounded-full bg-slate-100 px-3 py-1 break-words">
          <dt className="inline font-semibold">{fact.label}: </dt>
          <dd className="inline text-slate-700">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One accordion item: a native <details>, so it opens and closes without JavaScript. */
export function PlanSection({
  id,
  number,
  title,
  subtitle,
  open = false,
  children,
}: {
  id: string;
  number: number;
  title: string;
  subtitle: string;
  open?: boolean;
  children: ReactNode;
}) {
  return (
    <details
      id={id}
      open={open}
      className="plan-section group/section scroll-mt-4 rounded-2xl border border-slate-200 bg-white shadow-sm print:border-0 print:shadow-none"
    >
      <summary className="flex items-center gap-4 rounded-2xl p-5 hover:bg-slate-50 sm:p-6 print:p-0 print:pt-6">
        <span
          aria-hidden="true"
          className="hidden h-10 w-10 shrink-0 items-center justify-center rounded-full bg-ink font-mono text-sm font-bold text-white sm:flex print:hidden"
        >
          {String(number).padStart(2, "0")}
        </span>
        <span className="min-w-0 flex-1">
          <h2 className="text-xl font-bold tracking-tight sm:text-2xl">{title}</h2>
          <span className="mt-0.5 block text-sm text-slate-600">{subtitle}</span>
        </span>
        <span
          aria-hidden="true"
          className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full border border-slate-200 text-slate-600 transition-transform group-open/section:rotate-180 print:hidden"
        >
          ▾
        </span>
      </summary>
      <div className="border-t border-slate-100 p-5 sm:p-6 print:border-0 print:px-0">{children}</div>
    </details>
  );
}

const IMPACT_STYLES: [RegExp, string][] = [
  [/high/i, "bg-emerald-100 text-emerald-900 border-emerald-200"],
  [/medium/i, "bg-amber-100 text-amber-900 border-amber-200"],
  [/low/i, "bg-slate-100 text-slate-800 border-slate-200"],
];

export function Badge({ children, tone = "slate" }: { children: ReactNode; tone?: "slate" | "sky" | "launch" }) {
  const tones = {
    slate: "bg-slate-100 text-slate-800 border-slate-200",
    sky: "bg-sky-100 text-sky-900 border-sky-200",
    launch: "bg-launch-soft text-orange-900 border-orange-200",
  };
  return (
    <span className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold ${tones[tone]}`}>
      {children}
    </span>
  );
}

export function ImpactBadge({ impact }: { impact: string }) {
  const style = IMPACT_STYLES.find(([re]) => re.test(impact))?.[1] ?? "bg-slate-100 text-slate-800 border-slate-200";
  return (
    <span className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold ${style}`}>
      {impact}
    </span>
  );
}

/** A titled bullet list; renders nothing for an empty list. */
export function ListBlock({ title, items, ordered = false }: { title: string; items: string[]; ordered?: boolean }) {
  if (!items.length) return null;
  const List = ordered ? "ol" : "ul";
  return (
    <div className="min-w-0">
      <h4 className="font-mono text-xs font-bold tracking-widest text-slate-600">{title.toUpperCase()}</h4>
      <List className={`mt-2 space-y-1.5 text-sm text-slate-800 ${ordered ? "list-decimal pl-5" : ""}`}>
        {items.map((item, i) =>
          ordered ? (
            <li key={i} className="pl-1 break-words">
              {item}
            </li>
          ) : (
            <li key={i} className="flex gap-2 break-words">
              <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-slate-400" />
              <span className="min-w-0">{item}</span>
            </li>
          ),
        )}
      </List>
    </div>
  );
}

/** Model examples often arrive already quoted; show exactly one pair of quotes. */
export function unquote(value: string): string {
  return value.replace(/^["'“”‘’]+|["'“”‘’]+$/g, "").trim();
}

/** Inline icons: no icon font or emoji font needed, so they render the same everywhere (and in print). */
export function Icon({ name, className = "h-4 w-4" }: { name: "bulb" | "copy" | "check"; className?: string }) {
  const paths = {
    bulb: "M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.4 1 1.1 1 1.8V16h5v-.3c0-.7.4-1.4 1-1.8A6 6 0 0 0 12 3z",
    copy: "M8 8h11v11H8zM5 16V5h11",
    check: "M5 12.5l4.5 4.5L19 7.5",
  };
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" className={className}>
      <path d={paths[name]} />
    </svg>
  );
}

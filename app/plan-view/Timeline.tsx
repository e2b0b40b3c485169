import { useCallback, useEffect, useRef, useState, type CSSProperties } from "react";
import type { Finding } from "~/plan-quality/checker";
import { phaseColour, phaseTitle } from "./phases";
import { FindingNotes } from "./FindingNotes";
import type { PhaseView } from "./normalize";
import { useHydrated } from "~/ui/useHydrated";

/**
 * Per-task percentage steps that add up to exactly 100, so the CSS-only count (before
 * JavaScript) reaches 100% when every task is ticked: 3 tasks → 33, 33, 34.
 */
export function percentSteps(total: number): number[] {
  return Array.from({ length: total }, (_, i) =>
    Math.floor((100 * (i + 1)) / total) - Math.floor((100 * i) / total),
  );
}

/** Implementation Timeline: phase cards with checklists (ticks stay on this page), then the tips. */
export function Timeline({ phases, findings = [], tips }: { phases: PhaseView[]; findings?: Finding[]; tips: string[] }) {
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-600">
        Tick tasks off as you go. Ticks stay on this page only; they are not saved.
      </p>
      {phases.length ? (
        <div className="grid gap-5 md:grid-cols-2">
          {phases.map((phase, i) => (
            <PhaseCard
              key={i}
              phase={phase}
              index={i}
              notes={findings.filter((f) => f.target.kind === "timeline" && f.target.index === i)}
            />
          ))}
        </div>
      ) : (
        <p className="rounded-xl border border-dashed border-slate-300 p-5 text-slate-700">
          No timeline came with this plan.
        </p>
      )}
      <section aria-labelledby="success-tips-title" className="plan-card rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200">
        <h3 id="success-tips-title" className="text-lg font-bold">
          Success Tips
        </h3>
        <ol className="mt-3 grid gap-3 sm:grid-cols-2">
          {tips.map((tip, i) => (
            <li key={i} className="flex gap-3 rounded-lg bg-white p-3 text-sm shadow-sm">
              <span
                aria-hidden="true"
                className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-launch font-mono text-xs font-bold text-white"
              >
                {i + 1}
              </span>
              <span>{tip}</span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

function PhaseCard({ phase, index, notes }: { phase: PhaseView; index: number; notes: Finding[] }) {
  const hydrated = useHydrated();
  const list = useRef<HTMLUListElement>(null);
  const [done, setDone] = useState(0);
  const colour = phaseColour(index);
  const total = phase.tasks.length;
  const number = index + 1;
  const title = phaseTitle(phase.title) || `Phase ${number}`;
  const titleId = `phase-${number}-title`;
  const steps = percentSteps(total);
  const percent = total ? Math.round((done / total) * 100) : 0;

  // Count from the page, so ticks made before JavaScript arrived are included.
  const recount = useCallback(() => setDone(list.current?.querySelectorAll("input:checked").length ?? 0), []);
  useEffect(() => {
    if (hydrated) recount();
  }, [hydrated, recount]);

  return (
    <article
      aria-labelledby={titleId}
      data-colour={colour.name}
      style={{ "--phase-fill": colour.hex } as CSSProperties}
      className={`phase-card flex min-w-0 flex-col rounded-xl border border-t-4 border-slate-200 ${colour.border} bg-white p-5 shadow-sm`}
    >
      <header className="order-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className={`rounded-full px-2.5 py-0.5 font-mono text-xs font-bold ${colour.chip}`}>Phase {number}</span>
          {phase.weeks ? <span className="text-xs font-medium text-slate-600">{phase.weeks}</span> : null}
          <span className="phase-complete items-center gap-1 rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-bold text-emerald-900">
            ✓ Phase complete
          </span>
        </div>
        <h3 id={titleId} className="mt-2 text-lg font-bold break-words">
          {title}
        </h3>
        <FindingNotes findings={notes} label={`Notes on phase ${number}`} />
      </header>

      {total ? (
        <>
          <ul ref={list} className="order-3 mt-4 space-y-1" aria-label={`Phase ${number} tasks`}>
            {phase.tasks.map((task, i) => (
              <li key={i} className="phase-task-item">
                <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md px-2 py-2 hover:bg-slate-50">
                  <input
                    type="checkbox"
                    onChange={recount}
                    style={{ "--pct": steps[i] } as CSSProperties}
                    className="phase-task mt-0.5 h-5 w-5 shrink-0 accent-[var(--phase-fill)]"
                  />
                  <span className="min-w-0 text-sm break-words">{task}</span>
                </label>
              </li>
            ))}
          </ul>
          <div className="order-2 mt-4">
            {hydrated ? (
              <>
                <div className="flex justify-between text-xs font-semibold text-slate-700">
                  <span data-testid="phase-count">
                    {done}/{total} complete
                  </span>
                  <span data-testid="phase-percent">{percent}%</span>
                </div>
                <div
                  role="progressbar"
                  aria-label={`Phase ${number} progress`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                  aria-valuetext={`${done} of ${total} tasks complete`}
                  className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-100"
                >
                  <div
                    className="h-full rounded-full transition-[width]"
                    style={{ width: `${percent}%`, backgroundColor: colour.hex }}
                  />
                </div>
              </>
            ) : (
              <>
                <div className="flex justify-between text-xs font-semibold text-slate-700">
                  <span>
                    <span className="tasks-done-count" />/{total} complete
                  </span>
                  <span className="tasks-done-pct" />
                </div>
                <div aria-hidden="true" className="mt-1.5 flex h-2 overflow-hidden rounded-full bg-slate-100">
                  {phase.tasks.map((_, i) => (
                    <span key={i} className="phase-seg h-full flex-1" />
                  ))}
                </div>
              </>
            )}
          </div>
        </>
      ) : (
        <p className="order-3 mt-3 text-sm text-slate-600">No tasks listed for this phase.</p>
      )}
    </article>
  );
}

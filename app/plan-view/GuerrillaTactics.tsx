import type { ToolkitGroup } from "./fixed-texts";
import type { GuerrillaView } from "./normalize";
import { Badge, ImpactBadge } from "./section-parts";

/** SPEC 9: the result shows only the first 3 guerrilla tactics. */
export const QUICK_WIN_COUNT = 3;

/** Guerilla Tactics: the plan's first three quick wins, then the fixed Indie Developer Toolkit. */
export function GuerrillaTactics({ tactics, toolkit }: { tactics: GuerrillaView[]; toolkit: ToolkitGroup[] }) {
  const quickWins = tactics.slice(0, QUICK_WIN_COUNT);
  return (
    <div className="space-y-8">
      {quickWins.length ? (
        <section aria-labelledby="quick-wins-title">
          <h3 id="quick-wins-title" className="text-lg font-bold">
            Quick wins for your product
          </h3>
          <ul className="mt-3 grid gap-4 md:grid-cols-3">
            {quickWins.map((tactic, i) => (
              <li key={i} className="plan-card flex min-w-0 flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                <h4 className="font-bold break-words">{tactic.name}</h4>
                {tactic.description ? (
                  <p className="mt-2 flex-1 text-sm text-slate-700 break-words">{tactic.description}</p>
                ) : null}
                {tactic.costLevel || tactic.impact ? (
                  <p className="mt-4 flex flex-wrap gap-2">
                    {tactic.costLevel ? <Badge>Cost: {tactic.costLevel}</Badge> : null}
                    {tactic.impact ? <ImpactBadge impact={`Impact: ${tactic.impact}`} /> : null}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="toolkit-title" className="rounded-2xl bg-ink p-5 text-white sm:p-6 print:bg-white print:p-0 print:text-ink">
        <p className="font-mono text-xs font-bold tracking-widest text-orange-300 print:text-launch">FIELD MANUAL</p>
        <h3 id="toolkit-title" className="mt-1 text-xl font-bold">
          Indie Developer Toolkit
        </h3>
        <p className="mt-1 text-sm text-slate-300 print:text-slate-700">
          Six plays, written for your kind of business. Pick one and run it this week.
        </p>
        {toolkit.map((group) => (
          <div key={group.title} className="mt-6">
            <h4 className="font-mono text-sm font-bold tracking-widest text-orange-200 print:text-ink">
              {group.title.toUpperCase()}
            </h4>
            <ul className="mt-3 grid gap-3 md:grid-cols-3">
              {group.cards.map((card) => (
                <li key={card.name} className="plan-card rounded-xl bg-white/10 p-4 ring-1 ring-white/15 print:bg-white print:ring-slate-300">
                  <h5 className="font-bold">{card.name}</h5>
                  <p className="mt-1 text-sm text-slate-200 print:text-slate-700">{card.description}</p>
                  <p className="mt-3 text-sm">
                    <span className="font-semibold text-orange-200 print:text-ink">Try this: </span>
                    <span className="text-slate-100 print:text-slate-700">{card.tryThis}</span>
                  </p>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </section>
    </div>
  );
}

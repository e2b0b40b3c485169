import { CopyButton } from "./CopyButton";
import { DEFAULT_WISDOM } from "./fixed-texts";
import { FindingNotes } from "./FindingNotes";
import type { PlanView, TacticView } from "./normalize";
import { findingsOnPlan, findingsOnTactic, type PlanReview } from "./review";
import { Badge, Icon, ImpactBadge, ListBlock } from "./section-parts";
import { useHydrated } from "~/ui/useHydrated";

/** Every tactic of the plan as a numbered card (the result page, the previews, the waitlist's demo). */
export function TacticList({ plan, review, hydrated }: { plan: PlanView; review: PlanReview; hydrated: boolean }) {
  return (
    <ol className="space-y-6" aria-label="Tactics">
      {plan.tactics.map((tactic, i) => (
        <li key={i}>
          <TacticCard tactic={tactic} index={i} review={review} hydrated={hydrated} />
        </li>
      ))}
    </ol>
  );
}

/** Marketing Plan: the strategy overview, then every tactic as a numbered card. */
export function MarketingPlan({ plan, review }: { plan: PlanView; review: PlanReview }) {
  const hydrated = useHydrated();
  return (
    <div className="space-y-6">
      <StrategyOverview plan={plan} review={review} />

      {plan.tactics.length ? (
        <TacticList plan={plan} review={review} hydrated={hydrated} />
      ) : (
        <p className="rounded-xl border border-dashed border-slate-300 p-5 text-slate-700">
          No tactics came with this plan. Revise your answers and generate it again.
        </p>
      )}
    </div>
  );
}

/**
 * The strategy summary, the checker's notes on the plan and the primary focus. `titled={false}`
 * leaves out its own "STRATEGY OVERVIEW" heading, where the page around it already has one.
 */
export function StrategyOverview({ plan, review, titled = true }: { plan: PlanView; review: PlanReview; titled?: boolean }) {
  return (
    <section
      aria-labelledby={titled ? "strategy-title" : undefined}
      className="plan-card rounded-xl border border-orange-200 bg-launch-soft/50 p-5 sm:p-6"
    >
      {titled ? (
        <h3 id="strategy-title" className="font-mono text-xs font-bold tracking-widest text-orange-900">
          STRATEGY OVERVIEW
        </h3>
      ) : null}
      <p className="mt-2 text-base leading-relaxed text-ink break-words sm:text-lg">
        {plan.strategySummary || "This plan came without a strategy summary. The tactics below still stand on their own."}
      </p>
      <FindingNotes findings={findingsOnPlan(review)} label="Notes on the plan" />
      {plan.primaryFocus.length ? (
        <div className="mt-4">
          <h4 className="text-sm font-semibold">Primary focus</h4>
          <ul className="mt-2 flex flex-wrap gap-2">
            {plan.primaryFocus.map((focus, i) => (
              <li key={i} className="max-w-full rounded-full bg-white px-3 py-1 text-sm font-medium shadow-sm break-words">
                {focus}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

/** One tactic as a numbered card: the checker's notes, the advice, its template and the wisdom tip. */
export function TacticCard({
  tactic,
  index,
  review,
  hydrated,
}: {
  tactic: TacticView;
  index: number;
  review: PlanReview;
  /** With JavaScript the template gets a Copy button. */
  hydrated: boolean;
}) {
  const number = index + 1;
  const template = review.templates[index] ?? tactic.template;
  const notes = findingsOnTactic(review, index);
  const titleId = `tactic-${number}-title`;
  return (
    <article aria-labelledby={titleId} className="tactic-card min-w-0 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <header className="flex gap-4">
        <span
          aria-hidden="true"
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-launch font-mono text-lg font-bold text-white"
        >
          {number}
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="text-lg font-bold leading-snug break-words sm:text-xl">
            <span className="sr-only">Tactic {number}: </span>
            {tactic.name}
          </h3>
          {tactic.timeFrame || tactic.impact ? (
            <p className="mt-2 flex flex-wrap gap-2">
              {tactic.timeFrame ? <Badge tone="sky">{tactic.timeFrame}</Badge> : null}
              {tactic.impact ? <ImpactBadge impact={tactic.impact} /> : null}
            </p>
          ) : null}
        </div>
      </header>
      <FindingNotes findings={notes} label={`Notes on ${tactic.name}`} />
      {tactic.why ? (
        <p className="mt-4 text-sm text-slate-800 break-words">
          <span className="font-semibold">Why this fits: </span>
          {tactic.why}
        </p>
      ) : null}
      {tactic.description ? <p className="mt-4 text-slate-700 break-words">{tactic.description}</p> : null}

      <div className="mt-5 space-y-5">
        <ListBlock title="Advice" items={tactic.implementation} ordered />
        <div className="grid gap-5 sm:grid-cols-2">
          <ListBlock title="Resources Needed" items={tactic.resourcesNeeded} />
          <ListBlock title="Success Metrics" items={tactic.successMetrics} />
        </div>
      </div>

      <div className="mt-5 overflow-hidden rounded-lg bg-slate-900 text-slate-100 print:border print:border-slate-300 print:bg-white print:text-ink">
        <div className="flex items-center justify-between gap-3 border-b border-white/10 px-4 py-2 print:border-slate-300">
          <h4 className="font-mono text-xs font-bold tracking-widest text-slate-300 print:text-slate-600">TEMPLATE</h4>
          {hydrated ? <CopyButton text={template} label={`template for ${tactic.name}`} /> : null}
        </div>
        <pre
          tabIndex={0}
          aria-label={`Template for ${tactic.name}`}
          className="template-text max-h-96 overflow-auto p-4 font-mono text-[13px] leading-relaxed whitespace-pre-wrap [overflow-wrap:anywhere]"
        >
          {template}
        </pre>
      </div>

      {review.wisdom ? (
        <aside className="mt-5 flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm">
          <Icon name="bulb" className="h-5 w-5 shrink-0 text-amber-700" />
          <p className="min-w-0 break-words">
            <span className="font-semibold">Marketing wisdom: </span>
            {tactic.marketingWisdom || DEFAULT_WISDOM}
          </p>
        </aside>
      ) : null}
    </article>
  );
}

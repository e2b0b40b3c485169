import * as Tabs from "@radix-ui/react-tabs";
import { Link, useNavigate, useSearchParams } from "@remix-run/react";
import { answerFacts } from "~/plan-view/answers";
import { FindingNotes } from "~/plan-view/FindingNotes";
import { normalizePlan, type EngineView, type TacticView } from "~/plan-view/normalize";
import { findingsOnTactic, type PlanReview } from "~/plan-view/review";
import { buttonVariants } from "~/ui/Button";
import { withSearchParams } from "~/ui/search-params";
import { formatPlanDate } from "../format";
import type { PreviewPlan } from "../preview.server";
import { BackToSaved } from "./PreviewStates";

/**
 * The older plan preview (/preview, /result-preview): summary, strategy overview, marketing model,
 * tactic tabs, timeline and guerrilla ideas, with Duplicate and Edit.
 */

const card = "rounded-xl border border-slate-200 bg-white p-6 shadow-sm";
const sectionTitle = "font-mono text-sm font-bold uppercase tracking-widest text-launch";

export function LegacyPreview({ plan }: { plan: PreviewPlan }) {
  const view = normalizePlan(plan.generatedPlan);

  const facts = answerFacts(plan.answers);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <BackToSaved />
        <div className="flex gap-3">
          <Link to={`/create?from=${plan.id}&mode=duplicate`} className={buttonVariants()}>
            Duplicate
          </Link>
          <Link to={`/create?from=${plan.id}&mode=edit`} className={buttonVariants({ variant: "ink" })}>
            Edit
          </Link>
        </div>
      </div>

      <header className="mt-8">
        <p className="font-mono text-xs font-semibold tracking-widest text-launch">GTM PLAN</p>
        <h1 className="mt-2 break-words text-3xl font-bold">{plan.answers.productName}</h1>
        <p className="mt-1 text-sm text-slate-600">Created {formatPlanDate(plan.createdAt)}</p>
      </header>

      <div className="mt-8 grid gap-6">
        <section aria-labelledby="summary" className={card}>
          <h2 id="summary" className={sectionTitle}>Plan Summary</h2>
          <p className="mt-3 whitespace-pre-line text-slate-800">{plan.answers.productDescription}</p>
          {facts.length ? (
            <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
              {facts.map((f) => (
                <div key={f.label}>
                  <dt className="font-mono text-xs uppercase text-slate-600">{f.label}</dt>
                  <dd>{f.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </section>

        <section aria-labelledby="overview" className={card}>
          <h2 id="overview" className={sectionTitle}>Strategy Overview</h2>
          <p className="mt-3 whitespace-pre-line text-slate-800">{view.strategySummary || "No strategy summary was saved with this plan."}</p>
          {view.primaryFocus.length ? (
            <>
              <h3 className="mt-4 font-semibold">Primary focus</h3>
              <ul className="mt-2 list-disc pl-6">
                {view.primaryFocus.map((f) => <li key={f}>{f}</li>)}
              </ul>
            </>
          ) : null}
        </section>

        {view.emotionEngine.levers.length || view.logicEngine.levers.length ? (
          <section aria-labelledby="model" className={card}>
            <h2 id="model" className={sectionTitle}>Marketing Model</h2>
            <div className="mt-4 grid gap-6 md:grid-cols-2">
              <Engine engine={view.emotionEngine} fallback="The Emotion Engine" />
              <Engine engine={view.logicEngine} fallback="The Logic Engine" />
            </div>
          </section>
        ) : null}

        {view.tactics.length ? (
          <section aria-labelledby="tactics" className={card}>
            <h2 id="tactics" className={sectionTitle}>Tactics</h2>
            <TacticTabs tactics={view.tactics} review={plan.review} />
          </section>
        ) : null}

        {view.timeline.length ? (
          <section aria-labelledby="timeline" className={card}>
            <h2 id="timeline" className={sectionTitle}>Timeline</h2>
            <ol className="mt-4 grid gap-4 md:grid-cols-2">
              {view.timeline.map((phase, i) => (
                <li key={i} className="rounded-lg border border-slate-200 p-4">
                  <h3 className="font-semibold">
                    Phase {i + 1}: {phase.title}
                    {phase.weeks ? <span className="ml-2 text-sm font-normal text-slate-600">({phase.weeks})</span> : null}
                  </h3>
                  <ul className="mt-2 list-disc pl-6 text-sm">
                    {phase.tasks.map((t, j) => <li key={j}>{t}</li>)}
                  </ul>
                </li>
              ))}
            </ol>
          </section>
        ) : null}

        {view.guerrillaTactics.length ? (
          <section aria-labelledby="guerrilla" className={card}>
            <h2 id="guerrilla" className={sectionTitle}>Guerrilla Ideas</h2>
            <ul className="mt-4 grid gap-4 md:grid-cols-2">
              {view.guerrillaTactics.map((g, i) => (
                <li key={i} className="rounded-lg border border-slate-200 p-4">
                  <h3 className="font-semibold">{g.name}</h3>
                  <p className="mt-1 text-sm text-slate-700">{g.description}</p>
                  <p className="mt-2 font-mono text-xs text-slate-600">
                    {[g.costLevel && `Cost: ${g.costLevel}`, g.impact && `Impact: ${g.impact}`].filter(Boolean).join(" · ")}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </div>
  );
}

function Engine({ engine, fallback }: { engine: EngineView; fallback: string }) {
  return (
    <div>
      <h3 className="font-semibold">{engine.title || fallback}</h3>
      {engine.description ? <p className="mt-1 text-sm text-slate-700">{engine.description}</p> : null}
      <ul className="mt-3 grid gap-2 text-sm">
        {engine.levers.map((lever) => (
          <li key={lever.name}>
            <span className="font-semibold">{lever.name}:</span> {lever.description}
            {lever.example ? <span className="block italic text-slate-600">{lever.example}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One tab per tactic, driven by ?tab=N with real links so it works without JavaScript. */
function TacticTabs({ tactics, review }: { tactics: TacticView[]; review: PlanReview }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const requested = Number(params.get("tab"));
  const active = Number.isInteger(requested) && requested >= 1 && requested <= tactics.length ? requested : 1;
  const href = (n: number) => withSearchParams(params, { tab: String(n) });
  return (
    <Tabs.Root
      value={String(active)}
      onValueChange={(v) => navigate(href(Number(v)), { replace: true, preventScrollReset: true })}
      className="mt-4"
    >
      <Tabs.List aria-label="Tactics" className="flex flex-wrap gap-2">
        {tactics.map((t, i) => (
          <Tabs.Trigger key={i} value={String(i + 1)} asChild>
            <Link
              to={href(i + 1)}
              replace
              preventScrollReset
              onClick={(event) => event.preventDefault()}
              className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold data-[state=active]:border-ink data-[state=active]:bg-ink data-[state=active]:text-white"
            >
              {i + 1}. {t.name}
            </Link>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tactics.map((t, i) => (
        <Tabs.Content key={i} value={String(i + 1)} forceMount className="mt-4 data-[state=inactive]:hidden">
          <h3 className="text-lg font-bold">{t.name}</h3>
          <p className="mt-1 font-mono text-xs text-slate-600">{[t.timeFrame, t.impact].filter(Boolean).join(" · ")}</p>
          <FindingNotes findings={findingsOnTactic(review, i)} label={`Notes on ${t.name}`} />
          {t.why ? <p className="mt-3 text-sm text-slate-800"><span className="font-semibold">Why this fits: </span>{t.why}</p> : null}
          {t.description ? <p className="mt-3 text-slate-800">{t.description}</p> : null}
          <TacticList title="Advice" items={t.implementation} />
          <TacticList title="Resources needed" items={t.resourcesNeeded} />
          <TacticList title="Success metrics" items={t.successMetrics} />
          <h4 className="mt-4 font-semibold">Template</h4>
          <pre className="mt-2 whitespace-pre-wrap rounded-md bg-slate-50 p-3 text-sm">{review.templates[i] ?? t.template}</pre>
          {review.wisdom && t.marketingWisdom ? (
            <p className="mt-4 rounded-md border-l-4 border-launch bg-orange-50 p-3 text-sm">{t.marketingWisdom}</p>
          ) : null}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

function TacticList({ title, items }: { title: string; items: string[] }) {
  if (!items.length) return null;
  return (
    <>
      <h4 className="mt-4 font-semibold">{title}</h4>
      <ul className="mt-2 list-disc pl-6 text-sm">
        {items.map((item, i) => <li key={i}>{item}</li>)}
      </ul>
    </>
  );
}

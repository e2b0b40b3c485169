import * as Tabs from "@radix-ui/react-tabs";
import { Link, useNavigate, useSearchParams } from "@remix-run/react";
import type { ReactNode } from "react";
import { GuerrillaTactics } from "~/plan-view/GuerrillaTactics";
import { MarketingModel } from "~/plan-view/MarketingModel";
import { StrategyOverview, TacticCard } from "~/plan-view/MarketingPlan";
import { normalizePlan, type TacticView } from "~/plan-view/normalize";
import type { PlanReview } from "~/plan-view/review";
import { AnswerFacts } from "~/plan-view/section-parts";
import { Timeline } from "~/plan-view/Timeline";
import { OpenPlanInForm } from "./OpenPlanInForm";
import { withSearchParams } from "~/ui/search-params";
import { useHydrated } from "~/ui/useHydrated";
import { formatPlanDate } from "../format";
import type { PreviewPlan } from "../preview.server";
import { BackToSaved } from "./PreviewStates";
// The section components' own CSS (lever explorers, checklists), as on the plan result page.
import "~/plan-view/plan.css";

/**
 * The older plan preview (/preview, /result-preview): summary, strategy overview, marketing model,
 * tactic tabs, timeline and guerrilla ideas, with Duplicate and Edit. Its layout is its own; what
 * each card shows is drawn by the plan result view's section components.
 */

export function LegacyPreview({ plan }: { plan: PreviewPlan }) {
  const view = normalizePlan(plan.generatedPlan);
  const { review } = plan;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <BackToSaved />
        <div className="flex gap-3">
          <OpenPlanInForm plan={{ id: plan.id, mode: "duplicate" }}>Duplicate</OpenPlanInForm>
          <OpenPlanInForm plan={{ id: plan.id, mode: "edit" }} variant="ink">
            Edit
          </OpenPlanInForm>
        </div>
      </div>

      <header className="mt-8">
        <p className="font-mono text-xs font-semibold tracking-widest text-launch">GTM PLAN</p>
        <h1 className="mt-2 break-words text-3xl font-bold">{plan.answers.productName}</h1>
        <p className="mt-1 text-sm text-slate-600">Created {formatPlanDate(plan.createdAt)}</p>
      </header>

      <div className="mt-8 grid gap-6">
        <PreviewSection id="summary" title="Plan Summary">
          <p className="whitespace-pre-line text-slate-800">{plan.answers.productDescription}</p>
          <AnswerFacts answers={plan.answers} />
        </PreviewSection>

        <PreviewSection id="overview" title="Strategy Overview">
          <StrategyOverview plan={view} review={review} titled={false} />
        </PreviewSection>

        {view.emotionEngine.levers.length || view.logicEngine.levers.length ? (
          <PreviewSection id="model" title="Marketing Model">
            <MarketingModel plan={view} kind={review.kind} audience={review.audience} />
          </PreviewSection>
        ) : null}

        {view.tactics.length ? (
          <PreviewSection id="tactics" title="Tactics">
            <TacticTabs tactics={view.tactics} review={review} />
          </PreviewSection>
        ) : null}

        {view.timeline.length ? (
          <PreviewSection id="timeline" title="Timeline">
            <Timeline phases={view.timeline} findings={review.findings} tips={review.tips} />
          </PreviewSection>
        ) : null}

        {view.guerrillaTactics.length ? (
          <PreviewSection id="guerrilla" title="Guerrilla Ideas">
            <GuerrillaTactics tactics={view.guerrillaTactics} toolkit={review.toolkit} />
          </PreviewSection>
        ) : null}
      </div>
    </div>
  );
}

function PreviewSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id={id} className="font-mono text-sm font-bold uppercase tracking-widest text-launch">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** One tab per tactic, driven by ?tab=N with real links so it works without JavaScript. */
function TacticTabs({ tactics, review }: { tactics: TacticView[]; review: PlanReview }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const requested = Number(params.get("tab"));
  const active = Number.isInteger(requested) && requested >= 1 && requested <= tactics.length ? requested : 1;
  const href = (n: number) => withSearchParams(params, { tab: String(n) });
  return (
    <Tabs.Root value={String(active)} onValueChange={(v) => navigate(href(Number(v)), { replace: true, preventScrollReset: true })}>
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
          <TacticCard tactic={t} index={i} review={review} hydrated={hydrated} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

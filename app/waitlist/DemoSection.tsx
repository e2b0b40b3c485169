import { Link } from "@remix-run/react";
import { CustomerProfile } from "~/plan-view/CustomerProfile";
import { GuerrillaTactics } from "~/plan-view/GuerrillaTactics";
import { StrategyOverview, TacticList } from "~/plan-view/MarketingPlan";
import type { PlanView, ProfileView } from "~/plan-view/normalize";
import type { PlanReview } from "~/plan-view/review";
import { PlanSection } from "~/plan-view/section-parts";
import { Timeline } from "~/plan-view/Timeline";
import type { Fact } from "~/plan-view/answers";
import { useHydrated } from "~/ui/useHydrated";
import "~/plan-view/plan.css";

type Demo = { slug: string; name: string; facts: Fact[]; plan: PlanView; profile: ProfileView | null; review: PlanReview };
type Tab = { slug: string; name: string; kind: string; summary: string };

export const demoHref = (slug: string) => `/waitlist?demo=${encodeURIComponent(slug)}#demo`;

/**
 * The interactive demo: by default our own, the real plan view showing the plan the built-in
 * planner makes for one of three sample businesses, chosen by plain links (so it works without
 * JavaScript). With DEMO_EMBED_URL set, that third-party demo instead.
 */
export function DemoSection({ demo, tabs, embedUrl }: { demo: Demo | null; tabs: Tab[]; embedUrl: string | null }) {
  return (
    <section id="demo" aria-labelledby="demo-title" className="scroll-mt-4">
      <p className="font-mono text-xs font-semibold tracking-[0.3em] text-launch">INTERACTIVE DEMO</p>
      <h2 id="demo-title" className="mt-2 text-3xl font-black tracking-tight">
        See the plan Liftoff makes
      </h2>
      {embedUrl ? (
        <div className="mt-6 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
          <iframe
            src={embedUrl}
            title="Interactive demo of Liftoff"
            loading="lazy"
            allow="fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
            className="block aspect-video h-auto w-full"
          />
        </div>
      ) : demo ? (
        <>
          <p className="mt-2 max-w-3xl text-slate-700">
            Pick a sample business and read the plan Liftoff&apos;s built-in planner makes from its founder&apos;s answers: the
            same plan view you get, with tactics, ready-to-send templates and a week-by-week timeline.
          </p>
          <nav aria-label="Sample businesses" className="mt-6">
            <ul className="grid gap-3 sm:grid-cols-3">
              {tabs.map((tab) => {
                const current = tab.slug === demo.slug;
                return (
                  <li key={tab.slug}>
                    <Link
                      to={demoHref(tab.slug)}
                      replace
                      preventScrollReset
                      aria-current={current ? "true" : undefined}
                      className="block h-full rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-launch aria-[current=true]:border-launch aria-[current=true]:bg-launch-soft aria-[current=true]:ring-2 aria-[current=true]:ring-launch"
                    >
                      <span className="block font-mono text-xs font-semibold tracking-wider text-slate-700">{tab.kind.toUpperCase()}</span>
                      <span className="mt-1 block text-lg font-bold">{tab.name}</span>
                      <span className="mt-1 block text-sm text-slate-700">{tab.summary}</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <DemoPlan key={demo.slug} demo={demo} />
        </>
      ) : null}
    </section>
  );
}

/** The plan as the result page shows it, in miniature: the strategy first, each part a section to open. */
function DemoPlan({ demo }: { demo: Demo }) {
  const { plan, profile, review } = demo;
  const hydrated = useHydrated();
  return (
    <div className="plan-result mt-6 rounded-2xl border-2 border-dashed border-slate-300 bg-paper/60 p-3 sm:p-5">
      <header className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <p className="font-mono text-xs font-semibold tracking-[0.3em] text-launch">GO-TO-MARKET PLAN · SAMPLE</p>
        <p className="mt-1 text-2xl font-black tracking-tight sm:text-3xl">{demo.name}</p>
        <dl className="mt-3 flex flex-wrap gap-2 text-xs">
          {demo.facts.map((fact) => (
            <div key={fact.label} className="max-w-full rounded-full bg-slate-100 px-3 py-1 break-words">
              <dt className="inline font-semibold">{fact.label}: </dt>
              <dd className="inline text-slate-700">{fact.value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-4">
          <StrategyOverview plan={plan} review={review} />
        </div>
      </header>
      <div className="mt-4 space-y-4">
        <PlanSection
          id="demo-tactics"
          number={1}
          title="Marketing Plan"
          subtitle={`${plan.tactics.length} tactics with advice, budget and ready-to-send templates`}
        >
          <TacticList plan={plan} review={review} hydrated={hydrated} />
        </PlanSection>
        {profile ? (
          <PlanSection id="demo-customer" number={2} title="Know Your Customer" subtitle="Who buys, why they hesitate and how they decide">
            <CustomerProfile profile={profile} />
          </PlanSection>
        ) : null}
        <PlanSection id="demo-guerilla" number={3} title="Guerilla Tactics" subtitle="Quick, cheap plays and the toolkit for this business">
          <GuerrillaTactics tactics={plan.guerrillaTactics} toolkit={review.toolkit} />
        </PlanSection>
        <PlanSection id="demo-timeline" number={4} title="Implementation Timeline" subtitle="Phases, checklists and tips to keep you moving">
          <Timeline phases={plan.timeline} findings={review.findings} tips={review.tips} />
        </PlanSection>
      </div>
    </div>
  );
}

import { useEffect, useRef, type ReactNode, type RefObject } from "react";
import { PRODUCT_NAME } from "~/brand";
import { buttonVariants, type ButtonVariantProps } from "~/ui/Button";
import { useHydrated } from "~/ui/useHydrated";
import type { PlanFormData } from "~/wizard/types";
import { productNameOf } from "./answers";
import { CustomerProfile } from "./CustomerProfile";
import { GuerrillaTactics } from "./GuerrillaTactics";
import { MarketingModel } from "./MarketingModel";
import { MarketingPlan } from "./MarketingPlan";
import { normalizePlan, normalizeProfile } from "./normalize";
import type { PlanReview } from "./review";
import { ActionsRow, ExportMenu, ScheduleCall } from "./PlanActions";
import { Timeline } from "./Timeline";
import { AnswerFacts, PlanSection } from "./section-parts";
import "./plan.css";

export type PlanResultProps = {
  /** The generated plan as stored: any shape; it is read defensively. */
  plan: unknown;
  /** The customer profile, if one exists; "Know Your Customer" shows only then. */
  profile?: unknown;
  /** The form answers (product name, labels for the brief, template personalisation). */
  answers?: Partial<PlanFormData>;
  /** "Revise": back to the form with the answers kept. Default /plan; null hides it. */
  reviseHref?: string | null;
  /** "Revise Plan" at the end of the plan: back to the first step. Default /product; null hides it. */
  revisePlanHref?: string | null;
  /**
   * Draws both revise controls instead of links, for a saved plan: reopening it in the form
   * changes the visitor's answers, so it takes a form's POST (see OpenPlanInForm).
   */
  reviseControl?: (label: ReactNode, look: ButtonVariantProps) => ReactNode;
  /** The Save Plan control (the accounts feature supplies its form). */
  saveSlot?: ReactNode;
  /** Where "Download Markdown" points (a resource route serving planToMarkdown). */
  exportHref?: string;
  /** The scheduling page (SCHEDULING_URL); no URL, no "Schedule a Call". */
  schedulingUrl?: string;
  /** More controls for the buttons row, e.g. "Back to Saved Plans". */
  actions?: ReactNode;
  /** A note shown above the sections, e.g. that the profile could not be generated. */
  notice?: ReactNode;
  /**
   * The plan checker's review, from the loader (review.server.ts). Worked out on the server, so
   * the browser never loads the checker's templates and toolkits.
   */
  review: PlanReview;
};

const SECTION_IDS = {
  model: "marketing-model",
  customer: "know-your-customer",
  guerilla: "guerilla-tactics",
  plan: "marketing-plan",
  timeline: "implementation-timeline",
} as const;

/**
 * Printing shows every section: before the dialog opens, collapsed <details> are opened (CSS does
 * the same for a print without JavaScript), and closed again afterwards.
 */
function useExpandForPrint(root: RefObject<HTMLElement | null>) {
  useEffect(() => {
    let opened: HTMLDetailsElement[] = [];
    const before = () => {
      opened = Array.from(root.current?.querySelectorAll<HTMLDetailsElement>("details:not([open])") ?? []).filter(
        (d) => !d.closest(".no-print"),
      );
      for (const d of opened) d.open = true;
    };
    const after = () => {
      for (const d of opened) d.open = false;
      opened = [];
    };
    window.addEventListener("beforeprint", before);
    window.addEventListener("afterprint", after);
    return () => {
      window.removeEventListener("beforeprint", before);
      window.removeEventListener("afterprint", after);
    };
  }, [root]);
}

/**
 * A jump link opens the section it leads to: with JavaScript the <details> is opened (on load with
 * a #hash and on every hash change); without it, plan.css shows the targeted section's content.
 */
function useOpenTargetSection() {
  useEffect(() => {
    const open = () => {
      const target = window.location.hash ? document.getElementById(decodeURIComponent(window.location.hash.slice(1))) : null;
      if (target instanceof HTMLDetailsElement) target.open = true;
    };
    open();
    window.addEventListener("hashchange", open);
    return () => window.removeEventListener("hashchange", open);
  }, []);
}

/** The short contents list: plain #anchors, one compact row of chips that wraps on phones. */
function Contents({ sections }: { sections: { id: string; label: string }[] }) {
  return (
    <nav aria-label="Contents" className="no-print mt-6">
      <h2 className="font-mono text-xs font-semibold tracking-widest text-slate-600">JUMP TO</h2>
      <ul className="mt-2 flex flex-wrap gap-2 text-sm">
        {sections.map((s) => (
          <li key={s.id}>
            <a
              href={`#${s.id}`}
              className="inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-3 font-medium hover:border-ink sm:min-h-9"
            >
              {s.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const reviseLabel = (
  <>
    <span aria-hidden="true">↺</span> Revise
  </>
);

/** SPEC 2, "Plan result view": the whole plan in an accordion, the marketing model open first. */
export function PlanResult({
  plan,
  profile,
  answers,
  reviseHref = "/plan",
  revisePlanHref = "/product",
  reviseControl,
  saveSlot,
  exportHref,
  schedulingUrl,
  actions,
  notice,
  review,
}: PlanResultProps) {
  const root = useRef<HTMLDivElement>(null);
  useExpandForPrint(root);
  useOpenTargetSection();
  const hydrated = useHydrated();
  const view = normalizePlan(plan);
  const customer = normalizeProfile(profile);
  const productName = productNameOf(answers);
  let n = 0;

  return (
    <div ref={root} data-hydrated={hydrated ? "" : undefined} className="plan-result mx-auto max-w-5xl px-4 py-8 sm:py-12 print:max-w-none print:p-0">
      <header className="plan-card rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 print:border-0 print:p-0 print:shadow-none">
        <p className="font-mono text-xs font-semibold tracking-[0.3em] text-launch">GO-TO-MARKET PLAN</p>
        <h1 className="mt-2 text-3xl font-black tracking-tight break-words sm:text-5xl">
          {productName || "Your Marketing Plan"}
        </h1>
        <AnswerFacts answers={answers} />
        {view.source === "built-in" ? (
          <p className="mt-4 rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-950">
            Made by {PRODUCT_NAME}&apos;s built-in planner from a curated library of proven tactics, matched to your
            answers.
          </p>
        ) : null}
        <p className="mt-2 hidden text-sm text-slate-600 print:block">Made with {PRODUCT_NAME}.</p>
        <ActionsRow>
          {reviseControl ? (
            reviseControl(reviseLabel, {})
          ) : reviseHref ? (
            <a href={reviseHref} className={buttonVariants()}>
              {reviseLabel}
            </a>
          ) : null}
          {saveSlot}
          <ExportMenu exportHref={exportHref} />
          {actions}
          <ScheduleCall schedulingUrl={schedulingUrl} />
        </ActionsRow>
      </header>

      <Contents
        sections={[
          { id: SECTION_IDS.model, label: "Emotion vs logic" },
          ...(customer ? [{ id: SECTION_IDS.customer, label: "Customer profile" }] : []),
          { id: SECTION_IDS.guerilla, label: "Guerrilla tactics" },
          { id: SECTION_IDS.plan, label: "Strategy & tactics" },
          { id: SECTION_IDS.timeline, label: "Timeline" },
        ]}
      />

      {notice ? <div className="mt-6">{notice}</div> : null}

      <div className="mt-6 space-y-4">
        <PlanSection
          id={SECTION_IDS.model}
          number={++n}
          title="The Marketing Model"
          subtitle="Emotion makes them want it; logic lets them justify it"
          open
        >
          <MarketingModel plan={view} kind={review.kind} audience={review.audience} howTo={review.howTo} />
        </PlanSection>
        {customer ? (
          <PlanSection
            id={SECTION_IDS.customer}
            number={++n}
            title="Know Your Customer"
            subtitle="Who buys, why they hesitate and how they decide"
          >
            <CustomerProfile profile={customer} />
          </PlanSection>
        ) : null}
        <PlanSection
          id={SECTION_IDS.guerilla}
          number={++n}
          title="Guerilla Tactics"
          subtitle="Quick, cheap plays and the Indie Developer Toolkit"
        >
          <GuerrillaTactics tactics={view.guerrillaTactics} toolkit={review.toolkit} />
        </PlanSection>
        <PlanSection
          id={SECTION_IDS.plan}
          number={++n}
          title="Marketing Plan"
          subtitle={`Strategy overview and ${view.tactics.length} tactic${view.tactics.length === 1 ? "" : "s"} with templates`}
        >
          <MarketingPlan plan={view} review={review} />
        </PlanSection>
        <PlanSection
          id={SECTION_IDS.timeline}
          number={++n}
          title="Implementation Timeline"
          subtitle="Phases, checklists and tips to keep you moving"
        >
          <Timeline phases={view.timeline} findings={review.findings} tips={review.tips} />
        </PlanSection>
      </div>

      {reviseControl || revisePlanHref ? (
        <footer className="no-print mt-8 flex flex-col items-start gap-3 rounded-2xl border border-dashed border-slate-300 p-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-slate-700">Not quite right? Change your answers and generate a new plan.</p>
          {reviseControl ? (
            reviseControl("Revise Plan", { variant: "primary" })
          ) : (
            <a href={revisePlanHref ?? undefined} className={buttonVariants({ variant: "primary" })}>
              Revise Plan
            </a>
          )}
        </footer>
      ) : null}
    </div>
  );
}

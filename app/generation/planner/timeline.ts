import type { TimeHorizon } from "~/wizard/options";
import type { TimelinePhase } from "~/generation/schemas";
import type { PlanContext } from "./context";
import type { LibraryTactic } from "./types";

/** Four phases spread over the chosen horizon: 2, 3, 6 or 12 months. */
export const PHASE_WEEKS: Record<TimeHorizon, [string, string, string, string]> = {
  urgent: ["Weeks 1-2", "Weeks 3-4", "Weeks 5-6", "Weeks 7-8"],
  quarter: ["Weeks 1-3", "Weeks 4-6", "Weeks 7-9", "Weeks 10-13"],
  "mid-term": ["Weeks 1-4", "Weeks 5-10", "Weeks 11-18", "Weeks 19-26"],
  "long-term": ["Weeks 1-8", "Weeks 9-20", "Weeks 21-36", "Weeks 37-52"],
};

const PHASE_TITLES = ["Foundation and quick wins", "First traction", "Scale what works", "Review and compound"] as const;

const TIME_FRAME_ORDER: Record<LibraryTactic["timeFrame"], number> = {
  "Quick Win": 0,
  "Medium-term": 1,
  Ongoing: 1,
  "Long-term": 2,
};

const TACTIC_TASKS_PER_PHASE = 4;

/**
 * Builds the four phases from the chosen tactics' own steps: quick wins start first, and each phase
 * takes the next step of the tactics whose turn it is, so every tactic moves forward over the plan.
 */
export function buildTimeline(tactics: LibraryTactic[], ctx: PlanContext): TimelinePhase[] {
  const ordered = tactics
    .map((t, i) => ({ t, i }))
    .sort((x, y) => TIME_FRAME_ORDER[x.t.timeFrame] - TIME_FRAME_ORDER[y.t.timeFrame] || x.i - y.i)
    .map((x) => x.t);
  const nextStep = new Map<string, number>();

  const fixed = [
    `Set up a simple weekly tracker for your success metrics: ${ctx.metrics}`,
    `Tackle the challenge you named head-on and note what changes: ${ctx.challenges}`,
    `Ask your most engaged users of ${ctx.product} for a testimonial, a referral or an introduction`,
    `Review results against your success metrics (${ctx.metrics}); keep the two strongest tactics, drop the weakest and plan the next ${phaseSpan(ctx.answers.timeHorizon)}`,
  ];

  return PHASE_WEEKS[ctx.answers.timeHorizon].map((weeks, phase) => {
    const tasks: string[] = [];
    if (phase === 0) tasks.push(fixed[0]);
    const n = ordered.length;
    const take = Math.min(TACTIC_TASKS_PER_PHASE, n);
    for (let k = 0; k < take; k++) {
      const t = ordered[(phase * TACTIC_TASKS_PER_PHASE + k) % n];
      const step = nextStep.get(t.id) ?? 0;
      nextStep.set(t.id, step + 1);
      tasks.push(
        step < t.implementation.length
          ? `${asTask(ctx.fill(t.implementation[step]))} (${t.name})`
          : `${t.name}: measure it against "${ctx.fill(t.successMetrics[0] ?? "its success metric")}" and adjust`,
      );
    }
    if (phase > 0) tasks.push(fixed[phase]);
    return { title: PHASE_TITLES[phase], weeks, tasks: tasks.slice(0, 5) };
  });
}

function phaseSpan(h: TimeHorizon): string {
  return h === "urgent" ? "two months" : h === "quarter" ? "quarter" : h === "mid-term" ? "six months" : "year";
}

/** A tactic step reads "…the email below." on its card; in the timeline the template isn't below. */
function asTask(step: string): string {
  return step
    .replace(/the template below/g, "the tactic's template")
    .replace(/ \(below\)/g, " (see the tactic's template)")
    .replace(/ below\b/g, " from the tactic's template").replace(/\.$/, "");
}

import type { PlanFormData } from "~/wizard/types";
import { checkPlanQuality, templateMisfit } from "~/plan-quality/checker";
import { makeFill } from "~/plan-quality/fill";
import { planDay } from "~/plan-quality/calendar";
import { readAnswers, type Reading } from "~/plan-quality/reading";
import { completeAnswers } from "./answers";
import { normalizePlan, type PlanView, type TacticView } from "./normalize";
import { showsWisdom, unreviewed, type PlanReview } from "./review";
import { chooseTemplate } from "./templates";
import { successTipsFor } from "./fixed-texts";
import { toolkitFor } from "./toolkit";
import { fittedHowTo } from "./how-to.server";
import type { LeverFit } from "./levers";

/**
 * The plan checker's review of a plan being shown: the same on the result page, the saved
 * previews and the Markdown export, worked out from the answers the plan was made for. A plan
 * saved without a full set of answers is shown as it is, unchecked. `madeOn`: the day the plan was
 * made (its createdAt, see dayMadeOn), so a deadline given as a date ("by Easter") is counted from
 * the plan's week 1, not from the day it is looked at.
 */
export function reviewPlan(plan: unknown, answers: Partial<PlanFormData> | undefined, madeOn: Date = planDay()): PlanReview {
  return reviewView(normalizePlan(plan), answers, madeOn);
}

export function reviewView(view: PlanView, answers: Partial<PlanFormData> | undefined, madeOn: Date = planDay()): PlanReview {
  const complete = completeAnswers(answers);
  // Unchecked, the how-to lines still follow where the engine's own texts meet customers (a van, a counter).
  if (!complete) return { ...unreviewed(view, answers), howTo: { emotion: fittedHowTo(view.emotionEngine), logic: fittedHowTo(view.logicEngine) } };
  const reading = readAnswers(complete, madeOn);
  const fit: LeverFit = { kind: reading.kind, trade: reading.trade, wedding: reading.weddingSupplier?.craft ?? null, visits: reading.visitsCustomers, services: reading.services, round: reading.homeVisits !== null, fair: reading.event?.crowd === "public", truck: reading.mobileFood !== null, exams: reading.examTutoring !== null, charity: reading.charity !== null, schools: reading.schools !== null, taproom: reading.taproom !== null, restaurant: reading.restaurant !== null, experience: reading.experience?.form ?? null, gym: reading.gym !== null, kidsClub: reading.kidsClub !== null, petBoarding: reading.petBoarding !== null, familyPhoto: reading.familyPhoto !== null, tattoo: reading.tattoo !== null, deviceRepair: reading.deviceRepair !== null, partyEntertainer: reading.partyEntertainer !== null, trainer: reading.trainer !== null, clinic: reading.clinic?.care ?? null, childcare: reading.childcare !== null, installer: reading.installer !== null, removals: reading.removals !== null, homeCare: reading.homeCare, careHome: reading.careHome !== null, celebrant: Boolean(reading.funeral?.celebrant), law: reading.law, architect: reading.architect, farmBox: reading.farmBox !== null, florist: reading.florist !== null, adviser: reading.adviser !== null, book: reading.book !== null, printOnDemand: reading.printOnDemand !== null, artist: reading.artist !== null, band: reading.band !== null, meetPeople: reading.meetPeople !== null, youngChildren: reading.youngChildren !== null, driving: reading.driving !== null, adultClasses: reading.adultClasses !== null, privateTeacher: reading.privateTeacher !== null, coaching: reading.coaching !== null, membership: reading.membership !== null, smallholders: reading.smallholders !== null, farmEquipment: reading.farmEquipment !== null, desktop: reading.desktopApp !== null, wpPlugin: reading.wpPlugin !== null, agency: reading.agency !== null, caterer: reading.caterer?.buyers ?? null, accounting: reading.accounting !== null, recruiter: reading.recruiter !== null, translator: reading.translator !== null, itSupport: reading.itSupport !== null, letting: reading.letting, browserExtension: reading.browserExtension !== null, digitalProduct: reading.digitalProduct !== null, clinician: reading.clinician !== null, agtech: reading.agtech !== null, jobBoard: reading.jobBoard !== null, church: reading.church !== null, marketplaceBrand: reading.marketplaceBrand !== null };
  return {
    findings: checkPlanQuality(complete, view, reading),
    templates: view.tactics.map((t) => tacticTemplate(t, complete, reading)),
    toolkit: toolkitFor(reading, { product: complete.productName }),
    tips: successTipsFor(reading),
    kind: reading.kind,
    audience: reading.audience,
    howTo: { emotion: fittedHowTo(view.emotionEngine, fit), logic: fittedHowTo(view.logicEngine, fit) },
    wisdom: showsWisdom(answers),
  };
}

/**
 * The template a tactic card shows: the tactic's own whenever the checker finds it written for the
 * tactic; SPEC 5's keyword rules choose only for a tactic without one, filled from the answers.
 */
function tacticTemplate(tactic: TacticView, answers: PlanFormData, reading: Reading): string {
  if (tactic.template.trim() && templateMisfit(tactic, answers, reading) === null) return tactic.template;
  return chooseTemplate(tactic.name, tactic.template, makeFill(answers, reading));
}

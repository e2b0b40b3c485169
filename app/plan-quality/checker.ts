import { mobileFoodPlanGaps, mobileFoodTacticFinding } from "./mobile-food";
import { WORKSPACE_MISFITS, workspaceGoalGap } from "./workspace";
import { TAPROOM_MISFITS, taproomGaps } from "./taproom";
import { RESTAURANT_MISFITS, restaurantGaps } from "./restaurant";
import { EXPERIENCE_MISFITS, experiencePlanGaps } from "./experience";
import { VENUE_MISFITS, venuePlanGaps } from "./venue";
import { GYM_MISFITS, gymPlanGaps } from "./gym";
import { CLINIC_MISFITS, clinicPlanGaps } from "./clinic";
import { CYCLE_MISFITS, DEALER_MISFITS, FARM_MISFITS, GARAGE_MISFITS, STORAGE_MISFITS } from "./local-trade";
import { CHILDCARE_MISFITS, childcarePlanGaps } from "./childcare";
import { INSTALLER_MISFITS, installerGaps } from "./installer";
import { REMOVALS_MISFITS, removalsGaps } from "./removals";
import { FAMILY_PHOTO_MISFITS, familyPhotoPlanGaps } from "./family-photo";
import { HOME_CARE_MISFITS, homeCareGaps } from "./home-care";
import { CARE_HOME_MISFITS, careHomeGaps } from "./care-home";
import { FUNERAL_MISFITS, funeralGaps } from "./funeral";
import { celebrantGaps, celebrantMisfits } from "./celebrant";
import { LAW_MISFITS, lawGaps } from "./law";
import { ARCHITECT_MISFITS, architectPlanGaps } from "./architect";
import { KIDS_CLUB_MISFITS, kidsClubPlanGaps } from "./kids-club";
import { PET_BOARDING_MISFITS, petBoardingPlanGaps } from "./pet-boarding";
import { TATTOO_MISFITS, tattooPlanGaps } from "./tattoo";
import { DEVICE_REPAIR_MISFITS, deviceRepairPlanGaps } from "./device-repair";
import { PARTY_MISFITS, partyPlanGaps } from "./party-entertainer";
import { TRAINER_MISFITS, trainerPlanGaps } from "./trainer";
import { DRIVING_MISFITS, drivingPlanGaps } from "./driving";
import { ADULT_CLASSES_MISFITS, adultClassesPlanGaps } from "./adult-classes";
import { CAMERA_MISFITS, PRIVATE_TEACHER_MISFITS, privateTeacherPlanGaps } from "./private-teacher";
import { COACH_MISFITS, coachPlanGaps } from "./coaching";
import { MEMBERSHIP_MISFITS, membershipPlanGaps } from "./membership";
import { FARM_BOX_MISFITS, farmBoxPlanGaps } from "./farm-box";
import { FLORIST_MISFITS, floristGaps } from "./florist";
import { WEDDING_SUPPLIER_MISFITS, weddingSupplierGaps } from "./wedding-supplier";
import { ADVISER_MISFITS, adviserPlanGaps } from "./advisers";
import { JOB_BOARD_MISFITS, jobBoardPlanGaps } from "./job-board";
import { BOOK_MISFITS, bookPlanGaps } from "./books";
import { POD_MISFITS, podPlanGaps } from "./print-on-demand";
import { ARTIST_MISFITS, artistPlanGaps } from "./artist";
import { BAND_MISFITS, bandPlanGaps } from "./band";
import { MEET_PEOPLE_MISFITS, meetPeopleGaps } from "./dating";
import { YOUNG_CHILDREN_MISFITS } from "./young-children";
import { SMALLHOLDER_MISFITS, smallholderGaps } from "./smallholders";
import { EQUIPMENT_MISFITS, equipmentGaps } from "./farm-equipment";
import { DESKTOP_MISFITS, desktopGaps } from "./desktop";
import { WP_PLUGIN_MISFITS, wpPluginGaps } from "./wp-plugin";
import { AGENCY_MISFITS, agencyGaps } from "./agency";
import { CATERER_MISFITS, catererGaps } from "./caterer";
import { ACCOUNTING_MISFITS, accountingGaps } from "./accounting";
import { RECRUITER_MISFITS, recruiterPlanGaps } from "./recruiter";
import { TRANSLATOR_MISFITS, translatorGaps } from "./translator";
import { IT_SUPPORT_MISFITS, itSupportGaps } from "./it-support";
import { LETTING_MISFITS, lettingGaps } from "./letting";
import { BROWSER_EXTENSION_MISFITS, browserExtensionGaps } from "./browser-extension";
import { DIGITAL_PRODUCT_MISFITS, digitalProductGaps } from "./digital-product";
import { CHURCH_MISFITS, churchGaps } from "./church";
import { CLINICIAN_MISFITS, clinicianGaps } from "./clinician";
import { AGTECH_MISFITS, agtechGaps } from "./agtech";
import { MARKETPLACE_BRAND_MISFITS, marketplaceBrandGaps } from "./marketplace-brand";
import type { PlanFormData } from "~/wizard/types";
import { SKILLS, labelOf, type Skill } from "~/wizard/options";
import { DIRECT_CONTACT_TAGS, PAID_TAGS, affirmedChannels, sentencesOf, type ChannelTag } from "./channels";
import { KIND_LABELS, kindLabel, type BusinessKind } from "./kinds";
import { joinWords, withArticle, wordStems } from "./words";
import { budgetPhrase, money, printedCeiling, sumsInDollars } from "./money";
import { longDate } from "./calendar";
import { FIRST_48_HOURS_SHARE } from "./crowdfunding";
import { DATE, dayIn } from "./event";
import { advicePromised, unlicensedAdvice } from "./publication";
import { SPONSOR_INCOME } from "./sponsorship";
import { examTutoringGaps, examTutoringMisfit } from "./tutoring";
import { schoolMisfit, schoolPlanGaps } from "./schools";
import { clip, readAnswers, SHORT_CLIPS, type Reading } from "./reading";
import { discountOffered } from "./discounts";
import { charityPlanFindings, charityTacticFinding } from "./charity-check";

/**
 * The plan checker: does this plan fit this business? Pure functions over the answers and any plan
 * (from the AI or the built-in planner, fresh or saved). Each finding names the tactic or timeline
 * entry it concerns, a one-line reason a founder understands, and a short note for the tactic card.
 */

export type CheckedTactic = {
  name: string;
  description: string;
  implementation: string[];
  resourcesNeeded: string[];
  successMetrics: string[];
  template: string;
  marketingWisdom?: string;
};
export type CheckedPhase = { title: string; weeks: string; tasks: string[] };
export type CheckedPlan = { tactics: CheckedTactic[]; timeline: CheckedPhase[]; /** The plan's strategy, when the caller has it: where a plan states its arithmetic. */ strategySummary?: string };

export type FindingRule =
  | "budget" | "skills" | "time" | "horizon" | "deadline" | "placeholder" | "template-fit" | "channel-fit" | "challenge" | "minors" | "advice" | "crowdfunding" | "event" | "exams";

export type FindingTarget =
  | { kind: "tactic"; index: number; name: string }
  | { kind: "timeline"; index: number; title: string }
  | { kind: "plan" };

export type Finding = { rule: FindingRule; target: FindingTarget; reason: string; note: string };

// ─── Shared readers ──────────────────────────────────────────────────────────────────────────────

/**
 * The founder's own words quoted back (their success metrics, their challenges) say nothing about
 * which channels a tactic uses: "40% of customers from channels other than Meta" is not a Meta tactic.
 */
function withoutFounderWords(text: string, a: PlanFormData): string {
  let out = text;
  for (const words of [a.successMetrics, a.challenges]) {
    const flat = words.replace(/\s+/g, " ").trim();
    for (const quoted of [flat, clip(flat, 140), clip(flat, 160)]) if (quoted) out = out.split(quoted).join(" ");
  }
  return out;
}

/** Every text of a tactic a founder reads and acts on. */
function tacticText(t: CheckedTactic, withTemplate = true): string {
  return [t.name, t.description, ...t.implementation, ...t.resourcesNeeded, ...t.successMetrics, withTemplate ? t.template : ""]
    .filter(Boolean)
    .join("\n");
}

const TAG_NAMES: Partial<Record<ChannelTag, string>> = {
  "cold-email": "cold email", "cold-calling": "cold calling", "linkedin-ads": "LinkedIn ads", "meta-ads": "Meta ads",
  "google-ads": "Google ads", "tiktok-ads": "TikTok ads", "paid-social": "paid social ads", "product-hunt": "Product Hunt",
  "hacker-news": "Hacker News", seo: "SEO", dm: "direct messages", calls: "calls", "trade-shows": "trade shows",
  "google-business": "Google Business Profile", "email-marketing": "email campaigns", "app-store": "app stores",
  "case-studies": "case studies", linkedin: "LinkedIn", instagram: "Instagram", tiktok: "TikTok", youtube: "YouTube",
  "facebook-groups": "Facebook groups", reddit: "Reddit", discord: "Discord", sms: "text messages", whatsapp: "WhatsApp",
  github: "GitHub", docs: "documentation", "shop-window": "shop window", webinar: "webinars", blog: "blogging", twitter: "X (Twitter)",
  pinterest: "Pinterest", "game-stores": "game stores",
};
export const channelName = (tag: ChannelTag) => TAG_NAMES[tag] ?? tag.replace(/-/g, " ");

/** A channel the founder said does not work, in their words when they named it otherwise ("Facebook ads" for Meta ads) or spelt it their way ("Google Ads"). */
export const avoidedName = (o: Reading["avoid"][number]) =>
  o.name && (o.name.toLowerCase() !== channelName(o.tag).toLowerCase() || /[A-Z]/.test(o.name)) ? o.name : channelName(o.tag);

// ─── Budget ──────────────────────────────────────────────────────────────────────────────────────

const SPEND_WORDS = /\b(budget|spend|spending|cost|costs|fee|fees|ads?|sponsor\w*|pay|paid|invest|allocate|per month|a month|\/month|monthly)\b/i;

/**
 * The largest sum of money a tactic says it spends a month, in dollars whatever currency it is
 * written in ("£30", "KSh 5,000"). Only sentences about spending count, and never the founder's own
 * figures quoted back (their price, their revenue target).
 */
export function statedSpend(t: CheckedTactic, a?: PlanFormData, r?: Reading): number {
  let max = 0;
  let text = [t.description, ...t.implementation, ...t.resourcesNeeded].join("\n");
  if (a) text = withoutFounderWords(text, a);
  // The founder's own price ("£12" a head) is not spend, but the same digits inside "£12,000" a month are.
  if (r?.price) text = text.replace(new RegExp(`${r.price.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![,.]?\\d)`, "g"), " ");
  // Revenue is not spend: "10,000 paying users come to about $80,700 MRR" is the goal's arithmetic.
  text = text.replace(/\S*\d[\d,.]*\s?k?\s+(?:MRR|ARR)\b/g, " ");
  for (const sentence of sentencesOf(text)) {
    if (!SPEND_WORDS.test(sentence)) continue;
    // A show selling sponsorship: "£400 an episode", "a CPM of about £89" are what sponsors pay it.
    if (r?.sponsorship && SPONSOR_INCOME.test(sentence)) continue;
    for (const amount of sumsInDollars(sentence)) max = Math.max(max, amount);
  }
  return max;
}

const PAID_WORDS = /\b(paid ads?|ad spend|ads? budget|boost(ed)? posts?|paid (social|search|campaigns?)|sponsored posts?)\b/i;

function budgetFindings(t: CheckedTactic, a: PlanFormData, r: Reading): string | null {
  const spend = statedSpend(t, a, r);
  // A sum in the plan's currency is rounded ("£400" for $500): it fits when it is no more than the budget printed the same way.
  if (r.budget.max !== null && spend > Math.max(r.budget.max, printedCeiling(r.budget.max, r.currency)) + 0.01) {
    return `Costs about ${money(spend, r.currency)} a month, more than your budget of ${budgetPhrase(r.budget, r.currency)}.`;
  }
  // Sponsorship a show sells, or a charity asks of its supporters, is income, not advertising it buys.
  const bought = PAID_TAGS.filter((c) => !((r.sponsorship || r.charity) && c === "sponsorships"));
  const paid = affirmedChannels(tacticText(t, false)).some((c) => bought.includes(c)) || PAID_WORDS.test(tacticText(t, false));
  if (paid && r.budget.max !== null && r.budget.max <= 500) {
    return `Relies on paid advertising, which a budget of ${budgetPhrase(r.budget, r.currency)} cannot carry.`;
  }
  return null;
}

// ─── Skills ──────────────────────────────────────────────────────────────────────────────────────

/** Work that needs a skill: specific wording only, so that "designed for" or "a blog" do not count. */
const SKILL_WORK: Partial<Record<Skill, RegExp>> = {
  paid: /\b(run|set up|launch|manage|optimi[sz]e)\b[^.\n]{0,40}\b(ad campaigns?|ads)\b/i,
  design: /\b(design (a|the|your|new|custom)|create (graphics|visuals|illustrations|a logo)|illustrations?|brand identity|figma)\b/i,
  seo: /\b(keyword research|link[- ]building|on-page seo|technical seo)\b/i,
  content: /\b(write|publish)\b[^.\n]{0,30}\b(blog posts?|long-form|articles|guides|e-?books?|whitepapers?)\b/i,
  analytics: /\b(cohort analysis|attribution|lifetime value|ltv|a\/b tests?|dashboards?)\b/i,
};
const WORKAROUND =
  /\b(hire|freelancer|fiverr|upwork|outsource|agency|templates?|canva|if you (don't|do not) have|without [a-z' ]{0,24}skills?|no (designer|writer|copywriter|marketer|analyst|[a-z]+ skills)|learn|free (course|guide|tool)|tools? (like|such as))\b/i;

function skillFinding(t: CheckedTactic, a: PlanFormData): string | null {
  const text = tacticText(t, false);
  const missing = (Object.keys(SKILL_WORK) as Skill[]).filter((s) => !a.skills.includes(s) && SKILL_WORK[s]!.test(text));
  if (!missing.length || WORKAROUND.test(text)) return null;
  const names = missing.map((s) => labelOf(SKILLS, s).toLowerCase()).join(" and ");
  return `Needs ${names}, which isn't among your skills, and says no way to cover it.`;
}

// ─── Time ────────────────────────────────────────────────────────────────────────────────────────

const HOURS_A_WEEK = /\b(\d+(?:\.\d+)?|an?|one|half an?)\s+hours?\s+(?:a|per|each|every)\s+week\b/gi;

/** The most hours a week a tactic says it takes of the founder's time ("about 1.5 hours a week"). */
export function statedHours(t: CheckedTactic): number {
  const text = [t.description, ...t.implementation, ...t.resourcesNeeded].join("\n");
  let max = 0;
  for (const [, count = ""] of text.matchAll(HOURS_A_WEEK)) {
    const lower = count.toLowerCase();
    max = Math.max(max, lower.startsWith("half") ? 0.5 : /^(an?|one)$/.test(lower) ? 1 : Number(lower));
  }
  return max;
}

/**
 * A plan that asks for far more hours than the founder said they have: more than twice as many and
 * more than an hour and a half over (three light tactics are the least a plan can be).
 */
function timeFinding(plan: CheckedPlan, r: Reading): Finding | null {
  if (r.weeklyHours === null) return null;
  const hours = plan.tactics.reduce((sum, t) => sum + statedHours(t), 0);
  if (hours <= Math.max(2 * r.weeklyHours, r.weeklyHours + 1.5)) return null;
  return {
    rule: "time",
    target: { kind: "plan" },
    reason:
      r.hoursCoverBuilding !== null
        ? `Asks about ${hours} hours a week in all, and marketing gets about ${r.weeklyHours} of the ${r.hoursCoverBuilding} you said you have while you are still building.`
        : `Asks about ${hours} hours a week in all, and you said you have ${r.weeklyHours}.`,
    note: "More hours than you have",
  };
}

// ─── Goods or bookings ───────────────────────────────────────────────────────────────────────────

/** Trades people book (a salon, a clinic, a studio): nothing is ordered ahead or collected. */
const BOOKED_TRADES: Reading["trade"][] = ["beauty", "health", "fitness", "pet"];
const GOODS_WORDS = /\bpre-?orders?\b|\bcollection (?:dates?|slots?|times?|points?)\b|\border book\b|\bclick[- ]and[- ]collect\b/i;

/** A shop's ways of keeping and counting customers: nobody walks past a teacher's studio to a till. */
const SHOP_WORDS = /\bstamp cards?\b|\bloyalty cards?\b|\bmarket stalls?\b|\btourist office\b|\bholiday-let hosts?\b|\bshop window\b|\b(?:by|at) the till\b|\bpre-?orders?\b|\bclick[- ]and[- ]collect\b/i;

/**
 * A shop's lines that ask people in or count them at a counter: a business that works in its
 * customers' homes (a house cleaner, a plumber, a mobile groomer) has no door to walk through, till or
 * window. A kitchen counter or a partner's counter is not one of them.
 */
const WALK_IN_WORDS =
  /\b(?:by|at|behind|near) (?:the|your|our) (?:till|shop counter)\b|\bbehind the counter\b|\bshop window\b|\bin the window\b|\bwalk-?ins?\b|\bin-store\b|\bopening hours\b/i;
/**
 * What a shop's template says to customers to bring them in ("Come in, say hello", "pop by and ask for
 * me"): read in the templates only, where the customer is spoken to; in a step the founder may well
 * call in at an agency, and a review may "have come in".
 */
const COME_IN_WORDS =
  /(?<!\b(?:has|have|had|just|it|they|orders?|reviews?) )\bcome in(?=[,.!]| and\b| to see\b)|\b(?:pop|drop|stop) (?:in|by)\b|\bcall in and\b|\bcome (?:and see|by) us\b|\bnext time you(?:'re| are) in\b/i;
/** A yearly service or check falling due: not how a client on a weekly, biweekly or monthly round is reminded. */
const YEARLY_DUE = /\b(?:yearly|annual) (?:service|check)\b[^.\n]*\bdue\b|\bis due (?:around|in)\b/i;
/** Gift vouchers as the tactic itself: a shop's idea, not a way to add clients to a round. */
const VOUCHER_TACTIC = /\bgift (?:vouchers?|cards?|certificates?)\b/i;

function homeVisitFinding(t: CheckedTactic, a: PlanFormData, r: Reading): string | null {
  if (!r.visitsCustomers) return null;
  const text = withoutFounderWords(tacticText(t), a);
  const hit = WALK_IN_WORDS.exec(text) ?? COME_IN_WORDS.exec(withoutFounderWords(t.template, a));
  const who = a.productName?.trim() || "this business";
  if (hit) return `"${hit[0]}" is for a shop customers walk into; ${who} works in its customers' homes.`;
  if (!r.homeVisits) return null;
  const yearly = YEARLY_DUE.exec(text);
  if (yearly) return `"${yearly[0]}" is for a yearly service; ${who}'s clients are on a ${r.homeVisits.schedule} round, never "due".`;
  const voucher = VOUCHER_TACTIC.exec(t.name);
  return voucher ? `"${voucher[0]}" is a shop's idea; ${who} adds recurring clients to a ${r.homeVisits.schedule} round.` : null;
}

function tradeFinding(t: CheckedTactic, a: PlanFormData, r: Reading): string | null {
  const home = homeVisitFinding(t, a, r);
  if (home) return home;
  const truck = mobileFoodTacticFinding(withoutFounderWords(tacticText(t), a), r.mobileFood, a.productName.trim());
  if (truck) return truck;
  const tour = tourShopFinding(t, a, r);
  if (tour) return tour;
  if (r.trade === "lessons") {
    const hit = SHOP_WORDS.exec(withoutFounderWords(tacticText(t), a));
    return hit ? `"${hit[0]}" is for a shop; pupils and their parents book lessons with a teacher.` : null;
  }
  if (!BOOKED_TRADES.includes(r.trade)) return null;
  const hit = GOODS_WORDS.exec(withoutFounderWords(tacticText(t), a));
  return hit ? `"${hit[0]}" is for a shop that sells goods; clients book a ${r.trade === "fitness" ? "class" : "visit"} at yours.` : null;
}

// ─── Horizon and deadline ────────────────────────────────────────────────────────────────────────

/** "Weeks 3-5" → [3, 5]; null when the label gives no weeks. */
function weekRange(label: string): [number, number] | null {
  const m = /\bweeks?\s*(\d{1,3})(?:\s*(?:-|–|to|and)\s*(\d{1,3}))?/i.exec(label);
  return m ? [Number(m[1]), Number(m[2] ?? m[1])] : null;
}

/** The last week a phase label covers: "Weeks 5-6" → 6, "Week 3" → 3, "Months 2-3" → 13. */
export function lastWeek(label: string): number | null {
  const lower = label.toLowerCase();
  const weeks = weekRange(lower);
  if (weeks) return weeks[1];
  const months = /\bmonths?\s*(\d{1,2})(?:\s*(?:-|–|to|and)\s*(\d{1,2}))?/.exec(lower);
  if (months) return Math.round(Number(months[2] ?? months[1]) * 4.345);
  return null;
}

/** "6-week deadline", or a date as the founder wrote it: "deadline by Easter (week 9)". */
function deadlineWords(r: Reading): string {
  const d = r.datedDeadline;
  return d && d.weeks === r.deadlineWeeks ? `deadline ${d.said} (week ${d.weeks})` : `${r.deadlineWeeks}-week deadline`;
}

function timelineFindings(plan: CheckedPlan, r: Reading): Finding[] {
  const out: Finding[] = [];
  plan.timeline.forEach((phase, index) => {
    const target: FindingTarget = { kind: "timeline", index, title: phase.title };
    const end = lastWeek(phase.weeks) ?? lastWeek(phase.title);
    if (end === null) {
      out.push({ rule: "horizon", target, reason: "This phase does not say which weeks it covers.", note: "No weeks given" });
    } else if (end > r.horizonWeeks) {
      out.push({
        rule: "horizon",
        target,
        reason: `Runs to week ${end}, after your time horizon of ${r.horizonWeeks} weeks.`,
        note: "After your time horizon",
      });
    } else if (r.deadlineWeeks !== null && end > r.deadlineWeeks) {
      out.push({
        rule: "deadline",
        target,
        reason: `Runs to week ${end}, after the ${deadlineWords(r)} in your success metrics.`,
        note: "After your deadline",
      });
    }
  });
  return out;
}

// ─── Placeholders ────────────────────────────────────────────────────────────────────────────────

const SLOT = /\{\{\s*([^{}\n]{1,40}?)\s*\}\}|\[([^\]\n]{1,40})\]/g;

/** Slots that ask the founder again for what they already told Liftoff. */
export function knownSlots(text: string, a: PlanFormData, r: Reading): string[] {
  const known: [RegExp, boolean][] = [
    [/^(your |the )?(product|product name|app|app name|business name|brand|brand name|shop name|tool|tool name)$/, true],
    [/^(your |the )?(link|website|url|landing page|site|link to (your )?(site|page|website|product))$/, Boolean(a.productWebsite?.trim())],
    [/^(your |the )?(target )?(audience|customers|customer type|ideal customer|niche)$/, true],
    [/^(your |the )?(city|town|neighbou?rhood|area|region|location|local area|country)$/, Boolean(r.place)],
    [/^(your |the )?(price|pricing|price point)$/, Boolean(r.price)],
  ];
  const found: string[] = [];
  for (const m of text.matchAll(SLOT)) {
    const name = (m[1] ?? m[2] ?? "").trim().toLowerCase();
    if (known.some(([pattern, given]) => given && pattern.test(name))) found.push(m[0]);
  }
  return [...new Set(found)];
}

// ─── Template fit ────────────────────────────────────────────────────────────────────────────────

/** Words of four letters or more, compared on their first five (plans, planned, planning). */
const TEMPLATE_STEMS = { minLength: 4, stemLength: 5 };

const EMAIL_TACTIC = /\be-?mails?\b|\bnewsletter\b|\babandoned[- ]cart\b|\bwin-?back\b|\bwelcome (series|flow|sequence)\b|\bdrip\b/i;
/** "...for buyers who ignore email": a name that sets email aside is no email tactic. */
const NOT_EMAIL = /\b(ignore|ignores|instead of|rather than|not|no|without|beyond)\b[^.]{0,24}\be-?mails?\b/i;
const isEmailTactic = (name: string) => EMAIL_TACTIC.test(name) && !NOT_EMAIL.test(name);
const COLD_B2B = /\[company\]|\{\{\s*(their )?company\s*\}\}|quick question about|at \[company\]/i;
const CONSUMER_KINDS: BusinessKind[] = ["local", "consumer-app", "ecommerce", "creator", "marketplace"];

/** Why a template does not belong to its tactic, or null when it does. */
export function templateMisfit(t: CheckedTactic, a: PlanFormData, r: Reading = readAnswers(a)): string | null {
  const template = t.template.trim();
  if (!template) return "Has no template of its own.";
  const product = a.productName.trim();
  if (product.length >= 2 && !template.toLowerCase().includes(product.toLowerCase())) {
    return `The template never mentions ${product}, so it was not written for this plan.`;
  }
  if (isEmailTactic(t.name) && !/\bsubject( line)?\s*:/i.test(template)) {
    return "An email tactic whose template is not an email (no subject line).";
  }
  // A job board's paying side is companies, and a caterer feeds offices and their Christmas parties: a note naming {{company}} is written for them.
  if (CONSUMER_KINDS.includes(r.kind) && !["b2b-smb", "b2b-enterprise"].includes(a.audienceType) && !r.jobBoard && !r.caterer && COLD_B2B.test(template)) {
    return "The template is a B2B cold email, not written for your customers.";
  }
  // About this tactic: it shares a word with the name, two with the description, or a channel
  // (an email template for an email tactic).
  const words = wordStems(template, TEMPLATE_STEMS);
  const nameWords = [...wordStems(t.name, TEMPLATE_STEMS)];
  const sharesName = nameWords.some((w) => words.has(w));
  const sharesDescription = [...wordStems(t.description, TEMPLATE_STEMS)].filter((w) => words.has(w)).length >= 2;
  const tacticChannels = affirmedChannels(`${t.name}\n${t.description}`);
  const templateChannels = affirmedChannels(template);
  if (/\bsubject( line)?\s*:/i.test(template)) templateChannels.push("cold-email", "email-marketing", "newsletter");
  const sharesChannel = templateChannels.some((c) => tacticChannels.includes(c)) || (isEmailTactic(t.name) && /\bsubject/i.test(template));
  const sharesWord = sharesName || sharesDescription;
  if (nameWords.length && !sharesWord && !sharesChannel) return "The template is about something other than this tactic.";
  return null;
}

// ─── Channel fit ─────────────────────────────────────────────────────────────────────────────────

/** What usually does not fit each kind of business (PLAN-QUALITY.md), as channels and as wording. */
export const KIND_MISFITS: Record<BusinessKind, { tags: ChannelTag[]; words: RegExp | null }> = {
  // "A free trial lesson" (or class, swim, visit) is how lessons and studios are sold; a software trial is not.
  local: { tags: ["product-hunt", "hacker-news", "linkedin-ads", "github"], words: /\bsaas\b|\bfree trial\b(?! (?:lessons?|class(?:es)?|sessions?|swims?|visits?|days?|nights?|workouts?))|\bgive a month,? get a month\b|\bshow hn\b/i },
  "consumer-app": { tags: ["cold-email", "cold-calling", "linkedin", "linkedin-ads", "webinar", "case-studies", "trade-shows", "hacker-news"], words: null },
  ecommerce: { tags: ["hacker-news", "cold-calling", "linkedin-ads", "github"], words: null },
  creator: { tags: ["trade-shows", "cold-calling", "hacker-news"], words: /\benterprise sales\b|\baccount-based\b|\brfp\b/i },
  devtool: {
    tags: ["meta-ads", "google-ads", "tiktok-ads", "paid-social", "linkedin-ads", "retargeting", "cold-calling", "instagram", "tiktok"],
    words: /\bgated\b|\bdownload (our|the|a) (e-?book|whitepaper)\b|\bbook a (sales )?(call|demo) (before|to) (try|get access)\b/i,
  },
  "b2b-smb": { tags: ["tiktok-ads", "paid-social", "tiktok"], words: /\benterprise sales\b|\brfp\b/i },
  "b2b-enterprise": { tags: ["tiktok", "tiktok-ads", "instagram", "paid-social"], words: /\bimpulse\b|\bflash sale\b|\blimited[- ]time discount\b/i },
  software: { tags: ["cold-calling", "trade-shows"], words: null },
  // Two sides to bring together, not a shop: no till, window or click-and-collect, and nothing for developers.
  marketplace: {
    tags: ["product-hunt", "hacker-news", "github", "linkedin-ads", "shop-window", "cold-calling"],
    words: /\bby the till\b|\bclick[- ]and[- ]collect\b|\bchalkboard\b|\bsaas\b|\bfree trial\b/i,
  },
};

/**
 * Countries where unsolicited email advertising needs the recipient's prior consent even between
 * businesses (Germany: UWG §7; Austria: TKG §174), so a cold email campaign breaks the law there.
 */
const EMAIL_CONSENT_COUNTRIES = ["Germany", "Austria"];
export const coldEmailNeedsConsent = (r: Reading) => r.country !== null && EMAIL_CONSENT_COUNTRIES.includes(r.country);

/** The countries Nextdoor runs in (nextdoor.com's country sites). */
export const NEXTDOOR_COUNTRIES = [
  "United States", "Canada", "United Kingdom", "Netherlands", "Germany", "France", "Italy", "Spain", "Sweden", "Denmark", "Australia",
];

/** Nextdoor is only named where it runs: a bike shop in Leuven (Belgium) cannot join it; an unknown country gets no Nextdoor either. */
export const servesNextdoor = (r: Reading) => r.country !== null && NEXTDOOR_COUNTRIES.includes(r.country);

/** A sentence that sends a business in a known country Nextdoor does not run in to Nextdoor. */
function nextdoorFinding(text: string, r: Reading): string | null {
  if (r.country === null || servesNextdoor(r)) return null;
  const hit = sentencesOf(text).some((s) => /\bnextdoor\b/i.test(s) && !/\b(?:not|no|isn't|doesn't|without)\b/i.test(s));
  return hit ? `Nextdoor does not run in ${r.country}; the local Facebook groups and community newsletters are where neighbours ask there.` : null;
}

/** Channels that do not fit these answers in particular (on top of the kind's). */
/** An event selling tickets to one day: launch sites and app stores sell no ticket, whatever the form's kind. */
const EVENT_MISFITS: ChannelTag[] = ["product-hunt", "hacker-news", "app-store", "github", "cold-calling"];

export function misfitTags(a: PlanFormData, r: Reading): ChannelTag[] {
  // A job board's paying side is hiring managers, whom LinkedIn ads reach by job title.
  const tags = r.event ? [...EVENT_MISFITS] : KIND_MISFITS[r.kind].tags.filter((c) => !(r.jobBoard && c === "linkedin-ads"));
  if (coldEmailNeedsConsent(r)) tags.push("cold-email");
  const b2b = ["b2b-smb", "b2b-enterprise"].includes(a.audienceType);
  // A job board's paying side is employers: a note to the person hiring is business email, not cold email to consumers.
  if ((r.kind === "local" || r.kind === "marketplace") && !b2b && !r.jobBoard) tags.push("cold-email");
  if (r.teen) tags.push("product-hunt", "linkedin", "cold-email");
  // "They run everything on WhatsApp, rarely check email": an email from a stranger is never read.
  if (r.messagingFirst) tags.push("cold-email");
  // A game on Steam has no App Store page, ratings prompt or install ads.
  if (r.storeGame) tags.push("app-store");
  // Smallholder farmers on basic phones: no store page, short-video feed, forum, launch site or creator reaches them.
  // Licensed clinicians in private practice: no booth at a trade show, no cold calls to a practice's phone.
  if (r.clinician) tags.push("trade-shows", "cold-calling");
  // Growers and ranchers buying field hardware are not on launch sites or in app stores.
  if (r.agtech) tags.push("product-hunt", "hacker-news", "app-store");
  if (r.smallholders) tags.push("app-store", "tiktok", "tiktok-ads", "reddit", "product-hunt", "hacker-news", "influencers", "instagram", "cold-email");
  // Pastors of small churches are not on LinkedIn, launch sites or a cold caller's list.
  if (r.church) tags.push("linkedin", "linkedin-ads", "product-hunt", "hacker-news", "cold-calling");
  // Homeowners choosing an installer fear the salesman who rings or knocks uninvited.
  if (r.installer) tags.push("cold-calling");
  // A law practice's clients are not at a trade show or on a launch site, and a lawyer's cold call to a consumer is the claims company they were warned about.
  if (r.law) tags.push("trade-shows", "product-hunt", "hacker-news", "cold-calling");
  // A design practice's homeowners are not at a trade show or on a launch site, and a cold call is the salesman they fear.
  if (r.architect) tags.push("trade-shows", "product-hunt", "hacker-news", "cold-calling");
  // An accounting practice's clients are not at a software trade show; tradespeople and restaurant owners are not on LinkedIn.
  if (r.accounting) tags.push("trade-shows", "product-hunt", "hacker-news");
  // A recruiter's clients and candidates are not at a software trade show or on a launch site.
  if (r.recruiter) tags.push("trade-shows", "product-hunt", "hacker-news");
  // A translator's buyers are not on a launch site, and a cold call is what an introvert said she will not make (and what specialist buyers hang up on).
  if (r.translator) tags.push("product-hunt", "hacker-news", "cold-calling");
  if (r.accounting && ["trades", "hospitality"].includes(r.accounting.niche)) tags.push("linkedin", "linkedin-ads");
  // An IT support company's offices are not at a software trade show or on a launch site; calling offices out of the blue fails when the founder says so.
  if (r.itSupport) tags.push("trade-shows", "product-hunt", "hacker-news", ...(r.itSupport.coldCallingFailed ? (["cold-calling"] as const) : []));
  // Landlords and home sellers are not at a software trade show, on launch sites or in an app directory.
  if (r.letting) tags.push("trade-shows", "product-hunt", "hacker-news", "integrations");
  return tags;
}

function channelFinding(t: CheckedTactic, a: PlanFormData, r: Reading): string | null {
  const text = withoutFounderWords(tacticText(t), a);
  const bad = affirmedChannels(text).filter((c) => misfitTags(a, r).includes(c));
  const who = r.teen ? "an audience of teenagers" : r.translator ? `${withArticle(r.translator.word)} whose buyers are ${r.audience}` : r.removals ? `a ${r.removals.word}, whose customers move once every few years` : r.recruiter ? `${withArticle(r.recruiter.word)} whose clients are ${r.audience}` : r.accounting ? `${withArticle(r.accounting.word)} whose clients are ${r.audience}` : r.itSupport ? `${withArticle(r.itSupport.word)} whose clients are ${r.audience}` : r.letting ? `${withArticle(r.letting.word)} whose clients are ${r.audience}` : r.smallholders ? "smallholder farmers on basic phones" : r.church ? "software sold to churches, whose buyers are pastors, treasurers and volunteer administrators" : r.clinician ? `software sold to licensed ${r.clinician.clinicians} in private practice` : r.agtech ? `a ${r.agtech.device} sold to ${r.agtech.farms}` : r.careHome ? `${withArticle(r.careHome.word)}, chosen by families on a visit and a professional's word` : r.homeCare ? `a ${r.homeCare.word}` : r.funeral?.celebrant ? `a ${r.funeral.celebrant.word}, who is suggested by funeral directors` : r.funeral ? `a ${r.funeral.word}` : r.law ? `${withArticle(r.law.word)}` : r.architect ? `${/^[aeiou]/i.test(r.architect.word) ? "an" : "a"} ${r.architect.word} whose clients are ${r.audience}` : r.kidsClub ? `a children's ${r.kidsClub.word}, whose buyers are parents` : r.familyPhoto ? `a ${r.familyPhoto.word}, whose buyers are expectant parents` : r.tattoo ? `a ${r.tattoo.word}, whose clients choose an artist for a style` : r.artist ? `${withArticle(r.artist.word)} selling originals, whose buyers want to see the work and know the place` : r.deviceRepair ? `a ${r.deviceRepair.word}, whose customers look for it the moment something breaks` : r.trainer ? `a ${r.trainer.word} whose clients hate gyms` : r.caterer ? `a ${kindLabel(r)}` : `a ${KIND_LABELS[r.kind]}`;
  if (bad.includes("cold-email") && coldEmailNeedsConsent(r)) {
    return `Cold email needs the recipient's prior consent in ${r.country}, businesses included, so this campaign would break the law there.`;
  }
  if (bad.includes("app-store") && r.storeGame) {
    return `A game sold on ${r.storeGame.store}, not on phones: app-store pages, ratings prompts and install ads do not apply; its page, reviews and festivals are ${r.storeGame.store}'s.`;
  }
  if (bad.includes("cold-email") && r.messagingFirst) {
    return `Cold email does not reach ${r.audience}: you said "${clip(r.messagingFirst.quote, 140)}". Meet them in person and follow up on ${r.messagingFirst.app}.`;
  }
  if (bad.length) return `${bad.map(channelName).join(" and ")} rarely ${bad.length > 1 ? "work" : "works"} for ${who}.`;
  const nextdoor = nextdoorFinding(text, r);
  if (nextdoor) return nextdoor;
  const words = r.event ? undefined : r.driving ? DRIVING_MISFITS : r.adultClasses ? ADULT_CLASSES_MISFITS : r.privateTeacher ? (r.privateTeacher.cameraShy ? new RegExp(`${PRIVATE_TEACHER_MISFITS.source}|${CAMERA_MISFITS.source}`, "i") : PRIVATE_TEACHER_MISFITS) : r.workspace ? WORKSPACE_MISFITS : r.taproom ? TAPROOM_MISFITS : r.restaurant ? RESTAURANT_MISFITS : r.experience ? EXPERIENCE_MISFITS : r.venue ? VENUE_MISFITS : r.petBoarding ? PET_BOARDING_MISFITS : r.familyPhoto ? FAMILY_PHOTO_MISFITS : r.kidsClub ? KIDS_CLUB_MISFITS : r.tattoo ? TATTOO_MISFITS : r.deviceRepair ? DEVICE_REPAIR_MISFITS : r.partyEntertainer ? PARTY_MISFITS : r.trainer ? TRAINER_MISFITS : r.gym ? GYM_MISFITS : r.childcare ? CHILDCARE_MISFITS : r.clinic ? CLINIC_MISFITS : r.installer ? INSTALLER_MISFITS : r.removals ? REMOVALS_MISFITS : r.careHome ? CARE_HOME_MISFITS : r.homeCare ? HOME_CARE_MISFITS : r.funeral?.celebrant ? celebrantMisfits(r.funeral.celebrant) : r.funeral ? FUNERAL_MISFITS : r.law ? LAW_MISFITS : r.architect ? ARCHITECT_MISFITS : r.caterer ? CATERER_MISFITS : r.coaching ? COACH_MISFITS : r.membership ? MEMBERSHIP_MISFITS : r.farmBox ? FARM_BOX_MISFITS : r.florist ? FLORIST_MISFITS : r.weddingSupplier ? WEDDING_SUPPLIER_MISFITS : r.adviser ? ADVISER_MISFITS : r.jobBoard ? JOB_BOARD_MISFITS : r.book ? BOOK_MISFITS : r.artist ? ARTIST_MISFITS : r.printOnDemand ? POD_MISFITS : r.band ? BAND_MISFITS : r.smallholders ? (r.farmEquipment ? new RegExp(`${SMALLHOLDER_MISFITS.source}|${EQUIPMENT_MISFITS.source}`, "i") : SMALLHOLDER_MISFITS) : r.meetPeople ? MEET_PEOPLE_MISFITS : r.youngChildren ? YOUNG_CHILDREN_MISFITS : r.desktopApp ? DESKTOP_MISFITS : r.wpPlugin ? WP_PLUGIN_MISFITS : r.agency ? AGENCY_MISFITS : r.recruiter ? RECRUITER_MISFITS : r.translator ? TRANSLATOR_MISFITS : r.accounting ? ACCOUNTING_MISFITS : r.itSupport ? IT_SUPPORT_MISFITS : r.letting ? LETTING_MISFITS : r.browserExtension ? BROWSER_EXTENSION_MISFITS : r.digitalProduct ? DIGITAL_PRODUCT_MISFITS : r.church ? CHURCH_MISFITS : r.clinician ? CLINICIAN_MISFITS : r.agtech ? AGTECH_MISFITS : r.trade === "motor" ? GARAGE_MISFITS : r.trade === "cycle" ? CYCLE_MISFITS : r.trade === "dealer" ? DEALER_MISFITS : r.trade === "storage" ? STORAGE_MISFITS : r.trade === "farm" ? FARM_MISFITS : r.marketplaceBrand ? MARKETPLACE_BRAND_MISFITS : KIND_MISFITS[r.kind].words;
  const hit = words ? sentencesOf(text).find((s) => words.test(s)) : undefined;
  if (hit) return `"${words!.exec(hit)![0]}" is a tactic for other kinds of business, not for ${who}.`;
  if (r.kind === "devtool" && r.openSource && /\bopen[- ]source (a|one|some|part|parts) (piece|part|of)\b/i.test(text)) {
    return "Tells an open-source project to open-source part of itself.";
  }
  return null;
}

// ─── What the founder said, and safety ───────────────────────────────────────────────────────────

function challengeFinding(t: CheckedTactic, a: PlanFormData, r: Reading): string | null {
  const used = affirmedChannels(withoutFounderWords(tacticText(t), a));
  const hit = r.avoid.find((o) => used.includes(o.tag));
  return hit ? `Relies on ${avoidedName(hit)}, but you said: "${hit.quote}"` : null;
}

/**
 * "Across Nairobi", "city-wide", "nationwide": a marketplace that said it serves only some areas
 * ("we cannot deliver outside Westlands and Upper Hill") would take orders it cannot deliver.
 */
function areaFinding(t: CheckedTactic, a: PlanFormData, r: Reading): string | null {
  const m = r.marketplace;
  if (!m?.areas.length) return null;
  const city = (r.place.split(",")[0] ?? "").trim().replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const wide = new RegExp(
    `\\b(?:across|all over|throughout|all of|the whole of|anywhere in)\\s+(?:the\\s+)?(?:city|country${city ? `|${city}` : ""})\\b|\\b(?:city|nation|country)-?wide\\b`,
    "i",
  );
  const hit = sentencesOf(withoutFounderWords(tacticText(t), a)).find((s) => wide.test(s) && !/\b(?:not|no|never|only|waiting list)\b/i.test(s));
  return hit ? `Reaches "${wide.exec(hit)![0]}", but you serve only ${joinWords(m.areas)}${m.areasQuote ? `: "${m.areasQuote.replace(/[.…]+$/, "")}"` : ""}.` : null;
}

/**
 * "I am not a licensed financial adviser": a tactic or template that promises the reader personal advice
 * ("I'll tell you what to do with your pension") offers what the founder says they may not give.
 */
function adviceFinding(t: CheckedTactic, a: PlanFormData): string | null {
  const unlicensed = unlicensedAdvice(a);
  if (!unlicensed) return null;
  const promise = advicePromised(withoutFounderWords(tacticText(t), a));
  return promise ? `Promises "${promise}", but you said "${unlicensed.quote}": offer explanations and education, not ${unlicensed.field} advice for one reader's situation.` : null;
}

function minorsFinding(t: CheckedTactic, a: PlanFormData, r: Reading): string | null {
  if (!r.teen) return null;
  const contact = affirmedChannels(withoutFounderWords(tacticText(t), a)).filter((c) => DIRECT_CONTACT_TAGS.includes(c));
  return contact.length
    ? `Private contact with under-18s (${contact.map(channelName).join(", ")}) goes beyond what platforms allow for them.`
    : null;
}

// ─── The checker ─────────────────────────────────────────────────────────────────────────────────

const NOTES: Record<FindingRule, string> = {
  budget: "May exceed your budget",
  skills: "Needs skills you didn't list",
  time: "More hours than you have",
  horizon: "After your time horizon",
  deadline: "After your deadline",
  placeholder: "Asks again for what you told us",
  "template-fit": "Template not written for this tactic",
  "channel-fit": "May not fit your business",
  challenge: "Relies on what you said doesn't work",
  minors: "Not safe with under-18s",
  advice: "Promises advice you said you can't give",
  crowdfunding: "Misleads your campaign",
  event: "Misses how your event sells",
  exams: "Misses how exam tutoring sells",
};

/**
 * "Our roaster only produces 80 kg a week": a plan that never names that ceiling (the amount, or the
 * same amount in the items customers buy) can bring more orders than the founder can make.
 */
function capacityFinding(plan: CheckedPlan, r: Reading): Finding | null {
  const c = r.capacity;
  if (!c) return null;
  const text = [...plan.tactics.map((t) => tacticText(t)), ...plan.timeline.flatMap((p) => p.tasks)].join("\n").toLowerCase();
  const amount = c.amount.toLocaleString("en-US").replace(/,/g, ",?");
  const unit = c.unit.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const named =
    new RegExp(`(^|[^\\d.,])${amount}\\s?${unit}`).test(text) ||
    (c.inItems !== null && new RegExp(`(^|[^\\d.,])${c.inItems.count.toLocaleString("en-US").replace(/,/g, ",?")}\\b`).test(text));
  if (named) return null;
  return {
    rule: "challenge",
    target: { kind: "plan" },
    reason: `You said "${c.quote.replace(/[.…]+$/, "")}", and nothing in the plan keeps new orders within it.`,
    note: "Could bring more orders than you can make",
  };
}

/** Press as founders write it: a piece in the paper, a journalist, a radio slot. */
const PRESS_TEXT = /\bpress\b|\bjournalists?\b|\b(?:news)?papers?\b|\bmagazines?\b|\bradio\b/i;

/**
 * "Mostly from a piece in a local paper": what already brings customers is built on, not dropped; a
 * plan with no tactic on that channel leaves out the one thing with proof behind it.
 */
function workedFinding(plan: CheckedPlan, answers: PlanFormData, r: Reading): Finding | null {
  const w = r.worked;
  // Consumer apps for now: the built-in library builds on press, referral and the rest for them.
  if (!w || r.kind !== "consumer-app") return null;
  // What a tactic is about (its name and description), not a code or a source named in passing.
  const uses = plan.tactics.some((t) => {
    const text = withoutFounderWords(`${t.name}. ${t.description}`, answers);
    return affirmedChannels(text).includes(w.tag) || (w.tag === "press" && PRESS_TEXT.test(text));
  });
  if (uses) return null;
  return {
    rule: "challenge",
    target: { kind: "plan" },
    reason: `You said "${w.quote}", and no tactic builds on ${channelName(w.tag)}.`,
    note: "Leaves out what already works",
  };
}

/** "Shorts bring views but no subscribers": a tactic built on short clips repeats what the founder said does not work. */
function shortClipsFindings(plan: CheckedPlan, r: Reading): Finding[] {
  const said = r.shortClipsFail;
  if (!said) return [];
  return plan.tactics.flatMap((t, index): Finding[] =>
    SHORT_CLIPS.test(`${t.name}. ${t.description}`)
      ? [{ rule: "challenge", target: { kind: "tactic", index, name: t.name }, reason: `You said "${said}", and this tactic is built on short clips.`, note: NOTES.challenge }]
      : [],
  );
}

/** "I don't want to discount my labour": a tactic that cuts the price anyway. */
function noDiscountFindings(plan: CheckedPlan, answers: PlanFormData, r: Reading): Finding[] {
  const said = r.noDiscount;
  if (!said) return [];
  return plan.tactics.flatMap((t, index): Finding[] => {
    const offer = discountOffered(withoutFounderWords(tacticText(t), answers));
    return offer
      ? [{ rule: "challenge", target: { kind: "tactic", index, name: t.name }, reason: `You said "${said}", and this tactic cuts the price: "${clip(offer, 140)}"`, note: NOTES.challenge }]
      : [];
  });
}

/** Words of a tactic that answers a worry about trust: "where their data is kept", "privacy", "the worry you named". */
const ANSWERS_WORRY = /\b(?:trust\w*|distrust\w*|worr(?:y|ies|ied)|privacy|who can see|where (?:their|your|the) data|secur\w*|guarantee\w*|refund\w*)\b/i;

/** "Owners distrust new apps with their tax data": some tactic answers that worry. */
function distrustFinding(plan: CheckedPlan, answers: PlanFormData, r: Reading): Finding | null {
  if (!r.distrust) return null;
  if (plan.tactics.some((t) => ANSWERS_WORRY.test(withoutFounderWords(tacticText(t), answers)))) return null;
  return {
    rule: "challenge",
    target: { kind: "plan" },
    reason: `You said "${r.distrust.quote}", and no tactic answers that worry.`,
    note: "Leaves a named worry unanswered",
  };
}

/** A tactic that works on the trial itself: its end, a reminder, why people cancel, trial-to-paid. */
const TRIAL_WORK = /\bbefore the (?:free )?trial ends\b|\btrial ends on\b|\bwhy (?:people|they|customers|users) (?:cancel|stop|leave|left)\b|\bwho cancels\b|\bonboarding\b/i;

/** "Many cancelled after the free trial", "trial-to-paid above 40%": some tactic works on turning trials into paying customers. */
function trialFinding(plan: CheckedPlan, answers: PlanFormData, r: Reading): Finding | null {
  const leak = r.trialLeak;
  // Apps and software people trial; a shop or a marketplace has no trial to convert.
  if (!leak || (r.kind !== "consumer-app" && r.kind !== "software")) return null;
  if (plan.tactics.some((t) => TRIAL_WORK.test(withoutFounderWords(tacticText(t), answers)))) return null;
  return {
    rule: "challenge",
    target: { kind: "plan" },
    reason: `You said "${leak.quote}", and nothing in the plan works on turning trials into paying customers.`,
    note: "Ignores the trial that leaks",
  };
}

// ─── Apps, and places to stay ────────────────────────────────────────────────────────────────────

/** Work only an app has: its store page, store search, the in-app review prompt, ads that buy installs. */
const APP_STORE_WORK =
  /(?<!\b(?:shopify|xero|quickbooks|hubspot|wix|bigcommerce|atlassian|slack|zoom|salesforce|woocommerce|zendesk|shopware|sage|monday\.com|clio)\s)\bapp[- ]stores?\b|\bASO\b|\bapp store optimi[sz]ation\b|\bin-app (?:review|rating)s?\b|\bapp[- ]install (?:ads?|campaigns?)\b|\bapp installs?\b|\bgoogle play\b|\bplay store\b/i;
/** The founder's own words name an app: "our iOS app", "on Google Play", "a mobile game". */
const NAMES_AN_APP = /\bapps?\b|\bios\b|\biphone\b|\bandroid\b|\bapp store\b|\bgoogle play\b|\bplay store\b|\bgames?\b/i;
/** Words of software people try and pay for monthly: nothing a guest house sells. */
const TRIAL_WORDS = /\bfree trials?\b|\btrial(?:s|-to-paid)?\b|\bsubscriptions?\b|\bstill paying\b|\bpaying (?:users|subscribers)\b|\bchurn\b|\bsign-?ups?\b/i;

/** The product is an app, by the form's type or the founder's own words. */
function isApp(a: PlanFormData, r: Reading): boolean {
  return a.productType === "mobile-app" || r.game || r.appStore !== null || NAMES_AN_APP.test(`${a.productName} ${a.productDescription}`);
}

/**
 * App-store work (a store page, in-app reviews, install ads) for a product that is not an app; and,
 * for a guest house or a B&B, any trial or subscription language: guests book a room, they do not trial it.
 */
function appFinding(t: CheckedTactic, a: PlanFormData, r: Reading): string | null {
  const text = withoutFounderWords(tacticText(t), a);
  const store = APP_STORE_WORK.exec(text);
  // A consumer-app reading (an audience of consumers for software) is the planner's own call: only a
  // business the answers say is something else (a shop, a guest house, a firm) gets this finding.
  if (store && (r.stay || r.tour || (r.kind !== "consumer-app" && !isApp(a, r)))) {
    return `Written for an app ("${store[0]}"), and ${a.productName.trim() || "your product"} is ${r.stay ? `a ${r.stay.word}` : r.tour ? `a ${r.tour.word}` : "not an app"}: there is no store page or install to work on.`;
  }
  const trial = r.stay || r.tour ? TRIAL_WORDS.exec(text) : null;
  if (trial) return `Speaks of "${trial[0]}", and guests book ${r.tour ? `a ${r.tour.word} with` : "a stay at"} ${a.productName.trim() || "your place"}: there is no trial or subscription to convert.`;
  return null;
}

/** Bookings direct, on the house's own site, by phone or email: some tactic has to work on them. */
const DIRECT_WORK =
  /\bbook(?:ing|s)? direct\b|\bdirect (?:bookings?|guests?)\b|\b(?:own|your|our) (?:web ?site|site)\b[^.]{0,40}\bbook|\bbook\w*\b[^.]{0,40}\b(?:own|your|our) (?:web ?site|site)\b|\bbooking (?:engine|page|button)\b/i;

// ─── Tours sold to visitors ──────────────────────────────────────────────────────────────────────

/**
 * A shop's lines in a tour's plan: its guests are visitors who leave within days and meet the guide at a
 * meeting point, so there is no shop front to walk past, no till, no regulars, no yearly service and no
 * neighbours a short drive away.
 */
const TOUR_SHOP_WORDS =
  /\bcome in(?:side)?\b|\bsay hello\b|\bpop in\b|\bshop (?:front|window)\b|\bstorefront\b|\b(?:by|at) the (?:till|counter)\b|\bchalkboard\b|\ba-board\b|\bregulars?\b|\bstaff perk\b|\bnearby workplaces?\b|\boffice managers?\b|\byearly service\b|\bservice (?:is )?due\b|\bshort drive\b|\bnear me\b|\bneighbou?rs\b|\bloyalty (?:card|stamps?)\b|\bthe address customers walk to\b/i;

function tourShopFinding(t: CheckedTactic, a: PlanFormData, r: Reading): string | null {
  if (!r.tour) return null;
  const hit = TOUR_SHOP_WORDS.exec(withoutFounderWords(tacticText(t), a));
  return hit
    ? `"${hit[0]}" is written for a shop people walk into; ${a.productName.trim() || "your tour"} sells ${r.tour.words} to visitors who are in ${r.tour.city ?? "town"} for a few days and meet the guide at a meeting point.`
    : null;
}

/** Bookings on the tour's own page: some tactic has to work on them. */
const TOUR_DIRECT_WORK =
  /\bbook(?:ing|s)? direct\b|\bdirect (?:bookings?|guests?)\b|\b(?:own|your|our) (?:booking )?(?:web ?site|site|page)\b[^.]{0,60}\bbook|\bbook\w*\b[^.]{0,60}\b(?:own|your|our) (?:web ?site|site|page)\b|\bbooking (?:system|engine|page|button)\b/i;

/** A tour whose goal is bookings direct gets a plan where some tactic works on them, not only on the platforms. */
function tourFinding(plan: CheckedPlan, a: PlanFormData, r: Reading): Finding | null {
  if (!r.tour?.directGoalSaid) return null;
  // "{{link to your page}}" is a slot for any link, not work on the tour's own booking page.
  if (plan.tactics.some((t) => TOUR_DIRECT_WORK.test(withoutFounderWords(tacticText(t), a).replace(/\{\{[^}]*\}\}/g, "")))) return null;
  const platforms = r.tour.platforms.length ? joinWords(r.tour.platforms) : "the booking platforms";
  return {
    rule: "challenge",
    target: { kind: "plan" },
    reason: `Your goal is "${clip(a.successMetrics, 120)}", and no tactic works on bookings on your own page rather than ${platforms} (a page that books tomorrow's tour in a minute on a phone, front desks and partners sending guests to it with a code).`,
    note: "Leaves your goal of direct bookings out",
  };
}

/** A guest house whose goal is bookings direct gets a plan where some tactic works on them. */
function stayFinding(plan: CheckedPlan, a: PlanFormData, r: Reading): Finding | null {
  if (!r.stay?.directGoalSaid) return null;
  if (plan.tactics.some((t) => DIRECT_WORK.test(withoutFounderWords(tacticText(t), a)))) return null;
  const ota = r.stay.otas[0] ?? "the booking sites";
  return {
    rule: "challenge",
    target: { kind: "plan" },
    reason: `Your goal is "${clip(a.successMetrics, 120)}", and no tactic works on bookings direct through your own site rather than ${ota} (a booking page that works on a phone, a reason to book direct, past guests asked back).`,
    note: "Leaves your goal of direct bookings out",
  };
}

/** A coworking space whose goal is desks filled gets a plan where some tactic brings people to try a day. */
function workspaceFinding(plan: CheckedPlan, a: PlanFormData, r: Reading): Finding | null {
  const gap = workspaceGoalGap(r.workspace, clip(a.successMetrics, 120), plan.tactics.map((t) => withoutFounderWords(tacticText(t), a)).join("\n"));
  return gap ? { rule: "challenge", target: { kind: "plan" }, reason: gap, note: "Leaves out the trial day members join after" } : null;
}

/** An app for meeting people gets a plan that grows a few towns first, says how members are kept safe, and checks the dating-ads rules. */
function meetPeopleFindings(plan: CheckedPlan, a: PlanFormData, r: Reading): Finding[] {
  if (!r.meetPeople) return [];
  const text = plan.tactics.map((t) => withoutFounderWords(tacticText(t), a)).join("\n");
  const ads = /\b(?:facebook|meta|instagram|google|search) ads?\b|\bads manager\b/i.test(text);
  return meetPeopleGaps(r.meetPeople, text, ads).map((g) => ({ rule: "challenge", target: { kind: "plan" }, ...g }));
}

/** A service for smallholder farmers gets a plan that goes through people they trust, reaches basic phones and counts back from planting. */
function smallholderFindings(plan: CheckedPlan, a: PlanFormData, r: Reading): Finding[] {
  if (!r.smallholders) return [];
  const text = plan.tactics.map((t) => withoutFounderWords(tacticText(t), a)).join("\n");
  return [...smallholderGaps(r.smallholders, text), ...equipmentGaps(r.farmEquipment, text)].map((g) => ({ rule: "challenge", target: { kind: "plan" }, ...g }));
}

/** A paid desktop app gets a plan with a trial, money from people who already bought, and more than one launch day. */
function desktopFindings(plan: CheckedPlan, a: PlanFormData, r: Reading): Finding[] {
  if (!r.desktopApp) return [];
  const text = plan.tactics.map((t) => withoutFounderWords(tacticText(t), a)).join("\n");
  return desktopGaps(r.desktopApp, text).map((g) => ({ rule: "challenge", target: { kind: "plan" }, ...g }));
}

/** A paid browser extension gets a plan with its store listing and, when it reads tabs, a plain privacy page. */
function browserExtensionFindings(plan: CheckedPlan, r: Reading): Finding[] {
  if (!r.browserExtension) return [];
  return browserExtensionGaps(r.browserExtension, plan.tactics.map((t) => tacticText(t)).join("\n")).map((g) => ({ rule: "challenge", target: { kind: "plan" }, ...g }));
}

/** A digital download gets a plan with listings where buyers search and a list of its own, and, after a hit that faded, something every week. */
function digitalProductFindings(plan: CheckedPlan, r: Reading): Finding[] {
  if (!r.digitalProduct) return [];
  return digitalProductGaps(r.digitalProduct, plan.tactics.map((t) => tacticText(t)).join("\n")).map((g) => ({ rule: "challenge", target: { kind: "plan" }, ...g }));
}

/** A freemium WordPress plugin gets a plan with its WordPress.org listing, renewals, an agency licence, and credits only by opt-in. */
function wpPluginFindings(plan: CheckedPlan, a: PlanFormData, r: Reading): Finding[] {
  if (!r.wpPlugin) return [];
  const text = plan.tactics.map((t) => withoutFounderWords(tacticText(t), a)).join("\n");
  return wpPluginGaps(r.wpPlugin, text).map((g) => ({ rule: "challenge", target: { kind: "plan" }, ...g }));
}

/** A studio selling client projects gets a plan with case studies, past clients' introductions, and never sends them back to the marketplace they left. */
function agencyFindings(plan: CheckedPlan, a: PlanFormData, r: Reading): Finding[] {
  if (!r.agency) return [];
  const text = plan.tactics.map((t) => withoutFounderWords(tacticText(t), a)).join("\n");
  return agencyGaps(r.agency, text).map((g) => ({ rule: "challenge", target: { kind: "plan" }, ...g }));
}

/** A caterer gets a plan with a tasting, the easy reorder, its marketplace's regulars asked to order directly, and its quiet days used. */
function catererFindings(plan: CheckedPlan, a: PlanFormData, r: Reading): Finding[] {
  if (!r.caterer) return [];
  const text = plan.tactics.map((t) => withoutFounderWords(tacticText(t), a)).join("\n");
  return catererGaps(r.caterer, text).map((g) => ({ rule: "challenge", target: { kind: "plan" }, ...g }));
}

/** An accounting practice gets a plan with a free check, clients' introductions and the places its clients already go. */
function accountingFindings(plan: CheckedPlan, a: PlanFormData, r: Reading): Finding[] {
  if (!r.accounting) return [];
  const text = plan.tactics.map((t) => withoutFounderWords(tacticText(t), a)).join("\n");
  return accountingGaps(r.accounting, text).map((g) => ({ rule: "challenge", target: { kind: "plan" }, ...g }));
}

/** An IT support company gets a plan with a free health check, the people who refer and the switch made easy. */
function itSupportFindings(plan: CheckedPlan, a: PlanFormData, r: Reading): Finding[] {
  if (!r.itSupport) return [];
  const text = plan.tactics.map((t) => withoutFounderWords(tacticText(t), a)).join("\n");
  return itSupportGaps(r.itSupport, text).map((g) => ({ rule: "challenge", target: { kind: "plan" }, ...g }));
}

/** A letting agent, an estate agent or a property manager gets a plan with the switch made easy and the professionals who send clients, and no rule stated unchecked. */
function lettingFindings(plan: CheckedPlan, a: PlanFormData, r: Reading): Finding[] {
  if (!r.letting) return [];
  const text = plan.tactics.map((t) => withoutFounderWords(tacticText(t), a)).join("\n");
  return lettingGaps(r.letting, text).map((g) => ({ rule: "challenge", target: { kind: "plan" }, ...g }));
}

/**
 * "January is chaos with tax returns so we can't do any marketing in January": a phase whose weeks fall in a
 * closed month, with anything in it but that month's own line, asks for what the founder said they cannot do.
 */
function closedMonthFindings(plan: CheckedPlan, r: Reading): Finding[] {
  const c = r.closedMonths;
  if (!c?.weeks.length) return [];
  const out: Finding[] = [];
  plan.timeline.forEach((phase, index) => {
    const span = weekRange(phase.weeks) ?? weekRange(phase.title);
    if (!span) return;
    const closed = c.weeks.filter((w) => w >= span[0] && w <= span[1]);
    const work = phase.tasks.filter((t) => !t.includes(c.quote) && !/\bnothing in this plan is scheduled\b/i.test(t));
    if (!closed.length || !work.length) return;
    out.push({
      rule: "challenge",
      target: { kind: "timeline", index, title: phase.title },
      reason: `Schedules work in ${closed.length === 1 ? `week ${closed[0]}` : `weeks ${closed[0]}-${closed[closed.length - 1]}`}, in ${joinWords(c.months)}, but you said: "${c.quote}"`,
      note: NOTES.challenge,
    });
  });
  return out;
}

/** Software sold to churches gets a plan with the denominations' networks, pastors telling pastors and the records moved in. */
function churchFindings(plan: CheckedPlan, a: PlanFormData, r: Reading): Finding[] {
  if (!r.church) return [];
  const text = plan.tactics.map((t) => withoutFounderWords(tacticText(t), a)).join("\n");
  return churchGaps(r.church, text).map((g) => ({ rule: "challenge", target: { kind: "plan" }, ...g }));
}

/** Software for clinicians in private practice gets a plan with a trust page and a way from clinician to clinician. */
function clinicianFindings(plan: CheckedPlan, a: PlanFormData, r: Reading): Finding[] {
  if (!r.clinician) return [];
  const text = plan.tactics.map((t) => withoutFounderWords(tacticText(t), a)).join("\n");
  return clinicianGaps(r.clinician, text).map((g) => ({ rule: "challenge", target: { kind: "plan" }, ...g }));
}

/** Hardware sold to field operators gets a plan with a measured pilot, the advisers growers ask and a grower in front of growers. */
function agtechFindings(plan: CheckedPlan, a: PlanFormData, r: Reading): Finding[] {
  if (!r.agtech) return [];
  const text = plan.tactics.map((t) => withoutFounderWords(tacticText(t), a)).join("\n");
  return agtechGaps(r.agtech, text, a.productStage !== "mvp").map((g) => ({ rule: "challenge", target: { kind: "plan" }, ...g }));
}

/** A brand selling on Amazon or Walmart gets a plan with its listing, its ads against the ACoS, an answer to copies, and no review bought. */
function marketplaceBrandFindings(plan: CheckedPlan, a: PlanFormData, r: Reading): Finding[] {
  if (!r.marketplaceBrand) return [];
  const text = plan.tactics.map((t) => withoutFounderWords(tacticText(t), a)).join("\n");
  return marketplaceBrandGaps(r.marketplaceBrand, text, r.budget.max === null || r.budget.max > 500).map((g) => ({ rule: "challenge", target: { kind: "plan" }, ...g }));
}

/** Written for teenagers ("when your users include under-18s") in a plan for grown-ups. */
const TEEN_LINES = /\bunder-18s?\b|\bunder 18\b|\bteenagers?\b|\bminors\b/i;

function grownUpFinding(t: CheckedTactic, r: Reading): string | null {
  if (!r.mature || r.teen || r.kind !== "consumer-app") return null;
  const hit = sentencesOf(tacticText(t)).find((sentence) => TEEN_LINES.test(sentence));
  if (!hit) return null;
  return `Written for teenagers ("${TEEN_LINES.exec(hit)![0]}"), but your customers are ${r.audience}${r.ages ? ` aged ${r.ages[0]}-${r.ages[1]}` : ""}.`;
}

/**
 * Lines only a two-sided marketplace's plan has: its sides, a seller's guaranteed first week, leads per
 * side, campaigns judged by active sellers. Not a referral's "two-sided reward" or a deal's owner "on both sides".
 */
const TWO_SIDED_LINES =
  /\btwo-sided (?:marketplace|platform)s?\b|\b(?:supply|demand)[- ](?:side|lead)s?\b|\bguaranteed first week\b|\bfirst week of (?:orders|bookings|jobs) for (?:every|each) new\b|\bactive sellers\b|\bboth sides of the (?:platform|marketplace)\b/i;

/** A tactic written for a two-sided marketplace in the plan of a business that is not one (Margin, a research app). */
function marketplaceFinding(t: CheckedTactic, a: PlanFormData, r: Reading): string | null {
  if (r.kind === "marketplace") return null;
  const hit = sentencesOf(withoutFounderWords(tacticText(t), a)).find((sentence) => TWO_SIDED_LINES.test(sentence));
  if (!hit) return null;
  return `Written for a two-sided marketplace ("${TWO_SIDED_LINES.exec(hit)![0]}"), but ${a.productName || "your business"} is ${/^software\b/.test(KIND_LABELS[r.kind]) ? KIND_LABELS[r.kind] : withArticle(KIND_LABELS[r.kind])}: it has customers to win, not sellers and buyers to match.`;
}

// ─── Crowdfunding ────────────────────────────────────────────────────────────────────────────────

/** A step that starts the campaign: "Launch the campaign at 8am", "Kickstarter goes live". Not "pre-launch". */
const CAMPAIGN_LAUNCH =
  /(?<!pre-)\b(?:launch|open|start)(?:es|ing)? (?:the |your )?(?:kickstarter |indiegogo |crowdfunding )?campaign\b|\b(?:kickstarter|indiegogo|the campaign) (?:goes|go) live\b|\bgo(?:es)? live on (?:kickstarter|indiegogo)\b/i;
/** A list built before the launch: the platform's pre-launch page, an early-bird or reservation list, a waitlist. */
const PRELAUNCH_LIST =
  /\bpre-?launch (?:page|list|sign-?ups?|followers?|email)\b|\bnotify me\b|\bearly[- ]bird (?:list|sign-?ups?|reservations?)\b|\breservation (?:list|page|deposits?)\b|\bwait ?list\b|\b(?:grow|build)(?:s|ing)? (?:the |your |a )?(?:email |launch |mailing )?list\b/i;
/** Backers offered a stake: reward crowdfunding (Kickstarter, Indiegogo) allows rewards only. */
const EQUITY_OFFER =
  /\b(?:offer|give|promise)s? (?:your |our |the |early )?backers (?:equity|shares|a (?:share|stake) (?:of|in) (?:the )?(?:profits|company|business)|interest|(?:a )?financial returns?|dividends)\b|\bbackers (?:get|receive|earn) (?:equity|shares|a (?:share|stake)|interest|dividends|(?:a )?financial return)\b/i;
/** Renders shown as the product, which Kickstarter's hardware rules forbid. */
const RENDERS = /\b(?:photo-?realistic|3d|cgi) renders?\b|\brenders? of the (?:finished )?product\b/i;
const SAYS_NOT = /\b(?:no|not|never|without|instead of|rather than|forbid|forbids)\b/i;


/**
 * What would mislead a founder running a crowdfunding campaign: no list built before the launch (the
 * first 48 hours come mostly from it), the launch scheduled in another week than the founder's launch
 * day or inside a plan whose horizon ends before it, backers offered equity or returns, renders shown
 * as a physical product.
 */
function crowdfundingFindings(plan: CheckedPlan, a: PlanFormData, r: Reading): Finding[] {
  const c = r.crowdfunding;
  if (!c) return [];
  const out: Finding[] = [];
  const add = (target: FindingTarget, reason: string) => out.push({ rule: "crowdfunding", target, reason, note: NOTES.crowdfunding });
  const everything = [...plan.tactics.map((t) => withoutFounderWords(tacticText(t), a)), ...plan.timeline.flatMap((p) => p.tasks)].join("\n");
  if (!PRELAUNCH_LIST.test(everything)) {
    add(
      { kind: "plan" },
      `Nothing builds a list before the ${c.platform} launch (a pre-launch page, an early-bird list): campaigns that fund raise about ${FIRST_48_HOURS_SHARE * 100}% of the goal in the first 48 hours, mostly from the list built before it.`,
    );
  }
  if (c.launch) {
    const on = `${longDate(c.launch.day)} (week ${c.launch.week})`;
    plan.timeline.forEach((phase, index) => {
      const task = phase.tasks.find((t) => CAMPAIGN_LAUNCH.test(t));
      const range = task ? (weekRange(phase.weeks) ?? weekRange(phase.title)) : null;
      if (!task || !range) return;
      const target: FindingTarget = { kind: "timeline", index, title: phase.title };
      if (c.launch!.week > r.horizonWeeks) {
        add(target, `Launches the campaign in ${phase.weeks.toLowerCase()}, but you launch on ${on}, after your time horizon of ${r.horizonWeeks} weeks: these weeks should prepare the launch, not hold it.`);
      } else if (c.launch!.week < range[0] || c.launch!.week > range[1]) {
        add(target, `Launches the campaign in ${phase.weeks.toLowerCase()}, but you launch on ${on}.`);
      }
    });
  }
  plan.tactics.forEach((t, index) => {
    const target: FindingTarget = { kind: "tactic", index, name: t.name };
    const text = withoutFounderWords(tacticText(t), a);
    const equity = EQUITY_OFFER.exec(text);
    if (equity) add(target, `Offers "${equity[0]}": a reward campaign on ${c.platform} gives backers rewards, never equity or financial returns.`);
    const render = c.physical ? sentencesOf(text).find((sentence) => RENDERS.test(sentence) && !SAYS_NOT.test(sentence)) : undefined;
    if (render) {
      add(target, `Shows "${RENDERS.exec(render)![0]}" of ${a.productName || "the product"}: backers must see the working prototype as it is${c.platform === "Kickstarter" ? " (Kickstarter's rules for hardware forbid photorealistic renders)" : ""}.`);
    }
  });
  return out;
}

// ─── Events ──────────────────────────────────────────────────────────────────────────────────────

/** Selling tickets: a ticket page, a ticketing site, tickets named. */
const TICKET_SALES = /\btickets?\b|\bticketing\b|\btito\b|\beventbrite\b/i;
/** What may follow the day, in its own week: the thank-you, the feedback form, the photos. */
const AFTER_THE_DAY = /\bthank(?:s|-you| you)?\b|\bfeedback\b|\bsurvey\b|\bphotos?\b|\bnext year\b/i;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What would mislead an organiser selling tickets to an event: nothing that sells tickets, no early
 * bird when they have one, nothing that tracks the milestone on the way ("100 by the end of January"),
 * and work dated after the day (anything but the thank-you and feedback in the event's own week).
 */
function eventFindings(plan: CheckedPlan, a: PlanFormData, r: Reading): Finding[] {
  const e = r.event;
  if (!e) return [];
  const out: Finding[] = [];
  const add = (target: FindingTarget, reason: string) => out.push({ rule: "event", target, reason, note: NOTES.event });
  const everything = [...plan.tactics.map((t) => withoutFounderWords(tacticText(t), a)), ...plan.timeline.flatMap((p) => p.tasks)].join("\n");
  const name = a.productName || `the ${e.format}`;
  if (!TICKET_SALES.test(everything)) {
    add({ kind: "plan" }, `Nothing in the plan sells tickets (a ticket page, codes, reminders), though your goal is tickets for ${name}.`);
  }
  // A fair for families has makers, not speakers; students and course leaders only when the founder names them.
  if (e.crowd === "public" && !e.has.includes("talks") && /\bspeakers?\b|\bspeaker cards?\b/i.test(everything)) {
    add({ kind: "plan" }, `Announces speakers, but ${name} has ${e.makers ? `${e.makers.word}, not talks` : "no talks"}: their ${e.makers?.word ?? "people"} are the ones to give share kits and codes.`);
  }
  if (e.crowd === "public" && !e.students && /\bstudent (?:tickets?|price|codes?)\b|\bcourse leaders?\b/i.test(everything)) {
    add({ kind: "plan" }, `Sells student tickets through course leaders, though ${name} is for families and the public and you named no students.`);
  }
  if (e.earlyBird && !/\bearly[- ]?birds?\b/i.test(everything)) {
    add({ kind: "plan" }, `Never mentions your ${e.earlyBird.tier.text} early bird: without a real last day, announced and counted down to, it sells nothing early.`);
  }
  if (e.milestone) {
    const n = e.milestone.count.toLocaleString("en-US").replace(/,/g, ",?");
    if (!new RegExp(`(^|[^\\d.,£€$])${n}\\b`).test(everything)) {
      add({ kind: "plan" }, `Nothing tracks your milestone (${e.milestone.said}): the weeks need a weekly count of tickets against it.`);
    }
  }
  if (e.day) {
    // A weekend fair's second day is still the event: "after the day" is after its last day.
    const day = e.day.day.getTime() + (e.days - 1) * DAY_MS;
    // The event's own week ends on the Sunday after the day (or on the day when it is a Sunday).
    const weekEnd = day + ((7 - new Date(day).getUTCDay()) % 7) * DAY_MS;
    const late = (text: string) =>
      sentencesOf(text).find((sentence) => {
        const m = DATE.exec(sentence);
        const when = m ? dayIn(m[0], r.startDay) : null;
        if (!when || when.getTime() <= day) return false;
        return when.getTime() > weekEnd || !AFTER_THE_DAY.test(sentence);
      });
    const date = longDate(e.day.day);
    plan.timeline.forEach((phase, index) => {
      const hit = phase.tasks.map(late).find(Boolean);
      if (hit) add({ kind: "timeline", index, title: phase.title }, `Schedules "${clip(hit, 90)}" after ${name} on ${date}: only the thank-you and feedback belong after the day, in its own week.`);
    });
    plan.tactics.forEach((t, index) => {
      const hit = t.implementation.map(late).find(Boolean);
      if (hit) add({ kind: "tactic", index, name: t.name }, `Has a step dated after ${name} on ${date}: "${clip(hit, 90)}".`);
    });
  }
  return out;
}

/** Exam tutoring (GCSE, A-level): another teacher's pupils, grade promises, contact with pupils, and the exam year, safety and consent. */
function tutoringFindings(plan: CheckedPlan, a: PlanFormData, r: Reading): Finding[] {
  const t = r.examTutoring;
  if (!t) return [];
  const out: Finding[] = [];
  plan.tactics.forEach((tactic, index) => {
    const reason = examTutoringMisfit(withoutFounderWords(tacticText(tactic), a), t);
    if (reason) out.push({ rule: "exams", target: { kind: "tactic", index, name: tactic.name }, reason, note: NOTES.exams });
  });
  const everything = [...plan.tactics.map((x) => withoutFounderWords(tacticText(x), a)), ...plan.timeline.flatMap((p) => p.tasks)].join("\n");
  for (const reason of examTutoringGaps(everything, t, a.productName.trim() || "the centre")) out.push({ rule: "exams", target: { kind: "plan" }, reason, note: NOTES.exams });
  return out;
}

export function checkPlanQuality(answers: PlanFormData, plan: CheckedPlan, reading: Reading = readAnswers(answers)): Finding[] {
  const r = reading;
  const findings: Finding[] = [];
  plan.tactics.forEach((t, index) => {
    const target: FindingTarget = { kind: "tactic", index, name: t.name };
    const add = (rule: FindingRule, reason: string | null) => {
      if (reason) findings.push({ rule, target, reason, note: NOTES[rule] });
    };
    add("budget", budgetFindings(t, answers, r));
    add("skills", skillFinding(t, answers));
    const slots = knownSlots(tacticText(t), answers, r);
    add("placeholder", slots.length ? `Leaves ${slots.join(", ")} to fill in, though you already told us.` : null);
    add("template-fit", templateMisfit(t, answers, r));
    add("channel-fit", channelFinding(t, answers, r) ?? tradeFinding(t, answers, r) ?? grownUpFinding(t, r) ?? marketplaceFinding(t, answers, r) ?? appFinding(t, answers, r) ?? (r.charity ? charityTacticFinding(withoutFounderWords(tacticText(t), answers), answers.productName.trim() || "it", r.charity) : null) ?? schoolMisfit(withoutFounderWords(tacticText(t), answers), r.schools, answers.productName));
    add("challenge", challengeFinding(t, answers, r) ?? areaFinding(t, answers, r));
    add("minors", minorsFinding(t, answers, r));
    add("advice", adviceFinding(t, answers));
  });
  findings.push(...timelineFindings(plan, r));
  const time = timeFinding(plan, r);
  if (time) findings.push(time);
  const capacity = capacityFinding(plan, r);
  if (capacity) findings.push(capacity);
  for (const f of [workedFinding(plan, answers, r), trialFinding(plan, answers, r), stayFinding(plan, answers, r), distrustFinding(plan, answers, r), workspaceFinding(plan, answers, r), tourFinding(plan, answers, r)]) if (f) findings.push(f);
  findings.push(...shortClipsFindings(plan, r));
  findings.push(...noDiscountFindings(plan, answers, r));
  // A veg box losing households in summer gets a pause before a cancel and a September win-back, and no certification it never had.
  for (const gap of farmBoxPlanGaps(r.farmBox, answers.primaryGoal, plan.tactics.map((t) => withoutFounderWords(tacticText(t), answers)).join("\n"))) {
    findings.push({ rule: "challenge", target: { kind: "plan" }, ...gap });
  }
  // A florist: weekly accounts with a sample and a visit, direct orders after a wire service's cut, peak days that keep their buyers, no flyers after a failed drop, no approach to the bereaved.
  for (const gap of floristGaps(r.florist, clip(answers.successMetrics, 120), plan.tactics.map((t) => ({ name: t.name, text: withoutFounderWords(tacticText(t), answers) })))) {
    findings.push({ rule: "challenge", target: { kind: "plan" }, ...gap });
  }
  // A wedding supplier: the dates still free priced and taken to the couples who have them, the music's planning shown when couples fear a DJ who ignores their list, no wedding fairs after they did not pay.
  for (const gap of weddingSupplierGaps(r.weddingSupplier, plan.tactics.map((t) => withoutFounderWords(tacticText(t), answers)).join("\n"))) {
    findings.push({ rule: "challenge", target: { kind: "plan" }, ...gap });
  }
  // A job board gets a plan that fills the board honestly and builds the candidates' side employers pay for.
  for (const gap of jobBoardPlanGaps(r.jobBoard, plan.tactics.map((t) => withoutFounderWords(tacticText(t), answers)).join("\n"))) {
    findings.push({ rule: "challenge", target: { kind: "plan" }, ...gap });
  }
  // A driving instructor: the automatic offer, pass photos, no promised test dates and no invented pass rate.
  for (const gap of drivingPlanGaps(r.driving, `${answers.productDescription} ${answers.audiencePersona} ${answers.challenges} ${answers.successMetrics}`, plan.tactics.map((t) => withoutFounderWords(tacticText(t), answers)).join("\n"))) {
    findings.push({ rule: "challenge", target: { kind: "plan" }, ...gap });
  }
  // A school of adult learners: a make-up class and a pause when they quit, an honest answer to a free app, the places newcomers arrive.
  for (const gap of adultClassesPlanGaps(r.adultClasses, plan.tactics.map((t) => withoutFounderWords(tacticText(t), answers)).join("\n"))) {
    findings.push({ rule: "challenge", target: { kind: "plan" }, ...gap });
  }
  // A teacher of adults one-to-one: a trial lesson and a block of lessons.
  for (const gap of privateTeacherPlanGaps(r.privateTeacher, plan.tactics.map((t) => withoutFounderWords(tacticText(t), answers)).join("\n"))) {
    findings.push({ rule: "challenge", target: { kind: "plan" }, ...gap });
  }
  // A gym losing new members gets a plan that works on the second visit and the first ninety days.
  for (const gap of gymPlanGaps(r.gym, answers.primaryGoal, answers.challenges, plan.tactics.map((t) => withoutFounderWords(tacticText(t), answers)).join("\n"))) {
    findings.push({ rule: "challenge", target: { kind: "plan" }, ...gap });
  }
  // A health practice: referral partners, the health plan in money terms, review replies that confirm no patient, the empty times filled, no promised outcome.
  for (const gap of clinicPlanGaps(r.clinic, plan.tactics.map((t) => withoutFounderWords(tacticText(t), answers)).join("\n"))) {
    findings.push({ rule: "challenge", target: { kind: "plan" }, ...gap });
  }
  // Early-years childcare: visits followed up, current parents' word when friends decide, the employers named, no invented grade, consent for photos, funding checked.
  for (const gap of childcarePlanGaps(r.childcare, plan.tactics.map((t) => withoutFounderWords(tacticText(t), answers)).join("\n"))) {
    findings.push({ rule: "challenge", target: { kind: "plan" }, ...gap });
  }
  // A home-improvement installer: past installs as proof, a written quote with its assumptions, no pressure, no promised savings or schemes stated as fact, and none of the leads or door knocking the founder ruled out.
  for (const gap of installerGaps(r.installer, plan.tactics.map((t) => withoutFounderWords(tacticText(t), answers)).join("\n"))) {
    findings.push({ rule: "challenge", target: { kind: "plan" }, ...gap });
  }
  // A removals company: a fixed price with what it includes, the people who know move dates, the quiet days, and none of the comparison sites or discounts the founder ruled out.
  for (const gap of removalsGaps(r.removals, plan.tactics.map((t) => withoutFounderWords(tacticText(t), answers)).join("\n"))) {
    findings.push({ rule: "challenge", target: { kind: "plan" }, ...gap });
  }
  // A care agency: the people who refer families, carers recruited ahead of hours sold, reviews without health details, no invented rating, no fear-selling.
  // A newborn and family photographer: babies shown with consent, no risky pose, a due-date booking, families invited back.
  for (const gap of familyPhotoPlanGaps(r.familyPhoto, plan.tactics.map((t) => withoutFounderWords(tacticText(t), answers)).join("\n"))) {
    findings.push({ rule: "challenge", target: { kind: "plan" }, ...gap });
  }
  // A children's club: parents spoken to, no child shown without consent, the holidays planned for.
  // A kennels: a visit or a trial before booking, never a nursery, never the full weeks pushed.
  for (const gap of petBoardingPlanGaps(r.petBoarding, plan.tactics.map((t) => withoutFounderWords(tacticText(t), answers)).join("\n"))) {
    findings.push({ rule: "challenge", target: { kind: "plan" }, ...gap });
  }
  // A device repair shop: a price page, and the cheap rival answered with the parts and the warranty.
  for (const gap of deviceRepairPlanGaps(r.deviceRepair, plan.tactics.map((t) => withoutFounderWords(tacticText(t), answers)).join("\n"))) {
    findings.push({ rule: "challenge", target: { kind: "plan" }, ...gap });
  }
  // A tattoo studio: the DMs moved to a booking form, healed work shown only with consent.
  for (const gap of tattooPlanGaps(r.tattoo, plan.tactics.map((t) => withoutFounderWords(tacticText(t), answers)).join("\n"))) {
    findings.push({ rule: "challenge", target: { kind: "plan" }, ...gap });
  }
  // A children's entertainer: parents spoken to, no child shown without consent, the party as the advert, the quiet slots filled.
  for (const gap of partyPlanGaps(r.partyEntertainer, plan.tactics.map((t) => withoutFounderWords(tacticText(t), answers)).join("\n"))) {
    findings.push({ rule: "challenge", target: { kind: "plan" }, ...gap });
  }
  // A personal trainer: clients kept past the first block, no medical claims, stories only with consent.
  for (const gap of trainerPlanGaps(r.trainer, plan.tactics.map((t) => withoutFounderWords(tacticText(t), answers)).join("\n"))) {
    findings.push({ rule: "challenge", target: { kind: "plan" }, ...gap });
  }
  for (const gap of kidsClubPlanGaps(r.kidsClub, plan.tactics.map((t) => withoutFounderWords(tacticText(t), answers)).join("\n"))) {
    findings.push({ rule: "challenge", target: { kind: "plan" }, ...gap });
  }
  // A care home: the professionals who refer, consent for every resident shown, no pressure, offers or paid referrals.
  for (const gap of careHomeGaps(r.careHome, plan.tactics.map((t) => withoutFounderWords(tacticText(t), answers)).join("\n"))) {
    findings.push({ rule: "challenge", target: { kind: "plan" }, ...gap });
  }
  for (const gap of homeCareGaps(r.homeCare, plan.tactics.map((t) => withoutFounderWords(tacticText(t), answers)).join("\n"))) {
    findings.push({ rule: "challenge", target: { kind: "plan" }, ...gap });
  }
  // A funeral director: the prices in full, the phone at night, nothing that sells to the grieving, reviews asked late, plans within the rules.
  // A celebrant: the funeral directors visited, the fee in full, nothing that touts to the bereaved, reviews never pushed.
  for (const gap of r.funeral?.celebrant ? celebrantGaps(r.funeral.celebrant, plan.tactics.map((t) => withoutFounderWords(tacticText(t), answers)).join("\n")) : funeralGaps(r.funeral, plan.tactics.map((t) => withoutFounderWords(tacticText(t), answers)).join("\n"))) {
    findings.push({ rule: "challenge", target: { kind: "plan" }, ...gap });
  }
  // A law practice: a fee page, referrals within the regulator's rules, reviews kept confidential, no promised outcome.
  for (const gap of lawGaps(r.law, plan.tactics.map((t) => withoutFounderWords(tacticText(t), answers)).join("\n"))) {
    findings.push({ rule: "challenge", target: { kind: "plan" }, ...gap });
  }
  // A design practice: the fee explained, the referrers reached, no discount when the founder won't give one.
  for (const gap of architectPlanGaps(r.architect, plan.tactics.map((t) => withoutFounderWords(tacticText(t), answers)).join("\n"))) {
    findings.push({ rule: "challenge", target: { kind: "plan" }, ...gap });
  }
  // Online coaching: a consult call, a paid start when free programmes failed, and no promised results or before-and-after photos.
  for (const gap of coachPlanGaps(r.coaching, plan.tactics.map((t) => withoutFounderWords(tacticText(t), answers)).join("\n"))) {
    findings.push({ rule: "challenge", target: { kind: "plan" }, ...gap });
  }
  // A paid community gets a plan that works on each new member's first week and counts churn by joining month.
  for (const gap of membershipPlanGaps(r.membership, plan.tactics.map((t) => withoutFounderWords(tacticText(t), answers)).join("\n"))) {
    findings.push({ rule: "challenge", target: { kind: "plan" }, ...gap });
  }
  // A regulated adviser: introducers, every promotion approved (with the UK mortgage risk warning), no bought leads when ruled out.
  for (const gap of adviserPlanGaps(r.adviser, plan.tactics.map((t) => withoutFounderWords(tacticText(t), answers)).join("\n"))) {
    findings.push({ rule: "challenge", target: { kind: "plan" }, ...gap });
  }
  findings.push(...crowdfundingFindings(plan, answers, r));
  // A taproom: some tactic gives a dated reason to come in, and any paid ad for alcohol says who may see it.
  for (const reason of taproomGaps(r.taproom, clip(answers.successMetrics, 120), plan.tactics.map((t) => ({ text: withoutFounderWords(tacticText(t), answers), paid: /\b(?:ads?|boost(?:ed)?|campaign)\b/i.test(t.name) })))) {
    findings.push({ rule: "challenge", target: { kind: "plan" }, reason, note: "Misses how a taproom fills" });
  }
  // A venue: its empty dates priced, and no wedding fair when the founder said fairs did not pay.
  for (const gap of venuePlanGaps(r.venue, clip(answers.successMetrics, 120), plan.tactics.map((t) => withoutFounderWords(tacticText(t), answers)).join("\n"))) {
    findings.push({ rule: "challenge", target: { kind: "plan" }, ...gap });
  }
  findings.push(...meetPeopleFindings(plan, answers, r));
  // An experience: team bookings, gift vouchers, the taster-to-course step, and no deal site after one failed.
  for (const gap of experiencePlanGaps(r.experience, plan.tactics.map((t) => withoutFounderWords(tacticText(t), answers)))) {
    findings.push({ rule: "challenge", target: { kind: "plan" }, ...gap });
  }
  // A restaurant: a dated reason to come on the quiet nights, and no discount deal after a deal site failed.
  for (const reason of restaurantGaps(r.restaurant, clip(answers.successMetrics, 120), plan.tactics.map((t) => ({ text: withoutFounderWords(tacticText(t), answers) })))) {
    findings.push({ rule: "challenge", target: { kind: "plan" }, reason, note: "Misses how a restaurant's quiet nights fill" });
  }
  findings.push(...smallholderFindings(plan, answers, r));
  findings.push(...desktopFindings(plan, answers, r));
  findings.push(...wpPluginFindings(plan, answers, r));
  findings.push(...agencyFindings(plan, answers, r));
  findings.push(...catererFindings(plan, answers, r));
  findings.push(...accountingFindings(plan, answers, r));
  for (const gap of recruiterPlanGaps(r.recruiter, plan.tactics.map((t) => withoutFounderWords(tacticText(t), answers)).join("\n"))) {
    findings.push({ rule: "challenge", target: { kind: "plan" }, ...gap });
  }
  // A translator: proof in the buyers' field, a note to one named buyer, referrals from consultants and project managers.
  for (const gap of translatorGaps(r.translator, plan.tactics.map((t) => withoutFounderWords(tacticText(t), answers)).join("\n"))) {
    findings.push({ rule: "challenge", target: { kind: "plan" }, ...gap });
  }
  findings.push(...itSupportFindings(plan, answers, r));
  findings.push(...lettingFindings(plan, answers, r));
  findings.push(...closedMonthFindings(plan, r));
  findings.push(...browserExtensionFindings(plan, r));
  findings.push(...digitalProductFindings(plan, r));
  findings.push(...churchFindings(plan, answers, r));
  findings.push(...clinicianFindings(plan, answers, r));
  findings.push(...agtechFindings(plan, answers, r));
  findings.push(...marketplaceBrandFindings(plan, answers, r));
  for (const gap of mobileFoodPlanGaps(plan.tactics.map((t) => withoutFounderWords(tacticText(t), answers)), r.mobileFood, answers.successMetrics)) {
    findings.push({ rule: "challenge", target: { kind: "plan" }, ...gap });
  }
  // A self-published book: honest reviews asked for, a list of its own, and no review bought.
  for (const gap of bookPlanGaps(r.book, clip(answers.successMetrics, 120), plan.tactics.map((t) => withoutFounderWords(tacticText(t), answers)).join("\n"), answers.challenges)) {
    findings.push({ rule: "challenge", target: { kind: "plan" }, ...gap });
  }
  // A print-on-demand shop: the margin worked out and made bigger before any ad, real photos of the printed piece.
  // An artist selling originals: past buyers told first of new work, the galleries' prices kept.
  for (const gap of artistPlanGaps(r.artist, plan.tactics.map((t) => withoutFounderWords(tacticText(t), answers)).join("\n"))) {
    findings.push({ rule: "challenge", target: { kind: "plan" }, ...gap });
  }
  for (const gap of podPlanGaps(r.printOnDemand, plan.tactics.map((t) => withoutFounderWords(tacticText(t), answers)).join("\n"))) {
    findings.push({ rule: "challenge", target: { kind: "plan" }, ...gap });
  }
  // A band: no channel the founder ruled out, a pre-order with its day, work in each tour town, the tickets-a-night arithmetic said.
  if (r.band) {
    const tactics = plan.tactics.map((t) => withoutFounderWords(tacticText(t), answers)).join("\n");
    const whole = [plan.strategySummary ?? "", tactics, ...plan.timeline.flatMap((p) => p.tasks)].join("\n");
    for (const gap of bandPlanGaps(r.band, clip(answers.successMetrics, 120), tactics, whole, answers.challenges)) findings.push({ rule: "challenge", target: { kind: "plan" }, ...gap });
  }
  findings.push(...eventFindings(plan, answers, r));
  findings.push(...tutoringFindings(plan, answers, r));
  if (r.charity) {
    const texts = plan.tactics.map((t) => withoutFounderWords(tacticText(t), answers));
    for (const f of charityPlanFindings(texts, clip(answers.successMetrics, 120), r.charity)) findings.push({ rule: "challenge", target: { kind: "plan" }, ...f });
  }
  // A business selling to schools: quotes and purchase orders, the school year, schools that vouch.
  const everything = [...plan.tactics.map((t) => withoutFounderWords(tacticText(t), answers)), ...plan.timeline.flatMap((p) => p.tasks)].join("\n");
  for (const reason of schoolPlanGaps(everything, r.schools)) findings.push({ rule: "challenge", target: { kind: "plan" }, reason, note: "Misses how schools buy" });

  // A large budget is used, not ignored: the plan should say where the money goes. Before the
  // product works (MVP, beta) holding most of it back is the honest advice, not a fault.
  if (r.budget.min >= 10000 && !["mvp", "beta"].includes(answers.productStage)) {
    const stated = plan.tactics.reduce((sum, t) => sum + statedSpend(t, answers, r), 0);
    if (stated < r.budget.min * 0.25) {
      findings.push({
        rule: "budget",
        target: { kind: "plan" },
        reason: `Puts ${stated ? `only about ${money(stated, r.currency)} a month` : "no money"} of your ${budgetPhrase(r.budget, r.currency)} budget to work.`,
        note: "Leaves most of your budget unused",
      });
    }
  }
  return findings;
}

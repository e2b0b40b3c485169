import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import {
  BUDGETS, GOALS, PRODUCT_STAGES, PRODUCT_TYPES, SKILLS, TIME_HORIZONS, audienceLabel, geographyLabel, labelOf,
} from "~/wizard/options";
import type { PlanFormData } from "~/wizard/types";
import { z } from "zod";
import { channelName, coldEmailNeedsConsent, misfitTags, servesNextdoor, type Finding } from "~/plan-quality/checker";
import { longWeekendsList, sellerTokens } from "~/plan-quality/fill";
import { datedDeadlineWithDay, longDate, planDay } from "~/plan-quality/calendar";
import { kindLabel } from "~/plan-quality/kinds";
import { budgetPhrase, money } from "~/plan-quality/money";
import { campaignMath, honestRule } from "~/plan-quality/crowdfunding";
import { eventMath } from "~/plan-quality/event";
import { conversionNote, notAdviceLine, unlicensedAdvice } from "~/plan-quality/publication";
import { marginNote, paceNote } from "~/plan-quality/wholesale";
import { deviceCredentials, schoolPaceNote } from "~/plan-quality/schools";
import { sponsorNote } from "~/plan-quality/sponsorship";
import { wishlistPace } from "~/plan-quality/store-game";
import { clip, hoursAWeek, readAnswers, twoSides, type Reading } from "~/plan-quality/reading";
import { joinWords, singular } from "~/plan-quality/words";
import { makeFill } from "~/plan-quality/fill";
import { stayTokens } from "~/plan-quality/stays";
import { mobileFoodTokens } from "~/plan-quality/mobile-food";
import { tutoringPromptLines } from "~/plan-quality/tutoring";
import { charityFacts } from "~/plan-quality/charity";
import { workspaceFacts } from "~/plan-quality/workspace";
import { taproomFacts } from "~/plan-quality/taproom";
import { restaurantFacts } from "~/plan-quality/restaurant";
import { experienceFacts } from "~/plan-quality/experience";
import { venueFacts } from "~/plan-quality/venue";
import { gymFacts } from "~/plan-quality/gym";
import { clinicFacts } from "~/plan-quality/clinic";
import { childcareFacts } from "~/plan-quality/childcare";
import { installerFacts } from "~/plan-quality/installer";
import { removalsFacts } from "~/plan-quality/removals";
import { homeCareFacts } from "~/plan-quality/home-care";
import { careHomeFacts } from "~/plan-quality/care-home";
import { funeralFacts } from "~/plan-quality/funeral";
import { celebrantFacts } from "~/plan-quality/celebrant";
import { lawFacts } from "~/plan-quality/law";
import { architectFacts } from "~/plan-quality/architect";
import { kidsClubFacts } from "~/plan-quality/kids-club";
import { petBoardingFacts } from "~/plan-quality/pet-boarding";
import { familyPhotoFacts } from "~/plan-quality/family-photo";
import { tattooFacts } from "~/plan-quality/tattoo";
import { deviceRepairFacts } from "~/plan-quality/device-repair";
import { partyFacts } from "~/plan-quality/party-entertainer";
import { trainerFacts } from "~/plan-quality/trainer";
import { podFacts } from "~/plan-quality/print-on-demand";
import { artistFacts } from "~/plan-quality/artist";
import { drivingFacts } from "~/plan-quality/driving";
import { adultClassesFacts } from "~/plan-quality/adult-classes";
import { privateTeacherFacts } from "~/plan-quality/private-teacher";
import { coachFacts } from "~/plan-quality/coaching";
import { membershipFacts } from "~/plan-quality/membership";
import { farmBoxFacts } from "~/plan-quality/farm-box";
import { floristFacts } from "~/plan-quality/florist";
import { weddingSupplierFacts } from "~/plan-quality/wedding-supplier";
import { adviserFacts } from "~/plan-quality/advisers";
import { jobBoardFacts } from "~/plan-quality/job-board";
import { bookFacts } from "~/plan-quality/books";
import { bandFacts } from "~/plan-quality/band";
import { meetPeopleFacts } from "~/plan-quality/dating";
import { youngChildrenFacts } from "~/plan-quality/young-children";
import { smallholderFacts } from "~/plan-quality/smallholders";
import { equipmentFacts } from "~/plan-quality/farm-equipment";
import { desktopFacts } from "~/plan-quality/desktop";
import { wpPluginFacts } from "~/plan-quality/wp-plugin";
import { agencyFacts } from "~/plan-quality/agency";
import { catererFacts } from "~/plan-quality/caterer";
import { accountingFacts } from "~/plan-quality/accounting";
import { recruiterFacts } from "~/plan-quality/recruiter";
import { translatorFacts } from "~/plan-quality/translator";
import { itSupportFacts } from "~/plan-quality/it-support";
import { lettingFacts } from "~/plan-quality/letting";
import { browserExtensionFacts } from "~/plan-quality/browser-extension";
import { digitalProductFacts } from "~/plan-quality/digital-product";
import { churchFacts } from "~/plan-quality/church";
import { clinicianFacts } from "~/plan-quality/clinician";
import { agtechFacts } from "~/plan-quality/agtech";
import { marketplaceBrandFacts } from "~/plan-quality/marketplace-brand";
import { tourTokens } from "~/plan-quality/tours";
import { grownUpTokens } from "~/plan-quality/grown-ups";
import { researchMath } from "~/plan-quality/research";
import { homeVisitTokens, namedLocalChannels } from "~/plan-quality/local-trade";
import { capacityCeiling, capacityPhrase, fleetLoad, goalLoad } from "./planner";
import { ordersWord } from "./planner/context";
import { customerProfileSchema, marketingPlanSchema, tacticSchema } from "./schemas";

/**
 * The two prompts, with the schemas they are answered in. Every answer of the form reaches the
 * plan prompt; the profile prompt gets the product and audience (the /api endpoint's fields).
 */

/**
 * What the AI returns for the plan: the shared schema without our own `source` mark, with every
 * tactic's "why" required (structured outputs have no optional fields).
 */
export const PLAN_SCHEMA_NAME = "marketing_plan";
export const aiPlanSchema = marketingPlanSchema
  .omit({ source: true })
  .extend({ tactics: z.array(tacticSchema.extend({ why: z.string() })) });

export const PROFILE_SCHEMA_NAME = "customer_profile";
export const aiProfileSchema = customerProfileSchema;

/** The profile request of SPEC section 7 (POST /api/generate-customer-profile), defaults applied. */
export type ProfileRequest = {
  productName: string;
  productDescription: string;
  audienceType: string;
  audienceGeography: string;
  specificCountry?: string;
  audiencePersona: string;
};

const PLAN_SYSTEM = `You are a senior go-to-market strategist who writes practical marketing plans for founders,
indie developers and small teams. A founder judges your plan by one thing: would they act on it this week?
Every tactic, template and week must fit their business: their budget, skills, horizon, place, audience and
what they said does not work for them. Never pad a plan with generic advice.

Rules:
- Write about this business: name the product, its place and its audience in the strategy and the templates.
  Nothing in the plan should fit another business unchanged.
- Budget: every tactic fits the monthly budget. State each tactic's cost as the first item of its
  resourcesNeeded, as "Budget: about $X a month" in the currency given below (or "Budget: no money needed").
  On a budget under $500 recommend no paid advertising at all. A large budget is used, not ignored.
- Skills: only tactics the listed skills can execute; where a tactic needs a missing skill, say in its
  implementation how to cover it cheaply (a freelancer, a template, a tool).
- Listen: never rely on a channel the founder says does not work for them; say what you left out and why.
- Safety: with an audience under 18, no private contact at all (no DMs, calls, emails, meetups); nothing
  that breaks a platform's rules or the law (no spam, no fake or incentivised reviews).
- Templates: one ready-to-send template per tactic, written for that tactic and in its form (an abandoned-cart email is an email
  with a Subject line, a flyer is flyer copy, a post is a post), in the audience's register and language,
  naming the product, with the product name, link, audience, place and price already filled in. Leave
  slots only for what you cannot know, written as {{first name}} (double braces, lower case). Never use
  [square brackets].
- Timeline: each tactic's steps in order, set-up before launch, a quick win in weeks 1-2, weekly
  measurement against the founder's metric. Every phase has "weeks" like "Weeks 1-2", and no phase ends
  after the last week given below.
- "why": one sentence per tactic saying why it fits this business, tied to the answers.
- Where you assume something the answers do not say, write "Assumption:" before it.
- strategySummary: 3-5 sentences. primaryFocus: 2-4 short phrases. tactics: 4-7. timeline: 2-5 phases.
  guerrillaTactics: 3-5 low-cost ideas. marketingEducation: an emotion engine and a logic engine with
  4 levers each (emotion: Desire, Identity, Urgency, Transform; logic: Position, Clarity, Proof, Journey),
  each lever with an example written for this product.
- Reply with JSON only, matching the schema.`;

/**
 * When the plan runs: its start day, the horizon, and a deadline, given as a date when the founder
 * named one ("by Easter, 28 March 2027, which is week 12"), so a model schedules nothing after it.
 */
function whenLines(r: Reading): string[] {
  const d = r.datedDeadline;
  const deadline =
    d && d.weeks === r.deadlineWeeks
      ? `; the success metrics set a deadline ${datedDeadlineWithDay(d)}, which is week ${d.weeks}${d.weeks > r.horizonWeeks ? " (after the horizon, so the horizon ends the plan)" : ""}`
      : r.deadlineWeeks !== null
        ? `; the success metrics set a deadline at week ${r.deadlineWeeks}`
        : "";
  return [
    `- The plan starts on ${longDate(r.startDay)} (the first day of week 1); give dates as weeks counted from it`,
    `- Time horizon: ${r.horizonWeeks} weeks${deadline}. The timeline ends by week ${r.planWeeks}.`,
    // "January is chaos with tax returns": those weeks hold nothing but the work.
    ...(r.closedMonths?.weeks.length
      ? [`- No marketing in ${joinWords(r.closedMonths.months)} (weeks ${r.closedMonths.weeks[0]}-${r.closedMonths.weeks[r.closedMonths.weeks.length - 1]}; they said: "${r.closedMonths.quote}"): schedule nothing in those weeks but a phase that says so, and start the plan's work after them`]
      : []),
  ];
}

function constraints(a: PlanFormData, r: Reading): string {
  const lines = [
    `- Monthly marketing budget: ${budgetPhrase(r.budget, r.currency)}${r.budget.max !== null && r.budget.max <= 500 ? " (no paid advertising)" : ""}${r.budget.min >= 10000 ? ` (put at least ${money(r.budget.min * 0.5, r.currency)} a month to work and say where)` : ""}`,
    `- Currency: write every sum of money in ${r.currency.name}, as in "Budget: about ${money(40, r.currency)} a month"${r.currency.code === "USD" ? "" : "; never in US dollars"}`,
    ...whenLines(r),
    `- Skills the team has: ${a.skills.length ? a.skills.map((s) => labelOf(SKILLS, s)).join(", ") : "none listed (the founder alone)"}`,
    `- Kind of business, as read from the answers: ${kindLabel(r)}`,
    `- Where: ${r.place || "worldwide"}${r.country ? ` (${r.country})` : ""}; customers read ${r.language}`,
  ];
  if (r.ages) lines.push(`- Customers' ages: ${r.ages[0]}-${r.ages[1]}${r.teen ? " (under 18: no private contact of any kind)" : ""}`);
  if (r.childAges) {
    lines.push(
      `- The buyers are parents of children aged ${r.childAges[0]}-${r.childAges[1]}: every message, post and template speaks to the parents, who decide and pay; nothing is addressed to the children`,
    );
  }
  // "Deliveroo takes 30%": a delivery app is named as one, not as a marketplace.
  for (const { tag, quote, name } of r.avoid) lines.push(`- Does not work for them: ${tag === "marketplaces" && name ? name : channelName(tag)} (they said: "${quote}")`);
  if (r.timeLimit) {
    const budget = r.weeklyHours === null ? "a few hours a week" : `about ${hoursAWeek(r.weeklyHours)}, stated per tactic, and set the tactics up one after another`;
    lines.push(`- Time is scarce (they said: "${r.timeLimit}"): keep the whole plan to ${budget}`);
    if (r.marketingSlot) lines.push(`- Their marketing time is ${r.marketingSlot}s: every weekly task (posts, replies, the tracker) names that time, not another day`);
    if (r.hoursCoverBuilding !== null) {
      lines.push(
        `- Those ${r.hoursCoverBuilding} hours a week are for building the product too: marketing gets about ${r.weeklyHours} of them while it is being built; say so in the strategy`,
      );
    }
  }
  lines.push(...businessFacts(a, r));
  lines.push(...publicationFacts(a, r));
  lines.push(...wholesaleFacts(r));
  lines.push(...orderFromAwayFacts(a, r));
  lines.push(...stayFacts(r));
  lines.push(...mobileFoodFacts(r));
  if (r.charity) lines.push(...charityFacts(r.charity, r.currency.prefix, r.planWeeks));
  lines.push(...workspaceFacts(r.workspace, r.planWeeks));
  lines.push(...taproomFacts(r.taproom, r.place));
  lines.push(...restaurantFacts(r.restaurant, r.place));
  lines.push(...experienceFacts(r.experience, r.planWeeks, r.startDay, r.country));
  lines.push(...venueFacts(r.venue, r.planWeeks, r.startDay, r.country, r.place));
  lines.push(...gymFacts(r.gym, r.planWeeks, r.startDay, r.country));
  lines.push(...clinicFacts(r.clinic, r.planWeeks, r.deadlineWeeks, r.place));
  lines.push(...childcareFacts(r.childcare, r.planWeeks, r.deadlineWeeks, r.place));
  lines.push(...installerFacts(r.installer, r.place, r.startDay));
  lines.push(...removalsFacts(r.removals, r.place));
  lines.push(...homeCareFacts(r.homeCare, r.planWeeks, r.deadlineWeeks, r.place));
  lines.push(...careHomeFacts(r.careHome, r.planWeeks, r.deadlineWeeks, r.place));
  lines.push(...(r.funeral?.celebrant ? celebrantFacts(r.funeral.celebrant, r.place) : funeralFacts(r.funeral, r.place)));
  lines.push(...lawFacts(r.law, makeFill(a, r)));
  lines.push(...architectFacts(r.architect, r.deadlineWeeks ?? r.planWeeks));
  lines.push(...kidsClubFacts(r.kidsClub, r.deadlineWeeks ?? r.planWeeks));
  lines.push(...petBoardingFacts(r.petBoarding));
  lines.push(...familyPhotoFacts(r.familyPhoto));
  lines.push(...tattooFacts(r.tattoo, r.place));
  lines.push(...deviceRepairFacts(r.deviceRepair, r.place));
  lines.push(...partyFacts(r.partyEntertainer, r.deadlineWeeks ?? r.planWeeks));
  lines.push(...trainerFacts(r.trainer, r.place));
  lines.push(...podFacts(r.printOnDemand));
  lines.push(...artistFacts(r.artist));
  lines.push(...drivingFacts(r.driving, r.country));
  lines.push(...adultClassesFacts(r.adultClasses, r.place));
  lines.push(...privateTeacherFacts(r.privateTeacher, r.place, r.deadlineWeeks ?? r.planWeeks));
  lines.push(...coachFacts(r.coaching, r.planWeeks, r.startDay, r.country, r.afterHoursOnly));
  lines.push(...membershipFacts(r.membership, r.planWeeks, r.startDay));
  lines.push(...farmBoxFacts(r.farmBox));
  lines.push(...floristFacts(r.florist, r.place, r.startDay, r.planWeeks));
  lines.push(...weddingSupplierFacts(r.weddingSupplier, r.planWeeks));
  lines.push(...adviserFacts(r.adviser));
  lines.push(...jobBoardFacts(r.jobBoard, r.planWeeks));
  lines.push(...bookFacts(r.book, r.startDay, r.planWeeks, a.challenges));
  lines.push(...bandFacts(r.band));
  lines.push(...smallholderFacts(r.smallholders, r.startDay, r.currency.prefix));
  lines.push(...equipmentFacts(r.farmEquipment, r.smallholders, r.planWeeks, r.currency.prefix));
  lines.push(...meetPeopleFacts(r.meetPeople, r.deadlineWeeks ?? r.planWeeks, r.datedDeadline?.said ?? `in ${r.planWeeks} weeks`, r.country));
  lines.push(...youngChildrenFacts(r.youngChildren, r.country));
  lines.push(...desktopFacts(r.desktopApp, r.datedDeadline?.said ?? `in ${r.planWeeks} weeks`));
  lines.push(...wpPluginFacts(r.wpPlugin, r.datedDeadline?.said ?? `in ${r.planWeeks} weeks`));
  lines.push(...agencyFacts(r.agency, r.datedDeadline?.said ?? `in ${r.planWeeks} weeks`, r.currency.prefix));
  lines.push(...catererFacts(r.caterer, r.currency.prefix, r.planWeeks));
  lines.push(...accountingFacts(r.accounting, makeFill(a, r)));
  lines.push(...recruiterFacts(r.recruiter, r.planWeeks, r.place).map(makeFill(a, r)));
  lines.push(...translatorFacts(r.translator, makeFill(a, r)));
  lines.push(...itSupportFacts(r.itSupport, makeFill(a, r)));
  lines.push(...lettingFacts(r.letting, makeFill(a, r)));
  lines.push(...browserExtensionFacts(r.browserExtension, r.datedDeadline?.said ?? `in ${r.planWeeks} weeks`));
  lines.push(...digitalProductFacts(r.digitalProduct, r.audience, a.audiencePersona));
  lines.push(...churchFacts(r.church, r.startDay, r.planWeeks));
  lines.push(...clinicianFacts(r.clinician, r.deadlineWeeks ?? r.planWeeks));
  lines.push(...agtechFacts(r.agtech, r.startDay));
  lines.push(...marketplaceBrandFacts(r.marketplaceBrand, r.startDay, r.planWeeks, r.budget.max === null || r.budget.max > 500));
  lines.push(...tourFacts(r));
  lines.push(...schoolFacts(r));
  lines.push(...grownUpFacts(a, r));
  lines.push(...crowdfundingFacts(r));
  lines.push(...researchFacts(r));
  lines.push(...eventFacts(r));
  if (coldEmailNeedsConsent(r)) lines.push(`- The law in ${r.country}: unsolicited email advertising needs prior consent, businesses included, so no cold email`);
  const misfits = misfitTags(a, r);
  if (misfits.length) lines.push(`- Channels that rarely fit this kind of business: ${[...new Set(misfits.map(channelName))].join(", ")}`);
  if (r.competitor) lines.push(`- Alternative customers use today: ${r.competitor}`);
  if (r.price) lines.push(`- Price: ${r.price}`);
  return lines.join("\n");
}

/**
 * What the reading knows about how this business works, that the built-in planner already acts on:
 * a stated capacity and the ceiling it sets, a small town, a business that goes to its customers,
 * pet care booked on trust, quiet slots to fill, an app already in a marketplace, a membership people
 * join any day. Plain facts and rules.
 */
/**
 * A newsletter with a free list and a paid tier, and advice the founder says they are not licensed to
 * give ("I am not a licensed financial adviser"): what the built-in planner does for both, as rules.
 */
function publicationFacts(a: PlanFormData, r: Reading): string[] {
  const lines: string[] = [];
  if (r.publication) {
    lines.push(
      `- A newsletter with free readers and a paid tier, not a shop: sell the paid tier to the free list first (a launch email to free subscribers), and grow the free list with recommendation swaps and guest issues with other newsletters, a referral reward, and one useful piece a week where the readers gather. No cart, shipping, delivery or orders. ${conversionNote(a)}`,
    );
  }
  const show = r.sponsorship;
  if (show) {
    lines.push(
      `- A ${show.medium} whose goal is sponsors: the buyers are brands' marketing leads, the ${show.audienceWord} are what they buy. Plan a ${show.audienceWord} survey and a one-page media kit, a list of brands the ${show.audienceWord} already buy from, personal outreach to each brand's marketing lead, a first sponsor on a discounted pilot written up as a case study, host-read spots in the host's voice (one per ${show.unit}, clearly marked as sponsored), ad marketplaces as a second route with the share they keep, and the events the ${show.audienceWord} go to${show.events.length ? ` (${show.events.join(", ")})` : ""}. No course, cart, students or affiliates. ${sponsorNote(show)}`,
    );
    if (show.rule) lines.push(`- They said "${show.rule}": that is the filter on sponsors (only brands the host uses or would use), not a reason to leave sponsorship out`);
  }
  const unlicensed = unlicensedAdvice(a);
  if (unlicensed) {
    lines.push(
      `- They said "${unlicensed.quote}": no tactic or template promises personal ${unlicensed.field} advice (what one reader should do in their own situation); the paid offer and any Q&A explain and educate, and templates that talk about ${unlicensed.field} decisions end with a short line: "${notAdviceLine(unlicensed.field)}"`,
    );
  }
  return lines;
}

/**
 * A producer whose goal is shelves in shops: what the built-in planner does for it, as rules, with the
 * shop's margin and the stockists a week the goal needs.
 */
function wholesaleFacts(r: Reading): string[] {
  const w = r.wholesale;
  if (!w) return [];
  const lines = [
    `- A producer selling to ${w.shops}${w.region ? ` in ${w.region}` : ""} at a trade price, and the goal is counted in stockists: win shop buyers one at a time (a sample, a one-page trade price list with the margin, a small first order, a follow-up a week later), help each new stockist sell through (a tasting in the shop, a shelf card) so it reorders, and bring buyers in through customers who ask their own shop, a wholesale marketplace such as Faire, and the regional food group and its fairs. ${marginNote(w, r.currency)} ${paceNote(w, r.planWeeks)}`,
  ];
  if (w.noDistributor) lines.push(`- They said "${w.noDistributor}": sell to the shops directly, no distributor or wholesaler`);
  if (w.makingDays) lines.push(`- They make the product on ${w.makingDays}: no visits, tastings or outreach on those days`);
  return lines;
}

/**
 * A business selling to UK schools and academy trusts: how schools buy (quotes, purchase orders,
 * frameworks), who decides, the school year's calendar and what IT leads ask; no small-business software lines.
 */
function schoolFacts(r: Reading): string[] {
  const s = r.schools;
  if (!s) return [];
  const lines = [
    `- Sells ${s.items ?? "to schools"}${s.items ? ` to ${s.schools}` : ""}${s.england ? " in England" : ""}: the buyers are school business managers, IT leads, heads and trusts' central teams spending public money. The business manager runs the quotes (often three written quotes above a threshold the school's or trust's finance policy sets: say to ask, give no figure), the IT lead checks, the head, governors or the trust's central team sign off; the school raises a purchase order and pays an invoice. No free trial, no card payments, no software review sites (G2, Capterra), no sign-ups`,
    `- The school year's calendar: ${s.england ? "maintained schools' financial year starts in April and academy trusts' in September" : "check when each school's financial year starts"}; budgets are set in the spring, most orders come in the summer term${s.devices ? " and devices are set up over the summer holiday" : ""}. Time the plan to it: groundwork and pilots in the spring term, quotes and orders in the summer term`,
    "- Schools trust schools: references from schools nearby, local school business managers' groups and the Institute of School Business Leadership (ISBL), and trusts' central teams. Frameworks are something to look into, worded as advice to check: the DfE's 'Get help buying for schools' service and frameworks run by public buying organisations such as Crown Commercial Service, ESPO or YPO",
    `- A case study in a trust's terms (${s.devices ? "cost per pupil device over the years of use" : "cost per pupil"}) and a clear written quote pack${s.devices ? `; IT leads ask about ${deviceCredentials(s)}; a pilot set for one class with a clear return policy` : ""}. The Bett show in London in January is an option to mention, never a stand as a first step`,
    `- ${schoolPaceNote(s, r.planWeeks)}`,
  ];
  return lines;
}

/**
 * A local shop that delivers to customers who are away, and a maker moving sales off a marketplace:
 * what the built-in planner does for each, as rules, with the maker's own-site arithmetic.
 */
function orderFromAwayFacts(a: PlanFormData, r: Reading): string[] {
  const lines: string[] = [];
  const remote = r.remoteOrders;
  if (remote) {
    const { group, paper } = namedLocalChannels(`${a.audiencePersona} ${a.productDescription} ${a.challenges}`);
    const where = joinWords([group, paper].filter((x): x is string => x !== null));
    lines.push(
      `- The goal is orders from ${remote.who}, who order ${remote.how} before they arrive${remote.radius ? ` (delivery ${remote.radius})` : ""}: reach them where they are while away${where ? ` (${where})` : ""}, in the days before they travel and before each bank holiday (${longWeekendsList(r)}), and through whoever looks after their houses (caretakers, cleaners, letting agents). No shop window, chalkboard or walk-in offers: they are not passing by`,
    );
  }
  const seller = r.marketplaceSeller;
  if (seller) {
    const { ownSiteMath } = sellerTokens(r);
    lines.push(
      `- A maker selling on ${joinWords(seller.platforms)} whose goal is their own site and list: buyers join the list themselves (a card in every parcel, a sign-up with a reason on the site${seller.fairs ? " and at the fair stall" : ""}), new pieces reach the list first, and search and Pinterest bring people to the own site; nothing sent through ${seller.platforms[0]} asks a buyer to buy elsewhere (the platform's rules forbid it). ${ownSiteMath}`,
    );
  }
  return lines;
}

/**
 * A food truck, food cart or coffee cart: what the built-in planner does for one, as rules, with the
 * catering goal's arithmetic when catering is named.
 */
function mobileFoodFacts(r: Reading): string[] {
  const m = r.mobileFood;
  if (!m) return [];
  const t = mobileFoodTokens(m, r.currency.prefix);
  const lines = [
    `- A ${m.word}${m.food ? ` selling ${m.food}` : ""}${m.city ? ` in ${m.city}` : ""}, parked at ${t.truckSpots} on different days: no till, shop window, chalkboard, 'come in' or ads 'within a short drive of the shop'. Customers need to know where it is this week: a schedule posted at the same time every week on Instagram and the Google Business Profile (set up for a ${m.word}${m.catering ? " that caters" : ""}, with a service area or the spot where it parks most), regular nights at breweries (the brewery gains food for its guests) and fixed lunch days at office parks with a pre-order link`,
    `- Permits: tell them to check each new spot and private event with ${m.licensing}${m.licensing.startsWith("Multnomah") ? " (which licenses food carts and trucks there and asks to be told when a unit's location or route changes)" : ""} and to get each property owner's permission in writing, rather than stating the rules`,
  ];
  if (m.catering) {
    lines.push(
      `- Catering is a line of business of its own${m.cateringGoalSaid ? " and the goal" : ""}: a catering page with three packages, a price per head and a quote form answered within a day; office managers and event planners asked directly with a tasting; a 'We cater' card in every bag and a thank-you after each event that asks for one introduction; corporate catering marketplaces such as ezCater only as an option to check (their commission and terms, from the source). Label the event size and price per head as assumptions. ${t.cateringMath}`,
    );
  }
  return lines;
}

/**
 * A guest house, a B&B or a holiday let: what the built-in planner does for one, as rules, with the
 * season's arithmetic of its direct-booking goal.
 */
/**
 * A tour or class sold to visitors: what the built-in planner does for one, as rules, with the commission
 * arithmetic of its direct-booking goal. Platform terms and registers are worded as things to check.
 */
function tourFacts(r: Reading): string[] {
  const t = r.tour;
  if (!t) return [];
  const k = tourTokens(t, r.currency.prefix, r.country);
  const lines = [
    `- ${t.words.charAt(0).toUpperCase()}${t.words.slice(1)}${t.city ? ` in ${t.city}` : ""} sold to visitors in town for a few days, who book ${k.tourBookWhen}${t.onPhone ? " on a phone" : ""}${t.platforms.length ? `, mostly through ${k.tourPlatforms}${t.commission !== null ? ` (${k.tourCommission} commission)` : ""}` : ""}; not an app and not a shop: no shop front, window, chalkboard, till, regulars, neighbours, staff perk cards for nearby workplaces, yearly service reminders or ads 'within a short drive of the shop'. Guests meet the guide at a meeting point. Write guest-facing texts in ${k.tourLanguages}`,
  ];
  if (t.directGoalSaid) {
    lines.push(
      `- The goal is bookings on their own page: a booking page that books tomorrow's tour in under a minute on a phone at the same price as on the platforms (a booking system for tours such as ${k.tourSystems} as examples, connected to the platforms so one calendar holds every booking), a Google Business Profile as a tour operator with the meeting point and the own booking link (and Google's Things to do if their booking system connects to it), reviews on Google and Tripadvisor asked of every guest alike at the end of the tour with nothing in return, front desks of hotels, hostels and guest houses near the meeting point with a referral code each, and other experiences recommending each other with codes. Keep ${k.tourPlatforms} for discovery; tell them to read their supplier agreements on contacting the platforms' customers and prices elsewhere rather than stating the terms, and never to market to guests' details a platform passes on. ${k.tourMath}`,
    );
  }
  lines.push(`- ${k.tourRegister} The spring and summer are the season: set up before it, in the months with fewer tours`);
  return lines;
}

function stayFacts(r: Reading): string[] {
  const s = r.stay;
  if (!s) return [];
  const t = stayTokens(s, r.currency.prefix);
  const lines = [
    `- ${s.word === "guest house" ? "A guest house" : `A ${s.word}`}${s.where ? ` in ${s.where}` : ""}, not an app or software, whatever the product type says: no app-store page, in-app review, install ads, free trial or subscription language. Its guests live far away and book months ahead${s.otas.length ? `, mostly through ${joinWords(s.otas)}${s.commission !== null ? ` (${t.commission} commission)` : ""}` : ""}: no shop window, chalkboard, neighbours or 'pop in' lines`,
  ];
  if (s.directGoalSaid) {
    lines.push(
      `- The goal is bookings direct on the house's own site: a booking page with live availability that works on a phone, a perk only direct guests get (${t.perk}) at the same room price, the Google Business Profile with the own booking link (and Google's free booking links if their booking engine connects to them), past guests emailed for the quiet months (only guests who booked direct or agreed at check-in; never addresses an OTA passes on for a stay), a card in every room, and partners whose customers are the guests. Keep ${s.otas[0] ?? "the OTA"} for the months it fills and count bookings by source every week. Tell them to check their ${s.otas[0] ?? "OTA"} contract on rates and offers elsewhere rather than stating its rules. ${t.directMath}`,
    );
  }
  if (s.noDiscount) lines.push(`- They said "${s.noDiscount}": no lower price anywhere; a perk for booking direct instead`);
  if (s.fullMonths.length || s.quietMonths.length) {
    lines.push(
      `- ${s.fullMonths.length ? `Full in ${joinWords(s.fullMonths)}` : "Busy in summer"}${s.quietMonths.length ? `, quiet in ${joinWords(s.quietMonths)}` : ""}${s.openMonths.length ? `, open ${t.openMonths}` : ""}: set everything up in the months before the season, fill the quiet months (stays built around why guests come, with local guides and trips), and put nothing new in the full months`,
    );
  }
  return lines;
}

/**
 * Grown-up buyers, buying for an older parent, the channel that already brought customers, and a
 * free trial that leaks: what the built-in planner does for each, as rules, with the trial arithmetic.
 */
function grownUpFacts(a: PlanFormData, r: Reading): string[] {
  const lines: string[] = [];
  if (r.mature) lines.push("- The customers are grown-ups, not teenagers: reach them through Facebook, the press, search and partners; no TikTok tactics, streamers or lines about under-18s");
  if (r.forOlderParent) {
    lines.push("- They buy for an older parent: every message speaks to the adult child who decides and pays; nothing contacts the older people themselves");
  }
  if (r.outlets.length) lines.push(`- The papers they read: ${joinWords(r.outlets)}`);
  if (r.worked) lines.push(`- What already brought most customers (they said: "${r.worked.quote}"): lead with ${channelName(r.worked.tag)} (${r.worked.said}), before any new channel`);
  if (r.trialLeak) {
    lines.push(
      `- Their free trial leaks (they said: "${r.trialLeak.quote}"): a tactic that turns trials into paying customers (the first week, a reminder before the trial ends, asking why people stop) comes before buying more trials. ${grownUpTokens(a, r).trialMaths}`,
    );
  }
  return lines;
}

/**
 * A crowdfunding campaign ("€40,000 on Kickstarter in 30 days, launching 1 March"): the launch day and
 * the campaign's weeks, the list before the launch, the arithmetic, and the platform's rules, as the
 * built-in planner keeps them.
 */
function crowdfundingFacts(r: Reading): string[] {
  const c = r.crowdfunding;
  if (!c) return [];
  const when =
    c.launch && c.end
      ? c.launch.week > r.horizonWeeks
        ? `it launches on ${longDate(c.launch.day)} (week ${c.launch.week}), after the time horizon, so the plan prepares the launch (list, page, press kit) and schedules nothing of the campaign itself`
        : `it launches on ${longDate(c.launch.day)} (week ${c.launch.week}) and closes on ${longDate(c.end.day)} (week ${c.end.week}): phase the timeline around that day (preparation before it, launch week, the ${c.days} days, fulfilment news after the close), and schedule the launch in week ${c.launch.week}, not another`
      : "no launch day is given, so ask for one and build the weeks up to it";
  return [
    `- A crowdfunding campaign on ${c.platform}, not a shop with stock to ship: ${when}. Include a step that builds the list before the launch (the platform's pre-launch page and an early-bird list), the launch-day emails to it, an embargoed press kit, backer updates and stretch goals through the mid-campaign dip, and late pledges after the close. No tactic that needs stock today (gifting products, reorder emails). ${campaignMath(c)}`,
    `- The platform's rules: ${honestRule(c)}`,
  ];
}

/**
 * Software researchers pay for themselves (PhD students, postdocs): the goal's arithmetic, the annual
 * plan, labs on a PI's card instead of procurement, and that it is one business with customers, not a
 * marketplace, whatever "links your notes … and suggests related passages" sounds like.
 */
function researchFacts(r: Reading): string[] {
  const research = r.research;
  if (!research) return [];
  const math = researchMath(research, r.planWeeks, r.currency);
  const subreddits = research.subreddits.length ? ` (${joinWords(research.subreddits)})` : "";
  return [
    `- Software researchers pay for themselves, not a marketplace: no sides, sellers, guaranteed first weeks or supply and demand. Reach them through creators who film research workflows (judged by paid subscriptions on each creator's code), guides on research workflows, a lab-mates referral, helpful answers in the subreddits they read${subreddits}, and lab plans a PI buys on a card${research.institutions ? `; no university procurement (they said: "${research.institutions}")` : ""}`,
    `- The annual plan is offered at the end of the trial, with a student price on the annual plan only; judge every channel by paid subscriptions and the annual share, never trials or clicks.${math.pace ? ` ${math.pace}` : ""}${math.annual ? ` ${math.annual}` : ""}`,
  ];
}

/**
 * An event selling tickets ("250 tickets sold by 6 March 2027, with 100 sold by the end of January"):
 * the day the plan ends on, the early bird and the milestone, the money due, the arithmetic, and who
 * passes it on, as the built-in planner keeps them.
 */
function eventFacts(r: Reading): string[] {
  const e = r.event;
  if (!e) return [];
  const day = e.day ? `on ${longDate(e.day.day)} (week ${e.day.week})` : "on a day not given yet (ask for it)";
  const tiers = e.tiers.length ? ` Tickets: ${e.tiers.map((t) => `${t.text} ${t.label}`).join(", ")}.` : "";
  const early = e.earlyBird?.ends ? ` The early bird ends on ${longDate(e.earlyBird.ends.day)} (week ${e.earlyBird.ends.week})${e.earlyBird.ends.said ? "" : ", with the milestone"}: announce that day, count down to it and close it then.` : "";
  const who = [
    ...(e.meetups.length ? [`the meetups ${e.meetups.join(", ")}`] : []),
    ...(e.universities.length ? [`course leaders at ${e.universities.join(", ")}`] : []),
    ...(e.platforms.length ? [e.platforms.join(", ")] : []),
  ];
  if (e.crowd === "public") {
    const days = e.days > 1 ? ` It runs ${e.days} days; the first is the event day.` : "";
    const children = e.childrenFree ? " Children go free: say so on every ticket line." : "";
    const worked = e.worked ? ` Last year ${e.worked.channel} sold ${e.worked.tickets?.toLocaleString("en-US") ?? "most"} tickets: lead with it again, opened earlier, and size it against the goal.` : "";
    return [
      `- An event selling tickets to the public (families, couples), not a product people sign up for: a ${e.format}${e.city ? ` in ${e.city}` : ""} ${day}.${days} The plan ends on that day: nothing is scheduled after it except the thank-you and feedback form in the same week.${tiers}${children}${worked}`,
      `- Include: a ticket page a family can buy on a phone (the dates, the price, the children's price, parking); ${e.makers ? `a share kit and a tracking code for each of the ${e.makers.count ? `${e.makers.count} ` : ""}${e.makers.word}, who pass it on to their own followers; ` : ""}what's-on listings, the local press and school newsletters; posters in cafés and shops; one tracking code per source; a planned last two weeks.${e.has.includes("talks") ? "" : " No speakers or talks"}${e.students ? "" : ", no student tickets or course leaders"}, and no Discord servers or meetups unless the founder names them. ${eventMath(e, r.startDay)}`,
    ];
  }
  return [
    `- An event selling tickets, not a product people sign up for: a ${e.format}${e.city ? ` in ${e.city}` : ""} ${day}. The plan ends on that day: nothing is scheduled after it except the thank-you and feedback form in the same week. No README, free tier, trial or app-store advice.${tiers}${early}`,
    `- Include: a ticket page that sells on a phone (Tito, Eventbrite or similar) with a refund and transfer policy and a waitlist; one discount or tracking code per source; speakers announced one a week, each with a share kit and a personal code; community partners with a code and a free organiser ticket; a weekly ticket tracker against the milestone; a planned last two weeks. Reach people through ${who.length ? who.join("; ") : "the communities they name"}. ${eventMath(e, r.startDay)}`,
  ];
}

/** Words about games in an app's answers ("not streaks and games"), where the AI could read a game. */
const SPEAKS_OF_GAMES = /\b(?:games?|gaming|gamified|players?)\b/i;

/**
 * A two-sided marketplace: both sides named, the short side first, only the areas it serves, its
 * share and how people pay; no shop, till or window.
 */
function marketplaceFacts(r: Reading): string[] {
  const m = r.marketplace;
  if (!m) return [];
  const lines = [
    `- A two-sided marketplace, not a shop: ${m.supply} on one side, ${r.audience} on the other${m.take ? `; it keeps ${m.take} of each sale` : ""}. Every tactic says which side it grows; write templates for each side (to a ${singular(m.supply)}, to ${m.demand}), and a customer profile for both. No till, shop window, counter, appointments or parking`,
  ];
  if (m.constrained && m.constrainedQuote) {
    const [short, other] = m.constrained === "supply" ? [m.supply, m.demand] : [m.demand, m.supply];
    lines.push(
      `- The constrained side is ${short} (they said: "${m.constrainedQuote.replace(/[.…]+$/, "")}"): lead with keeping and finding ${short} (${m.constrained === "supply" ? "a guaranteed first week of orders, onboarding, recruiting through their own circles" : "groups signed up together, codes they share with people like them, a reason to come back every week"}), and bring in ${other} only as fast as ${short} can serve them`,
    );
  }
  if (m.areas.length) {
    lines.push(
      `- Served areas: only ${joinWords(m.areas)}${m.areasQuote ? ` (they said: "${m.areasQuote.replace(/[.…]+$/, "")}")` : ""}. No tactic brings orders from anywhere else; people elsewhere join a waiting list`,
    );
  }
  if (m.payment) lines.push(`- Buyers pay with ${m.payment}: every offer and template says so`);
  return lines;
}

function businessFacts(a: PlanFormData, r: Reading): string[] {
  const lines: string[] = [];
  const c = r.capacity;
  const counted = ordersWord(r);
  if (c) {
    lines.push(
      `- Capacity (they said: "${c.quote.replace(/[.…]+$/, "")}"): at most ${c.period === null ? `what ${c.phrase} can ${c.verb}` : capacityPhrase(c)}. Every tactic that brings new ${counted} holds its next push whenever ${counted} reach ${capacityCeiling(c)}, and the weekly check counts ${counted} against that ceiling`,
    );
    const fleet = fleetLoad(a, c);
    if (fleet) {
      lines.push(
        `- Their goal of ${fleet.goal} is about ${fleet.perUnit.toLocaleString("en-US")} a ${fleet.goal.split(" ").at(-1)} for each of their ${c.phrase}: say that ${c.unit} must grow with ${counted}, and group each place's ${counted} into one run`,
      );
    }
    const load = goalLoad(a, c);
    if (load && load.perWeek > (c.inItems?.count ?? Infinity)) {
      lines.push(
        `- Their goal of ${load.goal} needs about ${load.perWeek.toLocaleString("en-US")} ${load.items} a week, more than they can ${c.verb}: aim for about ${load.fits.toLocaleString("en-US")} ${load.who} at most and say so`,
      );
    }
  }
  lines.push(...marketplaceFacts(r));
  // A place to stay, a mover and a funeral director say it with their own lines (a perk for booking direct, something extra on quiet days, no offer to the bereaved).
  if (r.noDiscount && !r.stay && !r.removals && !r.funeral) {
    lines.push(`- They said "${r.noDiscount}": no discount, money off, 2-for-1 or cheaper rate anywhere in the plan; give people a reason to act now instead (a shorter wait, a better slot, something only they do)`);
  }
  if (r.noPosts) {
    lines.push("- They will not post (on Facebook, Instagram or anywhere else): no tactic built on posting, and no weekly posts on a Google Business Profile");
  } else if (r.weeklyHours !== null && r.weeklyHours <= 1) {
    lines.push("- With an hour a week or less, profiles (a Google Business Profile, a listing) are set up once, then only reviews are answered: no weekly posts");
  }
  if (r.storeGame) {
    const g = r.storeGame;
    const pace = wishlistPace(g, r.planWeeks);
    lines.push(
      `- A game sold on ${g.store}, not on phones: measure wishlists${pace ? ` (${pace})` : ""}, start with the ${g.store} page (capsule, first line, a trailer that opens on play, tags, tracked links)${g.steam ? `, ${g.nextFest ? "enter Steam Next Fest with a demo" : "plan a Steam Next Fest with a demo"} (a game takes part once)` : ""}, keys for creators who play games like it, showcases and the genre's communities; no App Store, Google Play, ratings prompts, in-app events or install ads`,
    );
  }
  if (r.messagingFirst) {
    const app = r.messagingFirst.app;
    lines.push(
      `- Their buyers run their business on ${app}, not at a desk (they said: "${r.messagingFirst.quote}"): no cold email, posted letters, review sites or integrations with office software; meet them in person, ask before writing, and follow up on ${app} (answers within the hour, updates only to those who asked)`,
    );
  }
  if (r.distrust) {
    lines.push(
      `- They named a worry their buyers have ("${r.distrust.quote}"): list it first among the objections and make the first tactic that meets buyers answer it in its first minute (${r.distrust.aboutData ? "where their data is kept, who can see it, a first try on sample data" : "proof they can check for themselves and a promise they can hold you to"})`,
    );
  }
  if (r.price && /\b(?:MXN|BRL|COP|CLP)\b|\b(?:MX|R|COL|CLP)\$/.test(r.price)) {
    lines.push(`- Their price is ${r.price}: state it in that currency, never as US dollars`);
  }
  if (r.smallTown) {
    lines.push("- A small town or village: few offices and employers within a walk, so no staff perk cards, office orders or workplace flyers");
  }
  if (r.local && r.country && !servesNextdoor(r)) lines.push(`- Nextdoor does not run in ${r.country}: use the local Facebook groups and community newsletters instead`);
  if (r.visitsCustomers) {
    lines.push(
      "- The business goes to its customers (no shop, till or window to walk into): no window displays, in-store events or counter cards of its own; reach people at the end of each job, from the van, by phone and through neighbours who recommend it",
    );
  }
  const round = r.homeVisits;
  if (round) {
    const tokens = homeVisitTokens(round, r.planWeeks, a.localRegion, r.country);
    lines.push(
      `- A home service on a ${round.schedule} round in its clients' homes: never "come in", "pop by", a till, a counter card, a shop window, gift vouchers as a tactic or a "yearly service is due" reminder. Clients let the same people into their home again and again, so trust decides (insured, background-checked, the same cleaner each time, safe products around kids and pets); new clients come from current clients' referrals (a credit for both sides), their neighbors (door hangers on the streets already served, Nextdoor and neighborhood groups), one-off jobs turned into the round, and the people who see homes change hands (realtors, property managers, leasing offices)`,
    );
    if (round.goal && round.price) lines.push(`- Their goal's arithmetic, to state in the strategy: ${tokens.roundMath}`);
    if (round.leadSites) {
      lines.push(
        `- They said "${round.leadSites.quote.replace(/[.…]+$/, "")}": leave ${tokens.leadSites} out of the plan's money and judge any paid test (Google Local Services Ads, paid per lead) by the cost per booked recurring client. ${tokens.leadMath}`,
      );
    }
    if (r.country === "United States") {
      lines.push("- Text messages in the US go only to clients who gave their number for it, and each one says how to stop (reply STOP); door hangers go on the door handle, never in a mailbox, which takes only postage-paid mail");
    }
  }
  if (r.trade === "cycle") {
    lines.push(
      "- A bike repair workshop: riders put the service off until spring and then all want their bike back at once, cannot judge a worn part and fear a bill for parts they did not ask for; a reason to come in the quiet months (no queue, the bike back in days) at the usual price, fixed prices shown before they ring, a photo of the worn part before extra work, and the places riders gather (workplaces they cycle to, clubs, e-bike owners whose bike came from far away) win and keep them; no stamp cards, gift vouchers or staff perk cards",
    );
  }
  if (r.trade === "storage") {
    lines.push(
      "- A self-storage site: people look for storage only in the week a move, a bereavement, a separation or building work makes them, search on a phone and pick from the first page on price; a Google profile with real photos of the units and the gate, one price page with every size at its full weekly and monthly price, every extra and a size guide (what fits in each), booking online, the removals firms, estate and letting agents, probate solicitors and builders who hear of the need first (never approaching the bereaved or separating themselves), lock-ups for local traders, an easy move-in, a monthly rate that rewards staying, a text at month two and a review asked after move-in win and keep them; judge search ads by move-ins; no first-month bait without the price after it said plainly; no stamp cards, gift vouchers, staff perk cards or yearly service reminders",
    );
  }
  if (r.trade === "farm") {
    lines.push(
      "- A farm people visit (pick-your-own, a pumpkin patch, a farm park, a farm shop with a tea room or café): families come on the days the crop is ready and the weather holds, often once a season, and forget the farm between seasons; a 'what's ready to pick today' update each picking morning (website, Google profile, Facebook, a list people join), a weather rule said by 8am and a wet-day plan, weekday visits for grandparents, childminders, nurseries and schools (a visit pack, the farm's risk assessment offered for the school to check), a reason to come back each season (the farm shop's seasons, a Christmas pre-order, the tea room's events), a list kept by season, reviews and photos, days-out guides and tourism listings, and campsites and holiday lets nearby win and keep them; no stamp cards, staff perk cards or market stalls",
    );
  }
  if (r.trade === "dealer") {
    lines.push(
      "- A used-car dealer: buyers compare the same model on the listing sites for weeks, distrust dealers, check the MOT history and the reviews, and haggle; listings that name every fault and link the car's history, a price shown with its reasons, a call a week after the sale and a reminder before each MOT, cars bought from local sellers, and first-time buyers reached through their driving instructors win and keep them; judge any paid channel by what each sale cost against the listing site; no stamp cards, gift vouchers, staff perk cards or market stalls",
    );
  }
  if (r.trade === "motor") {
    lines.push(
      "- A car repair garage: drivers come when the yearly test or a service is due or a warning light comes on, cannot check the work and fear being overcharged; fixed prices shown before they ring, a photo of any fault before extra work, a reminder before each test and service, and the vans of small businesses nearby win and keep them; no stamp cards, gift vouchers, tastings or market stalls",
    );
  }
  if (r.trade === "pet") {
    lines.push(
      "- Pet care, booked like a salon's diary (grooming, walking, sitting): owners choose by trust, so a neighbour's word, reviews and photos of real pets decide the first booking, and the next visit is booked at the end of each one; count bookings, not orders",
    );
  }
  if (r.examTutoring) lines.push(...tutoringPromptLines(r.examTutoring, r.currency.prefix, r.startDay));
  else if (r.trade === "lessons") {
    lines.push(
      "- Lessons taught by the founder, booked by the term: families and adult learners choose by a trial lesson, the teacher's name among parents and a slot that fits the week; count regular pupils, not orders, and let current pupils' parents, a pupils' concert and the schools nearby bring the next ones",
    );
  }
  if (r.trade === "events" && !r.weddingSupplier) {
    lines.push(
      "- Weddings and events, booked once, months ahead: couples choose from the lists their venue and planner give them, from full galleries and reviews; no regulars, loyalty cards, neighbours' flyers or weekday slots",
    );
  }
  if (r.services) {
    lines.push(
      "- Sells its people's work, not software: no trials, sign-ups, free accounts, app marketplaces or software review sites (G2, Capterra); clients come through introductions, references and a first meeting",
    );
  }
  if (r.quietSlots) {
    lines.push(
      `- The goal is to fill quiet days or slots (they said: "${clip(a.successMetrics, 140)}"): lead with filling them from the clients they have (book the next visit at the end of each one, a short-notice list for gaps, a small quiet-day extra rather than a discount), before tactics that bring more demand for days already full`,
    );
  }
  if (r.appStore) {
    lines.push(
      `- Already listed in the ${r.appStore}: customers find and choose it there, so grow its ranking, listing and reviews in the ${r.appStore}, not on G2, Capterra, BetaList or Product Hunt`,
    );
  }
  if (r.kind === "consumer-app" && !r.game && SPEAKS_OF_GAMES.test(`${a.productDescription} ${a.audiencePersona} ${a.challenges}`)) {
    lines.push("- An app, not a game (whatever the answers say about games): no streamers, game press, free keys, trailers, release dates or Discord servers for players");
  }
  if (r.follows) {
    lines.push(`- Their users follow ${r.follows}: work with those ${r.follows} (a shared challenge, an episode, a code for their followers) before any paid influencer`);
  }
  if (r.paidMessages) {
    const { channel, quote } = r.paidMessages;
    lines.push(
      `- Every ${channel} message costs them money (they said: "${quote.replace(/[.…]+$/, "")}"): reminders and nudges go by free push notifications, email and in-app messages first, ${channel} only where those cannot reach`,
    );
  }
  if (r.unfamiliar && r.unfamiliar.others.length) {
    const { place, language, others } = r.unfamiliar;
    lines.push(
      `- The team knows ${joinWords(others)} better than ${place}: start there, and add ${place} once a ${language} speaker on the team or a partner there can check every word in ${language}`,
    );
  }
  // A paid community's own lines (membershipFacts) say how it brings people in: open calls and intake dates, not a free class.
  if (r.recurring && r.kind === "creator" && !r.membership) {
    lines.push(
      `- A membership people join any day${r.price ? ` (${r.price})` : ""}: no launches, carts that close or cohorts; a free first class or trial brings people in, and keeping members (fewer cancellations) counts as much as new ones`,
    );
  }
  return lines;
}

function planUserPrompt(a: PlanFormData, today: Date): string {
  const r = readAnswers(a, today);
  const skills = a.skills.length > 0 ? a.skills.map((s) => labelOf(SKILLS, s)).join(", ") : "None listed (founder only)";
  const wisdom = a.includeMarketingWisdom
    ? `Include expert marketing insights: give every tactic a "marketingWisdom" tip (one or two sentences of
hard-won marketing wisdom that applies to it).`
    : `Expert marketing insights are turned off: set every tactic's "marketingWisdom" to an empty string.`;
  return `Write a go-to-market plan for this product.

PRODUCT
- Name: ${a.productName}
- Landing page: ${a.productWebsite?.trim() || "none yet"}
- Type: ${labelOf(PRODUCT_TYPES, a.productType)}
- Stage: ${labelOf(PRODUCT_STAGES, a.productStage)}
- Description: ${a.productDescription}

AUDIENCE
- Primary audience: ${audienceLabel(a)}
- Geographic focus: ${geographyLabel(a)}
- Customer profile, in the founder's words: ${a.audiencePersona}

RESOURCES
- Marketing budget: ${labelOf(BUDGETS, a.budgetRange)}
- Time horizon: ${labelOf(TIME_HORIZONS, a.timeHorizon)}
- Marketing skills the team has: ${skills}

GOALS
- Primary goal: ${labelOf(GOALS, a.primaryGoal)}
- Success metrics: ${a.successMetrics}
- Key challenges: ${a.challenges}

CONSTRAINTS, IN PLAIN NUMBERS
${constraints(a, r)}

${wisdom}`;
}

/** `today`: the day the plan starts, which a dated deadline ("by Easter") is counted from. */
export function planMessages(answers: PlanFormData, today: Date = planDay()): ChatCompletionMessageParam[] {
  return [
    { role: "system", content: PLAN_SYSTEM },
    { role: "user", content: planUserPrompt(answers, today) },
  ];
}

/** A finding as the model reads it: where, and what is wrong. */
function describeFinding(f: Finding): string {
  const where =
    f.target.kind === "tactic"
      ? `Tactic ${f.target.index + 1} ("${f.target.name}")`
      : f.target.kind === "timeline"
        ? `Timeline phase ${f.target.index + 1} ("${f.target.title}")`
        : "The plan as a whole";
  return `- ${where}: ${f.reason}`;
}

/**
 * The one repair request: the conversation so far, the reply, and what the checker found in it.
 * The model answers with the whole plan again, in the same schema.
 */
export function repairMessages(answers: PlanFormData, reply: unknown, findings: Finding[]): ChatCompletionMessageParam[] {
  return [
    ...planMessages(answers),
    { role: "assistant", content: JSON.stringify(reply) },
    {
      role: "user",
      content: `This plan does not yet fit the founder's business. Fix every point below, keep everything that is
already right, and reply with the whole plan again as JSON in the same schema.

${findings.map(describeFinding).join("\n")}`,
    },
  ];
}

const PROFILE_SYSTEM = `You are a customer researcher. From a founder's description of a product and its
audience, write a concrete ideal-customer profile: who they are, how they behave, what they need, what
hurts, what they want, why they might say no, and how they buy. Be specific to this product; mark
guesses that go beyond the founder's words with "Assumption:". Demographics items read "label: value".
Lists hold 3-6 short items. Reply with JSON only, matching the schema.`;

export function profileMessages(input: ProfileRequest): ChatCompletionMessageParam[] {
  const where = input.specificCountry?.trim() ? `${input.audienceGeography} (${input.specificCountry.trim()})` : input.audienceGeography;
  // "Connects home cooks with office workers": a marketplace's customers are both sides.
  const sides = twoSides(input.productDescription);
  const bothSides = sides
    ? `\n- A two-sided marketplace: profile the buyers (${sides.demand}) and, in each list, the people who offer on it (${sides.supply}) too, labelled by side; no shop, till, appointments or parking`
    : "";
  return [
    { role: "system", content: PROFILE_SYSTEM },
    {
      role: "user",
      content: `PRODUCT
- Name: ${input.productName}
- Description: ${input.productDescription}

AUDIENCE
- Type: ${input.audienceType}
- Geography: ${where}
- Founder's description of the customer: ${input.audiencePersona}${bothSides}`,
    },
  ];
}

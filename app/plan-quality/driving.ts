import type { PlanFormData } from "~/wizard/types";
import type { BusinessKind } from "./kinds";
import { MONTHS } from "./calendar";
import { numberFrom } from "./words";

/**
 * A driving instructor (or a small driving school): learners of 17 and over, often with a parent who
 * pays, and adults who want an automatic, come to one instructor in one car. They choose on a friend's
 * word, the reviews and the pass photos, book a first lesson and then a block, and leave when they
 * pass, so every pupil who passes is the next referral. The plan fills the diary's hours: pass photos
 * and honest reviews, the automatic offer (nervous drivers, people who failed in a manual), 17th-birthday
 * vouchers for parents, colleges and workplaces where allowed, the car's sign, instructor-finder
 * listings, semi-intensive courses and refreshers in the daytime, and test waits worded as DVSA's rules
 * allow. Nothing in it is a studio, a taster for a child or a school gate. Read from the founder's
 * words whatever product type the form says. Pure.
 */
export type Driving = {
  /** Teaches in an automatic car. */
  automatic: boolean;
  /** The car has dual controls. */
  dualControl: boolean;
  /** The hourly price and the block, when said: "£38 an hour, 10 hours for £360". */
  hourPrice: number | null;
  blockHours: number | null;
  blockPrice: number | null;
  /** The currency symbol of those prices ("£"). */
  symbol: string;
  /** The lesson hours a week the goal names ("fill 30 hours a week") → 30. */
  goalHours: number | null;
  /** The hours a week booked today, when said ("from about 14 hours now") → 14. */
  nowHours: number | null;
  /** The month the goal names ("by the end of February") → "February". */
  byMonth: string | null;
  /** Adults (not only teenagers) are among the learners. */
  adults: boolean;
  /** Parents help choose or pay. */
  parents: boolean;
  /** The founder is new (newly qualified, or a trainee on a pink badge). */
  isNew: boolean;
  /** A trainee instructor (a pink badge, a PDI), not yet fully qualified. */
  trainee: boolean;
  /** The founder names the big franchises (or driving schools) as who takes the learners. */
  franchises: boolean;
};

/** A driving instructor's or driving school's words, not a driving range, a taxi or a delivery round. */
const DRIVING = /\bdriving (?:instructors?|school|lessons?|tuition)\b|\b(?:ADI|approved driving instructor)\b|\blearner drivers?\b/i;

const MONEY = /([£$€])\s?(\d{1,4}(?:\.\d{2})?)/;

/** Software, an app or a marketplace sold to instructors or learners ("booking software for driving schools"), not lessons. */
const NOT_LESSONS = /\b(?:software|app|apps|platform|saas|crm|marketplace|booking system|theory test|hazard perception)\b|\bfor (?:driving )?instructors\b|\bfor driving schools\b/i;

/** A driving instructor or driving school in the founder's words (the first sentence), not software for them. */
export function drivingWordOf(pitch: string): boolean {
  return DRIVING.test(pitch) && !NOT_LESSONS.test(pitch);
}

/** A driving instructor's reading from the answers and the description's first sentence, or null for any other business. */
export function readDriving(a: PlanFormData, kind: BusinessKind, opening: string): Driving | null {
  if (kind !== "local") return null;
  const pitch = `${a.productName}. ${a.productDescription}`;
  if (!drivingWordOf(`${a.productName}. ${opening}`)) return null;
  const all = `${pitch} ${a.audiencePersona} ${a.challenges}`;
  const hour = /([£$€])\s?(\d{2,3})(?:\.\d{2})?\s*(?:an|a|per|\/)\s*(?:hour|hr|lesson)\b/i.exec(all);
  const block = /\b(\d{1,2}|ten|five|twenty)\s*(?:-\s*)?(?:hours?|lessons?)\s+(?:for|at)\s+([£$€])\s?(\d{2,4})\b/i.exec(all);
  const goal = /\b(\d{1,2}|[a-z]+(?:-[a-z]+)?)\s+(?:lesson\s+)?hours?\s+(?:a|per)\s+week\b/i.exec(a.successMetrics);
  const goalHours = goal ? numberFrom(goal[1]!) : null;
  const month = new RegExp(`\\b(${MONTHS.join("|")})\\b`).exec(a.successMetrics);
  return {
    automatic: /\bautomatics?\b/i.test(pitch),
    dualControl: /\bdual[- ]controls?(?:led)?\b/i.test(pitch),
    hourPrice: hour ? Number(hour[2]) : null,
    blockHours: block ? numberFrom(block[1]!) : null,
    blockPrice: block ? Number(block[3]) : null,
    symbol: hour?.[1] ?? block?.[2] ?? MONEY.exec(all)?.[1] ?? "£",
    goalHours: goalHours && goalHours >= 5 && goalHours <= 60 ? goalHours : null,
    nowHours: nowHours(a.successMetrics, a.challenges),
    byMonth: month?.[1] ?? null,
    adults: /\badults?\b|\bgrown-ups?\b|\bolder (?:learners|drivers)\b/i.test(`${a.audiencePersona} ${pitch}`),
    parents: /\bparents?\b|\bmums?\b|\bdads?\b/i.test(a.audiencePersona),
    isNew: /\b(?:new(?:ly qualified)? (?:driving )?instructor|just qualified|newly qualified|trainee|pink badge|PDI)\b/i.test(all),
    trainee: /\b(?:trainee|pink badge|PDI)\b/.test(all),
    franchises: /\bfranchises?\b|\bbig (?:driving )?schools\b|\bnational (?:driving )?schools\b/i.test(a.challenges),
  };
}

/** "from about 14 hours now", "I teach 14 hours a week now": the hours booked today. */
function nowHours(metrics: string, challenges: string): number | null {
  const m = /\bfrom (?:about |around |roughly )?(\d{1,2}) (?:hours?|now|today)\b/i.exec(metrics) ?? /\b(?:about |around )?(\d{1,2}) (?:lesson )?hours? a week (?:now|today|at the moment)\b/i.exec(challenges);
  return m ? Number(m[1]) : null;
}

/** "£38", or null. */
function money(d: Driving | null, n: number | null): string | null {
  return d && n !== null ? `${d.symbol}${n}` : null;
}

/** The arithmetic of the goal: how many pupils the hours mean, and what they bring in. */
export function drivingMath(d: Driving): string | null {
  if (!d.goalHours) return null;
  const week = d.hourPrice ? `, about ${d.symbol}${(d.goalHours * d.hourPrice).toLocaleString("en-GB")} a week at ${d.symbol}${d.hourPrice} an hour (a little less on blocks)` : "";
  const more = d.nowHours !== null && d.nowHours < d.goalHours ? d.goalHours - d.nowHours : null;
  const gap = more
    ? `${d.goalHours} hours a week${week}, from about ${d.nowHours} now, is ${more} more hours: about ${Math.max(1, Math.round(more / 2))} more pupils on two hours a week each`
    : `${d.goalHours} hours a week${week} is about ${Math.round(d.goalHours / 2)} pupils on two hours a week each`;
  return `${gap}. Pupils leave when they pass, so count the hours booked for the next two weeks every Friday, and keep two or three new first lessons a week coming.`;
}

/**
 * {dvCar} {dvQualified} {dvCarShort} {dvPrice} {dvBlock} {dvBlockSaving} {dvGoalHours} {dvBy} {dvMath} {dvPupils} {dvBadge}
 * {dvFinder} {dvTestRule} {dvLicence}: a driving instructor's words.
 */
export function drivingTokens(d: Driving | null, country: string | null): Record<string, string> {
  const uk = country === "United Kingdom" || country === null;
  const hour = money(d, d?.hourPrice ?? null);
  const block = d?.blockHours && d.blockPrice ? `${d.blockHours} hours for ${d.symbol}${d.blockPrice}` : null;
  const saving = d?.blockHours && d.blockPrice && d.hourPrice && d.blockHours * d.hourPrice > d.blockPrice ? `${d.symbol}${d.blockHours * d.hourPrice - d.blockPrice}` : null;
  return {
    dvCar: d?.automatic ? `a dual-control automatic` : d?.dualControl ? "a dual-control car" : "my dual-control car",
    dvQualified: d?.trainee ? "a trainee driving instructor (licensed by DVSA)" : uk ? "a fully qualified driving instructor (ADI)" : "a qualified driving instructor",
    dvCarShort: d?.automatic ? "automatic" : "car",
    dvPrice: hour ? `${hour} an hour` : "{{your hourly price}}",
    dvBlock: block ?? "{{your block price}}",
    dvBlockSaving: saving ? `${saving} off` : "{{the saving on a block}}",
    dvGoalHours: d?.goalHours ? `${d.goalHours} hours a week` : "a full diary",
    dvBy: d?.byMonth ? `the end of ${d.byMonth}` : "{{your deadline}}",
    dvMath: (d && drivingMath(d)) ?? "Count booked lesson hours for the next two weeks every Friday: pupils leave when they pass, so keep new first lessons coming every week.",
    dvPupils: d?.goalHours ? `about ${Math.round(d.goalHours / 2)} pupils` : "enough pupils",
    dvBadge: uk ? "the ADI green badge (or a trainee's pink badge) shown on the windscreen during lessons, as DVSA requires" : "the instructor's licence or registration shown as the licensing body requires",
    dvFinder: uk
      ? "GOV.UK's 'Find a driving instructor' list (check in your DVSA ADI account whether and how you appear) and the instructor-finder and booking sites learners use (check what each charges: some take a fee per lead or a share of each booking)"
      : "the official list of instructors where you are and the instructor-finder sites learners use (check what each charges: some take a fee per lead or a share of each booking)",
    dvTestRule: uk
      ? "learners book and move their own practical test on GOV.UK and can look there for an earlier date that has been cancelled; never promise a test date, never sell or swap test slots, and check DVSA's current rules on who may book and change a test"
      : "learners book their own test through the licensing authority; never promise a test date, and check the current rules on who may book and change a test",
    dvLicence: uk
      ? "a pass in an automatic gives a licence for automatic cars only (check the current GOV.UK wording before you quote it)"
      : "check whether a pass in an automatic limits the licence to automatic cars where you are, and say so plainly",
  };
}

/** The goal line of a driving instructor's strategy: the diary's hours filled, pupil by pupil. */
export const DRIVING_STRATEGY =
  "filling {dvGoalHours} by {dvBy}: a Google profile and pass photos that show learners who passed with you, honest reviews, an automatic offer for nervous drivers and people who failed in a manual, gift vouchers parents give for a 17th birthday, referrals from every pupil who passes, listings where learners look for an instructor, and daytime hours filled with semi-intensive courses and refreshers, with the hours booked for the next two weeks counted every Friday";
export const DRIVING_FOCUS = "Lesson hours booked: first lessons from reviews, pass photos, referrals and listings, blocks booked after them, and the daytime filled with semi-intensive courses and refreshers, counted every Friday";

/** "Clearview Driving is a driving instructor in Swindon for …: learners choose …" */
export function drivingWhat(d: Driving, product: string, audience: string, where: string): string {
  const who = audience.includes(where.replace(/^in /, "")) ? "" : ` for ${audience}`;
  return `${product} is a driving instructor ${where}${d.automatic ? " teaching in an automatic" : ""}${who}: learners choose an instructor on a friend's word, the reviews and the pass photos, book a first lesson and then a block, and recommend the instructor they passed with.`;
}

/** The strategy's own lines: the arithmetic, the franchises, the ads ruled out, the test waits. */
export function drivingListening(d: Driving, fill: (text: string) => string, challenges = ""): string[] {
  const out: string[] = [];
  if (d.goalHours) out.push(fill("The goal's arithmetic: {dvMath}"));
  if (d.franchises) {
    out.push(
      `You said the big franchises take most learners: they win on search ads and a national name, so this plan competes where one instructor wins, on a calm first lesson, ${d.automatic ? "an automatic for the learners who want one, " : ""}reviews and pass photos from people in town, and friends of pupils who passed.`,
    );
  }
  if (/\b(?:google |search |facebook |paid )?ads?\b|\badvertising\b/i.test(challenges)) {
    out.push("No paid ads: a free Google profile, reviews, listings and referrals bring learners searching nearby without a cost per click; any listing site that charges per lead is one you check before you pay.");
  }
  if (/\b(?:leaflets?|flyers?|door drops?|letterbox(?:es)?)\b/i.test(challenges)) {
    out.push("You said a leaflet drop brought almost nothing: no door drops here; the car's signs, pass photos and notices shared by colleges and employers reach learners where they already look.");
  }
  out.push(fill("Test waits are long: {dvTestRule}."));
  return out;
}

/**
 * Lines a music teacher's, a shop's or a children's club's plan gives that mean nothing to a driving
 * instructor: free tasters for a child, the studio, the term's end, the school gate, concerts, the till.
 */
export const DRIVING_MISFITS =
  /\bfree taster\b|\btaster (?:lesson|corner|slots?)\b|\bthe studio\b|\bstudio's\b|\bend of (?:each|the|a) term\b|\bschool gate\b|\bprimary schools?\b|\bPTA\b|\bconcerts?\b|\bopen afternoon\b|\bchild's first name\b|\byour child\b|\bat the till\b|\bstamp cards?\b|\bpractice battles\b/i;

/** A plan promises a test date or a pass, or sells test slots. */
export const TEST_PROMISES =
  /\bguarantee(?:d|s)? (?:a |an |your |you a |you an )?(?:early |earlier |quick |fast )?(?:test|pass|test date|test slot)\b|\b(?:quick|fast|early|earlier) test dates? (?:guaranteed|promised)\b|\b(?:we|I) (?:can )?(?:get|find|book) you an? (?:earlier |early |quick )?test\b|\btest (?:slots?|dates?) for sale\b/i;

/** A pass-rate figure in the plan: "a 92% pass rate", "pass rate of 85%". */
const PASS_RATE_FIGURE = /\b\d{1,3}(?:\.\d)?%\s+(?:first[- ]time\s+)?pass rate\b|\bpass rate (?:of|is|above|over) \d{1,3}/i;

/**
 * What a driving instructor's plan must hold and must not say: the automatic offer when the car is one,
 * no promised test dates, no pass-rate figure the founder did not give; the reasons the checker gives.
 */
export function drivingPlanGaps(d: Driving | null, founderWords: string, planText: string): { reason: string; note: string }[] {
  if (!d) return [];
  const out: { reason: string; note: string }[] = [];
  if (d.automatic && !/\bautomatic\b[^.]*\b(?:nervous|failed|manual)\b|\b(?:nervous|failed|manual)\b[^.]*\bautomatic\b/i.test(planText)) {
    out.push({ reason: "The instructor teaches in an automatic, and no tactic says who it suits (nervous drivers, people who failed in a manual, adults who want to pass sooner).", note: "Leaves out the automatic offer" });
  }
  if (TEST_PROMISES.test(planText)) {
    out.push({ reason: "The plan promises a test date or a pass, or sells test slots: learners book their own test, and DVSA's rules on booking and moving tests must be checked, never promised around.", note: "Promises a test date" });
  }
  const rate = PASS_RATE_FIGURE.exec(planText);
  if (rate && !founderWords.includes(rate[0])) {
    out.push({ reason: `The plan states a pass rate ("${rate[0]}") the founder never gave: a pass-rate claim needs the instructor's own records behind it.`, note: "Invents a pass rate" });
  }
  if (!/\bpass (?:photos?|pictures?)\b|\bphotos? (?:of|with) (?:pupils|learners) who (?:passed|pass)\b/i.test(planText)) {
    out.push({ reason: "No tactic collects pass photos and reviews with the pupil's consent: they are what learners look at when they choose an instructor nobody they know has used.", note: "Leaves out pass photos" });
  }
  return out;
}

/** What the AI prompt states about a driving instructor: who chooses, what the plan is made of, the rules to check. */
export function drivingFacts(d: Driving | null, country: string | null): string[] {
  if (!d) return [];
  const t = drivingTokens(d, country);
  const lines = [
    `- A driving instructor${d.automatic ? " teaching in an automatic" : ""}, not an app or a shop, whatever the product type says: learners of 17 and over (often with a parent who pays) and adults choose on a friend's word, Google reviews and pass photos, book a first lesson, then a block. No free tasters for a child, no studio, no school gate, no term ends, no concerts.`,
    `- Its plan: a Google Business Profile with the areas covered and pass photos (with the pupil's written consent, and a parent's for under-18s), honest reviews asked for the same way after every test and never paid for, an honest line on results (first-time passes counted from the instructor's own records; no pass-rate figure the founder did not give)${d.automatic ? ", an automatic offer for nervous drivers, people who failed in a manual and adults who want to pass sooner, saying plainly that " + t.dvLicence : ""}, 17th-birthday gift vouchers sold to parents (a learner needs a provisional licence before the first lesson), notices at sixth-form colleges and workplaces only through their staff and where allowed, signs on the car, ${t.dvFinder}, semi-intensive courses and refresher lessons for adults who have not driven in years in the daytime hours, and a referral thank-you for every pupil who passes.`,
    `- Tests: ${t.dvTestRule}. The instructor's status: ${t.dvBadge}; tell the founder to check DVSA's rules and the ADI code of practice for what they may claim.`,
  ];
  const math = drivingMath(d);
  if (math) lines.push(`- The goal's arithmetic: ${math}`);
  return lines;
}

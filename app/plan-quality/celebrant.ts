import type { PlanFormData } from "~/wizard/types";
import { americanSpelling, formatCount, numberFrom, numberWord, rewrite, upperFirst } from "./words";

/**
 * A funeral celebrant (a civil or humanist celebrant, an independent minister, a US funeral officiant) who
 * writes and leads services, and sells through funeral directors: a family arranging a funeral is asked by the
 * funeral director whether they want a minister or a celebrant and mostly takes the one suggested. So the plan
 * is the funeral directors as the channel (a visit with a sample service and the dates free, booked easily at
 * short notice, the tribute sent on time, a thank-you, which dates they struggle to cover), the crematorium and
 * burial-ground staff who see the work, the families' words passed back through the funeral director, a page
 * with sample words and the fee in full, pre-planning talks where people name the celebrant they want, the
 * professional body's directory, memorial and ashes services; weddings and namings only when the founder does
 * them. Never touting to the bereaved, never an offer. A branch of the funeral kind (Reading.funeral.celebrant). Pure.
 */
export type Celebrant = {
  /** The founder's word: "funeral celebrant", "civil celebrant", "humanist celebrant", "independent minister", "funeral officiant". */
  word: string;
  /** The fee for a service, its symbol, and what it includes in the founder's words ("a visit to the family, the written tribute and a printed copy"). */
  fee: number | null;
  symbol: string;
  includes: string | null;
  /** Services a month now and in the goal, and the funeral directors the goal wants recommending. */
  servicesNow: number | null;
  goalServices: number | null;
  goalDirectors: number | null;
  /** The professional body the founder trained with or belongs to ("the Institute of Civil Funerals"). */
  body: string | null;
  /** Also leads weddings or namings (only then does the plan mention them). */
  weddings: boolean;
  namings: boolean;
  /** The founder won't tout for business from grieving people. */
  noTouting: boolean;
  us: boolean;
};

/** Words that name a celebrant in the first sentence, with the word the plan uses. */
const CELEBRANT: [RegExp, string][] = [
  [/\bfuneral celebrants?\b/i, "funeral celebrant"],
  [/\bfuneral officiants?\b/i, "funeral officiant"],
  [/\b(?:civil|independent|interfaith|non-religious|life) celebrants?\b/i, "celebrant"],
  [/\bhumanist celebrants?\b/i, "humanist celebrant"],
  [/\bindependent (?:ministers?|clergy)\b/i, "independent minister"],
  [/\bcelebrants?\b(?!-led)/i, "celebrant"],
  [/\bofficiants?\b/i, "officiant"],
];

/** A funeral, a memorial or ashes said anywhere in the description: a celebrant who leads them. */
const FUNERAL_WORK = /\bfunerals?\b|\bmemorial services?\b|\bmemorials\b|\bashes\b|\bcremations?\b|\bend[- ]of[- ]life\b/i;

/** The professional bodies a celebrant names, as the plan writes them. */
const BODIES: [RegExp, string][] = [
  [/\b[Ii]nstitute of [Cc]ivil [Ff]unerals\b|\bICF\b/, "the Institute of Civil Funerals"],
  [/\bhumanists uk\b|\bhumanist ceremonies\b/i, "Humanists UK"],
  [/\bassociation of independent celebrants\b|\bAOIC\b/, "the Association of Independent Celebrants"],
  [/\bfellowship of professional celebrants\b|\bFPC\b/, "the Fellowship of Professional Celebrants"],
  [/\buk society of celebrants\b/i, "the UK Society of Celebrants"],
  [/\bcivil ceremonies\b/i, "Civil Ceremonies"],
  [/\bcelebrant foundation\b/i, "the Celebrant Foundation & Institute"],
  [/\bhumanist society\b/i, "the Humanist Society"],
];

const NUMBER = "(\\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty)";

/** "I'm an independent funeral celebrant in Norfolk": the celebrant's word, when its first sentence names one and the work includes funerals; null for anything else. */
export function celebrantWordOf(a: Pick<PlanFormData, "productName" | "productDescription">): string | null {
  const first = a.productDescription.split(/(?<=[.!?])\s+/)[0] ?? "";
  const pitch = `${a.productName}. ${first}`;
  // A funeral director or funeral home that offers celebrant-led services is a funeral director.
  if (/\bfuneral (?:directors?|homes?|parlou?rs?)\b|\bundertakers?\b|\bdirect cremation provider\b/i.test(first) && !/\bfuneral (?:celebrant|officiant)/i.test(first)) return null;
  // Software, a directory or training for celebrants is not one.
  if (/\b(?:app|platform|software|directory|marketplace|course|training|tool)s? (?:for|that helps?) (?:[a-z-]+ ){0,3}(?:celebrants?|officiants?)\b/i.test(pitch)) return null;
  const hit = CELEBRANT.find(([re]) => re.test(pitch));
  if (!hit || !FUNERAL_WORK.test(`${pitch} ${a.productDescription}`)) return null;
  return hit[1];
}

/** The celebrant's reading, or null when the business is not one. */
export function readCelebrant(a: PlanFormData, country: string | null): Celebrant | null {
  const word = celebrantWordOf(a);
  if (!word) return null;
  const d = a.productDescription;
  const fee = /([£$€])\s?(\d{2,4})\b(?:\s*(?:for|a|per)\s+(?:a\s+|each\s+)?(?:service|funeral|ceremony))?/.exec(d);
  const includes = /\b(?:which |that |it )?includ(?:es|ing) ([^.]{8,140})/i.exec(d);
  const now = new RegExp(`\\b(?:do|lead|take|conduct|hold)\\s+(?:about|around|roughly|some)?\\s*${NUMBER}\\s+(?:services|funerals|ceremonies)\\s+(?:a|per|each)\\s+month\\b`, "i").exec(d);
  const goal = new RegExp(`\\b${NUMBER}\\s+(?:services|funerals|ceremonies)\\s+(?:a|per|each)\\s+month\\b`, "i").exec(a.successMetrics);
  const directors = new RegExp(`\\b${NUMBER}\\s+(?:local\\s+)?funeral (?:directors|homes)\\b`, "i").exec(a.successMetrics);
  const bodyText = `${d} ${a.successMetrics}`;
  const body = BODIES.find(([re]) => re.test(bodyText));
  const symbol = fee?.[1] ?? (country === "United States" ? "$" : "£");
  return {
    word: word === "officiant" && /\bfuneral\b/i.test(d) ? "funeral officiant" : word,
    fee: fee ? Number(fee[2]) : null,
    symbol,
    includes: includes ? includes[1]!.trim().replace(/,$/, "") : null,
    servicesNow: now ? numberFrom(now[1]) : null,
    goalServices: goal ? numberFrom(goal[1]) : null,
    goalDirectors: directors ? numberFrom(directors[1]) : null,
    body: body ? body[1] : null,
    weddings: /\bweddings?\b|\bvow renewals?\b/i.test(d),
    namings: /\bnamings?\b|\bbaby[- ]naming\b|\bwelcoming ceremon/i.test(d),
    noTouting: /\btout|\bgrieving\b|\bbereaved\b|\bpushy\b|\bsell(?:ing)? to\b/i.test(a.challenges),
    us: country === "United States" || symbol === "$",
  };
}

/**
 * {ceWord} {ceFee} {ceFeeLine} {ceBody} {ceDirectory} {ceTown} {ceTalkGroups} {ceBurial} {ceReviewWhen}:
 * a celebrant's words; slots where the answers do not say.
 */
export function celebrantTokens(c: Celebrant | null, place: string) {
  const town = place.split(",")[0]!.trim().replace(/ and .*$/, "") || "{{your town}}";
  const fee = c?.fee ? `${c.symbol}${formatCount(c.fee)}` : "{{your fee}}";
  const body = c?.body ?? "{{your professional body}}";
  return {
    ceWord: c?.word ?? "celebrant",
    ceFee: fee,
    ceFeeLine: `${fee} for a service${c?.includes ? `, including ${c.includes}` : ", including {{what your fee includes}}"}`,
    ceBody: body,
    ceTrained: c?.body ? `, trained with ${c.body}` : ", trained with {{your professional body}}",
    ceDirectoryName: c?.body ? `${possessive(c.body)} directory` : c?.us ? "your professional body's directory" : "your professional body's directory of celebrants",
    ceDirectory: c?.body
      ? `${possessive(c.body)} directory of celebrants (check your listing is there, current and complete)`
      : c?.us
        ? "your training or professional body's directory of officiants, if it has one (check your listing is there and complete)"
        : "your professional body's directory of celebrants, such as the Institute of Civil Funerals', Humanists UK's or the Association of Independent Celebrants' (check which you belong to and that your listing is complete)",
    ceTown: town,
    ceTalkGroups: c?.us
      ? "senior centers, libraries and hospice groups"
      : "the U3A, the WI and the hospice's day groups",
    ceBurial: c?.us ? "green burial grounds" : "woodland burial grounds",
    ceCrem: c?.us ? "crematories and cemeteries" : "crematoriums and cemeteries",
    ceCremAll: c?.us ? "crematories, cemeteries and green burial grounds" : "crematoriums, cemeteries and woodland burial grounds",
    ceCremStaff: c?.us ? "Crematory and cemetery staff" : "Crematorium and cemetery staff",
    ceWeddings: joinKinds(c),
  };
}

/** "the Institute of Civil Funerals'", "Humanists UK's". */
const possessive = (name: string) => `${name}'${/s$/.test(name) ? "" : "s"}`;

/** "weddings and namings", "weddings", "namings": the other ceremonies the founder leads. */
function joinKinds(c: Celebrant | null): string {
  return [c?.weddings ? "weddings" : "", c?.namings ? "namings" : ""].filter(Boolean).join(" and ") || "weddings and namings";
}

/** "Ten services a month from four is six more …": the goal in services and funeral directors. */
export function celebrantMath(c: Celebrant): string | null {
  if (!c.goalServices) return null;
  const more = c.servicesNow && c.servicesNow < c.goalServices ? c.goalServices - c.servicesNow : null;
  const worth = c.fee && more ? `, about ${c.symbol}${formatCount(more * c.fee)} a month more at ${c.symbol}${formatCount(c.fee)}` : "";
  const head = more
    ? `${upperFirst(numberWord(c.goalServices))} services a month from ${numberWord(c.servicesNow!)} is ${numberWord(more)} more a month${worth}.`
    : `${upperFirst(numberWord(c.goalServices))} services a month.`;
  const per = c.goalDirectors ? Math.round((c.goalServices / c.goalDirectors) * 10) / 10 : null;
  const through = c.goalDirectors && per
    ? ` Families take the celebrant the funeral director suggests, so they come through funeral directors: ${numberWord(c.goalDirectors)} who each suggest you ${per === 2 ? "twice" : `about ${per} times`} a month is ${numberWord(c.goalServices)}.`
    : " Families take the celebrant the funeral director suggests, so they come through funeral directors: count how many suggest you, and how often.";
  return `${head}${through} Count every booking by who it came from (which funeral director, a family who asked for you by name, a crematorium or a talk). Rough arithmetic on your numbers; count it every Friday.`;
}

/** The goal line of a celebrant's strategy. */
export const CELEBRANT_STRATEGY =
  "being the celebrant the funeral directors in {place} suggest first (a visit to each with a sample service and your free dates, easy to book at short notice, the tribute on time, a thank-you after every service), known to the staff at the {ceCremAll} who see your work, with the families' own words passed back through the funeral director, a page with sample words and your fee in full ({ceFeeLine}), and talks where people plan their own funeral and name you, with nothing that looks like touting to grieving people";
export const CELEBRANT_FOCUS = "Funeral directors: services booked each week by which funeral director suggested you, and how many now do, counted every Friday";

/** "Ruth Evans Celebrant is an independent funeral celebrant in Norwich …: families take the celebrant the funeral director suggests …" */
export function celebrantWhat(c: Celebrant, product: string, where: string, independent: boolean): string {
  const kind = `${independent && !/^independent/.test(c.word) ? "an independent " : /^[aeiou]/.test(c.word) ? "an " : "a "}${c.word}`;
  return `${product} is ${kind} ${where}: a family arranging a funeral is asked by the funeral director whether they want a minister or a celebrant and mostly takes the one suggested, so the funeral directors who have seen your services, can reach you at short notice and get the tribute on time are who decides; a family who felt the service was truly their person's tells the funeral director, and asks for you next time.`;
}

/** The strategy's own lines: the arithmetic, what the founder won't do, the body's rules to check. */
export function celebrantListening(c: Celebrant, challenges: string): string[] {
  const out: string[] = [];
  const math = celebrantMath(c);
  if (math) out.push(math);
  const limit = challenges.split(/(?<=[.!?])\s+/).find((s) => /\btout|\bgrieving\b|\bbereaved\b|\bsell/i.test(s));
  if (limit || c.noTouting) {
    out.push(`You said "${(limit ?? challenges).replace(/[.!?]+$/, "").trim()}": nothing in this plan goes to a bereaved family who didn't ask for you. Every tactic works through the people who already stand beside families (the funeral directors, the crematorium staff, the hospice) or reaches people before a death, at talks where they plan their own funeral; your fee is shown in full, never as an offer.`);
  }
  const search = challenges.split(/(?<=[.!?])\s+/).find((s) => /\bsearch|\bgoogle\b|\bchooses?\b/i.test(s));
  if (search) out.push(`You said "${search.replace(/[.!?]+$/, "").trim()}": so the plan doesn't chase searches; your page and directory listing are there for the funeral director and the family to check you after you are suggested.`);
  out.push(`Check before you publish: what ${c.body ?? "your professional body"} asks of its members' listings and conduct, that every family has agreed before their words are quoted, and that a funeral director is happy for you to leave feedback cards with their families.`);
  return out;
}

/**
 * Lines written for a funeral director or other kinds that a celebrant would never use: the phone at night, the
 * price list, a funeral firm's premises and collections, pre-paid plans; a shop's till and offers; and couples
 * and weddings unless the founder leads them.
 */
export function celebrantMisfits(c: Celebrant): RegExp {
  const weddings = c.weddings ? "" : "|\\bcouples?\\b|\\bweddings?\\b|\\bthe big day\\b";
  return new RegExp(
    `\\bday and night\\b|\\banswered at any hour\\b|\\bstandardised price list\\b|\\bsimple funeral\\b|\\bdirect cremation at\\b|\\bpre-?paid funeral plans?\\b|\\bour funeral home\\b|\\binto our care\\b|\\bcollection at 4am\\b|\\bby the till\\b|\\bat the till\\b|\\bstamp cards?\\b|\\bgift vouchers?\\b|\\bloyalty cards?\\b|\\bflash sale\\b|\\bgiveaways?\\b|\\bflash mob\\b|\\bchalkboard\\b|\\bfirst visit\\b|\\bbring a friend\\b|\\btaster\\b|\\bopening offer\\b${weddings}`,
    "i",
  );
}

/** Touting or pushing: offers to the bereaved, reviews pressed for, letters to families who didn't ask. */
const TOUTING = /\b\d+ ?% off\b|\bspecial offer\b|\blimited[- ]time\b|\bdiscount\b|\bfree gift\b|\b(?:write|send|post|deliver)s? (?:a )?(?:letters?|cards?|leaflets?) to (?:the )?(?:bereaved|grieving) families\b|\bdeath notices\b[^.]{0,60}\b(?:contact|write|send|call)\b/i;
const REVIEW_PUSHED = /\breviews?\b[^.]{0,80}\b(?:at the funeral|at the wake|after the service,? the same day|on the day of the funeral|chase|remind(?:er)? again)\b/i;

/** What the checker finds missing or wrong in a celebrant's plan. */
export function celebrantGaps(c: Celebrant | null, planText: string): { reason: string; note: string }[] {
  if (!c) return [];
  const out: { reason: string; note: string }[] = [];
  if (!/\bfuneral directors?\b[^.]{0,160}\b(?:visit|sample service|free dates|availability)\b|\b(?:visit|sample service)\b[^.]{0,160}\bfuneral directors?\b/i.test(planText)) {
    out.push({ reason: "Families take the celebrant the funeral director suggests: no tactic visits the funeral directors with a sample service and your free dates.", note: "Leaves out the funeral directors" });
  }
  if (!/\bfee\b[^.]{0,80}\bin full\b|\bin full\b[^.]{0,80}\bfee\b/i.test(planText)) {
    out.push({ reason: "Funeral directors and families check a celebrant's fee before suggesting or choosing one: no tactic shows your fee in full.", note: "Leaves out the fee" });
  }
  const tout = TOUTING.exec(planText);
  if (tout) out.push({ reason: `"${tout[0]}" looks like touting to grieving people: a celebrant is suggested by the funeral director or asked for by name, never sold to the bereaved.`, note: "Touting to the bereaved" });
  const pushed = REVIEW_PUSHED.exec(planText);
  if (pushed) out.push({ reason: `"${pushed[0]}" pushes a grieving family for a review: ask once, gently, through the funeral director's card or weeks later, and never chase.`, note: "Reviews pushed" });
  return out;
}

/** What the AI prompt states about a celebrant. */
export function celebrantFacts(c: Celebrant | null, place: string): string[] {
  if (!c) return [];
  const t = celebrantTokens(c, place);
  const lines = [
    `- A ${t.ceWord} who writes and leads services and sells through funeral directors, not a funeral director, a wedding supplier, an app or a shop: no phone answered day and night, no price list of funerals, no pre-paid plans, no till, vouchers, discounts or offers${c.weddings ? "" : ", no couples or weddings"}. Families take the celebrant the funeral director suggests`,
    `- Its plan: a visit to each funeral director in ${place || "the area"} with a sample service and the free dates; easy to book at short notice; the tribute to the funeral director on time and a thank-you after every service, asking which dates they struggle to cover; the staff at ${t.ceCremAll} who see the work; the families' words on feedback cards passed back through the funeral director, reviews asked once and never pushed; a page with sample words and the fee in full (${t.ceFeeLine}); pre-planning talks at ${t.ceTalkGroups}, and Death Cafés joined or hosted under their guidelines (nothing promoted); ${t.ceDirectory}; memorial and ashes-scattering services${c.weddings || c.namings ? `; ${t.ceWeddings}, which the founder also leads` : ""}`,
    "- Nothing that looks like touting to grieving people: no letters, cards or calls to bereaved families who didn't ask, no offers, no ads on a death notice",
  ];
  const math = celebrantMath(c);
  if (math) lines.push(`- The goal's arithmetic: ${math}`);
  return lines;
}

/** An officiant is called one, not a celebrant ("a celebrant" → "an officiant"; a "celebrant-led" funeral stays). */
const OFFICIANT_WORDS: [RegExp, string][] = [
  [/\b([Aa]) (?=celebrant\b(?!-led))/g, "$1n "],
  [/\bcelebrant(s?)\b(?!-led)/g, "officiant$1"],
  [/\bCelebrant(s?)\b(?!-led)/g, "Officiant$1"],
];

/** A US officiant's families call (not ring), meet in community halls, and say Mom. */
const US_CELEBRANT_WORDS: [RegExp, string][] = [
  [/\bRing(s|ing)?\b/g, "Call$1"],
  [/\bring(s|ing)?\b/g, "call$1"],
  [/\bvillage hall/g, "community hall"],
  [/\b([Mm])um\b/g, "$1om"],
];

/** A celebrant's words: an officiant's, and a US officiant's in American spelling. */
export function inCelebrantWords(c: Celebrant, text: string): string {
  const out = /officiant/.test(c.word) ? rewrite(text, OFFICIANT_WORDS) : text;
  return c.us ? americanSpelling(rewrite(out, US_CELEBRANT_WORDS)) : out;
}

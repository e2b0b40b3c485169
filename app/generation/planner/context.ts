import type { PlanFormData } from "~/wizard/types";
import { makeFill } from "~/plan-quality/fill";
import { farmWords, localTrade } from "~/plan-quality/local-trade";
import { inSponsorMedium } from "~/plan-quality/sponsorship";
import { craftWords } from "~/plan-quality/wedding-supplier";
import { clip, readAnswers, type Reading } from "~/plan-quality/reading";
import { inUsDesignWords } from "~/plan-quality/architect";
import { americanSpelling, joinWords, rewrite } from "~/plan-quality/words";
import { inCareWords } from "~/plan-quality/home-care";
import { careHomeWords } from "~/plan-quality/care-home";
import { inFuneralWords } from "~/plan-quality/funeral";
import { inRentalWords } from "~/plan-quality/letting";
import { inMoverWords } from "~/plan-quality/removals";

export { clip };

/**
 * The answers as the planner uses them: the reading (kind, place, constraints) and `fill`, which
 * puts the founder's own facts into library text (see LibraryTactic for the tokens).
 */
export type PlanContext = {
  answers: PlanFormData;
  reading: Reading;
  product: string;
  fill: (text: string) => string;
};

/**
 * A business that goes to its customers has no till or counter: the card, the notebook and the
 * question at the till move to the van and the end of each job.
 */
const AT_THE_TILL: [RegExp, string][] = [
  [/\b(?:by|near) (?:the|your) till(?: or on the reception desk)?/g, "in the van"],
  [/\b(?:by|near) their till/g, "on their counter"],
  [/\bat the till\b/g, "at the end of each job"],
  [/\bwith the receipt or the bag\b/g, "with the invoice or at the end of the visit"],
  [/\bagainst your till\b/g, "against your bookings"],
  [/\bcan walk in\b/g, "can call you"],
  [/\bbefore they walk in\b/g, "before they call"],
  [/\bthis month's opening hours\b/g, "this month's working hours"],
  [/\bopening hours\b/g, "working hours"],
  [/\bat the desk and in the chair\b/g, "at the end of each visit"],
  [/\bat the front desk\b/g, "at the end of each visit"],
  [/\bon the shop's phone\b/g, "on your work phone"],
  [/\bbooked at the desk\b/g, "booked before you left"],
  [/^At the desk, at the end of every visit:/gm, "At the end of every visit:"],
  [/\bevery regular\b/g, "every past customer"],
  [/\b(?:your |our )?regulars\b/g, "your past customers"],
];

/**
 * A wedding supplier (a photographer, a DJ, a cake maker) goes to the couple's day but has no van and no
 * call-outs: what Google asks to see is the kit, the photos are of weddings, and couples write and wait for a
 * reply rather than ring for someone to come round. In the words of what the supplier delivers.
 */
function weddingDay(r: Reading): [RegExp, string][] {
  const c = craftWords(r.weddingSupplier);
  const who = r.weddingSupplier?.duo ? "the same two of us" : "the same person";
  return [
    [/\bfilm your van, your equipment or your paperwork\b/g, `film ${c.kit} or your paperwork`],
    [/\byour van or your kit\b/g, c.kitShort],
    [/\bin the van\b/g, `in ${c.bag}`],
    [/\bfinished work \(with the customer's permission\), before-and-after pairs and any certificates\b/g, c.photos],
    [/\bThis week in \{\{the street or neighbourhood\}\}:/g, "This week at {{the venue}}:"],
    [/\bphotos of recent jobs\b/g, "photos from recent weddings"],
    [/\bone photo of a recent job \(what it was, the area, how it turned out\)/g, "one photo from a recent wedding (the venue, the couple's first names with their permission, one moment of the day)"],
    [/\(with a photo of a recent job\)/g, "(with a photo from a recent wedding)"],
    [/\{\{the job and how it turned out\}\}/g, "{{the wedding and one moment from the day}}"],
    [/\bNeed something similar\? Call or text\b/g, "Planning your day? Write to"],
    [/\bYou deal with the same person from the first call to the finished job\. Ring or text, and if I'm on a job I'll call you back the same day\./g, `You deal with ${who} from the first message to ${c.finished}. Write with your date, and if ${r.weddingSupplier?.duo ? "we're" : "I'm"} at a wedding ${r.weddingSupplier?.duo ? "we'll" : "I'll"} reply the next day.`],
    [/\bPhotos of real jobs tell a stranger you turn up and do the work\./g, c.story],
    ...(r.weddingSupplier?.duo ? [[/\band I'll get back to you the same day\b/g, "and we'll get back to you the same day"] as [RegExp, string]] : []),
    // A DJ is found as a DJ service, a cake maker as a cake shop: Google's own names, the closest one offered.
    ...(r.weddingSupplier && r.weddingSupplier.craft !== "photo"
      ? [[/\(Plumber, Mobile pet groomer, Wedding photographer\)/g, `(${c.category}, or the closest one Google offers)`] as [RegExp, string]]
      : []),
  ];
}

/**
 * A groomer (or a dog walker) who comes to the owner's door has visits, not a tradesperson's jobs:
 * "a recent groom", "after every groom", photos of real dogs, no boiler cupboard.
 */
function petVisits(r: Reading): [RegExp, string][] {
  const visit = /\bgroom/i.test(r.pitch) ? "groom" : /\bwalk/i.test(r.pitch) ? "walk" : "visit";
  return [
    [/\bone photo of a recent job \(what it was, the area, how it turned out\)/g, `one before-and-after photo of a recent ${visit} (the dog's first name with the owner's permission, the area)`],
    [/\bphotos of recent jobs\b/g, `before-and-after photos of recent ${visit}s`],
    [/\(with a photo of a recent job\)/g, `(with a before-and-after photo of a recent ${visit})`],
    [/\{\{the job and how it turned out\}\}/g, `{{the dog and how the ${visit} went}}`],
    [/\bNeed something similar\? Call or text\b/g, "Want the same for your dog? Call or text"],
    [/\bfrom the first call to the finished job\. Ring or text, and if I'm on a job I'll call you back the same day\./g, "from the first message to a happy dog at the end of the visit. Ring or text, and if I'm with a dog I'll call you back the same day."],
    [/\bPhotos of real jobs tell a stranger you turn up and do the work\./g, "Before-and-after photos of real dogs tell an owner how you will treat theirs."],
    [/ on the fridge or the boiler cupboard after every job\b/g, ` on the fridge after every ${visit}`],
    [/\bafter every job\b/g, `after every ${visit}`],
    [/\bThe next time something breaks, it is the number they see first\./g, `The next time the dog needs a ${visit}, it is the number they see first.`],
    [/\bat the end of each job\b/g, "at the end of each visit"],
  ];
}

/** What a capacity counts: a groomer's or a salon's bookings, a plumber's jobs, a bakery's orders. */
export function ordersWord(r: Reading): "orders" | "bookings" | "jobs" {
  if (!r.local) return "orders";
  if (r.trade === "beauty" || r.trade === "health" || r.trade === "fitness" || r.trade === "pet" || r.trade === "events") return "bookings";
  return r.trade === "service" && r.visitsCustomers ? "jobs" : "orders";
}

/** A garage has a reception counter and a workshop, not a till, best sellers or haircuts. */
const AT_THE_GARAGE: [RegExp, string][] = [
  [/\bby the till\b/g, "at reception"],
  [/\bat the till\b/g, "at collection"],
  [/\byour three best sellers or pieces of work\b/g, "a car on the lift and a job you are proud of"],
  [/\(a coffee each, 10% off the first cut and the next one\)/g, "(a free check each, 10% off the next service)"],
  [/\btoday's bake\b/g, "this week's free slots"],
];

/** A bike workshop has a stand and a bench, not a till, best sellers or haircuts. */
const AT_THE_WORKSHOP: [RegExp, string][] = [
  [/\bby the till\b/g, "by the bench"],
  [/\bat the till\b/g, "at collection"],
  [/\byour three best sellers or pieces of work\b/g, "a bike on the stand and a job you are proud of"],
  [/\(a coffee each, 10% off the first cut and the next one\)/g, "(a free safety check each)"],
  [/\btoday's bake\b/g, "this week's free stand slots"],
];

/** A car dealer has a forecourt and an office, not a till, best sellers or haircuts. */
const ON_THE_FORECOURT: [RegExp, string][] = [
  [/\bby the till\b/g, "in the office"],
  [/\bat the till\b/g, "at handover"],
  [/\byour three best sellers or pieces of work\b/g, "three cars on the forecourt, each with its price card"],
  [/\bthe shop front, the street sign and your keys or tools\b/g, "the forecourt, the sign and the cars in stock"],
  [/\bthe address customers walk to\b/g, "the forecourt's address"],
  [/\(this week's special, a new service, a change of hours\)/g, "(a car just in, a car sold with its buyer's words, a change of hours)"],
  [/\btoday's bake\b/g, "this week's cars"],
  [/\byou cannot move the shop\b/g, "you cannot move the forecourt"],
  [/\ba short drive of the shop\b/g, "a short drive of the forecourt"],
];

/** A farm people visit has a gate, a field and a farm shop, not a shop front, best sellers or haircuts. */
function atTheFarm(r: Reading): [RegExp, string][] {
  const { shop, cafe } = farmWords(r.pitch);
  return [
    [/\byour three best sellers or pieces of work\b/g, "a family picking and the farm shop's shelves"],
    [/\bthe front from across the street, the door, inside\b/g, `the entrance from the road, the field, ${shop}`],
    [/\bthe shop front, the street sign and your keys or tools\b/g, "the farm entrance, the sign on the road and the farm shop"],
    [/\bthe address customers walk to\b/g, "the address families drive to"],
    [/\(this week's special, a new service, a change of hours\)/g, `(what's ready to pick, the farm shop's new season, ${cafe === "farm shop" ? "a change of hours" : `an event in the ${cafe}`})`],
    [/\btoday's bake\b/g, "what's ready to pick today"],
    [/\byou cannot move the shop\b/g, "you cannot move the farm"],
    [/\bbefore they walk over\b/g, "before they drive out"],
    [/\breal photos of the front and inside\b/g, `real photos of the field, ${shop}`],
    [/\bA photo of the actual front door saves many first visitors from walking past\b/g, "A photo of the farm entrance from the road saves many first visitors from driving past"],
  ];
}

/** A business run by one person has no team to meet, photograph or share a review card with. */
const ON_THEIR_OWN: [RegExp, string][] = [
  [/\{\{your name\}\} and a small team who know most of our customers by name\b/g, "{{your name}}, who knows most customers by name"],
  [/\bthe team at work\b/g, "you at work"],
  [/\{\{your name\}\} and the team\b/g, "{{your name}}"],
  [/\bcheck what happened with your team, then\b/g, "look back at what happened, then"],
  [/ with your team\b/g, ""],
  [/\bWe're really glad you liked \{\{what they mentioned\}\}\. It means a lot to a small team like ours at\b/g, "I'm really glad you liked {{what they mentioned}}. It means a lot to a one-person business like"],
];

/** The text as a business without a till reads it; unchanged for one customers walk into. */
export function withoutTill(r: Reading, text: string): string {
  if (r.solo) text = rewrite(text, ON_THEIR_OWN);
  if (r.trade === "motor") return rewrite(text, AT_THE_GARAGE);
  if (r.trade === "cycle") return rewrite(text, AT_THE_WORKSHOP);
  if (r.trade === "dealer") return rewrite(text, ON_THE_FORECOURT);
  if (r.trade === "farm") return rewrite(text, atTheFarm(r));
  // A personal trainer's texts are written for sessions and regulars already: no van, no jobs.
  if (!r.visitsCustomers || r.trainer) return text;
  const out = rewrite(text, AT_THE_TILL);
  if (r.trade === "pet") return rewrite(out, petVisits(r));
  return r.trade === "events" ? rewrite(out, weddingDay(r)) : out;
}

/**
 * A recurring task at the time the founder keeps for marketing ("on Sunday evenings"): "Every
 * Monday" and "every Friday" become "Every Sunday evening", a daily ten minutes becomes twenty once
 * a week. Unchanged when the founder names no time.
 */
export function atTheirTime(r: Reading, text: string): string {
  const slot = r.marketingSlot;
  if (!slot) return text;
  return text
    .replace(/\b([Ee])very (?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)(?: (?:morning|afternoon|evening))?\b/g, `$1very ${slot}`)
    .replace(/\bMonday morning or (?:in the evening|at closing)\b/g, `on ${slot}s`)
    .replace(/\bSpend ten minutes a day\b/g, `Every ${slot}, spend twenty minutes`)
    .replace(/^Ten minutes a day$/, `Twenty minutes every ${slot}`)
    // Reviews read once a week are answered that evening, not "within two days".
    .replace(/\b(read them all and reply to each one) within two days\b/g, "$1 the same evening");
}

/**
 * What the founder said, put into the library's general sentences: the creators their users follow
 * ("English teachers your users already follow"), the channel whose messages cost them money ("paid
 * WhatsApp messages", and their words quoted), and the countries the team knows before the one it
 * does not ("Start with Mexico, Colombia, Argentina and Peru …; add Brazil once …"). Unchanged
 * when they did not say.
 */
export function inTheirWords(r: Reading, text: string): string {
  let out = text;
  const follows = r.follows;
  if (follows) {
    out = out.replace(/\b([Cc])reators your users already follow\b/g, (_m, c: string) =>
      `${c === "C" ? follows.charAt(0).toUpperCase() + follows.slice(1) : follows} your users already follow`,
    );
  }
  const paid = r.paidMessages;
  if (paid) {
    out = out
      .replace(/\bYou said each reminder you send costs money\b/g, `You said "${paid.quote}"`)
      .replace(/\b([Pp])aid (messages?)\b/g, `$1aid ${paid.channel} $2`);
  }
  // A care agency's staff are called what the founder calls them ("caregivers", "companions"), and a US family calls, not rings.
  out = inCareWords(r.homeCare, out);
  // A US assisted living community's families call, and its partners are discharge planners and doctors' offices.
  out = careHomeWords(r.careHome, out);
  // A US funeral home's families call, go to nursing homes and the vital records office, and read American spelling.
  out = inFuneralWords(r.funeral, out);
  // A US property manager's owners rent homes out and call an attorney: no lets, solicitors or agents.
  out = inRentalWords(r.letting, out);
  // A US mover's customers live in apartments and call about trucks.
  out = inMoverWords(r.removals, out);
  const u = r.unfamiliar;
  if (u && u.others.length) {
    out = out.replace(
      /\bStart with the countries your team knows best(,[^.;]*)\./g,
      `Start with ${joinWords(u.others)}$1; add ${u.place} once a ${u.language} speaker on the team or a partner there can check every word in ${u.language}.`,
    );
  }
  return out;
}

/**
 * The Google Business Profile categories of the founder's trade ("Hardware store" for a hardware shop)
 * instead of the library's examples from other trades; unchanged when the trade gives none.
 */
function inTheirCategory(answers: PlanFormData, r: Reading): (text: string) => string {
  const categories = r.local ? localTrade(`${answers.productName}. ${answers.productDescription} ${answers.audiencePersona}`).categories : undefined;
  if (!categories) return (text) => text;
  return (text) =>
    text.replace(/\(Bakery, Hair salon, Physiotherapist\), add two or three secondary ones\b/g, `(${categories.main}), add two or three secondary ones (${categories.more})`);
}

/**
 * A home service on a round, a care agency or a car dealer in the US reads American English: its clients are
 * "neighbors", its templates go to people in Austin. Other plans keep the library's spelling.
 */
function inAmerican(r: Reading, text: string): string {
  if (!(r.homeVisits || r.homeCare || r.law || r.architect || r.trade === "dealer") || r.country !== "United States") return text;
  return americanSpelling(inUsDesignWords(r.architect, text));
}

export function makeContext(answers: PlanFormData, reading: Reading = readAnswers(answers)): PlanContext {
  const category = inTheirCategory(answers, reading);
  const fillTokens = makeFill(answers, reading);
  const filled = (text: string) => category(fillTokens(text));
  // "I'm Declan Walsh, a registered plumber": his name signs the templates instead of a slot.
  const signed = (text: string) => (reading.founderName ? text.replace(/\{\{your name\}\}/g, reading.founderName) : text);
  const fill = (text: string) => inAmerican(reading, signed(withoutTill(reading, inSponsorMedium(reading.sponsorship, inTheirWords(reading, filled(text))))));
  return { answers, reading, product: fill("{product}"), fill };
}

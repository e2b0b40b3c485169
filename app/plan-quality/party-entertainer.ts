import type { PlanFormData } from "~/wizard/types";
import { formatCount, joinWords, numberFrom, upperFirst } from "./words";

/**
 * A children's entertainer booked for parties: a kids' party entertainer, a children's magician, a face painter,
 * bouncy-castle hire, a party host or character visits. A parent books it four to eight weeks before a child's
 * birthday, on another parent's word (the last party their child came home from, the school-gate WhatsApp group,
 * the local mums' Facebook group), after checking the price in full, what is included, that the entertainer is
 * checked and insured, and the date. So the party itself is the advert (a card in every party bag, a thank-you
 * to the host parent with the review link), the host parent's word is made easy to pass on, weekends fill
 * themselves and the work is the weekday and school-holiday slots (after-school parties, soft-play venues and
 * halls, holiday clubs, libraries, summer fairs, family days), and next year's birthday is booked by the same
 * parent. No photo of a child without a parent's consent; nothing addressed to a child. Read from the founder's
 * words whatever the form's product type says. Not a children's club (kids-club.ts), a nursery (childcare.ts) or a
 * wedding DJ (wedding-supplier.ts). Pure.
 */
export type PartyEntertainer = {
  /** The founder's trade: "children's party entertainer", "children's magician", "face painter", "bouncy-castle hire". */
  word: string;
  /** What happens at the party, in the founder's words: ["magic", "balloon modelling", "games", "a bubble show"]. */
  acts: string[];
  /** The children's ages as said: [3, 8]; null when not said. */
  ages: [number, number] | null;
  /** The price of a party as said: "£220 for two hours" → 220, "two hours". */
  price: number | null;
  symbol: string;
  length: string | null;
  /** Where the parties are, as said: ["homes", "community halls", "soft-play venues"]. */
  venues: string[];
  /** What the founder can show: ["DBS checked", "insured"]. */
  checks: string[];
  /** Weekends full, and the weekday and holiday slots to fill. */
  weekendsFull: boolean;
  /** The founder names parents' WhatsApp groups, Facebook groups. */
  whatsapp: boolean;
  facebook: boolean;
  /** The founder says photos of children need parents' consent. */
  noPhotos: boolean;
  /** Bookings a week the goal names: "two weekday or holiday bookings a week" → 2. */
  goalPerWeek: number | null;
  country: string | null;
};

/** The trade: the first that matches wins. */
const TRADES: [RegExp, string][] = [
  [/\b(?:children'?s|kids'?|child(?:ren)?) (?:party )?magician\b/, "children's magician"],
  [/\bface[- ]paint(?:er|ing)\b/, "face painter"],
  [/\bbouncy[- ]castles?(?: hire)?\b|\binflatables? hire\b/, "bouncy-castle hire"],
  [/\bcharacter (?:visits|parties|party)\b|\bprincess (?:parties|visits)\b|\bsuperhero (?:parties|visits)\b/, "children's character party business"],
  [/\b(?:children'?s|kids'?) party (?:host|hosts|hosting)\b/, "children's party host"],
  [/\b(?:children'?s|kids'?) (?:party )?entertain(?:er|ers|ment)\b|\bparty entertainer\b|\bentertainer for (?:children'?s|kids'?) parties\b/, "children's party entertainer"],
];

/** Software, a marketplace or a directory for such entertainers, or a venue with its own parties: not the entertainer. */
const FOR_THEM = /\b(?:apps?|platform|software|saas|marketplace|directory|plugin|booking tool)\b|\bsoft[- ]play (?:centre|center) (?:in|with|for)\b/;

/** The pitch names a children's entertainer that is the business itself; null for anything else. */
export function partyEntertainerWordOf(pitch: string): string | null {
  const lower = pitch.toLowerCase();
  if (FOR_THEM.test(lower)) return null;
  // A wedding DJ or a band plays for adults; a children's club or a nursery is not booked for a party.
  if (/\bwedding\b/.test(lower) && !/\b(?:children|kids)\b/.test(lower)) return null;
  return TRADES.find(([re]) => re.test(lower))?.[1] ?? null;
}

const ACTS: [RegExp, string][] = [
  [/\bmagic(?: shows?| tricks)?\b/, "magic"],
  [/\bballoon (?:modelling|modeling|animals|art)\b|\bballoons\b/, "balloon modelling"],
  [/\bparty games\b|\bgames\b/, "games"],
  [/\bbubble (?:show|shows|fun)\b|\bbubbles\b/, "a bubble show"],
  [/\bface[- ]painting\b/, "face painting"],
  [/\bdisco\b/, "a disco"],
  [/\bpuppet(?:s| show)?\b/, "a puppet show"],
  [/\bmini[- ]discos?\b/, "a mini disco"],
];

const VENUES: [RegExp, string][] = [
  [/\bhomes?\b|\bhouses?\b|\bgardens?\b/, "homes"],
  [/\b(?:community|church|village|school) halls?\b|\bhalls\b/, "community halls"],
  [/\bsoft[- ]play(?: venues| centres| centers)?\b/, "soft-play venues"],
  [/\bparks?\b/, "parks"],
];

/**
 * "A children's party entertainer in Manchester: magic, balloon modelling, games and a bubble show for ages 3
 * to 8. A two-hour party is £220 …": the trade and the numbers its plan needs. Null for anything else.
 */
export function readPartyEntertainer(a: PlanFormData, pitch: string, ages: [number, number] | null, country: string | null): PartyEntertainer | null {
  const word = partyEntertainerWordOf(pitch);
  if (!word) return null;
  const d = a.productDescription;
  const lower = d.toLowerCase();
  const all = `${d} ${a.audiencePersona} ${a.successMetrics} ${a.challenges}`;
  const price = /([£$€])\s?(\d{2,4})\b/.exec(d);
  const length = /\b(one|two|three|1|2|3|1\.5|one and a half)[- ]hours?\b/i.exec(d);
  const goal = /\b(\d{1,2}|one|two|three|four|five|six)\s+(?:more\s+|extra\s+|new\s+)?(?:[a-z-]+\s+(?:or\s+[a-z-]+\s+)?)?(?:bookings|parties|shows|events)\s+(?:a|per|each)\s+week\b/i.exec(a.successMetrics);
  const checks = [/\bDBS\b/.test(d) ? "DBS checked" : /\bbackground[- ]check/i.test(d) ? "background checked" : null, /\binsur(?:ed|ance)\b/i.test(d) ? "insured" : null].filter((c): c is string => c !== null);
  const acts = ACTS.filter(([re]) => re.test(lower)).map(([, act]) => act).filter((act, i, list) => !(act === "a disco" && list.includes("a mini disco")));
  return {
    word,
    acts,
    ages,
    price: price ? Number(price[2]) : null,
    symbol: price?.[1] ?? "",
    length: length ? `${length[1]!.toLowerCase().replace(/^1$/, "one").replace(/^2$/, "two").replace(/^3$/, "three")} hours`.replace(/^one hours$/, "an hour") : null,
    venues: VENUES.filter(([re]) => re.test(lower)).map(([, v]) => v),
    checks,
    weekendsFull: /\bweekends? (?:book|are|is|fill|full)|\bsaturdays? (?:book|are|fill)|\bat parties every weekend\b/i.test(all),
    whatsapp: /\bwhats ?app\b/i.test(all),
    facebook: /\bfacebook\b/i.test(all),
    noPhotos: /\bphotos?\b|\bpictures?\b|\bvideos?\b/i.test(all) && /\bconsent\b|\bpermission\b|\bcan'?t post\b|\bcannot post\b/i.test(all),
    goalPerWeek: goal ? numberFrom(goal[1]) : null,
    country: country ?? (/\bDBS\b/.test(all) || price?.[1] === "£" ? "United Kingdom" : null),
  };
}

/** "Two more bookings a week at £220 …": the goal's arithmetic from the founder's numbers, or null. */
export function partyMath(p: PartyEntertainer, weeks: number): string | null {
  if (!p.goalPerWeek) return null;
  const n = p.goalPerWeek;
  const weekly = p.price ? ` At ${p.symbol}${p.price} a party that is ${p.symbol}${formatCount(n * p.price)} a week, about ${p.symbol}${formatCount(n * p.price * weeks)} over ${weeks} weeks, before costs.` : "";
  return `${upperFirst(bookings(n))} a week on weekdays and in the school holidays is about ${formatCount(n * weeks)} parties over ${weeks} weeks.${weekly} If one enquiry in three books, that is about ${n * 3} enquiries a week for weekday and holiday dates; count enquiries, bookings and where each came from every Friday. Rough arithmetic on your numbers; put your own counts in after the first month.`;
}

function bookings(n: number): string {
  return n === 1 ? "one booking" : `${["", "one", "two", "three", "four", "five", "six"][n] ?? String(n)} bookings`;
}

/**
 * {peWord} {peAWord} {peActs} {peAges} {peChildren} {pePrice} {peParty} {peVenues} {peChecks} {peCheckName} {peCheckDoc} {peInsurance}
 * {peHolidays} {peHolidaysShort} {pePhotoRule} {peMath} {peGoal} {peGroups} {peFairRules}: a children's entertainer; slots where the answers do not say.
 */
export function partyTokens(p: PartyEntertainer | null, weeks: number): Record<string, string> {
  const us = p?.country === "United States";
  const ages = p?.ages ? `${p.ages[0]}-${p.ages[1]}` : null;
  const word = p?.word ?? "children's entertainer";
  const groups = p && (p.whatsapp || p.facebook) ? joinWords([p.whatsapp ? "school-gate WhatsApp groups" : "", p.facebook ? `local ${us ? "moms'" : "mums'"} Facebook groups` : ""].filter(Boolean)) : `the class WhatsApp groups and local ${us ? "moms'" : "mums'"} Facebook groups`;
  return {
    peWord: word,
    peAWord: `${/^[aeiou]/i.test(word) ? "an" : "a"} ${word}`,
    peActs: p?.acts.length ? joinWords(p.acts) : "{{what happens at your parties}}",
    peAges: ages ?? "{{ages}}",
    peChildren: ages ? `children aged ${ages}` : "children",
    pePrice: p?.price ? `${p.symbol}${p.price}${p.length ? ` for ${p.length}` : ""}` : "{{your price}}",
    peParty: p?.length ? `${p.length.replace(/^an hour$/, "one-hour").replace(/ hours$/, "-hour")} party` : "party",
    peVenues: p?.venues.length ? joinWords(p.venues) : "homes and halls",
    peChecks: p?.checks.length ? joinWords(p.checks) : us ? "{{background checked and insured}}" : "{{DBS checked and insured}}",
    peCheckName: us ? "a background check" : p?.country === "United Kingdom" ? "an enhanced DBS check" : "a criminal-record check",
    peCheckDoc: us ? "background check" : p?.country === "United Kingdom" ? "DBS certificate" : "criminal-record check",
    peInsurance: us ? "liability insurance" : "public liability insurance",
    peHolidays: us ? "school breaks and the summer vacation" : "half-terms, Easter and the summer holidays",
    peHolidaysShort: us ? "school breaks" : "the school holidays",
    pePhotoRule: "only with the parent's consent for that photo, and never with a child's name",
    peGroups: groups,
    peMath: (p && partyMath(p, weeks)) ?? "Count enquiries, bookings and where each came from every Friday, weekends and weekdays apart.",
    peGoal: p?.goalPerWeek ? `${bookings(p.goalPerWeek)} a week on weekdays and in the holidays` : "your weekday and holiday bookings",
    peFairRules: us
      ? "check what the school, the library or the organiser asks of performers (a background check, liability insurance)"
      : "check what the school, the library or the organiser asks to see (your DBS certificate, public liability insurance, a risk assessment)",
  };
}

/** The goal line of a children's entertainer's strategy, whatever goal the form says. */
export const PARTY_STRATEGY =
  "making every party the advert for the next (a card in every party bag, a thank-you to the host parent with the review link), making the host parents' word easy to pass on in their {peGroups}, filling the quiet weekday and holiday slots where those parties happen (after-school parties, soft-play venues and halls, holiday clubs, libraries, summer fairs and family days), showing prices in full and the checks parents look for, taking a deposit to book, and rebooking next year's birthday";
export const PARTY_FOCUS =
  "Parents who were at the last party: a card in every party bag, the host parent's thanks and review, a message they forward, the weekday and holiday slots filled through venues and organisers, and next year's birthday rebooked";

/** "Captain Fizz Parties is a children's party entertainer in South Manchester and Stockport for parents …" */
export function partyWhat(p: PartyEntertainer, product: string, audience: string, where: string): string {
  return `${product} is ${/^[aeiou]/i.test(p.word) ? "an" : "a"} ${p.word} ${where} for ${audience}: a parent books on another parent's word, usually after their child came home happy from a party you did, checks the price, the date and that you are ${p.checks.length ? joinWords(p.checks) : "checked and insured"}, and books again for next year's birthday if this one went well.`;
}

/** The strategy's own lines: the arithmetic, the weekends, the photos, parents not children. */
export function partyListening(p: PartyEntertainer, fill: (text: string) => string): string[] {
  const out = [fill("{peMath}")];
  if (p.weekendsFull) out.push("Your weekends are full and you are at parties every weekend, so nothing here asks for a weekend: the marketing is done on weekday mornings, and what happens at a party (the cards in the party bags, a word with the host parent) is what you already do.");
  if (p.noPhotos) out.push("You can only post photos of children with their parents' consent, and nothing here needs one: posts and pages show the set-up, your props, you in costume and parents' own words; a child appears only with the parent's consent for that photo, and never with a name.");
  out.push("Parents book and pay, so nothing here is addressed to the children: every message goes to a parent, an organiser or a venue.");
  return out;
}

/**
 * Lines a shop, an adults' venue or a club gives that mean nothing to a children's entertainer: a stamp card, a
 * staff perk card, gift vouchers, a market stall, the shop window, a till, regulars, a free first class.
 */
export const PARTY_MISFITS =
  /\bstamp cards?\b|\bstaff perk\b|\bgift vouchers?\b|\bstall at the\b|\bmarket stall\b|\bshop window\b|\bin the window\b|\bat the till\b|\bby the till\b|\bregulars?\b|\bfree first class\b|\bwalk-?ins?\b|\bhappy hour\b/i;

/** Sentences that show a child with no word of consent. */
const PHOTO_OF_CHILD = /\b(?:photo(?:graph)?s?|film|video|pictures?)\b[^.]*\b(?:child|children|kids|birthday girl|birthday boy)\b|\b(?:child|children|kids)\b[^.]*\b(?:photo(?:graph)?s?|filmed|video)\b/i;

/** A children's entertainer's plan speaks to parents, shows no child without consent and fills the weekdays; what the checker says when it does not. */
export function partyPlanGaps(p: PartyEntertainer | null, planText: string): { reason: string; note: string }[] {
  if (!p) return [];
  const out: { reason: string; note: string }[] = [];
  if (!/\bparents?\b/i.test(planText)) out.push({ reason: `${upperFirst(p.word)}s are booked by parents, and no tactic speaks to them.`, note: "Speaks to the children, not the parents" });
  const sentences = planText.split(/(?<=[.!?])\s+|\n/);
  const bare = sentences.find((s) => PHOTO_OF_CHILD.test(s) && !/\bconsent\b|\bpermission\b|\bno (?:child|photo)\b|\bno children\b|\bnever\b|\bI agree\b|\bneeds? no\b/i.test(s));
  if (bare) out.push({ reason: `Photos of children need their parent's consent, and this line asks for none: "${bare.trim().slice(0, 120)}".`, note: "Shows children without consent" });
  if (!/\bparty bags?\b|\bhost parent\b/i.test(planText)) out.push({ reason: "A children's entertainer's best advert is the party itself (the guests' parents), and no tactic uses it.", note: "Leaves out the party as the advert" });
  if (p.weekendsFull && !/\bweekdays?\b|\bafter-school\b|\bholidays?\b/i.test(planText)) out.push({ reason: "The weekends are full and the goal is weekday and holiday bookings, and no tactic fills them.", note: "Leaves the quiet slots empty" });
  return out;
}

/** What the AI prompt states about a children's entertainer: who books, what its plan is made of, the arithmetic. */
export function partyFacts(p: PartyEntertainer | null, weeks: number): string[] {
  if (!p) return [];
  const t = partyTokens(p, weeks);
  const lines = [
    `- ${upperFirst(t.peAWord ?? p.word)} (${t.peActs}${p.ages ? `, ${t.peChildren}` : ""}, ${t.pePrice}): parents book it weeks ahead on another parent's word. Write every message to parents, venues and organisers, never to the children. No shop tactics: no stamp card, gift vouchers, staff perk card, market stall, shop window or regulars`,
    `- Its plan: the party as the advert (a card in every party bag, a thank-you to the host parent with the review link, a photo ${t.pePhotoRule}); a short message host parents can forward to their ${t.peGroups} (the founder does not join those groups); the weekday and holiday slots filled where those parties happen (after-school parties, soft-play venues, community halls, nurseries' and schools' summer fairs, holiday clubs, libraries, housing associations, shopping-centre events, corporate family days); venues that recommend entertainers; ${t.peChecks} worded as things parents can see; prices in full; booking with a deposit; rebooking next year's birthday`,
  ];
  if (p.weekendsFull) lines.push("- The founder is at parties every weekend: all marketing work is done on weekdays");
  const math = partyMath(p, weeks);
  if (math) lines.push(`- The goal's arithmetic: ${math}`);
  return lines;
}

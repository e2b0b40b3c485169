import type { PartyEntertainer } from "~/plan-quality/party-entertainer";
import type { GuerrillaIdea } from "./guerrilla";
import type { ArchetypeTraits } from "./profile";
import type { Examples } from "./education";

/**
 * Quick wins for a children's entertainer booked for parties (Reading.partyEntertainer): it gets only these.
 * Parents book on the last party their child came home from and on another parent's word, so a shop's window,
 * stamp card or market stall give way to the parents who enquired and didn't book, the venues' desks and the
 * host parents already happy. Nothing is sent to a child.
 */
export const PARTY_ENTERTAINER_IDEAS: GuerrillaIdea[] = [
  {
    kinds: ["local"],
    tags: ["email-marketing"],
    forPartyEntertainer: true,
    name: "Message every parent you turned away for a Saturday this year with two weekday dates",
    description:
      "Go through this year's enquiries for Saturdays you were already booked, and send each parent whose child's birthday is still ahead one short message: you remember them, and you have {{two weekday dates}} after school free near the birthday. One message each; no chasing.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["referral"],
    forPartyEntertainer: true,
    name: "Send the forwardable message to the last ten host parents",
    description:
      "Send the last ten parents whose parties you did a thank-you with the short message they can forward to their {peGroups} when someone asks 'who did your party?', and the review link. Ten happy parents, each in two or three groups, is the word of mouth your parents book on.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["partnerships"],
    forPartyEntertainer: true,
    name: "Ask the two soft-play venues or halls you work at most whether they keep an entertainers' list",
    description:
      "On a weekday morning this week, call or visit the two venues where you've done the most parties: ask the manager whether they recommend entertainers to parents who book the party room, leave a few cards at the desk, and ask what they need to see ({peChecks}).",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["google-business"],
    forPartyEntertainer: true,
    name: "Put the full price, the checks and 'weekday parties' on your Google profile today",
    description:
      "Add to {product}'s Google profile today: {pePrice} in full, {peChecks}, the ages, and 'weekday after-school parties and holiday dates available'. A parent who got your name from another parent looks you up there before they message.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
];

/**
 * The parents who book a children's entertainer: mostly mums, planning a birthday four to eight weeks ahead,
 * asking in the class WhatsApp group and local parents' Facebook groups, booking whoever another parent raved
 * about; they check the price in full, the checks and the date, and book again next year if it went well.
 */
export function partyTraits(p: PartyEntertainer): Partial<ArchetypeTraits> {
  const ages = p.ages ? ` aged ${p.ages[0]}-${p.ages[1]}` : "";
  return {
    typical: `${p.word.charAt(0).toUpperCase()}${p.word.slice(1)}s are booked by a parent four to eight weeks before a child's birthday, usually on another parent's word: the last party their child came home from, or a recommendation in the class WhatsApp group or a local parents' Facebook group. The parent checks the price in full, the date, and that the entertainer is checked and insured, books with a deposit, and books again for next year's birthday if the children loved it.`,
    role: `parents of children${ages}, most often mums`,
    decides: "a parent decides, often with the other parent and with the birthday child's wishes; the date and the price in full decide between two names they were given",
    haunts: "the class WhatsApp groups and the school gate, local parents' Facebook groups, the party room desk at soft-play venues and halls, and Google when they search for an entertainer nearby",
    behaviors: [
      "Asks in the class WhatsApp group or a local parents' Facebook group 'who did your party?'",
      "Books four to eight weeks before the birthday, Saturdays first",
      "Checks the price in full, the reviews and that the entertainer is checked and insured",
      "Books the same entertainer again for next year, or for a younger brother or sister",
    ],
    needs: [
      "A party the children love and the parent doesn't have to run",
      "Someone they can trust with a room full of young children",
      "A price in full, with nothing added at the end",
      "A date near the birthday",
    ],
    pains: [
      "Every good entertainer booked on the Saturday they wanted",
      "Hidden extras for travel, time or a bigger group",
      "Not knowing whether the entertainer is checked and insured",
    ],
    goals: [
      "A birthday the child remembers",
      "A party the other parents talk about",
      "An afternoon that runs itself",
    ],
    objections: [
      { topic: /\b(price|cost|afford|expensive|pay)\b/i, text: "“{pePrice} is a lot on top of the venue and the food.”" },
      { topic: /\b(weekend|saturday|weekday|date)\b/i, text: "“We wanted a Saturday: will a weekday after school feel like a proper party?”" },
      { topic: /\b(safe|safety|check|dbs|insur|trust)\b/i, text: "“Who is this person with my child's friends, and are they checked and insured?”" },
      { topic: /\b(young|shy|age|ages)\b/i, text: "“Will the youngest ones (and the shy ones) join in?”" },
    ],
    buying: "Hears about the entertainer from another parent (at the last party, in the class WhatsApp group or a local parents' Facebook group) or at a soft-play venue's desk, checks the page, the reviews, the price in full and the date, books with a deposit, and books again for next year if the children loved it.",
  };
}

/** The Marketing Model's examples for a children's entertainer: the host parent, the party, the checks, the date. */
export function partyExamples(p: PartyEntertainer, competitor: string | null): Partial<Examples> {
  return {
    identity: "parents in {place} who want a party their child remembers and don't want to run it themselves",
    desire: "“Twenty children laughing and a birthday child who feels like the star: {peActs} from {product}, and you just bring the cake.”",
    urgency: "“{product}'s Saturdays in {{month}} are booked; I still have {{weekday date}} after school and {{holiday date}} free near {{child's first name}}'s birthday. A deposit holds the date.”",
    transform: "“I was dreading twenty five-year-olds in the living room. {product} had them spellbound for two hours and I actually drank my tea.” (a parent's words, quoted with their permission)",
    position: `“For parents in {place}, {product} is ${p.acts.length ? "{peActs}" : "a party"} for {peChildren}, {pePrice} with nothing hidden, {peChecks}, unlike ${competitor ?? "{{the entertainer whose extras appear at the end}}"}.”`,
    proof: "“{{number}} {product} parties in {place} this year; ‘{{a parent's words}}’ — {{parent's first name}}, parent of a {{age}}-year-old (quoted with their permission).”",
    journey: "“Message {product} with the date, get the price in full and two dates back the same day, hold the date with a deposit, and I'll message you eight weeks before next year's birthday.”",
  };
}

/** Where the Marketing Model says each engine is used, for a children's entertainer. */
export const PARTY_EMOTION_USE = "the party-bag card, the booking page, your Google profile and the message host parents forward";
export const PARTY_LOGIC_USE = "on the booking page, in the reply to every enquiry and on the card in every party bag";

import type { Accounting } from "~/plan-quality/accounting";
import type { Examples } from "./education";
import type { GuerrillaIdea } from "./guerrilla";
import type { ArchetypeTraits } from "./profile";

/**
 * Quick wins for an accounting or bookkeeping practice, a tax preparer or a payroll bureau (Reading.accounting):
 * it gets only these. Its clients come on a mate's word, from the counters and suppliers they use every week,
 * and at the dates they fear, so a SaaS company's cost calculator, teardown of a typical week or association
 * newsletter give way to clients, partners, the free check and the next date.
 */
const KINDS: GuerrillaIdea["kinds"] = ["b2b-smb", "software", "local"];

export const ACCOUNTING_IDEAS: GuerrillaIdea[] = [
  {
    kinds: KINDS,
    tags: ["referral"],
    forAccounting: true,
    name: "Ask your three happiest clients to pass your name to one {acctMate} each",
    description:
      "Three short personal messages today: thank them, and ask whether they know another {acctClient} who could use {product}, with a two-line message about the free {acctCheck} they can forward as it is.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: KINDS,
    tags: ["partnerships"],
    forAccounting: true,
    name: "Ask the two {acctPartnerShort} your clients use most for ten minutes this week",
    description:
      "Ask two clients where they buy, then ask each manager or rep for ten minutes at a quiet hour: would they hand out a card with the free {acctCheck} on it to customers who grumble about tax? Take the manager's name either way.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: KINDS,
    tags: ["seo"],
    forAccounting: true,
    name: "Put {price}, fixed, and what it covers at the top of your website today",
    description:
      "One line at the top of {product}'s site: {price}, fixed, what it covers, and the free {acctCheck} as the first step. The question every new client asks first is the price; answering it before they ask is what makes a fixed fee believable.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: KINDS,
    tags: ["referral"],
    forAccounting: true,
    onlyWhenSaid: /\bCIS\b/,
    name: "Tell every client owed a CIS refund that their return goes in the week after 5 April",
    description:
      "One message to each client with CIS deductions: their return is booked for the week after the tax year ends on 5 April, so the refund comes months sooner than a January return, and a mate in the same position can get a free {acctCheck}.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: KINDS,
    tags: ["facebook-groups"],
    forAccounting: true,
    onlyWhenSaid: /\bfacebook\b/i,
    cue: /\bfacebook\b/i,
    name: "Answer three questions in a Facebook group this week, as {acctPoster}",
    description:
      "Join two groups where {acctClientsShort} ask about {acctTopics}, read their rules, and answer three questions in plain words, with no link: the answer, and what to check. The name people remember is the one who answered.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: KINDS,
    tags: ["google-business"],
    forAccounting: true,
    name: "Put the free {acctCheck} in your Google profile and your message greeting",
    description:
      "Add the free {acctCheck} as a post on {product}'s Google profile and as the automatic greeting on your business number ({acctCheckSend}, and you reply within three working days), so everyone who finds you meets the offer first.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
];

/**
 * Clients of a practice: tradespeople, owners of restaurants, landlords or other small businesses who hate the
 * paperwork, do it late or not at all, and choose an accountant on a mate's or a supplier's word when a
 * deadline or a letter scares them; a fixed fee, plain words and someone who knows their trade keep them.
 */
export function accountingTraits(acc: Accounting): Partial<ArchetypeTraits> {
  const office = acc.rules === "us" ? "the IRS" : acc.rules === "uk" ? "HMRC" : "the tax office";
  const trades = acc.niche === "trades";
  const food = acc.niche === "hospitality";
  const uk = acc.rules === "uk";
  const mate = uk ? "mate" : "friend";
  const counter = uk ? "the trade counter" : "the supply house";
  const old = acc.role === "tax" ? "tax preparer" : "accountant";
  return {
    typical: trades
      ? `Tradespeople choose an accountant once and stay for years: on a ${mate}'s word or a name from ${counter}, usually when a deadline, a letter from ${office} or money they suspect they are owed finally pushes them. They want someone who speaks their language, a fixed fee, and paperwork that takes a photo${acc.whatsapp ? " on WhatsApp" : ""}, not an evening.`
      : food
        ? "Owners of independent restaurants, cafés and bars do the books at night after service until something goes wrong or another owner names someone; they choose on a word from an owner, a supplier or their association, and stay for years with someone who knows what food and staff should cost."
        : `Small business owners choose an accountant once and stay for years, on the word of someone they trust, usually when a deadline or a letter from ${office} finally pushes them; a fixed fee and plain words keep them.`,
    role: trades ? "sole-trader and small limited company tradespeople" : food ? "owners of independent restaurants, cafés and bars" : "owners of small businesses and the self-employed",
    org: trades ? "one-person or small trade businesses, often working as subcontractors" : undefined,
    decides: trades ? `the tradesperson decides alone, often after asking a ${mate} or their partner, who may do the paperwork today` : "the owner decides, usually after one conversation and a word from someone they trust",
    haunts: trades
      ? `${counter}${uk ? " and the builders' merchant" : ""}, their ${mate}s on site${acc.whatsapp ? ", WhatsApp" : ""}${acc.facebook ? ", local trades groups on Facebook" : ""}, and a search when a deadline is close`
      : food
        ? "their suppliers and reps, other owners, the hospitality association and the local food press, between lunch and dinner service"
        : "other owners, their suppliers and associations, and a search when a deadline is close",
    behaviors: trades
      ? [
          "Keeps receipts in the van and leaves the paperwork until a deadline or a letter forces it",
          `Asks a ${mate} or the people at ${counter} "who does yours?" before searching`,
          ...(acc.cis ? ["Has CIS taken off every payment and does not know how much can come back"] : ["Claims less than they could because they are not sure what counts"]),
          "Stays with an accountant for years once one answers quickly and plainly",
        ]
      : [
          "Does the books late at night until something goes wrong or a peer recommends someone",
          "Asks other owners, suppliers and their association who they use",
          "Switches at a natural point (a year end, after a deadline) rather than mid-stream",
        ],
    needs: [
      `A fixed fee with nothing extra they did not agree to`,
      trades ? "Someone who knows the trade and talks like it, not in jargon" : "Someone who knows their kind of business",
      trades && acc.whatsapp ? "Paperwork that takes a photo on WhatsApp, not an evening with a shoebox" : "Paperwork that fits around their working day",
    ],
    pains: trades
      ? [
          ...(acc.cis ? ["CIS taken off their pay that they never claim back"] : ["Costs they never claim because they are not sure what counts"]),
          `A letter or a penalty from ${office} because a return went in late`,
          "Evenings and weekends lost to paperwork after a day on site",
        ]
      : food
        ? ["Books done at midnight after service", "Finding out about food or staff costs months too late", "An accountant they hear from once a year"]
        : ["Evenings lost to admin", "Finding out about a problem months too late", "An adviser they hear from once a year"],
    goals: trades
      ? [acc.cis ? "Get the CIS they are owed back, sooner" : "Pay the tax they owe and not a penny more", "Never think about a deadline again", "Their evenings back"]
      : ["Their evenings back", "Knowing where the money goes, every month", "No nasty surprises at the deadline"],
    objections: [
      { topic: /\b(price|cost|worth|afford|expensive|pay|fee)\b/i, text: trades ? "“Is {price} worth it when I only need a tax return once a year?”" : "“Is {price} worth it for a business our size?”", when: "price" },
      { topic: /\b(bank|access|trust\w* you with)\b/i, text: "“Can I trust you with access to our bank?”" },
      { topic: /\b(switch\w*|current|old|usual|accountant|already|mate)\b/i, text: `“Changing ${old} sounds like a mess.”` },
      { topic: /\b(paperwork|receipts|hate|time|busy|van)\b/i, text: trades ? "“My paperwork's a mess; I'd be embarrassed to send it.”" : "“Our books are behind; where would you even start?”" },
      { topic: /\b(trust|know|understand|trade|restaurant|business)\b/i, text: trades ? "“Do you actually know how the trade works?”" : "“Do you know businesses like ours?”" },
    ],
    buying: trades
      ? `Hears of {product} from a ${mate}, ${counter}${acc.facebook ? " or a Facebook group" : ""}; sends a photo of their paperwork for the free check; gets a figure back; agrees to the fixed fee on a call or a visit; and, if the first return and refund go smoothly, stays for years and sends their ${mate}s.`
      : "Hears of {product} from another owner, a supplier or their association; sends last month's figures for the free check; meets once and checks what the monthly fee covers; starts at a natural point such as a month or year end; stays for years if the first months run without surprises, and recommends.",
  };
}

/** The Marketing Model's examples for a practice: the figure from the free check, the fixed fee, the mate's word. */
export function accountingExamples(acc: Accounting, competitor: string | null): Partial<Examples> {
  const trades = acc.niche === "trades";
  return {
    desire: acc.cis ? "“Send {product} a photo of your CIS statements tonight; by Friday you'll know what's coming back.”" : trades ? "“Send {product} a photo of your receipts; we'll tell you what you could have claimed.”" : "“Your evenings back, and the books done by {product}, who know {acctClients}.”",
    identity: trades ? "tradespeople who would rather be on the tools than doing paperwork" : "{acctClients} who would rather run their business than do its books at midnight",
    urgency: acc.cis ? "“File with {product} in the week after 5 April and your refund comes months before a January return; we take {{number}} new clients a month.”" : "“{product} takes {{number}} new clients before {{the next deadline}}; after that, the next start is {{date}}.”",
    transform: acc.cis
      ? "“I used to leave the paperwork in the van and never claimed my CIS back. Now I send {product} a photo on WhatsApp and the refund comes in May.”"
      : trades
        ? "“I used to leave the receipts in the van until the deadline. Now I send {product} a photo and it's done.”"
        : acc.niche === "hospitality"
          ? "“We used to do the books after closing. Now {product} sends one page a month and we read it over coffee.”"
          : acc.niche === "drivers"
            ? "“I used to guess my miles the week the return was due. Now I log them in a minute a day, {product} does the rest, and the tax bill holds no surprises.”"
            : "“I used to do my return the night before the deadline. Now {product} has it done months ahead.”",
    position: `“For {acctClients}, {product} is the ${acc.word} ${acc.insider?.name ? `with ${acc.insider.name}, who ${acc.insider.was}, on the team` : acc.insider ? `run by someone who ${acc.insider.was}` : "that knows your trade"}, for {price}, fixed; unlike ${competitor ?? "{{the accountant you see once a year}}"}, you can message us any day.”`,
    proof: "“{{a client's first name}}, {{what they do}}, a {product} client: ‘{{what we sorted for them, with the number}}’ (shared with their written permission).”",
    journey: "“Send {product} {acctCheckSent}, get a free {acctCheck} back within three working days, agree the fixed fee, and we take it over from your old {acctOld} for you.”",
  };
}

/** Where the Marketing Model says each engine is used, for a practice. */
export const ACCOUNTING_EMOTION_USE = "the free check's reply, the card on the counter, the message clients forward and the first line of every post";
export const ACCOUNTING_LOGIC_USE = "on the fixed-fee page, in the free check's result and in every reply about switching";

import { fieldOf, type Translator } from "~/plan-quality/translator";
import type { Examples } from "./education";
import type { GuerrillaIdea } from "./guerrilla";
import type { ArchetypeTraits } from "./profile";

/**
 * Quick wins for a language services business selling to businesses (Reading.translator): it gets only these.
 * Its buyers judge proof in their field and hear of a translator from people who used one, so a SaaS
 * company's cost calculator, teardown or launch gives way to the proof, the listing, the rate and referrers.
 */
const KINDS: GuerrillaIdea["kinds"] = ["b2b-smb", "b2b-enterprise", "software"];

export const TRANSLATOR_IDEAS: GuerrillaIdea[] = [
  {
    kinds: KINDS,
    tags: ["referral"],
    forTranslator: true,
    name: "Ask three people who have seen your work (project managers, consultants, colleagues) for a written recommendation",
    description:
      "Three short messages today{lspTerms}: ask each for a two-line recommendation on LinkedIn that names {lspDocs}, and tell them {product} now takes direct work.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: KINDS,
    tags: ["marketplaces"],
    forTranslator: true,
    name: "Rewrite your association directory listing for a {lspBuyer} today",
    description:
      "Open your listing with {lspAssociations} (or check how to join) and make the first line {lspPair}, {lspDocs}, {lspTurnaround}, with a link to {product}'s sample and glossary.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: KINDS,
    tags: ["seo"],
    forTranslator: true,
    name: "Put {lspRate}, {lspTurnaround} and your rush rate at the top of your website",
    description:
      "One line at the top of {product}'s site: {lspRate}, delivered in {lspTurnaround}, a rush rate for shorter deadlines, and what the rate includes (revision by a second linguist, the client's glossary kept).",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: KINDS,
    tags: ["community"],
    forTranslator: true,
    name: "Answer one question about translated documents in {lspNetworksShort} this week",
    description:
      "Find one open question about languages, labels or translated {lspDocs}, and answer it in writing with its source and no link; the checklist ‘{lspChecklist}’ can follow by message if they ask.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
];

/** Buyers of specialist translation: they buy on proof in their field and a colleague's word, and stay with one who keeps their terms. */
export function translatorTraits(t: Translator): Partial<ArchetypeTraits> {
  const f = fieldOf(t);
  const meddev = t.field === "meddev" || t.field === "pharma";
  return {
    typical: `${f.buyers.charAt(0).toUpperCase()}${f.buyers.slice(1)} buy translation ${meddev ? "as part of getting a product to market" : "when a matter, a deal or a launch needs it"}: they choose a ${t.word} on proof in their own field and a colleague's, a consultant's or a project manager's word, test with one document, and then stay for years with the one who keeps their terminology and meets their ${f.deadlines}.`,
    role: f.buyers,
    org: `small and mid-sized ${f.firms}`,
    decides: meddev ? "the regulatory affairs manager decides, often with a colleague who reads the target language checking a sample" : "the buyer decides, often after a colleague checks a sample",
    haunts: `${f.networks}; ${f.fairs}`,
    behaviors: [
      "Asks peers and consultants which translator they trust before searching",
      "Tests a new translator with one short document, read by a colleague who knows the language",
      `Books translation late, against a ${f.deadline}, and remembers who made the date`,
      "Stays with a translator once their terminology is right, and sends every new market's documents there",
    ],
    needs: [
      "Terminology right in their field, every time, with the references shown",
      `A delivery date they can plan a ${f.deadline} around`,
      "One person who keeps their glossary and answers queries",
    ],
    pains: [
      `Generic agencies that got the terminology wrong${meddev ? " and left them to answer for it in an audit" : ""}`,
      "Translations checked and corrected in-house, at their own cost",
      `A ${f.deadline} put at risk by a late translation`,
    ],
    goals: [`Documents accepted first time in ${t.markets.length ? t.markets.join(" and ") : "each market"}`, "One translator they trust for every new market", "Fewer corrections in-house"],
    objections: [
      { topic: /\b(price|cost|worth|afford|expensive|pay|rate|word)\b/i, text: "“An agency quotes a lower rate; why is a freelancer's worth it?”", when: "price" },
      { topic: /\b(capacity|volume|deadline|time|alone|freelance|holiday)\b/i, text: "“What happens when you're away or the job is too big for one person?”" },
      { topic: /\b(terminology|quality|wrong|burned|agencies|generic)\b/i, text: "“Every agency says it knows our field; how do we know you do?”" },
      { topic: /\b(confidential|nda|data|files)\b/i, text: "“Can we trust you with unreleased product files?”" },
    ],
    buying: `Hears of {product} from a consultant, a colleague or a network post, or finds it in an association directory; reads the sample and the glossary; sends one short document as a test, checked by a colleague; then sends each new market's documents, with their ${f.deadlines} held.`,
  };
}

/** The Marketing Model's examples: the proof, the rate explained, the glossary kept. */
export function translatorExamples(t: Translator): Partial<Examples> {
  return {
    desire: "“Your {lspDocs} in {lspPair}, with your terms right the first time: {product} shows you a sample before you send a word.”",
    identity: "{lspBuyers} who would rather check a sample than correct a translation",
    urgency: "“{product} holds days for your {lspDeadlines}: tell us the dates now and your documents are done in time; a rush rate covers the rest.”",
    transform: `“We used to correct every agency translation in-house before ${t.field === "meddev" || t.field === "pharma" ? "an audit" : "it went out"}. Since {product}, the glossary is ours and the files come back right.”`,
    position: "“For {lspBuyers}, {product} is a {lspPair} {lspWord} who works only on {lspDocs}, to {lspStandards}; unlike a generic agency, one person keeps your glossary.”",
    proof: "“{{a client's role}} at {{a company, with permission}}: ‘{{what changed, in their words}}’; or the sample and glossary on {product}'s page, there to check.”",
    journey: "“Read {product}'s sample and glossary, send one page for a free test, get a quote at {lspRate} with {lspTurnaround}, and your glossary is kept for every job after.”",
  };
}

export const TRANSLATOR_EMOTION_USE = "the first line of every note, the proof page and each directory listing";
export const TRANSLATOR_LOGIC_USE = "on the proof page, in every quote and in the rate sheet";

import { associationsOf, fieldOf, type Translator } from "~/plan-quality/translator";

/**
 * The view's fixed texts for a language services business selling to businesses (a freelance translator,
 * interpreter, localiser or subtitler, a small translation agency): the toolkit's six cards, the success tips
 * and the Marketing Model's how-to lines. Its buyers buy on proof in their field and a colleague's word, so
 * nothing here speaks of demo days, trade press, launch weeks or five cold contacts a day. Pure.
 */

type Card = [description: string, tryThis: string];

/** The toolkit's six cards; {product} is filled by the toolkit. */
export function translatorToolkit(t: Translator): Record<"Direct Outreach" | "Integration Marketing" | "Launch Stacking" | "Indirect Competitors" | "Partnerships" | "Power Users", Card> {
  const f = fieldOf(t);
  return {
    "Direct Outreach": [
      `Written, one named ${f.buyer} at a time, never bulk${t.noCalls ? " and never a call" : ""}: each note names something of theirs and gives something useful first (the checklist ‘${f.checklist}’, a free sample page of their own ${f.doc}).${t.dach ? " In Germany, Austria and Switzerland an unasked-for advertising email needs consent even between businesses: check, and use post or LinkedIn once connected." : ""}`,
      `Write five notes this week to ${f.buyers} whose products you can name.`,
    ],
    "Integration Marketing": [
      `Be part of how ${f.buyers} already find help: the directories of ${associationsOf(t)}, the lists regulatory and industry consultants keep of people they trust, and the glossary you keep inside each client's process.`,
      "Check which association directories you qualify for and what each listing shows.",
    ],
    "Launch Stacking": [
      `No launch: stack each new piece of proof instead. When the sample, the glossary or the checklist is ready, put it the same week in the proof pack, your directory listing, one post in ${f.networksShort} and the next five notes.`,
      "Finish the checklist, then use it in all four places in one week.",
    ],
    "Indirect Competitors": [
      `${f.buyers.charAt(0).toUpperCase()}${f.buyers.slice(1)} who would pay {product} today use a generic agency, machine translation checked in-house, or a colleague who speaks the language. What went wrong last time (a wrong term, a late file, an auditor's question) is your opening; a sample in their field is the answer.`,
      "Ask the next three buyers you speak to who translates for them now and what they correct.",
    ],
    Partnerships: [
      `Team up with the people who advise ${f.buyers} and hear about translation needs first: ${f.referrers}${t.exAgency ? ", within your agency contracts' non-solicitation terms (check them)" : ""}. Send work back their way too.`,
      "Write to two consultants this week with the proof pack and what you take on.",
    ],
    "Power Users": [
      "Your regular clients are your referrers and your proof. Keep their glossary, hold their dates, and ask each for one introduction to a colleague at another company, and for a two-line recommendation you may show, with their written permission.",
      "Send your best client their updated glossary and ask what is coming in the next six months.",
    ],
  };
}

/** Success tips: written contact, the weekly count, the capacity held, the rate held. */
export function translatorTips(t: Translator, slot: string): string[] {
  const f = fieldOf(t);
  return [
    `Keep ${slot} at the same time each week, and hold it even in a week of deadlines: the notes and answers you write then bring next quarter's work.`,
    "Every Friday, count notes sent, replies, sample pages, quotes and first jobs, by where each came from (a note, a network, a referral, the directory).",
    `Five written notes a week to named people beat fifty a day to strangers: ${f.buyers} share what they receive, and a bulk send follows you.`,
    "Hold the rate: a first job at a discount sets the price of every job after. The free sample page is the first step, not a lower rate.",
  ];
}

/** The Marketing Model's how-to lines for a translator: the proof, the rate explained, the glossary kept. */
export const TRANSLATOR_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open every note, listing and proof page with what the buyer wants back (documents accepted first time, no corrections in-house, a date they can plan around), not a list of language pairs.",
  identity:
    "Name the buyers and the documents you work on (their field, their company size, their markets). Saying which documents you don't take makes the rest believable.",
  urgency:
    "Tie every offer to a date the buyer already faces (a submission, an audit, a launch in a new market) and to the days you can hold for it. Never invent scarcity.",
  transform:
    "Show one buyer's before and after, with their written permission: the agency file corrected in-house before, the glossary kept and the files right after.",
  position:
    "Write one line: \"For [buyers] who [problem], [you] is the [pair] translator who [key difference], unlike [a generic agency or machine translation checked in-house]\". Use it in every note, listing and quote.",
  clarity:
    "Say in one sentence the pair, the documents and the turnaround. If a buyer cannot repeat it to a colleague, cut it until they can.",
  proof:
    "Show work before any claim: the sample, the glossary, the checks you run. Add one client's words, with their written permission, as soon as you have them.",
  journey:
    "Walk the steps from a first note to the second job: the checklist, the free sample page, the quote with the date, the delivery with the glossary, the dates held. Remove one wait at every step.",
};

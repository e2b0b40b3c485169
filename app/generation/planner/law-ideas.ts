import type { Law } from "~/plan-quality/law";
import { withArticle } from "~/plan-quality/words";
import type { GuerrillaIdea } from "./guerrilla";
import type { ArchetypeTraits } from "./profile";
import type { Examples } from "./education";

/**
 * Quick wins for a law practice for consumers (Reading.law): it gets only these. Its clients choose on a
 * trusted person's word and on the firm's own answers and prices, so a shop's counter swap, a
 * bring-a-neighbour card or a window give way to the fee at the top of the site, the organiser who could host
 * a talk, the professional who already sent someone, and the questions clients asked this month. None costs money.
 */
export const LAW_IDEAS: GuerrillaIdea[] = [
  {
    kinds: ["local"],
    tags: ["seo"],
    forLaw: true,
    name: "Put the fixed fee at the top of the site today",
    description:
      "Add one line to the top of {product}'s home page and the Google profile: {lawFeeLine}, with a link to what it includes. Then ask the next three people who enquire whether they saw it.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["community"],
    forLaw: true,
    name: "Ask one past client which church or association would welcome a talk",
    description:
      "Ring a past client who was happy with {product} and ask one question: where do people like you ask about {lawHelp}? Ask them to introduce you to whoever organises events there, and offer the talk '{lawTalk}'.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["partnerships"],
    forLaw: true,
    name: "Thank the last professional who sent you a client, and ask what would help them",
    description:
      "Look in your files for the last client another professional sent to {product}, ring that person to thank them (without a word about the client's matter), and ask what would make it easier to send the next one. Check {lawRegulator}'s rules on referrals before you agree anything.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["seo"],
    forLaw: true,
    name: "Write down the five questions clients asked this month, in their words",
    description:
      "Go through this month's enquiries and note the five questions people asked most, word for word ({lawQuestionOne}). They are the headings of your first guide, the first lines of your fees page and the questions of your next talk.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
];

/**
 * The people who instruct a law practice for consumers: a couple facing a visa deadline, someone separating, a
 * family after a death; frightened of an outcome, choosing within days or putting it off for years, on the
 * word of someone they trust and on whether the firm answers their question and says what it costs.
 */
export function lawTraits(l: Law): Partial<ArchetypeTraits> {
  const us = l.rules === "us";
  const immigration = l.area === "immigration";
  return {
    typical: immigration
      ? `People facing an immigration deadline choose ${withArticle(l.lawyer)} in a hurry and in fear of ${us ? "a denial" : "a refusal"}: they ask at church, at work and in their community's groups who to trust, read conflicting advice online, are often quoted by ${us ? "notarios and unlicensed consultants" : "unregulated advisers"}, and instruct the regulated firm that answers their question plainly, says its fee up front and replies first. A case handled well is recommended across a whole community for years.`
      : `People come to ${withArticle(l.lawyer)} once, for a matter that frightens them, and choose on the word of someone they trust (a friend, another professional, their community) and on whether the firm's own pages answer their question and say what it costs; a matter handled well is recommended for years.`,
    role: immigration ? "couples and families facing an immigration deadline" : "people facing a legal matter for the first time",
    decides: immigration ? "the couple decides together, often with family abroad and at home giving advice; the partner with the visa at stake feels it most" : "the client decides, often with a partner or family, and sometimes on the advice of another professional",
    haunts: `friends and family, ${l.church ? "church, " : ""}their community's ${l.whatsapp ? "WhatsApp groups" : "groups"}${l.facebookGroups ? " and Facebook groups" : ""}, Google searches for their exact question, ${us ? "Avvo" : "ReviewSolicitors"} and Google reviews, and the advice centres and professionals they already know`,
    behaviors: [
      "Searches their exact question late at night, and reads whatever answers it, regulated or not",
      "Asks people they trust who they used, and whether they were honest about the cost",
      "Contacts two or three firms the same week and goes with the one that replies first with a clear fee",
      "Checks reviews and whether the firm is regulated before paying anything",
    ],
    needs: [
      "A plain answer to their question before they pay anything",
      "A fixed fee in writing, with what's included and what's paid on top",
      "Someone who replies quickly and tells them honestly how strong their case is",
      "To know exactly what to gather and when the deadline falls",
    ],
    pains: [
      immigration ? "Conflicting advice from Facebook groups and friends of friends" : "Conflicting advice from friends and the internet",
      immigration ? `Being quoted, or taken, by ${us ? "notarios and unlicensed consultants" : "unregulated advisers"}` : "Hourly bills that grow without warning",
      "Firms that take days to reply, or won't say what it costs",
      `Fear of ${waysWorry(l)}, and not knowing whether they have a strong case`,
    ],
    goals: [
      immigration ? "Their application granted, and their family together without fear" : "The matter settled, fairly and without surprises",
      "A fee they knew from the start",
      `${withArticle(l.lawyer).replace(/^a/, "A")} they would recommend to their own family`,
    ],
    objections: [
      { topic: /\b(price|cost|fee|afford|expensive|pay)\b/i, text: `“Why pay ${withArticle(l.lawyer)} when someone ${l.church ? "at church" : "I know"} said they'd do it for less?”` },
      { topic: /\b(promise|guarantee|outcome|refus\w*|succeed)\b/i, text: "“Can you promise it will be approved?”" },
      { topic: /\b(trust|regulated|genuine|scam)\b/i, text: "“How do I know you're genuine?”" },
      { topic: /\b(myself|diy|own)\b/i, text: "“Can't we just do the forms ourselves?”" },
    ],
    buying: `A deadline or a letter starts it; they ask people they trust, search their question and read conflicting answers, contact two or three firms, choose the one that answers plainly with a fixed fee and replies first, check it is regulated and has reviews, and instruct; a case handled well is recommended to ${l.communities ?? "friends and family"} for years.`,
  };
}

const waysWorry = (l: Law) =>
  l.area === "immigration" ? (l.rules === "us" ? "a denial" : "a refusal") : l.area === "family" ? "losing the house or time with the children" : l.area === "wills" ? "leaving a mess for the family" : l.area === "injury" ? "paying for a claim that fails" : "an outcome they can't undo";

/** The Marketing Model's examples for a law practice: a plain answer, the fixed fee, an honest next step, no promised outcome. */
export function lawExamples(l: Law): Partial<Examples> {
  const immigration = l.area === "immigration";
  return {
    desire: immigration
      ? "“Your application ready, with every document the Home Office asks for, and a fixed fee you knew from the first call: that's {product}.”".replace("the Home Office", l.rules === "us" ? "USCIS" : "the Home Office")
      : "“Your {{matter}} handled by {lawALawyer} who explains every step, for a fixed fee you knew from the first call: that's {product}.”",
    identity: immigration ? "couples and families who want their application done properly, by someone regulated they can trust" : "people who want {lawALawyer} who explains things plainly and says the price first",
    urgency: immigration
      ? "“If your visa ends on {{date}}, your application has to be in before then: send {product} your documents by {{a date weeks before}} and we'll tell you what's missing.”"
      : "“{{the real deadline for this matter}}: send {product} the papers by {{a date}} and we'll tell you what's missing, in good time.”",
    transform: immigration
      ? "“We'd read ten different answers on Facebook and paid an adviser who wasn't regulated. {product} told us plainly what was missing and what it would cost.” (a client's words, with their consent)"
      : "“We'd been putting it off for years because we didn't know what it would cost. {product} told us the fee on the first call and explained every step.” (a client's words, with their consent)",
    position: "“For {audience}, {product} is {lawAWord} in {lawTown} with regulated {lawyers}, fixed fees and plain answers; unlike {lawFakes}, {{the one thing only you do}}.”",
    proof: "“{product}: {lawRegistered}; ‘{{a client's words about how they were treated}}’ — {{first name}}, on {lawReviewSites} (quoted with their consent).”",
    journey: "“Read the guide, see the fixed fee on {product}'s page, send your question and get a reply within a working day with the next step.”",
  };
}

/** Where the Marketing Model says each engine is used, for a law practice. */
export const LAW_EMOTION_USE = "the first lines of your fees page and your guides, your Google profile, your talks and the first line of every enquiry reply";
export const LAW_LOGIC_USE = "on the fees page, in every enquiry reply and in the note to referrers";

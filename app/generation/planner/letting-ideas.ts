import type { Letting } from "~/plan-quality/letting";
import type { Examples } from "./education";
import type { GuerrillaIdea } from "./guerrilla";
import type { ArchetypeTraits } from "./profile";

/**
 * Quick wins for a letting agent, an estate agent or a US property manager (Reading.letting): it gets only
 * these. Its clients choose an agent once, on a friend's word, a board in the street, reviews and a valuation,
 * so a SaaS company's teardown of a typical week, cost calculator or association newsletter give way to the
 * clients it has, the professionals who serve them, the streets it already works in and the Google profile.
 */
const KINDS: GuerrillaIdea["kinds"] = ["b2b-smb", "software", "local"];

export const LETTING_IDEAS: GuerrillaIdea[] = [
  {
    kinds: KINDS,
    tags: ["referral"],
    forLetting: true,
    name: "Ask your five longest-standing {ltClients} who else they know with a home to let",
    description:
      "Five short personal messages or calls today, to {ltClients} you already look after: thank them, tell them {product} does the switch for anyone unhappy with their {ltAgent}, and ask whether they know one other {ltClient} who is. No reward: a thank-you note when a name comes.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: KINDS,
    tags: ["partnerships"],
    forLetting: true,
    name: "Book two coffees this week with the {ltPartnerPair} your {ltClients} use most",
    description:
      "Ask three {ltClients} which {ltPartnerPair} they used, then ask each for 20 minutes this week: what do their clients ask about {ltTrade}, and who do they send them to today? Leave the one-page introduction: {ltProof}.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: KINDS,
    tags: ["google-business"],
    forLetting: true,
    name: "Put your own numbers at the top of the Google profile and the website today",
    description:
      "Rewrite the first line of {product}'s Google profile and website with the numbers {ltClients} can check ({ltProof}) and the line 'Unhappy with your {ltAgent}? We do the switch.' Then ask the last three {ltClients} whose homes you {ltVerb} for a review.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: KINDS,
    tags: ["flyers"],
    forLetting: true,
    name: "A handwritten note to owners whose home has had another agent's board outside for a month",
    description:
      "Once a fortnight, walk the streets you work in and note the homes where another agent's board has stood for four weeks or more. Leave one short handwritten note, not a leaflet: what {product} would do differently ({ltProof}) and an offer of a free look at why it has not gone. Check the rules on canvassing where you work first, never knock, and write only once.",
    costLevel: "Under $50",
    impact: "Medium",
  },
];

/**
 * The people who choose a letting agent, an estate agent or a property manager: landlords with one to a few
 * homes (often accidental, or a pension in bricks), or home sellers; they choose once, on a friend's word, a
 * board, reviews and a valuation, and switch when the current agent lets them down.
 */
export function lettingTraits(l: Letting): Partial<ArchetypeTraits> {
  const sales = l.side === "sales";
  const us = l.us;
  const broker = us ? "lender" : "mortgage broker";
  if (sales) {
    return {
      typical: "Home sellers choose an agent once, usually after two or three valuations, on a friend's word, the boards in their street and reviews; they stay with the one who keeps them told what is happening, and tell friends about the one who sold well.",
      role: "homeowners selling, often moving on, downsizing or selling a parent's home",
      org: "one home, usually their biggest asset",
      decides: "the owners decide together, often with grown-up children when a parent's home is sold, after two or three valuations",
      haunts: `the boards in their street, Google reviews, friends and neighbours who sold recently, their ${broker} and solicitor`,
      behaviors: [
        "Invites two or three agents to value before choosing",
        "Reads reviews and looks at which agent's boards are up nearby",
        "Judges the agent in the first weeks by how often they hear from them",
      ],
      needs: ["An honest valuation, not the highest one", "To know what is happening every week", "A buyer who gets to completion"],
      pains: ["Agents who go quiet after the listing", "A price set too high to win the instruction", "Sales that fall through late"],
      goals: ["Sold at a fair price, on time", "No surprises between offer and completion", "Someone they trust handling it"],
      objections: [
        { topic: /\b(price|fee|cost|cheap|online|expensive)\b/i, text: "“Why pay more than an online agent?”", when: "price" },
        { topic: /\b(tied|contract|sole agency|switch)\b/i, text: "“I'm tied in with my current agent.”" },
        { topic: /\b(valuation|value|worth)\b/i, text: "“Another agent valued it higher.”" },
      ],
      buying: "Invites two or three agents to value; compares the valuation, the fee and how each agent comes across; checks reviews and boards nearby; chooses one and signs a sole agency agreement; judges them by the updates and the viewings, and recommends the one who sold well.",
    };
  }
  return {
    typical: `Landlords with one to a few ${us ? "rentals" : "properties"} choose an agent once and switch only when let down: a repair ignored, a long void, rent gone unpaid, a rule they were not told about. They find the next one on a friend's word, their ${broker}'s or ${us ? "CPA" : "accountant"}'s, the boards in their street and reviews, and choose the agent who answers quickly and explains plainly, not the cheapest.`,
    role: us ? "owners of one to a few rental homes, often accidental landlords or investors near retirement" : "landlords with one to a few properties, often accidental landlords or people whose pension is in bricks",
    org: us ? "one to a few rental homes, often their main investment" : "one to a few properties, often their pension or an inherited home",
    decides: `the ${us ? "owner" : "landlord"} decides, often with a partner, after meeting one or two ${us ? "managers" : "agents"} and reading the agreement`,
    haunts: `their ${broker}, ${us ? "attorney and CPA" : "solicitor and accountant"}, ${us ? "the local real estate investors' association" : "the local landlord association"}, local landlord groups on Facebook, the boards in their street, Google reviews`,
    behaviors: [
      "Puts up with a poor agent until something goes wrong, then looks for another within days",
      `Asks their ${broker}, ${us ? "CPA" : "accountant"} or another landlord who they use`,
      us ? "Reads a manager's reviews from owners and residents before calling" : "Reads an agent's reviews from landlords and tenants before calling",
      `Worries about ${us ? "new state and local rules" : "new rules"}, ${us ? "security deposits" : "deposits"} and ${us ? "vacancies" : "voids"} more than about the fee`,
    ],
    needs: [
      "Repairs dealt with without a call at night",
      us ? "Rent paid on time and an empty home rented quickly" : "Rent paid on time and an empty home let quickly",
      `Plain answers about ${us ? "the rules" : "new rules"} and what they must do`,
    ],
    pains: [
      us ? "A big management company that never answers the phone" : "A chain agent who never answers the phone",
      us ? "Vacancies and late rent" : "Voids and arrears",
      "Not knowing whether they are breaking a rule",
    ],
    goals: ["Rent in the bank every month without the work", "A home looked after and a tenant who stays", "Staying on the right side of the rules"],
    objections: [
      { topic: /\b(price|fee|cost|cheap|online|expensive|£|\$)\b/i, text: `“Why pay ${l.fee ?? "a percentage"} when ${us ? "a flat-fee manager" : "an online agent"} is cheaper?”`, when: "price" },
      { topic: /\b(switch|tied|contract|notice|current agent|chain)\b/i, text: us ? "“Switching managers sounds like a headache.”" : "“Switching agents sounds like a headache.”" },
      { topic: /\b(small|independent|chain|big)\b/i, text: us ? "“Will a small company still be there when something goes wrong?”" : "“Will a small agent still be there when something goes wrong?”" },
    ],
    buying: `Something goes wrong with the current ${us ? "manager" : "agent"}, or a home becomes theirs to ${us ? "rent out" : "let"}; asks a friend, their ${broker} or ${us ? "CPA" : "accountant"}, reads reviews and notices the ${us ? "signs" : "boards"} nearby; meets one or two ${us ? "managers" : "agents"} for a valuation or a chat; reads the agreement and the fee; signs; and, if the first repair and the first rent go smoothly, stays for years and recommends.`,
  };
}

/** The Marketing Model's examples for an agent: the switch, the numbers, the rules answered. */
export function lettingExamples(l: Letting): Partial<Examples> {
  const sales = l.side === "sales";
  return {
    desire: sales ? "“Sold at a fair price, with {product} telling you every Friday what happened that week.”" : "“Rent in on time, repairs sorted without a call at night: {product} looks after your let in {place}.”",
    identity: sales ? "homeowners in {place} who want an agent who tells them the truth" : "landlords who want their home looked after properly, not the cheapest agent",
    urgency: sales ? "“{product} is valuing in {{area}} this month; book a free valuation and get a written figure within three working days.”" : "“{{the change}} is coming (check the date on {ltRulesSource}): book a free 20-minute check of your let with {product} before it does.”",
    transform: sales
      ? "“Our last agent went quiet for a month. {product} sent an update every Friday and sold in {{weeks}} weeks.” (a seller's words, with permission)"
      : "“My last agent never answered about the boiler. Since we moved to {product}, repairs get sorted and I don't get the calls.” (a landlord's words, with permission)",
    position: `“For {ltClients} in {place}, {product} is ${l.independent ? "the independent" : "the"} ${l.word} with {ltEdge}, unlike {ltOnline}.”`,
    proof: "“{ltProof}; ‘{{a landlord's words}}’ — {{first name}}, a {product} {ltClient} (quoted with permission).”",
    journey: sales ? "“Book a free valuation with {product}; a written figure within three working days; an update every Friday once you're listed.”" : "“Call {product}; we read your current agreement with you, do the whole handover, and your first inspection report comes within {{weeks}} weeks.”",
  };
}

/** Where the Marketing Model says each engine is used, for an agent. */
export const LETTING_EMOTION_USE = "the first line of the Google profile, the switch letter, the card through the door and the first minute of every valuation";
export const LETTING_LOGIC_USE = "on the numbers page, at every valuation and in the switch letter";

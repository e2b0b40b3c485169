import type { ItSupport } from "~/plan-quality/it-support";
import type { Examples } from "./education";
import type { GuerrillaIdea } from "./guerrilla";
import type { ArchetypeTraits } from "./profile";

/**
 * Quick wins, the customer profile and the Marketing Model's examples for a managed IT support company
 * (Reading.itSupport): it gets only these. Offices change provider when something goes wrong and ask
 * someone they trust, so a SaaS company's cost calculator, demo or association newsletter give way to the
 * free health check, the referrers, the switch and the clients' own word.
 */
const KINDS: GuerrillaIdea["kinds"] = ["b2b-smb", "software", "local"];

export const IT_SUPPORT_IDEAS: GuerrillaIdea[] = [
  {
    kinds: KINDS,
    tags: ["partnerships"],
    forItSupport: true,
    name: "Ask your three clients' accountants and landlords for twenty minutes this week",
    description:
      "Ask three clients who does their accounts and who their landlord is, then ask each for twenty minutes: when their clients or tenants have an IT scare, would they mention {product}'s free {itCheck}? Leave a card either way.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: KINDS,
    tags: ["referral"],
    forItSupport: true,
    name: "Send your three happiest clients a two-line message they can forward to another office manager",
    description:
      "Three personal messages today, to the clients whose problem you fixed fastest: thank them, and ask whether they know another office manager in {itCity} who would like a free {itCheck}, with two lines they can forward as they are.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: KINDS,
    tags: ["seo"],
    forItSupport: true,
    name: "Put last month's helpdesk answer time and the free {itCheck} at the top of {product}'s site",
    description:
      "One line at the top of the site: how fast the phone was answered last month, {price}, and the free {itCheck} as the first step. An office that chose its last provider for a low price and got no answer reads the answer time first.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: KINDS,
    tags: ["speaking"],
    forItSupport: true,
    name: "Offer a twenty-minute phishing talk to one regional professional group or {itChamber} this week",
    description:
      "One email to the events organiser of {itAcctBody}, {itLawBody} or {itChamber}: five real phishing emails sent to offices like their members', and the three settings that stop them. No pitch; the free {itCheck} on the last slide.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
];

export function itSupportTraits(it: ItSupport): Partial<ArchetypeTraits> {
  const clients = it.clients ?? "small offices";
  const uk = it.rules === "uk";
  return {
    typical: `Small offices change IT provider rarely and only after something goes wrong: a phishing email that nearly worked, a backup that turned out not to restore, a helpdesk that does not answer. Then they ask someone they trust (their accountant, their landlord, another office manager) who to call, and stay for years with a provider who answers the phone and explains things plainly.`,
    role: `owners and office managers of small offices (${clients})`,
    org: it.size ? `${it.size} offices, usually on one site, where the partners or the owner sign the contract` : "small offices, usually on one site, where the partners or the owner sign the contract",
    decides: "the office manager finds the provider and the owner or partners sign, usually after one meeting, a look at what the switch involves and a word from someone they trust",
    haunts: `their accountant, their landlord or serviced office, their profession's regional society${uk ? " and the chamber of commerce" : ""}, other office managers, and a search on the day something breaks`,
    behaviors: [
      "Put up with slow or absent IT support until a scare (a phishing email, a failed backup, a day without email) forces a change",
      "Ask their accountant, landlord or another office manager who they use before searching",
      "Stay with a provider for years once it answers quickly and plainly",
    ],
    needs: [
      "Someone who answers the phone when something breaks",
      "Backups that are tested, and email that is hard to break into",
      "A switch from the current provider that does not disrupt a working week",
    ],
    pains: [
      "A nephew or a one-man band who is on holiday when the server fails",
      "Not knowing whether the backup would actually restore",
      "A phishing email or a fake invoice that nearly worked",
    ],
    goals: ["IT that works without them thinking about it", "A clear answer when a client or an insurer asks about security", "A fixed monthly cost per person"],
    objections: [
      { topic: /\b(price|cost|worth|afford|expensive|pay|fee)\b/i, text: "“Is {price} worth it when our nephew does it for nothing?”", when: "price" },
      { topic: /\b(switch\w*|current|old|provider|contract|nephew|one-man)\b/i, text: "“Changing provider sounds like weeks of disruption, and an awkward conversation.”" },
      { topic: /\b(answer|phone|helpdesk|support|respond)\b/i, text: "“Our last provider said they'd answer too.”" },
      { topic: /\b(trust|know|understand|business|office)\b/i, text: "“Do you know offices like ours?”" },
    ],
    buying: "Has a scare or hears of {product} from their accountant, landlord, a talk or another office manager; books the free {itCheck}; reads the one page of fixes; meets once about the switch, the notice period and the price; the partners sign; onboarding week; stays for years if the helpdesk answers, and introduces others.",
  };
}

/** The Marketing Model's examples for an IT support company. */
export function itSupportExamples(it: ItSupport, competitor: string | null): Partial<Examples> {
  return {
    desire: "“Email that works on Monday morning, backups {product} has tested, and a person who answers when you ring.”",
    identity: `office managers of ${it.clients ?? "small offices"} who want IT they never think about`,
    urgency: "“{product} takes on {{number}} new offices a month so each gets a proper onboarding week; the next start is {{date}}, planned around your current notice period.”",
    transform: "“Our backup hadn't worked for months and nobody knew. Since {product}, it's tested every month and someone answers the phone.”",
    position: `“For {itClients} in {itArea}, {product} is the IT support that answers the phone, for {price}; unlike ${competitor ?? "{{a nephew or a one-man band}}"}, we tested your backup before you signed.”`,
    proof: "“{{a client's first name}}, office manager at {{their office}}, a {product} client: ‘{{what changed, with the number}}’ (shared with their written permission). Last month's helpdesk: phone answered in {{seconds}} seconds.”",
    journey: "“Book a free {itCheck} with {product}, get one page of fixes within two working days, agree the switch around your notice period, and we handle the handover from your old provider.”",
  };
}

/** Where the Marketing Model says each engine is used, for an IT support company. */
export const IT_SUPPORT_EMOTION_USE = "the health check's result, the referrers' cards, the phishing talk and the message clients forward";
export const IT_SUPPORT_LOGIC_USE = "on the switch page, in the health check's one page and in every reply about price and notice periods";

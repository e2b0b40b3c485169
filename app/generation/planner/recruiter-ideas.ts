import type { Recruiter } from "~/plan-quality/recruiter";
import type { Examples } from "./education";
import type { GuerrillaIdea } from "./guerrilla";
import type { ArchetypeTraits } from "./profile";

/**
 * Quick wins for a recruitment, staffing or temp agency or a headhunter (Reading.recruiter): it gets only these.
 * Its clients were cold called and sent unsuitable CVs by every agency, and its candidates are its supply, so a
 * SaaS company's cost calculator, teardown or association newsletter give way to both sides: placed candidates,
 * past clients, the adviser who hears of a hire first, and an advert with the salary in it.
 */
const KINDS: GuerrillaIdea["kinds"] = ["b2b-smb", "software", "local"];

export const RECRUITER_IDEAS: GuerrillaIdea[] = [
  {
    kinds: KINDS,
    tags: ["referral"],
    forRecruiter: true,
    name: "Ask three candidates {product} placed for one name each this week",
    description:
      "Three short messages to people you placed who are happy in the job: how is it going, and do they know someone good who might move this year, or who is hiring? Ask once, thank them either way.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: KINDS,
    tags: ["calls", "referral"],
    forRecruiter: true,
    name: "Call every client whose hire started three months ago",
    description:
      "List every placement that started about three months ago and call each {recBuyer} this week: how is the hire doing, anything to fix within the {recGuarantee}, and what does the team look like in six months?",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: KINDS,
    tags: ["seo"],
    forRecruiter: true,
    name: "Put the salary range on every live advert today",
    description:
      "Rewrite {product}'s live adverts with the salary range, hours, hybrid days and the area of {recTown}; the right {recPeople} answer adverts that say what the job pays, and reply to every applicant within two working days.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: KINDS,
    tags: ["partnerships"],
    forRecruiter: true,
    name: "Ask two clients who their accountant and business banker are",
    description:
      "On your next two client calls, ask who advises them as they grow; write to those two people this week with {product}'s shortlist promise and an offer of the salary guide when it's ready.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: KINDS,
    tags: ["events", "community"],
    forRecruiter: true,
    name: "Write to the {recTown} committee of one professional body about an evening",
    description:
      "Find the {recTown} group of one of {recBodies} on the body's own site and write to its committee contact offering a 20-minute talk on salaries in {recRoles}, no pitch, fitted to their rules for events with outside firms.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
];

/**
 * Clients of a recruiter: finance directors, owner-managers or hiring managers at small and mid-sized firms who
 * hire a few times a year, have been cold called and spammed with CVs, and choose on proof: the right few people,
 * fast, a fee they understand. The other side, candidates, are named in the behaviours and the buying path.
 */
export function recruiterTraits(r: Recruiter): Partial<ArchetypeTraits> {
  const uk = r.rules === "uk";
  const cv = uk ? "CVs" : "resumes";
  const field = r.field ?? "specialist";
  return {
    typical: `A ${field} director or owner-manager hires two or three times a year and dreads it: an advert brings two hundred applications, an agency brings ${cv} that don't fit, and every agency rings. They give roles to the one or two recruiters who once sent three right people fast and were straight about the fee; the ${field} people they want choose the recruiter who knew their work and kept in touch.`,
    decides: "the finance director or owner decides, often with the manager the hire will report to; one role at a time, on a recruiter's first shortlist",
    haunts: `their own network, their accountant and banker, the local professional bodies' evenings, LinkedIn (read, rarely answered), and an inbox full of agencies' ${cv}`,
    behaviors: [
      `Ignores recruiters' cold calls and unsolicited ${cv}`,
      "Advertises a role themselves first, then calls a recruiter when the applications are wrong or too many",
      "Asks their accountant or another finance director who they use",
      "Goes back to the recruiter whose last hire worked out",
    ],
    needs: ["Three right people, fast, without reading two hundred applications", "A fee and a guarantee they understand before they start", "Someone who understands the role and their team"],
    pains: [`Piles of unsuitable ${cv} from agencies that didn't listen`, "Cold calls from every agency in town", "A hire who leaves in the first months"],
    goals: ["A hire who is still there and doing well in a year", "Less of their own time spent hiring", "A recruiter they can call again"],
    objections: [
      { topic: /\b(price|cost|fee|expensive|15%|percent|ads?)\b/i, text: `“Why pay ${r.fee ?? "a fee"} when a job ad costs a fraction of that?”`, when: "price" },
      { topic: /\b(cvs?|spam|unsuitable|agency|agencies)\b/i, text: `“Every agency says they listen, then sends twenty ${cv}.”` },
      { topic: /\b(leave|leaves|left|guarantee|rebate)\b/i, text: "“What if they leave after two months?”" },
      { topic: /\b(understand|role|team|know)\b/i, text: "“Do you actually understand what this role involves?”" },
    ],
    buying: `Hears of {product} from their accountant, another finance director or a salary guide they asked for; gives one role after a brief call and the written terms; gets three people within a week; hires one; gets a call at three months, and gives the next role. On the other side, a ${field} person meets {product} at an evening, an advert or a friend's referral, is placed, and passes on a name.`,
  };
}

/** The Marketing Model's examples for a recruiter: three people in a week, the fee in writing, the salary guide. */
export function recruiterExamples(r: Recruiter): Partial<Examples> {
  const cv = r.rules === "uk" ? "CVs" : "resumes";
  return {
    desire: "“Three people {product} has met, within a week, for your {{role}}: no pile to read.”",
    identity: "finance directors who would rather interview three right people than read two hundred applications",
    urgency: "“{product} takes on {{number}} new roles this month so that every one gets its shortlist within a week; the next start is {{date}}.”",
    transform: `“We used to get twenty ${cv} from agencies that hadn't read the brief. {product} sent three, and we hired the second.”`,
    position: `“For {recBuyers} at {recFirms}, {product} is the ${r.word} that sends three people it has met within a week, with the fee (${r.fee ?? "{{fee}}"}) and the {recGuarantee} in writing; unlike the agencies that call every week, it never sends a ${r.rules === "uk" ? "CV" : "resume"} you didn't ask for.”`,
    proof: "“{{a client's first name}}, {{their role}} at {{firm}}: ‘{{what the hire changed, with the number}}’ (shared with their written permission); {{number}} of {product}'s clients have come back for a second hire.”",
    journey: "“A 30-minute brief call with {product}, the terms agreed in writing, three people within five working days, interviews arranged for you, and a call at three months.”",
  };
}

/** Where the Marketing Model says each engine is used, for a recruiter. */
export const RECRUITER_EMOTION_USE = "the first line of every advert, the salary guide's cover and every first reply to a finance director";
export const RECRUITER_LOGIC_USE = "on the terms page, in every shortlist email and in the three-month call";

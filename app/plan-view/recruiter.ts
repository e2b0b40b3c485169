import type { Recruiter } from "~/plan-quality/recruiter";
import { numberWord } from "~/plan-quality/words";

/**
 * The view's fixed texts for a recruitment, staffing or temp agency or a headhunter: the toolkit's six cards, the
 * success tips and the Marketing Model's how-to lines. It works two sides, candidates and clients, and its clients
 * have been cold called and spammed with CVs, so nothing here speaks of demos, trials, trade shows or sequences.
 * Pure.
 */

type Card = [description: string, tryThis: string];

/** The toolkit's six cards; {product} is filled by the toolkit. */
export function recruiterToolkit(r: Recruiter): Record<"Direct Outreach" | "Integration Marketing" | "Launch Stacking" | "Indirect Competitors" | "Partnerships" | "Power Users", Card> {
  const cv = r.rules === "uk" ? "CV" : "resume";
  const town = r.town ?? "your city";
  return {
    "Direct Outreach": [
      `Never cold: every first message to a client answers something they asked for (the salary guide, an introduction, a role they gave you), and no ${cv} goes to anyone who didn't ask for that candidate, with the candidate's yes.`,
      "Reply today to every client and candidate still waiting, with the next step and its date.",
    ],
    "Integration Marketing": [
      `Be part of how ${town}'s finance people already move jobs: the professional bodies' local groups, the courses and study groups where they qualify, and the free boards they read.`,
      "Ask your last five placed candidates where they looked before they met you, and put your next advert there.",
    ],
    "Launch Stacking": [
      "Stack each salary guide or market update: the same week, send it to the clients who asked for it, post its top number on LinkedIn, give it out at the evening, and tell the advisers who introduce you.",
      "Pick the week the next guide or update goes out and write its four messages now.",
    ],
    "Indirect Competitors": [
      `Clients who would pay {product} usually advertise the role themselves first, or take ${cv}s from the agency that rang last. Two hundred applications to read, or a pile of wrong ${cv}s, is your opening; three right people in a week is the answer.`,
      "Ask five clients how they hired before {product} and what it cost them in time, and use their words on the terms page.",
    ],
    Partnerships: [
      "Team up with the people who hear of a hire first: accountancy practices advising growing firms, business bankers and local investors. Give them the salary guide and a view on a salary; send clients their way too.",
      "Ask your next two clients who their accountant is, and write to that accountant this week.",
    ],
    "Power Users": [
      "Placed candidates and repeat clients are your referrers, and today's credit controller is tomorrow's finance manager who hires. Call both at three months and twice a year after.",
      "Message three candidates you placed, ask how it's going, and ask once for one name.",
    ],
  };
}

/** Success tips: both sides counted, the shortlist promise kept, capacity respected. */
export function recruiterTips(r: Recruiter, slot: string): string[] {
  return [
    `Keep ${slot} at the same time each week for the plan: clients and candidates both judge a recruiter on the next reply, and a week of searches swallows it if it isn't booked.`,
    "Every Friday, count both sides: roles taken on, candidates met, shortlists sent within five working days, interviews and placements, by where each came from.",
    "Reply to every applicant within two working days, yes or no: candidates talk to each other, and to their next finance director.",
    r.team && r.team > 1
      ? `Take on only as many roles as the ${numberWord(r.team)} of you can shortlist within a week: one missed promise costs more than a role turned down.`
      : "Take on only as many roles as you can shortlist within a week: one missed promise costs more than a role turned down.",
  ];
}

/** The Marketing Model's how-to lines for a recruiter. */
export const RECRUITER_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open every first reply, advert and guide with what the reader wants: for a client, three right people within a week; for a candidate, the salary, the team and the next step up, in their words.",
  identity:
    "Name who you place and where (the roles, the firm sizes, the town), and who you don't. Clients trust a recruiter who turns work down.",
  urgency:
    "Tie every offer to a real date: the number of roles you can take this month, a year end the client faces, a candidate's notice period. Never invent scarcity; clients and candidates talk.",
  transform:
    "Show one client's before and after, with their written permission: the pile of applications or the hire who left before, three people and a hire still there after.",
  position:
    "Write one line: \"For [clients], [agency] is the recruiter that [key difference], unlike [the agencies that ring every week or a job ad with two hundred replies]\". Put it on the terms page and the first reply.",
  clarity:
    "Say the agency's one sentence to five clients and five candidates. If they can't repeat who you place, how fast and what it costs, cut until they can.",
  proof:
    "Collect one number, one name and one line for every claim, with written permission: shortlists sent within a week, hires still in post at a year, clients who came back.",
  journey:
    "Walk both paths: the client's (brief call, terms, three people, interviews, start, three-month call) and the candidate's (advert or evening, meeting, their yes before any CV goes out, interview, offer, a call at four weeks). Remove one wait at every step.",
};

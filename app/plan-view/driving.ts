import type { Driving } from "~/plan-quality/driving";

/**
 * The view's fixed texts for a driving instructor: the toolkit's six cards, the success tips and the
 * Marketing Model's how-to lines. Learners of 17 and over and adults choose for themselves, often with
 * a parent paying: no school gate, no taster for a child, no end of term. Pure.
 */

type Card = [description: string, tryThis: string];

/** The toolkit's six cards; {product} and {place} are filled by the toolkit. */
export function drivingToolkit(d: Driving): Record<"Direct Outreach" | "Integration Marketing" | "Launch Stacking" | "Indirect Competitors" | "Partnerships" | "Power Users", Card> {
  return {
    "Direct Outreach": [
      "Talk to the people already in the car: pupils at the end of a lesson, parents who pay, and everyone who passed with you. A learner's friends are the next learners, and the question 'who else is about to start?' costs nothing.",
      "At the end of three lessons this week, ask the pupil how they found you and whether a friend or sibling is about to start; write both answers in your tracker.",
    ],
    "Integration Marketing": [
      `For a driving instructor, integration means being where learners already look: the Google map with your reviews, GOV.UK's list of instructors, the finder sites, the town's Facebook groups, and the notice channels of the sixth-form colleges and big employers, with the same name, phone number and ${d.automatic ? "'automatic lessons'" : "areas covered"} on each.`,
      "Check this week that {product} appears with the same name, phone number and areas on your Google profile and on GOV.UK's list of instructors.",
    ],
    "Launch Stacking": [
      "Do not announce a new offer once. Put the automatic offer or the daytime courses on your Google profile, in the town's Facebook groups on their promotion day, and on the cards you give at pass day in the same week, so learners hear about it three times in a few days.",
      "Pick one week this month, then post the daytime-course text on your profile and in two groups, and give the cards to every pupil in the car that week.",
    ],
    "Indirect Competitors": [
      `Your real rivals are the big franchises, a parent teaching in the family car, and putting it off for another year. Learners who tried those say what was missing (a calm instructor, ${d.automatic ? "an automatic, " : ""}slots that fit, an honest count of the hours); answer it in your first lesson.`,
      "Ask your next three new pupils what they nearly did instead of booking you, and answer each reason in one line of your Google profile.",
    ],
    Partnerships: [
      "Team up with people who meet learners without competing: sixth-form colleges and large employers (through their staff, where they allow it), theory-test tutors, and car dealers or insurers who sell to new drivers. Each lends you the trust of the people they already know.",
      "Email one college's student services and one employer's HR this week, asking whether they share local services with students or staff, with pick-ups from their door as the reason.",
    ],
    "Power Users": [
      "Pupils who passed with you, and their parents, are your best marketing: their friends are learning next, and a pass photo they share says more than any advert. Give them a reason and a card to pass you on.",
      "Send everyone who has passed with you the referral message and two cards, and note in your tracker who sends whom.",
    ],
  };
}

/** Success tips: a fixed slot, booked hours counted every Friday, pass day as the moment to ask, no promises on tests. */
export function drivingTips(d: Driving, slot: string): string[] {
  return [
    `You teach all week, so give marketing a fixed slot: protect ${slot} at the same time each week, and set up one idea at a time.`,
    `Count the hours booked for the next two weeks every Friday${d.goalHours ? `, against ${d.goalHours}` : ""}: pupils leave when they pass, so a full diary needs two or three new first lessons every week.`,
    "Make pass day your best marketing moment: the photo (with consent), the review link and two cards for friends, the same for every pupil.",
    "Never promise a test date or a pass: learners book their own tests on GOV.UK, and your honest count of the hours they need is what they will repeat to friends.",
  ];
}

/** The Marketing Model's how-to lines: learners choose, parents often pay, passes persuade. */
export const DRIVING_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open your Google profile, your posts and every reply with what learners want: the freedom of their own car, a job they can get to, no more lifts. Use the words pupils use on pass day.",
  identity:
    "Name who you teach best out loud (nervous drivers, people who failed in a manual, adults who never learnt) and show pupils like them passing, with their consent.",
  urgency:
    "Tie offers to real limits: the lesson slots you have free this month, a 17th birthday coming up, a test date the learner has booked. Never invent scarcity and never promise a test date.",
  transform:
    "Tell a pupil's before-and-after, with their consent: what they said on the first lesson ('I'm terrified of roundabouts') next to their pass photo.",
  position:
    "Write one line: \"For [learners] who [want], [your name] is the [kind of instructor] that [key difference], unlike [a franchise or a parent in the family car]\". Put it on your Google profile, your listings and your cards.",
  clarity:
    "Say your one-sentence description to five pupils. If they cannot repeat it to a friend who is about to learn, cut words until they can.",
  proof:
    "Collect one number and one pupil's words for every claim: passes so far from your own test records, a review in a learner's words, a pass photo with consent. No pass rate you cannot show.",
  journey:
    "Walk the learner's steps: the search or a friend's word, your profile, the first text, the first lesson, the block, the test booked on GOV.UK, pass day. Reply within the hour and end every first lesson with the next two lessons booked.",
};

import type { AdultClasses } from "~/plan-quality/adult-classes";

/**
 * The view's fixed texts for a school whose learners are adults, taught in classes (Reading.adultClasses):
 * the toolkit's six cards, the success tips and the Marketing Model's how-to lines. Adults choose for
 * themselves and leave when work gets busy: no school gate, no parents, no child's first lesson. Pure.
 */

type Card = [description: string, tryThis: string];

/** The toolkit's six cards; {product} and {place} are filled by the toolkit. */
export function adultClassesToolkit(ac: AdultClasses): Record<"Direct Outreach" | "Integration Marketing" | "Launch Stacking" | "Indirect Competitors" | "Partnerships" | "Power Users", Card> {
  const subject = ac.subject;
  const app = ac.freeApp && ac.freeApp !== "a free app" ? ac.freeApp : "the free apps";
  return {
    "Direct Outreach": [
      `Talk to the learners already in the room: at the end of a class, ask who is finding the week hard to fit, and who they know who ${ac.newcomers ? "has just moved here" : "always meant to start"}. A word from the teacher who noticed beats any post.`,
      "At the end of three classes this week, ask one learner how they found you and one how their week is going; write both answers in your tracker.",
    ],
    "Integration Marketing": [
      ac.newcomers
        ? `For a school of newcomers, integration means being where they land: the Google map with your class times, the expat groups and subreddits where they ask, the language exchanges they go to, and the welcome packs of relocation agencies, employers and coworking spaces.`
        : `For a school of adults, integration means being where they look when they decide to start: the Google map with your class times, the town's groups, and the noticeboards and newsletters of the workplaces and coworking spaces nearby.`,
      "Check this week that {product} shows the same class times, price and free trial class on your Google profile, your sign-up page and your last post in the groups.",
    ],
    "Launch Stacking": [
      "Do not announce a new course once. In the same week, post its start date on your Google profile, answer in the groups where it helps, tell every current learner who could move up a level, and give partners a fresh stack of cards.",
      "Pick the week before the next courses start, then do all four on the same days and count the trial classes that week.",
    ],
    "Indirect Competitors": [
      `Your real rivals are ${app}, a tutor online, a free ${ac.language === "Spanish" ? "intercambio" : "exchange"} and, most of all, a busy month at work. Learn why people leave each one (no speaking, no group, nobody noticing they stopped) and make those reasons yours.`,
      `Ask your next three trial learners what they tried before ${subject} classes and why they stopped, and answer each reason in one line of your sign-up page.`,
    ],
    Partnerships: [
      ac.newcomers
        ? "Team up with the people who meet newcomers in their first weeks: relocation agencies, employers' HR and onboarding teams, coworking spaces, international schools' parents' associations and expat associations. Each lends you the trust of the people it is helping to settle."
        : "Team up with people who serve the same adults without competing: coworking spaces, employers nearby, cafés and venues for the monthly outing. Each lends you the trust of the people it already knows.",
      ac.newcomers
        ? "Email one relocation agency and one employer's onboarding team this week, offering a welcome card with a free trial class for their newcomers."
        : "Email one coworking space and one employer nearby this week, offering a free lunchtime class for their members or staff.",
    ],
    "Power Users": [
      "Learners who feel their progress are your best marketing: they tell colleagues, flatmates and the groups which class actually worked. Give them a moment to say it (the second progress check) and a guest to bring.",
      "After this month's second progress checks, invite the learners who can feel it to bring a colleague or partner to one class, and note who brings whom.",
    ],
  };
}

const ORDINALS: Record<number, string> = { 2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth", 7: "seventh" };

/** Success tips: a fixed slot, learners kept before new ones found, the Friday count by start month. */
export function adultClassesTips(ac: AdultClasses, slot: string): string[] {
  return [
    `The teaching comes first, so give marketing a fixed slot: protect ${slot} at the same time each week, and share the class chats and the messages after a missed class with your teachers.`,
    `Keep before you find: every learner still coming in their ${ORDINALS[(ac.quitMonths ?? 2) + 1] ?? "next"} month is worth as much as a new one, so the make-up class, the pause and the two progress checks come before any new channel.`,
    `Count two numbers every Friday${ac.goalLearners ? `, against ${ac.goalLearners}` : ""}: learners enrolled, and how many of each month's new learners are still coming eight weeks later.`,
    "Give each new idea a month before you judge it, counting the trial classes it brought and how many of those learners are still coming four weeks later, then keep what worked and drop the rest.",
  ];
}

/** The Marketing Model's how-to lines: adults choose for themselves, stay for progress and the group. */
export const ADULT_CLASSES_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open your Google profile, your sign-up page and every reply in the groups with what learners want in their own words (the dinner they follow, the appointment they handle alone), not the syllabus. Borrow the words they write on their card in the first class.",
  identity:
    "Name who your groups are for out loud (people who moved here for work, beginners with full-time jobs, learners stuck at the same level) and show learners like them, with their yes to be shown.",
  urgency:
    "Tie offers to real limits: the date the next course starts, the places left in a group of six, the last week to join a level. Never invent scarcity; learners talk in the same groups you answer in.",
  transform:
    "Tell a learner's before-and-after, with their yes: what they wrote on their card in the first class next to what they did by the second progress check.",
  position:
    "Write one line: \"For [learners] who [want], [school] is the [kind of class] that [key difference], unlike [an app, online tutorials or a bigger school]\". Put it on your Google profile, your sign-up page and the cards partners hand out.",
  clarity:
    "Say your one-sentence description to five learners after class. If they cannot repeat it to a colleague who asks where they learn, cut words until they can.",
  proof:
    "Collect one number and one learner's words for every claim: learners still coming after three months, a review written at the second progress check, a goal ticked off. Quote nobody without their yes.",
  journey:
    "Walk a learner's steps: the search or the answer in a group, your profile, the first message, the trial class, the sign-up, the two progress checks, the next course. Reply the same day, and end every trial class with a place offered in a named group.",
};

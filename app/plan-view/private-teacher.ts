import type { PrivateTeacher } from "~/plan-quality/private-teacher";

/**
 * The view's fixed texts for a teacher of adults one-to-one (Reading.privateTeacher): the toolkit's six
 * cards, the success tips and the Marketing Model's how-to lines. Adults choose for themselves, buy a block
 * after a trial lesson and drift away when work gets busy: no parents, no terms, no child's first lesson,
 * no app store. Pure.
 */

type Card = [description: string, tryThis: string];

/** The toolkit's six cards; {product} and {place} are filled by the toolkit. */
export function privateTeacherToolkit(pt: PrivateTeacher): Record<"Direct Outreach" | "Integration Marketing" | "Launch Stacking" | "Indirect Competitors" | "Partnerships" | "Power Users", Card> {
  const music = pt.field === "music";
  const shops = music ? "music shops" : pt.field === "art" ? "art supply shops" : "bookshops with a language shelf";
  return {
    "Direct Outreach": [
      "Talk to the adults who already know your teaching: the learners you have now, the ones who stopped when life got busy, and the people you taught before. A personal note from the teacher who remembers what they were working on beats any post.",
      "Write this week, by name, to three learners who stopped in the last year, with one line about what they were working on and a free lesson to pick it up again.",
    ],
    "Integration Marketing": [
      `For a one-to-one teacher, integration means being where adults look when they decide to start: the teacher directories, the ${shops} where they buy, ${pt.online ? "the forums where they ask" : "the map and the town's groups"}, and a booking link that shows your free evening slots.`,
      "Check this week that your directory profiles, your page and your booking link show the same prices, the same block and the same free trial lesson.",
    ],
    "Launch Stacking": [
      "When you open new evening slots, do not announce them once. In the same week, update your directory profiles, tell your current learners (a friend may want one), leave fresh cards at the shops, and answer in the groups where it helps.",
      "Pick the week you open your next slots, then do all four on the same mornings and count the trial lessons that week.",
    ],
    "Indirect Competitors": [
      `Your real rivals are free lessons online, ${music ? "the apps that promise songs in a week" : "the apps"}, a teacher down the road and, most of all, a busy month at work. Learn why adults give up on each one (nobody hears what is going wrong, nobody expects them) and make those reasons yours.`,
      `Ask your next three trial learners what they tried before and why they stopped, and answer each reason in one line of your directory profile.`,
    ],
    Partnerships: [
      `Team up with people who serve the same adults without competing: ${shops}${pt.musicShop ? " (starting with the one where you taught)" : ""}, ${music ? "repairers and luthiers, open-mic nights and community choirs" : pt.field === "language" ? "travel agents and cultural institutes" : "framers and community arts centres"}. Each lends you the trust of the adults it already knows.`,
      `Visit one ${music ? "music shop" : "shop"} on a weekday morning this week with ten cards for a free trial lesson, and offer to send your learners there for what they need.`,
    ],
    "Power Users": [
      "Learners who can hear their progress are your best marketing: they tell colleagues, partners and friends who always meant to start. Give them a moment to say it (their story, with their yes) and a free lesson to share.",
      "After a learner reaches something this month, ask whether you may tell their story, and remind them that a friend who books a block gets them both a free lesson.",
    ],
  };
}

/** Success tips: marketing in the free hours, keep before you find, the Friday count. */
export function privateTeacherTips(pt: PrivateTeacher, slot: string): string[] {
  return [
    pt.freeTime
      ? `You teach ${pt.evenings ? "in the evenings" : "at set hours"}, so marketing gets your ${pt.freeTime}: protect ${slot} in them at the same time each week, and set up one idea at a time.`
      : `The teaching comes first, so give marketing a fixed slot: protect ${slot} at the same time each week, and set up one idea at a time.`,
    "Keep before you find: every learner who renews a block is worth as much as a new one, so the pause instead of a cancel and the next block offered at the third lesson come before any new channel.",
    `Count three numbers every Friday${pt.goalLearners ? `, against ${pt.goalLearners} regular learners` : ""}: regular learners, trial lessons taught, and trials that became a block.`,
    "Give each new idea a month before you judge it, counting the trial lessons it brought and how many became a block, then keep what worked and drop the rest.",
  ];
}

/** The Marketing Model's how-to lines: adults choose for themselves, stay for progress they can hear. */
export const PRIVATE_TEACHER_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open your directory profiles, your page and every reply with the moment learners want in their own words (the song at the party, the conversation on holiday), not the syllabus. Borrow the words they use in the trial lesson.",
  identity:
    "Name who you teach out loud (adults who always meant to start, beginners with full-time jobs, people who gave up on videos) and show learners like them, only with their yes.",
  urgency:
    "Tie offers to real limits: the evening slots still free this month, the date a learner wants to be ready for. Never invent scarcity; one broken promise costs more than a lesson.",
  transform:
    "Tell a learner's before-and-after, with their yes: what they said in the trial lesson next to what they can do after a few blocks.",
  position:
    "Write one line: \"For [adults who want], [your lessons] are [one-to-one lessons] that [key difference], unlike [videos, an app or a teacher who teaches children]\". Put it on your directory profiles, your page and the cards the shops hand out.",
  clarity:
    "Say your one-sentence description to five learners. If they cannot repeat it to a friend who asks who teaches them, cut words until they can.",
  proof:
    "Collect one number and one learner's words for every claim: learners who renewed a block, a story told with their yes, a review on a directory. Quote nobody without their yes.",
  journey:
    "Walk a learner's steps: the search, the directory or the card, the first message, the trial lesson, the block, the third lesson when the next block is offered. Reply the same day, and end every trial lesson with an evening offered.",
};

import type { PrivateTeacher } from "~/plan-quality/private-teacher";
import type { GuerrillaIdea } from "./guerrilla";
import type { ArchetypeTraits } from "./profile";
import type { Examples } from "./education";

/**
 * Quick wins for a teacher of adults one-to-one (Reading.privateTeacher): it gets only these. A child
 * bringing a friend, an open morning or cards where parents wait mean nothing to an adult learner who
 * works all day; a song request, a free check of the instrument they own and a gift voucher do.
 */
export const PRIVATE_TEACHER_IDEAS: GuerrillaIdea[] = [
  {
    kinds: ["local"],
    tags: ["referral"],
    forPrivateTeacher: true,
    name: "A lesson as a gift: a voucher partners and friends can give",
    description:
      "Make a simple voucher for a block of lessons ({ptBlockLine}) that a partner, a friend or grown-up children can give for a birthday or Christmas to the adult who always said they would learn {ptSubject}. Tell every learner it exists; gifts bring the people who would never book for themselves.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["referral"],
    forPrivateTeacher: true,
    name: "A free first lesson back for anyone who stopped",
    description:
      "Write, by name, to every learner who stopped in the last two years: a free lesson to pick {ptSubject} up again, in their old slot if it is free, with no block to buy unless they want one. Most stopped because work got busy, not because of you.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["flyers", "community"],
    forPrivateTeacher: true,
    name: "A one-page 'first month' sheet for adult beginners",
    description:
      "Write one page for adults starting {ptSubject}: what they need, how long to practise, what to expect in the first month ({ptFixes}), with {product}'s name and a free trial lesson at the bottom. Send it with every answer where it helps and leave it with the shops.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["community"],
    forPrivateTeacher: "music",
    name: "Ask every new learner for the one song they would love to play",
    description:
      "In every enquiry and trial, ask for the one song they would love to play, and send back the first step to it the same day in writing. Keep the list: the songs adults ask for most are the titles of your next written answers and directory lines.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["partnerships"],
    forPrivateTeacher: "music",
    name: "A free check of the {ptSubject} that sits in the corner",
    description:
      "Offer anyone who owns a {ptSubject} they never play a free ten-minute check of it, on {ptTool} or at a partner shop's counter: is it playable, what needs changing, what a first song would take. Many adults never start because the instrument they own fights them.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
];

/** Adults who learn one-to-one: they choose on a friend's word, the reviews and a trial lesson, and stay while they hear their progress. */
export function privateTeacherTraits(pt: PrivateTeacher): Partial<ArchetypeTraits> {
  const music = pt.field === "music";
  const start = music ? "the songs they love" : pt.field === "language" ? "the conversations they want to have" : "the pictures they want to make";
  return {
    typical: `Adults choose a {ptWord} on a friend's word, the reviews and how a trial lesson felt; a teacher who is patient with grown-up beginners, starts from ${start} and fits around a full-time job decides whether they book a block, and they stay while they can hear their own progress. Those who stop usually do so when work gets busy.`,
    decides: "the learner decides alone; now and then a partner or grown-up child gives the lessons as a present",
    haunts: pt.online
      ? "Google searches for lessons for adults, the teacher directories, {ptCommunities}, YouTube tutorials they gave up on, and friends who play"
      : "Google Maps and its reviews, the teacher directories, the town's Facebook groups and friends who play",
    behaviors: [
      music ? "Has tried YouTube videos or an app and given up when it stopped making sense" : "Has tried an app or videos and given up when it stopped making sense",
      "Reads a teacher's reviews and first lines to see whether they are patient with adult beginners",
      "Books a free trial, and buys a block if they did more in twenty minutes than in months alone",
    ],
    needs: [
      "A teacher who is patient with grown-up beginners and never makes them feel slow",
      pt.evenings ? "Lessons in the evening that survive a busy week at work" : "Lessons at times that survive a busy week",
      music ? "Songs they love from the first lesson, not theory" : "Progress they can feel in their own terms, week by week",
    ],
    pains: [
      music ? "A {ptSubject} that has sat in the corner for years" : "Always meaning to learn, and never starting",
      "Feeling too old, too busy or too slow to start",
      "Paying for lessons and missing half of them when work gets busy",
    ],
    goals: [
      pt.party ? "Playing a song at a family party" : "Doing the thing they always said they would",
      "Half an hour a week that is theirs, away from work",
      "Proving to themselves it was not too late",
    ],
    objections: [
      { topic: /\b(price|prices|cost|expensive|worth|afford|pay)\b/i, text: "“Is {ptPrice} worth it when the videos are free?”" },
      { topic: /\b(old|age|late|slow|talent)\b/i, text: "“Am I too old to start?”" },
      { topic: /\b(busy|work|miss|evenings?|time)\b/i, text: "“What if work gets busy and I miss lessons?”" },
      ...(pt.online ? [{ topic: /\b(zoom|online|video|screen)\b/i, text: "“Can you really learn {ptSubject} over {ptTool}?”" }] : []),
    ],
    buying:
      "Hears about {product} from a friend, a directory, a shop's counter or an answer online, books a free trial lesson, buys a block if the first twenty minutes got them {ptDoing}, and stays while they can hear their progress; learners who reach their moment tell friends.",
  };
}

/** The Marketing Model's examples for a one-to-one teacher of adults: their moment, their week, their words. */
export function privateTeacherExamples(pt: PrivateTeacher): Partial<Examples> {
  return {
    identity: "adults who always meant to learn {ptSubject} and thought they had left it too late",
    desire: pt.party && pt.field === "music" ? "“The family party where you pick up the guitar and everyone sings along: that's what lessons at {product} are for.”" : "“{ptMomentUpper}: that's what lessons at {product} are for.”",
    urgency: "“I have {{number}} evening slots free this month at {product}; book a free trial lesson this week and one of them is yours.”",
    transform: "“I'd given up on the videos twice. Eight lessons at {product}, and I {{what they can do now}}.”",
    position: "“For adults who always meant to learn {ptSubject}, {product} is one-to-one lessons {ptLessonWhere} that start from {ptStartFrom}; unlike videos or an app, a teacher hears what's going wrong and fixes it that evening.”",
    proof: "“{{number}} adults learn with {product} every week: ‘{{a learner's words}}’, {{a learner's first name}}, quoted with their yes.”",
    journey: "“Book a free trial lesson with {product} {ptLessonWhere}, leave with {ptFirstWinYou} and a plan for your first month, then take a block of {ptBlockCount}.”",
  };
}

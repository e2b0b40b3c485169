import type { AdultClasses } from "~/plan-quality/adult-classes";
import type { GuerrillaIdea } from "./guerrilla";
import type { ArchetypeTraits } from "./profile";
import type { Examples } from "./education";

/**
 * Quick wins for a school whose learners are adults, taught in classes (Reading.adultClasses): it gets
 * only these. A child bringing a friend, cards where parents wait or an open morning for the retired mean
 * nothing to adults who work all day; a phrase sheet for the paperwork, a colleague at one class, the
 * exchanges they already go to and a lunchtime at a coworking space do.
 */
export const ADULT_CLASSES_IDEAS: GuerrillaIdea[] = [
  {
    kinds: ["local"],
    tags: ["flyers", "partnerships"],
    forAdultClasses: "language",
    name: "A one-page phrase sheet for {acPaperwork}",
    description:
      "Write one page of the twenty phrases a newcomer needs for {acPaperwork} (what to say at the desk, what they will be asked, what to bring), with {product}'s name and a line for a free trial class. Leave a stack at coworking spaces and relocation agencies, and share it in {acOnline} where the rules allow; count the trial classes that mention it.",
    costLevel: "Under $50",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["referral"],
    forAdultClasses: true,
    name: "Bring a colleague or a partner to one class a month",
    description:
      "Once a month, each learner may bring one colleague, flatmate or partner to their class for free; the guest joins the conversation part and leaves with a card for a free trial class at their own level. Adults who sat in a real class book far more readily than those who read about one.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["community"],
    forAdultClasses: "language",
    name: "The teachers at the {acExchange} evenings your learners already go to",
    description:
      "Ask the organisers of two language exchanges in {place} whether a teacher from {product} may come as a regular member and answer questions about learning {acSubject}; go as people who want to talk, with a few cards for a free trial class for anyone who asks, and never hand them round the room.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["partnerships"],
    forAdultClasses: true,
    name: "A free 30-minute lunchtime class at a coworking space",
    description:
      "Offer the community manager of a coworking space near {acWhere} a free 30-minute lunchtime class for its members ({acTaste}), with sign-ups for a free trial class at the end. Remote workers are the learners with the most flexible evenings, and they tell each other.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
];

/** Adults who learn in a class: they choose on a friend's word and a first class, and stay while they feel progress and the group expects them. */
export function adultClassesTraits(ac: AdultClasses): Partial<ArchetypeTraits> {
  const newcomers = ac.newcomers;
  const app = ac.freeApp ? "{acApp}" : ac.language ? "an app" : "online tutorials";
  return {
    typical: newcomers
      ? "Newcomers choose a {acWord} on a friend's word, an answer in the expat groups, the reviews and how the first class felt; a group at their level, evenings that survive a busy week and a teacher who gets them speaking from the first class decide whether they sign up, and they stay while they can feel their progress and the group expects them. Those who stop usually do so in their first months, when work gets busy."
      : "Adults choose a {acWord} on a friend's word, the reviews and how the first class felt; a group at their level, class times that survive a busy week and a teacher who gets them doing it from the first class decide whether they sign up, and they stay while they can feel their progress and the group expects them. Those who stop usually do so in their first months, when work gets busy.",
    decides: "the learner decides alone, sometimes with a partner or colleague who learns too; now and then an employer pays",
    haunts: newcomers
      ? "the expat Facebook groups, the city's subreddits, language exchanges, coworking spaces and Google Maps"
      : "the town's Facebook groups, Google Maps and its reviews, and friends who learnt",
    behaviors: [
      newcomers ? "Asks in an expat group or on Reddit which {acSubject} classes people actually stuck with" : "Asks friends and the town's groups which {acSubject} classes people actually stuck with",
      `Weighs the price against ${app}, a private tutor online and doing nothing`,
      "Books a free trial class, and signs up if they did more in an hour than in a month alone",
    ],
    needs: [
      "A group at their level, small enough to speak in every class",
      "Class times that survive a busy week at work, and a way to catch up when they miss one",
      ac.language ? "Progress in their own terms: {acCanDo}" : "Progress they can see in their own terms, week by week",
    ],
    pains: [
      newcomers ? "Sitting silent at dinners and in offices while everyone switches to English for them" : "Always meaning to learn, and never starting",
      "Paying for a month and missing half of it when work gets busy",
      ac.language ? "Classes that drill grammar but never get them speaking" : "Classes that go too fast, or too slow, for where they are",
    ],
    goals: ac.language
      ? [
          "Holding a conversation at a dinner without anyone switching to English",
          newcomers ? "Getting through {acPaperwork} and the doctor alone" : "Using {acSubject} on holiday or at work without freezing",
          newcomers ? "Feeling at home in {place}, with friends who are not only expats" : "Finally finishing something they always meant to learn",
        ]
      : ["Finishing something they are proud of", "An evening a week that is theirs, away from work", "A group they look forward to seeing"],
    objections: [
      ac.freeApp
        ? { topic: /\bapps?\b|\bfree\b|\bDuolingo\b|\bBabbel\b|\bprice\b|\bcost\b|\bworth\b/i, text: `“${ac.freeApp === "a free app" ? "The apps are" : `${ac.freeApp} is`} free: why pay {acPrice}?”` }
        : { topic: /\b(price|prices|cost|expensive|worth|afford|pay)\b/i, text: "“Is {acPrice} worth it if I can't come every week?”" },
      { topic: /\b(busy|work|miss|missed|quit|time|evenings?)\b/i, text: "“What if work gets busy and I miss classes?”" },
      ac.language
        ? { topic: /\b(speak|speaking|grammar|conversation|level)\b/i, text: "“Will I actually speak, or just do grammar?”" }
        : { topic: /\b(level|beginners?|good enough|talent)\b/i, text: "“I'm a complete beginner: will I hold the group back?”" },
      { topic: /\b(months?|level|how long|progress)\b/i, text: "“Where will I be in three months?”" },
    ],
    buying: newcomers
      ? "Hears about {product} in an expat group, on Reddit, at a language exchange or from a colleague, books a free trial class, signs up for a month or a course if the group felt right, and stays while they can feel their progress and the group expects them; learners who can do what they came for recommend."
      : "Hears about {product} from a friend, the reviews or the town's groups, books a free trial class, signs up for a month or a course if the group felt right, and stays while they can feel their progress and the group expects them; learners who finish recommend.",
  };
}

/** The Marketing Model's examples for a school of adult learners: their own progress, their own week, their own words. */
export function adultClassesExamples(ac: AdultClasses): Partial<Examples> {
  return {
    identity: ac.newcomers
      ? "people who moved to {place} and want to live here in {acSubject}, not only get by in English"
      : "adults {near} who always meant to learn {acSubject} and want classes that fit around work",
    desire: ac.language
      ? "“The dinner where you follow every word and answer back: that's what a course at {product} is for.”"
      : "“An evening a week that is yours, and something you made to show for it: that's {product}.”",
    urgency: "“{product}'s next courses start on {{date}}, with {{number}} places left in the evening groups of {acGroupSize}; book a free trial class this week to find your level.”",
    transform: ac.language
      ? `“I'd done ${ac.freeApp && ac.freeApp !== "a free app" ? `{{number}} days of ${ac.freeApp}` : "months of an app"} and still froze at the bakery. One course at {product}, and I {{what they can do now}}.”`
      : "“I always said I'd learn one day. One course at {product}, and I {{what they can do now}}.”",
    position: `“For ${ac.newcomers ? "newcomers in {place}" : "adults {near}"} who want to {{what they want}}, {product} is {acGroups} with a goal you choose and checks at {acChecks}; unlike ${ac.freeApp ? "{acApp}" : "{competitor}"}, you're {acDoing} from the first class, with people who expect you.”`,
    proof: "“{{number}} learners are in {product}'s groups this term: ‘{{a learner's words}}’ — {{a learner's first name}}, with their yes to be quoted.”",
    journey: "“Book a free trial class at {product}, meet the group and the teacher, start the next {acCourse}, and see where you are at {acChecks}.”",
  };
}

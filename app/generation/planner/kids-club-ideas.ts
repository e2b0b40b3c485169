import type { KidsClub } from "~/plan-quality/kids-club";
import type { GuerrillaIdea } from "./guerrilla";
import type { ArchetypeTraits } from "./profile";
import type { Examples } from "./education";

/**
 * Quick wins for a children's activity club sold to parents (Reading.kidsClub): it gets only these. Parents
 * choose on another parent's word, the school and a first class their child enjoyed, so a shop's window, a
 * market stall or a card for a neighbour's first visit give way to the parents already at the club, the
 * school office and the families who tried a class and never came back. Nothing is sent to a child. An idea for a
 * problem the founder names (boys who don't sign up) comes before the general ones.
 */
export const KIDS_CLUB_IDEAS: GuerrillaIdea[] = [
  {
    kinds: ["local"],
    tags: ["email-marketing"],
    forKidsClub: true,
    name: "Message every parent whose child tried a class this year and didn't join",
    description:
      "Go through this year's first classes at {product} and send each parent whose child didn't join one short, personal message: you remember their child, the class is on {{day}}, and the next class is free again. No chasing after that. They have already done the hard part.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["referral"],
    forKidsClub: true,
    name: "Ask three parents at pick-up how they found you, and who they'd tell",
    description:
      "At pick-up this week, ask three parents how they found {product} and which other parents in their child's class might like it. Their answer tells you which school, group or friend brings families; thank them and give them a card for a friend's free first class.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["referral", "partnerships"],
    forKidsClub: true,
    onlyWhenSaid: /\bboys\b[^.]{0,20}\b(?:don'?t|do not|never|rarely|won'?t|aren'?t)\b|\b(?:no|few|more) boys\b/i,
    name: "Boys come with their friends: ask the parents of the boys you have, and a junior football club",
    description:
      "Ask the parents of the boys already at {product} whether their son would bring a friend to a free class on {{day}}, and ask a junior football or rugby club nearby whether you could run a free 30-minute {kcActivity} warm-up for one of its age groups (balance, speed, strength), with a card for each boy's parent. Show boys in your photos only with their parents' written consent.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },  {
    kinds: ["local"],
    tags: ["partnerships"],
    forKidsClub: true,
    name: "Ask the school office what it allows this term",
    description:
      "Ring or email the office of the school whose hall you use tomorrow morning: can {product} go in the newsletter or the parents' app, may you leave flyers at the office, and is the school looking for an after-school club or a PE taster? Do exactly what it says.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["google-business"],
    forKidsClub: true,
    name: "Answer the three questions parents ask you most, on your page and Google profile",
    description:
      "Write down the three questions parents asked you this month (often: is my child too shy, what do they need to bring, can I stay and watch) and answer each in two lines on {product}'s page and in a Google profile post. The next parent reads the answer before they ask.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },

];

/**
 * The parents who choose a children's club: mostly mums, often after a child was shy, bullied or restless, on
 * another parent's word at the school gate or in the class WhatsApp group, after a first class the child
 * enjoyed; they check the instructor and the checks, and stay while the child is happy and has a next step.
 */
export function kidsClubTraits(k: KidsClub): Partial<ArchetypeTraits> {
  const ages = k.ages ? ` aged ${k.ages[0]}-${k.ages[1]}` : "";
  const next = k.family === "martial" ? "the next belt" : k.family === "swim" ? "the next stage" : "the next badge or show";
  return {
    typical: `A children's ${k.word} is chosen by a parent, usually on another parent's word at the school gate or in the class WhatsApp group, sometimes after a child was shy, picked on or needed somewhere to put their energy. The parent books a first class, watches, and decides on their child's face at the end of it; the child stays while they have friends in the class and ${next} to work towards, and families drift at half-term, in the holidays and when a new activity comes along.`,
    role: `parents of children${ages}, most often mums`,
    decides: "a parent decides with the child, often with the other parent; the child's enjoyment of the first classes decides whether it lasts",
    haunts: "the school gate and the class WhatsApp groups, the school's newsletter and parents' app, local Facebook groups for parents, and Google when they search for classes nearby",
    behaviors: [
      "Asks other parents in the class WhatsApp group before booking anything",
      "Books a first class, stays to watch, and decides on how the child came out",
      "Checks who teaches, the checks and first aid, and whether the times fit school and work",
      "Lets a week off at half-term or in the holidays become a month",
    ],
    needs: [
      "A child who is happy, safe and growing in confidence",
      "An instructor they trust, with the checks parents look for",
      "Classes at times that fit the school day and work",
      "A price that works with brothers and sisters",
    ],
    pains: [
      "A shy or anxious child who won't go back after a bad first class",
      "Not knowing who is looking after their child",
      "Paying for a term the child has lost interest in",
    ],
    goals: [
      "A more confident, focused child",
      "An activity the child looks forward to each week",
      "Something to be proud of on a grading or show day",
    ],
    objections: [
      { topic: /\b(price|cost|afford|expensive|pay)\b/i, text: "“{kcPrice} is a lot with everything else the children do.”" },
      { topic: /\b(shy|anxious|confidence|nervous)\b/i, text: "“My child is shy: will they cope in a class full of children they don't know?”" },
      { topic: /\b(safe|safety|check|dbs|trust)\b/i, text: "“Who is actually looking after my child, and are they checked?”" },
      { topic: /\b(time|times|evening|weekend|busy)\b/i, text: "“Can we fit it in around school, homework and work?”" },
    ],
    buying: "Hears about the club from another parent, the school newsletter or a local parents' group, looks at the page and the reviews, books a free first class, watches it, and signs up if the child came out happy and the second class is already booked; stays while the child has friends there and a next milestone, and drifts if a break breaks the habit.",
  };
}

/** The Marketing Model's examples for a children's club: parents, a child's confidence, the checks, a first class. */
export function kidsClubExamples(k: KidsClub, competitor: string | null): Partial<Examples> {
  return {
    identity: `parents in {place} who want their child to grow in confidence and have fun doing ${k.activity}`,
    desire: "“Your child coming out of class standing a little taller: {kcActivity} at {product}, for {kcChildren}.”",
    urgency: "“This term's {kcDay} at {product} is on {{date}}: children who start before half-term can be working towards it with everyone else. The first class is free.”",
    transform: "“{{child's first name}} wouldn't speak up in class. After a term at {product}, their teacher asked what had changed.” (a parent's words, quoted with their permission)",
    position: `“For parents in {place}, {product} is {kcActivity} for {kcChildren} taught by {kcCoach} with {kcChecks}, where every child is known by name and works towards {kcNext}, unlike ${competitor ?? "{{the big class they would try first}}"}.”`,
    proof: "“{{number}} children train at {product}; ‘{{a parent's words}}’ — {{parent's first name}}, parent of a {{age}}-year-old (quoted with their permission).”",
    journey: "“Book a free first class at {product} for your child, stay and watch, book the second class before you leave, and come to the next {kcDay} to see what they've learned.”",
  };
}

/** Where the Marketing Model says each engine is used, for a children's club. */
export const KIDS_CLUB_EMOTION_USE = "the parents' page, your Google profile, the school newsletter paragraph and what you say to the parent at the end of every first class";
export const KIDS_CLUB_LOGIC_USE = "on the parents' page, to the parent at the end of every first class and on the cards handed out at the {kcDay}";

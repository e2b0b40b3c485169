import type { Trainer } from "~/plan-quality/trainer";
import type { GuerrillaIdea } from "./guerrilla";
import type { ArchetypeTraits } from "./profile";
import type { Examples } from "./education";

/**
 * Quick wins for a local personal trainer (Reading.trainer): it gets only these. Clients come through a
 * friend, a story from someone their age and the people who saw them first, so a shop's window, a market stall
 * or a neighbour's welcome card give way to the clients already training, the people who stopped, and the
 * places where people who hate gyms already walk. Each fits a gap between sessions.
 */
export const TRAINER_IDEAS: GuerrillaIdea[] = [
  {
    kinds: ["local"],
    tags: ["sms"],
    forTrainer: true,
    name: "Message everyone who trained with you this year and stopped",
    description:
      "In one 20-minute gap, send each client who stopped training with {product} this year one short personal message: you remember what they were working on, you have a slot on {{day}}, and they can start again with a single session. No chasing after that.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["referral"],
    forTrainer: true,
    name: "Ask your three longest clients who they know who hates gyms",
    description:
      "At the end of a session this week, ask your three longest-standing clients who they know who keeps saying they should do something. Give them a card for a free place at the next bring-a-friend bootcamp in {trnPark} to pass on.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["google-business"],
    forTrainer: true,
    name: "Answer the three questions new clients ask you most, on your Google profile",
    description:
      "Write down the three things people asked before their first session this month (often: am I too unfit to start, what if my knee or back hurts, where do we meet) and answer each in two lines in a Google profile post for {product}. The next person reads it before they ask.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["flyers", "partnerships"],
    forTrainer: true,
    name: "Ask two cafés near {trnPark} to keep your cards by the counter",
    description:
      "On the way between clients, ask two cafés near {trnPark} whether they'd keep a few of {product}'s cards by the counter, with the bootcamp days and the three-session starter on them. Offer to bring the bootcamp for a coffee afterwards.",
    costLevel: "Under $50",
    impact: "Medium",
    quick: true,
  },
];

/**
 * The clients who choose a local personal trainer: adults who hate gyms and gave up on apps, often after a
 * health scare or before a big birthday; they start on a friend's word or a story from someone their age, try a
 * few sessions, and stay while someone turns up for them and they see progress.
 */
export function trainerTraits(t: Trainer): Partial<ArchetypeTraits> {
  const ages = t.ages ? ` aged ${t.ages[0]}-${t.ages[1]}` : "";
  return {
    typical: `People choose a ${t.word} on a friend's word, a story from someone their own age or a review, often after a health scare, a doctor's or physio's advice or before a big birthday. They try a few sessions, decide on how they felt and whether the trainer turned up for them, and stay while they see progress and someone checks in; most who stop do it around week six or when a block ends with no review.`,
    role: `adults${ages} who want someone to turn up for them`,
    decides: "they decide for themselves, often after talking to a partner or a friend who trains; the first three sessions decide whether it lasts",
    haunts: "friends and colleagues who already train, Google when they search for a trainer nearby, local Facebook groups, the park, parkrun and walking groups, and the physio's or GP's waiting room",
    behaviors: [
      "Asks a friend or a colleague who trains before contacting anyone",
      "Reads reviews from people their own age, and avoids anything that looks like a gym",
      "Tries one or a few sessions before committing to a block",
      "Drifts when a holiday, a busy month or a block's end breaks the habit",
    ],
    needs: [
      "Someone who turns up and makes them do it",
      "Sessions adapted to a bad back, knees or years of doing nothing",
      "Times that fit work and family",
      "Progress they can see",
    ],
    pains: [
      "Feeling judged in a gym full of fitter, younger people",
      "Apps and memberships paid for and never used",
      "Being too unfit or too stiff to know where to start",
    ],
    goals: [
      "Feel fitter and stronger, and keep it up this time",
      "Get through a health scare or a big birthday in better shape",
      "Train without a gym",
    ],
    objections: [
      { topic: /\b(price|cost|afford|expensive|pay)\b/i, text: "“That's a lot a session: will I actually keep going this time?”" },
      { topic: /\b(unfit|gym|judge|embarrass)\b/i, text: "“I'm too unfit to start with a trainer.”" },
      { topic: /\b(injur|knee|back|health|scare)\b/i, text: "“What if my back or knee can't take it?”" },
      { topic: /\b(time|busy|work|hours)\b/i, text: "“I don't have time for it every week.”" },
    ],
    buying: "Hears about the trainer from a friend, a review or someone who referred them, books a first session or a short starter, and buys a block if they felt better by the third session and the trainer turned up for them; renews while they see progress and someone checks in.",
  };
}

/** The Marketing Model's examples for a personal trainer: people who hate gyms, a starter, a client's words. */
export function trainerExamples(t: Trainer): Partial<Examples> {
  return {
    identity: `people in {place}${t.ages ? ` aged ${t.ages[0]}-${t.ages[1]}` : ""} who hate gyms and want someone to turn up for them`,
    desire: "“Someone who turns up {trnWhereYou} and makes you do it: {product}, for people who've had enough of gyms and apps.”",
    urgency: "“{product} has three starter places left this month: three sessions in three weeks, {trnSession}.”",
    transform: "“I'd given up on two apps and a gym membership. Twelve weeks of training with {product}, and I walk up {{the hill near you}} without stopping.” ({{a client's words}}, quoted with their written consent)",
    position: "“For people in {place} who hate gyms, {product} is a {trnWord} who trains you {trnWhereYou}, unlike a gym membership or an app you stop opening.”",
    proof: "“{{number}} people train with {product}; ‘{{a client's words}}’ — {{first name}}, {{age}} (with their permission).”",
    journey: "“Message {product}, book three sessions in three weeks, train {trnWhereYou}, and decide at the third session whether to go on.”",
  };
}

/** Where the Marketing Model says each engine is used, for a personal trainer. */
export const TRAINER_EMOTION_USE = "your Google profile, the reply to every enquiry, clients' stories and what you say at the third session";
export const TRAINER_LOGIC_USE = "in the reply to every enquiry, on your Google profile and at the third session and the progress review";

import type { GuerrillaIdea } from "./guerrilla";

/**
 * Quick wins for a driving instructor (Reading.driving): it gets only these. A taster corner at a school
 * fair, a friend at the end of a child's lesson or an open morning mean nothing to learners who book a
 * first lesson in a car; the car, the diary's gaps and the staff of colleges and workplaces do.
 */
export const DRIVING_IDEAS: GuerrillaIdea[] = [
  {
    kinds: ["local"],
    tags: ["shop-window"],
    forDriving: true,
    name: "Your name and number on the car",
    description:
      "Put {product}, '{dvCarShort} driving lessons' and your phone number on both front doors with a pair of magnetic signs, large enough to read at a junction. Learners and parents in {place} see the car at college gates, test centres and traffic lights every day; ask every new enquiry whether they saw it.",
    costLevel: "Under $50",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["sms"],
    forDriving: true,
    name: "A same-day list for cancelled lessons",
    description:
      "Ask pupils who want extra hours (a test coming up, a semi-intensive course) whether you may text them when a lesson is cancelled. When one is, text the list the same morning: the first to reply gets it. Every hour saved counts towards {dvGoalHours}.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["partnerships"],
    forDriving: true,
    name: "One email to the sixth-form colleges and big employers",
    description:
      "Email the student services team at the sixth-form colleges in {place}, and HR at two large employers, to ask whether they share local services with students or staff (a notice board, a newsletter, the intranet), offering pick-ups from their door. Write only to the staff, never to students, and accept a no politely.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["calls"],
    forDriving: true,
    name: "A free ten-minute call for nervous drivers",
    description:
      "Add one line to your Google profile and listings: 'Nervous about learning? Book a free ten-minute call first.' On the call, say how a first lesson with {product} goes (a quiet road, dual controls, your pace) and offer a first lesson. People who have put off learning for years need to hear a calm voice before they book.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
];

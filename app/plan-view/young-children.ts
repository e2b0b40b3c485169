import type { YoungChildren } from "~/plan-quality/young-children";

/**
 * The view's fixed texts for an app for young children bought by their parents: the toolkit's six
 * cards, the success tips and the Marketing Model's how-to lines. Parents and teachers choose, so
 * nothing here speaks of streaks, share sheets, invite links or creators the users follow. Pure.
 */

type Card = [description: string, tryThis: string];

/** The toolkit's six cards; {product} is filled by the toolkit. */
export function youngChildrenToolkit(y: YoungChildren): Record<"Direct Outreach" | "Integration Marketing" | "Launch Stacking" | "Indirect Competitors" | "Partnerships" | "Power Users", Card> {
  const skill = y.skill ?? "learning";
  const teachers = y.years ? `${y.years} teachers` : "teachers of young children";
  return {
    "Direct Outreach": [
      `Talk to parents, never to the children: the parents who started a trial, the ones who cancelled, and the ${teachers} who see what helps. One honest conversation with a parent who cancelled tells you more than any dashboard.`,
      "Email five parents who cancelled after the trial this week, only to ask what happened at home: did the child lose interest, was it the price, or something else?",
    ],
    "Integration Marketing": [
      `For an app for children, integration means fitting the routines parents already have: ${skill} practice after school, the teacher's homework, the bedtime story. Say which one {product} fits, and make it ten minutes.`,
      "Write one line for the store page and your parents' page on when {product} fits the day (after school, before bed), and test it on three parents.",
    ],
    "Launch Stacking": [
      "Line up each new piece of content with the school calendar: a new set at the start of term, a holiday pack before the break, each announced to parents in the same week on your page, your email and in the parents' groups.",
      "Pick the next start of term, and plan the new content, the note to parents and one post in a parents' group for that week.",
    ],
    "Indirect Competitors": [
      "Your real rivals are free: library books, the school's reading scheme, YouTube and the apps full of adverts. Parents who tried those tell you in reviews and groups what was missing; answer it with no adverts, progress they can see and sessions their child enjoys.",
      "Read the 1- to 3-star reviews of the three children's apps parents mention most, and note every complaint about adverts, purchases or a child losing interest that {product} answers.",
    ],
    Partnerships: [
      `Team up with adults who already help parents with ${skill}: ${teachers}, school libraries, children's authors and illustrators, parent bloggers and the organisers of school fairs. They want something good to recommend; you bring a free term for a class.`,
      "Offer one school near you free class use for a term, and ask the teacher for honest feedback after four weeks.",
    ],
    "Power Users": [
      "Parents whose children use {product} every day are your best word of mouth at the school gate and in parents' groups: they know other parents looking for help.",
      "Ask the ten parents whose children used {product} most last month what made it stick at home, and whether they would tell another parent about it; thank each with a free month.",
    ],
  };
}

/** Success tips: parents and teachers first, the trial told to the parent, a count of children still using it. */
export function youngChildrenTips(slot: string): string[] {
  return [
    `Give marketing a fixed slot: protect ${slot} at the same time each week, and set up one idea at a time.`,
    "Speak to the parent in every message, never to the child: the parent decides, pays and renews.",
    "Keep the children you have before chasing new ones: a child who stops after a week costs a renewal, so ask parents who cancel what happened at home.",
    "Count trials started, trials that become paying and children still using it in their third week, every Friday, and give each idea a month before you judge it by that count.",
  ];
}

/** The Marketing Model's how-to lines: parents choose, teachers recommend, the child's progress persuades. */
export const YOUNG_CHILDREN_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open the store page, your parents' page and every note to parents with what they want for their child (reading a bedtime story to them, keeping up at school), in parents' own words, not features.",
  identity:
    "Name who it is for out loud (parents of children aged this-to-that who want ten good minutes a day) and say who it is not for: parents looking for a babysitter on a screen.",
  urgency:
    "Tie every ask to a real moment: the start of term, the school's reading check, the end of the free trial. Never invent scarcity; parents talk to each other at the gate.",
  transform:
    "Tell a parent's before-and-after, with their consent and without the child's face or full name: the evening reading fights before, and the child reading to them now.",
  position:
    "Write one line: \"For parents of [ages] who want [result], [app] is the [kind of app] that [key difference], unlike [free videos, or apps full of adverts]\". Put it on the store page and the parents' page.",
  clarity:
    "Test your one-sentence description on five parents at the school gate. If they cannot repeat it to another parent, cut words until they can.",
  proof:
    "Collect one number and one parent's or teacher's words for every claim: what children learn in a month, what is never in the app, a teacher's view with their consent.",
  journey:
    "Walk the parent's steps: hearing of it, the store page, trying it themselves, the first session with the child, the trial notes, the first payment. Remove one worry at every step.",
};

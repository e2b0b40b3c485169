import { trainerTokens, type Trainer } from "~/plan-quality/trainer";

/**
 * The view's fixed texts for a local personal trainer (one-to-one in homes or a park, outdoor bootcamps, a
 * running coach, a Pilates or yoga teacher teaching one-to-one): the toolkit's six cards, the success tips and
 * the Marketing Model's how-to lines. Clients, friends who hate gyms too, the people who refer and the park;
 * no van, counter or window; no medical claims; a client shown only with their consent. Pure.
 */

type Card = [description: string, tryThis: string];

/** The toolkit's six cards for a personal trainer; {product} {place} are filled by the toolkit. */
export function trainerToolkit(t: Trainer, place: string): Record<"Direct Outreach" | "Integration Marketing" | "Launch Stacking" | "Indirect Competitors" | "Partnerships" | "Power Users", Card> {
  const k = trainerTokens(t, place);
  return {
    "Direct Outreach": [
      "Talk to the people who already know you: each client at the end of a session, everyone who trained with you and stopped, and the friends your clients mention. A personal message from the trainer who remembers them beats any post.",
      "This week, message five people who trained with you and stopped, each with one slot you have free.",
    ],
    "Integration Marketing": [
      `For a ${t.word}, integration means being where people who want to start already look: the Google profile with where you train and your reviews, the card a physio or a social prescriber can hand over, and a reply to an enquiry that offers three dates.`,
      "Check that your Google profile shows the area you cover, where you train, your prices and your qualifications, and that every enquiry gets three dates in the first reply.",
    ],
    "Launch Stacking": [
      "Don't start things one at a time. Put the bring-a-friend bootcamp, a client's story and the letters to referrers in the same fortnight, so people in {place} hear about {product} from a friend, a post and someone they trust.",
      "Pick the fortnight of the next bring-a-friend bootcamp, and post a client's story (with consent) the week before.",
    ],
    "Indirect Competitors": [
      "Your real rivals are the gym membership they don't use, the app they stopped opening, and doing nothing. Learn why people gave up on each and answer it: someone who turns up, sessions adapted to them, and progress they can see.",
      "Ask your next three new clients what they tried before and why they stopped, and write their answers in the tracker.",
    ],
    Partnerships: [
      `Team up with the people who see your clients first: ${k.trnReferrers}, and the local employers whose staff sit all day. Each lends you their trust; promise them nothing medical, only that you're easy to check.`,
      "Email one physio or osteopath near you this week, with your qualifications and insurance in the first lines.",
    ],
    "Power Users": [
      "Your longest-standing clients are your best recommendation, at work and among friends who keep saying they should do something. Give them a free place at a bring-a-friend bootcamp to hand on, and thank them by name.",
      "Ask your three longest-standing clients who they know who hates gyms, and give each a bring-a-friend card.",
    ],
  };
}

/** Success tips for a personal trainer: short blocks between sessions, renewals first, counts every Friday. */
export function trainerTips(t: Trainer, slot: string): string[] {
  return [
    t.hours
      ? `You train from ${t.hours}, so give marketing short blocks: 15 to 30 minutes between clients for a message or an email, and set up one idea at a time, the three-session starter first.`
      : `Clients come first, so give marketing a fixed slot: protect ${slot} at the same time each week, and set up one idea at a time, the three-session starter first.`,
    "Make five personal contacts a week: a client who stopped, a friend a client mentioned, a physio or an employer. A message from you beats any post.",
    "Keep the clients you have before chasing new ones: the week-six check-in and the progress review at the end of each block are where the regulars come from.",
    "Count starters, blocks bought, renewals and bootcamp places every Friday, never post a client's story or photo without their written consent, and make no medical claims.",
  ];
}

/** The Marketing Model's how-to lines for a personal trainer: what people who hate gyms see, check and share. */
export const TRAINER_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open your Google profile, your reply to an enquiry and every post with what clients want (someone who turns up, feeling stronger, keeping it up this time), in the words they use at the end of a session, not the exercises.",
  identity:
    "Name the people you train (who hate gyms, who gave up on apps, who want to be fitter for a big birthday) and show where you train: the park, a client's living room (with their consent), you with your kit.",
  urgency:
    "Give only honest reasons to act now: the starter places you have this month, the next bring-a-friend bootcamp's date. Never invent scarcity.",
  transform:
    "Tell what changed for a client in their own words (the stairs, the grandchildren, the walk up the hill), quoted only with their written consent; no before-and-after body photos and no health claims.",
  position:
    "Write one line: \"For [people in your area] who [hate gyms, gave up on apps], [business] is the trainer who [turns up, where], unlike [a gym membership or an app]\". Put it on your profile and in the reply to every enquiry.",
  clarity:
    "Say your one-sentence description to your next five clients. If they can't repeat who it's for, where and how to start, cut until they can.",
  proof:
    "Collect proof people can check: your qualifications and insurance, how many people train with you, reviews from clients their age, and clients' words quoted with their permission.",
  journey:
    "Walk the steps from a first message to three dates booked, the third session, the block, the week-six check-in and the renewal. Remove one worry or one wait at every step.",
};

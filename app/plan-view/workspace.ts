import type { Workspace } from "~/plan-quality/workspace";

/**
 * The view's fixed texts for a shared workspace (coworking space, shared studios, maker space): the
 * toolkit's six cards, the success tips and the Marketing Model's how-to lines. Members come from nearby,
 * try a day and stay for the people, so nothing here speaks of a counter, a window or a batch. Pure.
 */

type Card = [description: string, tryThis: string];

/** The toolkit's six cards for a workspace; {product} {place} {hosts} are filled by the toolkit. */
export function workspaceToolkit(w: Workspace): Record<"Direct Outreach" | "Integration Marketing" | "Launch Stacking" | "Indirect Competitors" | "Partnerships" | "Power Users", Card> {
  const unit = w.unit;
  return {
    "Direct Outreach": [
      `Talk to the people already in the building: members at lunch, trial-day visitors at 4pm, and the people who run the teams and groups they belong to. A word from you, in person, fills more ${unit}s than any post.`,
      "Ask five members this week who they know who still works from home, and offer each of those people a free trial day with your name on it.",
    ],
    "Integration Marketing": [
      `For a ${w.word}, integration means being where people choose a place to work: Google Maps with a trial-day booking link, coworking directories and day-pass apps, and the pages of the meetups and freelancer groups that meet in your space.`,
      "Check that a free trial day can be booked straight from your Google profile, then ask the organiser of the next meetup in your space to link to the trial-day page from the event page.",
    ],
    "Launch Stacking": [
      "Do not announce the trial day once. Stack the Google profile post, the listings, the message to members about the referral and a meetup in the space in the same week, so people in {place} meet {product} three times in a few days.",
      "Pick one week this month, book a meetup in the space for it, and line up the profile post, the members' message and the listing update for the same days.",
    ],
    "Indirect Competitors": [
      "Your real rival is not the other coworking space: it is the kitchen table and the café, which cost nothing and need no decision. Learn what keeps people there (money, habit, the school run) and answer it with a free day, a rolling month and people to have lunch with.",
      "Ask the next five trial-day visitors where they worked last week and what nearly stopped them coming, and put their words in your next post and on the trial-day page.",
    ],
    Partnerships: [
      "Team up with the people who gather your future members: {hosts}. They need a room; you have one in the evenings, and their people need a desk in the day.",
      "Offer one meetup organiser and one start-up or freelancer programme in {place} a free evening in your space this month, in return for five minutes to welcome their people.",
    ],
    "Power Users": [
      `Members who have been with you longest are your best marketing: they know the freelancers still at home, their clients and their former colleagues, and new members stay when they meet them.`,
      "Ask your ten longest-standing members to introduce one new member each to two people this month, and thank each one by name at the next member lunch.",
    ],
  };
}

/**
 * What the success tips of a place people join by the month say in its own words: the first idea to set
 * up, the personal contacts of a week, what empties when a member leaves and what is counted every Friday.
 * The coworking space's words are the defaults; a gym (plan-view/gym.ts) gives its own.
 */
export type MembershipWords = { first: string; contacts: string; empties: string; asked: string; counted: string };

/** Success tips: the hours kept for the members in the building, the first step and the counts every Friday. */
export function membershipTips(slot: string, words: MembershipWords): string[] {
  return [
    `Members in the building come first, so give marketing a fixed slot: protect ${slot} at the same time each week, and set up one idea at a time, ${words.first} first.`,
    `Make five personal contacts a week: ${words.contacts}. Small and every week beats a big push.`,
    `Keep the members you have before chasing new ones: every ${words.empties} is one more to fill, so ask anyone who ${words.asked} what would have kept them.`,
    `Count ${words.counted} every Friday, and give each new idea a month before you judge it by that count.`,
  ];
}

/** Success tips for a workspace: the trial day first, trial days, joins and notices counted every Friday. */
export function workspaceTips(w: Workspace, slot: string): string[] {
  return membershipTips(slot, {
    first: "the trial day",
    contacts: "an introduction between two members, a word with a trial-day visitor at 4pm, a thank-you to a member who brought a friend",
    empties: `${w.unit} that empties`,
    asked: "gives notice",
    counted: "trial days, joins and notices",
  });
}

/** The Marketing Model's how-to lines for a workspace: where each lever goes when people choose a desk. */
export const WORKSPACE_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open your Google profile, the trial-day page and the first line of every message with the working day people want (a desk by the window, a quiet call, lunch with people), not a list of amenities. Borrow the words members use in their reviews.",
  identity:
    "Name the people who work from your space out loud (designers, developers, writers, two-person startups) and show them at work in your photos, with their permission. Saying who it is for sharpens it.",
  urgency:
    "Tie offers to real limits: the fixed desks left by the window, the day pass credited if they join this month, the January decision to stop working from home. Never invent scarcity; visitors can count the empty desks.",
  transform:
    "Show a before/after pair: a member's words about the kitchen table or the café and what changed when they joined (a routine, a client met at lunch), with their permission.",
  position:
    "Write one line: \"For [people who work alone] who [want], [your space] is the [kind of workspace] that [key difference], unlike [the kitchen table, the café or the big chain]\". Put it on the trial-day page, your Google profile and your listings.",
  clarity:
    "Test your one-sentence description on the next five trial-day visitors. If they cannot repeat it to a friend who works from home, cut adjectives until they can.",
  proof:
    "Collect one number, one name and one photo for every claim: how many members, how long they stay, a member's words about work they won through someone they met. Put two recent reviews next to the trial-day button.",
  journey:
    "Walk the steps from the first search to a trial day, the 4pm ask and the first month: what they see on Google, how long booking a trial day takes on a phone, who greets them, what happens the morning after. Remove one hesitation at every step.",
};

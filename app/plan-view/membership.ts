import { membershipTokens, type Membership } from "~/plan-quality/membership";

/**
 * The view's fixed texts for a paid online community or membership sold by the month (a private forum, a
 * Discord or Circle group, accountability groups, live calls): the toolkit's six cards, the success tips and
 * the Marketing Model's how-to lines. Members stay for the people and the live sessions, so nothing here
 * speaks of free classes, graduates, a free plan or an upgrade prompt. Pure.
 */

type Card = [description: string, tryThis: string];

/** The toolkit's six cards for a paid community; {product} {audience} are filled by the toolkit. */
export function membershipToolkit(m: Membership): Record<"Direct Outreach" | "Integration Marketing" | "Launch Stacking" | "Indirect Competitors" | "Partnerships" | "Power Users", Card> {
  const t = membershipTokens(m, 13);
  return {
    "Direct Outreach": [
      `Talk to the people nearest the door: followers who reply to your posts on ${t.membSocial}, people who came to an open call and did not join, and members who went quiet. A personal invitation to the next live session beats any announcement.`,
      "This week, write personally to five people who came to an open call or replied to a post and invite each to the next one by name.",
    ],
    "Integration Marketing": [
      `For a paid ${m.word}, integration means the tools doing the remembering: your payment tool's export for churn by joining month, ${m.platform && m.platform !== "a private forum" ? `${m.platform}'s roles or channels` : "a private thread in the forum"} for each ${t.membGroup}, and a calendar invitation for every live session.`,
      "Check that every new member gets the next live session in their calendar on day 1, and that you can export joins and cancellations by month from your payment tool.",
    ],
    "Launch Stacking": [
      "A membership is joined any day, so stack around each intake instead: the open call, a newsletter issue with a member's win and a podcast episode in the same fortnight before the first Monday of the month, so followers meet the community three times while the intake is open.",
      "Put the next intake date, the open call before it and one podcast or newsletter guest spot on one calendar this week.",
    ],
    "Indirect Competitors": [
      "Your real rivals are free: building alone, the public forums and the free Discord servers {audience} already read. Learn what a free group cannot give (a small group that expects you, live feedback on your own work) and say it in every invitation.",
      "Ask five members why they pay when free groups exist, and five who left what they went back to, and put both lists next to the churn sheet.",
    ],
    Partnerships: [
      "Team up with the tools {audience} pay for every month for member perks, and with the podcasts and newsletters they follow for guest spots: each lends you the trust of its users and readers.",
      "Write to three tools your members already use and ask for a member perk (credits or a longer trial), and pitch one podcast they listen to a lesson from a recent call.",
    ],
    "Power Users": [
      "Members who have stayed a year know what makes a first month work: ask them to host a group, welcome new members in their first week and present at demo day. New members stay when a regular knows their name.",
      "Ask your five longest-standing members to each welcome one new member in their first week, and thank them by name in the next monthly update.",
    ],
  };
}

/** Success tips for a paid community: the first week first, joins, leavers and live attendance counted every Friday. */
export function membershipCommunityTips(m: Membership, slot: string): string[] {
  const t = membershipTokens(m, 13);
  return [
    `Members come first, so give marketing a fixed slot: protect ${slot} at the same time each week, and set up one idea at a time, the first week that puts every new member in ${t.membAGroup} first.`,
    "Make five personal contacts a day: a welcome to yesterday's new members, a note to someone not seen at a live session for two weeks, a thank-you to a member who brought a peer. Small and every day beats a big push.",
    "Keep the members you have before chasing new ones: every member who leaves is one more to find, so read each exit answer the day it comes and fix the most common reason first.",
    "Count joins, cancellations and live-session attendance every Friday, fill the churn-by-joining-month row on the first Friday of each month, and give each new idea a month before you judge it.",
  ];
}

/** The Marketing Model's how-to lines for a paid community: where each lever goes when people decide to join and stay. */
export const MEMBERSHIP_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open the joining page, each open-call invitation and the first line of every welcome with what members get done with their group (work finished, goals met, first customers), not the size of the archive. Borrow the words members use in their wins thread.",
  identity:
    "Name who it is for and who it is not for (people building alone, at the same stage), and show members' faces and projects with their permission. People join where they see peers.",
  urgency:
    "Tie offers to real dates: the next intake Monday, the open call, the seats left in a group. Never invent scarcity; members talk to each other.",
  transform:
    "Show a before/after from a member's first months, in their own words and with their permission: stuck and alone before, shipping every week with a group after.",
  position:
    "Write one line: \"For [people building alone] who [want], [your community] is the [kind of group] where [key difference], unlike [free forums or building alone]\". Put it on the joining page and at the end of every open call.",
  clarity:
    "Test your one-sentence description on the next five people at an open call. If they cannot say what a week inside looks like, cut adjectives until they can.",
  proof:
    "Collect one number and one name for every claim: members still here after six months, a member's launch with the date they joined. Ask permission every time.",
  journey:
    "Walk the steps from a post to the open call, the joining page, the first week and the third month: who welcomes them, when they meet their group, what happens if they go quiet. Remove one hesitation at every step.",
};

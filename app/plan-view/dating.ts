import type { MeetPeople } from "~/plan-quality/dating";

/**
 * The view's fixed texts for an app for meeting people (dating, friendship, activity companions): the
 * toolkit's six cards, the success tips and the Marketing Model's how-to lines. Such an app grows town by
 * town, sells trust and shows itself at its socials, so nothing here speaks of streaks, habits, share
 * sheets or creators. Pure.
 */

type Card = [description: string, tryThis: string];

/** The toolkit's six cards; {product} is filled by the toolkit. */
export function meetPeopleToolkit(m: MeetPeople): Record<"Direct Outreach" | "Integration Marketing" | "Launch Stacking" | "Indirect Competitors" | "Partnerships" | "Power Users", Card> {
  const where = m.areas.length ? m.areas.join(" and ") : "the towns where most members live";
  const rival = m.purpose === "dating" ? "the big dating apps" : "the big apps and the clubs where everyone already knows each other";
  return {
    "Direct Outreach": [
      `Talk to the people who already chose {product}: members at the socials, people on the waiting lists, and anyone who cancelled in their first month. One honest conversation tells you more than a survey, and the people in ${where} are the ones who bring their friends.`,
      "Ring or write to five members who cancelled in their first month this week, only to ask what they hoped to find and what was missing; note whether anyone lived near them.",
    ],
    "Integration Marketing": [
      `For ${m.word === "dating app" ? "a dating app" : "an app for meeting people"}, integration means being part of the evenings people already go out for: a social in a pub or café they know, a page for each social, and the date on the venue's own board and newsletter.`,
      "Put the next social's date and a 'bring a friend' line in the welcome email every new member gets in their first week, so the first thing {product} offers them is an evening out.",
    ],
    "Launch Stacking": [
      `Open a town with everything in the same fortnight: the town page, the first social, a member's story in the local paper or on the radio, and the waiting list's email, so people in the new town meet {product} three times in a few days.`,
      "Pick the next town's first social date, then line up its town page, one local story and the email to its waiting list for the two weeks before it.",
    ],
    "Indirect Competitors": [
      `Your real rival is not another small app: it is ${rival}, which your members found shallow or unsafe, and staying at home. Learn what drove people away from them in your members' own words, and answer it with checked profiles, people nearby and a hosted evening.`,
      "Ask the next ten new members what they used before and what made them stop, and put their words (with their permission) on the town pages.",
    ],
    Partnerships: [
      "Team up with places and groups your members already trust in each town: the pub or café that hosts the socials, walking and social clubs, and the organisers of later-life events. They want new faces; you bring a hosted evening.",
      "Offer one walking or social club in each open town a joint evening at your next social, with their members welcome as guests the first time.",
    ],
    "Power Users": [
      "Members who come to every social are your hosts, your stories and your best word of mouth: they know who is single in their circle and they make newcomers feel welcome.",
      "Ask your three most regular social-goers in each town to host or co-host the next one, and thank each with a free year and their name on the social's page.",
    ],
  };
}

/** Success tips: a few hours a week kept for the towns, the socials and the Friday count. */
export function meetPeopleTips(m: MeetPeople, slot: string): string[] {
  const where = m.areas.length ? m.areas.join(" and ") : "the towns where most members live";
  return [
    `Keep the hours you have for the towns that are working: protect ${slot} at the same time each week, set up one idea at a time, and spend them on ${where} before anywhere else.`,
    "Be at the socials yourself when you can: an evening a month with members tells you more about what to say in every message than any report.",
    "Keep the members you have before chasing new ones: a member who leaves takes someone else's reason to stay with them, so ask everyone who cancels in their first month what was missing.",
    "Count paying members per town, first-month cancellations and waiting-list names every Friday, and give each new idea a month before you judge it by that count.",
  ];
}

/** The Marketing Model's how-to lines: where each lever goes when people choose whom to meet, and where. */
export const MEET_PEOPLE_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open the town pages, the store listing and the first line of every message with the evening people want (a table of friendly faces, a walk with someone who makes them laugh), in your members' words, not a list of features.",
  identity:
    "Name who it is for out loud (people starting again after divorce or loss, people new to a town) and show real members, with their consent. Saying who it is not for (hook-ups, pen-friends abroad) sharpens it.",
  urgency:
    "Tie every ask to a real limit: the date of the next social, its cap of about 30, the waiting list for a new town. Never invent scarcity; members talk to each other.",
  transform:
    "Tell a member's before-and-after, with their consent: the first evening alone after years, and the walk, the friend or the partner since. Let them read it before it goes out.",
  position:
    "Write one line: \"For [people] who [want], [your app] is the [kind of app] that [key difference], unlike [the big apps, or staying at home]\". Put it on every town page, the store listing and the press page.",
  clarity:
    "Test your one-sentence description on the next five people at a social. If they cannot repeat it to a friend, cut adjectives until they can.",
  proof:
    "Collect one number, one name and one photo for every claim: members within 20 miles, how profiles are checked, a member's words with their consent. Put the next social's date beside them.",
  journey:
    "Walk the steps from hearing of it to a first meeting: the search or the paper, the town page, sign-up and the profile check, the first message, the first social with a friend. Remove one worry at every step.",
};

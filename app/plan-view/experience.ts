import type { Experience } from "~/plan-quality/experience";

/**
 * The view's fixed texts for an experience booked as a group or an outing (escape rooms, a pottery
 * studio): the toolkit's six cards, the success tips and the Marketing Model's how-to lines. Its buyers
 * are groups, office teams, couples and people buying a present, so nothing here speaks of a shop
 * window, a counter, a till or a discount on a deal site. Pure.
 */

type Card = [description: string, tryThis: string];

/** The toolkit's six cards for an experience; {product} {place} are filled by the toolkit. */
export function experienceToolkit(x: Experience): Record<"Direct Outreach" | "Integration Marketing" | "Launch Stacking" | "Indirect Competitors" | "Partnerships" | "Power Users", Card> {
  const studio = x.form === "studio";
  return {
    "Direct Outreach": studio
      ? [
          "Talk to the people already at your wheels: taster guests at the end of the session and when they collect their pots, course students in their last week, and the people who bought a taster as a present.",
          "This week, ask five taster guests what would make them book a course (dates, evenings, price) and put the answer on the next course card.",
        ]
      : [
          "Write to the people who book for others: office managers and HR teams within a walk, students' societies' social secretaries, and the organisers of groups you turned away at the weekend.",
          "Send ten personal emails this week to office managers nearby with the one-page team offer, and follow up once a week later.",
        ],
    "Integration Marketing": [
      `For ${studio ? "a studio" : "an experience"}, integration means being where people choose something to do and something to give: Google Maps with photos, prices and the booking link, TripAdvisor, your booking system's voucher page, and the gift and things-to-do pages people in {place} read.`,
      "Check that vouchers can be bought from your Google profile and your home page in two clicks on a phone, and that every review from the last three months has an answer.",
    ],
    "Launch Stacking": [
      studio
        ? "Do not announce a course once. Stack the teacher's word at the end of the taster, the follow-up email, the collection-day card, a post of graduates' work and a note to past taster guests in the same fortnight, so people hear the start date three times."
        : `Do not announce ${x.newRoom ? `the ${x.newRoom}` : "a new room"} once. Stack the first-to-play list, a preview night for enthusiasts and reviewers, an email to past players, a note to the local press and the first weekday slots for teams in the same weeks.`,
      studio ? "Pick the next course start date and line up the word at the end of the taster, the email and the collection card for the four weeks before it." : "Set the preview night's date now and count back: the sign-up goes up this week.",
    ],
    "Indirect Competitors": [
      studio
        ? "Your real rival is not the other studio: it is another evening on the sofa, an online tutorial, and 'I'll book a course some time'. People commit when they are shown a date at the moment they want more."
        : "Your real rival on a weekday is not the other escape room: it is the pub, a meal out and staying in. Groups come midweek when someone organises it and the price and the slot are easy.",
      studio ? "Ask ten taster guests what they did instead of booking a course last time they thought about it." : "Ask ten groups this month what they nearly did instead, and use their words on the booking page.",
    ],
    Partnerships: [
      studio
        ? "Team up with places whose customers want to make things: makers' markets, local galleries and shops that sell ceramics, cafés that would show students' work, and the offices nearby for team sessions."
        : "Team up with the people who send groups out: hen and stag organisers, bars and restaurants nearby (a game before dinner), hotels' front desks, students' unions, and office buildings' managers.",
      studio ? "Ask one café or shop this month to show five students' pieces with the course card beside them." : "Ask one bar or restaurant nearby to offer a 'game then dinner' evening with you, announced to both lists.",
    ],
    "Power Users": [
      studio
        ? "Your members and past course students are your best marketing: they give tasters as presents, bring friends to the exhibition and answer 'where did you learn that?'. The first place on a new course, a members' evening and their work on show make it their studio."
        : "Your regulars are the players who have done every room: they bring new groups each time and organise the office team day. First play of a new room and their team's photo on the wall make it theirs.",
      studio ? "Ask your members to each bring one friend to the next end-of-term show." : "Invite everyone who has played all your rooms to the preview night of the next one.",
    ],
  };
}

/** Success tips: a fixed slot, five personal contacts a week, counts every Monday, no deal-site discounts. */
export function experienceTips(x: Experience, slot: string): string[] {
  const studio = x.form === "studio";
  return [
    `Running the ${studio ? "classes" : "games"} comes first, so give marketing a fixed slot: protect ${slot} at the same time each week, and set up one tactic at a time, ${studio ? "the taster's last ten minutes" : "the team offer"} first.`,
    studio
      ? "Make five personal contacts a week: a taster guest told the course dates, a graduate invited to the members' evening, a review answered, a voucher buyer thanked, a café asked to show students' work."
      : "Make five personal contacts a week: an office manager written to, a group turned away offered a weekday, a society's social secretary, a review answered, a past player invited to the new room.",
    studio
      ? "Every Monday, count taster guests, course places booked and the share of tasters who booked, members joined, and vouchers sold and redeemed."
      : "Every Monday, count bookings by day of the week, team bookings, and vouchers sold and redeemed, against the weeks before.",
    studio
      ? "Keep the offer a reason to come back, not a discount to strangers: the course dates at the right moment, a credit that is theirs, a date night, a members' evening."
      : "Keep the offer a reason to come, not a deal-site discount: a weekday team package, a student price on your own page, a preview night. The people a deal site brings come for the deal.",
  ];
}

/** The Marketing Model's how-to lines for escape rooms and the like: where each lever goes when people book as a group or give it as a present. */
export const ROOMS_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open your booking page, the voucher page and the team offer with the moment people come for (the last clue cracked together, the team's photo), not the list of rules. Borrow the words players use in their reviews.",
  identity:
    "Name the people who come (office teams, groups of friends, couples, students) and show them in your photos, with their permission. Saying who it is for sharpens it.",
  urgency:
    "Tie news to real limits: a new room's opening date, the last posting date for vouchers before a gifting day, this month's weekday team slots. Never invent scarcity.",
  transform:
    "Show a before/after pair: a team that barely spoke and the story they tell afterwards, with their permission.",
  position:
    "Write one line: \"For [groups] who [want], [your place] is the [experience] that [key difference], unlike [the pub, a meal out, staying in]\". Put it on your Google profile, the team offer and the voucher page.",
  clarity:
    "Test your one-sentence description on five people at the end of a session. If they cannot repeat it to a friend, cut adjectives until they can.",
  proof:
    "Collect one number, one name and one photo for every claim: your Google and TripAdvisor ratings, teams that came back, a player's words. Answer every review: the answers are proof too.",
  journey:
    "Walk the steps from a search or a present to a booking and the next one: what they see on the profile, whether booking and vouchers work on a phone, who greets them, and what they are handed at the end.",
};

export const STUDIO_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open your booking page, the voucher page and the course card with the moment people come for (clay taking shape in their hands, their own bowl out of the kiln), not the list of what is included. Borrow the words students use in their reviews.",
  identity:
    "Name the people who come (beginners, couples, friends, course students) and show them in your photos, with their permission. Saying who it is for sharpens it.",
  urgency:
    "Tie news to real limits: a course that starts on a date with a few places, the last posting date for vouchers before a gifting day. Never invent scarcity.",
  transform:
    "Show a before/after pair: a beginner's first wobbly pot and the bowl they made by week six, with their permission.",
  position:
    "Write one line: \"For [beginners] who [want], [your place] is the [experience] that [key difference], unlike [the sofa, an online tutorial]\". Put it on your Google profile, the course card and the voucher page.",
  clarity:
    "Test your one-sentence description on five people at the end of a session. If they cannot repeat it to a friend, cut adjectives until they can.",
  proof:
    "Collect one number, one name and one photo for every claim: your Google and TripAdvisor ratings, taster guests who came back for a course, a student's words. Answer every review: the answers are proof too.",
  journey:
    "Walk the steps from a search or a present to a booking and the next one: what they see on the profile, whether booking and vouchers work on a phone, who greets them, and what they are handed at the end.",
};

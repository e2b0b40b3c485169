import type { GuerrillaIdea } from "./guerrilla";

/**
 * Quick wins for an app for meeting people (Reading.meetPeople): it gets only these. Its members choose on
 * trust and on who is near them, so a habit app's streak badges, share sheets or creators' codes mean
 * nothing to them; people who already tried it, the next social and the safety promise do.
 */
export const MEET_PEOPLE_IDEAS: GuerrillaIdea[] = [
  {
    kinds: ["consumer-app"],
    tags: ["email-marketing"],
    forMeetPeople: true,
    name: "Invite last year's first-month cancellers in {mpAreas} back as guests",
    description:
      "Email everyone who cancelled in their first month and lives in {mpAreas}: say honestly how many members now live within 20 miles of them, and invite them to the next {mpSocial} as a guest, free. They already know {product}; what was missing was people nearby.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["consumer-app"],
    tags: ["app-store"],
    forMeetPeople: true,
    name: "Put the safety promise in the first store screenshot",
    description:
      "Make the first store screenshot of {product} and the top of {website} say how profiles are checked and that no one from {product} will ever ask for money. It answers the first question a cautious person asks before they install.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["consumer-app"],
    tags: ["meetups"],
    forMeetPeople: true,
    name: "Make the next social a bring-a-friend evening",
    description:
      "Tell members in {mpAreas} that the next {mpSocial} is a bring-a-friend evening: each member brings one friend, single or not, free. A friend beside them gets nervous members through the door, and single friends who enjoy the evening join.",
    costLevel: "Under $50",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["consumer-app"],
    tags: ["events"],
    forMeetPeople: true,
    name: "Ask the venue to put the next social on its own board",
    description:
      "Ask the pub or café that hosts your next {mpSocial} in {mpAreas} to put its date on the venue's own board, page or newsletter, and leave the social's page with the staff. Their regulars include people who would never search for {product}.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
];

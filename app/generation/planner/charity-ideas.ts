import { BUSINESS_KINDS } from "~/plan-quality/kinds";
import type { GuerrillaIdea } from "./guerrilla";

/**
 * Quick wins for a charity or non-profit (Reading.charity): it gets only these. Its supporters give,
 * foster and volunteer; a window, a chalkboard or a card for a friend's first visit mean nothing to them.
 */
export const CHARITY_IDEAS: GuerrillaIdea[] = [
  {
    kinds: [...BUSINESS_KINDS],
    tags: ["email-marketing"],
    forCharity: true,
    name: "Ring five of your longest-standing donors to say thank you",
    description:
      "This week, ring (or message, if they prefer) five people who have given to {product} every month for longest, only to thank them and tell them about one {rescuedOneWord} their gifts helped. Make no appeal; ask what made them start giving, and use their words in your next appeal.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: [...BUSINESS_KINDS],
    tags: ["facebook-groups"],
    forCharity: true,
    name: "A 'gotcha day' post that adopters share",
    description:
      "Ask adopters to post their {rescuedOneWord}'s adoption anniversary ('gotcha day') photo on your page with one line, and reply to each with thanks and the monthly-giving link for anyone who wants to help the next one. Adopters share their own {rescuedOneWord} far more readily than an appeal.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: [...BUSINESS_KINDS],
    tags: ["partnerships"],
    forCharity: true,
    name: "Your giving QR code at the vets, groomers and pet shops that know you",
    description:
      "Ask two vets, groomers or pet shops in {place} that already see your adopters to put a small card by their counter: one {rescuedOneWord} who needs a home, 'Sponsor from {monthlyGift} a month' and a QR code to your giving page. Count sign-ups from each card's own link.",
    costLevel: "Under $50",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: [...BUSINESS_KINDS],
    tags: ["email-marketing"],
    forCharity: true,
    name: "Ask one-off givers to make it monthly",
    description:
      "List everyone who gave {product} a one-off gift in the last year and agreed to hear from you, and send each a short personal note: thank you, one {rescuedOneWord} their gift helped, and the question 'Would you help every month, from {monthlyGift}?' with the link. People who have given once are the likeliest to give again.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
];

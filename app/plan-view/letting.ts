import { inRentalWords, type Letting } from "~/plan-quality/letting";

/**
 * The view's fixed texts for a letting agent, an estate agent or a US property manager: the toolkit's six
 * cards, the success tips and the Marketing Model's how-to lines. Landlords and home sellers choose an agent on
 * a friend's word, a professional's name, a board in the street and a valuation, so nothing here speaks of
 * software directories, trials, demos, trade press or five outreach emails a day. Pure.
 */

type Card = [description: string, tryThis: string];

/** The toolkit's six cards; {product} and {place} are filled by the toolkit. */
export function lettingToolkit(l: Letting): Record<"Direct Outreach" | "Integration Marketing" | "Launch Stacking" | "Indirect Competitors" | "Partnerships" | "Power Users", Card> {
  const cards = lettingCards(l);
  return Object.fromEntries(Object.entries(cards).map(([k, [d, t]]) => [k, [inRentalWords(l, d), inRentalWords(l, t)]])) as typeof cards;
}

/** The six cards as written for a UK agent; a US property manager's are put in its owners' words. */
function lettingCards(l: Letting): Record<"Direct Outreach" | "Integration Marketing" | "Launch Stacking" | "Indirect Competitors" | "Partnerships" | "Power Users", Card> {
  const sales = l.side === "sales";
  const clients = sales ? "home sellers" : l.us ? "rental owners" : "landlords";
  const client = sales ? "seller" : l.us ? "owner" : "landlord";
  const partners = sales ? "mortgage brokers and solicitors" : l.us ? "investor-friendly agents, lenders and CPAs" : "mortgage brokers, solicitors and accountants";
  return {
    "Direct Outreach": [
      `Never cold: every first conversation with a ${client} follows something they did (an enquiry, a valuation, a question at an evening, a name passed on by a partner or a ${client}), and is answered the same day, in person or by phone.`,
      `Call back today every ${client} who enquired or was valued in the last six months and did not sign, with one new thing: the switch done for them, or the latest numbers.`,
    ],
    "Integration Marketing": [
      `Be part of how ${clients} already deal with their ${sales ? "move" : "homes"}: the ${partners} they use, ${sales ? "the property portals buyers search (check each one's terms and fees)" : l.us ? "the local investors' association" : "the local landlord association and its branch meetings"}, and the Google profile they read before calling.`,
      `Ask three ${clients} which ${sales ? "broker and solicitor" : l.us ? "agent, lender and CPA" : "broker, solicitor and accountant"} they use, and write to each one this month.`,
    ],
    "Launch Stacking": [
      `Stack each new thing in one week: when the numbers page or the switch page goes live, send it to ${clients} who enquired, to your partners, post it on the Google profile${sales ? "" : " and take it to the next landlord evening"}, so ${clients} in {place} meet {product} several times in a few days.`,
      "Pick the week the switch page goes live and line up the letter, a note to your partners and a Google post for it.",
    ],
    "Indirect Competitors": [
      `Your real rivals are ${l.us ? "the big management companies" : l.chains ? "the chains" : "the big agents"}, ${l.us ? "flat-fee managers" : l.online ? "the online agents" : "cheap online agents"} and ${sales ? "selling privately" : "managing it yourself"}. Don't compete on price: learn what ${clients} put up with (calls not returned, ${sales ? "no news for weeks" : "repairs left for days, long voids"}) and answer it with your own numbers, never naming anyone.`,
      `Read the 1- and 2-star Google reviews of the three biggest agents in {place}, note every complaint you answer, and put the answers on your switch page.`,
    ],
    Partnerships: [
      `Team up with the people ${clients} ask before they choose: ${partners}${sales ? "" : `, and ${l.us ? "the local investors' association" : "the local landlord association"}`}. Send work back their way, and disclose any referral fee to the client.`,
      `Book two coffees this week with the ${l.us ? "lender and the CPA" : "mortgage broker and the solicitor"} your ${clients} use most.`,
    ],
    "Power Users": [
      `Your longest-standing ${clients} are your referrers and your reviews. Tell them first when something changes, ask each for a review at a good moment, and ask whether they know one other ${client} who is unhappy with their agent.`,
      `Ask your five longest-standing ${clients} for a review and one name each.`,
    ],
  };
}

/** Success tips: the Friday count in homes, the same-day reply, the rules checked, the team's capacity. */
export function lettingTips(l: Letting, slot: string): string[] {
  return lettingTipsAsWritten(l, slot).map((tip) => inRentalWords(l, tip));
}

function lettingTipsAsWritten(l: Letting, slot: string): string[] {
  const sales = l.side === "sales";
  const homes = l.us ? "homes" : "properties";
  return [
    `Keep ${slot} at the same time each week, and spend it on the people who already know you (${sales ? "sellers" : "landlords"} who enquired, partners, your own ${sales ? "sellers" : "landlords"}) before strangers.`,
    `Every Friday, count enquiries, valuations, ${sales ? "instructions" : "switches"} and ${homes} ${sales ? "listed" : "taken on"}, by who sent each one (a partner, a board, a review, an evening, a ${sales ? "seller" : "landlord"}).`,
    "Answer every enquiry the same working day: a landlord let down by a slow agent judges the next one by the first reply.",
    sales
      ? "Before you publish anything about selling rules or costs, check it with a solicitor or the official pages: one wrong claim costs more trust than it wins."
      : `Before you publish anything about the rules, check it on the official pages and date it: rules change, and one wrong claim costs more trust than it wins.${l.team ? ` Take on only as many ${homes} a month as your team can manage well.` : ""}`,
  ];
}

/** The Marketing Model's how-to lines for an agent: the switch, the numbers, the valuation. */
export function lettingHowTo(l: Letting): Record<string, string> {
  const sales = l.side === "sales";
  const client = sales ? "seller" : "landlord";
  const lines: Record<string, string> = {
    desire: `Open the Google profile, the switch letter and the first minute of every valuation with what a ${client} wants (${sales ? "sold at a fair price, and news every week" : "rent in on time, a home looked after, no calls at night"}), in their words, not a list of services.`,
    identity: `Name the ${client}s you work for (${sales ? "owners moving on, downsizing or selling a parent's home" : "landlords with one to a few homes, accidental landlords, people whose pension is in bricks"}) and show who on your team looks after them.`,
    urgency: `Give only honest reasons to act now: ${sales ? "a season when buyers are looking, a chain waiting" : "a date a rule changes (checked), a tenancy ending, a void costing them rent"}. Never invent a deadline.`,
    transform: `Tell what changed for one ${client} after switching to you (${sales ? "an update every Friday, sold in weeks" : "repairs answered, the void filled, no more late calls"}), in their words and with their permission.`,
    position: `Write one line: "For ${client}s in [your area], [agent] is the [independent agent] that [key difference: ${sales ? "a written update every Friday" : "inspections and repairs you can count"}], unlike [a chain or an online agent]". Put it on the board, the card and the Google profile.`,
    clarity: `Say your one sentence to five ${client}s. If they can't repeat what you do, where and what it costs, cut it until they can.`,
    proof: `Collect proof a ${client} can check: your own ${sales ? "days to sale and asking price achieved" : "void days, arrears and repair times"}, reviews from ${sales ? "sellers and buyers" : "landlords and tenants"}, and the boards in their streets.`,
    journey: `Walk the steps from the first call to the first ${sales ? "viewing" : "rent paid"}: the call back the same day, the visit, the agreement, the handover from the old agent, the first ${sales ? "update" : "inspection report"}. Remove one wait at every step.`,
  };
  return Object.fromEntries(Object.entries(lines).map(([k, v]) => [k, inRentalWords(l, v)]));
}

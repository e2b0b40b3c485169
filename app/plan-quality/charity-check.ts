import type { Charity } from "./charity";

/**
 * What the plan checker asks of a plan for a charity or non-profit (Reading.charity), built-in or AI:
 * no investor work (its fundraising is gifts), no shop lines (a till, a stamp card, regulars,
 * customers), some tactic that asks for regular gifts when the goal is monthly donors, and Gift Aid
 * named for a UK charity raising money from individuals. Pure; the checker passes the texts in.
 */

/** Work for a company raising investment: nothing a charity's donors are asked for. */
const INVESTOR_WORK =
  /\binvestors?\b|\binvestor updates?\b|\b(?:pre-seed|seed|series [abc]) (?:round|funding)\b|\bpitch deck\b|\bequity\b|\bvaluation\b|\bangel investors?\b|\bthe raise\b|\braising a round\b|\btraction one-pager\b/i;

/** Lines written for a shop and its customers: a charity has supporters, donors and fosterers, and no till. */
const SHOP_LINES =
  /\bstamp cards?\b|\bloyalty (?:cards?|scheme)\b|\b(?:by|at|next to) the till\b|\bshop window\b|\bchalkboard\b|\bregulars\b|\bcome in(?:,| and) say hello\b|\bwalk-ins?\b|\ba short (?:walk|drive) (?:of|from) the shop\b|\bbest[- ]sellers?\b|(?<!\b(?:their|whose|its|the vet's|a partner's) )\bcustomers?\b/i;

/** A tactic's text (without the founder's own words quoted back) written for investors or for a shop. */
export function charityTacticFinding(text: string, name: string, c: Charity): string | null {
  const investor = INVESTOR_WORK.exec(text);
  if (investor) {
    return `Speaks of "${investor[0]}", and ${name} is a ${c.word}: "Support fundraising" here means gifts from supporters, not investment.`;
  }
  const shop = SHOP_LINES.exec(text);
  if (shop) return `Written for a shop ("${shop[0]}"), and ${name} is a ${c.word}: its supporters give, foster and volunteer; they are not customers at a counter.`;
  return null;
}

/** Asking for a gift that repeats: monthly giving, a Direct Debit or standing order, a sponsor scheme. */
const REGULAR_GIVING =
  /\bmonthly (?:gifts?|giving|donors?|donations?|direct debits?)\b|\bdirect debits?\b|\bstanding orders?\b|\bregular (?:gifts?|giving|donors?|donations?)\b|\bgive (?:monthly|every month)\b|\b(?:a|per) month\b[^.]{0,40}\b(?:give|gift|donat\w*|sponsor\w*)\b|\bsponsor(?:ship)? (?:scheme|a \w+)\b/i;

/**
 * The plan as a whole: a goal of monthly donors with no tactic that asks for a regular gift, and a UK
 * charity raising money from people with no word of Gift Aid (25p on every £1 from UK taxpayers who declare).
 */
export function charityPlanFindings(tacticTexts: string[], metrics: string, c: Charity): { reason: string; note: string }[] {
  const out: { reason: string; note: string }[] = [];
  if (c.monthly && !tacticTexts.some((t) => REGULAR_GIVING.test(t))) {
    out.push({
      reason: `Your goal is "${metrics}", and no tactic asks supporters for a regular gift (a monthly Direct Debit or standing order, a sponsor scheme) or gives them a page to set one up.`,
      note: "Leaves your goal of monthly donors out",
    });
  }
  if (c.uk && (c.monthly || c.donorsGoal !== null) && !tacticTexts.some((t) => /\bgift aid\b/i.test(t))) {
    out.push({
      reason: "No tactic mentions Gift Aid: on gifts from UK taxpayers who declare, a charity registered with HMRC claims 25p on every £1, so the giving page and every ask should carry the Gift Aid box.",
      note: "Leaves Gift Aid out",
    });
  }
  return out;
}

import type { PlanFormData } from "~/wizard/types";
import { MONTHS, longDate, utcDay } from "./calendar";
import { currencyOf, type Currency } from "./money";
import { formatCount } from "./words";

/**
 * A founder raising money from backers on a crowdfunding platform ("€40,000 on Kickstarter in 30
 * days, launching 1 March"), and what a campaign plan must respect: the platform, the launch day and
 * the campaign's last day in the plan's weeks, the target in the founder's currency, the pledge most
 * backers choose, the list they launch to, and the arithmetic that ties them together.
 * Pure: shared by the reading, the planner's tokens, the checker and the AI prompt.
 */

export type Crowdfunding = {
  /** "Kickstarter", "Indiegogo", or "your crowdfunding platform" when none is named. */
  platform: string;
  /** The launch day as the founder wrote it ("launching 1 March"), the day, and its week of the plan (week 1 is the start day's). */
  launch: { said: string; day: Date; week: number } | null;
  /** The campaign's length in days ("in 30 days"); 30 when not stated, the length most campaigns run. */
  days: number;
  /** The campaign's last day and its week; null without a launch day. */
  end: { day: Date; week: number } | null;
  /** The goal in the founder's currency: 40000 and "€40,000". */
  target: { amount: number; text: string } | null;
  /** The pledge most backers choose: the early-bird price ("€59"), else the retail price. */
  pledge: { amount: number; text: string; earlyBird: boolean } | null;
  /** The people on the founder's email list today ("1,200 people on our email list"). */
  list: number | null;
  /** The reward is a physical product (hardware, a gadget, goods that ship), so the prototype rules apply. */
  physical: boolean;
};

/** Words only a crowdfunding campaign uses. "Backers" alone can mean investors, so it needs a pledge or a campaign. */
export const CROWDFUNDING_WORDS = /\b(?:kickstarter|indiegogo|crowdfund(?:ing|ed|er)?|crowd-?funding|gofundme|ulule|startnext)\b/i;
const BACKER_CAMPAIGN = /\bbackers?\b[^.]{0,80}\b(?:pledges?|campaign|early[- ]birds?)\b|\b(?:pledges?|campaign|early[- ]birds?)\b[^.]{0,80}\bbackers?\b/i;

const PLATFORMS: [RegExp, string][] = [
  [/\bkickstarter\b/i, "Kickstarter"],
  [/\bindiegogo\b/i, "Indiegogo"],
  [/\bulule\b/i, "Ulule"],
  [/\bstartnext\b/i, "Startnext"],
];

/** Typical figures crowdfunding practitioners plan with. */
export const FIRST_48_HOURS_SHARE = 0.3;
/** The share of a warm pre-launch email list that backs on launch: 2-10%, 5% as a planning figure. */
export const LIST_LOW = 2;
export const LIST_HIGH = 10;
export const LIST_RATE = 0.05;
/** Kickstarter's fee (5%) and payment processing (about 3-5%): roughly 10% of what is pledged. */
const FEES = 0.1;

const MONTH_NAMES = MONTHS.join("|");
const LAUNCH_VERB = String.raw`(?:launch(?:es|ing|ed)?|go(?:es|ing)? live|live|start(?:s|ing)?|open(?:s|ing)?)`;
/** "launching 1 March", "launch on the 1st of March", "goes live March 1st", "launching in March". */
const LAUNCH_DAY = new RegExp(
  String.raw`\b${LAUNCH_VERB}\s+(?:on\s+)?(?:the\s+)?(?:(\d{1,2})(?:st|nd|rd|th)?(?:\s+of)?\s+(${MONTH_NAMES})|(${MONTH_NAMES})\s+(\d{1,2})(?:st|nd|rd|th)?\b|(?:in|early|in early)\s+(${MONTH_NAMES}))`,
  "i",
);

const PHYSICAL =
  /\b(?:hardware|gadget|device|light|lamp|bike|bicycle|backpack|bag|wallet|watch|speaker|headphones?|shoes?|jacket|board game|prototype|assembled|manufactur\w*|factory|ships?|shipping|batch|units?)\b/i;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The week of the plan a day falls in: the start day's week is week 1. */
export function weekOfDay(day: Date, today: Date): number {
  return Math.floor((day.getTime() - today.getTime()) / DAY_MS / 7) + 1;
}

function monthIndex(name: string): number {
  return MONTHS.findIndex((m) => m.toLowerCase() === name.toLowerCase());
}

/** A sum as written, read: "€40,000" → 40000, "€40k" → 40000, "59 euros" → 59. */
function amountOf(figure: string, thousands: string | undefined): number {
  const n = Number(figure.replace(/,/g, ""));
  return thousands ? n * 1000 : n;
}

const SUM = /([€£$])\s?(\d[\d,]*(?:\.\d+)?)\s?(k\b)?|(\d[\d,]*(?:\.\d+)?)\s?(k)?\s?(?:€|euros?\b|EUR\b)/i;

function writtenSum(amount: number, prefix: string): string {
  return `${prefix}${amount.toLocaleString("en-US")}`;
}

function readSum(text: string, currency: Currency): { amount: number; text: string } | null {
  const m = SUM.exec(text);
  if (!m) return null;
  const amount = m[2] ? amountOf(m[2], m[3]) : amountOf(m[4]!, m[5]);
  const prefix = m[1] ? (currencyOf(m[1])?.prefix ?? currency.prefix) : "€";
  return amount > 0 ? { amount, text: writtenSum(amount, prefix) } : null;
}

/** "early birds pay €59", "€59 early bird", "early-bird price of €59". */
function readEarlyBird(text: string, currency: Currency): { amount: number; text: string } | null {
  const m = /\bearly[- ]birds?\b[^.€£$\d]{0,30}((?:[€£$]\s?\d[\d,]*(?:\.\d+)?)|(?:\d[\d,]*\s?(?:€|euros?)))/i.exec(text) ??
    /((?:[€£$]\s?\d[\d,]*(?:\.\d+)?)|(?:\d[\d,]*\s?(?:€|euros?)))\s+(?:for\s+)?(?:kickstarter\s+|indiegogo\s+)?early[- ]birds?\b/i.exec(text);
  return m ? readSum(m[1]!, currency) : null;
}

/** "1,200 people on our email list", "an email list of 1,200", "1,200 subscribers". */
export function listSize(text: string): number | null {
  const m =
    /\b(\d[\d,]*)\s+(?:people|subscribers|contacts|names|addresses|sign-?ups|fans|followers on (?:our|my) (?:email|mailing) list)?\s*on\s+(?:our|my|the)\s+(?:email\s+|mailing\s+|newsletter\s+|pre-?launch\s+)?list\b/i.exec(text) ??
    /\b(?:email|mailing|newsletter|pre-?launch) list of (?:about |around )?(\d[\d,]*)\b/i.exec(text) ??
    /\b(\d[\d,]*)\s+(?:email|newsletter) subscribers\b/i.exec(text);
  return m ? Number(m[1]!.replace(/,/g, "")) : null;
}

/** The founder runs a crowdfunding campaign: a platform named, "crowdfunding", or backers with pledges. */
export function isCrowdfunding(a: PlanFormData): boolean {
  const text = `${a.productDescription} ${a.successMetrics} ${a.challenges}`;
  return CROWDFUNDING_WORDS.test(text) || BACKER_CAMPAIGN.test(text);
}

/**
 * The campaign in the founder's answers, or null when they run none. `today` is the plan's start day,
 * `currency` the plan's (the target is read in the founder's own symbol).
 */
export function readCrowdfunding(a: PlanFormData, today: Date, currency: Currency): Crowdfunding | null {
  if (!isCrowdfunding(a)) return null;
  const all = `${a.successMetrics} ${a.productDescription} ${a.challenges}`;
  const platform = PLATFORMS.find(([re]) => re.test(all))?.[1] ?? "your crowdfunding platform";
  let launch: Crowdfunding["launch"] = null;
  const m = LAUNCH_DAY.exec(all);
  if (m) {
    const month = monthIndex(m[2] ?? m[3] ?? m[5] ?? "");
    const date = m[5] ? 1 : Number(m[1] ?? m[4]);
    if (month >= 0 && date >= 1 && date <= 31) {
      let day = utcDay(today.getUTCFullYear(), month, date);
      if (day.getTime() <= today.getTime()) day = utcDay(today.getUTCFullYear() + 1, month, date);
      launch = { said: m[0].trim(), day, week: weekOfDay(day, today) };
    }
  }
  const length = /\b(\d{1,2})[- ]days?\b/i.exec(all);
  const days = length && Number(length[1]) >= 1 && Number(length[1]) <= 60 ? Number(length[1]) : 30;
  const endDay = launch ? new Date(launch.day.getTime() + days * DAY_MS) : null;
  const target = readSum(a.successMetrics, currency);
  const early = readEarlyBird(`${a.productDescription} ${a.challenges}`, currency);
  const retail = readSum(a.productDescription.replace(/\bearly[- ]birds?\b[^.]*/gi, ""), currency);
  const pledge = early ? { ...early, earlyBird: true } : retail ? { ...retail, earlyBird: false } : null;
  return {
    platform,
    launch,
    days,
    end: endDay && launch ? { day: endDay, week: weekOfDay(endDay, today) } : null,
    // A goal under the pledge is no goal ("€59" read as the target when the metric names no sum).
    target: target && (!pledge || target.amount > pledge.amount) ? target : null,
    pledge,
    list: listSize(`${a.challenges} ${a.productDescription} ${a.successMetrics}`),
    physical: PHYSICAL.test(`${a.productName}. ${a.productDescription}`),
  };
}

const sum = (n: number, like: { text: string }) => `${like.text.replace(/[\d,.]+$/, "")}${formatCount(Math.round(n))}`;

/** "1 March 2027" for the launch, or a slot. */
export function launchDate(c: Crowdfunding | null): string {
  return c?.launch ? longDate(c.launch.day) : "{{your launch date}}";
}

/**
 * The campaign's arithmetic, said plainly: how many backers the target is at the usual pledge, what
 * the first 48 hours must bring, what the list brings at the rate lists usually back, and what the
 * list must grow to when it is short. A general rule when the answers give no numbers.
 */
export function campaignMath(c: Crowdfunding): string {
  const { target, pledge, list } = c;
  const by48 = c.launch ? ` by ${longDate(new Date(c.launch.day.getTime() + 2 * DAY_MS)).replace(/ \d{4}$/, "")}` : "";
  if (!target || !pledge) {
    return `Campaigns that fund usually raise about ${FIRST_48_HOURS_SHARE * 100}% of their goal in the first 48 hours, mostly from their own email list, and a warm list backs at about ${LIST_LOW}-${LIST_HIGH}% on launch: divide the first 48 hours' share of your goal by your pledge, then by ${LIST_RATE * 100}%, to see how big the list must be by launch day.`;
  }
  const backers = Math.ceil(target.amount / pledge.amount);
  const first48 = target.amount * FIRST_48_HOURS_SHARE;
  const backers48 = Math.ceil(first48 / pledge.amount);
  const needed = Math.ceil(backers48 / LIST_RATE / 100) * 100;
  const price = `${pledge.text}${pledge.earlyBird ? " early-bird" : ""} pledge`;
  const head =
    `${target.text} at the ${price} is about ${formatCount(backers)} backers, and campaigns that fund usually raise about ${FIRST_48_HOURS_SHARE * 100}% of the goal in the first 48 hours: about ${sum(first48, target)}, or ${formatCount(backers48)} backers${by48}.`;
  const fees = ` ${c.platform === "Kickstarter" ? "Kickstarter keeps 5% and payment processing about 3-5%" : "The platform and payment fees take about 8-10%"}, so ${target.text} pledged is about ${sum(target.amount * (1 - FEES), target)} before rewards are made and shipped.`;
  if (!list) {
    return `${head} A warm email list backs at about ${LIST_LOW}-${LIST_HIGH}% on launch, so at ${LIST_RATE * 100}% that needs a list of about ${formatCount(needed)} people by launch day.${fees}`;
  }
  const fromList = Math.round(list * LIST_RATE);
  const fromListSum = fromList * pledge.amount;
  if (fromList >= backers48) {
    return `${head} Your ${formatCount(list)} subscribers, at the ${LIST_RATE * 100}% a warm list usually backs on launch (${LIST_LOW}-${LIST_HIGH}%), bring about ${formatCount(fromList)} backers (${sum(fromListSum, target)}): enough for the first 48 hours if they are warmed up before launch.${fees}`;
  }
  return (
    `${head} Your ${formatCount(list)} subscribers, at the ${LIST_RATE * 100}% a warm list usually backs on launch (${LIST_LOW}-${LIST_HIGH}%), bring about ${formatCount(fromList)} backers, about ${sum(fromListSum, target)}: ` +
    `short of the ${sum(first48, target)} the first 48 hours need, so the list has to grow to about ${formatCount(needed)} by launch day, or the goal come down to what your list can carry.${fees}`
  );
}

/** What one sign-up is worth in pledges at the planning rate: €59 × 5% → "€2.95". */
export function signupWorth(pledge: { amount: number; text: string }): string {
  const value = pledge.amount * LIST_RATE;
  return `${pledge.text.replace(/[\d,.]+$/, "")}${value.toFixed(value < 10 ? 2 : 0)}`;
}

/**
 * The list against the first 48 hours, in one sentence for the strategy: "Your 1,200 subscribers bring
 * about 60 backers at the usual 5%, short of the 204 the first 48 hours need: the list comes first, to
 * about 4,100 by 1 March." Null when the answers give no list, target or pledge, or the list is enough.
 */
export function listVerdict(c: Crowdfunding): string | null {
  if (!c.list || !c.target || !c.pledge) return null;
  const backers48 = Math.ceil((c.target.amount * FIRST_48_HOURS_SHARE) / c.pledge.amount);
  const fromList = Math.round(c.list * LIST_RATE);
  if (fromList >= backers48) return null;
  const needed = Math.ceil(backers48 / LIST_RATE / 100) * 100;
  const by = c.launch ? longDate(c.launch.day).replace(/ \d{4}$/, "") : "launch day";
  return `Your ${formatCount(c.list)} subscribers bring about ${formatCount(fromList)} backers at the ${LIST_RATE * 100}% a warm list usually backs, short of the ${formatCount(backers48)} the first 48 hours need (${FIRST_48_HOURS_SHARE * 100}% of ${c.target.text} at ${c.pledge.text}): the list comes first, to about ${formatCount(needed)} by ${by}, or the goal comes down.`;
}

/**
 * The platform's rules a campaign keeps: for a physical product, the working prototype shown as it is
 * (Kickstarter's hardware rules forbid photorealistic renders presented as the product), and rewards
 * only, never equity or financial returns.
 */
export function honestRule(c: Crowdfunding): string {
  const rewards = "backers get rewards (the product, at a price, with an honest delivery month), never equity, shares or a financial return";
  return c.physical
    ? `Show the working prototype as it is today, in real photos and video, with no photorealistic renders presented as the finished product (${c.platform === "Kickstarter" ? "Kickstarter's rules for hardware forbid them" : "backers and the platform's trust team check"}); say what is still to be done before production; and ${rewards}.`
    : `Show what exists today as it is, and say what is still to be built; ${rewards}.`;
}

/**
 * {campaignPlatform} {launchDate} {endDate} {target} {pledge} {first48} {campaignDays} {campaignMath}
 * {honestRule} {listSize} {signupWorth}: a campaign's facts for the library's templates; slots for what the founder
 * did not say (and for plans without a campaign, whose tactics never use them).
 */
export function crowdfundingTokens(c: Crowdfunding | null): Record<
  "campaignPlatform" | "launchDate" | "endDate" | "target" | "pledge" | "first48" | "campaignDays" | "campaignMath" | "honestRule" | "listSize" | "signupWorth",
  string
> {
  return {
    campaignPlatform: c?.platform ?? "{{your crowdfunding platform}}",
    launchDate: launchDate(c),
    endDate: c?.end ? longDate(c.end.day) : "{{the campaign's last day}}",
    target: c?.target?.text ?? "{{your funding goal}}",
    pledge: c?.pledge?.text ?? "{{the early-bird pledge}}",
    first48: c?.target ? sum(c.target.amount * FIRST_48_HOURS_SHARE, c.target) : "30% of the goal",
    campaignDays: String(c?.days ?? 30),
    campaignMath: c ? campaignMath(c) : "",
    honestRule: c ? honestRule(c) : "",
    listSize: c?.list ? `your ${formatCount(c.list)} subscribers` : "your email list",
    signupWorth: c?.pledge ? signupWorth(c.pledge) : "5% of your pledge",
  };
}

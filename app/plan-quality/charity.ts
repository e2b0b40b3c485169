import type { PlanFormData } from "~/wizard/types";
import { formatCount, joinWords, numberFrom, upperFirst } from "./words";

/**
 * A charity or non-profit (a registered charity, an animal rescue, a food bank, a hospice, a CIC) whose
 * goal is donations: regular givers, a sponsor scheme, an appeal. Its supporters are donors, volunteers
 * and fosterers, not customers, and "Support fundraising" means gifts, not investors. Read from the
 * founder's words whatever product type the form says. Pure.
 */
export type Charity = {
  /** The founder's word for it: "dog rescue charity", "food bank", "charity". */
  word: string;
  /** The animal it rescues, when it is a rescue: "dog", "cat", "horse"; null otherwise. */
  animal: string | null;
  /** Where it is, from the pitch: "Leeds". */
  town: string | null;
  /** In the United Kingdom (Gift Aid, the Fundraising Regulator, UK GDPR). */
  uk: boolean;
  /** Regular (monthly) donors today and aimed for: "200 monthly donors … (from 85)" → 85, 200. */
  donorsNow: number | null;
  donorsGoal: number | null;
  /** The monthly gift the goal names: "giving £5 or more" → 5. */
  monthlyGift: number | null;
  /** The goal is regular (monthly) giving rather than a one-off appeal. */
  monthly: boolean;
  /** Where they come from, in the founder's words: "council pounds". */
  rescuedFrom: string | null;
  /** Animals (or people) helped a year, when said: "rehomes 120 dogs a year" → 120. */
  helpedAYear: number | null;
  /** Its supporters include people it helped or rehomed to (adopters), fosterers, volunteers. */
  adopters: boolean;
  fosterers: boolean;
  volunteers: boolean;
  /**
   * The one-off fundraising the founder says did not bring regular donors, in their words: "A raffle and a
   * sponsored dog walk last year raised one-off money but brought almost no monthly donors".
   */
  oneOffTried: string | null;
};

/** The organisation is a charity or non-profit, with the founder's word for it. */
const CHARITY_WORDS: [RegExp, (m: RegExpExecArray) => string][] = [
  [/\b((?:dog|cat|animal|pet|horse|donkey|greyhound|rabbit|hedgehog|wildlife|bird) (?:rescue|welfare|sanctuary)(?: charity| centre| trust)?)\b/, (m) => m[1]!],
  // "A charity shop", "a charity run": something a charity runs or a business does for one, not the charity itself.
  [/\b((?:[a-z]+ )?(?:rescue )?charity)\b(?! (?:shops?|stores?|runs?|balls?|events?|auctions?|partners?|nights?)\b)/, (m) => (/^(?:a|small|local|our|the|registered|little)\s/.test(m[1]!) ? m[1]!.replace(/^(?:a|small|local|our|the|little)\s/, "") : m[1]!)],
  [/\b(food ?bank|hospice|community interest company|not-for-profit|non-?profit|animal sanctuary)\b/, (m) => m[1]!],
];

/** Words that make the product something for charities (their software, a platform), not one of them. */
const FOR_THEM = /\b(?:apps?|platform|software|saas|tool|system|crm|marketplace|website builder|plugin|agency|consultancy)\b[^.]{0,40}\bfor\b[^.]{0,30}$|\bfor (?:[a-z-]+ ){0,3}$/;

const ANIMALS = /\b(dog|cat|horse|donkey|greyhound|rabbit|hedgehog|bird|pet|animal)s?\b/;

/** The pitch names a charity that is the organisation itself, not software or a service for charities. */
export function charityWordOf(pitch: string): string | null {
  const lower = pitch.toLowerCase();
  for (const [re, word] of CHARITY_WORDS) {
    const m = re.exec(lower);
    if (!m) continue;
    if (FOR_THEM.test(lower.slice(0, m.index))) return null;
    // "We raise money for charity", "gives 10% to charity": a business that gives to one.
    if (/^(?:for|to|with|from|by|of) /.test(m[1]!)) return null;
    return word(m).trim();
  }
  return null;
}


/**
 * "A small dog rescue charity in Leeds … We rely on foster homes and monthly donors", "200 monthly
 * donors giving £5 or more by the end of March (from 85)": a charity and the numbers its plan needs.
 * Null for anything else.
 */
export function readCharity(a: PlanFormData, pitch: string, country: string | null): Charity | null {
  const word = charityWordOf(pitch);
  if (!word) return null;
  // Whatever audience type the form says: "a dog rescue charity" is one (software made for charities is read out above).
  const all = `${a.productDescription} ${a.audiencePersona} ${a.challenges} ${a.successMetrics}`.toLowerCase();
  const metrics = a.successMetrics;
  const goal = /\b(\d[\d,]*)\s+(?:new\s+)?(?:regular|monthly)?\s*(?:donors|givers|supporters|sponsors)\b/i.exec(metrics);
  const from = /\bfrom\s+(\d[\d,]*)\b|\b(?:we have|have|now)\s+(\d[\d,]*)\b/i.exec(metrics);
  const gift = /[£$€]\s?(\d{1,3}(?:\.\d{2})?)\s*(?:or more|\+|a month|per month|monthly)?/.exec(metrics);
  const animal = ANIMALS.exec(pitch.toLowerCase())?.[1] ?? null;
  const helped = /\b(?:rehomes?|rescues?|helps?|feeds?|supports?|cares? for|places?)\s+(?:around |about |over )?(\d[\d,]*)\b[^.]{0,30}\b(?:a|per|each|every) year\b/i.exec(a.productDescription);
  return {
    word,
    animal: animal && animal !== "animal" && animal !== "pet" ? animal : animal ? "animal" : null,
    town: /\b(?:in|near|outside) (\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+)?)/u.exec(pitch)?.[1] ?? null,
    uk: country === "United Kingdom",
    donorsNow: numberFrom(from?.[1] ?? from?.[2]),
    donorsGoal: numberFrom(goal?.[1]),
    monthlyGift: gift?.[1] ? Number(gift[1]) : null,
    monthly: /\bmonthly\b|\bregular (?:giv|donor)|\ba month\b|\bdirect debit\b|\bsponsors?\b/i.test(metrics),
    helpedAYear: numberFrom(helped?.[1]),
    rescuedFrom: /\bfrom ((?:council |local |the )?(?:pounds?|shelters?|kennels|the streets|puppy farms?)(?: and (?:council |local )?(?:pounds?|shelters?|kennels|the streets|puppy farms?))?)\b/i.exec(pitch)?.[1] ?? null,
    adopters: /\badopt(?:ed|ers?|ions?)\b|\brehomed\b/.test(all),
    fosterers: /\bfoster(?:ers?|ing| homes?| carers?)?\b/.test(all),
    volunteers: /\bvolunteers?\b/.test(all),
    oneOffTried: oneOffTriedIn(a.challenges),
  };
}

/** One-off fundraising: events, raffles, appeals, collections. */
const ONE_OFF = /\b(?:raffles?|tombolas?|sponsored (?:dog )?(?:walks?|runs?|swims?)|fun (?:days?|runs?)|bake sales?|quiz(?:zes)? nights?|dog shows?|appeals?|bucket collections?|collection tins?|jumble sales?|car boot|crowdfunders?|one-off (?:gifts?|donations?|money))\b/i;
/** …that did not bring regular givers. */
const NO_REGULARS = /\b(?:no|few|hardly any|almost no|not many|didn'?t bring|did not bring|never turned? into)\b[^.]{0,40}\b(?:monthly|regular|repeat)\b|\bone-off\b/i;

/** "A raffle and a sponsored dog walk last year raised one-off money but brought almost no monthly donors": the sentence, without its full stop. */
function oneOffTriedIn(challenges: string): string | null {
  const sentence = challenges
    .split(/(?<=[.!?])\s+/)
    .map((x) => x.split(/:\s+/).pop() ?? x)
    .find((x) => ONE_OFF.test(x) && NO_REGULARS.test(x));
  if (!sentence) return null;
  const clause = sentence.split(/,\s*(?:and|but|so)\s+(?=we\b|i\b)/i)[0] ?? sentence;
  return upperFirst(clause.trim().replace(/[.!]+$/, ""));
}

/** Gift Aid: a UK taxpayer's declaration lets the charity claim 25p on every £1 from HMRC. */
const GIFT_AID_RATE = 0.25;

/**
 * The goal's arithmetic from the founder's own numbers: new donors to find, what they give a month
 * and a year, and what Gift Aid adds when most of them are UK taxpayers who declare (labelled as such).
 */
export function donorMath(c: Charity, prefix = "£"): { toFind: number | null; text: string } {
  const toFind = c.donorsGoal !== null && c.donorsNow !== null && c.donorsGoal > c.donorsNow ? c.donorsGoal - c.donorsNow : null;
  const gift = c.monthlyGift;
  const money = (n: number) => `${prefix}${formatCount(Math.round(n))}`;
  if (toFind === null) {
    return {
      toFind,
      text: `Count your regular donors today and write the number you want by the deadline: the gap, divided by the weeks left, is how many new donors a week the plan has to find.`,
    };
  }
  const parts = [`From ${formatCount(c.donorsNow!)} to ${formatCount(c.donorsGoal!)} monthly donors is ${formatCount(toFind)} new ones`];
  if (gift !== null) {
    const month = toFind * gift;
    parts[0] += `: at ${money(gift)} a month each, about ${money(month)} more a month, ${money(month * 12)} a year`;
    if (c.uk) {
      parts.push(
        `with Gift Aid on the gifts of UK taxpayers who declare, up to ${money(month * (1 + GIFT_AID_RATE))} a month (Gift Aid adds 25p for every £1; check your charity is registered with HMRC to claim it)`,
      );
    }
  }
  return { toFind, text: `${parts.join(", ")}. Keeping the ${formatCount(c.donorsNow!)} you have counts as much as finding new ones: a donor who cancels is one more to find.` };
}

/** The weekly pace to the goal: "about 9 new donors a week". */
function donorPace(toFind: number | null, weeks: number): string {
  if (toFind === null || weeks < 1) return "a few new donors a week";
  return `about ${Math.max(1, Math.ceil(toFind / weeks))} new donors a week`;
}

/**
 * {charityWord} {charityTown} {rescued} {rescuedOne} {donorsNow} {donorsGoal} {donorsToFind} {donorPace} {monthlyGift}
 * {donorMath} {giftAidLine} {giftAidAsk} {givingPlatforms} {supportersWord} {adoptersLine} {fosterAsk}: a charity
 * growing its regular donors; slots where the answers do not give the figure.
 */
export function charityTokens(found: Charity | null, prefix = "£", weeks = 13): Record<string, string> {
  // Not a charity: the same tokens, as slots, so a text written with them never shows a raw {token}.
  const c: Charity = found ?? {
    word: "charity", animal: null, town: null, uk: false, donorsNow: null, donorsGoal: null, monthlyGift: null, monthly: true,
    helpedAYear: null, rescuedFrom: null, adopters: false, fosterers: false, volunteers: false, oneOffTried: null,
  };
  const math = donorMath(c, prefix);
  const animal = c.animal;
  const plural = animal ? `${animal}s` : "the people you help";
  const gift = c.monthlyGift !== null ? `${prefix}${c.monthlyGift}` : `{{monthly amount}}`;
  return {
    charityWord: c.word,
    charityTown: c.town ?? "{{your town}}",
    rescued: plural,
    rescuedOne: animal ? `a ${animal}` : "someone you helped",
    rescuedOneWord: animal ?? "person",
    rescuedOneWordCap: upperFirst(animal ?? "person"),
    rescuedCap: upperFirst(plural),
    rescuedFrom: c.rescuedFrom ? ` from ${c.rescuedFrom}` : "",
    rescuedName: animal ? `{{${animal}'s name}}` : "{{their first name}}",
    helpedAYear: c.helpedAYear !== null ? `${formatCount(c.helpedAYear)} ${plural} a year` : `{{how many}} ${plural} a year`,
    donorsNow: c.donorsNow !== null ? formatCount(c.donorsNow) : "{{donors today}}",
    donorsGoal: c.donorsGoal !== null ? formatCount(c.donorsGoal) : "{{donors wanted}}",
    donorsToFind: math.toFind !== null ? `${formatCount(math.toFind)} new monthly donors` : "{{new donors wanted}}",
    donorPace: donorPace(math.toFind, weeks),
    monthlyGift: gift,
    donorMath: math.text,
    giftAidLine: c.uk
      ? " If you are a UK taxpayer, tick the Gift Aid box: it adds 25p to every £1 you give, at no cost to you."
      : "",
    giftAidStep: c.uk
      ? "Switch on the Gift Aid declaration on the sign-up form (UK taxpayers tick a box; the charity claims 25p on every £1 from HMRC), and check the charity is registered with HMRC for Gift Aid before you claim."
      : "Check which tax relief donors in your country can claim on gifts, and say so in one line on the sign-up form.",
    giftAidName: c.uk ? ", with Gift Aid" : "",
    giftAidBox: c.uk ? ", with the Gift Aid box on the form" : ", with a receipt for every gift",
    giftAidClaim: c.uk ? ", and whether they claim Gift Aid for you" : ", and whether they send donors' receipts for you",
    giftAidResource: c.uk ? "Your HMRC Gift Aid reference, if you have one" : "Your charity registration details, for donors' receipts",
    giftAidJourney: c.uk ? " with Gift Aid" : "",
    softOptInAdopters: c.uk ? ", or who adopted since the charity soft opt-in began and were offered an opt-out on the form" : "",
    givingPlatforms: c.uk ? "Enthuse, Donorbox or JustGiving, or a Direct Debit through GoCardless" : "Donorbox, Givebutter or your bank's recurring payments",
    monthlyWord: c.uk ? "a monthly Direct Debit" : "a monthly gift",
    supporterKinds: joinWords([
      ...(c.adopters ? ["adopters"] : []),
      ...(c.fosterers ? ["fosterers"] : []),
      ...(c.volunteers ? ["volunteers"] : []),
      "donors",
    ]),
    consentRule: c.uk
      ? "write only to people who agreed to hear from you, or who gave you their address while supporting you since the charity soft opt-in began in 2026 and were offered an easy opt-out then (check the ICO's guidance on it: it does not cover addresses collected before), and offer the opt-out in every email (UK GDPR and PECR; the Fundraising Regulator's Code of Fundraising Practice expects the same)"
      : "write only to people who agreed to hear from you, and make it easy to say no more",
  };
}

/** A charity whose goal is gifts: how the plan gets there, whatever the form's goal says ("Support fundraising" is gifts here, not investors). */
export const CHARITY_STRATEGY =
  "asking the supporters who already know {product} first (adopters, fosterers, followers), giving them one easy way to give every month, and thanking and updating every donor so they stay";
export const CHARITY_FOCUS = "Monthly donors: {donorsGoal} giving {monthlyGift} or more, up from {donorsNow}, asked first among the people who already know your work, and kept with a thank-you and a monthly update";

/**
 * What the strategy says to a charity: the goal's arithmetic and weekly pace, that fundraising here
 * means donors and not investors, Gift Aid, consent for email, and fosterers as the second ask.
 * `fill` puts the charity's tokens in.
 */
export function charityListening(c: Charity, fill: (text: string) => string): string[] {
  const out = [fill("{donorMath}")];
  if (c.donorsGoal !== null && c.donorsNow !== null) out.push(fill("That is {donorPace} until the deadline, counted every Friday."));
  out.push(
    fill(
      `"Support fundraising" here means gifts from supporters, not investors: nothing in this plan sells shares or sends investor updates, and every ask goes to people who already care about ${c.animal ? "{rescued}" : "the work"}${c.uk ? "; the asks follow the Fundraising Regulator's Code of Fundraising Practice, and email goes only to people who agreed to hear from you or whom the charity soft opt-in covers, with an opt-out in every email (UK GDPR and PECR)" : ""}.`,
    ),
  );
  if (c.oneOffTried) {
    out.push(
      fill(
        `You said "${c.oneOffTried}", so the plan asks for a monthly gift by name, every time, with a link that sets it up in two minutes, and asks the people who gave once to make it monthly.`,
      ),
    );
  }
  if (c.fosterers) out.push("You rely on foster homes too, so the posts and emails carry a second, smaller ask for fosterers after the gift.");
  return out;
}

/**
 * The toolkit's cards for a charity ({product}, {audience}, {place} filled by the toolkit): supporters,
 * donors and fosterers instead of regulars, counters and rival shops.
 */
export function charityToolkit(c: Charity, prefix = "£"): Record<"Direct Outreach" | "Integration Marketing" | "Launch Stacking" | "Indirect Competitors" | "Partnerships" | "Power Users", [string, string]> {
  const one = c.animal ?? "person";
  const many = c.animal ? `${c.animal}s` : "people you help";
  const gift = c.monthlyGift !== null ? `${prefix}${c.monthlyGift}` : "a small gift";
  const partners = c.animal
    ? "vets, groomers, pet shops, dog walkers and pet-friendly cafés"
    : "local businesses, faith groups, schools and employers";
  return {
    "Direct Outreach": [
      `Talk to the people who already know {product}: adopters, fosterers, volunteers and the donors giving now. A personal ask from someone at the charity turns more people into monthly donors than any post.`,
      `Ask five adopters this week, in person or by message, whether they would give monthly to help the next ${one}, and note what they say.`,
    ],
    "Integration Marketing": [
      `For a charity, integration means being one tap from giving wherever supporters already are: the giving link on your Facebook page, in every post, in the email signature and on the adoption paperwork.`,
      `Add the monthly-giving link to your Facebook page's button, your email signature and the adoption pack this week.`,
    ],
    "Launch Stacking": [
      `Do not launch the sponsor scheme once. Stack the post on your page, the email to adopters, the posts in the local groups and a card at the vets in the same week, so supporters in {place} meet it three times in a few days.`,
      `Pick one week next month for the sponsor scheme and line up the email, the page post and the group posts for those days.`,
    ],
    "Indirect Competitors": [
      `Your rival for a monthly gift is not another rescue: it is the big national charity supporters already give to, and the feeling that ${gift} a month makes no difference locally. Show what a gift does here, for a ${one} they can see.`,
      `Read the last ten comments under your most shared post and note every 'I wish I could help': each is a supporter to ask for ${gift} a month.`,
    ],
    Partnerships: [
      `Team up with the people whose customers are your supporters: ${partners} in {place}. They see your supporters every week, and a card on their counter borrows their trust.`,
      `Ask two of them in {place} this week to keep a card with one ${one}'s story and your giving QR code by the counter.`,
    ],
    "Power Users": [
      `Your longest-standing donors and most active adopters are your best fundraisers: they share your posts, tell friends and speak for you in the local groups. Thank them first and give them something to share.`,
      `Write a personal thank-you to the ten donors who have given longest, with a photo of a ${one} their gifts helped and a line they can forward to a friend who loves ${many}.`,
    ],
  };
}

/** Success tips for a charity: the volunteers' hours, personal asks, donors kept, and the Friday count. `slot` is "the 4 hours a week you have for marketing". */
export function charityTips(c: Charity, slot: string, weeks: number): string[] {
  const pace = donorPace(donorMath(c).toFind, weeks);
  const one = c.animal ?? "person";
  return [
    `The ${c.animal ? `${one}s` : "work"} come first, so give fundraising a fixed slot: protect ${slot} at the same time each week, and set up one idea at a time.`,
    `Make 5 personal asks or thank-yous a week: a message to an adopter, a thank-you to a new donor within 48 hours, a reply to someone who shared a post. Personal and steady beats a big appeal once a year.`,
    `Keep the donors you have before chasing new ones: every donor who cancels is one more to find, so the thank-you and the monthly update come before any new ask.`,
    `Count new monthly donors, cancellations and where each new donor came from every Friday, against ${pace}; give each idea a month before you judge it by that count.`,
  ];
}

/** The Marketing Model's examples for a charity (tokens filled by the planner): supporters who give, not customers who buy. */
export const CHARITY_EXAMPLES = {
  identity: "people in {place} who will not walk past {rescuedOne} who needs help",
  desire: "“{rescuedName}, safe in a foster home tonight, because {{number}} people in {charityTown} give {product} {monthlyGift} a month.”",
  urgency: "“{{number}} {rescued} are waiting for a foster place at {product} this week: {monthlyGift} a month from you helps us say yes to the next call.”",
  transform: "“{rescuedName} came to us {{how}}. Six weeks in foster later, {{he or she}} went home with {{adopter's first name}}: that's what your {monthlyGift} a month to {product} did.”",
  position: "“{product} is the {charityWord} in {charityTown} where {monthlyGift} a month stays local: every gift helps {rescued} you can see, by name, in your own area.”",
  proof: "“{helpedAYear} rehomed by {product}, and {donorsNow} people in {place} already giving every month: ‘{{a donor's words}}’ — {{a donor's first name}}.”",
  journey: "“See a {rescuedOneWord} who needs help, tap the link, give {product} {monthlyGift} a month in two minutes{giftAidJourney}, get a thank-you within two days and news every month.”",
};

/** Where a charity uses the levers: the lines every supporter sees. */
export const CHARITY_EMOTION_USE = "the first line of every post, the giving page, the emails to adopters and donors, and the card at the vets";
export const CHARITY_LOGIC_USE = "on the giving page, in the thank-you and the monthly update, and in replies to anyone who asks where the money goes";

/** How a charity applies each lever (the Marketing Model's "How to apply"): posts, the giving page, the thank-you. */
export const CHARITY_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open every post, the giving page and every email with one animal or person and what a gift changes for them, not with the charity's needs. Borrow the words supporters use when they comment and share.",
  identity:
    "Name your supporters out loud (adopters, fosterers, the people who share every post) and show people like them in your photos and updates. A supporter who sees themselves in the post gives.",
  urgency:
    "Tie each ask to a real need with a date: the animals waiting for a foster place this week, the vet's bill due, the winter appeal. Never invent an emergency; supporters remember.",
  transform:
    "Show a before-and-after pair: how one animal or person came to you and where they are now, with the adopter's or family's permission, and say what the gifts paid for in between.",
  position:
    "Write one line: \"For [supporters] who [care about], [charity] is the [local cause] where [what a gift does here], unlike [the big national charity].\" Put it on the giving page and in every appeal.",
  clarity:
    "Test your one-sentence description on five supporters. If they cannot repeat it to a friend, cut the jargon until they can.",
  proof:
    "Collect one number, one name and one photo for every claim: rehomed this year, donors giving monthly, an adopter's words. Put them next to the 'Give monthly' button.",
  journey:
    "Walk the steps from seeing a post to giving monthly, the thank-you and the first update: how many taps, what the form asks, how long the thank-you takes. Remove one hesitation at every step.",
};

/**
 * The AI prompt's lines for a charity: what the built-in planner does for one, as rules, with the
 * goal's arithmetic. Facts that change (platform fees, Google's grant rules) are given as things to check.
 */
export function charityFacts(c: Charity, prefix: string, weeks: number): string[] {
  const t = charityTokens(c, prefix, weeks);
  const lines = [
    `- ${c.word === "charity" ? "A charity" : `A ${c.word}`}${c.town ? ` in ${c.town}` : ""}: "Support fundraising" means gifts from supporters (donors, adopters, fosterers, volunteers), not investors: no investor updates, pitch decks, rounds or equity. Call them supporters or donors, never customers; no shop lines (a till, a stamp card, regulars, 'come in and say hello', Google reviews from regulars, search ads 'within a short drive of the shop')`,
    `- What such a plan needs: one giving page where ${t.monthlyWord} takes two minutes on a phone (through a charity giving platform, for example ${t.givingPlatforms}; tell them to compare fees, which change), the warmest supporters asked first (${c.adopters ? "adopters, with a 'where are they now' update that ends with the monthly ask" : "people the charity helped and their families"}), ${c.animal ? `a sponsor-a-${c.animal} monthly scheme, ${c.animal}s needing homes posted in the local Facebook groups that allow it with a donate line` : "stories of the people helped, with their permission, posted where supporters are"}, a personal thank-you within 48 hours and one update a month so donors stay, and Google Ad Grants (free ads on Google search for eligible registered charities, through Google for Nonprofits; approval takes weeks, so apply early, and check Google's current rules)`,
    `- ${upperFirst(t.consentRule ?? "")}.`,
  ];
  if (c.uk) lines.push("- In the UK: Gift Aid adds 25p for every £1 a UK taxpayer gives and declares (the charity claims it from HMRC once registered for Gift Aid): put the Gift Aid box on the giving page and the line in every ask; follow the Fundraising Regulator's Code of Fundraising Practice");
  if (c.fosterers) lines.push("- They rely on foster homes: fostering is the second, smaller ask after the gift in posts and emails");
  if (c.oneOffTried) lines.push(`- They said "${c.oneOffTried}": ask for a monthly gift by name, and ask one-off givers to make it monthly`);
  lines.push(`- ${t.donorMath}${c.donorsGoal !== null && c.donorsNow !== null ? ` That is ${t.donorPace}.` : ""}`);
  return lines;
}

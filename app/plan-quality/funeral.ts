import type { PlanFormData } from "~/wizard/types";
import { americanSpelling, formatCount, joinWords, numberFrom, numberWord, upperFirst, withArticle } from "./words";
import { inCelebrantWords, readCelebrant, type Celebrant } from "./celebrant";

/**
 * A funeral director (a funeral home, an undertaker, a direct cremation provider, in the UK or a US funeral
 * home). Families choose within a day or two of a death, often for the first time, on the name they remember
 * from a funeral they attended, the word of a hospice, a care home or the hospital's bereavement office, a
 * minister or a celebrant, and, more and more, the prices they can compare online. Older people plan ahead
 * with a pre-paid funeral plan. So its plan is a phone answered day and night, the prices published in full
 * (the UK's standardised price list, the US General Price List), a plain guide to what to do when someone
 * dies, relationships (never sales) with the people who stand beside families, plans explained at talks,
 * reviews asked gently weeks later, and remembrance. Nothing that looks like selling to the grieving: no
 * offers, discounts, stunts or wedding-supplier tactics, whatever other word ("celebrant") the pitch uses. Pure.
 */
export type Funeral = {
  /** The founder's word: "funeral director", "funeral home", "undertaker", "direct cremation provider". */
  word: string;
  /** Only direct cremation (no service, no viewing): an online-first business. */
  directOnly: boolean;
  /** An independent or family-run firm (against the chains), and its generations when said ("third generation"). */
  independent: boolean;
  generations: string | null;
  /** The prices said: a simple (or basic, traditional) funeral, as the founder names it and whether "from", and a direct cremation, with their symbol. */
  simple: number | null;
  simpleWord: string;
  simpleFrom: boolean;
  direct: number | null;
  symbol: string;
  /** Sells pre-paid funeral plans (US: pre-need), and the plans a month the goal asks. */
  plans: boolean;
  goalPlans: number | null;
  /** Funerals a month the goal asks ("15 funerals a month from 11" → 15, 11), in the founder's word ("funerals", "families"). */
  goalFunerals: number | null;
  goalNoun: string;
  funeralsNow: number | null;
  /** A language the founder serves families in besides English ("in Welsh or English" → "Welsh"). */
  language: string | null;
  /** The rival the founder names ("the big chains"), and whether the founder says they cost less than it. */
  rival: string | null;
  cheaper: boolean;
  /** How most families find the firm, in the founder's words ("through a past funeral they attended"). */
  foundThrough: string | null;
  /** The founder says nothing may look like selling to grieving people, no discounts, no stunts. */
  noSelling: boolean;
  noDiscounts: boolean;
  noStunts: boolean;
  uk: boolean;
  us: boolean;
  /** The UK nation (registration, language), when the place tells it. */
  nation: "England" | "Scotland" | "Wales" | "Northern Ireland" | null;
  /** A celebrant who leads funerals and sells through funeral directors, not a funeral director (plan-quality/celebrant.ts). */
  celebrant: Celebrant | null;
};

/** Words that name a funeral business in its first sentence, with the word the plan uses. */
const FUNERAL: [RegExp, string][] = [
  [/\bfuneral (?:directors?|directing)\b/, "funeral director"],
  [/\bfuneral (?:homes?|parlou?rs?|chapels?)\b/, "funeral home"],
  [/\bundertakers?\b|\bmortuary\b/, "undertaker"],
  [/\bfuneral (?:services? )?(?:company|business|firm|provider)\b/, "funeral director"],
  [/\bdirect cremations?(?: (?:provider|service|company|business))?\b|\bcremation (?:service|provider|company|society)\b/, "direct cremation provider"],
  // A celebrant who leads funerals (plan-quality/celebrant.ts): its own branch of this kind.
  [/\bfuneral (?:celebrants?|officiants?)\b|\b(?:(?:civil|humanist|independent|interfaith) (?:celebrants?|officiants?)|independent ministers?)\b(?=[\s\S]{0,200}\b(?:funerals?|memorials?)\b)/, "funeral celebrant"],
];

/** Words that make the product something for funeral businesses or families (software, a comparison site), not one of them. */
const FOR_THEM = /\b(?:apps?|platform|software|saas|tool|system|marketplace|directory|comparison|website builder|plugin|crm|newsletter|podcast|course|magazine|florist|flowers|catering|caterer|venue|urns?|coffins? (?:maker|shop)|memorial (?:jewel\w*|stones?)|headstones?|stonemason)\b[^.]{0,60}$/;

/** The pitch names a funeral business that is the business itself; null for anything else. */
export function funeralWordOf(pitch: string): { word: string } | null {
  const lower = pitch.toLowerCase();
  const hit = FUNERAL.map(([re, word]) => ({ m: re.exec(lower), word })).find((h) => h.m);
  if (!hit) return null;
  const before = lower.slice(0, hit.m!.index);
  // "Flowers for funeral directors", "we work with local funeral homes": someone who serves them, not one of them.
  if (FOR_THEM.test(before) || /\b(?:for|with|to|supplying|supply|serving|alongside)\s(?:[a-z-]+ ){0,3}$/.test(before)) return null;
  return { word: hit.word };
}

const WALES = /\b(?:wales|cardiff|swansea|newport|wrexham|bangor|aberystwyth|gwynedd|powys|vale of glamorgan|carmarthen|pembrokeshire|anglesey|ceredigion)\b/i;
const SCOTLAND = /\b(?:scotland|edinburgh|glasgow|aberdeen|dundee|inverness|stirling|fife|highlands?)\b/i;
const NI = /\b(?:northern ireland|belfast|derry|londonderry|lisburn|newry)\b/i;
const LANGUAGES = "Welsh|Gaelic|Irish|Polish|Punjabi|Gujarati|Urdu|Bengali|Hindi|Spanish|Cantonese|Mandarin|Greek|Turkish|Italian|Portuguese|Somali|Arabic|Vietnamese|Korean|Tagalog";
const NUMBER = "(\\d{1,4}|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|forty|fifty)";

/** "£2,950" → 2950. */
const amount = (s: string | undefined) => (s ? Number(s.replace(/,/g, "")) : null);

/**
 * "An independent family funeral director in Cardiff, in our third generation … a simple funeral is £2,950
 * and a direct cremation £1,400 … in Welsh or English … pre-paid funeral plans", "15 funerals a month from
 * 11, and 10 funeral plans a month": the business and the numbers its plan needs. Null for anything else
 * (a florist's funeral flowers, software for funeral homes, a wedding celebrant).
 */
export function readFuneral(a: PlanFormData, pitch: string, country: string | null, place: string): Funeral | null {
  if (a.audienceType === "developer" || a.audienceType === "b2b-enterprise") return null;
  const celebrant = readCelebrant(a, country);
  const found = celebrant ? { word: celebrant.word } : funeralWordOf(pitch);
  if (!found) return null;
  const d = a.productDescription;
  const all = `${d} ${a.audiencePersona} ${a.successMetrics} ${a.challenges}`;
  const simple = /\b(simple|basic|attended|standard|traditional|full) funerals?\b([^.£$€]{0,25})([£$€])\s?(\d{1,2},?\d{3})\b/i.exec(d);
  const direct = /\bdirect cremation\b[^.£$€]{0,25}([£$€])\s?(\d{1,2},?\d{3}|\d{3})\b/i.exec(d);
  const symbol = simple?.[3] ?? direct?.[1] ?? /[£$€]/.exec(d)?.[0] ?? (country === "United States" ? "$" : "£");
  const uk = country === "United Kingdom" || (!country && symbol === "£");
  const us = country === "United States" || (!country && symbol === "$");
  const where = `${place} ${a.localRegion ?? ""} ${d}`;
  const goal = new RegExp(`\\b${NUMBER}\\s+(?:more\\s+)?(?:funerals|families|services)\\s+(?:a|per|each)\\s+month\\b`, "i").exec(a.successMetrics);
  const now = goal ? new RegExp(`^\\s*(?:,\\s*)?(?:up\\s+)?from\\s+(?:about\\s+)?${NUMBER}\\b`, "i").exec(a.successMetrics.slice(goal.index + goal[0].length)) : null;
  const plans = new RegExp(`\\b${NUMBER}\\s+(?:new\\s+)?(?:pre-?paid\\s+|pre-?need\\s+)?(?:funeral\\s+)?plans?\\s+(?:sold\\s+)?(?:a|per|each)\\s+month\\b`, "i").exec(a.successMetrics);
  const language =
    new RegExp(`\\bin (${LANGUAGES})(?: or| and|,) English\\b|\\bin English(?: or| and|,) (${LANGUAGES})\\b|\\b(${LANGUAGES})[- ](?:speaking|language)\\b|\\bspeak (${LANGUAGES})\\b`).exec(d);
  const rival = /\b(the (?:big|large|national|corporate|bigger) (?:chains?|firms|companies|groups|funeral (?:chains?|companies|groups|homes))|the chains)\b/i.exec(`${d} ${a.challenges} ${a.successMetrics}`);
  const through = /\bfind us (through|from|via|after) ([^.;]{4,60})/i.exec(`${d} ${a.audiencePersona}`);
  const generations = /\b(?:in )?(?:our|its|the) (second|third|fourth|fifth|2nd|3rd|4th|5th) generation\b/i.exec(d);
  return {
    word: found.word,
    directOnly: found.word === "direct cremation provider" && !/\b(?:burials?|funerals? (?:service|with)|traditional funeral|simple funeral|attended funeral)\b/i.test(d),
    independent: /\bindependent\b|\bfamily[- ](?:run|owned|firm|business)?\b|\bgeneration\b/i.test(d),
    generations: generations ? `${generations[1]!.toLowerCase().replace(/^2nd$/, "second").replace(/^3rd$/, "third").replace(/^4th$/, "fourth").replace(/^5th$/, "fifth")} generation` : null,
    simple: amount(simple?.[4]),
    simpleWord: simple ? simple[1]!.toLowerCase() : "simple",
    simpleFrom: simple ? /\bfrom\b|\bstarting\b/i.test(simple[2]!) : false,
    direct: amount(direct?.[2]),
    symbol,
    plans: /\b(?:pre-?paid|pre-?need|pre-?arranged|pre-?planned)\b[^.]{0,20}\b(?:funeral )?plans?\b|\bfuneral plans?\b|\bpre-?need\b/i.test(all),
    goalPlans: plans ? numberFrom(plans[1]) : null,
    goalFunerals: goal ? numberFrom(goal[1]) : null,
    goalNoun: goal ? /\bfamilies\b/i.test(goal[0]) ? "families" : /\bservices\b/i.test(goal[0]) ? "services" : "funerals" : "funerals",
    funeralsNow: now ? numberFrom(now[1]) : null,
    language: language ? (language[1] ?? language[2] ?? language[3] ?? language[4])! : null,
    rival: rival ? rival[1]!.toLowerCase().replace(/^(?!the )/, "the ") : null,
    cheaper: /\b(?:less than|cheaper than|below|lower than|under) the (?:big |large |national |corporate )?(?:chains?|firms|companies|groups)\b/i.test(d),
    foundThrough: through ? `${through[1]} ${through[2]!.trim()}` : null,
    noSelling: /\bsell(?:ing)?\b|\bsales(?:y|people)?\b|\bpushy\b|\bpressure\b/i.test(a.challenges),
    noDiscounts: /\bdiscounts?\b|\bcheap\b|\boffers?\b/i.test(a.challenges),
    noStunts: /\bstunts?\b|\bgimmicks?\b|\bguerrilla\b/i.test(a.challenges),
    uk,
    us,
    nation: !uk ? null : WALES.test(where) ? "Wales" : SCOTLAND.test(where) ? "Scotland" : NI.test(where) ? "Northern Ireland" : "England",
    celebrant,
  };
}

/** "£2,950" or a slot. */
const priced = (f: Funeral | null, n: number | null | undefined, slot: string) => (f && n ? `${f.symbol}${formatCount(n)}` : slot);

/** The price rule to check, by country: worded as a check, never quoted as fact. */
function priceRule(f: Funeral | null): string {
  if (f?.us) return "the FTC's Funeral Rule (a General Price List given to anyone who asks in person, and prices given honestly by phone; check the current rule and any state rules)";
  if (f?.uk) return "the CMA's Funerals Market Investigation Order (a standardised price list on your website and in your premises, in the CMA's format; check the current requirements on the CMA's pages)";
  return "your country's rules on showing funeral prices (check them before you publish)";
}

/** The plan rule to check, by country. */
function planRule(f: Funeral | null): string {
  if (f?.us) return "pre-need sales are regulated by your state (trust or insurance rules, often a licence for whoever sells them): check yours before any talk";
  if (f?.uk) return "pre-paid funeral plans have been regulated by the FCA since July 2022: sell them only as an FCA-authorised provider or as an appointed representative of one, and check the FCA register and your provider's rules before any talk";
  return "check the rules for selling pre-paid funeral plans where you are before any talk";
}

/** Who stands beside a family at or before a death, and can name a funeral director when asked. */
export function funeralPartners(f: Funeral | null): string {
  if (f?.us) return "hospice teams and their social workers, nursing homes and assisted living communities, hospital chaplains and the decedent affairs office";
  return "hospices and their family support teams, care homes, the hospital bereavement office, district nurses and GP practices";
}

/** The people who lead and hold the service, and the groups a family belongs to. */
function faithPartners(f: Funeral | null): string {
  const base = "the celebrants, ministers and clergy of every faith who lead funerals, the funeral committees of mosques, synagogues, gurdwaras and temples where they have them";
  return f?.language === "Welsh" ? `${base}, and the Welsh chapels` : base;
}

/** "15 funerals a month from 11 is four more families a month …": the goal in families, calls and plans. */
export function funeralMath(f: Funeral): string | null {
  const parts: string[] = [];
  if (f.goalFunerals) {
    const more = f.funeralsNow && f.funeralsNow < f.goalFunerals ? f.goalFunerals - f.funeralsNow : null;
    const worth = f.simple && more ? `, about ${f.symbol}${formatCount(more * f.simple)} a month more at your simple funeral's price (more with the arrangements families add)` : "";
    parts.push(
      more
        ? `${f.goalFunerals} ${f.goalNoun} a month from ${f.funeralsNow} is ${numberWord(more)} more families a month${worth}. Deaths in your area don't rise because you market, so those families come from the ones who choose someone else today: count every first call by how the family found you (a past funeral, a hospice or care home, the price list, Google, a minister or celebrant) and how many calls became funerals.`
        : `${f.goalFunerals} ${f.goalNoun} a month: count every first call by how the family found you and how many became funerals.`,
    );
  }
  if (f.plans && f.goalPlans) {
    parts.push(`${f.goalPlans} funeral plans a month is one talk or open afternoon a week at which two or three people take a plan home to think about (an assumption: count yours), and most decide weeks later, after talking to their children.`);
  }
  if (!parts.length) return null;
  return `${parts.join(" ")} Rough arithmetic on your numbers; count calls, arrangements and plans every Friday.`;
}

/**
 * {fuWord} {fuAWord} {fuTown} {fuPriceLine} {fuSimple} {fuDirect} {fuPriceRule} {fuPriceList} {fuPlan} {fuPlanRule}
 * {fuPartners} {fuFaith} {fuRegister} {fuRegisterCheck} {fuGuide} {fuBilingual} {fuLanguage} {fuReviewSites} {fuBereavement}
 * {fuTalkGroups} {fuRival} {fuSearches} {fuDoctors} {fuDoctorsManager} {fuRegisterMore} {fuAdSearches} {fuAdHeadline} {fuNight} {fuPartnersName} {fuPlanTitle} {fuPlanRuleShort} {fuTalkGroupsShort}
 * {fuBereavementShort} {fuLanguagePlaces} {fuLanguagePlacesShort}: a funeral business; slots where the answers do not say.
 */
export function funeralTokens(f: Funeral | null, place: string) {
  const town = place.split(",")[0]!.trim().replace(/ and the .*$/, "") || "{{your town}}";
  const simple = priced(f, f?.simple, `{{your ${f?.simpleWord ?? "simple"} funeral price}}`);
  const direct = priced(f, f?.direct, "{{your direct cremation price}}");
  const lines = f?.directOnly ? [`a direct cremation at ${direct}`] : [`a ${f?.simpleWord ?? "simple"} funeral ${f?.simpleFrom ? "from" : "at"} ${simple}`, `a direct cremation at ${direct}`];
  const lang = f?.language ?? null;
  return {
    fuWord: f?.word ?? "funeral director",
    fuAWord: `a ${f?.word ?? "funeral director"}`,
    fuTown: town,
    fuPriceLine: joinWords(lines),
    fuSimple: simple,
    fuDirect: direct,
    fuPriceRule: priceRule(f),
    fuPriceList: f?.us ? "your General Price List" : f?.uk ? "the standardised price list" : "your full price list",
    fuPlan: f?.us ? "pre-need plan" : "pre-paid funeral plan",
    fuPlanRule: planRule(f),
    fuPartners: funeralPartners(f),
    fuFaith: faithPartners(f),
    fuRegister: f?.us ? "the county vital records office" : "the register office",
    fuRegisterCheck: f?.us
      ? "the death certificate (the funeral home usually files it; check your state's steps)"
      : f?.nation === "Scotland"
        ? "registering the death, within eight days in Scotland (check the current steps with the registrar)"
        : f?.nation === "Northern Ireland"
          ? "registering the death, within five days in Northern Ireland (check the current steps with the registrar)"
          : "registering the death, within five days in England and Wales once the medical certificate is issued (check the current steps with the register office)",
    fuGuide: `What to do when someone dies in ${town}`,
    fuBilingual: lang ? ` in ${lang} and English` : "",
    fuLanguage: lang ?? "{{the languages you serve families in}}",
    fuReviewSites: f?.us ? "Google" : "Google, or a funeral directory such as Funeral Guide (check which ones families near you read)",
    fuBereavement: f?.us ? "the hospice's bereavement program and local grief support groups" : "Cruse Bereavement Support, the hospice's bereavement service and local support groups",
    fuTalkGroups: f?.us
      ? "senior centers, churches' seniors' groups, Rotary and retirement communities"
      : `the U3A, the WI, church and chapel groups, Rotary, lunch clubs and retirement housing${lang === "Welsh" ? ", and Merched y Wawr" : ""}`,
    fuRival: f?.rival ?? "the big chains",
    fuSearches: f?.directOnly
      ? `'direct cremation ${town}', 'cremation without a funeral ${town}', 'direct cremation cost'`
      : `'funeral directors ${town}', 'funeral costs ${town}', 'direct cremation ${town}'${f?.plans ? `, 'funeral plans ${town}'` : ""}`,
    fuDoctors: f?.us ? "doctors' offices" : "GP surgeries",
    fuDoctorsManager: f?.us ? "the office manager of three doctors' offices" : "the practice manager of three GP surgeries",
    fuRegisterMore: f?.us ? "and how many certified copies of the death certificate to order" : "and the Tell Us Once service (check it is offered where you register)",
    fuAdSearches: f?.directOnly ? `'direct cremation ${town}' and 'cremation without a funeral'` : `'${town} funeral directors' and 'direct cremation ${town}'`,
    fuAdHeadline: f?.directOnly ? "Direct Cremation, Plainly Priced" : `Funeral Directors ${town}`,
    fuNight: "day and night, every day of the year",
    fuPartnersName: f?.us ? "Hospices, nursing homes and hospital chaplains" : "Hospices, care homes and the hospital bereavement office",
    fuPlanTitle: f?.us ? "Pre-need plans" : "Pre-paid funeral plans",
    fuPlanRuleShort: f?.us ? "your state's rules for pre-need sales" : f?.uk ? "the FCA's rules for funeral plans (sell them only as an authorised provider or its appointed representative)" : "the rules for selling funeral plans where you are",
    fuTalkGroupsShort: f?.us ? "senior centers and church groups" : "groups such as the U3A, the WI and church groups",
    fuBereavementShort: f?.us ? "the hospice's bereavement team" : "Cruse and the hospice's bereavement service",
    fuLanguagePlaces:
      lang === "Welsh"
        ? "the Welsh chapels, the local Menter Iaith, Merched y Wawr branches and the papur bro, the Welsh community paper (check which serve your area)"
        : `the churches, community centres and associations in ${town} where ${lang ?? "{{language}}"} is spoken`,
    fuLanguagePlacesShort: lang === "Welsh" ? "a Welsh chapel, the Menter Iaith or the papur bro" : `a church or association where ${lang ?? "{{language}}"} is spoken`,
  };
}

/** The goal line of a funeral business's strategy, whatever goal the form says. */
export const FUNERAL_STRATEGY =
  "being the name a family can reach at any hour and trust on the first call ({fuNight}), showing every price in full ({fuPriceLine}, with {fuPriceList}), being known and useful to the people who stand beside families ({fuPartners}, celebrants and clergy), and earning the recommendation of every family you serve, with nothing that looks like selling to people who are grieving";
export const FUNERAL_FOCUS = "Families: first calls by how each family found you, and how many became funerals, counted every Friday";

/** "Rees & Daughter Funeral Directors is an independent funeral director in Cardiff: families choose within a day or two …" */
export function funeralWhat(f: Funeral, product: string, where: string): string {
  const kind = f.independent && f.word !== "direct cremation provider" ? `an independent ${f.word}` : withArticle(f.word);
  if (f.directOnly) return `${product} is ${kind} ${where}: families choose within a day or two of a death, often comparing prices online for the first time, and choose the provider whose price is plain, whose phone is answered and who treats the person who died with care.`;
  return `${product} is ${kind} ${where}: families choose within a day or two of a death, often for the first time, on a name they remember from a funeral they attended, the word of a hospice, ${f.us ? "a nursing home" : "a care home"} or a minister, and prices they can compare; the care they receive decides whether they come back and send others${f.plans ? ", and people who plan ahead choose a funeral plan from someone they have met" : ""}.`;
}

/** The strategy's own lines: the arithmetic, the founder's limits, the rival, the language, the rules to check. */
export function funeralListening(f: Funeral, challenges: string, place: string): string[] {
  const out: string[] = [];
  const t = funeralTokens(f, place);
  const math = funeralMath(f);
  if (math) out.push(math);
  const limit = challenges.split(/(?<=[.!?])\s+/).find((s) => /\bsell|\bstunts?\b|\bdiscounts?\b|\bcheap\b/i.test(s));
  if (limit || f.noSelling || f.noDiscounts || f.noStunts) {
    out.push(`You said "${(limit ?? challenges).replace(/[.!?]+$/, "").trim()}": nothing in this plan offers a discount, a deal or a stunt, and nothing is sent to a bereaved family that they did not ask for. Every tactic is a relationship (a hospice, a care home, a minister), information people look for (the prices, the guide) or care shown after the funeral, and your prices are shown in full as what they are, not as an offer.`);
  }
  const rivals = f.rival ? `${f.rival}'${/s$/.test(f.rival) ? "" : "s"}` : "";
  if (f.rival) out.push(`${f.cheaper ? `You said your prices are below ${rivals}` : `You named ${f.rival}`}: the plan shows the difference the honest way, with every price published in full and ${t.fuPriceList} next to it, so a family comparing in a hurry can see it, never with an advert that names anyone.`);
  if (f.foundThrough) out.push(`Most families find you ${f.foundThrough}: that is the care you give at every funeral, seen by everyone there. The plan adds the people who are asked for a name before anyone searches, and makes sure the name they remember leads to your price list.`);
  if (f.language) out.push(`You serve families in ${f.language}: the price list, the guide, the Google profile and the phone say so in ${f.language} as well as English, so a family who wants a funeral director who speaks ${f.language} finds you first.`);
  out.push(`Check before you publish: ${t.fuPriceRule}${f.plans ? `; and ${t.fuPlanRule}` : ""}.`);
  return out;
}

/**
 * Lines written for other kinds that a funeral director would never use: couples and weddings (the word
 * 'celebrant' once read it as a wedding supplier), a shop's till, stamp cards and vouchers, offers and
 * stunts, and 'bring a friend' or 'first visit' treats.
 */
export const FUNERAL_MISFITS =
  /\bcouples?\b|\bweddings?\b|\bthe big day\b|\bvenue coordinators?\b|\bby the till\b|\bat the till\b|\bstamp cards?\b|\bgift vouchers?\b|\bloyalty cards?\b|\bflash sale\b|\bgiveaways?\b|\bflash mob\b|\bchalkboard\b|\bbest sellers\b|\bfirst visit\b|\bbring a friend\b|\btaster\b|\bopening offer\b/i;

/** Selling to the grieving: offers, deadlines and discounts. */
const PRESSURE = /\b\d+ ?% off\b|\bspecial offer\b|\blimited[- ]time\b|\boffer ends\b|\bfree gift\b|\b(?:a|our|with a) discount (?:on|for|code|of)\b|\bdiscount codes?\b|\bbook (?:now|today) (?:and|to) save\b/i;
/** The prices published in full. */
const PRICE_LIST = /\bprice list\b|\bgeneral price list\b|\bprices? (?:published|in full)\b/i;
/** A review asked too soon: at the funeral, the day or week after. */
const REVIEW_TOO_SOON = /\breviews?\b[^.]{0,80}\b(?:at the funeral|after the service,? the same day|the day after the funeral|the week after the funeral|on the day of the funeral)\b/i;
/** The phone answered at any hour. */
const NIGHT = /\bday and night\b|\b24 hours\b|\b24\/7\b|\bany hour\b|\bat night\b/i;

/** What the checker finds missing or wrong in a funeral business's plan. */
export function funeralGaps(f: Funeral | null, planText: string): { reason: string; note: string }[] {
  if (!f) return [];
  const out: { reason: string; note: string }[] = [];
  if (!PRICE_LIST.test(planText)) {
    out.push({ reason: `Families compare funeral prices in a hurry, and ${priceRule(f)} applies: no tactic publishes the prices in full.`, note: "Leaves out the price list" });
  }
  if (!NIGHT.test(planText)) out.push({ reason: "A death can come at any hour, and the family calls the first name they trust: nothing in the plan makes sure the phone is answered day and night.", note: "Leaves out the phone at night" });
  const pressure = PRESSURE.exec(planText);
  if (pressure) out.push({ reason: `"${pressure[0]}" looks like selling to people who are grieving: a funeral director's prices are shown in full, never as an offer.`, note: "Selling to the grieving" });
  const soon = REVIEW_TOO_SOON.exec(planText);
  if (soon) out.push({ reason: `"${soon[0]}" asks a grieving family for a review too soon: ask gently, weeks after the funeral, once, with the thank-you card.`, note: "Reviews asked too soon" });
  if (f.plans && f.uk && /\bfuneral plans?\b/i.test(planText) && !/\bFCA\b/.test(planText)) {
    out.push({ reason: "Sells funeral plans without saying they are FCA-regulated in the UK since 2022: check you sell them as an authorised provider or its appointed representative.", note: "Funeral plans without the FCA check" });
  }
  return out;
}

/** What the AI prompt states about a funeral business: what it is, what its plan is made of, what it never does. */
export function funeralFacts(f: Funeral | null, place: string): string[] {
  if (!f) return [];
  const t = funeralTokens(f, place);
  const lines = [
    `- ${upperFirst(t.fuAWord)}, not a wedding supplier, an app or a shop, whatever the product type or the word 'celebrant' says: no couples, weddings, venues, till, vouchers, loyalty cards, discounts, offers or stunts. Families choose within a day or two of a death; people in their sixties and seventies plan ahead`,
    `- Its plan: the phone answered ${t.fuNight} by a person; every price published in full (${t.fuPriceLine}) with ${t.fuPriceList} on the website, the Google Business Profile and in the premises (check ${t.fuPriceRule}); a plain guide, '${t.fuGuide}'${t.fuBilingual}, online and printed for ${t.fuDoctors}, ${t.fuRegister} and hospices (with their permission); relationships, never paid referrals, with ${t.fuPartners}, and with ${t.fuFaith}; reviews asked once, gently, weeks after the funeral; a remembrance service and bereavement support with ${t.fuBereavement}`,
    ...(f.plans ? [`- ${upperFirst(t.fuPlan)}s are explained at talks and open afternoons with ${t.fuTalkGroups}, never pushed and never sold to a grieving family; ${t.fuPlanRule}`] : []),
    `- Nothing that looks like selling to the grieving: no offers, deadlines, cold calls or letters to bereaved families, no ads on a person's name; unconventional ideas must be dignified (a remembrance service, the practical guide at the register office)${f.language ? `; the service in ${f.language} and English is said everywhere families look` : ""}`,
  ];
  const math = funeralMath(f);
  if (math) lines.push(`- The goal's arithmetic: ${math}`);
  return lines;
}

/** A US funeral home's words: families call (not ring), nursing homes, the vital records office, holidays, letter-size pages, American spelling. */
export function inFuneralWords(f: Funeral | null, text: string): string {
  // A celebrant's own words (an officiant, a US officiant's spelling): plan-quality/celebrant.ts.
  if (f?.celebrant) return inCelebrantWords(f.celebrant, text);
  if (!f?.us) return text;
  const out = text
    .replace(/\b([Rr])ing(s|ing)?\b/g, (_m, r: string, end: string | undefined) => `${r === "R" ? "C" : "c"}all${end ?? ""}`)
    .replace(/\bbank holidays\b/g, "holidays")
    .replace(/\bthe register office\b/g, "the vital records office")
    .replace(/\bcare homes?\b/g, (m) => m.replace("care", "nursing"))
    .replace(/\bsides of A4\b/g, "letter-size pages");
  return americanSpelling(out);
}

import type { PlanFormData } from "~/wizard/types";
import { MONTHS } from "./calendar";
import { formatCount, joinWords, numberFrom, numberWord, upperFirst, withArticle } from "./words";

/**
 * Early-years childcare a family chooses months ahead and stays with until school: a day nursery, a
 * pre-school or playgroup, a creche, a US daycare or preschool, a childminder working from home, or an
 * after-school, breakfast or holiday club. The customers are the parents; the children are never
 * addressed. Parents choose months before they go back to work: they visit two or three settings, ask
 * friends and the local parents' groups, read the regulator's reports, and very often go where a
 * friend's child already goes. So its plan is the visit (the show-round) turned into a registration
 * with a deposit and a start date, a waiting list planned around each family's return to work, current
 * parents who speak to families choosing, the employers and groups where parents ask, the funding
 * explained plainly ("check the current rules"), and a new setting's first inspection met honestly.
 * No photo of a child without written parental consent, no child's name. Read from the founder's words
 * whatever product type the form says. Pure.
 */
export type Childcare = {
  /** A group setting (nursery, pre-school, daycare), a childminder at home, or a club for school-age children. */
  form: "nursery" | "childminder" | "club";
  /** The founder's word: "day nursery", "pre-school", "childminder", "after-school club", "daycare". */
  word: string;
  /** The ages as said: "6 months to 5 years", "0-5", "4-11"; null when not said. */
  ages: string | null;
  /** Places the setting is registered for: "48 places" → 48. */
  places: number | null;
  /** Children today: "19 children so far" → 19. */
  children: number | null;
  /** Children the goal names: "40 children enrolled by April" → 40. */
  goalChildren: number | null;
  /** The goal's month: "by April" → "April". */
  byMonth: string | null;
  /** Opening hours as said: "7:30-18:30", and the closing time alone ("18:30"). */
  hours: string | null;
  closes: string | null;
  /** Open all year (not term-time only). */
  allYear: boolean;
  /** Takes government-funded hours or places (England's funded hours, ECCE, a state subsidy), with the founder's words. */
  funded: boolean;
  fundedSaid: string | null;
  /** What sets it apart, as said: "a forest school afternoon every week". */
  feature: string | null;
  /** A new setting with no inspection grade or report yet (said, or opened recently with no grade named). */
  noGrade: boolean;
  /** The founder says parents go with the setting their friends use. */
  friends: boolean;
  /** The founder says parents book visits and do not register. */
  visitsLeak: boolean;
  /** Where the parents commute to, as named: ["Oxford", "Harwell campus", "London"]. */
  commute: string[];
  /** Of those, or named elsewhere, the ones that are employers a setting can partner with: ["Harwell campus"]. */
  employers: string[];
  /** How long before going back to work parents choose: "6-12 months before" → [6, 12]. */
  leadMonths: [number, number] | null;
  /** The month it opened, when said: "opened in September" → "September". */
  opened: string | null;
  /** Where its rules come from: England (Ofsted), elsewhere in the UK, the US, Ireland, or unknown. */
  nation: "england" | "scotland" | "wales" | "ni" | "us" | "ireland" | null;
  /** The town, for "nursery in Didcot": the first place the founder names. */
  town: string | null;
};

/** The setting's own word, its form and how it is written back. The first that matches wins, so "day nursery" before "nursery". */
const WORDS: [RegExp, Childcare["form"], string][] = [
  [/\bday nurser(?:y|ies)\b/, "nursery", "day nursery"],
  [/\bnursery schools?\b/, "nursery", "nursery school"],
  [/\bmontessori (?:nursery|pre-?school|school|setting)\b/, "nursery", "Montessori nursery"],
  [/\bchild ?minders?\b|\bchildminding\b/, "childminder", "childminder"],
  [/\bfamily (?:child ?care|day ?care) home\b|\bhome[- ]based (?:child ?care|day ?care)\b|\bin-home day ?care\b/, "childminder", "home daycare"],
  [/\bpre-schools?\b/, "nursery", "pre-school"],
  [/\bpreschools?\b/, "nursery", "preschool"],
  [/\bplaygroups?\b/, "nursery", "playgroup"],
  [/\bcr[eè]ches?\b/, "nursery", "creche"],
  [/\b(?:child ?care|day ?care|early learning|early years) (?:centre|center|setting)s?\b/, "nursery", ""],
  [/\bday ?cares?\b/, "nursery", "daycare"],
  [/\bafter[- ]school and holiday clubs?\b/, "club", "after-school and holiday club"],
  [/\b(?:after[- ]school|before[- ]school|out[- ]of[- ]school|breakfast and after[- ]school) (?:clubs?|care)\b/, "club", "after-school club"],
  [/\bbreakfast clubs?\b/, "club", "breakfast club"],
  [/\bholiday (?:clubs?|play ?schemes?)\b/, "club", "holiday club"],
  [/\bwraparound care\b/, "club", "wraparound care"],
  [/\bnurser(?:y|ies)\b/, "nursery", "nursery"],
];

/** A nursery of plants, a nursery rhyme or nursery furniture: not childcare. */
const NOT_CHILDCARE =
  /\b(?:plant|plants|garden|tree|trees|plug|perennial|wholesale|fruit|fish|dog|doggy|puppy|pet|cat|horse|adult|senior|elder(?:ly)?)[- ](?:nurser(?:y|ies)|day ?care)\b|\bnursery (?:rhymes?|furniture|decor|bedding|prints?|wallpaper|stock|plants?|trees?|grown)\b|\bday ?care for (?:dogs|pets|adults|seniors|older)\b/;

/** A kennels, a cattery or a dog boarder whose "daycare" is for dogs: pets named and no child, so never a nursery. */
const PETS_NOT_CHILDREN = /^(?=.*\b(?:dogs?|cats?|kennels?|cattery|catteries|boarding|paddocks?|pets?|pupp(?:y|ies))\b)(?!.*\b(?:bab(?:y|ies)|children|toddlers?|kids|under[- ]?fives?|early years|ofsted)\b)/s;

/** Words that make the product something sold to childcare settings (their software, an app), not one of them. */
const FOR_THEM = /\b(?:apps?|platform|software|saas|tool|system|marketplace|directory|plugin|agency|consultancy|booking engine|supplier|franchise consultancy|furniture|toys?)\b[^.]{0,60}$/;

/** The pitch names a nursery, a childminder or a club that is the business itself; null otherwise. */
export function childcareWordOf(pitch: string): { form: Childcare["form"]; word: string } | null {
  const lower = pitch.toLowerCase();
  if (/\bonline\b|\bvirtual\b/.test(lower) || NOT_CHILDCARE.test(lower) || PETS_NOT_CHILDREN.test(lower)) return null;
  for (const [re, form, word] of WORDS) {
    const m = re.exec(lower);
    if (!m) continue;
    const before = lower.slice(0, m.index);
    if (FOR_THEM.test(before) || /\bfor (?:[a-z'-]+ ){0,3}$/.test(before)) return null;
    // A bare "nursery" is childcare only beside children: "a nursery for babies", "a nursery for 2-5 year olds".
    if (word === "nursery" && !/\bbab(?:y|ies)\b|\bchildren\b|\btoddlers?\b|\bkids\b|\bunder[- ]?(?:5|fives?|threes?)s?\b|\bearly years\b|\b\d{1,2}\s?(?:months?|years?)\b|\bofsted\b/.test(lower)) return null;
    // "A licensed daycare center", "an early learning centre": the founder's own words, in the singular.
    return { form, word: word || m[0].replace(/\s+/g, " ").replace(/s$/, "").replace(/^day care\b/, "daycare") };
  }
  return null;
}

const MONTH_RE = MONTHS.join("|");
const monthOf = (word: string | undefined): string | null => (word ? MONTHS.find((m) => m.toLowerCase() === word.toLowerCase()) ?? null : null);

/** Employers a setting can partner with, among the places parents commute to: a campus, a hospital, a science park. */
const EMPLOYER = /\b(?:campus|hospitals?|science park|business park|research park|park|university|base|airport|headquarters|hq|works|site|infirmary|council)\b/i;

/** The town, from the region the founder gives: "Didcot and the villages around it" → "Didcot". */
function townOf(a: PlanFormData, pitch: string): string | null {
  const region = (a.localRegion ?? "").split(/,|\band\b|\(/)[0]!.trim();
  if (region && /^\p{Lu}/u.test(region)) return region;
  return /\b(?:in|near) (\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+)?)/u.exec(pitch)?.[1] ?? null;
}

/** Which rules apply: named regulators first, then the country. */
function nationOf(text: string, country: string | null, place: string): Childcare["nation"] {
  if (/\bofsted\b/i.test(text)) return "england";
  if (/\bcare inspectorate wales\b|\bciw\b/i.test(text) || /\bwales\b|\bcardiff\b|\bswansea\b/i.test(place)) return "wales";
  if (/\bcare inspectorate\b/i.test(text) || /\bscotland\b|\bedinburgh\b|\bglasgow\b|\baberdeen\b|\bdundee\b|\binverness\b/i.test(place)) return "scotland";
  if (/\bnorthern ireland\b|\bbelfast\b|\bderry\b/i.test(place)) return "ni";
  if (/\bECCE\b|\btusla\b/.test(text) || country === "Ireland") return "ireland";
  if (country === "United Kingdom") return "england";
  if (country === "United States" || /\bdaycare\b|\bpre-?k\b|\bstate licens/i.test(text)) return country && country !== "United States" ? null : "us";
  return null;
}

/**
 * "A new day nursery in Didcot for babies and children aged 6 months to 5 years, 48 places, open 7:30-18:30
 * all year … Ofsted registered, opened in September, 19 children so far. We take the 15 and 30 funded hours",
 * "40 children enrolled by April", "Parents book visits and then go with the nursery their friends use. We
 * have no Ofsted inspection grade yet": the setting and the numbers its plan needs. Null for anything else (a
 * phonics app, a swim school for children, software for nurseries, a plant nursery).
 */
export function readChildcare(a: PlanFormData, pitch: string, country: string | null, place: string): Childcare | null {
  if (a.audienceType === "developer" || a.audienceType === "b2b-smb" || a.audienceType === "b2b-enterprise") return null;
  const found = childcareWordOf(pitch);
  if (!found) return null;
  const d = a.productDescription;
  const all = `${d} ${a.audiencePersona} ${a.challenges}`;
  const ages =
    /\b(?:aged?|ages|for)\s+((?:\d{1,2}|six|three|eighteen|nine) (?:weeks?|months?)(?: old)? (?:to|-|–) \d{1,2}(?: years?)?|\d{1,2}\s?(?:-|–|to)\s?\d{1,2}(?: years?)?|birth to \d{1,2}(?: years?)?)\b/i.exec(d)?.[1] ??
    /\b(\d{1,2}\s?(?:-|–)\s?\d{1,2}) ?(?:year[- ]olds|yrs?)\b/i.exec(d)?.[1] ??
    /\b(\d{1,2} (?:weeks?|months?) (?:to|-|–) \d{1,2} years?)\b/i.exec(d)?.[1] ??
    null;
  const places = /\b(\d{1,3}) (?:registered |childcare |nursery )?(?:places|spaces|spots)\b|\bregistered for (\d{1,3}) children\b|\bcapacity (?:of|for) (\d{1,3})\b/i.exec(d);
  const children = /\b(\d{1,3}) (?:children|kids|families|babies)\b(?:\s+(?:are\s+)?(?:enrolled|registered|attending|on (?:the )?roll|signed up|so far|now|today|already|booked))|\b(\d{1,3}) (?:enrolled|on (?:the )?roll)\b/i.exec(d);
  const goal = /\b(\d{1,3}) (?:children|kids|families)\b/i.exec(a.successMetrics);
  const by = new RegExp(`\\b(?:by|before|until|end of)\\s+(?:the\\s+end\\s+of\\s+)?(${MONTH_RE})\\b`, "i").exec(a.successMetrics);
  const hours = /\b(\d{1,2}[:.]\d{2}\s?(?:am|pm)?)\s?(?:-|–|to)\s?(\d{1,2}[:.]\d{2}\s?(?:am|pm)?)/i.exec(d) ?? /\b(\d{1,2}\s?(?:am))\s?(?:-|–|to)\s?(\d{1,2}(?:[:.]\d{2})?\s?pm)\b/i.exec(d);
  const fundedSaid = /\b((?:the\s+)?(?:(?:15|30|fifteen|thirty)(?:\s+(?:and|or|&)\s+(?:15|30|fifteen|thirty))?\s+)?(?:government[- ])?funded (?:hours|places|childcare|early (?:education|learning)[^.,;]{0,30}))\b|\b(ECCE(?: scheme)?|universal pre-?k|(?:15|30) free hours)\b/i.exec(d);
  const feature =
    /\bwith ((?:a|an|our|its|weekly|daily)\b[^.,;]{0,60}?\b(?:forest school|montessori|outdoor|garden|farm|bilingual|home-cooked|cooked meals|sensory)\b[^.,;]{0,40})/i.exec(d)?.[1] ??
    /\b((?:a |an )?(?:weekly |daily )?(?:forest school|montessori|outdoor learning|bilingual)\b[^.,;]{0,40})/i.exec(d)?.[1] ??
    null;
  const graded = /\b(?:rated|graded|judged)\s+(?:as\s+)?['"“]?(?:outstanding|good|excellent|exceeding)|\b(?:outstanding|good)\s+(?:ofsted|rating|inspection)\b|\bofsted[- ](?:rated|outstanding|good)\b/i.test(all);
  const noGradeSaid = /\bno (?:ofsted |inspection |care inspectorate )?(?:inspection |ofsted )?(?:grade|rating|report|inspection)s?\b[^.]{0,20}\byet\b|\bnot (?:yet )?(?:been )?(?:inspected|graded)\b|\bawaiting (?:our |its |the )?first inspection\b|\bfirst inspection\b[^.]{0,30}\b(?:due|not yet|still to come)\b/i.test(all);
  const isNew = /\b(?:new|newly opened|just opened|opened (?:in|this|last))\b/i.test(d);
  const lead = /\b(\d{1,2}|six|three|nine|twelve)\s?(?:-|–|to)\s?(\d{1,2}|six|nine|twelve|eighteen) months (?:before|ahead|in advance)\b/i.exec(a.audiencePersona) ?? /\b(\d{1,2}|six|three|nine|twelve)\s?(?:-|–|to)\s?(\d{1,2}|six|nine|twelve|eighteen) months (?:before|ahead|in advance)\b/i.exec(all);
  const commuteTo = /\bcommut\w* (?:in)?to ((?:\p{Lu}[\p{L}'’-]*(?: [\p{L}'’-]+){0,2}?)(?:(?:,\s*|\s+or\s+|\s+and\s+)(?:the\s+)?\p{Lu}[\p{L}'’-]*(?: [\p{L}'’-]+){0,2}?)*)(?=,?\s+(?:choosing|who|and\s+(?:choose|choosing|who|work|want))|[.;,]?\s*$|[.;])/u.exec(a.audiencePersona);
  const commute = commuteTo ? commuteTo[1]!.split(/,\s*|\s+or\s+|\s+and\s+/).map((s) => s.trim()).filter(Boolean) : [];
  const workAt = [...a.audiencePersona.matchAll(/\bwork(?:s|ing)? (?:at|for) (?:the )?(\p{Lu}[\p{L}'’-]*(?: \p{Lu}?[\p{L}'’-]+){0,3})/gu)].map((m) => m[1]!);
  const employers = [...new Set([...commute.filter((p) => EMPLOYER.test(p)), ...workAt.filter((p) => EMPLOYER.test(p))])];
  const challenge = a.challenges;
  return {
    form: found.form,
    word: found.word,
    ages: ages ? ages.replace(/\s?(?:-|–)\s?/, "-") : null,
    places: numberFrom(places?.slice(1).find(Boolean)),
    children: numberFrom(children?.[1] ?? children?.[2]),
    goalChildren: numberFrom(goal?.[1]),
    byMonth: monthOf(by?.[1]),
    hours: hours ? `${hours[1]!.replace(/\s/g, "")}-${hours[2]!.replace(/\s/g, "")}` : null,
    closes: hours ? hours[2]!.replace(/\s/g, "") : null,
    allYear: /\ball[- ]year\b|\b51 weeks\b|\b52 weeks\b|\ball year round\b/i.test(d),
    funded: Boolean(fundedSaid) || /\bfunded (?:hours|places)\b|\btax-free childcare\b|\bchildcare vouchers\b|\bsubsid/i.test(d),
    // "the 15 and 30 funded hours" as said; "funded hours" is "the funded hours"; "ECCE" stays as it is.
    fundedSaid: fundedSaid?.[1] ? fundedSaid[1].replace(/^(?!the\s)/i, "the ") : (fundedSaid?.[2] ?? null),
    feature: feature ? feature.trim().replace(/\s+(?:and|with)$/i, "") : null,
    noGrade: !graded && (noGradeSaid || (isNew && found.form !== "club")),
    friends: /\bfriends?\b[^.]{0,60}\b(?:use|uses|go(?:es)? to|already|recommend\w*|send)\b|\bword of mouth\b|\bwhere (?:their|other) friends\b/i.test(challenge),
    visitsLeak: /\b(?:book|booked|come (?:for|on)|do|have) (?:a |the |their )?(?:visits?|show[- ]?rounds?|tours?|look[- ]rounds?)\b[^.]{0,80}\b(?:then|but|never|don'?t|do not)\b|\bvisit(?:s|ed)? (?:and|but) (?:then )?(?:don'?t|do not|never)\b/i.test(challenge),
    commute,
    employers,
    leadMonths: lead ? [numberFrom(lead[1]) ?? 0, numberFrom(lead[2]) ?? 0] : null,
    opened: monthOf(new RegExp(`\\bopened (?:in |this |last )?(${MONTH_RE})\\b`, "i").exec(d)?.[1]),
    nation: nationOf(all, country, place),
    town: townOf(a, pitch),
  };
}

/** Plural of the setting's word: "day nurseries", "childminders", "after-school clubs". */
function plural(word: string): string {
  if (/ care$/.test(word) || word === "daycare") return `${word} settings`;
  return /y$/.test(word) ? word.replace(/y$/, "ies") : `${word}s`;
}

/** The visit a family books: a show-round at a nursery, a tour of a US daycare, a visit to a childminder's home or a club. */
export function visitWord(c: Childcare | null): string {
  return c?.form === "nursery" && c.nation !== "us" ? "show-round" : c?.nation === "us" ? "tour" : "visit";
}

/** When commuting parents can come: two weekday slots around closing time, and a Saturday morning a month. */
function visitTimes(c: Childcare | null): { long: string; short: string; slots: string } {
  if (c?.form === "club") {
    return {
      long: "while the club is running, from the end of the school day, and one Saturday morning before each term or holiday",
      short: "any weekday while the club is running, or on a Saturday morning before the holidays",
      slots: "two weekday visit slots while the club is running and a Saturday morning before each term or holiday",
    };
  }
  const close = c?.closes ?? null;
  const before = close ? hourBefore(close) : null;
  const busy = c?.form === "childminder" ? "while the children are still with you" : "while the rooms are still busy";
  const evening = close && before ? `at ${before}, ${busy}, and at ${close}, after you close,` : "early in the evening on two weekdays,";
  return {
    long: `${evening} for parents on their way back from work, and a Saturday open morning once a month`,
    short: close ? `on weekday evenings until ${close} and on a Saturday morning once a month` : "on weekday evenings and on a Saturday morning once a month",
    slots: `two weekday ${close && before ? `slots (${before} and ${close})` : "evening slots"} and one Saturday open morning a month`,
  };
}

/** An hour before a closing time, written the same way: "18:30" → "17:30", "6pm" → "5pm", "6.30pm" → "5.30pm". */
function hourBefore(time: string): string | null {
  const m = /^(\d{1,2})([:.]\d{2})?(am|pm)?$/i.exec(time);
  if (!m) return null;
  const hour = Number(m[1]);
  if (hour <= 1) return null;
  return `${hour - 1}${m[2] ?? ""}${m[3] ?? ""}`;
}

/** The funding a setting takes and how a plan words it: the scheme, the tax help, where to check. */
function funding(c: Childcare | null): { name: string; short: string; check: string; tax: string; sacrifice: string; said: string } {
  const said = c?.fundedSaid ?? null;
  switch (c?.nation) {
    case "england":
      return {
        name: said ? upperFirst(said) : "Funded hours",
        short: "funded hours and Tax-Free Childcare",
        check: "check the current rules on gov.uk",
        tax: "Tax-Free Childcare",
        sacrifice: "a workplace nursery salary-sacrifice scheme (check the current rules with their payroll and on gov.uk)",
        said: said ?? "the government's funded hours",
      };
    case "scotland":
      return { name: "Funded early learning and childcare", short: "funded early learning and childcare and Tax-Free Childcare", check: "check the current rules on mygov.scot and gov.uk", tax: "Tax-Free Childcare", sacrifice: "any salary-sacrifice childcare scheme (check the current rules with their payroll)", said: said ?? "funded early learning and childcare" };
    case "wales":
      return { name: "The Childcare Offer for Wales", short: "the Childcare Offer for Wales and Tax-Free Childcare", check: "check the current rules on gov.wales and gov.uk", tax: "Tax-Free Childcare", sacrifice: "any salary-sacrifice childcare scheme (check the current rules with their payroll)", said: said ?? "the Childcare Offer for Wales" };
    case "ni":
      return { name: "Funded places", short: "funded places and Tax-Free Childcare", check: "check the current rules on nidirect and gov.uk", tax: "Tax-Free Childcare", sacrifice: "any salary-sacrifice childcare scheme (check the current rules with their payroll)", said: said ?? "any funded places" };
    case "ireland":
      return { name: "ECCE and the National Childcare Scheme", short: "ECCE and the National Childcare Scheme", check: "check the current rules on gov.ie", tax: "the National Childcare Scheme", sacrifice: "any childcare support for staff (check the current rules with their payroll)", said: said ?? "ECCE and the National Childcare Scheme" };
    case "us":
      return { name: "Child care assistance", short: "child care assistance and a Dependent Care FSA", check: "check the current rules with your state and the IRS", tax: "a Dependent Care FSA", sacrifice: "a Dependent Care FSA (check the current rules with their benefits team)", said: said ?? "state child care assistance" };
    default:
      return { name: "Government childcare funding", short: "childcare funding", check: "check the current rules where you are", tax: "any tax help for childcare", sacrifice: "any childcare support for staff (check the current rules with their payroll)", said: said ?? "any government childcare funding" };
  }
}

/** Who inspects the setting, where its public entry is, and what its first inspection is checked against. */
function regulator(c: Childcare | null): { name: string; register: string; handbook: string; reports: string } {
  switch (c?.nation) {
    case "england":
      return { name: "Ofsted", register: "Ofsted's website (its 'find an inspection report' search)", handbook: "Ofsted's current early years inspection handbook", reports: "Ofsted reports" };
    case "scotland":
      return { name: "the Care Inspectorate", register: "the Care Inspectorate's website", handbook: "the Care Inspectorate's current quality framework for early learning and childcare", reports: "Care Inspectorate reports" };
    case "wales":
      return { name: "Care Inspectorate Wales", register: "Care Inspectorate Wales's website", handbook: "Care Inspectorate Wales's current inspection guidance", reports: "CIW reports" };
    case "ni":
      return { name: "your Health and Social Care Trust", register: "your Health and Social Care Trust's register", handbook: "your Trust's current inspection guidance", reports: "inspection reports" };
    case "ireland":
      return { name: "Tusla", register: "Tusla's register of early years services", handbook: "Tusla's current early years inspection guidance", reports: "Tusla inspection reports" };
    case "us":
      return { name: "your state's child care licensing agency", register: "your state's child care licensing search", handbook: "your state's current licensing rules", reports: "licensing inspection reports" };
    default:
      return { name: "your childcare regulator", register: "your regulator's public register", handbook: "your regulator's current inspection guidance", reports: "inspection reports" };
  }
}

/** Where parents of young children ask each other, as examples to check; a club's parents are at the school gate. */
function whereParentsAsk(c: Childcare | null, town: string): { long: string; short: string; centre: string; directory: string } {
  const uk = c?.nation && ["england", "scotland", "wales", "ni"].includes(c.nation);
  if (c?.form === "club") {
    return {
      long: `the parents' Facebook and WhatsApp groups of the schools you collect from, the PTA newsletters, the school offices and the local parents' Facebook groups in ${town}`,
      short: "the schools' parents' groups, PTA newsletters and the school office",
      centre: "school office",
      directory: uk ? "Family Information Service directory (its name varies by council; check)" : "local childcare directory",
    };
  }
  if (c?.nation === "us") {
    return {
      long: `the ${town} parents' Facebook groups, prenatal classes and hospital new-parent groups, library story times, mothers' groups and pediatricians' offices`,
      short: "parents' Facebook groups, new-parent groups, story times and pediatricians",
      centre: "library or family resource center",
      directory: "your state's child care search (check its name)",
    };
  }
  return {
    long: `the ${town} parents' Facebook groups, NCT and other antenatal groups, baby and toddler groups in church halls and libraries, the health visitors' clinics and the ${uk ? "family hub or children's centre" : "local family centre"}`,
    short: "the parents' Facebook groups, NCT and baby groups, health visitors and the children's centre",
    centre: uk ? "family hub or children's centre" : "family centre",
    directory: uk ? "Family Information Service directory (its name varies by council; check)" : "local childcare directory",
  };
}

/** "6-12 months"; "months". */
function leadPhrase(c: Childcare | null): string {
  return c?.leadMonths ? `${c.leadMonths[0]}-${c.leadMonths[1]} months` : "months";
}

/**
 * The goal's arithmetic: the children still to find and the pace, the places as days a week, and what
 * "enrolled" must mean when parents register months before they start.
 */
export function childcareMath(c: Childcare, weeks: number, deadlineWeeks: number | null): string | null {
  if (!c.goalChildren) return null;
  const span = deadlineWeeks && deadlineWeeks > 0 ? deadlineWeeks : weeks;
  const now = c.children && c.children < c.goalChildren ? c.children : 0;
  const more = c.goalChildren - now;
  const perWeek = Math.max(1, Math.round(more / span));
  const visits = `If one family in two or three who look round registers (count your own rate from the ${visitWord(c)}s since you opened), that is ${numberWord(perWeek * 2)} to ${numberWord(perWeek * 3)} ${visitWord(c)}s a week.`;
  const days = c.places && c.form !== "club"
    ? ` Most children come part-time, so what fills ${formatCount(c.places)} places is days booked: ${formatCount(c.places)} places on five weekdays is ${formatCount(c.places * 5)} full days a week; count booked days every Friday beside the children.`
    : "";
  const lead = c.leadMonths
    ? ` Parents choose ${leadPhrase(c)} before they go back to work, so many families who register now will start after ${c.byMonth ?? "your deadline"}: decide whether '${c.goalChildren} children' counts registrations with a deposit and a start date or children attending by ${c.byMonth ?? "then"}, and count both.`
    : "";
  return `${formatCount(c.goalChildren)} children${c.byMonth ? ` by ${c.byMonth}` : ""} is ${now ? `${formatCount(more)} more than the ${formatCount(now)} with you today, ` : ""}about ${numberWord(perWeek)} new ${perWeek === 1 ? "family" : "families"} a week over the ${span} weeks to your deadline${now ? "" : " (take off the children you have today)"}. ${visits}${days}${lead} Rough arithmetic on your numbers; count ${visitWord(c)}s, registrations and start dates every Friday.`;
}

/**
 * {ccWord} {ccWords} {ccA} {ccACap} {ccWho} {ccAges} {ccTown} {ccHours} {ccHoursComma} {ccFeature} {ccFeatureComma} {ccFeaturePhotos} {ccVisit} {ccVisits}
 * {ccVisitsCap} {ccVisitTimes} {ccVisitTimesShort} {ccVisitSlots} {ccKeyPerson} {ccCarer} {ccCarerShort} {ccLead} {ccStarts} {ccPlacesWord} {ccEmployers} {ccEmployersAt} {ccEmployersCap} {ccRegulatorLine}
 * {ccFunding} {ccFundingName} {ccFundingShort} {ccFundingCheck} {ccFundedLine} {ccTax} {ccSacrifice} {ccRegulator} {ccRegister} {ccHandbook}
 * {ccReports} {ccRatios} {ccFirstAid} {ccAsk} {ccAskShort} {ccCentre} {ccDirectory} {ccSearch} {ccSearches} {ccCategory} {ccMeet} {ccOrganisers} {ccTopic} {ccFeeExamples} {ccMath} {ccBy}
 * {ccOpenedLine} {ccRegisteredLine}: a nursery, a childminder or a club; slots where the answers do not say.
 */
export function childcareTokens(c: Childcare | null, weeks: number, deadlineWeeks: number | null, place: string) {
  const town = c?.town ?? (place.split(/,| and /)[0]!.trim() || "{{your town}}");
  const word = c?.word ?? "nursery";
  const times = visitTimes(c);
  const fund = funding(c);
  const reg = regulator(c);
  const ask = whereParentsAsk(c, town);
  const visit = visitWord(c);
  const employers = c?.employers.length ? joinWords(c.employers) : `the big employers near ${town}`;
  const us = c?.nation === "us";
  const uk = c?.nation && ["england", "scotland", "wales", "ni"].includes(c.nation);
  return {
    ccWord: word,
    ccWords: plural(word),
    ccA: withArticle(word),
    ccACap: upperFirst(withArticle(word)),
    ccWho: c?.form === "club" ? "parents of school-age children" : "parents of babies and young children",
    ccAges: c?.ages ? `children aged ${c.ages}` : c?.form === "club" ? "school-age children" : "babies and young children",
    ccTown: town,
    ccHours: c?.hours ? `${c.hours}${c.allYear ? " all year" : ""}` : "{{your opening hours}}",
    ccHoursComma: c?.hours ? `, open ${c.hours}${c.allYear ? " all year" : ""}` : "",
    ccFeature: c?.feature ?? "{{what makes your days different}}",
    ccFeatureComma: c?.feature ? `, with ${c.feature}` : "",
    ccFeaturePhotos: c?.feature && /\bforest school|outdoor|garden|farm\b/i.test(c.feature) ? ", the outdoor space" : "",
    ccVisit: visit,
    ccVisits: `${visit}s`,
    ccVisitsCap: upperFirst(`${visit}s`),
    ccVisitTimes: times.long,
    ccVisitTimesShort: times.short,
    ccVisitSlots: times.slots,
    ccKeyPerson: us ? "primary caregiver" : "key person",
    ccCarer: c?.form === "childminder" ? "you, and anyone who works with you" : us ? "the primary caregiver their child would have" : "the key person their child would have",
    ccCarerShort: c?.form === "childminder" ? "you" : us ? "their primary caregiver" : "their key person",
    ccLead: leadPhrase(c),
    ccStarts: c?.form === "club" ? "September, January and April" : uk ? "January, April and September" : "the months ahead",
    ccPlacesWord: c?.places ? `${formatCount(c.places)} places` : "places",
    ccEmployers: employers,
    ccEmployersAt: c?.employers.length ? `the employers at ${joinWords(c.employers)}` : `the big employers near ${town}`,
    ccRegulatorLine: c?.noGrade ? `no ${reg.name} grade yet, said plainly` : `${reg.reports} quoted as written`,
    ccEmployersCap: c?.employers.length ? `${upperFirst(joinWords(c.employers))} employers` : `The big employers near ${town}`,
    ccFunding: fund.said,
    ccFundingName: fund.name,
    ccFundingShort: fund.short,
    ccFundingCheck: fund.check,
    ccFundedLine: c?.funded ? ` We take ${fund.said}.` : "",
    ccTax: fund.tax,
    ccSacrifice: fund.sacrifice,
    ccRegulator: reg.name,
    ccRegister: reg.register,
    ccHandbook: reg.handbook,
    ccReports: reg.reports,
    ccRatios: us ? "the staff-to-child ratios your state sets" : c?.nation === "england" ? "the staff-to-child ratios the EYFS sets for each age (check the current ones)" : "the staff-to-child ratios your regulator sets",
    ccFirstAid: us ? "pediatric CPR and first aid" : "paediatric first aid",
    ccAsk: ask.long,
    ccAskShort: ask.short,
    ccCentre: ask.centre,
    ccDirectory: ask.directory,
    ccSearch: `${c?.form === "club" ? "after school club" : c?.form === "childminder" ? "childminder" : us ? "daycare" : "nursery"} ${town}`,
    ccSearches: c?.form === "club"
      ? `'after school club ${town}', 'holiday club ${town}', 'wraparound care ${town}'`
      : c?.form === "childminder"
        ? `'childminder ${town}', 'childminder near me', 'childcare ${town}'`
        : us
          ? `'daycare ${town}', 'infant daycare near me', 'preschool ${town}'`
          : `'nursery ${town}', 'day nursery near me', 'baby nursery ${town}', 'childcare ${town}'`,
    ccCategory: c?.form === "club" ? "After school program" : c?.form === "childminder" ? "Child care agency or Day care center, whichever Google offers" : us ? "Day care center or Preschool" : "Nursery school or Day care center",
    ccMeet: c?.form === "club" ? "at the school gate and in the class groups" : "at the groups where they meet before and after a baby",
    ccOrganisers: c?.form === "club" ? "the PTAs or school offices of two of the schools you collect from" : "the organisers of two baby or antenatal groups",
    ccTopic: c?.form === "club" ? "care before and after school and in the holidays" : "choosing childcare and the funding",
    ccFeeExamples: c?.form === "club"
      ? "two afternoons a week: {{cost}}; five afternoons: {{cost}}; a holiday week: {{cost}}"
      : us
        ? "an infant full-time: {{cost}}; a toddler three days a week: {{cost}}; with assistance: {{cost}}"
        : "a baby {{days}} days a week: {{cost}}; a two-year-old: {{cost}}; a three-year-old using funded hours: {{cost}}",
    ccMath: (c && childcareMath(c, weeks, deadlineWeeks)) ?? `Count ${visit}s, registrations with a deposit and start dates every Friday: the goal is that count.`,
    ccBy: c?.byMonth ?? "{{your deadline}}",
    ccOpenedLine: c?.opened ? ` We opened in ${c.opened}.` : "",
    ccRegisteredLine: c?.nation === "england" ? "Ofsted registered." : c?.nation ? `Registered with ${reg.name}.` : "",
  };
}

/** The goal line of a childcare setting's strategy, whatever goal the form says. */
export const CHILDCARE_STRATEGY =
  "turning the {ccVisits} parents already book into registrations with a deposit and a start date, offered {ccVisitTimesShort} and followed up within two days; a waiting list planned around each family's return to work; current parents who speak to families choosing; {ccEmployersAt} and the places parents ask ({ccAskShort}); {ccFundingShort} explained in plain words; and {ccRegulatorLine}";
export const CHILDCARE_FOCUS = "Registrations with a deposit and a start date, counted every Friday beside the {ccVisits} that led to them";

/** "Little Acorns is a day nursery in Didcot for children aged 6 months to 5 years, 48 places with 19 children today: …" */
export function childcareWhat(c: Childcare, product: string, audience: string, where: string): string {
  const who = /^people in\b/i.test(audience) ? "Parents" : upperFirst(audience);
  const size = c.places ? `, ${formatCount(c.places)} places${c.children ? ` with ${formatCount(c.children)} children today` : ""}` : "";
  const t = childcareTokens(c, 13, null, "");
  const at = c.town ? `in ${c.town}` : where;
  if (c.form === "club") {
    return `${product} is ${withArticle(c.word)} ${at} for ${t.ccAges}${size}: ${who.charAt(0).toLowerCase()}${who.slice(1)} choose it when they need care around the school day, on the word of other parents at the school gate, and keep it for years if their children are happy and collected safely.`;
  }
  return `${product} is ${withArticle(c.word)} ${at} for ${t.ccAges}${size}. ${who} choose ${c.leadMonths ? `${leadPhrase(c)} before they go back to work` : "months before they need it"}, after visiting two or three settings, asking friends and local parents' groups and reading ${t.ccReports}; many go where a friend's child already goes, and families stay until school once their child is settled.`;
}

/** The strategy's own lines: the goal's arithmetic, the friends, the missing grade, photos and names. */
export function childcareListening(c: Childcare, weeks: number, deadlineWeeks: number | null, challenges: string): string[] {
  const out: string[] = [];
  const t = childcareTokens(c, weeks, deadlineWeeks, "");
  const math = childcareMath(c, weeks, deadlineWeeks);
  if (math) out.push(math);
  const friends = c.friends ? /[^.]*\bfriends?\b[^.]*/i.exec(challenges)?.[0]?.trim() : null;
  if (friends) {
    out.push(`You said "${friends.charAt(0).toLowerCase()}${friends.slice(1)}": so the plan makes your own parents the friends families ask (a parent who speaks to families choosing, settling-in stories in parents' own words), follows every ${t.ccVisit} up within two days with a start date and a deposit, and keeps waiting families close until they start.`);
  } else if (c.visitsLeak) {
    out.push(`You said families visit and do not register: every ${t.ccVisit} is followed up within two days with a start date that fits their return to work, held by a deposit.`);
  }
  if (c.noGrade) {
    out.push(`You have no ${t.ccRegulator} grade yet: nothing in this plan claims or hints at one; it shows what is checked already (your registration, staff qualifications and checks, ratios, safeguarding and ${t.ccFirstAid}) and what the first inspection will look at, and quotes the report as written once it is published.`);
  }
  if (c.funded) out.push(`${upperFirst(t.ccFunding)} and ${t.ccTax} are explained with worked examples, and every page says to ${t.ccFundingCheck}: the rules change, and parents need to know what they will pay.`);
  out.push("No photo of a child is used anywhere without the parents' written consent, and no child is named: the stories are parents' own words.");
  return out;
}

/**
 * Lines a shop's plan gives that mean nothing to a childcare setting: the till, regulars, stamp cards, gift
 * vouchers, a yearly service reminder, a staff perk card, a shop window, best sellers, free consultations.
 */
export const CHILDCARE_MISFITS =
  /\bby the till\b|\bat the till\b|\bregulars\b|\bstamp cards?\b|\bgift vouchers?\b|\byearly service\b|\bstaff perk\b|\bperk cards?\b|\bshop window\b|\bbest sellers\b|\bcome in,? say hello\b|\bin the chair\b|\bquiet months\b|\bbring-a-neighbour\b|\bfree consultations?\b|\bthe weekday extra\b|\bsame time in \{\{weeks\}\} weeks\b/i;

/** A visit followed up into a registration. */
const VISIT_FOLLOW_UP = /\b(?:show-?rounds?|visits?|tours?)\b[^]*?\b(?:follow(?:ed)?[- ]up|registration|deposit)\b/i;
/** Current parents who speak to families choosing, or their settling-in stories. */
const PARENT_VOICES = /\bcurrent parents?\b|\bparents? (?:here )?who (?:agree|speak|chat)\b|\bsettling-in stor(?:y|ies)\b|\bspeak to a parent\b/i;
/** A grade claimed: "rated Outstanding", "Ofsted Outstanding", "a Good Ofsted rating". */
export const CLAIMED_GRADE = /\b(?:rated|graded|judged)\s+['"“]?(?:outstanding|good|excellent)\b|\bofsted[- ](?:rated|outstanding|good)\b|\b(?:outstanding|good) (?:ofsted|inspection) (?:rating|grade|report)\b/i;
/** Photos of children, and the written consent that must go with them. */
const CHILD_PHOTOS = /\b(?:photos?|pictures?|videos?|images?) (?:of|with|showing) (?:the |your |our )?(?:children|child|kids|babies|baby|toddlers)\b|\bchildren'?s (?:photos?|faces)\b/i;
const WRITTEN_CONSENT = /\bwritten (?:parental )?consent\b|\bparents'? written consent\b/i;
/** Funding named in a plan, and the check that must go with it. */
const FUNDING_NAMED = /\bfunded hours\b|\btax-free childcare\b|\bECCE\b|\bdependent care fsa\b|\bchild care assistance\b/i;
const FUNDING_CHECK = /\bcheck the current rules\b/i;

/** What the checker finds missing or wrong in a childcare setting's plan. */
export function childcarePlanGaps(c: Childcare | null, planText: string): { reason: string; note: string }[] {
  if (!c) return [];
  const out: { reason: string; note: string }[] = [];
  const t = childcareTokens(c, 13, null, "");
  if (!VISIT_FOLLOW_UP.test(planText)) {
    out.push({ reason: `Parents choose ${withArticle(c.word)} after a ${t.ccVisit}${c.visitsLeak ? ", and you said they visit and then go elsewhere" : ""}: no tactic follows a ${t.ccVisit} up with a registration and a start date.`, note: `Leaves ${t.ccVisits} unfollowed` });
  }
  if (c.friends && !PARENT_VOICES.test(planText)) {
    out.push({ reason: "You said parents go with the setting their friends use, and no tactic gives your current parents an easy way to speak to families choosing.", note: "Leaves friends' recommendations to the rivals" });
  }
  if (c.employers.length && !c.employers.some((e) => planText.toLowerCase().includes(e.toLowerCase()))) {
    out.push({ reason: `Your parents work at ${joinWords(c.employers)}, and no tactic works with its employers.`, note: "Leaves the employers out" });
  }
  const claimed = CLAIMED_GRADE.exec(planText);
  if (claimed && c.noGrade) out.push({ reason: `"${claimed[0]}" claims a grade ${t.ccRegulator} has not given: a new setting says plainly that its first inspection is still to come.`, note: "Claims a grade it has not been given" });
  if (CHILD_PHOTOS.test(planText) && !WRITTEN_CONSENT.test(planText)) {
    out.push({ reason: "Uses photos of children without saying that parents give written consent first.", note: "Photos of children without consent" });
  }
  if (FUNDING_NAMED.test(planText) && !FUNDING_CHECK.test(planText)) {
    out.push({ reason: `Explains ${t.ccFundingShort} without telling parents to ${t.ccFundingCheck}: the rules change.`, note: "Funding rules stated as fact" });
  }
  return out;
}

/** What the AI prompt states about a childcare setting: what it is, what its plan is made of, the arithmetic. */
export function childcareFacts(c: Childcare | null, weeks: number, deadlineWeeks: number | null, place: string): string[] {
  if (!c) return [];
  const t = childcareTokens(c, weeks, deadlineWeeks, place);
  const lines = [
    `- ${upperFirst(t.ccA)}: early-years childcare whose customers are the parents (never address the children), not an app, a shop or a salon, whatever the product type says: no till, regulars, stamp cards, gift vouchers, staff perk cards, yearly service reminders or shop window`,
    `- Its plan: ${t.ccVisits} offered ${t.ccVisitTimesShort} and followed up within two days with a start date and a registration with a deposit; a waiting list planned around each family's return to work; current parents who agree to speak to families choosing and settling-in stories in their own words; ${t.ccEmployersAt} (an information session on ${t.ccFundingShort}, priority places); the places parents ask, as examples to check (${t.ccAsk}); a fees page with worked examples`,
    `- Funding: explain ${t.ccFunding} and ${t.ccTax} plainly and tell parents to ${t.ccFundingCheck}; never state the rules as fact`,
    `- Safeguarding: no photo of a child without the parents' written consent, no child's name, and never invent or hint at an inspection grade from ${t.ccRegulator}`,
  ];
  if (c.noGrade) lines.push(`- No ${t.ccRegulator} grade yet: the plan shows what is checked already (registration, qualifications, ratios, safeguarding, first aid) and what the first inspection looks at (${t.ccHandbook}), and quotes the report as written when it comes`);
  if (c.friends) lines.push("- The founder says parents go with the setting their friends use: the plan makes current parents the friends families ask");
  const math = childcareMath(c, weeks, deadlineWeeks);
  if (math) lines.push(`- The goal's arithmetic: ${math}`);
  return lines;
}

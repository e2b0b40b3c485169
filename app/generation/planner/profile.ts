import type { ProductStage } from "~/wizard/options";
import { TAPROOM_TRAITS } from "./library/taproom";
import { RESTAURANT_TRAITS } from "./library/restaurant";
import { experienceTraits } from "./library/experience";
import type { PlanFormData } from "~/wizard/types";
import type { CustomerProfile } from "~/generation/schemas";
import { sentencesOf } from "~/plan-quality/channels";
import { kindLabel, type BusinessKind } from "~/plan-quality/kinds";
import { clip, isOnlineRival, readAnswers, type Reading } from "~/plan-quality/reading";
import type { SchoolSales } from "~/plan-quality/schools";
import type { MeetPeople } from "~/plan-quality/dating";
import type { YoungChildren } from "~/plan-quality/young-children";
import type { Smallholders } from "~/plan-quality/smallholders";
import type { FarmEquipment } from "~/plan-quality/farm-equipment";
import { desktopTraits } from "./desktop-ideas";
import { wpPluginTraits } from "./wp-plugin-ideas";
import { agencyTraits } from "./agency-ideas";
import { installerTraits } from "./installer-ideas";
import { removalsTraits } from "./removals-ideas";
import { installerPitch } from "~/plan-quality/installer";
import { removalsPitch } from "~/plan-quality/removals";
import { homeCareTraits } from "./home-care-ideas";
import { careHomeTraits } from "./care-home-ideas";
import { funeralTraits } from "./funeral-ideas";
import { celebrantTraits } from "./celebrant-ideas";
import { lawTraits } from "./law-ideas";
import { architectTraits } from "./architect-ideas";
import { kidsClubTraits } from "./kids-club-ideas";
import { petBoardingTraits } from "./pet-boarding-ideas";
import { FAMILY_PHOTO_NEARBY, familyPhotoTraits } from "./family-photo-ideas";
import { tattooTraits } from "./tattoo-ideas";
import { artistTraits } from "./artist-ideas";
import { deviceRepairTraits } from "./device-repair-ideas";
import { partyTraits } from "./party-entertainer-ideas";
import { trainerTraits } from "./trainer-ideas";
import { catererTraits } from "./caterer-ideas";
import { accountingTraits } from "./accounting-ideas";
import { recruiterTraits } from "./recruiter-ideas";
import { translatorTraits } from "./translator-ideas";
import { itSupportTraits } from "./it-support-ideas";
import { lettingTraits } from "./letting-ideas";
import { browserExtensionTraits } from "./browser-extension-ideas";
import { digitalProductTraits } from "./digital-product-ideas";
import { churchTraits } from "./church-ideas";
import { clinicianTraits } from "./clinician-ideas";
import { agtechTraits } from "./agtech-ideas";
import { childcareTraits } from "./childcare-ideas";
import { marketplaceBrandTraits } from "./marketplace-brand-ideas";
import { craftWords, type WeddingSupplier } from "~/plan-quality/wedding-supplier";
import { adultClassesTraits } from "./adult-classes-ideas";
import { privateTeacherTraits } from "./private-teacher-ideas";
import { localTrade, neighbourhoodOf, shortPlace, type LocalTrade } from "~/plan-quality/local-trade";
import { joinWords, upperFirst, withArticle } from "~/plan-quality/words";
import { makeContext, type PlanContext } from "./context";

// ─── Facts: the founder's own words, picked out once for the profile, ideas and education ────────

/** The archetype a business is drafted from: its kind, with teenagers' games and apps apart. */
export type Archetype = BusinessKind | "teen-app";

export type Facts = {
  archetype: Archetype;
  product: string;
  /** "Croix-Rousse, Lyon" (no parenthesis, no ellipsis); "" when worldwide. */
  place: string;
  /** "Croix-Rousse"; "" when worldwide. */
  neighbourhood: string;
  /** An alternative customers really use today, or null. */
  competitor: string | null;
  /** A price as the founder wrote it, or null. */
  price: string | null;
  /** The thing a price is quoted for: "sourdough tradition loaf", "starter kit". */
  signature: string | null;
  /** What the product does, from the founder's description: "lets customers pre-order …". */
  promise: string | null;
  /** "Unlike X, claim": what the founder says sets the product apart. */
  edge: { versus: string | null; claim: string } | null;
  /** "a family bakery on the Croix-Rousse plateau in Lyon": what the pitch says the product is. */
  category: string | null;
  /** Proof the founder already has: "open since 1998", "1,400 stars on GitHub". */
  traction: string | null;
  /** "free for two clients", "a free 30-day trial". */
  freeOffer: string | null;
  /** The price is paid again and again (a subscription). */
  recurring: boolean;
  /** For a local business: its trade and what sits around it. */
  trade: LocalTrade | null;
  /** Founder's text with planner tokens and the context's tokens filled in. */
  fill: (text: string) => string;
};

/** The pitch with the product's full name: "Ivy & Ash is …" → "Ivy & Ash Hair Studio is …". */
export function namedPitch(pitch: string, product: string): string {
  if (pitch.includes(product)) return pitch;
  const words = product.split(/\s+/);
  for (let n = words.length - 1; n >= 1; n--) {
    const short = words.slice(0, n).join(" ");
    if (pitch.startsWith(`${short} `)) return `${product}${pitch.slice(short.length)}`;
  }
  // "A weekly email newsletter about money for nurses: pay slips, …" → "The Night Shift Ledger is a weekly email newsletter…".
  if (/^(?:A|An) [a-z]/.test(pitch)) return `${product} is ${pitch.charAt(0).toLowerCase()}${pitch.slice(1)}`;
  return `${product}: ${pitch}`;
}

/** "in the United States", "in Croix-Rousse, Lyon". */
export function inPlace(place: string): string {
  // "in the US", "in the UK": the short names take the article as the long ones do.
  return /^(united |netherlands|philippines|czech republic|dominican republic|bahamas|gambia|maldives|uae\b|us$|usa$|uk$)/i.test(place)
    ? `in the ${place}`
    : `in ${place}`;
}

/** Capitalised words that name a school year, not a place: "Reception", "Year 1", "Key Stage 2", "Grade 3". */
/** Words after which "in X" names the tool the work is kept in ("notes in Obsidian"), not a place. */
const TOOL_HOME = /\b(?:notes|tasks|to-dos|data|files|documents|docs|code|projects|spreadsheets?|bookmarks|highlights|books|accounts|invoices|everything)\s+$/i;
const SCHOOL_YEARS = /^(?:Reception|Nursery|Years?|Key Stage|KS\d|Grades?|Kindergarten|Pre-K|Sixth Form)\b/;

/** "the US" and "United States", "UK" and "United Kingdom": one place, said twice ("Location: US (US)"). */
function samePlace(said: string, place: string): boolean {
  const bare = said.replace(/^the /i, "");
  const name = place.replace(/^the /i, "");
  const initials = name.split(/\s+/).map((w) => w.charAt(0)).join("").toUpperCase();
  return bare === name || (/^[A-Z]{2,3}$/.test(bare) && [initials, `${initials}A`].includes(bare));
}

const FIRST_PERSON = /\b(we|we're|we've|our|us|i|i'm|my)\b/i;
const uncap = (text: string) => (/^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);
const noStop = (text: string) => text.replace(/[\s.,;:]+$/, "");
const flat = (text: string | undefined) => (text ?? "").replace(/\s+/g, " ").trim();

function priceOf(r: Reading, a: PlanFormData): string | null {
  const price = r.price?.replace(/[\s,.;:]+$/, "") ?? null;
  if (!price) return null;
  // "40 European carriers" is not a price.
  if (/^\d[\d,.]*\s?eur$/i.test(price) && a.productDescription.toLowerCase().includes(`${price.toLowerCase()}opean`)) return null;
  return price;
}

function signatureOf(description: string): string | null {
  const m = /\b(?:A|An|One|Each|Our|The)\s+([a-z0-9][^.,;:]{2,40}?)\s+(?:costs?|is|starts at)\s+(?:from\s+)?[$€£]/.exec(description);
  return m?.[1]?.trim() ?? null;
}

const PROMISE_VERB =
  /^(.*?)\b((?:let|help|allow|enable|turn|automate|send|return|compare|teache|teach|give|map|track|find|connect)s?)\s+(.+)$/i;

function promiseOf(a: PlanFormData, product: string): string | null {
  for (const sentence of sentencesOf(flat(a.productDescription))) {
    const m = PROMISE_VERB.exec(noStop(sentence));
    if (!m) continue;
    const [, before = "", verb = "", rest = ""] = m;
    const subject = before.trim();
    // "…, not a software company: we help manufacturing SMEs …" → "Werkfluss helps manufacturing SMEs …".
    if (/(^|[:;,]\s*)we$/i.test(subject)) return clip(asProduct(`we ${verb.toLowerCase()} ${rest}`, product), 200);
    if (!/s$/i.test(verb)) continue;
    // "Driftcheck is an MIT-licensed tool that compares …" → "Driftcheck compares …".
    if (/^\S.*\bis\b.*\b(that|which)$/i.test(subject) && subject.startsWith(product)) {
      return clip(`${product} ${verb.toLowerCase()} ${rest}`, 200);
    }
    if (/\bis\b|\bunlike\b|\bthat$|\bwho$|\bwhich$/i.test(subject)) continue;
    const lead =
      !subject || subject === product || /^(it|this)$/i.test(subject)
        ? product
        : /^(our|the)\s+[\w-]+(\s+[\w-]+)?$/i.test(subject)
          ? `${product}'s ${subject.replace(/^(our|the)\s+/i, "")}`
          : null;
    if (!lead) continue;
    return clip(`${lead} ${verb.toLowerCase()} ${rest}`, 200);
  }
  return null;
}

/** "we work … ourselves" → "Werkfluss works … itself": the founder's claim in the product's name. */
export function asProduct(claim: string, product: string): string {
  const verb = (v: string) =>
    ({ do: "does", have: "has", go: "goes", are: "is", were: "was" })[v.toLowerCase()] ??
    (/(s|sh|ch|x|z)$/i.test(v) ? `${v}es` : /[^aeiou]y$/i.test(v) ? `${v.slice(0, -1)}ies` : `${v}s`);
  return claim
    .replace(/^(we|it)\s+(\w+)/i, (_m, who: string, v: string) => `${product} ${who.toLowerCase() === "we" ? verb(v) : v}`)
    .replace(/\bourselves\b/gi, "itself")
    .replace(/\bour\b/gi, "its");
}

function edgeOf(description: string, product: string): Facts["edge"] {
  const sentences = sentencesOf(flat(description)).map(noStop);
  for (const sentence of sentences) {
    // "…, and unlike Duolingo it focuses on …"
    const inline = /\bunlike\s+([A-Z][\w'’ .+-]*?)\s+(it|we|they)\s+(.+)$/.exec(sentence);
    if (inline) {
      const [, versus = "", who = "", rest = ""] = inline;
      return { versus: versus.trim(), claim: asProduct(`${who} ${rest}`, product) };
    }
    const unlike = /\bunlike\s+([^,]{2,60}),\s*(.+)$/i.exec(sentence);
    if (unlike) {
      const [, versus = "", rest = ""] = unlike;
      const claim = rest.replace(/,?\s*and unlike\b.*$/i, "").trim();
      if (!/\b(it|we|they)\b/.test(versus)) return { versus: versus.trim(), claim: asProduct(noStop(claim), product) };
    }
    // "Customers compare us with CeraVe and The Ordinary; we differ on refills, …"
    const compare = /\bcompare (?:us|it|them) (?:with|to) ([^;,.]+)[;,]\s*(?:but\s+)?(?:we|it) differs? (?:on|in|by) (.+)$/i.exec(sentence);
    if (compare) {
      const [, versus = "", on = ""] = compare;
      return { versus: versus.trim(), claim: `${product} differs on ${on}` };
    }
  }
  for (const clause of sentences.flatMap((s) => s.split(/;\s*/))) {
    // "Studyloop follows the course timetable instead of blank pages."
    if (clause.startsWith(`${product} `) && /\b(instead of|rather than)\b/i.test(clause)) return { versus: null, claim: clause };
  }
  for (const sentence of sentences) {
    if (/\b(everything|nobody else|no other|only one|the only)\b/i.test(sentence) && !/^(most|many)\b/i.test(sentence)) {
      return { versus: null, claim: asProduct(sentence, product) };
    }
  }
  return null;
}

function categoryOf(pitch: string): string | null {
  const m = /^\S.*?\bis (an? .+?)(?:,|\s+(?:that|which|where|who|built|with)\b|\.$|$)/.exec(pitch);
  return m?.[1]?.trim() ?? null;
}

function tractionOf(a: PlanFormData): string | null {
  const text = flat(`${a.productDescription} ${a.challenges}`);
  for (const sentence of sentencesOf(text)) {
    for (const clause of sentence.split(/;\s*|,\s+(?=and\b)|\s+and\s+(?=\w+ (?:are|is) live)/)) {
      if (
        /\b(\d[\d,]*|two|three|four|five|six|ten|twelve|twenty)\s+(?:[\w-]+\s+){0,2}(stars|customers|subscribers|users|practices|banks|clients|installs|teams|companies|shops)\b/i.test(clause) &&
        /\b(live|already|stars|since|today|have|has)\b/i.test(clause) &&
        !/\b(want|need|goal|target|by month|within|every)\b/i.test(clause) &&
        !FIRST_PERSON.test(clause)
      ) {
        return noStop(clause.replace(/^(it is|it's)\s+/i, ""));
      }
    }
    const since = /\b(open|opened|running|founded|baking|trading)?\s*since ((?:19|20)\d\d)\b/i.exec(sentence);
    if (since) {
      const [, verb, year = ""] = since;
      return `${verb ? verb.toLowerCase() : "open"} since ${year}`;
    }
  }
  return null;
}

function freeOfferOf(description: string): string | null {
  const trial = /\b(?:a |with a )?free (\d+-day )?trial\b/i.exec(description);
  if (trial) return `a free ${trial[1] ?? ""}trial`.replace(/\s+/g, " ");
  const tier = /\bfree for ((?:[^,.;]|[,.](?=\d))+?)(?:,\s|\.\s|\.$|;|\s+then\b|\s+and\s+[A-Z]{0,2}[$€£])/i.exec(description);
  if (tier) return `free for ${(tier[1] ?? "").trim()}`;
  if (/\bfree (?:[\w-]+ )?game\b/i.test(description)) return "free to play";
  if (/\bis (?:a )?free\b|\bfree (?:[\w-]+ )?app\b/i.test(description)) return "free to try";
  return null;
}

export function archetypeOf(r: Reading): Archetype {
  return r.teen && (r.kind === "consumer-app" || r.kind === "software" || r.kind === "creator") ? "teen-app" : r.kind;
}

/** Plain words for what customers use today, when the answers do not say. */
const COMPETITOR_FALLBACK: Record<Archetype, string> = {
  local: "the supermarket or chain nearby",
  "consumer-app": "the app they use now",
  "teen-app": "the games they already play",
  ecommerce: "the brands they buy now",
  creator: "free tutorials",
  devtool: "a homegrown script",
  "b2b-smb": "the old way of doing it",
  "b2b-enterprise": "spreadsheets and consultants",
  software: "the tool they use now",
  marketplace: "whatever was nearest",
};

export function factsFor(ctx: PlanContext): Facts {
  const { answers: a, reading: r, product } = ctx;
  const archetype = archetypeOf(r);
  const place = shortPlace(r.place);
  const edge = edgeOf(a.productDescription, product);
  // "Unlike Weave or Lighthouse 360, …" names the comparison the founder makes; prefer it.
  const versus = edge?.versus && !/^(us|them|it)$/i.test(edge.versus) ? edge.versus : null;
  // Pay-as-you-go equipment is chosen over what it replaces ("the petrol pump"), not over the way it is paid.
  const competitor = versus ?? (r.farmEquipment ? (r.farmEquipment.replaces?.replace(/^an?\s+/i, "the ") ?? null) : r.competitor);
  const price = priceOf(r, a);
  const found = r.kind === "local" ? localTrade(`${r.pitch} ${a.productDescription}`) : null;
  // A newborn and family photographer is a studio service, not a wedding supplier: its neighbours are where expectant parents go.
  const trade = found && r.familyPhoto ? { ...found, trade: "service" as const, goods: "sessions", nearby: FAMILY_PHOTO_NEARBY, hosts: FAMILY_PHOTO_NEARBY, treat: "a print for a friend's newborn session", mobile: !r.familyPhoto.studio } : found;
  const recurring =
    a.productType === "subscription" ||
    /\b(a|per|\/)\s?(month|mo|year|yr)\b|\bmonthly\b|\bsubscription\b/i.test(`${price ?? ""} ${a.productDescription}`);
  const signature = signatureOf(flat(a.productDescription));
  const tokens: Record<string, string> = {
    place: place || "your market",
    geo: place ? inPlace(place) : "worldwide",
    near: place ? `in ${neighbourhoodOf(place)}` : "nearby",
    neighbourhood: neighbourhoodOf(place) || "the neighbourhood",
    competitor:
      competitor ??
      (r.trade === "pet" ? `the ${trade?.shop ?? "groomer"} they use now` : r.trade === "events" ? `the other ${trade?.shop ?? "photographer"}s they are comparing` : r.trade === "lessons" ? "another teacher or videos at home" : r.trade === "motor" ? "the main dealer and the fast-fit chains" : r.trade === "cycle" ? "the chain store's bike counter and the spring queue" : r.trade === "dealer" ? "the franchise dealers, the car supermarkets and private sellers" : r.trade === "storage" ? "the big storage chains and their first-month offers" : r.trade === "farm" ? "the supermarket punnet, the soft play and the other days out nearby" : r.homeVisits ? "doing it themselves or a cleaner who cancels" : r.visitsCustomers ? "whoever they rang last time" : r.trade === "retail" ? "the big online shops and the chains" : r.publication ? "free posts and videos on the topic" : COMPETITOR_FALLBACK[archetype]),
    audience: r.audience,
    ...(price ? { price } : {}),
    signature: signature ?? trade?.goods ?? "your best-seller",
    shop: trade?.shop ?? "business",
    goods: trade?.goods ?? "what you offer",
    nearby: trade?.nearby ?? "the businesses nearby",
    hosts: trade?.hosts ?? "the businesses nearby",
    treat: trade?.treat ?? "a welcome gift",
  };
  // "Why pay more here than on Facebook Marketplace?": people buy on a website, not at it.
  const online = isOnlineRival(competitor) ? (text: string) => text.replace(/\bthan at \{competitor\}/g, "than on {competitor}") : (text: string) => text;
  const fill = (text: string) =>
    ctx.fill(online(text).replace(/(?<!\{)\{(\w+)\}(?!\})/g, (m, key: string) => tokens[key] ?? m));
  return {
    archetype,
    product,
    place,
    neighbourhood: neighbourhoodOf(place),
    competitor,
    price,
    signature,
    promise: promiseOf(a, product),
    edge,
    category: categoryOf(r.pitch),
    traction: tractionOf(a),
    freeOffer: freeOfferOf(flat(a.productDescription)),
    recurring,
    trade,
    fill,
  };
}

// ─── Reading the persona ─────────────────────────────────────────────────────────────────────────

type Persona = {
  first: string;
  roles: string | null;
  org: string | null;
  /** Places named in the first sentence: "the US, UK and Europe". */
  within: string | null;
  haunts: string[];
  spend: string | null;
  pains: string[];
  goals: string[];
  objections: string[];
  rest: string[];
};

const HAUNT_VERBS =
  /\b(read|reads|browse|browses|scroll|scrolls|shop on|shops on|watch|watches|follow|follows|listen|listens|hang out|hangs out|attend|attends|visit|visits|discover|discovers|find|finds|ask|asks|belong|belongs|meet|meets|go to|use .+ (?:all day|lightly))\b/i;
/** Shops, stalls and traders, in English and Spanish: a business of a few people, not "5-200 employees". */
const MICRO_BUSINESS =
  /\b(?:corner shops?|market traders?|market stalls?|stallholders?|sole traders?|kiosks?|one-person|family[- ]run|tienditas?|changarros?|puestos?|papeler[ií]as|ferreter[ií]as|abarrotes|comerciantes)\b/i;

/** "Owners of 1-3 doctor clinics": a size the founder states, said back as they wrote it (not "5-200 employees"). */
const STATED_SIZE =
  /\b(?:1|one)\s?(?:-|–|to)\s?(?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)[- ](?:doctor|dentist|vet|chair|person|people|staff|employee|lawyer|accountant|therapist|physio)s?\s+(?:practices|clinics|firms|offices|surgeries|studios|shops|businesses|salons)\b/i;

const ORG_NOUN =
  /\b(practices|clinics|companies|firms|banks|insurers|teams|businesses|agencies|studios|startups|shops|stores|manufacturers|schools|universities|colleges|retailers|vendors|organi[sz]ations|enterprises|hospitals|restaurants|hotels|brands|labs|institutions|offices|charities|councils|platforms)\b/i;
const SPEND = /\b(spend|spends|spent|pay|pays|paid)\b/i;
const PAIN_CUES =
  /\b(hate|hates|worry|worries|worried|gave up|give up|struggle|struggles|frustrat\w*|tired of|waste|wastes|overdue|no-shows|miss|misses|lose|loses|break|breaks|driven|drive to|stuck|dread|dreads)\b/i;
// "Asked whether they want a minister or a celebrant" is a question put to them, not what they want.
const GOAL_CUES = /(?<!\b(?:whether|if|asked|asks|ask) )\b(?:who|they|and) (?:want|wants|hope|hopes|need|needs) (?:to )?([^.;:]+)|\bwhose ([^.;:,]+)/i;

/** "Objections: 'we already have Dentrix', 'our patients won't text', and no time to learn another tool." */
export function objectionsIn(persona: string): string[] {
  const m = /\b(?:objections?|concerns?|worries)\s*:\s*([^]*?)(?:\.\s|\.$|$)/i.exec(flat(persona));
  if (!m) return [];
  const quoted: string[] = [];
  const marked = (m[1] ?? "").replace(/(^|[\s,])['‘"“](.+?)['’"”](?=\s*(?:,|$|\s+and\b|\.))/g, (_s, pre: string, q: string) => {
    quoted.push(q);
    return `${pre}\uE000${quoted.length - 1}\uE000`;
  });
  return marked
    .split(/,\s*/)
    .map((item) => item.replace(/^(and|or|et|ou|y|e|o|und|oder)\s+/i, "").trim())
    .filter(Boolean)
    .map((item) => item.replace(/\uE000(\d+)\uE000/g, (_s, i: string) => `“${upperFirst(noStop(quoted[Number(i)] ?? ""))}.”`))
    .map(noStop);
}

/** "…bars in Greater Manchester with 5 to 40 staff" → "Businesses with 5-40 staff": the size the founder gave. */
function sizeOf(sentence: string): string | null {
  const m = /\bwith (\d[\d,]*) ?(?:to|-|–) ?(\d[\d,]*) (staff|employees|people)\b/.exec(sentence);
  return m ? `Businesses with ${m[1]}-${m[2]} ${m[3]}` : null;
}

/**
 * `sides`: a marketplace's two sides. A goal said about the side that offers ("On the other side, home
 * cooks … who want a steady income") is theirs: "Home cooks: a steady income", not "They want…".
 */
function readPersona(a: PlanFormData, sides?: { supply: string; demand: string } | null): Persona {
  const sentences = sentencesOf(flat(a.audiencePersona));
  const first = sentences[0] ?? "";
  const lowerFirst = first;
  // The same cuts in Spanish, Portuguese, French, German and Italian: "Dueños de negocios pequeños de 35 a 60 años en Guadalajara, que…".
  const cut =
    /\s+aged\b|,\s*\d{1,2}\s?(?:-|–|to)\s?\d{1,2}\b|\s+at\s+|\s+in\s+(?=(?:the\s+)?[A-Z])(?!\p{Lu}{2,}s\b)|\s+who\s|\s+with\s|:|;|,\s*(?:mostly|especially|often|working|across)\b|\s+across\s|\s+(?:de|entre|zwischen|tra|dai)\s+(?:i\s+)?\d{1,2}\s|\s+(?:en|em|dans)\s+(?=\p{Lu})|,?\s+(?:que|qui|die|che)\s/u.exec(lowerFirst);
  const roles = cut ? lowerFirst.slice(0, cut.index).trim() : null;
  const employer = /\s+at\s+(.+?)(?=:|;|\s+who\s|,\s*(?:plus|mostly|especially|often|working)\b|\s+in\s+(?:the\s+)?[A-Z]|$)/.exec(lowerFirst)?.[1];
  const within = /(?<![\p{L}])(?:mostly |mainly |especially |largely )?(?:in|en|em|dans) ((?:the )?\p{Lu}[\p{L}.'’-]*(?:[ -]\p{Lu}[\p{L}.'’-]*)*(?:,? (?:and |y |e |et |und )?(?:the )?\p{Lu}[\p{L}.'’-]*(?:[ -]\p{Lu}[\p{L}.'’-]*)*)*)/u.exec(lowerFirst);
  const out: Persona = {
    first,
    roles: roles && roles.length <= 90 ? roles : null,
    org: employer && ORG_NOUN.test(employer) ? noStop(employer) : sizeOf(lowerFirst),
    // "…academy trusts in England." → "England": the sentence's full stop is not part of the place; "the U.S." keeps its own.
    // "…in Reception and Year 1" is a school year, not a place.
    // "…keep notes in Obsidian", "…track tasks in Notion": a tool their work lives in, not a place.
    // "…drowning in PDFs": an acronym's plural is a thing, not a place.
    within: within?.[1] && !SCHOOL_YEARS.test(within[1]) && !TOOL_HOME.test(lowerFirst.slice(0, within.index)) && !/^\p{Lu}{2,}s\b/u.test(within[1]) ? within[1].replace(/(?<!\b\p{Lu})\.$/u, "") : null,
    haunts: [],
    spend: null,
    pains: [],
    goals: [],
    objections: objectionsIn(a.audiencePersona),
    rest: [],
  };
  for (const sentence of [...sentences, ...sentencesOf(flat(a.productDescription))]) {
    const goal = GOAL_CUES.exec(sentence);
    if (!goal) continue;
    // "…whose IT is done by a nephew who doesn't answer": how things are done today, a pain, not a goal.
    if (goal[2] && /^[\p{L}-]+(?: [\p{L}-]+)? (?:is|are) (?:done|run|handled|looked after|managed) by\b/u.test(goal[2])) {
      const pain = `Their ${noStop(goal[2])}`;
      if (!out.pains.includes(pain)) out.pains.push(pain);
      continue;
    }
    const whose = sides ? sideOf(sentence, goal.index, sides) : null;
    const text = whose
      ? `${upperFirst(whose)}: ${noStop((goal[1] ?? goal[2] ?? "").replace(/^(?:a|an)\s+/i, (m) => m.toLowerCase()))}`
      : goal[2] ? `Their ${noStop(goal[2])}` : noStop(goal[0].replace(/^(who|they|and)\s+/i, "They "));
    if (!out.goals.some((g) => g.toLowerCase() === text.toLowerCase())) out.goals.push(text);
  }
  // "Women aged 30-60 …; they browse Etsy and Instagram in the evening": where they spend time, said in the first sentence.
  for (const clause of first.split(/;\s*/).slice(1)) {
    if (HAUNT_VERBS.test(clause) && out.haunts.length < 2) out.haunts.push(noStop(clause));
  }
  // "…, worry about falls and feel guilty about not calling every day; they are on Facebook…": what they worry about.
  const worry = /,\s*((?:worry|worries|feel guilty|struggle|struggles|dread)\b[^;.]*)/i.exec(first.split(/;\s*/)[0] ?? "");
  if (worry?.[1]) out.pains.push(`They ${noStop(worry[1])}`);
  for (const sentence of sentences.slice(1)) {
    if (/\b(objections?|concerns?)\s*:/i.test(sentence)) continue;
    if (SPEND.test(sentence) && /[$€£]|\bnothing\b|\bnever\b|\bpocket money\b|\bfree\b|\b\d/.test(sentence) && !out.spend) {
      out.spend = noStop(sentence);
    } else if (HAUNT_VERBS.test(sentence) && out.haunts.length < 2) {
      out.haunts.push(noStop(sentence));
    } else if (PAIN_CUES.test(sentence)) {
      out.pains.push(noStop(sentence));
    } else {
      out.rest.push(noStop(sentence));
    }
  }
  return out;
}

/** Which side of a marketplace a want is said about: the side named last before it in the sentence. */
function sideOf(sentence: string, at: number, sides: { supply: string; demand: string }): string | null {
  const before = sentence.slice(0, at).toLowerCase();
  const head = (phrase: string) => (phrase.split(/\s+/).at(-1) ?? "").replace(/(?:es|s)$/, "");
  const where = (phrase: string) => Math.max(before.lastIndexOf(head(phrase)), /\bother side\b/.test(before) && phrase === sides.supply ? before.search(/\bother side\b/) : -1);
  const supply = where(sides.supply);
  const demand = where(sides.demand);
  if (supply < 0 && demand < 0) return null;
  return supply > demand ? sides.supply : sides.demand;
}

/** What the customers want, in the founder's words: "a better-paid, steadier UX writing job". */
export function customerWant(a: PlanFormData, sides?: { supply: string; demand: string } | null): string | null {
  for (const sentence of [...sentencesOf(flat(a.audiencePersona)), ...sentencesOf(flat(a.productDescription))]) {
    const m = /\b(?:who|they|and) (?:want|wants|hope|hopes) (to )?([^.;:]+)/i.exec(sentence);
    // A marketplace's buyers want what they order; "home cooks … who want a steady income" is the other side.
    if (m && sides && sideOf(sentence, m.index, sides) === sides.supply) continue;
    if (m) return noStop(`${m[1] ?? ""}${m[2]}`);
  }
  return null;
}

/** How the customers manage today, from the description: "Banks do this today with spreadsheets …". */
function statusQuoOf(a: PlanFormData, product: string): string | null {
  for (const sentence of sentencesOf(flat(a.productDescription))) {
    if (!/\b(today|still|currently|rely on|relies on|juggle|juggles|make do)\b/i.test(sentence)) continue;
    if (FIRST_PERSON.test(sentence) || sentence.includes(product) || /\buse it\b/i.test(sentence)) continue;
    return noStop(sentence);
  }
  return null;
}

/**
 * What the challenges say about customers rather than the team: "Few engineers know …"; not
 * "Nobody here knows me yet", which is the founder's problem, not a customer's pain.
 */
function customerChallenges(a: PlanFormData): string[] {
  return sentencesOf(flat(a.challenges))
    .filter((s) => /^(nobody|no one|few|most|many|customers|clients|users|people|buyers)\b/i.test(s) && !FIRST_PERSON.test(s) && !/\bme\b/i.test(s))
    .map(noStop);
}

// ─── Archetypes: typical traits per kind of business, to be replaced by what interviews show ─────

type Objection = {
  /** Founder objections about the same thing are shown with this customer's-eye version. */
  topic: RegExp;
  text: string;
  /** Only when the founder named it. */
  onlyIfNamed?: boolean;
  /** Only with, or only without, a known competitor / price / recurring payment. */
  when?: "competitor" | "no-competitor" | "price" | "no-price" | "recurring" | "one-off" | "open-source" | "closed";
};

export type ArchetypeTraits = {
  /** Typical of this kind, for the overview. */
  typical: string;
  /** Used when the persona names no role: "Role: …" or "Who: …". */
  role: string;
  /** Used when the persona names no organisation. */
  org?: string;
  decides: string;
  haunts: string;
  behaviors: string[];
  needs: string[];
  pains: string[];
  goals: string[];
  objections: Objection[];
  buying: string;
};

const PRICE_TOPIC = /\b(price|prices|pricing|cost|costs|expensive|cheap|cheaper|worth|afford|pay)\b/i;

const TRAITS: Record<Archetype, ArchetypeTraits> = {
  // Two sets of customers: the buyers, and the people who offer on it (cooks, tutors, cleaners).
  marketplace: {
    typical: "A marketplace has two sets of customers: {demand} try it on a colleague's or a friend's word and stay only if what they order arrives right every time, and {supply} judge it on their first weeks of orders and on being paid on time; when one side leaves, the other follows.",
    role: "{demand}, and on the other side {supply}",
    decides: "each buyer decides for themselves, often with colleagues or friends who order together; each {supplyOne} decides within their first week or two",
    haunts: "WhatsApp (their own groups and channels) and word of mouth among colleagues and friends; for {supply}, the circles where they already sell",
    behaviors: [
      "{demand}: try it when someone they know already orders, then order by habit on the days it fits",
      "{supply}: decide within their first week or two whether the orders are worth it, and tell others in their circles either way",
      "Both sides compare notes with people like them before trusting a new platform with their money or their time",
    ],
    needs: [
      "{demand}: what they ordered, on time, every time, and paying in a tap ({pay})",
      "{supply}: enough orders from the first week, and payouts they can count on",
      "Both sides: a person to talk to when something goes wrong",
    ],
    pains: [
      "{demand}: orders that arrive late or not as pictured",
      "{supply}: weeks with too few orders to be worth the effort",
      "{supply}: not knowing what they will earn after {product}'s share ({take})",
    ],
    goals: [
      "{demand}: one less decision a day, at a price they can keep paying",
      "{supply}: a steady income from what they already do well",
      "Both sides: a service they are proud to recommend",
    ],
    objections: [
      { topic: PRICE_TOPIC, text: "“Why pay {price} when there is something cheaper nearby?”", when: "price" },
      { topic: PRICE_TOPIC, text: "“Is it worth the price?”", when: "no-price" },
      { topic: /\b(late|on time|arrive\w*|deliver\w*|reliab\w*)\b/i, text: "“Will it arrive on time, every time?”" },
      { topic: /\b(hygiene|clean\w*|safe\w*|trust\w*|quality)\b/i, text: "“Who are these {supply}, and can I trust what they make?”" },
      { topic: /\b(few orders|enough orders|earn\w*|first week)\b/i, text: "A {supplyOne}: “Will I get enough orders to make it worth my time?”" },
      { topic: /\b(paid|payouts?|commission|share)\b/i, text: "A {supplyOne}: “When do I get paid, and how much do you keep?”" },
    ],
    buying:
      "{demand} hear about {product} from a colleague or a friend, see what is on offer in a WhatsApp message, order once with a code and pay by {pay}, and come back when it arrived right; {supply} hear about it from someone in their circle, list for a first week, and stay when the orders and the payouts come.",
  },
  local: {
    typical: "Local customers choose by habit and by what is on their way; a recommendation from a neighbour, the window and a Google Maps search decide most first visits.",
    role: "Residents and people who work {near}",
    decides: "each customer decides alone, on the spot or the evening before",
    haunts: "the street itself (windows, chalkboards, noticeboards), Google Maps, the neighbourhood's Facebook group and local Instagram accounts",
    behaviors: [
      "Buys on the way to or from somewhere: before work, on the school run, on a Saturday morning",
      "Checks Google Maps reviews, opening hours and photos before a first visit",
      "Comes back by habit once a place fits their routine, and tells neighbours about it",
    ],
    needs: [
      "{goods} they can count on at the times they pass by",
      "A reason to pay more than at {competitor}: quality they can taste or see, a face they know",
      "No friction: quick service, ordering ahead, paying easily",
    ],
    pains: [
      "Queues and sold-out shelves at the busiest times",
      "Places that are closed when they are free (early mornings, evenings, Sundays)",
      "Not knowing what is good or new without going in",
    ],
    goals: [
      "A small, reliable treat in their week",
      "Support a business in their neighbourhood that they are proud of",
      "Save time on everyday errands",
    ],
    objections: [
      { topic: PRICE_TOPIC, text: "“Why pay more here than at {competitor}?”", when: "competitor" },
      { topic: PRICE_TOPIC, text: "“Why pay more here than where I go now?”", when: "no-competitor" },
      { topic: /\b(queue|queues|wait|waiting)\b/i, text: "“Will I have to wait?”", onlyIfNamed: true },
      { topic: /\b(online|website|app|unnecessary|pre-?order|order ahead|book online)\b/i, text: "“Why order ahead when I can just walk in?”", onlyIfNamed: true },
      { topic: /\b(loyal|loyalty|current|usual|same place|already)\b/i, text: "“I already have my usual place.”" },
      { topic: /\b(hours|open|opening|slots?|clash\w*|evenings?|weekends?|work)\b/i, text: "“Are you open when I can actually come by?”" },
      { topic: /\b(park|parking|get there|access)\b/i, text: "“Is there anywhere to park or stop for a minute?”" },
    ],
    buying:
      "Most first visits start on foot or on Google Maps: they pass the window, hear about {product} from a neighbour or search for a {shop} nearby, try one thing, and come back when it fits their routine. Regulars then order by habit, and a few bring friends.",
  },
  "consumer-app": {
    typical: "Consumers decide in seconds from a short video, the store page and a friend's word, and keep an app only if it becomes a habit in the first week.",
    role: "Individual consumers who have the problem {product} solves",
    decides: "each user decides alone, in seconds, from the store page",
    haunts: "TikTok, Instagram Reels, YouTube Shorts, app-store search and what friends send them",
    behaviors: [
      "Discovers apps through short videos, friends and app-store search",
      "Decides from the first screenshots, the rating and the price",
      "Keeps an app only if it becomes a habit in the first week",
    ],
    needs: [
      "Obvious value in the first minute, without a long sign-up",
      "A fair price and an easy way to cancel",
      "Reminders that help rather than nag",
    ],
    pains: [
      "Apps that promise a lot and are abandoned after a week",
      "Hidden costs and subscriptions that are hard to cancel",
      "Too little time and energy at the end of the day",
    ],
    goals: [
      "Make visible progress in little time",
      "Feel in control of their money, time or skills",
      "Share a good find with friends",
    ],
    objections: [
      { topic: /\b(subscription|price|cost|pay|worth|currency)\b/i, text: "“Is it worth another subscription at {price}?”", when: "recurring" },
      { topic: /\b(price|cost|pay|worth)\b/i, text: "“Why install another app?”", when: "one-off" },
      { topic: /\b(doubt|really|actually|work|teach|results?)\b/i, text: "“Does it actually work, or is it another app I will abandon?”" },
      { topic: /\b(time|busy|after work|tired)\b/i, text: "“When would I even find the time?”" },
      { topic: /\b(data|privacy|safe)\b/i, text: "“What happens to my data?”" },
    ],
    buying:
      "Sees {product} in a short video or hears about it from a friend, checks the store page, rating and price, tries it for free, and pays if it has become a habit within the first week or two.",
  },
  "teen-app": {
    typical: "Teenagers pick games and apps their friends already use, discover them through short videos and streamers, and rarely pay; parents set the limits on money and contact with strangers.",
    role: "Teenagers who play on their phones with friends",
    decides: "the player decides to install; payments go through a parent's account, gift cards or pocket money",
    haunts: "TikTok, YouTube Shorts, streamers on Twitch and YouTube, Discord servers and their friends' phones",
    behaviors: [
      "Installs what friends are already playing and drops what they are not",
      "Watches streamers and short videos to decide what looks fun",
      "Plays in short bursts: between classes, on the bus, after school",
    ],
    needs: [
      "Something to do together with friends they already know",
      "Rounds that fit into a short break",
      "A game that looks cool, not made for younger kids",
    ],
    pains: [
      "Games where strangers can message them, which parents forbid",
      "Ads and pay-to-win mechanics that ruin the fun",
      "Long sessions that do not fit a school day",
    ],
    goals: [
      "Have fun with their friends and something to talk about at school",
      "Show off skins, scores or builds",
      "Play without arguments with parents about strangers or spending",
    ],
    objections: [
      { topic: /\b(friends|nobody|no one|alone)\b/i, text: "“None of my friends play it.”" },
      { topic: /\b(babyish|kids|childish|cool|looks?)\b/i, text: "“It looks like it's for little kids.”" },
      { topic: /\b(parents?|screen time|strangers?)\b/i, text: "A parent asks: “Who can my child talk to in there, and how long will they play?”" },
      { topic: /\b(pay|money|price|skins|cost|spend)\b/i, text: "“I'm not spending my pocket money on that.”" },
    ],
    buying:
      "A friend shows them {product} or sends an invite, or they see it in a short video or a streamer's session; they install it on the spot if it is free and their friends are in. Spending, if any, comes later through gift cards or a parent's approval in the store. No step involves the team contacting a player.",
  },
  ecommerce: {
    typical: "Buyers compare with brands they already know, read reviews from people like them, and stay for the second order only if the first one delivered on its promise.",
    role: "Shoppers who buy this category regularly",
    decides: "each buyer decides alone, usually after reading reviews, and cancels if the second order disappoints",
    haunts: "Instagram, TikTok and YouTube creators in the category, reviews on marketplaces, Reddit threads and their inbox",
    behaviors: [
      "Compares with the brands they already buy before ordering",
      "Reads reviews and watches creators who look like them",
      "Decides whether to stay at the second or third order",
    ],
    needs: [
      "Proof it works for people like them",
      "Clear delivery times and costs",
      "An easy way to pause, swap or cancel",
    ],
    pains: [
      "Products that do not suit them, bought on a promise",
      "Subscriptions that are hard to cancel",
      "Delivery that is slow or costs more than expected",
    ],
    goals: [
      "Find the product that works for them and stop searching",
      "Get it without thinking about it again",
      "Feel good about what and where they buy",
    ],
    objections: [
      { topic: PRICE_TOPIC, text: "“Why pay more than for {competitor}?”", when: "competitor" },
      { topic: PRICE_TOPIC, text: "“Is it worth more than what I buy now?”", when: "no-competitor" },
      { topic: /\b(subscription|subscriptions|cancel|commit\w*)\b/i, text: "“Can I pause or cancel without a fight?”", when: "recurring" },
      { topic: /\b(return\w*|refund\w*|exchange)\b/i, text: "“Can I send it back if it isn't right?”", when: "one-off" },
      { topic: /\b(breakouts?|suit|like|which|work for me|taste|size|fit|roast)\b/i, text: "“What if it doesn't suit me?”" },
      { topic: /\b(shipping|delivery|arrive|days|duties)\b/i, text: "“How long will it take to arrive, and what does shipping cost?”" },
      { topic: /\b(brand|trust|never heard)\b/i, text: "“I've never heard of this brand.”" },
    ],
    buying:
      "Discovers {product} through a creator, a friend or a search, compares it with {competitor}, reads reviews, and orders once; the second order (or the first renewal) is where the real decision happens.",
  },
  creator: {
    typical: "Learners and followers buy from a person they already trust: free lessons, posts and recommendations come first, the purchase later.",
    role: "People who want to learn what {product} teaches",
    decides: "each learner decides alone, sometimes with an employer's learning budget",
    haunts: "newsletters, podcasts, YouTube, LinkedIn and the communities where they ask questions",
    behaviors: [
      "Follows people who teach the subject for months before buying anything",
      "Samples free lessons, posts and talks first",
      "Asks peers in communities whether a course or membership is worth it",
    ],
    needs: [
      "A clear result at the end, not just content",
      "Proof from people like them who got that result",
      "A format that fits around work",
    ],
    pains: [
      "Free content that never adds up to a real skill",
      "Courses they paid for and never finished",
      "No feedback on their own work",
    ],
    goals: [
      "A new skill that changes their work or pay",
      "Work they can show",
      "People to learn with",
    ],
    objections: [
      { topic: PRICE_TOPIC, text: "“{price} is a lot; what do I get that free content doesn't give me?”", when: "price" },
      { topic: PRICE_TOPIC, text: "“Is it worth paying for when so much is free?”", when: "no-price" },
      { topic: /\b(job|result|lead|outcome|work)\b/i, text: "“Will it actually lead to the result I want?”" },
      { topic: /\b(time|live|schedule|busy|sessions?)\b/i, text: "“Do I have time for this right now?”" },
      { topic: /\b(free|youtube|udemy)\b/i, text: "“Can't I learn this for free on YouTube?”" },
    ],
    buying:
      "Follows the teacher's free content for a while, joins a free lesson or the newsletter, asks peers, and buys when a new session or offer opens, often near the deadline.",
  },
  devtool: {
    typical: "Engineers try a tool hands-on before reading any marketing, judge it by its docs, README and activity, and bring it to the team once it has worked on something real.",
    role: "Developers and engineers who would use {product} themselves",
    org: "Solo developers to engineering teams of a few hundred",
    decides: "an engineer adopts a free tier alone; paid plans need a tech lead's or manager's approval",
    haunts: "GitHub, Hacker News, Reddit, Stack Overflow, dev newsletters and conference talks",
    behaviors: [
      "Tries the quickstart before reading any marketing",
      "Judges a project by its README, docs, issues and commit activity",
      "Ignores ads and resents gated content",
    ],
    needs: [
      "A quickstart that works in minutes and honest docs",
      "Clear, predictable pricing and a useful free tier",
      "No lock-in: open formats, an exit path",
    ],
    pains: [
      "Glue code and maintenance work that nobody wants",
      "Tools with surprise limits or opaque pricing",
      "Projects that change licence or disappear",
    ],
    goals: [
      "Ship faster with less maintenance",
      "Avoid surprises in production",
      "Use tools they are proud to recommend",
    ],
    objections: [
      { topic: /\b(already does|plan already|build|myself|script|weekend)\b/i, text: "“{competitor} already does this.”", when: "competitor" },
      { topic: /\b(already does|plan already|build|myself|script|weekend)\b/i, text: "“I could script this myself in a weekend.”", when: "no-competitor" },
      { topic: /\b(licen[cs]e|open-core|relicens\w*)\b/i, text: "“What if the licence changes later?”", when: "open-source" },
      { topic: /\b(lock-?in|locked in|vendor)\b/i, text: "“What if we get locked in?”" },
      { topic: /\b(access|secur\w*|data|gdpr|credentials?)\b/i, text: "“What access does it need, and where does our data go?”" },
      { topic: /\b(accura\w*|uptime|reliab\w*|correct)\b/i, text: "“Can I trust its results in production?”" },
    ],
    buying:
      "Bottom-up: an engineer finds {product} through a post, a repo or a colleague, tries it on one project, and proposes it to the team once it has worked; a tech lead or manager approves paid plans when usage grows or a team feature is needed.",
  },
  "b2b-smb": {
    typical: "Small-business buyers are busy people who wear several hats; they trust peers and associations more than ads, try before they buy and decide within weeks.",
    role: "Owners and managers of small businesses",
    org: "Businesses with 5-200 employees",
    decides: "the owner or manager decides, often alone, and pays by card once it has proven itself",
    haunts: "peer groups, trade associations and their newsletters, trade press and Google",
    behaviors: [
      "Asks peers and associations before trusting a vendor",
      "Tries a tool on a free trial before talking to anyone",
      "Works in the software they already pay for and wants new tools to fit it",
    ],
    needs: [
      "Fast set-up and a payback they can see within weeks",
      "Simple, predictable pricing",
      "A person to call when something breaks",
    ],
    pains: [
      "Too little time: every hour on admin is an hour off the business",
      "Manual, repetitive work between tools",
      "Software built for big companies: expensive and complicated",
    ],
    goals: [
      "Save time each week and make fewer mistakes",
      "Grow revenue without hiring yet",
      "Look professional to their own customers",
    ],
    objections: [
      { topic: /\b(already|switch\w*|current|have)\b/i, text: "“We already use {competitor}.”", when: "competitor" },
      { topic: /\b(already|switch\w*|current|works)\b/i, text: "“What we do now works well enough.”", when: "no-competitor" },
      { topic: /\b(time|learn|set ?up|busy|hassle|periods?)\b/i, text: "“We don't have time to learn something new.”" },
      { topic: PRICE_TOPIC, text: "“Is {price} worth it for a business our size?”", when: "price" },
      { topic: PRICE_TOPIC, text: "“Is it worth it for a business our size?”", when: "no-price" },
      { topic: /\b(outsiders?|know (?:our|their)|trust|slides)\b/i, text: "“You don't know our business.”" },
    ],
    buying:
      "Hears about {product} from a peer, an association or a search, tries it, and decides within days or a few weeks, usually alone or with a partner; pays monthly at first and moves to annual once it has proven itself.",
  },
  "b2b-enterprise": {
    typical: "Enterprise buying is a group decision: a champion with the problem, a budget owner, security, procurement and often legal, over months rather than weeks.",
    role: "Managers and heads of the team that owns the problem",
    org: "Organisations with 1,000+ employees",
    decides: "a champion builds the case; the budget owner, security, procurement and legal sign off",
    haunts: "peer conversations, industry events, analyst and regulator publications, LinkedIn and trade press",
    behaviors: [
      "Researches through peers, analysts and events before talking to sales",
      "Involves security, procurement and legal early",
      "Prefers a pilot on one team before a wider roll-out",
    ],
    needs: [
      "Proof it works at their scale: references, case studies, a pilot",
      "Security and compliance documentation before they ask",
      "A business case they can present internally",
    ],
    pains: [
      "Manual, error-prone work across spreadsheets and legacy tools",
      "Long approval chains that slow every improvement",
      "The risk of backing a vendor that fails",
    ],
    goals: [
      "Pass audits and reviews without a fire drill",
      "Do more with the same team",
      "Show measurable wins to leadership and the board",
    ],
    objections: [
      { topic: /\b(review|reviews|procurement|security|iso|soc|vendor risk|approval)\b/i, text: "“Will you pass our security review and vendor risk assessment?”" },
      { topic: /\b(small|fail\w*|disappear|startup|viab\w*)\b/i, text: "“You're a small vendor; what happens to us if you fail?”" },
      { topic: /\b(data|eu|residen\w*|gdpr|host\w*)\b/i, text: "“Where is our data stored, and who can see it?”" },
      { topic: /\b(budget|cycle|year)\b/i, text: "“This isn't in this year's budget.”" },
      { topic: /\b(integrat\w*|systems?|stack)\b/i, text: "“Will it work with the systems we already run?”" },
    ],
    buying:
      "A champion discovers the problem and {product}, runs a small evaluation, and builds a business case with the budget owner; security, vendor-risk and procurement reviews follow, often around a paid pilot. A decision takes months and involves several people.",
  },
  software: {
    typical: "Individuals choose tools with their own money: they try for free, compare with what they use now, and pay once the tool has saved them real time.",
    role: "Individuals who use {product} for their own work",
    decides: "each user decides alone, with their own money",
    haunts: "search, YouTube, Reddit and the communities of people who do the same work",
    behaviors: [
      "Tries tools in a quiet week and drops them in a busy one",
      "Compares with what they use now before switching",
      "Recommends tools that save them time to peers",
    ],
    needs: [
      "Value in the first session, without a long set-up",
      "Low, flexible pricing and no long contracts",
      "Easy import from what they use now",
    ],
    pains: [
      "Admin that eats into the time they are paid or graded for",
      "Juggling tools that do not talk to each other",
      "Subscriptions piling up",
    ],
    goals: [
      "Spend less time on admin",
      "Look professional and organised",
      "Keep costs low and predictable",
    ],
    objections: [
      { topic: /\b(subscription|monthly|price|cost)\b/i, text: "“Is it worth another subscription?”", when: "recurring" },
      { topic: /\b(switch\w*|hassle|already|move)\b/i, text: "“Switching from {competitor} sounds like a hassle.”", when: "competitor" },
      { topic: /\b(switch\w*|hassle|already|move)\b/i, text: "“Switching sounds like a hassle.”", when: "no-competitor" },
      { topic: /\b(trust\w*|data|money|privacy|secur\w*|integrity)\b/i, text: "“Can I trust a new tool with my data?”" },
      { topic: /\b(free)\b/i, text: "“The free tools are good enough.”" },
    ],
    buying:
      "Finds {product} through a search, a recommendation or a post, tries the free version, and pays when it has saved them a few hours; they decide alone and quickly.",
  },
};

/** Local businesses people book (salons, clinics, studios) rather than walk into. */
const LOCAL_BOOKED: Partial<ArchetypeTraits> = {
  typical: "Clients of a local {shop} choose by recommendation and reputation: word of mouth, Google Maps reviews and photos of real work decide most first bookings, and loyalty to their current provider is the main hurdle.",
  decides: "each client decides alone and books days or weeks ahead",
  haunts: "Google Maps, Instagram, the local Facebook group and word of mouth",
  behaviors: [
    "Asks friends and checks Google Maps reviews and photos of real work before booking somewhere new",
    "Books around work and family, often online and outside opening hours",
    "Stays with a provider for years once they trust them",
  ],
  needs: [
    "Someone who understands what they want and gets it right the first time",
    "Appointments at times that fit around work",
    "Easy booking and a reminder the day before",
  ],
  pains: [
    "Results that do not match what they asked for",
    "Free slots only when they are at work",
    "Travelling further for a specialist",
  ],
  goals: [
    "Look and feel their best without a long trip",
    "A {shop} they trust enough to recommend",
    "Fit appointments into a busy week",
  ],
  objections: [
    { topic: /\b(loyal|loyalty|current|usual|same place|already)\b/i, text: "“I've been going to the same place for years.”" },
    { topic: PRICE_TOPIC, text: "“Why pay more here than where I go now?”" },
    { topic: /\b(hours|open|opening|slots?|clash\w*|evenings?|weekends?|weekdays?|work)\b/i, text: "“Do you have a slot when I'm not at work?”" },
    { topic: /\b(results?|right|trust|suit)\b/i, text: "“Will they get it right the first time?”" },
    { topic: /\b(park|parking|get there|access)\b/i, text: "“Is there anywhere to park nearby?”" },
  ],
  buying:
    "Hears about {product} from a friend or finds it on Google Maps or Instagram, looks at photos of real work and at reviews, books a first appointment online or by phone, and comes back if the result was right; happy clients rebook and recommend.",
};

/**
 * A practice patients book for their health (a physio, an osteopath, a dentist, an optician): trust in
 * the person treating them, a clear plan and a known price decide, not a haircut's "result they asked for".
 */
const LOCAL_CARE: Partial<ArchetypeTraits> = {
  typical: "Patients choose a local {shop} on a friend's or a doctor's word and on reviews: trust in the person treating them decides the first booking, and a clear plan that helps decides whether they come back and recommend it.",
  decides: "each patient decides alone, often the week something starts to hurt or worry them",
  haunts: "Google Maps and reviews, their doctor, the clubs and gyms they belong to, and word of mouth",
  behaviors: [
    "Asks friends, their doctor or a trainer, and reads Google reviews before booking somewhere new",
    "Books around work and family, often online and outside opening hours",
    "Stays with a practice for years once they trust it",
  ],
  needs: [
    "A clear answer on what is wrong and what it will take to put it right",
    "An appointment soon, at a time that fits around work",
    "A price they know before they come, and what insurance covers",
  ],
  pains: [
    "Waiting weeks for an appointment while it gets worse",
    "Being rushed through in a few minutes without a plan",
    "Costs they did not expect after the first visit",
  ],
  goals: [
    "Get back to work, sport and everyday life without pain or worry",
    "A {shop} they trust enough to recommend",
    "Fit appointments into a busy week",
  ],
  objections: [
    { topic: /\b(insurance|insurer|superbills?|claim|covered|cover)\b/i, text: "“Will my insurance cover it?”" },
    { topic: PRICE_TOPIC, text: "“Is it worth paying for, or will it sort itself out?”" },
    { topic: /\b(hours|open|opening|slots?|evenings?|weekends?|weekdays?|work)\b/i, text: "“Do you have a slot when I'm not at work?”" },
    { topic: /\b(loyal|loyalty|current|usual|same place|already)\b/i, text: "“I already see someone.”" },
  ],
  buying:
    "Hears about {product} from a friend or their doctor, or finds it on Google Maps when something starts to hurt, reads the reviews and who will treat them, books a first appointment online or by phone, and comes back for the follow-ups if the first visit made sense; patients who got better recommend it.",
};

/** A dental practice or office (Reading.clinic, care "teeth"): check-ups put off until reminded, a price known first, the family brought along. */
const LOCAL_DENTAL: Partial<ArchetypeTraits> = {
  typical: "Patients choose a {shop} on a friend's word and on reviews, often after their old dentist stopped seeing them; a first visit that felt unhurried and clearly priced decides whether they come back, and a reminder when the check-up is due decides whether they remember to.",
  decides: "each adult decides for themselves and often books for the family too, usually when a check-up is long overdue or a tooth starts to bother them",
  haunts: "Google Maps and reviews, the local Facebook groups where people ask for a dentist taking new patients, and word of mouth",
  behaviors: [
    "Asks friends, family and local groups, and reads Google reviews before registering somewhere new",
    "Puts off a check-up for months when nothing hurts, until a reminder or a toothache",
    "Stays with a practice for years once they trust it, and brings the family",
  ],
  needs: [
    "To be seen soon, by a dentist who explains and is gentle with nerves",
    "A written price before any treatment starts",
    "Check-ups and hygiene visits at times that fit around work and school",
  ],
  pains: [
    "No dentist nearby taking new patients, or a first appointment months away",
    "Bills they did not expect after the first visit",
    "Dreading the chair, and being made to feel bad for putting it off",
  ],
  goals: [
    "Healthy teeth and gums without worrying about the next bill",
    "A {shop} they trust enough to recommend",
    "Check-ups kept up without having to think about it",
  ],
  objections: [
    { topic: /\b(plans?|monthly|membership)\b/i, text: "“Is a monthly plan worth it for us?”" },
    { topic: PRICE_TOPIC, text: "“Why pay to go private?”" },
    { topic: /\b(pain|fear\w*|nervous|anxious|scared)\b/i, text: "“Will it hurt?”" },
    { topic: /\b(hours|open|opening|slots?|evenings?|weekends?|weekdays?|afternoons?|work)\b/i, text: "“Do you have a slot when I'm not at work, or after school?”" },
  ],
  buying:
    "Hears about {product} from a friend or a local group, or finds it on Google Maps when a check-up is overdue or a tooth hurts, reads the reviews and the prices, books a new-patient exam, and comes back if the first visit was unhurried and the price was clear; patients who are reminded come back for check-ups, join the membership plan and recommend it.",
};

/** A vet practice: the owner books for an animal, registers before it is needed, and stays for years. */
const VET_PRACTICE = /\bvet(?:s|erinary)?\b|\bveterinar/i;
const LOCAL_VET: Partial<ArchetypeTraits> = {
  typical: "Pet owners choose a local {shop} on a neighbour's word and on reviews: how the vet treats their animal and explains things decides the first visit, and trust built over years decides where they stay.",
  decides: "the owner decides, often with their family, and registers when they get a new pet or move, or in a hurry when a pet is ill",
  haunts: "Google Maps and reviews, the neighbourhood's online groups, the dog park and word of mouth",
  behaviors: [
    "Asks other owners at the park or online which vet they trust, and reads Google reviews",
    "Registers with a practice when they get a puppy or kitten or move house, often before the pet needs anything",
    "Stays with a practice for years once they trust it, and passes the name on",
  ],
  needs: [
    "A vet who takes time to explain, and handles their pet gently",
    "An appointment the same day or the next when their pet is unwell",
    "Clear prices before treatment, and no pressure to buy extras",
  ],
  pains: [
    "Rushed appointments and feeling upsold",
    "Waiting days for an appointment when their pet is ill",
    "Bills they did not expect",
  ],
  goals: [
    "A healthy, happy pet for years",
    "A {shop} they trust enough to recommend",
    "Vaccinations, flea and worm treatment kept up without having to think about it",
  ],
  objections: [
    { topic: /\b(loyal|loyalty|current|usual|same place|already|registered)\b/i, text: "“Our pet is already registered somewhere.”" },
    { topic: /\b(plans?|monthly|subscription)\b/i, text: "“Is a monthly health plan worth it for us?”" },
    { topic: /\b(emergenc\w*|out of hours|night|weekend)\b/i, text: "“What happens out of hours or in an emergency?”" },
    { topic: /\b(new|chain|big|bigger|equipment|experience)\b/i, text: "“You're new: can you do what a bigger practice can?”" },
  ],
  buying:
    "Hears about {product} from another owner or a local group, or finds it on Google Maps when they get a new pet or move, reads the reviews, registers and books a first check-up, and stays if their pet was treated well and nothing was pushed; happy owners join the health plan and recommend it.",
};

/**
 * Pet care people book (a groomer, a dog walker, a sitter), often at the owner's door: the dog's
 * comfort, a regular slot and someone trusted with the dog decide, not a repair in a hurry.
 */
const LOCAL_PET: Partial<ArchetypeTraits> = {
  typical: "Dog owners choose a local {shop} by recommendation and trust: a neighbour's word, reviews and photos of real dogs decide the first booking, and how their dog comes back decides every one after it.",
  decides: "the owner decides, and books weeks ahead around work and family",
  haunts: "Google Maps, the neighbourhood's online groups, the dog park and word of mouth",
  behaviors: [
    "Asks other owners at the dog park or online which {shop} they trust, and looks at photos of real dogs before booking",
    "Books the next visit on a regular rhythm once a {shop} suits their dog",
    "Stays with a {shop} for years once their dog is happy, and passes the name on",
  ],
  needs: [
    "Someone gentle and patient with their dog, including an older or nervous one",
    "A regular slot that fits around work and family",
    "A clear price for their dog's size and coat before the first visit",
  ],
  pains: [
    "A dog that comes back stressed, nicked or badly cut",
    "No slot for weeks when the dog needs doing now",
    "Cancellations and late arrivals",
  ],
  goals: [
    "A happy, well-kept dog without a stressful trip",
    "A {shop} they trust enough to recommend",
    "Visits that fit into a busy week",
  ],
  objections: [
    { topic: /\b(loyal|loyalty|current|usual|same place|already)\b/i, text: "“My dog already goes somewhere.”" },
    { topic: PRICE_TOPIC, text: "“Why pay more than the salon down the road?”" },
    { topic: /\b(anxious|nervous|older|old|scared|hates?)\b/i, text: "“Will my dog be calm with someone new?”" },
    { topic: /\b(hours|slots?|booked|weekdays?|weekends?|saturdays?)\b/i, text: "“Can I get a slot when I need one?”" },
  ],
  buying:
    "Hears about {product} from another dog owner or finds it on Google Maps or a neighbourhood group, looks at photos of real dogs and at reviews, books a first visit, and rebooks on a regular rhythm if the dog came back happy; happy owners recommend.",
};

/**
 * Lessons and tuition (a piano teacher, a tutor, a swimming teacher): a parent, or an adult learner,
 * chooses a teacher on another parent's word and a first lesson, for a weekly slot that fits after
 * school, and stays for years; no walk-ins, no till.
 */
const LOCAL_LESSONS: Partial<ArchetypeTraits> = {
  typical:
    "Parents choose a {shop} on another parent's word and on how their child felt after a first lesson; a trial or taster lesson, the teacher's reputation among parents at the school gate and a weekly slot that fits after school decide, and adult learners choose the same way for themselves.",
  decides: "a parent decides for a child, often after the child has tried a first lesson; an adult learner decides alone",
  haunts: "the school gate and the schools' newsletters, the town's Facebook group, the local paper and notice boards, and Google",
  behaviors: [
    "Asks other parents at the school gate or in the town's Facebook group which {shop} their children go to",
    "Wants their child to try a first lesson before committing to a term",
    "Stays with a {shop} for years once their child is happy and making progress, and passes the name on",
  ],
  needs: [
    "A patient {shop} their child likes and looks forward to",
    "A weekly slot that fits after school, or in the daytime for adults",
    "Progress they can hear or see, and a clear price per lesson or per term",
  ],
  pains: [
    "A child who loses interest after a few weeks",
    "No slot at a time they can do",
    "Paying for a term before knowing whether their child likes it",
  ],
  goals: [
    "A child who enjoys learning and keeps going",
    "A {shop} they trust enough to recommend to other parents",
    "For adults: finally learning what they always wanted to",
  ],
  objections: [
    { topic: PRICE_TOPIC, text: "“Is it worth paying every week before we know they will stick with it?”" },
    { topic: /\b(new|good|any good|qualified|trained|experience|reputation)\b/i, text: "“Is this teacher any good? Nobody we know goes yet.”" },
    { topic: /\b(hours|slots?|afternoons?|after school|mornings?|times?)\b/i, text: "“Do you have a slot after school, or in the daytime for me?”" },
    { topic: /\b(age|old|too old|late|beginners?)\b/i, text: "“Am I too old to start?”" },
  ],
  buying:
    "Hears about {product} from another parent, the school newsletter, the town's Facebook group or a notice, books a free or short first lesson, and signs up for weekly lessons if the child (or the adult learner) enjoyed it; happy families stay for years and recommend.",
};

/**
 * Lessons for children only (a swim school for ages 3 to 11): the parent decides, after school or on
 * a Saturday morning; no adult learners.
 */
const LOCAL_CHILD_PUPILS: Partial<ArchetypeTraits> = {
  typical:
    "Parents choose a {shop} on another parent's word and on how their child felt after a first lesson; a trial or taster lesson, the teacher's reputation among parents at the school gate and a weekly slot that fits after school or at the weekend decide.",
  decides: "a parent decides for their child, often after the child has tried a first lesson",
  needs: [
    "A patient {shop} their child likes and looks forward to",
    "A weekly slot that fits after school or at the weekend",
    "Progress they can see, and a clear price per lesson or per term",
  ],
  goals: [
    "A child who enjoys learning and keeps going",
    "A {shop} they trust enough to recommend to other parents",
    "Seeing their child do what they could not do last term",
  ],
  objections: [
    { topic: PRICE_TOPIC, text: "“Is it worth paying every week before we know they will stick with it?”" },
    { topic: /\b(new|good|any good|qualified|trained|experience|reputation)\b/i, text: "“Is this teacher any good? Nobody we know goes yet.”" },
    { topic: /\b(hours|slots?|afternoons?|after school|mornings?|saturdays?|weekends?|times?)\b/i, text: "“Do you have a slot after school or on a Saturday?”" },
    { topic: /\b(nervous|scared|anxious|shy|stuck|confidence)\b/i, text: "“My child is nervous: will they be pushed too fast?”" },
  ],
  buying:
    "Hears about {product} from another parent, the school newsletter, the town's Facebook group or a notice, books a free or short first lesson, and signs up for weekly lessons if the child enjoyed it; happy families stay for years and recommend.",
};

/**
 * Lessons for learners of 16 and over who choose for themselves (a driving instructor's 17-25s, adults):
 * no school gate and no child losing interest; friends who passed, reviews and a first lesson decide.
 */
const LOCAL_OLDER_LEARNERS: Partial<ArchetypeTraits> = {
  typical:
    "Learners choose a {shop} on a friend's word, on the reviews and on how the first lesson felt; a clear price, slots that fit around college or work and a teacher who stays calm decide whether they book a block of lessons.",
  decides: "the learner decides, often with a parent who helps to pay; adults decide alone",
  haunts: "friends who learnt recently, Google and its reviews, the town's Facebook groups, and Instagram",
  behaviors: [
    "Asks friends who learnt recently which {shop} they had and how it went",
    "Reads the Google reviews and compares prices per lesson and for a block",
    "Books a first lesson, then a block if it felt right",
  ],
  needs: [
    "A calm, patient {shop} who explains clearly",
    "Slots around college, work or shifts",
    "A clear price per lesson and for a block, and honest progress towards the goal",
  ],
  pains: [
    "Nervousness, and a teacher who shouts or rushes",
    "Cancelled lessons and long waits for a slot",
    "Paying for more lessons than they needed",
  ],
  goals: ["To pass, or to reach their goal, in as few lessons as it really takes", "Confidence on their own", "A {shop} they would recommend to friends"],
  objections: [
    { topic: PRICE_TOPIC, text: "“How many lessons will I really need, and what will it cost in all?”" },
    { topic: /\b(new|good|any good|qualified|trained|experience|reputation|reviews?)\b/i, text: "“Is this teacher any good? Nobody I know has been.”" },
    { topic: /\b(hours|slots?|evenings?|weekends?|times?|shifts?)\b/i, text: "“Do you have slots around college or work?”" },
    { topic: /\b(nervous|anxious|scared|confidence)\b/i, text: "“I'm nervous: will you be patient with me?”" },
  ],
  buying:
    "Hears about {product} from a friend who learnt with them, the reviews or the town's Facebook group, books a first lesson, and books a block of lessons if it felt right; learners who pass recommend.",
};

/**
 * A driving instructor's learners (Reading.driving): 17-year-olds with a parent who often pays, and adults
 * who want an automatic, a refresher or to pass after failing in a manual. They choose on a friend's word,
 * reviews and pass photos, book a first lesson, then a block, and leave when they pass.
 */
const DRIVING_LEARNERS: Partial<ArchetypeTraits> = {
  typical:
    "Learners choose a driving instructor on a friend's word, the Google reviews and the pass photos, then judge the first lesson: a calm instructor, slots around college, work or shifts, and an honest answer to 'how many hours will I need?' decide whether they book a block. Nervous drivers and people who failed in a manual look for an automatic and a patient instructor, and every pupil leaves when they pass.",
  decides: "the learner decides, often with a parent who pays for the first lessons or gives them as a 17th-birthday present; adults decide alone",
  haunts: "friends who passed recently, Google and its reviews, instructor-finder sites, and the town's Facebook groups",
  behaviors: [
    "Asks friends who passed recently which driving instructor they had, and whether they passed first time",
    "Compares the hourly price and the block price, and reads the reviews and the pass photos",
    "Books a first lesson, then a block if the instructor was calm and honest about the hours needed",
  ],
  needs: [
    "A calm, patient instructor, the same one every lesson",
    "Lesson times around college, work or shifts, with pick-ups from home, college or work",
    "An honest estimate of the hours needed and what they will cost in all",
  ],
  pains: [
    "Nerves, or a past instructor who shouted or rushed",
    "Failing in a manual, or giving up on the clutch",
    "Long waits for a practical test, and paying for hours they did not need",
  ],
  goals: ["To pass, in as few hours as it really takes", "The freedom of their own car: work, college, no more lifts", "Confidence on their own, on the roads they will drive"],
  objections: [
    { topic: PRICE_TOPIC, text: "“How many hours will I really need, and what will it cost in all?”" },
    { topic: /\b(new|good|any good|qualified|trained|experience|reputation|reviews?|franchises?)\b/i, text: "“You're new: why you and not one of the big driving schools?”" },
    { topic: /\b(automatic|manual)\b/i, text: "“If I pass in an automatic, can I only drive automatics?”" },
    { topic: /\b(nervous|anxious|scared|confidence|failed)\b/i, text: "“I'm nervous, and I failed before: will you be patient with me?”" },
    { topic: /\b(test|wait|waits|cancellations?)\b/i, text: "“Can you get me a test date soon?”" },
  ],
  buying:
    "Hears about {product} from a friend who passed with them, the Google reviews and pass photos, a listing or the town's Facebook group (often a parent looks first), books a first lesson, then a block of lessons if it felt right; books the practical test on GOV.UK when nearly ready, and recommends the instructor on pass day.",
};

/**
 * Exam tutoring (GCSE, A-level): the parent pays and decides, at a moment (a mock result, a parents'
 * evening), and the teenager has to want to go; no school gate, no adult beginners.
 */
const EXAM_TUTORING: Partial<ArchetypeTraits> = {
  typical:
    "Parents of teenagers look for a tutor at moments: a mock result, a parents' evening, a teacher's warning before the {examLevels} exams. They choose on another parent's word, on proof the tutors are qualified and checked, and on whether their child will actually go; a teenager who has met the tutor and the group and found it useful is what turns a worried enquiry into a weekly place.",
  decides: "the parent pays and decides, with the pupil, who has to want to come; older A-level students often find the tutor themselves and bring the parent in",
  haunts: "school parent chats and {town} parents' Facebook groups, Google searches for a subject tutor nearby, and parents' evenings",
  behaviors: [
    "Starts looking when the mock results come home or after a parents' evening, and wants help before the exams start in May",
    "Asks other parents in school chats and local Facebook groups which tutor their children go to, and reads the Google reviews",
    "Compares a small group with one-to-one and online tutoring, on price and on what changed for other parents' children",
  ],
  needs: [
    "To know where their child is losing marks, and a plan for the weeks before the exams",
    "Tutors who are qualified teachers with enhanced DBS checks, and a centre that says plainly how pupils are kept safe",
    "A group at the right exam board and tier, after school or on Saturdays, that their child is willing to go to",
  ],
  pains: [
    "A disappointing mock result and no clear idea what to do about it",
    "A teenager who refuses help, or stops going after two weeks",
    "Paying for tutoring without seeing any change in marks",
  ],
  goals: [
    "The grade that opens their child's next step: the sixth-form course, the apprenticeship or the university place they want",
    "A child who walks into the exams with a plan and some confidence",
    "Good value against one-to-one tuition",
  ],
  objections: [
    { topic: /\b(one-to-one|1:1|group|price|cost|worth|pay)\b/i, text: "“Is a small group enough, or does my child need one-to-one?”" },
    { topic: /\b(safe|qualified|dbs|checked|teachers?)\b/i, text: "“Are the tutors qualified teachers, and are they DBS-checked?”" },
    { topic: /\b(want|refuse|willing|go|motivat\w*)\b/i, text: "“Will my child actually go, and keep going?”" },
    { topic: /\b(late|exams?|mocks?|weeks?|time)\b/i, text: "“Is it too late to make a difference before the exams?”" },
  ],
  buying:
    "Starts looking after a mock result or a parents' evening, asks other parents and searches Google, books a free first assessment, and signs up for a weekly group or an Easter course if the assessment showed where the marks are going and the pupil is willing; families who see progress stay until the exams and recommend.",
};

/**
 * A shop whose buyers order when they want to, with no subscription: nobody fears cancelling, and
 * what brings them back is that the first order kept its promise, with a return if it did not.
 */
const ECOMMERCE_ONE_OFF: Partial<ArchetypeTraits> = {
  decides: "each buyer decides alone, usually after reading reviews, and orders again only if the first order lived up to its promise",
  behaviors: [
    "Compares with the brands they already buy before ordering",
    "Reads reviews and looks at buyers' photos before a first order",
    "Orders again, or tells a friend, only when the first order lived up to its promise",
  ],
  needs: ["Proof it works for people like them", "Clear delivery times and costs", "An easy return if it isn't right"],
  pains: [
    "Products that do not suit them, bought on a promise",
    "Returns that are a hassle or cost them money",
    "Delivery that is slow or costs more than expected",
  ],
  buying:
    "Discovers {product} through a friend, a search or a post, compares it with {competitor}, reads reviews, and orders once; whether they order again, or tell a friend, depends on that first order.",
};

/**
 * Pieces bought once, kept or given (jewellery, prints, ceramics): chosen from photographs, a maker's
 * story and reviews, often as a gift, so arriving in time matters as much as the price.
 */
const ECOMMERCE_KEPT: Partial<ArchetypeTraits> = {
  typical: "Buyers of pieces like {product}'s choose with their eyes: photographs, the maker's story and reviews decide, and many buy as a gift, so arriving in time matters as much as the price.",
  role: "People who buy handmade pieces for themselves or as gifts",
  decides: "each buyer decides alone, often choosing a gift for someone else, after looking closely at photographs and reviews",
  haunts: "Instagram, Pinterest boards, gift guides and searches on marketplaces and Google",
  behaviors: [
    "Saves pieces they like and comes back to them before an occasion",
    "Looks closely at photographs and reviews for size, finish and how it is made",
    "Buys again for the next birthday or Christmas when the first gift was a success",
  ],
  needs: [
    "Photographs and sizes that show exactly what will arrive",
    "Delivery in time for the occasion, and gift wrapping",
    "An easy return or exchange if it isn't right",
  ],
  pains: ["Pieces that look different from the photographs", "A gift that arrives late", "Not knowing who made it, or from what"],
  goals: [
    "Find a gift that feels chosen, not bought in a hurry",
    "Own something made by a person, with a story they can tell",
    "Feel good about what and where they buy",
  ],
  objections: [
    { topic: PRICE_TOPIC, text: "“Why pay more than for {competitor}?”", when: "competitor" },
    { topic: PRICE_TOPIC, text: "“Is it worth more than something from the high street?”", when: "no-competitor" },
    { topic: /\b(size|sizes|fit|suit|colour|color|look)\b/i, text: "“What size is it really, and will it suit them?”" },
    { topic: /\b(shipping|delivery|arrive|in time|christmas|birthday)\b/i, text: "“Will it arrive in time, and can it be gift-wrapped?”" },
    { topic: /\b(return\w*|refund\w*|exchange)\b/i, text: "“Can it be returned or exchanged if it isn't right?”" },
    { topic: /\b(brand|trust|never heard|maker)\b/i, text: "“I've never heard of this maker.”" },
  ],
  buying:
    "Finds {product} in a search, on a marketplace or through someone who owns a piece, saves it, compares photographs and reviews, and orders before an occasion (a birthday, Christmas, a holiday to remember); how the gift is received decides whether they come back.",
};

/**
 * Independent shops (books, bikes, records, gifts, flowers): what they sell ({goods}, in the
 * founder's words), advice and someone to go back to, not a chain's or a website's anonymity.
 */
const LOCAL_RETAIL: Partial<ArchetypeTraits> = {
  typical: "Customers of an independent {shop} come for what they cannot get online or at a chain: advice from someone who knows {goods}, a look before they buy and someone to go back to; a recommendation and the window bring them in, and knowing the owner keeps them coming back.",
  behaviors: [
    "Looks and asks before buying, and takes advice from someone who clearly knows {goods}",
    "Checks opening hours, photos and reviews on Google Maps before a first visit",
    "Goes back to a shop that treated them well, and sends friends once it feels like theirs",
  ],
  needs: [
    "Advice from someone who knows {goods}",
    "What {competitor} cannot give them: advice, a look before they buy, and someone to go back to",
    "A fair price, and help if something is wrong after they buy",
  ],
  pains: [
    "Buying {goods} online with nobody to ask",
    "Shops that are closed when they are free",
    "Not knowing what is new or in stock without going in",
  ],
  goals: [
    "{goods} that suit them, chosen with advice they trust",
    "A {shop} they trust enough to recommend",
    "A fair price, and a place to go back to",
  ],
  objections: [
    { topic: PRICE_TOPIC, text: "“Why pay more here than at {competitor}?”" },
    { topic: /\b(loyal|loyalty|current|usual|same place|already|amazon|online)\b/i, text: "“I can get {goods} online for less.”" },
    { topic: /\b(hours|open|opening|evenings?|weekends?|work)\b/i, text: "“Are you open when I can actually come by?”" },
  ],
  buying:
    "Hears about {product} from a friend, passes the window or finds it on Google Maps, compares it with {competitor}, comes in to look and ask, and buys when the advice and the price feel right; if it went well they come back and send friends.",
};

/**
 * A local shop that delivers to customers who are away (holiday-home owners, visitors): they buy in
 * bursts, from home, the week before they travel, and choose the shop that has the house ready when
 * they arrive; not walk-in neighbours who pass the window.
 */
const LOCAL_REMOTE: Partial<ArchetypeTraits> = {
  typical:
    "{away} buy from a local {shop} in bursts, from home, in the week before they travel: they order by message or phone and choose the shop that makes it easy to find things waiting when they arrive; a name they remember from earlier visits, a word in the town's Facebook group or from whoever minds the house, and a first order that turns up when promised decide.",
  decides: "the owner decides, often with their partner, in the evenings of the week before they travel",
  behaviors: [
    "Plans the visit from home during the week, and orders what the house needs a few days before travelling",
    "Asks the town's Facebook group, their caretaker or the neighbours down here who delivers",
    "Orders again before every visit once a first delivery turned up on time",
  ],
  needs: [
    "The house ready when they arrive, with nothing to fetch on the first evening",
    "An easy way to order from home, and a clear cut-off and delivery day",
    "Someone local they can trust with the house and the keys",
  ],
  pains: [
    "Arriving on a Friday night to find something missing or broken in the house, with the shops closed",
    "Losing the first morning of a short visit to errands",
    "Bringing {goods} down in the car from home",
  ],
  goals: [
    "A weekend that starts when they arrive, not with a shopping list",
    "Jobs on the house done during the visit, with everything already there",
    "A {shop} in {town} they can rely on from home",
  ],
  objections: [
    { topic: PRICE_TOPIC, text: "“Is it dearer than buying it at home and bringing it down?”" },
    { topic: /\b(deliver\w*|arrive|on time|when)\b/i, text: "“Will it really be there before we arrive?”" },
    { topic: /\b(pay|payment|card)\b/i, text: "“How do I pay when I'm not there?”" },
    { topic: /\b(keys?|house|trust|access)\b/i, text: "“Where will you leave it, and who lets you in?”" },
  ],
  buying:
    "Plans a visit to {town} from home, remembers {product} or hears of it (from their caretaker, the town's Facebook group, a card in the house or Google), sends a list {orderBy} before the cut-off and finds it at the house when they arrive; if it turned up on time, they order before every visit and tell other owners.",
};

/**
 * A game sold on a PC or console store (Steam, itch.io): players who wishlist it from a trailer, a
 * demo, a festival or a creator they watch, and buy at launch or in a sale; no app habit, no subscription.
 */
const STORE_GAME_PLAYERS: Partial<ArchetypeTraits> = {
  typical:
    "Players find their next game on {store} from a trailer, a demo, a festival or a creator they watch, wishlist it on the spot, and buy at launch or when the wishlist email tells them it is out or on sale; the store page, the demo and what people like them say decide.",
  role: "Players of games like {product}",
  decides: "each player decides alone: a wishlist from the store page or the demo, a purchase at launch or in a sale",
  haunts: "YouTube and Twitch creators who play games like it, the genre's subreddits and Discord servers, and the store's own festivals",
  behaviors: [
    "Wishlists games from trailers, demos, festivals and creators' videos, and buys later",
    "Plays a demo to the end when it grabs them in the first minutes",
    "Reads the store page's recent reviews and watches a creator play before buying",
  ],
  needs: [
    "A clear idea of what they will do in the game, from the trailer and the first screenshots",
    "A demo that shows the best of it",
    "A fair price for the hours of play, and a launch date they can trust",
  ],
  pains: [
    "Trailers that show cutscenes but not play",
    "Early-access games that are abandoned before they are finished",
    "A backlog of games bought in sales and never played",
  ],
  goals: [
    "Find a game that feels made for them",
    "Play something calm or absorbing after work",
    "Share a find with friends and the communities they follow",
  ],
  objections: [
    { topic: PRICE_TOPIC, text: "“Is it worth {price} when my backlog is full?”", when: "price" },
    { topic: /\b(finish\w*|abandon\w*|early access|release|launch|date)\b/i, text: "“Will it actually come out, and when?”" },
    { topic: /\b(short|length|hours?|long)\b/i, text: "“How many hours of play is it?”" },
    { topic: /\b(demo|try)\b/i, text: "“Is there a demo I can try first?”" },
  ],
  buying:
    "Sees {product} in a creator's video, a festival, a showcase or a post in a community they read, opens the {store} page, watches the trailer, plays the demo if there is one and wishlists it; buys on launch day or when the store tells them it is out or on sale.",
};

/**
 * Guests of a guest house, a B&B or a holiday let: they live far away, plan a trip months ahead, find
 * the place on a booking site or a map, read its reviews, and often check its own website before
 * booking; a good stay brings them back and sends friends.
 */
const LOCAL_STAY: Partial<ArchetypeTraits> = {
  typical:
    "Guests choose a {stayWord} months before they travel, usually after comparing a few on {otas}, the map and TripAdvisor; many then look up the house's own website before booking, and book there if it is as easy as the booking site and gives them a reason to. A good stay brings them back and sends their friends.",
  decides: "the couple or the family decide together, in the evenings, three to nine months before the trip",
  behaviors: [
    "Compares a few places on {ota} and the map, reads the most recent reviews, then searches the house's name",
    "Books the busy months early and the quieter months later, when the rest of the trip is planned",
    "Comes back, or sends friends, when the stay was personal and the booking was easy",
  ],
  needs: [
    "Live availability and a booking that takes two minutes on a phone",
    "A reason to book direct that is worth more than the booking site's points or free cancellation",
    "Help with what they came for (a guide, a boat trip, a route for the first day) before they arrive",
  ],
  pains: [
    "Own websites that ask them to email and wait for an answer",
    "Not knowing whether booking direct costs more or is less safe than the booking site",
    "Popular trips and guides booked out by the time they arrive",
  ],
  goals: [
    "A few days that go as planned, with the best of the place on the doorstep",
    "Being known by name, not by a booking number",
    "The quiet, the light or the walks they came for",
  ],
  objections: [
    { topic: PRICE_TOPIC, text: "“Is it cheaper on {ota}?”" },
    { topic: /\b(cancel\w*|refund\w*|safe|deposit)\b/i, text: "“Can I cancel as easily as on {ota}?”" },
    { topic: /\b(pay\w*|card|secure)\b/i, text: "“Is paying on a small website safe?”" },
    { topic: /\b(weather|rain|season|april|may|october|quiet)\b/i, text: "“Is {quietMonthsOr} worth the trip, or will everything be closed?”" },
  ],
  buying:
    "Plans the trip three to nine months ahead, finds {product} on {ota}, the map or TripAdvisor, reads the recent reviews, searches its name, and books wherever it is easiest: the booking site, or the house's own page when it shows live availability and gives a reason to book direct. After a good stay, books again direct or sends friends.",
};

/**
 * Customers of a food truck or cart: they find it by where it is today (the Monday schedule, a brewery's
 * post, the office park's lunch day), decide in a minute at the window, and come back by habit; with
 * catering, a second buyer (an office manager, a host, a planner) books weeks ahead on a clear price a head.
 */
function mobileFoodTraits(catering: boolean): Partial<ArchetypeTraits> {
  return {
    typical: catering
      ? "A {truckWord} has two kinds of customer: the people who eat at the window, who find it by where it parks today (its Instagram, a brewery's post, the office park's lunch day) and come back by habit, and the people who book catering (office managers, hosts of weddings and parties, event planners), who book weeks ahead on a clear price a head, photos of the truck at events and someone they know who ate there."
      : "Customers of a {truckWord} find it by where it parks today (its Instagram, a brewery's post, the office park's lunch day), decide in a minute at the window, and come back by habit once it is part of their week.",
    decides: catering
      ? "each customer decides alone at the window; catering is booked by one person (an office manager, a host) who checks the price a head and the date with a colleague or a partner"
      : "each customer decides alone, at the window or the evening before from the week's schedule",
    haunts: "Instagram (the trucks and breweries they follow), the breweries' and office parks' own posts and boards, and Google Maps when they search for food nearby",
    behaviors: [
      "Checks where the truck is today on Instagram or Google before walking over or heading to the brewery",
      "Eats at the brewery on a fixed night or at the office park on its lunch day, once it is a habit",
      ...(catering ? ["Books food for the office, a birthday or a wedding weeks ahead, and asks colleagues and friends whom they liked"] : []),
    ],
    needs: [
      "To know where the truck is today and when it closes, without searching",
      "Lunch within a short break: a quick line, or an order placed ahead",
      ...(catering ? ["For catering: a price a head, a minimum, a date held with a deposit and a quote within a day"] : []),
    ],
    pains: [
      "Walking over to a spot where the truck is not today",
      "A long line in a thirty-minute lunch break",
      ...(catering ? ["Caterers who answer a quote request days later, or only with 'it depends'"] : []),
    ],
    goals: [
      "Good food that is different from the usual lunch spot",
      "A brewery night with food that is worth the trip",
      ...(catering ? ["Team lunches and parties that guests talk about, arranged with one email"] : []),
    ],
    objections: [
      { topic: /\b(where|find|schedule|location)\b/i, text: "“Where are you today?”" },
      { topic: /\b(line|queue|wait|quick|lunch)\b/i, text: "“Will I get served in my lunch break?”" },
      { topic: PRICE_TOPIC, text: catering ? "“What does it cost a head for our group?”" : "“Is it worth more than the usual lunch spot?”" },
      ...(catering ? [{ topic: /\b(date|book\w*|deposit|cater\w*|event)\b/i, text: "“Can a truck really feed all our guests on time, and is our date free?”" }] : []),
    ],
    buying: catering
      ? "Sees {product} on Instagram, at a brewery or on the office park's lunch day, tries it once and comes back when it is on their way; the people who book food hear of the catering from the card in the bag, a colleague or a guest at an event, look at the packages and prices a head, and send a quote request for a date weeks ahead."
      : "Sees {product} on Instagram, at a brewery or on the office park's lunch day, tries it once, and comes back when the schedule puts it on their way; regulars bring friends.",
  };
}

/**
 * Supporters of a charity or non-profit (an animal rescue, a food bank): people who give, foster and
 * volunteer because the cause touched them, often because it helped them or someone they know; they
 * are not customers and buy nothing. They give to what they can see, and stay when they are thanked.
 */
const CHARITY_SUPPORTERS: Partial<ArchetypeTraits> = {
  typical:
    "Supporters of a small local charity give because the cause touched them: many were helped by it (an adoption, a foster placement) or know someone who was, and most first gave after a story they saw shared by someone they know. They give monthly to a charity they can see at work, and they stop when they no longer hear what their gift does.",
  decides: "each supporter decides alone, often with a partner for a monthly gift, usually on the day a story moves them",
  haunts: "the local Facebook groups and the charity's own page, and word of mouth among neighbours, adopters and friends who share the cause",
  behaviors: [
    "Shares rescue and 'needs a home' posts in the local Facebook groups, and comments on the ones about animals they know",
    "Gives once after a story that moved them, and sets up a monthly gift when asked personally by someone from the charity",
    "Opens updates about animals they know (their own adopted {rescuedOneWord}, a sponsored one) far more than general appeals",
  ],
  needs: [
    "To see what their gift does: a named {rescuedOneWord}, a photo, a number",
    "A way to give monthly that takes two minutes on a phone and is easy to change or stop",
    "Ways to help that fit their life when they cannot give: fostering, sharing, volunteering",
  ],
  pains: [
    "Appeals that only ask and never say what happened next",
    "Forms that want an account and three pages before a gift",
    "Being emailed more than they agreed to",
  ],
  goals: [
    "Help the next {rescuedOneWord} the way theirs was helped",
    "Be part of a local cause they can see at work",
    "Give an amount that fits the month without worrying about it",
  ],
  objections: [
    { topic: PRICE_TOPIC, text: "“I can't afford much every month.”" },
    { topic: /\b(where|spent|money goes|admin|overheads?)\b/i, text: "“How do I know where the money goes?”" },
    { topic: /\b(cancel\w*|stop|commit\w*|tie)\b/i, text: "“Can I stop or change it if things get tight?”" },
    { topic: /\b(already|other charit\w*|rspca|dogs trust)\b/i, text: "“I already give to a big animal charity.”" },
  ],
  buying:
    "Sees a story about {rescuedOne} shared in a local Facebook group or by a friend, follows the page, shares a few posts, gives once after an appeal that moves them, and sets up a monthly gift when someone from the charity asks them personally with an easy link; stays while they are thanked and hear every month what their gift did, and often fosters, volunteers or adopts later.",
};

/**
 * Clients of online coaching sold by the month (fitness, strength, running, nutrition, business or life
 * coaching with check-ins): they follow a coach for a while, book a call when they trust them, and stay
 * while the check-ins help; those who leave rarely complain, they miss a check-in, then stop.
 */
const COACHING_CLIENTS: Partial<ArchetypeTraits> = {
  typical:
    "People look for a coach after trying on their own (free videos, apps, a plan from a magazine) and stopping. They follow a coach's posts for weeks, take something free, and book a call once they trust that this person understands where they are starting from. Those still coached after three months can feel their own progress and like being asked how it is going; those who leave rarely complain: they miss a check-in, then stop.",
  decides: "each client decides alone, often after talking it over with a partner or a friend, and usually after a call with the coach",
  haunts: "podcasts and Facebook groups about what they want to change, Instagram and YouTube posts that teach one thing, and friends who have tried a coach",
  behaviors: [
    "Follows a coach's posts for weeks and saves the useful ones before getting in touch",
    "Tries free plans, videos and apps first, and stops when nobody notices",
    "Books a call only when someone like them says it worked, or a friend recommends the coach",
  ],
  needs: [
    "A plan that fits their week as it really is, with an easier version for bad weeks",
    "Someone who notices when they drift, without judging",
    "Progress they can feel and count, not a promise",
  ],
  pains: [
    "Starting again every few months after giving up on their own",
    "Advice aimed at people younger, fitter or freer than them",
    "Paying for programmes nobody checks they are following",
  ],
  goals: [
    "Keep going this time, past the first month",
    "Feel and see their own progress, week by week",
    "A routine that fits the life they have, not the one a programme assumes",
  ],
  objections: [
    { topic: PRICE_TOPIC, text: "“{coachPrice} is a lot when there are free videos and apps.”" },
    { topic: /\b(time|busy|evenings?|work|shifts?)\b/i, text: "“I don't have time for this at the moment.”" },
    { topic: /\b(tried|before|gave up|stopped|challenges?)\b/i, text: "“I've tried before and always stopped.”" },
    { topic: /\b(beginners?|never|nervous|scared|out of place)\b/i, text: "“I'm a complete beginner; is this really for someone like me?”" },
  ],
  buying:
    "Finds the coach through a post, a podcast, a group or a friend, follows for a while, takes the free starter plan, applies, has a 20-minute call, starts with the next intake, and stays if the first weeks go well and someone notices when they drift.",
};

/**
 * Households on a veg box, CSA share or milk round delivered from a farm: they sign up in spring for local
 * food at the door, and the year decides who stays (gardens, holidays and the supermarket's summer prices).
 */
const LOCAL_FARM_BOX: Partial<ArchetypeTraits> = {
  typical:
    "Households choose a {boxWord} because they want food from a farm they can name, delivered to the door, and most sign up in spring after a friend's recommendation or meeting the grower. They stay while the {boxUnit} fits the week (they know what to cook with it and little goes to waste), and leave quietly in summer, when they are away or their own garden and the supermarket's cheap veg take over.",
  decides: "usually the person who plans the week's meals, often with the family's tastes and the fridge in mind",
  haunts: "their village or town Facebook group, the school or nursery newsletter, the farmers' market, the farm's own emails, and friends and neighbours",
  behaviors: [
    "Signs up in spring, often after a neighbour's or a friend's recommendation",
    "Plans the week's meals around the {boxUnit} when they know what is coming and how to cook it",
    "Skips or cancels in July and August for holidays, their own garden or an allotment's glut",
  ],
  needs: [
    "To know what is in the {boxUnit} and how to cook the unfamiliar things in it",
    "A {boxUnit} that fits how much they eat: a smaller one or fortnightly when the full one is too much",
    "To pause for holidays without cancelling",
  ],
  pains: [
    "Vegetables going to waste because they did not know what to do with them",
    "Too much of what their own garden is already growing in summer",
  ],
  goals: [
    "Eating well, seasonally and locally, with the children knowing where food comes from",
    "Supporting a farm they know by name",
  ],
  objections: [
    { topic: PRICE_TOPIC, text: "“The supermarket's veg is cheaper in summer.”" },
    { topic: /\b(garden|allotment|grow (?:my|our) own)\b/i, text: "“We grow our own in summer, so why keep paying for a {boxUnit}?”" },
    { topic: /\b(waste|too much|kohlrabi|what to (?:do|cook))\b/i, text: "“Half of it goes to waste because I don't know what to do with it.”" },
    { topic: /\b(holiday|away|pause|skip)\b/i, text: "“We're away for two weeks in August.”" },
  ],
  buying:
    "Hears about the {boxWord} from a neighbour, a local group or the farmers' market, signs up online for a first {boxUnit}, decides within a few deliveries whether it fits the week, pauses or skips for holidays, and stays through the summer if the {boxUnit} keeps being worth cooking; those who leave in summer come back in the autumn when asked.",
};

/**
 * A florist's buyers (Reading.florist): people sending flowers for birthdays, thanks and sympathy, who order
 * on their phone or ring and choose the florist they know; and the managers of hotels, restaurants and
 * offices who want flowers in reception every week without thinking about it.
 */
const LOCAL_FLORIST: Partial<ArchetypeTraits> = {
  typical:
    "Two kinds of buyer keep a {flrWord} going between the peak days. People sending flowers for a birthday, a thank-you or a loss order on their phone in the evening or ring the shop, and choose the florist whose name they know or who comes up first with same-day delivery; most would order again for the same person next year if reminded. The managers of {flrBuyers} want fresh flowers in reception every week that look good without them having to think about it: they decide on what they can see, at one price a week, and stay while the flowers are reliable.",
  decides: "the sender alone, often the same evening; at a hotel, restaurant or office, the general manager or office manager, sometimes with the owner's approval for the budget",
  haunts: "their phone's search and Google Maps for a florist near the recipient, the florist's own site, Instagram, and the shop itself; managers are found at their front desk on a quiet morning",
  behaviors: [
    "Orders on the phone or online in the evening, for delivery the next day or the same day",
    "Sends flowers for the same birthdays and anniversaries every year, and forgets until the last moment",
    "A manager approves weekly flowers after seeing a sample in their own reception",
  ],
  needs: [
    "Flowers that arrive on time and look like the photo, with the card message right",
    "For businesses: one price a week, a set day, and nothing to think about",
    "For sympathy: someone calm and careful who gets it right the first time",
  ],
  pains: [
    "National flower sites that deliver a box from far away that looks nothing like the picture",
    "Remembering the birthday too late",
    "For managers: a reception that looks tired, or artificial flowers that gather dust",
  ],
  goals: [
    "Flowers that say the right thing, chosen by someone who knows them",
    "For businesses: a reception guests notice, without the effort",
    "Never again the birthday remembered too late: a reminder and an order in two minutes",
  ],
  objections: [
    { topic: PRICE_TOPIC, text: "“It's cheaper on the big flower websites.”" },
    { topic: /\b(weekly|contract|reception|hotels?|offices?)\b/i, text: "“We've never had fresh flowers every week; is it worth it for us?”" },
    { topic: /\b(same[- ]day|deliver)/i, text: "“Will it really arrive today, and look like the photo?”" },
  ],
  buying:
    "A sender searches for a florist near the recipient or remembers the name on last year's card, orders on the phone or the site in the evening, and judges by what the recipient says; a manager sees a sample in their own reception, asks the price per week and starts on a set day, and stays while the flowers are reliable.",
};

/**
 * Clients of a regulated personal-finance adviser (a mortgage broker, a financial adviser; Reading.adviser):
 * they come once for a big decision they fear getting wrong, on the word of someone they trust or after
 * searching their own question, and come back when their deal or plan is due for review.
 */
const LOCAL_ADVISER: Partial<ArchetypeTraits> = {
  typical:
    "People look for a {adviserWord} a few times in their lives, for a decision they are scared of getting wrong, and choose on the word of someone they trust (an estate agent, their accountant, a friend who just bought) or after finding a plain answer to their own question; they stay with the one who explained it clearly and answered quickly, and come back when {adviserDue}.",
  decides: "many decide as a couple, often after asking parents, an estate agent or their accountant",
  haunts: "Google searches for their own question late in the evening, local Facebook groups, estate agents' offices and property sites, their accountant, and friends who bought recently",
  behaviors: [
    "Asks an estate agent, an accountant or a friend who bought recently for a name before searching",
    "Reads reviews on Google (and VouchedFor in the UK) before the first call",
    "Wants a first conversation in the evening or on video, around work",
  ],
  needs: [
    "Someone who explains each step in plain words and tells them honestly where they stand",
    "Quick answers while a sale or an offer is at stake",
    "An adviser who has handled cases like theirs (one year's accounts, a small deposit, a bank's no)",
  ],
  pains: [
    "Being turned down by their own bank without a clear reason",
    "Not knowing which schemes, lenders or costs apply to them",
    "Being passed between call-centre advisers who do not know their case",
  ],
  goals: [
    "The keys to a home they can afford, without surprises",
    "A deal they understand, and someone to call when it ends",
    "One person who knows their case from the first call to completion",
  ],
  objections: [
    { topic: /\b(cost|fee|free|commission|pay)\b/i, text: "“Why use a broker when I can go to my bank or a comparison site?”" },
    { topic: /\b(self-employed|turned down|no|accounts)\b/i, text: "“My bank said no, so will anyone lend to me?”" },
    { topic: /\b(trust|scared|wrong)\b/i, text: "“How do I know you're looking out for me and not the commission?”" },
    { topic: /\b(time|evening|busy|work)\b/i, text: "“I can't take time off work for meetings.”" },
  ],
  buying:
    "Gets a name from an estate agent, an accountant or a friend, or finds a plain answer to their own question on Google, reads the reviews, books a free first call in the evening, gathers the documents, gets an agreement in principle, finds the home, applies and completes over some weeks or months, and comes back when {adviserDue} if the adviser stays in touch.",
};

/**
 * A niche job board's two sides: employers who pay per listing when they have a role open now and compare
 * with a free post elsewhere, and candidates who use it free, subscribe to the job email and stay while the
 * jobs are real and show pay and remote policy.
 */
const JOB_BOARD_SIDES: Partial<ArchetypeTraits> = {
  typical:
    "A job board has two sides: {jbEmployers} pay for a listing only when a role is open now and they believe the right people will see it, and {jbCandidates} use it free, subscribe to the job email and stay while the jobs are real and show pay and remote policy. Employers wait for candidates and candidates wait for jobs, so both are built together.",
  role: "engineering managers, founders and recruiters at {jbEmployers}, and on the other side {jbCandidates}",
  decides: "an engineering manager or founder decides on a listing alone when the price is small; a recruiter may need a budget owner for bundles",
  haunts: "for employers: their own careers page, LinkedIn, funding news and the niche's conferences; for candidates: the niche's newsletters, forums, chats, meetups and job emails",
  behaviors: [
    "Employers post where they posted last time, and try a new board when a role is hard to fill or a peer recommends it",
    "Candidates subscribe to a job email long before they apply, and open it weekly while they are looking or curious",
    "Both sides check a board's numbers and reputation in the niche's own communities before trusting it",
  ],
  needs: [
    "Employers: applicants who already fit (the skills, the location or time zone, the pay), and numbers they can check before paying {jbPrice}",
    "Candidates: real, current jobs with the pay range and remote policy stated",
    "Both sides: no spam, and a person who answers",
  ],
  pains: [
    "Employers: hundreds of applicants from a general board who do not fit",
    "Candidates: ads that hide the pay, or say 'remote' and mean one country",
    "Candidates: stale jobs that closed weeks ago",
  ],
  goals: [
    "Employers: fill the role within weeks, with someone who stays",
    "Candidates: find a job that fits before they have to look hard",
  ],
  objections: [
    { topic: /\b(free|linkedin|indeed)\b/i, text: "“Why pay {jbPrice} when I can post on {jbRival} for free?”" },
    { topic: PRICE_TOPIC, text: "“{jbPrice} for one listing is a lot if nobody suitable applies.”" },
    { topic: /\b(candidates?|few|many|enough)\b/i, text: "“How many people will actually see it, and how do I know?”" },
    { topic: /\b(jobs?|few|leave)\b/i, text: "A candidate: “There are only a few jobs here; why would I check back?”" },
  ],
  buying:
    "An employer with a role open now sees their job summarised on {product} or gets a note about their hiring, checks the employer page's numbers, tries a first listing free or paid, and comes back for the next role (or a bundle) if the applicants fit; candidates find the board through the niche's communities or a friend, subscribe to the job email, and apply when a job fits.",
};

/**
 * Members of a gym or studio joined by the month (a bouldering gym, a CrossFit box, a yoga studio): they
 * try an intro with a friend, decide in the first weeks whether it is for them, and stay once it is a
 * habit and they know people there; those who leave do not complain, they come less and stop.
 */
const LOCAL_GYM: Partial<ArchetypeTraits> = {
  typical:
    "People try a {gymWord} with a friend or a flatmate, after seeing {gymActivity} online or hearing about it, and decide in the first weeks whether it is for them. Those still coming after three months have made it a habit and know people there; those who leave rarely complain: they come less, then stop.",
  decides: "most decide with the friend or flatmate they came with; students decide term by term",
  haunts: "Instagram and friends' stories, flatmates and colleagues, university and workplace clubs, and Google Maps when they look for somewhere to try",
  behaviors: [
    "Tries {gymAFirst} with a friend or flatmate before deciding anything",
    "Comes two or three times a week in the first month, then less if no habit or friends form",
    "Goes when friends go: a social night or someone to meet decides many evenings",
  ],
  needs: [
    "To feel they are getting better quickly, with sessions made for beginners and someone to show them where to start",
    "People to go with, and staff who know their name",
    "A monthly membership they can pause for exams, travel or an injury",
  ],
  pains: [
    "Feeling lost after the {gymFirst}, without a coach to say where to start",
    "Going alone when the friend they started with stops",
    "Paying for months they cannot use",
  ],
  goals: [
    "Getting better week by week, and seeing it",
    "A regular evening with friends, old and new",
  ],
  objections: [
    { topic: PRICE_TOPIC, text: "“{gymPrice} is a lot if I only come once a week.”" },
    { topic: /\b(beginners?|strong|fit|scared|nervous|good enough)\b/i, text: "“I'm not strong or fit enough for this yet.”" },
    { topic: /\b(friends?|alone|on my own)\b/i, text: "“My friend stopped coming, and I don't want to go on my own.”" },
    { topic: /\b(exams?|busy|time|travel|injur(?:y|ed))\b/i, text: "“I can't come during exams, so why keep paying?”" },
  ],
  buying:
    "Sees {gymActivity} on Instagram or hears about it from a friend, books {gymAFirst} with a friend or flatmate, comes back if a second visit is booked and the first felt good, joins in the first weeks, and stays if by the third month it is a habit and they know people there.",
};

/**
 * Members of a shared workspace (a coworking space, shared studios, a maker space): freelancers and
 * remote workers who compare two or three places on Google Maps, try a day, join by the month, and stay
 * for the people as much as the desk.
 */
const LOCAL_WORKSPACE: Partial<ArchetypeTraits> = {
  typical:
    "People choose a {wsWord} after a day in it: they compare two or three on Google Maps and what friends say, try a day, and join by the month if the desk, the wifi and the people were right. They stay for years when they know other members by name, and leave quietly when they do not.",
  decides: "each freelancer decides alone, after a trial day; a remote worker often needs their employer to agree or pay, and a two-person startup decides together",
  haunts: "Google Maps, freelancer and start-up groups on Facebook and LinkedIn, local meetups, and word of mouth from other freelancers",
  behaviors: [
    "Compares two or three spaces on Google Maps: photos of the desks, opening hours, reviews and prices",
    "Tries a day (free or a day pass) before committing to a month",
    "Stays for the people: lunch, introductions and clients met in the room",
  ],
  needs: [
    "A desk, fast wifi and somewhere quiet for calls, without a lease",
    "People to talk to at lunch, and introductions that can lead to work",
    "A monthly membership they can stop with a month's notice",
  ],
  pains: [
    "Loneliness and no routine working from the kitchen table",
    "Cafés where the wifi drops, calls are impossible and a coffee an hour is expected",
    "Client meetings in cafés or at home",
  ],
  goals: [
    "A routine: leave the house, work, come home",
    "More work through the people they meet",
    "A professional place to meet clients",
  ],
  objections: [
    { topic: PRICE_TOPIC, text: "“Why pay {wsLowPrice} when my kitchen table is free?”" },
    { topic: /\b(calls?|quiet|noise|noisy|phone)\b/i, text: "“Will it be quiet enough for calls?”" },
    { topic: /\b(lease|contract|notice|tied)\b/i, text: "“Am I tied in if it doesn't work out?”" },
    { topic: /\b(people|community|know|lonely|alone)\b/i, text: "“Will anyone talk to me, or is it a room of headphones?”" },
  ],
  buying:
    "Gets fed up with the kitchen table or the café, searches 'coworking {place}' on Google Maps or asks in a freelancer group, books a free day or a day pass at one or two places, and joins the one where the desk worked and someone said hello; then brings a friend or a colleague.",
};

/**
 * Visitors on a tour, a boat trip or a class for tourists: in town for a few days, they plan the next day
 * in the evening on a phone, compare on GetYourGuide, Viator, Tripadvisor and Google Maps by reviews, and
 * ask the front desk where they sleep; they rarely come back, but they tell friends who travel there.
 */
const LOCAL_TOUR: Partial<ArchetypeTraits> = {
  typical:
    "Visitors choose a {tourWord} during the trip, not months ahead: the evening before, on a phone, after comparing a few on {tourPlatformsComma}, Tripadvisor and Google Maps by the number and freshness of reviews, or on the advice of the front desk where they sleep. Many look up the operator's own website before they book, and book there if it takes a minute. They rarely come back to the same tour, but they tell friends who travel to {tourCity} later.",
  decides: "the couple or the family decide together, the evening before or over breakfast, on one phone",
  haunts: "{tourPlatformsComma}, Tripadvisor and Google Maps on their phone, the front desk of their hotel, hostel or guest house, and travel blogs and guidebooks read before the trip",
  behaviors: [
    "Plans tomorrow the evening before, on a phone, between two and five things for the whole trip",
    "Compares a few {tourWords} by the count, the score and the date of the newest reviews, then searches the operator's name",
    "Asks the hotel's front desk or the guide of the first tour what else is worth doing",
  ],
  needs: [
    "A booking for tomorrow that takes a minute on a phone, with the meeting point on a map",
    "Small groups and a guide who tells the stories behind the streets, in a language they follow well",
    "A clear rule for rain and cancellations",
  ],
  pains: [
    "Websites that ask them to send a form and wait for an email, when the tour is tomorrow",
    "Crowded tours where they cannot hear the guide",
    "Not finding the meeting point on the morning",
  ],
  goals: [
    "See the real city in the few days they have, with someone who knows it",
    "A morning or afternoon that goes as planned, with no wasted time",
    "Stories and places to tell friends about at home",
  ],
  objections: [
    { topic: PRICE_TOPIC, text: "“Is it cheaper on {tourPlatform}?”" },
    { topic: /\b(cancel\w*|refund\w*|rain|weather)\b/i, text: "“What if it rains, or our plans change: can we cancel as easily as on {tourPlatform}?”" },
    { topic: /\b(pay\w*|card|secure|safe)\b/i, text: "“Is paying on a small website safe?”" },
    { topic: /\b(group|crowd\w*|hear)\b/i, text: "“Will it be a crowd where we cannot hear the guide?”" },
  ],
  buying:
    "In {tourCity} for a few days, plans tomorrow the evening before on a phone: finds {product} on {tourPlatformsComma}, Google Maps or Tripadvisor, or hears of it at the front desk, reads the newest reviews, searches the name, and books wherever it is quickest: the platform, or the operator's own page when it books in a minute. After a good tour, leaves a review and tells friends who are going to {tourCity}.",
};

/**
 * Readers of a self-published book (Reading.book): they read several books a month, find the next one on
 * the store's lists, in deal newsletters and through other readers, decide on the cover, the blurb, the
 * first pages and the reviews, and buy the next in a series they liked.
 */
const BOOK_READERS: Partial<ArchetypeTraits> = {
  typical:
    "Readers of {bkBooks} read several books a month and look for the next one all the time: on Amazon's lists and 'also bought' rows, in daily deal emails, in reader groups and through friends. They decide in a minute on the cover, the first lines of the blurb, the reviews and the first pages, try a new author more readily at a low price or in Kindle Unlimited, and buy the rest of a series when book one keeps them up at night.",
  decides: "each reader decides alone, in a minute, on the cover, the blurb, the reviews and the first pages; a price promotion or Kindle Unlimited makes a first try of an unknown author easy",
  haunts: "Amazon's Kindle store and its lists, deal newsletters such as BookBub's, reader groups on Facebook, Goodreads, their library and their friends",
  behaviors: [
    "Reads two or three books a month, often on a Kindle, and keeps a list of what to read next",
    "Tries a new author at a low price, free or in Kindle Unlimited, after reading the blurb, the reviews and the first pages",
    "Buys the rest of a series once book one has won them, and tells friends and reading groups about it",
  ],
  needs: [
    "A book that keeps the promise of its cover and blurb",
    "The next book ready when they finish, with the series order clear",
    "Honest reviews from readers like them before trying an author they do not know",
  ],
  pains: [
    "Paying full price for an unknown author and giving up after three chapters",
    "A series that stops, or a next book they cannot find",
    "A book that turns out to be something other than its cover and blurb promised",
  ],
  goals: [
    "Find the next series to live in for a few weeks",
    "Be the one in their reading group who found it first",
    "Spend their evenings somewhere else, with people they care about",
  ],
  objections: [
    { topic: PRICE_TOPIC, text: "“Is an author I've never heard of worth {bkEbook}, when I have a pile of books to read?”" },
    { topic: /\b(reviews?|ratings?|stars?)\b/i, text: "“Only a few reviews: is it any good?”" },
    { topic: /\b(series|next|sequel|book two)\b/i, text: "“Will the series be finished, or am I starting something that stops?”" },
    { topic: /\b(kindle unlimited|ku|library|free)\b/i, text: "“Is it in Kindle Unlimited or my library, so I can try it first?”" },
  ],
  buying:
    "Sees the cover in an 'also bought' row, a deal email or a reader group post, reads the blurb, the star rating and the first pages in Look Inside, and buys or borrows it on the spot if the price is low or it is in Kindle Unlimited; if book one keeps them reading, buys the next book the night they finish and joins the author's newsletter from the last page.",
};

/**
 * Buyers of a print-on-demand shop's designs (Reading.printOnDemand): they choose the design first, find it by
 * searching and browsing (Pinterest, marketplaces, an illustrator's post), distrust mockups, and often buy for a
 * friend, so real photos, the size chart and an order-by date decide; nothing is used up or restocked.
 */
const POD_BUYERS: Partial<ArchetypeTraits> = {
  typical:
    "Buyers of designs like {product}'s choose with their eyes and their sense of humour: a design that says something about them, or about the friend they buy for. They find designs by searching and browsing (Pinterest, marketplaces, Google Images, the illustrators they follow), save them, and order when an occasion comes; they look for real photos, the size chart and other buyers' photos, because they know mockups flatter.",
  role: "People who buy designs they like for themselves or as gifts",
  decides: "each buyer decides alone, on the design first, then on real photos, the size chart and other buyers' photos; a gift buyer also on whether it will arrive in time",
  haunts: "Pinterest boards and searches, Instagram and the illustrators they follow, Etsy and the other marketplaces where designs are browsed, and Google Images",
  behaviors: [
    "Saves designs on Pinterest or Instagram and comes back to them before a birthday or a holiday",
    "Looks for real photos and other buyers' photos before trusting a mockup",
    "Follows the artists whose style they like, and buys when a new design lands",
  ],
  needs: [
    "Real photos of the printed piece and an honest size chart",
    "An order-by date that gets a gift there in time",
    "A design that feels chosen for them, or for the friend they buy for",
  ],
  pains: [
    "A print that looks faded or different from the mockup",
    "A size that runs small, found out after waiting for it to be printed and shipped",
    "A gift that arrives after the day",
  ],
  goals: [
    "Wear or give something nobody else has",
    "Make a friend laugh with a present that is clearly chosen for them",
    "Support an artist whose work they like",
  ],
  objections: [
    { topic: PRICE_TOPIC, text: "“{price} for one design: will the print look like the pictures, and last?”", when: "price" },
    { topic: PRICE_TOPIC, text: "“Will the print look like the pictures, and last?”", when: "no-price" },
    { topic: /\b(size|sizes|fit|fits|small|large)\b/i, text: "“Which size should I take, and can I swap it if it's wrong, when it's printed just for me?”" },
    { topic: /\b(shipping|delivery|arrive|in time|christmas|birthday|gift)\b/i, text: "“Will it arrive in time for the birthday, if it's only printed after I order?”" },
    { topic: /\b(brand|trust|never heard|artist|shop)\b/i, text: "“I've never heard of this shop: is there a real artist behind it?”" },
  ],
  buying:
    "Sees a design in a pin, an illustrator's post, a marketplace search or a friend's photo, saves it, checks the real photos, the size chart and other buyers' photos, and orders for themselves or for a friend's birthday; a design that makes people ask where it came from brings the next buyer.",
};

/**
 * Fans of a band releasing a record and touring (Reading.band): they hear of a band on the radio, from a
 * support slot, a friend or the listings, buy the record from the band (Bandcamp, the merch table, a record
 * shop) and go when it plays their town, usually with a friend, deciding in the last weeks.
 */
const BAND_FANS: Partial<ArchetypeTraits> = {
  typical:
    "Fans of {bndGenre} hear of a new band on the radio, from a support slot, a friend, a record shop or the listings, listen on Bandcamp or a streaming service, and buy the record from the band itself (Bandcamp, the merch table, an independent record shop) because they want the band to get the money. They go to a gig when it comes to their town and a friend will come too, and most buy their ticket in the last two or three weeks.",
  decides: "each fan decides alone for the record, and with a friend or partner for the gig, usually in the last weeks before the date",
  haunts: "BBC Radio 6 Music, BBC Introducing and regional and folk radio shows, Bandcamp and its emails, independent record shops, the local paper's and the city's gig listings, folk blogs and zines, and the merch table",
  behaviors: [
    "Hears a band on the radio or as a support act, then listens to the whole record on Bandcamp or a streaming service",
    "Buys vinyl from the band, on Bandcamp or at the merch table, rather than from a big shop, and follows the bands and labels they like on Bandcamp",
    "Reads the local listings to choose a gig, and buys the ticket late, once a friend says yes",
  ],
  needs: [
    "To hear a song before they pay for a record or a ticket",
    "A night out that is worth the ticket and the babysitter: the right room, a good support act, a set that ends in time for the last train",
    "To know the band's money goes to the band",
  ],
  pains: [
    "Finding out a band they love played their town last week",
    "Gigs on a weeknight that finish after the last train home",
    "Records that sell out before they get round to ordering",
  ],
  goals: [
    "Find the band before everyone else does",
    "A good night out with friends, and the record signed afterwards",
    "Support the music they love directly",
  ],
  objections: [
    { topic: PRICE_TOPIC, text: "“{bndVinyl} for a band I've only heard once?”" },
    { topic: /\b(tickets?|gigs?|tour|night)\b/i, text: "“I don't know anyone else going: is it worth a weeknight?”" },
    { topic: /\b(pre-?orders?|vinyl|record|album)\b/i, text: "“Why pre-order now, when I can buy it at the gig?”" },
  ],
  buying:
    "Hears a song on the radio, at a support slot or from a friend, listens to the rest on Bandcamp, joins the mailing list at a gig or pre-orders the record with a track to play at once, and buys a ticket when the band comes to their town, usually in the last weeks and with a friend; buys the vinyl at the merch table if they have not already.",
};

/**
 * Weddings and events (a photographer, a planner, a band): booked once, months ahead, by a couple
 * who compare a few names their venue, planner and friends gave them; no regulars, no walk-ins.
 */
function localEvents(w: WeddingSupplier | null): Partial<ArchetypeTraits> {
  return {
    typical: "Couples book a {shop} once, months ahead, from a short list their venue, their planner and recently married friends gave them; {wdProof}, reviews and a good first call decide, and price is weighed against the day.",
    decides: "the couple decide together, often with a parent who helps pay, {wdLead} before the date",
    haunts: "their venue's and planner's recommended lists, wedding directories and blogs, Google reviews and Instagram",
    behaviors: [
      "Asks the venue and the planner for their list of trusted names before searching",
      "{wdLooks}",
      "Books after a call or a meeting once the date is confirmed free, with a contract and a deposit",
    ],
    needs: ["Someone they trust on a day they cannot repeat", "{wdNeed}", "A clear price, what it includes and when they pay"],
    pains: ["{wdPain}", "Names that are booked out for their date", "Hidden extras once the contract is signed"],
    goals: ["{wdGoal}", "Suppliers who work well with their venue and planner", "A {shop} they would recommend to friends who marry next"],
    objections: [
      { topic: PRICE_TOPIC, text: "“Why does it cost more than the other {shop}s we looked at?”" },
      ...craftWords(w).objections.slice(0, 1),
      { topic: /\b(date|free|available|booked)\b/i, text: "“Are you free on our date?”" },
      ...craftWords(w).objections.slice(1),
    ],
    buying:
      "Gets {product}'s name from their venue, their planner, a directory or a recently married friend, looks at {wdProof} and reviews, asks whether the date is free, has a call, and books with a contract and a deposit {wdLead} ahead; after the day, happy couples review and recommend.",
  };
}

/**
 * A venue hired for weddings and events (a barn, a country house, an event space): couples book it once,
 * months ahead, after comparing a few on directories and Instagram and walking round two; the date, the
 * price and what it includes decide, and the off-peak days need a reason and a price.
 */
const LOCAL_VENUE: Partial<ArchetypeTraits> = {
  typical:
    "Couples book a {vnWord} once, usually before any other supplier: they save ideas for months, shortlist three or four venues on directories, Instagram and friends' weddings, send enquiries to all of them in one evening, and visit the two that answer first with prices. The date, the price and what is included decide; a Friday, a Sunday or a winter date wins when it is priced and shown looking its best.",
  decides: "the couple decide together, often with parents who help pay, after a show-round; the date is chosen with the venue",
  haunts: "Instagram and Pinterest, wedding directories and blogs, friends' weddings, and the recommendations of photographers and planners",
  behaviors: [
    "Shortlists three or four venues on directories and Instagram, and sends enquiries to all of them in one evening",
    "Visits the two or three that answer first with real prices, often on a weekday evening or at a weekend open day",
    "Chooses the date with the venue, weighing a cheaper Friday, Sunday or winter date against a summer Saturday",
  ],
  needs: [
    "A clear price and what it includes before the show-round, with the extras named",
    "A date that fits their engagement and their budget",
    "Proof from real weddings that the day looks as good on their date as in summer",
  ],
  pains: [
    "Venues that answer days later, or with 'get in touch for prices'",
    "Hidden extras once the deposit is paid",
    "Summer Saturdays booked out for the year they want",
  ],
  goals: [
    "The whole day in one place, with the guests who matter",
    "A wedding that feels like them, at a price they can plan around",
    "Somewhere the two families can stay and celebrate together",
  ],
  objections: [
    { topic: PRICE_TOPIC, text: "“What does it really cost, with everything we need?”" },
    { topic: /\b(friday|sunday|weekday|guests|travel|far)\b/i, text: "“Will our guests be able to come on a Friday or a Sunday?”" },
    { topic: /\b(winter|weather|cold|dark|season)\b/i, text: "“Will it look as good in winter as in the summer photos?”" },
    { topic: /\b(date|free|available|booked)\b/i, text: "“Is our date still free, and how long can you hold it?”" },
  ],
  buying:
    "Sees {product} on Instagram, a directory or a friend's wedding, sends an enquiry, reads the brochure and the prices, books a show-round, chooses a date with the venue and pays a deposit to hold it; then picks the other suppliers, often from the venue's recommended list.",
};

/** Local trades that come to the customer's home (a plumber, a cleaner): call-outs, not bookings at a front desk. */
const LOCAL_CALLOUT: Partial<ArchetypeTraits> = {
  typical: "Households call a {shop} when something needs doing or breaks; a name from a neighbour, a number they kept and reviews from people nearby decide who gets the call, and turning up when promised decides who gets the next one.",
  decides: "the householder decides, often in a hurry when something breaks and weeks ahead for planned work",
  haunts: "neighbours' recommendations, the numbers they kept, local noticeboards and newsletters, and Google Maps",
  behaviors: [
    "Rings the number a neighbour gave them or the one on the fridge before searching online",
    "Checks Google reviews and photos of real jobs before letting someone new into the house",
    "Calls the same person for years once they trust them, and passes the number on",
  ],
  needs: [
    "Someone who answers or calls back the same day",
    "A clear price before the work starts",
    "A tradesperson they can trust in the house, and with a key",
  ],
  pains: [
    "Nobody answering the phone or calling back",
    "Waiting in all day for someone who does not turn up",
    "Surprise costs once the job has started",
  ],
  goals: [
    "Get it fixed properly the first time",
    "A {shop} they trust enough to recommend",
    "Fewer emergencies, thanks to work done in time",
  ],
  objections: [
    { topic: /\b(loyal|loyalty|current|usual|same|already)\b/i, text: "“I already have someone I call.”" },
    { topic: PRICE_TOPIC, text: "“How much will it come to in the end?”" },
    { topic: /\b(turn(?:s)? up|when (?:he|she|they) says?|reliable|wait\w*)\b/i, text: "“Will you turn up when you say you will?”" },
    { topic: /\b(trust\w*|key|house|home)\b/i, text: "“Can I trust you in the house?”" },
  ],
  buying:
    "Gets the number of {product} from a neighbour, a card or Google Maps, calls or texts when something needs doing, checks a review or two, and books the first job; if it went well they keep the number and pass it on.",
};

/**
 * A car repair garage: drivers come when a test or a service is due or a light comes on, cannot check
 * the work themselves, and stay for years with the garage that showed them the fault and kept its price.
 */
const LOCAL_GARAGE: Partial<ArchetypeTraits> = {
  typical: "Drivers choose a {shop} when the yearly test or a service is due or a warning light comes on; a neighbour's word, Google reviews that mention honesty and a price they can see before they ring decide the first booking, and being shown the fault decides whether they come back.",
  decides: "the driver decides, weeks ahead for a service or a test, and the same day when something goes wrong",
  haunts: "neighbours' and colleagues' recommendations, Google Maps searches for a garage nearby, and the reminder for the test",
  behaviors: [
    "Searches for a garage nearby and rings two or three when the test is due or a light comes on",
    "Reads Google reviews for one thing: whether the garage is honest about what needs doing",
    "Stays with a garage for years once it has been straight with them, and sends family and neighbours",
  ],
  needs: [
    "A clear price before the work starts, and nothing extra without being asked",
    "The car back the same day, or a way to get to work without it",
    "A mechanic who explains the fault in plain words",
  ],
  pains: [
    "A bill twice the quote, with extras they never agreed",
    "Being told the car needs work they cannot check",
    "Main-dealer prices for an older car",
  ],
  goals: [
    "Pass the test first time",
    "Keep an older car safe and running without a dealer's bill",
    "A garage they trust enough to send their family to",
  ],
  objections: [
    { topic: /\b(dealer|main dealer|warranty|service history)\b/i, text: "“Will it keep my service history and warranty?”" },
    { topic: PRICE_TOPIC, text: "“How much will it come to in the end?”" },
    { topic: /\b(overcharg\w*|trust\w*|honest\w*|rip\w*)\b/i, text: "“How do I know it really needs doing?”" },
    { topic: /\b(same day|wait\w*|time|work)\b/i, text: "“Will I have the car back tonight?”" },
  ],
  buying:
    "Hears of {product} from a neighbour or finds it on Google Maps when the test or a service is due, compares a price or two, books by phone or online, and comes back every year if they were shown what was wrong and paid what they were told.",
};

/**
 * A bike repair workshop: riders put the service off until spring, cannot judge a worn chain, and stay
 * with the mechanic who showed them the part, kept to the price and gave the bike back in days.
 */
const LOCAL_CYCLE: Partial<ArchetypeTraits> = {
  typical: "Riders choose a {shop} when something fails or before the riding season; a price they can see, reviews that mention honest advice and a quick turnaround decide the first booking, and being shown the worn part decides whether they come back.",
  decides: "the rider decides, days ahead for a service and the same day for a puncture or a brake that fails",
  haunts: "riding friends and club rides, Google Maps searches for bike repair nearby, and local ride groups online",
  behaviors: [
    "Needs the bike for the commute, the school run or the weekend ride, and cannot be without it for long",
    "Searches for bike repair nearby and rings the workshop whose price and turnaround they can see",
    "Stays with a mechanic who is straight with them, and sends their riding friends",
  ],
  needs: [
    "A clear price before the work, and nothing extra without being asked",
    "The bike back in days, not weeks",
    "A mechanic who knows their kind of bike, e-bikes included",
  ],
  pains: [
    "A two-week wait in spring with the bike on a hook",
    "A bill for parts they did not know they needed",
    "Shops that will not touch a bike bought online",
  ],
  goals: [
    "Ride safely all year without a breakdown far from home",
    "A bike that feels new again for the first ride of spring",
    "A mechanic they trust enough to send friends to",
  ],
  objections: [
    { topic: PRICE_TOPIC, text: "“Why pay more than the chain store's bike counter?”" },
    { topic: /\b(wait\w*|weeks?|busy|queue|booked)\b/i, text: "“How long will I be without my bike?”" },
    { topic: /\be-?bikes?\b|\belectric bikes?\b/i, text: "“Can you work on my e-bike?”" },
    { topic: /\b(overcharg\w*|trust\w*|honest\w*|discount\w*)\b/i, text: "“Does it really need a new chain?”" },
  ],
  buying:
    "Finds {product} through a riding friend or on Google Maps when the bike needs work, checks the price and how soon it can be done, drops the bike off, and comes back every year if they were shown what was worn and paid what they were told.",
};

/**
 * A used-car dealer: buyers spend weeks on the listing sites comparing the same model, distrust dealers,
 * haggle, and stay with (and send family to) the dealer whose car held up and who still answered after the sale.
 */
const LOCAL_DEALER: Partial<ArchetypeTraits> = {
  typical: "Buyers choose a {shop} after weeks of comparing the same model on the listing sites; a listing that answers their questions, reviews that say the dealer was straight with them and a test drive decide the sale, and how the car holds up, and whether the dealer answers after the sale, decides whether they come back and send their family.",
  decides: "couples and families decide together over a few weekends, and a first-time buyer with the parent who helps pay",
  haunts: "the car listing sites, Google reviews, the car's history check, friends and family who know about cars, and local Facebook groups",
  behaviors: [
    "Compares the same model from many sellers for weeks before ringing one",
    "Checks the car's history, the mileage and the reviews of the dealer before a visit",
    "Brings someone who knows cars, or a parent, to the test drive",
  ],
  needs: [
    "A car that won't let them down, with its history they can check",
    "A price they can see is fair without a fight",
    "A dealer who answers the phone after the sale, and a warranty that is honoured",
  ],
  pains: [
    "Dealers who hide faults until the test drive",
    "Haggling and pressure on the forecourt",
    "A fault a month after the sale and nobody answering",
  ],
  goals: [
    "A reliable car at a price they can afford, bought once and kept for years",
    "Not being taken for a ride",
    "A dealer they would send a son or daughter to",
  ],
  objections: [
    { topic: PRICE_TOPIC, text: "“I can get the same car cheaper from a private seller.”" },
    { topic: /\b(trust\w*|distrust\w*|honest\w*|let (?:them|me|us) down)\b/i, text: "“What's wrong with it that you're not telling me?”" },
    { topic: /\b(warrant\w*|after the sale|answer\w*)\b/i, text: "“Will you still answer if something goes wrong next month?”" },
    { topic: /\b(financ\w*|monthly|afford\w*)\b/i, text: "“Can I afford the monthly payments?”" },
  ],
  buying:
    "Searches the listing sites for weeks, shortlists a few cars, checks each car's history and each dealer's reviews, rings or messages about one, comes for a test drive (often with someone who knows cars), agrees a price and pays a deposit; comes back for the next car in three or four years if this one held up and the dealer answered after the sale.",
};

/**
 * A self-storage site: nobody thinks of storage until a move, a death, a separation or a building job makes them,
 * then they search, compare the first page on price and pick what they can book this week; they stay months longer
 * than planned when the price stays what they were told.
 */
const LOCAL_STORAGE: Partial<ArchetypeTraits> = {
  typical: "People look for a {shop} only in the week a move, a death in the family, a separation or building work makes them; they search on a phone, compare the first page on price, photos and reviews, and book what they can believe and move into this week. Most plan to stay a few weeks and stay months, and they leave early when the price jumps.",
  decides: "one person decides in a few days, often under stress, with a partner or a sibling asked about the cost",
  haunts: "Google search and Maps, the removals firm or estate agent handling their move, the solicitor handling an estate, and the builder doing the work",
  behaviors: [
    "Searches 'storage near me' in the week of need and compares the first page on price",
    "Has no idea what size they need until they see a unit or a photo of one packed",
    "Plans to store for a few weeks and stays for months",
  ],
  needs: [
    "To know the full price, every extra and what happens after any offer before booking",
    "The right size, and a move-in that is easy on an already hard day",
    "Access when they need it, and to know their things are safe",
  ],
  pains: [
    "A first-month offer that doubles on the second bill",
    "Not knowing what size to book, and paying for one too big",
    "Extras (cover, padlocks, fees) found only at the counter",
  ],
  goals: [
    "Somewhere safe for their things for as long as it takes, at a price that does not creep up",
    "One less thing to worry about during a move, a bereavement or a building job",
    "For a trader: a lock-up near the roads they drive, for years",
  ],
  objections: [
    { topic: PRICE_TOPIC, text: "“The chains have a first month for a pound.”" },
    { topic: /\b(size|sq ft|square feet|fit)\b/i, text: "“What size do I actually need?”" },
    { topic: /\b(safe|secure|cctv|gate\w*)\b/i, text: "“Are my things safe there, and can I get to them when I need to?”" },
    { topic: /\b(month|weeks?|stay\w*|long)\b/i, text: "“Will the price go up once I'm in?”" },
  ],
  buying:
    "Searches on a phone in the week a move, a bereavement or building work makes storage necessary (or is handed a name by the removals firm, the agent or the builder), compares the first page on the full price, photos and reviews, rings or reserves a unit, moves in within days, and stays for months if the price stays what they were told; traders stay for years and send other traders.",
};

/**
 * A farm people visit (pick-your-own, a pumpkin patch, a farm shop with a tea room): families choose a day out
 * the evening before or that morning, from the weather, what's ready and other parents' photos; most come once a
 * season and forget the farm between seasons unless something brings them back.
 */
const LOCAL_FARM: Partial<ArchetypeTraits> = {
  typical: "Families choose a day out at a {shop} the evening before or that morning, from the weather forecast, whether the crop is ready and other parents' photos and reviews; most come once a season, at the weekend, and forget the farm until the next season unless they are given a reason and a date to come back.",
  decides: "parents decide together the evening before or on the morning, often with grandparents who take the children on weekdays in the holidays",
  haunts: "the local parents' Facebook groups, Google Maps, the farm's own page on the morning they set off, days-out guides, and the school gate",
  behaviors: [
    "Checks the weather and whether the crop is ready on the morning before setting off",
    "Comes at the weekend or in the school holidays, and once a season unless reminded",
    "Shares photos of the children picking, and reads other parents' reviews before a first visit",
  ],
  needs: [
    "A good day out the children enjoy, at a price that feels fair for a family",
    "Knowing before they drive out that the rows are worth it and the field is open",
    "Toilets, parking, a pushchair-friendly path and somewhere for a cup of tea",
  ],
  pains: [
    "Driving out to find the crop picked over or the field shut by rain",
    "Crowded weekends with long queues at the weigh-in",
    "Forgetting the farm shop is there between picking seasons",
  ],
  goals: [
    "A day out the children talk about, and fruit they picked themselves",
    "Somewhere to take the grandchildren on a weekday in the holidays",
    "Fresh, local food from a farm they know",
  ],
  objections: [
    { topic: PRICE_TOPIC, text: "“It's cheaper to buy a punnet at the supermarket.”" },
    { topic: /\b(rain\w*|weather|wet)\b/i, text: "“What if it rains when we get there?”" },
    { topic: /\b(forget\w*|once a year)\b/i, text: "“We only think of you at pumpkin time.”" },
    { topic: /\b(weekday\w*|busy|crowd\w*|queue\w*)\b/i, text: "“Will it be packed when we get there?”" },
  ],
  buying:
    "Sees a friend's photos or the farm in a days-out guide, checks the weather and whether the crop is ready on the morning, drives out, picks and pays by weight or ticket, stops at the farm shop or the tea room, and comes back next season if the day was good and something reminds them.",
};

/**
 * A home service on a round (a house cleaner every two weeks): households let the same people into
 * their home again and again, so trust (insured, background-checked, the same cleaner, safe products
 * around children and pets) and a neighbour's word decide, and the round is booked once, not called out.
 */
const LOCAL_HOME_ROUND: Partial<ArchetypeTraits> = {
  typical:
    "Households with two jobs and little time hand over their home to a {shop} on a friend's or a neighbor's word: trust decides more than price (insured, background-checked, the same person every time, products safe around children and pets), and once they trust someone they keep them on the round for years.",
  decides: "usually both partners agree on who gets a key or the door code; one of them books, often by text in the evening",
  haunts: "Nextdoor, neighborhood Facebook groups, neighbors and friends, and Google reviews",
  behaviors: [
    "Asks neighbors on Nextdoor or in a neighborhood group who cleans for them, and trusts a name given there over an ad",
    "Reads Google reviews for the words 'reliable', 'same cleaner' and 'trust', and asks about insurance and background checks before booking",
    "Tries a first deep clean, then books a {schedule} {visit} on a fixed day if it went well, and stays for years",
  ],
  needs: [
    "Someone they can trust with a key or the door code while they are at work",
    "The same cleaner every time, on the same day, who knows the house",
    "Products that are safe around children and pets, and a clear price by text before the first visit",
  ],
  pains: [
    "Cleaners who cancel, change every week or never reply to a text",
    "Coming home to a job half done, or to a scratched floor nobody mentions",
    "Weekends lost to cleaning instead of time with the kids",
  ],
  goals: [
    "Come home to a clean house without giving up the weekend",
    "A {shop} they trust enough to recommend to the neighbors",
    "A home that is safe for the kids and the dog to crawl and lie on",
  ],
  objections: [
    { topic: /\b(trust\w*|key|home|house|insured|background)\b/i, text: "“Can I trust you in my home when I'm at work?”" },
    { topic: /\b(same|reliable|cancel\w*)\b/i, text: "“Will it be the same cleaner every time?”" },
    { topic: /\b(non-toxic|eco|products?|kids|pets|children|dog)\b/i, text: "“Are your products really safe for my kids and pets?”" },
    { topic: PRICE_TOPIC, text: "“Is every two weeks worth it, or is once a month enough?”" },
    { topic: /\b(break\w*|damage\w*|insur\w*)\b/i, text: "“What happens if something gets broken?”" },
  ],
  buying:
    "Asks neighbors on Nextdoor or in a neighborhood group, gets the name of {product}, checks Google reviews, texts for a quote, books a first deep clean, and goes on to a {schedule} {visit} on a fixed day if it went well; happy clients recommend {product} when a neighbor asks.",
};

/** Small-business buyers of a service (consulting, an agency) rather than software. */
const SMB_SERVICE: Partial<ArchetypeTraits> = {
  typical: "Owners of small and mid-sized firms buy services from people they know or who come recommended; references, a clear fixed scope and results at a business like theirs decide.",
  decides: "the owner or managing director decides, usually after a personal meeting and a reference",
  haunts: "peers, trade associations and their events, trade fairs and trade press",
  behaviors: [
    "Asks peers, associations and suppliers for a recommendation before talking to a provider",
    "Wants to meet the people who would actually do the work",
    "Starts projects in quieter periods; everything waits when the order book is full",
  ],
  needs: [
    "Results on their own premises, not reports",
    "A fixed price and a clear scope",
    "Providers who know their industry",
  ],
  pains: [
    "Advisers who leave reports instead of results",
    "No spare people to run improvement projects",
    "Bad experiences with expensive outsiders",
  ],
  goals: [
    "Measurable gains in cost, time or quality",
    "Keep control of their own business",
    "Build their own team's skills",
  ],
  objections: [
    { topic: PRICE_TOPIC, text: "“Is {price} worth it for a business our size?”", when: "price" },
    { topic: PRICE_TOPIC, text: "“Is it worth it for a business our size?”", when: "no-price" },
    { topic: /\b(time|busy|periods?|order book)\b/i, text: "“We have no time for a project right now.”" },
    { topic: /\b(outsiders?|know (?:our|their)|trust|slides)\b/i, text: "“You don't know our business.”" },
    { topic: /\b(already|current|usual|consultants?)\b/i, text: "“Why you and not {competitor}?”", when: "competitor" },
  ],
  buying:
    "Hears about {product} from a peer, an association event or a supplier, meets the founders, checks a reference, and agrees to a small, fixed-price first project before anything larger; decisions take weeks to months and depend on the order book.",
};

/**
 * Small businesses that hand over ongoing work for a monthly fee (bookkeeping, payroll, IT support):
 * evenings back and no surprises, not a one-off project with a scope.
 */
const SMB_MONTHLY_SERVICE: Partial<ArchetypeTraits> = {
  typical: "Owners of small businesses hand ongoing work to someone they trust once it eats their evenings; a word from another owner, a supplier or their association, a fixed monthly fee and first months without surprises decide.",
  decides: "the owner decides, usually after one meeting and a word from someone they trust",
  behaviors: [
    "Does the work themselves late at night until something goes wrong or a peer recommends someone",
    "Asks other owners, suppliers and their association who they use",
    "Switches at a natural point (a month or quarter end, a year end) rather than mid-stream",
  ],
  needs: [
    "A fixed monthly fee with no surprises",
    "Someone who knows their kind of business",
    "Figures they can act on, in plain words",
  ],
  pains: [
    "Evenings lost to admin after a long day",
    "Finding out about a problem months too late",
    "An adviser they hear from once a year",
  ],
  goals: [
    "Their evenings back",
    "Knowing where the money goes, every month",
    "No nasty surprises at year end",
  ],
  objections: [
    { topic: PRICE_TOPIC, text: "“Is {price} worth it for a business our size?”", when: "price" },
    { topic: PRICE_TOPIC, text: "“Is it worth it for a business our size?”", when: "no-price" },
    { topic: /\b(switch\w*|current|usual|accountant|already)\b/i, text: "“Switching halfway through the year sounds like a mess.”" },
    { topic: /\b(bank|access|trust\w*|data)\b/i, text: "“Can I trust you with access to our bank?”" },
  ],
  buying:
    "Hears about {product} from another owner, a supplier or their association, meets the founders once, checks what the monthly fee covers, and starts at a natural point such as a month or quarter end; if the first months run without surprises, they stay for years and recommend.",
};

/**
 * Readers of a newsletter with a free list and a paid tier: they read it in the gaps of their day, pay
 * once the free letter has been useful for a while, and trust a writer who is one of them.
 */
const PUBLICATION: Partial<ArchetypeTraits> = {
  typical: "Newsletter readers pay for a letter that has already been useful to them for free: they trust a writer who is one of them, read in the gaps of their day, and pay when the paid tier clearly gives more of what they already value.",
  role: "Readers who want what {product} explains, in plain words",
  decides: "each reader decides alone, usually after months of reading the free letter",
  haunts: "their inbox, the groups and forums where people like them ask each other questions, and the newsletters and podcasts they already follow",
  behaviors: [
    "Reads on the phone in short gaps (a break, the commute, after a shift) and saves longer pieces for later",
    "Trusts someone in their own shoes more than a brand or an expert from outside",
    "Forwards a useful issue to a friend or shares it in a group when it answers a question people keep asking",
  ],
  needs: [
    "Explanations that fit their own situation, in plain words and short enough for a phone",
    "A clear idea of what the paid tier adds to the free letter",
    "A writer who understands their working life",
  ],
  pains: [
    "Advice written for people with other jobs, hours and pay",
    "Too little time to work things out alone",
    "Too many subscriptions already",
  ],
  goals: [
    "Understand the decisions in front of them and feel in control",
    "Learn from someone who has been where they are",
    "Get it in a few minutes a week",
  ],
  objections: [
    { topic: PRICE_TOPIC, text: "“{price} is a lot; what do I get that the free letter doesn't give me?”", when: "price" },
    { topic: PRICE_TOPIC, text: "“Why pay when the free letter is already good?”", when: "no-price" },
    { topic: /\b(time|busy|read|inbox)\b/i, text: "“Will I actually have time to read more?”" },
    { topic: /\b(cancel|subscriptions?)\b/i, text: "“Can I cancel any month?”" },
  ],
  buying:
    "Reads {product} free for a while, forwards an issue or two, and upgrades when a launch or an issue shows what paid readers get that they would miss; a founding price or a clear closing date decides the timing.",
};

/**
 * Members of a paid online community or membership sold by the month (a private forum, a Discord or Circle
 * group, accountability groups, live calls): they follow the founder for a while, join when they see the
 * people, and stay while their group and the live calls move their work forward; those who leave early
 * used only the archive and never met anyone.
 */
const COMMUNITY_MEMBERS: Partial<ArchetypeTraits> = {
  typical:
    "People join a paid community after following its founder or hearing about it from a peer, and decide in their first weeks whether it is a group of people or a library: those who stay are in a group that expects them and come to the live sessions; those who leave in the first month read the archive and never met anyone.",
  decides: "each member decides alone, month by month, with their own money",
  haunts: "the founder's posts and newsletter, podcasts and communities of people at the same stage, and peers' recommendations",
  behaviors: [
    "Follows the founder for weeks or months before paying",
    "Reads the archive in the first days, then comes back only if a person or a session is waiting for them",
    "Asks a peer who is already a member whether it is worth it",
  ],
  needs: [
    "A small group of peers at the same stage who notice whether they {membShipped} what they said",
    "Feedback on their own work, live, from people who have done it",
    "A clear reason to show up this week, not a library to finish",
  ],
  pains: [
    "Working alone, with nobody to tell what they {membShipped}",
    "Free advice that never fits their own situation",
    "Paying for memberships they stopped using",
  ],
  goals: [
    "Visible progress every week, and people who see it",
    "Peers at the same stage, some of whom become friends",
  ],
  objections: [
    { topic: PRICE_TOPIC, text: "“{membPrice} is a lot while my own project makes little; what do I get that free content doesn't give me?”" },
    { topic: /\b(time|busy|calls?|live|sessions?)\b/i, text: "“Will I have time for the calls and the group every week?”" },
    { topic: /\b(archive|binge|read|content|library)\b/i, text: "“Once I've read the archive, why stay?”" },
    { topic: /\b(cancel|leave|commit|annual)\b/i, text: "“Can I leave any month?”" },
  ],
  buying:
    "Follows the founder's posts or newsletter, comes to a free open call or hears about it from a member, joins by the month, and stays if by the end of the first month they are in a group that expects them and have {membShipped} something with its help.",
};

/**
 * A producer whose goal is shelves in shops: two customers, the owner or buyer who decides what goes on
 * the shelf and the people who buy it there; the goal is counted in the first, so they come first.
 */
const WHOLESALE: Partial<ArchetypeTraits> = {
  typical: "Owners of independent food shops stock what sells through and what their customers ask for: they taste before they order, check the margin, the shelf life and the minimum order, and reorder only what left the shelf; the people who shop there pick a local product they have tasted or heard about.",
  role: "Owners and buyers of independent food shops, and the people who shop there",
  decides: "the shop's owner or buyer decides what goes on the shelf, usually after tasting a sample; their customers decide at the shelf in a few seconds",
  behaviors: [
    "Tastes a sample and reads the price list before ordering, on a quiet weekday morning rather than a busy Saturday",
    "Starts with one small case and reorders only what sells within a few weeks",
    "Listens to what customers ask for by name and to what other shop owners recommend",
  ],
  needs: [
    "A margin of about a third of the shelf price or more, stated plainly",
    "Small first orders, reliable delivery and a shelf life long enough to sell through",
    "Help to sell it: a tasting, a shelf card, customers sent their way",
  ],
  pains: [
    "Lines that sit on the shelf and tie up cash",
    "Producers who are hard to reach or late to deliver",
    "Pitches from brands none of their customers has asked for",
  ],
  goals: [
    "A shelf of local products their customers come back for",
    "Reorders that sell without effort",
    "Something the supermarket down the road does not have",
  ],
  objections: [
    { topic: PRICE_TOPIC, text: "A buyer asks: “What's my margin, and will it sell at {price}?”", when: "price" },
    { topic: PRICE_TOPIC, text: "A buyer asks: “What's my margin, and will it sell at that price?”", when: "no-price" },
    { topic: /\b(shel(f|ves)|space|room|big brands|another)\b/i, text: "A buyer asks: “Where would it go? I've no room for another line.”" },
    { topic: /\b(shelf life|allergens?|labels?|date)\b/i, text: "A buyer asks: “What's the shelf life, and what's on the label?”" },
    { topic: /\b(minimum|case|order|delivery)\b/i, text: "A buyer asks: “What's the minimum order, and how does it get here?”" },
  ],
  buying:
    "A shop owner meets {product} at a market, a food fair or as a sample on the counter, tastes it, checks the price list and the margin, orders one small case, and reorders if it sells through in the first few weeks; a tasting in the shop and customers asking for it by name decide the reorder.",
};

/**
 * Schools and academy trusts buying from a supplier (Reading.schools): public money, a business manager
 * who runs the quotes, an IT lead who checks, a head, governors or a trust's central team who sign off,
 * a purchase order and an invoice, and the school year's calendar. No free trial, no card.
 */
function schoolTraits(s: SchoolSales): Partial<ArchetypeTraits> {
  const goods = s.devices ? "devices" : s.software ? "software" : "work";
  return {
    typical:
      "Schools buy with public money and on the school year's calendar: a business manager holds the budget and compares written quotes (often three above a threshold the school's or trust's finance policy sets), an IT lead or the school's IT support checks what is bought, and a head, the governors or a trust's central team sign off larger orders. They trust other schools more than any supplier, often look first at frameworks, and pay an invoice against a purchase order.",
    role: "School business managers, IT leads and heads, and trusts' central teams",
    org: "Primary and secondary schools and academy trusts",
    decides:
      "the business manager runs the quotes, the IT lead checks what is bought, and the head, the governors or the trust's central team sign off larger orders; the school raises a purchase order and pays your invoice by bank transfer, usually on 30-day terms (ask each school)",
    haunts:
      "their local school business managers' group, the Institute of School Business Leadership (ISBL), their trust's network, the DfE's 'Get help buying for schools' service, and colleagues in nearby schools",
    behaviors: [
      "Asks business managers in nearby schools and in their trust which supplier they used before asking for a quote",
      "Looks at the frameworks the DfE's 'Get help buying for schools' service recommends, or asks for written quotes",
      `Plans purchases when the budget is set in the spring ({schoolYear}), orders in the summer term and has the ${goods === "devices" ? "devices set up" : goods === "software" ? "software set up" : "work done"} over the summer holiday`,
    ],
    needs: [
      "A written quote that answers the finance team's and the IT lead's questions at once",
      "A school like theirs, nearby, that will say how it went",
      s.devices ? "Proof of data wiping, a warranty that is easy to use, and a clear return policy" : "Clear terms, a named contact and a clear way out if it does not suit",
    ],
    pains: [
      "Budgets that do not stretch to what pupils need",
      "Suppliers who disappear after the sale, or whose warranty takes a fight",
      "Time lost chasing quotes and filling in new-supplier forms",
    ],
    goals: [
      "Value for money they can show the governors or the trust's board",
      s.devices ? "Fewer devices for a stretched IT lead to support" : "Less for a stretched team to manage",
      "Purchases that pass an audit without questions",
    ],
    objections: [
      { topic: /\bframeworks?\b|\bquotes?\b|\bprocure\w*/i, text: "“Are you on a framework, or do we need three quotes?”" },
      ...(s.refurbished ? [{ topic: /\b(refurb\w*|last|reliab\w*|old|second)\b/i, text: "“Will refurbished devices last, and who fixes them when they don't?”" }] : []),
      ...(s.devices ? [{ topic: /\b(data|wip\w*|erase\w*|gdpr)\b/i, text: "“How is the data wiped, and can we have a certificate for every device?”" }] : []),
      { topic: /\b(schools? near|references?|who else)\b/i, text: "“Which schools near us use you?”" },
      { topic: PRICE_TOPIC, text: `“Is it really cheaper per pupil over the years than ${s.refurbished ? "buying new" : "what we have now"}?”` },
    ],
    buying:
      "A business manager hears of {product} from a school nearby, a business managers' group or a framework list and asks for a quote (often one of three); the IT lead checks it or tries a pilot; the head, the governors or the trust's central team approve; a purchase order is raised and the invoice paid. Budgets are set in the spring ({schoolYear}), and most orders come in the summer term for the new school year.",
  };
}

/**
 * The audience of a show that sells sponsorship (a podcast, a YouTube channel, a newsletter): they pay
 * nothing, so the decisions that matter are whether they keep listening once ads arrive and whether
 * they act on a sponsor's offer; sponsors buy exactly that trust.
 */
const SPONSORED_SHOW: Partial<ArchetypeTraits> = {
  typical: "The {listeners} of a {medium} like {product} pay nothing: what they give is their time and their trust, and that trust is what a sponsor buys. They stay through an ad that sounds like the host and fits their work, and drift away from a show that fills up with scripted spots for things the host would never use.",
  role: "{listeners} of {product}",
  decides: "each listener decides alone whether to keep listening, and whether to try what the host recommends",
  haunts: "the {medium} apps they already use, the events of their trade, and the people in their own shoes they trust",
  behaviors: [
    "Listens on the move or with their hands busy, and skips what sounds like an advert read from a script",
    "Tries a product when someone in their own shoes says they use it, and says so when an ad does not fit",
    "Recommends one {showUnit} that helped them to a friend more often than they leave a review",
  ],
  needs: [
    "{showUnit}s that stay worth their time, with the ads short and clearly marked",
    "Recommendations they can trust: products the host has used and would stand behind",
    "Offers that fit what they already buy, such as a discount code for something they need this season",
  ],
  pains: [
    "Shows that turned into ad breaks once sponsors arrived",
    "Ads for things that have nothing to do with their work",
    "Too little time, so every minute of each {showUnit} has to earn its place",
  ],
  goals: [
    "Learn from people in their own shoes what actually works and pays",
    "Find tools and suppliers worth buying without wasting money on the wrong ones",
    "Keep the show they like going, free",
  ],
  objections: [
    { topic: /\b(ads?|adverts?|sponsor\w*)\b/i, text: "“Will the ads spoil the show?”" },
    { topic: /\b(use|trust\w*|products?)\b/i, text: "“Does the host actually use this, or is it just paid for?”" },
    { topic: /\b(time|long|minutes?)\b/i, text: "“How much of my time will the ads take?”" },
    { topic: /\b(discount|code|price|buy)\b/i, text: "“Is the offer worth it, or can I get it cheaper elsewhere?”" },
  ],
  buying:
    "Hears a host-read spot in the {showUnit}s they like, remembers it when they next need the product, and uses the code or link if the host's word still stands; a sponsor sees the result over weeks, not the day the {showUnit} airs.",
};

/** A newsletter selling sponsorship: its readers open it in their inbox, and forward it rather than review it. */
const SPONSORED_NEWSLETTER: Partial<ArchetypeTraits> = {
  ...SPONSORED_SHOW,
  typical: "The readers of a newsletter like {product} pay nothing: what they give is their attention and their trust, and that trust is what a sponsor buys. They read on through a sponsor's note that sounds like the writer and fits their lives, and unsubscribe from a letter that fills up with adverts for things the writer would never use.",
  decides: "each reader decides alone whether to keep opening it, and whether to try what the writer recommends",
  haunts: "their inbox, the people in their own shoes they trust, and the other newsletters they already open",
  behaviors: [
    "Reads on the phone in short gaps and skims past what looks like an advert",
    "Tries a product when the writer says they use it, and replies when a sponsor does not fit",
    "Forwards an issue that helped them to a friend more often than they reply",
  ],
  needs: [
    "Issues that stay worth their time, with sponsors short and clearly marked",
    "Recommendations they can trust: products the writer has used and would stand behind",
    "Offers that fit what they already buy",
  ],
  pains: [
    "Newsletters that turned into adverts once sponsors arrived",
    "Adverts for things that have nothing to do with their lives",
    "Too many emails, so every issue has to earn its place",
  ],
  objections: [
    { topic: /\b(ads?|adverts?|sponsor\w*)\b/i, text: "“Will the sponsors spoil the newsletter?”" },
    { topic: /\b(use|trust\w*|products?)\b/i, text: "“Does the writer actually use this, or is it just paid for?”" },
    { topic: /\b(discount|code|price|buy)\b/i, text: "“Is the offer worth it, or can I get it cheaper elsewhere?”" },
  ],
  buying:
    "Reads a sponsor's note in the issues they like, remembers it when they next need the product, and uses the code or link if the writer's word still stands; a sponsor sees the result over weeks, not the day the issue goes out.",
};

/**
 * A newsletter of one town's news: residents read it to know what the council decided and what is
 * opening, trust it because the writer lives there, and some pay to keep it going; local businesses sponsor it.
 */
const LOCAL_NEWSLETTER: Partial<ArchetypeTraits> = {
  typical: "The readers of a local newsletter like {product} pay nothing for it: they read it to know what the council decided, what is opening and what's on, and they trust it because it is written by someone who lives where they do. Local businesses sponsor it to reach those neighbours, and some readers pay to keep it going.",
  role: "residents who read {product}",
  decides: "each reader decides alone whether to keep opening it, and whether to pay to support it once it has earned a place in their week",
  haunts: "the town's Facebook groups and noticeboards, the cafés, the library and the school gate, and the neighbours who forward them an issue",
  behaviors: [
    "Reads it on the phone over breakfast and forwards the issue about a planning row to a neighbour",
    "Hears of it from a neighbour, a card in a café or a post in the town's Facebook group",
    "Pays to support local news when told plainly what the money pays for",
  ],
  needs: [
    "Council and planning news in plain words, before decisions are made",
    "What is opening and what's on this week",
    "A source they can trust, not rumours in a Facebook group",
  ],
  pains: [
    "The local paper that closed or thinned to adverts",
    "Finding out about a planning decision after it was made",
    "Clickbait and rumours in the town's groups",
  ],
  goals: [
    "Know what is happening in their town",
    "Have a say before decisions are made",
    "Keep local news going",
  ],
  objections: [
    { topic: /\b(pay\w*|supporters?|members?)\b/i, text: "“Why pay for it when it's free?”" },
    { topic: /\b(ads?|adverts?|sponsor\w*)\b/i, text: "“Will it fill up with adverts?”" },
    { topic: /\b(clickbait|trust\w*|independent|council)\b/i, text: "“Is it independent, or does a sponsor or the council decide what's in it?”" },
  ],
  buying:
    "Hears of {product} from a neighbour or a post in the town's group, signs up free, reads for a few weeks, forwards an issue or two, and pays to support it when asked plainly what the money pays for; a local business sponsors it once it sees neighbours reading.",
};

/**
 * A marketplace of people's work rather than food (dog walkers, tutors, cleaners, translators): buyers
 * book a person they must trust, nothing "arrives", and the sellers wait for work, not orders.
 */
const MARKETPLACE_SERVICE: Partial<ArchetypeTraits> = {
  typical: "A marketplace has two sets of customers: {demand} try it on the word of someone they know and stay only if the {supplyOne} they book is reliable and good every time, and {supply} judge it on their first weeks of work and on being paid on time; when one side leaves, the other follows.",
  decides: "each buyer decides for themselves, often after asking people they know; each {supplyOne} decides within their first week or two",
  haunts: "word of mouth among people like them and the groups they already read; for {supply}, the circles where they already find work",
  behaviors: [
    "{demand}: try it when someone they know already uses it, then book the same {supplyOne} again when it went well",
    "{supply}: decide within their first week or two whether the work is worth it, and tell others in their circles either way",
    "Both sides compare notes with people like them before trusting a new platform with their money or their time",
  ],
  needs: [
    "{demand}: someone reliable they can trust, ideally the same {supplyOne} each time, and paying simply ({pay})",
    "{supply}: enough work from the first week, and payouts they can count on",
    "Both sides: a person to talk to when something goes wrong",
  ],
  pains: [
    "{demand}: a {supplyOne} who is late, cancels at the last minute or is not what the profile promised",
    "{supply}: weeks with too little work to be worth the effort",
    "{supply}: not knowing what they will earn after {product}'s share ({take})",
  ],
  goals: [
    "{demand}: one less thing to worry about, at a price they can keep paying",
    "{supply}: a steady income from what they already do well",
    "Both sides: a service they are proud to recommend",
  ],
  objections: [
    { topic: PRICE_TOPIC, text: "“Why pay {price} when there is something cheaper nearby?”", when: "price" },
    { topic: PRICE_TOPIC, text: "“Is it worth the price?”", when: "no-price" },
    { topic: /\b(late|on time|reliab\w*|cancel\w*|turn up|show up)\b/i, text: "“Will they turn up on time and do it right, every time?”" },
    { topic: /\b(stranger\w*|vetted|checked|keys|safe\w*|trust\w*|quality)\b/i, text: "“Who are these {supply}, and how do I know I can trust them?”" },
    { topic: /\b(few (?:jobs|bookings|orders)|enough (?:work|jobs|bookings|orders)|earn\w*|first week|only get)\b/i, text: "A {supplyOne}: “Will I get enough work to make it worth my time?”" },
    { topic: /\b(paid|payouts?|commission|share)\b/i, text: "A {supplyOne}: “When do I get paid, and how much do you keep?”" },
  ],
  buying:
    "{demand} hear about {product} from someone they know, look at a {supplyOne}'s profile and what others said, book once and pay by {pay}, and book the same person again when it went well; {supply} hear about it from someone in their circle, list for a first week, and stay when the work and the payouts come.",
};

/**
 * Adult children who buy for an ageing parent: a scare or a friend's story starts the search, the
 * parent has to accept it, and brothers and sisters share the decision and the worry.
 */
const GROWN_UP_APP_USERS: Partial<ArchetypeTraits> = {
  decides: "each user decides alone, after reading the store page and the reviews, often after asking a friend who uses it",
  haunts: "Facebook, the papers and magazines they read, Google and app-store search, and what friends recommend",
  behaviors: [
    "Hears of new apps from friends, a newspaper or magazine piece, Facebook and search, rarely from short videos",
    "Reads the reviews, the price and who is behind it before installing",
    "Tries it for free, and stays if it earns a place in their week",
  ],
};

const FOR_OLDER_PARENT: Partial<ArchetypeTraits> = {
  typical: "Adult children who buy for an ageing parent decide with their heart and check with their head: a scare (a fall, an unanswered phone) or a friend's story starts the search, and they buy only what the parent will accept, what does not feel like being watched, and what they can trust on the one day it matters.",
  role: "Adult children who look after an ageing parent from a distance",
  decides: "the adult child chooses and pays, usually after talking it over with the parent and often with a brother or sister",
  haunts: "Facebook, the papers they read, a Google search after a worrying moment, and friends in the same situation",
  behaviors: [
    "Starts looking after a scare (a fall, a missed call, a spell in hospital) or when a friend mentions what they use",
    "Talks it over with the parent, and often a brother or sister, before buying anything",
    "Trusts a newspaper piece, a charity or a friend who uses it more than an ad",
  ],
  needs: [
    "To know every day that {mum} is all right, without having to ring at the same time every day",
    "Something the parent accepts without fuss: nothing to learn, nothing that feels like being checked up on",
    "Word straight away when something is wrong, shared with brothers and sisters",
    "A free trial and a price that make it easy to try and easy to stop",
  ],
  pains: [
    "The jolt of fear when the phone goes unanswered and they are hours away",
    "No one nearby to pop round and check, and a parent who says she is fine whatever happens",
    "Alarm pendants the parent will not wear, or that only help if they press them",
    "Arguments with the parent about independence and making a fuss",
  ],
  goals: [
    "Peace of mind every morning without taking away the parent's independence",
    "Help the parent keep living at home, safely, for longer",
    "Share the worry fairly with brothers and sisters",
  ],
  objections: [
    { topic: /\b(patronis\w*|independen\w*|proud|fuss|checking up)\b/i, text: "“Will {mum} find it patronising, or feel we're checking up on her?”" },
    { topic: /\b(subscription|price|cost|pay|worth)\b/i, text: "“Is it worth {price} when I could just ring her myself?”", when: "price" },
    { topic: /\b(fail\w*|reliab\w*|miss\w*|hear)\b/i, text: "“What if she doesn't hear it, or it fails on the one day it matters?”" },
    { topic: /\b(scam\w*|sold to|cold[- ]call\w*|strangers?)\b/i, text: "“Will she think it's a scam call from a stranger?”" },
    { topic: /\b(data|privacy)\b/i, text: "“Who hears her answers, and what happens to her data?”" },
  ],
  buying:
    "A scare or a friend's story starts it: they read about {product} in the paper, hear of it from a friend or a carers' group, or search after a worrying moment; they check the website and the reviews, talk it over with the parent and often a brother or sister, set it up during the free trial, and pay once the first weeks have gone smoothly for the parent.",
};

/**
 * Members of an app for meeting people (dating, friendship, activity companions): they join one they trust
 * to be safe and genuine, stay if there are people near them, and tell friends about a good evening.
 */
function meetPeopleTraits(m: MeetPeople): Partial<ArchetypeTraits> {
  const dating = m.purpose === "dating";
  const seek = dating ? "someone genuine who lives nearby" : m.purpose === "friendship" ? "new friends who live nearby" : "company nearby for what they love doing";
  return {
    typical: `People choose ${dating ? "a dating app" : "an app for meeting people"} on trust and on who is near them: they ask a friend, read what the papers say about scams, look at how profiles are checked and at the price, and stay only if they find ${seek} in the first weeks. One good first meeting, or one good social, does more than any feature.`,
    decides: `each member decides alone, often after talking it over with a close friend${m.older ? " and sometimes hiding it from their grown-up children at first" : ""}`,
    haunts: "Facebook, the papers and local radio they follow, Google search, and what friends who have tried it say",
    behaviors: [
      `Hears of ${dating ? "dating apps" : "such apps"} from friends, a newspaper piece or the radio, and searches before installing`,
      "Checks how profiles are verified, who runs it, the price and how to cancel before paying",
      "Looks first at how many people are nearby; a screen with few people near them is the moment they give up",
    ],
    needs: [
      "To feel safe: real, checked profiles and a quick answer when someone is reported",
      dating ? "People with genuine intentions, not games, hook-ups or pen-friends abroad" : "People who want the same thing they do, not sales pitches or dating",
      "Enough people near them to make the price worth it",
      "A gentle way to meet: a hosted social, a friend beside them, a public place",
    ],
    pains: [
      dating ? "Mainstream dating apps built on quick swipes and photos, full of people much younger or not serious" : "Groups and apps where everyone already knows each other",
      "Fear of scammers, fake profiles and being made a fool of",
      "Nobody near them on the apps they tried, or nobody their age",
    ],
    goals: [
      dating ? "Company, a partner for walks, meals and trips, and perhaps love again" : "A few good friends to see every week",
      "To get out more and feel like themselves again",
      "To meet people safely, at their own pace",
    ],
    objections: [
      { topic: /\b(safe\w*|unsafe|scam\w*|fake|fraud\w*|trust\w*)\b/i, text: "“How do I know the people on it are real, and not scammers?”" },
      { topic: /\b(old|age|ages|too late|years)\b/i, text: dating ? "“Am I too old for this? I haven't dated in thirty years.”" : "“Isn't it a bit late to be making new friends?”" },
      { topic: /\b(near\w*|local\w*|town|area|miles)\b/i, text: "“Will there be anyone near me?”" },
      { topic: PRICE_TOPIC, text: "“Is it worth {price} before I know there's anyone for me?”", when: "price" },
      { topic: /\b(famil\w*|children|kids|friends|foolish)\b/i, text: "“What will my family and friends think?”" },
    ],
    buying: `Hears of {product} from a friend, a piece in the paper or the radio, or a search; checks how profiles are verified, the price and whether anyone lives nearby; comes to a social with a friend or signs up at home; and keeps paying if the first weeks bring ${seek}.`,
  };
}

/**
 * Parents choosing an app for a young child: they hear of it from a teacher or another parent, look
 * inside before the child does, and pay after a trial if the child wanted to go back to it and they saw
 * progress. Screen time, adverts and what the app keeps about a child are their first worries.
 */
function youngChildrenTraits(y: YoungChildren): Partial<ArchetypeTraits> {
  const ages = `${y.ages[0]}-${y.ages[1]}`;
  const skill = y.skill ?? "learning and play";
  return {
    typical: `Parents choose an app for a ${ages}-year-old carefully and mostly on someone else's word: a teacher's suggestion, another parent at the school gate or in a parents' group. They look inside it themselves before handing it over, check for adverts, chat and surprise purchases, and pay after the trial only if their child asked to go back to it and they could see the progress.`,
    role: `Parents of children aged ${ages}`,
    decides: `the parent decides and pays; the child's enthusiasm in the first week, and often the teacher's view, decide whether they keep paying`,
    haunts: "the school's messages and the teacher's advice, other parents at the gate and in parents' groups and forums, parents who write about learning at home, and app-store search",
    behaviors: [
      `Asks the teacher or other parents what helps with ${skill} at home before searching for an app`,
      "Looks at the store page, the screenshots and the reviews, and tries it themselves before the child does",
      "Watches the first sessions, and gives up on apps the child stops asking for after a week",
    ],
    needs: [
      `Help with ${skill} at home that matches what the school does${y.years ? ` in ${y.years}` : ""}`,
      "Short sessions their child enjoys, with no adverts, chat or purchases the child can make",
      "To see what their child has done and learnt, without sitting beside them every minute",
    ],
    pains: [
      "Guilt about screen time, and apps full of adverts, noise and upsells",
      "Not knowing how to help at home, or whether their child is behind",
      "A child who loses interest after the first week",
    ],
    goals: [
      y.skill ? `A child who is confident with ${y.skill} and keeps up at school` : "A child who enjoys learning and keeps going",
      "Screen time they feel good about",
      "Ten calm minutes a day that help, without a fight",
    ],
    objections: [
      { topic: /\b(screen|tablet|phone|device)s?\b/i, text: "“Isn't this just more screen time?”" },
      { topic: /\b(interest|bored|week|stick|stuck)\b/i, text: "“Will my child still want to use it after the first week?”" },
      { topic: /\b(school|teacher|phonics|curriculum)\b/i, text: "“Does it match what they learn at school?”" },
      { topic: PRICE_TOPIC, text: "“Is it worth {price} when the library is free?”", when: "price" },
      { topic: /\b(data|privacy|safe\w*|ads?|adverts?)\b/i, text: "“What does it keep about my child, and are there adverts?”" },
    ],
    buying: "Hears of {product} from a teacher, another parent or a parents' group, or searches for help; looks at the store page and tries it themselves; starts the free trial with the child; and pays if the child asked to go back to it and they saw progress.",
  };
}

/**
 * Smallholder farmers on basic phones (Reading.smallholders): they decide with their household and their
 * group, trust people they know and what they see on a neighbour's plot, pay by mobile money, and buy
 * on the planting calendar.
 */
function smallholderTraits(s: Smallholders): Partial<ArchetypeTraits> {
  const crops = s.crops.length ? joinWords(s.crops) : "their crops";
  return {
    typical: `Smallholder farmers buy on the planting calendar and on trust: they ask their group, the agro-dealer, the extension officer or a neighbour, listen to the farm show on vernacular radio, and believe what they see on a neighbour's field. Most have a basic phone with SMS and ${s.place.money}, not a smartphone with data, and cash is tightest in the weeks before planting, when seed and fertiliser are bought.`,
    decides: "the farmer decides with their household, often after their group or a neighbour has tried it first",
    haunts: `their farmer group's meetings, ${s.place.meeting}, the agro-dealer's counter, church and market days, and vernacular radio farm shows`,
    behaviors: [
      `Buys fertiliser and seed for ${crops} from the nearest agro-dealer in the weeks before planting, often on the dealer's advice`,
      "Listens to the farm show on vernacular radio and calls in or hears neighbours' questions answered",
      `Pays by ${s.place.money} and reads SMS on a basic phone; rarely uses mobile data or apps`,
    ],
    needs: [
      `To know which fertiliser to buy and how many bags for their acreage, in ${s.language}, before planting`,
      "Someone they know to explain the result and answer questions",
      "Proof on a neighbour's field that it pays back",
    ],
    pains: [
      "Spending scarce cash on fertiliser that may be the wrong one for their soil",
      "Advice from sellers who push their own brands",
      "Yields that fall season after season without knowing why",
    ],
    goals: [
      `A bigger ${crops} harvest from the same land and the same money`,
      "Fewer bags wasted, and a surplus to sell",
      "School fees and the next season's inputs paid from the harvest",
    ],
    objections: [
      { topic: PRICE_TOPIC, text: `“${s.price ? "{farmPriceSaid}" : "That"} is money I need for seed and fertiliser.”` },
      { topic: /\b(trust|scam\w*|fake|cheat\w*)\b/i, text: "“Who are these people? Will the result really come?”" },
      { topic: /\b(dealers?|brands?)\b/i, text: "“The agro-dealer already tells me what to buy.”" },
      { topic: /\b(phones?|sms|read)\b/i, text: "“I only have a small phone: can I read it?”" },
    ],
    buying: "Hears of it at a group meeting, a baraza, on the radio or from the agent who lives nearby; sees a neighbour's result or demo strip; gives a sample when the agent comes to the group on a booked day and pays by mobile money; takes the result SMS to the agro-dealer; and books again next season if the harvest showed the difference.",
  };
}

/**
 * Smallholder farmers buying equipment on pay-as-you-go (Reading.farmEquipment): they buy once they have
 * seen it work on a neighbour's farm and heard what it saves, weigh the instalment against what the old
 * way costs, and pay from harvests that come in lumps.
 */
function equipmentTraits(s: Smallholders, e: FarmEquipment): Partial<ArchetypeTraits> {
  const crops = s.crops.length ? joinWords(s.crops) : "their crops";
  const old = e.replaces ? e.replaces.replace(/^an?\s+/i, "the ") : "what they use now";
  return {
    typical: `Smallholder farmers buy a machine they will pay off for years only after they have seen one working on a farm like theirs and asked its owner what it saves. They ask their group, the agrovet and their neighbours, listen to the farm show on vernacular radio, pay by ${s.place.money} on a basic phone, and their cash comes in lumps when a crop is sold, so an instalment that falls in the weeks before harvest is the hardest one to pay.`,
    decides: "the farmer decides with their household, after seeing a neighbour's unit run and often after their group or SACCO has talked it over",
    haunts: `their farmer group's and SACCO's meetings, ${s.place.meeting}, the agrovet's counter, market days, and vernacular radio farm shows`,
    behaviors: [
      `Grows ${crops} for brokers and the market, and pays for ${old} out of each week's cash`,
      "Asks the owner of any new machine in the area what it cost, what it saves and whether it breaks",
      `Pays by ${s.place.money} and reads SMS on a basic phone; rarely uses mobile data or apps`,
    ],
    needs: [
      "To see the unit lift water on a farm like theirs before paying anything",
      "An instalment smaller than what the old way costs, and room to pay late in the weeks before harvest",
      "Someone nearby to call when it stops working",
    ],
    pains: [
      e.oldCost ? `Paying {kitOldCost} to run ${old}, and losing a crop when there is no cash for it` : `Paying for ${old} every time it runs, and losing a crop when there is no cash for it`,
      "Sellers who vanish after the sale, and machines that break with no one to fix them",
      "Being chased for an instalment in the weeks before harvest",
    ],
    goals: [
      `Water for ${crops} through the dry months without buying fuel`,
      "A second or third crop a year, and more to sell when prices are high",
      "Owning the machine outright at the end of the plan",
    ],
    objections: [
      { topic: PRICE_TOPIC, text: `“${e.monthly ? "{kitMonthly} a month" : "That"} for ${e.months ? "{kitTerm}" : "years"}: what if the harvest fails?”` },
      { topic: /\b(trust|scam\w*|fake|cheat\w*|see|seen|working)\b/i, text: "“Will it really lift water from my well or river? Show me one working.”" },
      { topic: /\b(break\w*|repair\w*|fix|parts?)\b/i, text: "“Who fixes it when it stops, and how far away are they?”" },
      { topic: /\b(cloud\w*|rain\w*|sun)\b/i, text: "“What happens on a cloudy day?”" },
    ],
    buying: "Hears of it at a group meeting, on the radio or from the agrovet; goes to see a unit working on a lead farmer's or a neighbour's plot and asks its owner what it saves; pays the deposit by mobile money to the agent who lives nearby; has it installed and pays each month from the crop; and tells neighbours when it has run a season.",
  };
}

/**
 * Researchers who pay for a reading or research tool themselves (PhD students, postdocs, analysts): a
 * few dollars a month from a stipend or a lab's card, chosen after a lab-mate's word and a trial on
 * their own papers, never through the university's procurement.
 */
const RESEARCHERS: Partial<ArchetypeTraits> = {
  typical: "Researchers choose their reading and note-taking tools one by one and with their own money: they copy the setup of a lab-mate or a researcher they watch, try it on their own papers during the trial, and pay only when it has kept a week's reading from slipping away; a PI pays for the lab when several members already use it.",
  role: "PhD students, postdocs and researchers who read papers every week",
  decides: "each researcher decides alone, on a stipend or their own card; a PI decides for the lab's seats, from a grant or a lab budget",
  haunts: "YouTube videos of other researchers' workflows, Reddit, their lab's Slack channel and the newsletters of their field",
  behaviors: [
    "Copies a reading and note-taking setup from a lab-mate or a researcher they watch, then adjusts it",
    "Tries a new tool on real papers during a deadline-free week, and drops it if importing their library is a chore",
    "Pays when the stipend allows it, and thinks twice about every subscription",
  ],
  needs: [
    "To find again what they read and noted months ago, across dozens of papers",
    "A tool that works with the reference manager they already use ({competitor}), without moving everything twice",
    "Notes and highlights they can export and keep when they change tools or finish the PhD",
    "A price a stipend can carry, or a lab that pays",
  ],
  pains: [
    "Highlights and notes scattered across PDFs, folders and apps, and a literature review that starts from scratch each time",
    "Rereading a paper because they cannot remember what it said or where they noted it",
    "Subscriptions that add up on a stipend",
  ],
  goals: [
    "Finish the literature review, the thesis chapter or the paper on time",
    "Read more papers a week without losing track of them",
    "A workflow they trust for the years of a PhD and after",
  ],
  objections: [
    { topic: /\b(zotero|mendeley|already|switch\w*|hassle)\b/i, text: "“I already have {competitor}: why another tool?”", when: "competitor" },
    { topic: /\b(price|cost|stipend|afford|subscription|monthly|worth)\b/i, text: "“{price} on a stipend: is it worth it?”", when: "price" },
    { topic: /\b(export|lock\w*|data|keep|own)\b/i, text: "“Can I get my notes and highlights out if I stop paying or finish my PhD?”" },
    { topic: /\b(lab|colleagues?|pi|supervisor)\b/i, text: "“Does anyone in my lab use it, and would my PI pay for it?”" },
    { topic: /\b(privacy|unpublished|confidential)\b/i, text: "“Is it safe to upload unpublished papers and my own drafts?”" },
  ],
  buying:
    "Sees a researcher use {product} in a video, a Reddit thread or their lab's Slack, starts the trial with their own papers, and pays by card, monthly at first or for the year when the trial has shown its worth; when several members of a lab use it, the PI pays for everyone's seats on a card from a grant or the lab budget, without going through the university.",
};

/**
 * Backers of a crowdfunding campaign: they pledge for what is not made yet, so they judge the
 * prototype, the founder and the delivery month, not a second order or a cancel button.
 */
const BACKERS: Partial<ArchetypeTraits> = {
  typical: "Crowdfunding backers pledge for something that is not made yet: they back a founder who shows a working prototype and an honest delivery month, often on the word of a friend, a writer or a community they trust, and they decide fastest in the first and last days of a campaign.",
  decides: "each backer decides alone, often on launch day or in the last 48 hours, after watching the campaign video",
  behaviors: [
    "Watches the campaign video and scrolls to the risks section before pledging",
    "Backs early for the early-bird price, or waits to see whether the campaign will fund",
    "Shares a campaign they backed with friends who would use it",
  ],
  needs: [
    "Proof the prototype works: real footage and people who have used it",
    "An honest delivery month, and updates while it is being made",
    "A clear reward at a clear price, with shipping to where they live",
  ],
  pains: [
    "Campaigns that delivered late, or never",
    "Renders that looked nothing like what arrived",
    "Paying months before they get anything",
  ],
  goals: [
    "Get {product} first, at the early-bird price",
    "Back a maker they believe in and see it being made",
    "Know when it will arrive",
  ],
  objections: [
    { topic: /\b(ship\w*|deliver\w*|late|arrive)\b/i, text: "“Will it actually ship, and when?”" },
    { topic: /\b(fund|funded|goal)\b/i, text: "“What happens if the campaign doesn't reach its goal?” (on an all-or-nothing platform, nobody is charged)" },
    { topic: PRICE_TOPIC, text: "“{price} for a first product from a brand I don't know?”", when: "price" },
    { topic: /\b(break|broken|warranty|repair|rain)\b/i, text: "“What if it breaks after the campaign: is there a warranty?”" },
  ],
  buying:
    "Hears about {product} from a friend, a writer or a community, follows the pre-launch page or joins the early-bird list, and pledges on launch day for the early-bird price, or in the last 48 hours once the campaign looks likely to fund.",
};

/**
 * People who buy a ticket to a day (a conference, a festival): most come on a friend's, a speaker's or
 * an organiser's word, decide close to payday or a deadline, and need a reason to give up a Saturday.
 */
const ATTENDEES: Partial<ArchetypeTraits> = {
  typical: "People buy a ticket to a day like this when they see a reason to give it up: talks they can use, people they want to meet, something they can only do there. Many have day jobs or study, buy close to payday or a deadline, and come because a speaker, a friend or an organiser they trust is going.",
  org: "Mostly people paying for themselves (many with day jobs, some students), a few small teams booking together",
  decides: "each person decides alone and pays for themselves, often on payday or in the days before a price goes up; a small team decides together and one person books",
  behaviors: [
    "Buys on payday or just before a price goes up, rarely the first time they see it",
    "Checks who is speaking and who else is going before buying",
    "Comes with a friend, a classmate or a teammate more often than alone",
  ],
  needs: [
    "A reason to give up a Saturday: talks they can use, people they want to meet, something only the day offers",
    "A price that fits a day job or a student budget, and a clear refund or transfer policy",
    "Knowing who they will meet there",
  ],
  pains: [
    "Events that cost a weekend and a train fare and teach nothing new",
    "Not knowing anyone there",
    "Tickets bought months ahead and then not able to go",
  ],
  goals: [
    "Learn from people a step or two ahead of them",
    "Meet people in their field nearby",
    "Come away with something to use the next week",
  ],
  objections: [
    { topic: PRICE_TOPIC, text: "“{price} for one day, on top of travel?”", when: "price" },
    { topic: /\b(first|nobody knows|new)\b/i, text: "“It's the first one: will it actually be good, and will anyone be there?”" },
    { topic: /\b(time|weekend|saturday|day jobs?)\b/i, text: "“Is it worth a Saturday?”" },
    { topic: /\b(refund|transfer|can't go)\b/i, text: "“What if I can't make it on the day?”" },
  ],
  buying:
    "Hears about {product} from a speaker, a meetup, a Discord server or a course leader, checks the lineup and who else is going, and buys on payday or in the last days before the early bird ends; many wait until the last two weeks, and some bring a friend or their team.",
};

/**
 * People who buy a ticket to a fair or market for the public: families and couples planning a day out,
 * who hear of it from the makers they follow, a Facebook event, a listing or a friend, and decide close
 * to the day.
 */
const VISITORS: Partial<ArchetypeTraits> = {
  typical: "People buy a ticket to a day like this as a day out: the makers they follow, presents they won't find in the shops, something for the children to do. Most decide in the last weeks, from a Facebook event, a maker's post, a listing or a friend, and come as a family or a couple.",
  org: "Families, couples and friends, one of whom books for everyone",
  haunts: "Facebook events and local Facebook groups, the makers' Instagram accounts, what's-on listings and school newsletters",
  decides: "one person books for the family or the group, usually in the last two weeks, once the weekend's plans are set",
  behaviors: [
    "Books close to the day, once the weekend's plans are set, often in the evening on a phone",
    "Checks which makers are coming, what the children can do and where to park before booking",
    "Comes with the family, a partner or friends, rarely alone",
  ],
  needs: [
    "A day out the whole family enjoys, with presents they can't buy elsewhere",
    "A clear price for the family, and whether the children go free",
    "The opening hours, parking and how busy it will be",
  ],
  pains: [
    "Christmas shopping in crowded chains and online, with nothing personal to give",
    "A day out that costs more than expected once everyone is paid for",
    "Queues, no parking and nowhere to sit down with the children",
  ],
  goals: [
    "Find presents made by people they can meet",
    "A morning or afternoon out together",
    "Support local makers",
  ],
  objections: [
    { topic: PRICE_TOPIC, text: "“{price} each, on top of what we'll spend at the stalls?”", when: "price" },
    { topic: /\b(busy|crowd|queue|parking)\b/i, text: "“Will it be too busy to park or get near the stalls?”" },
    { topic: /\b(weekend|saturday|sunday|time)\b/i, text: "“Can we fit it into a busy December weekend?”" },
  ],
  buying:
    "Hears about {product} from a maker they follow, a Facebook event, a listing, a school newsletter or a friend, checks which makers are coming, the children's price and parking, and books in the last weeks before the day for the whole family.",
};

function traitsFor(f: Facts, r: Reading): ArchetypeTraits {
  const base = TRAITS[f.archetype];
  if (r.event) return { ...base, ...(r.event.crowd === "public" ? VISITORS : ATTENDEES) };
  if (r.crowdfunding) return { ...base, ...BACKERS };
  // Schools buy with quotes, purchase orders and frameworks, on the school year's calendar.
  if (r.schools) return { ...base, ...schoolTraits(r.schools) };
  // Churches choose on another pastor's word, with a board's approval, on the church year's calendar.
  if (r.church) return { ...base, ...churchTraits(r.church) };
  if (f.archetype === "creator" && r.sponsorship?.medium === "newsletter") return { ...base, ...(r.sponsorship.local ? LOCAL_NEWSLETTER : SPONSORED_NEWSLETTER) };
  if (f.archetype === "creator" && r.sponsorship) return { ...base, ...SPONSORED_SHOW };
  if (r.storeGame) return { ...base, ...STORE_GAME_PLAYERS };
  // A job board's employers pay and its candidates use it free: neither orders, and nobody is paid out.
  if (r.jobBoard) return { ...base, ...JOB_BOARD_SIDES };
  // Licensed clinicians in private practice guard their clients' privacy first and ask colleagues before any tool.
  if (r.clinician) return { ...base, ...clinicianTraits(r.clinician) };
  // Growers and field operators buy equipment on the season's calendar, on a neighbour's ground and their adviser's word.
  if (r.agtech) return { ...base, ...agtechTraits(r.agtech) };
  if (f.archetype === "marketplace" && r.marketplace && !r.marketplace.food) return { ...base, ...MARKETPLACE_SERVICE };
  // "40 delivery orders a month from holiday-home owners": customers who order from away, not walk-ins.
  if (f.archetype === "local" && r.remoteOrders) return { ...base, ...LOCAL_REMOTE };
  // Guests of a guest house live far away and book months ahead: no neighbours passing the window.
  if (f.archetype === "local" && r.stay) return { ...base, ...LOCAL_STAY };
  // A food truck is found by where it parks today, and catering has its own buyer.
  if (f.archetype === "local" && r.mobileFood) return { ...base, ...mobileFoodTraits(r.mobileFood.catering) };
  // A charity's supporters give, foster and volunteer; they do not buy.
  if (r.charity) return { ...base, ...CHARITY_SUPPORTERS };
  // Members of a coworking space try a day before they commit to a month: no counter, no regulars passing.
  if (f.archetype === "local" && r.workspace) return { ...base, ...LOCAL_WORKSPACE };
  // A taproom's drinkers choose tonight's stop by what is on; visitors are sent by hotels and tours.
  if (f.archetype === "local" && r.taproom) return { ...base, ...TAPROOM_TRAITS };
  // A restaurant's guests choose where to eat by trust and occasion, and book; groups book weeks ahead.
  if (f.archetype === "local" && r.restaurant) return { ...base, ...RESTAURANT_TRAITS };
  // An experience's groups book for an occasion and choose by reviews; a studio's tasters lead to courses.
  if (f.archetype === "local" && r.experience) return { ...base, ...experienceTraits(r.experience) };
  // A venue's couples book once, months ahead, after a show-round: no regulars, no passing trade.
  if (f.archetype === "local" && r.venue) return { ...base, ...LOCAL_VENUE };
  // Parents choose childcare months ahead, after two or three visits, on a friend's word and the regulator's reports.
  if (f.archetype === "local" && r.childcare) return { ...base, ...childcareTraits(r.childcare) };
  // An installer's homeowners buy once, after research, a neighbour's word and two or three written quotes.
  if (f.archetype === "local" && r.installer) return { ...base, ...installerTraits(r.installer) };
  // People moving home book a removals firm once every few years, a week or two ahead, after three quotes.
  if (f.archetype === "local" && r.removals) return { ...base, ...removalsTraits(r.removals) };
  // Members of a gym try an intro with a friend and leave, if they leave, in their first three months.
  // A children's club is chosen by a parent on another parent's word and a first class the child enjoyed.
  // A kennels or cattery is chosen on trust by owners afraid of leaving their pet, after a visit and a vet's word.
  if (f.archetype === "local" && r.petBoarding) return { ...base, ...petBoardingTraits(r.petBoarding) };
  // Expectant parents book a newborn photographer in pregnancy, on safety and another parent's word.
  if (f.archetype === "local" && r.familyPhoto) return { ...base, ...familyPhotoTraits(r.familyPhoto) };
  if (f.archetype === "local" && r.kidsClub) return { ...base, ...kidsClubTraits(r.kidsClub) };
  // A tattoo studio is chosen for an artist and a style, booked when the books open, on healed work and a friend's word.
  if (f.archetype === "local" && r.tattoo) return { ...base, ...tattooTraits(r.tattoo) };
  // A device repair shop is found the moment something breaks, on the price, the warranty and how soon it is ready.
  if (f.archetype === "local" && r.deviceRepair) return { ...base, ...deviceRepairTraits(r.deviceRepair) };
  // A children's entertainer is booked by a parent on the last party their child came home from.
  if (f.archetype === "local" && r.partyEntertainer) return { ...base, ...partyTraits(r.partyEntertainer) };
  // A personal trainer's clients start on a friend's word or a story from someone their age, and stay while someone checks in.
  if (f.archetype === "local" && r.trainer) return { ...base, ...trainerTraits(r.trainer) };
  if (f.archetype === "local" && r.gym) return { ...base, ...LOCAL_GYM };
  // A care agency is chosen by a daughter or son in a crisis, on the word of the discharge team or the GP practice.
  if (f.archetype === "local" && r.homeCare) return { ...base, ...homeCareTraits(r.homeCare) };
  if (f.archetype === "local" && r.careHome) return { ...base, ...careHomeTraits(r.careHome) };
  // A funeral is arranged by a family within a day or two of a death, on a name they trust and prices they compare.
  if (f.archetype === "local" && r.funeral) return { ...base, ...(r.funeral.celebrant ? celebrantTraits(r.funeral.celebrant) : funeralTraits(r.funeral)) };
  // A law practice's clients come once, frightened of an outcome, on a trusted word and the firm's own answers and fees.
  if (f.archetype === "local" && r.law) return { ...base, ...lawTraits(r.law) };
  // A design practice is commissioned once in a house's life, on a neighbour's or a builder's word and projects like theirs.
  if (f.archetype === "local" && r.architect) return { ...base, ...architectTraits(r.architect) };
  // Clients of an online coach follow them for a while, book a call and stay while the check-ins help.
  if (r.coaching) return { ...base, ...COACHING_CLIENTS };
  // Households on a veg box or milk round stay through the season, or leave with the summer.
  if (f.archetype === "local" && r.farmBox) return { ...base, ...LOCAL_FARM_BOX };
  // A florist's senders order for occasions and come back when reminded; its business buyers decide on a sample.
  if (f.archetype === "local" && r.florist) return { ...base, ...LOCAL_FLORIST };
  // A regulated adviser's clients come once for a big decision, through someone they trust.
  if (f.archetype === "local" && r.adviser) return { ...base, ...LOCAL_ADVISER };
  // Readers of a self-published book find it on the store's lists and in deal emails, and buy the next in the series.
  if (r.book) return { ...base, ...BOOK_READERS };
  // Fans of a band hear it on the radio or from a friend, buy the record from the band and go when it plays their town.
  if (r.band) return { ...base, ...BAND_FANS };
  // A tour's guests are visitors in town for a few days: no neighbours, no regulars, no parking.
  if (f.archetype === "local" && r.tour) return { ...base, ...LOCAL_TOUR };
  // Members of an app for meeting people choose on trust and stay if there is someone near them.
  if (r.smallholders) return { ...base, ...(r.farmEquipment ? equipmentTraits(r.smallholders, r.farmEquipment) : smallholderTraits(r.smallholders)) };
  if (r.meetPeople) return { ...base, ...meetPeopleTraits(r.meetPeople) };
  // A young child's app is chosen and paid for by a parent, on a teacher's or another parent's word.
  if (r.youngChildren) return { ...base, ...youngChildrenTraits(r.youngChildren) };
  // Buyers of a paid desktop app search, try for the length of the trial and pay once.
  if (r.desktopApp) return { ...base, ...desktopTraits(r.desktopApp) };
  // Builders of WordPress sites judge a plugin on its WordPress.org listing and pay for Pro at a client's job.
  if (r.wpPlugin) return { ...base, ...wpPluginTraits(r.wpPlugin) };
  // Buyers of a studio's projects hire at a moment, on a trusted person's word and work like theirs.
  if (r.agency) return { ...base, ...agencyTraits(r.agency) };
  // People who order food at work stay with the caterer that is on time and easy to reorder; couples book once after a tasting.
  if (r.caterer) return { ...base, ...catererTraits(r.caterer) };
  // Clients of a practice choose an accountant once, on a mate's or a supplier's word, when a deadline pushes them.
  // Buyers of specialist translation choose on proof in their field and a colleague's word, and stay with one who keeps their terms.
  if (r.translator) return { ...base, ...translatorTraits(r.translator) };
  if (r.accounting) return { ...base, ...accountingTraits(r.accounting) };
  // A recruiter's clients were cold called and spammed with CVs; they choose on three right people and a fee explained.
  if (r.recruiter) return { ...base, ...recruiterTraits(r.recruiter) };
  // Offices change IT provider after a scare, on the word of their accountant, landlord or another office manager.
  if (r.itSupport) return { ...base, ...itSupportTraits(r.itSupport) };
  // Landlords and home sellers choose an agent once, on a friend's word, a board and a valuation, and switch when let down.
  if (r.letting) return { ...base, ...lettingTraits(r.letting) };
  // Users of a browser extension search the store, judge the listing and its permissions, and pay when Pro saves them.
  if (r.browserExtension) return { ...base, ...browserExtensionTraits(r.browserExtension) };
  // Buyers on Amazon or Walmart type the thing, compare the first results and buy the listing that answers them.
  if (r.marketplaceBrand) return { ...base, ...marketplaceBrandTraits(r.marketplaceBrand) };
  // Buyers of a digital download see it in use, judge it on screenshots and buy once.
  if (r.digitalProduct) return { ...base, ...digitalProductTraits(r.digitalProduct) };
  // An app or a product bought for an ageing parent: the buyer is the worried adult child.
  if (r.forOlderParent && !r.teen && (f.archetype === "consumer-app" || f.archetype === "ecommerce")) return { ...base, ...FOR_OLDER_PARENT };
  // Grown-ups (a dating app for over-50s) hear of apps from friends, papers and search, not TikTok.
  if (f.archetype === "consumer-app" && r.mature) return { ...base, ...GROWN_UP_APP_USERS };
  if (f.archetype === "creator" && r.publication) return { ...base, ...PUBLICATION };
  // Members of a paid community stay for their group and the live sessions, not the archive.
  if (f.archetype === "creator" && r.membership) return { ...base, ...COMMUNITY_MEMBERS };
  if (f.archetype === "software" && r.research) return { ...base, ...RESEARCHERS };
  // Buyers of a print-on-demand shop choose the design, distrust mockups and buy for friends: nothing is used up or restocked.
  // Buyers of an artist's originals buy once or twice a year, after seeing the work and knowing the place.
  if (r.artist) return { ...base, ...artistTraits(r.artist) };
  if (r.printOnDemand) return { ...base, ...POD_BUYERS };
  if (r.wholesale) return { ...base, ...WHOLESALE };
  if (f.archetype === "ecommerce" && r.boughtOnce) return { ...base, ...ECOMMERCE_KEPT };
  if (f.archetype === "ecommerce" && !f.recurring) return { ...base, ...ECOMMERCE_ONE_OFF };
  if (f.archetype === "local" && f.trade?.trade === "pet") return { ...base, ...LOCAL_PET };
  if (f.archetype === "local" && f.trade?.trade === "events") return { ...base, ...localEvents(r.weddingSupplier) };
  if (f.archetype === "local" && r.examTutoring) return { ...base, ...EXAM_TUTORING };
  // Learners of 16 and over choose for themselves (a driving instructor's 17-25s): no school gate.
  if (f.archetype === "local" && r.driving) return { ...base, ...DRIVING_LEARNERS };
  // Adults in classes (a language school for expats): a group and progress they can feel, busy weeks at work.
  if (f.archetype === "local" && r.adultClasses) return { ...base, ...adultClassesTraits(r.adultClasses) };
  // Adults taught one-to-one (a guitar teacher on Zoom): a trial lesson, a block, progress they can hear, busy weeks at work.
  if (f.archetype === "local" && r.privateTeacher) return { ...base, ...privateTeacherTraits(r.privateTeacher) };
  if (f.archetype === "local" && f.trade?.trade === "lessons" && !f.trade.mobile && r.pupils === "adults") return { ...base, ...LOCAL_OLDER_LEARNERS };
  if (f.archetype === "local" && f.trade?.trade === "lessons" && !f.trade.mobile) return { ...base, ...LOCAL_LESSONS, ...(r.pupils === "children" ? LOCAL_CHILD_PUPILS : {}) };
  if (f.archetype === "local" && r.homeVisits && /\bclean|\bmaid/i.test(r.pitch)) return { ...base, ...LOCAL_HOME_ROUND };
  if (f.archetype === "local" && f.trade?.trade === "motor") return { ...base, ...LOCAL_GARAGE };
  if (f.archetype === "local" && f.trade?.trade === "cycle") return { ...base, ...LOCAL_CYCLE };
  if (f.archetype === "local" && f.trade?.trade === "dealer") return { ...base, ...LOCAL_DEALER };
  if (f.archetype === "local" && f.trade?.trade === "storage") return { ...base, ...LOCAL_STORAGE };
  if (f.archetype === "local" && f.trade?.trade === "farm") return { ...base, ...LOCAL_FARM };
  if (f.archetype === "local" && f.trade?.mobile) return { ...base, ...LOCAL_CALLOUT };
  if (f.archetype === "local" && f.trade?.trade === "retail") return { ...base, ...LOCAL_RETAIL };
  // A dental practice or office, whatever trade its words suggest: check-ups put off until reminded, a price known first.
  if (f.archetype === "local" && r.clinic?.care === "teeth") return { ...base, ...LOCAL_DENTAL };
  if (f.archetype === "local" && f.trade?.trade === "health") {
    return { ...base, ...(VET_PRACTICE.test(`${f.trade.shop} ${r.pitch}`) ? LOCAL_VET : LOCAL_CARE) };
  }
  if (f.archetype === "local" && f.trade && ["beauty", "health", "fitness", "service", "pet"].includes(f.trade.trade)) {
    return { ...base, ...LOCAL_BOOKED };
  }
  if (f.archetype === "b2b-smb" && (r.services || /\b(consult\w*|agency|firm|advis\w*)\b/i.test(r.pitch)) && !/\b(app|saas|platform|software for)\b/i.test(r.pitch)) {
    // "From £250 a month": ongoing work for a monthly fee, not a project.
    return { ...base, ...(r.services && r.recurring ? SMB_MONTHLY_SERVICE : SMB_SERVICE) };
  }
  return base;
}

const STAGE_BEHAVIOUR: Record<ProductStage, string> = {
  mvp: "At the MVP stage, the first customers are early adopters who forgive rough edges in exchange for a say in the product",
  beta: "During the beta, early adopters give feedback freely if they feel heard",
  launched: "Now that it is launched, buyers compare it with alternatives and look for first proof",
  growth: "With early traction, newcomers increasingly arrive by word of mouth and expect things to just work",
  scaling: "At scale, later and more cautious customers join; they need proof and support",
};

const CONSUMER_ARCHETYPES: Archetype[] = ["local", "consumer-app", "teen-app", "ecommerce", "marketplace"];

function allowed(o: Objection, f: Facts, r: Reading): boolean {
  switch (o.when) {
    case "competitor": return f.competitor !== null;
    case "no-competitor": return f.competitor === null;
    case "price": return f.price !== null;
    case "no-price": return f.price === null;
    case "recurring": return f.recurring;
    case "one-off": return !f.recurring;
    case "open-source": return r.openSource;
    case "closed": return !r.openSource;
    default: return true;
  }
}

function buildObjections(traits: ArchetypeTraits, named: string[], f: Facts, r: Reading): string[] {
  const kinds = traits.objections.filter((o) => allowed(o, f, r));
  const used = new Set<Objection>();
  const out: string[] = [];
  for (const item of named) {
    const quoted = item.startsWith("“");
    const match = kinds.find((o) => !used.has(o) && o.topic.test(item));
    if (match) used.add(match);
    if (quoted || !match) out.push(upperFirst(item));
    else out.push(`${f.fill(match.text)} (you named this: ${uncap(item)})`);
  }
  for (const o of kinds) {
    if (out.length >= 5) break;
    if (used.has(o) || o.onlyIfNamed) continue;
    // Two versions of the same worry (with and without a competitor) never both appear.
    if (kinds.some((other) => used.has(other) && other.topic.source === o.topic.source)) continue;
    used.add(o);
    out.push(`Assumption: ${f.fill(o.text)}`);
  }
  return out.slice(0, 6);
}

const assume = (items: string[], f: Facts) => items.map((t) => `Assumption: ${upperFirst(f.fill(t))}`);
const take = (founder: string[], typical: string[], min: number, max: number) => {
  const out = founder.slice(0, max);
  for (const t of typical) {
    if (out.length >= Math.max(min, Math.min(max, founder.length + 2))) break;
    out.push(t);
  }
  return out.slice(0, max);
};

/** What the profile is drafted for: the kind of business, or the way it sells when that says more. */
function profileKindLabel(reading: Reading): string {
  const c = reading.crowdfunding;
  if (c) return /^your\b/.test(c.platform) ? "crowdfunding campaign" : `crowdfunding campaign on ${c.platform}`;
  if (reading.sponsorship) return `${reading.sponsorship.medium} selling sponsorship`;
  if (reading.artist) return `${withArticle(reading.artist.word)} selling originals and prints, and the people who buy them`;
  if (reading.translator) return `a ${reading.translator.word} and the business clients who commission one`;
  if (reading.publication) return "newsletter";
  if (reading.wholesale) return "producer selling to shops";
  if (reading.schools) return kindLabel(reading);
  if (reading.marketplaceBrand) return `brand selling on ${reading.marketplaceBrand.store}`;
  if (reading.marketplaceSeller) return `maker selling on ${joinWords(reading.marketplaceSeller.platforms)}`;
  if (reading.research) return "software researchers pay for themselves";
  if (reading.smallholders) return reading.farmEquipment ? "equipment sold to smallholder farmers on pay-as-you-go" : "a service sold to smallholder farmers";
  if (reading.homeVisits) return `home service on a ${reading.homeVisits.schedule} round`;
  if (reading.mobileFood) return `${reading.mobileFood.word}${reading.mobileFood.catering ? " that caters" : ""}`;
  if (reading.examTutoring) return "exam tutoring for secondary-school pupils";
  if (reading.adultClasses) return `classes for adults${reading.adultClasses.newcomers ? " new to the city" : ""}`;
  if (reading.privateTeacher) return `one-to-one ${reading.privateTeacher.subject} lessons for adults${reading.privateTeacher.online ? " online" : ""}`;
  if (reading.charity) return `${reading.charity.word} and its supporters`;
  if (reading.adviser) return `${reading.adviser.word} and their clients`;
  if (reading.installer) return "home-improvement installer";
  if (reading.removals) return `${reading.removals.word} and the people moving home who choose it`;
  if (reading.homeCare) return `${reading.homeCare.word} and the families who choose it`;
  if (reading.careHome) return `${reading.careHome.word} and the families who choose it`;
  if (reading.funeral?.celebrant) return `${reading.funeral.celebrant.word} and the funeral directors and families who choose one`;
  if (reading.funeral) return `${reading.funeral.word} and the families who choose it`;
  if (reading.law) return `${reading.law.word} and the clients who instruct it`;
  if (reading.architect) return `${reading.architect.word} and the homeowners who commission it`;
  if (reading.letting) return `${reading.letting.word} and the ${reading.letting.side === "sales" ? "home sellers" : reading.letting.us ? "rental owners" : "landlords"} who choose it`;
  if (reading.petBoarding) return `${/^[aeiou]/i.test(reading.petBoarding.word) ? "an" : "a"} ${reading.petBoarding.word} and the owners who trust it with their pets`;
  if (reading.kidsClub) return `a children's ${reading.kidsClub.word} and the parents who choose it`;
  if (reading.trade === "dealer") return "a car dealer and the buyers who choose it";
  if (reading.trade === "storage") return "a self-storage site and the customers who choose it";
  if (reading.trade === "farm") return "a farm families visit and the visitors who come back";
  if (reading.familyPhoto) return `a ${reading.familyPhoto.word} and the parents who book one`;
  if (reading.tattoo) return `${reading.tattoo.word} and the clients who choose an artist there`;
  if (reading.deviceRepair) return `a ${reading.deviceRepair.word} and the people who bring it a broken device`;
  if (reading.partyEntertainer) return `${reading.partyEntertainer.word.startsWith("bouncy") ? "" : /^[aeiou]/i.test(reading.partyEntertainer.word) ? "an " : "a "}${reading.partyEntertainer.word} and the parents who book it`;
  if (reading.trainer) return `a local ${reading.trainer.word} and the clients who choose one`;
  return kindLabel(reading);
}

/**
 * Customer profile without a model: the founder's own words about their customers (who, where,
 * ages, where they spend time, objections), completed with what is typical for this kind of
 * business. Everything that goes beyond the founder's words starts with "Assumption:".
 */
export function buildProfile(answers: PlanFormData, reading: Reading = readAnswers(answers)): CustomerProfile {
  const ctx = makeContext(answers, reading);
  const f = factsFor(ctx);
  const traits = traitsFor(f, reading);
  const persona = readPersona(answers, reading.marketplace);
  const consumer = CONSUMER_ARCHETYPES.includes(f.archetype);
  const custom = answers.audienceType === "other" ? clip(answers.customAudienceType, 80) : "";

  // Demographics: who, where, how old, what they spend, who decides.
  const demographics: string[] = [];
  if (custom) demographics.push(`Role: ${custom}`);
  else if (consumer && persona.first) {
    demographics.push(`Who: ${clip(noStop(persona.first.replace(/,?\s*aged \d{1,2}\s?(?:-|–|to)\s?\d{1,2}\b/i, "")), 170)}`);
  } else if (persona.roles) demographics.push(`Role: ${persona.roles}`);
  else demographics.push(`Assumption: ${f.fill(uncap(traits.role))}`);
  if (!consumer) {
    const size = STATED_SIZE.exec(`${answers.audiencePersona} ${answers.productDescription}`)?.[0];
    if (persona.org) demographics.push(`Organisation: ${clip(persona.org, 120)}`);
    else if (size) demographics.push(`Organisation: ${size}`);
    else if (traits.org && MICRO_BUSINESS.test(`${answers.productDescription} ${answers.audiencePersona}`)) {
      demographics.push("Assumption: businesses of one to five people, run by the owner, often with family");
    } else if (traits.org) demographics.push(`Assumption: ${uncap(traits.org)}`);
  }
  demographics.push(
    reading.ages
      ? `Age: ${reading.ages[0]}-${reading.ages[1]}`
      : // "Parents of children aged 6-14": the buyers are adults, the ages are their children's.
        reading.childAges
        ? `Age: adults; the children they decide for are ${reading.childAges[0]}-${reading.childAges[1]}`
        : "Age: not stated; ask your first customers",
  );
  const region = answers.audienceGeography !== "local" && persona.within && !samePlace(persona.within, f.place) ? persona.within : null;
  const stay = reading.stay;
  const tour = reading.tour;
  demographics.push(
    tour
      ? `Location: ${tour.from ? `visiting from ${tour.from}` : "visiting from abroad"}${f.place || tour.city ? `, in ${f.place || tour.city} for a few days` : ""}${tour.areas ? ` (the tour: ${tour.areas})` : ""}`
      : stay
      ? `Location: ${stay.from ? `travelling from ${stay.from}` : "travelling from far away"}${stay.where ? ` to ${stay.where}` : ""}${f.place && !(stay.where ?? "").includes(f.place.replace(/^the /, "")) ? ` (${f.place})` : ""}`
      : reading.artist && !f.place && reading.country
      ? `Location: mostly ${reading.country}, many with a tie to ${reading.artist.region ?? "the places you paint"}`
      : f.place
      ? `Location: ${f.place}${region ? ` (${region.replace(/^the /, "")})` : ""}`
      : `Location: ${region ? `mostly ${region}` : "worldwide"}`,
  );
  // A marketplace's other side, in the founder's words when the persona describes it.
  const supply = reading.marketplace?.supply;
  const supplyWord = supply ? new RegExp(`\\b${(supply.split(/\s+/).at(-1) ?? "").replace(/s$/, "")}s?\\b`, "i") : null;
  const otherSide = supplyWord ? persona.rest.find((sentence) => supplyWord.test(sentence)) : undefined;
  if (supply) demographics.push(`Other side: ${otherSide ? noStop(otherSide.replace(/^(?:on the other side|and on the other side|the other side)[,:]?\s*/i, "")) : f.fill("{supply}")}`);
  if (persona.spend) demographics.push(`Spending today: ${uncap(persona.spend.replace(/^(?:today )?they\s+(?:have\s+)?(?:spend|pay|spent|paid)\s+/i, "").replace(/^(?:today )?they\s+/i, ""))}`);
  if (demographics.length < 6) demographics.push(`Assumption: ${f.fill(traits.decides)}`);

  // Behaviours: where they spend time (their words first), then what is typical.
  const haunts = persona.haunts.length
    ? [`Where they spend time: ${uncap(persona.haunts.join("; "))}`]
    : [`Assumption: where they spend time: ${f.fill(traits.haunts)}`];
  // The product's stage says little about a shop's customers, and with teenagers it would invite contact.
  // A paid community's members do not meet a product that must "just work": their first week is in the traits.
  const stage = ["local", "teen-app", "marketplace"].includes(f.archetype) || reading.schools || reading.membership || reading.band || reading.church || reading.letting ? [] : [`Assumption: ${STAGE_BEHAVIOUR[answers.productStage]}`];
  const behaviors = [
    ...haunts,
    ...persona.rest.filter((sentence) => sentence !== otherSide).slice(0, 2).map(upperFirst),
    ...assume(traits.behaviors, f).slice(0, stage.length ? 2 : 3),
    ...stage,
  ].slice(0, 6);

  // Pains: how they cope today and what the founder saw, then what is typical.
  const statusQuo = f.archetype === "local" ? null : statusQuoOf(answers, f.product);
  const founderPains = [
    ...(statusQuo ? [`How they manage today: ${uncap(statusQuo)}`] : []),
    ...persona.pains.map(upperFirst),
    ...customerChallenges(answers).map(upperFirst),
  ];
  const painPoints = take(founderPains, assume(traits.pains, f), 3, 5);

  // A side whose goal the founder said ("Home cooks: a steady income") takes no typical one besides.
  const saidFor = persona.goals.filter((g) => g.includes(": ")).map((g) => `Assumption: ${upperFirst(g.split(": ")[0]!)}:`);
  const goals = take(persona.goals.map(upperFirst), assume(traits.goals, f).filter((t) => !saidFor.some((p) => t.startsWith(p))), 3, 5);
  const needs = take([], assume(traits.needs, f), 3, 4);
  // A distrust the founder named is the first objection, in their words.
  const objections = [...(reading.distrust ? [upperFirst(reading.distrust.quote)] : []), ...buildObjections(traits, persona.objections, f, reading)].slice(0, 6);
  if (objections.length < 3) objections.push(...assume(["“Is this really for someone like me?”"], f));

  const where = stay ? (stay.town ? ` in ${stay.town}` : "") : tour ? (tour.city ? ` in ${tour.city}` : "") : f.place ? ` ${inPlace(f.place)}` : "";
  const overview = [
    reading.installer ? installerPitch(reading.installer, f.product, f.place ?? "") : reading.removals ? removalsPitch(reading.removals, f.product, f.place ?? "") : namedPitch(reading.pitch, f.product),
    custom ? `You describe its customers as “${custom}”.` : "",
    persona.first ? `Its ${stay || tour ? "guests" : reading.charity ? "supporters" : reading.kidsClub || reading.partyEntertainer || reading.familyPhoto ? "families" : reading.petBoarding ? "owners" : reading.tattoo ? "clients" : reading.trainer ? "clients" : reading.workspace || reading.gym || reading.membership ? "members" : reading.farmBox ? "households" : reading.adviser || reading.architect ? "clients" : reading.venue ? (reading.venue.weddings ? "couples" : "clients") : reading.book ? "readers" : "customers"}${where}, in your words: “${noStop(clip(persona.first, 260))}.”` : `It serves ${reading.audience}${where}.`,
    f.fill(traits.typical),
    `Assumption: beyond your words, this profile is drafted from what is typical for this kind of business (${profileKindLabel(reading)}${f.archetype === "teen-app" ? " for teenagers" : ""}); every guess starts with “Assumption:”, so confirm those in ${reading.charity ? "your next five conversations with supporters" : reading.marketplaceBrand ? `your reviews, the questions buyers ask on the listing and ${reading.marketplaceBrand.market === "Amazon" ? "Brand Analytics" : "your search reports"} (${reading.marketplaceBrand.market} limits what you may send its buyers)` : "your first five customer conversations"}.`,
  ]
    .filter(Boolean)
    .join(" ");

  const decision = sentencesOf(flat(answers.challenges)).find((s) => /\b(sales cycles?|procurement|approval|decid\w*|budget cycles?)\b/i.test(s));
  const buyingProcess = [
    `Assumption: ${f.fill(traits.buying)}`,
    f.freeOffer ? `Make the first step (${f.freeOffer}) effortless.` : "",
    decision ? `You said: “${noStop(decision)}.”` : "",
    reading.charity
      ? "Check this against how your current monthly donors started giving."
      : reading.marketplaceBrand
        ? `Check this against your ${reading.marketplaceBrand.market === "Amazon" ? "search term report and Brand Analytics" : "search and sales reports"}: which searches bring your orders, and how many sessions each order takes.`
        : "Check this against how your first customers actually bought.",
  ]
    .filter(Boolean)
    .join(" ");

  return { overview, demographics: demographics.slice(0, 6), behaviors, needs, painPoints, goals, objections, buyingProcess };
}

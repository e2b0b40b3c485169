import type { PlanFormData } from "~/wizard/types";
import { MONTHS } from "./calendar";
import { formatCount, joinWords, numberFrom, numberWord, upperFirst } from "./words";

/**
 * A health practice people register with or book a course of care at: a vet practice (owners register their
 * pets, often before anything is wrong, and may join a monthly health plan), or a physio, osteopath or
 * chiropractor's clinic (people book when something hurts, and get better over a plan of care). Unlike a
 * salon, new patients come through people who see the same bodies or animals first (running shops and
 * coaches, breeders and rescue centres), through a first step that suits care (a free injury check, a new-pet
 * registration with a nurse check), through the pages people search when something is wrong, and through
 * reviews that must be answered without confirming anyone is a patient. Professional advertising rules apply
 * (the RCVS code for UK vets, a state board's rules for US physical therapists). Read from the founder's
 * words whatever product type the form says. Pure.
 */
export type Clinic = {
  /** Animals (a vet practice), people's bodies (a physio, osteopath or chiropractor) or teeth (a dental practice or office). */
  care: "vet" | "body" | "teeth";
  /** The founder's word for the place: "vet practice", "physio clinic", "osteopath's clinic". */
  word: string;
  /** Who is treated, in the practice's own word: "physio", "vet", "osteopath", "chiropractor". */
  practitioner: string;
  /** The animals the practice treats, when said: "cats, dogs and rabbits". */
  animals: string | null;
  /** The price of a session, when said: "$110 for 45 minutes" → 110, 45. */
  price: number | null;
  minutes: number | null;
  /** The currency symbol of the prices: "$", "£". */
  symbol: string;
  /** The monthly health plan's price, when said: "a monthly pet health plan at £14" → 14. */
  planPrice: number | null;
  /** What the health plan covers, when said: "vaccinations, flea and worm treatment and two health checks a year". */
  planCovers: string | null;
  /** Goal numbers: "800 registered pets and 150 health plans by June", "25 new patients a month by March". */
  goalPets: number | null;
  /** Pets registered today, when said: "about 120 pets are registered so far" → 120. */
  pets: number | null;
  goalPlans: number | null;
  goalNewPerMonth: number | null;
  byMonth: string | null;
  /** The quiet times the founder names: "Monday and Wednesday mornings". */
  quiet: string | null;
  /** Most insurance not accepted, superbills given (US). */
  noInsurance: boolean;
  superbills: boolean;
  /** A rival with a health plan (the chain across town). */
  rivalPlan: boolean;
  /** A dental practice: the share of patients seen once who never come back ("40% of patients we see once never come back" → 40). */
  oneOff: number | null;
  /** A dental practice: the treatments it names beyond check-ups ("Invisalign and implants"). */
  treatments: string[];
  /** A dental practice in the UK whose patients come from NHS dentistry they could not get into. */
  nhs: boolean;
  /** A dental practice that offers finance on treatment. */
  finance: boolean;
  /** In the United States (HIPAA, a state board) or the United Kingdom (the RCVS code, GPs). */
  us: boolean;
  uk: boolean;
  /** The US state, when said after the city: "Boise, Idaho" → "Idaho". */
  state: string | null;
};

const VET = /\b(?:vet(?:erinary)? (?:practice|clinic|surgery|hospital|centre|center)s?|veterinar(?:y|ian)s?|vets)\b/;
const BODY: [RegExp, string, string][] = [
  [/\bphysio(?:therapy)? (?:clinic|practice|studio)s?\b|\b(?:one|two|solo)-physios?\b|\bphysio\b[^.]{0,40}\bclinic\b|\bphysiotherap(?:ist|y)\b|\bphysical therap(?:y|ist) (?:clinic|practice)s?\b|\bsports (?:injury|rehab) clinic\b/, "physio clinic", "physio"],
  [/\bosteopath(?:'s|s|ic|y)? ?(?:clinic|practice)?\b/, "osteopath's practice", "osteopath"],
  [/\bchiropract(?:or|ic)(?:'s)? ?(?:clinic|practice|office)?\b/, "chiropractic clinic", "chiropractor"],
];

/** A dental practice or office, or a dentist's; "dental" alone (dental software, a dental lab) is not one. */
const TEETH = /\b(dental (?:practice|surgery|clinic|office|care centre|center)s?|dentist(?:'s|s)?(?! (?:software|apps?))|dentistry)\b/;

/** Words that make the product something for such practices (their software, an app), not one of them. */
const FOR_THEM = /\b(?:apps?|platform|software|saas|tool|system|marketplace|directory|plugin|agency|consultancy|booking engine|reminders?)\b[^.]{0,60}$/;

/** The pitch names a vet practice or a physio/osteopath/chiropractor's clinic that is the business itself. */
export function clinicWordOf(pitch: string): { care: Clinic["care"]; word: string; practitioner: string } | null {
  const lower = pitch.toLowerCase();
  if (/\bonline\b|\bvirtual\b|\btele(?:health|medicine|rehab)\b/.test(lower)) return null;
  const vet = VET.exec(lower);
  const body = BODY.map(([re, word, who]) => ({ m: re.exec(lower), word, who })).find((b) => b.m);
  const teeth = TEETH.exec(lower);
  const first = [vet, body?.m, teeth].filter((m): m is RegExpExecArray => Boolean(m)).sort((x, y) => x.index - y.index)[0];
  const hit = !first
    ? null
    : first === vet
      ? { m: vet, care: "vet" as const, word: "vet practice", who: "vet" }
      : first === teeth
        ? { m: teeth, care: "teeth" as const, word: /^dental (?:office|surgery|clinic)/.test(teeth[1]!) ? teeth[1]!.replace(/s$/, "") : "dental practice", who: "dentist" }
        : { m: body!.m!, care: "body" as const, word: body!.word, who: body!.who };
  if (!hit) return null;
  const before = lower.slice(0, hit.m.index);
  if (FOR_THEM.test(before) || /\bfor (?:[a-z-]+ ){0,3}$/.test(before)) return null;
  return { care: hit.care, word: hit.word, practitioner: hit.who };
}

/** Treatments a dental practice names beyond check-ups, in its founder's spelling. */
const TREATMENTS: [RegExp, string][] = [
  [/\binvisalign\b/i, "Invisalign"],
  [/\bclear aligners?\b/i, "clear aligners"],
  [/\bimplants?\b/i, "implants"],
  [/\b(?:teeth )?whitening\b/i, "whitening"],
  [/\bveneers?\b/i, "veneers"],
  [/\bcomposite bonding\b/i, "composite bonding"],
];

const monthOf = (word: string | undefined): string | null => (word ? MONTHS.find((m) => m.toLowerCase() === word.toLowerCase()) ?? null : null);
const MONTH_RE = MONTHS.join("|");
const DAY = "monday|tuesday|wednesday|thursday|friday|saturday|sunday";

/**
 * "Greenway Vets, a new independent vet practice in Didsbury … a monthly pet health plan at £14", "800
 * registered pets and 150 health plans by June"; "Riverside Physio, a one-physio sports and back-pain clinic
 * in Boise, Idaho … $110 for 45 minutes", "Monday and Wednesday mornings are empty": the practice and the
 * numbers its plan needs. Null for anything else (a salon, software for dental practices).
 */
export function readClinic(a: PlanFormData, pitch: string, country: string | null): Clinic | null {
  // A practice's patients are people, whichever box was ticked; software for practices is sold to businesses and developers.
  if (a.audienceType === "developer" || a.audienceType === "b2b-smb") return null;
  const found = clinicWordOf(pitch);
  if (!found) return null;
  const d = a.productDescription;
  const all = `${d} ${a.successMetrics} ${a.challenges}`;
  // A session's price, not the health plan's monthly one: "$110 for 45 minutes", "20-minute appointments at £45".
  const price = [...d.matchAll(/([£$€])\s?(\d{2,3})(?:\.\d\d)?\b(?:\s*(?:for|per)\s*(?:a\s*)?(\d{2})[- ]minutes?)?/gi)].find(
    (m) => !/\b(?:a|per|\/)\s*month\b/i.test(d.slice(m.index! + m[0].length, m.index! + m[0].length + 14)) && !/\b(?:plan|monthly|membership)\b[^.]{0,20}$/i.test(d.slice(Math.max(0, m.index! - 30), m.index!)),
  );
  const minutes = /\b(\d{2})[- ]minute(?:s)?\b/i.exec(d);
  const plan = /([£$€])\s?(\d{1,3}(?:\.\d\d)?)\s*(?:a|per|\/)\s*month\b|\bmonthly (?:pet )?(?:health )?plan (?:at|for|of)\s*([£$€])\s?(\d{1,3}(?:\.\d\d)?)/i.exec(d);
  const pets = /\b(\d{1,3}(?:,\d{3})?|\d{1,5}) (?:registered )?(?:pets|animals|patients registered)\b/i.exec(a.successMetrics);
  const plans = /\b(\d{1,3}(?:,\d{3})?|\d{1,5}) (?:pet )?(?:health )?plans?\b/i.exec(a.successMetrics);
  const fresh = /\b(\d{1,3}) new (?:patients|clients|registrations)(?: a| per| each)? (?:month|week)\b/i.exec(a.successMetrics);
  const by = new RegExp(`\\b(?:by|before|until|end of)\\s+(?:the\\s+end\\s+of\\s+)?(${MONTH_RE})\\b`, "i").exec(a.successMetrics);
  const quiet = new RegExp(`\\b((?:${DAY})s?(?:(?:,| and| or)\\s+(?:${DAY})s?)*\\s+(?:mornings|afternoons|evenings))\\b[^.]{0,30}\\b(?:empty|quiet|dead|half[- ]empty|free)\\b|\\b(?:empty|quiet|dead)\\s+((?:${DAY})s?(?:(?:,| and| or)\\s+(?:${DAY})s?)*(?:\\s+(?:mornings|afternoons|evenings))?)\\b`, "i").exec(a.challenges);
  // "Our diary has space on weekday afternoons": the quiet times said in the description.
  const spare = quiet ? null : new RegExp(`\\b(?:space|gaps|room|free slots|free appointments)\\b[^.]{0,20}?\\b((?:weekday|${DAY})s?(?:(?:,| and| or)\\s+(?:${DAY})s?)*\\s+(?:mornings|afternoons|evenings))\\b`, "i").exec(d);
  const symbol = price?.[1] ?? plan?.[1] ?? plan?.[3] ?? (country === "United Kingdom" ? "£" : "$");
  const stateMatch = /,\s*([A-Z][a-z]+(?: [A-Z][a-z]+)?)\b/.exec(d);
  const animals = /\bfor ((?:(?:cats|dogs|rabbits|guinea pigs|small pets|small animals|horses|exotics)(?:,\s*|\s+and\s+)?)+)/i.exec(d);
  const planPrice = plan ? Number(plan[2] ?? plan[4]) : null;
  const covers = /\bplan\b[^.]{0,40}?\b(?:covers|includes)\s+([^.;()]{6,120})/i.exec(d);
  return {
    care: found.care,
    word: found.word,
    practitioner: found.practitioner,
    animals: animals ? animals[1]!.replace(/[,\s]+(?:and)?\s*$/i, "").toLowerCase() : null,
    price: price ? Number(price[2]) : null,
    minutes: price?.[3] ? Number(price[3]) : minutes ? Number(minutes[1]) : null,
    symbol,
    planPrice: found.care !== "body" || /\bhealth plan\b/i.test(d) ? planPrice : null,
    planCovers: covers ? covers[1]!.trim() : found.care === "teeth" ? /\b(?:a|per) month,? (?:for|covering|which covers|including)\s+([^.;()]{6,120})/i.exec(d)?.[1]?.trim() ?? null : null,
    goalPets: numberFrom(pets?.[1]?.replace(",", "")),
    pets: numberFrom(/\b(\d{1,3}(?:,\d{3})?|\d{1,5}) (?:pets|animals) (?:are |already )?registered\b|\b(\d{1,3}(?:,\d{3})?|\d{1,5}) registered pets\b/i.exec(d)?.slice(1).find(Boolean)?.replace(",", "")),
    goalPlans: numberFrom((plans ?? (found.care === "teeth" ? /\b(\d{1,3}(?:,\d{3})?|\d{1,5}) (?:new )?(?:plan )?members\b/i.exec(a.successMetrics) : null))?.[1]?.replace(",", "")),
    goalNewPerMonth: fresh && /month/i.test(fresh[0]) ? Number(fresh[1]) : null,
    byMonth: monthOf(by?.[1]),
    quiet: quiet ?? spare ? (quiet?.[1] ?? quiet?.[2] ?? spare![1])!.replace(/\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)/gi, (w) => w[0]!.toUpperCase() + w.slice(1).toLowerCase()) : null,
    noInsurance: /\b(?:most |no )?insurance (?:is )?not accepted\b|\bdon'?t (?:take|accept) insurance\b|\bout[- ]of[- ]network\b|\bcash[- ]based\b|\bsuperbills?\b/i.test(all),
    superbills: /\bsuperbills?\b/i.test(all),
    rivalPlan: /\b(?:chain|rival|competitor|practice|vets?)\b[^.]{0,40}\bhealth plan\b/i.test(a.challenges),
    oneOff: found.care === "teeth" ? numberFrom(/\b(\d{1,2})\s?%[^.]{0,60}\b(?:never (?:come|came) back|don'?t (?:come|return)|do not (?:come|return)|never return|not return|one-off)\b/i.exec(d)?.[1]) : null,
    treatments: found.care === "teeth" ? TREATMENTS.filter(([re]) => re.test(d)).map(([, name]) => name) : [],
    nhs: found.care === "teeth" && /\bNHS\b/.test(`${d} ${a.audiencePersona}`),
    finance: found.care === "teeth" && /\bfinance\b|\binterest[- ]free\b|\b0% (?:finance|credit)\b|\bpayment plans?\b|\bfinancing\b/i.test(all),
    us: country === "United States",
    // A dental practice that names the NHS or the GDC is in the UK, wherever the place's name leaves it unsaid.
    uk: country === "United Kingdom" || (!country && found.care === "teeth" && /\bNHS\b|\bGDC\b/.test(`${all} ${a.audiencePersona}`)),
    state: country === "United States" && stateMatch ? stateMatch[1]! : null,
  };
}

/** Who sees the same bodies or animals first and can send new patients. */
export function clinicPartners(c: Clinic | null): string {
  if (c?.care === "vet") return "breeders, rescue centres, groomers, pet shops, dog walkers and puppy-class trainers";
  if (c?.care === "teeth") return "your own patients, who recommend a dentist to friends and family, and local employers whose staff need one";
  const doctors = c?.uk ? "GPs" : "doctors";
  const others = c?.practitioner === "chiropractor" ? "physios and massage therapists" : c?.practitioner === "osteopath" ? "physios and massage therapists" : "chiropractors and massage therapists";
  return `running and bike shops, run clubs, coaches and personal trainers, ${others}, and ${doctors} where their rules allow`;
}

/** The first step that suits care: a free injury check, or a new pet's registration with a nurse check. */
function firstStep(c: Clinic | null): string {
  if (c?.care === "vet") return "a new-pet registration with a free nurse check";
  if (c?.care === "teeth") return `a new-patient exam${c.price ? ` at ${c.symbol}${c.price}` : ""}`;
  return "a free 15-minute injury check (in the clinic or by phone)";
}

/** What a first visit offers that the answers say (the appointment's length, one to one), or a slot. */
function different(c: Clinic | null): string {
  if (c?.care === "teeth" && !c.minutes && (c.price || c.planPrice)) {
    return `${c.price ? `New-patient exams at ${c.symbol}${c.price}, with a written plan and price before any treatment. ` : ""}${c.planPrice ? `Our membership plan is ${c.symbol}${c.planPrice} a month${c.planCovers ? ` for ${c.planCovers}` : ""}.` : ""}`.trim();
  }
  if (!c?.minutes) return "{{what makes a first visit different here}}.";
  return c.care === "vet"
    ? `Every appointment is ${c.minutes} minutes long, so there is time to examine your pet and explain.`
    : `Every session is ${c.minutes} minutes, one to one with your ${c.practitioner}.`;
}

const YOUNG: [RegExp, string][] = [[/\bcats?\b/, "kitten"], [/\bdogs?\b/, "puppy"], [/\brabbits?\b/, "rabbit"], [/\bguinea pigs?\b/, "guinea pig"], [/\bhorses?\b/, "foal"]];

/** "cats, dogs and rabbits" → "kitten, puppy or rabbit": the new pet an owner registers. */
function youngOf(animals: string): string {
  const found = YOUNG.map(([re, young]) => ({ at: animals.search(re), young })).filter((y) => y.at >= 0).sort((x, y) => x.at - y.at);
  return found.length ? joinWords(found.map((y) => y.young)).replace(/ and (?!.* and )/, " or ") : "pet";
}

/** "£14 a month (£168 a year)". */
function planMoney(c: Clinic | null): string {
  if (!c?.planPrice) return "{{the plan's monthly price}}";
  const year = Math.round(c.planPrice * 12 * 100) / 100;
  return `${c.symbol}${c.planPrice} a month (${c.symbol}${formatCount(year)} a year)`;
}

/** The rules on advertising and reviews the founder checks, by where they are and what they do. */
function adRules(c: Clinic | null): string {
  if (c?.care === "teeth") return c.uk ? "the GDC's guidance on advertising and the ASA's CAP Code" : c.us ? `${c.state ? `the ${c.state} ` : "your state's "}dental board's rules on advertising` : "your dental regulator's rules on advertising";
  if (c?.care === "vet") return c.uk ? "the RCVS Code of Professional Conduct's guidance on advertising and publicity" : "your veterinary board's rules on advertising";
  if (c?.us) return `${c.state ? `the ${c.state} ` : "your state's "}physical therapy board's rules on advertising and testimonials${c.practitioner === "physio" ? "" : ` (or your own profession's board)`}`;
  if (c?.uk) return c.practitioner === "osteopath" ? "the General Osteopathic Council's standards and the ASA's CAP Code on health claims" : c.practitioner === "chiropractor" ? "the General Chiropractic Council's code and the ASA's CAP Code on health claims" : "the HCPC's standards and the ASA's CAP Code on health claims";
  return "your professional body's rules on advertising and health claims";
}

/** How replies to reviews keep confidentiality: HIPAA in the US, client confidentiality elsewhere. */
function privacyRule(c: Clinic | null): string {
  if (c?.us && c.care !== "vet") return "never confirm or hint that the reviewer is a patient, and never mention their care, even to correct them: under HIPAA a reply can disclose health information (check with whoever advises you on HIPAA)";
  if (c?.care === "vet") return "never discuss the pet, its treatment or the bill in public: thank them, and offer to talk by phone (check the RCVS guidance on client confidentiality)";
  if (c?.care === "teeth") return `never confirm that the reviewer is a patient or mention their treatment in public: thank them and offer to talk by phone (check ${c.uk ? "the GDC's guidance on patient confidentiality" : "your regulator's guidance on patient confidentiality"})`;
  return "never confirm that the reviewer is a patient or mention their care in public: thank them and offer to talk by phone (check your professional body's guidance on confidentiality)";
}

/** How a patient pays when insurance is not billed directly: the superbill, and HSA or FSA money, worded as checks. */
function payingLine(c: Clinic): string {
  return `${c.superbills ? "Most insurance isn't billed directly; we give you a superbill to claim back from your insurer (check with them what out-of-network physical therapy they reimburse), and" : "Most insurance isn't billed directly, and"} physical therapy is often an eligible expense for an HSA or FSA (check with your plan).`;
}

/** "300 new members is about six a week over the 52 weeks, and £5,400 a month coming in …"; empty without a goal in members. */
function teethMembersMath(c: Clinic, weeks: number, deadlineWeeks: number | null): string {
  if (!c.goalPlans) return "";
  const span = deadlineWeeks && deadlineWeeks > 0 ? deadlineWeeks : weeks;
  return `${formatCount(c.goalPlans)} new members${c.byMonth ? ` by ${c.byMonth}` : ""} is about ${numberWord(Math.ceil(c.goalPlans / span))} a week over the ${span} weeks${c.planPrice ? `, and ${c.symbol}${formatCount(c.goalPlans * c.planPrice)} a month coming in once they have all joined, whether anyone needs a filling or not` : ""}: so the plan is offered at every visit, first to the patients who came once.`;
}

/** "about 38 pets a week"; "about six new patients a week". */
export function clinicMath(c: Clinic, weeks: number, deadlineWeeks: number | null): string | null {
  const span = deadlineWeeks && deadlineWeeks > 0 ? deadlineWeeks : weeks;
  if (c.care === "teeth" && (c.goalPlans || c.oneOff)) {
    const members = teethMembersMath(c, weeks, deadlineWeeks);
    const once = c.oneOff ? `${members ? " " : ""}You said ${c.oneOff}% of the patients you see once never come back: each of them who books a second check-up is a patient the membership plan can keep, so booking the next visit before they leave comes first.` : "";
    return `${members}${once} Rough arithmetic on your numbers; count new members and returning patients every Friday.`;
  }
  if (c.care === "vet" && c.goalPets) {
    const now = c.pets && c.pets < c.goalPets ? c.pets : 0;
    const a = Math.ceil((c.goalPets - now) / span);
    const plans = c.goalPlans ? ` ${formatCount(c.goalPlans)} health plans is about one pet in ${numberWord(Math.max(2, Math.round(c.goalPets / c.goalPlans)))} on the plan${c.planPrice ? `, ${c.symbol}${formatCount(c.goalPlans * c.planPrice)} a month coming in whether anyone is ill or not` : ""}: so the plan is offered, in money terms, at every registration and first check.` : "";
    return `${formatCount(c.goalPets)} registered pets${c.byMonth ? ` by ${c.byMonth}` : ""} is ${now ? `${formatCount(c.goalPets - now)} more than the ${formatCount(now)} registered today, ` : ""}about ${numberWord(a)} new pets a week over the ${span} weeks to your deadline${now ? "" : ", if you start near zero (take off the pets you have today)"}.${plans} Rough arithmetic on your numbers; count registrations and plans every Friday.`;
  }
  if (c.goalNewPerMonth) {
    const week = Math.ceil(c.goalNewPerMonth / 4.3);
    const money = c.price ? ` At ${c.symbol}${c.price} a session, each new patient who follows a plan of care of a few sessions is worth several times that.` : "";
    const quiet = c.quiet ? ` ${c.quiet} are where the first visits and the follow-ups go, so every first step offered below names them first.` : "";
    return `${c.goalNewPerMonth} new patients a month${c.byMonth ? ` by ${c.byMonth}` : ""} is about ${numberWord(week)} a week.${money}${quiet} Rough arithmetic on your numbers; count new patients by where they came from every Friday.`;
  }
  return null;
}

/**
 * {clinicWord} {clinicWho} {clinicPatients} {clinicClient} {clinicWorry} {clinicAfter} {clinicPartners} {clinicFirst} {clinicQuiet} {clinicQuietFirst} {clinicQuietOne} {clinicPlan} {clinicAdRules}
 * {clinicPrivacy} {clinicSearches} {clinicTalk} {clinicSession} {clinicTalkShort} {clinicTalkAd} {clinicPrice} {clinicMath} {clinicBy} {clinicDoctors} {clinicAnimals} {clinicPaying} {clinicPayingLower}
 * {clinicTown} {clinicCovers} {clinicDifferent} {clinicYoung} {clinicHelp} {clinicFirstCap} {clinicSearchMoment} {clinicNegatives}:
 * a vet practice or a physio's clinic; slots where the answers do not say.
 */
export function clinicTokens(c: Clinic | null, weeks: number, deadlineWeeks: number | null, place: string): Record<string, string> {
  const near = place.split(/,| and /)[0]!.trim() || "{{your town}}";
  const vet = c?.care === "vet";
  const quiet = c?.quiet ?? "{{your quietest mornings}}";
  return {
    clinicWord: c?.word ?? "practice",
    clinicWho: c?.practitioner ?? "practitioner",
    clinicPatients: vet ? "animals" : "injuries",
    clinicClient: vet ? "owner" : "patient",
    clinicWorry: vet ? "a poorly cat or a rabbit off its food" : "a sore knee or a back that won't settle",
    clinicTown: near,
    clinicCovers: c?.planCovers ?? "{{what the plan covers}}",
    clinicDifferent: different(c),
    clinicYoung: youngOf(c?.animals ?? "cats and dogs"),
    clinicHelp: vet ? "come in and answer your customers' questions about a new pet's first months" : "come and answer your members' or customers' questions about the aches and injuries that stop them",
    clinicAfter: vet ? "after a nurse check or a consultation" : "after the last planned session or a free check",
    clinicPartners: clinicPartners(c),
    clinicFirst: firstStep(c),
    clinicFirstCap: upperFirst(firstStep(c)),
    clinicQuiet: quiet,
    clinicQuietFirst: c?.quiet ? `, held on ${c.quiet}` : "",
    // "Monday and Wednesday mornings" → "a Monday or Wednesday morning".
    clinicQuietOne: c?.quiet ? `a ${c.quiet.replace(/ and /g, " or ").replace(/(day|morning|afternoon|evening)s\b/gi, "$1")}` : "{{one of your quietest mornings}}",
    clinicPlan: planMoney(c),
    clinicAdRules: adRules(c),
    clinicPrivacy: privacyRule(c),
    clinicSearches: vet
      ? `'vet in ${near}', 'vet near me', 'rabbit vet ${near}', 'puppy vaccinations ${near}'`
      : `'physio for runner's knee in ${near}', 'sports physio ${near}', 'lower back pain physio ${near}', 'physical therapy near me'`.replace(/physio/g, c?.practitioner === "physio" || !c ? "physio" : c.practitioner),
    clinicTalk: vet ? "a puppy party one evening a month, and an open evening to meet the team" : "a free 20-minute talk at run clubs (the niggles that stop runners and riders) and at workplaces (desk backs: what to change at the desk, when to get a sore back checked)",
    clinicSession: c?.minutes ? `${c.minutes}-minute ${c.care === "vet" ? "appointments" : "sessions"}` : c?.care === "vet" ? "unhurried appointments" : "one-to-one sessions",
    clinicTalkShort: vet ? "the puppy parties and the open evening" : "the run-club and workplace talks",
    clinicTalkAd: vet ? "Puppy party or open evening" : "A free talk on running injuries and desk backs",
    clinicPrice: c?.price ? `${c.symbol}${c.price}${c.minutes ? ` for ${c.minutes} minutes` : ""}` : "{{your price per session}}",
    clinicMath: (c && clinicMath(c, weeks, deadlineWeeks)) ?? "Count new patients, and where each one came from, every Friday: the goal is that count.",
    clinicBy: c?.byMonth ?? "{{your deadline}}",
    clinicDoctors: c?.uk ? "GPs" : "doctors",
    clinicAnimals: c?.animals ?? "cats and dogs",
    clinicPayingLower: c?.noInsurance ? payingLine(c).replace(/^M/, "m") : "{{how patients pay and what insurance covers}}",
    clinicPaying: c?.noInsurance ? payingLine(c) : "{{how patients pay and what insurance covers}}",
    clinicSearchMoment: "the searches people make when something is wrong",
    clinicNegatives: "jobs, courses, degree, free exercises",
    ...teethTokens(c, near),
  };
}

/** "Invisalign and implants", or a slot. */
function treatmentsOf(c: Clinic | null): string {
  return c?.treatments.length ? joinWords(c.treatments) : "{{the treatments you offer}}";
}

/** Who can come to a dental practice at its quiet times: after school only in the afternoon. */
function quietWho(c: Clinic | null): string {
  const afternoons = !c?.quiet || /afternoon/i.test(c.quiet);
  return `retired people, shift workers${afternoons ? " and school-age children after school" : " and parents once the school run is done"}`;
}

/**
 * {clinicOthers} {clinicRegister} {clinicTreatments} {clinicTreatmentSearch} {clinicOneOff} {clinicNewcomers} {clinicNewcomersShort} {clinicQuietWho} {clinicFinance} {clinicPlanLine} {clinicRecallRule} {clinicSpecialist}:
 * a dental practice's own tokens; the shared ones said for teeth (the dentist, the new-patient exam, the searches).
 */
function teethTokens(c: Clinic | null, near: string): Record<string, string> {
  const teeth = c?.care === "teeth";
  const out: Record<string, string> = {
    clinicTreatments: treatmentsOf(c),
    clinicTreatmentSearch: c?.treatments.length ? c.treatments.map((t) => `'${t === "implants" ? "dental implants" : t} ${near}'`).join(", ") : `'{{treatment}} ${near}'`,
    clinicOneOff: c?.oneOff ? `the ${c.oneOff}% of patients seen once who never come back` : "the patients seen once who never came back",
    clinicNewcomers: c?.nhs ? "people who left NHS dentistry because they couldn't get an appointment" : c?.us ? `people new to ${near}, or whose dentist retired or left their insurance network` : "people looking for a new dentist",
    clinicNewcomersShort: c?.nhs ? "people who can't get an NHS appointment" : "people looking for a new dentist",
    clinicQuietWho: quietWho(c),
    clinicFinance: c?.finance
      ? `Finance is available on ${treatmentsOf(c)}: use your finance provider's approved wording, with the representative example where it is needed (${c.uk ? "credit adverts are regulated by the FCA" : "credit adverts have their own rules"}: check with your provider).`
      : `If you offer finance on ${treatmentsOf(c)}, say so only in your finance provider's approved wording (${c?.uk ? "credit adverts are regulated by the FCA" : "credit adverts have their own rules"}: check with your provider before you publish it).`,
    clinicPlanLine: c?.planPrice
      ? `${c.symbol}${c.planPrice} a month${c.planCovers ? ` for ${c.planCovers}` : ""}`
      : "{{the plan's monthly price}} for {{what it covers}}",
    clinicOthers: c?.nhs ? "another practice or the NHS" : "another practice",
    clinicRegister: c?.uk ? "GDC number" : c?.us ? "license number" : "registration number",
    clinicRecallRule: c?.uk ? "only to patients who agreed to reminders (keep a note of when and how they agreed, as UK GDPR expects)" : c?.us ? "only to patients who agreed to reminders by text or email, with no treatment details in the message (check HIPAA and the TCPA with whoever advises you)" : "only to patients who agreed to reminders",
    clinicSpecialist: c?.uk ? "\"specialist\" only for a dentist on the GDC's specialist list" : "\"specialist\" only for a dentist your state board recognises as one",
  };
  if (!teeth || !c) return out;
  return {
    ...out,
    clinicPatients: "patients",
    clinicWorry: "a chipped tooth, or a check-up years overdue",
    clinicHelp: "come and give your staff a 20-minute lunchtime talk on their teeth, with time for questions",
    clinicAfter: "after every check-up and hygiene visit",
    clinicSearches: `'dentist ${c.us ? "accepting" : "taking"} new patients ${near}', 'private dentist ${near}', ${out.clinicTreatmentSearch}`.replace("private dentist", c.us ? "family dentist" : "private dentist"),
    clinicTalk: "a 20-minute lunchtime talk for local employers' staff (what a check-up finds early, what the membership plan covers)",
    clinicSession: c.minutes ? `${c.minutes}-minute appointments` : "unhurried appointments",
    clinicTalkShort: "the lunchtime talks at local employers",
    clinicTalkAd: "A free lunchtime talk on your teeth",
    clinicSearchMoment: "the searches people make for a new dentist or a treatment",
    clinicNegatives: "jobs, courses, nurse training, dental school",
    clinicPrice: c.price ? `${c.symbol}${c.price}` : "{{your new-patient exam's price}}",
    clinicPaying: c.planPrice ? `You can pay visit by visit, or join the membership plan at ${out.clinicPlanLine}.` : "{{how patients pay: visit by visit, or a membership plan}}",
    clinicPayingLower: c.planPrice ? `you can pay visit by visit, or join the membership plan at ${out.clinicPlanLine}` : "{{how patients pay: visit by visit, or a membership plan}}",
  };
}

/** The goal line of a clinic's strategy, whatever goal the form says. */
export const CLINIC_STRATEGY_VET =
  "registering new pets through the people owners already trust ({clinicPartners}), a first step that suits care ({clinicFirst}, with a puppy or kitten pack), the health plan explained in money terms at every registration, local search and reviews answered the way the rules allow";
export const CLINIC_STRATEGY_BODY =
  "new patients sent by the people who see the same injuries first ({clinicPartners}), {clinicFirst}{clinicQuietFirst}, a plan of care explained clinically, pages for what people search when something hurts, talks where they run and work, and reviews answered the way the rules allow";
export const CLINIC_FOCUS_VET = "Pets registered and health plans joined, counted every Friday by where each owner heard of the practice";
export const CLINIC_FOCUS_BODY = "New patients, counted every Friday by who sent them, with {clinicQuiet} filled first";
export const CLINIC_STRATEGY_TEETH =
  "keeping {clinicOneOff} (the next check-up booked before they leave, and a recall reminder when it is due), the membership plan ({clinicPlanLine}) offered at every visit and on the website, a welcome for {clinicNewcomers}, {clinicQuiet} offered to the people free then, treatment pages priced 'from', referrals from patients and local employers, and reviews answered the way the rules allow";
export const CLINIC_FOCUS_TEETH = "Returning patients and new members on the plan, counted every Friday, with {clinicQuiet} filled first";
/** The strategy's goal line and its primary focus, by the practice's care. */
export const CLINIC_STRATEGY: Record<Clinic["care"], string> = { vet: CLINIC_STRATEGY_VET, body: CLINIC_STRATEGY_BODY, teeth: CLINIC_STRATEGY_TEETH };
export const CLINIC_FOCUS: Record<Clinic["care"], string> = { vet: CLINIC_FOCUS_VET, body: CLINIC_FOCUS_BODY, teeth: CLINIC_FOCUS_TEETH };

/** "Greenway Vets is a vet practice in Didsbury for cats, dogs and rabbits: owners register …" */
export function clinicWhat(c: Clinic, product: string, audience: string, where: string): string {
  // "people in Boise and Meridian" says nothing the place does not: the practice's own patients instead.
  const who = /^people in\b/i.test(audience) ? "" : ` for ${audience}`;
  if (c.care === "vet") {
    return `${product} is a ${c.word} ${where}${c.animals ? ` for ${c.animals}` : who}: owners register when they get a new pet or move, often before anything is wrong, stay for years when their pet is treated well, and join a health plan when it is clearly worth it.`;
  }
  if (c.care === "teeth") {
    return `${product} is a ${c.word} ${where}${who}: patients choose a dentist on a friend's word and on reviews, come back when they are reminded and the first visit felt unhurried and clearly priced, and stay for years on a membership plan when it is plainly worth it.`;
  }
  return `${product} is a ${c.word} ${where}${who}: people book when something has hurt for long enough, on the word of someone who sees the same injuries (a coach, a running shop, a doctor) or after a search, and get better over a plan of care.`;
}

/** The strategy's own lines: the goal's arithmetic, the quiet mornings, the rival's health plan, how patients pay. */
export function clinicListening(c: Clinic, weeks: number, deadlineWeeks: number | null): string[] {
  const out: string[] = [];
  const math = clinicMath(c, weeks, deadlineWeeks);
  if (math) out.push(math);
  if (c.rivalPlan && c.care === "vet") out.push(`You said the chain across town has a health plan: so does ${c.planPrice ? `yours, at ${planMoney(c)}` : "yours"}; the plan's page and the words at the desk show what it covers against paying visit by visit${c.minutes ? `, and the ${c.minutes}-minute appointments are what the chain does not offer` : ""}.`);
  if (c.care === "teeth" && c.quiet) out.push(`You said ${c.quiet} have space: they are offered first to ${quietWho(c)}, and to anyone the recall reminders bring back.`);
  if (c.noInsurance && c.care === "body") out.push(`Most insurance is not billed directly${c.superbills ? " and you give superbills" : ""}: every page and first call says how paying works, before the price puts anyone off.`);
  return out;
}

/**
 * Lines a shop's or a salon's plan gives that mean nothing to a health practice: the till, regulars, stamp
 * cards, gift vouchers, the salon's "same time in weeks" and "weekday extra", a shop window and a school
 * fundraiser at the till.
 */
export const CLINIC_MISFITS =
  /\bby the till\b|\bat the till\b|\bregulars\b|\bstamp cards?\b|\bgift vouchers?\b|\bthe weekday extra\b|\bsame time in \{\{weeks\}\} weeks\b|\bshop window\b|\bbest sellers\b|\bcome in,? say hello\b|\bhelp local schools and clubs raise money\b|\byearly service\b|\bshort drive of the shop\b|\bthe shop's phone\b/i;

/** Some tactic works with people who see the same patients first. */
const PARTNER_WORK_VET = /\bbreeders?\b|\brescue (?:centres?|centers?)\b|\bgroomers?\b/i;
const PARTNER_WORK_BODY = /\brun(?:ning)? (?:clubs?|shops?)\b|\bpersonal trainers?\b|\bcoach(?:es)?\b[^.]*\b(?:refer|send)/i;
const PARTNER_WORK_TEETH = /\blocal employers?\b|\brecommend (?:us|a friend)\b/i;
/** A dental practice's recall: the next check-up booked, a reminder when it is due. */
const RECALL = /\brecall\b[^.]*\b(?:reminders?|due)\b|\bcheck-up\b[^.]*\bdue\b/i;
/** The membership plan said in money terms: its price against paying visit by visit, or the saving. */
const MEMBERSHIP_IN_MONEY = /\bmembership plan\b[^]*?\b(?:visit by visit|the saving|a year)\b/i;
/** A title only the regulator's list allows, used without saying so. */
const SPECIALIST = /\bspecialists?\b/i;
const SPECIALIST_CHECKED = /\bspecialist list\b|\bboard recognises as one\b/i;
/** The health plan said in money terms: a price against paying per visit. */
const PLAN_IN_MONEY = /\bhealth plan\b[^]*?\b(?:visit by visit|per visit|a year)\b/i;
/** A review reply that keeps confidentiality. */
const REPLY_RULE = /\bnever (?:confirm|discuss|mention)\b[^.]*\b(?:patient|pet|care|treatment)\b/i;
/** An outcome promised: "pain-free in three sessions", "guaranteed results". */
export const PROMISED_OUTCOME = /\bguarantee(?:d|s)? (?:results?|recovery|to (?:fix|cure))\b|\bpain[- ]free in \w+ (?:sessions?|weeks?)\b|\bcures?d? (?:your|back|knee)\b/i;

/** What the checker finds missing from a health practice's plan. */
export function clinicPlanGaps(c: Clinic | null, planText: string): { reason: string; note: string }[] {
  if (!c) return [];
  const out: { reason: string; note: string }[] = [];
  if (c.care === "teeth") {
    if (!PARTNER_WORK_TEETH.test(planText)) out.push({ reason: `New patients of a ${c.word} come through ${clinicPartners(c)}, and no tactic asks either.`, note: "Leaves out referrals" });
    if (!RECALL.test(planText)) out.push({ reason: `${c.oneOff ? `You said ${c.oneOff}% of patients seen once never come back, and` : "Patients drift away when nobody reminds them, and"} no tactic books the next check-up or sends a recall reminder when it is due.`, note: "Leaves one-off patients unrecalled" });
    if ((c.goalPlans || c.planPrice) && !MEMBERSHIP_IN_MONEY.test(planText)) out.push({ reason: "The goal counts members, and no tactic explains the membership plan in money terms: what it covers, the monthly price and the saving.", note: "Leaves the membership plan unexplained" });
    if (SPECIALIST.test(planText) && !SPECIALIST_CHECKED.test(planText)) out.push({ reason: `The plan says "specialist" without the check: ${adRules(c)} allow the title only for a dentist on the specialist list.`, note: "Uses a title the rules restrict" });
  } else if (!(c.care === "vet" ? PARTNER_WORK_VET : PARTNER_WORK_BODY).test(planText)) {
    out.push({ reason: `New patients of a ${c.word} come through people who see the same ${c.care === "vet" ? "animals" : "injuries"} first (${clinicPartners(c)}), and no tactic works with them.`, note: "Leaves out referral partners" });
  }
  if (c.care === "vet" && (c.goalPlans || c.planPrice) && !PLAN_IN_MONEY.test(planText)) {
    out.push({ reason: "The goal counts health plans, and no tactic explains the plan in money terms against paying visit by visit.", note: "Leaves the health plan unexplained" });
  }
  if (/\breviews?\b/i.test(planText) && !REPLY_RULE.test(planText)) {
    out.push({ reason: c.us && c.care === "body" ? "Asks for reviews without saying how to reply: under HIPAA a reply must never confirm that the reviewer is a patient." : "Asks for reviews without saying how to reply: a practice never discusses a patient or their care in a public reply.", note: "Review replies that could break confidentiality" });
  }
  if (c.quiet && !planText.toLowerCase().includes(c.quiet.toLowerCase())) {
    out.push({ reason: `You said ${c.quiet} are empty, and no tactic fills them.`, note: "Leaves the empty times unfilled" });
  }
  const promised = PROMISED_OUTCOME.exec(planText);
  if (promised) out.push({ reason: `"${promised[0]}" promises an outcome: ${adRules(c)} rule out testimonials and claims like it.`, note: "Promises an outcome" });
  return out;
}

/** What the AI prompt states about a health practice: what it is, what its plan is made of, the arithmetic. */
export function clinicFacts(c: Clinic | null, weeks: number, deadlineWeeks: number | null, place: string): string[] {
  if (!c) return [];
  const t = clinicTokens(c, weeks, deadlineWeeks, place);
  if (c.care === "teeth") return teethFacts(c, t, clinicMath(c, weeks, deadlineWeeks));
  const lines = [
    `- A ${c.word}, a health practice people ${c.care === "vet" ? "register their pets with" : "book a course of care at"}, not an app, a shop or a salon, whatever the product type says: no till, regulars, stamp cards, gift vouchers, school fundraisers, shop window or a salon's 'same time in a few weeks' rebooking upsell`,
    `- Its plan: referral partners who see the same ${c.care === "vet" ? "animals" : "people"} first (${t.clinicPartners}); ${t.clinicFirst}${c.care === "vet" ? " and a puppy or kitten pack" : c.quiet ? `, held on ${c.quiet}` : ""}; ${c.care === "vet" ? `the health plan (${t.clinicPlan}) explained in money terms against paying visit by visit; ` : "a plan of care and the next appointment framed clinically (what the next session is for), never as an upsell; "}local search and pages for what people search (${t.clinicSearches}); ${t.clinicTalk}`,
    `- Reviews: ask every patient alike and offer nothing for them (Google's rules); when replying, ${t.clinicPrivacy}. No testimonial or claim that promises an outcome; tell the founder to check ${t.clinicAdRules}, without quoting rules as fact`,
  ];
  if (c.quiet) lines.push(`- The founder says ${c.quiet} are empty: the first steps and follow-ups fill them first`);
  if (c.noInsurance && c.care === "body") lines.push(`- Most insurance is not billed directly${c.superbills ? "; superbills are given" : ""}: the plan says how paying works on every page and first call`);
  const math = clinicMath(c, weeks, deadlineWeeks);
  if (math) lines.push(`- The goal's arithmetic: ${math}`);
  return lines;
}

/** The practice's partners, as a short list for the toolkit. */
export function clinicPartnerList(c: Clinic): string {
  return joinWords(clinicPartners(c).split(/, (?:and )?/).slice(0, 3));
}

/** What the AI prompt states about a dental practice or office. */
function teethFacts(c: Clinic, t: Record<string, string>, math: string | null): string[] {
  const lines = [
    `- A ${c.word}, which patients register with and come back to for check-ups, not an app, a shop or a salon, whatever the product type says: no till, regulars, stamp cards, gift vouchers, 'yearly service' texts or ads 'a short drive from the shop'`,
    `- Its plan: ${c.oneOff ? `${t.clinicOneOff} first (` : "returning patients first ("}the next check-up booked before they leave, recall reminders by text or email for check-ups and hygiene, ${t.clinicRecallRule}); the membership plan (${t.clinicPlanLine}) offered at every visit and on the website with what it covers, the monthly price and the saving; a welcome for ${t.clinicNewcomers}${c.nhs ? ", worded honestly and never knocking the NHS" : ""}; treatment pages (${t.clinicTreatments}) with prices 'from' and finance only in the provider's approved wording; referrals from patients and local employers' staff${c.quiet ? `; ${c.quiet} offered to ${t.clinicQuietWho}` : ""}`,
    `- Reviews: ask every patient alike and offer nothing for them; when replying, ${t.clinicPrivacy}. Tell the founder to check ${t.clinicAdRules} (no misleading claims, ${t.clinicSpecialist}), without quoting rules as fact`,
  ];
  if (math) lines.push(`- The goal's arithmetic: ${math}`);
  return lines;
}

import type { PlanFormData } from "~/wizard/types";
import { formatCount, joinWords, numberFrom, numberWord, rewrite, upperFirst, withArticle } from "./words";

/**
 * An architecture or building design practice for homeowners: architects (RIBA chartered or ARB registered in
 * the UK, AIA members and state-licensed in the US), architectural designers and technicians, interior
 * designers and garden designers who design and see the work through, but do not build it. Its clients buy
 * once in a house's life, for a project that frightens them (a planning refusal, a builder who overruns, a
 * budget that doubles), and choose on a neighbour's or a builder's word, on projects like theirs that were
 * approved and built, and on whether the fee is explained plainly. So its plan is a fees page that explains
 * the stages and what the first visit gives, planning results as proof (the reference and the borough,
 * approved first time), a page per house type and per borough with local planning notes, the builders,
 * engineers, party-wall surveyors and estate agents who refer and are referred back, an open house the owner
 * of a finished project hosts for the neighbours, a talk for homeowners at the library, reviews from owners at
 * completion, and a portfolio site (Houzz) kept as a shop window rather than a lead source. Not a builder or an
 * installer (installer.ts: a survey, a written quote, a sign on the scaffold); not a branding or web studio
 * (agency). Read from the founder's words whatever product type the form says. Pure.
 */
export type Architect = {
  /** The founder's kind of practice, as the plan names it: "architecture practice", "interior design practice". */
  word: string;
  /** What it designs: houses and extensions, interiors, gardens. */
  design: "architecture" | "interior" | "garden";
  /** Whose rules and registers the plan names: the UK's (RIBA, ARB, planning permission), the US's (AIA, state board, permits) or others to check. */
  rules: "uk" | "us" | "other";
  /** The practice says it is RIBA chartered (UK) or AIA (US). */
  chartered: boolean;
  /** The fee as said: "10-12% of build cost". */
  fee: string | null;
  /** The first paid visit as said: "£450", "first design visit". */
  visitPrice: string | null;
  visit: string;
  /** The services, as the pitch lists them: "house extensions, loft conversions and whole-house refurbishments". */
  services: string | null;
  /** The boroughs (or towns) it works in, from the place: ["Lambeth", "Southwark", "Lewisham"]. */
  areas: string[];
  /** It works in London, whose councils are boroughs. */
  london: boolean;
  /** The stages it takes a client through, as said ("from first sketch through planning permission …"). */
  stagesSaid: boolean;
  /** The persona's houses: "Victorian and Edwardian terraces". */
  houses: string | null;
  /** A portfolio or lead site the founder says brings the wrong leads ("Houzz leads are price shoppers"). */
  portal: string | null;
  /** The founder has no time for social media. */
  noSocial: boolean;
  /** The founder will not discount the fee. */
  noDiscount: boolean;
  /** People in the practice: "two-person" → 2. */
  team: number | null;
  /** The goal: "Two new signed projects a month" → 2, a month. */
  goalCount: number | null;
  perMonth: boolean;
};

/** The practice itself in its pitch: architects, an architectural practice, a RIBA chartered practice, interior or garden designers. */
const ARCHITECT_WORD =
  /\b(?:riba[- ]chartered (?:practice|architects?)|aia(?:[- ]member)? (?:firm|practice|architects?)|(?:residential |domestic |chartered |registered |small |independent |family )?architect(?:ure|ural)? (?:practice|firm|studio|office)|architectural (?:designers?|design (?:practice|studio|firm|service)|technicians?|technologists?)|(?:residential |domestic |chartered |registered |independent )?architects?|landscape architects?|interior design(?:ers?| (?:practice|studio|firm))|garden design(?:ers?| (?:practice|studio|firm))|(?:landscape|garden) designers?)\b/;

/** An architect of something else (software, cloud, data, solutions) or software for architects: not a practice. */
const NOT_A_PRACTICE =
  /\b(?:software|solutions?|cloud|data|systems?|enterprise|security|network|information|technical|platform|salesforce|aws|azure|it|web|ux|sound|chief)\s+architects?\b|\barchitects? of\b|\b(?:app|apps|platform|software|saas|tool|marketplace|directory|plugin|crm|course|newsletter|template|templates|plugin|bim|cad)\b[^.]{0,40}\b(?:for|to) (?:[a-z-]+ ){0,3}(?:architects?|designers?)\b/;

/** The pitch names an architecture or design practice that is the business itself; null for anything else. */
export function architectWordOf(pitch: string): { word: string; design: Architect["design"] } | null {
  const lower = pitch.toLowerCase();
  if (NOT_A_PRACTICE.test(lower)) return null;
  const m = ARCHITECT_WORD.exec(lower);
  if (!m) return null;
  const before = lower.slice(0, m.index);
  // "Builders who work with architects", "referrals from interior designers": someone else's practice.
  if (/\b(?:for|with|from|to|by|and|like|alongside|including|than)\s+(?:[a-z-]+\s+){0,3}$/.test(before)) return null;
  const said = m[0];
  const design: Architect["design"] = /interior/.test(said) ? "interior" : /garden|landscape/.test(said) ? "garden" : "architecture";
  const word =
    design === "interior" ? "interior design practice"
    : design === "garden" ? (/landscape architect/.test(said) ? "landscape architecture practice" : "garden design practice")
    : /architectural (?:designer|design|technician|technologist)/.test(said) ? "architectural design practice"
    : "architecture practice";
  return { word, design };
}

/** The places in the founder's region: "Lambeth, Southwark and Lewisham" → the three boroughs. */
function areasOf(region: string): string[] {
  return region
    .split(/,\s*|\s+and\s+|\s*&\s*/)
    .map((s) => s.trim().replace(/^(?:the )?(?:London )?boroughs? of /i, ""))
    .filter((s) => /^[A-Z]/.test(s) && s.length < 40);
}

/**
 * "Hollis Architects is a two-person RIBA chartered practice in south London designing house extensions …;
 * fees are usually 10-12% of build cost, with a £450 first design visit": the practice and what its plan needs.
 * Null for anything else (a builder, a loft conversion company, a branding studio, software for architects).
 */
export function readArchitect(a: PlanFormData, pitch: string, country: string | null): Architect | null {
  if (a.audienceType === "developer" || a.audienceType === "b2b-enterprise") return null;
  const found = architectWordOf(pitch);
  if (!found) return null;
  const d = a.productDescription;
  const us = country === "United States" || (!country && (/\$|\bAIA\b|\bzoning\b/.test(d)));
  const uk = country === "United Kingdom" || /£|\bRIBA\b|\bARB\b|\bplanning permission\b|\bborough\b/i.test(`${d} ${a.localRegion ?? ""}`);
  const fee = /\b(\d{1,2}(?:(?:\s?[-–]\s?|\s?to\s?)\d{1,2})?\s?%\s+of\s+(?:the\s+)?(?:build|construction|building|project|works?)\s+(?:cost|costs|budget|value))\b/i.exec(d);
  const visit =
    /([£$€]\s?\d[\d,]*)\s+(?:for\s+(?:an?|the|our)\s+)?((?:first|initial|introductory)\s+(?:design\s+|site\s+|home\s+)?(?:visit|consultation|meeting))/i.exec(d) ??
    /((?:first|initial|introductory)\s+(?:design\s+|site\s+|home\s+)?(?:visit|consultation|meeting))\s+(?:is|costs?|for|at|of)\s+([£$€]\s?\d[\d,]*)/i.exec(d);
  const visitParts = visit ? (/^[£$€]/.test(visit[1]!) ? { price: visit[1]!, what: visit[2]! } : { price: visit[2]!, what: visit[1]! }) : null;
  const services = /\b(?:designing|design|designs|we do|offering|specialising in|specializing in)\s+((?:[a-z][a-z -]+, )*[a-z][a-z -]+? (?:and|or) [a-z][a-z -]+?)(?=[.;:]|,?\s+(?:for|in|across|from)\b|$)/i.exec(d);
  const houses = /\b(?:in|with|own(?:ing)?)\s+((?:(?:Victorian|Edwardian|Georgian|1930s|period|terraced|semi-detached|detached|Arts and Crafts|post-war|mid-century)(?:,? (?:and|or) |, | ))+(?:terraces|terraced houses|houses|homes|semis|cottages|townhouses|bungalows))\b/i.exec(a.audiencePersona);
  const portal = /\b(houzz|checkatrade|bark|rated people|mybuilder|trustatrader|angi|thumbtack|homeadvisor)\b/i.exec(a.challenges);
  const team = /\b(one|two|three|four|five|six|\d)[- ]person\b/i.exec(d) ?? /\b(two|three|four|five|six|\d)\s+(?:architects|designers|partners|directors)\b/i.exec(d);
  const goal = /\b(\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty)\s+(?:new\s+)?(?:signed\s+)?(?:projects|commissions|clients|jobs|appointments)\b/i.exec(a.successMetrics);
  return {
    word: found.word,
    design: found.design,
    rules: uk ? "uk" : us ? "us" : "other",
    chartered: /\bRIBA\b|\bAIA\b|\bchartered\b/.test(d),
    fee: fee ? fee[1]!.replace(/\s?[-–]\s?/, "-").replace(/\s?%/, "%") : null,
    visitPrice: visitParts ? visitParts.price.replace(/\s/g, "") : null,
    visit: visitParts ? visitParts.what.toLowerCase() : found.design === "architecture" ? "first design visit" : "first visit",
    services: services ? services[1]!.trim() : null,
    areas: areasOf(a.localRegion ?? ""),
    london: /\blondon\b|\bborough\b/i.test(`${d} ${a.localRegion ?? ""}`),
    stagesSaid: /\bfirst sketch\b|\bplanning\b|\bbuilding reg(?:ulation)?s\b|\btender\b|\bstages?\b/i.test(d),
    houses: houses ? houses[1]!.replace(/^./, (c) => c.toUpperCase()) : null,
    portal: portal ? (portal[1]!.toLowerCase() === "houzz" ? "Houzz" : upperFirst(portal[1]!)) : null,
    noSocial: /\bno time for social\b|\b(?:don'?t|won'?t|can'?t|do not|will not|cannot) (?:do|post on|keep up with|use) social\b|\bsocial media\b[^.]{0,30}\b(?:no time|doesn'?t work|never works|waste)\b/i.test(a.challenges),
    noDiscount: /\bwithout (?:discount(?:ing)?|cutting (?:our |my )?(?:fees?|prices?))\b|\bno discount(?:s|ing)?\b|\b(?:don'?t|won'?t|never|will not|do not) discount\b/i.test(`${a.successMetrics} ${a.challenges} ${d}`),
    team: team ? numberFrom(team[1]!.toLowerCase()) : null,
    goalCount: goal ? numberFrom(goal[1]!.toLowerCase()) : null,
    perMonth: /\b(?:a|per|each) month\b|\bmonthly\b/i.test(a.successMetrics),
  };
}

/** The goal's arithmetic: first visits needed for the signed projects, at a conversion the founder checks. */
export function architectMath(r: Architect, weeks: number): string | null {
  if (!r.goalCount) return null;
  const visits = r.goalCount * 3;
  const per = r.perMonth ? "a month" : `in ${weeks} weeks`;
  return `${upperFirst(numberWord(r.goalCount))} signed ${r.goalCount === 1 ? "project" : "projects"} ${per} is about ${formatCount(visits)} ${r.visit}s ${per} if one in three becomes a project (check this against your last year's visits), and those visits come from the people who already trust you: owners, builders, neighbours. So every week the plan counts enquiries, ${r.visit}s booked and projects signed, by who sent each one.`;
}

/** What the plan's lines need, filled in from the reading ({arWord}, {arFee} …). */
export function architectTokens(r: Architect | null, weeks: number): Record<string, string> {
  if (!r) return {};
  const uk = r.rules === "uk";
  const us = r.rules === "us";
  const interior = r.design === "interior";
  const garden = r.design === "garden";
  const areas = r.areas.length ? r.areas : [];
  const planning = interior ? "sign-off" : uk ? "planning permission" : us ? "permits and zoning approval" : "planning approval";
  return {
    arWord: r.word,
    arAWord: withArticle(r.word),
    arFee: r.fee ?? "{{x%}} of the build cost",
    arFeeLine: r.fee ? `fees of ${r.fee}` : "the design fee",
    arYourFee: r.fee ? `your fees of ${r.fee}` : "your design fee",
    arLocalNotes: interior ? "local notes" : "local planning notes",
    arVisit: r.visitPrice ? `${r.visitPrice} ${r.visit}` : r.visit,
    arTheVisit: r.visitPrice ? `the ${r.visitPrice} ${r.visit}` : `the ${r.visit}`,
    arVisitShort: r.visit,
    arAreas: areas.length ? joinWords(areas) : "the areas you work in",
    arArea: areas[0] ?? "your area",
    arAreaTwo: areas[1] ?? areas[0] ?? "your area",
    arAreaWord: r.london ? "borough" : "area",
    arAreaWords: r.london ? "boroughs" : "areas",
    arServices: r.services ?? (interior ? "whole-house and single-room interiors" : garden ? "garden designs, from the first plan to planting" : "extensions, loft conversions and refurbishments"),
    arHouses: r.houses ?? (garden ? "town gardens" : "period houses"),
    arHouseTypes: garden ? "a long narrow town garden, a sloping garden, a family garden with a studio" : interior ? "a kitchen-diner in a period house, a loft bedroom, a whole flat" : uk ? "a Victorian terrace side return, a loft dormer, a wraparound extension" : "a rear addition, a second-story addition, a basement conversion",
    arHouseType: garden ? "a long narrow town garden" : interior ? "a kitchen-diner in a period house" : uk ? "a Victorian terrace side return" : "a rear addition",
    arPlanning: planning,
    arRef: interior || garden ? "finished date" : uk ? "planning reference" : us ? "permit number" : "approval reference",
    arRefCheck: interior || garden ? "and whether it came in on budget" : "(so anyone can look it up on the council's planning portal) and whether it was approved first time",
    arRefUp: interior || garden ? "Finished" : uk ? "Planning reference" : us ? "Permit number" : "Approval reference",
    arPlanningNotes: interior ? "what the freeholder or building control need to see" : uk ? "the council's design guide, conservation areas and Article 4 directions, and how long decisions have been taking" : us ? "the zoning rules, historic districts and how long permits have been taking" : "the local rules and how long approvals have been taking",
    arPortal: r.portal ?? (us ? "Houzz" : "Houzz"),
    arRegister: uk ? "the ARB register" : us ? "your state licensing board's register" : "your professional register",
    arBody: uk ? (garden ? "the Society of Garden Designers" : interior ? "the BIID" : "the RIBA") : us ? (interior ? "the ASID" : garden ? "the APLD" : "the AIA") : "your professional body",
    arCredentials: uk
      ? interior ? "your BIID membership and insurance (check what you may say and show)" : garden ? "your SGD membership and insurance (check what you may say and show)" : r.chartered ? "your RIBA Chartered Practice status and your ARB registration number, with the links to check them (check the RIBA's rules on using its name and logo)" : "your ARB registration number and professional indemnity insurance, with the link to check them (only someone on the ARB register may use the title 'architect')"
      : us ? "your state license number and AIA membership, with the link to check them (check your state board's rules on advertising)" : "your registration and insurance, with the links to check them",
    arRegs: uk ? "building regulations" : us ? "building codes" : "building rules",
    arReferrers: garden ? "landscapers, tree surgeons, builders and estate agents" : interior ? "builders, kitchen makers, joiners and estate agents" : uk ? "builders, structural engineers, party-wall surveyors and estate agents" : "contractors, structural engineers, lenders and real estate agents",
    arReferrerPair: garden ? "one landscaper and one estate agent" : interior ? "one builder and one joiner" : uk ? "one builder, one structural engineer and one party-wall surveyor" : "one contractor and one structural engineer",
    arLibrary: uk ? "the library" : "the public library",
    arTalk: garden ? "Planning your garden: what it costs, what to do first and how to brief a designer" : interior ? "Planning your renovation: what it costs, what to do first and how to brief a designer" : uk ? "Planning your extension: what the council looks for, what it really costs and how to avoid a refusal" : "Planning your addition: permits, what it really costs and how to avoid surprises",
    arTalkShort: garden ? "Planning your garden" : interior ? "Planning your renovation" : uk ? "Planning your extension" : "Planning your addition",
    arProject: garden ? "garden" : interior ? "renovation" : us ? "addition" : "extension",
    arProjects: garden ? "gardens" : interior ? "renovations" : us ? "additions" : "extensions",
    arBuilt: garden ? "planted" : interior ? "finished" : "built",
    arProof: interior || garden ? "finished within budget" : "approved first time",
    arSaves: garden ? "a good plan saves money on the ground: the right levels, drainage and materials decided once, and a builder's price you can compare" : interior ? "a good design saves money in the build: decisions made once on paper, a precise schedule, and builders' prices you can compare" : "a good design saves build money: decisions made once on paper, drawings a builder can price precisely, fewer extras on site, and tenders you can compare like for like",
    arStages: garden ? "the survey and brief, the concept plan, the detailed plan and planting plan, the tender to landscapers, and visits while it is built" : interior ? "the brief, the concept, the detailed design and schedules, the tender to builders and makers, and visits on site" : uk ? "the first design visit, the measured survey and sketch options, the planning drawings and application, the building regulations drawings, and the tender to builders" : "the first visit, schematic design, design development and permit drawings, construction documents, and bidding to contractors",
    arTeam: r.team === 2 ? "the two of you" : r.team === 1 ? "you" : "your team",
    arMath: architectMath(r, weeks) ?? "Every week, count enquiries, first visits booked and projects signed, by who sent each one.",
  };
}

export const ARCHITECT_STRATEGY =
  "being the practice homeowners are sent to: projects {arProof} as proof (each with its {arRef}), a fees page that explains {arFeeLine} and what {arTheVisit} gives, a page per house type and per {arAreaWord}, the {arReferrers} who refer and are referred back, an open house the owner of a finished {arProject} hosts, and a talk at {arLibrary}, before any money goes on ads";

export const ARCHITECT_FOCUS =
  "Signed projects: enquiries, {arVisitShort}s and projects signed, counted every Friday by who sent each one (an owner, a builder, an engineer, a neighbour, the talk, search), at your full fee";

/** "Hollis Architects is an architecture practice in Lambeth, Southwark and Lewisham for homeowners: …" */
export function architectWhat(r: Architect, product: string, audience: string, where: string): string {
  const building = r.design === "architecture";
  return `${product} is ${withArticle(r.word)} ${where} for ${audience}: they commission a design once in a house's life, after months of thinking about it, and choose the ${building ? "architect" : "designer"} a neighbour, a builder or a friend trusts, whose past projects look like theirs${building ? " and got through planning" : ""}, and whose fee they understand.`;
}

/** The strategy's own lines: the goal's arithmetic, the portal, social media, the fee. */
export function architectListening(r: Architect, fill: (text: string) => string): string[] {
  const out = [fill("{arMath}")];
  if (r.portal) out.push(fill(`You said ${r.portal} leads are price shoppers, so ${r.portal} stays as a portfolio people can check (your best projects, each owner's review), and no time goes on answering its leads or buying its advertising: the plan's enquiries come from owners, builders, engineers and neighbours who arrive already trusting you.`));
  if (r.noSocial) out.push("You have no time for social media, so nothing here asks you to post: the one photo you do take of each finished project goes on its project page and your Google profile, and that is all.");
  if (r.noDiscount) out.push(fill("You won't discount your fees, and nothing here does: the fees page explains what {arFeeLine} buy and why a good design saves build money, so the price is understood rather than cut."));
  return out;
}

/**
 * Lines a builder's, an installer's or a shop's plan gives that mean nothing to a design practice: installs
 * and fitting, a sign on the scaffold, the install team's diary, trade schemes for builders, a till.
 */
export const ARCHITECT_MISFITS =
  /\bevery install\b|\binstalls?\b(?! (?:a|an|the) )|\bfitted\b|\bfitting\b|\bon the scaffold\b|\binstall team\b|\bFederation of Master Builders\b|\bWhich\? Trusted Traders\b|\bCheckatrade\b|\bsurvey within the week\b|\bat the till\b|\bstamp cards?\b|\bwalk-ins?\b/i;

/**
 * A design practice's plan explains the fee, proves the work with finished projects and reaches the
 * professionals who refer; the reasons the checker gives when it does not.
 */
export function architectPlanGaps(r: Architect | null, planText: string): { reason: string; note: string }[] {
  if (!r) return [];
  const out: { reason: string; note: string }[] = [];
  if (!/\bfees? page\b|\bthe fee\b|\bfees\b/i.test(planText)) out.push({ reason: `${upperFirst(withArticle(r.word))} is chosen on a fee the client understands, and no tactic explains it.`, note: "Leaves the fee unexplained" });
  if (!/\bbuilders?\b|\bengineers?\b|\bsurveyors?\b|\bestate agents?\b|\blandscapers?\b|\bcontractors?\b/i.test(planText)) out.push({ reason: "Homeowners are sent to a designer by the builders, engineers and agents they already trust, and no tactic reaches them.", note: "Leaves out the referrers" });
  if (r.noDiscount) {
    const cut = planText.split(/(?<=[.!?])\s+|\n/).find((s) => /\bdiscount\b|\b\d{1,2}% off\b|\bmoney off\b/i.test(s) && !/\bno\b|\bnot\b|\bnever\b|\bwithout\b|\bwon'?t\b|\brather than\b|\binstead of\b/i.test(s));
    if (cut) out.push({ reason: `You said you won't discount your fees, and this line does: "${cut.trim().slice(0, 120)}".`, note: "Discounts the fee" });
  }
  return out;
}

/** What the AI prompt states about a design practice: who buys, what its plan is made of, the arithmetic. */
export function architectFacts(r: Architect | null, weeks: number): string[] {
  if (!r) return [];
  const t = architectTokens(r, weeks);
  const lines = [
    `- ${upperFirst(withArticle(r.word))}: it designs and sees the work through (${t.arStages}), but does not build. Never call it an installer or a builder: no installs, fitting, surveys-and-quotes, signs on scaffolding, install teams or builders' trade schemes (Federation of Master Builders, Which? Trusted Traders, Checkatrade)`,
    `- Its plan: a fees page that explains ${t.arFeeLine} stage by stage, what ${t.arTheVisit} gives the client and why ${t.arSaves}; finished projects as proof (${t.arProof}, before and after with the owner's written consent); a page per house type (${t.arHouseTypes}) and per ${t.arAreaWord} (${t.arAreas}) with local notes on ${t.arPlanningNotes}; the ${t.arReferrers} who refer and are referred back; an open house the owner of a finished ${t.arProject} hosts for neighbours; a talk for homeowners ("${t.arTalk}") at ${t.arLibrary}; reviews from owners at completion`,
    `- Credentials are stated as checks: ${t.arCredentials}`,
  ];
  if (r.portal) lines.push(`- ${r.portal} brings price shoppers (the founder's words): keep it as a portfolio, not a lead source`);
  if (r.noSocial) lines.push("- No social media posting: the founder has no time for it");
  if (r.noDiscount) lines.push("- No discounts on the fee, anywhere");
  const math = architectMath(r, weeks);
  if (math) lines.push(`- The goal's arithmetic: ${math}`);
  return lines;
}

/** The library's British words for a practice's world, and the ones a US homeowner uses. */
const US_DESIGN_WORDS: readonly (readonly [RegExp, string])[] = [
  [/\bthe council's planning portal\b/g, "the city's permit records"],
  [/\bthe council's (own )?(pages|site)\b/g, "the city's $1$2"],
  [/\b(the|their|your|its|each) council\b/g, "$1 city"],
  [/\bthe council's\b/g, "the city's"],
  [/\bcouncil\b/g, "city"],
  [/\ban estate agent/g, "a real estate agent"],
  [/(?<!real )\bestate agent/g, "real estate agent"],
  [/ and party-wall surveyors\b/g, ""],
  [/,? ?the party-wall surveyors?\b/g, ""],
  [/\bparty-wall surveyors?,? ?(?:and )?/g, ""],
  [/\breaches tender\b/g, "goes out to bid"],
  [/\btendered for\b/g, "bid on"],
  [/\bParty walls and building control\b/g, "Permits and inspections"],
  [/\bbuilding control\b/g, "inspections"],
  [/\bbuilders\b/g, "contractors"],
  [/\bBuilders\b/g, "Contractors"],
  [/\ba builder\b/g, "a contractor"],
  [/\bbuilder\b/g, "contractor"],
  [/\ba refusal\b/g, "a denied permit"],
  [/\bthe tender\b/g, "the bidding"],
  [/\btenders\b/g, "bids"],
  [/\btender\b/g, "bid"],
  [/\bfortnight\b/g, "two weeks"],
];

/** A US practice's plan in its homeowners' words: the city, not the council; contractors, not builders. Unchanged otherwise. */
export function inUsDesignWords(r: Architect | null, text: string): string {
  if (r?.rules !== "us") return text;
  return rewrite(text, US_DESIGN_WORDS);
}

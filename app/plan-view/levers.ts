import type { HomeCare } from "~/plan-quality/home-care";
import type { Law } from "~/plan-quality/law";
import type { Architect } from "~/plan-quality/architect";
import type { Letting } from "~/plan-quality/letting";
import type { WeddingCraft } from "~/plan-quality/wedding-supplier";
import type { BusinessKind } from "~/plan-quality/kinds";
import type { EngineView, LeverView } from "./normalize";

/**
 * The Marketing Model (SPEC sections 2, 4, 5 and 9): two engines of four levers each, the lever
 * name shortening, the padding rules and the strength of each engine by funnel stage.
 */

export type EngineKind = "emotion" | "logic";

/** Explorers always show this many levers (SPEC 9: "4 levers each (padded to 4)"). */
export const LEVERS_PER_ENGINE = 4;

const SHORT_NAMES: Record<string, string> = {
  "message clarity": "Clarity",
  "proof systems": "Proof",
  "conversion path": "Journey",
  positioning: "Position",
};

/** SPEC 4: Message Clarity → Clarity, Proof Systems → Proof, Conversion Path → Journey, Positioning → Position. */
export function shortLeverName(name: string): string {
  return SHORT_NAMES[name.trim().toLowerCase()] ?? name.trim();
}

/** The standard levers, used for padding and for text the plan does not carry. */
export const DEFAULT_LEVERS: Record<EngineKind, LeverView[]> = {
  emotion: [
    {
      name: "Desire",
      description: "Paint the outcome your customer already wants, in the words they use for it.",
      example: "\"Ship on Friday and actually log off for the weekend.\"",
    },
    {
      name: "Identity",
      description: "Show who your product is for, so the right buyers recognise themselves in it.",
      example: "\"Made for solo founders who would rather build than babysit spreadsheets.\"",
    },
    {
      name: "Urgency",
      description: "Give an honest reason to act now instead of someday.",
      example: "\"Founding-member pricing ends when the first 100 seats are gone.\"",
    },
    {
      name: "Transform",
      description: "Contrast life before and after your product so the change feels real and reachable.",
      example: "\"From 12 browser tabs and a sticky note to one calm dashboard.\"",
    },
  ],
  logic: [
    {
      name: "Position",
      description: "Say who it is for and what it replaces, so people can place you in their head.",
      example: "\"The lightweight alternative to enterprise project suites, for teams under 20.\"",
    },
    {
      name: "Clarity",
      description: "Explain what it does in one plain sentence a customer could repeat to a colleague.",
      example: "\"It turns scattered feature requests into one prioritised list.\"",
    },
    {
      name: "Proof",
      description: "Back every claim with numbers, names, demos or guarantees.",
      example: "\"Used by 140 teams; they save six hours a week on average.\"",
    },
    {
      name: "Journey",
      description: "Make the next step small and obvious, from first visit to paying customer.",
      example: "\"Start free, import your board in two minutes, upgrade when your team joins.\"",
    },
  ],
};

/** How to apply each standard lever; a lever the model invents gets a generic, still useful line. */
const HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open your landing page headline and first email line with the result, not the feature. Borrow the exact phrases customers use in reviews, calls and community posts.",
  identity:
    "Name your audience out loud (\"for freelance designers\", \"for new runners\") and show people like them: their words, their tools, their results. Saying who it is not for sharpens it further.",
  urgency:
    "Tie offers to real limits: a closing date, a capped number of founding seats, a launch week. Never invent scarcity; one broken promise costs more than the sale.",
  transform:
    "Show a before/after pair: a screenshot of the old mess next to the new flow, or a customer's numbers before and after thirty days.",
  position:
    "Write one line: \"For [audience] who [problem], [product] is the [category] that [key difference], unlike [alternative].\" Use it everywhere until it bores you.",
  clarity:
    "Test your one-sentence description on five strangers. If they cannot repeat it back, cut jargon and adjectives until they can.",
  proof:
    "Collect one number, one name and one demo for every claim on your page. Early on, a short customer quote or a live walkthrough counts as proof.",
  journey:
    "Map each step from first visit to payment and remove one field, click or decision at every step. Put one clear call to action on each page.",
};

const CONNECT: Record<string, string> = {
  desire: "make them want the outcome",
  identity: "let them see themselves in it",
  urgency: "give them a reason to act now",
  transform: "make the before-and-after feel real",
  position: "show exactly where you fit and what you replace",
  clarity: "say what it does in one sentence",
  proof: "back the promise with evidence",
  journey: "make the next step small and obvious",
};

/** What the answers say about where the founder meets customers (from the Reading, on the server). */
export type LeverFit = {
  /** A funeral celebrant (Reading.funeral.celebrant): sold through funeral directors, not a funeral director. */
  celebrant?: boolean;
  kind: BusinessKind | null;
  /** The local trade: "events" for a wedding photographer, "pet" for a groomer, "retail" for a bookshop. */
  trade: string | null;
  /** The business goes to its customers (a plumber, a mobile groomer). */
  visits: boolean;
  /** A firm that sells its people's work (bookkeeping, consulting). */
  services: boolean;
  /** A home service on a round (a house cleaner every two weeks): clients let it into their homes again and again. */
  round?: boolean;
  /** An event for the public that sells tickets (a craft fair): families meet it on a ticket page, a Facebook event and a maker's post. */
  fair?: boolean;
  /** A food truck or cart (Reading.mobileFood): found by where it parks today, no shop front. */
  truck?: boolean;
  /** Exam tutoring for secondary-age pupils (GCSE, A-level): parents decide at a mock result, the pupil must want to go. */
  exams?: boolean;
  /** A charity or non-profit: supporters meet it in posts, a giving page and a thank-you, not at a counter. */
  charity?: boolean;
  /** A business selling to schools and academy trusts: quotes, purchase orders, governors and the school year. */
  schools?: boolean;
  /** A brewery's taproom or a winery's tasting room: drinkers come for something on and a new release. */
  taproom?: boolean;
  /** A sit-down restaurant filling its quiet nights: guests book where they trust, for a reason to come. */
  restaurant?: boolean;
  /** An experience booked as a group or an outing (escape rooms, a pottery studio): teams, vouchers, tasters into courses. */
  experience?: "rooms" | "studio" | null;
  /** What a wedding supplier delivers (Reading.weddingSupplier's craft: a photographer's gallery, a DJ's night). */
  wedding?: WeddingCraft | null;
  /** A gym or studio joined by the month (Reading.gym): new members kept past the intro and their first months. */
  gym?: boolean;
  /** A health practice (Reading.clinic's care: a vet practice, a physio's clinic): referral partners, a first step that suits care. */
  clinic?: "vet" | "body" | "teeth" | null;
  /** Early-years childcare (Reading.childcare: a day nursery, a childminder, a club): parents choosing months ahead, never the children. */
  childcare?: boolean;
  /** A home-improvement installer (Reading.installer): past installs as proof, a written quote, no pressure. */
  installer?: boolean;
  /** A removals or moving company (Reading.removals): one fixed price in writing, care with the furniture, the quiet days. */
  removals?: boolean;
  /** Online coaching sold by the month (Reading.coaching): a consult call, a paid intake and check-ins. */
  coaching?: boolean;
  /** A food subscription delivered from a farm (Reading.farmBox): households kept through the season. */
  farmBox?: boolean;
  /** A florist with a shop and local delivery (Reading.florist): weekly accounts, senders reminded, orders direct. */
  florist?: boolean;
  /** A regulated adviser (Reading.adviser: a mortgage broker): clients come through introducers and their own questions. */
  adviser?: boolean;
  /** A niche job board (Reading.jobBoard): employers pay per listing, candidates subscribe free. */
  jobBoard?: boolean;
  /** A self-published book: readers meet it on the book page, in deal emails and in other authors' newsletters. */
  book?: boolean;
  /** A print-on-demand shop: buyers meet a design in a pin, a real photo, a drop email and an illustrator's post. */
  printOnDemand?: boolean;
  /** An artist selling originals and prints: buyers meet the work in letters, on the studio wall and in the places they stay. */
  artist?: boolean;
  /** A band releasing a record and touring: fans meet it on the radio, in the listings, at a gig and in a record shop. */
  band?: boolean;
  /** An app for meeting people (dating, friendship): members meet it on a town page, at a social and in a story. */
  meetPeople?: boolean;
  /** An app for young children: parents choose and pay, teachers recommend. */
  youngChildren?: boolean;
  /** A driving instructor (Reading.driving): learners choose on reviews, pass photos and a friend's word. */
  driving?: boolean;
  /** A school whose learners are adults, taught in classes (Reading.adultClasses): progress they feel, busy weeks, the group. */
  adultClasses?: boolean;
  /** A teacher of adults one-to-one (Reading.privateTeacher): a trial lesson, a block, progress they can hear. */
  privateTeacher?: boolean;
  /** A paid online community or membership (Reading.membership): members kept past the first month, followers met live. */
  membership?: boolean;
  /** A service sold to smallholder farmers on basic phones (Reading.smallholders). */
  smallholders?: boolean;
  /** Equipment sold to those farmers on pay-as-you-go (Reading.farmEquipment). */
  farmEquipment?: boolean;
  /** A paid desktop app: buyers meet it on its download page, in a recording and in a trial. */
  desktop?: boolean;
  /** A freemium WordPress plugin: users meet it on its WordPress.org listing, in the editor and in tutorials. */
  wpPlugin?: boolean;
  /** A care-at-home business: families meet it on the first call, the price page and through the people who refer them. */
  homeCare?: HomeCare | null;
  /** A care home: families meet it on the first call, the fees page, the visit and through the professionals who refer. */
  careHome?: boolean;
  /** A law practice for consumers: clients meet it in its guides, on the fees page and in the reply to their enquiry. */
  law?: Law | null;
  /** An architecture or design practice for homeowners: they meet it on the fees page, the project pages and at the first visit. */
  architect?: Architect | null;
  /** A children's activity club sold to parents: parents meet it at the first class, the school and other parents. */
  kidsClub?: boolean;
  /** A pet boarding business: owners meet it at the visit, in the daily photo and at pick-up. */
  petBoarding?: boolean;
  /** A newborn and family photographer: expectant parents meet it on the safety page, on a call and at the viewing. */
  familyPhoto?: boolean;
  /** A tattoo or piercing studio: clients meet it on each artist's page, the booking form and in healed work. */
  tattoo?: boolean;
  /** A device repair shop: customers meet it on the price page, in the quote and at collection. */
  deviceRepair?: boolean;
  /** A children's entertainer booked for parties: parents meet it at a party, in the booking reply and on the party-bag card. */
  partyEntertainer?: boolean;
  /** A local personal trainer: clients meet them in the reply to an enquiry, at the third session and in clients' stories. */
  trainer?: boolean;
  /** A studio or agency selling client projects: buyers meet it in case studies, introductions and proposals. */
  agency?: boolean;
  /** A caterer (Reading.caterer's buyers): offices meet it at a tasting and on the menu; couples and hosts at a tasting and in a quote. */
  caterer?: "offices" | "events" | null;
  /** An accounting or bookkeeping practice: clients meet it in a free check, a partner's counter and the fixed-fee page. */
  accounting?: boolean;
  /** A recruitment agency: clients meet it in a shortlist and its terms, candidates in an advert, an evening or a referral. */
  recruiter?: boolean;
  /** A language services business selling to businesses: buyers meet it in the proof pack, a named note and the quote. */
  translator?: boolean;
  /** A managed IT support company: offices meet it in a free health check, a referrer's word and the switch page. */
  itSupport?: boolean;
  /** A letting agent, an estate agent or a property manager: landlords and sellers meet it in the switch letter, the numbers page and a valuation. */
  letting?: Letting | null;
  /** A paid browser extension: users meet it on its store listing, at its permissions and at the upgrade moment. */
  browserExtension?: boolean;
  /** A digital download sold one-off: buyers meet it in short videos, listings and a creator's set-up, and buy once. */
  digitalProduct?: boolean;
  /** Software sold to churches: pastors, treasurers and volunteer administrators, on the church year. */
  church?: boolean;
  /** Software for licensed clinicians in private practice: trust first, colleagues' words, never a client's story. */
  clinician?: boolean;
  /** Hardware sold to farms, vineyards and field operators (Reading.agtech): the season, a measured pilot, growers and their advisers. */
  agtech?: boolean;
  /** A brand selling mainly on Amazon or Walmart Marketplace: buyers meet it on the search page and its listing. */
  marketplaceBrand?: boolean;
};


/** A lever as the explorer shows it: with its how-to-apply text fitted to where the founder meets customers. */
export type ExplorerLever = LeverView & { howTo?: string };

export function howToApply(lever: ExplorerLever): string {
  return (
    lever.howTo ??
    HOW_TO_APPLY[lever.name.toLowerCase()] ??
    `Pick one page, email or post and rewrite its opening around ${lever.name.toLowerCase()}${
      lever.description ? `: ${lever.description.replace(/\.$/, "").toLowerCase()}` : ""
    }. Measure the response for a week before changing anything else.`
  );
}

/** Where the chosen pair of levers goes, for this kind of business (the Marketing Model's intro). */
export function whereThePairGoes(kind: BusinessKind | null): string {
  switch (kind) {
    case "local":
      return "your Google profile, your signs and cards, and what you say to every customer";
    case "creator":
      return "your sign-up page, your emails and your posts";
    case "marketplace":
      return "your daily message, your order page and what you say to every new seller";
    case "ecommerce":
      return "your product pages, your emails and your ads";
    case "b2b-smb":
    case "b2b-enterprise":
      return "your website's first lines, your outreach and your proposals";
    default:
      return "your headline, your outreach and your launch posts";
  }
}

/** The half-sentence a lever contributes to the "See connection" text. */
export function connectPhrase(lever: LeverView): string {
  return CONNECT[lever.name.toLowerCase()] ?? `use ${lever.name.toLowerCase()}`;
}

/** "See connection": what pairing the chosen emotion lever with the chosen logic lever does. */
export function connectionText(emotion: LeverView, logic: LeverView): string {
  return `Lead with ${emotion.name} to ${connectPhrase(emotion)}, then use ${logic.name} to ${connectPhrase(logic)}. Emotion makes them want it; logic lets them justify it.`;
}

function fillFromDefaults(lever: LeverView, kind: EngineKind): LeverView {
  const known = DEFAULT_LEVERS[kind].find((d) => d.name.toLowerCase() === lever.name.toLowerCase());
  return {
    name: lever.name,
    description: lever.description || known?.description || "",
    example: lever.example || known?.example || "",
  };
}

/**
 * The four levers an explorer shows. Names are shortened first. With fewer than four, SPEC 4 adds
 * a default "Transform" at the end of the emotion engine and a default "Position" at the start of
 * the logic engine; SPEC 9 pads to four, so any still-missing standard levers follow, in order.
 * A name that appears twice is kept once. More than four: the first four.
 */
export function padLevers(levers: LeverView[], kind: EngineKind): LeverView[] {
  const seen = new Set<string>();
  const result: LeverView[] = [];
  for (const raw of levers) {
    const name = shortLeverName(raw.name);
    const key = name.toLowerCase();
    if (!name || seen.has(key)) continue;
    seen.add(key);
    result.push(fillFromDefaults({ ...raw, name }, kind));
  }
  if (result.length < LEVERS_PER_ENGINE) {
    const defaults = DEFAULT_LEVERS[kind];
    const anchor = defaults.find((d) => d.name === (kind === "emotion" ? "Transform" : "Position"))!;
    const anchorAdded = !seen.has(anchor.name.toLowerCase());
    if (anchorAdded) {
      if (kind === "emotion") result.push({ ...anchor });
      else result.unshift({ ...anchor });
      seen.add(anchor.name.toLowerCase());
    }
    for (const lever of defaults) {
      if (result.length >= LEVERS_PER_ENGINE) break;
      if (seen.has(lever.name.toLowerCase())) continue;
      seen.add(lever.name.toLowerCase());
      // An appended Transform stays the last emotion lever.
      if (kind === "emotion" && anchorAdded) result.splice(result.length - 1, 0, { ...lever });
      else result.push({ ...lever });
    }
  }
  return result.slice(0, LEVERS_PER_ENGINE);
}

const ENGINE_DEFAULTS: Record<EngineKind, { title: string; description: string }> = {
  emotion: {
    title: "The Emotion Engine",
    description: "People buy on feeling first. These levers create the want.",
  },
  logic: {
    title: "The Logic Engine",
    description: "Then they justify the choice with reason. These levers make saying yes feel safe.",
  },
};

export type ExplorerEngine = { kind: EngineKind; title: string; description: string; levers: ExplorerLever[] };

/** `howTo`: the how-to lines fitted to this business (app/plan-view/how-to.server.ts), computed on the server. */
export function explorerEngine(engine: EngineView, kind: EngineKind, howTo?: Record<string, string> | null): ExplorerEngine {
  const fitted = howTo ?? null;
  return {
    kind,
    title: engine.title || ENGINE_DEFAULTS[kind].title,
    description: engine.description || ENGINE_DEFAULTS[kind].description,
    levers: padLevers(engine.levers, kind).map((lever) => {
      const howTo = fitted?.[lever.name.toLowerCase()];
      return howTo ? { ...lever, howTo } : lever;
    }),
  };
}

/** Funnel stages in reading order. */
export const STAGES = ["Awareness", "Consideration", "Decision", "Retention"] as const;

const STRENGTH: Record<EngineKind, Record<string, number>> = {
  emotion: { awareness: 90, consideration: 80, decision: 95, retention: 85 },
  logic: { consideration: 95, awareness: 90, decision: 95, retention: 85 },
};

type StrengthShift = Partial<Record<EngineKind, Partial<Record<(typeof STAGES)[number], number>>>>;

/**
 * How buyers of each kind of business decide, as shifts from the spec's figures: people choose a
 * bakery or a game on feeling and habit; a committee buys enterprise software on proof.
 */
const KIND_SHIFT: Record<BusinessKind, StrengthShift> = {
  local: { emotion: { Awareness: 5, Retention: 10 }, logic: { Awareness: -25, Consideration: -20, Decision: -25 } },
  "consumer-app": { emotion: { Awareness: 10, Retention: 10 }, logic: { Awareness: -30, Consideration: -25, Decision: -30 } },
  ecommerce: { emotion: { Awareness: 5, Decision: 0 }, logic: { Awareness: -20, Consideration: -10, Decision: -15 } },
  creator: { emotion: { Awareness: 5, Consideration: 10 }, logic: { Awareness: -20, Decision: -10 } },
  devtool: { emotion: { Awareness: -20, Consideration: -25, Decision: -30 }, logic: { Decision: 5 } },
  "b2b-smb": { emotion: { Awareness: -10, Decision: -20 }, logic: {} },
  "b2b-enterprise": { emotion: { Awareness: -20, Consideration: -30, Decision: -40, Retention: -20 }, logic: { Decision: 5, Retention: 10 } },
  software: { emotion: { Decision: -10 }, logic: { Awareness: -10 } },
  // Buyers try a marketplace on a feeling (a friend's lunch) and stay on reliability; sellers judge it on proof (orders, payouts).
  marketplace: { emotion: { Awareness: 5, Retention: 0 }, logic: { Awareness: -15, Consideration: -10, Decision: -10 } },
};

/**
 * SPEC 5: each engine's strength at a funnel stage (any other stage shows 30), shifted for the
 * kind of business the answers describe when they are known.
 */
export function stageStrength(kind: EngineKind, stage: string, business?: BusinessKind | null): number {
  const base = STRENGTH[kind][stage.trim().toLowerCase()];
  if (base === undefined) return 30;
  const known = STAGES.find((s) => s.toLowerCase() === stage.trim().toLowerCase());
  const shift = business && known ? (KIND_SHIFT[business][kind]?.[known] ?? 0) : 0;
  return Math.max(10, Math.min(100, base + shift));
}

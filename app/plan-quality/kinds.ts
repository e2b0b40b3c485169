import { joinWords } from "./words";
/**
 * The kinds of business founders bring (PLAN-QUALITY.md, "Channels ... and who they fit"). The form's
 * product types are all digital, so the kind is read from every answer, not from the type alone.
 */
export const BUSINESS_KINDS = [
  /** A physical shop or service serving a place: bakery, salon, clinic, gym, café. */
  "local",
  /** A consumer app or game (a game is a consumer app; the Reading says which). */
  "consumer-app",
  /** A D2C brand, online shop or physical-product subscription. */
  "ecommerce",
  /** Courses, communities, newsletters, creators and media. */
  "creator",
  /** Developer tools, APIs and open source. */
  "devtool",
  /** Software or services sold to small and medium businesses. */
  "b2b-smb",
  /** Software sold to large organisations. */
  "b2b-enterprise",
  /** Software for individuals: freelancers, prosumers, students, a mixed audience. */
  "software",
  /**
   * A two-sided marketplace: it connects people who offer something (cooks, tutors, cleaners) with
   * people who buy it (office workers, parents, households) and keeps a share; local or not.
   */
  "marketplace",
] as const;
export type BusinessKind = (typeof BUSINESS_KINDS)[number];

export const KIND_LABELS: Record<BusinessKind, string> = {
  local: "local shop or service",
  "consumer-app": "consumer app",
  ecommerce: "D2C brand or subscription",
  creator: "course, community or creator business",
  devtool: "developer tool or open-source project",
  "b2b-smb": "B2B product for small businesses",
  "b2b-enterprise": "B2B product for enterprises",
  software: "software for individuals",
  marketplace: "two-sided marketplace",
};

/**
 * What the plan calls the business: its kind's label, but a game is a game, local lessons are lessons,
 * and a brand whose goal is shelves in shops is a producer selling to them.
 */
export function kindLabel({
  kind,
  game,
  trade,
  wholesale,
  marketplaceSeller,
  marketplaceBrand,
  stay,
  event,
  charity,
  workspace,
  gym,
  farmBox,
  florist,
  tour,
  schools,
  taproom,
  venue,
  book,
  band,
  restaurant,
  experience,
  coaching,
  jobBoard,
  church,
  clinician,
  childcare,
  digitalProduct,
  caterer,
  printOnDemand,
  artist,
  agtech,
}: {
  kind: BusinessKind;
  game: boolean;
  trade?: string | null;
  wholesale?: { food: boolean } | null;
  marketplaceSeller?: { platforms: string[] } | null;
  /** A brand selling mainly on Amazon or Walmart Marketplace: "brand selling on Amazon US". */
  marketplaceBrand?: { store: string } | null;
  /** A place people stay the night: "guest house", "B&B", "holiday let". */
  stay?: { word: string } | null;
  event?: { format: string } | null;
  /** A charity or non-profit: "dog rescue charity", "food bank". */
  charity?: { word: string } | null;
  /** A shared workspace people join by the month: "coworking space", "maker space". */
  workspace?: { word: string } | null;
  /** A gym or studio people join by the month: "bouldering gym", "yoga studio". */
  gym?: { word: string } | null;
  /** A food subscription delivered from a farm: "veg box", "CSA share", "milk round". */
  farmBox?: { word: string } | null;
  /** A florist with a shop and local delivery: "florist", "flower shop". */
  florist?: { word: string } | null;
  /** A tour or class sold to visitors: "walking tour", "boat trip". */
  tour?: { word: string } | null;
  /** A business selling to UK schools and academy trusts: "supplier to schools and academy trusts". */
  schools?: { trusts: boolean; software: boolean } | null;
  /** A brewery's taproom, a winery's or distillery's tasting room: "brewery with a taproom". */
  taproom?: { word: string; room: string } | null;
  /** A venue hired for weddings and events: "barn wedding venue", "event space". */
  venue?: { word: string } | null;
  /** A self-published book: "self-published novel". */
  book?: { word: string } | null;
  /** A band or musician releasing a record and touring: "band releasing a record and touring". */
  band?: { word: string; tour: object | null } | null;
  /** A sit-down restaurant: "restaurant", "bistro", "osteria". */
  restaurant?: { word: string } | null;
  /** An experience booked as a group or an outing: "escape rooms", "pottery studio". */
  experience?: { word: string; form: string } | null;
  /** Online coaching sold by the month: "online strength coaching". */
  coaching?: { word: string } | null;
  /** A niche job board: employers pay per listing, candidates use it free. */
  jobBoard?: object | null;
  /** Software sold to churches: "software for small churches". */
  church?: { churches: string } | null;
  /** Software sold to licensed clinicians in private practice (AI progress notes for therapists). */
  clinician?: object | null;
  /** Early-years childcare: "day nursery", "childminder", "after-school club". */
  childcare?: { word: string } | null;
  /** A digital download sold one-off: "Notion template", sold on "Gumroad". */
  digitalProduct?: { word: string; platforms: string[] } | null;
  /** A caterer: "corporate caterer", "office lunch delivery", "wedding caterer". */
  caterer?: { word: string } | null;
  /** A print-on-demand shop (designs printed to order by Printful, Printify, Redbubble…). */
  printOnDemand?: object | null;
  /** An artist selling originals and prints: "landscape painter". */
  artist?: { word: string } | null;
  /** Hardware sold to field operators: "sensor kit sold to vineyards". */
  agtech?: { device: string; farms: string } | null;
}): string {
  // "A one-day conference … 250 tickets": an event selling tickets, whatever the form's product type says.
  if (event) return `${event.format} selling tickets`;
  if (charity) return charity.word;
  if (jobBoard) return "niche job board";
  if (clinician) return "software product for clinicians in private practice";
  if (agtech) return `${agtech.device} sold to ${agtech.farms}`;
  if (caterer) return caterer.word === "office lunch delivery" ? "office lunch delivery business" : caterer.word;
  if (game) return "game";
  if (stay) return stay.word;
  if (workspace) return workspace.word;
  if (taproom) return `${taproom.word} with a ${taproom.room}`;
  if (venue) return venue.word;
  if (experience) return experience.form === "rooms" ? `${experience.word} booked by groups` : experience.word;
  if (restaurant) return restaurant.word === "restaurant" ? "sit-down restaurant" : restaurant.word;
  if (gym) return gym.word;
  if (childcare) return childcare.word;
  if (coaching) return `${coaching.word} sold by the month`;
  if (farmBox) return `${farmBox.word} delivered from a farm`;
  if (florist) return `${florist.word} with a shop and local delivery`;
  if (book) return `self-published ${book.word}`;
  if (digitalProduct) return `${digitalProduct.word} sold one-off${digitalProduct.platforms.length ? ` on ${joinWords(digitalProduct.platforms)}` : ""}`;
  if (band) return `${band.word} releasing a record${band.tour ? " and touring" : ""}`;
  if (tour) return `${tour.word} sold to visitors`;
  if (church) return `software for ${church.churches.replace(/ of \d.*$/, "")}`;
  if (printOnDemand) return "print-on-demand shop";
  if (artist) return `${artist.word} selling originals and prints`;
  if (schools) return `${schools.software ? "software for" : "supplier to"} schools${schools.trusts ? " and academy trusts" : ""}`;
  if (kind === "ecommerce" && marketplaceBrand) return `brand selling on ${marketplaceBrand.store}`;
  // "A maker's shop selling on Etsy": not a subscription box, and the platform is part of what it is.
  if (kind === "ecommerce" && marketplaceSeller?.platforms.length) {
    const p = marketplaceSeller.platforms;
    return `maker's shop selling on ${joinWords(p)}`;
  }
  if (wholesale) return `${wholesale.food ? "food and drink" : "small"} producer selling to shops`;
  return kind === "local" && trade === "lessons" ? "local lessons and tuition" : KIND_LABELS[kind];
}

import type { WeddingCraft } from "~/plan-quality/wedding-supplier";
import { CHARITY_IDEAS } from "./charity-ideas";
import { MEET_PEOPLE_IDEAS } from "./dating-ideas";
import { YOUNG_CHILDREN_IDEAS } from "./young-children-ideas";
import { DRIVING_IDEAS } from "./driving-ideas";
import { ADULT_CLASSES_IDEAS } from "./adult-classes-ideas";
import { PRIVATE_TEACHER_IDEAS } from "./private-teacher-ideas";
import { SMALLHOLDER_IDEAS } from "./smallholder-ideas";
import { DESKTOP_IDEAS } from "./desktop-ideas";
import { WP_PLUGIN_IDEAS } from "./wp-plugin-ideas";
import { AGENCY_IDEAS } from "./agency-ideas";
import { INSTALLER_IDEAS } from "./installer-ideas";
import { REMOVALS_IDEAS } from "./removals-ideas";
import { CATERER_IDEAS } from "./caterer-ideas";
import { ACCOUNTING_IDEAS } from "./accounting-ideas";
import { RECRUITER_IDEAS } from "./recruiter-ideas";
import { TRANSLATOR_IDEAS } from "./translator-ideas";
import { IT_SUPPORT_IDEAS } from "./it-support-ideas";
import { LETTING_IDEAS } from "./letting-ideas";
import { BROWSER_EXTENSION_IDEAS } from "./browser-extension-ideas";
import { DIGITAL_PRODUCT_IDEAS } from "./digital-product-ideas";
import { CHURCH_IDEAS } from "./church-ideas";
import { CLINICIAN_IDEAS } from "./clinician-ideas";
import { AGTECH_IDEAS } from "./agtech-ideas";
import { CHILDCARE_IDEAS } from "./childcare-ideas";
import { MARKETPLACE_BRAND_IDEAS } from "./marketplace-brand-ideas";
import { HOME_CARE_IDEAS } from "./home-care-ideas";
import { CARE_HOME_IDEAS } from "./care-home-ideas";
import { FUNERAL_IDEAS } from "./funeral-ideas";
import { CELEBRANT_IDEAS } from "./celebrant-ideas";
import { LAW_IDEAS } from "./law-ideas";
import { ARCHITECT_IDEAS } from "./architect-ideas";
import { KIDS_CLUB_IDEAS } from "./kids-club-ideas";
import { PET_BOARDING_IDEAS } from "./pet-boarding-ideas";
import { FAMILY_PHOTO_IDEAS } from "./family-photo-ideas";
import { TATTOO_IDEAS } from "./tattoo-ideas";
import { ARTIST_IDEAS } from "./artist-ideas";
import { DEVICE_REPAIR_IDEAS } from "./device-repair-ideas";
import { PARTY_ENTERTAINER_IDEAS } from "./party-entertainer-ideas";
import { TRAINER_IDEAS } from "./trainer-ideas";
import type { GuerrillaTactic } from "~/generation/schemas";
import { DIRECT_CONTACT_TAGS, affirmedChannels, channelsIn, type ChannelTag } from "~/plan-quality/channels";
import { MUSIC_LESSONS, type LessonPupils, type LocalTrade } from "~/plan-quality/local-trade";
import { money, type Currency } from "~/plan-quality/money";
import { discountOffered } from "~/plan-quality/discounts";
import { withoutTill, type PlanContext } from "./context";
import { factsFor, type Archetype, type Facts } from "./profile";
import { atAnHourAWeek, atWeeklyPace } from "./pace";

type Cost = "Free" | "Under $50" | "Under $500" | "Under $2,000";
const COST_DOLLARS: Record<Cost, number> = { Free: 0, "Under $50": 50, "Under $500": 500, "Under $2,000": 2000 };

/** The cost as the founder reads it, in their currency: "Under $50" is "Under £40" in Ludlow. */
function costIn(cost: Cost, currency: Currency): string {
  return cost === "Free" ? cost : `Under ${money(COST_DOLLARS[cost], currency)}`;
}

export type GuerrillaIdea = {
  /** The kinds of business it fits ("teen-app": a game or app for under-18s). */
  kinds: Archetype[];
  /** The channels it relies on: never one the founder says does not work, never private contact with minors. */
  tags: ChannelTag[];
  name: string;
  /** Library text: {product} {website} {audience} {place} {competitor} {price} and the planner's {near}
   * {neighbourhood} {signature} {shop} {goods} {nearby} {treat}, plus {window} {sample} {market} below. */
  description: string;
  costLevel: Cost;
  impact: "High" | "Medium" | "Low";
  /** Made for young users (creators' challenges, video replies, share cards): not for grown-up buyers. */
  youngOnly?: boolean;
  /** Only when the customers buy for an older parent or relative. */
  olderParentOnly?: boolean;
  /** Takes minutes a day, not hours: first when the founder has little time. */
  quick?: boolean;
  /** Words in the answers that make this idea a natural fit ("belong to AADOM", "the morning market"). */
  cue?: RegExp;
  /** Only when the founder says this (in any answer): an idea that answers one named problem ("boys don't sign up"). */
  onlyWhenSaid?: RegExp;
  /** Only when the answers name what customers use today. */
  needsCompetitor?: boolean;
  /** Needs a shop customers walk past or into (a window, a counter): not for a business that goes to its customers. */
  premises?: boolean;
  /** Only for a business that goes to its customers (a plumber, a mobile groomer). */
  visitsOnly?: boolean;
  /** Takes a morning or more of the founder's time (a market stall): not for a founder with a couple of hours a week. */
  takesAMorning?: boolean;
  /** About goods used up and bought again (samples to taste, running low): left out for pieces bought once or as gifts. */
  usedUp?: boolean;
  /** Only for pieces bought once, kept or given (jewellery, prints, ceramics). */
  keptOnly?: boolean;
  /** Counts on neighbours who walk past or in (a window, a chalkboard, a card for a friend's first visit): left out for a shop whose customers order from away. */
  walkIn?: boolean;
  /** Only for a home service on a round (a house cleaner every two weeks): first for it. */
  round?: boolean;
  /** Not for a home service on a round: a market stall's consultations, a magnet by the boiler for the next breakdown. */
  notForRound?: boolean;
  /** Only for a local shop that delivers to customers who are away (holiday-home owners): first for it. */
  remoteOnly?: boolean;
  /** Only for local businesses of these trades (a wedding photographer's swap with other photographers). */
  trades?: LocalTrade["trade"][];
  /** Only for a marketplace that names the areas it serves (a waiting list for the others). */
  areasOnly?: boolean;
  /** Only for a wedding supplier who delivers this (Reading.weddingSupplier): a photographer's album, a DJ's card at the decks. */
  crafts?: WeddingCraft[];
  /** Not for these trades: a couple who books a wedding once has no fridge to stick a magnet on for the next repair. */
  notForTrades?: LocalTrade["trade"][];
  /** true: only for a newsletter with free and paid readers; false: not for one (a live class, a student's before-and-after). */
  forPublication?: boolean;
  /** true: only for a producer whose goal is shelves in shops (first, for one); false: not for one. */
  forWholesale?: boolean;
  /** true: only for a show selling sponsorship; a course's idea (forPublication false) is not for one either. */
  forSponsorship?: boolean;
  /** Only for a crowdfunding campaign; a campaign gets only these (a shop's ideas assume stock to ship today). */
  forCampaign?: boolean;
  /** Only for a game on a PC or console store; such a game gets only these (an app's share cards and in-app events do not apply). */
  forStoreGame?: boolean;
  /** true: only for software researchers pay for themselves (first, for one); false: not for one (no free plan's outputs to sign). */
  forResearch?: boolean;
  /** Only for a place people stay the night (Reading.stay); it gets only these (guests live far away: no window, no neighbours). */
  forStay?: boolean;
  /** Only for a food truck or cart (Reading.mobileFood); it gets only these (no shop window, chalkboard or counter). With `catering`, only when it caters. */
  forMobileFood?: boolean;
  catering?: boolean;
  /** Only for a tour sold to visitors (Reading.tour); it gets only these (guests leave within days: no window, no regulars). */
  forTour?: boolean;
  /** Only for lessons whose pupils are these (Reading.pupils): no adult beginners' morning for a swim school for children. */
  pupils?: LessonPupils[];
  /** Only for exam tutoring of secondary-age pupils (Reading.examTutoring); it gets only these (no primary-school fair, no adult beginners). */
  forExamTutoring?: boolean;
  /** Only for a charity or non-profit (Reading.charity); it gets only these (its supporters give: no window, no till, no regulars). */
  forCharity?: boolean;
  /** Only for a shared workspace (Reading.workspace); it gets only these (members join by the month: no till, no pre-orders). */
  forWorkspace?: boolean;
  /** Only for a brewery's taproom or a winery's tasting room (Reading.taproom); it gets only these (no window, no free drink). */
  forTaproom?: boolean;
  /** Only for a sit-down restaurant (Reading.restaurant); it gets only these (no window, no free pastry, no market stall). */
  forRestaurant?: boolean;
  /** Only for an experience booked as a group or an outing (Reading.experience), of that form; it gets only these (no till, no window). */
  forExperience?: "rooms" | "studio";
  /** Only for a venue hired for weddings and events (Reading.venue); it gets only these (couples book once: no window, regulars or market stall). */
  forVenue?: boolean;
  /** Only for a gym or studio joined by the month (Reading.gym); it gets only these (new members kept past the intro: no till, no window). */
  forGym?: boolean;
  /** Only for a children's activity club sold to parents (Reading.kidsClub); it gets only these (parents, the school office, first classes: no window, market stall or till). */
  forKidsClub?: boolean;
  /** Only for a pet boarding business (Reading.petBoarding); it gets only these (owners who stayed, vets and groomers, the quiet months: no window, stamp card or till). */
  forPetBoarding?: boolean;
  /** Only for a newborn and family photographer (Reading.familyPhoto); it gets only these (past families and where expectant parents are: no window, stall or till). */
  forFamilyPhoto?: boolean;
  /** Only for a tattoo or piercing studio (Reading.tattoo); it gets only these (the DMs, the list, healed work: no door drop or till). */
  forTattoo?: boolean;
  /** Only for a device repair shop (Reading.deviceRepair); it gets only these (the map, the quote, the counter, the referrers: no street party or staff perk card). */
  forDeviceRepair?: boolean;
  /** Only for a children's entertainer booked for parties (Reading.partyEntertainer); it gets only these (host parents, venues, turned-away Saturdays: no window, stall or till). */
  forPartyEntertainer?: boolean;
  /** Only for a local personal trainer (Reading.trainer); it gets only these (clients, friends, the park: no window, stall or till). */
  forTrainer?: boolean;
  /** Only for a health practice (Reading.clinic), of this care when said; it gets only these (referral partners and a first step that suits care: no till, window or regulars). */
  forClinic?: boolean | "vet" | "body" | "teeth";
  /**
   * Only for early-years childcare (Reading.childcare); it gets only these (parents choosing months ahead: no till,
   * window or stamp card). "young": only for a nursery or a childminder; "club": only for an after-school or holiday club.
   */
  forChildcare?: boolean | "young" | "club";
  /** Only for a home-improvement installer (Reading.installer), "energy" for work that saves it; it gets only these (no till, window, market stall or friend's first visit). */
  forInstaller?: boolean | "energy";
  /** Only for a removals or moving company (Reading.removals); it gets only these (quotes still open, agents' desks, the price first: no till, window or friend's first visit). */
  forRemovals?: boolean;
  /** Only for a care-at-home business (Reading.homeCare); it gets only these (the discharge team, the callback, carers' friends: no till, window or chalkboard). */
  forHomeCare?: boolean;
  /** Only for a care home (Reading.careHome); it gets only these (the discharge team, a visit today, residents' families, a dementia café: no perk card, voucher or window). */
  forCareHome?: boolean;
  /** Only for a funeral director (Reading.funeral); it gets only these (dignified ones: the phone at night, the guide, a staff talk: no window, sample or offer). */
  forFuneral?: boolean;
  /** Only for a funeral celebrant (Reading.funeral.celebrant), with forFuneral: the funeral directors and crematorium staff, never a funeral director's own ideas. */
  forCelebrant?: boolean;
  /** Only for a law practice for consumers (Reading.law); it gets only these (the fee on the site, a talk's organiser, a referrer thanked: no counter swap, window or bring-a-neighbour card). */
  forLaw?: boolean;
  /** Only for an architecture or design practice for homeowners (Reading.architect); it gets only these (owners, builders and the planning portal: no van, magnet or discount card). */
  forArchitect?: boolean;
  /** Only for online coaching sold by the month (Reading.coaching); it gets only these (a consult call and check-ins: no before-and-after wall, no free class). */
  forCoaching?: boolean;
  /** Only for a paid online community or membership (Reading.membership); it gets only these (no free plan, no classes or graduates). */
  forMembership?: boolean;
  /** Only for a food subscription delivered from a farm (Reading.farmBox); it gets only these (no till, no window, no walk-ins). */
  forFarmBox?: boolean;
  /** Only for a florist with a shop and local delivery (Reading.florist); it gets only these (no stamp card, window or chalkboard). */
  forFlorist?: boolean;
  /** Only for a regulated adviser (Reading.adviser: a mortgage broker); it gets only these (no window, no market stall, no treats). */
  forAdviser?: boolean;
  /** Only for a niche job board (Reading.jobBoard); it gets only these (employers pay, candidates are free: no orders, no sellers). */
  forJobBoard?: boolean;
  /** Only for a self-published book (Reading.book); it gets only these (readers, not carts, inserts or creators' kits). */
  forBook?: boolean;
  /** Only for a print-on-demand shop (Reading.printOnDemand); it gets only these (nothing to pack, restock or gift by the dozen). */
  forPod?: boolean;
  /** Only for an artist selling originals and prints (Reading.artist); it gets only these (past buyers, the studio, the places buyers stay: no hashtag card or referral code). */
  forArtist?: boolean;
  /** Only for a band releasing a record and touring (Reading.band); it gets only these (fans and towns, not students, launches or carts). */
  forBand?: boolean;
  /** Only for an app for meeting people (Reading.meetPeople); it gets only these (no streaks, share sheets or creators). */
  forMeetPeople?: boolean;
  /** Only for an app for young children bought by their parents (Reading.youngChildren); it gets only these (nothing aimed at the children). */
  forYoungChildren?: boolean;
  /** Only for a driving instructor (Reading.driving); it gets only these (the car, the diary, colleges and workplaces). */
  forDriving?: boolean;
  /** Only for a school of adult learners in classes (Reading.adultClasses), or one teaching a language; it gets only these (no child, parent or school gate). */
  forAdultClasses?: boolean | "language";
  /** Only for a teacher of adults one-to-one (Reading.privateTeacher), or one teaching music; it gets only these (no child, parent or term). */
  forPrivateTeacher?: boolean | "music";
  /** Only for a service sold to smallholder farmers on basic phones (Reading.smallholders); it gets only these. */
  forSmallholders?: boolean | "equipment";
  /** Only for a paid desktop app (Reading.desktopApp); it gets only these (no share cards, challenges or video replies). */
  forDesktop?: boolean;
  /** Only for a freemium WordPress plugin (Reading.wpPlugin); it gets only these (no "Made with" badge on visitors' pages, free templates or comments). */
  forWpPlugin?: boolean;
  /** Only for a studio or agency selling client projects (Reading.agency); it gets only these (no cost calculator, teardown of a typical week or trade association). */
  forAgency?: boolean | "startups" | "other";
  /** Only for a caterer (Reading.caterer), for its buyers: offices that order every week or events booked once; it gets only these (no cost calculator, trade association or shop window). */
  forCaterer?: "offices" | "events";
  /**
   * Only for a paid browser extension (Reading.browserExtension); it gets only these (no share cards, challenges or
   * TikTok clips). "payers": only once someone pays (not for one with nobody paying yet).
   */
  forBrowserExtension?: boolean | "payers";
  /** Only for a digital download sold one-off (Reading.digitalProduct); it gets only these (no live teardowns, students' walls or launch weeks). "buyers": only once it has sold. */
  forDigitalProduct?: boolean | "buyers";
  /** Only for an accounting or bookkeeping practice, a tax preparer or a payroll bureau (Reading.accounting); it gets only these (no cost calculator, teardown of a typical week or association newsletter). */
  forAccounting?: boolean;
  /** Only for a recruitment, staffing or temp agency or a headhunter (Reading.recruiter); it gets only these (both sides: placed candidates, clients at three months, advisers, adverts). */
  forRecruiter?: boolean;
  /** Only for a language services business selling to businesses (Reading.translator); it gets only these (proof, listing, rate, referrers: no cost calculator or launch). */
  forTranslator?: boolean;
  /** Only for a managed IT support company (Reading.itSupport); it gets only these (referrers, clients, the free health check and a talk: no cost calculator or demo). */
  forItSupport?: boolean;
  /** Only for a letting agent, an estate agent or a property manager (Reading.letting); it gets only these (no teardown of a typical week, cost calculator or association newsletter). */
  forLetting?: boolean;
  /** Only for software sold to churches (Reading.church); it gets only these (no teardown of a business, trade association or hourly-rate calculator). */
  forChurch?: boolean;
  /** Only for software sold to licensed clinicians in private practice (Reading.clinician); it gets only these (no teardown of "a business like yours", no case study). */
  forClinician?: boolean;
  /** Only for hardware sold to farms, vineyards and field operators (Reading.agtech); it gets only these (no teardown of "a typical business", no software cost calculator). */
  forAgtech?: boolean;
  /** Only for a brand selling mainly on Amazon or Walmart Marketplace (Reading.marketplaceBrand); it gets only these (the marketplace owns the buyer: no insert contests, buyer emails or affiliate codes). "amazon": only on Amazon. */
  forMarketplaceBrand?: boolean | "amazon";
  /** Only for a business selling to schools (Reading.schools); it gets only these. "tech": only for devices or software (the Bett show, taking old devices back). */
  forSchools?: true | "tech";
  /** Only for an event selling tickets; an event gets only these (a tool's benchmark sells no ticket). */
  forEvent?: boolean;
  /** With forEvent: only for an event for the public (a fair) or for peers (a conference). */
  eventCrowd?: "public" | "peers";
};

/** Cheap, fast, slightly unusual ideas, each for the kinds of business it suits. */
const IDEAS: GuerrillaIdea[] = [
  // ─── A print-on-demand shop (Reading.printOnDemand) ─────────────────────────────────────────────
  {
    kinds: ["ecommerce"],
    tags: ["instagram"],
    forPod: true,
    name: "A line on {podPartner}'s packing slip that asks for a photo",
    // A marketplace that prints the order itself (Redbubble) sends its own slip: only with a print partner of the founder's own.
    onlyWhenSaid: /\b(?:printful|printify|gelato|teemill|prodigi|gooten|inkthreadable|customcat|spreadshirt)\b/i,
    description:
      "Add one line to the packing slip {podPartner} prints with every order (check its branding and packing-slip settings): 'Show us yours: tag {product} in a photo and it might go on the shop's front page.' It costs nothing, travels in every parcel you never touch, and brings the buyers' photos your product pages need.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["ecommerce"],
    tags: ["instagram"],
    forPod: true,
    name: "Name a design after the follower who suggested it",
    description:
      "Ask in your stories for ideas for {podDrop}; when you draw one, name the design after the follower who suggested it (with their OK) and send them the first one printed. They will post it, and their friends are your buyers.",
    costLevel: "Under $50",
    impact: "High",
  },
  {
    kinds: ["ecommerce"],
    tags: ["instagram"],
    forPod: true,
    name: "A 'tag the friend who…' post before each gifting day",
    description:
      "Two weeks before each gifting day, post one design with 'Tag the friend who…' and the habit the design is about: every tag shows the design to someone with a gift to buy, and the comments tell you which friend sells.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["ecommerce"],
    tags: ["pinterest"],
    forPod: true,
    name: "Pin the sketch beside every finished design",
    description:
      "Photograph the pencil sketch or the first layer of each design and pin it on Pinterest next to the finished piece, linking to the same page: people who follow illustrators save process pins, and each one is another way to find the design.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  // ─── A band releasing a record and touring (Reading.band) ──────────────────────────────────────
  {
    kinds: ["creator"],
    tags: ["email-marketing"],
    forBand: true,
    name: "A sign-up card on the merch table at your next gig",
    description:
      "Print a card for the merch table at your next gig: 'First to hear about {bndRecord} and the tour: scan or write your email', with a QR code and a clipboard next to it, and say it once from the stage. Every gig between now and {bndRelease} adds names to the list the pre-order goes to first.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["creator"],
    tags: ["press"],
    forBand: true,
    name: "The single on the BBC Introducing Uploader this week",
    description:
      "Upload the first single from {bndRecord} through the BBC Music Introducing Uploader this week (free: check its current rules and which local show covers you), with a two-line note on the release day and the {bndTour}. It takes an evening and it is the route BBC Introducing presenters listen to.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["creator"],
    tags: ["community"],
    forBand: true,
    name: "Where your fans already are, from your Bandcamp reports",
    description:
      "Open your Bandcamp sales and fan reports (and your streaming services' artist pages, which show listeners by city) and write down the top ten towns. Compare them with the tour towns: where they match, start the street team and the posters there first.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["creator"],
    tags: ["events"],
    forBand: true,
    name: "A two-song session for the record shop's pages",
    description:
      "Film two songs from {bndRecord}, acoustic, in an independent record shop in {bndHome} before it opens, and give the shop the video for its own pages with the pre-order link. The shop's customers are the people who buy vinyl, and the shop will want to stock the record.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  // ─── Paid online communities and memberships (Reading.membership) ───────────────────────────────
  {
    forMembership: true,
    kinds: ["creator"],
    tags: ["email-marketing", "community"],
    name: "Write to every member who joined in the last three months and has gone quiet",
    description:
      "List members who joined {product} in the last three months and have not posted or come to a live session for two weeks. Write to each by hand: ask what they are working on now and offer a seat in the next group or live session. They are still paying; they are deciding whether to stop.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    forMembership: true,
    kinds: ["creator"],
    tags: ["podcast"],
    name: "Guest on three podcasts {audience} listen to",
    description:
      "Pitch three podcasts {audience} listen to one practical lesson from a recent teardown (with the member's permission, or on your own product): what was wrong, what was changed, what happened next. Offer the hosts' listeners a seat at your next free open call rather than a discount; count registrations that name the show.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    forMembership: true,
    kinds: ["creator"],
    tags: ["partnerships"],
    name: "Member perks from three tools members already pay for",
    description:
      "Ask your members which tools they pay for every month, then write to the three most named and ask for a perk for {product} members: credits, a longer trial or a discount. Put the perks behind the member login and say what they are worth on the joining page; check each tool's own rules before you publish its name.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    forMembership: true,
    kinds: ["creator"],
    tags: ["community", "case-studies"],
    name: "A public page of what members {membShipped} this month",
    description:
      "Each month, publish one page listing what members {membShipped}, each with a one-line description and a link to their work, only for those who say yes. Members get a link and a reason to share it; visitors see a community that ships, with a link to the next open call at the bottom.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  // ─── Experiences booked as a group or an outing (Reading.experience) ─────────────────────────────
  {
    forExperience: "rooms",
    kinds: ["local"],
    tags: ["email-marketing"],
    name: "Offer a weekday slot to every group you turned away at the weekend",
    description:
      "Go through the last two months of booking requests, calls and messages for weekend slots that were full, and write to each organiser today: the nearest Monday-to-Thursday slots for their group, held for a week. They already chose {product}; only the day was wrong.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    forExperience: "rooms",
    kinds: ["local"],
    tags: ["partnerships"],
    name: "Ask every group at the team photo where they work",
    description:
      "This week, when you take each group's photo, ask one question: 'Does your work do team days?' Note the company and who organises them, and send that person the one-page team offer the next morning, mentioning the colleague who played. A player who loved it is the warmest way into an office.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    forExperience: "rooms",
    kinds: ["local"],
    tags: ["instagram"],
    name: "A gift-voucher card in every group's hands as they leave",
    description:
      "Print a small card ('Give {xpVoucher} as a present', the voucher link and a QR code) and hand one to every group as they leave, from now until the next gifting day; count vouchers sold each week against the weeks before.",
    costLevel: "Under $50",
    impact: "Medium",
    quick: true,
  },
  {
    forExperience: "rooms",
    kinds: ["local"],
    tags: ["partnerships"],
    name: "Ask the front desks of the three nearest hotels to suggest a weekday game",
    description:
      "Walk to the three hotels nearest {product} with a stack of cards (the rooms, the price a head, the booking link) and ask the front desk whether they would suggest you to guests looking for something to do on a weekday evening. Ask every weekday group how they heard, and thank the desk that sends them.",
    costLevel: "Under $50",
    impact: "Medium",
    quick: true,
  },
  {
    forExperience: "studio",
    kinds: ["local"],
    tags: ["email-marketing"],
    name: "Write to everyone who did a {xpTaster} in the last three months, with the next course dates",
    description:
      "Pull the list of taster guests from your bookings for the last three months and send each a short personal note: thank you for coming, the next two {xpCourse} start dates, and {xpCredit} the course if they book this month. They loved the taster; nobody told them what comes next.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    forExperience: "studio",
    kinds: ["local"],
    tags: ["email-marketing"],
    name: "Put the course dates in the 'your pots are ready' message",
    description:
      "Rewrite the message that tells taster guests their fired pots are ready to collect: add one line with the next {xpCourse} dates and a link, and keep a printed course card on the collection shelf. Collection day is when they are proudest of what they made.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    forExperience: "studio",
    kinds: ["local"],
    tags: ["instagram"],
    name: "Photograph each course graduate with their best piece",
    description:
      "In the last week of every course, photograph each student holding the piece they are proudest of (with their permission), and post the group's pieces together with 'made on the {xpCourse} by beginners' and the next start date. It shows what a course does better than any ad.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    forExperience: "studio",
    kinds: ["local"],
    tags: ["partnerships"],
    name: "Students' mugs in a café near the studio for a week",
    description:
      "Ask one café near {product} to serve drinks for a week in mugs your course students made (with their say-so), with a small card on each table: 'Made by a beginner on the {xpCourse}. Next course starts {{date}}.' People who pick up a handmade mug ask where it came from.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  // ─── Sit-down restaurants filling their quiet nights (Reading.restaurant) ─────────────────────
  {
    forRestaurant: true,
    kinds: ["local"],
    tags: ["events"],
    name: "Tell every weekend table about {rstQuietOne} {rstNight}",
    description:
      "This Friday and Saturday, whoever serves each table says one sentence with the dessert menu: what {rstQuietOne} {rstNight} is and why it is worth coming for (a dish made only that night), and hands over a small card with the booking link. Count {rstQuietOne} bookings next week against this week.",
    costLevel: "Under $50",
    impact: "High",
    quick: true,
  },
  {
    forRestaurant: true,
    kinds: ["local"],
    tags: ["reviews"],
    name: "Answer every review from the last three months, on Google and TripAdvisor, this week",
    description:
      "Set aside an hour this week and answer every review of {product} from the last three months, by name, naming the dish or the person they mention; the unhappy ones first, with a thank-you, an explanation and an invitation back on a quiet night. Never offer anything for a review.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    forRestaurant: true,
    kinds: ["local"],
    tags: ["email-marketing"],
    name: "Offer a {rstQuietOne} to every group whose weekend was full",
    description:
      "Go through this month's booking requests and calls for groups you could not seat on a Friday or Saturday, and write to each one: the nearest {rstQuietOne} or {rstQuietTwo}, the room to themselves and a set menu. They already chose {product}; only the night was wrong.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  // ─── Online coaching sold by the month (Reading.coaching) ────────────────────────────────────────
  {
    forCoaching: true,
    kinds: ["creator"],
    tags: ["email-marketing"],
    name: "Write personally to {coachPast}",
    description:
      "Make one list of {coachPast}, and send each a short personal email from you, not a newsletter: what you noticed about where they got to, that {product} now starts in small paid groups with a weekly check-in, the next start date ({coachIntake}), and one line inviting them to apply for a free 20-minute call. They already know how you coach.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    forRestaurant: true,
    kinds: ["local"],
    tags: ["google-business"],
    name: "Photograph the morning's kitchen for the Google profile",
    description:
      "Tomorrow morning, take ten photos in daylight of the kitchen at work ({rstSignature}), the room laid for dinner and the front from across the street, and put the best five first on the Google profile with the week's quiet-night menu as a post.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    forCoaching: true,
    kinds: ["creator"],
    tags: ["calls"],
    name: "Ask every current client one question: what nearly stopped you starting?",
    description:
      "Send each of your clients at {product} one message: what nearly stopped you starting, and what made you decide? Their answers, in their words, become the first lines of your offer page and the doubts your consult calls answer; ask in the same message whether they would share their story, with written consent.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    forCoaching: true,
    kinds: ["creator"],
    tags: ["instagram", "video"],
    name: "Film {coachOne} {coachFilmWhere}",
    description:
      "Film thirty seconds on your phone teaching {coachOne} for {audience}: how to do it, the mistake most people make, an easier version. {coachFilmHow} Post it, pin it, and end with the link to apply for a free call with {product}.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    forCoaching: true,
    kinds: ["creator"],
    tags: ["partnerships"],
    name: "A free 30-minute online talk for one workplace network or club",
    description:
      "Offer one workplace wellbeing or women's network, or a club your clients belong to, a free 30-minute evening talk on Zoom with three things they can try this week, and your free starter plan as the only link. Ask the organiser to share it; a talk reaches more of the right people in one evening than a month of posts.",
    costLevel: "Free",
    impact: "Medium",
  },
  // ─── Florists filling the weeks between the peak days (Reading.florist) ─────────────────────────
  {
    forFlorist: true,
    kinds: ["local"],
    tags: ["partnerships"],
    name: "A sample arrangement in three receptions this week",
    description:
      "Take what is left in the cold room on your quietest morning, make three reception arrangements, and deliver them to the three hotels, restaurants or offices at the top of your list with a card addressed to the manager by name and one price a week. Go back in a week for the vase and the answer.",
    costLevel: "Under $50",
    impact: "High",
    quick: true,
  },
  {
    forFlorist: true,
    kinds: ["local"],
    tags: ["email-marketing"],
    name: "Last year's birthdays, this month",
    description:
      "Go through last year's orders for this month and next: every birthday, anniversary and thank-you a customer told you about. Write to those who agreed to hear from you a week before the date, naming the recipient and last year's bouquet, with your own order link and phone number.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    forFlorist: true,
    kinds: ["local"],
    tags: ["google-business"],
    name: "Your same-day cut-off and order link at the top of the Google profile",
    description:
      "Today, check the Google Business Profile of {product}: main category Florist, your own order link and phone (not a wire service's page), the same-day cut-off in the description, delivery areas, and five photos of this week's real bouquets. Count calls and website clicks every Friday.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    forFlorist: true,
    kinds: ["local"],
    tags: ["partnerships"],
    name: "A {flrCompletion} bouquet for the {flrAgent} round the corner",
    description:
      "Take a small bouquet to the nearest {flrAgent} this week with a note: the next time they close a sale, you will deliver a bouquet to the buyers' new home on the day, from the agency, with one invoice a month. One agency is a bouquet every week.",
    costLevel: "Under $50",
    impact: "Medium",
    quick: true,
  },
  // ─── Food subscriptions delivered from a farm (Reading.farmBox) ─────────────────────────────────
  {
    forFarmBox: true,
    kinds: ["local"],
    tags: ["email-marketing"],
    name: "Ask everyone who cancelled last year one question",
    description:
      "Send each household that cancelled {product} last year (and agreed to hear from you) one short personal email: what was the main reason you stopped? Offer nothing in the first message; thank everyone who answers, and put the reasons in the sheet your pause message and summer letter are written from.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    forFarmBox: true,
    kinds: ["local"],
    tags: ["community"],
    name: "A handwritten note in the {boxUnit} from the grower",
    description:
      "For one week, put a handwritten line in every {boxUnit} of {product}: the household's name, one thing from the field this week, and a question (what should we grow more of?). It takes an evening, and the replies tell you who feels part of the farm and who is drifting.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    forFarmBox: true,
    kinds: ["local"],
    tags: ["facebook-groups", "video"],
    name: "Film the {boxUnit} being packed, thirty seconds",
    description:
      "Film, on a phone, this week's {boxUnit} from the field to the door: picking at dawn, the packing table, the van on the lane. Post it in the village Facebook groups that allow it (check each group's rules) and send it in the weekly email, so people see where their food comes from.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    forFarmBox: true,
    kinds: ["local"],
    tags: ["community"],
    name: "A recipe swap from the households on the round",
    description:
      "Ask the households of {product} in the weekly email for their best recipe for one vegetable everyone struggles with (kohlrabi, celeriac, chard). Print the three best on a card in the next {boxUnit}, with each cook's first name and permission. Households who share a recipe stay for the people as well as the veg.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  // ─── Niche job boards (Reading.jobBoard) ────────────────────────────────────────────────────────
  {
    forJobBoard: true,
    kinds: ["marketplace"],
    tags: ["email-marketing"],
    name: "Write to every employer whose listing ended in the last three months",
    description:
      "Pull every listing on {product} that ended in the last three months and write one short note to each employer: did you fill the role, and with someone from the board? Thank those who did and ask for one sentence for the employer page; offer those still hiring a renewal at {jbPrice} or a bundle ({jbBundle}).",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    forJobBoard: true,
    kinds: ["marketplace"],
    tags: ["newsletter"],
    name: "Ask this week's email subscribers one question: what job are you waiting for?",
    description:
      "Send one plain email to {product}'s subscribers asking what role, pay and remote terms they are waiting for, with one reply. Tally the answers by skill and time zone; they tell you which employers to seed and approach next, and a line such as '{{share}} of our subscribers want {{role}}' goes straight into your notes to employers.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    forJobBoard: true,
    kinds: ["marketplace"],
    tags: ["community"],
    name: "A monthly pay snapshot from the listings on the board",
    description:
      "Once a month, publish the median and range of the pay on {product}'s listings, by seniority and remote policy, counted from the listings only (say how many). {jbCandidates} share numbers like these, and every share brings subscribers; employers read it to price their next role.",
    costLevel: "Free",
    impact: "Medium",
  },
  {
    forJobBoard: true,
    kinds: ["marketplace"],
    tags: ["seo"],
    name: "A public page of the companies that hire for {jbNiche} roles",
    description:
      "Publish one page on {product} listing every company you know hires for {jbNiche} roles, each with a link to its own careers page and the date you last saw a role there. {jbCandidates} bookmark and share lists like this, search engines find it, and every company on it is a name for your notes to employers; take any company off the day it asks.",
    costLevel: "Free",
    impact: "Medium",
  },
  // ─── Gyms and studios joined by the month (Reading.gym) ─────────────────────────────────────────
  {
    forGym: true,
    kinds: ["local"],
    tags: ["email-marketing"],
    name: "Write to everyone whose {gymFirst} was in the last three months and who never came back",
    description:
      "Pull the list from your bookings: everyone who did {gymAFirst} at {product} in the last three months and has not been in since. Send each a short personal email from the coach who ran it: glad you came, a second visit free this month with that coach on a named evening, and one reply to book it. They have done the hard part already.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    forGym: true,
    kinds: ["local"],
    tags: ["community"],
    name: "A 'new this month' wristband or card, so regulars say hello",
    description:
      "Give every new member of {product} a coloured wristband or a card on their bag for their first month, and ask staff and your friendliest regulars to say hello to anyone wearing one and show them where to start. Being spoken to on the second and third visit is what makes a new member feel they belong.",
    costLevel: "Under $50",
    impact: "Medium",
    quick: true,
  },
  {
    forGym: true,
    kinds: ["local"],
    tags: ["email-marketing"],
    name: "Ask everyone who cancelled since the autumn one question",
    description:
      "Send each member who cancelled at {product} in the last four months one short email: what was the main reason you stopped? Offer nothing in the first message; thank everyone who answers, offer a pause or a return visit to those who left for exams, injury or time, and put the reasons in your retention sheet.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    forGym: true,
    kinds: ["local"],
    tags: ["instagram", "video"],
    name: "Film 'your first visit' in thirty seconds",
    description:
      "Film, on a phone, what a first visit to {product} looks like (with everyone's permission): the desk, the coach saying hello, a nervous beginner's first go, and the chat afterwards. Post it on Instagram and pin it; send it to everyone who books {gymAFirst}, so they know what to expect and bring a friend.",
    costLevel: "Free",
    impact: "Medium",
  },
  // ─── Health practices: vet practices, physios (Reading.clinic) ──────────────────────────────────
  {
    forClinic: "teeth",
    kinds: ["local"],
    tags: ["email-marketing"],
    name: "Call ten patients seen once and ask what would bring them back",
    description:
      "Pick ten patients seen once at {product} in the last year who never rebooked and agreed to hear from you. The practice manager calls each: how are things, is a check-up due, and was there anything that put them off. Book those who want it on {clinicQuiet}, and fix the one thing that comes up twice.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    forClinic: "teeth",
    kinds: ["local"],
    tags: ["flyers"],
    name: "The membership plan's sum on the back of every appointment card",
    description:
      "Print the plan's sum on the back of the appointment card every patient takes home: {clinicPlanLine}, against the same visits paid one by one, and how to join at {website}. It is read at home, where people decide.",
    costLevel: "Under $50",
    impact: "Medium",
    quick: true,
  },
  {
    forClinic: "teeth",
    kinds: ["local"],
    tags: ["shop-window"],
    name: "“Taking new patients” on the door and as the first words of the Google profile",
    description:
      "People who cannot get an NHS or a new-patient appointment search for a dentist taking new patients and look at the door as they pass. Put a plain sign on the door or window, and the same words, with the first free new-patient slot, as the first line of {product}'s Google profile; change it the day the list closes.",
    costLevel: "Under $50",
    impact: "High",
  },
  {
    forClinic: "teeth",
    kinds: ["local"],
    tags: ["seo"],
    name: "Answer the three questions new patients ask most, one page each",
    description:
      "Write down the three questions new patients at {product} ask most ('How soon can you see me?', 'What does the first visit cost?', 'Does it hurt?') and answer each on its own short page on {website}, in plain words, with {clinicFirst} at the bottom and no claim you could not stand behind.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    forClinic: "body",
    kinds: ["local"],
    tags: ["partnerships"],
    name: "A free-check card on the counter of two running shops",
    description:
      "Ask two running or bike shops in {place} to keep a small stack of {product} cards on their counter for customers who mention a niggle: a free 15-minute injury check on {clinicQuiet}, booked at {website}. Ask 'Who suggested us?' at every check to see which shop sends people.",
    costLevel: "Under $50",
    impact: "High",
    quick: true,
  },
  {
    forClinic: "body",
    kinds: ["local"],
    tags: ["email-marketing"],
    name: "Write to every patient who stopped before the end of their plan",
    description:
      "List everyone from the last six months who stopped before their plan of care ended. Send each a short personal message: how is the {{problem}} now, and if it is still bothering them, a follow-up on {clinicQuietOne} to check it. No discount; a clinical reason to come back.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    forClinic: "body",
    kinds: ["local"],
    tags: ["seo"],
    name: "Answer the three questions you hear most, one page each",
    description:
      "Write down the three questions new patients at {product} ask most ('Do I need a referral?', 'Will insurance pay?', 'Should I keep running?') and answer each on its own short page on {website}, in plain words, with the free check at the bottom. Send the links to your referral partners.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    forClinic: "body",
    kinds: ["local"],
    tags: ["partnerships"],
    name: "A notice for the people who are free on {clinicQuiet}",
    description:
      "Ask the staff room of the nearest hospital or fire station, and the front desk of a retirement community or a gym with daytime classes, whether they would pin a short notice: free 15-minute injury checks at {product} on {clinicQuiet}, booked at {website}. People who work shifts or have retired are free when your diary is empty.",
    costLevel: "Under $50",
    impact: "Medium",
    quick: true,
  },
  {
    forClinic: "vet",
    kinds: ["local"],
    tags: ["partnerships"],
    name: "A welcome card in every rescue pet's going-home pack",
    description:
      "Ask two rescue centres near {place} to put a {product} card in each going-home pack: a free nurse check for the new pet in its first month, booked at {website}. Ask 'Who suggested us?' at every registration and thank the centre for each pet it sends.",
    costLevel: "Under $50",
    impact: "High",
    quick: true,
  },
  {
    forClinic: "vet",
    kinds: ["local"],
    tags: ["community"],
    name: "A water bowl and a card at the door for dog walkers",
    description:
      "Put a water bowl and a jar of treats outside {product} on the busiest dog-walking route, with a card holder: 'New practice: register and get a free nurse check, {website}'. Say hello to the walkers who stop; they are the people other owners ask.",
    costLevel: "Under $50",
    impact: "Medium",
    quick: true,
  },
  {
    forClinic: "vet",
    kinds: ["local"],
    tags: ["email-marketing"],
    name: "The health plan's sum on one page, sent to every new registration",
    description:
      "Send every owner who has registered at {product} so far the one-page sum: the health plan at {clinicPlan} against the same care paid visit by visit, what it does not cover, and how to join. No pressure, one message, and the nurse answers any questions at the next check.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    forClinic: "vet",
    kinds: ["local"],
    tags: ["seo"],
    name: "Answer the three questions owners ask most, one page each",
    description:
      "Write down the three questions new owners ask {product} most ('Do I need to register before an emergency?', 'When is the first vaccination?', 'What does the health plan cover?') and answer each on its own short page on {website}, in plain words, with the free nurse check at the bottom. Link them from your Google profile.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  // ─── Regulated advisers: mortgage brokers, financial advisers (Reading.adviser) ─────────────────
  {
    forAdviser: true,
    kinds: ["local"],
    tags: ["partnerships"],
    name: "A one-page 'what lenders ask the self-employed for' sheet for accountants",
    description:
      "Write one page for accountants in {place}: the documents lenders usually ask self-employed clients for (tax calculations and tax year overviews, accounts, bank statements), the questions they ask, and your number for a same-day answer. Have {adviserApprover} approve it, then email it to ten local accountants with a two-line note; it is useful to their clients whether or not they call you.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    forAdviser: true,
    kinds: ["local"],
    tags: ["email-marketing"],
    name: "Write today to every past client whose deal ends in the next six months",
    description:
      "From your case records, pick every past client of {product} whose rate or plan ends in the next six months and send each a short personal note (approved by {adviserApprover}): the date is coming, you will compare their lender's own offer with the market, and there is nothing to pay for a look. These are the quickest cases you will win this quarter.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    forAdviser: true,
    kinds: ["local"],
    tags: ["partnerships"],
    name: "Ask the three conveyancing solicitors you work with most for their buyers without a broker",
    description:
      "Conveyancers see buyers in {place} who have an offer accepted and no mortgage sorted, or a mortgage that fell through. Call the three you work with most, ask how they like referrals to reach you, agree the same-day answer and the disclosed arrangement {adviserApprover} approves, and leave them your direct mobile.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    forAdviser: true,
    kinds: ["local"],
    tags: ["community"],
    name: "Answer three buying questions this week in {place}'s local Facebook groups",
    description:
      "Search the local groups in {place} for 'mortgage', 'first-time buyer' and 'self-employed', and answer three recent questions in a few helpful sentences, in your own name as {product}'s adviser: general information only, within the rules {adviserApprover} gives you and each group's own, no advert and no private message first. Note who asks for a call.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  // ─── Businesses selling to schools and academy trusts ───────────────────────────────────────────
  {
    forSchools: true,
    kinds: ["b2b-smb", "b2b-enterprise", "ecommerce"],
    tags: ["case-studies"],
    name: "The questions IT leads ask, answered on one page",
    description:
      "Write one page a business manager can forward to the IT lead, answering what they ask every supplier of {schoolItems}: {schoolCredentials}; the warranty and the return policy; and how ordering works (our quote, their purchase order, our invoice). Send it with every quote and offer it to a local business managers' group.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    forSchools: true,
    kinds: ["b2b-smb", "b2b-enterprise", "ecommerce"],
    tags: ["email-marketing"],
    name: "A spring price list, before the budgets are set",
    description:
      "In February, send every school you supply and every school that asked for a quote this year a short note and a price list valid to the end of the summer term: budgets are being set ({schoolYear}), and a price they can put in the plan now becomes a purchase order after Easter.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    forSchools: "tech",
    kinds: ["b2b-smb", "b2b-enterprise", "ecommerce"],
    tags: ["trade-shows", "events"],
    name: "Walk the Bett show as a visitor, with a list",
    description:
      "If you can spare a day, go to the Bett show at ExCeL London in late January (check this year's dates and whether suppliers can register as visitors) with a list of ten trust IT leads and business managers you want to meet; a stand is not needed at this stage.",
    costLevel: "Under $500",
    impact: "Medium",
  },
  {
    forSchools: "tech",
    kinds: ["b2b-smb", "b2b-enterprise", "ecommerce"],
    tags: ["partnerships"],
    name: "Old devices collected, with a certificate",
    description:
      "Offer each school that orders to collect its old devices on delivery day, wipe them with the same certified software and send a certificate per device, recycled or resold for a credit. Check first that you hold the waste carrier registration the Environment Agency asks for and how the WEEE rules apply; IT leads ask.",
    costLevel: "Under $50",
    impact: "Medium",
    quick: true,
  },
  // ─── Games on a PC or console store ─────────────────────────────────────────────────────────
  {
    forStoreGame: true,
    kinds: ["consumer-app"],
    tags: ["video", "game-stores"],
    name: "A GIF of one moment, posted the day you make it",
    description:
      "Every time a moment in {product} looks good (a puzzle clicking, a light coming on), record five seconds of it as a GIF and post it that day where your players gather, with the {store} link where the rules allow. Count which GIFs bring wishlists.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    forStoreGame: true,
    kinds: ["consumer-app"],
    tags: ["game-stores", "community"],
    name: "Reply to every comment on the store page",
    description:
      "Answer every question and comment on {product}'s {store} page and community hub within a day, in your own name. Players who see a developer who answers wishlist more, and their questions tell you what the page does not say yet.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    forStoreGame: true,
    kinds: ["consumer-app"],
    tags: ["game-stores", "partnerships"],
    name: "A cross-promotion with a game for the same players",
    description:
      "Ask the developer of a game like {product} to swap a mention: a line in each other's update notes or a shared bundle on {store}. Their players already like this kind of game, and yours return the favour.",
    costLevel: "Free",
    impact: "High",
  },

  {
    forStoreGame: true,
    kinds: ["consumer-app"],
    tags: ["game-stores", "community"],
    name: "Names in the credits for the demo's first testers",
    description:
      "Offer the first 100 players who send useful feedback on the {product} demo their name in the game's credits, and say so on the {store} page. They tell friends, and they wishlist it to see their name on launch day.",
    costLevel: "Free",
    impact: "Medium",
  },

  // ─── Local shops and services ──────────────────────────────────────────────────────────────
  {
    kinds: ["local"],
    tags: ["markets"],
    cue: /\bmarkets?\b|\bfairs?\b/i,
    takesAMorning: true,
    // A garage's checks are done on its own forecourt ("Free checks before the test"), not at a stall.
    notForTrades: ["events", "lessons", "motor", "dealer", "storage", "farm"],
    notForRound: true,
    name: "{sampleName} at {market}",
    description:
      "Set up {sample} at {market} one market morning (on one of your quieter days if the market allows), with a stack of small cards that carry {website} and a code. Talk to everyone who stops; the codes tell you who comes to {product} afterwards.",
    costLevel: "Under $50",
    impact: "High",
  },
  {
    walkIn: true,
    premises: true,
    kinds: ["local"],
    tags: ["shop-window"],
    // A car dealer's forecourt is the window, and its listings do that work; a storage site on an estate has no passers-by.
    notForTrades: ["dealer", "storage", "farm"],
    name: "A shop window people stop for",
    description:
      "For one week, turn the {product} window into something passers-by {near} talk about: {window}. Add a QR code to {website} with a small offer for people who scan it, and count the scans.",
    costLevel: "Under $50",
    impact: "Medium",
    quick: true,
  },
  {
    walkIn: true,
    premises: true,
    kinds: ["local"],
    tags: ["shop-window"],
    notForTrades: ["dealer", "storage", "farm"],
    name: "A pavement chalkboard that changes every day",
    description:
      "Put an A-board outside {product} with one new line each day{inLanguage}: {chalk}. Write the whole week's lines in one go so it takes two minutes a morning, and photograph the best ones for Instagram.",
    costLevel: "Under $50",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["local"],
    trades: ["motor"],
    tags: ["events"],
    name: "Free checks before the test, one Saturday morning on your forecourt",
    description:
      "Before the busy test months, open the forecourt one Saturday morning for free tyre-tread, lights and wiper checks, booked by text or just turned up. Hand each driver a card with what you saw and a fixed price for anything that would fail the {carTest}, and count the bookings that follow.",
    costLevel: "Under $50",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    trades: ["cycle"],
    tags: ["events"],
    name: "Free safety checks where riders gather, on the first dry Saturday",
    description:
      "Take a stand, a track pump and a chain checker to the place riders meet on a Saturday morning (the trail car park, the café stop, the start of a club ride; ask the owner first) and check brakes, tyres and chains for free. Pump tyres, fix the two-minute jobs, and hand each rider a card with what their bike needs, the fixed price and the next free slot at {product}.",
    costLevel: "Under $50",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    trades: ["dealer"],
    tags: ["events"],
    name: "A free 'what's my car worth' morning on your forecourt",
    description:
      "One Saturday morning a month, invite drivers to bring the car they are thinking of selling: a free look, a written price you would pay that holds for a week, and a similar car from your forecourt beside it for a part-exchange. Announce it on your Google profile and to past buyers, and count the cars looked at, bought and part-exchanged.",
    costLevel: "Under $50",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    trades: ["dealer"],
    tags: ["referral"],
    name: "A card in the glovebox of every car you sell",
    description:
      "Leave a card in the glovebox of every car sold: your mobile number for anything that isn't right, the warranty in three lines, the date of its {carDue}, and 'Know someone looking for a car? Send them to me and I'll thank you both.' Ask every new buyer who sent them, and thank that person the same way each time.",
    costLevel: "Under $50",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["local"],
    trades: ["dealer"],
    tags: ["events", "partnerships"],
    name: "A first-car evening for new drivers and their parents",
    description:
      "One weekday evening before the summer, with a driving instructor you know: how insurance groups work, what to check on any used car, the questions to ask any seller, and the first cars in stock to sit in. No hard sell; everyone leaves with the first-car guide. Ask the driving schools and sixth forms nearby to pass the invitation on.",
    costLevel: "Under $50",
    impact: "Medium",
  },
  {
    kinds: ["local"],
    trades: ["storage"],
    tags: ["seo", "google-business"],
    name: "Photos of what really fits: one unit of each size packed and photographed",
    description:
      "Borrow or buy second-hand furniture and fill one unit of each common size the way a real customer would (a one-bedroom flat in 35 sq ft, a builder's tools and materials in 50, a family house in 160), photograph each from the door, and put the photos on your price page and your Google profile with one line each: 'This is what fits.' Most people have no idea what 35 sq ft means, and the photo answers it before they ring the chains.",
    costLevel: "Under $50",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    trades: ["storage"],
    tags: ["referral", "community"],
    name: "Free used boxes from every move-out, for anyone moving nearby",
    description:
      "Ask every customer who moves out to leave their good boxes at the office, stack them by the gate with a sign ('Free boxes for your move: take what you need'), and post on your Google profile when there are plenty. People moving come to collect them, see the units, the trolley and the price board, and take the size guide home.",
    costLevel: "Under $50",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["local"],
    trades: ["storage"],
    tags: ["partnerships", "flyers"],
    name: "A size guide in the agents' 'sold' and 'let' packs",
    description:
      "Ask the estate and letting agents near {product} whether your one-page size guide (every size, its full price, what fits, 'we can hold a unit today') can go in the pack a buyer or tenant gets when a sale or a let is agreed, when a chain or a gap between homes first shows up. Count the move-ins who say the agent's pack sent them.",
    costLevel: "Under $50",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["local"],
    trades: ["storage"],
    tags: ["partnerships", "events"],
    name: "Summer storage for students leaving halls",
    // Students and halls exist only where the founder names them.
    cue: /\b(?:students?|universit(?:y|ies)|college|halls)\b/i,
    description:
      "Students leaving halls in June need somewhere for their things until September. Ask the universities' and colleges' accommodation offices and students' unions nearby whether they list summer storage (check their rules for business notices), offer the smallest units at the monthly rate for the summer, and pair with a man and van for a collection day, so a group of students can share a van and a unit. Count the students who book and the ones who come back in September.",
    costLevel: "Under $50",
    impact: "Medium",
  },
  {
    kinds: ["local"],
    trades: ["farm"],
    tags: ["shop-window"],
    name: "A board at the farm gate with what's ready to pick today",
    description:
      "Put a big board at the farm entrance, readable from a car, with one line each morning: what's picking well, the rain rule and the cake of the day. Photograph it each morning for the Google profile and Facebook: it is the morning update people can see from the road.",
    costLevel: "Under $50",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    trades: ["farm"],
    tags: ["events", "partnerships"],
    name: "A grandparents' morning in the first week of the school holidays",
    description:
      "One weekday morning in the first week of the summer holidays, invite grandparents with grandchildren: the quietest rows, a free cup of tea for the grown-up and a punnet race for the children. Tell the over-60s and grandparents' groups nearby, and ask each grandparent to write their email on the seasons list.",
    costLevel: "Under $50",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    trades: ["farm"],
    tags: ["referral"],
    name: "A 'bring a friend's family' card in every punnet",
    description:
      "Put a card in every punnet and pumpkin bag: 'Bring another family on a weekday and the grown-ups' teas are on us.' Write the date on each batch, so the cards that come back tell you which weeks brought friends.",
    costLevel: "Under $50",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["local"],
    trades: ["farm"],
    tags: ["events"],
    name: "A giant pumpkin weigh-in, with the date given out at the summer picking",
    description:
      "Grow or pick your biggest pumpkin and hold a guess-the-weight weigh-in on the last weekend of October, announced on a card at the summer picking and on the seasons list: every guess is a name and an email, and the winner takes home a farm shop Christmas hamper.",
    costLevel: "Under $50",
    impact: "Medium",
  },
  {
    walkIn: true,
    kinds: ["local"],
    tags: ["referral", "loyalty"],
    notForTrades: ["events", "lessons", "dealer", "storage", "farm"],
    name: "Bring-a-neighbour card",
    description:
      "Give your regulars a card that gets {treat}, with their name on the back. Every card that comes back tells you who recommends {product}; thank those people by name.",
    costLevel: "Under $50",
    impact: "High",
    quick: true,
  },
  {
    premises: true,
    kinds: ["local"],
    tags: ["partnerships"],
    name: "Counter swap with the neighbours",
    description:
      "Ask two businesses nearby that serve the same people without competing ({nearby}) to swap counters: your cards by their till, theirs by yours, and one joint weekend offer.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["google-business", "reviews"],
    notForTrades: ["events", "lessons"],
    name: "Google Maps refresh",
    description:
      "Add ten fresh photos and this month's opening hours to the {product} Google Business Profile, and put a small card by the till asking happy customers for a review (never pay or reward anyone for one).",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },

  // ─── A home service on a round (a house cleaner every two weeks) ────────────────────────────
  {
    kinds: ["local"],
    tags: ["referral"],
    round: true,
    name: "Two homes on one street, one arrival window",
    description:
      "When a client's neighbor books, put both homes on the same day and offer each a small {schedule} discount for as long as both stay on the round. Your crew drives less, and each client has a reason to mention {product} over the fence.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["referral"],
    round: true,
    name: "A card with your cleaner's first name and photo",
    description:
      "After every first {visit}, leave a card on the kitchen counter with the first name and photo of the cleaner who will come each time (with their consent), the day of the next {visit} and one line on the products you use. Trust is what keeps a client on the round; a name and a face give it.",
    costLevel: "Under $50",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["facebook-groups"],
    round: true,
    name: "One before-and-after a month in the neighborhood group",
    description:
      "Once a month, with the client's written consent and nothing that shows who lives there, post one before-and-after of a kitchen or bathroom in the neighborhood group on the day business posts are allowed, with one line on the non-toxic products used. One good photo a month is enough; no daily posting.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["catering"],
    forMobileFood: true,
    catering: true,
    name: "A tasting box for one office manager a week",
    description:
      "Every week, on the day {product} parks at an office park, take one small box of {truckFood} to the reception of a company there with the 'We cater' card and a note asking who orders food for meetings. One office manager who books a team lunch every quarter is worth a month of posts.",
    costLevel: "Under $50",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["instagram"],
    forMobileFood: true,
    name: "A 'find the truck' story every morning you're out",
    description:
      "Each morning the {truckWord} is out, post one Instagram story with a photo of the truck at today's spot, the address, the hours and the day's special, and add it to the 'This week' highlight. It takes two minutes and answers the question followers ask most: where are you today?",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["partnerships"],
    forMobileFood: true,
    name: "A special named after the brewery on your night there",
    description:
      "On your regular night at a brewery, serve one special made to go with its beer and named after it, and ask the brewery to post it with you. Both of you get something new to post, and the brewery's followers meet {product}.",
    costLevel: "Under $50",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["partnerships"],
    forMobileFood: true,
    name: "A tray for the bar staff before your first service",
    description:
      "On your first night at a new brewery, take the bar staff a tray of {truckFood} before service starts. Bartenders are asked 'is the food any good?' all evening, and the ones who have tasted it send guests to your window.",
    costLevel: "Under $50",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["reviews"],
    forMobileFood: true,
    name: "Photos from customers at the window, shared with permission",
    description:
      "Ask regulars at the window whether you may share their photo of the food, and repost the best one each week with their permission and their handle. Real customers at the truck in {truckCity} say more than a styled photo.",
    costLevel: "Free",
    impact: "Medium",
  },
  {
    kinds: ["local"],
    tags: ["reviews"],
    forTour: true,
    name: "Ask every group how they found you",
    description:
      "At the first stop of every {tourWord}, ask the group one light question: how did you find us? Tally the answers ({tourPlatformsComma}, Google Maps, a front desk, a friend) in the Monday sheet; after a month you know which door to widen, and which guests already look for your own page.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["referral"],
    forTour: true,
    name: "A 'friends coming to {tourCity}?' card for every guest",
    description:
      "Hand guests at the end of the {tourWord} a small card with your own booking page's QR code and the line 'Friends coming to {tourCity}? Send them this.' Visitors rarely come back, but they tell friends who travel there; a code on the card counts them. Read your {tourPlatforms} agreements first: if they forbid promoting your own bookings to the guests they send, give the card only to guests who booked with you direct.",
    costLevel: "Under $50",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["partnerships"],
    forTour: true,
    name: "A free tour for the receptionists of the hotels nearby",
    description:
      "Once a month before the season, invite the front-desk staff of the hotels, hostels and guest houses near your meeting point on a free {tourWord} at a quiet time. A receptionist who has walked it describes it in their own words to every guest who asks what to do tomorrow.",
    costLevel: "Free",
    impact: "High",
  },
  {
    kinds: ["local"],
    tags: ["google-business"],
    forTour: true,
    name: "The meeting point, photographed, on every page",
    description:
      "Photograph the meeting point from where guests arrive, add it with a map pin to {website}, your Google Business Profile and every confirmation, and describe it in one line in {tourLanguages}. Fewer guests lost on the morning means fewer late starts and better reviews.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["email-marketing"],
    forStay: true,
    name: "Ask every guest who booked direct what nearly stopped them",
    description:
      "At breakfast on the second morning, ask each guest who booked {product} direct one question: what nearly made you book on {ota} instead? Write the answers in the Monday sheet; the three most common are the three things to fix on {website} this winter.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["referral"],
    forStay: true,
    name: "A thank-you email the day after checkout",
    description:
      "The day after a guest who booked direct leaves, send three lines from you by name: thank you, one thing you remember about their stay, and a link to leave a Google review. Guests who booked on {ota} get the same thank-you at checkout in person, with the card for booking direct next time.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["partnerships"],
    forStay: true,
    name: "A free night for a walking club's or photo group's organiser",
    description:
      "Offer the organiser of one walking club or photography group a free night in {quietMonths} to see {product} and the routes from the door; organisers choose where a whole group stays, and one group of eight fills the house for three nights in a quiet week.",
    costLevel: "Under $500",
    impact: "High",
  },
  {
    kinds: ["local"],
    tags: ["google-business"],
    forStay: true,
    name: "Your own rooms in the first photo on every profile",
    description:
      "Put the same best photo (the room with the view, in good light) first on {website}, your Google Business Profile and your {ota} page, and the words 'Book direct for {perk}' in the Google profile's description: guests who compare recognise you at once and know where the perk is.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["ecommerce"],
    tags: ["newsletter"],
    forBook: true,
    name: "Claim your BookBub and Goodreads author profiles",
    description:
      "Claim your free BookBub author profile and Goodreads author page this week, add {product} and the series order to both, and ask your newsletter readers to follow you on BookBub: followers get an email from BookBub when you publish a new book or one goes on a deal it features (check how its alerts work today).",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["ecommerce"],
    tags: ["email-marketing"],
    forBook: true,
    name: "The free {bkFreebie} in your email signature and every author bio",
    description:
      "Add one line under your name in every email you send, and in your Author Central, Goodreads and BookBub bios: 'Free {bkFreebie} for new readers: {{link to the free story}}'. It costs nothing and works every day for the rest of the series.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["ecommerce"],
    tags: ["newsletter"],
    forBook: true,
    name: "An afternoon of photographs in {bkSetting}",
    description:
      "Spend one afternoon photographing the real places behind {product} in {bkSetting}: the streets, the buildings, the landscape and the old records. Use them in the welcome emails, the A+ Content, reader-group posts and the talk; readers of {bkBooks} love the real place behind the story.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["ecommerce"],
    tags: ["partnerships"],
    forBook: true,
    name: "A reading-group set for the library",
    description:
      "Offer the library service in {bkLocal} a set of paperbacks of {product} for its reading groups, with a page of discussion questions and an offer to visit one group; reading groups talk about a book for a month, and library readers borrow the rest of the series.",
    costLevel: "Under $50",
    impact: "Medium",
  },
  {
    kinds: ["local"],
    tags: ["events"],
    forTaproom: true,
    name: "Trivia on the quietest night, starting next week",
    description:
      "Book a local trivia host for {tapQuietOne} nights from next week, or run it yourself with printed rounds: five rounds, teams of up to six, a small prize that is not a drink (a {product} shirt or glass). Tell every table at the weekend and post it on the Google profile{untappdHaunt}; count that night's sales against the same night last year.",
    costLevel: "Under $50",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["email-marketing"],
    forVenue: true,
    name: "Offer a Friday or Sunday to every couple whose Saturday was taken",
    description:
      "Go through this year's and last year's enquiries for every couple who asked about a summer Saturday that was already booked, and write to each one personally: the nearest Friday and Sunday still open, their price and what is included, and two show-round times. They already chose {product}; only the day was wrong.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["email-marketing"],
    forTaproom: true,
    name: "A sign-up card on every table this weekend",
    description:
      "Print a small card for every table: 'First to know about new releases and what's on: scan to join', with a QR code to the sign-up page. Ask each table in person on Friday and Saturday; twenty names by Monday is a list you can tell about the next {tapRelease}.",
    costLevel: "Under $50",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["email-marketing"],
    forVenue: true,
    name: "Answer this week's enquiries before anything else, with prices",
    description:
      "Open the inbox and every directory inbox today and answer each enquiry still waiting, with the brochure and its prices, the open dates near the one they asked for and two show-round times. From now on, whoever is on that day answers new enquiries within a few hours, wedding days included.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["community"],
    forTaproom: true,
    name: "A run club that ends at the bar",
    description:
      "Ask the running shop nearest {product} whether their group run could start and finish at the {tapRoom} on {tapQuietOne} evenings: a 5k loop, a board by the door for the route, and a soft drink, or a {tapDrink} for runners {tapAge}, after. Runners come every week, in a group, on the night you need them.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["instagram"],
    forVenue: true,
    name: "Photograph {vnShort} on a winter afternoon, set for a wedding",
    description:
      "On the next grey afternoon with no wedding, lay one long table, light the fires and the candles, and photograph {vnShort} at dusk from where a guest would stand: the room, the table, the windows lit from outside. Put the best five first on the packages page, your listings and Instagram; couples looking at winter dates cannot picture them from summer photos.",
    costLevel: "Under $50",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["partnerships"],
    forTaproom: true,
    name: "Ten front desks in one afternoon",
    description:
      "On a quiet afternoon, walk to the ten nearest hotels and B&Bs with a stack of cards (hours, this month's events, the walk from their door) and invite the front-desk staff to the next trivia night. Ask new faces at the bar who sent them, and tally it by hotel.",
    costLevel: "Under $50",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["reviews"],
    forVenue: true,
    name: "Ask last year's couples for a review and their photographer's gallery",
    description:
      "Write to every couple married at {product} last year: a thank-you, the link to review you where they found you, and a question whether their photographer's pictures may be shared with credit. Offer nothing for a good review; ask everyone, and answer every review.",
    costLevel: "Free",
    impact: "Medium",
  },
  {
    kinds: ["local"],
    tags: ["referral"],
    forWorkspace: true,
    name: "Bring-a-friend Fridays",
    description:
      "Every Friday, each member can bring one freelancer friend for a free day and the member lunch. Ask in person on Monday who is coming, put a name card on a desk for each guest, and introduce them at lunch; a friend who sat next to a member all day already knows someone at {product}.",
    costLevel: "Under $50",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["email-marketing"],
    forWorkspace: true,
    name: "Write back to every day-pass visitor of the last three months",
    description:
      "Go through your bookings or door log for everyone who bought a {wsDayPass} day pass or tried a day in the last three months and did not join. Send each a short personal email: thanks for coming, the day pass counts toward a first month if they join this month, and a free day to come back. They already know the place.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["google-business"],
    forWorkspace: true,
    name: "Photograph the desk, not the lobby",
    description:
      "On a busy Tuesday, photograph what someone deciding wants to see: a desk with a laptop and a mug, the phone booth with its door shut, a meeting room set up, the kitchen at lunch with members (with permission), and the view from a desk. Put them first on the Google profile and {website}.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["partnerships"],
    forWorkspace: true,
    name: "A free meeting-room hour for freelancers' client meetings",
    description:
      "Tell freelancer groups in {place} that anyone can book one of {wsRooms} free for an hour to meet a client, once. They see the space at its best, with a client, and leave with a free trial day card; it costs you an empty room in a quiet hour.",
    costLevel: "Free",
    impact: "Medium",
  },
  {
    kinds: ["local"],
    tags: ["referral"],
    remoteOnly: true,
    name: "A card for the fridge in every order",
    description:
      "Put a card with the {product} order number, your cut-off and your delivery day in every order that goes out, and ask the owner to stick it on the fridge of the house. The next time they plan a visit to {town}, it is the number they see first; ask every new caller where they found it.",
    costLevel: "Under $50",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["facebook-groups"],
    remoteOnly: true,
    trades: ["food", "retail"],
    name: "A ready-made box for opening up the house",
    description:
      "Put together one box at a fixed price for owners opening up the house for a visit: {arrival}. Post a photo of it in {group} ten days before the next bank holiday, take orders {orderBy}, and count how many boxes go out.",
    costLevel: "Under $50",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["referral"],
    remoteOnly: true,
    name: "Owners tell the owners next door",
    description:
      "After an owner's second order, ask whether other owners on their road would like the same, and give them two spare cards. Holiday-home owners know each other, and one road often shares a caretaker and a group chat.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["referral"],
    visitsOnly: true,
    notForTrades: ["events"],
    notForRound: true,
    name: "A fridge magnet after every job",
    description:
      "Leave a magnet with your name, your number and the places you cover {near} on the fridge or the boiler cupboard after every job, and tell the customer you'll be glad to come back. The next time something breaks, it is the number they see first.",
    costLevel: "Under $50",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["flyers"],
    visitsOnly: true,
    notForTrades: ["events"],
    notForRound: true,
    name: "A van that answers the question people have",
    description:
      "Your van is parked in front of a house {near} most days: put your number, the places you cover and one line people need (“Boiler service due? Text me”) on the back doors in letters readable from across the road, and ask every new caller whether they saw it.",
    costLevel: "Under $500",
    impact: "Medium",
  },

  {
    kinds: ["local"],
    tags: ["referral", "partnerships"],
    trades: ["events"],
    name: "A date swap with {shop}s you trust",
    description:
      "Agree with three {shop}s {near} whose work you respect to pass on every enquiry for a date you are already booked, and to credit each other. Couples who reach a booked {shop} are ready to book; a name from that {shop} is the next best thing to their own.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["partnerships"],
    trades: ["events"],
    crafts: ["photo"],
    name: "A sample album on the venues' show-round tables",
    description:
      "Leave one printed album of a real wedding at each of your two favourite venues {near}, with the couple's permission and your card inside: couples leaf through it on their show round, the moment they are choosing suppliers.",
    costLevel: "Under $500",
    impact: "Medium",
  },
  {
    kinds: ["local"],
    tags: ["referral"],
    trades: ["events"],
    crafts: ["photo", "film", "booth"],
    name: "A card on the guest-book table",
    description:
      "With the couple's permission, leave small cards on the guest-book table that say where guests can see the {wdGuestsSee} at {website}: today's guests are next season's couples, and they meet your work at the moment they liked it most.",
    costLevel: "Under $50",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["partnerships"],
    trades: ["events"],
    crafts: ["photo", "film"],
    name: "A styled shoot with a venue and a planner",
    description:
      "Offer a venue and a planner {near} you would like to work with a styled shoot on a quiet weekday: their space, a florist's flowers, two friends as the couple. Everyone gets photos for their own site, credited to each other, and you spend a day with the people couples ask for names.",
    costLevel: "Under $50",
    impact: "High",
  },
  {
    kinds: ["local"],
    tags: ["referral"],
    trades: ["events"],
    crafts: ["music"],
    name: "A card at {wdDecks} for the guests who ask",
    description:
      "Guests come up to {wdDecks} all night to ask who you are: keep a small stack of cards there with {website} and one line (\"Engaged? Ask us about your date\"), and hand one to everyone who asks. Today's guests are next year's couples, and they meet you at the moment they liked the night most.",
    costLevel: "Under $50",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["video", "referral"],
    trades: ["events"],
    crafts: ["music"],
    name: "Their first dance, sent to the couple within two days",
    description:
      "Two days after each wedding, send the couple a 30-second clip of their first dance or their floor at its fullest (filmed with their permission), with {product} at the end. They share it with everyone who was there, and the guests who got engaged that year see whose night it was.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["partnerships"],
    trades: ["events"],
    crafts: ["music"],
    name: "The venue team's Christmas party, played at cost",
    description:
      "Offer the coordinators and staff of two venues you want to be recommended by to play their own Christmas or end-of-season party at cost. The people who hand couples the supplier list hear for themselves how you read a room, and they name you the next time a couple asks who to book.",
    costLevel: "Under $50",
    impact: "High",
  },
  {
    kinds: ["local"],
    tags: ["reviews"],
    trades: ["events"],
    crafts: ["photo"],
    name: "A full gallery for every enquiry",
    description:
      "Answer every enquiry within a day with one full gallery of a real wedding at their venue or one like it, not a portfolio of single shots: it answers the question couples actually have, whether you can tell the story of a whole day.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },

  // ─── Games and apps for teenagers: nothing that contacts a player ─────────────────────────
  // ─── Exam tutoring: the exam year, parents who decide, pupils who must want to come ────────────
  {
    kinds: ["local"],
    tags: ["facebook-groups", "community"],
    trades: ["lessons"],
    forExamTutoring: true,
    cue: /\bparents'? evenings?\b|\bmocks?\b/i,
    name: "A parents' evening question sheet",
    description:
      "Write one page of 'questions to ask at the {examLevels} parents' evening' (which tier, which topics lose the most marks, what the mock grade means for the final one) with {product}'s name and the free assessment at the foot, and share it in the parents' groups in the week before each school's parents' evening. Parents keep it and pass it on.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["referral"],
    trades: ["lessons"],
    forExamTutoring: true,
    name: "An Easter revision timetable for parents",
    description:
      "Make a printable Easter revision timetable for {examLevels} pupils (subjects, past papers and rest days, day by day) and give it free to any parent who asks, by email or at the centre; each one carries {product}'s Easter course dates. Parents who print it are the ones thinking about the holidays now.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["events", "referral"],
    trades: ["lessons"],
    forExamTutoring: true,
    name: "A free exam-technique hour on a Saturday",
    description:
      "Once in February, open {product} for a free hour on exam technique in one subject (reading the command words, showing working, timing a paper), for pupils with a parent or a friend; current pupils bring a friend. Teenagers come more readily with someone they know, and parents see the tutors and the rooms.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["facebook-groups"],
    trades: ["lessons"],
    forExamTutoring: true,
    name: "One mark-saving tip a week",
    description:
      "Each week until the exams, post one short tip from a tutor on where {examLevels} marks are lost in {examSubjects} (a photo of a worked answer, no pupil's name or work without consent) on your Facebook page and Google profile. Parents share what helps their child, and the tips show how you teach.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["events", "partnerships"],
    trades: ["lessons"],
    pupils: ["children", "both"],
    cue: /\bschool\b|\bfairs?\b|\bpta\b/i,
    name: "{fairOfferName} at the school fair",
    description:
      "Offer the PTA at {schools} {fairOfferDoing} at their next fair or open evening, with a sheet beside you for parents to book a free taster lesson with {product}. Parents see what their children could learn before they have met you.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["events", "referral"],
    trades: ["lessons"],
    pupils: ["adults", "both"],
    name: "An open morning for adult beginners",
    description:
      "Open {product} one morning for adults who always wanted to learn: a first twenty minutes each, and tea, announced on {boards}. Adults who have tried once book far more readily than those who read a notice.",
    costLevel: "Under $50",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["partnerships", "events"],
    trades: ["lessons"],
    pupils: ["children", "both"],
    onlyWhenSaid: /\bboys (?:don'?t|do not|never|rarely|won'?t|aren'?t)\b|\bno boys\b|\bfew boys\b|\bmore boys\b/i,
    name: "A taster for boys, with a junior football or rugby club",
    description:
      "Boys sign up when their friends do. Offer a local junior football or rugby club a free 30-minute session for one of its age groups (street dance, movement or whatever suits what you teach, framed as training for balance, speed and strength), then hand each boy a card for a free taster class with {product}. Put boys who already come in your photos, with their parents' permission.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["referral"],
    trades: ["lessons"],
    name: "A 'bring a friend' lesson",
    description:
      "Once a term, let each pupil bring a friend to {friendGo}. The friend goes home with a card for a free taster with {product}, and their parent hears about you from their own child.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["partnerships"],
    trades: ["lessons"],
    // Parents wait while children have a class: a teacher of adults only has no parents to reach there.
    pupils: ["children", "both"],
    name: "Cards where parents wait",
    description:
      "Ask the places where parents sit and wait while their children do something else ({waitPlaces} {near}) to put a small stack of {product} cards with a free taster lesson on their counter. Count the cards that come back with each taster booked.",
    costLevel: "Under $50",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["teen-app"],
    tags: ["referral"],
    name: "Weekend in-game event",
    description:
      "Run a 48-hour event inside {product}: one shared goal every player contributes to, and a cosmetic reward that unlocks when a group plays with a friend who joined through an invite code. Announce it only inside the game and on your own channels.",
    costLevel: "Free",
    impact: "High",
  },
  {
    kinds: ["teen-app"],
    tags: ["referral"],
    name: "Share card after every round",
    description:
      "After each round, offer a good-looking card players can share with the phone's share sheet: the result, the name {product} and the store link, with no username or personal data on it. Test two designs and keep the one shared more.",
    costLevel: "Free",
    impact: "High",
  },
  {
    kinds: ["teen-app"],
    tags: ["influencers"],
    name: "Play-along kit for streamers of co-op games",
    description:
      "Send streamers and YouTubers who play co-op or casual games, all of them adults, a short press kit: a 30-second clip, codes for a private room with their adult co-streamers, and a one-page brief. Reach them only through the business contact on their channel.",
    costLevel: "Under $500",
    impact: "High",
  },
  {
    kinds: ["teen-app"],
    tags: ["video", "tiktok", "youtube"],
    name: "Team devlog shorts",
    description:
      "Post three short videos a week from the team behind {product}: a funny fail, a new skin, a challenge viewers can try. Reply to the best public comments with video replies, so viewers come back to see what you made of theirs.",
    costLevel: "Free",
    impact: "Medium",
  },
  {
    kinds: ["teen-app"],
    tags: [],
    name: "Challenge of the week, sized for a school break",
    description:
      "Every Monday, put one challenge in {product} that a group of friends can finish in a single break, with a public in-game board that shows first names only. It gives players a reason to bring friends in on Monday morning.",
    costLevel: "Free",
    impact: "Medium",
  },

  // ─── Consumer apps ─────────────────────────────────────────────────────────────────────────
  {
    kinds: ["consumer-app"],
    youngOnly: true,
    tags: ["referral"],
    name: "Share card at the first milestone",
    description:
      "When someone reaches a first milestone in {product}, offer a good-looking card to share to Stories or a chat, with a link back. Test two designs and keep the one shared more.",
    costLevel: "Free",
    impact: "High",
  },
  {
    kinds: ["consumer-app"],
    youngOnly: true,
    tags: ["influencers"],
    name: "Seven-day challenge with ten small creators",
    description:
      "Give ten creators with 1,000-20,000 followers who look like your users a free year of {product} and a seven-day challenge to film. Repost the honest ones, including the critical ones.",
    costLevel: "Under $500",
    impact: "High",
  },
  {
    kinds: ["consumer-app"],
    youngOnly: true,
    tags: ["video", "tiktok"],
    name: "Video replies to comments",
    description:
      "Answer the best question under each of your videos with a video reply that shows {product} solving it. People come back to see whether you answered theirs.",
    costLevel: "Free",
    impact: "Medium",
  },
  {
    kinds: ["consumer-app"],
    tags: ["app-store"],
    name: "Screenshots that answer the top objection",
    description:
      "Rewrite the first three store screenshots of {product} around the doubt people raise most, and test them against today's with the stores' own product-page experiments.",
    costLevel: "Free",
    impact: "Medium",
  },

  // Apps adult children buy for an ageing parent: nothing here contacts the parent.
  {
    kinds: ["consumer-app"],
    olderParentOnly: true,
    tags: ["partnerships"],
    name: "A card at the pharmacy counter",
    description:
      "Ask two community pharmacies near your customers to keep a small stack of {product} cards with an extra free month by the counter, where sons and daughters collect a parent's prescriptions. Count the codes each month and thank them with the numbers.",
    costLevel: "Under $50",
    impact: "Medium",
  },
  {
    kinds: ["consumer-app"],
    olderParentOnly: true,
    tags: ["referral"],
    name: "A free month to pass to a friend in the same situation",
    description:
      "When a family's first month is paid, give them a free month of {product} to pass to a friend in the same situation, with a ready message they can forward. Families talk about their parents with friends who have the same worry.",
    costLevel: "Free",
    impact: "High",
  },
  {
    kinds: ["consumer-app"],
    olderParentOnly: true,
    tags: ["app-store"],
    name: "Answer the parent's worry on the store page",
    description:
      "Put the answer to the first worry (will it feel patronising? will it feel like being checked up on?) in the first screenshot of {product}, in a customer's words, and test it against today's with the stores' own product-page experiments.",
    costLevel: "Free",
    impact: "Medium",
  },

  // ─── D2C brands and subscriptions ──────────────────────────────────────────────────────────
  {
    kinds: ["ecommerce"],
    tags: ["referral"],
    name: "An insert card that asks for a photo",
    description:
      "Put a card in every {product} order: a thank-you, one tip to get more from it, and an invitation to post a photo with a hashtag for a chance to get the next order free. Show the best ones, with permission, on your product pages.",
    costLevel: "Under $50",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["ecommerce"],
    tags: ["influencers"],
    name: "Unboxing kits for twenty small creators",
    description:
      "Send twenty creators with 2,000-30,000 followers who look like your customers a {product} kit with a handwritten note: no script, no obligation. Follow up only with those who post, and offer them an affiliate code.",
    costLevel: "Under $500",
    impact: "High",
  },
  {
    kinds: ["ecommerce"],
    tags: ["email-marketing", "referral"],
    name: "Running-low email with a give-one code",
    usedUp: true,
    description:
      "A few days before a customer is likely to run out, send one short email: the next {product} order is ready to ship, plus a code to give a friend a first order at a discount.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["ecommerce"],
    tags: ["seo"],
    name: "An honest comparison page",
    description:
      "Publish a page comparing {product} with {competitor}, including where they are the better choice. People searching for the comparison are close to buying, and honesty is rare enough to be shared.",
    costLevel: "Free",
    impact: "Medium",
  },
  {
    kinds: ["ecommerce"],
    tags: ["markets", "events"],
    cue: /\bmarkets?\b|\bfairs?\b|\bpop-?ups?\b/i,
    name: "Sampling at {market}",
    usedUp: true,
    description:
      "Bring samples and cards with a first-order code to {market}: people who tried {product} in person convert far better than people who saw an ad.",
    costLevel: "Under $500",
    impact: "Medium",
  },

  // ─── Producers selling to shops ────────────────────────────────────────────────────────────
  {
    kinds: ["ecommerce"],
    tags: ["markets"],
    forWholesale: true,
    name: "A 'find us at' board at your stall",
    description:
      "Put a board on your market stall listing every {stockist} that stocks {product}, with a space for the next one. Regulars buy between markets at the shops, the shops see you send them customers, and a new stockist gets its name on the board the week it orders.",
    costLevel: "Under $50",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["ecommerce"],
    tags: ["referral"],
    forWholesale: true,
    name: "One introduction from each stockist",
    description:
      "Owners of {stockists} know each other from food fairs and suppliers. Ask each of your stockists for the name of one owner who would like {product}, and open your note to that shop with it.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["ecommerce"],
    tags: [],
    forWholesale: true,
    name: "A recipe card on the shelf",
    description:
      "Hang a small recipe card by {product} in each {stockist}: one dish it makes better, in three lines. A browser who knows what to do with it buys it, and the shop sees it move.",
    costLevel: "Under $50",
    impact: "Medium",
  },

  {
    kinds: ["ecommerce"],
    tags: ["email-marketing"],
    keptOnly: true,
    name: "Free gift wrapping and a handwritten note",
    description:
      "Offer free gift wrapping and a handwritten note with every {product} order, and say so beside every price: people buying a present choose the maker who makes giving easy, and the note is the line they remember.",
    costLevel: "Under $50",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["ecommerce"],
    tags: ["email-marketing"],
    keptOnly: true,
    cue: /\bfairs?\b|\bmarkets?\b/i,
    name: "A 'hold it in your hand' tray at every fair",
    description:
      "Put a tray of {product} pieces people may pick up and try on at the front of your stall, with a small sign and QR code for your list beside it: the person holding a piece and not buying today is the one who joins.",
    costLevel: "Under $50",
    impact: "Medium",
  },

  // ─── Courses, communities and creators ─────────────────────────────────────────────────────
  {
    kinds: ["creator"],
    tags: ["video", "community"],
    name: "Free live teardown",
    forPublication: false,
    description:
      "Once a week, take one real piece of work your audience knows (a famous product, a submitted example, with permission) and improve it live in 30 minutes. End by saying what {product} goes deeper on.",
    costLevel: "Free",
    impact: "High",
  },
  {
    kinds: ["creator"],
    tags: ["case-studies"],
    name: "Before-and-after wall",
    forPublication: false,
    description:
      "Publish one past student's or member's before-and-after each week, with their permission and their own words. It answers “does {product} lead anywhere?” better than any sales page.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["creator"],
    tags: ["podcast"],
    name: "Podcast guest swap",
    description:
      "Offer three podcasts {audience} listen to an episode built around one practical lesson they can apply the same day, and invite each host to your audience in return.",
    costLevel: "Free",
    impact: "Medium",
  },
  {
    kinds: ["creator"],
    tags: ["community"],
    name: "Ten answers a week where they ask",
    description:
      "Answer ten questions a week in the communities where {audience} ask them, fully, in the thread. Link to {product} only when someone asks where to learn more.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["creator"],
    tags: ["partnerships"],
    name: "Co-hosted session with a neighbouring creator",
    forPublication: false,
    description:
      "Run one free live session with a creator who serves the same people on a neighbouring topic; each of you invites your own audience, and both lists grow.",
    costLevel: "Free",
    impact: "Medium",
  },

  // ─── Shows selling sponsorship ────────────────────────────────────────────────────────────
  {
    kinds: ["creator"],
    tags: ["podcast"],
    forSponsorship: true,
    name: "An unpaid thank-you on air, sent to the brand",
    description:
      "Once, mention a product you genuinely use in one {showUnit} of {product}, saying plainly that nobody paid for it, and send the clip to the brand's marketing lead: they hear what a spot in your voice sounds like before anyone talks price.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["creator"],
    tags: ["podcast"],
    forSponsorship: true,
    name: "“Tell them {product} sent you”",
    description:
      "Ask your {listeners}, once a month, to say {product} sent them when they buy from a brand they heard about on the show, and ask those brands to note it: the tally becomes a line in your media kit that no download count gives.",
    costLevel: "Free",
    impact: "Medium",
  },
  {
    kinds: ["creator"],
    tags: ["events"],
    forSponsorship: true,
    name: "A live recording at a sponsor's stand",
    description:
      "Offer a brand on your list a short live recording at its stand at {sponsorEvents}: three {listeners} interviewed in front of the stand, published in a later {showUnit}. The brand gets a crowd and content; you get the first conversation about a package.",
    costLevel: "Under $500",
    impact: "Medium",
  },

  // ─── Newsletters with free and paid readers ──────────────────────────────────────────────────
  {
    kinds: ["creator"],
    tags: ["newsletter"],
    forPublication: true,
    name: "The reader question of the week",
    description:
      "End each free issue of {product} with one question for readers to answer by reply, and open the next issue with the best answers (first names, with permission). Replies tell you what the paid tier should cover, and readers forward an issue they appear in.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["creator"],
    tags: ["newsletter"],
    forPublication: true,
    name: "One paid issue, unlocked for a week",
    description:
      "Once a month, unlock one paid {product} deep dive for free readers for a week, with a note at the top on what paid readers get every month. Free readers see what they would miss, at no extra work.",
    costLevel: "Free",
    impact: "Medium",
  },
  {
    kinds: ["creator"],
    tags: ["community"],
    forPublication: true,
    name: "A one-page cheat sheet to forward",
    description:
      "Turn your most-forwarded issue into a one-page cheat sheet {audience} can save on their phone, with {product}'s sign-up link at the bottom, and offer it to new subscribers and in the groups whose rules allow it.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },

  // ─── Crowdfunding campaigns ───────────────────────────────────────────────────────────────────
  {
    kinds: ["local", "consumer-app", "ecommerce", "creator", "devtool", "b2b-smb", "b2b-enterprise", "software", "marketplace"],
    tags: ["video"],
    forCampaign: true,
    name: "A clip from everyone who has tried the prototype",
    description:
      "Ask each person who has used the {product} prototype for a 20-second phone clip in their own words: what they use it for and what surprised them. Use one a week in the note to your list, on the pre-launch page and on launch day; real users answer doubts better than any render.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local", "consumer-app", "ecommerce", "creator", "devtool", "b2b-smb", "b2b-enterprise", "software", "marketplace"],
    tags: ["instagram"],
    forEvent: true,
    eventCrowd: "public",
    name: "Two tickets for each maker to give away",
    description:
      "Give each of {makers} two tickets to give away on their own Instagram or Facebook page, on a photo of what they will bring (following each platform's rules for giveaways). Each giveaway puts {product} in front of that maker's followers, who already buy from them.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local", "consumer-app", "ecommerce", "creator", "devtool", "b2b-smb", "b2b-enterprise", "software", "marketplace"],
    tags: ["email-marketing"],
    forEvent: true,
    eventCrowd: "public",
    name: "The dates in every signature, bio and maker's parcel",
    description:
      "Until {eventDate}, every email the organisers send, every profile bio and every parcel the makers post carries one line: “{product}, {eventDates}: tickets {fullPrice}, children {childrenPrice}”, with the ticket link. Set up in ten minutes, seen thousands of times.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["local", "consumer-app", "ecommerce", "creator", "devtool", "b2b-smb", "b2b-enterprise", "software", "marketplace"],
    tags: ["community"],
    forEvent: true,
    eventCrowd: "public",
    name: "A photo a week of the day people will have, with the people in it asked first",
    description:
      "Post one photo a week from last year or of a maker's work (a stall, a workshop table, a family with their bags), asking anyone in it first, with the dates and the ticket link. People picture their own day out from someone else's.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["local", "consumer-app", "ecommerce", "creator", "devtool", "b2b-smb", "b2b-enterprise", "software", "marketplace"],
    tags: ["partnerships"],
    forEvent: true,
    eventCrowd: "public",
    name: "Family tickets as prizes for the schools' raffles",
    description:
      "Offer the parents' associations of the schools near the venue a family ticket for their autumn raffle or fair. Each one is announced to every parent in the school, with {product}'s dates, for the price of a few tickets.",
    costLevel: "Free",
    impact: "Medium",
  },
  {
    kinds: ["local", "consumer-app", "ecommerce", "creator", "devtool", "b2b-smb", "b2b-enterprise", "software", "marketplace"],
    tags: ["referral"],
    forEvent: true,
    eventCrowd: "peers",
    name: "A ticket for the organiser of every community that says yes",
    description:
      "Give one free ticket to the organiser of each meetup, server or society that shares {product}, and put their name on the partners' list. It costs a seat, not money, and the people they bring pay for it many times over.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local", "consumer-app", "ecommerce", "creator", "devtool", "b2b-smb", "b2b-enterprise", "software", "marketplace"],
    tags: ["email-marketing"],
    forEvent: true,
    eventCrowd: "peers",
    name: "The date and the early bird in every signature and bio",
    description:
      "Until {earlyBirdEnds}, every email the organisers send and every profile bio ends with one line: “{product}, {eventDay}: early bird {earlyPrice} until {earlyBirdEnds}”, with the ticket link. Set up in ten minutes, seen hundreds of times.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["local", "consumer-app", "ecommerce", "creator", "devtool", "b2b-smb", "b2b-enterprise", "software", "marketplace"],
    tags: ["community"],
    forEvent: true,
    eventCrowd: "peers",
    name: "An honest count of tickets left",
    description:
      "From the last week of the early bird, every post says how many early-bird tickets were sold and how many days are left, counted from the ticket page that morning. Real numbers move the people who meant to buy “later”.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["local", "consumer-app", "ecommerce", "creator", "devtool", "b2b-smb", "b2b-enterprise", "software", "marketplace"],
    tags: ["meetups"],
    forEvent: true,
    eventCrowd: "peers",
    name: "A warm-up evening a month before",
    description:
      "Ask a partner meetup to make one evening a warm-up for {product}: one speaker gives ten minutes of their talk, and everyone there gets the partner code. People who have met a speaker buy a ticket to hear the rest.",
    costLevel: "Under $50",
    impact: "Medium",
  },
  {
    kinds: ["local", "consumer-app", "ecommerce", "creator", "devtool", "b2b-smb", "b2b-enterprise", "software", "marketplace"],
    tags: ["events"],
    forCampaign: true,
    name: "The prototype where {audience} already meet",
    description:
      "Take the working prototype to one place a month where {audience} meet in person (a club evening, a meetup, a repair café, a fair), let people try it, and carry a card with the launch date on {campaignPlatform} and a sign-up for the early-bird list.",
    costLevel: "Under $50",
    impact: "Medium",
  },
  {
    kinds: ["local", "consumer-app", "ecommerce", "creator", "devtool", "b2b-smb", "b2b-enterprise", "software", "marketplace"],
    tags: ["email-marketing"],
    forCampaign: true,
    name: "The launch date in every signature and bio",
    description:
      "Until {launchDate}, every email the team sends and every profile bio ends with one line: “{product} launches on {campaignPlatform} on {launchDate}: get the early-bird price”, with the sign-up link. Hundreds of small reminders, set up in ten minutes.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["local", "consumer-app", "ecommerce", "creator", "devtool", "b2b-smb", "b2b-enterprise", "software", "marketplace"],
    tags: ["email-marketing"],
    forCampaign: true,
    name: "An honest count of early-bird rewards left",
    description:
      "From launch day, every email and post says how many early-bird rewards at {pledge} are left, counted twice a day from the {campaignPlatform} dashboard. Real scarcity, honestly counted, moves the people who meant to back “later”.",
    costLevel: "Free",
    impact: "Medium",
  },

  // ─── Developer tools ───────────────────────────────────────────────────────────────────────
  {
    kinds: ["devtool"],
    tags: ["blog", "hacker-news"],
    name: "“How it works” deep-dive",
    description:
      "Write the post engineers actually read: how {product} works under the hood, what you tried that failed and the trade-offs you chose, with code. Publish it on your own site and submit it once to Hacker News or lobste.rs.",
    costLevel: "Free",
    impact: "High",
  },
  {
    kinds: ["devtool"],
    tags: ["github", "blog"],
    name: "Reproducible benchmark against {competitor}",
    description:
      "Compare {product} with {competitor} in a public repository anyone can rerun, including the cases where {competitor} wins. Engineers share honest benchmarks and distrust everything else.",
    costLevel: "Free",
    impact: "High",
  },
  {
    kinds: ["devtool"],
    tags: [],
    name: "A one-command free check",
    description:
      "Ship a one-line command or a small web page that shows an engineer the problem {product} solves, on their own setup, in under a minute and without an account. The result links to the fix.",
    costLevel: "Free",
    impact: "High",
  },
  {
    kinds: ["devtool"],
    tags: ["github", "integrations"],
    name: "Pull requests where your users already are",
    description:
      "Contribute examples, docs fixes or an integration to the open-source projects your users run next to {product}, mentioning it only where it genuinely solves the issue at hand.",
    costLevel: "Free",
    impact: "Medium",
  },

  // ─── B2B for small businesses ──────────────────────────────────────────────────────────────
  {
    kinds: ["b2b-smb"],
    tags: ["video"],
    name: "Public teardown of a typical week",
    description:
      "Record a five-minute teardown of how a typical business like your customers' handles the problem {product} solves: where time and money leak, three fixes anyone can apply tomorrow, and where {product} helps. Publish it where {audience} gather; never send it unasked.",
    costLevel: "Free",
    impact: "High",
  },
  {
    kinds: ["b2b-smb"],
    tags: ["newsletter", "partnerships"],
    cue: /\b(associations?|belong to|members? of|chambers?|guilds?|ihk|vdma|federations?)\b/i,
    name: "A practical tip for an association's members",
    description:
      "Offer the newsletter of a trade association your customers belong to a short, practical piece for its members: one problem, one checklist, one example. Sign it as the founder of {product}.",
    costLevel: "Free",
    impact: "High",
  },
  {
    kinds: ["b2b-smb", "b2b-enterprise"],
    tags: [],
    name: "A one-page cost calculator",
    description:
      "Put a calculator on {website} that turns three numbers your customers know (hours a week, hourly cost, how often it goes wrong) into what the current way costs them a year, next to what {product} costs.",
    costLevel: "Free",
    impact: "Medium",
  },
  {
    kinds: ["b2b-smb"],
    tags: ["community", "facebook-groups"],
    name: "The checklist they keep asking for",
    description:
      "Find the question {audience} ask most often in their groups and forums, answer it with a one-page checklist posted in full in the thread, and offer an editable copy on {website}.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["b2b-smb", "software"],
    tags: ["linkedin"],
    name: "Comment before you pitch",
    description:
      "Leave a few thoughtful comments a day on posts by the {audience} you want to reach. In three weeks they recognise your name, and a message about {product} gets read.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },

  // ─── B2B for enterprises ───────────────────────────────────────────────────────────────────
  {
    kinds: ["b2b-enterprise"],
    tags: ["blog"],
    name: "Public teardown of this year's new requirement",
    description:
      "Take one change your buyers must deal with this year (a regulation, a standard, a supervisor's expectation) and publish a teardown: what it asks, what evidence it needs, and a checklist {audience} can use without {product}.",
    costLevel: "Free",
    impact: "High",
  },
  {
    kinds: ["b2b-enterprise"],
    tags: ["blog", "press"],
    name: "Peer benchmark report",
    description:
      "Ask 30-50 {audience} anonymously how they handle the problem today and what it costs them, and publish the results with a short summary. Participants get the report first, and it gives the trade press a story.",
    costLevel: "Under $500",
    impact: "High",
  },
  {
    kinds: ["b2b-enterprise"],
    tags: [],
    name: "Trust pack before they ask",
    description:
      "Publish a security and procurement page for {product}: where data is hosted, certifications and their dates (or the date you expect them), the data processing agreement, sub-processors and uptime. Vendor-risk reviews start with one link instead of a questionnaire.",
    costLevel: "Free",
    impact: "High",
  },
  {
    kinds: ["b2b-enterprise"],
    tags: ["events"],
    cue: /\b(attend|conferences?|events?|summits?|sibos)\b/i,
    name: "Breakfast for ten at the big event",
    description:
      "At the next industry event your buyers attend, host a breakfast for eight to ten {audience}, co-hosted with a current customer who tells their story. No slides; one question to discuss.",
    costLevel: "Under $2,000",
    impact: "High",
  },

  // ─── Two-sided marketplaces ────────────────────────────────────────────────────────────────
  {
    kinds: ["marketplace"],
    tags: ["referral", "whatsapp"],
    areasOnly: true,
    name: "A waiting list that shows each area how close it is",
    description:
      "Post the waiting list by area once a week on the WhatsApp channel (“{{area}}: 37 of the 50 we need to start”), so people outside {served} invite their {peers} to unlock their own area, and you open the next one with buyers already waiting.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["marketplace"],
    tags: ["community"],
    name: "A note from the {supplyOne} with every first order",
    description:
      "Ask each {supplyOne} to add a short handwritten note (their name, what they made and why) to a new buyer's first order. A face and a name are what {product} has that a chain cannot copy, and buyers reorder from people, not platforms.",
    costLevel: "Under $50",
    impact: "Medium",
  },
  {
    kinds: ["marketplace"],
    tags: ["referral"],
    name: "{buyerGroup} against {buyerGroup} in {served}",
    description:
      "Run a monthly friendly contest between the {buyerGroup}s that order most in {served}: the one with the most orders wins a free {occasion} for everyone, served by its favourite {supplyOne}. Post the standings on Fridays; the winners' photo is your best post of the month.",
    costLevel: "Under $500",
    impact: "High",
  },
  {
    kinds: ["marketplace"],
    tags: ["events"],
    name: "An open afternoon for would-be {supply}",
    description:
      "Invite people your {supply} recommend to spend an afternoon with one of your best {supply}: how listing works, what sells, what they earned last month, paid by {payout}. Those who sign up start the next week, within the number you can give a full first week.",
    costLevel: "Under $50",
    impact: "Medium",
  },

  // ─── Software for individuals ──────────────────────────────────────────────────────────────
  {
    kinds: ["software"],
    tags: ["referral"],
    forResearch: false,
    name: "“Made with {product}” on every output",
    description:
      "Add a small, removable “Made with {product}” line to what free users create and send. Every output becomes a quiet referral to people just like your users.",
    costLevel: "Free",
    impact: "High",
  },
  {
    kinds: ["software"],
    tags: ["seo"],
    name: "The free template they already search for",
    description:
      "Find the template or calculator {audience} search for most and publish a better free one on {website}, usable without an account; {product} is the next step once they outgrow it.",
    costLevel: "Free",
    impact: "High",
  },
  {
    kinds: ["software", "consumer-app", "b2b-smb"],
    tags: ["reviews"],
    name: "Rescue unhappy {competitor} users",
    needsCompetitor: true,
    description:
      "Set free alerts for people complaining about {competitor} in public. Reply with genuine help first, and mention {product} only when it really fits.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["software", "devtool"],
    tags: ["community"],
    name: "Public build log",
    description:
      "Post what you shipped and learned each week where {audience} already hang out. Early followers of {product} become its first users and its loudest testers.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },

  // ─── Software researchers pay for themselves ───────────────────────────────────────────────
  {
    kinds: ["software"],
    tags: ["partnerships"],
    forResearch: true,
    name: "A free month for a journal club",
    description:
      "Offer one lab's journal club a free month of {product} for everyone who reads that week's paper in it: the organiser shares one link in the lab's Slack, each member reads and notes the paper in {product}, and you see which labs are still reading in it after the month.",
    costLevel: "Free",
    impact: "High",
  },
  {
    kinds: ["software"],
    tags: ["youtube", "video"],
    forResearch: true,
    needsCompetitor: true,
    name: "Your {competitor} library in {product}, in five minutes on screen",
    description:
      "Record one unedited five-minute screen video of a real {competitor} library coming into {product} and the first related passage it finds, and put it on YouTube, the {competitor} page and the trial-end email. The switching cost researchers fear, shown as five minutes.",
    costLevel: "Free",
    impact: "High",
  },
  {
    kinds: ["software"],
    tags: ["partnerships"],
    forResearch: true,
    name: "A literature-review workshop for a PhD society",
    description:
      "Offer a graduate students' association or a graduate school's skills programme a free one-hour online workshop on literature-review workflows, working with any tool, with {product} shown last and a longer-trial code for its members.",
    costLevel: "Free",
    impact: "Medium",
  },
  {
    kinds: ["software"],
    tags: ["reviews"],
    forResearch: true,
    name: "“The passage I'd never have found” wall",
    description:
      "Ask paying users for the related passage {product} found that they would have missed (the paper's title and one line, with their permission), and put the best on the pricing page and in the trial-end email: proof in researchers' own words.",
    costLevel: "Free",
    impact: "Medium",
  },
];

/** What the ideas' local words become for this business. */
function ideaTokens(ctx: PlanContext, f: Facts): Record<string, string> {
  const text = `${ctx.answers.audiencePersona} ${ctx.answers.productDescription} ${ctx.answers.challenges}`;
  const market = /\b((?:the |a |our )?(?:(?!(?:and|or|at|in|to|of)\s)[\p{L}'’-]+ ){0,2}markets?(?: on the [\p{L} -]+?)?)(?=[,.;]|$|\s+(?:and|but|where)\b)/iu.exec(text)?.[1];
  const trade = f.trade?.trade ?? "service";
  const preorder = /\bpre-?order|click-and-collect|order ahead|collect them\b/i.test(ctx.answers.productDescription);
  const signature = f.signature ?? f.trade?.goods ?? "your best-seller";
  const inLanguage = ctx.reading.language !== "English" ? ` in ${ctx.reading.language}` : "";
  const window: Record<LocalTrade["trade"], string> = {
    food: preorder
      ? `this weekend's bakes behind a big handwritten sign${inLanguage} saying “Order tonight on ${ctx.answers.productWebsite ? "our website" : "our page"}, collect tomorrow, no queue”`
      : `a tower of the ${signature} and one surprise item of the week`,
    beauty: "a before-and-after wall of real clients' work (with their permission) and one question in big letters that names what you do best",
    health: "one question your patients ask most, answered in big letters, with a free five-minute check offer",
    fitness: "a live taster class by the window at the busiest hour of the street",
    retail: "one theme for the week built from what you sell, with a price board for the three best-sellers",
    service: "one question your customers ask most, answered in big letters",
    pet: "before-and-after photos of real dogs (with their owners' permission) and the one question owners ask most, answered in big letters",
    events: "one full story from a recent wedding (with the couple's permission) and the one question couples ask most, answered in big letters",
    lessons: "the one question parents ask most, answered in big letters, and this week's free taster slots",
    stay: "the dates still free this season and the perk for booking direct",
    workspace: "a real desk by the window, a laptop and a mug, and “Your first day is free” in big letters",
    tour: "tomorrow's free places and the link that books them in a minute",
    venue: "the venue dressed for a winter wedding and the open dates in big letters",
    motor: "this month's fixed prices for a service and a test check, and “We show you the worn part before we replace it” in big letters",
    cycle: "a bike on the stand, this month's fixed prices and “Back in two days, not two weeks” in big letters",
    funeral: "your price list, in full, and “We answer the phone day and night” in plain letters",
    dealer: "one car with its MOT history, service record and price printed beside it, and “Every fault named before you ask” in big letters",
    storage: "an open unit packed with a one-bedroom flat's boxes and furniture, its size and full price on a sign beside it",
    farm: "this week's crop and the day's picking news in big letters",
  };
  const sample: Record<LocalTrade["trade"], string> = {
    food: `a tray of ${signature} samples`,
    beauty: "free five-minute consultations",
    health: "free five-minute checks",
    fitness: "a free ten-minute taster",
    retail: "a table of your three best-sellers",
    service: "a free five-minute consultation",
    pet: "free nail trims",
    events: "a printed album from a real wedding to leaf through",
    lessons: "free five-minute tasters",
    stay: "a free night for a group organiser",
    workspace: "a free trial day",
    tour: "a free place on a tour for a hotel's front-desk staff",
    venue: "a tasting of the wedding menu at a show-round evening",
    motor: "free tyre-tread and lights checks",
    cycle: "free five-minute safety checks (brakes, tyres, chain)",
    funeral: "copies of your guide to what to do when someone dies",
    dealer: "free checks of a buyer's own car before they sell it privately",
    storage: "printed size guides and a tape measure to show what fits in each unit",
    farm: "punnets of this morning's picking to taste",
  };
  const chalk: Record<LocalTrade["trade"], string> = {
    food: `today's bake, a line about ${f.neighbourhood || "the neighbourhood"}, and how to order ahead`,
    beauty: "a free slot this week, a hair tip, a line about the town",
    health: "a health tip of the day and this week's free slots",
    fitness: "today's classes and a line about the neighbourhood",
    retail: "a pick of the day and a line about the neighbourhood",
    service: "a tip of the day and this week's free slots",
    pet: "this week's free slots and a coat-care tip",
    events: "the dates still free next season",
    lessons: "this week's free taster slots",
    stay: "the dates still free this season",
    workspace: "this week's member lunch and free trial days",
    tour: "tomorrow's free places",
    venue: "the open dates still free this year",
    motor: "this week's free slots and a test-day tip",
    cycle: "this week's free stand slots and a wet-weather riding tip",
    funeral: "the date of the next remembrance service",
    dealer: "this week's cars in and a line on what was done to each",
    storage: "the unit sizes free this week and their full prices",
    farm: "what's ready to pick today and the rain rule",
  };
  const lessonName = `${ctx.answers.productName}. ${ctx.answers.productDescription}`;
  const music = MUSIC_LESSONS.test(lessonName);
  const pool = /\bpool\b|\bswim/i.test(lessonName);
  return {
    market: market ? market.replace(/^(a|our)\s/i, "the ") : f.place ? `the weekly market ${f.fill("{near}")}` : "a weekend market",
    window: window[trade],
    sample: sample[trade],
    chalk: chalk[trade],
    inLanguage,
    // Music pupils play at the fair; a tutor's offers a taster corner; a swimming teacher's, who can't teach at a fair, a stand.
    fairOfferName: music ? "A few minutes of music" : pool ? "A stand" : "A free taster corner",
    fairOfferDoing: music ? "ten minutes of music from you or two of your pupils" : pool ? "a stand with photos of a lesson in the pool" : "a free taster corner for children and parents",
    // What an owner needs on the first evening: a hardware shop's gas and bulbs, a food shop's breakfast.
    arrival: /\bhardware|ironmonger/i.test(ctx.answers.productDescription)
      ? "a gas bottle, light bulbs, batteries, firelighters and bin bags"
      : trade === "food"
        ? "bread, milk, butter, eggs, tea and something for the first dinner"
        : "the things people most often forget to bring",
    sampleName: { food: "Tasting table", beauty: "Free consultations", health: "Free checks", fitness: "Taster sessions", retail: "A stall", service: "Free consultations", pet: "Free nail trims", events: "An album to leaf through", lessons: "Five-minute tasters", stay: "A night for the organiser", workspace: "A free trial day", tour: "A tour for the front desk", venue: "A show-round evening", motor: "Free tyre and lights checks", cycle: "Free safety checks", funeral: "The practical guide", dealer: "Free checks", storage: "The size guide", farm: "A tasting of this morning's picking" }[trade],
  };
}

/**
 * Four cheap, unusual ideas for this kind of business (the result view shows the first three):
 * none relies on a channel the founder says does not work, none costs more than the monthly budget,
 * and with under-18s none involves contacting a player.
 */
export function buildGuerrilla(ctx: PlanContext): GuerrillaTactic[] {
  const r = ctx.reading;
  const f = factsFor(ctx);
  const tokens = ideaTokens(ctx, f);
  const fill = (text: string) =>
    paced(withoutTill(r, f.fill(text.replace(/\{(market|window|sample|sampleName|chalk|inLanguage|fairOfferName|fairOfferDoing|arrival)\}/g, (m, k: string) => tokens[k] ?? m))));
  // An hour a week or less: "a few comments a day" becomes a few a week.
  const paced = (text: string) => (atAnHourAWeek(r) ? atWeeklyPace(text) : text);
  const avoided = new Set(r.avoid.map((a) => a.tag));
  const budget = r.budget.max ?? Infinity;
  // What customers do (not what the founder tried): the description and the persona.
  const said = `${ctx.answers.productDescription} ${ctx.answers.audiencePersona}`;

  const candidates = [...IDEAS, ...CHARITY_IDEAS, ...MEET_PEOPLE_IDEAS, ...YOUNG_CHILDREN_IDEAS, ...DRIVING_IDEAS, ...ADULT_CLASSES_IDEAS, ...PRIVATE_TEACHER_IDEAS, ...SMALLHOLDER_IDEAS, ...DESKTOP_IDEAS, ...WP_PLUGIN_IDEAS, ...AGENCY_IDEAS, ...INSTALLER_IDEAS, ...REMOVALS_IDEAS, ...CATERER_IDEAS, ...ACCOUNTING_IDEAS, ...IT_SUPPORT_IDEAS, ...TRANSLATOR_IDEAS, ...RECRUITER_IDEAS, ...LETTING_IDEAS, ...BROWSER_EXTENSION_IDEAS, ...DIGITAL_PRODUCT_IDEAS, ...CHURCH_IDEAS, ...CLINICIAN_IDEAS, ...AGTECH_IDEAS, ...CHILDCARE_IDEAS, ...MARKETPLACE_BRAND_IDEAS, ...HOME_CARE_IDEAS, ...CARE_HOME_IDEAS, ...FUNERAL_IDEAS, ...CELEBRANT_IDEAS, ...LAW_IDEAS, ...ARCHITECT_IDEAS, ...KIDS_CLUB_IDEAS, ...PET_BOARDING_IDEAS, ...FAMILY_PHOTO_IDEAS, ...TATTOO_IDEAS, ...DEVICE_REPAIR_IDEAS, ...PARTY_ENTERTAINER_IDEAS, ...TRAINER_IDEAS, ...ARTIST_IDEAS].map((idea, index) => {
    const name = fill(idea.name);
    const description = fill(idea.description);
    const relies = new Set<ChannelTag>([...idea.tags, ...channelsIn(`${name}. ${description}`)]);
    const unsafe =
      (r.teen && ([...relies].some((t) => DIRECT_CONTACT_TAGS.includes(t)) ||
        affirmedChannels(`${name}. ${description}`).some((t) => DIRECT_CONTACT_TAGS.includes(t))));
    const fits =
      idea.kinds.includes(f.archetype) &&
      // A teacher's pupils come to a home studio or a room, not past a shop front or a counter.
      !(idea.premises && (r.visitsCustomers || r.trade === "lessons")) &&
      !(idea.visitsOnly && !r.visitsCustomers) &&
      // Holiday-home owners order from home: no window they pass, no friend they bring in.
      !(idea.walkIn && r.remoteOrders) &&
      !(idea.remoteOnly && !r.remoteOrders) &&
      !(idea.round && !r.homeVisits) &&
      !(idea.notForRound && r.homeVisits) &&
      !(idea.areasOnly && !r.marketplace?.areas.length) &&
      (!idea.trades || (r.trade !== null && idea.trades.includes(r.trade))) &&
      !(idea.notForTrades && r.trade !== null && idea.notForTrades.includes(r.trade)) &&
      // "I don't want to discount my labour": no idea that cuts the price.
      !(r.noDiscount && discountOffered(`${idea.name}. ${idea.description}`)) &&
      (!idea.crafts || (r.weddingSupplier !== null && idea.crafts.includes(r.weddingSupplier.craft))) &&
      (!idea.pupils || (r.pupils !== null && idea.pupils.includes(r.pupils))) &&
      (!idea.onlyWhenSaid || idea.onlyWhenSaid.test(`${ctx.answers.productDescription} ${ctx.answers.audiencePersona} ${ctx.answers.challenges}`)) &&
      (idea.forPublication === undefined || idea.forPublication === r.publication) &&
      (idea.forWholesale === undefined || idea.forWholesale === (r.wholesale !== null)) &&
      // A show selling sponsorship gets its own ideas, and none of a course's (a student's before-and-after).
      (idea.forSponsorship ? r.sponsorship !== null : !(r.sponsorship && idea.forPublication === false)) &&
      !(idea.youngOnly && r.mature) &&
      !(idea.olderParentOnly && !r.forOlderParent) &&
      Boolean(idea.forCampaign) === Boolean(r.crowdfunding) &&
      Boolean(idea.forStoreGame) === Boolean(r.storeGame) &&
      (idea.forResearch === undefined ? true : idea.forResearch === (r.research !== null)) &&
      Boolean(idea.forStay) === Boolean(r.stay) &&
      Boolean(idea.forTour) === Boolean(r.tour) &&
      Boolean(idea.forMobileFood) === Boolean(r.mobileFood) &&
      !(idea.catering && !r.mobileFood?.catering) &&
      Boolean(idea.forExamTutoring) === Boolean(r.examTutoring) &&
      Boolean(idea.forCharity) === Boolean(r.charity) &&
      Boolean(idea.forWorkspace) === Boolean(r.workspace) &&
      Boolean(idea.forTaproom) === Boolean(r.taproom) &&
      Boolean(idea.forRestaurant) === Boolean(r.restaurant) &&
      (idea.forExperience ?? null) === (r.experience?.form ?? null) &&
      Boolean(idea.forVenue) === Boolean(r.venue) &&
      Boolean(idea.forGym) === Boolean(r.gym) &&
      Boolean(idea.forKidsClub) === Boolean(r.kidsClub) &&
      Boolean(idea.forPetBoarding) === Boolean(r.petBoarding) &&
      Boolean(idea.forFamilyPhoto) === Boolean(r.familyPhoto) &&
      Boolean(idea.forTattoo) === Boolean(r.tattoo) &&
      Boolean(idea.forDeviceRepair) === Boolean(r.deviceRepair) &&
      Boolean(idea.forPartyEntertainer) === Boolean(r.partyEntertainer) &&
      Boolean(idea.forTrainer) === Boolean(r.trainer) &&
      Boolean(idea.forClinic) === Boolean(r.clinic) &&
      !(typeof idea.forClinic === "string" && idea.forClinic !== r.clinic?.care) &&
      Boolean(idea.forChildcare) === Boolean(r.childcare) &&
      !(idea.forChildcare === "club" && r.childcare?.form !== "club") &&
      !(idea.forChildcare === "young" && r.childcare?.form === "club") &&
      Boolean(idea.forInstaller) === Boolean(r.installer) &&
      Boolean(idea.forRemovals) === Boolean(r.removals) &&
      !(idea.forInstaller === "energy" && !r.installer?.energy) &&
      Boolean(idea.forHomeCare) === Boolean(r.homeCare) &&
      Boolean(idea.forCareHome) === Boolean(r.careHome) &&
      Boolean(idea.forFuneral) === Boolean(r.funeral) &&
      Boolean(idea.forCelebrant) === Boolean(r.funeral?.celebrant) &&
      Boolean(idea.forLaw) === Boolean(r.law) &&
      Boolean(idea.forArchitect) === Boolean(r.architect) &&
      Boolean(idea.forCoaching) === Boolean(r.coaching) &&
      Boolean(idea.forMembership) === Boolean(r.membership) &&
      Boolean(idea.forFarmBox) === Boolean(r.farmBox) &&
      Boolean(idea.forFlorist) === Boolean(r.florist) &&
      Boolean(idea.forAdviser) === Boolean(r.adviser) &&
      Boolean(idea.forJobBoard) === Boolean(r.jobBoard) &&
      Boolean(idea.forBook) === Boolean(r.book) &&
      Boolean(idea.forPod) === Boolean(r.printOnDemand) &&
      Boolean(idea.forArtist) === Boolean(r.artist) &&
      Boolean(idea.forBand) === Boolean(r.band) &&
      Boolean(idea.forMeetPeople) === Boolean(r.meetPeople) &&
      Boolean(idea.forYoungChildren) === Boolean(r.youngChildren) &&
      Boolean(idea.forDriving) === Boolean(r.driving) &&
      Boolean(idea.forAdultClasses) === Boolean(r.adultClasses) &&
      !(idea.forAdultClasses === "language" && !r.adultClasses?.language) &&
      Boolean(idea.forPrivateTeacher) === Boolean(r.privateTeacher) &&
      !(idea.forPrivateTeacher === "music" && r.privateTeacher?.field !== "music") &&
      Boolean(idea.forSmallholders) === Boolean(r.smallholders) &&
      (idea.forSmallholders === "equipment") === Boolean(r.smallholders && r.farmEquipment) &&
      Boolean(idea.forDesktop) === Boolean(r.desktopApp) &&
      Boolean(idea.forWpPlugin) === Boolean(r.wpPlugin) &&
      Boolean(idea.forAgency) === Boolean(r.agency) &&
      (idea.forCaterer ?? null) === (r.caterer?.buyers ?? null) &&
      !(typeof idea.forAgency === "string" && (idea.forAgency === "startups") !== Boolean(r.agency?.startups)) &&
      Boolean(idea.forAccounting) === Boolean(r.accounting) &&
      Boolean(idea.forRecruiter) === Boolean(r.recruiter) &&
      Boolean(idea.forTranslator) === Boolean(r.translator) &&
      Boolean(idea.forItSupport) === Boolean(r.itSupport) &&
      Boolean(idea.forLetting) === Boolean(r.letting) &&
      Boolean(idea.forBrowserExtension) === Boolean(r.browserExtension) &&
      !(idea.forBrowserExtension === "payers" && r.browserExtension?.paidNow === 0) &&
      Boolean(idea.forDigitalProduct) === Boolean(r.digitalProduct) &&
      !(idea.forDigitalProduct === "buyers" && !r.digitalProduct?.salesNow && !["growth", "scaling"].includes(ctx.answers.productStage)) &&
      Boolean(idea.forChurch) === Boolean(r.church) &&
      Boolean(idea.forClinician) === Boolean(r.clinician) &&
      Boolean(idea.forAgtech) === Boolean(r.agtech) &&
      Boolean(idea.forMarketplaceBrand) === Boolean(r.marketplaceBrand) &&
      !(idea.forMarketplaceBrand === "amazon" && r.marketplaceBrand?.market !== "Amazon") &&
      Boolean(idea.forSchools) === Boolean(r.schools) &&
      !(idea.forSchools === "tech" && !(r.schools?.devices || r.schools?.software)) &&
      Boolean(idea.forEvent) === Boolean(r.event) &&
      (!idea.eventCrowd || r.event?.crowd === idea.eventCrowd) &&
      // A morning at a market stall is more than a founder with an hour or two a week has.
      !(idea.takesAMorning && r.weeklyHours !== null && r.weeklyHours <= 2) &&
      // Jewellery is not tasted or used up: no samples, no "running low".
      !(idea.usedUp && r.boughtOnce) &&
      !(idea.keptOnly && !r.boughtOnce) &&
      (!idea.needsCompetitor || f.competitor !== null) &&
      !unsafe &&
      ![...relies].some((t) => avoided.has(t)) &&
      COST_DOLLARS[idea.costLevel] <= budget;
    const score =
      (idea.tags.some((t) => r.mentioned.includes(t)) ? 2 : 0) +
      (r.timeLimit && idea.quick ? 1.5 : 0) +
      (idea.cue?.test(said) ? 2 : 0) +
      (idea.impact === "High" ? 1 : 0) +
      (idea.forWholesale && r.wholesale ? 5 : 0) +
      (idea.remoteOnly ? 3 : 0) +
      (idea.forResearch && r.research ? 5 : 0) +
      (idea.catering && r.mobileFood?.cateringGoalSaid ? 3 : 0) +
      (idea.round ? 3 : 0) +
      (idea.forSchools && r.schools ? 3 : 0);
    return { fits, score, index, tactic: { name, description, costLevel: costIn(idea.costLevel, r.currency), impact: idea.impact } };
  }).filter((c) => c.fits);

  return candidates
    .sort((x, y) => y.score - x.score || x.index - y.index)
    .slice(0, 4)
    .map((c) => c.tactic);
}

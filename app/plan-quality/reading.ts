import { COUNTRIES } from "~/wizard/countries";
import { geographyLabel, type Budget, type TimeHorizon } from "~/wizard/options";
import type { PlanFormData } from "~/wizard/types";
import { CHANNEL_PATTERNS, CHANNEL_TAGS, PAID_TAGS, affirmedChannels, channelsIn, sentencesOf, type ChannelTag } from "./channels";
import { datedDeadlinesIn, planDay, readClosedMonths, type ClosedMonths, type DatedDeadline } from "./calendar";
import { readCrowdfunding, type Crowdfunding } from "./crowdfunding";
import { readResearch, type Research } from "./research";
import { readEvent, type TicketedEvent } from "./event";
import type { BusinessKind } from "./kinds";
import { lessonPupils, localTrade, readHomeVisits, type HomeVisits, type LessonPupils, type LocalTrade } from "./local-trade";
import { currencyOf, readCurrency, toDollars, type Currency } from "./money";
import { noDiscountIn } from "./discounts";
import { PUBLICATION_WORDS } from "./publication";
import { FOOD_AND_DRINK, readWholesale, type Wholesale } from "./wholesale";
import { readSponsorship, type Sponsorship } from "./sponsorship";
import { readYoungChildren, type YoungChildren } from "./young-children";
import { readForOlderParent, readMature, readOutlets, readTrialLeak, readWorked, type TrialLeak, type Worked } from "./grown-ups";
import { readMessagingFirst, type MessagingFirst } from "./messaging-first";
import { inReadersEnglish } from "./other-languages";
import { readStoreGame, type StoreGame } from "./store-game";
import { joinWords, numberFrom } from "./words";
import { readStay, stayWordOf, type Stay } from "./stays";
import { mobileFoodWordOf, readMobileFood, type MobileFood } from "./mobile-food";
import { readExamTutoring, type ExamTutoring } from "./tutoring";
import { charityWordOf, readCharity, type Charity } from "./charity";
import { readWorkspace, workspaceWordOf, type Workspace } from "./workspace";
import { readTaproom, taproomWordOf, type Taproom } from "./taproom";
import { gymWordOf, readGym, type Gym } from "./gym";
import { kidsClubWordOf, readKidsClub, type KidsClub } from "./kids-club";
import { petBoardingWordOf, readPetBoarding, type PetBoarding } from "./pet-boarding";
import { readFamilyPhoto, type FamilyPhoto } from "./family-photo";
import { readTattoo, tattooWordOf, type Tattoo } from "./tattoo";
import { deviceRepairWordOf, readDeviceRepair, type DeviceRepair } from "./device-repair";
import { partyEntertainerWordOf, readPartyEntertainer, type PartyEntertainer } from "./party-entertainer";
import { readTrainer, trainerWordOf, type Trainer } from "./trainer";
import { architectWordOf, readArchitect, type Architect } from "./architect";
import { drivingWordOf, readDriving, type Driving } from "./driving";
import { adultClassesWordOf, readAdultClasses, type AdultClasses } from "./adult-classes";
import { privateTeacherWordOf, readPrivateTeacher, type PrivateTeacher } from "./private-teacher";
import { readCoaching, type Coaching } from "./coaching";
import { membershipWordOf, readMembership, type Membership } from "./membership";
import { farmBoxWordOf, readFarmBox, type FarmBox } from "./farm-box";
import { readFlorist, type Florist } from "./florist";
import { adviserWordOf, readAdviser, type Adviser } from "./advisers";
import { bookWordOf, readBook, type Book } from "./books";
import { bandWordOf, readBand, type Band } from "./band";
import { meetPeopleWordOf, readMeetPeople, type MeetPeople } from "./dating";
import { readSmallholders, type Smallholders } from "./smallholders";
import { readFarmEquipment, type FarmEquipment } from "./farm-equipment";
import { readDesktopApp, type DesktopApp } from "./desktop";
import { readWpPlugin, type WpPlugin } from "./wp-plugin";
import { readAgency, type Agency } from "./agency";
import { readCaterer, type Caterer } from "./caterer";
import { readBrowserExtension, type BrowserExtension } from "./browser-extension";
import { readDigitalProduct, type DigitalProduct } from "./digital-product";
import { readChurchSoftware, type ChurchSoftware } from "./church";
import { readTour, type Tour } from "./tours";
import { readVenue, type Venue } from "./venue";
import { readRestaurant, restaurantWordOf, type Restaurant } from "./restaurant";
import { experienceWordOf, readExperience, type Experience } from "./experience";
import { jobBoardWordOf, readJobBoard, type JobBoard } from "./job-board";
import { readClinicianSoftware, type ClinicianSoftware } from "./clinician";
import { readMarketplaceBrand, type MarketplaceBrand } from "./marketplace-brand";
import { readSchoolSales, type SchoolSales } from "./schools";
import { readClinic, type Clinic } from "./clinic";
import { childcareWordOf, readChildcare, type Childcare } from "./childcare";
import { installerWordOf, readInstaller, type Installer } from "./installer";
import { readRemovals, removalsWordOf, type Removals } from "./removals";
import { homeCareWordOf, readHomeCare, type HomeCare } from "./home-care";
import { careHomeWordOf, readCareHome, type CareHome } from "./care-home";
import { funeralWordOf, readFuneral, type Funeral } from "./funeral";
import { lawWordOf, readLaw, type Law } from "./law";
import { readWeddingSupplier, type WeddingSupplier } from "./wedding-supplier";
import { podSaid, readPrintOnDemand, type PrintOnDemand } from "./print-on-demand";
import { artistWordOf, readArtist, type Artist } from "./artist";
import { readItSupport, type ItSupport } from "./it-support";
import { accountingClients, accountingWordOf, readAccounting, type Accounting } from "./accounting";
import { readRecruiter, recruiterWordOf, type Recruiter } from "./recruiter";
import { readTranslator, type Translator } from "./translator";
import { readAgtech, type Agtech } from "./agtech";
import { readLetting, type Letting } from "./letting";

/**
 * What Liftoff understands from a founder's answers, worked out once and shared by the built-in
 * planner, the plan checker and the AI prompt: the kind of business, who and where the customers
 * are, the constraints in plain numbers, and what the founder said does not work for them.
 * Pure and deterministic: the same answers always read the same.
 */
export type Reading = {
  kind: BusinessKind;
  /** The audience is mostly people under 18 ("teenagers aged 13-17"; not "learners aged 17-25", who are mostly adults). */
  teen: boolean;
  /** The customers' ages when the answers give them. */
  ages: [number, number] | null;
  /**
   * The ages of the children an audience of parents buys for ("parents of children aged 6-14"): the
   * buyers are adults, so these ages make no one under 18 the audience.
   */
  childAges: [number, number] | null;
  /** Serves one place in person (a shop, a salon, a clinic). */
  local: boolean;
  /** A local business's trade (food, beauty, health…), read from its words; null when not local. */
  trade: LocalTrade["trade"] | null;
  /** Who a teacher's pupils are (lessonPupils): null for any business that is not lessons. */
  pupils: LessonPupils | null;
  /** Sells a service done by people (consulting, an agency), not software people sign up for. */
  services: boolean;
  /** Bare place name: "Croix-Rousse, Lyon", "Germany", "Europe"; "" for a worldwide audience. */
  place: string;
  /** The country, when one is named or can be told from the place. */
  country: string | null;
  /** The language customers read. */
  language: string;
  /** The project is already open source. */
  openSource: boolean;
  /** Monthly marketing budget in US dollars; max is null for "$50,000+". */
  /** `said`: the monthly amount in the founder's own words and currency ("€150 a month"), when they give one below the range's top. */
  budget: { min: number; max: number | null; said?: string };
  /** The currency the plan states sums in: the founder's (their prices' symbol, else their country's), else US dollars. */
  currency: Currency;
  horizonWeeks: number;
  /** A deadline stated in the success metrics, in weeks. */
  deadlineWeeks: number | null;
  /** The weeks the plan must fit in: the horizon, or the deadline when it comes first. */
  planWeeks: number;
  /** The day the plan starts (its week 1): the day it was made. */
  startDay: Date;
  /** The deadline when the success metrics give it as a date ("by Easter"), and it is the one deadlineWeeks counts. */
  datedDeadline: DatedDeadline | null;
  /**
   * Months the founder says hold no marketing because the work fills them ("January is chaos with tax
   * returns so we can't do any marketing in January"), with the plan's weeks in them: nothing is scheduled there.
   */
  closedMonths: ClosedMonths | null;
  /** Channels the founder says do not work for them, each with the words they used. */
  /** `words`: what the founder ruled out, in their own words ("a website and Facebook posts"), when they said "I won't …". */
  /** `name`: the founder's own name for an ad channel ("Facebook ads", "boosted posts"), which the plan uses in their words. */
  avoid: { tag: ChannelTag; quote: string; words?: string; name?: string }[];
  /** Hours are scarce ("bakes from 4am", "only evenings"), with the words used. */
  timeLimit: string | null;
  /** The hours a week the founder says marketing can take ("an hour a week" → 1), when they say. */
  weeklyHours: number | null;
  /**
   * The hours the founder stated when they are for the whole product, building included (a solo
   * founder at MVP: "I have about ten hours a week"); weeklyHours is then marketing's share of them.
   */
  hoursCoverBuilding: number | null;
  /** When in the week the founder has time for marketing, when they name it ("on Sunday evenings" → "Sunday evening"). */
  marketingSlot: string | null;
  /** When the customers can be reached, as the founder says it ("only free between lunch and dinner service, roughly 3pm to 5pm" → "between 3pm and 5pm"). */
  customersFree: string | null;
  /** The founder can only work outside office hours ("only evenings", "weekends only"). */
  afterHoursOnly: boolean;
  /** People can sign up or buy today ("free for two clients", "11 of them paying"), whatever the stage says: no waitlist to join. */
  openNow: boolean;
  /** How far the product is: "mvp", "beta", "launched", "growth" (early traction), "scaling". */
  stage: PlanFormData["productStage"];
  /** The founder says they will not post (to social media or anywhere): "I won't do Facebook posts". */
  noPosts: boolean;
  /** Channels the description and profile say customers use. */
  mentioned: ChannelTag[];
  /** An alternative customers use today, as named. */
  competitor: string | null;
  /** A price as the founder wrote it. */
  price: string | null;
  /** The founder's own first sentence about the product. */
  pitch: string;
  /**
   * Plural noun phrase for who buys, short enough for running text: a list of three or more roles
   * keeps its first two ("owners and managing directors").
   */
  audience: string;
  /** The same phrase with every role the founder listed ("owners, managing directors and plant managers"), for a first mention. */
  audienceInFull: string;
  /**
   * A local business in a small town or a village ("a small town of 3,000 people", "our village"):
   * few employers and offices nearby, so nothing that counts on hundreds of workers within a walk.
   */
  smallTown: boolean;
  /** A local business that goes to its customers (a plumber, a mobile hairdresser): no shop to walk into. */
  visitsCustomers: boolean;
  /** "I don't want to discount my labour", "no discounts": the founder's words when they will not cut their price. */
  noDiscount: string | null;
  /** A local business its founder runs alone ("a one-man workshop", "I work on my own"): no team to meet or photograph. */
  solo: boolean;
  /** Channels the founder's success metrics are counted in ("an email list of 400" → email). */
  metricChannels: ChannelTag[];
  /** The founder's name when they give it ("I'm Declan Walsh, a registered plumber"), to sign the templates. */
  founderName: string | null;
  /** Customers pay every month or year, and can join any day (a membership, a subscription). */
  recurring: boolean;
  /** The app marketplace the product is already listed in ("a Shopify app" → "Shopify App Store"); null otherwise. */
  appStore: string | null;
  /** How much the business can make or serve, as the founder stated it ("we can roast 80 kg a week"). */
  capacity: Capacity | null;
  /** The goal or metric is filling quiet days or slots ("Tuesdays are half empty", "fill weekdays"). */
  quietSlots: boolean;
  /**
   * The product is a game (its first sentence calls it one, or the founder speaks of players or
   * gameplay): an app for learning English "not streaks and games" is no game.
   */
  game: boolean;
  /** A game sold on a PC or console store (Steam, itch.io…), not on phones: wishlists, its store page and festivals. */
  storeGame: StoreGame | null;
  /** The creators the customers follow, in the founder's words ("follow English teachers there" → "English teachers"). */
  follows: string | null;
  /**
   * A messaging channel the founder pays per message to reach their users ("every WhatsApp reminder
   * costs us money"), with the clause they wrote; null when they do not say so.
   */
  paidMessages: { channel: string; quote: string } | null;
  /** The audience runs its business on a messaging app, not email and a desk ("they run everything on WhatsApp"). */
  messagingFirst: MessagingFirst | null;
  /**
   * The founder's sentence saying buyers distrust something ("Owners distrust new apps with their tax
   * data", "Los dueños desconfían de las apps nuevas con su RFC"), and whether it is about their data.
   */
  distrust: { quote: string; aboutData: boolean } | null;
  /** The founder's sentence saying short clips bring views but not what they want ("Shorts bring views but no subscribers"). */
  shortClipsFail: string | null;
  /**
   * A country of the market the team says it does not know ("knows little about Brazil"), its
   * language, and the other countries the founder named, which the team knows better.
   */
  unfamiliar: { place: string; language: string; others: string[] } | null;
  /** Two sides the business connects and keeps a share between (cooks and office workers); null for a one-sided business. */
  marketplace: Marketplace | null;
  /** A newsletter or publication readers subscribe to (free and paid tiers), read by isPublication. */
  publication: boolean;
  /**
   * A producer whose goal is to be stocked by shops ("stocked in 25 delis and farm shops"): who it sells
   * to wholesale, its trade and shelf prices and how many stockists it has and wants; null otherwise.
   */
  wholesale: Wholesale | null;
  /**
   * A show (podcast, YouTube channel, newsletter) whose goal is sponsors or advertisers: its reach, the
   * price asked, the founder's rule on which brands they carry. Null otherwise.
   */
  sponsorship: Sponsorship | null;
  /**
   * A maker who sells through marketplace platforms (Etsy, Amazon, eBay, Not On The High Street,
   * Depop…) and whose goal is sales on their own website or a list of their own; null otherwise.
   */
  marketplaceSeller: MarketplaceSeller | null;
  /** The founder will not be on camera ("I hate being on camera", "camera-shy"): their sentence; no video of them anywhere. */
  noCamera: string | null;
  /**
   * What a shop sells is bought once or as a gift (jewellery, prints, ceramics), not used up and
   * reordered or subscribed to: nobody fears cancelling it, and nothing "runs low".
   */
  boughtOnce: boolean;
  /**
   * A local shop that sells for delivery or to order ahead to customers who are away when they buy
   * (holiday-home owners, visitors, people ordering from elsewhere); null for a shop people walk into.
   */
  remoteOrders: RemoteOrders | null;
  /** Grown-up customers (35 and over, "adult children"): Facebook, press, search and partners reach them, not TikTok. */
  mature: boolean;
  /** The customers buy for an older parent or relative ("phones an older parent every morning"). */
  forOlderParent: boolean;
  /** The papers and magazines the customers read, as named ("the Guardian", "the Daily Mail"). */
  outlets: string[];
  /** The channel the founder says brought most customers ("mostly from a piece in a local paper"): the plan's lead. */
  worked: Worked | null;
  /** A free trial people start and do not pay after, or a trial-to-paid goal, in the founder's words. */
  trialLeak: TrialLeak | null;
  /**
   * A crowdfunding campaign the founder runs ("€40,000 on Kickstarter in 30 days, launching 1 March"):
   * platform, launch and last day, target and pledge, list; null when they run none.
   */
  crowdfunding: Crowdfunding | null;
  /**
   * Software researchers pay for themselves (PhD students, postdocs, research analysts): its prices, trial,
   * paying users now and in the goal, the MRR goal and the annual share, for the plan's arithmetic.
   */
  research: Research | null;
  /**
   * A place people stay the night (guest house, B&B, small hotel, holiday let, campsite): guests come
   * from far away and book months ahead, often through Booking.com or Airbnb (app/plan-quality/stays.ts).
   */
  stay: Stay | null;
  /**
   * A food truck, food cart, street-food stall or coffee cart: no shop, a weekly round of spots, and often
   * catering as a line of its own (app/plan-quality/mobile-food.ts).
   */
  mobileFood: MobileFood | null;
  /**
   * Exam tutoring for secondary-age pupils (GCSE, A-level…): parents decide and pay, the pupil must want
   * to come, and the exam calendar sets the weeks (app/plan-quality/tutoring.ts).
   */
  examTutoring: ExamTutoring | null;
  /**
   * A shared workspace people join by the month (coworking space, shared studios, maker space): members
   * come from nearby, try a day first and stay for the people (app/plan-quality/workspace.ts).
   */
  workspace: Workspace | null;
  /**
   * A brewery's taproom (a winery's, cidery's or distillery's tasting room): locals come for releases and
   * something on, visitors tour the area's drink scene, and alcohol's rules apply (app/plan-quality/taproom.ts).
   */
  taproom: Taproom | null;
  /**
   * A gym or studio people join by the month (a bouldering gym, a CrossFit box, a yoga studio, a martial-arts
   * club): new people try an intro, and most who leave do so before the habit forms (app/plan-quality/gym.ts).
   */
  gym: Gym | null;
  /**
   * A health practice people register with or book a course of care at (a vet practice; a physio, osteopath
   * or chiropractor's clinic): referral partners, a first step that suits care, reviews answered without
   * confirming anyone is a patient (app/plan-quality/clinic.ts).
   */
  clinic: Clinic | null;
  /**
   * Early-years childcare parents choose months ahead (a day nursery, a pre-school, a childminder, an after-school
   * or holiday club): the show-round turned into a registration with a start date, a waiting list planned around
   * each family's return to work, current parents' word, employers and the places parents ask, the funding and
   * the regulator met honestly; the children are never addressed (app/plan-quality/childcare.ts).
   */
  childcare: Childcare | null;
  /**
   * A home-improvement installer selling high-ticket work once per home (solar panels and batteries, heat
   * pumps, kitchens, loft conversions…): past installs as proof, a quote that wins against the other two,
   * no pressure, referrals paid on install (app/plan-quality/installer.ts).
   */
  installer: Installer | null;
  /**
   * A removals or moving company (house moves, a man and van, student moves, storage): people move once, compare
   * three quotes and dread hidden extras; the end of the month is full and mid-month weekdays are empty
   * (app/plan-quality/removals.ts).
   */
  removals: Removals | null;
  /**
   * A care-at-home business (a home care or live-in care agency, a US in-home senior care agency or franchise,
   * a companionship service for older people): families choose in a crisis on the word of the discharge team
   * or the GP practice, and hours sold never outrun carers (app/plan-quality/home-care.ts).
   */
  homeCare: HomeCare | null;
  /**
   * A care home (residential, nursing or dementia care; US assisted living, memory care, nursing home): a daughter
   * or son chooses in a hurry after a fall or a hospital stay, on the word of the discharge team, the GP and friends,
   * after visiting three or four homes (app/plan-quality/care-home.ts).
   */
  careHome: CareHome | null;
  /**
   * A funeral director (a funeral home, an undertaker, a direct cremation provider, UK or US): families choose
   * within days of a death on a name they trust and prices they can compare; nothing may look like selling to
   * the grieving (app/plan-quality/funeral.ts).
   */
  funeral: Funeral | null;
  /**
   * A law firm or regulated legal practice for consumers (immigration, family, wills and probate, conveyancing,
   * personal injury): clients choose on a trusted person's word and the firm's own answers and prices; a
   * fixed-fee page, a guide per service, talks where the audience meets, referrers within the regulator's
   * rules, reviews, and no promised outcomes (app/plan-quality/law.ts).
   */
  law: Law | null;
  /**
   * A children's activity club sold to parents (a martial-arts, gymnastics, football, dance, drama or swimming
   * club for children): a first class booked for the child, the schools and member parents who pass it on,
   * milestones parents watch, holiday camps and the half-term dip (app/plan-quality/kids-club.ts).
   */
  kidsClub: KidsClub | null;
  /**
   * A pet boarding business (boarding kennels, a cattery, a dog daycare, a home boarder or a dog sitter): owners'
   * fear of leaving their pet answered first, the quiet months filled, vets and groomers as referrers, next year's
   * dates rebooked at pick-up, weekday daycare regulars (app/plan-quality/pet-boarding.ts).
   */
  petBoarding: PetBoarding | null;
  /**
   * A newborn, maternity and family photographer: expectant parents book in pregnancy for a due-date window,
   * choose on safety, and come back only when invited to the next milestone (app/plan-quality/family-photo.ts).
   */
  familyPhoto: FamilyPhoto | null;
  /**
   * A tattoo or piercing studio (a private studio, resident and guest artists): a booking form in place of the
   * DMs, the books opening told to a list, each artist's style pages, flash days, guest spots, healed work
   * shown with consent, first-timers' consultations, reviews after healing (app/plan-quality/tattoo.ts).
   */
  tattoo: Tattoo | null;
  /**
   * A device repair shop (phones, tablets, laptops, consoles; refurbished phones too): found at the moment of need
   * on a price page and the Google profile, the answer to the cheap kiosk, reviews at collection, refurbished
   * phones with the warranty, trade-ins, and the schools and offices that send repairs (app/plan-quality/device-repair.ts).
   */
  deviceRepair: DeviceRepair | null;
  /**
   * A children's entertainer booked for parties (a party entertainer, a magician, a face painter, bouncy-castle
   * hire, a party host): the party as the advert, host parents' word, the weekday and holiday slots, rebooking
   * next year's birthday (app/plan-quality/party-entertainer.ts).
   */
  partyEntertainer: PartyEntertainer | null;
  /**
   * A local personal trainer who trains adults in person (one-to-one in homes or a park, small outdoor
   * bootcamps, a running coach, a Pilates or yoga teacher teaching one-to-one): a starter block, stories with
   * consent, the people who refer, keeping clients past the first block (app/plan-quality/trainer.ts).
   */
  trainer: Trainer | null;
  /**
   * An architecture or building design practice for homeowners (architects, architectural designers, interior
   * and garden designers who design rather than build): the fee explained, planning results as proof, a page
   * per house type and per borough, the builders and engineers who refer, an open house, a talk at the library
   * (app/plan-quality/architect.ts).
   */
  architect: Architect | null;
  /**
   * An accounting or bookkeeping practice, a tax preparer or a payroll bureau serving small businesses or a
   * niche (tradespeople, restaurants, landlords): a free check, the places its clients already go, referrals
   * from clients, a fixed-fee page and the tax year as its calendar (app/plan-quality/accounting.ts).
   */
  accounting: Accounting | null;
  /**
   * A recruitment, staffing or temp agency or a headhunter: two markets, candidates and clients; a shortlist of three
   * within a week with the fee in writing, a salary guide, the professional bodies' evenings, referrals from placed
   * candidates, a call at three months and the advisers who know a hire is coming (app/plan-quality/recruiter.ts).
   */
  recruiter: Recruiter | null;
  /**
   * A language services business selling to businesses (a freelance translator, interpreter, localiser or
   * subtitler, a small translation agency): specialist proof, a note to one named buyer, the buyers' networks,
   * referrals, the association directories, the rate explained, repeat work (app/plan-quality/translator.ts).
   */
  translator: Translator | null;
  /**
   * A managed IT support company (an MSP, computer support for small offices, cyber security services for
   * small businesses): a free IT health check when something goes wrong, the professions' own channels, the
   * accountants and landlords who refer, the switch made easy (app/plan-quality/it-support.ts).
   */
  itSupport: ItSupport | null;
  /**
   * A letting agent, an estate agent or a US property manager: landlords or home sellers choose it once, on a
   * friend's word, a board, reviews and a valuation, and switch when their agent lets them down; its fee, not a
   * rival's, is its price (app/plan-quality/letting.ts).
   */
  letting: Letting | null;
  /**
   * A driving instructor: learners of 17 and over (and their parents) and adults book a first lesson, then
   * a block, and recommend the instructor they passed with (app/plan-quality/driving.ts).
   */
  driving: Driving | null;
  /**
   * A school or teacher whose learners are adults, taught in classes or courses (a language school for
   * expats, evening language classes, adult art or music courses): a course with a goal in the learner's
   * words, rules for busy weeks, a group that is the reason to stay (app/plan-quality/adult-classes.ts).
   */
  adultClasses: AdultClasses | null;
  /**
   * A teacher of adults one-to-one (music, singing, a language, drawing), online over Zoom or in their town:
   * a trial lesson, a block of lessons, progress stories told with the learner's yes, directories and the
   * shops where learners buy (app/plan-quality/private-teacher.ts).
   */
  privateTeacher: PrivateTeacher | null;
  /**
   * Online coaching sold by the month (1:1 or small-group fitness, strength, running, nutrition, menopause,
   * business or life coaching, with check-ins): a consult call, a paid intake and check-ins, not a shop
   * (app/plan-quality/coaching.ts).
   */
  coaching: Coaching | null;
  /**
   * A paid online community or membership sold by the month (a private forum, a Discord or Circle group,
   * accountability groups, live calls): members stay for the people and the rituals, not the archive
   * (app/plan-quality/membership.ts). Its kind is "creator".
   */
  membership: Membership | null;
  /**
   * A food subscription delivered from a farm or producer (an organic veg box, a CSA share, a milk round, a
   * meat box): households at home, no till, and a season that decides who stays (app/plan-quality/farm-box.ts).
   */
  farmBox: FarmBox | null;
  /**
   * A florist with a shop and local delivery whose year is a few peak days: weekly business accounts, a
   * home subscription, sympathy work, thank-you accounts and direct orders fill the weeks between
   * (app/plan-quality/florist.ts).
   */
  florist: Florist | null;
  /**
   * A wedding and event supplier who goes to the couple's day (a photographer, a DJ, a band, a celebrant, a cake
   * maker, hair and make-up, a photo booth): couples book once, months ahead, from their venue's and planner's
   * lists and real weddings shown in full (app/plan-quality/wedding-supplier.ts).
   */
  weddingSupplier: WeddingSupplier | null;
  /**
   * A regulated personal-finance adviser working locally (a mortgage broker, a financial adviser, a protection
   * broker; a US loan officer): clients come through introducers and their own questions, once for a big
   * decision, and every promotion is approved by compliance (app/plan-quality/advisers.ts).
   */
  adviser: Adviser | null;
  /**
   * A self-published book (a novel, often book one of a series; a memoir; a guide) sold on Amazon and
   * other ebook stores: readers, reviews and the next book, not carts and restocks (app/plan-quality/books.ts).
   */
  book: Book | null;
  /**
   * A band or musician releasing a record and touring: a pre-order with a release day, radio, local press,
   * posters and fans in each tour town, not a course's launch or a shop's carts (app/plan-quality/band.ts).
   */
  band: Band | null;
  /**
   * An app for meeting people (dating, friendship, activity partners): it grows town by town, its members
   * need to feel safe, and its meetups show what it is (app/plan-quality/dating.ts).
   */
  /** An app for young children (under 13), chosen and paid for by their parents. */
  youngChildren: YoungChildren | null;
  meetPeople: MeetPeople | null;
  /**
   * A service sold to smallholder farmers on basic phones (soil testing by SMS, crop advice, inputs): agents,
   * groups, extension officers, radio and mobile money, counted back from planting (app/plan-quality/smallholders.ts).
   */
  smallholders: Smallholders | null;
  /**
   * Equipment sold to those smallholder farmers on pay-as-you-go (a solar pump, a solar home system, a cookstove, a
   * tank): demo units, the saving, agents per installed unit and the instalments kept up (app/plan-quality/farm-equipment.ts).
   */
  farmEquipment: FarmEquipment | null;
  /**
   * A paid desktop app by an indie developer (a Mac menu bar app, a Windows or Linux tool) sold as a
   * licence on its own site, the Mac App Store or Setapp: found by search, tried before it is bought
   * (app/plan-quality/desktop.ts).
   */
  desktopApp: DesktopApp | null;
  /**
   * A freemium WordPress plugin: free on WordPress.org, a yearly Pro licence sold on its own site; found and
   * judged on its WordPress.org listing, bound by the directory's guidelines (app/plan-quality/wp-plugin.ts).
   */
  wpPlugin: WpPlugin | null;
  /**
   * A studio or agency selling client projects (brand, web, design, development) to businesses: case studies,
   * client introductions, referral partners and a fixed-price sprint (app/plan-quality/agency.ts).
   */
  agency: Agency | null;
  /**
   * A caterer (corporate catering, office lunch delivery, event or wedding catering): offices won by a tasting and
   * kept by the easy reorder, or couples and hosts who book once after a tasting (app/plan-quality/caterer.ts).
   */
  caterer: Caterer | null;
  /**
   * A paid browser extension: free in the Chrome Web Store (Edge, Firefox), a Pro plan; found and judged on
   * its store listing and the permissions it asks for (app/plan-quality/browser-extension.ts).
   */
  browserExtension: BrowserExtension | null;
  /**
   * A digital download sold one-off (a Notion template, presets, a font, a UI kit, printables) on Gumroad,
   * Etsy or its own site: found in short videos, marketplaces and through creators, bought once
   * (app/plan-quality/digital-product.ts).
   */
  digitalProduct: DigitalProduct | null;
  /**
   * Software for licensed clinicians in private practice (AI progress notes for therapists): privacy rules
   * the marketing, trust comes first and clinicians follow colleagues, not ads (app/plan-quality/clinician.ts).
   */
  clinician: ClinicianSoftware | null;
  /**
   * Hardware sold to farms, vineyards or other field operators (a soil-moisture sensor kit for vineyards, a
   * livestock tracker, a greenhouse controller), often with a subscription: sold on the season's calendar,
   * through a measured pilot, other growers and their advisers (app/plan-quality/agtech.ts).
   */
  agtech: Agtech | null;
  /**
   * A business selling to UK schools and academy trusts (devices, services, software): buyers who spend
   * public money through quotes, purchase orders and frameworks on the school year's calendar
   * (app/plan-quality/schools.ts); null otherwise.
   */
  schools: SchoolSales | null;
  /**
   * Software sold to churches (giving, rotas, a member directory): pastors, treasurers and volunteer
   * administrators who trust other pastors and their denomination's regional bodies, on the church year's
   * calendar (app/plan-quality/church.ts); null otherwise.
   */
  church: ChurchSoftware | null;
  /**
   * An event the founder sells tickets to (a conference, a festival, a workshop day), whatever product
   * type and audience the form says: its day, tiers, early bird, milestone and money due; null otherwise.
   */
  event: TicketedEvent | null;
  /**
   * A home service on a round in the customers' homes (a house cleaner every two weeks, a lawn every
   * week): its schedule, clients today and the goal's new ones, a visit's price and the lead sites the
   * founder says cost too much; null for a shop, and for a trade called out once (a plumber).
   */
  homeVisits: HomeVisits | null;
  /**
   * A charity or non-profit (an animal rescue, a food bank, a hospice) whose supporters are donors,
   * fosterers and volunteers, not customers, and whose fundraising means gifts, not investors
   * (app/plan-quality/charity.ts); null otherwise.
   */
  charity: Charity | null;
  /**
   * A tour or experience sold to visitors (walking or food tour, boat trip, class for tourists): guests in
   * town for a few days who book on a phone through GetYourGuide, Viator or the map (app/plan-quality/tours.ts).
   */
  tour: Tour | null;
  /**
   * A venue hired for weddings and events (a barn, a country house, a city event space): couples book it
   * once, months ahead, after a show-round, and the dates summer Saturdays leave empty are the goal
   * (app/plan-quality/venue.ts).
   */
  venue: Venue | null;
  /**
   * A sit-down restaurant (a bistro, a trattoria, a wine bar serving meals) filling its quiet nights: guests
   * who book where they trust, groups, office teams and hotel guests (app/plan-quality/restaurant.ts).
   */
  restaurant: Restaurant | null;
  /**
   * An experience people book as a group or an outing, often as a present (escape rooms, axe throwing, a
   * pottery studio, a cookery school): team bookings, vouchers, private groups, tasters turned into courses
   * (app/plan-quality/experience.ts).
   */
  experience: Experience | null;
  /**
   * A niche job board (jobs in one stack, profession or place): employers pay per listing or by
   * subscription, candidates use it free, and each side waits for the other (app/plan-quality/job-board.ts).
   */
  jobBoard: JobBoard | null;
  /**
   * A brand selling mainly on Amazon (FBA or FBM, any country's store) or Walmart Marketplace: buyers compare
   * listings on the search page, the marketplace's ads and rank bring the sales, and the marketplace owns the
   * buyer (app/plan-quality/marketplace-brand.ts).
   */
  marketplaceBrand: MarketplaceBrand | null;
  /**
   * A print-on-demand shop (Printful, Printify, Gelato; Redbubble, Society6): designs printed on t-shirts, posters or
   * mugs only when ordered, so no stock, restocks or stockists, and a margin of a few dollars an order that decides
   * its channels (app/plan-quality/print-on-demand.ts).
   */
  printOnDemand: PrintOnDemand | null;
  /**
   * An artist selling originals and prints (a painter, printmaker, fine-art photographer or sculptor): a collectors'
   * list told first of new work, each piece's story, viewing made easy, open studios, commissions, galleries kept,
   * the places buyers go, prints as the door to originals, regional press (app/plan-quality/artist.ts).
   */
  artist: Artist | null;
};

/** A maker who sells on a marketplace platform and wants their own site and list to carry more of it. */
export type MarketplaceSeller = {
  /** The platforms named, in the founder's order: "Etsy", "Not On The High Street". */
  platforms: string[];
  /** Orders a month across the platforms ("620 sales in two years" → 26), when the answers give a count and a span. */
  monthlyOrders: number | null;
  /** The share of sales the founder wants on their own site ("30% of sales through my own website" → 0.3). */
  ownShare: number | null;
  /** The list size the founder aims for ("1,000 email subscribers" → 1000). */
  listGoal: number | null;
  /** They sell at craft fairs or markets too ("two Christmas craft fairs"), where a sign-up sheet or a QR code goes. */
  fairs: boolean;
};

/** How a local shop sells to customers who are not there: "orders by phone or WhatsApp", "deliver within 20 km". */
export type RemoteOrders = {
  /** Who orders from away, plural: "holiday-home owners", "visitors". */
  who: string;
  /** How they order: "by phone or WhatsApp", "on WhatsApp", "by phone". */
  how: string;
  /** They can order on WhatsApp (an order line with a catalogue and a broadcast list). */
  whatsapp: boolean;
  /** How far the shop delivers, as written ("within 20 km"); null when not said. */
  radius: string | null;
}

/**
 * A two-sided marketplace, read from the founder's words: "connects home cooks in Nairobi with
 * office workers", "we keep 15%", "we cannot deliver outside Westlands and Upper Hill".
 */
export type Marketplace = {
  /** Who offers the goods or the work, plural: "home cooks", "tutors". */
  supply: string;
  /** Who buys it, plural: "office workers", "parents". */
  demand: string;
  /**
   * The side the founder says is short or leaves ("cooks drop out when they get few orders"): it
   * comes first in the plan. Null when they do not say.
   */
  constrained: "supply" | "demand" | null;
  /** The founder's sentence about the constrained side. */
  constrainedQuote: string | null;
  /**
   * The sellers already wait for work ("we cannot promise jobs to more translators until demand grows"):
   * recruiting more of them, or guaranteeing new ones a first week, goes against what the founder said.
   */
  supplyWaits: boolean;
  /** The only areas it serves, as named ("Westlands", "Upper Hill"); empty when not said. */
  areas: string[];
  /** The founder's sentence that limits it to those areas. */
  areasQuote: string | null;
  /** Its share of each sale, as written ("15%"). */
  take: string | null;
  /** How customers pay, when named ("M-Pesa"). */
  payment: string | null;
  /** Both sides live in one place (a city), so they can meet, be visited and be served there. */
  local: boolean;
  /** What changes hands is food (cooks, meals): tastings and menus fit. */
  food: boolean;
  /** The meal people order, when named ("lunch"). */
  meal: string | null;
};

/** A stated ceiling on what the business can make or serve. */
export type Capacity = {
  /** The founder's sentence. */
  quote: string;
  /** "roast", "bake", "produce", "take on": what the founder does up to the limit. */
  verb: string;
  amount: number;
  /** "kg", "loaves", "new clients". */
  unit: string;
  /** Null for a fleet or a team with no period ("we only have 8 riders"): a ceiling on what they can carry at once. */
  period: "day" | "week" | "month" | null;
  /** "80 kg a week", "8 riders". */
  phrase: string;
  /** The same ceiling in the units a customer buys, when the answers give one ("about 235 bags of 340 g"); null otherwise. */
  inItems: { count: number; item: string } | null;
};

export const BUDGET_DOLLARS: Record<Budget, { min: number; max: number | null }> = {
  bootstrapped: { min: 0, max: 500 },
  seed: { min: 500, max: 2000 },
  early: { min: 2000, max: 10000 },
  growth: { min: 10000, max: 50000 },
  scaling: { min: 50000, max: null },
};

export const HORIZON_WEEKS: Record<TimeHorizon, number> = { urgent: 8, quarter: 13, "mid-term": 26, "long-term": 52 };

/** "1 hour a week", "1.5 hours a week". */
export function hoursAWeek(hours: number): string {
  return `${hours} hour${hours === 1 ? "" : "s"} a week`;
}

const clean = (text: string | undefined) => (text ?? "").replace(/\s+/g, " ").trim();

/** Collapse whitespace and cut long free text at a word, so a quote stays readable in a sentence. */
export function clip(text: string | undefined, max = 160): string {
  const flat = clean(text);
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:]+$/, "")}…`;
}

// ─── Kind of business ────────────────────────────────────────────────────────────────────────────

/** A business that sells people's work: consulting, an agency, a studio for hire; "notes for agency recruiters" is for an agency, not one. */
const SERVICES =
  /\b(consulting|consultancy|(?<!\bfor (?:[a-z-]+ ){0,2})agency(?! (?:recruiters|owners|staff|teams)|['’]s)|advisory firm|not a software company|done-for-you|(?:bookkeeping|accounting|accountancy|payroll|law|legal|recruitment) (?:firm|practice|service)|(?:design|web design|web|brand|branding|creative|product design|ux|development|dev|video|animation|motion design|content) studio|(?:i'?m|i am|we are|we're) (?:a |an |two )?(?:self-employed |independent )?freelance(?:rs?)? [a-z-]+)\b/;

/** The founder speaks of premises customers walk into. */
const OWN_PREMISES =
  /\b(our|my|the family|a family|a small|a local|an independent) (bakery|boulangerie|patisserie|café|cafe|coffee shop|restaurant|bistro|salon|barbershop|barber shop|hair salon|clinic|practice|physio(therapy)? clinic|dental practice|gym|studio|yoga studio|bookshop|bookstore|florist|boutique|shop|store|workshop|garage|hotel|guesthouse|b&b)\b|\b(walk-ins?|foot traffic|opening hours|in-store|on the high street|our premises)\b/;
/** Selling courses, cohorts, newsletters, coaching: the creator's own offer. */
const COURSE_WORDS =
  /\b(my|our|this) (online |live |paid |weekly |free )?(course|cohort|newsletter|podcast|membership|masterclass|bootcamp|coaching (programme|program))\b|\bcohort-based\b|\b(live|online|email|video) (cohort )?course\b|\bcohort course\b|\bcoaching (programme|program|business)\b|\b(?:live|online|zoom|recorded) (?:yoga |pilates |fitness |dance |art |music |language |cooking )?(?:classes|lessons|sessions)\b[^.]{0,80}\b(?:as a|a) (?:monthly )?membership\b|\b(?:moving|move|moved|taking|took) my (?:classes|lessons|teaching) online\b/;
const PHYSICAL_GOODS =
  /\b(skincare|serum|cosmetics?|coffee|beans|tea|snacks?|food|meal kits?|apparel|clothing|t-shirts?|shoes|jewell?ery|candles?|pet food|supplements?|boxes?|shipped|ships|delivered to|bottles?|products? we make|handmade)\b/;
const GAME_OR_APP = /\b(game|gaming|players?|app store|google play|ios|android|mobile app)\b/;
const DEV_WORDS = /\b(open[- ]source|github|cli|sdk|library|npm|pypi|crate|api|developers?|engineers?)\b/;

/**
 * The product itself is a newsletter or publication ("a weekly email newsletter", "on Substack", "a paid
 * tier"), not a shop that sends one: it names a publication and no physical goods. It is a creator's
 * business even when the form says "subscription": readers pay for the writing, nothing ships.
 */
export function isPublication(text: string): boolean {
  return PUBLICATION_WORDS.test(text) && !PHYSICAL_GOODS.test(text);
}

/** A producer of goods shops sell (food and drink, or what it makes) whose goal is to be stocked by shops. */
function isWholesaleProducer(a: PlanFormData, text: string): boolean {
  return ["ecommerce", "subscription", "marketplace"].includes(a.productType) && readWholesale(a, PHYSICAL_GOODS.test(text) || FOOD_AND_DRINK.test(text)) !== null;
}

/** A first sentence that says the product is a newsletter. */
const NEWSLETTER_PITCH = /\b(?:newsletter|substack|beehiiv)\b/;

function readKind(a: PlanFormData, text: string, teen: boolean): BusinessKind {
  // A marketplace between two sides is neither the shop of one of them nor an app: both sides are its customers.
  // A "marketplace" sold to businesses that names no two sides is their software (a booking tool, a directory), not a marketplace.
  const sides = readSides(a);
  // A game sold on Steam or itch.io is a game whatever type the form says ("content", "marketplace").
  if (readStoreGame(a, GAME_PITCH.test(firstSentence(a.productDescription).toLowerCase()))) return "consumer-app";
  // A niche job board has two sides (employers pay, candidates are free), whatever the audience says: not a developer tool.
  if (!teen && jobBoardWordOf(firstSentence(a.productDescription))) return "marketplace";
  // Designs printed to order and sold on a store or on Redbubble are a shop, whatever type the form says ("marketplace", "content").
  if (!teen && !sides && !TWO_SIDED.test(text) && podSaid(a, firstSentence(a.productDescription))) return "ecommerce";
  // A local shop that names its trade and no two sides ("a family hardware shop … we deliver") is one
  // business, whatever the product type says: it sells, it does not connect sellers with buyers.
  const oneLocalShop = !sides && a.audienceGeography === "local" && localTrade(text).shop !== "business";
  if (!teen && !["developer", "b2b-enterprise"].includes(a.audienceType) && (sides ? a.productType === "marketplace" || TWO_SIDED.test(text) : a.productType === "marketplace" && a.audienceType !== "b2b-smb" && !oneLocalShop)) {
    return "marketplace";
  }
  const consumerAudience = ["b2c-general", "b2c-niche", "students", "prosumer", "mixed", "other"].includes(a.audienceType);
  // An artist selling originals and prints from a site of their own is a shop, whatever type the form says.
  if (!teen && artistWordOf(firstSentence(a.productDescription), a.productDescription) && !["developer", "b2b-smb", "b2b-enterprise"].includes(a.audienceType)) return "ecommerce";
  // A hot-sauce maker whose goal is "stocked in 25 delis" is a brand selling through shops, not a shop
  // people walk into, nor software for the delis: whatever audience and area the form says.
  if (!teen && isWholesaleProducer(a, text)) return "ecommerce";
  // A guest house, a B&B or a holiday let is a place guests come to, whatever type the form says.
  if (!teen && readStay(a, firstSentence(a.productDescription)) !== null) return "local";
  // A food truck or coffee cart is a local food business, whatever type the form says (not a web shop).
  if (!teen && mobileFoodWordOf(firstSentence(a.productDescription)) && !["developer", "b2b-smb", "b2b-enterprise"].includes(a.audienceType)) return "local";
  // So is a coworking space with desks by the month, even when the form says subscription.
  if (!teen && readWorkspace(a, firstSentence(a.productDescription)) !== null) return "local";
  // So is a brewery, winery or distillery with a room people drink in, even with an online shop.
  if (!teen && readTaproom(a, firstSentence(a.productDescription), null) !== null) return "local";
  // And a bouldering gym or yoga studio with members by the month.
  if (!teen && readGym(a, firstSentence(a.productDescription)) !== null) return "local";
  // And a driving instructor or driving school, whatever type or audience the form says (a booking page is not a web app).
  if (!teen && drivingWordOf(`${a.productName}. ${firstSentence(a.productDescription)}`)) return "local";
  // And a day nursery, a childminder or an after-school club parents choose months ahead, whatever the form says.
  if (!teen && childcareWordOf(firstSentence(a.productDescription)) && !["developer", "b2b-smb", "b2b-enterprise"].includes(a.audienceType)) return "local";
  // And a veg box, a CSA share or a milk round delivered from a farm, even when the form says subscription.
  if (!teen && readFarmBox(a, firstSentence(a.productDescription)) !== null) return "local";
  // A band releasing a record and touring is a creator with fans, whatever type the form says: not a course, not a shop.
  if (!teen && bandWordOf(firstSentence(a.productDescription)) && !["developer", "b2b-enterprise", "b2b-smb"].includes(a.audienceType)) return "creator";
  // A template, a preset pack or a font sold as a download is the maker's own product, bought once from a person they
  // follow, whatever type the form says; an ebook sold on Gumroad is one too (one on Kindle is a book).
  if (!teen && readDigitalProduct(a, firstSentence(a.productDescription)) !== null) return "creator";
  // A self-published novel or memoir sells copies to readers, whatever type the form says: not software, not a shop.
  if (!teen && readBook(a, firstSentence(a.productDescription)) !== null) return "ecommerce";
  // So is a walking tour, a boat trip or a class sold to visitors: they come to its meeting point.
  if (!teen && readTour(a, firstSentence(a.productDescription)) !== null) return "local";
  // So is a wedding or event venue couples visit before they book, even when the form says online shop.
  if (!teen && readVenue(a, firstSentence(a.productDescription)) !== null) return "local";
  // So are escape rooms or a pottery studio people book as a group or an outing, whatever the form says.
  if (!teen && readExperience(a, firstSentence(a.productDescription)) !== null && !["developer", "b2b-smb", "b2b-enterprise"].includes(a.audienceType)) return "local";
  // And a home care agency: its carers visit older people at home, whatever the form's product type says (a website is not a web app).
  if (!teen && homeCareWordOf(firstSentence(a.productDescription)) && consumerAudience) return "local";
  // And a care home: older people live there, whatever the form says (its website is not a web app).
  if (!teen && careHomeWordOf(firstSentence(a.productDescription)) && consumerAudience) return "local";
  // And a funeral director: families come to its funeral home or call it, whatever the form's product type says.
  if (!teen && funeralWordOf(firstSentence(a.productDescription)) && consumerAudience) return "local";
  // And a law practice for consumers (immigration, family, wills): clients come to its office or meet by video, whatever the form's product type says.
  if (!teen && lawWordOf(firstSentence(a.productDescription)) && consumerAudience) return "local";
  // And a removals company or a man and van: its vans come to the customer's home, whatever the form's product type says.
  if (!teen && removalsWordOf(firstSentence(a.productDescription)) && consumerAudience) return "local";
  // And a children's activity club parents sign their child up to, whatever the form says (a membership is not an app).
  if (!teen && kidsClubWordOf(firstSentence(a.productDescription)) && consumerAudience && a.audienceGeography === "local") return "local";
  // And boarding kennels, a cattery or a dog sitter: owners bring their pet or the sitter comes to them, whatever the form says (a booking page is not a web app).
  if (!teen && petBoardingWordOf(firstSentence(a.productDescription)) && consumerAudience) return "local";
  // And a tattoo or piercing studio clients walk into, whatever the form says (a booking form is not a web app).
  if (!teen && tattooWordOf(firstSentence(a.productDescription)) && consumerAudience) return "local";
  // And a phone or laptop repair shop people bring a broken device to, whatever the form says (a price page is not a web app).
  if (!teen && deviceRepairWordOf(firstSentence(a.productDescription)) && consumerAudience) return "local";
  // And a children's entertainer parents book for a party, whatever the form says (a booking page is not a web app).
  if (!teen && partyEntertainerWordOf(firstSentence(a.productDescription)) && consumerAudience && a.audienceGeography === "local") return "local";
  // And a personal trainer who trains people in person, in their homes or a park (online coaching is not this).
  if (!teen && trainerWordOf(firstSentence(a.productDescription), a.productDescription) && consumerAudience && a.audienceGeography === "local") return "local";
  // And an architecture or design practice for homeowners: it visits their house, whatever the form's product type says.
  if (!teen && architectWordOf(firstSentence(a.productDescription)) && consumerAudience && a.audienceGeography === "local") return "local";
  // So is a sit-down restaurant, whatever the form's product type says (a booking page is not a web app).
  if (!teen && readRestaurant(a, firstSentence(a.productDescription)) !== null) return "local";
  // A dating or friendship app for consumers is an app, whatever the form says (not a local business).
  if (!teen && consumerAudience && a.audienceGeography !== "local" && meetPeopleWordOf(firstSentence(a.productDescription))) return "consumer-app";
  // And a one-to-one teacher of adults, online or in town, whatever the form's product type says (Zoom is not a web app).
  if (!teen && privateTeacherWordOf(a)) return "local";
  // Online coaching by the month is a creator's relationship with clients, not a shop or an app, whatever the form says.
  if (readCoaching(a, teen) !== null) return "creator";
  // A service for smallholder farmers on basic phones is sold to people, one farm at a time, whatever the form says.
  if (!teen && readSmallholders(a, null) !== null) return "consumer-app";
  // A paid Mac, Windows or Linux app sold to people (not to firms) is an app, whatever the form says (often "mobile app").
  if (!teen && !["b2b-smb", "b2b-enterprise"].includes(a.audienceType) && readDesktopApp(a, firstSentence(a.productDescription))) return "consumer-app";
  // A local news newsletter ("a free weekly email newsletter of local news for Stroud") is a publication with local readers, not a shop.
  if (!teen && isPublication(text) && NEWSLETTER_PITCH.test(firstSentence(a.productDescription).toLowerCase())) return "creator";
  // Local customers walk in or book; a firm selling to local small businesses (bookkeeping for restaurants) is B2B, not a restaurant.
  if (a.audienceGeography === "local" && !["developer", "b2b-smb"].includes(a.audienceType)) return "local";
  if (OWN_PREMISES.test(text) && !["mobile-app", "api"].includes(a.productType) && consumerAudience) return "local";
  // A paid community or membership is the founder's own offer, even for developers and even when the form says subscription.
  if (!teen && !["b2b-enterprise"].includes(a.audienceType) && a.productType !== "api" && membershipWordOf(firstSentence(a.productDescription))) return "creator";
  if (a.audienceType === "developer" || (a.productType === "api" && DEV_WORDS.test(text))) return "devtool";
  if (a.audienceType === "b2b-enterprise") return "b2b-enterprise";
  if (a.audienceType === "b2b-smb") return "b2b-smb";
  if (teen) return "consumer-app";
  if (a.productType === "content" || (COURSE_WORDS.test(text) && ["creators", "freelancer", "students", "b2c-niche", "prosumer", "other", "mixed"].includes(a.audienceType))) {
    return "creator";
  }
  // A newsletter is the writer's own offer: a "subscription" that names one, or whatever type the form
  // says when the founder's first sentence calls it a newsletter ("A weekly email newsletter about money…").
  if (isPublication(text) && (a.productType === "subscription" || NEWSLETTER_PITCH.test(firstSentence(a.productDescription).toLowerCase()))) return "creator";
  if ((a.productType === "ecommerce" || a.productType === "subscription") && (consumerAudience || PHYSICAL_GOODS.test(text))) {
    return "ecommerce";
  }
  if (consumerAudience && (a.productType === "mobile-app" || GAME_OR_APP.test(text))) return "consumer-app";
  if (["b2c-general", "b2c-niche"].includes(a.audienceType)) return "consumer-app";
  return "software";
}

// ─── Two sides: a marketplace ────────────────────────────────────────────────────────────────────

/** Words only a two-sided business uses about itself: "connects cooks with office workers", "we keep 15%". */
const TWO_SIDED =
  /\b(?:connects?|matches|match|links|brings together)\s+(?:[\p{L}'’-]+\s+){0,6}?[\p{L}'’-]+s\s+(?:(?:in|from|across|near|around)\s+[^,.;]{1,40}?\s+)?(?:with|to|and)\s+(?:[\p{L}'’-]+\s+){0,4}?[\p{L}'’-]+s\b|\b(?:we|it) (?:keep|keeps|take|takes) (?:a |an )?\d{1,2}(?:\.\d)?\s?%|\btwo-sided\b/iu;

/** People who offer the goods or the work on a marketplace, by the last word of the phrase. */
const SUPPLY_NOUN =
  /\b(?:cooks?|chefs?|bakers?|tutors?|teachers?|instructors?|coaches|cleaners?|nannies|babysitters?|sitters?|walkers?|carers?|caregivers?|drivers?|riders?|couriers?|sellers?|vendors?|makers?|artisans?|farmers?|growers?|hosts?|landlords?|providers?|freelancers?|professionals?|therapists?|trainers?|stylists?|barbers?|mechanics?|plumbers?|electricians?|handymen|photographers?|designers?|translators?|guides?|restaurants?|kitchens?|shops?|stores?)$/i;

/**
 * People or businesses who buy on a marketplace, by the last word of the phrase: "office workers", "parents",
 * "Spanish exporters". With SUPPLY_NOUN it is what makes a side a side: "links your notes … and suggests
 * related passages" names notes and passages, not people, so it connects nobody.
 */
const DEMAND_NOUN =
  /\b(?:workers|owners|parents|families|households|students|pupils|learners|customers|clients|buyers|shoppers|diners|patients|travell?ers|tourists|visitors|guests|tenants|renters|homeowners|residents|neighbou?rs|locals|commuters|employers|employees|companies|businesses|firms|brands|startups|exporters|importers|retailers|wholesalers|manufacturers|producers|suppliers|merchants|agencies|schools|offices|teams|users|members|patrons|fans|readers|listeners|volunteers|charities|nonprofits|organi[sz]ations|seniors|elders|athletes|players|artists|musicians|creators|writers|authors|researchers|academics|candidates|seekers|jobseekers|recruiters|investors|founders|entrepreneurs|mums|moms|dads|couples|kids|children|adults|women|men|operators|contractors|builders|gardeners|clubs|venues|hotels|cafés|cafes|bars|pubs|salons|clinics|practices|hospitals)$/i;

/** A phrase whose last word names people or businesses: "vetted local dog walkers" yes, "related passages" no. */
function namesPeople(phrase: string): boolean {
  const head = phrase.split(/\s+/).at(-1) ?? "";
  return SUPPLY_NOUN.test(head) || DEMAND_NOUN.test(head);
}

/** The first sentence that connects two groups: "connects home cooks in Nairobi with office workers who want…". */
const CONNECTS =
  /\b(?:connects?|matches|match|links|brings together)\s+((?:[\p{L}'’-]+\s+){0,6}?[\p{L}'’-]+)\s+(?:(?:in|from|across|near|around)\s+[^,.;]{1,40}?\s+)?(?:with|to|and)\s+((?:[\p{L}'’-]+\s+){0,4}?[\p{L}'’-]+?)(?=\s+(?:who|that|which|in|across|around|near|for|from|so|looking|wanting)\b|\s*[,.;:(]|$)/giu;

/** "the vetted cleaners" → "cleaners", "local tutors" → "tutors": the people, without the praise or the place. */
function sidePhrase(phrase: string): string {
  const words = phrase
    .replace(/^(?:(?:the|local|vetted|verified|trusted|qualified|professional|independent|experienced|reliable|busy|top|great|the best)\s+)+(?=\S)/i, "")
    .trim()
    .split(/\s+/);
  // "Spanish exporters" keeps its capital; "Home Cooks", all in capitals, does not.
  const titleCase = words.every((w) => /^\p{Lu}/u.test(w));
  return words.map((w) => (titleCase || !/^\p{Lu}\p{Ll}/u.test(w) ? w.toLowerCase() : w)).join(" ");
}

/** The two sides, supply first: "connects parents with tutors" reads tutors as the supply. */
function readSides(a: PlanFormData): { supply: string; demand: string } | null {
  return twoSides(a.productDescription);
}

/** The two sides a description connects, supply first ("home cooks", "office workers"); null for a one-sided business. */
export function twoSides(description: string): { supply: string; demand: string } | null {
  const last = (phrase: string) => phrase.split(/\s+/).at(-1) ?? "";
  // Both sides are groups of people or businesses ("home cooks", "office workers"); a product that "links your
  // notes across papers and suggests related passages" connects things for one user, so it reads on.
  for (const m of clean(description).matchAll(CONNECTS)) {
    if (!m[1] || !m[2]) continue;
    const [first, second] = [sidePhrase(m[1]), sidePhrase(m[2])];
    if (!/s$/.test(last(first)) || !/s$/.test(last(second)) || !namesPeople(first) || !namesPeople(second)) continue;
    return SUPPLY_NOUN.test(last(second)) && !SUPPLY_NOUN.test(last(first)) ? { supply: second, demand: first } : { supply: first, demand: second };
  }
  return null;
}

/** A side that leaves or is short: "cooks drop out when…", "not enough tutors", "hard to find cleaners". */
const SHORT_OR_LEAVING =
  /\b(?:drop(?:s|ped)? out|leave|leaves|left|quit|quits|churn\w*|give up|gives up|gave up|stop (?:listing|cooking|teaching|working|ordering|booking)|not enough|too few|shortage|short of|hard to (?:find|recruit|keep|get)|run out of|lose|losing)\b/i;

/** Too few buyers for the sellers: "until demand grows", "not enough jobs for our tutors", "more cleaners than bookings". */
const DEMAND_SHORT =
  /\buntil (?:demand|orders|bookings|jobs) (?:grows?|pick up|picks up|increases?)\b|\bnot enough (?:demand|orders|bookings|jobs|work|buyers|customers|clients)\b|\bmore \w+ than (?:we have )?(?:work|jobs|orders|bookings|demand|buyers|customers|clients)\b|\bcannot (?:promise|give|guarantee) (?:jobs|work|orders|bookings)\b/i;

/** "We cannot deliver outside Westlands and Upper Hill yet", "we only deliver in Kilimani". */
const SERVED_AREAS =
  /\b(?:cannot|can't|can not|don't|do not|won't|will not)\s+(?:deliver|serve|operate|go|work|ride|drive|cover)\s+(?:to\s+|in\s+)?(?:anywhere\s+)?(?:outside|beyond)\s+(?:of\s+)?([^.;:]+)|\bonly\s+(?:deliver|serve|operate|work|cover)\s+(?:in|to|around)?\s*([^.;:]+)/i;

const PAYMENTS: [RegExp, string][] = [
  [/\bm-?pesa\b/i, "M-Pesa"], [/\bairtel money\b/i, "Airtel Money"], [/\bmtn momo\b|\bmobile money\b/i, "mobile money"],
  [/\bupi\b/i, "UPI"], [/\bpix\b/i, "Pix"], [/\bbizum\b/i, "Bizum"], [/\bmb way\b/i, "MB WAY"], [/\bblik\b/i, "BLIK"],
  [/\btwint\b/i, "TWINT"], [/\bvenmo\b/i, "Venmo"], [/\bpaypal\b/i, "PayPal"],
  // "pay by card in the app", "pay by invoice": how buyers pay, though not how the sellers are paid.
  [/\bpa(?:y|ys|id|ying) (?:by|with) (?:a )?(?:credit |debit |bank )?card\b|\bcard payments?\b/i, "card"],
  [/\bpa(?:y|ys|id|ying) (?:\w+ )?(?:by|on|against) (?:an? )?invoice\b|\binvoiced monthly\b/i, "invoice"],
];
/** Ways of paying that also pay the sellers (mobile money, PayPal); a card or an invoice does not. */
export const PAYOUT_METHODS = ["M-Pesa", "Airtel Money", "mobile money", "UPI", "Pix", "Bizum", "MB WAY", "BLIK", "TWINT", "Venmo", "PayPal"];

function readMarketplace(a: PlanFormData): Marketplace {
  // A marketplace that does not say whom it connects still has two sides.
  const sides = readSides(a) ?? { supply: "sellers", demand: "buyers" };
  const head = (phrase: string) => new RegExp(`\\b${(phrase.split(/\s+/).at(-1) ?? "").replace(/(?:es|s)$/, "")}(?:e?s)?\\b`, "i");
  const said = sentencesOf(clean(`${a.challenges} ${a.successMetrics}`));
  const short = (phrase: string) => said.find((s) => head(phrase).test(s) && SHORT_OR_LEAVING.test(s)) ?? null;
  const supplyQuote = short(sides.supply);
  // "We cannot promise jobs to more translators until demand grows": the buyers are the short side.
  const demandQuote = supplyQuote ? null : (short(sides.demand) ?? said.find((x) => DEMAND_SHORT.test(x)) ?? null);
  const described = clean(`${a.challenges} ${a.productDescription}`);
  let areas: string[] = [];
  let areasQuote: string | null = null;
  for (const sentence of sentencesOf(described)) {
    const m = SERVED_AREAS.exec(sentence);
    const listed = (m?.[1] ?? m?.[2] ?? "").replace(/\s+(?:yet|for now|at the moment|right now|today|so far)\b.*$/i, "");
    const names = listed.split(/,\s*|\s+and\s+|\s+or\s+/).map((n) => n.trim()).filter((n) => /^\p{Lu}/u.test(n));
    if (names.length) {
      areas = names;
      areasQuote = clip(sentence, 160);
      break;
    }
  }
  const take = /\b(?:we|it) (?:keep|keeps|take|takes|charge|charges) (?:a |an )?(\d{1,2}(?:\.\d)?\s?%)|(\d{1,2}(?:\.\d)?\s?%) (?:commission|fee|cut)\b/i.exec(a.productDescription);
  const text = `${a.productDescription} ${a.audiencePersona}`;
  return {
    ...sides,
    constrained: supplyQuote ? "supply" : demandQuote ? "demand" : null,
    constrainedQuote: clip(supplyQuote ?? demandQuote ?? "", 160) || null,
    supplyWaits: !supplyQuote && !!demandQuote && DEMAND_SHORT.test(demandQuote),
    areas,
    areasQuote,
    take: (take?.[1] ?? take?.[2] ?? null)?.replace(/\s/g, "") ?? null,
    payment: PAYMENTS.find(([re]) => re.test(text))?.[1] ?? null,
    local: a.audienceGeography === "local",
    food: FOOD.test(`${sides.supply} ${firstSentence(a.productDescription)}`),
    meal: /\b(lunch|dinner|breakfast)(?:es)?\b/i.exec(firstSentence(a.productDescription))?.[1]?.toLowerCase() ?? null,
  };
}

const FOOD = /\b(?:cooks?|chefs?|bakers?|meals?|lunch(?:es)?|dinners?|breakfasts?|food|dish(?:es)?|kitchens?)\b/i;

// ─── Who: ages, teenagers, audience ──────────────────────────────────────────────────────────────

/** "de 35 a 60 años", "entre 35 e 60 anos", "de 35 à 60 ans", "zwischen 35 und 60 Jahren", "tra i 35 e i 60 anni". */
const AGES_IN_OTHER_LANGUAGES = /\b(\d{1,2})\s?(?:-|–|\sa\s|\sà\s|\sy\s|\se\s|\set\s|\sund\s|\sbis\s|\sai\s|\se i\s)\s?(\d{1,2})\s(?:años|anos|ans|jahren?|anni)\b/i;

/** Things whose age a founder gives: "a car 5-15 years old" is the car's age, not its owner's. */
const AGE_OF_A_THING = /\b(?:cars?|vehicles?|vans?|houses?|homes?|buildings?|propert(?:y|ies)|boilers?|roofs?|bikes?|machines?|phones?|laptops?|computers?|trees?|companies|businesses|firms)\s$/i;

function readAges(text: string): [number, number] | null {
  for (const range of text.matchAll(/\b(\d{1,2})\s?(?:-|–|to)\s?(\d{1,2})(?=\s?(?:-?\s?years?|-?year-olds?|yo\b|y\/o|\)|,|\.|\s+and\b|\s+who\b|$))/g)) {
    if (AGE_OF_A_THING.test(text.slice(Math.max(0, range.index - 20), range.index))) continue;
    const [lo, hi] = [Number(range[1]), Number(range[2])];
    if (lo >= 5 && hi <= 99 && lo < hi) return [lo, hi];
    break;
  }
  const aged = /\b(?:aged|ages|age)\s+(\d{1,2})\s?(?:-|–|to)\s?(\d{1,2})\b/.exec(text) ?? AGES_IN_OTHER_LANGUAGES.exec(text);
  if (aged) return [Number(aged[1]), Number(aged[2])];
  if (/\bteen(ager)?s?\b|\bhigh[- ]school(ers)?\b|\bsecondary school\b|\bunder[- ]18s?\b|\bminors\b/.test(text)) return [13, 17];
  return null;
}

/** "Aged 13-17" are minors; "aged 17-25" are mostly adults, who decide for themselves. */
function mostlyMinors([youngest, oldest]: [number, number]): boolean {
  return (youngest + oldest) / 2 < 18;
}

/**
 * "Parents of children aged 6-14 at …", "families with teenagers", "mums and dads of pupils": adults
 * who decide and pay for children ("parents of 14-18 year olds" too). The clause runs to the end of its sentence or to the next group
 * (", and retired adults"), so the children's ages it names are not the buyers'.
 */
const PARENTS_OF =
  /\b(?:parents|mums and dads|moms and dads|mums|moms|mothers|fathers|dads|families|grandparents|carers)\s+(?:of|with)\s+(?:(?:[\p{L}'’-]+\s+){0,3}?(?:children|kids|sons|daughters|teens|teenagers|pupils|toddlers|babies|boys|girls|students)\b|\d{1,2}\s?(?:-|–|to)\s?\d{1,2}[- ]year[- ]olds\b)[^.;]*?(?=,\s*(?:and|or|plus)\s|[.;]|$)/gu;

/** "An app for children aged 4-7": children that young do not choose or pay; an adult decides for them. */
const YOUNG_CHILDREN_AGED = /\b(?:children|kids|toddlers|babies|little ones|boys and girls)\s+(?:aged\s+|ages\s+|from\s+)?(\d{1,2})\s?(?:-|–|to)\s?(\d{1,2})\b/g;

/**
 * Who the ages in the answers are about: the customers, or the children an audience of parents buys
 * for. "Teenagers aged 13-17" are the audience; "parents of children aged 6-14" are adults.
 */
function readWhoseAges(text: string): { ages: [number, number] | null; childAges: [number, number] | null } {
  const ages = readAges(text);
  if (!ages) return { ages: null, childAges: null };
  const parents = [...text.matchAll(PARENTS_OF)];
  // "Classes for children aged 3-16", sold to "parents of children aged 3-16": the parents' children, however old.
  const clauses = [...parents, ...[...text.matchAll(YOUNG_CHILDREN_AGED)].filter((m) => Number(m[2]) < 13 || parents.length > 0)].map((m) => m[0]);
  if (!clauses.length) return { ages, childAges: null };
  // The ages left once the parents' clauses are taken out are the customers' own.
  const own = readAges(clauses.reduce((rest, clause) => rest.replace(clause, " "), text));
  return { ages: own, childAges: readAges(clauses.join(". ")) };
}

const AUDIENCE_PHRASES: Record<PlanFormData["audienceType"], string> = {
  "b2b-enterprise": "enterprise teams",
  "b2b-smb": "small business owners",
  "b2c-general": "everyday consumers",
  "b2c-niche": "enthusiasts in your niche",
  developer: "developers",
  freelancer: "freelancers",
  creators: "content creators",
  prosumer: "power users",
  students: "students",
  mixed: "your customers",
  other: "your customers",
};

const ROLE =
  /\b((?:office|practice|operations|ops|marketing|product|engineering|it|hr|finance|compliance|risk|procurement|plant|production|store|shop) (?:managers?|leads?|heads?|officers?|directors?)|(?:backend|frontend|full-stack|platform|mobile|web|python|javascript|typescript|rust|go) (?:developers|engineers)|(?:freelance|independent) [a-z]+ers|ux writers|designers|dentists|owners|founders|parents|teachers|nurses|photographers|coaches|consultants|students)\b(?:\s+(?:at|of|in|from)\s+((?:[a-z0-9&'’-]+\s){0,3}?(?:practices|clinics|companies|firms|banks|teams|businesses|agencies|studios|startups|shops|stores|manufacturers|schools|universities|retailers)))?/;

/**
 * The noun phrase a founder opens the customer profile with: "Office managers and front-desk
 * coordinators at independent practices", "Coffee lovers". Only a plural phrase of a few words counts.
 */
export function leadPhrase(persona: string): string | null {
  const m = /^((?:[\p{L}'’-]+,?\s+){0,9}?[\p{L}'’-]+)(?:\s+at\s+((?:[\p{L}'’-]+\s+){0,2}?[\p{L}'’-]+))?(?=\s+(?:aged|at|in|who|across|with|from|between|living|working|on)\b|\s+of\s+\d|\s*[:;(.])/u.exec(
    persona.trim(),
  );
  if (!m) return null;
  const [, lead = "", employer] = m;
  const words = lead.split(/\s+/);
  const first = words[0] ?? "";
  const last = (words.at(-1) ?? "").replace(/,$/, "").toLowerCase();
  if (!/(s|staff|people|men|women|children)$/.test(last) || /^(this|these|those|they|we|our|most|many|some)$/i.test(first)) return null;
  // Lower-case an ordinary first word, keep acronyms and names ("SRE", "DevOps").
  // "Mac power users" keeps its capital: the name of a computer, not the start of a sentence.
  const opened = /^[A-Z][a-z'’-]*,?$/.test(first) && !/^(?:Mac|Windows|Linux),?$/.test(first) ? first.toLowerCase() + lead.slice(first.length) : lead;
  const phrase = employer ? `${opened} at ${employer}` : opened;
  return phrase.length <= 90 ? phrase.replace(/,$/, "") : opened.length <= 90 ? opened : null;
}

/** A one-word lead that says little on its own: "Adults in Mexico…", "Women aged 45-70…". */
const GENERIC_LEAD = /^(?:adults|people|women|men)$/;

/**
 * A generic lead made specific with the founder's own words: "working adults" when the pitch says
 * so, else "women aged 45-70": "for adults who are tired of Duolingo" reads as if the rest were
 * children.
 */
function narrowed(lead: string, a: PlanFormData, ages: [number, number] | null): string {
  const said = new RegExp(`\\b([a-z]+(?:-[a-z]+)?) ${lead}\\b`, "i").exec(a.productDescription);
  const word = said?.[1]?.toLowerCase();
  if (word && !/^(?:the|a|an|for|of|to|and|or|with|by|many|most|some|all|our|your|their|these|those|other|young|older|old)$/.test(word)) return `${word} ${lead}`;
  return ages ? `${lead} aged ${ages[0]}-${ages[1]}` : lead;
}

/** Lessons for adults taught in classes or courses (a language school for expats), not a driving instructor. */
function adultLearnersInClasses(a: PlanFormData, ages: [number, number] | null, childAges: [number, number] | null): boolean {
  const pitch = `${a.productName}. ${a.productDescription}`;
  return (
    localTrade(`${pitch} ${a.audiencePersona}`).trade === "lessons" &&
    lessonPupils({ ages, childAges }, `${a.productDescription} ${a.audiencePersona}`) === "adults" &&
    adultClassesWordOf(pitch) &&
    !drivingWordOf(`${a.productName}. ${firstSentence(a.productDescription)}`)
  );
}

function readAudience(a: PlanFormData, kind: BusinessKind, ages: [number, number] | null, childAges: [number, number] | null, place: string): string {
  const custom = clip(a.customAudienceType, 80);
  if (a.audienceType === "other" && custom) return custom;
  if (ages && mostlyMinors(ages)) {
    return GAME_OR_APP.test(`${a.productDescription} ${a.audiencePersona}`.toLowerCase())
      ? `players aged ${ages[0]}-${ages[1]}`
      : `teenagers aged ${ages[0]}-${ages[1]}`;
  }
  // "Heads of clinical engineering (medische technologie) and their team leads": the phrase without the aside.
  // A book's readers are who the persona says ("Readers of historical mysteries, mostly women 45-75"), not "enthusiasts in your niche".
  const readers = kind === "ecommerce" && bookWordOf(firstSentence(a.productDescription)) ? /^((?:readers|fans|lovers) of [^,.;:(]+)/i.exec(a.audiencePersona.trim())?.[1] : null;
  if (readers) return readers.charAt(0).toLowerCase() + readers.slice(1);
  const lead = leadPhrase(a.audiencePersona.replace(/\s*\([^)]*\)/g, ""));
  // "Parents of children" says whose children only with their ages: "parents of children aged 4-7".
  if (lead && kind !== "local") return GENERIC_LEAD.test(lead) ? narrowed(lead, a, ages) : childAges && /\b(?:children|kids)$/i.test(lead) ? `${lead} aged ${childAges[0]}-${childAges[1]}` : lead;
  // A children's entertainer is booked by parents for their child's party: "parents of children aged 3-8".
  if (kind === "local" && partyEntertainerWordOf(firstSentence(a.productDescription))) return childAges ? `parents of children aged ${childAges[0]}-${childAges[1]}` : "parents planning a child's party";
  // A guest house's guests are who the persona says ("couples aged 35-65 from England…"), not people of the place.
  if (lead && kind === "local" && (stayWordOf(firstSentence(a.productDescription)) || readTour(a, firstSentence(a.productDescription)))) return lead;
  // A food truck's customers are who the persona says ("office workers and brewery-goers"), not everyone in the city.
  if (lead && kind === "local" && mobileFoodWordOf(firstSentence(a.productDescription))) return lead;
  // So are a venue's couples ("engaged couples in London, Bristol and Birmingham"), who travel to it.
  if (lead && kind === "local" && readVenue(a, firstSentence(a.productDescription))) return lead;
  // And a restaurant's guests ("locals aged 30-65 who eat out once or twice a week").
  if (lead && kind === "local" && restaurantWordOf(firstSentence(a.productDescription), a.productDescription)) return lead;
  // And an experience's groups ("groups of friends, couples, students and office teams").
  if (lead && kind === "local" && experienceWordOf(firstSentence(a.productDescription))) return lead;
  // A charity's supporters are who the persona says ("dog lovers aged 30-65 in West Yorkshire"), not "people in" the town.
  if (lead && kind === "local" && charityWordOf(firstSentence(a.productDescription))) return lead;
  // So are a coworking space's members ("freelancers, remote workers and two-person startups").
  if (lead && kind === "local" && workspaceWordOf(firstSentence(a.productDescription))) return lead;
  // And a taproom's drinkers ("craft beer fans aged 25-50 … and visitors to Asheville's beer scene").
  if (lead && kind === "local" && taproomWordOf(firstSentence(a.productDescription))) return lead;
  // A children's club's buyers are the parents, with their children's ages: "parents of children aged 5-12".
  if (lead && kind === "local" && kidsClubWordOf(firstSentence(a.productDescription))) return childAges && /\b(?:children|kids)$/i.test(lead) ? `${lead} aged ${childAges[0]}-${childAges[1]}` : lead;
  // And a tattoo studio's clients ("women and non-binary people aged 22-40 in Brighton …"), who choose an artist.
  if (lead && kind === "local" && tattooWordOf(firstSentence(a.productDescription))) return lead;
  // A personal trainer's clients are who the persona says ("women and men aged 35-60 who feel unfit").
  if (lead && kind === "local" && trainerWordOf(firstSentence(a.productDescription), a.productDescription)) return ages && !/\baged\b|\d/.test(lead) ? `${lead} aged ${ages[0]}-${ages[1]}` : lead;
  if (lead && kind === "local" && gymWordOf(firstSentence(a.productDescription))) return lead;
  // And a nursery's or a club's parents ("working parents of babies and toddlers"), who choose it for their children.
  if (lead && kind === "local" && childcareWordOf(firstSentence(a.productDescription))) return lead;
  if (lead && kind === "local" && farmBoxWordOf(firstSentence(a.productDescription))) return lead;
  if (lead && kind === "local" && adviserWordOf(firstSentence(a.productDescription))) return lead;
  // A law practice's clients are who the persona says ("couples and families"), not everyone in the area.
  if (lead && kind === "local" && lawWordOf(firstSentence(a.productDescription))) return lead;
  // A design practice's clients are who the persona says ("homeowners aged 32-50 in Victorian terraces").
  if (lead && kind === "local" && architectWordOf(firstSentence(a.productDescription))) return lead;
  // An installer's buyers are who the persona says ("homeowners aged 45-75 with a south-facing roof"), not everyone in the county.
  if (lead && kind === "local" && installerWordOf(firstSentence(a.productDescription))) return lead;
  // A removals company's customers are who the persona says ("renters and first-time buyers moving flats in Bristol").
  if (lead && kind === "local" && removalsWordOf(firstSentence(a.productDescription))) return lead;
  // A home care agency's buyers are who the persona says ("daughters and sons aged 45-65"), whose parent it is.
  if (lead && kind === "local" && homeCareWordOf(firstSentence(a.productDescription))) return /^(?:adult )?(?:daughters|sons|children)(?: and (?:daughters|sons))?$/i.test(lead) ? `${lead} of older parents` : lead;
  // A funeral director's customers are families arranging a funeral, whatever ages the persona gives.
  if (kind === "local" && funeralWordOf(firstSentence(a.productDescription))) return "families arranging a funeral";
  // A school's adult learners are who the persona says ("expats and remote workers"), not everyone in the city.
  if (lead && kind === "local" && adultLearnersInClasses(a, ages, childAges)) return lead;
  // So are a one-to-one teacher's adult learners ("adults aged 35-65 who own a guitar"), wherever they live.
  if (lead && kind === "local" && privateTeacherWordOf(a, lessonPupils({ ages, childAges }, `${a.productDescription} ${a.audiencePersona}`) === "adults")) return GENERIC_LEAD.test(lead) ? narrowed(lead, a, ages) : lead;
  // A studio's buyers at startups are their founders and heads of marketing, not "small business owners".
  if (kind !== "local" && readAgency(a, firstSentence(a.productDescription))?.startups && /\bfounders?\b/i.test(a.audiencePersona)) {
    return /\bheads? of marketing\b|\bmarketing leads?\b/i.test(a.audiencePersona) ? "startup founders and heads of marketing" : "startup founders";
  }
  // A practice's clients are who its pitch says ("for electricians, plumbers and builders"): tradespeople, in their own word.
  const practice = kind !== "local" && accountingWordOf(firstSentence(a.productDescription)) ? accountingClients(firstSentence(a.productDescription)) : null;
  if (practice) return /\btradespeople\b/i.test(`${a.audiencePersona} ${a.productDescription}`) && !/\btradespeople\b/i.test(practice) ? "tradespeople" : practice;
  const first = sentencesOf(a.audiencePersona)[0] ?? "";
  const role = ROLE.exec(first.toLowerCase());
  // A bare "owners" or "founders" says less than the audience type does.
  if (role) {
    const [, who = "", where] = role;
    // The founder's own words, in their case ("owners of small Shopify stores"), not lower-cased.
    const said = first.slice(role.index, role.index + role[0].length);
    // "Mac power users" keeps its capital: the name of a computer, not the start of a sentence.
    const phrase = /^[A-Z][a-z]/.test(said) && !/^(?:Mac|Windows|Linux)\b/.test(said) ? said.charAt(0).toLowerCase() + said.slice(1) : said;
    if (kind !== "local" && (where || !/^(owners|founders|students)$/.test(who))) return where ? phrase : who;
  }
  if (kind === "local") {
    const buyers = localBuyers(a.audiencePersona);
    if (buyers) return buyers;
  }
  if (kind === "local" && a.audienceType === "students") return place ? `students in ${place}` : "local students";
  if (kind === "local") return place ? `people in ${place}` : "local customers";
  return AUDIENCE_PHRASES[a.audienceType];
}

const AGED = "(\\s+aged\\s+\\d{1,2}\\s?[-–]\\s?\\d{1,2})?";
/** "Parents of children aged 6-14", "families with young kids": who an audience of parents buys for. */
const PARENTS_LEAD = new RegExp(
  `^((?:parents|mums and dads|moms and dads|families|grandparents)\\s+(?:of|with)\\s+(?:(?:[\\p{L}'’-]+\\s+){0,2}?(?:children|kids|teenagers|teens|pupils|toddlers|babies|boys|girls)|\\d{1,2}-\\d{1,2} year olds))${AGED}`,
  "iu",
);
/** "Couples aged 27-40 getting married in Lisbon": couples by the day they book for. */
const COUPLES_LEAD = new RegExp(`^(couples)${AGED}(\\s+(?:getting married|planning (?:a|their) wedding|marrying))`, "i");

/** "Holiday-home owners from Limerick and Dublin", "second-home owners": owners of a house here who live elsewhere. */
const AWAY_LEAD = /^((?:[Hh]oliday[- ]home|[Ss]econd[- ]home|[Hh]oliday[- ]cottage) owners(?: from \p{Lu}[\p{L}'’-]+(?:(?:, | and | or )\p{Lu}[\p{L}'’-]+)*)?)/u;

/**
 * A local business's buyers, when the founder names them by whom or what they buy for: "parents of
 * children aged 6-14 and retired adults", "couples getting married"; null for people nearby in
 * general ("residents", "women aged 25-60"), who read as the people of the place.
 */
function localBuyers(persona: string): string | null {
  const first = (sentencesOf(persona.replace(/\s*\([^)]*\)/g, ""))[0] ?? "").trim();
  const [head = "", ...rest] = first.split(/,\s*(?:and|plus)\s+|;\s*/);
  const parents = PARENTS_LEAD.exec(head);
  const couples = COUPLES_LEAD.exec(head);
  // "Holiday-home owners from Limerick and Dublin": people who own a house here and live elsewhere.
  const away = AWAY_LEAD.exec(head);
  if (away) return away[1]!.charAt(0).toLowerCase() + away[1]!.slice(1);
  const lead = parents ? `${parents[1]}${parents[2] ?? ""}` : couples ? `${couples[1]}${couples[3] ?? ""}` : null;
  if (!lead) return null;
  // A second group in the same sentence: "…, and retired adults who always wanted to play".
  const other = rest[0] ? leadPhrase(rest[0]) : null;
  const phrase = other && other.length <= 40 ? `${lead} and ${other}` : lead;
  return phrase.charAt(0).toLowerCase() + phrase.slice(1);
}

/**
 * "owners, managing directors and plant managers" → "owners and managing directors": a list of three
 * or more roles read again and again in a sentence ("where … gather") is cut to its first two.
 * A shared modifier stays ("platform, DevOps and SRE engineers" is one role and is kept).
 */
export function shortAudience(phrase: string): string {
  const m = /^(.+?\band\s+[^,]+?)(\s+(?:at|in)\s+.+)?$/.exec(phrase);
  const list = m?.[1] ?? phrase;
  const items = list.split(/,\s*(?:and\s+)?|\s+and\s+/).map((item) => item.trim()).filter(Boolean);
  // Only a list of roles, each a plural phrase ("platform, DevOps and SRE engineers" has one).
  if (items.length < 3 || !items.every((item) => /s\b/.test(item)) || list.length <= 30) return phrase;
  return `${items[0]} and ${items[1]}${m?.[2] ?? ""}`;
}

// ─── Where, and in which language ────────────────────────────────────────────────────────────────

const COUNTRY_LANGUAGE: Record<string, string> = {
  France: "French", Belgium: "French", Switzerland: "German", Luxembourg: "French", Monaco: "French",
  Germany: "German", Austria: "German", Liechtenstein: "German",
  Spain: "Spanish", Mexico: "Spanish", Argentina: "Spanish", Colombia: "Spanish", Chile: "Spanish", Peru: "Spanish",
  Ecuador: "Spanish", Uruguay: "Spanish", Paraguay: "Spanish", Bolivia: "Spanish", Venezuela: "Spanish", Guatemala: "Spanish",
  "Costa Rica": "Spanish", Panama: "Spanish", Cuba: "Spanish", "Dominican Republic": "Spanish", Honduras: "Spanish",
  "El Salvador": "Spanish", Nicaragua: "Spanish",
  Portugal: "Portuguese", Brazil: "Portuguese", Italy: "Italian", Netherlands: "Dutch", Poland: "Polish",
  Sweden: "Swedish", Denmark: "Danish", Norway: "Norwegian", Finland: "Finnish", Greece: "Greek", Czechia: "Czech",
  Hungary: "Hungarian", Romania: "Romanian", Turkey: "Turkish", Türkiye: "Turkish", Japan: "Japanese",
  "South Korea": "Korean", China: "Chinese", Taiwan: "Chinese", Vietnam: "Vietnamese", Thailand: "Thai",
  Indonesia: "Indonesian", Russia: "Russian", Ukraine: "Ukrainian", Israel: "Hebrew", "Saudi Arabia": "Arabic",
  Egypt: "Arabic", Morocco: "French", "United Arab Emirates": "Arabic",
};

/** Where a country speaks more than one language, the city decides. */
const CITY_LANGUAGE: Record<string, string> = {
  ghent: "Dutch", gent: "Dutch", antwerp: "Dutch", antwerpen: "Dutch", bruges: "Dutch", brugge: "Dutch",
  leuven: "Dutch", mechelen: "Dutch", hasselt: "Dutch", liège: "French", liege: "French", namur: "French",
  charleroi: "French", brussels: "French", zurich: "German", zürich: "German", bern: "German", basel: "German",
  geneva: "French", genève: "French", lausanne: "French", lugano: "Italian", montreal: "French", montréal: "French",
  quebec: "French", québec: "French",
};

/** Cities a founder may name without their country. */
const CITY_COUNTRY: Record<string, string> = {
  lyon: "France", paris: "France", marseille: "France", toulouse: "France", bordeaux: "France", lille: "France",
  nantes: "France", nice: "France", berlin: "Germany", munich: "Germany", münchen: "Germany", hamburg: "Germany",
  cologne: "Germany", köln: "Germany", frankfurt: "Germany", madrid: "Spain", barcelona: "Spain", valencia: "Spain",
  seville: "Spain", lisbon: "Portugal", porto: "Portugal", rome: "Italy", milan: "Italy", turin: "Italy",
  naples: "Italy", florence: "Italy", amsterdam: "Netherlands", rotterdam: "Netherlands", utrecht: "Netherlands",
  brussels: "Belgium", antwerp: "Belgium", antwerpen: "Belgium", ghent: "Belgium", gent: "Belgium", bruges: "Belgium", brugge: "Belgium",
  leuven: "Belgium", mechelen: "Belgium", hasselt: "Belgium", liège: "Belgium", liege: "Belgium", namur: "Belgium", charleroi: "Belgium", vienna: "Austria", zurich: "Switzerland", geneva: "Switzerland",
  "mexico city": "Mexico", guadalajara: "Mexico", "buenos aires": "Argentina", bogotá: "Colombia", bogota: "Colombia",
  "são paulo": "Brazil", "sao paulo": "Brazil", "rio de janeiro": "Brazil", santiago: "Chile", lima: "Peru",
  tokyo: "Japan", osaka: "Japan", seoul: "South Korea", warsaw: "Poland", kraków: "Poland", krakow: "Poland",
  stockholm: "Sweden", copenhagen: "Denmark", oslo: "Norway", helsinki: "Finland", athens: "Greece", prague: "Czechia",
  budapest: "Hungary", chicago: "United States", "los angeles": "United States", "san francisco": "United States", seattle: "United States",
  philadelphia: "United States", houston: "United States", dallas: "United States", denver: "United States", atlanta: "United States", london: "United Kingdom", manchester: "United Kingdom", leeds: "United Kingdom", brighton: "United Kingdom",
  yorkshire: "United Kingdom", edinburgh: "United Kingdom", glasgow: "United Kingdom", dublin: "Ireland",
  "new york": "United States", toronto: "Canada", montreal: "Canada", montréal: "Canada", quebec: "Canada",
  sydney: "Australia", melbourne: "Australia",
};

/** US states, by name and two-letter code: "Austin, Texas" and "Austin, TX" are in the United States. */
const US_STATES =
  "alabama|alaska|arizona|arkansas|california|colorado|connecticut|delaware|florida|georgia|hawaii|idaho|illinois|indiana|iowa|kansas|kentucky|louisiana|maine|maryland|massachusetts|michigan|minnesota|mississippi|missouri|montana|nebraska|nevada|new hampshire|new jersey|new mexico|new york|north carolina|north dakota|ohio|oklahoma|oregon|pennsylvania|rhode island|south carolina|south dakota|tennessee|texas|utah|vermont|virginia|washington|west virginia|wisconsin|wyoming";
const US_CODES =
  "AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC";
/** A state after a city ("Austin, Texas", "Austin, TX"); Georgia the country and a bare "Washington" are not read. */
const US_PLACE = new RegExp(`,\\s*(?:(?:${US_STATES.replace("georgia|", "")})\\b|(?:${US_CODES})\\b(?!\\.\\w))`, "i");
const US_CODE_CASE = new RegExp(`,\\s*(?:${US_CODES})\\b`);
/** Irish counties without the country: "County Clare", "Co. Kerry". */
const IRISH_COUNTY = /\b(?:county|co\.?) (?:antrim|armagh|down|fermanagh|derry|londonderry|tyrone)\b/i;
const IRELAND_COUNTY = /\b(?:county|co\.) (?:carlow|cavan|clare|cork|donegal|dublin|galway|kerry|kildare|kilkenny|laois|leitrim|limerick|longford|louth|mayo|meath|monaghan|offaly|roscommon|sligo|tipperary|waterford|westmeath|wexford|wicklow)\b/i;

function usPlace(place: string): boolean {
  const m = US_PLACE.exec(place);
  if (!m) return false;
  // A two-letter code counts only in capitals ("Austin, TX"), so "Lyon, or nearby" is not Oregon.
  return /,\s*[a-z]{3}/i.test(m[0]) || US_CODE_CASE.test(place);
}

/** Countries whose names take "the" in a sentence: "in the United States". */
const THE_COUNTRIES = new Set([
  "United States", "United Kingdom", "Netherlands", "Philippines", "United Arab Emirates", "Czech Republic",
  "Dominican Republic", "Bahamas", "Gambia", "Maldives", "Marshall Islands", "Solomon Islands", "Central African Republic",
  "Democratic Republic of the Congo", "Comoros", "Seychelles", "Holy See",
]);

/** A goal that is about empty hours in the diary, not new customers at large. */
const QUIET_SLOTS =
  /\b(?:half[- ]empty|quiet(?:er)? (?:days?|weekdays?|slots?|hours|afternoons?|mornings?|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?)|empty (?:slots?|days?|weekdays?|hours|chairs?)|fill (?:the |our |my )?(?:(?:quiet|empty|weekday|midweek) )?(?:weekdays?|slots?|midweek|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|diary|calendar|chairs?))\b/;

function readPlace(a: PlanFormData): string {
  // "Hebden Bridge (with Todmorden)" → "Hebden Bridge": the place reads inside a sentence.
  if (a.audienceGeography === "local") return clip(a.localRegion?.replace(/\s*\([^)]*\)/g, ""), 60);
  if (a.audienceGeography === "specific-country") {
    const country = clip(a.specificCountry, 60);
    return THE_COUNTRIES.has(country) ? `the ${country}` : country;
  }
  return a.audienceGeography === "global" ? "" : geographyLabel(a);
}

function readCountry(a: PlanFormData, place: string): string | null {
  if (a.audienceGeography === "specific-country" && a.specificCountry) return a.specificCountry.trim();
  const lower = place.toLowerCase();
  const named = COUNTRIES.find((c) => lower.includes(c.toLowerCase()));
  if (named) return named;
  for (const [city, country] of Object.entries(CITY_COUNTRY)) {
    if (new RegExp(`(^|[^\\p{L}])${city}([^\\p{L}]|$)`, "u").test(lower)) return country;
  }
  if (usPlace(place)) return "United States";
  if (IRISH_COUNTY.test(place)) return "United Kingdom";
  if (IRELAND_COUNTY.test(place)) return "Ireland";
  // Ofsted inspects only in England: "Ofsted registered", "we have no Ofsted grade yet".
  if (/\bOfsted\b/.test(`${a.productDescription} ${a.audiencePersona} ${a.challenges}`)) return "United Kingdom";
  return null;
}

function cityLanguage(place: string): string | null {
  const lower = place.toLowerCase();
  const city = Object.entries(CITY_LANGUAGE).find(([name]) => new RegExp(`(^|[^\\p{L}])${name}([^\\p{L}]|$)`, "u").test(lower));
  return city ? city[1] : null;
}

/** Common words of languages founders write in, to notice answers written in that language. */
const STOPWORDS: Record<string, string[]> = {
  French: ["le", "la", "les", "des", "et", "pour", "avec", "nous", "est", "une", "du", "dans", "sur", "qui"],
  Spanish: ["el", "los", "las", "del", "y", "para", "con", "nosotros", "es", "una", "en", "que", "por"],
  German: ["der", "die", "das", "und", "für", "mit", "wir", "ist", "eine", "nicht", "auf", "den", "zu"],
  Portuguese: ["o", "os", "as", "do", "da", "e", "para", "com", "nós", "é", "uma", "em", "que", "não"],
  Italian: ["il", "lo", "gli", "della", "e", "per", "con", "noi", "è", "una", "nel", "che", "non"],
};

function writtenIn(text: string): string | null {
  const words = text.toLowerCase().split(/[^\p{L}]+/u).filter(Boolean);
  if (words.length < 20) return null;
  for (const [language, stop] of Object.entries(STOPWORDS)) {
    const hits = words.filter((w) => stop.includes(w)).length;
    if (hits / words.length > 0.12) return language;
  }
  return null;
}

// ─── When: horizon and deadline ──────────────────────────────────────────────────────────────────


/**
 * The success metrics' deadline in weeks from the plan's start day, the latest one when they give
 * several: spans ("in 90 days") and dates ("by Easter", "in March") alike. `dated` is the date that
 * sets it, so the plan can say it as the founder wrote it.
 */
export function readDeadline(successMetrics: string, today: Date, country: string | null): { weeks: number | null; dated: DatedDeadline | null } {
  const metrics = inReadersEnglish(successMetrics);
  const dated = datedDeadlinesIn(metrics, today, country);
  const all = [...deadlinesIn(metrics), ...dated.map((d) => d.weeks)];
  if (!all.length) return { weeks: null, dated: null };
  const weeks = Math.max(...all);
  return { weeks, dated: dated.find((d) => d.weeks === weeks) ?? null };
}

/** Deadlines in the success metrics, in weeks: "within 4 weeks", "in 90 days", "by week 6", "in two months". */
export function deadlinesIn(text: string): number[] {
  const lower = text.toLowerCase();
  const out: number[] = [];
  const span = /\b(?:in|within|by|over|after|during|inside|first|next)\s+(?:the\s+)?(?:first\s+|next\s+)?(\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|twelve|thirty|sixty|ninety)\s*(days?|weeks?|months?)\b/g;
  for (const m of lower.matchAll(span)) {
    const [, count = "", unit = ""] = m;
    const n = numberFrom(count) ?? 0;
    out.push(unit.startsWith("day") ? Math.ceil(n / 7) : unit.startsWith("week") ? n : Math.round(n * 4.345));
  }
  for (const m of lower.matchAll(/\bby (?:the end of )?week (\d{1,2})\b/g)) out.push(Number(m[1]));
  if (/\bby the end of (the|this) month\b|\bthis month\b/.test(lower)) out.push(4);
  if (/\bby the end of (the|this) quarter\b|\bthis quarter\b/.test(lower)) out.push(13);
  return out.filter((w) => w > 0);
}

// ─── What does not work for them ─────────────────────────────────────────────────────────────────

const DOES_NOT_WORK =
  /\b(ignores?|ignored|don't work|doesn't work|didn't work|hasn't worked|haven't worked|has not worked|have not worked|do not work|does not work|did not work|never work(s|ed)?|stopped working|no longer work(s)?|failed|flopped|depend(s|ed|ing|ence|ent)?|reliant|reliance|rel(y|ies|ying) on|too expensive|(?:is|are|'s) (?:dead|dying|a ghost town)|dead (?:for|to|now)|can't afford|cannot afford|burned|wasted|hate|no time for|don't want|do not want|won't|will not|(?:am |are |is )?not going to|never going to|refuse|refuses|refused|must never|must not|mustn't|avoid|off the table|banned|not allowed|no (response|replies)|never (reply|replies|respond|responds|answer|answers)|don't (reply|respond|answer)|unsubscribe|marked as spam|rising|keep rising|saturated|rarely (?:bring|brings|work|works|lead|leads|convert|converts|get|gets)|(?:bring|brings|brought|got|gets|get|gave|gives) (?:us |me )?(?:nobody|no one|nothing|(?:no|zero) (?:new |real |paying )?(?:customers|sales|members|bookings|orders|clients|buyers|sign-?ups|leads|subscribers|students|donors|users|downloads|enquiries|inquiries|calls|jobs))|(?:a |was a |were a )?waste of (?:money|time)|(?<!\b(?:we|i|they) )(?:did|does|do) nothing\b|never (?:booked|bought|ordered|came back|returned|rebooked|paid|converted|subscribed|upgraded)(?: again)?|(?:was|were|is|are) (?:too |very |so |really )?expensive|(?:nobody|no one|hardly anyone|almost nobody) (?:ordered|bought|booked|paid|subscribed|signed up|came)|barely (?:work|works|convert|converts|bring|brings)|(?:get|gets|got|have|has) (?:no|zero|almost no|hardly any) (?:reach|engagement|views|traction|clicks)|nobody sees|(?:was|were|got|gets|get) (?:removed|deleted|taken down)|(?:was|were|got) banned|(?:hardly|barely|scarcely)(?: \w+)? any (?:bookings|orders|sales|customers|clients|buyers|sign-?ups|leads|subscribers|users|jobs)|almost no (?:bookings|orders|sales|customers|clients|buyers|sign-?ups|leads|subscribers|jobs)|(?:costs?|paid|paying) (?:us |me )?\S{0,4}\d[\d,.]*\S{0,4} (?:a|per) (?:click|lead|install|booking|order|sign-?up)|(?<!\b(?:we|i|you) )(?:takes?|took|charges?|charged|skims?) (?:a |about |around |almost |nearly |over )?[2-9]\d(?= ?%| percent)|(?:travels?|travelled|traveled) badly|(?:spent|wasted|burned|burnt|put) \S{0,4}\d[\d,.]*k?\S{0,4} (?:on|in(?:to)?) [^.;]{0,60}?\b(?:and|for) (?:only |just )?(?:(?:made|got|had|brought(?: in)?) (?:only |just )?)?(?:no|one|two|three|four|five|a few|a couple of|a handful of|\d) (?:sales?|orders?|customers?|bookings?|sign-?ups?|leads?)|(?:don't|do not|doesn't|does not) travel well|arrives? (?:cold|soggy))\b/;
/** The clause after "but": "Instagram posts get likes but no sales". */
const BUT_NOTHING = /^\s*(?:no|zero|hardly any|almost no|never any) (?:sales|orders|bookings|customers|buyers)\b/;
const ADS = /\b(paid )?ads\b|\badvertising\b|\bad spend\b/;
/** "Instagram ads", "a boosted Facebook post", "TikTok ads": ads on a network, not posting on it. */
// "Amazon ads burned $400", "Etsy ads did nothing": the ads failed, not selling on the platform.
const AD_ON_NETWORK = /\b(?:meta|facebook|instagram|tiktok|linkedin|amazon|etsy|ebay) (?:ads?|advertising|campaigns?)\b|\bspark ads\b|\bboost(?:ed|ing|s)? (?:an? |our |my |the |some )?(?:instagram|facebook) posts?\b/g;
const BOOSTED_META_POST = /\bboost(?:ed|ing|s)? (?:an? |our |my |the |some )?(?:instagram|facebook) posts?\b/;

/**
 * The channels a clause about what failed names: "Instagram ads didn't work" rules out Meta ads, not
 * posting on Instagram, and "we boosted an Instagram post and got nothing" is a Meta ad too.
 */
function failedChannels(said: string): ChannelTag[] {
  // "A cold email campaign was marked as spam": cold email failed, not email to people who signed up.
  const lower = said.replace(/\b(cold[- ]?e-?mail) (?:lists?|flows?|sequences?|campaigns?|series)\b/g, "$1");
  const organic = channelsIn(lower.replace(AD_ON_NETWORK, " "));
  const tags = channelsIn(lower).filter((t) => PAID_TAGS.includes(t) || organic.includes(t));
  if (BOOSTED_META_POST.test(lower)) tags.push("meta-ads", "paid-social");
  return CHANNEL_TAGS.filter((t) => tags.includes(t));
}
/** The founder rules something out themselves: "I won't", "we will not", "I'm not going to", "I refuse to". */
const REFUSAL = /\b(?:won't|will not|(?:am|are|is|i'm|we're) not going to|never going to|refuse[sd]? to|don't want to|do not want to)\b/;
/** "build a website", "have a website", "a website of my own". */
const NO_WEBSITE = /\b(?:build|make|set up|have|run|need|get|do)\b[^.;]{0,20}\b(?:a |any |my own |our own )?(?:website|web ?site|web page|landing page)\b/;
const WEBSITE_TAGS: ChannelTag[] = ["seo", "blog"];

/** "I won't do Facebook posts", "we're not going to post on Instagram": the founder will not post at all. */
export function refusesPosting(texts: string[]): boolean {
  return texts.flatMap(sentencesOf).some((sentence) => {
    const lower = inReadersEnglish(sentence).toLowerCase();
    // "Companies won't pay to post a job until there are candidates": someone else's refusal, and a job post is not the founder's posting.
    return REFUSAL.test(lower) && /\bpost(?:s|ing)?\b/.test(lower.slice(REFUSAL.exec(lower)!.index)) && !/\b(?:companies|employers|recruiters|customers|clients)\s+(?:won't|will not|refuse[sd]? to|don't want to|do not want to)\s+pay to post\b/.test(lower);
  });
}

const REFUSED_OBJECT =
  /\b(?:won't|will not|(?:am|are|is|i'm|we're) not going to|never going to|refuse[sd]? to|don't want to|do not want to)\s+(.+)$/i;
const LEADING_VERB = /^(?:build|make|set up|have|run|do|use|get|pay for|post on|write|start)\s+/i;

/** "I won't build a website or do Facebook posts" → "a website and Facebook posts"; null when it does not read as things. */
export function refusedWords(clause: string): string | null {
  const m = REFUSED_OBJECT.exec(clause.trim().replace(/[.!…]+$/, ""));
  if (!m?.[1]) return null;
  const items = m[1].split(/\s+(?:or|and|nor)\s+/).map((x) => x.replace(LEADING_VERB, "").trim());
  if (items.some((x) => !x || x.split(/\s+/).length > 4 || !/^(?:a|an|any|my|our|the)?\s*[\w-]+/i.test(x))) return null;
  // Only things, not doings: "a website", "Facebook posts", "cold calls" (not "pay that much").
  if (items.some((x) => /^(?:to|that|this|it|them|be|go|pay|spend|sell|give)\b/i.test(x))) return null;
  return joinWords(items);
}

/** "I hate being on camera", "camera-shy", "no talking-head videos", "without showing my face". */
const CAMERA_SHY =
  /\b(?:hate|hates|dislike|don't like|do not like|not comfortable|uncomfortable|won't go|will not go|never go|can't stand|not keen on)\b[^.;]{0,20}\b(?:being |appearing |going |getting )?on camera\b|\bcamera[- ]shy\b|\bshy on camera\b|\bno (?:[\w-]+ (?:or|and) )?(?:talking[- ]heads?|face[- ]to[- ]camera|on-camera)\b|\b(?:without|never) show(?:ing)? (?:my|our) faces?\b/;

/** The founder's sentence saying they will not be on camera, or null. */
export function readNoCamera(texts: string[]): string | null {
  const said = texts.flatMap(sentencesOf).find((s) => CAMERA_SHY.test(s.toLowerCase()));
  return said ? clip(said, 140) : null;
}

/** A clause that opens with "no": "so no TikTok dancing or talking-head videos", "no Facebook ads". */
const NO_CLAUSE = /^\s*(?:so |and |then |but )?no\s/;

/**
 * "Facebook ads brought downloads but nobody ordered" → "Facebook ads": the words the founder used for
 * an ad channel, as they wrote them, so the plan says "Facebook ads are left out" rather than "Meta ads".
 * Only ad channels, and only a name of two or more words (not a bare "Meta").
 */
function adChannelName(part: string, tag: ChannelTag): string | null {
  if (!PAID_TAGS.includes(tag)) return null;
  const lower = part.toLowerCase();
  if (lower.length !== part.length) return null;
  const m = CHANNEL_PATTERNS[tag].exec(lower);
  if (!m || !/\s/.test(m[0])) return null;
  return part.slice(m.index, m.index + m[0].length);
}

/** Food delivery apps, a kind of marketplace: "Deliveroo", "Uber Eats", "the delivery apps". */
const DELIVERY_APPS = /\bdeliveroo\b|\buber ?eats\b|\bjust ?eat\b|\bdoordash\b|\bgrubhub\b|\bdelivery (?:apps?|platforms?)\b/;

/** "Not LinkedIn", "they aren't on Instagram", "never on TikTok": a network the buyers are not on. */
const NOT_ON_NETWORK = /\b(?:not|never|aren't|are not|isn't|is not|rarely|hardly) (?:on |use |using )?(linkedin|instagram|tiktok|twitter|reddit|facebook)\b/g;
const NETWORK_TAGS: Record<string, ChannelTag> = { linkedin: "linkedin", instagram: "instagram", tiktok: "tiktok", twitter: "twitter", reddit: "reddit", facebook: "facebook-groups" };

function readAvoid(texts: string[]): Reading["avoid"] {
  const out: Reading["avoid"] = [];
  // "I hate being on camera": video of any kind, and the networks the sentence names, are out.
  const camera = readNoCamera(texts);
  if (camera) {
    for (const tag of ["video", ...channelsIn(camera).filter((t) => ["tiktok", "youtube"].includes(t))] as ChannelTag[]) out.push({ tag, quote: camera });
  }
  for (const sentence of texts.flatMap(sentencesOf)) {
    let before: ChannelTag[] = [];
    let beforePart = "";
    const glossed = inReadersEnglish(sentence).toLowerCase();
    for (const part of sentence.split(/([;,]|\bbut\b|\bwhile\b)/)) {
      const lower = inReadersEnglish(part).toLowerCase();
      // "Our Facebook posts get likes but rarely bring bookings": the channel is the clause before "but".
      if (lower === "but") continue;
      const named = failedChannels(lower);
      const previous = before;
      const previousPart = beforePart;
      before = named;
      beforePart = part;
      if (!DOES_NOT_WORK.test(lower) && !BUT_NOTHING.test(lower) && !(NO_CLAUSE.test(lower) && named.length && DOES_NOT_WORK.test(glossed))) continue;
      const fromBefore = !named.length && sentence.toLowerCase().includes(`but${lower}`);
      const tags = named.length ? named : fromBefore ? [...previous] : [];
      // "I won't build a website": what lives on a website (search, a blog) is ruled out with it.
      if (REFUSAL.test(lower) && NO_WEBSITE.test(lower)) tags.push(...WEBSITE_TAGS.filter((t) => !tags.includes(t)));
      // "I won't do Facebook posts": posting on Facebook at all, in its groups too, is ruled out.
      if (REFUSAL.test(lower) && /\bfacebook (?:posts?|page)\b|\bpost(?:s|ing)? on facebook\b/.test(lower) && !tags.includes("facebook-groups")) tags.push("facebook-groups");
      if (ADS.test(lower) && !tags.some((t) => PAID_TAGS.includes(t))) tags.push(...PAID_TAGS);
      // "Nearly all customers come from Meta ads": ads named in a sentence about dependence.
      const words = REFUSAL.test(lower) ? refusedWords(part) : null;
      for (const tag of tags) {
        if (out.some((o) => o.tag === tag)) continue;
        // "Deliveroo takes 30%": the marketplace is a food delivery app, and the plan says so.
        const name = (named.includes(tag) ? adChannelName(part, tag) : fromBefore && previous.includes(tag) ? adChannelName(previousPart, tag) : null) ?? (tag === "marketplaces" && DELIVERY_APPS.test(lower) ? "delivery apps" : null);
        out.push({ tag, quote: clip(sentence, 140), ...(words ? { words } : {}), ...(name ? { name } : {}) });
      }
    }
  }
  // "They are on Facebook and WhatsApp, not LinkedIn": the buyers are not on that network, so the plan does not post there.
  for (const sentence of texts.flatMap(sentencesOf)) {
    for (const m of sentence.toLowerCase().matchAll(NOT_ON_NETWORK)) {
      const tag = NETWORK_TAGS[m[1]!]!;
      if (!out.some((o) => o.tag === tag)) out.push({ tag, quote: clip(sentence, 140) });
    }
  }
  // "Many find Zoom confusing", "could not get Zoom working": a webinar loses the people it is for.
  for (const sentence of texts.flatMap(sentencesOf)) {
    if (VIDEO_CALL_TROUBLE.test(sentence.toLowerCase()) && !out.some((o) => o.tag === "webinar")) out.push({ tag: "webinar", quote: clip(sentence, 140) });
  }
  return CHANNEL_TAGS.filter((t) => out.some((o) => o.tag === t)).map((t) => out.find((o) => o.tag === t)!);
}

/** Buyers who distrust something, said about them (not "we don't trust agencies"). */
const DISTRUST =
  /\b(?:distrusts?|mistrusts?|(?:don't|do not|doesn't|does not|rarely|won't) trust|(?:are|is) (?:wary|suspicious|sceptical|skeptical) of|(?:afraid|nervous|worried|scared) (?:of|about) (?:giving|sharing|handing over|entering|putting)|(?:afraid|nervous|worried|scared) about (?:their|the safety of their) (?:data|details|information|privacy))\b/;
const FOUNDER_SUBJECT = /^(?:we|i|our team|my team)\b/;
const ABOUT_DATA = /\b(?:data|details|information|privacy|security|passwords?|bank(?:ing)?|accounts?|tax|records|rfc|sat|nif|datos|dados|données|contacts|permissions|harass\w*)\b/;

/** Short clips that bring views and nothing else: "Shorts bring views but no subscribers who watch the long videos". */
const SHORT_CLIPS_FAIL = /\b(?:youtube shorts|shorts|reels|short clips|short videos|tiktoks?)\b[^.;]{0,40}\b(?:views|likes|plays)\b[^.;]{0,10}\bbut (?:no|few|hardly any|not|never|nobody)\b/i;

/** A tactic built on short clips: "Repurpose long lessons into short clips", "clips a week on TikTok, Reels and Shorts". */
export const SHORT_CLIPS = /\bshort clips\b|\bclips\b[^.]*\b(?:reels|shorts)\b|\b(?:youtube )?shorts\b/i;

function readShortClipsFail(challenges: string): string | null {
  const sentence = sentencesOf(challenges).find((s) => SHORT_CLIPS_FAIL.test(s));
  return sentence ? clip(sentence.replace(/[.!]+$/, ""), 140) : null;
}

function readDistrust(texts: string[]): Reading["distrust"] {
  const quote = texts
    .flatMap(sentencesOf)
    .find((s) => {
      const lower = inReadersEnglish(s).toLowerCase();
      return DISTRUST.test(lower) && !FOUNDER_SUBJECT.test(lower.trim());
    });
  return quote ? { quote: clip(quote.replace(/[.…]+$/, ""), 160), aboutData: ABOUT_DATA.test(quote.toLowerCase()) } : null;
}

const VIDEO_TOOL = "(?:zoom|video calls?|video-calls?|webinars?|google meet|microsoft teams|online meetings?)";
/** Customers who struggle with video calls: "many find Zoom confusing", "gave up because they could not get Zoom working". */
const VIDEO_CALL_TROUBLE = new RegExp(
  `\\b(?:find|finds|found)\\s+${VIDEO_TOOL}\\s+(?:confusing|hard|difficult|daunting|stressful|too complicated)\\b|\\b(?:could not|couldn't|can't|cannot|could never|struggle to|struggled to)\\s+(?:get|make|use)\\s+${VIDEO_TOOL}(?:\\s+(?:working|work))?\\b|\\bstruggles? with\\s+${VIDEO_TOOL}\\b`,
);

/** "an hour a week", "2 hours a week", "half a day a week", "one evening a week": marketing time stated. */
const WEEKLY_TIME =
  /\b(an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|half an?|\d{1,2}(?:\.5)?)\s+(hours?|evenings?|afternoons?|mornings?|days?)\s+(?:a|per|each|every)\s+week\b/g;
/** Hours in one of those units: an evening or a morning is about three, a working day about eight. */
const UNIT_HOURS: Record<string, number> = { hour: 1, evening: 3, afternoon: 3, morning: 3, day: 8 };

/** Time the founder says is short; a founder's own exams count ("two students with exams of our own"), exams a school teaches for (ISTD, GCSE) do not. */
const SCARCE_TIME =
  /\b(?:from|at|since|by) [1-6] ?(?:am|a\.m\.)\b|\bno time\b|\blittle time\b|\bonly (?:evenings|weekends|nights|\d+ hours?)\b|\bevenings only\b|\bweekends only\b|\b(?:a )?few hours a week\b|\bpart[- ]time\b|\bonly evenings\b|\bonly have evenings\b|\b(?:a|my|our) (?:day|full-time) jobs?\b|\bexams of (?:my|our) own\b|\b(?:my|our) (?:own )?exams\b|\b(?:i|we) (?:have|'ve got) exams\b|\b(?:on (?:client|customer)s?'? sites?|on-site|on the road|travel\w*)\b[^.;]{0,30}\bdays? a week\b/;

/**
 * Only outside office hours: "only evenings", "evenings and weekends", "a day job". Not "I do the
 * paperwork at night": a plumber on jobs all day still meets people in the daytime.
 */
const AFTER_HOURS =
  /\b(?:only|just)\b[^.;]{0,25}\b(?:evenings?|nights?|weekends?)\b|\b(?:evenings?|nights?|weekends?) only\b|\bevenings and weekends\b|\bafter work\b|\b(?:day|full-time) jobs?\b/i;

const WEEKDAY = "(monday|tuesday|wednesday|thursday|friday|saturday|sunday)";
const DAY_PART = "(morning|afternoon|evening|night)";
/** "on Sunday evenings", "Sunday evenings", "on Mondays": a day, and the part of it, the founder keeps for marketing. */
const SLOT = new RegExp(`\\bon ${WEEKDAY}s?(?: ${DAY_PART}s?)?\\b|\\b${WEEKDAY}s? ${DAY_PART}s?\\b`);

/** Work that fills the day named next: "I make every batch myself on…", "we bake on…", "I work on…". */
const BUSY_ON = /\b(?:make|makes|making|bake|bakes|baking|brew|brews|cook|cooks|roast|roasts|produce|produces|work|works|working|teach|teaches)\b[^,;]{0,40}$/;

/** "…2 hours a week on Sunday evenings" → "Sunday evening". */
export function readMarketingSlot(timeQuote: string | null): string | null {
  const lower = timeQuote?.toLowerCase() ?? "";
  const m = SLOT.exec(lower);
  if (!m) return null;
  // "I make every batch myself on Mondays and Tuesdays": the days named are the busy ones, not marketing's.
  if (BUSY_ON.test(lower.slice(0, m.index))) return null;
  const day = m[1] ?? m[3] ?? "";
  const part = m[2] ?? m[4];
  return `${day.charAt(0).toUpperCase()}${day.slice(1)}${part ? ` ${part}` : ""}`;
}

const CLOCK = "(\\d{1,2}(?::\\d\\d)?\\s?(?:am|pm))";
/** "Owners are only free between lunch and dinner service, roughly 3pm to 5pm": the customers' window. */
const CUSTOMERS_FREE = new RegExp(`\\b(?:are|is) (?:only )?(?:free|available|reachable)\\b[^.]{0,60}?\\b${CLOCK} ?(?:to|-|–|and) ?${CLOCK}`, "i");

export function readCustomersFree(text: string): string | null {
  const m = CUSTOMERS_FREE.exec(text);
  return m ? `between ${(m[1] ?? "").replace(/\s/g, "")} and ${(m[2] ?? "").replace(/\s/g, "")}` : null;
}

/** A sentence where the founder says time for marketing is short, and the hours it gives when it does. */
function readTimeLimit(texts: string[]): { quote: string; hours: number | null } | null {
  for (const sentence of texts.flatMap(sentencesOf)) {
    const lower = sentence.toLowerCase();
    const named = marketingHours(lower);
    // "Five days a week" in the shop or on client sites is the business's time, not marketing's:
    // only a few hours count as what marketing gets.
    const stated = named !== null && named <= 10 ? named : null;
    if (SCARCE_TIME.test(lower) || stated !== null) return { quote: clip(sentence, 140), hours: stated };
  }
  return null;
}

/** "€180 a month for two evenings a week": what a customer's price buys, not the founder's time. */
const WHAT_A_PRICE_BUYS = /(?:[€£$]\s?\d[\d,.]*|\d[\d,.]*\s?(?:euros?|pounds|dollars))(?:\s+(?:a|per)\s+(?:month|term|week))?\s+for\s+$/;

/** The fewest hours a week the sentence names: "open five days a week, so an hour a week" → 1. */
function marketingHours(lower: string): number | null {
  // "Minimum two hours a week" is what a customer books (a care visit's minimum), not the founder's time.
  const booked = (m: RegExpMatchArray) => /\bminimum(?: of)?\s*$/.test(lower.slice(Math.max(0, m.index! - 12), m.index)) || /^\s*minimum\b/.test(lower.slice(m.index! + m[0].length));
  const hours = [...lower.matchAll(WEEKLY_TIME)].filter((m) => !WHAT_A_PRICE_BUYS.test(lower.slice(Math.max(0, m.index - 40), m.index))).filter((m) => !booked(m)).map(([, count = "", unit = ""]) => {
    const n = /^half/.test(count) ? 0.5 : /^(an?|one)$/.test(count) ? 1 : (numberFrom(count) ?? 0);
    return n * (UNIT_HOURS[unit.replace(/s$/, "")] ?? 1);
  });
  // "Only a few hours a week", "a couple of hours a week": three or four, and two. A few is read as
  // four, the most it usually means, so a plan that needs two set-up-heavy tactics still fits it.
  const few = /\b(?:a )?few hours (?:a|per|each|every) week\b/.test(lower) ? [4] : /\ba couple of hours (?:a|per|each|every) week\b/.test(lower) ? [2] : [];
  const all = [...hours, ...few];
  return all.length ? Math.min(...all) : null;
}

/** Kinds of business with a product still being built, where the founder's hours go to building too. */
const BUILT_KINDS: BusinessKind[] = ["software", "consumer-app", "devtool", "b2b-smb", "b2b-enterprise"];
/** The time sentence is about marketing itself: "an hour a week for this", "5 hours for marketing". */
const FOR_MARKETING = /\b(?:marketing|promot\w*|for this|on this|growth|outreach|selling|sales|social media|posting)\b/;
const BUILDING = /\b(?:build(?:ing)?|cod(?:e|ing)|develop(?:ing|ment)?|ship(?:ping)?|programming)\b/;

/**
 * Stated hours that cover building as well as marketing: software at MVP (or a sentence about
 * building) whose time sentence does not say the hours are for marketing. SPEC 9: "protect 2-3 hours
 * a week for marketing, even while you build": marketing plans at about 30% of them, 1 to 3 hours.
 */
function sharedHours(quote: string, hours: number | null, kind: BusinessKind, stage: PlanFormData["productStage"]): boolean {
  if (hours === null || hours <= 1 || !BUILT_KINDS.includes(kind)) return false;
  const lower = quote.toLowerCase();
  if (FOR_MARKETING.test(lower)) return false;
  return stage === "mvp" || BUILDING.test(lower);
}

export function marketingShare(hours: number): number {
  return Math.min(hours, Math.max(1, Math.min(3, Math.round(hours * 0.3))));
}

// ─── Where: a small town ─────────────────────────────────────────────────────────────────────────

const SMALL_TOWN =
  /\b(?:small|little|tiny|rural|market|country|seaside|coastal|mountain) (?:town|village)\b|\bvillages?\b(?! (?:around|nearby|near|close))|\b(?:rural|countryside|hamlet)\b|\btown of (?:about |around |some |only |just )?(\d{1,2}(?:[,.]?\d{3})?|\d{1,3}) (?:people|residents|inhabitants|souls)\b/;

/** "A one-man workshop", "working on my own", "just me": the founder is the whole business. */
const WORKS_ALONE =
  /\bone-(?:man|woman|person)\b|\b(?:i|i'm|i am) (?:working |work )?(?:on my own|by myself|alone)\b|\bworking on my own\b|\bsole trader\b|\b(?:it's|it is) just me\b/i;

/** "A small town of 3,000 people", "our village", "rural Shropshire": few workplaces within a walk. */
function readSmallTown(text: string): boolean {
  const m = SMALL_TOWN.exec(text);
  if (!m) return false;
  // "A town of 80,000 people" is no small town.
  return m[1] === undefined || Number(m[1].replace(/[,.]/g, "")) < 30000;
}

// ─── How much: a stated capacity ─────────────────────────────────────────────────────────────────

/** Words that say the number is a ceiling on what the business makes or serves. */
const CAPACITY_CUE =
  /\b(?:capacity|(?:can|could) (?:only )?(?:do|groom|walk|see|roast|bake|make|produce|brew|sew|knit|print|pack|ship|fulfil|fulfill|cook|serve|seat|take on|take|handle|fit|grow|build|repair|fix|teach|deliver)|only (?:roast|bake|make|produce|brew|sew|print|pack|ship|cook|serve|seat|take on|take|handle|fit|grow|build|repair|fix|teach|deliver|have room for)(?:s|es)?|(?:roast|bake|make|produce|brew|sew|print|pack|ship|cook|serve|seat|take|handle|fit|grow|build|repair|fix|teach|deliver)(?:s|es)? (?:only|at most|up to|no more than)|at most|no more than|maximum of|max(?:imum)?)\b/;
const CAPACITY_VERB =
  /\b(groom|walk|see|do|roast|bake|make|produce|brew|sew|knit|print|pack|ship|fulfil|fulfill|cook|serve|seat|take on|take|handle|fit|grow|build|repair|fix|teach|deliver)(?:s|es)?\b/;
const QUANTITY =
  /(?<![$€£\d.,])(\d{1,3}(?:,\d{3})*|\d+)(?:\.\d+)?\s?((?:kg|kilos?|kilograms?|tonnes?|lbs?|pounds|litres?|liters?|[a-z]+(?:[- ][a-z]+)?))?\s+(?:a|per|each|every|\/)\s?(day|week|month)\b/g;
/** Units that are the founder's time or money, not what the business makes. */
const NOT_OUTPUT = /^(?:days?|hours?|evenings?|mornings?|afternoons?|nights?|weekends?|times|percent|%|dollars?|euros?|pounds sterling|usd|eur|gbp|cad)$/;
const GRAMS: Record<string, number> = { kg: 1000, kilo: 1000, kilos: 1000, kilogram: 1000, kilograms: 1000, tonne: 1e6, tonnes: 1e6, lb: 453.6, lbs: 453.6, pounds: 453.6 };

/** "A 340 g bag", "250g bags": the size a customer buys, in grams. */
const ITEM_SIZE = /\b(\d{2,4})\s?(g|kg)\b\s+(bags?|packs?|pouches?|tins?|boxes?|jars?|bars?|loaves?|bottles?)\b/;

/**
 * "We only have 8 riders", "just 3 vans": a fleet or a team that caps how much a marketplace or a
 * delivery business can carry at once, with the verb for what it does.
 */
const FLEET =
  /\b(?:only|just) (?:have|has|got|run|employ) (\d{1,4}) ((?:delivery |motorbike |bike )?(?:riders|drivers|couriers|vans|bikes|motorbikes|cars|trucks|cleaners|tutors|nannies|carers|guides))\b/;

function readFleet(texts: string[]): Capacity | null {
  for (const sentence of texts.flatMap(sentencesOf)) {
    const m = FLEET.exec(sentence.toLowerCase());
    if (!m?.[1] || !m[2]) continue;
    const amount = Number(m[1]);
    const unit = m[2];
    const verb = /riders|drivers|couriers|vans|bikes|cars|trucks/.test(unit) ? "deliver" : "serve";
    const clause = sentence.split(/;\s*/).find((part) => part.toLowerCase().includes(m[0])) ?? sentence;
    return { quote: clip(clause.charAt(0).toUpperCase() + clause.slice(1), 140), verb, amount, unit, period: null, phrase: `${amount} ${unit}`, inItems: null };
  }
  return null;
}

function readCapacity(texts: string[], about: string): Capacity | null {
  return readOutput(texts, about) ?? readFleet(texts);
}

function readOutput(texts: string[], about: string): Capacity | null {
  for (const sentence of texts.flatMap(sentencesOf)) {
    const lower = sentence.toLowerCase();
    if (!CAPACITY_CUE.test(lower)) continue;
    for (const m of lower.matchAll(QUANTITY)) {
      const [, count = "", rawUnit = "", period = ""] = m;
      const unit = rawUnit.trim();
      if (!unit || NOT_OUTPUT.test(unit)) continue;
      const amount = Number(count.replace(/,/g, ""));
      if (!(amount > 0)) continue;
      const verbMatch = CAPACITY_VERB.exec(lower);
      const verb = verbMatch?.[1] === "fulfill" ? "fulfil" : (verbMatch?.[1] ?? "make");
      const grams = GRAMS[unit];
      const size = grams ? ITEM_SIZE.exec(about.toLowerCase()) : null;
      const itemGrams = size ? Number(size[1]) * (size[2] === "kg" ? 1000 : 1) : 0;
      const inItems =
        grams && size && itemGrams > 0
          ? { count: Math.floor((amount * grams) / itemGrams), item: `${(size[3] ?? "").replace(/s$/, "").replace(/^loave$/, "loaf")}s of ${size[1]} ${size[2]}` }
          : null;
      // "Shipping eats 20% of each order, and our roaster only produces 80 kg a week": the clause with the number.
      const clause = sentence.split(/,\s*(?:and|but|so)\s+|;\s*/).find((part) => part.toLowerCase().includes(m[0])) ?? sentence;
      return {
        quote: clip(clause.charAt(0).toUpperCase() + clause.slice(1), 140),
        verb,
        amount,
        unit,
        period: period as Capacity["period"],
        phrase: `${amount.toLocaleString("en-US")} ${unit} a ${period}`,
        inItems,
      };
    }
  }
  return null;
}

// ─── An app in someone else's marketplace ────────────────────────────────────────────────────────

const APP_STORES: [RegExp, string][] = [
  [/\bshopify (?:app|plugin|add-on)\b|\bapps\.shopify\.com\b/, "Shopify App Store"],
  [/\bwordpress (?:plugin|add-on)\b|\bwordpress\.org\/plugins\b/, "WordPress plugin directory"],
  [/\bwoocommerce (?:plugin|extension|add-on)\b/, "WooCommerce Marketplace"],
  [/\bchrome extension\b|\bchromewebstore\.google\.com\b|\bchrome\.google\.com\/webstore\b/, "Chrome Web Store"],
  [/\b(?:jira|confluence|atlassian) (?:app|plugin|add-on)\b|\bmarketplace\.atlassian\.com\b/, "Atlassian Marketplace"],
  [/\bslack (?:app|bot|integration)\b/, "Slack Marketplace"],
  [/\bhubspot (?:app|integration)\b/, "HubSpot App Marketplace"],
  [/\bzendesk (?:app|integration)\b/, "Zendesk Marketplace"],
  [/\bxero (?:app|add-on|integration)\b/, "Xero App Store"],
  [/\bquickbooks (?:app|add-on|integration)\b/, "QuickBooks App Store"],
  [/\bwix (?:app|plugin)\b/, "Wix App Market"],
  [/\bbigcommerce (?:app|plugin)\b/, "BigCommerce App Marketplace"],
  [/\bfigma plugin\b/, "Figma Community"],
];

/** "Restock Radar is a Shopify app", a website on apps.shopify.com: the marketplace it lives in. */
function readAppStore(a: PlanFormData): string | null {
  const text = `${firstSentence(a.productDescription)} ${a.productWebsite ?? ""}`.toLowerCase();
  return APP_STORES.find(([re]) => re.test(text))?.[1] ?? null;
}

// ─── A game, and what the founder said about the audience and the team ──────────────────────────

/** The product calls itself a game in its first sentence. */
const GAME_PITCH = /\b(?:games?|gaming)\b(?!-chang)/;
/**
 * Words only a game's founder uses about the product: "players join with invite codes", "gameplay".
 * Not "an app for amateur football players", whose players play a sport, not the app.
 */
const GAME_WORDS = /\bplayers (?:join|can|build|play|compete|unlock|earn|win|level|team up|invite)\b|\b(?:gameplay|in-game|multiplayer|single-player|co-op)\b/;

/** "Stackjam is a free puzzle game", "players join with invite codes"; not "unlike Duolingo, not streaks and games". */
function readGame(a: PlanFormData): boolean {
  return GAME_PITCH.test(firstSentence(a.productDescription).toLowerCase()) || GAME_WORDS.test(a.productDescription.toLowerCase());
}

/** People whose channels customers follow: "follow English teachers there", "watch study creators on TikTok". */
const FOLLOWS =
  /\b(?:follow|follows|following|watch|watches)\s+((?:[\p{L}-]+\s+){0,3}?(?:teachers|tutors|coaches|creators|streamers|influencers|youtubers|tiktokers|trainers|instructors|chefs|experts|doctors|nutritionists|artists))\b/iu;
/** Words that make the phrase something other than the people followed: "videos from creators", "and trust teachers". */
const NOT_WHO = /^(?:from|of|by|on|and|or|with|to|in|at|for|videos?|posts?|clips?|content)$/i;
/** Words before the people that say nothing about who they are: "the best fitness coaches" → "fitness coaches". */
const LEADING = /^(?:(?:the|their|other|some|many|best|top|favourite|favorite|popular|big|small)\s+)+/i;

function readFollows(persona: string): string | null {
  const m = FOLLOWS.exec(persona);
  if (!m?.[1] || m[1].split(/\s+/).some((w) => NOT_WHO.test(w))) return null;
  return m[1].replace(LEADING, "");
}

/** A messaging channel named with what it costs: "every WhatsApp reminder costs us money", "SMS is expensive". */
const PAID_MESSAGE_CHANNELS: [RegExp, string][] = [
  [/\bwhatsapp\b/, "WhatsApp"],
  [/\bsms\b|\btext messages?\b/, "SMS"],
];
const COSTS_MONEY =
  /\bcosts? (?:us |me )?(?:money|a lot|too much)\b|\b(?:is|are|gets?|getting) (?:too |very )?expensive\b|\bwe pay (?:for|per) (?:each|every)\b|\bper[- ]message (?:fees?|costs?|charges?)\b|\bpaid per message\b/;

function readPaidMessages(texts: string[]): Reading["paidMessages"] {
  for (const sentence of texts.flatMap(sentencesOf)) {
    for (const clause of sentence.split(/,\s*(?:and|but|so)\s+|;\s*/)) {
      const lower = clause.toLowerCase();
      if (!COSTS_MONEY.test(lower)) continue;
      const channel = PAID_MESSAGE_CHANNELS.find(([re]) => re.test(lower))?.[1];
      if (!channel) continue;
      const quote = clip(clause.trim(), 140).replace(/[.!…]+$/, "");
      return { channel, quote: quote.charAt(0).toUpperCase() + quote.slice(1) };
    }
  }
  return null;
}

/** "Our team … knows little about Brazil", "we don't know the Brazilian market": a country named as unknown. */
const UNFAMILIAR = /\b(?:know|knows|knew)\s+(?:little|nothing|very little|almost nothing)\s+about\s+(?:the\s+)?([A-Z][\p{L}]+(?:\s[A-Z][\p{L}]+)*)/u;

function readUnfamiliar(a: PlanFormData): Reading["unfamiliar"] {
  const m = UNFAMILIAR.exec(`${a.challenges} ${a.productDescription}`);
  const place = m?.[1] ? COUNTRIES.find((c) => c.toLowerCase() === m[1]!.toLowerCase()) : undefined;
  if (!place) return null;
  // The other countries of the market, in the order the founder named them.
  const text = `${a.audiencePersona} ${a.productDescription}`;
  const others = COUNTRIES.filter((c) => c !== place && new RegExp(`\\b${c}\\b`).test(text)).sort(
    (x, y) => text.indexOf(x) - text.indexOf(y),
  );
  return { place, language: COUNTRY_LANGUAGE[place] ?? "the local language", others };
}

// ─── Names, prices and the founder's own words ───────────────────────────────────────────────────

/** "Unlike Duolingo", "compare us with CeraVe", "moving off Excel": a capitalised name after a cue. */
const NAME = "((?:[A-Z][\\w'’.+-]*)(?:\\s+(?:[A-Z][\\w'’.+-]*|&|\\d+))*)";
const COMPETITOR_CUES = [
  // "Unlike self-paced Udemy courses": a describing word or two before the name.
  new RegExp(`\\b[Uu]nlike\\s+(?:(?:the |a |an )?(?:self-paced|recorded|pre-recorded|expensive|generic|traditional|big|bigger|cheap|cheaper|free|classic|enterprise|legacy|clunky|bloated) ){0,2}${NAME}`, "g"),
  new RegExp(`\\b(?:[Aa]lternative to|[Cc]ompared? (?:us |it )?(?:to|with)|[Ss]witch(?:ing)? from|[Cc]heaper than|[Ii]nstead of|[Rr]eplaces?|[Mm]oving off|[Ss]tuck with|[Tt]ried)\\s+${NAME}`, "g"),
  new RegExp(`\\b(?:use|uses|using|rely on|relies on|pay for|pays for)\\s+${NAME}`, "g"),
];
const OWN_TOOL_CUE = COMPETITOR_CUES[2];
/** A sentence the founder opens about their own work: "We do …", "Our team …". */
const OUR_SENTENCE = /^\s*(?:we|our|i)\b/i;
/**
 * Cues that make a name a rival even when it is also a channel: "rather buy from us than from
 * Amazon", "we compete with Etsy", "we lose customers to Booking.com", "bikes sold on Facebook
 * Marketplace undercut us". Where customers buy instead is the rival, whatever else it is.
 */
const RIVAL_CUES = [
  new RegExp(`\\bthan (?:from|on|at|through|with)\\s+${NAME}`, "g"),
  new RegExp(`\\b[Cc]ompet(?:e|es|ing) (?:with|against)\\s+${NAME}`, "g"),
  new RegExp(`\\b[Ll]os(?:e|es|ing|t) (?:customers|clients|sales|business|orders|buyers|students|members)? ?to\\s+${NAME}`, "g"),
  new RegExp(`\\b(?:sold|selling|sell|sells|listed) (?:on|at|through)\\s+${NAME}(?=[^.]{0,20}\\bundercuts?\\b)`, "g"),
  new RegExp(`\\b${NAME}\\s+(?:undercuts?|is cheaper|are cheaper)\\b`, "g"),
];
const GENERIC_COMPETITOR =
  /\b(the (?:nearby |local |big |large )?(?:supermarkets?|chains?|agencies|agency|spreadsheets?)|spreadsheets|excel|paper (?:cards|forms|diaries)|a general accountant|the (?:cheaper |big |local )?(?:council|leisure[- ]centre) (?:classes|lessons|courses)|the leisure[- ]centre(?= runs| has| does| offers))\b/i;
const NOT_NAMES = new Set(["I", "We", "They", "Our", "The", "A", "An", "It", "This", "Most", "Many", "Some"]);

/** Names that are channels, places or too short to be a competitor ("LinkedIn", "Canada", "US"). */
function isCompetitorName(name: string, rival = false): boolean {
  // Too short, or an abbreviation like "US" or "EU": not a product people switch from.
  const [firstWord = ""] = name.split(" ");
  if (name.length < 3 || /^[A-Z]{1,3}$/.test(name) || NOT_NAMES.has(firstWord)) return false;
  // A channel named as where customers buy instead ("than from Amazon") is the rival; a bare platform ("Facebook") is not.
  if (!(rival && /\s|^(?:amazon|etsy|ebay|vinted|bol\.com|zalando|airbnb|booking\.com|uber eats|deliveroo)$/i.test(name))) {
    if (channelsIn(name).length || /\b(facebook|google|whatsapp|slack|telegram|email|excel)\b/i.test(name)) return false;
  }
  return !COUNTRIES.some((c) => c.toLowerCase() === name.toLowerCase());
}

/** A rival people buy from online (Amazon, Etsy, Facebook Marketplace): no shop on the way, no opening hours. */
export function isOnlineRival(name: string | null): boolean {
  return !!name && (channelsIn(name).includes("marketplaces") || /^(?:ebay|vinted|bol\.com|zalando|booking\.com|airbnb|temu|shein|aliexpress)$/i.test(name));
}

function readCompetitor(text: string): string | null {
  for (const cue of RIVAL_CUES) {
    for (const named of text.matchAll(cue)) {
      const name = (named[1] ?? "").replace(/[.,;:]$/, "");
      if (isCompetitorName(name, true)) return name;
    }
  }
  for (const cue of COMPETITOR_CUES) {
    for (const named of text.matchAll(cue)) {
      // "We do the bookkeeping … using Xero": the firm's own tool, not what customers use instead.
      if (cue === OWN_TOOL_CUE && OUR_SENTENCE.test(text.slice(0, named.index).split(/[.!?]\s+/).at(-1) ?? "")) continue;
      const name = (named[1] ?? "").replace(/[.,;:]$/, "");
      if (isCompetitorName(name)) return name;
    }
  }
  const generic = GENERIC_COMPETITOR.exec(text);
  return generic ? (generic[1] ?? "").toLowerCase() : null;
}

const PRICE =
  /(?:(?:\bKSh|\bKES|₦|₹)\s?\d[\d,]*(?:\s?(?:-|–|to)\s?\d[\d,]*)?(?!\s?%)|(?:\b(?:MX|R|COL|CLP)\$|[$€£])\s?\d[\d,]*(?:[.,]\d{1,2})?(?:\s?(?:MXN|BRL|COP|CLP|USD)\b)?|\d[\d,]*(?:[.,]\d{1,2})?\s?(?:€|eur\b|euros?\b|usd\b|dollars?\b|gbp\b|pounds?\b))(?:\s?(?:\/|a|an|per)\s?(?:month|mo|year|yr|week|loaf|box|bag|seat|user|lesson|session|cut|visit|pack|bottle|practice|team)|\s(?:al|por|ao|par) (?:mes|año|mês|ano|mois|an)\b)?/i;

/** The price as written, its period said in English for the plan's English sentences ("$149 MXN al mes" → "$149 MXN a month"). */
function readPrice(text: string): string | null {
  const price = PRICE.exec(text)?.[0].trim().replace(/[.,;:]+$/, "");
  return price?.replace(/\s(?:al|por|ao|par) (?:mes|mês|mois)$/i, " a month").replace(/\s(?:al|por|ao|par) (?:año|ano|an)$/i, " a year") ?? null;
}

function firstSentence(text: string): string {
  let sentence = sentencesOf(clean(text))[0] ?? "";
  // "Keurlog is software for clinical engineering departments in Dutch hospitals: it plans and
  // records…": a long sentence ends at its colon rather than mid-clause.
  const head = /^(.{40,}?)\s*[:;—–]\s/.exec(sentence);
  if (sentence.length > 220 && head?.[1]) sentence = `${head[1]}.`;
  const clipped = clip(sentence, 220);
  return /[.!?…]$/.test(clipped) ? clipped : `${clipped}.`;
}

/** "We have no marketing budget", "zero budget": the founder's words narrow "under $500" to nothing. */
const NO_MONEY = /\b(?:no|zero)(?: marketing| ad| advertising)? budget\b|\bno money (?:for|to spend on) marketing\b|\b(?:can't|cannot) spend (?:any|anything)\b/;

/**
 * "The budget is €150 a month", "we can spend ₹25,000 a month": the amount the founder
 * states, converted to dollars at the rough rates of money.ts (the plan states it back in their currency).
 */
const STATED_BUDGET =
  /\b(?:budget|spend|marketing)\b[^.]{0,30}?(KSh|R\$|MX\$|[$€£₹₦])\s?(\d[\d,]*)\s*(?:a|per|\/)\s*month\b|(KSh|R\$|MX\$|[$€£₹₦])\s?(\d[\d,]*)\s*(?:a|per|\/)\s*month\b[^.]{0,20}\b(?:budget|for marketing|on marketing)\b/i;

/** "We can spend KSh 600,000 over six months", "a budget of $3,000 for the next three months". */
const STATED_TOTAL = /\b(?:budget|spend)\b[^.]{0,30}?(KSh|R\$|MX\$|[$€£₹₦])\s?(\d[\d,]*)\s+(?:over|for|across|in)\s+(?:the\s+(?:next|first)\s+)?(\d{1,2}|[a-z]+)\s+months\b/i;

function readBudget(a: PlanFormData): Reading["budget"] {
  const range = BUDGET_DOLLARS[a.budgetRange] ?? BUDGET_DOLLARS.bootstrapped;
  const said = `${a.challenges} ${a.productDescription}`;
  if (a.budgetRange === "bootstrapped" && NO_MONEY.test(inReadersEnglish(said).toLowerCase())) return { min: 0, max: 0 };
  const stated = STATED_BUDGET.exec(said);
  // "We can spend KSh 600,000 over six months": a total over months is that much a month.
  const total = stated ? null : STATED_TOTAL.exec(said);
  const months = numberFrom(total?.[3]) ?? 0;
  const currency = stated?.[1] ?? stated?.[3] ?? (months > 0 ? total?.[1] : undefined);
  const figure = total && months > 0 ? Math.round(Number(total[2]!.replace(/,/g, "")) / months) : Number((stated?.[2] ?? stated?.[4] ?? "").replace(/,/g, ""));
  const amount = currency ? Math.round(toDollars(figure, currencyOf(currency)!)) : 0;
  // Only a narrower figure counts: "$300 a month" inside "under $500", not "$800" against "$2,000-$10,000".
  if (currency && amount > 0 && amount >= range.min && (range.max === null || amount < range.max)) {
    return { min: range.min, max: amount, said: `${currency}${/[A-Za-z]$/.test(currency) ? " " : ""}${figure.toLocaleString("en-US")} a month` };
  }
  return range;
}

/** Buyers in public services, who work in their country's language. */
const PUBLIC_SECTOR = /\b(?:hospitals?|clinics|municipalities|municipal|councils?|local authorities|public sector|government agencies|ministries|schools|universities|police)\b/;

/** Customers from abroad: "international and Erasmus students", "expats", "tourists", couples planning a destination wedding. */
const INTERNATIONAL =
  /\b(?:international|erasmus|exchange) students\b|\binternational and erasmus\b|\bexpats?\b|\bexpatriates\b|\btourists\b|\bvisitors from abroad\b|\b(?:couples|guests|clients|customers|half|many|most) from abroad\b|\bdestination weddings?\b/;

/** The product is open to anyone today: a free plan, paying customers, installs. */
const OPEN_NOW =
  /\b(?:is|it's|are) free (?:for|to (?:use|try|start))\b|\bfree (?:plan|tier|version)\b|\b(?:has|have) (?:\d[\d,]*|[a-z]+) (?:installs|users|paying|customers|subscribers|members)\b|\b\d[\d,]* of them paying\b/;
/** …unless the founder says it is still closed. */
const CLOSED = /\bwait ?list\b|\binvite[- ]only\b|\b(?:private|closed) beta\b|\bnot (?:yet )?open\b|\bbefore (?:we|it) (?:open|launch)/;

// ─── A maker on Etsy, Amazon or eBay who wants a shop and a list of their own ─────────────────────

/** Marketplace platforms makers sell through, with the name a plan gives them. */
const SELLING_PLATFORMS: [RegExp, string][] = [
  [/\betsy\b/i, "Etsy"],
  [/\bamazon(?: handmade)?\b/i, "Amazon"],
  [/\bebay\b/i, "eBay"],
  [/\bnot on the high street\b|\bnoths\b/i, "Not On The High Street"],
  [/\bdepop\b/i, "Depop"],
  [/\bvinted\b/i, "Vinted"],
  [/\bfolksy\b/i, "Folksy"],
];

/** A sentence about selling there: "I sell on Etsy", "620 Etsy sales", "our eBay shop". */
const SELLING_WORDS = /\b(?:sell|sells|selling|sold|sales|shop|store|listings?|orders|seller)\b/i;

/**
 * The goal is the founder's own channel: "30% of sales through my own website instead of Etsy",
 * "sell direct", "off Etsy", "1,000 email subscribers", "a mailing list".
 */
const OWN_CHANNEL_GOAL =
  /\b(?:my|our) own (?:web ?site|site|shop|store|online shop)\b|\b(?:sell|sales|selling|orders?) direct\b|\bdirect (?:sales|orders)\b|\b(?:instead of|off|away from|less reliant on|less dependent on) (?:etsy|amazon|ebay|not on the high street|depop|vinted|folksy)\b|\b(?:e-?mail|newsletter|mailing) (?:list|subscribers)\b|\bsubscribers\b|\bmailing list\b/i;

const SPAN_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, twelve: 12, eighteen: 18 };

/** "620 sales in two years", "about 40 orders a month": orders a month, rounded; null when the answers do not say. */
export function monthlyOrdersIn(text: string): number | null {
  const lower = text.toLowerCase();
  const span = /\b(\d{1,3}(?:,\d{3})+|\d+)\s+(?:[a-z]+\s+){0,2}?(?:sales|orders)\s+(?:in|over|across)\s+(?:the\s+)?(?:last\s+|past\s+|first\s+)?(\d{1,2}|a|an|one|two|three|four|five|six|twelve|eighteen)\s+(years?|months?)\b/.exec(lower);
  if (span?.[1] && span[2] && span[3]) {
    const count = Number(span[1].replace(/,/g, ""));
    const n = SPAN_WORDS[span[2]] ?? Number(span[2]);
    const months = span[3].startsWith("year") ? n * 12 : n;
    return count > 0 && months > 0 ? Math.max(1, Math.round(count / months)) : null;
  }
  const rate = /\b(\d{1,3}(?:,\d{3})+|\d+)\s+(?:[a-z]+\s+){0,2}?(?:sales|orders)\s+(?:a|per|each)\s+(month|week)\b/.exec(lower);
  if (rate?.[1] && rate[2]) {
    const count = Number(rate[1].replace(/,/g, ""));
    return count > 0 ? Math.round(rate[2] === "week" ? count * 4.345 : count) : null;
  }
  return null;
}

/** "30% of sales through my own website", "a third of orders direct": the share the founder wants on their own site. */
export function ownShareIn(metrics: string): number | null {
  const m = /\b(\d{1,2})\s?%\s+of\s+(?:my\s+|our\s+|all\s+)?(?:sales|orders|revenue|income)\b[^.;]{0,50}?\b(?:own|web ?site|site|direct|shop)\b/i.exec(metrics);
  if (m?.[1]) return Number(m[1]) / 100;
  const words = /\b(a third|a quarter|half)\s+of\s+(?:my\s+|our\s+)?(?:sales|orders|revenue)\b[^.;]{0,50}?\b(?:own|web ?site|site|direct|shop)\b/i.exec(metrics);
  return words?.[1] ? ({ "a third": 1 / 3, "a quarter": 0.25, half: 0.5 } as Record<string, number>)[words[1].toLowerCase()]! : null;
}

/** "1,000 email subscribers", "an email list of 500": the list size the founder aims for. */
export function listGoalIn(metrics: string): number | null {
  const m =
    /\b(\d{1,3}(?:,\d{3})+|\d+)\s+(?:e-?mail\s+|newsletter\s+|mailing[- ]list\s+)?(?:subscribers|sign-?ups)\b/i.exec(metrics) ??
    /\b(?:e-?mail|mailing) list of (\d{1,3}(?:,\d{3})+|\d+)\b/i.exec(metrics);
  return m?.[1] ? Number(m[1].replace(/,/g, "")) : null;
}

/**
 * A maker selling through marketplace platforms whose goal is their own site or list: the platforms
 * named in sentences about selling, and the numbers the plan's arithmetic needs. Null for a shop that
 * only competes with Amazon, or one with no goal of its own site.
 */
export function readMarketplaceSeller(a: PlanFormData, kind: BusinessKind): MarketplaceSeller | null {
  if (kind !== "ecommerce") return null;
  const selling = sentencesOf(clean(a.productDescription)).filter((s) => SELLING_WORDS.test(s));
  const platforms = SELLING_PLATFORMS.filter(([re]) => selling.some((s) => re.test(s)))
    .sort(([x], [y]) => a.productDescription.search(x) - a.productDescription.search(y))
    .map(([, name]) => name);
  if (!platforms.length || !OWN_CHANNEL_GOAL.test(`${a.successMetrics} ${a.challenges}`)) return null;
  return {
    platforms,
    monthlyOrders: monthlyOrdersIn(a.productDescription),
    ownShare: ownShareIn(a.successMetrics),
    listGoal: listGoalIn(a.successMetrics),
    fairs: /\b(?:craft|christmas|makers'?|artisan|design|gift) (?:fairs?|markets?)\b|\bfairs\b|\bmarket stalls?\b/i.test(`${a.productDescription} ${a.challenges}`),
  };
}

/**
 * The channels a metric is counted in: "30% of sales through my own website instead of Etsy" moves
 * sales off the marketplace rather than onto it, and "1,000 email subscribers" is an email list.
 */
function metricChannelsOf(metrics: string, seller: MarketplaceSeller | null): ChannelTag[] {
  const tags = channelsIn(metrics);
  if (!seller) return tags;
  const own = tags.filter((t) => t !== "marketplaces");
  return seller.listGoal !== null && !own.includes("email-marketing") ? [...own, "email-marketing"] : own;
}

/** Things bought once, kept or given (not used up and reordered). */
const KEPT_GOODS =
  /\b(?:jewell?ery|rings?|necklaces?|pendants?|earrings|bracelets?|brooches|prints|posters|paintings|artworks?|illustrations|ceramics|pottery|vases?|mugs|furniture|homeware|lamps?|rugs|quilts|blankets|cushions|bags|purses|wallets|knitwear|scarves|toys|keepsakes?|heirlooms?|engraved|personali[sz]ed gifts?)\b/i;
/** Things used up and bought again. */
const USED_UP =
  /\b(?:coffee|beans|tea|snacks?|food|meals?|meal kits?|skincare|serums?|cosmetics|supplements?|pet food|treats|candles?|soaps?|shampoo|refills?|wine|beer|spirits|sauces?|spices|chocolate|bread|flowers)\b/i;

/** The shop's goods are bought once or as gifts, not used up or subscribed to (see Reading.boughtOnce). */
export function readBoughtOnce(a: PlanFormData, kind: BusinessKind, recurring: boolean): boolean {
  if (kind !== "ecommerce" || recurring) return false;
  const pitch = firstSentence(a.productDescription);
  return KEPT_GOODS.test(pitch) && !USED_UP.test(pitch);
}

// ─── Orders from customers who are away ──────────────────────────────────────────────────────────

/** The shop delivers, or keeps orders ready for people who are not there yet. */
const DELIVERS =
  /\bdeliver(?:s|y|ies|ed|ing)?\b|\b(?:waiting|ready) (?:at|in) (?:the|their) (?:house|home|cottage)\b|\border(?:s|ed)? ahead\b|\b(?:phone|whatsapp) orders\b|\b(?:take|takes|taking) orders by (?:phone|whatsapp|text)\b/;
/** Customers who are away when they buy: holiday-home and second-home owners, visitors, people ordering from elsewhere. */
const AWAY =
  /\b(holiday[- ]home owners|second[- ]home owners|holiday[- ]homes?|second homes?|holiday cottages?|weekenders|visitors|tourists|people (?:ordering|who order) from (?:abroad|elsewhere|away))\b|\bbefore they (?:arrive|travel|come down)\b|\bwhen they arrive\b/;
const AWAY_WHO: [RegExp, string][] = [
  [/\bholiday[- ]homes?\b/, "holiday-home owners"],
  [/\bsecond[- ]homes?\b/, "second-home owners"],
  [/\bholiday cottages?\b/, "holiday-cottage owners"],
  [/\bweekenders\b/, "weekenders"],
  [/\btourists\b/, "tourists"],
  [/\bvisitors\b/, "visitors"],
];
const RADIUS = /\bwithin (\d+(?:\.\d+)?\s?(?:km|kilometres|kilometers|miles|mi))\b/;

/**
 * "We now take orders by phone or WhatsApp and deliver within 20 km, so holiday-home owners can have
 * gas … waiting at the house": a shop customers walk into that also sells to people who are away,
 * read from the pitch, the persona and the goal ("40 delivery orders a month from holiday-home owners").
 * Null for a shop whose customers come in (a bakery's click-and-collect is for its neighbours), and for a
 * trade that goes to the house (a plumber).
 */
function readRemoteOrders(a: PlanFormData, kind: BusinessKind, mobile: boolean): RemoteOrders | null {
  if (kind !== "local" || mobile) return null;
  const sold = `${a.productDescription} ${a.successMetrics}`.toLowerCase();
  const all = `${a.productDescription} ${a.audiencePersona} ${a.successMetrics}`.toLowerCase();
  if (!DELIVERS.test(sold) || !AWAY.test(all)) return null;
  const whatsapp = /\bwhats ?app\b/.test(sold);
  const phone = /\bby (?:phone|telephone)\b|\bphone orders\b|\bring (?:us|the shop)\b|\bcall us\b/.test(sold);
  return {
    who: AWAY_WHO.find(([re]) => re.test(all))?.[1] ?? "customers who are away",
    how: whatsapp && phone ? "by phone or WhatsApp" : whatsapp ? "on WhatsApp" : "by phone",
    whatsapp,
    radius: RADIUS.exec(sold)?.[1] ? `within ${RADIUS.exec(sold)![1]!.replace(/\s?(kilometres|kilometers)$/, " km").replace(/(\d)(km|mi)$/, "$1 $2")}` : null,
  };
}

// ─── All together ────────────────────────────────────────────────────────────────────────────────

/** `today`: the day the plan starts, which dated deadlines ("by Easter") count their weeks from. */
export function readAnswers(a: PlanFormData, today: Date = planDay()): Reading {
  const about = `${a.productName}. ${a.productDescription} ${a.audiencePersona} ${a.customAudienceType ?? ""}`;
  const lower = about.toLowerCase();
  // A children's entertainer's "ages 3 to 8" are the guests', not the buyers': the parents' own ages are in the persona.
  const party = partyEntertainerWordOf(firstSentence(a.productDescription)) !== null;
  const whose = readWhoseAges(lower);
  const { ages, childAges } = party && whose.ages && mostlyMinors(whose.ages) ? { ages: readAges(a.audiencePersona.toLowerCase()), childAges: whose.childAges ?? whose.ages } : whose;
  const teen = ages !== null && mostlyMinors(ages);
  const kind = readKind(a, lower, teen);
  const place = readPlace(a);
  const country = readCountry(a, place);
  const crowdfunding = readCrowdfunding(a, today, readCurrency(a, country, place));
  const band = kind === "creator" && !teen ? readBand(a, firstSentence(a.productDescription), today) : null;
  const digital = kind === "creator" && !teen && !band ? readDigitalProduct(a, firstSentence(a.productDescription)) : null;
  // A band's tour is its own reading (band.ts), not one ticketed event.
  const event = crowdfunding || band ? null : readEvent(a, today, readCurrency(a, country, place));
  // A campaign's deadline is its last day ("in 30 days, launching 1 March" ends on 31 March), not 30 days from today.
  // An event's is its day: nothing is sold or scheduled after it.
  const deadline = crowdfunding?.end
    ? {
        weeks: crowdfunding.end.week,
        dated: { said: `by the end of the ${crowdfunding.days}-day ${crowdfunding.platform} campaign`, day: crowdfunding.end.day, weeks: crowdfunding.end.week },
      }
    : event?.day
      ? { weeks: event.day.week, dated: { said: `on the day of the ${event.format}`, day: event.day.day, weeks: event.day.week } }
      : readDeadline(a.successMetrics, today, country);
  const horizonWeeks = HORIZON_WEEKS[a.timeHorizon] ?? 13;
  const deadlineWeeks = deadline.weeks;
  const planWeeks = deadlineWeeks ? Math.min(horizonWeeks, deadlineWeeks) : horizonWeeks;
  const sponsorship = kind === "creator" && !band ? readSponsorship(a) : null;
  // "I don't want to read ads for products I wouldn't use": a rule on the ads the show carries, which
  // the plan keeps as the filter on sponsors, not advertising the founder would buy.
  const avoid = readAvoid([a.challenges, a.productDescription, a.audiencePersona]).filter(
    (o) => !(sponsorship?.rule && PAID_TAGS.includes(o.tag) && o.quote.slice(0, 30) === sponsorship.rule.slice(0, 30)),
  );
  const timeLimit = readTimeLimit([a.challenges, a.productDescription]);
  // A job board's audience is its candidates, as the founder writes them ("Rust developers", capital kept).
  const board = kind === "marketplace" ? readJobBoard(a, firstSentence(a.productDescription)) : null;
  const audienceInFull = board && board.candidates !== "candidates" ? board.candidates : readAudience(a, kind, ages, childAges, place);
  const shared = timeLimit !== null && sharedHours(timeLimit.quote, timeLimit.hours, kind, a.productStage);
  const localLanguage =
    writtenIn(`${a.productDescription} ${a.audiencePersona}`) ??
    // A shop, or a marketplace in one city, speaks the city's language.
    (kind === "local" || (kind === "marketplace" && a.audienceGeography === "local") ? (cityLanguage(place) ?? (country ? COUNTRY_LANGUAGE[country] : null)) : null) ??
    // Small businesses in one country buy in its language; developers and enterprises read English.
    (kind === "b2b-smb" && a.audienceGeography === "specific-country" && country ? (COUNTRY_LANGUAGE[country] ?? null) : null) ??
    // Hospitals, councils and schools work in the country's language, however large they are.
    (kind === "b2b-enterprise" && a.audienceGeography === "specific-country" && country && PUBLIC_SECTOR.test(lower) ? (COUNTRY_LANGUAGE[country] ?? null) : null) ??
    // A campaign for backers in one country speaks its language: its press, its cycling blogs, its list.
    (crowdfunding && a.audienceGeography === "specific-country" && country ? (COUNTRY_LANGUAGE[country] ?? null) : null) ??
    // People across Latin America read Spanish, and Portuguese in Brazil.
    (a.audienceGeography === "latin-america" && !["devtool", "b2b-enterprise"].includes(kind) ? "Spanish (Portuguese for Brazil)" : null) ??
    "English";
  // International students, expats and tourists read English beside the local language.
  // A brand whose sales are counted on Amazon or Walmart is not a maker moving buyers to a site of their own; a
  // producer whose goal is shelves in shops, or a self-published book, is read by its own module.
  const wholesale = kind === "ecommerce" ? readWholesale(a, PHYSICAL_GOODS.test(lower) || FOOD_AND_DRINK.test(lower)) : null;
  const marketplaceBrand =
    kind === "ecommerce" && !teen && !crowdfunding && !readBook(a, firstSentence(a.productDescription)) && !(wholesale && !/\b(?:amazon|walmart|acos)\b/i.test(a.successMetrics))
      ? readMarketplaceBrand(a, firstSentence(a.productDescription), country, monthlyOrdersIn(a.productDescription))
      : null;
  // A print-on-demand shop is read as one: not a maker's handmade pieces on Etsy, not a producer selling to shops.
  const pod = kind === "ecommerce" && !teen ? readPrintOnDemand(a, firstSentence(a.productDescription), monthlyOrdersIn(a.successMetrics)) : null;
  const seller = marketplaceBrand ? null : pod ? null : readMarketplaceSeller(a, kind);
  const recurring = a.productType === "subscription" || /\b(?:a|per|\/)\s?(?:month|mo|year|yr)\b/.test(readPrice(`${a.productDescription} ${a.audiencePersona}`) ?? "");
  // A tour's guests are visitors: they read the languages of where they come from, not the city's.
  const tour = kind === "local" && !teen ? readTour(a, firstSentence(a.productDescription)) : null;
  // Expats learning the city's language read English until they have learned it.
  const teachesLocalLanguage = new RegExp(`\\b${localLanguage} (?:classes|class|lessons?|school|courses?|tuition|teachers?|tutors?)\\b`, "i").test(about);
  const language = tour ? joinWords(tour.languages) :
    teachesLocalLanguage && INTERNATIONAL.test(lower) ? "English" :
    localLanguage !== "English" && !localLanguage.includes(" and ") && kind !== "devtool" && INTERNATIONAL.test(lower) ? `${localLanguage} and English` : localLanguage;
  // A nursery's "tuition" or "lessons" are its fees and its days, not a teacher's: childcare is a service, never lessons.
  // A newborn and family photographer works in a studio or at home: a service, not a wedding supplier.
  const familyPhoto = kind === "local" && !teen ? readFamilyPhoto(a, firstSentence(a.productDescription), country) : null;
  const trade = kind === "local" ? (familyPhoto ? "service" : childcareWordOf(firstSentence(a.productDescription)) && localTrade(about).trade === "lessons" ? "service" : privateTeacherWordOf(a) ? "lessons" : localTrade(about).trade) : null;
  const pupils = trade === "lessons" ? lessonPupils({ ages, childAges }, `${a.productDescription} ${a.audiencePersona}`) : null;
  const driving = readDriving(a, kind, firstSentence(a.productDescription));
  const examTutoring = kind === "local" && trade === "lessons" ? readExamTutoring(a) : null;
  const kidsClub = kind === "local" && !teen && !examTutoring ? readKidsClub(a, firstSentence(a.productDescription), childAges ?? ages, country) : null;
  const trainer = kind === "local" && !teen && !kidsClub ? readTrainer(a, firstSentence(a.productDescription), ages, country) : null;
  const architect = kind === "local" && !teen ? readArchitect(a, firstSentence(a.productDescription), country ?? readCountry(a, a.productDescription)) : null;
  const currency = readCurrency(a, country, place);
  const adultClasses = pupils === "adults" && !driving && !examTutoring ? readAdultClasses(a, localTrade(about).shop, country, place, currency.prefix) : null;
  const letting = ["b2b-smb", "software", "local"].includes(kind) && !teen ? readLetting(a, firstSentence(a.productDescription), country ?? readCountry(a, a.productDescription)) : null;
  return {
    kind,
    teen,
    ages,
    childAges,
    local: kind === "local",
    trade,
    pupils,
    // What the business is, in the founder's first sentence: a competitor's consultants do not count.
    services: SERVICES.test(firstSentence(a.productDescription).toLowerCase()),
    place,
    country,
    language,
    openSource: /\bopen[- ]source(d)?\b|\b(mit|apache|gpl|bsd)[- ]licen[cs]ed?\b/.test(lower),
    budget: readBudget(a),
    currency,
    horizonWeeks,
    deadlineWeeks,
    planWeeks,
    startDay: today,
    datedDeadline: deadline.dated,
    closedMonths: readClosedMonths(a.challenges, today, planWeeks),
    avoid,
    timeLimit: timeLimit?.quote ?? null,
    weeklyHours: timeLimit && shared ? marketingShare(timeLimit.hours!) : (timeLimit?.hours ?? null),
    hoursCoverBuilding: timeLimit && shared ? timeLimit.hours : null,
    marketingSlot: readMarketingSlot(timeLimit?.quote ?? null),
    customersFree: readCustomersFree(`${a.challenges} ${a.audiencePersona}`),
    afterHoursOnly: timeLimit !== null && AFTER_HOURS.test(timeLimit.quote),
    noPosts: refusesPosting([a.challenges, a.productDescription]),
    stage: a.productStage,
    openNow: OPEN_NOW.test(a.productDescription.toLowerCase()) && !CLOSED.test(`${a.productDescription} ${a.challenges}`.toLowerCase()),
    mentioned: affirmedChannels(`${a.productDescription}\n${a.audiencePersona}`).filter((t) => !avoid.some((o) => o.tag === t)),
    // A Notion template's Notion is the app it is made for, not what buyers use instead.
    competitor: ((c) => (c && digital?.tool?.toLowerCase() === c.toLowerCase() ? null : c))(readCompetitor(`${a.productDescription} ${a.audiencePersona} ${a.challenges}`)),
    // A letting agent's price is its fee ("10% of rent"), not the online agents' "£60 a month" it names.
    price: letting?.fee ?? readPrice(`${a.productDescription} ${a.audiencePersona}`),
    pitch: firstSentence(a.productDescription),
    audience: shortAudience(audienceInFull),
    audienceInFull,
    // A family photographer with a studio is visited; one without goes to the family's home.
    visitsCustomers: kind === "local" && (familyPhoto ? !familyPhoto.studio : localTrade(about).mobile),
    noDiscount: noDiscountIn(`${a.challenges} ${a.productDescription}`),
    solo: kind === "local" && WORKS_ALONE.test(`${a.productDescription} ${a.challenges}`),
    smallTown: (kind === "local" || (kind === "marketplace" && a.audienceGeography === "local")) && readSmallTown(`${a.localRegion ?? ""} ${a.productDescription} ${a.audiencePersona}`.toLowerCase()),
    metricChannels: metricChannelsOf(a.successMetrics, seller).filter((t) => !avoid.some((o) => o.tag === t)),
    founderName:
      // "I'm Inês Carvalho, a freelance wedding photographer": names with accents too.
      /\b(?:I'm|I am|My name is|my name is)\s+(\p{Lu}\p{Ll}+(?:[ -]\p{Lu}[\p{Ll}'’]+)?)(?=,|\s(?:a|an|and|the)\b)/u.exec(a.productDescription)?.[1] ??
      // "run by me (Maria) and one part-time bather"
      /\b(?:by|is) me \((\p{Lu}\p{Ll}+(?: \p{Lu}[\p{Ll}'’]+)?)\)/u.exec(a.productDescription)?.[1] ??
      null,
    recurring,
    appStore: ["b2b-smb", "b2b-enterprise", "software", "devtool"].includes(kind) ? readAppStore(a) : null,
    capacity: readCapacity([a.challenges, a.productDescription], `${a.productDescription} ${a.audiencePersona}`),
    quietSlots: kind === "local" && QUIET_SLOTS.test(`${a.successMetrics} ${a.challenges}`.toLowerCase()),
    game: kind === "consumer-app" && readGame(a),
    storeGame: kind === "consumer-app" ? readStoreGame(a, readGame(a)) : null,
    follows: readFollows(a.audiencePersona),
    paidMessages: readPaidMessages([a.challenges, a.productDescription]),
    messagingFirst: teen ? null : readMessagingFirst([a.audiencePersona, a.productDescription]),
    distrust: readDistrust([a.challenges, a.audiencePersona]),
    shortClipsFail: readShortClipsFail(a.challenges),
    unfamiliar: readUnfamiliar(a),
    // A job board's two sides are read by its own module: no seller payouts, no shares of a sale.
    marketplace: kind === "marketplace" && !jobBoardWordOf(firstSentence(a.productDescription)) ? readMarketplace(a) : null,
    jobBoard: board,
    publication: kind === "creator" && !band && !digital && isPublication(lower),
    wholesale: marketplaceBrand && !pod ? null : wholesale,
    sponsorship,
    marketplaceSeller: seller,
    marketplaceBrand,
    printOnDemand: pod,
    artist: kind === "ecommerce" && !teen && !pod ? readArtist(a, firstSentence(a.productDescription), country) : null,
    noCamera: readNoCamera([a.challenges, a.productDescription]),
    boughtOnce: readBoughtOnce(a, kind, recurring),
    remoteOrders: readRemoteOrders(a, kind, kind === "local" && localTrade(about).mobile),
    mature: !teen && readMature(ages, about),
    forOlderParent: readForOlderParent(about),
    outlets: readOutlets(a.audiencePersona),
    // "Mostly from a piece in a local paper": what already works, unless the founder also says it stopped.
    worked: ((w) => (w && !avoid.some((o) => o.tag === w.tag) ? w : null))(readWorked([a.productDescription, a.challenges, a.audiencePersona])),
    trialLeak: readTrialLeak(a.challenges, a.successMetrics),
    crowdfunding,
    research: readResearch(a, kind),
    stay: kind === "local" ? readStay(a, firstSentence(a.productDescription)) : null,
    mobileFood: kind === "local" ? readMobileFood(a, firstSentence(a.productDescription), place) : null,
    examTutoring,
    workspace: kind === "local" ? readWorkspace(a, firstSentence(a.productDescription)) : null,
    taproom: kind === "local" && !teen ? readTaproom(a, firstSentence(a.productDescription), country) : null,
    gym: kind === "local" && !kidsClub && !trainer ? readGym(a, firstSentence(a.productDescription)) : null,
    clinic: kind === "local" && !teen ? readClinic(a, firstSentence(a.productDescription), country ?? readCountry(a, a.productDescription)) : null,
    childcare: kind === "local" && !teen ? readChildcare(a, firstSentence(a.productDescription), country, place) : null,
    installer: kind === "local" && !teen && !architect ? readInstaller(a, firstSentence(a.productDescription), country ?? readCountry(a, a.productDescription)) : null,
    homeCare: kind === "local" && !teen ? readHomeCare(a, firstSentence(a.productDescription), country, place) : null,
    careHome: kind === "local" && !teen ? readCareHome(a, firstSentence(a.productDescription), country, place) : null,
    funeral: trade === "funeral" && !teen ? readFuneral(a, about, country, place) : null,
    law: kind === "local" && !teen ? readLaw(a, firstSentence(a.productDescription), country ?? readCountry(a, a.productDescription)) : null,
    removals: kind === "local" && !teen ? readRemovals(a, firstSentence(a.productDescription), country ?? readCountry(a, a.productDescription)) : null,
    kidsClub,
    petBoarding: kind === "local" && !teen ? readPetBoarding(a, firstSentence(a.productDescription), country) : null,
    familyPhoto,
    tattoo: kind === "local" && !teen ? readTattoo(a, firstSentence(a.productDescription), country) : null,
    deviceRepair: kind === "local" && !teen ? readDeviceRepair(a, firstSentence(a.productDescription), country) : null,
    partyEntertainer: kind === "local" && !teen && !kidsClub ? readPartyEntertainer(a, firstSentence(a.productDescription), childAges ?? ages, country) : null,
    trainer,
    architect,
    driving,
    // Adults taught in classes or courses: not a driving instructor, not exam tutoring.
    adultClasses,
    // Adults taught one-to-one, online or in town: not in classes (the line above), not a driving instructor, not exam tutoring.
    privateTeacher: pupils === "adults" && !driving && !examTutoring && !adultClasses ? readPrivateTeacher(a, country, currency.prefix, true) : null,
    coaching: kind === "creator" && !band && !digital ? readCoaching(a, teen) : null,
    membership: kind === "creator" && !band && !digital ? readMembership(a, firstSentence(a.productDescription)) : null,
    recruiter: ["b2b-smb", "software", "local"].includes(kind) && !teen && !board ? readRecruiter(a, firstSentence(a.productDescription), country ?? readCountry(a, a.productDescription)) : null,
    accounting: ["b2b-smb", "software", "local"].includes(kind) && !teen && !adviserWordOf(firstSentence(a.productDescription)) && !recruiterWordOf(firstSentence(a.productDescription)) ? readAccounting(a, firstSentence(a.productDescription), country ?? readCountry(a, a.productDescription)) : null,
    translator: ["b2b-smb", "b2b-enterprise", "software"].includes(kind) && !teen ? readTranslator(a, firstSentence(a.productDescription)) : null,
    itSupport: ["b2b-smb", "software", "local"].includes(kind) && !teen ? readItSupport(a, firstSentence(a.productDescription), country ?? readCountry(a, a.productDescription)) : null,
    letting,
    farmBox: kind === "local" && !teen ? readFarmBox(a, firstSentence(a.productDescription)) : null,
    adviser: kind === "local" && !teen ? readAdviser(a, firstSentence(a.productDescription), country) : null,
    book: kind === "ecommerce" && !teen ? readBook(a, firstSentence(a.productDescription)) : null,
    band,
    youngChildren: readYoungChildren(a, kind, childAges),
    smallholders: kind === "consumer-app" && !teen ? readSmallholders(a, country) : null,
    farmEquipment: kind === "consumer-app" && !teen ? readFarmEquipment(a, readSmallholders(a, country)) : null,
    desktopApp: kind === "consumer-app" && !teen ? readDesktopApp(a, firstSentence(a.productDescription)) : null,
    wpPlugin: ["software", "b2b-smb", "devtool"].includes(kind) && !teen ? readWpPlugin(a, firstSentence(a.productDescription)) : null,
    agency: ["software", "b2b-smb", "b2b-enterprise"].includes(kind) && !teen && !recruiterWordOf(firstSentence(a.productDescription)) ? readAgency(a, firstSentence(a.productDescription)) : null,
    // A restaurant, food truck or venue that also caters keeps its own reading.
    caterer:
      ["local", "b2b-smb", "b2b-enterprise", "software"].includes(kind) && !teen && !readMobileFood(a, firstSentence(a.productDescription), place) && !readVenue(a, firstSentence(a.productDescription)) && !restaurantWordOf(firstSentence(a.productDescription), a.productDescription)
        ? readCaterer(a, firstSentence(a.productDescription), country ?? (readCurrency(a, country, place).code === "GBP" ? "United Kingdom" : null))
        : null,
    browserExtension: ["consumer-app", "software", "b2b-smb", "devtool"].includes(kind) && !teen ? readBrowserExtension(a, firstSentence(a.productDescription)) : null,
    digitalProduct: digital,
    clinician: (kind === "b2b-smb" || kind === "software") && !teen ? readClinicianSoftware(a, firstSentence(a.productDescription), country) : null,
    agtech: ["b2b-smb", "b2b-enterprise", "software", "ecommerce"].includes(kind) && !teen ? readAgtech(a, firstSentence(a.productDescription), country ?? readCountry(a, a.productDescription)) : null,
    meetPeople: kind === "consumer-app" && !teen ? readMeetPeople(a, firstSentence(a.productDescription), !teen && readMature(ages, about)) : null,
    tour,
    venue: kind === "local" && !teen ? readVenue(a, firstSentence(a.productDescription)) : null,
    // A restaurant that is not a food truck, a taproom, a venue, a stay, a tour or an event selling tickets.
    experience: kind === "local" && !teen && !tour && !event ? readExperience(a, firstSentence(a.productDescription)) : null,
    restaurant:
      kind === "local" && !teen && !tour && !event && !readMobileFood(a, firstSentence(a.productDescription), place) && !readTaproom(a, firstSentence(a.productDescription), country) && !readVenue(a, firstSentence(a.productDescription)) && !readStay(a, firstSentence(a.productDescription))
        ? readRestaurant(a, firstSentence(a.productDescription))
        : null,
    schools: ["b2b-smb", "b2b-enterprise", "ecommerce"].includes(kind) ? readSchoolSales(a, place) : null,
    church: ["b2b-smb", "b2b-enterprise"].includes(kind) ? readChurchSoftware(a, firstSentence(a.productDescription)) : null,
    event,
    homeVisits: kind === "local" && localTrade(about).mobile ? readHomeVisits(a, readPrice(`${a.productDescription} ${a.audiencePersona}`)) : null,
    charity: teen || crowdfunding || event ? null : readCharity(a, firstSentence(a.productDescription), country),
    florist: kind === "local" && !teen && !event ? readFlorist(a, firstSentence(a.productDescription), readCurrency(a, country, place).prefix, country) : null,
    weddingSupplier: trade === "events" && !teen ? readWeddingSupplier(a, about, today, country, readCurrency(a, country, place).prefix) : null,
  };
}

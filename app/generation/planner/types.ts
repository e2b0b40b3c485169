import type { AudienceType, Goal, ProductStage, Skill } from "~/wizard/options";
import type { IMPACTS, TIME_FRAMES } from "~/generation/schemas";
import type { ChannelTag } from "~/plan-quality/channels";
import type { BusinessKind } from "~/plan-quality/kinds";
import type { LocalTrade } from "~/plan-quality/local-trade";
import type { Clinic } from "~/plan-quality/clinic";
import type { TicketedEvent } from "~/plan-quality/event";
import type { WeddingCraft } from "~/plan-quality/wedding-supplier";

/**
 * One entry of the built-in planner's curated library.
 *
 * Text fields are written for the founder and filled from their answers. Two notations, never mixed
 * up in what the founder reads:
 * - `{token}` (single braces) is filled by Liftoff: {product} {website} {audience} {place} {areas} {geo}
 *   {price} {competitor} {pitch} {goal} {metrics} {language} {marketplace} {plugins} {registries}, for a newsletter
 *   {conversion} {notAdvice} {questionsRule} {inShort} {covering}, for a producer selling to shops {stockists} {stockist} {tradePrice}
 *   {shelfPrice} {unit} {caseOf} {margin} {shopMargin} {stockistPace} {buyerCount} {foodGroup} {region} {workDays} {callIn},
 *   for a show selling sponsorship {medium} {listeners} {showUnit} {reachWord} {reach}
 *   {reachFigure} {askPrice} {pilotPrice} {sponsorMath} {sponsorRule} {sponsorTest} {sponsorEvents} {sponsorsWanted}
 *   {surveyTarget} {buys} {adRoute} {adMarketplaces} {hear} {notes} {onAir} {charts}, for a maker on Etsy or Amazon {platform} {ownSiteMath}
 *   {ownOrders} {listTarget} {stall} {giftDates},
 *   for a crowdfunding campaign {campaignPlatform} {launchDate} {endDate} {target}
 *   {pledge} {first48} {campaignDays} {campaignMath} {honestRule} {listSize} {signupWorth}, for an event selling tickets
 *   {eventDay} {eventDate} {eventFormat} {eventCity} {earlyPrice} {fullPrice} {studentPrice} {earlyBirdEnds} {ticketTarget}
 *   {milestone} {milestonePace} {eventMath} {venueDue} {meetups} {universities} {eventPlatforms} {eventShowcase} {talks} {leftOut}, and for a
 *   two-sided marketplace {supply} {supplyOne} {demand} {served} {pay} {payout} {listingRules} {atWork} {orders} {buyVerb} {circles} {take} {organiser} {buyerGroup} {offer} {welcome}
 *   {items} {menu} {next} {occasion} {supplyVerb} {peer} {peers} {tasting} {firstLook}, and for buyers who run their
 *   business on a messaging app {messagingApp} {messagingBusiness} {messagingQuote}, for a game on a PC or console
 *   store {store} {festival} {wishlistMath} {release} {likeGame}, for a charity growing monthly donors {charityWord} {charityTown}
 *   {rescued} {rescuedOne} {rescuedOneWord} {rescuedName} {rescuedFrom} {helpedAYear} {donorsNow} {donorsGoal} {donorsToFind} {donorPace}
 *   {monthlyGift} {monthlyWord} {donorMath} {giftAidLine} {giftAidStep} {giftAidName} {giftAidBox} {giftAidClaim} {giftAidResource}
 *   {softOptInAdopters} {givingPlatforms} {consentRule}, for a print-on-demand shop {podPartner} {podGoods} {podItem} {podItems}
 *   {podPrices} {podMargin} {podMarginShort} {podStore} {podDesigns} {podDrop} {podGoal} {podMath} {podBigger} {podShipping}
 *   {podMarketplaces} {podWorn} {podOnThem} {podPhotoPlaces} {podDelivery} {podFitQuestion} {podBannerWhen} {podGiftEmailWhen}
 *   {podPhotoStep} {podSignupWhere} {podAdsBundle} {podAdsTracking}. A token Liftoff cannot fill becomes a
 *   slot, e.g. {website} → "{{link to your page}}" when no landing page was given.
 * - `{{slot}}` (double braces, lower case, a few words) is left for the founder to fill when sending:
 *   {{first name}}, {{their shop}}, {{date}}. Only what Liftoff cannot know is a slot. No [square
 *   bracket] placeholders anywhere.
 */
export type LibraryTactic = {
  /** Unique, kebab-case. */
  id: string;
  name: string;
  /** The kinds of business it fits (a hard filter). */
  kinds: BusinessKind[];
  /** Narrows further by audience when set (a hard filter). */
  audiences?: AudienceType[];
  /** Audiences it does not reach (launch sites for makers are not where students look). */
  notFor?: AudienceType[];
  /** Goals it serves best (a preference). */
  goals: Goal[];
  /** Stages where it makes sense at all (a hard filter). */
  stages: ProductStage[];
  /** What it leans on, main channel first: matched against what the founder says does not work. */
  channels: [ChannelTag, ...ChannelTag[]];
  /**
   * Skills it needs. A founder without one of them gets the tactic only when `workaround` says how
   * to cover that skill cheaply; otherwise it is left out.
   */
  requires: Skill[];
  /** How to cover each required skill without having it (one sentence each, added to the advice). */
  workaround?: Partial<Record<Skill, string>>;
  /** Skills that make it work better (a bonus, never a condition). */
  uses: Skill[];
  /** Money it takes to run well, in US dollars a month (0 and 0 for time-only tactics). */
  cost: { min: number; max: number };
  /** Money goes to an ad platform, a sponsor or paid creators. */
  paid: boolean;
  /** Founder hours a week it takes. */
  hoursPerWeek: number;
  /** Works with the users a product already has (ambassadors recruited from them): an MVP open to everyone today qualifies, as a beta does. */
  fromUsers?: boolean;
  /** Private contact with individuals (DMs, calls, meetups, 1:1 email): never for audiences under 18. */
  contactsIndividuals: boolean;
  /** Needs a physical place the customers can visit or a place-bound audience. */
  inPerson?: boolean;
  /**
   * Only for local businesses of these trades (a hard filter): pre-orders suit a bakery, not a salon
   * people book; delivery apps suit food only.
   */
  trades?: LocalTrade["trade"][];
  /**
   * Only when the founder's own description says so (a hard filter): a pupils' concert is for music
   * lessons, not for a maths tutor or a swimming teacher.
   */
  onlyWhen?: RegExp;
  /** For a teacher whose pupils include children, chosen by their parents: not for learners of 16 and over (a driving instructor's). */
  childPupils?: boolean;
  /** For a teacher who takes adults too: not for one who teaches only children ("children aged 3 to 11"). */
  adultLearners?: boolean;
  /**
   * Only for a local shop that sells for delivery or to order ahead to customers who are away
   * (holiday-home owners, visitors): "any" way they order, or only when they order on WhatsApp.
   * Preferred for such a shop, whose goal is those orders.
   */
  remoteOrders?: "any" | "whatsapp";
  /**
   * Made for a place people stay the night (guest house, B&B, holiday let) whose goal is bookings
   * (Reading.stay): only for one, and a stay's plan is made of these (a shop's window, chalkboard or
   * neighbour's first visit mean nothing to guests who live far away). The number is its place in the
   * plan, 1 first: the booking page before what sends guests to it, the card before the season opens.
   */
  stay?: number;
  /**
   * Made for a mobile food vendor (food truck, food cart, coffee cart; Reading.mobileFood): only for one,
   * and such a vendor's plan is made of these (it has no till, window or shop to drive to). The number is
   * its place in the plan, 1 first. `catering`: only when the founder names catering or private events.
   */
  mobileFood?: number;
  catering?: boolean;
  /**
   * Made for exam tutoring of secondary-age pupils (Reading.examTutoring: GCSE, A-level): only for it,
   * and its plan is made of these (a piano teacher's primary-school gate, concert and daytime lessons for
   * adult beginners are for another pupil). The number is its place in the plan, 1 first.
   */
  examTutoring?: number;
  /**
   * Made for a charity or non-profit whose goal is gifts (Reading.charity): only for one, and a charity's
   * plan is made of these (a stamp card, a review card by the till or an investor update mean nothing to
   * a donor). The number is its place in the plan, 1 first: the giving page before what sends people to it.
   */
  charity?: number;
  /**
   * Made for a shared workspace people join by the month (coworking space, shared studios, maker space;
   * Reading.workspace): only for one, and a workspace's plan is made of these (pre-orders, a staff perk
   * card or the till mean nothing to a freelancer choosing a desk). The number is its place in the plan, 1 first.
   */
  workspace?: number;
  /**
   * Made for a brewery's taproom or a winery's, cidery's or distillery's tasting room (Reading.taproom):
   * only for one, and such a room's plan is made of these (pre-orders, a staff perk card or "come in and
   * say hello" mean nothing to a drinker choosing where to go on a Thursday). Its place in the plan, 1 first.
   */
  taproom?: number;
  /**
   * Made for a venue hired for weddings and events (a barn, a country house, an event space; Reading.venue):
   * only for one, and a venue's plan is made of these (a shop's discovery sets or stockists book no wedding).
   * The number is its place in the plan, 1 first.
   */
  venue?: number;
  /**
   * Made for a sit-down restaurant filling its quiet nights (Reading.restaurant): only for one, and a
   * restaurant's plan is made of these (a flyer door drop, breakfast boxes or a staff perk card fill no
   * Tuesday table). Its place in the plan, 1 first.
   */
  restaurant?: number;
  /**
   * Made for a gym or studio people join by the month (Reading.gym: a bouldering gym, a CrossFit box, a yoga
   * studio): only for one, and a gym's plan is made of these. The number is its place in the plan, 1 first.
   */
  gym?: number;
  /**
   * Made for a driving instructor (Reading.driving): only for one, and an instructor's plan is made of these.
   * The number is its place in the plan, 1 first.
   */
  driving?: number;
  /**
   * Made for a school or teacher whose learners are adults, taught in classes or courses (Reading.adultClasses:
   * a language school for expats, evening classes): only for one, and its plan is made of these. The number is
   * its place in the plan, 1 first. `adultClassesFor`: only for a school that teaches a language, one whose
   * learners are newcomers to the place, or one that teaches anything but a language ("other").
   */
  adultClasses?: number;
  adultClassesFor?: "language" | "newcomers" | "other";
  /**
   * Made for a teacher of adults one-to-one, online or in town (Reading.privateTeacher: a guitar teacher on
   * Zoom, a singing teacher in a home studio): only for one, and its plan is made of these. The number is its
   * place in the plan, 1 first. `privateTeacherFor`: only for one who teaches in person, one willing to be
   * filmed, or one shy on camera.
   */
  privateTeacher?: number;
  privateTeacherFor?: "in-person" | "camera" | "no-camera";
  /**
   * Made for online coaching sold by the month (Reading.coaching: fitness, strength, running, nutrition,
   * business or life coaching with check-ins): only for it, and a coach's plan is made of these. The
   * number is its place in the plan, 1 first.
   */
  coaching?: number;
  /**
   * Made for a paid online community or membership sold by the month (Reading.membership: a private forum,
   * a Discord or Circle group, accountability groups): only for one, and its plan is made of these. Its place in the plan, 1 first.
   */
  paidCommunity?: number;
  /**
   * Made for a niche job board (Reading.jobBoard: employers pay per listing, candidates are free): only for
   * one, and a job board's plan is made of these. The number is its place in the plan, 1 first.
   */
  jobBoard?: number;
  /**
   * Made for a health practice (Reading.clinic: a vet practice, a physio's clinic): only for one, and its plan
   * is made of these. The number is its place in the plan, 1 first; clinicCare keeps it to vets or to physios.
   */
  clinic?: number;
  /**
   * Made for a print-on-demand shop (Reading.printOnDemand: designs printed to order by Printful, Printify,
   * Redbubble…): only for one, and its plan is made of these. The number is its place in the plan, 1 first.
   * podOwnStore: only for a shop with a store of its own (bundles, gift pages, Google's listings); podNoStore:
   * only for one that sells on marketplaces alone.
   */
  printOnDemand?: number;
  podOwnStore?: boolean;
  podNoStore?: boolean;
  clinicCare?: Clinic["care"] | Clinic["care"][];
  /**
   * Made for early-years childcare (Reading.childcare: a day nursery, a childminder, an after-school club): only
   * for one, and its plan is made of these (visits followed up, a waiting list by start date, parents' word;
   * no till, regulars or vouchers). The number is its place in the plan, 1 first.
   */
  childcare?: number;
  /** With childcare: only for a new setting with no inspection grade yet (Childcare.noGrade). */
  childcareNoGrade?: boolean;
  /** With childcare: only for these forms (a club's term bookings, a nursery's or a childminder's waiting list by return to work). */
  childcareForms?: ("nursery" | "childminder" | "club")[];
  /**
   * Made for a home-improvement installer (Reading.installer: solar panels and batteries, heat pumps, kitchens,
   * loft conversions): only for one, and its plan is made of these. The number is its place in the plan, 1
   * first; installerEnergy keeps it to work that saves energy (talks at community energy groups, bills as proof).
   */
  installer?: number;
  installerEnergy?: boolean;
  /**
   * Made for a removals or moving company (Reading.removals: house moves, a man and van, student moves,
   * storage): only for one, and its plan is made of these (people move once: no till, regulars, staff perk
   * cards or gift vouchers). The number is its place in the plan, 1 first.
   */
  removals?: number;
  /** With removals: only on a budget of $10,000 a month or more (an office hand and ads in every area carry it). */
  removalsBigBudget?: boolean;
  /**
   * Made for an experience booked as a group or an outing (Reading.experience: escape rooms, a pottery
   * studio): only for one, and its plan is made of these. Its place in the plan for each form (rooms,
   * studio), 1 first; a form without a place does not get it.
   */
  experience?: { rooms?: number; studio?: number };
  /** With experience: only when a new room is opening (Experience.newRoom). */
  experienceNewRoom?: boolean;
  /** With gym: only when students are among its members (Gym.students). */
  gymStudents?: boolean;
  /**
   * Made for a food subscription delivered from a farm (Reading.farmBox: a veg box, a CSA share, a milk round):
   * only for one, and its plan is made of these (no till, window or walk-in regulars). Its place in the plan, 1 first.
   */
  farmBox?: number;
  /** With farmBox: only for seasonal produce that gardens compete with in summer (FarmBox.seasonal). */
  farmBoxSeasonal?: boolean;
  /**
   * Made for a florist with a shop and local delivery (Reading.florist): only for one, and its plan is made of
   * these (weekly accounts, a home subscription, sympathy work, direct orders; no stamp card or door drop).
   * Its place in the plan, 1 first.
   */
  florist?: number;
  /**
   * Made for a wedding and event supplier who goes to the couple's day (Reading.weddingSupplier: a photographer,
   * a DJ, a band, a celebrant, a cake maker): only for one, and its plan is made of these (venues' lists, real
   * weddings in full, reviews, referrals; no regulars, till or window). Its place in the plan, 1 first.
   * `wsCrafts`: only for suppliers who deliver this (a DJ's floor video is not a photographer's gallery).
   * `wsOffPeak`: only when the founder names dates to fill (Fridays, winter) or says summer is full.
   */
  weddingSupplier?: number;
  wsCrafts?: WeddingCraft[];
  wsOffPeak?: boolean;
  /**
   * Made for a regulated personal-finance adviser working locally (Reading.adviser: a mortgage broker, a
   * financial adviser): only for one, and an adviser's plan is made of these. Its place in the plan, 1 first.
   */
  adviser?: number;
  /**
   * Made for a self-published book (a novel, often book one of a series; a memoir; a guide; Reading.book):
   * only for one, and a book's plan is made of these (carts, restocks and photo reviews sell no novel).
   * The number is its place in the plan, 1 first.
   */
  book?: number;
  /**
   * Made for a band or musician releasing a record and touring (Reading.band): only for one, and a band's plan
   * is made of these (an open cart, students and webinars sell no record). Its place in the plan, 1 first.
   */
  band?: number;
  /**
   * Made for an app for meeting people (dating, friendship, activity companions; Reading.meetPeople): only
   * for one, and its plan is made of these (a habit app's streaks and ratings prompt mean nothing to someone
   * looking for company). The number is its place in the plan, 1 first: the towns before what fills them.
   */
  meetPeople?: number;
  /**
   * Made for an app for young children bought by their parents (Reading.youngChildren): only for one, and
   * its plan is made of these (clips, creators and invite codes aimed at the users would be aimed at children).
   * The number is its place in the plan, 1 first: the store page before what sends parents to it.
   */
  youngChildren?: number;
  /**
   * Made for a service sold to smallholder farmers on basic phones (Reading.smallholders): only for one, and
   * such a plan is made of these (no app store, TikTok or subreddits). Its place in the plan, 1 first.
   */
  smallholders?: number;
  /** Made for equipment sold to smallholder farmers on pay-as-you-go (Reading.farmEquipment), with smallholders set too; only for one. */
  farmEquipment?: boolean;
  /**
   * Made for a paid desktop app by an indie developer (Reading.desktopApp: a Mac menu bar app, a Windows or
   * Linux tool sold as a licence): only for one, and its plan is made of these (a phone app's store
   * subtitle, invite codes and in-app events mean nothing to it). The number is its place in the plan, 1 first.
   */
  desktopApp?: number;
  /**
   * Made for a freemium WordPress plugin (Reading.wpPlugin: free on WordPress.org, a yearly Pro licence):
   * only for one, and its plan is made of these (a SaaS app's in-app NPS, give-a-month referral and search
   * ads test mean little to it). The number is its place in the plan, 1 first.
   */
  wpPlugin?: number;
  /**
   * Made for a studio or agency selling client projects (Reading.agency: brand and web design for startups):
   * only for one, and its plan is made of these (a SaaS company's trade show, trade association and advisory
   * calls mean nothing to it). The number is its place in the plan, 1 first.
   */
  agency?: number;
  /** A studio's tactic for one kind of buyer: "startups" (a round, accelerators, investors) or "other" businesses. */
  agencyBuyers?: "startups" | "other";
  /**
   * Made for a caterer (Reading.caterer: corporate catering, office lunch delivery, event or wedding catering): only
   * for one, and its plan is made of these (a SaaS company's free trial, data migration, G2 listing or trade show
   * mean nothing to it, nor a shop's window or till). The number is its place in the plan, 1 first.
   */
  caterer?: number;
  /** A caterer's tactic for one kind of buyer: "offices" that order every week, or "events" (couples, planners, hosts). */
  catererBuyers?: "offices" | "events";
  /** With caterer: only when orders reach the caterer through a catering marketplace it names (ezCater, Deliveroo for Work). */
  catererMarketplace?: boolean;
  /** With caterer: only when the founder names quiet weekdays (hybrid offices) or quiet months (an event caterer). */
  catererQuiet?: boolean;
  /**
   * Made for an accounting or bookkeeping practice, a tax preparer or a payroll bureau (Reading.accounting):
   * only for one, and its plan is made of these (a SaaS company's trade show, demo and founder emails mean
   * nothing to its clients). The number is its place in the plan, 1 first.
   */
  accounting?: number;
  /**
   * Made for a recruitment, staffing or temp agency or a headhunter (Reading.recruiter): only for one, and its plan is
   * made of these (both sides: candidates and clients). The number is its place in the plan, 1 first.
   */
  recruiter?: number;
  /**
   * Made for a language services business selling to businesses (Reading.translator: a freelance translator,
   * interpreter, localiser or subtitler, a small translation agency): only for one, and its plan is made of
   * these (a SaaS company's discovery calls, advisory calls and founder emails mean nothing to its buyers).
   * The number is its place in the plan, 1 first.
   */
  translator?: number;
  /** A practice's tactic only for clients who are on Facebook (its groups), as the founder said. */
  accountingFacebook?: boolean;
  /**
   * Made for a managed IT support company (Reading.itSupport): only for one, and its plan is made of these (a
   * SaaS company's demo video, trial and founder emails mean nothing to an office whose backup just failed).
   * The number is its place in the plan, 1 first.
   */
  itSupport?: number;
  /**
   * Made for a letting agent, an estate agent or a US property manager (Reading.letting): only for one, and its
   * plan is made of these (a SaaS company's trade show, free data migration and founder emails mean nothing to
   * a landlord). The number is its place in the plan, 1 first.
   */
  letting?: number;
  /** With letting: only for an agent who lets and manages homes for landlords, or only for one who sells homes. */
  lettingSide?: "lettings" | "sales";
  /**
   * Made for a paid browser extension (Reading.browserExtension: free in the Chrome Web Store, a Pro plan):
   * only for one, and its plan is made of these (a phone app's App Store page, in-app events and TikTok clips
   * mean nothing to it). The number is its place in the plan, 1 first.
   */
  browserExtension?: number;
  /**
   * Made for a digital download sold one-off (Reading.digitalProduct: a Notion template, presets, a font, a UI
   * kit on Gumroad or Etsy): only for one, and its plan is made of these (a course's students and cohorts, a
   * membership's referral rewards or a shop's shipping mean nothing to it). The number is its place in the plan, 1 first.
   */
  digitalProduct?: number;
  /**
   * Made for software sold to licensed clinicians in private practice (Reading.clinician: AI progress notes for
   * therapists): only for one, and its plan is made of these (trust first, clinician to clinician; no booth,
   * posted letters or cold email to "businesses"). The number is its place in the plan, 1 first.
   */
  clinician?: number;
  /**
   * Made for hardware sold to farms, vineyards or other field operators (Reading.agtech: a sensor kit for
   * vineyards, a livestock tracker): only for one, and its plan is made of these (a measured pilot, the season's
   * calendar, growers and their advisers; no free set-up and data migration, no walks round "businesses").
   * The number is its place in the plan, 1 first.
   */
  agtech?: number;
  /**
   * Made for a brand selling mainly on Amazon or Walmart Marketplace (Reading.marketplaceBrand): only for one,
   * and its plan is made of these (the marketplace owns the buyer: no cart to abandon, no email to buyers, no
   * reviews app, no wholesale). The number is its place in the plan, 1 first: the listing every other tactic
   * sends buyers to comes first.
   */
  marketplaceBrand?: number;
  /**
   * Made for a care-at-home business (Reading.homeCare: a home care or live-in care agency, a companionship
   * service for older people): only for one, and its plan is made of these (a shop's till, gift vouchers or
   * 'near me' ads mean nothing to a daughter choosing care for her mother). The number is its place in the plan, 1 first.
   */
  homeCare?: number;
  /**
   * Made for a care home (Reading.careHome: a residential, nursing or dementia care home, US assisted living or
   * memory care): only for one, and its plan is made of these. The number is its place in the plan, 1 first.
   */
  careHome?: number;
  /**
   * Made for a funeral director (Reading.funeral: a funeral home, an undertaker, a direct cremation provider):
   * only for one, and its plan is made of these (a wedding supplier's couples, a shop's vouchers or any offer
   * mean nothing, or worse, to a grieving family). The number is its place in the plan, 1 first.
   */
  funeral?: number;
  /** Made for a funeral celebrant (Reading.funeral.celebrant), who sells through funeral directors: only for one, and a funeral director never gets it. */
  celebrant?: boolean;
  /**
   * Made for a law firm or regulated legal practice for consumers (Reading.law: immigration, family, wills and
   * probate): only for one, and its plan is made of these (a shop's staff perk card, loyalty list or quiet slots
   * mean nothing to a family facing a visa deadline). The number is its place in the plan, 1 first.
   */
  law?: number;
  /**
   * Made for a children's activity club sold to parents (Reading.kidsClub: a martial-arts, gymnastics, football,
   * dance, drama or swimming club for children): only for one, and its plan is made of these (university
   * societies, flatmates or a social night mean nothing to the parent of a five-year-old). The number is its
   * place in the plan, 1 first.
   */
  kidsClub?: number;
  /**
   * Made for a pet boarding business (Reading.petBoarding: boarding kennels, a cattery, a dog daycare, a home
   * boarder or a dog sitter): only for one, and its plan is made of these. The number is its place in the plan.
   */
  petBoarding?: number;
  /**
   * Made for a newborn, maternity and family photographer (Reading.familyPhoto): only for one, and its plan is made
   * of these (venues, planners and real weddings mean nothing to expectant parents). The number is its place in the plan.
   */
  familyPhoto?: number;
  /**
   * Made for a tattoo or piercing studio (Reading.tattoo): only for one, and its plan is made of these (door
   * drops, gift vouchers and staff perk cards mean nothing to someone choosing an artist for a style). The
   * number is its place in the plan, 1 first.
   */
  tattoo?: number;
  /**
   * Made for an artist selling originals and prints (Reading.artist): only for one, and its plan is made of these
   * (abandoned carts, SMS restocks and affiliates mean nothing to a buyer of an original). The number is its place.
   */
  artist?: number;
  /**
   * Made for a device repair shop (Reading.deviceRepair): only for one, and its plan is made of these (seasonal
   * specials, staff perk cards and street parties mean nothing to someone with a cracked screen). The number is
   * its place in the plan, 1 first.
   */
  deviceRepair?: number;
  /**
   * Made for a children's entertainer booked for parties (Reading.partyEntertainer: a party entertainer, a magician,
   * a face painter, bouncy-castle hire, a party host): its place in the plan's order, 1 first. It gets only these.
   */
  partyEntertainer?: number;
  /**
   * Made for a local personal trainer (Reading.trainer: one-to-one in homes or a park, outdoor bootcamps):
   * only for one, and its plan is made of these (a yearly service reminder or a neighbour's welcome card mean
   * nothing to someone who hates gyms). The number is its place in the plan, 1 first.
   */
  trainer?: number;
  /**
   * Made for an architecture or building design practice for homeowners (Reading.architect: architects,
   * architectural, interior and garden designers who design rather than build): only for one, and its plan is
   * made of these (an installer's survey-and-quote or a sign on the scaffold mean nothing to it). The number is
   * its place in the plan, 1 first.
   */
  architect?: number;
  /** Happens in the evenings or at weekends (a members' social): fits a founder who works office hours elsewhere. */
  outOfHours?: boolean;
  /**
   * Made for a tour or experience sold to visitors (Reading.tour): only for one, and a tour's plan is made
   * of these (guests leave on Friday: no window, regulars or staff perk cards). Its place in the plan, 1 first.
   */
  tour?: number;
  /**
   * Made for a business selling to UK schools and academy trusts (Reading.schools): only for one, and a
   * school seller's plan is made of these (no free trial, card payment or software review site). The
   * number is its place in the plan, 1 first: the quote pack before what sends schools to it.
   */
  schools?: number;
  /**
   * Made for software sold to churches (Reading.church: pastors, treasurers and volunteer administrators):
   * only for it, and such a plan is made of these (a shop's counter, G2 or a trade association mean nothing
   * to a pastor). The number is its place in the plan, 1 first.
   */
  church?: number;
  /**
   * How it reads for a local shop whose customers order from away (reading.remoteOrders): the order
   * line and the delivery instead of "come in and say hello". These fields replace the usual ones.
   */
  remote?: Partial<Pick<LibraryTactic, "why" | "description" | "steps" | "resourcesNeeded" | "successMetrics" | "template" | "marketingWisdom">>;
  /**
   * Made for a home service on a round in the customers' homes (a house cleaner every two weeks):
   * only for one (Reading.homeVisits), and preferred for it.
   */
  homeVisits?: boolean;
  /**
   * A yearly service or check a customer is reminded of (a boiler service): left out for a home
   * service on a weekly, biweekly or monthly round, whose clients are never "due".
   */
  yearly?: boolean;
  /** Fills the empty hours of a booked diary: preferred when the founder's goal names quiet days or slots. */
  fillsQuietSlots?: boolean;
  /**
   * Counts on the staff of many workplaces within a short walk (a staff perk, office orders): left
   * out in a small town or a village, which has a few employers, not hundreds of office staff, and
   * for an audience of students.
   */
  workplaces?: boolean;
  /**
   * Reaches buyers at a desk (an email, a posted letter, the office software they run, review sites):
   * left out when they run their business on a messaging app and rarely read email (Reading.messagingFirst).
   */
  deskOnly?: boolean;
  /** Made for buyers who run their business on a messaging app: only for them, and preferred for them. */
  messagingFirst?: boolean;
  /**
   * How it reads for buyers who run their business on a messaging app (Reading.messagingFirst): asked
   * in person or in the chat, never by email. These fields replace the usual ones.
   */
  inChat?: Partial<Pick<LibraryTactic, "description" | "steps" | "resourcesNeeded" | "successMetrics" | "template">>;
  /**
   * How it reads when its channel has not brought them customers before (Reading.worked names another,
   * or none): no journalist to go back to, no piece to learn from. These fields replace the usual ones.
   */
  firstTime?: Partial<Pick<LibraryTactic, "why" | "description" | "steps" | "template" | "marketingWisdom">>;
  /** Needs a shop or studio customers walk into (a window, a till, a room): left out for a business that goes to its customers. */
  premises?: boolean;
  /** Counted at a till customers walk up to (a match-day offer shown at the till): not for pupils who book lessons. */
  walkIns?: boolean;
  /**
   * How it reads for a house cleaner on a round (Reading.homeVisits with cleans, every two weeks):
   * the round, the same cleaner each time and reviews asked by text after a visit. Replaces the usual
   * fields and any `visiting` text.
   */
  homeRound?: Partial<Pick<LibraryTactic, "name" | "why" | "description" | "steps" | "setupSteps" | "hoursPerWeek" | "resourcesNeeded" | "successMetrics" | "template" | "marketingWisdom" | "oneOff">>;
  /** How it reads for a business that goes to its customers (a plumber, a mobile groomer): these fields replace the usual ones. */
  visiting?: Partial<Pick<LibraryTactic, "why" | "description" | "steps" | "resourcesNeeded" | "successMetrics" | "template" | "marketingWisdom" | "oneOff">>;
  /**
   * How it reads for a teacher whose pupils come to them (a piano teacher's home studio, a tutor's
   * room): no shop front, till or team, a studio and its lessons. These fields replace the usual ones.
   */
  teaching?: Partial<Pick<LibraryTactic, "name" | "why" | "description" | "steps" | "resourcesNeeded" | "successMetrics" | "template" | "marketingWisdom" | "oneOff">>;
  /**
   * How it reads for a founder with an hour a week or less, or who says they will not post: set up
   * once, then only what customers start (a reply to a review), no weekly posts. These fields
   * replace the usual ones (a `visiting` text may carry its own).
   */
  oneOff?: Partial<Pick<LibraryTactic, "name" | "description" | "steps" | "setupSteps" | "hoursPerWeek" | "resourcesNeeded" | "successMetrics" | "template" | "marketingWisdom">>;
  /** Sends buyers somewhere other than the app marketplace the product already lives in (G2, launch directories): left out for an app listed there. */
  offMarketplace?: boolean;
  /** How it reads for a product already listed in an app marketplace (a Shopify app): these fields replace the usual ones. */
  listed?: Partial<Pick<LibraryTactic, "name" | "why" | "description" | "steps" | "setupSteps" | "resourcesNeeded" | "successMetrics" | "template" | "marketingWisdom">>;
  /** How it reads for a membership people join any day and stay in (no end, no cohort): these fields replace the usual ones. */
  membership?: Partial<Pick<LibraryTactic, "name" | "why" | "description" | "steps" | "setupSteps" | "resourcesNeeded" | "successMetrics" | "template" | "marketingWisdom">>;
  /**
   * How it reads when cold outreach is ruled out (the founder says cold email gets no replies, or the
   * law where the buyers are needs their consent first): meetings asked only of people the founder
   * knows or is introduced to. These fields replace the usual ones.
   */
  warm?: Partial<Pick<LibraryTactic, "description" | "steps" | "successMetrics" | "template">>;
  /** Only while the product is closed to the public (a waitlist): left out when the founder says people can use it today ("free for two clients"). */
  prelaunch?: boolean;
  /** Sells in launch windows with a closing date: left out for a monthly membership people can join any day. */
  cartWindow?: boolean;
  /** Only for products used by under-18s (a safety page for parents). */
  minorsOnly?: boolean;
  /**
   * Made for a game and its players (streamers and free keys, game sites and trailers): left out for
   * an app people use for something else, such as learning English or taking notes.
   */
  gamesOnly?: boolean;
  /**
   * Made for a game sold on a PC or console store (its store page, wishlists, festivals): only for one
   * (Reading.storeGame), and such a game's plan is made of these alone.
   */
  storeGame?: boolean;
  /** The same idea written for an app that is not a game (creators who teach, not streamers): left out for a game. */
  notForGames?: boolean;
  /**
   * Only when the founder says the messages they send cost them money ("every WhatsApp reminder
   * costs us money"): it moves reminders to channels that cost nothing per message.
   */
  paidMessagesOnly?: boolean;
  /**
   * The side of a two-sided marketplace it grows: the people who offer (cooks, tutors) or those who
   * buy. Preferred when the founder says that side is the one that is short or leaves.
   */
  side?: "supply" | "demand";
  /** Made for a newsletter or publication readers subscribe to (a paid-tier launch, recommendation swaps): only for one. */
  publication?: boolean;
  /**
   * Made for a producer selling wholesale to shops (samples to buyers, tastings in stockists' shops):
   * only when the goal is to be stocked by them (Reading.wholesale).
   */
  wholesale?: boolean;
  /** The general wholesale idea for a brand: left out for a producer whose goal is shelves in shops, which gets the wholesale library's own tactics. */
  generalWholesale?: boolean;
  /** Made for a show that sells sponsorship (a media kit, brand outreach, host-read spots): only for one whose goal is sponsors. */
  sponsorship?: boolean;
  /** Only for a newsletter written for one town (Reading.sponsorship.local): its readers live there; preferred for it. */
  localNews?: boolean;
  /**
   * Only for a maker who sells through a marketplace platform (Etsy, Amazon, eBay…) and wants sales on
   * their own site or a list of their own (Reading.marketplaceSeller); preferred for them.
   */
  marketplaceSellers?: boolean;
  /**
   * Made for a crowdfunding campaign (a pre-launch list, the launch-day sequence, backer updates): only
   * for one, and a campaign's plan is made of these (a shop's tactics assume stock to ship today).
   */
  crowdfunding?: boolean;
  /**
   * For a campaign's tactic, the part of the campaign each step belongs to, one per step: before the
   * launch, in launch week, during the campaign, after it closes. The timeline is phased around the
   * launch day with them.
   */
  campaign?: CampaignPhase[];
  /**
   * Made for an event that sells tickets (the ticket page, speakers, community partners): only for one,
   * and an event's plan is made of these (a tool's README or a shop's reorder email sells no ticket).
   */
  event?: boolean;
  /**
   * Only for the events this says (a hard filter, with `event`): speakers' share kits for a day of talks,
   * makers' kits for a fair, students' tickets when the founder names students, Discord servers for peers.
   */
  eventFor?: (e: TicketedEvent) => boolean;
  /** For an event's tactic, the part of the run-up each step belongs to, one per step; the timeline is phased with them. */
  eventPhases?: EventPhase[];
  /** Only for a marketplace where food changes hands (tastings, a menu). */
  foodOnly?: boolean;
  /** Only for a marketplace that names the areas it serves and the ones it cannot ("we cannot deliver outside Westlands"). */
  areasOnly?: boolean;
  /**
   * Made for grown-up buyers (35 and over: adult children, people in their forties to sixties): left
   * out for younger audiences, unless the founder says its main channel is what already brought customers.
   */
  grownUps?: boolean;
  /** Made for teenagers and young adults (TikTok, creators' clips, streaks): left out for grown-up buyers. */
  youngOnly?: boolean;
  /** Only when the customers buy for an older parent or relative (carers' groups, GP surgeries). */
  olderParentOnly?: boolean;
  /**
   * Made for software researchers pay for themselves (PhD students, postdocs: lab-mates, a PI's card, the
   * subreddits they named): only for one (Reading.research), and preferred for it.
   */
  researchers?: boolean;
  /** Only when the founder says trials are cancelled, or counts trial-to-paid in the goal. */
  trialOnly?: boolean;
  /** Reaches several countries (localised store listings): left out when the market is one country or one place. */
  manyCountries?: boolean;
  /** How it reads for an app people pay for every month that is not a game (a free month, not an in-app item): these fields replace the usual ones. */
  subscribed?: Partial<Pick<LibraryTactic, "name" | "why" | "description" | "steps" | "setupSteps" | "resourcesNeeded" | "successMetrics" | "template" | "marketingWisdom">>;
  /** Where customers of its kinds look first (a Google Business Profile, an app-store page, a README): in every plan it fits. */
  essential?: boolean;
  timeFrame: (typeof TIME_FRAMES)[number];
  impact: (typeof IMPACTS)[number];
  /** Why it fits, in one sentence tied to the answers (uses tokens), e.g. "People in {place} ...". */
  why: string;
  description: string;
  /** The steps, in the order they must happen; the first `setupSteps` are set-up (before launch). */
  steps: string[];
  setupSteps: number;
  /**
   * The first steps that other tactics rely on (the own shop that listings and the list point to):
   * done in week 1, whichever tactic starts first. Counted within `setupSteps`.
   */
  groundworkSteps?: number;
  resourcesNeeded: string[];
  successMetrics: string[];
  /** Its own ready-to-send template, written for this tactic; names {product}. */
  template: string;
  marketingWisdom: string;
};

/**
 * The parts of an event's run-up a step falls in: set-up (weeks 1-2), the early-bird push to its last
 * day, the middle weeks, the final push (the last two weeks), and the day itself with the thank-you in its week.
 */
export type EventPhase = "setup" | "early" | "middle" | "final" | "day";

/** The parts of a crowdfunding campaign a step falls in. */
export type CampaignPhase = "before" | "launch" | "during" | "after";

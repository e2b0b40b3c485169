import { GOALS, labelOf } from "~/wizard/options";
import type { PlanFormData } from "~/wizard/types";
import { dayWithWeekday, giftingDaysWithin, longWeekendsWithin } from "./calendar";
import { MUSIC_LESSONS, STAGE_LESSONS, WORKING_LEARNERS, farmWords, freeDaytime, homeVisitTokens, localTrade, namedLocalChannels, neighbourhoodOf } from "./local-trade";
import { grownUpTokens } from "./grown-ups";
import { crowdfundingTokens } from "./crowdfunding";
import { researchTokens } from "./research";
import { eventTokens } from "./event";
import { publicationTokens } from "./publication";
import { wholesaleTokens } from "./wholesale";
import { sponsorshipTokens } from "./sponsorship";
import { PAYOUT_METHODS, clip, type Reading } from "./reading";
import { wishlistPace } from "./store-game";
import { stayTokens } from "./stays";
import { mobileFoodTokens } from "./mobile-food";
import { tutoringTokens } from "./tutoring";
import { charityTokens } from "./charity";
import { workspaceTokens } from "./workspace";
import { taproomTokens } from "./taproom";
import { restaurantTokens } from "./restaurant";
import { experienceTokens } from "./experience";
import { venueTokens } from "./venue";
import { gymTokens } from "./gym";
import { clinicTokens } from "./clinic";
import { childcareTokens } from "./childcare";
import { installerTokens } from "./installer";
import { removalsTokens } from "./removals";
import { homeCareTokens } from "./home-care";
import { careHomeTokens } from "./care-home";
import { funeralTokens } from "./funeral";
import { celebrantTokens } from "./celebrant";
import { lawTokens } from "./law";
import { architectTokens } from "./architect";
import { kidsClubTokens } from "./kids-club";
import { petBoardingTokens } from "./pet-boarding";
import { familyPhotoTokens } from "./family-photo";
import { tattooTokens } from "./tattoo";
import { deviceRepairTokens } from "./device-repair";
import { partyTokens } from "./party-entertainer";
import { trainerTokens } from "./trainer";
import { drivingTokens } from "./driving";
import { adultClassesTokens } from "./adult-classes";
import { privateTeacherTokens } from "./private-teacher";
import { coachTokens } from "./coaching";
import { membershipTokens } from "./membership";
import { farmBoxTokens } from "./farm-box";
import { floristTokens } from "./florist";
import { weddingSupplierTokens } from "./wedding-supplier";
import { adviserTokens } from "./advisers";
import { jobBoardTokens } from "./job-board";
import { bookTokens } from "./books";
import { bandTokens } from "./band";
import { tourTokens } from "./tours";
import { schoolTokens } from "./schools";
import { meetPeopleTokens } from "./dating";
import { youngChildrenTokens } from "./young-children";
import { smallholderTokens } from "./smallholders";
import { equipmentTokens } from "./farm-equipment";
import { desktopTokens } from "./desktop";
import { wpPluginTokens } from "./wp-plugin";
import { agencyTokens } from "./agency";
import { catererTokens } from "./caterer";
import { accountingTokens } from "./accounting";
import { recruiterTokens } from "./recruiter";
import { translatorTokens } from "./translator";
import { itSupportTokens } from "./it-support";
import { lettingTokens } from "./letting";
import { browserExtensionTokens } from "./browser-extension";
import { digitalProductTokens } from "./digital-product";
import { churchTokens } from "./church";
import { clinicianTokens } from "./clinician";
import { agtechTokens } from "./agtech";
import { marketplaceBrandTokens } from "./marketplace-brand";
import { podGiftWeeks, podTokens } from "./print-on-demand";
import { artistTokens } from "./artist";
import { formatCount, joinWords, singular } from "./words";

/**
 * Puts the founder's own facts into text written with {token}s (the planner's library, the view's
 * fallback templates). What Liftoff cannot know becomes a {{slot}} for the sender; {{slots}} already
 * in the text stay as they are. One placeholder style everywhere.
 */
export function fillTokens(answers: PlanFormData, r: Reading): Record<string, string> {
  return {
    product: clip(answers.productName, 80) || "your product",
    website: clip(answers.productWebsite, 120).replace(/\/+$/, "") || "{{link to your page}}",
    audience: r.audience,
    place: r.place || "your market",
    geo: r.place ? `in ${r.place}` : "worldwide",
    areas: areasCovered(answers.localRegion, r.place),
    price: r.price ?? "{{your price}}",
    competitor: r.competitor ?? "{{what they use today}}",
    // "What they use today (Excel or a home-made workaround)": unknown, not a blank that repeats the question.
    usedToday: r.competitor ? `${r.competitor} or a home-made workaround` : "another product, or a home-made workaround",
    pitch: r.pitch,
    goal: labelOf(GOALS, answers.primaryGoal).toLowerCase(),
    metrics: clip(answers.successMetrics, 140) || "your success metrics",
    language: r.language,
    marketplace: r.appStore ?? "{{the app marketplace}}",
    ...sideTokens(answers, r),
    ...pluginTokens(`${answers.productDescription} ${answers.audiencePersona} ${answers.challenges}`),
    ...localChannelTokens(answers, r),
    ...remoteOrderTokens(answers, r),
    ...publicationTokens(answers),
    ...wholesaleTokens(r.wholesale, r.currency, r.planWeeks, r.place, r.afterHoursOnly),
    ...sponsorshipTokens(answers),
    ...sellerTokens(r),
    ...grownUpTokens(answers, r),
    ...crowdfundingTokens(r.crowdfunding),
    ...messagingTokens(r),
    ...storeGameTokens(r),
    ...researchTokens(r.research, r.planWeeks, r.currency),
    ...stayTokens(r.stay, r.currency.prefix),
    ...mobileFoodTokens(r.mobileFood, r.currency.prefix),
    ...tutoringTokens(r.examTutoring, r.currency.prefix, r.startDay),
    ...workspaceTokens(r.workspace, r.planWeeks),
    ...taproomTokens(r.taproom, r.place),
    ...restaurantTokens(r.restaurant, r.place),
    ...experienceTokens(r.experience, r.planWeeks, r.startDay, r.country),
    ...venueTokens(r.venue, r.planWeeks, r.startDay, r.country, r.place),
    ...gymTokens(r.gym, r.planWeeks, r.startDay, r.country),
    ...clinicTokens(r.clinic, r.planWeeks, r.deadlineWeeks, r.place),
    ...childcareTokens(r.childcare, r.planWeeks, r.deadlineWeeks, r.place),
    ...installerTokens(r.installer, r.place, r.startDay),
    ...removalsTokens(r.removals, r.place),
    ...homeCareTokens(r.homeCare, r.place),
    ...careHomeTokens(r.careHome, r.place),
    ...funeralTokens(r.funeral, r.place),
    ...celebrantTokens(r.funeral?.celebrant ?? null, r.place),
    ...lawTokens(r.law, answers.localRegion ?? "", r.place),
    ...architectTokens(r.architect, r.deadlineWeeks ?? r.planWeeks),
    ...kidsClubTokens(r.kidsClub, r.deadlineWeeks ?? r.planWeeks),
    ...petBoardingTokens(r.petBoarding),
    ...familyPhotoTokens(r.familyPhoto),
    ...tattooTokens(r.tattoo, r.place),
    ...deviceRepairTokens(r.deviceRepair, r.place),
    ...partyTokens(r.partyEntertainer, r.deadlineWeeks ?? r.planWeeks),
    ...trainerTokens(r.trainer, r.place),
    ...drivingTokens(r.driving, r.country),
    ...adultClassesTokens(r.adultClasses, r.place),
    ...privateTeacherTokens(r.privateTeacher, r.place, r.deadlineWeeks ?? r.planWeeks),
    ...coachTokens(r.coaching, r.planWeeks, r.startDay, r.country, r.afterHoursOnly),
    ...membershipTokens(r.membership, r.planWeeks, r.startDay),
    ...farmBoxTokens(r.farmBox),
    ...floristTokens(r.florist, r.place, r.startDay, r.planWeeks),
    ...weddingSupplierTokens(r.weddingSupplier, r.planWeeks),
    ...adviserTokens(r.adviser),
    ...jobBoardTokens(r.jobBoard, r.planWeeks),
    ...bookTokens(r.book, r.startDay, r.planWeeks),
    ...bandTokens(r.band),
    ...tourTokens(r.tour, r.currency.prefix, r.country),
    ...eventTokens(r.event, r.startDay),
    // "Twitter/X is dead for game devs now": the posts say where they go and where they do not.
    leftOut: r.event && r.avoid.some((o) => o.tag === "twitter") ? ", not X (Twitter)" : "",
    ...homeVisitTokens(r.homeVisits, r.planWeeks, answers.localRegion, r.country),
    ...charityTokens(r.charity, r.currency.prefix, r.planWeeks),
    ...schoolTokens(r.schools, r.planWeeks),
    ...youngChildrenTokens(r.youngChildren, r.country),
    ...smallholderTokens(r.smallholders, r.startDay, r.currency.prefix),
    ...equipmentTokens(r.farmEquipment, r.smallholders, r.planWeeks, r.currency.prefix),
    ...meetPeopleTokens(r.meetPeople, r.deadlineWeeks ?? r.planWeeks, r.datedDeadline?.said ?? `in ${r.planWeeks} weeks`, r.country),
    ...desktopTokens(r.desktopApp, r.datedDeadline?.said ?? `in ${r.planWeeks} weeks`),
    ...wpPluginTokens(r.wpPlugin, r.datedDeadline?.said ?? `in ${r.planWeeks} weeks`),
    ...agencyTokens(r.agency, r.datedDeadline?.said ?? `in ${r.planWeeks} weeks`, r.currency.prefix, r.place || "your city", r.country),
    ...catererTokens(r.caterer, r.currency.prefix, r.place, r.planWeeks),
    ...browserExtensionTokens(r.browserExtension, r.datedDeadline?.said ?? `in ${r.planWeeks} weeks`),
    ...digitalProductTokens(r.digitalProduct, r.audience, answers.audiencePersona, r.avoid.map((o) => o.tag)),
    ...churchTokens(r.church, r.startDay, r.planWeeks),
    ...clinicianTokens(r.clinician, r.deadlineWeeks ?? r.planWeeks),
    ...agtechTokens(r.agtech, r.startDay),
    // Under $500 a month, no paid ads: the season is pushed with a coupon rather than ad money.
    ...marketplaceBrandTokens(r.marketplaceBrand, r.startDay, r.planWeeks, r.budget.max === null || r.budget.max > 500),
    ...podTokens(r.printOnDemand),
    ...artistTokens(r.artist),
    ...podGiftWeeks(r.startDay, r.planWeeks, r.country),
    ...accountingTokens(r.accounting, answers, r),
    ...recruiterTokens(r.recruiter, r.planWeeks, r.place),
    ...translatorTokens(r.translator, r.price, r.audience),
    ...itSupportTokens(r.itSupport, answers, r),
    ...lettingTokens(r.letting, r.place),
  };
}

/**
 * {store} {festival} {wishlistMath} {release} {likeGame}: a game on a PC or console store, the festival where
 * its demo is played, the wishlists a week its goal needs, when it comes out and a game its players like ("from 1,200 to 10,000 in 26 weeks: about 340 a week").
 */
function storeGameTokens(r: Reading): Record<"store" | "festival" | "wishlistMath" | "release" | "likeGame", string> {
  const g = r.storeGame;
  const store = g?.store ?? "{{your store}}";
  return {
    store,
    festival: g?.steam ? "Steam Next Fest" : `the next festival or showcase on ${store}`,
    wishlistMath: (g && wishlistPace(g, r.planWeeks)) ?? "{{the wishlists a week your goal needs}}",
    release: g?.release ?? "{{release window}}",
    likeGame: g?.likeGame ?? "{{a game like yours}}",
  };
}

/** The business account of each messaging app buyers may live on. */
const BUSINESS_ACCOUNTS: Record<string, string> = { WhatsApp: "WhatsApp Business", Telegram: "Telegram Business", Viber: "a Viber business account" };

/**
 * {messagingApp} {messagingBusiness} {messagingQuote}: for buyers who run their business on a messaging
 * app ("they run everything on WhatsApp"), the app, its business account and the founder's words.
 */
function messagingTokens(r: Reading): Record<"messagingApp" | "messagingBusiness" | "messagingQuote", string> {
  const m = r.messagingFirst;
  const app = m?.app ?? "WhatsApp";
  return {
    messagingApp: app,
    messagingBusiness: BUSINESS_ACCOUNTS[app] ?? `a business account on ${app}`,
    messagingQuote: m ? `"${clip(m.quote, 140)}"` : "{{how your buyers keep in touch}}",
  };
}

/** What one email to the list brings, as a share of the list: shop emails usually turn 0.1-0.3% of it into orders. */
export const EMAIL_ORDER_RATE = 0.0025;
/** Emails a month the plan's list sends: one a week. */
export const EMAILS_A_MONTH = 4;

/**
 * {platform} {ownSiteMath} {ownOrders} {listTarget} {stall} {giftDates}: a maker on Etsy (or Amazon, eBay…) moving
 * sales to their own site, with the arithmetic of their own goal ("30% of sales at £48: about 8
 * own-site orders a month, from a list of about 800"); slots where the answers do not give the numbers.
 */
export function sellerTokens(r: Reading): Record<"platform" | "ownSiteMath" | "ownOrders" | "listTarget" | "stall" | "giftDates", string> {
  const s = r.marketplaceSeller;
  const platform = s ? joinWords(s.platforms) : "the marketplace you sell on";
  const own = s?.monthlyOrders && s.ownShare ? Math.max(1, Math.ceil(s.monthlyOrders * s.ownShare)) : null;
  const priced = /^([£$€])\s?(\d[\d,]*(?:\.\d{1,2})?)$/.exec(r.price ?? "");
  const perOrder = priced ? Number(priced[2]!.replace(/,/g, "")) : null;
  const needed = own ? Math.ceil(own / (EMAIL_ORDER_RATE * EMAILS_A_MONTH) / 100) * 100 : null;
  const pct = (x: number) => `${Math.round(x * 100)}%`;
  const math =
    s && own && needed && s.monthlyOrders && s.ownShare
      ? [
          `Your sales on ${platform} come to about ${formatCount(s.monthlyOrders)} orders a month; ${pct(s.ownShare)} of them on your own site is about ${formatCount(own)} orders a month.${perOrder && priced ? ` At ${r.price} an order, that is about ${priced[1]}${formatCount(own * perOrder)} of sales.` : ""}`,
          `Shop emails usually turn 0.1-0.3% of a list into orders each time they go out, and a list that joined for a first look at new pieces sits near the top: at ${(EMAIL_ORDER_RATE * 100).toFixed(2)}% and one email a week, about ${formatCount(needed)} subscribers bring those ${formatCount(own)} orders${s.listGoal ? (s.listGoal >= needed ? `, so your goal of ${formatCount(s.listGoal)} subscribers carries it` : `, more than your goal of ${formatCount(s.listGoal)} subscribers, so grow the list past it`) : ""}.`,
        ].join(" ")
      : `Count your orders a month on ${platform}, multiply by the share you want on your own site, and divide by ${(EMAIL_ORDER_RATE * EMAILS_A_MONTH * 100).toFixed(0)}%: shop emails usually turn 0.1-0.3% of a list into orders each time they go out, so at one email a week that is about the list your own site needs.`;
  return {
    platform,
    ownSiteMath: math,
    ownOrders: own ? `${formatCount(own)} orders a month` : "{{your own-site orders a month}}",
    listTarget: s?.listGoal ? formatCount(s.listGoal) : needed ? formatCount(needed) : "{{your list goal}}",
    stall: s?.fairs ? "your craft-fair stall" : "the fairs and markets you trade at",
    giftDates: giftDatesList(r),
  };
}

/**
 * {schools} {paper} {boards} {group} {daytime}: where a local founder's customers hear about things,
 * as they named them ("the Ludlow Advertiser", "the notice boards at the library and the Co-op"), and
 * the hours they have free ("your free mornings"); the usual places otherwise.
 */
/** Google Business Profile categories a parent or a learner would search for, the teacher's own first. */
function lessonCategories(teacher: string): string {
  const own: [RegExp, string][] = [
    [/^(?:dance|tap) /, "Dance school, or Ballet school if ballet comes first"],
    [/^ballet /, "Ballet school, or Dance school"],
    [/^drama |^theatre /, "Drama school"],
    [/^swimming /, "Swimming instructor, or Swimming school"],
    [/^driving /, "Driving school"],
    [/^(?:karate|judo|taekwondo|martial arts) /, "Martial arts school"],
    [/^gymnastics /, "Gymnastics center"],
    [/^piano /, "Piano instructor, or Music instructor"],
    [/^(?:guitar|violin|cello|viola|flute|clarinet|saxophone|trumpet|drum|singing|voice|keyboard|harp|ukulele|music) /, "Music instructor"],
    [/tutor$/, "Tutoring service"],
  ];
  return own.find(([re]) => re.test(teacher))?.[1] ?? "Piano instructor, Music instructor, Tutoring service, Swimming instructor";
}

/** "Access 7am to 8pm", "open from 6am-10pm": the hours a site can be reached, as two times. */
const ACCESS_HOURS = /\b(?:access|open)\w*(?: \w+){0,2}? (?:from )?(\d{1,2}(?:[:.]\d\d)?\s?[ap]m)\s?(?:to|-|–|until)\s?(\d{1,2}(?:[:.]\d\d)?\s?[ap]m)\b/i;

function localChannelTokens(
  answers: PlanFormData,
  r: Reading,
): Record<"schools" | "paper" | "boards" | "group" | "daytime" | "teacher" | "instrument" | "town" | "showcase" | "fairOffer" | "learn" | "achievement" | "stHours" | "carTest" | "carPrep" | "carDue" | "carHistory" | "listingSite" | "creditRules" | "farmPick" | "farmShop" | "farmCafe" | "farmStore" | "farmOnce" | "farmBoxes" | "lessonReviewers" | "lessonAskers" | "lessonQuestions" | "lessonTopics" | "triesIt" | "everyPupil" | "whoEnjoys" | "adultPlaces" | "lessonRoom" | "whoWants" | "lessonCategories" | "waitPlaces" | "friendGo" | "reviewContacts" | "reviewThanks" | "reviewReaders" | "reviewJoy" | "reviewWisdom", string> {
  const named = namedLocalChannels(`${answers.productDescription} ${answers.audiencePersona}`);
  const free = freeDaytime(`${answers.challenges} ${answers.productDescription}`);
  // "A piano teacher", "a guitar teacher", "a French tutor": what a teacher is called, and the instrument when there is one.
  const teacher = r.trade === "lessons" ? localTrade(`${answers.productName}. ${answers.productDescription} ${answers.audiencePersona}`).shop : "teacher";
  const instrument = /^(piano|guitar|violin|cello|viola|flute|clarinet|saxophone|trumpet|drum|keyboard|harp|ukulele)\b/.exec(teacher)?.[1];
  // Music pupils play pieces and give concerts; a tutor's or a swimming teacher's show what they learnt another way.
  const music = MUSIC_LESSONS.test(`${answers.productName}. ${answers.productDescription}`);
  const pool = /\bpool\b|\bswim/i.test(`${answers.productName}. ${answers.productDescription}`);
  // A swim school for children hears from parents only; a driving instructor's learners speak for themselves.
  const pupils = r.pupils ?? "both";
  // Cars with an MOT, sold in pounds or in the UK: the GOV.UK history check and the FCA's rules apply.
  const britishCars = r.country === "United Kingdom" || (r.country !== "Ireland" && (/\bMOT\b/.test(answers.productDescription) || r.currency.code === "GBP"));
  return {
    lessonReviewers: { children: "parents", adults: "pupils", both: "parents and adult pupils" }[pupils],
    // The yearly roadworthiness test by its country's name.
    carTest: r.country === "Ireland" || /\bNCT\b/.test(answers.productDescription) ? "NCT" : r.country === "United Kingdom" || /\bMOT\b/.test(answers.productDescription) ? "MOT" : "state inspection",
    // A storage site's access hours in the founder's words ("drive-up access 7am to 8pm"), else a slot to fill.
    stHours: ACCESS_HOURS.exec(answers.productDescription)?.slice(1, 3).join(" to ") ?? "{{access hours}}",
    // What a dealer does to every car before sale, and what its buyer is reminded of: the roadworthiness test where the country has one.
    carPrep: r.country === "Ireland" ? "a fresh NCT" : britishCars ? "a fresh MOT" : "a multi-point inspection",
    carDue: r.country === "Ireland" ? "NCT and service" : britishCars ? "MOT and service" : "next service",
    // Where a used-car buyer checks a car's past, the site the dealer lists on, and the rules for arranging finance.
    carHistory:
      r.country === "Ireland"
        ? "the NCT history and a car history check on its registration"
        : britishCars
          ? "the MOT history, free on GOV.UK with its registration"
          : "a vehicle history report (such as Carfax or AutoCheck) on its VIN",
    // What a farm's visitors pick and what else is open to them: "strawberries, raspberries and pumpkins", "the farm shop and the tea room".
    farmPick: farmWords(answers.productDescription).pick,
    farmShop: farmWords(answers.productDescription).shop,
    farmCafe: farmWords(answers.productDescription).cafe,
    farmStore: farmWords(answers.productDescription).store,
    farmOnce: farmWords(answers.productDescription).once,
    farmBoxes: farmWords(answers.productDescription).boxes,
    listingSite: /\b(Auto ?Trader|CarGurus|Cars\.com|Motors\.co\.uk|DoneDeal|eBay Motors|Gumtree|mobile\.de|Carsales)\b/i.exec(`${answers.productDescription} ${answers.challenges} ${answers.successMetrics}`)?.[1] ?? "the listing sites",
    creditRules:
      britishCars
        ? "what the FCA's rules ask of you as a credit broker"
        : r.country === "United States"
          ? "what the FTC's and your state's rules ask of a dealer arranging finance"
          : "what your country's consumer credit rules ask of a dealer arranging finance",
    lessonAskers: { children: "Parents", adults: "Adults", both: "Parents and adult learners" }[pupils],
    // A teacher of adults asks the pupils themselves for a review; one who teaches children asks their parents.
    reviewContacts: pupils === "adults" ? "your pupils" : "your pupils' parents",
    reviewThanks: pupils === "adults" ? "thank you for this term of lessons" : "thank you for this term with {{child's first name}}",
    reviewReaders: pupils === "adults" ? "adult learners" : "parents",
    reviewJoy: pupils === "adults" ? "It's a joy to teach you." : "It's a joy to teach {{child's first name}}.",
    reviewWisdom:
      pupils === "adults"
        ? "Adults read reviews for one thing: whether this teacher is patient with grown-up beginners and whether people keep going. Ask everyone the same way at the same moment, the end of a term, and the reviews will say it in pupils' words."
        : "Parents read reviews for one thing: whether children like this teacher and keep going. Ask everyone the same way at the same moment, the end of a term, and the reviews will say it in parents' words.",
    lessonQuestions: {
      children: "what parents ask about lessons and activities for children",
      adults: "what adults ask about lessons and classes for grown-ups",
      both: "what parents and adult learners ask about lessons and activities",
    }[pupils],
    lessonTopics: { children: "activities for children, clubs and classes", adults: "classes, clubs and things to do for adults", both: "activities for children and adults, clubs and classes" }[pupils],
    triesIt: { children: "your child can see whether they like it", adults: "you can see whether it suits you", both: "you, or your child, can see whether it suits" }[pupils],
    everyPupil: { children: "every family", adults: "every pupil", both: "every family and adult pupil alike" }[pupils],
    whoEnjoys: { children: "your child enjoys", adults: "you enjoy", both: "you, or your child, enjoy" }[pupils],
    adultPlaces: pupils === "children" ? "" : WORKING_LEARNERS.test(answers.audiencePersona) ? ", evening places for adult beginners" : ", daytime places for adult beginners",
    whoWants: { children: "your child has", adults: "you have", both: "your child, or you, have" }[pupils],
    // Where pupils come: a swim school's pool, a dance school's hall, a piano teacher's studio.
    lessonRoom: pool ? "pool" : /\bhall\b/i.test(answers.productDescription) ? "hall" : "studio",
    // Where parents sit and wait: not the pool a swim school's rivals teach in.
    waitPlaces: pool ? "the library's story time, dance and gymnastics classes, the children's clubs" : "the swimming pool, the library's story time, the children's clubs",
    // A friend can join the last minutes of a lesson on land; in a pool they watch from the side, for safety.
    friendGo: pool ? "watch the last ten minutes of their lesson from the side" : "the last ten minutes of their lesson to have a first go alongside them",
    showcase: music ? "concert" : STAGE_LESSONS.test(`${answers.productName}. ${answers.productDescription}`) ? "show" : "open afternoon",
    lessonCategories: lessonCategories(teacher),
    fairOffer: music ? "a few minutes of music" : pool ? "a stand with photos of a lesson in the pool" : "a free taster corner",
    learn: music ? "play" : "learn",
    achievement: music
      ? "played {{the piece}} all the way through today; you'll hear it at home this week"
      : "{{what they managed for the first time}} today; ask them to show you at home",
    teacher,
    instrument: instrument ? `the ${instrument}` : "an instrument",
    town: townOf(r.place) || "town",
    schools: named.schools ?? "the primary schools nearby",
    paper: named.paper ?? "the local paper",
    boards: named.boards ?? "the notice boards at the library, the community centre and the supermarket",
    group: named.group ?? (r.place ? `the local Facebook groups for ${r.place}` : "the local Facebook groups"),
    daytime: free ? `your free ${free}` : "the daytime hours while children are at school",
  };
}

/** The town of a local place: "Ludlow, Shropshire" → "Ludlow", "Kilkee and West Clare, Ireland" → "Kilkee". */
function townOf(place: string): string {
  return neighbourhoodOf(place).split(/\s+and\s+/)[0]!.trim();
}

/**
 * {goods} {away} {orderBy} {deliveryArea} {longWeekends}: what a local shop sells
 * ("paint, tools and gas"), and for one that sells to customers who are away, who they are
 * ("holiday-home owners"), how they order ("by phone or WhatsApp"), where it delivers ("within 20 km
 * of Kilkee") and the public holidays in the plan's weeks, when they come down ("St Patrick's Day
 * on Wednesday 17 March"), which the calendar computes for Ireland and the United Kingdom.
 */
function remoteOrderTokens(answers: PlanFormData, r: Reading): Record<"goods" | "away" | "orderBy" | "deliveryArea" | "longWeekends", string> {
  const remote = r.remoteOrders;
  const town = townOf(r.place);
  return {
    goods: r.local ? localTrade(`${answers.productName}. ${answers.productDescription} ${answers.audiencePersona}`).goods : "what you sell",
    away: remote?.who ?? "customers who are away",
    orderBy: remote?.how ?? "by phone",
    deliveryArea: remote?.radius && town ? `${remote.radius} of ${town}` : town ? `around ${town}` : "nearby",
    longWeekends: longWeekendsList(r),
  };
}

/**
 * The public holidays from the start of week `fromWeek` to the plan's end, as a step names them
 * ("St Patrick's Day on Wednesday 17 March and Easter Monday on 29 March"): the timeline names in a
 * later phase only the holidays still ahead of it.
 */
export function longWeekendsList(r: Reading, fromWeek = 1): string {
  return datedDaysList(longWeekendsWithin(r.country, r.startDay, r.planWeeks), r, fromWeek, "the bank holidays and school holidays");
}

/**
 * {giftDates}: the days people buy gifts for in the plan's weeks ("Valentine's Day on Sunday 14
 * February and Mother's Day on Sunday 7 March"), from the start of week `fromWeek`, as longWeekendsList.
 */
export function giftDatesList(r: Reading, fromWeek = 1): string {
  return datedDaysList(giftingDaysWithin(r.country, r.startDay, r.planWeeks), r, fromWeek, "Christmas and Mother's Day");
}

/** Dated days from the start of week `fromWeek`, named with their day; `fallback` when the plan has none. */
function datedDaysList(inPlan: { name: string; day: Date }[], r: Reading, fromWeek: number, fallback: string): string {
  if (!inPlan.length) return fallback;
  const from = r.startDay.getTime() + (fromWeek - 1) * 7 * 24 * 60 * 60 * 1000;
  const ahead = inPlan.filter((h) => h.day.getTime() >= from);
  if (!ahead.length) return "the next one falls after these weeks";
  // "Easter Monday on 29 March": a name that says its weekday does not repeat it.
  return joinWords(ahead.map((h) => `${h.name} on ${/\b(?:Monday|Friday)\b/.test(h.name) ? dayWithWeekday(h.day).replace(/^\w+ /, "") : dayWithWeekday(h.day)}`));
}

/**
 * The places a local business covers, as the founder listed them: "Austin, Texas (Round Rock, Cedar
 * Park, Pflugerville)" → "Austin, Round Rock, Cedar Park and Pflugerville"; the place alone otherwise.
 */
export function areasCovered(localRegion: string | undefined, place: string): string {
  const listed = /^([^,(]+)[^(]*\(([^)]+)\)/.exec(localRegion ?? "");
  if (!listed) return place || "{{the areas you cover}}";
  const names = [listed[1]!, ...listed[2]!.split(/,|\band\b/)].map((n) => n.trim()).filter(Boolean);
  return joinWords(names);
}


/** Who gathers a group of the buyers and can sign them up together: an office manager for office staff. */
const ORGANISERS: [RegExp, string, string, string, string][] = [
  [/\b(?:office|workers|staff|employees|colleagues|professionals|teams?)\b/i, "an office manager or HR", "team", "colleague", "colleagues"],
  [/\b(?:parents|families|mums|moms|dads)\b/i, "a class rep or the parents' association", "class", "fellow parent", "fellow parents"],
  [/\b(?:households|residents|tenants|homeowners|neighbours|neighbors)\b/i, "an estate or building manager", "building", "neighbour", "neighbours"],
  [/\bstudents\b/i, "a student society", "society", "fellow student", "fellow students"],
  // Companies meet in their chamber of commerce and trade associations, and refer other businesses.
  [/\b(?:companies|businesses|firms|exporters|importers|manufacturers|agencies|retailers)\b/i, "their chamber of commerce or trade association", "association", "business contact", "business contacts"],
];

/** What a marketplace's sellers get from its buyers: orders of food or goods, bookings of a person's time, jobs of professional work. */
function sellersGet(m: Reading["marketplace"]): "orders" | "bookings" | "jobs" {
  if (!m || m.food) return "orders";
  if (/\b(?:translators?|freelancers?|designers?|developers?|writers?|professionals?|consultants?|photographers?|accountants?|lawyers?)$/i.test(m.supply)) return "jobs";
  return /\b(?:tutors?|teachers?|instructors?|coaches|cleaners?|nannies|babysitters?|sitters?|walkers?|carers?|caregivers?|trainers?|stylists?|barbers?|therapists?|guides?|hosts?|drivers?|mechanics?|plumbers?|electricians?|handymen)$/i.test(m.supply)
    ? "bookings"
    : "orders";
}

/** Countries where a word of Swahili opens a message naturally. */
const SWAHILI_WELCOME = ["Kenya", "Tanzania", "Uganda"];

/**
 * A marketplace's two sides and what they share, for its tactics: {supply} {supplyOne} {demand}
 * {served} {pay} {payout} {listingRules} {atWork} {orders} {buyVerb} {circles} {take} {organiser} {group} {offer} {welcome}. Slots when the answers do not say.
 */
function sideTokens(answers: PlanFormData, r: Reading): Record<string, string> {
  const m = r.marketplace;
  const organiser = ORGANISERS.find(([re]) => re.test(m?.demand ?? ""));
  const areas = m?.areas ?? [];
  const served = areas.length ? joinWords(areas) : (r.place.split(",")[0] ?? "").trim() || "the areas you serve";
  // "connects home cooks … with office workers who want a proper home-cooked lunch": what the buyers come for.
  const offer = /\bwho (?:want|wants|need|needs|are looking for|look for)\s+([^.,;]{3,60})/i.exec(answers.productDescription)?.[1]?.trim();
  return {
    supply: m?.supply ?? "{{the people who offer on it}}",
    supplyOne: m ? singular(m.supply) : "{{one of them}}",
    demand: m?.demand ?? r.audience,
    served,
    pay: m?.payment ?? "{{how they pay}}",
    // How the sellers are paid: the same mobile money the buyers use, else a bank transfer.
    payout: m?.payment ? (PAYOUT_METHODS.includes(m.payment) ? m.payment : "bank transfer") : "{{how you pay them}}",
    // What a new seller's welcome covers: a cook's cut-off times and packaging; anyone else's bookings and cancellations.
    listingRules: m?.food ? "cut-off times, packaging" : "how bookings, changes and cancellations work",
    // What the sellers get from the buyers: a cook's orders, a walker's or a tutor's bookings, a translator's jobs.
    orders: sellersGet(m),
    buyVerb: { orders: "order", bookings: "book", jobs: "send work" }[sellersGet(m)],
    // Where the sellers already know each other: Nairobi's churches and savings circles; elsewhere clubs and friends.
    circles: r.country && SWAHILI_WELCOME.includes(r.country) ? "WhatsApp groups, churches and savings circles" : "WhatsApp groups, clubs and circles of friends",
    // How an ad shows the sellers: a cook with their food; a walker, a tutor or a translator at work.
    atWork: m?.food ? "and their food" : "at work",
    take: m?.take ?? "{{your share}}",
    organiser: organiser?.[1] ?? "someone who organises a group of them",
    buyerGroup: organiser?.[2] ?? "group",
    peer: organiser?.[3] ?? "friend",
    peers: organiser?.[4] ?? "friends",
    // A cook's food can be tasted and bought back; a tutor's or a cleaner's hour is tried once, free.
    tasting: m?.food ? "free tasting" : "free first try",
    firstLook: m?.food ? "photograph three of your best dishes" : `take a photo and write up three of your ${m && /\b(?:tutors?|teachers?|instructors?|coaches)\b/i.test(m.supply) ? "lessons" : "offers"}`,
    offer: offer ?? "{{what they order}}",
    welcome: r.country && SWAHILI_WELCOME.includes(r.country) ? "Karibu" : "Welcome",
    // What one of them offers and when: "dishes" and "Tomorrow's menu" for cooks, "lessons" for tutors.
    items: m?.food ? "dishes" : /\b(?:tutors?|teachers?|instructors?|coaches)\b/i.test(m?.supply ?? "") ? "lessons" : "offers",
    menu: m?.food ? "Tomorrow's menu" : "This week's offer",
    next: m?.food ? "Tomorrow" : "This week",
    occasion: m?.meal ?? "order",
    supplyVerb: m?.food ? "cook" : /\b(?:tutors?|teachers?)\b/i.test(m?.supply ?? "") ? "teach" : "work",
  };
}

/** Platforms developers extend with plugins, as the founder may name them, with what a plugin is called there and its store. */
const PLATFORMS: [RegExp, string, string][] = [
  [/\bshopware\b/i, "a Shopware plugin", "the Shopware Store"],
  [/\bwoocommerce\b/i, "a WooCommerce extension", "the WooCommerce Marketplace"],
  [/\bshopify\b/i, "a Shopify app", "the Shopify App Store"],
  [/\bmagento\b|\badobe commerce\b/i, "a Magento extension", "the Adobe Commerce Marketplace"],
  [/\bprestashop\b/i, "a PrestaShop module", "PrestaShop Addons"],
  [/\bbigcommerce\b/i, "a BigCommerce app", "the BigCommerce App Marketplace"],
];

/**
 * {plugins} and {registries}: "a Shopware plugin, a WooCommerce extension" and their stores when the
 * answers name the platforms their developers work on (Rateport's Shopware agencies), else a
 * developer tool's usual examples.
 */
function pluginTokens(text: string): { plugins: string; registries: string } {
  const named = PLATFORMS.filter(([re]) => re.test(text));
  if (!named.length) {
    return {
      plugins: "a Vite plugin, a GitHub Action, a Terraform provider, a VS Code extension",
      registries: "npm with the framework's naming convention, GitHub Marketplace, the VS Code Marketplace or the Terraform Registry",
    };
  }
  const stores = named.map(([, , store]) => store);
  return {
    plugins: named.map(([, plugin]) => plugin).join(", "),
    registries: stores.length === 1 ? stores[0]! : `${stores.slice(0, -1).join(", ")} or ${stores.at(-1)}`,
  };
}

/**
 * A token that opens a sentence opens it with a capital: "{audience} ask..." → "Developers ask...".
 * A bracket opens one only where a sentence could start: "what they use today ({competitor} or…)"
 * keeps "a general accountant" as it is.
 */
const SENTENCE_START = /(^|[.!?]\s+|\n\s*|["“]\s*|(?:^|[.!?]\s|\n)\(\s*)$/;

/** Phrases of ours, not names the founder typed (whose case is theirs). */
const CAPITALISED = new Set(["away", "audience", "competitor", "goal", "geo", "supply", "supplyOne", "demand", "buyerGroup", "orders", "wdWe", "wdWeAre", "wdOffPeakDates", "acctClients", "acctClientsShort", "ltClients", "ltValuation", "ltBoards", "ltAccidental", "ltTenants", "ltProof", "ltAWord"]);

export function makeFill(answers: PlanFormData, r: Reading): (text: string) => string {
  const tokens = fillTokens(answers, r);
  // "Pawprint Walks' share", not "Pawprint Walks's": a plural-looking name takes the apostrophe alone.
  const plural = /[^s]s$/i.test(tokens.product ?? "");
  return (text) =>
    (plural ? text.replace(/\{product\}'s\b/g, "{product}'") : text).replace(/(?<!\{)\{(\w+)\}(?!\})/g, (m, key: string, offset: number) => {
      const value = tokens[key];
      if (value === undefined) return m;
      return CAPITALISED.has(key) && SENTENCE_START.test(text.slice(Math.max(0, offset - 4), offset)) && !value.startsWith("{{")
        ? value.charAt(0).toUpperCase() + value.slice(1)
        : value;
    });
}

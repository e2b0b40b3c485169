import { craftWords } from "~/plan-quality/wedding-supplier";
import { venueTips } from "./venue";
import { charityTips } from "~/plan-quality/charity";
import { workspaceTips } from "./workspace";
import { taproomTips } from "./taproom";
import { restaurantTips } from "./restaurant";
import { experienceTips } from "./experience";
import { gymTips } from "./gym";
import { kidsClubTips } from "./kids-club";
import { petBoardingTips } from "./pet-boarding";
import { familyPhotoTips } from "./family-photo";
import { tattooTips } from "./tattoo";
import { deviceRepairTips } from "./device-repair";
import { partyTips } from "./party-entertainer";
import { trainerTips } from "./trainer";
import { clinicTips } from "./clinic";
import { childcareTips } from "./childcare";
import { installerTips } from "./installer";
import { removalsTips } from "./removals";
import { homeCareTips } from "./home-care";
import { careHomeTips } from "./care-home";
import { funeralTips } from "./funeral";
import { celebrantTips } from "./celebrant";
import { lawTips } from "./law";
import { architectTips } from "./architect";
import { drivingTips } from "./driving";
import { adultClassesTips } from "./adult-classes";
import { privateTeacherTips } from "./private-teacher";
import { coachTips } from "./coaching";
import { membershipCommunityTips } from "./membership";
import { farmBoxTips } from "./farm-box";
import { floristTips } from "./florist";
import { adviserTips } from "./advisers";
import { jobBoardTips } from "./job-board";
import { bookTips } from "./books";
import { bandTips } from "./band";
import { meetPeopleTips } from "./dating";
import { youngChildrenTips } from "./young-children";
import { smallholderTips } from "./smallholders";
import { equipmentTips } from "./farm-equipment";
import { desktopTips } from "./desktop";
import { wpPluginTips } from "./wp-plugin";
import { agencyTips } from "./agency";
import { catererTips } from "./caterer";
import { accountingTips } from "./accounting";
import { recruiterTips } from "./recruiter";
import { translatorTips } from "./translator";
import { itSupportTips } from "./it-support";
import { lettingTips } from "./letting";
import { browserExtensionTips } from "./browser-extension";
import { digitalProductTips } from "./digital-product";
import { churchTips } from "./church";
import { clinicianTips } from "./clinician";
import { agtechTips } from "./agtech";
import { marketplaceBrandTips } from "./marketplace-brand";
import { joinWords } from "~/plan-quality/words";
import { inSponsorMedium, type Sponsorship } from "~/plan-quality/sponsorship";
import type { Reading } from "~/plan-quality/reading";
import { podTips } from "./print-on-demand";
import { artistTips } from "./artist";

/**
 * The fixed words of the plan view: the Indie Developer Toolkit, the success tips and the default
 * marketing wisdom. Written for indie founders: plain, concrete, doable.
 */

export type ToolkitCard = { name: string; description: string; tryThis: string };
export type ToolkitGroup = { title: string; cards: ToolkitCard[] };

/** SPEC 2: the fixed Indie Developer Toolkit. */
export const INDIE_TOOLKIT: ToolkitGroup[] = [
  {
    title: "Distribution Strategy",
    cards: [
      {
        name: "Direct Outreach",
        description:
          "Write personally to people who clearly have the problem you solve. No sequences, no automation: a short note that proves you looked at their situation.",
        tryThis: "List 20 people who complained about the problem in public this month and message five of them today.",
      },
      {
        name: "Integration Marketing",
        description:
          "Plug into tools your customers already pay for. Every integration is a listing in someone else's marketplace and a reason for their users to find you.",
        tryThis: "Ask your users which tool they would most like you to connect to, then check whether it has an app directory.",
      },
      {
        name: "Launch Stacking",
        description:
          "Do not launch once. Stack several launches (a directory, a community post, a newsletter, a Show HN) so each one sends people to the next.",
        tryThis: "Write down five places you could launch in the next 60 days and give each a date.",
      },
    ],
  },
  {
    title: "Growth Hacking",
    cards: [
      {
        name: "Indirect Competitors",
        description:
          "People solving the problem another way (spreadsheets, agencies, a bigger tool) are your warmest audience. Their reviews and forums tell you exactly what hurts.",
        tryThis: "Read the 2- and 3-star reviews of the tool your customers use today and note every complaint you solve.",
      },
      {
        name: "Partnerships",
        description:
          "Team up with products, newsletters and creators who serve the same people without competing with you. Borrow trust you have not built yet.",
        tryThis: "Pick three complementary products and propose one joint piece of content to each.",
      },
      {
        name: "Power Users",
        description:
          "Your most active users are your best marketers. Give them early features, a direct line and something worth sharing.",
        tryThis: "Find the ten users who log in most, thank each one personally and ask what would make them recommend you.",
      },
    ],
  },
];

/** SPEC 9: the 4 success tips, carrying every figure the spec lists. */
export const SUCCESS_TIPS: string[] = [
  "Once your MVP works, split your time 75% marketing / 25% building.",
  "Make 5 outreach contacts a day: small, personal and every day beats big and occasional.",
  "Win your first 10 power users before chasing the next thousand, and hold bi-weekly customer calls with them.",
  "Ship an MVP in 30 days and protect 2-3 hours a week for marketing, even while you build.",
];

/** "2 hours a week", "1 hour a week": the founder's own figure. */
const hoursPhrase = (hours: number) => `${hours} hour${hours === 1 ? "" : "s"} a week`;

/**
 * The four success tips written for this kind of business. SPEC 9's tips (above) assume software
 * being built: a bookshop or a plumber has no MVP to ship and nothing to "build" 25% of the time,
 * so a local business, a creator and a brand get the same four ideas (a protected slot of time,
 * five personal contacts a day, the first 10 who love it heard every two weeks, 30 days before
 * judging) about their own time and customers. Software keeps the spec's words, except that
 * players under 18 are never called, and a founder's stated hours replace "2-3 hours a week".
 */
export function successTipsFor(reading: Reading | null): string[] {
  if (!reading) return SUCCESS_TIPS;
  const tips = tipsFor(reading);
  return tips === SUCCESS_TIPS ? tips : tips.map((tip) => atTheirTimeTip(reading, tip));
}

/**
 * "5 contacts a day" asks for a daily habit, about four hours a week on its own. A founder who keeps
 * one named slot for marketing ("about 2 hours a week on Sunday evenings") or has five hours a week or
 * fewer for it makes the five contacts once a week, and "every day beats big and occasional" becomes every week.
 */
function atTheirTimeTip(reading: Reading, tip: string): string {
  const slot = reading.marketingSlot;
  const fewHours = reading.weeklyHours !== null && reading.weeklyHours <= 5;
  if (!slot && !fewHours) return tip;
  const weekly = slot ? `Send the messages and thank-yous on ${slot}s: small and every week` : "Small and every week";
  return tip
    .replace(/\b5 (personal|outreach) contacts a day\b/, "5 $1 contacts a week")
    .replace(/\bSmall and every day\b/, weekly)
    .replace(/: small, personal and every day\b/, slot ? `, and send them on ${slot}s: small, personal and every week` : ": small, personal and every week");
}

/** A guest house moving bookings to its own site: the winter's work, the guests in the house, the count by source. */
function stayTips(s: NonNullable<Reading["stay"]>, slot: string): string[] {
  const ota = s.otas[0] ?? "the booking sites";
  const quiet = s.quietMonths.length ? joinWords(s.quietMonths) : "the quiet months";
  return [
    `The guests come first in the season, so do the set-up in the months before it: protect ${slot} at the same time each week while you have time, and set up one idea at a time.`,
    `Every guest in the house is your best marketing: a word at breakfast, the card at checkout, a thank-you the day after a direct guest leaves. Small and every day while you are open beats a big push.`,
    `Win back your first 10 past guests for ${quiet} before chasing new ones, and ask every direct guest what nearly made them book on ${ota} instead.`,
    `Count every Monday how many bookings came from ${ota}, your own site, phone and email, and give each new idea a month before you judge it by that count.`,
  ];
}

/** A food truck: the truck's days come first, the Monday schedule, the people who book catering, the count by spot. */
function mobileFoodTips(m: NonNullable<Reading["mobileFood"]>, slot: string): string[] {
  return [
    `The truck's days come first, so give marketing a fixed slot: protect ${slot} at the same time each week (Monday morning, when the schedule goes out), and set up one idea at a time.`,
    m.catering
      ? "Make one catering contact a day the truck is out: a tasting box for an office manager, a note to a planner, a thank-you to last week's host. Small and steady beats a big push."
      : "Make a few personal contacts each day the truck is out: a word with a regular at the window, a thank-you to the brewery's staff. Small and steady beats a big push.",
    m.catering
      ? "Win your first 10 catering hosts who would book again before chasing more, and ask each one what nearly made them choose someone else."
      : "Win your first 10 regulars who bring friends before chasing the next hundred, and ask them where else they would like to find the truck.",
    "Count every Friday: sales by spot, quote requests and bookings by where they heard of you; give each new spot or idea a month before you judge it by that count.",
  ];
}

/** A tour sold to visitors: the set-up before the season, every group on the tour, the count by where they booked. */
function tourTips(t: NonNullable<Reading["tour"]>, slot: string): string[] {
  const platforms = t.platforms.length ? t.platforms.join(", ") : "the booking platforms";
  return [
    `Tours come first in the season, so do the set-up in the months before it: protect ${slot} at the same time each week while tours are fewer, and set up one idea at a time.`,
    "Every group on a tour is your best marketing: the review asked for at the last stop, the card for friends coming later, a word with the front desk on the way home. Small and every day while you are guiding beats a big push.",
    `Win your first 10 front desks and partners who send guests with their own code before chasing more, and ask every guest who booked on your own page what nearly made them book elsewhere.`,
    `Count every Monday how many guests booked on ${platforms}, your own page and each code, and give each new idea a month before you judge it by that count.`,
  ];
}

/** A business selling to schools: the school year's calendar, quotes and purchase orders, schools that vouch for you. */
function schoolTips(s: NonNullable<Reading["schools"]>, slot: string): string[] {
  return [
    `Schools buy on the school year's calendar, so do the groundwork in the spring term, while budgets are being set, and keep the summer term for quotes and orders: protect ${slot} at the same time each week, and set up one idea at a time.`,
    "Answer every quote request within one working day and make 5 school contacts a week: a quote followed up, a note to a school near one you supply, a thank-you to a reference. Small and every week beats big and occasional.",
    `Keep your first 10 schools delighted before chasing the next twenty: ask each business manager${s.devices ? " and IT lead" : ""} once a term what would make them order again and whom they would tell.`,
    "Count quotes sent, pilots running and purchase orders every Friday, not clicks or visits: a school that asked for a quote and did not order is worth a call to ask why.",
  ];
}

function tipsFor(reading: Reading): string[] {
  const hours = reading.weeklyHours;
  const slot = hours !== null ? `the ${hoursPhrase(hours)} you have for marketing` : "2-3 hours a week for marketing";
  if (reading.stay) return stayTips(reading.stay, slot);
  if (reading.mobileFood) return mobileFoodTips(reading.mobileFood, slot);
  if (reading.charity) return charityTips(reading.charity, slot, reading.planWeeks);
  if (reading.workspace) return workspaceTips(reading.workspace, slot);
  if (reading.taproom) return taproomTips(reading.taproom, slot);
  if (reading.restaurant) return restaurantTips(reading.restaurant, slot);
  if (reading.experience) return experienceTips(reading.experience, slot);
  if (reading.venue) return venueTips(reading.venue, slot);
  if (reading.kidsClub) return kidsClubTips(reading.kidsClub, slot);
  if (reading.petBoarding) return petBoardingTips(reading.petBoarding, slot);
  if (reading.familyPhoto) return familyPhotoTips(reading.familyPhoto, slot);
  if (reading.tattoo) return tattooTips(reading.tattoo, slot);
  if (reading.deviceRepair) return deviceRepairTips(reading.deviceRepair, slot);
  if (reading.partyEntertainer) return partyTips(reading.partyEntertainer, slot);
  if (reading.trainer) return trainerTips(reading.trainer, slot);
  if (reading.gym) return gymTips(reading.gym, slot);
  if (reading.clinic) return clinicTips(reading.clinic, slot);
  if (reading.childcare) return childcareTips(reading.childcare, slot);
  if (reading.installer) return installerTips(reading.installer, slot);
  if (reading.removals) return removalsTips(reading.removals, slot);
  if (reading.homeCare) return homeCareTips(reading.homeCare, slot);
  if (reading.careHome) return careHomeTips(reading.careHome, slot);
  if (reading.funeral) return reading.funeral.celebrant ? celebrantTips(reading.funeral.celebrant, slot) : funeralTips(reading.funeral, slot);
  if (reading.law) return lawTips(reading.law, slot);
  if (reading.architect) return architectTips(reading.architect, slot);
  if (reading.driving) return drivingTips(reading.driving, slot);
  if (reading.adultClasses) return adultClassesTips(reading.adultClasses, slot);
  if (reading.privateTeacher) return privateTeacherTips(reading.privateTeacher, slot);
  if (reading.coaching) return coachTips(reading.coaching, slot, reading.afterHoursOnly);
  if (reading.membership) return membershipCommunityTips(reading.membership, slot);
  if (reading.farmBox) return farmBoxTips(reading.farmBox, slot);
  if (reading.florist) return floristTips(reading.florist, slot);
  if (reading.adviser) return adviserTips(reading.adviser, slot);
  if (reading.jobBoard) return jobBoardTips(reading.jobBoard, slot);
  if (reading.book) return bookTips(reading.book, slot);
  if (reading.printOnDemand) return podTips(reading.printOnDemand, slot);
  if (reading.artist) return artistTips(reading.artist, slot);
  if (reading.band) return bandTips(reading.band, slot);
  if (reading.meetPeople) return meetPeopleTips(reading.meetPeople, slot);
  if (reading.youngChildren) return youngChildrenTips(slot);
  if (reading.smallholders) return reading.farmEquipment ? equipmentTips(reading.farmEquipment, slot) : smallholderTips(reading.smallholders, slot);
  if (reading.desktopApp) return desktopTips(reading.desktopApp, slot);
  if (reading.wpPlugin) return wpPluginTips(reading.wpPlugin, slot);
  if (reading.agency) return agencyTips(reading.agency, slot);
  if (reading.caterer) return catererTips(reading.caterer, slot);
  if (reading.recruiter) return recruiterTips(reading.recruiter, slot);
  if (reading.translator) return translatorTips(reading.translator, slot);
  if (reading.accounting) return accountingTips(reading.accounting, slot);
  if (reading.itSupport) return itSupportTips(reading.itSupport, slot);
  if (reading.letting) return lettingTips(reading.letting, slot);
  if (reading.browserExtension) return browserExtensionTips(reading.browserExtension, slot);
  if (reading.digitalProduct) return digitalProductTips(reading.digitalProduct, slot);
  if (reading.church) return churchTips(reading.church, slot);
  if (reading.clinician) return clinicianTips(reading.clinician, slot);
  if (reading.agtech) return agtechTips(reading.agtech, slot);
  if (reading.marketplaceBrand) return marketplaceBrandTips(reading.marketplaceBrand, slot);
  if (reading.tour) return tourTips(reading.tour, slot);
  if (reading.schools) return schoolTips(reading.schools, slot);
  if (reading.event?.crowd === "public") return eventTips(slot, reading.event);
  const round = reading.homeVisits;
  if (reading.kind === "local" && round) {
    // A home service on a round: clients and their neighbors, the goal's pace a week, cost per booked recurring client.
    const pace = round.goal && reading.planWeeks ? Math.max(1, Math.round(round.goal / reading.planWeeks)) : null;
    return [
      `The ${round.visit}s come first, so give marketing a fixed slot: protect ${slot} at the same time each week (an evening with the booking sheet works), and set up one idea at a time.`,
      `Make 5 personal contacts a day: a thank-you text to a client after a ${round.visit}, a door hanger on a neighbor's door, a reply to a neighbor asking for a cleaner. Small and every day beats big and occasional.`,
      `Count new recurring clients every Friday against your goal${pace ? ` (about ${pace} a week)` : ""}, and for every source the cost per booked recurring client: what you spent on it divided by the clients who booked a second ${round.visit}.`,
      `Keep the same cleaner on the same day for each home, and ask every new client after their second ${round.visit} what made them book and whom they would tell: clients who stay are the ones who recommend you.`,
    ];
  }
  if (reading.kind === "local" && reading.examTutoring) {
    // Exam tutoring: parents decide at a mock result, and the weeks before the exams are few.
    return [
      `The teaching comes first, so give marketing a fixed slot: protect ${slot} at the same time each week, and have every offer ready before the mock results come home.`,
      "Make 5 personal contacts a day with parents, never pupils: a line to a parent on how their child did this week, a reply in a parents' group, a thank-you for an introduction. Small and every day beats big and occasional.",
      "Ask 10 of your current families every half-term what has changed in their child's marks and what would make them tell another parent: their introductions and reviews bring the next pupils.",
      "Give each new idea 30 days before you judge it, counting assessments booked and new pupils it brought; with the exams in May, drop what has not moved by the Easter holidays.",
    ];
  }
  if (reading.kind === "local" && reading.trade === "storage") {
    // A storage site's customers come in the week of need: the contacts are the enquiry, the move-in and month two.
    return [
      `The site comes first, so give marketing a fixed slot: protect ${slot} at the same time each week, and set up one idea at a time, the price page and the Google profile first.`,
      "Make 5 personal contacts a day: a reply to an enquiry within the hour, the text before a move-in, the month-two text, a visit to a removals firm, an agent or a kitchen fitter. Small and every day beats big and occasional.",
      "Win your first 10 customers who recommend you before chasing the next hundred, and ask each at move-in how they found you and what nearly sent them to a chain.",
      "Give each new idea 30 days before you judge it, counting the enquiries, move-ins and months stayed it brought, then keep what worked and drop the rest.",
    ];
  }
  if (reading.kind === "local" && reading.trade === "farm") {
    // A farm's visitors come when the crop is ready and the weather holds: the contacts are the morning update, the weekday groups and the list by season.
    return [
      `The field comes first in season, so give marketing a fixed slot: protect ${slot}, and keep the morning update to ten minutes before opening; write each season's emails in the quiet months.`,
      "Make five personal contacts a week: a childminder or nursery, a campsite or holiday let, a grandparent in the tea room asked what would bring them on a weekday. Small and every week beats a rush before the season.",
      "Bring back the families you had before chasing new ones: every visitor leaves with a card and a reason to come back next season, and the list by season is how you reach them.",
      "Count visitors every Friday, weekdays and weekends apart, with the weather beside them, and farm shop takings by month; give each idea a season before you judge it.",
    ];
  }
  if (reading.kind === "local" && reading.trade === "dealer") {
    // A car dealer's buyers come once every few years: the contacts are the enquiry, the test drive and the call after the sale.
    return [
      `The forecourt comes first, so give marketing a fixed slot: protect ${slot} at the same time each week, and set up one idea at a time, the listings first.`,
      "Make 5 personal contacts a day: the call to last week's buyer, a reply to a buyer's message within the hour, a word with a driving instructor or a garage nearby. Small and every day beats big and occasional.",
      "Win your first 10 buyers who recommend you before chasing the next hundred, and ask each on the one-week call what nearly stopped them buying and who they know who is looking.",
      "Give each new idea 30 days before you judge it, counting calls, messages, test drives and sales it brought and what each sale cost in listing fees, then keep what worked and drop the rest.",
    ];
  }
  if (reading.kind === "local") {
    const booked = reading.trade === "beauty" || reading.trade === "health" || reading.trade === "fitness" || reading.trade === "pet";
    const events = reading.trade === "events";
    // A teacher's pupils come to lessons; their parents are the people to talk to.
    const lessons = reading.trade === "lessons" && !reading.visitsCustomers;
    // Groomers, walkers and sitters: owners book on trust, and the moment to talk is the hand-back.
    const pets = reading.trade === "pet";
    // A shop that delivers to holiday-home owners: they are reached by message before they travel, not at the counter.
    const remote = reading.remoteOrders;
    const contact = remote
      ? `one of the ${remote.who} who ordered, a message back within the hour`
      : events
      ? craftWords(reading.weddingSupplier).contact
      : lessons
      ? "a parent after a lesson"
      : pets
      ? "an owner when you hand their pet back"
      : reading.visitsCustomers
      ? "a customer at the end of a job"
      : booked
        ? "a client at each visit"
        : "a regular at the counter";
    const who = remote ? "regular customers" : events ? "couples" : lessons ? "families" : pets ? "owners" : reading.visitsCustomers ? "customers" : booked ? "clients" : "regulars";
    const card = remote ? "a card left with a caretaker" : events ? "a note to a venue or planner" : lessons ? "a card left at the school gate" : "a card left with a neighbour";
    return [
      `The ${lessons ? "teaching" : reading.visitsCustomers || booked ? "work" : "shop"} comes first, so give marketing a fixed slot: protect ${slot} at the same time each week, and set up one idea at a time.`,
      `Make 5 personal contacts a day: ${remote ? "a thank-you to" : "a word with"} ${contact}, ${card}${remote ? "" : ", a thank-you"}. Small and every day beats big and occasional.`,
      `Win your first 10 ${who} who recommend you before chasing the next hundred, and ask them every two weeks ${events ? "what made them book and what would make them tell engaged friends" : lessons ? "how the lessons are going at home and what would make them tell another parent" : "what would bring them back or make them tell a friend"}.`,
      `Give each new idea 30 days before you judge it, counting ${remote ? "orders" : events ? "enquiries and bookings" : lessons ? "taster lessons and new pupils" : pets ? "bookings and new owners" : reading.visitsCustomers ? "calls and jobs" : booked ? "bookings" : "visits and sales"} it brought, then keep what worked and drop the rest.`,
    ];
  }
  if (reading.kind === "marketplace" && reading.marketplace) {
    const m = reading.marketplace;
    const c = reading.capacity;
    const [first, second] = m.constrained === "demand" ? [m.demand, m.supply] : [m.supply, m.demand];
    return [
      `Grow the side that is short first: ${first} before more ${second}, and protect ${slot} at the same time each week.`,
      `Make 5 personal contacts a day, on both sides: a call to a new ${first.replace(/([^s])s$/, "$1")}, a thank-you to a regular, an introduction to someone who organises a group. Small and every day beats big and occasional.`,
      `Win your first 10 ${m.supply} who stay and 10 ${m.demand} who order every week before chasing the next hundred, and ask both every two weeks what would make them leave.`,
      c
        ? `Give each new idea 30 days before you judge it, counting orders per ${m.supply.replace(/^.*\s/, "").replace(/([^s])s$/, "$1")} and repeat buyers${m.areas.length ? ` in ${m.areas.join(" and ")}` : ""}, and never promise more than ${c.phrase} can ${c.verb}.`
        : `Give each new idea 30 days before you judge it, counting orders per seller and repeat buyers, then keep what worked and drop the rest.`,
    ];
  }
  if (reading.sponsorship) return sponsorshipTips(reading.sponsorship, slot).map((tip) => inSponsorMedium(reading.sponsorship, tip));
  if (reading.research) return researchTips(reading.research, slot);
  if (reading.crowdfunding) return campaignTips(slot);
  if (reading.storeGame) return storeGameTips(reading.storeGame.store, slot);
  if (reading.event) return eventTips(slot);
  if (reading.publication) return publicationTips(slot);
  if (reading.wholesale) return wholesaleTips(reading.wholesale, slot);
  if (reading.marketplaceSeller) return makerTips(reading.marketplaceSeller, slot);
  if (reading.kind === "creator") {
    const people = reading.recurring ? "members" : "students";
    return [
      `Once people come back for your ${reading.recurring ? "classes" : "work"}, split your time 75% reaching new people / 25% making new material.`,
      "Make 5 personal contacts a day: answer a question where your audience asks it, thank a " + (reading.recurring ? "member" : "student") + ", invite someone to something free. Small and every day beats big and occasional.",
      `Win your first 10 ${people} who love it before chasing the next hundred, and ask them every two weeks what they would change.`,
      `Give each new idea 30 days before you judge it, and protect ${slot}, even in busy weeks.`,
    ];
  }
  if (reading.kind === "ecommerce") {
    const c = reading.capacity;
    return [
      "Once strangers buy and buy again, split your time 75% marketing / 25% product and operations.",
      "Make 5 personal contacts a day: a creator, a stockist, a thank-you note to a customer. Small and every day beats big and occasional.",
      "Win your first 10 repeat customers before chasing the next thousand, and ask them every two weeks what would make them order again or tell a friend.",
      c
        ? `Give each new channel 30 days before you judge it, protect ${slot}, and never promise more than you can ${c.verb}: ${c.phrase}.`
        : `Give each new channel 30 days before you judge it, and protect ${slot}, even in busy weeks.`,
    ];
  }
  if (reading.services) {
    return [
      "Once clients come back for more, split your time 75% finding the next clients / 25% improving what you deliver.",
      "Make 5 personal contacts a day: a past client, an introduction asked for, a useful note to someone you met. Small and every day beats big and occasional.",
      "Win your first 10 clients who would recommend you before chasing the next fifty, and talk with each of them every two weeks while you work together.",
      `Give each new way of finding clients 30 days before you judge it, and protect ${slot}, even when client work is busy.`,
    ];
  }
  if (["launched", "growth", "scaling"].includes(reading.stage)) return launchedTips(reading, slot);
  const tips = [...SUCCESS_TIPS];
  if (reading.teen) {
    // No calls with players under 18: their feedback comes through the game.
    tips[2] = "Win your first 10 power users before chasing the next thousand, and hear from them every two weeks through in-game polls and surveys, never calls or private messages.";
  }
  if (hours !== null) tips[3] = `Ship an MVP in 30 days and protect ${slot}, even while you build.`;
  return tips;
}

/**
 * A producer whose goal is shelves in shops: the contacts are buyers and stockists, a few a week in
 * the hours around making the product; what counts is the reorder, not the first order.
 */
function wholesaleTips(w: NonNullable<Reading["wholesale"]>, slot: string): string[] {
  return [
    `Making comes first, so give selling a fixed slot${w.makingDays ? ` away from ${w.makingDays}` : ""}: protect ${slot} at the same time each week, and set up one idea at a time.`,
    `Make 5 buyer contacts a week: a sample dropped off, a follow-up, a thank-you to a stockist with their reorder. Small and every week beats big and occasional.`,
    `Win your first 10 ${w.shops} that reorder before chasing the next twenty, and ask each one after a month what sells, what doesn't and what would make them order more.`,
    `Count reorders, not only first orders: a ${w.shop} that reorders within six weeks is a stockist, one that doesn't needs a tasting or a new spot on the shelf before you chase the next.`,
  ];
}

/**
 * A maker moving sales off a marketplace to their own site: making comes first, the contacts are
 * buyers who joined the list, and what counts is the share of orders on the own site.
 */
function makerTips(seller: NonNullable<Reading["marketplaceSeller"]>, slot: string): string[] {
  const platform = joinWords(seller.platforms);
  return [
    `Making comes first, so give marketing a fixed slot: protect ${slot} at the same time each week, and set up one idea at a time.`,
    "Make 5 personal contacts a week: a reply to someone who joined the list, a thank-you note in a parcel, a word with a buyer at a fair. Small and every week beats big and occasional.",
    "Win your first 10 buyers who order from your own site twice before chasing the next hundred, and ask them what made them come back.",
    `Give each new idea 30 days before you judge it, counting sign-ups and the orders on your own site against ${platform}, then keep what worked and drop the rest.`,
  ];
}

/**
 * A game on a PC or console store: the game and its demo are the marketing, wishlists are the measure,
 * and the contacts are creators, players and other developers, not customer calls.
 */
function storeGameTips(store: string, slot: string): string[] {
  return [
    `The game is the marketing, but only if people see it: protect ${slot} at the same time each week, and share what you make the day you make it.`,
    "Make 5 personal contacts a week: a key to a creator who plays games like yours, a reply to a player's comment, a note to another developer. Small and every week beats big and occasional.",
    "Win your first 100 players who finish the demo before chasing the next thousand, and ask them where they got stuck and what they would tell a friend.",
    `Judge each idea by the wishlists it brought (${store}'s traffic and wishlist reports, and your tracked links), then keep what worked and drop the rest.`,
  ];
}

/**
 * Software researchers pay for themselves: the contacts are researchers, creators and PIs; what counts
 * is paid subscriptions (never trials or clicks), the annual share and paying users net of cancellations.
 */
function researchTips(r: NonNullable<Reading["research"]>, slot: string): string[] {
  const pace = r.payingNow !== null && r.payingGoal !== null && r.payingGoal > r.payingNow ? ` (${(r.payingGoal - r.payingNow).toLocaleString("en-US")} more paying users to go)` : "";
  return [
    `Your product is out, so marketing gets its hours before new features do: protect ${slot} at the same time each week, and build only what brings paying researchers or keeps them${pace}.`,
    "Make 5 personal contacts a day: a researcher who posted their workflow, a creator whose code brought payers, a PI whose lab has three users. Small and every day beats big and occasional.",
    "Talk to the researchers who pay before chasing the next thousand: every two weeks, call five who chose the annual plan and five who cancelled, and ask what decided it.",
    "Judge every channel by paid subscriptions and the annual share, never by trials or clicks, and give each 30 days before you keep it or drop it.",
  ];
}

/**
 * A crowdfunding campaign: the list before launch, the first 48 hours, and backers who hear from the
 * founder every few days; the figures are the campaign's, not a shop's repeat orders.
 */
function campaignTips(slot: string): string[] {
  return [
    `Until launch day, most of the marketing time goes to the list: keep fixed hours for it each week (never less than ${slot}), more in the last two weeks, and clear your diary for launch day.`,
    "Make 5 personal contacts a day: a tester asked for a clip, a writer sent the press kit, a friend asked to back in the first hour. Small and every day beats big and occasional.",
    "Win your first 100 backers by name before launch day (friends, testers, the list), and ask the first ten what nearly stopped them from pledging.",
    "Judge each idea by the list sign-ups it brought before launch and the pledges it brought after (the platform's referrer report), then keep what worked and drop the rest.",
  ];
}

/**
 * An event selling tickets: the tracker every Friday, the early bird closed when announced, the people
 * who bring others (speakers, partners, course leaders), and the last two weeks planned before they start.
 */
function eventTips(slot: string, e?: NonNullable<Reading["event"]>): string[] {
  if (e?.crowd === "public") {
    const makers = e.makers ? `the ${e.makers.word}` : "the people taking part";
    return [
      `Fill in the ticket tracker every Friday (tickets by day and by code) and keep ${slot} at the same time each week, more in the last weeks before the day, when most families buy.`,
      `Make 5 personal contacts a week: one of ${makers} thanked with their code's count, a listing or a school newsletter asked to include you, a café asked to put up a poster. Small and every week beats big and occasional.`,
      `Ask ${makers} and last year's visitors what brought them, and put the answer at the top of the ticket page.`,
      "Judge each source by the tickets on its code, not by likes: ask the sources that sold for more and stop chasing the ones that did not.",
    ];
  }
  return [
    `Fill in the ticket tracker every Friday (tickets by tier and by code against the week's pace) and keep ${slot} at the same time each week, more in the last two weeks before the day.`,
    "Make 5 personal contacts a week: a speaker thanked with their code's count, a meetup organiser asked for two minutes, a course leader sent a poster. Small and every week beats big and occasional.",
    "Close the early bird on the day you announced, whatever the count: a deadline that moves stops working, this year and next.",
    "Judge each source by the tickets on its code, not by likes: after the early bird, ask the sources that sold for more and stop chasing the ones that did not.",
  ];
}

/**
 * A newsletter with a free list and a paid tier: the free letter is the engine, the contacts are
 * readers and other writers, made in the week's marketing slot rather than every day (a writer with
 * a few hours a week, often beside another job, cannot post daily).
 */
function publicationTips(slot: string): string[] {
  return [
    `Keep the free letter coming every week, on time: it is what grows the list the paid tier converts from. Protect ${slot} at the same time each week.`,
    "Make 5 personal contacts a week: a reply to a reader, a thank-you to someone who shared an issue, a note to a writer about a swap. Small and every week beats big and occasional.",
    "Win your first 10 paying readers before chasing the next hundred, and ask them every two weeks what they would miss if the paid tier stopped.",
    "Give each new idea 30 days before you judge it, counting the free sign-ups and upgrades it brought, then keep what worked and drop the rest.",
  ];
}

/**
 * A show selling sponsorship (a podcast, a channel, a newsletter): the show itself keeps coming, the
 * contacts are brands' marketing leads, and the first sponsors are won and kept before more are sought.
 */
function sponsorshipTips(s: Sponsorship, slot: string): string[] {
  return [
    `Keep the ${s.unit}s coming on time, every week: the ${s.reachWord} are what sponsors buy. Protect ${slot} at the same time each week, for finding and looking after sponsors.`,
    "Make 5 sponsor contacts a week: an email to a brand's marketing lead, a follow-up, a thank-you to a sponsor with their numbers. Small and every week beats big and occasional.",
    `Win your first sponsor and keep them happy before chasing the next two: send them their numbers after every ${s.unit}, and ask every month what would make them renew.`,
    `Give each new idea 30 days before you judge it, counting replies from brands and the ${s.reachWord} per ${s.unit}, then keep what worked and drop the rest.`,
  ];
}

/**
 * Software already out with users (launched, early traction, scaling): SPEC 9's "ship an MVP in 30
 * days" and "once your MVP works" are behind them. The same figures (protected hours, 5 contacts a
 * day, the first 10, every two weeks) go to what a live product needs: marketing hours kept, the
 * users it has heard, and the step where new users drop out fixed before more are brought in.
 */
function launchedTips(reading: Reading, slot: string): string[] {
  const b2b = reading.kind === "b2b-smb" || reading.kind === "b2b-enterprise";
  const users = reading.appStore ? "stores" : b2b ? "customers" : "users";
  const newcomers = reading.appStore || reading.kind === "devtool" ? "installs" : reading.kind === "consumer-app" ? "downloads" : reading.kind === "b2b-enterprise" ? "accounts" : "sign-ups";
  const next = reading.kind === "b2b-enterprise" ? "the next account" : "the next thousand";
  return [
    `Your product is out, so marketing gets its hours before new features do: protect ${slot} at the same time each week, and build only what keeps the ${users} you have or brings the next ones.`,
    reading.teen
      ? "Make 5 outreach contacts a day with the adults around your players (creators, streamers, parents' and teachers' sites), never the players themselves: small and every day beats big and occasional."
      : "Make 5 outreach contacts a day: small, personal and every day beats big and occasional.",
    reading.teen
      ? `Talk to the players you have before chasing the next thousand: hear from your 10 most active every two weeks through in-game polls and surveys, never calls or private messages.`
      : `Talk to the ${users} you have before chasing ${next}: hold bi-weekly customer calls with your 10 most active ${users}, and ask what almost made them give up and what would make them recommend you.`,
    `Find the leak before you pour in more: every week, count how many new ${newcomers} reach their first real result, and fix the step where most of them stop before you add another channel.`,
  ];
}

export const DEFAULT_WISDOM =
  "Marketing is a conversation, not a broadcast. Talk to one real customer this week and write down the exact words they use: those words are your next headline.";

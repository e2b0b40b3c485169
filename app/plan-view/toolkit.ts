import { charityToolkit } from "~/plan-quality/charity";
import { coldEmailNeedsConsent } from "~/plan-quality/checker";
import { inSponsorMedium, tokensOf } from "~/plan-quality/sponsorship";
import type { BusinessKind } from "~/plan-quality/kinds";
import { isOnlineRival, type Reading } from "~/plan-quality/reading";
import { localTrade, neighbourhoodOf, shortPlace } from "~/plan-quality/local-trade";
import { joinWords } from "~/plan-quality/words";
import { INDIE_TOOLKIT, type ToolkitGroup } from "./fixed-texts";
import { workspaceToolkit } from "./workspace";
import { taproomToolkit } from "./taproom";
import { restaurantToolkit } from "./restaurant";
import { experienceToolkit } from "./experience";
import { venueToolkit } from "./venue";
import { weddingToolkit } from "./wedding-supplier";
import { gymToolkit } from "./gym";
import { kidsClubToolkit } from "./kids-club";
import { petBoardingToolkit } from "./pet-boarding";
import { familyPhotoToolkit } from "./family-photo";
import { tattooToolkit } from "./tattoo";
import { deviceRepairToolkit } from "./device-repair";
import { partyToolkit } from "./party-entertainer";
import { trainerToolkit } from "./trainer";
import { clinicToolkit } from "./clinic";
import { childcareToolkit } from "./childcare";
import { installerToolkit } from "./installer";
import { removalsToolkit } from "./removals";
import { homeCareToolkit } from "./home-care";
import { careHomeToolkit } from "./care-home";
import { funeralToolkit } from "./funeral";
import { celebrantToolkit } from "./celebrant";
import { lawToolkit } from "./law";
import { architectToolkit } from "./architect";
import { drivingToolkit } from "./driving";
import { adultClassesToolkit } from "./adult-classes";
import { privateTeacherToolkit } from "./private-teacher";
import { coachToolkit } from "./coaching";
import { membershipToolkit } from "./membership";
import { farmBoxToolkit } from "./farm-box";
import { floristToolkit } from "./florist";
import { adviserToolkit } from "./advisers";
import { jobBoardToolkit } from "./job-board";
import { bookToolkit } from "./books";
import { bandToolkit } from "./band";
import { meetPeopleToolkit } from "./dating";
import { youngChildrenToolkit } from "./young-children";
import { smallholderToolkit } from "./smallholders";
import { equipmentToolkit } from "./farm-equipment";
import { desktopToolkit } from "./desktop";
import { wpPluginToolkit } from "./wp-plugin";
import { agencyToolkit } from "./agency";
import { catererToolkit } from "./caterer";
import { accountingToolkit } from "./accounting";
import { recruiterToolkit } from "./recruiter";
import { translatorToolkit } from "./translator";
import { itSupportToolkit } from "./it-support";
import { lettingToolkit } from "./letting";
import { browserExtensionToolkit } from "./browser-extension";
import { digitalProductToolkit } from "./digital-product";
import { churchToolkit } from "./church";
import { clinicianToolkit } from "./clinician";
import { agtechToolkit } from "./agtech";
import { marketplaceBrandToolkit } from "./marketplace-brand";
import { podToolkit } from "./print-on-demand";
import { artistToolkit } from "./artist";

/**
 * The Indie Developer Toolkit written for one business. The spec fixes the two group titles and the
 * six card names (see INDIE_TOOLKIT); what each card says and asks the founder to try depends on the
 * kind of business, so a bakery's "Launch Stacking" is a window, a market stall and the local paper
 * in one week, not Show HN. Browser-safe: only pure modules are imported.
 */


// ─── The toolkit per kind ────────────────────────────────────────────────────────────────────────

type Card = [description: string, tryThis: string];
type KindToolkit = {
  "Direct Outreach": Card;
  "Integration Marketing": Card;
  "Launch Stacking": Card;
  "Indirect Competitors": Card;
  Partnerships: Card;
  "Power Users": Card;
};

/** Tokens: {product} {audience} {place} {near} {competitor} {rivalHabit} {shop} {shops} {goods} {nearby} {hosts} {treat}. */
type ToolkitKey = BusinessKind | "teen-app" | "local-garage" | "local-cycle" | "local-dealer" | "local-storage" | "local-farm" | "local-booked" | "local-retail" | "local-visiting" | "local-round" | "local-events" | "local-lessons" | "local-tutoring";

// A two-sided marketplace: both sides, the short one first, where it can serve. {supply} {demand} {served} {pay}.
const MARKETPLACE_TOOLKIT: KindToolkit = {
  "Direct Outreach": [
    "Talk to both sides yourself: the {supply} who list on {product} (why they stay, why others left) and the {demand} who order (what brings them back). In {served}, a word from the founder beats any advert on either side.",
    "This week, call three {supply} who stopped listing and ask what their first week was like, and ask five regular {demand} who else on their team would order.",
  ],
  "Integration Marketing": [
    "For a marketplace, integration means fitting the habits both sides already have: the WhatsApp groups where {demand} talk, the way they pay ({pay}), and the circles where {supply} already sell to neighbours.",
    "Make ordering and paying by {pay} take under a minute from a WhatsApp link, and time how long it takes a new buyer from the link to a paid order.",
  ],
  "Launch Stacking": [
    "Do not open a building or an area once. Stack a tasting, an introduction to {organiser}, a day of colleague codes and a week of the WhatsApp channel in the same place, so {demand} there meet {product} three times in a few days.",
    "Pick one building in {served} next month, then book a tasting there, ask a regular to introduce you to {organiser}, and send their colleagues codes that same week.",
  ],
  "Indirect Competitors": [
    "Your real rival is {competitor}: what {demand} do when {product} is not there, and whatever else {supply} could earn from their time. Learn what each side puts up with.",
    "Spend one lunchtime in {served} watching where {demand} actually buy, and ask three {supply} where else they sell and what it pays them.",
  ],
  Partnerships: [
    "Team up with people who gather one side or the other: {organiser} for {demand}, and the groups where {supply} already meet. Each one brings a group at once.",
    "Ask two regulars this week to introduce you to {organiser} at their {group}, and ask your most active {supplyOne} which group of {supply} you could talk to.",
  ],
  "Power Users": [
    "Your most active {supply} and most loyal {demand} are your best marketing on both sides: they bring people like them. Give each an easy way to do it and thank them by name.",
    "Give your ten most regular {demand} a personal code for colleagues, and ask your five most active {supply} to invite one person each from their own circles.",
  ],
};

const TOOLKITS: Record<ToolkitKey, KindToolkit> = {
  marketplace: MARKETPLACE_TOOLKIT,
  local: {
    "Direct Outreach": [
      "Talk to the people who already walk past: regulars at the counter, and the people nearby who buy for a group (office managers, event organisers, the school's parents' association). A word from the owner beats any post.",
      "Ask five regulars this week what would make them order ahead, and leave a short note with a tasting or trial offer at three offices or schools within walking distance.",
    ],
    "Integration Marketing": [
      "For a {shop}, integration means being part of places your customers already go: on the menu or counter of {hosts}, and listed where people look first (Google Maps, the neighbourhood's Facebook group).",
      "Offer two businesses within a few streets of {product} a week of free {goods} for their counter or meeting room, with a small card that names {product} and says how to order.",
    ],
    "Launch Stacking": [
      "Do not announce something once. Stack a window display, a market stall, a mention in the local paper and an Instagram post in the same week, so neighbours {near} meet {product} three times in a few days.",
      "Pick one week next month, then book a market stall, send the local paper a short note with that date, and plan the window and the post for the same days.",
    ],
    "Indirect Competitors": [
      "Your real rival is {competitor}: the habit of getting {goods} wherever is quickest or cheapest. Learn why people choose it (price, opening hours, parking) and win on what it cannot offer.",
      "Spend 20 minutes near {competitor} at a busy hour, note what people buy and when, then change one thing at {product} (a pre-order slot, an earlier opening, a weekday offer) to answer it.",
    ],
    Partnerships: [
      "Team up with businesses that serve the same neighbours without competing: {nearby}. Each one lends you the trust of its regulars.",
      "Propose a simple swap to two neighbours this week: your cards on their counter and theirs on yours, plus one joint offer for a weekend.",
    ],
    "Power Users": [
      "Your regulars are your best marketing: they recommend {product} to neighbours more than any post can. Give them a reason and an easy way to do it.",
      "Give your twenty most regular customers a card that gets {treat}, and thank each one by name at the counter.",
    ],
  },
  // A car repair garage: drivers come back by the calendar (the test, the service) and send family when they were treated straight.
  "local-garage": {
    "Direct Outreach": [
      "Talk to the drivers who already come in: a minute at the counter when they collect the car, and the small businesses nearby that run vans. A straight word from the mechanic who did the work beats any post.",
      "At collection this week, tell five customers what you found and when it will next be due, and ask who else in the family drives an older car.",
    ],
    "Integration Marketing": [
      "For a garage, integration means being found where drivers look when it is due: Google Maps with your fixed prices and a booking link, and the counters of {hosts}.",
      "Check that a driver can see a service price and book a slot from your Google profile in under a minute, and ask two driving schools or taxi firms nearby to keep your card.",
    ],
    "Launch Stacking": [
      "Do not announce a new service (hybrid servicing, a diagnostic check) once. Stack the Google profile post, a line in every reminder text, a card at collection and a note to the van accounts in the same week.",
      "Pick one week next month, then update the price list, send the reminder texts with one line about it and hand a card with it to every car collected that week.",
    ],
    "Indirect Competitors": [
      "Your real rivals are {competitor}, and putting the work off until the test. Learn what drivers fear about each: the dealer's bill, the chain's upselling, failing the test.",
      "Read the 1- to 3-star Google reviews of the dealer and the chains nearest to {product}, note every complaint about surprise bills or unagreed work, and answer each one on your price page.",
    ],
    Partnerships: [
      "Team up with businesses that serve the same drivers without competing: {nearby}. Each one lends you the trust of its customers.",
      "Offer two driving schools or a taxi firm nearby a standing slot for their cars, and ask them to send pupils and drivers who need a garage your way.",
    ],
    "Power Users": [
      "Your loyal drivers are your best marketing: they send family and neighbours to {product} when someone asks about a garage. Give them a reason and an easy way to do it.",
      "Give your twenty most loyal customers two cards that get {treat}, and thank each one by name when their car is next in.",
    ],
  },
  // A bike workshop: riders come before the season or when something fails, and send riding friends to the mechanic who was straight with them.
  "local-cycle": {
    "Direct Outreach": [
      "Talk to the riders who already come in: a minute at collection about what you found and when it will next need doing, and the clubs and workplaces where riders gather. A straight word from the mechanic who did the work beats any post.",
      "At collection this week, show five riders the worn part you replaced, tell them when the bike should next come in, and ask who they ride with.",
    ],
    "Integration Marketing": [
      "For a bike workshop, integration means being found where riders look when the bike needs work: Google Maps with your fixed prices and a booking link, and the noticeboards of {hosts}.",
      "Check that a rider can see a service price and book a slot from your Google profile in under a minute, and ask two clubs or workplaces nearby to put your prices on their noticeboard or newsletter.",
    ],
    "Launch Stacking": [
      "Do not announce a new service (e-bike diagnostics, a collection from home) once. Stack the Google profile post, a line in the quiet-month texts, a card in every bike handed back and a note to the clubs in the same week.",
      "Pick one week next month, then update the price list, send the texts with one line about it and hand a card with it to every rider who collects that week.",
    ],
    "Indirect Competitors": [
      "Your real rivals are {competitor}, and riding on until something breaks. Learn what riders dislike about each: the chain's turnaround, the wait in spring, a brake that fails on a descent.",
      "Read the 1- to 3-star Google reviews of the bike shops and chain stores nearest to {product}, note every complaint about waits or unagreed work, and answer each one on your price page.",
    ],
    Partnerships: [
      "Team up with places that serve the same riders without competing: {nearby}. Each one lends you the trust of its riders.",
      "Ask two cafés or the trail centre where riders stop to keep your cards and a price list, and offer their staff a free safety check.",
    ],
    "Power Users": [
      "Your loyal riders are your best marketing: club riders and commuters send friends to {product} when someone asks about a mechanic. Give them a reason and an easy way to do it.",
      "Give your twenty most loyal riders two cards that get {treat}, and thank each one by name when their bike is next in.",
    ],
  },
  // A used-car dealer: buyers compare the same model for weeks, distrust dealers, and send family to the one who was straight with them.
  "local-dealer": {
    "Direct Outreach": [
      "Talk to the people who already know you: last month's buyers on the one-week call, every buyer's message answered within the hour by the person who knows the car, and the driving instructors and garages nearby. A straight answer from the owner beats any listing.",
      "Ring five of last month's buyers this week: ask how the car is, what nearly stopped them buying, and whether anyone they know is looking.",
    ],
    "Integration Marketing": [
      "For a {shop}, integration means being found where buyers check: every car on the listing sites and your own site with its history, your Google profile with real reviews, and the first-car guide in the hands of {hosts}.",
      "Search for one of your cars the way a buyer would, on the listing site and on Google, and fix the first thing that would make you ring another dealer instead.",
    ],
    "Launch Stacking": [
      "Do not list a car in one place. The day a car is ready, text the past buyers and the people who asked for one like it, then list it on your own site, the listing sites and your Google profile the same morning, so the people most likely to buy see it first.",
      "Keep a list of what each person who asked wanted (the model, the budget, automatic or not) and, for the next three cars in, text the matching names before the listing goes live.",
    ],
    "Indirect Competitors": [
      "Your real rivals are {competitor}. Learn what buyers dislike about each: the franchise dealer's pressure and add-ons, the private seller's unknown history, the car supermarket's queue.",
      "Read the 1- to 3-star Google reviews of the three dealers nearest to {product}, note every complaint about faults after the sale or pressure on the forecourt, and answer each one in your listings.",
    ],
    Partnerships: [
      "Team up with businesses that serve the same drivers without competing: {nearby}. Each one lends you the trust of its customers, and a garage that services your cars can vouch for them.",
      "Ask the independent garage that prepares your cars whether you can name it in each listing ('serviced by {{garage}}'), and leave your first-car guide with two driving schools.",
    ],
    "Power Users": [
      "Your happiest buyers are your best marketing: families and first-time buyers send their parents, children and friends to {product} when someone asks where to buy. Give them a reason and an easy way to do it.",
      "At each one-week call, ask the happy buyers whether they know anyone looking, and thank each one whose friend buys, by name, the same way every time.",
    ],
  },
  // A self-storage site: found in the week of need, named by who hears of it first, kept by an honest price.
  "local-storage": {
    "Direct Outreach": [
      "Talk to the people who already know you: every enquiry answered within the hour by someone who can say which size fits, the customers at move-in and at month two, and the removals firms, agents and builders who hear of the need first. A straight answer from the owner beats any ad.",
      "Ring five of last month's customers this week: ask how they found you, what nearly sent them to a chain, and whether the unit is the right size.",
    ],
    "Integration Marketing": [
      "For a {shop}, integration means being where the need is first spoken: the price sheet in the hands of {hosts}, the size guide in the agents' packs, and your Google profile and price page on the first page of the search.",
      "Search 'storage near me' and 'self storage' with your town's name on your phone, the way a customer would, and fix the first thing that would make you ring a chain instead.",
    ],
    "Launch Stacking": [
      "Do not announce a free size once. The week a size comes free, post it on your Google profile, tell the removals firms and agents who send people, and put it at the top of the price page the same morning.",
      "Keep a list of everyone who asked for a size you had none of, and text them the day one comes free.",
    ],
    "Indirect Competitors": [
      "Your real rivals are {competitor}, and a garage, a loft or a relative's spare room. Learn what customers dislike about each: the price after the offer, the extras at the counter, the favour that runs out.",
      "Read the 1- to 3-star Google reviews of the three storage sites nearest to {product}, note every complaint about prices that rose, extras or access, and answer each one on your price page.",
    ],
    Partnerships: [
      "Team up with businesses that serve the same people at the same moment without competing: {nearby}. Each one hears of the need before the customer searches.",
      "Agree with one removals firm or man and van that you'll recommend each other, and put each other's names on the price page and the quote.",
    ],
    "Power Users": [
      "Your best customers are traders who stay for years and families whose move went smoothly: they are asked where to store things by the next person in the same spot. Give them a reason and an easy way to pass your name on.",
      "At the month-two text, ask the customers who are happy whether they know anyone who needs space, and thank each one whose friend moves in, by name, the same way every time.",
    ],
  },
  // A farm people visit: families come when the crop is ready and the weather holds, and once a season unless brought back.
  "local-farm": {
    "Direct Outreach": [
      "Talk to the people who can come on the days you are empty: grandparents in the tea room, the childminders, nurseries and schools nearby, and the campsites whose guests ask what to do tomorrow. A note from the farmer with a date beats any post.",
      "Send the weekday note to ten childminders or nurseries this week, and ask five grandparents in the tea room what would bring them back on a weekday.",
    ],
    "Integration Marketing": [
      "For a {shop}, integration means being where families plan a day out: the 'what's ready today' update on your Google profile and Facebook, the days-out guides and tourism listings, and the picking calendar in the welcome folders of {nearby}.",
      "Search 'pick your own near {place}' and 'days out with kids {place}' as a parent would, and fix the first thing that would make you choose somewhere else.",
    ],
    "Launch Stacking": [
      "Do not open a season quietly. The week a crop is ready, send the season-opening email to the people who ticked it, post the first morning update, change the board at the gate, and send the what's-on editors the date, so families meet the news three times before the weekend.",
      "Pick next season's likely opening week now, and write the email, the update and the what's-on note in advance.",
    ],
    "Indirect Competitors": [
      "Your real rivals are {competitor}. Learn what parents dislike about each: the supermarket punnet's taste, the soft play's noise and price, the crowds at the big attractions.",
      "Read the 1- to 3-star Google reviews of the three days out nearest to {product}, note every complaint about crowds, prices or a wasted journey, and answer each one in your morning update and listings.",
    ],
    Partnerships: [
      "Team up with businesses that serve the same families without competing: {nearby}. Each one lends you the trust of its guests and parents.",
      "Leave picking calendars at two campsites or holiday lets this week, and offer one nursery a weekday visit before the summer term.",
    ],
    "Power Users": [
      "Families who come every season are your best marketing: their photos and words in the parents' Facebook groups bring more families than any advert. Give them a photo worth sharing and a reason to bring friends.",
      "Ask the families who come back each season to tick every season on the list, and hand them a 'bring a friend's family' card.",
    ],
  },
  "local-booked": {
    "Direct Outreach": [
      "Talk to the people who already know you: clients in the chair or on the table, and the people nearby who organise groups (workplaces, wedding parties, sports clubs). A personal word from you beats any post.",
      "Ask five clients this week who they know who should try {product}, and leave a card with a weekday offer at three workplaces within walking distance.",
    ],
    "Integration Marketing": [
      "For a {shop}, integration means being bookable where people already look: Google Maps with a booking button, your booking page, and the counters and websites of {hosts}.",
      "Check that {product} can be booked straight from Google Maps, then ask two businesses nearby to keep your cards and a booking QR code on their counter.",
    ],
    "Launch Stacking": [
      "Do not announce a new service once. Stack a window display, a stand at a local event, a mention in the local paper and an Instagram post in the same week, so people {near} meet {product} three times in a few days.",
      "Pick one week next month, then book a stand at a local fair or market, send the local paper a short note with that date, and plan the window and the post for the same days.",
    ],
    "Indirect Competitors": [
      "Your real rival is {competitor}: the provider they have used for years, or the drive to a bigger town. Learn what keeps people there and what they put up with.",
      "Read the 2- and 3-star Google reviews of the three {shops} nearest to {product}, note every complaint you answer, and use their words in your next post.",
    ],
    Partnerships: [
      "Team up with businesses that serve the same people without competing: {nearby}. Each one lends you the trust of its regulars.",
      "Propose a simple swap to two neighbours this week: your cards on their counter and theirs on yours, plus one joint offer for a quiet weekday.",
    ],
    "Power Users": [
      "Your loyal clients are your best marketing: they recommend {product} more than any post can. Give them a reason and an easy way to do it.",
      "Give your twenty most loyal clients a card that gets {treat}, and thank each one by name at their next visit.",
    ],
  },
  "local-retail": {
    "Direct Outreach": [
      "Talk to the people who already come in: regulars at the counter, and the people nearby who buy for a group (clubs, schools, reading and hobby groups, event organisers). A word from the owner beats any post.",
      "Ask five regulars this week what would bring them in more often, and offer to put something aside or order it in for them.",
    ],
    "Integration Marketing": [
      "For a {shop}, integration means being part of places your customers already go: recommended by {hosts}, and listed where people look first (Google Maps with your opening hours, the local Facebook group).",
      "Ask two of {hosts} to keep a small card or poster that names {product} and what you can do for their customers.",
    ],
    "Launch Stacking": [
      "Do not announce something once. Stack a window display, an event in the shop, a mention in the local paper and an Instagram post in the same week, so people {near} meet {product} three times in a few days.",
      "Pick one week next month, then plan an event in the shop, send the local paper a short note with that date, and plan the window and the post for the same days.",
    ],
    "Indirect Competitors": [
      "Your real rival is {competitor}: {rivalHabit}. Learn why people choose it (price, delivery, range) and win on what it cannot offer: advice, seeing and trying before you buy, and knowing the owner.",
      "Ask ten customers this month where else they shop for {goods} and why, then make one thing at {product} answer it (a service they cannot get online, a loyalty stamp, a pick of the month).",
    ],
    Partnerships: [
      "Team up with businesses that serve the same people without competing: {nearby}. Each one lends you the trust of its regulars.",
      "Propose a simple swap to two neighbours this week: your cards on their counter and theirs on yours, plus one joint offer for a weekend.",
    ],
    "Power Users": [
      "Your regulars are your best marketing: they recommend {product} to friends more than any post can. Give them a reason and an easy way to do it.",
      "Give your twenty most regular customers a card that gets {treat}, and thank each one by name at the counter.",
    ],
  },
  "local-visiting": {
    "Direct Outreach": [
      "Talk to the people who already know you: each customer at the end of a job, and the people others ask for a {shop}'s number (neighbours, the shops nearby, property and holiday-let managers). A word from you on the doorstep beats any post.",
      "At the end of your next five jobs, ask the customer who nearby might need you, and leave two of your cards with them.",
    ],
    "Integration Marketing": [
      "For a {shop} who goes to customers, integration means being the number people are given: on Google Maps with your phone number and the area you cover, and on the counters and lists of {hosts}.",
      "Check that {product} shows on Google Maps with your phone number, the area you cover and a voicemail that says when you ring back, then ask {hosts} to keep your cards by their counter.",
    ],
    "Launch Stacking": [
      "Do not announce a new service once. Stack a note in the local newsletter, your cards at the shops that recommend you, a line on the van and a text to past customers in the same week, so people {near} hear about {product} three times in a few days.",
      "Pick one week next month, then send the local newsletter a short note with your offer, leave cards at the shops that recommend you, and text your past customers on the same days.",
    ],
    "Indirect Competitors": [
      "Your real rival is {competitor}: the {shop} they have used for years, or the one who never turned up. Learn what people put up with and answer it.",
      "Read the 2- and 3-star Google reviews of the three {shops} nearest to you, note every complaint you answer (turning up when you say, a fixed price), and put it on your cards and in your voicemail.",
    ],
    Partnerships: [
      "Team up with businesses that serve the same homes without competing: {nearby}. Each one lends you the trust of its customers.",
      "Propose a simple arrangement to two of them this week: they hand your card to customers who ask for a {shop}, and you send them the work you do not do.",
    ],
    "Power Users": [
      "Your loyal customers are your best marketing: they give your number to neighbours more than any post can. Give them a reason and an easy way to do it.",
      "Give your twenty most loyal customers two cards each that get {treat}, and thank each one by name at the end of their next job.",
    ],
  },
  // A home service on a round (a house cleaner every two weeks): clients, their neighbors and the people who see homes change hands.
  "local-round": {
    "Direct Outreach": [
      "Talk to the people who already let you into their homes: ask each client after a visit who on their street or in their group chat might want the same, and answer the neighbors who ask for a {shop} on Nextdoor yourself. A word from the owner beats any ad.",
      "This week, ask five clients who else on their street might like a regular {shop}, and offer the neighbor a first visit on the day you are already there.",
    ],
    "Integration Marketing": [
      "For a {shop} on a round, integration means being the name people are given: on Google Maps as a service-area business with recent reviews, on Nextdoor with recommendations, and on the lists of {hosts}.",
      "Check that {product} shows on Google Maps with your service area, your phone number and a way to text you, then send {hosts} a one-page sheet they can forward to clients who move.",
    ],
    "Launch Stacking": [
      "Do not announce a new service or a new area once. Stack door hangers on the streets you already work, a text to current clients and one post in the neighborhood group in the same week, so people {near} hear about {product} three times in a few days.",
      "Pick one week next month, then hang door hangers around the homes you clean that week, text your clients the referral offer, and post one before-and-after in the group on the same days.",
    ],
    "Indirect Competitors": [
      "Your real rival is {competitor}: the weekend spent on it, or the {shop} who cancels. Learn what people put up with and answer it.",
      "Read the 2- and 3-star Google reviews of the three {shops} nearest to you, note every complaint you answer (a different cleaner each time, no reply to texts, harsh products), and say the answer on your door hangers and your profile.",
    ],
    Partnerships: [
      "Team up with the people who see homes change hands and serve the same households: {nearby}. Each one lends you the trust of its clients at the moment they need a {shop}.",
      "Write to two of them this week with a one-page sheet, and offer to do one of their next move-out cleans so they can see the work.",
    ],
    "Power Users": [
      "Your longest clients are your best marketing: their neighbors ask them who cleans for them. Give them a reason and an easy way to answer.",
      "Text your ten longest clients a thank-you with {treat} for each neighbor they send, and thank each one by name after their next visit.",
    ],
  },
  // A wedding photographer: couples book once, months ahead, on trust from whole galleries, venues and planners.
  // A teacher's pupils come through their parents: the school gate, other parents, a free taster and a concert.
  "local-lessons": {
    "Direct Outreach": [
      "Talk to the parents who already know you (at the end of each lesson, at the school gate) and to the people who run things for children and learners in town: the schools (through the school office and the PTA), the library, the clubs. A word from the teacher beats any post.",
      "This week, ask three parents of pupils how they found you and who they know whose child might like a free taster, and offer the PTA a month of lessons for their next raffle.",
    ],
    "Integration Marketing": [
      "For a {shop}, integration means being part of places families and learners already go: the newsletters and noticeboards of {hosts}, and listed where parents look first (Google Maps with your reviews, the town's Facebook group).",
      "Ask the school office how teachers and clubs appear in the newsletter to parents, and send them a short paragraph with a free taster lesson this week.",
    ],
    "Launch Stacking": [
      "Do not announce a new term once. Stack a paragraph in the school newsletter, a card on the notice boards, a mention in the local paper and a post in the town's Facebook group in the same week, so families {near} hear about {product} three times in a few days.",
      "Pick the week before the next term starts, then send the school newsletter a paragraph with free taster slots, put up the cards, and post in the group on the same days.",
    ],
    "Indirect Competitors": [
      "Your real rival is {competitor}, and a child's week already full of other clubs. Learn why families drop lessons (cost, practice battles, timing) and answer it.",
      "Ask three parents who stopped lessons elsewhere, or never started, what made them stop, and answer each reason in your taster and your first month (a practice plan, a slot that fits, a price per term).",
    ],
    Partnerships: [
      "Team up with people who serve the same families and learners without competing: {nearby}. Each one lends you the trust of the parents they already know.",
      "Propose one thing to two of them this week: a free taster for their members, a short open lesson at their next event, or your card on their noticeboard and theirs on yours.",
    ],
    "Power Users": [
      "The parents of your happiest pupils are your best marketing: they tell other parents at the gate more convincingly than any notice can. Give them something to tell and a way to pass you on.",
      "After a lesson where a pupil did something new, tell the parent, and give them two cards for friends, each good for {treat}.",
    ],
  },
  // Exam tutoring (Reading.examTutoring): parents of teenagers, the exam year, a pupil who must want to come.
  "local-tutoring": {
    "Direct Outreach": [
      "Talk to the parents who already trust you (a word when they collect their child, a short note after each half-term) and to the adults around secondary pupils: parents' forums and PTAs, the library, youth and community groups. Never approach pupils themselves; parents decide and pay.",
      "This week, send every current parent a two-line note on how their child is doing and the one topic to work on before the exams, and ask whether a friend's child sat the same mocks.",
    ],
    "Integration Marketing": [
      "For a tutor, integration means being where parents look when the mock results come home: Google Maps with parents' reviews, the parents' Facebook groups {near}, and the newsletters of PTAs and community groups that take notices.",
      "Check that your Google profile's category is 'Tutoring service', your hours show Saturdays, and the first line says which exams, subjects and group size you teach.",
    ],
    "Launch Stacking": [
      "Do not announce the Easter course once. Stack a note to current families, a post in the parents' groups, a Google profile post and a tip a week in the same fortnight after the mock results, so parents {near} meet {product} three times while they are deciding.",
      "Pick the fortnight after most schools' mock results come home, then send the families' note, post in the groups and on Google, and open assessment slots on the same days.",
    ],
    "Indirect Competitors": [
      "Your real rivals are {competitor}, and the revision a pupil could do alone. Learn why families drop tutoring (no change in marks, a teenager who stops going, the price of one-to-one) and answer it.",
      "Ask three parents who tried one-to-one or online tutoring what made them stop, and answer each reason in your assessment note and your first four weeks (a plan by topic, a group their child likes, a price per hour that is clear).",
    ],
    Partnerships: [
      "Team up with people who serve the same families without competing: careers advisers and sixth-form open evenings, the library's study spaces, youth and community groups, tutors of other subjects. Each one lends you the trust of parents they already know.",
      "Propose one thing to two of them this week: a free exam-technique talk for their group, a study-skills session at the library, or introductions both ways with an English or languages tutor.",
    ],
    "Power Users": [
      "The parents of pupils whose marks moved are your best marketing: they tell other parents in school chats more convincingly than any advert. Give them something true to tell and a way to pass you on, and quote them only with consent.",
      "When a pupil's marks move in a past paper, tell the parent in one line, and give them the introduction card: a free first hour for a friend, and a free hour for both families after four weeks.",
    ],
  },
  "local-events": {
    "Direct Outreach": [
      "Talk to the people couples ask before they book ({hosts}), and the couples who have just sent an enquiry. A personal reply from you, with a real wedding like theirs, beats any post.",
      "This week, write to the coordinators of three venues where you have shot, with a short gallery from a wedding there they may use, and ask to be on the list they give couples.",
    ],
    "Integration Marketing": [
      "For a {shop}, integration means being where couples plan: on the recommended-suppliers lists of {hosts}, in the galleries those venues show couples, and on Google Maps with the area you cover and your reviews.",
      "Ask two venues or planners which photographers they recommend and how to join their list, and send each a gallery of a wedding at their venue or one like it.",
    ],
    "Launch Stacking": [
      "Do not announce next season once. Stack a real wedding on a blog or planner's site, a gallery shared with the venue, a post and a note to the planners you know in the same week, so couples planning {near} meet {product} three times in a few days.",
      "Pick one week before the wedding fairs and booking season, then send one real wedding to a blog or planner, share the gallery with its venue, and post it on the same days.",
    ],
    "Indirect Competitors": [
      "Your real rival is {competitor}, a friend with a good camera, or the couple deciding photos can wait. Learn what couples regret afterwards and answer it.",
      "Read the 2- and 3-star reviews couples leave for venues' package photographers and other {shops} nearby, note every regret you answer (missed moments, a late gallery, posed shots), and answer each one in your next enquiry replies.",
    ],
    Partnerships: [
      "Team up with businesses couples hire for the same day without competing: {nearby}. Each one meets couples months before the date and lends you their trust.",
      "Propose a simple arrangement to two of them this week: you send them a gallery of their work on the day to use, and they name you to the couples who ask for a {shop}.",
    ],
    "Power Users": [
      "A couple books you once, so your best marketing is what happens after: their gallery shared with family and friends, a review, and the friends who get engaged next.",
      "When you deliver each gallery, ask the couple for a Google review and give them two cards for friends who get engaged, with {treat}.",
    ],
  },
  "consumer-app": {
    "Direct Outreach": [
      "Reach people with the problem where they already talk about it: reply helpfully in public threads and comments, and write to small creators who cover the topic. One person at a time, no automation.",
      "Reply to ten public posts or comments this week from people describing the problem {product} solves, and write to three small creators with a free premium code.",
    ],
    "Integration Marketing": [
      "Show up inside what your users already use every day: the share sheet, widgets, the messaging apps they send things through, and the app stores' own events and features.",
      "Add one share action that sends a result from {product} to the app your users use most, with a link back to the store page.",
    ],
    "Launch Stacking": [
      "Stack your releases: an app-store in-app event, two creator videos, a post in the communities your users read and a short press note in the same week, so each one makes the next more credible.",
      "Pick your next update week, submit an in-app event to the App Store and Google Play, and line up two creator videos and one community post for the same days.",
    ],
    "Indirect Competitors": [
      "People who gave up on {competitor} are your warmest audience, and their app-store reviews tell you exactly what hurt.",
      "Read the 1- to 3-star reviews of {competitor} in both stores, note every complaint {product} fixes, and put the top three in your first screenshots.",
    ],
    Partnerships: [
      "Partner with apps, creators and communities that serve the same people without competing with you: cross-promotion, bundles, shared challenges.",
      "Propose a cross-promotion to two apps your users also use: a banner or a perk inside each app for one month.",
    ],
    "Power Users": [
      "Your daily users are your best marketers. Give them early features, a beta group and invite links worth sharing.",
      "Find the 20 users with the longest streaks, invite them to a beta group and give each one an invite link with a reward for both sides.",
    ],
  },
  "teen-app": {
    "Direct Outreach": [
      "Your players are minors, so there is no direct outreach to them: no messages, calls or meetups. Outreach goes to adults instead: streamers, YouTube and TikTok creators and games press, through the business contact on their channel or site.",
      "List 15 adult creators who play games like {product} for a teen audience, and send each a short press kit and a build to try through the business contact on their channel.",
    ],
    "Integration Marketing": [
      "Be present where players already are through the platforms' own tools: friend invite codes, the share sheet, App Store in-app events and Google Play promotional content.",
      "Submit an in-app event for your next update to the App Store and Google Play, and make sure every invite code opens the store page in one tap.",
    ],
    "Launch Stacking": [
      "Stack an in-game event, a store feature request, two creator play-alongs and your team's own short videos in one week, so players hear about {product} from friends, creators and the store at once.",
      "Pick an update week, then line up the in-game event, two creator videos and the store submissions for those same days.",
    ],
    "Indirect Competitors": [
      "Players who drifted away from {competitor} tell you in public reviews what they missed; that is your pitch.",
      "Read the recent 1- to 3-star reviews of the three games your players mention most and note every complaint {product} already fixes, such as long rounds or ads.",
    ],
    Partnerships: [
      "Partner with adults who serve the same players: other indie games for cross-promotion, game-jam and esports-club organisers, and creators with a teen-safe audience.",
      "Propose an in-game cross-promotion (a skin or a banner) to two indie games with a similar, teen-safe audience.",
    ],
    "Power Users": [
      "Your most active players deserve recognition inside the game, not a private chat: credits, a badge, a vote on what comes next.",
      "Add an in-game poll about the next feature and show the week's top builders on a public in-game board; collect feedback through in-app surveys only.",
    ],
  },
  ecommerce: {
    "Direct Outreach": [
      "Write personally to people who already shape buying in your category: small creators, reviewers and independent stockists. A handwritten note and a sample beat a mass gifting campaign.",
      "Send a personal note and a free {product} kit to ten small creators who reviewed {competitor} or a similar product in the last month.",
    ],
    "Integration Marketing": [
      "Be sold and seen where your customers already shop: marketplaces, gift guides, stockists and other brands' boxes.",
      "Pick one marketplace, stockist or gift guide your buyers already use and get {product} listed there this month.",
    ],
    "Launch Stacking": [
      "Stack every product drop: your email list, creators posting in the same week, a press pitch and a marketplace listing, so each mention makes the others more credible.",
      "Give your next launch or restock a date, then schedule the email, two creator posts and one press pitch for that same week.",
    ],
    "Indirect Competitors": [
      "People buying {competitor} already want what you sell; their 2- and 3-star reviews say what disappoints them.",
      "Read 30 reviews of {competitor} where your customers shop, note every complaint {product} answers, and use their words on your product page.",
    ],
    Partnerships: [
      "Team up with brands that sell to the same customers without competing: an insert card in their orders, theirs in yours, a shared bundle.",
      "Propose an insert-card swap to two complementary brands for one month and track orders with a code per partner.",
    ],
    "Power Users": [
      "Repeat customers are your best channel: they know the product, post about it and bring friends. Give them early access and a referral reward worth using.",
      "Email your 20 most loyal customers a personal thank-you, early access to the next product and a referral code for a friend.",
    ],
  },
  creator: {
    "Direct Outreach": [
      "Answer people who ask, in public, the question your work answers; then follow up one to one with those who reply. Personal, never automated.",
      "Answer five questions in the communities where {audience} ask them this week, then write personally to the two who reply.",
    ],
    "Integration Marketing": [
      "Be part of other people's learning paths: guest lessons in other courses and communities, resource lists, bootcamps and newsletters that recommend material.",
      "Offer a free guest lesson to one course, community or bootcamp whose members would be ready for {product} next.",
    ],
    "Launch Stacking": [
      "Stack every launch: a free live lesson, a newsletter swap, a podcast guest slot and your own posts in the same week, so people meet {product} several times before it closes.",
      "Give your next launch a date and book a free live lesson, one newsletter swap and one podcast slot for that week.",
    ],
    "Indirect Competitors": [
      "People learning it for free on YouTube or with {competitor} are your warmest audience; their reviews and questions show what is missing.",
      "Read the 2- and 3-star reviews of {competitor} and the comments on the free tutorials your audience watches, and note what they still ask for.",
    ],
    Partnerships: [
      "Co-create with people who serve the same audience without competing: adjacent creators, tool makers, communities and employers.",
      "Propose one joint live session to two creators in a neighbouring topic, each promoting it to their own audience.",
    ],
    "Power Users": [
      "Your best students or members sell the next round: showcase their work, give them a referral reward and a role (mentor, assistant, guest).",
      "Ask three past students or members for a short story of their result and publish one each week before your next launch.",
    ],
  },
  devtool: {
    "Direct Outreach": [
      "Help engineers who have the problem in public: GitHub issues, forum threads and Stack Overflow questions. Bring a working fix, not a pitch.",
      "Find ten open issues or questions this month where {product} solves the problem, and answer each with a working snippet.",
    ],
    "Integration Marketing": [
      "Ship integrations and examples for the tools your users already run, and get listed in those ecosystems' directories, docs and awesome-lists.",
      "Ask your users which tool they most want {product} to work with, then publish an example repo and a docs page for it.",
    ],
    "Launch Stacking": [
      "Stack a release: Show HN, lobste.rs, the subreddits your users read, a newsletter mention and a GitHub release in the same week, each pointing to the same docs.",
      "Give your next release a date and line up a Show HN post, one newsletter mention and one community post for that week.",
    ],
    "Indirect Competitors": [
      "Teams using {competitor} or a homegrown script already have the problem; their issues and forum threads show exactly what hurts.",
      "Read the open issues and forum threads about {competitor} and note every complaint {product} already fixes; answer the best ones with an honest comparison.",
    ],
    Partnerships: [
      "Pair up with complementary open-source projects and vendors: joint examples, cross-links in each other's docs, shared talks.",
      "Propose a joint example or docs cross-link to two projects your users run next to {product}.",
    ],
    "Power Users": [
      "Your heaviest users and contributors are your advocates. Give them early access, credit in release notes and a direct line to the maintainers.",
      "Thank your ten most active users or contributors in the next release notes and ask each what would make them recommend {product}.",
    ],
  },
  "b2b-smb": {
    "Direct Outreach": [
      "Founder-led, personal notes to {audience} with a specific hook about their business: a number, a name, a problem you saw. No sequences. Where cold messages go unanswered, go through introductions and associations.",
      "Ask three happy customers or association contacts for one introduction each to someone who has the problem {product} solves.",
    ],
    "Integration Marketing": [
      "Connect to the software {audience} already pay for and get listed in its marketplace or partner directory: every listing is a shelf their peers browse.",
      "Check whether {competitor} or the other tools they use have an app directory or partner page, and apply to the one your customers use most.",
    ],
    "Launch Stacking": [
      "Stack an announcement: an association newsletter, a post in the groups where {audience} ask peers, a trade-press mention and a short demo day in the same week.",
      "Pick one week next month and line up an association newsletter item, one group post and a trade-press pitch for it.",
    ],
    "Indirect Competitors": [
      "{audience} who make do with {competitor}, spreadsheets or paper are your warmest prospects; their reviews and forum posts show what hurts.",
      "Read the 2- and 3-star reviews of {competitor} on Capterra or G2 and note every complaint {product} solves; use them as your outreach hooks.",
    ],
    Partnerships: [
      "Team up with the trade associations, consultants, accountants and suppliers who already advise {audience}: they lend you their trust.",
      "Offer a trade association or an adviser {audience} trust a free session or an article for their members.",
    ],
    "Power Users": [
      "Your most engaged customers become case studies and referrers. Give them a direct line to you and something worth sharing with peers.",
      "Ask your three most active customers for a short case study with one number, and offer them a month free for each referral.",
    ],
  },
  "b2b-enterprise": {
    "Direct Outreach": [
      "Account-based, not mass outreach: pick 20-30 target organisations, map who buys and who approves, and reach them through warm introductions, events and material written for their situation.",
      "Pick ten target accounts and ask your current customers, investors and advisers for one warm introduction each.",
    ],
    "Integration Marketing": [
      "Be present in the systems your buyers already run: certified connectors, partner listings and joint reference architectures with those vendors.",
      "List the three systems your buyers run next to {product} and apply for each vendor's partner or marketplace programme.",
    ],
    "Launch Stacking": [
      "Stack your credibility moments: a report or benchmark, a talk at an industry event, an analyst briefing and a customer co-presentation in the same month.",
      "Pick one industry event six months out and plan a report, a customer co-presentation and an analyst briefing around it.",
    ],
    "Indirect Competitors": [
      "Your real competition is the way it is done today: {competitor}, internal teams and consultants. Learn what it costs them and what it leaves undone.",
      "Ask your current customers what they spent on the old way before {product}, and turn it into a one-page cost comparison.",
    ],
    Partnerships: [
      "Work with the consultancies, system integrators and technology partners that already have your buyers' trust and budgets.",
      "Offer one consultancy or integrator that serves {audience} a joint workshop for their clients.",
    ],
    "Power Users": [
      "Champions inside customer accounts sell to their peers better than you can: references, advisory boards, co-presentations.",
      "Invite your most engaged customer contacts to a small customer advisory board that meets each quarter, and ask each for one reference.",
    ],
  },
  software: {
    "Direct Outreach": [
      "Reply personally to people who describe the problem in public: threads, comments and forums where {audience} ask for help. A useful answer first, a link only if it fits.",
      "Find ten public posts this week from {audience} asking about the problem {product} solves and answer five of them today.",
    ],
    "Integration Marketing": [
      "Connect to the tools your users already use and get listed in their directories and template galleries.",
      "Ask your users which tool they would most like {product} to connect to, then check whether it has an app directory.",
    ],
    "Launch Stacking": [
      "Do not launch once. Stack several launches (a directory, a community post, a newsletter, a Product Hunt day) so each sends people to the next.",
      "Write down five places {audience} would notice {product} in the next 60 days and give each a date.",
    ],
    "Indirect Competitors": [
      "People using {competitor} or a spreadsheet are your warmest audience; their reviews say exactly what hurts.",
      "Read the 2- and 3-star reviews of {competitor} and note every complaint {product} solves.",
    ],
    Partnerships: [
      "Team up with newsletters, creators and tools that serve {audience} without competing with you.",
      "Pick three complementary products or newsletters and propose one joint piece of content to each.",
    ],
    "Power Users": [
      "Your most active users are your best marketers. Give them early features, a direct line and something worth sharing.",
      "Find the ten users who use {product} most, thank each one personally and ask what would make them recommend it.",
    ],
  },
};

const COMPETITOR_FALLBACK: Record<ToolkitKey, string> = {
  local: "the supermarket or chain nearby",
  "local-garage": "the main dealer and the fast-fit chains",
  "local-cycle": "the chain store's bike counter and the spring queue",
  "local-dealer": "the franchise dealers, the car supermarkets and private sellers",
  "local-storage": "the big storage chains and their first-month offers",
  "local-farm": "the supermarket punnet, the soft play and the other days out nearby",
  "local-booked": "where they go now",
  "local-retail": "the big online shops and the chains",
  "local-visiting": "whoever they rang last time",
  "local-round": "doing it themselves",
  "local-events": "the venue's package photographer",
  "local-lessons": "another teacher or videos at home",
  "local-tutoring": "one-to-one tutors, online tutoring and free revision videos",
  "consumer-app": "the app they use now",
  "teen-app": "the games they play now",
  ecommerce: "the brands they buy now",
  creator: "free tutorials",
  devtool: "the tool they use now",
  "b2b-smb": "the tool they use now",
  "b2b-enterprise": "spreadsheets and consultants",
  software: "the tool they use now",
  marketplace: "whatever is nearest",
};

/**
 * Cards rewritten for what the reading knows beyond the kind: a small town or a student audience
 * has no offices within a walk, an app already in a marketplace grows there, a membership is
 * joined any day rather than launched.
 */
function adjustments(key: ToolkitKey, r: Reading): Partial<KindToolkit> {
  const out: Partial<KindToolkit> = {};
  const students = /\bstudents\b/i.test(r.audience);
  if (r.local && (r.smallTown || students)) {
    const groups = students
      ? "the student associations, the halls of residence and the university's welcome desk for new and international students"
      : "the school, the clubs and societies, and the parish or community newsletter";
    if (key === "local") {
      out["Direct Outreach"] = [
        `Talk to the people who already walk past: regulars at the counter, and the people who organise things ${students ? "for students" : "in town"}: ${groups}. A word from the owner beats any post.`,
        `Ask five regulars this week what would make them order ahead, and offer a tasting to ${students ? "two student associations" : "the school or a club"} for their next gathering.`,
      ];
    } else if (key === "local-booked") {
      out["Direct Outreach"] = [
        `Talk to the people who already know you: clients at each visit, and the people who organise things ${students ? "for students" : "in town"}: ${groups}. A personal word from you beats any post.`,
        `Ask five clients this week who they know who should try {product}, and offer ${students ? "two student associations" : "a club or the school"} a weekday offer for their members.`,
      ];
    } else if (key === "local-retail") {
      out["Direct Outreach"] = [
        `Talk to the people who already come in: regulars at the counter, and the people who organise things ${students ? "for students" : "in town"}: ${groups}. A word from the owner beats any post.`,
        `Ask five regulars this week what would bring them in more often, and ${students ? "offer two student associations a discount for their members in the weeks new students arrive" : "offer the school or a club something for their next gathering (a stall, a talk, an order for their members)"}.`,
      ];
    }
  }
  // A maker on Etsy (or Amazon, eBay…) whose goal is her own site and list: nothing that sends sales to
  // stockists or more marketplaces, and her own buyers and list, not creators' kits, come first.
  if (key === "ecommerce" && r.marketplaceSeller) {
    const platform = r.marketplaceSeller.platforms[0] ?? "the marketplace";
    out["Direct Outreach"] = [
      `Write personally to the people who already bought from you: a thank-you with the parcel, an answer to every question, and an invitation to your list (never an email copied from an order on ${platform}).`,
      "Reply to your ten warmest reviews with a thank-you that names the piece, and put a handwritten note in every repeat buyer's next parcel.",
    ];
    out["Integration Marketing"] = [
      "Be found where your buyers search, with every link pointing to your own site: Google's free listings, Pinterest, gift guides that link to the maker.",
      "Pick one gift guide or editor your buyers read and send your best piece's photograph with a link to its page on your own site this month.",
    ];
    out["Launch Stacking"] = [
      `Stack every drop: your list first, your own site, pins the same day, and ${platform} 48 hours later, so your own channels get first choice.`,
      "Give your next drop a date, then schedule the list email, five pins and the listing date for that same week.",
    ];
  }
  // A shop that delivers to holiday-home owners: they order from home, so the cards speak of orders, not of people who come in.
  if (r.remoteOrders && (key === "local-retail" || key === "local")) {
    const who = r.remoteOrders.who;
    out["Direct Outreach"] = [
      `Talk to the people who already order: every one of the ${who} who rings or messages, and the caretakers, cleaners and letting agents who look after their houses. A word from the owner beats any post.`,
      "Ring or message five customers who ordered this year and ask what they wish had been waiting when they arrived, then add it to what you offer.",
    ];
    out["Launch Stacking"] = [
      "Do not announce the delivery once. Stack a post in the town's Facebook group, a story in the local paper, a message to the people who asked for one and a card in every order in the week before a bank holiday, so customers meet {product} three times before they travel.",
      "Pick the week before the next bank holiday, send the local paper a short note now, and plan the group post and the message for the same days.",
    ];
    out["Indirect Competitors"] = [
      `Your real rival is the boot of the car: ${who} who buy at home and bring it down, or go without. Learn why (price, habit, not knowing you deliver) and win on what they cannot get that way: it is at the house when they arrive, from someone local.`,
      "Ask ten customers this month what they still bring down from home and why, then offer the top three with a price in your next post.",
    ];
    out["Power Users"] = [
      `Customers who order before every visit are your best marketing: they know the other ${who} on their road and in the town's Facebook group. Give them a reason and an easy way to pass you on.`,
      "Give your twenty most regular customers two spare cards for the houses next door, and thank each one by name with their next order.",
    ];
  }
  // A tour sold to visitors: its guests are in town for a few days and book on a phone, so the cards speak of
  // the front desks, the map, other experiences and the operator's own booking page.
  if (r.tour && (key === "local-retail" || key === "local")) {
    const platforms = r.tour.platforms.length ? joinWords(r.tour.platforms) : "the booking platforms";
    out["Direct Outreach"] = [
      "Talk to the people visitors ask what to do tomorrow: the receptionists of the hotels, hostels and guest houses near your meeting point, and the guides of other experiences. And to every group on the tour: a word from the guide at the last stop is the one thing a platform cannot send.",
      "Visit three front desks near your meeting point this week with cards carrying their own code, and invite their staff on a free tour.",
    ];
    out["Integration Marketing"] = [
      "For a tour, integration means being bookable where visitors already plan: your Google Business Profile with your own booking link, Google's Things to do if your booking system connects to it, and the booking pages and front desks of the places your guests sleep and the experiences they book next.",
      "Ask your booking system this week whether it connects to Google's Things to do, and ask two partners to put your booking page on their 'what to do next' line.",
    ];
    out["Launch Stacking"] = [
      "Do not announce the new booking page once. Stack the Google profile, the front-desk cards, the review card and the first ads in the same fortnight before the season opens, so a visitor meets your own page three times in a day.",
      "Pick the fortnight before the spring season starts and line up the profile update, the desk visits and the printed cards for those days.",
    ];
    out["Indirect Competitors"] = [
      `Your real rival for the booking is the convenience of ${platforms}: an app already on the visitor's phone, a saved card, free cancellation, hundreds of reviews. Learn what it gives your guests and match it on your own page, then add what it cannot: the guides by name, a perk for booking direct, local help.`,
      `This week, book your own tour for tomorrow on ${platforms} and on your own page on a phone, up to the payment step, and write down every step where yours is slower.`,
    ];
    out["Partnerships"] = [
      "Team up with the people whose customers are your guests: {hosts}, and the food tours, fado houses, classes and boat trips visitors book next. Each recommends the other at the end of a good tour.",
      "Propose one swap of cards with codes to the experience your guests mention most, after doing it yourself as a guest.",
    ];
    out["Power Users"] = [
      "Guests who loved the tour are your best marketing: they write the reviews the next visitors read, and they send friends who travel to the same city.",
      `Give guests a 'friends coming here?' card with your booking page's QR code and a code of its own (only to direct guests if your ${platforms} agreements forbid promoting your own bookings to theirs), and count what comes back each month.`,
    ];
  }
  // A guest house: its guests live far away and book months ahead, so the cards speak of bookings and of the house's own site.
  if (r.stay && (key === "local-retail" || key === "local")) {
    const ota = r.stay.otas[0] ?? "the booking sites";
    out["Direct Outreach"] = [
      "Talk to the guests already in the house: at breakfast, at checkout, and in the thank-you the day after a direct guest leaves. A word from the owners is the one thing a booking site cannot send.",
      `Ask every direct guest this month how they found {product} and what nearly made them book on ${ota} instead, and fix the most common answer on your booking page.`,
    ];
    out["Integration Marketing"] = [
      `For a ${r.stay.word}, integration means being bookable where guests already plan: your Google Business Profile with your own booking link, the free booking links your booking engine may connect to, and the pages of the guides and trips your guests book.`,
      "Ask your booking-engine provider this week whether it connects to Google's free booking links, and ask two partners to link to your booking page from theirs.",
    ];
    out["Launch Stacking"] = [
      "Do not announce the book-direct perk once. Stack the home page line, the Google profile, the email to past guests and the card in the rooms in the same fortnight before the season opens, so a returning guest meets it three times.",
      "Pick the fortnight before you open, and line up the email, the profile update and the printed cards for those days.",
    ];
    out["Indirect Competitors"] = [
      `Your real rival for the booking is ${ota}'s convenience, not the house next door: one tap, saved card, free cancellation, points. Learn what it gives your guests and match it on your own site with what it cannot give: the owners, the perk, the local help.`,
      `This week, go through a booking of your own house on ${ota} and on your own site on a phone, up to the payment step, and write down every step where yours is slower.`,
    ];
    out["Partnerships"] = [
      "Team up with the people whose customers are your guests: {hosts}. They fill their trips in the same months you fill your rooms, and a stay built with them sells at full price.",
      "Propose one shared stay for the quiet months to the guide or trip you book most for guests, each side paid its own price.",
    ];
    out["Power Users"] = [
      "Guests who come back are your best marketing: they book direct, they tell friends planning the same trip, and their reviews are the ones new guests trust.",
      "Write a personal note to the ten guests who came back or wrote the warmest reviews, with the perk for their next stay booked direct.",
    ];
  }
  // A food truck or cart: no counter or window to walk past; its spots are partnerships, its catering is sold to a few bookers.
  if (r.mobileFood && key.startsWith("local")) {
    const catering = r.mobileFood.catering;
    out["Direct Outreach"] = catering
      ? [
          "Talk to the few people who book food: the office managers at the office parks where you park, event and wedding planners, and the breweries that host private parties. A tasting and a personal word beat any post.",
          "Take a tasting box to one office manager this week on your office-park day, with the 'We cater' card and the link to the packages.",
        ]
      : [
          "Talk to the people at the window and the managers of the places you park: a word from the owner and a regular night are worth more than any post.",
          "Ask five regulars at the window this week where else they would like to find the truck, and visit the manager of the spot named most.",
        ];
    out["Integration Marketing"] = [
      `For a ${r.mobileFood.word}, integration means being part of where your customers already are: the brewery's events calendar and board, the office park's tenant emails, Google Maps with this week's hours${catering ? ", and the catering marketplaces office managers use (check the terms first)" : ""}.`,
      "Ask the brewery where you park most to put your night on its events calendar and board, and the office park's manager to add your lunch day to the next tenant email.",
    ];
    out["Launch Stacking"] = [
      "Do not announce a new spot or the catering packages once. Stack the Monday schedule post, the brewery's or office park's own post, the card in every bag and a story from the window in the same week, so followers meet it three times in a few days.",
      "Pick the week the catering page goes live, and line up the schedule post, a story, the first 500 cards and two partners' posts for those days.",
    ];
    out["Indirect Competitors"] = [
      catering
        ? "Your real rivals are the sandwich platter office managers order by habit and the caterer a venue suggests: easy, known, one email. Match their ease (a price a head, a quote within a day) and win on what they cannot do: a truck at the door and food people talk about."
        : "Your real rival is the lunch people already have: the canteen, the desk salad, the same spot every day. Win on what it cannot offer: something different, quick, and where they already are.",
      catering
        ? "Ask three office managers this week what they ordered for their last team lunch, what it cost a head and what they would change, and use their words on your catering page."
        : "Ask five people in the line at the office park what they ate yesterday, and put the answer that beats you most into one change (a pre-order slot, a faster lunch set).",
    ];
    out["Partnerships"] = [
      "Team up with the places whose guests are your customers: {hosts}. The brewery gains food that keeps guests longer; you gain a crowd that is already there.",
      "Propose a fixed weekly night for a month's trial to one brewery without a kitchen this week, with a tasting for the manager.",
    ];
    out["Power Users"] = [
      catering
        ? "Regulars at the window and hosts of past events are your best marketing: they tell colleagues where lunch is and whom to book for the next party."
        : "Regulars at the window are your best marketing: they tell colleagues where lunch is today and bring friends to the brewery night.",
      catering
        ? "After each catered event, thank the host by name and ask for one introduction to someone who books food."
        : "Learn the names of your twenty most regular customers, and thank each one with a new item to try before it goes on the menu.",
    ];
  }
  // A coworking space: members try a day and stay for the people, so the cards speak of trial days and members.
  if (r.workspace && key.startsWith("local")) Object.assign(out, workspaceToolkit(r.workspace));
  // A taproom: drinkers come for something on and a new release, and visitors are sent by hotels and tours.
  if (r.taproom && key.startsWith("local")) Object.assign(out, taproomToolkit(r.taproom));
  // A restaurant: guests book where they trust, for a reason to come on the quiet nights.
  if (r.restaurant && key.startsWith("local")) Object.assign(out, restaurantToolkit(r.restaurant));
  // An experience: groups, teams and present-buyers book; a studio's tasters lead to courses.
  if (r.experience && key.startsWith("local")) Object.assign(out, experienceToolkit(r.experience));
  // A venue: couples book once after a show-round, so the cards speak of enquiries, suppliers and past couples.
  if (r.venue && key.startsWith("local")) Object.assign(out, venueToolkit(r.venue));
  // A wedding supplier other than a photographer: the cards in the words of what it delivers (a DJ's night, a cake).
  if (r.weddingSupplier && key === "local-events") Object.assign(out, weddingToolkit(r.weddingSupplier));
  if (r.gym && key.startsWith("local")) Object.assign(out, gymToolkit(r.gym));
  // A children's club: parents at the first class, the school office and member parents, never a child.
  if (r.kidsClub && key.startsWith("local")) Object.assign(out, kidsClubToolkit(r.kidsClub));
  // A kennels or cattery: owners at the visit and pick-up, the vets and groomers who refer, the quiet months.
  if (r.petBoarding && key.startsWith("local")) Object.assign(out, petBoardingToolkit(r.petBoarding));
  // A newborn and family photographer: expectant parents and the people who see them in pregnancy, never venues or couples.
  if (r.familyPhoto && key.startsWith("local")) Object.assign(out, familyPhotoToolkit(r.familyPhoto));
  // A tattoo studio: the people who already asked, each artist's pages, the list and guest artists, never a door drop.
  if (r.tattoo && key.startsWith("local")) Object.assign(out, tattooToolkit(r.tattoo, r.place));
  // A device repair shop: the people who asked for a quote, the map, the colleges and offices that send repairs.
  if (r.deviceRepair && key.startsWith("local")) Object.assign(out, deviceRepairToolkit(r.deviceRepair, r.place));
  // A children's entertainer: host parents, venues and holiday organisers, never a child.
  if (r.partyEntertainer && key.startsWith("local")) Object.assign(out, partyToolkit(r.partyEntertainer));
  // A personal trainer: clients, friends who hate gyms too, referrers and the park, never a van or a counter.
  if (r.trainer && key.startsWith("local")) Object.assign(out, trainerToolkit(r.trainer, r.place));
  // A health practice: patients come through referral partners and a first step that suits care, not a till or a window.
  if (r.clinic && key.startsWith("local")) Object.assign(out, clinicToolkit(r.clinic));
  // Early-years childcare: parents choose after a visit and on a friend's word, not at a counter or a window.
  if (r.childcare && key.startsWith("local")) Object.assign(out, childcareToolkit(r.childcare));
  // A home-improvement installer: past customers, the street and a quote that can be checked, never a knock on the door.
  if (r.installer && key.startsWith("local")) Object.assign(out, installerToolkit(r.installer));
  // A removals company: quotes still open, the agents who know move dates and the listings movers check; no counter, window or regulars.
  if (r.removals && key.startsWith("local")) Object.assign(out, removalsToolkit(r.removals));
  // A care agency: families come through the people who meet them in a crisis, and only the hours carers can give are sold.
  if (r.homeCare && key.startsWith("local")) Object.assign(out, homeCareToolkit(r.homeCare));
  // A care home: families come on a visit and on a professional's word, never on an offer.
  if (r.careHome && key.startsWith("local")) Object.assign(out, careHomeToolkit(r.careHome));
  // A funeral director: the people who stand beside families at a death, prices in full, never selling to the grieving.
  if (r.funeral && key.startsWith("local")) Object.assign(out, r.funeral.celebrant ? celebrantToolkit(r.funeral.celebrant, r.place) : funeralToolkit(r.funeral, r.place));
  // A law practice: clients come through a trusted word, its own answers and its fees, never a counter or a window.
  if (r.law && key.startsWith("local")) Object.assign(out, lawToolkit(r.law));
  // A design practice: homeowners come through owners, builders and finished projects, never a van or a counter.
  if (r.architect && key.startsWith("local")) Object.assign(out, architectToolkit(r.architect));
  // A driving instructor: learners, parents who pay and pupils who passed; no school gate or taster for a child.
  if (r.driving) Object.assign(out, drivingToolkit(r.driving));
  // A school of adult learners: learners kept past busy months, newcomers met where they land; no school gate or parents.
  if (r.adultClasses) Object.assign(out, adultClassesToolkit(r.adultClasses));
  // A teacher of adults one-to-one: learners kept through busy months, directories and shops; no parents, terms or app store.
  if (r.privateTeacher) Object.assign(out, privateTeacherToolkit(r.privateTeacher));
  if (r.farmBox && key.startsWith("local")) Object.assign(out, farmBoxToolkit(r.farmBox));
  // A florist: weekly accounts at the front desk, orders direct, funeral directors and estate agents.
  if (r.florist && key.startsWith("local")) Object.assign(out, floristToolkit(r.florist));
  // A regulated adviser: clients come through introducers and their own questions, so the cards speak of them.
  if (r.adviser && key.startsWith("local")) Object.assign(out, adviserToolkit(r.adviser));
  // A job board: employers pay and candidates subscribe, so the cards speak of listings and the job email, not orders.
  if (r.jobBoard) Object.assign(out, jobBoardToolkit(r.jobBoard));
  // A self-published book: readers come from the store's lists, deal newsletters and other authors, not stockists or creators' kits.
  if (r.book) Object.assign(out, bookToolkit(r.book));
  // A print-on-demand shop: designs found where people browse them, illustrators and buyers' photos, not stockists, samples or restocks.
  if (r.printOnDemand) Object.assign(out, podToolkit(r.printOnDemand));
  // An artist: past buyers, galleries kept on side, the places buyers stay and the studio, never creators' kits or stockists.
  if (r.artist) Object.assign(out, artistToolkit(r.artist));
  // A band: fans come from radio, listings, promoters, record shops and other fans, not students or launches.
  if (r.band) Object.assign(out, bandToolkit(r.band));
  if (r.appStore && (key === "b2b-smb" || key === "software" || key === "b2b-enterprise")) {
    out["Integration Marketing"] = [
      `{product} already lives in the ${r.appStore}, where {audience} search and choose: the listing, the reviews and the ranking there are your shelf. Integrations with the tools they run next to it earn a place in both.`,
      `Rewrite the first line and the screenshots of your ${r.appStore} listing around the words {audience} search for, and ask each new paying customer for a review a week after they install.`,
    ];
    out["Launch Stacking"] = [
      `Stack every release: a new ${r.appStore} listing text and screenshots, a post in the forums and groups where {audience} ask peers, an email to your users and a review request in the same week.`,
      `Give your next release a date and line up the listing update, one forum post and a review request to recent installs for that week.`,
    ];
    out["Indirect Competitors"] = [
      `{audience} who left a low review on the apps ranking above {product} are your warmest prospects: those ${r.appStore} reviews show exactly what hurts.`,
      `Read the 1- to 3-star reviews of the three apps ranking above {product} in the ${r.appStore}, note every complaint {product} solves, and use them in your listing.`,
    ];
  }
  if (r.appStore && (key === "b2b-smb" || key === "software")) {
    const platform = r.appStore.replace(/\s+(?:App Store|App Marketplace|App Market|Marketplace|plugin directory|Web Store|Community)$/, "");
    out.Partnerships = [
      `Team up with the agencies, freelancers and other app makers who set up and run ${platform} for {audience}: they recommend apps every week and lend you their trust.`,
      `Offer two ${platform} agencies or freelancers a free plan for the stores they look after, in return for recommending {product} where it fits.`,
    ];
  }
  if (key === "b2b-smb" || key === "software") {
    const said = r.avoid.find((o) => o.tag === "cold-email")?.quote;
    // "Office managers ignore cold email; we have no marketing budget…": the clause about cold email.
    const quote = said ? (said.split(/;\s*|,\s*(?:and|but|so)\s+/).find((part) => /\bcold\b/i.test(part)) ?? said) : undefined;
    const reason = quote
      ? `You said: "${quote.replace(/[.…]+$/, "")}"`
      : coldEmailNeedsConsent(r)
        ? `In ${r.country}, unsolicited email advertising needs prior consent, businesses included`
        : null;
    if (reason) {
      out["Direct Outreach"] = [
        `Founder-led and personal, but warm: introductions from happy customers and advisers, conversations at the meetings where {audience} gather, and replies to those who ask in public. ${reason}, so no cold email and no sequences.`,
        "Ask three happy customers or association contacts for one introduction each to someone who has the problem {product} solves.",
      ];
    }
  }
  if (r.services && (key === "b2b-smb" || key === "b2b-enterprise" || key === "software")) {
    out["Integration Marketing"] = [
      "For a firm that sells its people's work, integration means being part of how {audience} already get help: on the lists of recommended advisers kept by their associations, funding programmes and the software vendors whose customers need your kind of help.",
      "Ask the trade association your clients belong to, and one software vendor they use, how to get on their list of recommended advisers or partners.",
    ];
    out["Indirect Competitors"] = [
      "{audience} who make do with {competitor}, an in-house attempt or nothing at all are your warmest prospects; what went wrong last time is your opening.",
      "Ask five clients what they tried before {product} (a bigger firm, an in-house project, software alone) and what it left undone, and use their words as your opening lines.",
    ];
    out["Power Users"] = [
      "Your most satisfied clients become case studies and referrers. Stay in touch after the work ends and give them something worth sharing with peers.",
      "Ask your three most satisfied clients for a short case study with one number, and for one introduction each to a peer with the same problem.",
    ];
  }
  if (r.kind === "creator" && r.recurring) {
    out["Integration Marketing"] = [
      "Be part of places your audience already gathers: guest classes in other communities, clubs and groups, and the newsletters and resource lists that recommend teachers.",
      "Offer a free guest class to one community, club or newsletter whose members would enjoy {product}.",
    ];
    out["Launch Stacking"] = [
      "A membership is joined any day, so there is nothing to launch and no cart to close. Stack what brings newcomers instead: a free first class, a guest slot in a neighbouring newsletter or podcast, and your own posts in the same week, so people meet {product} several times.",
      "Pick one week next month and line up a free first class, one newsletter or podcast guest slot and a post pointing to both.",
    ];
    out.Partnerships = [
      "Team up with people who already serve {audience} without competing: teachers of neighbouring subjects, clubs, community groups and the newsletters they read. Each one lends you the trust of its members.",
      "Propose one joint free class to a club, community group or newsletter that serves {audience}, each side inviting its own members.",
    ];
    out["Power Users"] = [
      "Your longest-standing members bring the next ones: they recommend a teacher to friends more than any post can. Share their stories, give them a friend's free first month and a role (welcome buddy, guest).",
      "Ask three members who have been with you longest for a short story of what changed for them, and share one each week with a friend's free first month.",
    ];
  }
  // Online coaching: a client trusts one coach after a call and stays while the check-ins help (after the membership lines, which it replaces).
  if (r.coaching) Object.assign(out, coachToolkit(r.coaching));
  // A paid community: members stay for their group and the live sessions, so the cards speak of intakes, open calls and perks.
  if (r.membership) Object.assign(out, membershipToolkit(r.membership));
  if (r.publication) Object.assign(out, PUBLICATION_TOOLKIT);
  if (r.wholesale) Object.assign(out, WHOLESALE_TOOLKIT);
  if (r.schools) Object.assign(out, schoolToolkit(r.schools));
  if (r.sponsorship) Object.assign(out, SPONSORSHIP_TOOLKIT);
  if (r.kind === "consumer-app" && r.forOlderParent && !r.teen) Object.assign(out, OLDER_PARENT_TOOLKIT);
  // An app for meeting people grows town by town and shows itself at its socials: no share sheets or streaks.
  if (r.meetPeople) Object.assign(out, meetPeopleToolkit(r.meetPeople));
  // An app for young children: parents and teachers, never the children.
  if (r.youngChildren) Object.assign(out, youngChildrenToolkit(r.youngChildren));
  if (r.smallholders) Object.assign(out, r.farmEquipment ? equipmentToolkit(r.smallholders, r.farmEquipment) : smallholderToolkit(r.smallholders));
  // A paid desktop app is searched for, tried and bought once: no share sheets, in-app events or streaks.
  if (r.desktopApp) Object.assign(out, desktopToolkit(r.desktopApp));
  // A freemium WordPress plugin is judged on its WordPress.org listing and sold at a Pro feature.
  if (r.wpPlugin) Object.assign(out, wpPluginToolkit(r.wpPlugin));
  // A studio selling projects wins work through past clients, partners and proof: no trade associations or trade press.
  if (r.agency) Object.assign(out, agencyToolkit(r.agency));
  // A caterer is chosen on a tasting and kept by the easy reorder: no app directories, trials or trade associations.
  if (r.caterer) Object.assign(out, catererToolkit(r.caterer));
  // A practice's clients come through a mate, a counter and a free check: no trade associations' vendor lists or trade press.
  if (r.accounting) Object.assign(out, accountingToolkit(r.accounting));
  // A recruiter works both sides: candidates through groups and referrals, clients through proof and advisers; never cold.
  if (r.recruiter) Object.assign(out, recruiterToolkit(r.recruiter));
  // A translator's buyers come through proof, a named note, their networks and referrers: no demo day, trade press or launch week.
  if (r.translator) Object.assign(out, translatorToolkit(r.translator));
  // An IT support company's offices come after a scare, through referrers and clients: no trade press, demos or calls.
  if (r.itSupport) Object.assign(out, itSupportToolkit(r.itSupport));
  // An agent's landlords and sellers come through partners, boards, reviews and valuations: no software directories, trials or trade press.
  if (r.letting) Object.assign(out, lettingToolkit(r.letting));
  // A paid browser extension is judged on its store listing and its permissions, and sold at the moment sync is needed.
  if (r.browserExtension) Object.assign(out, browserExtensionToolkit(r.browserExtension));
  // A digital download is found in videos, marketplaces and creators' set-ups, and bought once: no live lessons or launches that close.
  if (r.digitalProduct) Object.assign(out, digitalProductToolkit(r.digitalProduct));
  // Software for churches: pastors, networks and the church year, not trade associations, review sites or app directories.
  if (r.church) Object.assign(out, churchToolkit(r.church));
  // Clinician software travels clinician to clinician: no supplier memberships, trade press, review sites or case studies.
  if (r.clinician) Object.assign(out, clinicianToolkit(r.clinician));
  // Hardware sold to field operators travels neighbour to neighbour and through advisers: no app directories, review sites or free months.
  if (r.agtech) Object.assign(out, agtechToolkit(r.agtech));
  // A brand on Amazon or Walmart: the listing, the marketplace's ads and creators' links, not a list, stockists or gift guides.
  if (r.marketplaceBrand) Object.assign(out, marketplaceBrandToolkit(r.marketplaceBrand));
  if (r.crowdfunding) Object.assign(out, CAMPAIGN_TOOLKIT);
  if (r.storeGame) Object.assign(out, storeGameToolkit(r.storeGame.store));
  if (r.research) Object.assign(out, RESEARCH_TOOLKIT);
  if (r.event) Object.assign(out, r.event.crowd === "public" ? PUBLIC_EVENT_TOOLKIT : EVENT_TOOLKIT);
  if (r.messagingFirst && !r.teen && (key === "b2b-smb" || key === "software")) Object.assign(out, messagingToolkit(r.messagingFirst.app));
  return out;
}

/**
 * A business selling to schools and academy trusts: business managers' groups, frameworks and trusts'
 * central teams instead of app directories, review sites and launch days.
 */
function schoolToolkit(s: NonNullable<Reading["schools"]>): Partial<KindToolkit> {
  const what = s.items ?? "what you sell";
  return {
    "Direct Outreach": [
      "Founder-led, to a named business manager or IT lead, with a school they know in the first line: a school nearby that buys from you, a reference who will take a call. Schools ignore cold sales emails and answer a supplier another school vouches for.",
      "Ask each school you supply for one introduction to a business manager nearby, and send the quote pack the same day one asks.",
    ],
    "Integration Marketing": [
      `For schools, integration means being on the lists they buy from: the frameworks the DfE's 'Get help buying for schools' service recommends, their trust's approved suppliers, and ${s.devices ? "the tools the IT lead already manages the devices with" : "the systems the school already runs"}.`,
      `Ask three business managers which framework or approved-supplier list they used for ${what} last time, and what it takes to be on it.`,
    ],
    "Launch Stacking": [
      "Do not announce once. Stack a note to every school you supply, a slot at a business managers' group, a letter to nearby trusts and a spring price list valid to the end of the summer term in the same fortnight, before budgets are set.",
      "Pick a fortnight in February or March and line up the note, the group's meeting and the trust letters for it.",
    ],
    "Indirect Competitors": [
      `Your real rival is ${s.refurbished ? "buying new through a big reseller or a framework, or keeping old devices one more year" : "doing nothing this year, or the supplier on the framework"}: learn what the school's last quote looked like and what it cost per pupil.`,
      "Ask two business managers what their last comparable quote came to per pupil, and put the difference on your quote pack.",
    ],
    Partnerships: [
      `Team up with the people schools already trust for ${s.devices ? "their IT" : "advice"}: the outside IT support companies many primaries use, local business managers' groups, and trusts' central teams. Each one lends you the trust of its schools.`,
      "Offer one IT support company that looks after local primaries a referral fee or a trade price for the schools it sends you.",
    ],
    "Power Users": [
      "The schools you already supply are your references: a business manager who takes one call a term from a school nearby sells more than any advert.",
      "Ask your three happiest schools to be named references, and thank each one with a handwritten card after every call.",
    ],
  };
}

/**
 * Owners who run their business on a messaging app, with no computer at the counter: no review
 * sites, software directories or email sequences; the counter, the chat and the owner next door.
 */
function messagingToolkit(app: string): Partial<KindToolkit> {
  return {
    "Direct Outreach": [
      `Founder-led and in person: the counter at a quiet hour, then ${app} with those who said yes. Owners judge a supplier by the visit and by how fast it answers in the chat; a cold email never gets read.`,
      "Visit five owners on one street this week at their quiet hour, and ask each whether you may send a one-minute video on " + app + ".",
    ],
    "Integration Marketing": [
      `Fit what owners already use on their phone: ${app}, the way they take payments, and the person who does their accounts today. A link that opens in the chat and works on a cheap phone is the integration that matters.`,
      `Time how long {product} takes from a ${app} link to the first result on a cheap phone, and cut one step this week.`,
    ],
    "Indirect Competitors": [
      "Owners who make do with {competitor}, a notebook or the accountant are your warmest prospects; what it costs them in days and trips is your opening line.",
      "Ask five owners at their counter how they handle it today and what it cost them last month, and use their words as your opening line.",
    ],
    "Power Users": [
      `Owners who use {product} every week bring the owners next door: they trust each other more than any company. Give them a video worth forwarding on ${app} and thank them by name.`,
      `Ask your three most active owners to forward your one-minute video on ${app} to two owners nearby, and thank each by name when one signs up.`,
    ],
  };
}

/**
 * Software researchers pay for themselves: they copy lab-mates' and creators' setups, keep their
 * library in a reference manager, and a PI pays for the lab; a university's procurement is not the way in.
 */
const RESEARCH_TOOLKIT: Record<string, [string, string]> = {
  "Direct Outreach": [
    "Reply as the team to researchers who describe the problem in public (a thread on losing track of papers, a question about a literature-review setup): the steps that work in any tool first, {product} only where it fits.",
    "Find ten posts this week from {audience} asking how to keep track of their reading, and answer five of them fully today.",
  ],
  "Integration Marketing": [
    "Fit the tools researchers already live in: their reference manager ({competitor}), the PDFs they already have, and the lab's Slack where setups are shared. An import that takes one step is marketing.",
    "Time how long it takes a new user to bring a {competitor} library into {product}, and cut it until it is one step.",
  ],
  "Launch Stacking": [
    "Stack each feature release: a creator's video, a guide on the workflow it helps, a post where your users talk and a note to paying users, in the same week, so researchers meet it several times.",
    "For your next release, book one creator's video, publish one workflow guide and tell your paying users, all in the same week.",
  ],
  "Indirect Competitors": [
    "Researchers make do with {competitor}'s reader, a PDF app and a notes file: what they put up with there is your opening line.",
    "Read ten forum threads where researchers compare reading setups, and note every complaint {product} solves.",
  ],
  Partnerships: [
    "Team up with people who already teach researchers how to work: graduate schools' skills workshops, PhD societies and the creators who film their workflows. Each lends you the trust of its members.",
    "Offer one PhD society or graduate school a free workshop on literature-review workflows, with a longer trial code for its members.",
  ],
  "Power Users": [
    "Researchers who already pay are the ones lab-mates copy: give them an invite to pass on and a lab plan to show their PI, and thank them by name.",
    "Find the ten paying users with the most papers in {product}, thank each one, and ask which lab-mate they would invite.",
  ],
};

/**
 * A producer whose goal is shelves in shops: the buyers of {stockists} are the customers to win, the
 * stockists it has are its best introductions, and people who buy at the market send it to their shop.
 */
const WHOLESALE_TOOLKIT: Partial<KindToolkit> = {
  "Direct Outreach": [
    "Put the product in the buyer's hand: a sample, a one-page trade price list and a follow-up a week later win more {stockists} than any post. One buyer at a time, in person where you can get there.",
    "Drop a sample and your trade price list at three {stockists} this week, on a weekday morning when the owner has time, and follow each up a week later.",
  ],
  "Integration Marketing": [
    "Be where shop buyers already order and look: a wholesale marketplace such as Faire, your regional food group's directory, and the food fairs its members go to.",
    "Put {product} on one wholesale marketplace or your regional food group's directory this month, with your trade and shelf prices.",
  ],
  "Launch Stacking": [
    "Stack each new stockist: a tasting in their shop, a 'now stocked at' line at your stall and on your page, and a note to your customers who live nearby, in the same week, so the first case sells.",
    "For your next new stockist, book the tasting, add them to your stockists list and tell your market customers from that area, all in the same week.",
  ],
  "Indirect Competitors": [
    "On the shelf, {product} sits next to the big brands and the other local producers; buyers ask what yours does that theirs doesn't, and what sells fastest.",
    "Look at the shelf of three {stockists} you want: note which brands they stock, at what shelf price, and what is missing that {product} fills.",
  ],
  Partnerships: [
    "Team up with other local producers that sell to the same {stockists} without competing: share a delivery run, a stand at a food fair, and introductions to buyers.",
    "Ask two producers whose products sit in the same shops to swap one introduction each to a buyer who would like yours.",
  ],
  "Power Users": [
    "Your first stockists and your market regulars bring the next ones: a stockist that sells out tells other owners, and a regular asks their own shop for you.",
    "Ask each of your current stockists which owner they know who would like {product}, and mention their name in your note to that shop.",
  ],
};

/**
 * A show selling sponsorship: the buyers are brands' marketing leads, the product is the audience's
 * trust, and the first sponsor's results sell the next ones.
 */
const SPONSORSHIP_TOOLKIT: Partial<KindToolkit> = {
  "Direct Outreach": [
    "Write to the person who owns a brand's marketing budget, by name, from your own address, with one reason that brand fits your {listeners} and the one-page media kit attached. Personal, never a mail merge.",
    "Send five emails this week to marketing leads of brands your {listeners} already buy from, each with one line on why it fits.",
  ],
  "Integration Marketing": [
    "Be where the brands already look for {audience}: the exhibitor lists of {sponsorEvents}, the trade press they advertise in, and the ad marketplaces ({adMarketplaces}), on your own terms.",
    "Download one exhibitor list from {sponsorEvents} and mark the brands you would use yourself.",
  ],
  "Launch Stacking": [
    "Stack a sponsor's start: the first host-read spot, the show-notes link, a mention to your mailing list and a post the same week, so {listeners} meet the offer several times and the sponsor sees results early.",
    "For your first sponsor, put the spot, the show notes, one mailing-list mention and one post in the same week.",
  ],
  "Indirect Competitors": [
    "Brands reach {audience} today through magazines, shows, merchants' counters and social ads; what they pay there, and what they get, is what your package is compared with.",
    "Ask two brands on your list where they advertise now and what it costs them, and note what {product} gives that those do not.",
  ],
  Partnerships: [
    "Team up with shows, newsletters and events that serve {audience} without competing: promo swaps to grow the {reachWord}, and joint packages a sponsor can buy across two shows.",
    "Propose a promo swap to two {medium}s your {listeners} also hear, with your 30-second promo attached.",
  ],
  "Power Users": [
    "Your first sponsor sells the next ones: send them their numbers after every {showUnit}, write up the results with them, and ask for an introduction to a brand they work with.",
    "Ask your first sponsor for one introduction to a non-competing brand that sells to {audience}.",
  ],
};

/**
 * An app adult children buy for an ageing parent: they hear of it from a paper, a friend or a carers'
 * group, decide with the parent, and no one ever contacts the parent to sell it.
 */
const OLDER_PARENT_TOOLKIT: Record<string, [string, string]> = {
  "Direct Outreach": [
    "Reach the adult children, never their parents: answer helpfully where they already ask (carers' forums, the comments under a paper's piece on caring from a distance), and write to the people who run those places. One person at a time, no automation.",
    "Answer five questions this week from people worried about a parent who lives alone, with what helped other families, and mention {product} only where it fits.",
  ],
  "Integration Marketing": [
    "Be part of what families already do when they worry: the carers' assessment, the GP surgery's carers' register, the pharmacy's repeat-prescription chat, the employer's carers' policy.",
    "Ask one GP surgery and one employer's carers' network whether they keep a list of tools for families, and what it takes to be on it.",
  ],
  "Launch Stacking": [
    "Stack what builds trust in the same week: a piece in a regional paper, a note in a carers' group newsletter, a founder's letter to your current families and a refreshed store page, so people meet {product} several times from sources they trust.",
    "Pick the week your next press piece is likely to run and line up a partner newsletter mention and a letter to your families for the same days.",
  ],
  "Indirect Competitors": [
    "Families who tried a pendant alarm the parent would not wear, or a rota of daily calls that fell apart, are your warmest audience; what went wrong is your opening.",
    "Ask five customers what they tried before {product} and why it stopped working, and use their words in your ads and your store page.",
  ],
  Partnerships: [
    "Partner with the people worried families already turn to: carers' charities and centres, GP surgeries and pharmacies, employers' carers' networks, and the services that come to the parent's door.",
    "Offer two carers' organisations a code with an extra free month for the families they support, and a short text for their newsletter.",
  ],
  "Power Users": [
    "Families who have used {product} for months tell friends in the same situation; give them a free month to pass on and a story worth telling.",
    "Ask your ten longest-standing families for one sentence on what changed, and give each a free month to pass to a friend.",
  ],
};

/**
 * A game on a PC or console store: players come from its store page, festivals, creators who play
 * games like it and the communities of its genre; every card counts wishlists, not installs.
 */
function storeGameToolkit(store: string): Partial<KindToolkit> {
  return {
    "Direct Outreach": [
      "Write one by one to the people who decide what players of your genre see next: creators who played games like {product} last month, showcase organisers, the writers of the genre's newsletters. A personal note with a key beats any mass email.",
      "Find three creators who played a game like {product} this month and send each a key with a note about the video of theirs you watched.",
    ],
    "Integration Marketing": [
      `Be part of what ${store} already shows players: the right tags, themed festivals, curators who follow your genre and the demo in the store's demo lists.`,
      `Check which tags three games like {product} use on ${store}, and add the ones that fit to your page this week.`,
    ],
    "Launch Stacking": [
      "Stack the big week: the demo update, a festival or showcase, two creators' videos and a post in the genre's communities on the same days, so players meet {product} three times in a week.",
      "Pick the week of your next festival or demo update, and line up two creators and one community post for the same days.",
    ],
    "Indirect Competitors": [
      "Players of games like {product} already say in their reviews what they loved and what let them down. Those reviews are your pitch and your to-do list.",
      `Read the recent negative reviews of two games like {product} on ${store}, note every complaint your game answers, and put the top one in your page's first line.`,
    ],
    Partnerships: [
      "Team up with developers of games for the same players: a shared bundle, a joint festival entry, a mention in each other's demo or update.",
      `Propose a ${store} bundle or a cross-mention in your next update to one developer of a game like {product}.`,
    ],
    "Power Users": [
      "The players who finished the demo and came back to comment are your best marketers: they post clips, answer questions and wishlist on day one. Give them a place and early looks.",
      "Invite the ten players who left the most useful demo feedback to test the next build first, and thank them by name in the update notes.",
    ],
  };
}

/**
 * A crowdfunding campaign: backers come from the list built before launch, from writers and
 * communities {audience} trust, and from backers who pass it on; nothing is sold from stock yet.
 */
const CAMPAIGN_TOOLKIT: Partial<KindToolkit> = {
  "Direct Outreach": [
    "Write personally to the first backers you can name: friends, testers, everyone who replied to a list email. A campaign's first hour comes from people you asked one by one.",
    "Make a list of 30 people who have seen or tried {product} and ask each, one by one, to back it in the first hour of launch day.",
  ],
  "Integration Marketing": [
    "Be seen where {audience} already read and meet: the blogs, newsletters, clubs and forums they trust, with something useful to show rather than an ad.",
    "Ask one club, blog or newsletter that {audience} follow to try the {product} prototype before launch and tell their readers what they found.",
  ],
  "Launch Stacking": [
    "Stack launch day: the email to your list, the press embargo lifting, friends backing in the first hour and your own posts, all on the same morning, so the platform sees pledges arrive together.",
    "Write down the hour of launch day for each: the list email, the embargo, the first-hour backers and your posts, and rehearse it once a week before.",
  ],
  "Indirect Competitors": [
    "People who backed similar campaigns already know how crowdfunding works; their comments on those campaigns say what made them doubt and what made them back.",
    "Read the comments and updates of three campaigns close to {product} that funded, and note every doubt backers raised; answer each on your page.",
  ],
  Partnerships: [
    "Team up with people who already serve {audience} without competing: a club, a shop, another founder's campaign. Each one lends you its followers' trust on launch day.",
    "Propose to one founder with a campaign for the same people that each of you recommends the other in a backer update.",
  ],
  "Power Users": [
    "Your testers and first backers are your best channel: they have used {product}, and their words convince the next backers. Give them the first look at every update and a way to bring a friend.",
    "Ask your five keenest testers to be the first comments on the campaign page on launch day, in their own words.",
  ],
};

/**
 * An event selling tickets: tickets come from people {audience} already trust (speakers, organisers,
 * course leaders), from the day's own reasons to come, and from those who have bought bringing others.
 */
const EVENT_TOOLKIT: Partial<KindToolkit> = {
  "Direct Outreach": [
    "Write personally to the people who bring others: each speaker, each meetup and server organiser, each course leader. One message each, with a code of their own and one small ask.",
    "Write to three organisers of meetups or servers {audience} use this week, offering a free ticket and a partner code for two minutes at their next meetup.",
  ],
  "Integration Marketing": [
    "Be part of what {audience} already go to: their meetups, servers and courses, with something useful (a playtest slot, a student price, a talk) rather than an advert.",
    "Ask one meetup to make its next evening a warm-up for {product}, with one speaker giving a short version of their talk.",
  ],
  "Launch Stacking": [
    "Stack each announcement: the speaker's own post, your post, the partners' servers and the ticket page update on the same day, so people meet it several times at once.",
    "Pick the day of the next speaker announcement and line up the speaker's post, two partner servers and your own post for it.",
  ],
  "Indirect Competitors": [
    "People who went to similar events elsewhere already pay for days like this; what they say about those days tells you what to put first on the ticket page.",
    "Read what people posted after two similar events last year and note what they liked and missed; answer it on your ticket page.",
  ],
  Partnerships: [
    "Team up with the meetups, servers, courses and studios that already serve {audience}: each gets a code, a free ticket for its organiser and its name on the partners' list.",
    "Propose a partner code and a free organiser ticket to two communities this week.",
  ],
  "Power Users": [
    "The first people who buy are the best sellers of the rest: give them a way to bring a friend or their studio, and a part to play (showing a build, helping on the day).",
    "Email the first 20 ticket holders with the studio ticket and a bring-a-friend link, and ask two of them to volunteer on the door.",
  ],
};

/**
 * A fair or market for the public: tickets come from the makers' followers, last year's visitors,
 * listings, schools and the local press, and from families bringing families.
 */
const PUBLIC_EVENT_TOOLKIT: Partial<KindToolkit> = {
  "Direct Outreach": [
    "Write personally to the people who bring others: each maker or exhibitor, the editors of the local what's-on listings, the schools' and nurseries' newsletters. One message each, with a code of their own and one small ask.",
    "Write to five makers this week with their share kit and their code, and to two what's-on listings with the dates and a photo.",
  ],
  "Integration Marketing": [
    "Be part of what {audience} already plan their weekends from: the what's-on listings, the school newsletters, the local Facebook groups, the makers' own pages.",
    "Send one school or nursery newsletter a paragraph and a poster this week, asking first.",
  ],
  "Launch Stacking": [
    "Stack each piece of news: a maker's post, your post, the Facebook event and a listing update on the same day, so people meet it several times at once.",
    "Pick the day the full list of makers goes up, and line up three makers' posts, the Facebook event and your own post for it.",
  ],
  "Indirect Competitors": [
    "Other fairs and markets nearby draw the same families: what people say about them tells you what to put first on the ticket page.",
    "Read what people posted after two other fairs last winter, note what they liked and missed (queues, parking, food), and answer it on your ticket page.",
  ],
  Partnerships: [
    "Team up with the venue, the cafés and shops nearby and the schools' parents' groups: each gets a code, a poster and its name on the fair's page.",
    "Propose a poster and a code to two cafés or shops near the venue this week.",
  ],
  "Power Users": [
    "Last year's visitors and the first people who buy are the best sellers of the rest: give them a link to send to the family and friends they'll bring.",
    "Email the first 50 ticket holders a bring-the-family link, and ask two of last year's regulars to help on the door.",
  ],
};

/**
 * A newsletter with free and paid readers: readers come from other writers' recommendations and from
 * issues passed on, and the paid tier is sold to the free list, not launched to strangers.
 */
const PUBLICATION_TOOLKIT: Partial<KindToolkit> = {
  "Direct Outreach": [
    "Write to the people who already read you: reply to every reader who writes back, and ask the ones who forward issues what made them share. One reader at a time, in your own voice.",
    "Reply personally to five readers this week who answered an issue, and ask each what they would want in a paid issue.",
  ],
  "Integration Marketing": [
    "Be part of what {audience} already read: recommendation lists of other newsletters, the resource pages of their groups and associations, and podcasts that take listener questions.",
    "Ask one group or association that serves {audience} to add {product} to its list of resources, with your best free issue as the example.",
  ],
  "Launch Stacking": [
    "Stack the paid launch: the launch email to free readers, a recommendation from a writer you swapped with, and one useful piece in a group in the same week, so readers meet {product} several times before the founding price closes.",
    "Give the paid launch a week, then line up the launch email, one swap recommendation and one group post for those days.",
  ],
  "Indirect Competitors": [
    "{audience} already read free blogs, videos and forum threads on what {product} covers; the questions left in their comments show what is still missing.",
    "Read the comments under five popular free posts or videos on your topic that your readers share, and note three questions {product} answers better.",
  ],
  Partnerships: [
    "Team up with writers, podcasters and groups that serve {audience} without competing: recommendation swaps, a guest issue, an answer to their listeners' question.",
    "Propose a recommendation swap to two newsletters {audience} read, with your blurb already written.",
  ],
  "Power Users": [
    "Your most engaged readers bring the next ones: thank them in the issue, give them a referral reward, and ask them what the paid tier must have.",
    "Find the five readers who open and reply most, thank them personally and give each a referral link with a free month for three friends.",
  ],
};

/** An item list without what a small town or a student audience has none of: "the cafés, delis and offices nearby" → "the cafés and delis nearby". */
function withoutOffices(list: string): string {
  const m = /^the (.+?)( nearby)?$/.exec(list);
  if (!m?.[1]) return list;
  const items = m[1].split(/, | and /).filter((item) => !/^(?:the )?(?:offices|employers|workplaces)$/.test(item));
  if (!items.length) return list;
  return `the ${joinWords(items)}${m[2] ?? ""}`;
}

/** The same card without a channel the founder says does not work for them. */
function withoutAvoided(text: string, r: Reading): string {
  const avoided = new Set(r.avoid.map((a) => a.tag));
  let out = text;
  if (avoided.has("instagram")) {
    out = avoided.has("facebook-groups")
      ? out.replace(/\ban Instagram post\b/g, "a note in the local newsletter").replace(/\band the post\b/g, "and the note")
      : out.replace(/\ban Instagram post\b/g, "a post in the local Facebook group");
  }
  return out;
}

/** A marketplace's sides for the toolkit's words; nothing for other businesses. */
function marketplaceTokens(r: Reading): Record<string, string> {
  const m = r.marketplace;
  if (!m) return {};
  const organiser = /\b(?:office|workers|staff|employees|colleagues|teams?)\b/i.test(m.demand) ? "an office manager or HR" : "the people who organise them";
  return {
    supply: m.supply,
    supplyOne: m.supply.replace(/([^s])s$/, "$1"),
    demand: m.demand,
    served: m.areas.length ? m.areas.join(" and ") : shortPlace(r.place) || "the areas you serve",
    pay: m.payment ?? "the way they pay",
    organiser,
    group: organiser.startsWith("an office") ? "office" : "group",
  };
}

export function toolkitFor(reading: Reading | null, facts: { product?: string } = {}): ToolkitGroup[] {
  if (!reading) return INDIE_TOOLKIT;
  const trade = localTrade(reading.pitch);
  const key: ToolkitKey = reading.teen
    ? "teen-app"
    : reading.kind !== "local"
      ? reading.kind
      : trade.trade === "events"
        ? "local-events"
        : trade.trade === "motor"
        ? "local-garage"
        : trade.trade === "cycle"
        ? "local-cycle"
        : trade.trade === "dealer"
        ? "local-dealer"
        : trade.trade === "storage"
        ? "local-storage"
        : trade.trade === "farm"
        ? "local-farm"
        : reading.examTutoring
        ? "local-tutoring"
        : trade.trade === "lessons" && !reading.visitsCustomers
        ? "local-lessons"
        : reading.homeVisits
        ? "local-round"
        : reading.visitsCustomers
        ? "local-visiting"
        : trade.trade === "retail"
          ? "local-retail"
          : ["beauty", "health", "fitness", "service", "pet"].includes(trade.trade)
            ? "local-booked"
            : "local";
  // A charity's supporters give, foster and volunteer: its own cards, whatever its trade reads as.
  const texts = { ...TOOLKITS[key], ...adjustments(key, reading), ...(reading.charity ? charityToolkit(reading.charity, reading.currency.prefix) : {}) };
  const noOffices = reading.local && (reading.smallTown || /\bstudents\b/i.test(reading.audience));
  const place = shortPlace(reading.place);
  const tokens: Record<string, string> = {
    product: facts.product?.trim() || "your business",
    audience: reading.audience,
    place: place || "your area",
    near: place ? `in ${neighbourhoodOf(place)}` : "nearby",
    competitor: reading.competitor === "excel" ? "Excel" : (reading.competitor ?? COMPETITOR_FALLBACK[key]),
    shop: trade.shop,
    shops: /(s|sh|ch|x)$/.test(trade.shop) ? `${trade.shop}es` : `${trade.shop}s`,
    // What an independent shop sells, read from its pitch: "where else they shop for books".
    goods: trade.goods,
    nearby: noOffices ? withoutOffices(trade.nearby) : trade.nearby,
    hosts: noOffices ? withoutOffices(trade.hosts) : trade.hosts,
    treat: trade.treat,
    ...marketplaceTokens(reading),
    stockists: reading.wholesale?.shops ?? "stockists",
    ...(reading.sponsorship ? tokensOf(reading.sponsorship) : {}),
    // "Rather buy from us than from Amazon": the rival is a website, not a chain down the road.
    rivalHabit: isOnlineRival(reading.competitor) ? "the habit of buying online, where it looks cheaper and quicker" : "the habit of ordering online or buying at a chain",
  };
  // A groomer or a dog walker at the owner's door has visits, not a tradesperson's jobs.
  const visit = /\bgroom/i.test(reading.pitch) ? "groom" : /\bwalk/i.test(reading.pitch) ? "walk" : "visit";
  const asVisits = (text: string) =>
    key === "local-visiting" && trade.trade === "pet"
      ? text
          .replace(/\beach customer at the end of a job\b/g, `each owner after a ${visit}`)
          .replace(/\bAt the end of your next five jobs, ask the customer\b/g, `After your next five ${visit}s, ask the owner`)
          .replace(/\bat the end of their next job\b/g, `after their dog's next ${visit}`)
      : text;
  const fill = (text: string) =>
    inSponsorMedium(reading.sponsorship, asVisits(withoutAvoided(text, reading)).replace(/\{(\w+)\}/g, (m, k: string) => tokens[k] ?? m))
      .replace(/(^|[.!?]\s+)([a-z])/g, (_m, pre: string, c: string) => pre + c.toUpperCase());
  return INDIE_TOOLKIT.map((group) => ({
    title: group.title,
    cards: group.cards.map((card) => {
      const [description, tryThis] = texts[card.name as keyof KindToolkit];
      return { name: card.name, description: fill(description), tryThis: fill(tryThis) };
    }),
  }));
}

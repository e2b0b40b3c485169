import type { LibraryTactic } from "../types";
import type { ArchetypeTraits } from "../profile";
import type { Examples } from "../education";
import { ALL_STAGES } from "./stages";

/*
 * A brewery's taproom, or a winery's, cidery's or distillery's tasting room (Reading.taproom). Its drinkers
 * are locals who come back for a new release and for something on (trivia, live music, a food truck), and
 * visitors touring the area's drink scene, sent by their hotel, a tour or the local trail. What it sells is
 * regulated: ads go only to adults of legal drinking age (21 in the US), and promotions and shipping follow
 * state rules, checked with the regulator. A taproom's plan is made of these tactics only: a bakery's
 * pre-orders, a staff perk card or "come in and say hello" mean nothing to someone choosing where to drink
 * on a Thursday.
 */

/** Drinks whose drinkers use Untappd and whose regulars join a mug club: beer, cider, mead. */
const BEERISH = /\b(?:brew|cider|meader|tap ?room|taphouse)/i;

export const TAPROOM_TACTICS: LibraryTactic[] = [
  {
    id: "tap-quiet-night-calendar",
    taproom: 1,
    essential: true,
    name: "A weekly {tapRoom} calendar that gives people a reason to come on {tapQuiet}",
    kinds: ["local"],
    goals: ["revenue", "awareness", "retention"],
    stages: ALL_STAGES,
    channels: ["events", "community", "email-marketing"],
    requires: [],
    uses: ["social"],
    cost: { min: 100, max: 300 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "People in {tapCity} choose where to drink on a weeknight by what is on: a trivia night, a band, a run club or a food truck turns {tapQuiet} from empty tables into a night people plan around, and a regular night repeated every week is what builds the habit.",
    description:
      "Give each quiet night one thing that happens every week, at the same time: trivia, live music, a run club that ends at the bar, a bring-your-dog night, a food truck rota. Publish the month's calendar in one go on the Google profile, {tapListing}, the email list and a board by the bar, and count sales per night against the same night last year. The first night runs in week 2.",
    steps: [
      "This week, pick one regular event for {tapQuietOne} nights (trivia suits most rooms) and one for the other quiet night, and write the month's calendar on one page with {tapExtras} on it.",
      "Book the people who run it with the message below: a local trivia host or company, a run club from a running shop nearby, a musician, the food trucks for the rota. Agree a fee or a door split in writing.",
      "Post the month's calendar on the Google profile and as events on {tapListing}, send it to the email list, and write it on a board by the bar; tell every table on the weekend what is on this week.",
      "Every Friday, write sales for each night in the tracker next to the same night last year; after four weeks, keep the nights that moved and swap the one that did not.",
    ],
    setupSteps: 2,
    groundworkSteps: 1,
    resourcesNeeded: ["A one-page monthly calendar", "A trivia host, a run club and a musician or two, booked", "Sales per night, against the same night last year"],
    successMetrics: ["First event night on the calendar within two weeks", "Sales on {tapQuiet}, against the same weeks last year", "Event nights that beat the same night last year", "Progress towards: {metrics}"],
    template: `Message to a trivia host, run club or musician:
Hi {{first name}},

I run {product}, the {tapWord} with a {tapRoom} in {tapCity}. {tapQuiet} are our quiet nights and I'd like to make one of them yours: a weekly {{the kind of night}} night, every {{day}} from {{time}}, starting {{first date}}. We can offer {{fee or door split}}, and we'll put it on our Google profile, {tapListing} and our email list every week.

Could we meet this week? Come by and see the room.
{{your name}}, {product}

---
The month's calendar (Google profile post, {tapListing}, email, board by the bar):
This month at {product}
{{day}}: {{weekly event}}, from {{time}}
{{day}}: {{weekly event}}, from {{time}}
Fridays and Saturdays: {tapExtras}
New on tap: {{this month's new release}}. Alcohol served to guests {tapAge}; everyone welcome for the food and the trivia.`,
    marketingWisdom:
      "A taproom fills on the nights people have a reason to choose it. A weekly event that happens every week without fail builds a habit that a one-off party does not; judge each night after four weeks, not after one.",
  },
  {
    id: "tap-release-list",
    taproom: 2,
    name: "Every new {tapRelease} announced to an email list gathered in the {tapRoom}, with the release day on a quiet night",
    kinds: ["local"],
    goals: ["revenue", "retention", "awareness"],
    stages: ALL_STAGES,
    channels: ["email-marketing", "events"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 30 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "The locals who come for a new {tapRelease} are your most regular drinkers, and a list they joined at the bar reaches them in their inbox on the day; putting the release on a {tapQuietOne} moves them onto a night that needs them.",
    description:
      "Collect emails at the bar (a QR code on every table and a card by the taps: 'first to know about new releases'), and send one short email for each new {tapRelease} with the release day, the tasting notes and what else is on. Hold release days on a {tapQuietOne}, not the weekend, so they fill a quiet night.",
    steps: [
      "Open a free plan with an email tool, make a one-field sign-up page ('First to know about new releases at {product}'), and print its QR code on table cards and the bar menu.",
      "Every Friday and Saturday, ask each table in person: 'Want to hear first when the next {tapDrink} comes out?'; aim for twenty sign-ups a week.",
      "Set the next release day on a {tapQuietOne} and send the email below a week before and on the morning; post the same on the Google profile and {tapListing}.",
      "After each release, write that night's sales next to the same night last year, and note how many on the list came (ask at the bar: 'did you get our email?').",
    ],
    setupSteps: 1,
    groundworkSteps: 1,
    resourcesNeeded: ["An email tool (free plans cover a first list)", "QR table cards for the sign-up", "A release day on a quiet night"],
    successMetrics: ["The first twenty sign-ups within two weeks", "Sign-ups a week at the bar", "Sales on release nights against the same night last year", "Progress towards: {metrics}"],
    template: `Subject: New at {product}: {{the new one's name}} pours {{day}}

Hi {{first name}},

{{the new one's name}} is ready: {{style}}, {{abv}}%, {{two lines on how it tastes}}. It goes on tap at our {tapRoom} in {tapCity} this {{day}} from {{time}}, and you're hearing first.

On the night: {{what else is on that night}}. Cans to take home while they last.{tapShipLine}

See you at the bar,
{{your name}}, {product}

You're getting this because you signed up at {product}. Alcohol is for adults {tapAge}. Unsubscribe: {{unsubscribe link}}`,
    marketingWisdom:
      "A release is news only to people who hear it on time. A list built one table at a time, in person, is worth more than a large following far away: everyone on it has already been to the bar and can come again this week.",
  },
  {
    id: "tap-google-untappd",
    taproom: 3,
    essential: true,
    onlyWhen: BEERISH,
    name: "The Google Business Profile and the Untappd page: hours, the tap list and this week's events",
    kinds: ["local"],
    goals: ["revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["google-business", "reviews", "events"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.25,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Visitors to {tapCity} search '{tapWord} near me' on Google Maps and check Untappd to see what is pouring, as locals do before heading out, and the hours, photos, this week's events and the tap list there decide whether {product} is tonight's stop.",
    description:
      "Keep the free Google Business Profile and the Untappd page as the two places that are always right: the hours of the {tapRoom}, real photos of the bar and the beers, every event of the month, and the beers now pouring. Ask happy drinkers to check in and leave a review, and answer every review.",
    steps: [
      "At business.google.com, check the main category (type '{tapWord}' and pick the closest category Google lists: {tapCategory}), the {tapRoom} hours for each day, and ten daylight photos: the bar, the taps or the barrels, a full table on a busy night (with permission), the outside.",
      "On Untappd, claim or check the brewery page: every {tapDrink} now pouring with its style and ABV, the address and hours; add the month's events. Untappd for Business (a paid plan; check its current price) adds a live tap list and menus if you want them later.",
      "Every Monday, post this week's events on the Google profile with one photo, and update what is pouring on Untappd when a keg changes.",
      "Put a small card on each table asking for an Untappd check-in or a Google review, and answer every review within a week, by name.",
    ],
    setupSteps: 2,
    groundworkSteps: 1,
    resourcesNeeded: ["A Google account the owner keeps", "The Untappd brewery page, claimed", "Ten daylight photos of the room and the {tapDrinks}"],
    successMetrics: ["Profile and Untappd page right within two weeks", "Direction requests and calls from the Google profile, each week", "Untappd check-ins a week", "Progress towards: {metrics}"],
    template: `Google profile description (paste as is; Google does not allow links here):
{product} is a {tapWord} with a {tapRoom} in {tapCity}: {{what you are known for}}, made here and poured fresh. Every week: {{your weekly events}}; {tapExtras}. Alcohol served to guests {tapAge}.

---
Weekly post (Monday, with a photo):
This week at {product}: {{day}} {{event}}, {{day}} {{event}}. New on tap: {{the new one's name}}. See you at the bar.

---
Table card:
Enjoying your {tapDrink}? Check in on Untappd or leave us a Google review: it's how visitors to {tapCity} find us. Thank you!`,
    marketingWisdom:
      "Drinkers trust what is pouring now, not what poured last spring. A profile and an Untappd page that are right this week, with real photos and answered reviews, turn a search on the way to dinner into a visit.",
  },
  {
    id: "tap-google-trail-listing",
    taproom: 3,
    essential: true,
    onlyWhen: /\b(?:winer|vineyard|distiller|wine estate)/i,
    name: "The Google Business Profile and the local {tapDrink} trail's listing: hours, photos and this month's events",
    kinds: ["local"],
    goals: ["revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["google-business", "reviews", "events"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 50 },
    paid: false,
    hoursPerWeek: 0.25,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Visitors to {tapCity} plan a day of tastings on Google Maps and the local {tapDrink} trail's site, and the hours, photos and this month's events there decide whether {product} is one of the stops.",
    description:
      "Keep the free Google Business Profile and the listing on the local {tapDrink} trail or visitor site as the places that are always right: the {tapRoom} hours, whether to book ahead, real photos, and every event of the month. Ask happy guests for a review, and answer every review.",
    steps: [
      "At business.google.com, check the main category (type '{tapWord}' and pick the closest category Google lists: {tapCategory}), the {tapRoom} hours for each day, whether to book ahead, and ten daylight photos: the room, the view, a full table (with permission), the outside.",
      "Find the local {tapDrink} trail, association or visitor centre that lists places like yours, check how its listing works and whether there is a fee, and send it this month's events.",
      "Every Monday, post this week's events on the Google profile with one photo.",
      "Put a small card on each table asking for a Google review, and answer every review within a week, by name.",
    ],
    setupSteps: 2,
    groundworkSteps: 1,
    resourcesNeeded: ["A Google account the owner keeps", "The trail or visitor site's listing, checked", "Ten daylight photos of the room"],
    successMetrics: ["Profile and listing right within two weeks", "Direction requests and calls from the Google profile, each week", "Progress towards: {metrics}"],
    template: `Google profile description (paste as is; Google does not allow links here):
{product} is a {tapWord} with a {tapRoom} in {tapCity}: {{what you are known for}}, made here. Every week: {{your weekly events}}; {tapExtras}. Alcohol served to guests {tapAge}.

---
Weekly post (Monday, with a photo):
This week at {product}: {{day}} {{event}}, {{day}} {{event}}. New: {{the new one's name}}. See you soon.

---
Table card:
Enjoyed your visit to {product}? A Google review is how visitors to {tapCity} find us. Thank you!`,
    marketingWisdom:
      "Visitors plan a day of tastings from the map and the trail's site. A profile and a listing that are right this month, with real photos and answered reviews, turn a plan made over breakfast into a stop.",
  },
  {
    id: "tap-visitor-desks",
    taproom: 4,
    name: "Visitors sent by hotel and B&B front desks, {tapWord} tours and the {tapCity} {tapDrink} trail",
    kinds: ["local"],
    goals: ["revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["partnerships", "events"],
    requires: [],
    uses: [],
    cost: { min: 30, max: 100 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Visitors to {tapCity} ask the front desk where to go tonight, book a {tapWord} tour or follow the local {tapDrink} trail; the people at those desks and the tour guides send dozens of visitors a week to the rooms they know and like.",
    description:
      "Visit the front desks of the hotels and B&Bs within walking distance, the {tapWord} tour companies and the local {tapDrink} trail or visitor centre, with a stack of cards showing the {tapRoom}'s hours and this month's events. Invite the front-desk staff and guides to a trivia night so they know the room they recommend.",
    steps: [
      "List ten hotels and B&Bs within a short walk, the {tapWord} tour companies in {tapCity} and the local {tapDrink} trail or visitor centre (check how each one lists places like yours and whether there is a fee).",
      "Print a small card: your hours, the month's events, the walk from their door, and a QR code to the events on {tapListing}.",
      "Walk the list over two weeks, at quiet times at the desk, with the note below and the cards; ask each tour company whether {product} can be a stop on a weekday tour.",
      "Every Friday, tally the answers new faces at the bar gave to 'who sent you?', by hotel and tour; go back to the desks that send people with next month's calendar.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A list of ten front desks and the tour companies", "Two hundred small cards with hours and events", "A 'who sent you?' tally by the taps"],
    successMetrics: ["Front desks and tours that have your cards", "Visitors a week who say a hotel, tour or trail sent them", "Progress towards: {metrics}"],
    template: `Note for the front desk or the tour company:
Hi {{first name}},

I'm {{your name}} from {product}, the {tapWord} with a {tapRoom} {{how far from their door}} from you. When your guests ask where to go tonight, we'd love to be on your list: {{what you are known for}}, {{your weekly events}}, {tapExtras}.

Here are some cards with our hours and this month's events. You and the team are welcome at our next trivia night on {{date}} to see the place for yourselves.

{{your name}}, {product}`,
    marketingWisdom:
      "Visitors trust the person at the desk more than any ad. Front-desk staff and guides recommend the places they know; an invitation to see the room does more than a stack of cards left on the counter, and a 'who sent you?' tally shows which desks are worth a second visit.",
  },
  {
    id: "tap-mug-club",
    taproom: 5,
    onlyWhen: BEERISH,
    name: "A mug club for regulars, with perks that are not a cheaper drink",
    kinds: ["local"],
    goals: ["retention", "revenue"],
    stages: ALL_STAGES,
    channels: ["community", "referral", "email-marketing"],
    requires: [],
    uses: [],
    cost: { min: 30, max: 100 },
    paid: false,
    hoursPerWeek: 0.25,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Your regulars already come most weeks; a mug club with their own mug on the wall, the first chance at each new {tapRelease} and a members' night gives them a reason to come a little more often and to bring friends.",
    description:
      "Sell a yearly mug club membership: a numbered mug that hangs in the {tapRoom}, first chance to buy each new {tapRelease}, a members' night each quarter, and money off merchandise. Before adding any perk on the drink itself (a bigger pour, a lower price), check with {tapRegulator}: state rules on drink promotions apply.",
    steps: [
      "Check with {tapRegulator} which perks are allowed, then write the club on one card: yearly price, the numbered mug, the perks, fifty places.",
      "Order the mugs and put up the hooks or shelf where everyone at the bar can see them.",
      "Offer it in person to the twenty regulars you know by name, with the message below, and then to the email list.",
      "Hold the first members' night on a {tapQuietOne}, and count how often members come each month.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Fifty numbered mugs and a place to hang them", "A one-card description of the club", "A check with {tapRegulator} on the perks"],
    successMetrics: ["Members signed up", "Member visits a month", "Progress towards: {metrics}"],
    template: `Message to regulars (in person first, then by email):
Hi {{first name}},

We're starting the {product} Mug Club, and I'd like you to be one of the first fifty. For {{yearly price}} a year you get your own numbered mug hanging in the {tapRoom}, the first chance to buy every new {tapRelease} before it's announced, a members' night every quarter and {{merch discount}} off shirts and glasses.

Want in? Reply or tell me at the bar, and I'll save you a low number.
{{your name}}, {product}`,
    marketingWisdom:
      "People join a mug club to belong, not to save money: their mug on the wall and the first chance at a new {tapRelease} matter more than a discount, and keep you clear of the rules on drink pricing.",
  },
  {
    id: "tap-collab-festival",
    taproom: 6,
    name: "A collaboration with a local food business or another {tapWord}, and one festival this quarter",
    kinds: ["local"],
    goals: ["awareness", "revenue"],
    stages: ALL_STAGES,
    channels: ["partnerships", "events"],
    requires: [],
    uses: [],
    cost: { min: 50, max: 300 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "A collaboration brings the other side's regulars to your {tapRoom}: a pairing night with a chocolate maker, a bakery or a barbecue place, or a collaboration with another {tapWord}, is news for both lists; a local festival puts your {tapDrink} in front of hundreds of drinkers in one afternoon.",
    description:
      "Plan one collaboration this quarter (a pairing night with a local food business, or a collab {tapDrink} with another {tapWord} released at both rooms), and pour at one local festival, with cards for the {tapRoom}'s calendar at the table.",
    steps: [
      "Pick one local food business whose customers would like your {tapDrink} and send them the message below; or ask a {tapWord} you know for a collaboration released on the same day in both rooms.",
      "Set the date on a {tapQuietOne}, announce it on both email lists and both Google profiles, and keep tickets or a set menu simple.",
      "Look up the local festivals in the next three months (check dates, fees and how makers apply) and apply to the one whose crowd is most like your drinkers.",
      "At the festival, hand out cards with the calendar and the email sign-up QR code, and count sign-ups from it.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["One partner and a date", "A festival application (dates and fees to check)", "Cards with the calendar and the sign-up QR code"],
    successMetrics: ["Sales on the collaboration night against the same night last year", "Email sign-ups from the festival", "Progress towards: {metrics}"],
    template: `Message to a local food business:
Hi {{first name}},

I'm {{your name}} from {product} in {tapCity}. Your {{what they make}} and our {tapDrink} would go well together, and I'd like to put on a pairing night at our {tapRoom} on {{a weeknight}}: four of your {{dishes}} with four of ours, {{the price a head}}, announced to both our lists.

Could we meet this week to taste a few together?
{{your name}}, {product}`,
    marketingWisdom:
      "A collaboration borrows trust: the other business's regulars come because someone they already like invited them. Put it on a quiet night, and both sides win a night that would otherwise be empty.",
  },
  {
    id: "tap-cases-in-room",
    taproom: 7,
    name: "Take-home {tapParcel} offered to people already in the {tapRoom}",
    kinds: ["local"],
    goals: ["revenue"],
    stages: ALL_STAGES,
    channels: ["email-marketing"],
    requires: [],
    uses: [],
    onlyWhen: /\b(?:online shop|online store|web ?shop|ships?|shipping|delivers?|delivery)\b/i,
    cost: { min: 0, max: 50 },
    paid: false,
    hoursPerWeek: 0.25,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "People who liked a {tapDrink} at the bar are the likeliest to order it for home; a card at the table and a line in the release email turn a good night in the {tapRoom} into {tapCase} on the doorstep.",
    description:
      "Put a QR card on every table ('Take today's {tapDrinks} home: {tapCase}') and a line in every release email, {tapShipRule}.",
    steps: [
      "Check with {tapRegulator} that your permits and your carrier's alcohol agreement cover what you ship, and that checkout asks for a date of birth and every parcel needs an adult signature.",
      "Put the table card below on every table and by the taps, with a QR code to the {tapParcel} page.",
      "Add one line to every release email: the new {tapRelease} goes into this month's {tapParcel}.",
      "Count orders from the QR code each week, and ask buyers on the list which {tapDrinks} they want next.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["Table cards with a QR code", "A check of shipping rules and the carrier's agreement", "A line in every release email"],
    successMetrics: ["Orders from the table cards a week", "Repeat orders from taproom drinkers", "Progress towards: {metrics}"],
    template: `Table card:
Liked it? Take {product} home.
{tapCase}, with today's {tapDrinks} in it. Scan to order: {{link to the shop}}
We ship within {tapState} only, to adults {tapAge}, with an adult signature on delivery.`,
    marketingWisdom:
      "The best time to sell a case is while the glass is in someone's hand. Keep the rules visible (age, signature, where you ship): it tells drinkers you take them seriously.",
  },
  {
    id: "tap-event-ads",
    taproom: 8,
    name: "Small Meta ads for the event nights, to people {tapAge} within a short drive of {tapCity}",
    kinds: ["local"],
    goals: ["revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["meta-ads", "events"],
    requires: [],
    uses: ["social"],
    cost: { min: 150, max: 400 },
    paid: true,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Posts reach people far away who like them; an ad for one dated event, shown only to adults within a short drive of {tapCity}, reaches people who can come this week.",
    description:
      "Run one small Meta ad a week for the coming event night (trivia, a release, music), shown {tapAgeRule}, within about 15 miles of the {tapRoom}, with a daily cap you can afford to lose while you learn.",
    steps: [
      "In Meta Ads Manager, read the alcohol ad policy, set the audience's age to {tapAge} and the location to people living within about 15 miles of the {tapRoom}.",
      "Write the ad below for the next event night, with a real photo of a full room; no drinking games, no promise of cheap drinks.",
      "Run it for five days before the night with a daily cap, and ask at the bar who saw it.",
      "Every Friday, compare that night's sales with the same night last year and the ad's cost; stop after four weeks if nothing has moved.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A Meta Ads account with the alcohol policy read", "Real photos of a full room", "A daily budget cap"],
    successMetrics: ["Cost per event night against the extra sales that night", "People at the bar who saw the ad", "Progress towards: {metrics}"],
    template: `Ad text (audience {tapAge}, within about 15 miles):
{{day}} at {product}: {{event}} from {{time}}. {{the new one's name}} on tap, {tapExtras}.
{tapCity}'s {tapWord} {tapRoom}, {{address}}. See you there.

Headline: {{event}} at {product}, {{day}} {{time}}`,
    marketingWisdom:
      "An ad for a dated event near you gives people a reason to act this week; an ad for the brand in general asks them to remember you. Keep the spend small, the audience to adults nearby, and judge it by the night's sales.",
  },
  {
    id: "tap-paid-season",
    taproom: 9,
    name: "A paid season for a bigger budget: Meta and Google ads to adults {tapAge}, and a headline event a month",
    kinds: ["local"],
    goals: ["revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["meta-ads", "google-ads", "events"],
    requires: ["paid"],
    workaround: {
      paid: "Hire a freelancer who runs ads for bars or breweries for a fixed fee for the first three months, and have them show you each night's sales against each campaign's cost every week.",
    },
    uses: ["paid", "social"],
    cost: { min: 2000, max: 20000 },
    paid: true,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "A budget this size can reach drinkers in {tapCity} who have not been yet and visitors planning a trip there, and pay for one headline event a month (a festival-style release party, a band, a collaboration) worth telling them about.",
    description:
      "Run Meta ads for each month's headline event and the weekly calendar, shown {tapAgeRule}, within a short drive of the {tapRoom}, and Google search ads on '{tapWord} {tapCity}' searches; put a share of the budget into one headline event a month. Judge every campaign by that night's and that week's sales against the same week last year.",
    steps: [
      "Read Meta's and Google's alcohol ad policies, set every audience to {tapAge}, and agree with {tapRegulator} anything new in how events are promoted or priced.",
      "Book one headline event a month for the quarter (a release party, a band, a collaboration) and photograph a full room at the first one.",
      "Start one Meta campaign for the events within a short drive of {tapCity}, and one Google search campaign on '{tapWord} {tapCity}' and 'things to do in {tapCity} tonight' searches, each with a daily cap.",
      "Every Friday, write each campaign's cost next to that week's sales against the same week last year; move money to what moved sales and stop the rest.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Ad accounts with the alcohol policies read", "A headline event a month, booked", "A weekly count of sales against each campaign's cost"],
    successMetrics: ["Sales in headline-event weeks against the same weeks last year", "Cost of each campaign against the extra sales", "Progress towards: {metrics}"],
    template: `Meta ad (audience {tapAge}, within a short drive; photo of a full room):
Headline: {{headline event}} at {product}, {{date}}
Text: {{one line on the event}}. New on tap: {{the new one's name}}. {tapExtras}. {tapCity}'s {tapWord} {tapRoom}, {{address}}.

---
Google search ad:
Headline: {product} | {tapWord} in {tapCity}
Description: {{what you are known for}}, poured fresh at our {tapRoom}. This week: {{your weekly events}}.`,
    marketingWisdom:
      "Money buys reach; only a reason to come this week turns it into a visit. Spend on dated events people want to go to, keep every audience to adults, and judge it by the room's sales, not by clicks.",
  },
];

/**
 * Drinkers at a brewery's taproom (a winery's or distillery's tasting room), for the customer profile:
 * locals who choose tonight's stop by what is on and who is going, and visitors touring the area's drink
 * scene, sent by a hotel, a tour or the trail. (profile.ts spreads these over the local archetype.)
 */
export const TAPROOM_TRAITS: Partial<ArchetypeTraits> = {
  typical:
    "People choose a {tapRoom} for the night by what is on and who is going: a new {tapRelease}, trivia, music, a food truck, friends already there. Locals come back by habit once a night is theirs; visitors are sent by their hotel, a tour or the local {tapDrink} trail, and check Google Maps{untappdHaunt} on the way.",
  decides: "a group of friends decides together, often the same day, by what is on; visitors decide on the day, on their hotel's or a guide's advice",
  haunts: "Google Maps, {untappdHaunt2}the local events listings, their friends' group chats, and the front desk of their hotel",
  behaviors: [
    "Picks tonight's stop by what is on: a release, trivia, music, a food truck",
    "Checks hours and what is pouring on Google Maps{untappdHaunt} before heading out",
    "Comes back on the same night each week once a group or an event makes it theirs",
  ],
  needs: [
    "A reason to go out on a weeknight, and a place where the group feels welcome",
    "Something new to try, and someone behind the bar who can talk about it",
    "Food nearby, and a room where dogs, friends and the odd non-drinker fit in",
  ],
  pains: [
    "Turning up to a quiet room with nothing on",
    "Not knowing what is pouring or what is on this week until they get there",
    "Visitors' lists full of the same few big names, with no time to find the rest",
  ],
  goals: [
    "A regular night out with friends",
    "First taste of something new",
    "For visitors: the places locals love, not only the famous ones",
  ],
  objections: [
    { topic: /\b(far|drive|parking|ride|uber|walk)\b/i, text: "“How do we get there and back without driving?”" },
    { topic: /\b(quiet|empty|busy|dead)\b/i, text: "“Will anything be going on on a Wednesday?”" },
    { topic: /\b(food|eat|hungry)\b/i, text: "“Is there anything to eat?”" },
    { topic: /\b(price|cost|expensive)\b/i, text: "“Why pay taproom prices when the supermarket sells a six-pack?”" },
  ],
  buying:
    "Hears about a release or an event from a friend, the email list or their hotel's front desk, checks Google Maps{untappdHaunt} for hours and what is pouring, comes with a group on the night, and comes back on the same night of the week once it becomes theirs; visitors tick it off a trail or a tour and tell friends at home.",
};

/** The Marketing Model's examples for a taproom; {tap…} tokens are filled from the reading. */
export const TAPROOM_EXAMPLES: Partial<Examples> = {
  identity: "locals who like to try every new {tapRelease} first, and visitors who want the places locals love",
  desire: "“A new {tapDrink} on tap and trivia with your team: {tapQuietOne} night at {product}.”",
  urgency: "“{{the new one's name}} pours this {tapQuietOne} at {product}; cans to take home while they last.”",
  transform: "“Wednesday used to be a night on the sofa. Now it's trivia at {product}, and our team has its own table.”",
  position: "“For {tapDrink} fans in {tapCity}, {product} is the {tapWord} where there is always something new on tap and something on; unlike staying in, your friends are already there.”",
  proof: "“{{number}} reviews of {product} on Google this year: ‘{{a drinker's words}}’ — {{a regular's first name}}.”",
  journey: "“See what's on this week at {product}, come with friends on the night, and join the list to hear first about the next {tapRelease}.”",
};

import type { LibraryTactic } from "../types";
import type { ArchetypeTraits } from "../profile";
import type { Examples } from "../education";
import { ALL_STAGES } from "./stages";

/*
 * A sit-down restaurant filling its quiet nights (Reading.restaurant): a bistro, a trattoria or osteria, a
 * brasserie, a café-restaurant, a wine bar serving meals. Its guests are locals who eat out and book where
 * they trust, groups with something to celebrate, office teams, and visitors sent by their hotel. The quiet
 * nights fill with a reason to come that is not a discount, told first to the people who already love the
 * place; delivery apps and deal sites are not the way. A restaurant's plan is made of these tactics only: a
 * bakery's flyer door drop, breakfast boxes or a staff perk card mean nothing to someone choosing where to
 * eat on a Tuesday.
 */

export const RESTAURANT_TACTICS: LibraryTactic[] = [
  {
    id: "rst-quiet-night-menus",
    restaurant: 1,
    essential: true,
    name: "A reason to come on {rstQuiet} that is not a discount: a {rstQuietOne} {rstNight}, a regional menu, a producer's evening",
    kinds: ["local"],
    goals: ["revenue", "awareness", "retention"],
    stages: ALL_STAGES,
    channels: ["events", "email-marketing"],
    requires: [],
    uses: ["content"],
    cost: { min: 50, max: 200 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "People in {rstHood} decide where to eat on a weeknight when there is something to come for: a night that happens every week (a {rstQuietOne} {rstNight}, a regional menu on {rstQuietTwo}s, an evening with a wine maker or a farmer) gives {rstQuiet} a reason of their own, and a set menu people book ahead fills the room without cutting the price.",
    description:
      "Give each quiet night one thing that happens every week, at the same time: a {rstQuietOne} {rstNight} with three {rstDishes} you only make that night, a regional menu that changes each month, and once a month a producer's or wine evening with a set menu and a few words from the producer. Sell them as bookings ahead (a set price a head), put the month on one page, and count covers per night against the weeks before. The first night runs in week 2.",
    steps: [
      "This week, choose the three nights' formats: a {rstNight} for {rstQuietOne}, a regional menu for {rstQuietTwo}, and one producer's or wine evening this month (ask your wine merchant or a farmer you buy from to come and say a few words); set a price a head that keeps your margin.",
      "Set each night up as a bookable menu in {rstBooking} (a special or an experience, with a set price; check what your plan of it allows), and write the month's calendar on one page with the wording below.",
      "Tell every table at the weekend what is on this week and hand them the calendar card; put it on the Google profile as a post and send it to your guest list.",
      "Every Monday, write last week's covers for each night in a sheet next to the weeks before; after four weeks, keep the nights that moved and swap the one that did not.",
    ],
    setupSteps: 2,
    groundworkSteps: 1,
    resourcesNeeded: ["A one-page monthly calendar of the quiet nights", "Each night set up as a bookable menu", "Covers per night, in a weekly sheet"],
    successMetrics: ["The first quiet-night menu served within two weeks", "Covers on {rstQuiet}, week by week", "Bookings made ahead for each themed night", "Progress towards: {metrics}"],
    template: `The month's calendar (card on every table, Google profile post, guest email):
This month at {product}
{rstQuietOne}s: {rstNight}. Three {rstDishes} we only make on {rstQuietOne}s, {{the night's price}} a head with a glass of {{wine}}.
{rstQuietTwo}s: {{this month's region}} on the menu, {{three dishes}}.
{{date}}: an evening with {{producer or wine maker}}, four courses and their {{wine or cheese}}, {{evening price}} a head; 20 places.
Book at {{booking link}} or call {{phone}}. Everything is made here, {rstSignature}.

---
Message to a producer or wine maker:
Hi {{first name}}, we've served your {{what they make}} at {product} in {rstHood} for {{how long}}, and our guests love it. Would you come and say a few words about it at a dinner on a {rstQuietOne} or {rstQuietTwo} in {{month}}? We'd build four courses around it, sell 20 places to our guests, and tell them where to buy it. Dinner for you and a guest is on us.
{{your name}}, {product}`,
    marketingWisdom:
      "A quiet night fills when people have a reason to choose it, not when it is cheaper: a night that happens every week builds a habit a one-off does not, and a set menu sold ahead tells you the covers before you shop. Judge each night after four weeks, not one.",
  },
  {
    id: "rst-guest-list",
    restaurant: 2,
    essential: true,
    name: "The guests who already love you, told first: a guest list from {rstBookingList} and the tables, one email a fortnight",
    kinds: ["local"],
    goals: ["revenue", "retention", "awareness"],
    stages: ALL_STAGES,
    channels: ["email-marketing"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 40 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "The weekend regulars of {product} already love the food but have rarely thought of coming on a {rstQuietOne}, and one short email a fortnight with the quiet nights' menu, sent to guests who said yes to hearing from you, moves some of them onto the nights that need them, and costs almost nothing.",
    description:
      "Gather a guest list of people who said yes to hearing from you: the marketing tick box in {rstBooking}'s booking form, a card with the bill ('the month's menus, twice a month'), and a sign-up on the website. Every other week send one short email: this fortnight's quiet-night menu, one photo from the kitchen, one line from the kitchen, and a booking button.",
    steps: [
      "Check that your booking form asks guests whether they want news from you (most booking systems have a marketing opt-in; check yours), and export the guests who said yes. Email only people who opted in: that is what UK GDPR and PECR expect (check the ICO's guidance on direct marketing).",
      "Print a small card to go with every bill: 'Our quiet-night menus, twice a month: scan to join', with a QR code to a one-field sign-up page.",
      "Send the first email below in week 2, with the {rstNight} and the month's calendar, and then one every other Thursday.",
      "After each email, count bookings for the nights it named against the week before, and ask guests at the table whether the email brought them.",
    ],
    setupSteps: 3,
    groundworkSteps: 1,
    resourcesNeeded: ["An email tool (free plans cover a first list) or your booking system's own email tool", "Guests who opted in, exported", "A sign-up card with every bill"],
    successMetrics: ["Guests on the list, and sign-ups a week from the bill cards", "Bookings for the nights each email names", "Progress towards: {metrics}"],
    template: `Subject: {rstQuietOne} is {rstNight} at {product}

Hi {{first name}},

{rstMorning} in our kitchen in {rstHood}. From {{first date}}, {rstQuietOne} nights get three {rstDishes} we make only that night: {{dish one}}, {{dish two}} and {{dish three}}, {{the night's price}} a head with a glass of {{wine}}.

{rstQuietTwo}s this month: {{this month's region}} on the menu. And on {{date}}, {{producer}} comes to tell the story of their {{what they make}}, over four courses; 20 places.

Book your table: {{booking link}}, or call us on {{phone}}.

See you soon,
{{your name}} and everyone at {product}

You're getting this because you asked for our news when you booked or dined with us. Unsubscribe: {{unsubscribe link}}`,
    marketingWisdom:
      "The cheapest cover is a guest who already loves you, coming on a different night. A list built from people who chose to hear from you, written in your own voice and sent on a steady rhythm, beats any deal site: nobody on it is a stranger hunting for a discount.",
  },
  {
    id: "rst-google-reviews",
    restaurant: 3,
    essential: true,
    name: "The Google profile with the menu, the booking button and the morning's kitchen, and every Google and TripAdvisor review answered",
    kinds: ["local"],
    goals: ["revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["google-business", "reviews"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "People choosing where to eat in {rstHood} tonight search Google Maps and read the reviews on Google and TripAdvisor; the menu, the photos, the booking button and the answers under the reviews decide whether {product} is where they book.",
    description:
      "Keep the free Google Business Profile right: the hours for each day, the menu (the link and the dishes), the booking button to {rstBooking}, and real photos, the kitchen at work first ({rstSignature}). Post the week's quiet-night menu every Monday, and answer every review on Google and TripAdvisor within a week, by name, the bad ones first.",
    steps: [
      "At business.google.com, check the category ('{rstCuisine}restaurant' if Google lists it, or the closest one), the hours, the menu link, the reservation link to {rstBooking}, and the attributes (groups, private dining, vegetarian options) that are true for you.",
      "Add ten daylight photos: the kitchen at work in the morning, three signature dishes, the room laid for dinner, the front from across the street, {rstTeam} at work (with their permission).",
      "This week, answer every review from the last three months on Google and TripAdvisor, using the reply below for the good ones and thanking, explaining and inviting back for the bad ones; from then on, answer within a week.",
      "Every Monday, post the week's quiet-night menu with one photo; once a week, note searches, calls, direction requests and booking clicks from the profile's performance page.",
    ],
    setupSteps: 3,
    groundworkSteps: 1,
    resourcesNeeded: ["A Google account the owner keeps", "Ten daylight photos of the kitchen, the dishes and the room", "Fifteen minutes a week for reviews"],
    successMetrics: ["Profile complete and every recent review answered within two weeks", "Booking clicks and calls from the profile, each week", "Progress towards: {metrics}"],
    template: `Google profile description (paste as is; Google does not allow links here):
{product} is a {rstKind} in {rstHood}, {rstCity}: {rstSignature}, {rstMain}. {rstQuietOne} is {rstNight}, and each month brings a new regional menu. {{one line on who cooks and serves}}. Groups welcome in {rstPrivate}.

---
Monday post (with a photo of the kitchen at work):
This week at {product}: {rstQuietOne} {rstNight} ({{this week's three dishes}}), and {{this month's region}} on {rstQuietTwo}s. Book with the button.

---
Reply to a good review:
Thank you, {{reviewer's first name}}! {{one detail from their review}}: we'll tell {{who cooked or served}}. Next time, come on a {rstQuietOne}: it's {rstNight}, and the kitchen makes three {rstDishes} we don't serve any other day. {{your name}}, {product}`,
    marketingWisdom:
      "Diners read the answers as much as the reviews: a reply that names the dish and the person shows a place that cares. Never offer anything for a good review, and ask everyone, not only the happy ones; a steady flow of genuine reviews and answers keeps the profile near the top.",
  },
  {
    id: "rst-groups-private",
    restaurant: 4,
    name: "Birthdays, office teams and groups booked onto {rstQuiet}, with {rstPrivate} and a set menu for groups",
    kinds: ["local"],
    goals: ["revenue"],
    stages: ALL_STAGES,
    channels: ["email-marketing", "partnerships"],
    requires: [],
    uses: [],
    cost: { min: 0, max: 60 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "One group of ten on a {rstQuietOne} is ten covers: birthdays, leaving dos, book clubs and office teams choose a date weeks ahead, and most have no reason to insist on a Saturday if the room is theirs and the menu is set.",
    description:
      "Write a one-page group menu (two or three set menus at set prices a head, a deposit rule, the group sizes {rstPrivate} takes), and offer groups the quiet nights first: the room to themselves, a welcome drink or the birthday cake from the kitchen as a thank-you for the night, not a discount. Offer it to guests who ask for a weekend that is full, to the offices within a walk, and on the website and Google profile.",
    steps: [
      "Write the group menu: two or three set menus with prices a head, the sizes you take, the deposit and the cancellation rule, and what a group on {rstQuiet} gets that a Saturday group does not (the room to themselves, the cake from the kitchen).",
      "From this week, whoever takes a booking for a Friday or Saturday group that is full offers the nearest {rstQuietOne}, {rstQuietTwo} or Wednesday with the group menu, by phone or with the email below.",
      "List fifteen offices, practices and studios within a ten-minute walk and send the office manager the email below (or drop in the menu at a quiet hour); follow up once, a week later.",
      "Put the group menu on the website and the Google profile, and count group covers on the quiet nights each week.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A one-page group menu with prices a head and the deposit rule", "A list of fifteen offices within a walk", "Group covers on the quiet nights, counted weekly"],
    successMetrics: ["Group bookings on {rstQuiet} a month", "Group covers as a share of quiet-night covers", "Progress towards: {metrics}"],
    template: `Email to an office manager, or to a guest whose Saturday is full:
Subject: Your team's next dinner at {product}

Hi {{first name}},

I'm {{your name}} from {product}, the {rstKind} {{how far from them}} from you in {rstHood}. For a team dinner, a leaving do or a birthday, we have {rstPrivate} and a set group menu from {{group menu price}} a head.

On {rstQuiet} the room is yours, and the kitchen sends out {{the thank-you}} for the table. The menu is attached; reply with a date and a headcount and I'll hold it for you.

{{your name}}, {product}
{{phone}}`,
    marketingWisdom:
      "A group chooses a date weeks ahead and brings its own guests: the easiest covers to move onto a quiet night. Give the night something the weekend cannot (the room to themselves), and the date follows.",
  },
  {
    id: "rst-concierges",
    restaurant: 5,
    name: "Hotel concierges and front desks in {rstCity} sending guests on {rstQuiet}",
    kinds: ["local"],
    goals: ["revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["partnerships"],
    requires: [],
    uses: [],
    cost: { min: 20, max: 80 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Visitors staying in {rstCity} ask the concierge where to eat tonight, and on a {rstQuietOne} the concierge needs a place that has a table; a concierge who has eaten at {product} sends guests every week.",
    description:
      "Visit the concierges and front desks of the hotels and guest houses within a short walk or taxi ride, with a card ({rstTeam}, the signature dishes, the quiet nights' menus, how to book), and invite them to dinner on a quiet night so they know what they recommend. Ask every new table who sent them, and go back to the desks that do.",
    steps: [
      "List ten hotels and guest houses within a short walk or taxi ride; note the concierge's or front-desk manager's name.",
      "Print a small card: {rstTeam} and the kitchen, three dishes, the quiet nights' menus, the phone number and the booking link, and a line for the concierge's name so you can tell who sent whom.",
      "Walk the list over two weeks at a quiet hour with the note below, and invite each concierge to dinner for two on a {rstQuietOne} or {rstQuietTwo}.",
      "Ask every new table 'who sent you?' and tally it by hotel each week; go back with next month's menus to the desks that send guests, with a thank-you.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A list of ten hotels and their concierges", "Two hundred small cards", "Dinners for concierges on quiet nights", "A 'who sent you?' tally by the booking book"],
    successMetrics: ["Concierges who have dined with you", "Covers a week sent by hotels", "Progress towards: {metrics}"],
    template: `Note for the concierge or front desk:
Dear {{first name}},

I'm {{your name}} from {product}, the {rstKind} in {rstHood}, {{how far from the hotel}} from you. When your guests ask for somewhere local and real, we'd love to be on your list: {rstSignature}, {rstMain}, and a table almost always free on {rstQuiet}.

Here are some cards with our menus and how to book. We'd like you to taste it first: would you and a colleague come for dinner on a {rstQuietOne} or {rstQuietTwo} this month, as our guests? Just call me on {{phone}}.

{{your name}}, {product}`,
    marketingWisdom:
      "A concierge recommends the places they know and that make them look good. A dinner on a quiet night costs little and turns a card on the desk into a personal recommendation; the 'who sent you?' tally shows which desks are worth the next visit.",
  },
  {
    id: "rst-food-press",
    restaurant: 6,
    name: "A story for {rstCity}'s food writers: {rstTeam}, the kitchen and the new {rstQuietOne} night",
    kinds: ["local"],
    goals: ["awareness", "revenue"],
    stages: ALL_STAGES,
    channels: ["press", "newsletter"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "The people of {rstCity} who eat out read the local food pages, newsletters and social accounts of the city's food writers; a real story (the people who cook, a family recipe, a new night with a reason to come) is news to them, where an opening offer is not.",
    description:
      "Find the five writers who cover eating out in {rstCity} (the local paper's food pages, the city magazines and newsletters, the food writers with a following online), and send each a short personal note with one story and two photos: who cooks, what is made every morning, and the new quiet night. Invite them on a quiet night; never ask for a review in return.",
    steps: [
      "List five people who write about eating out in {rstCity}: read their last three pieces, and note the kind of place they like.",
      "Take two good photos: the kitchen at work ({rstSignature}) and {rstTeam} at a table.",
      "Send the note below to each, personally, one at a time, with the photos; invite them to dinner on a {rstQuietOne}, and expect nothing in return.",
      "Follow up once a week later; when a piece runs, share it with the guest list and put it by the door.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["Five food writers and their last pieces", "Two good photos", "Dinners on quiet nights for those who accept"],
    successMetrics: ["Writers who reply or come", "Pieces or mentions in the quarter", "Covers in the week after a piece runs", "Progress towards: {metrics}"],
    template: `Subject: {rstQuietOne} {rstNight} at {product}, a {rstKind} in {rstHood}

Hi {{first name}},

I enjoyed your piece on {{their recent piece}}. I'm {{your name}} from {product} in {rstHood}: {{your story in one line}}. {rstSignature}, and from {{first date}} {rstQuietOne} nights get three {rstDishes} we only make that night, from {{where the recipes come from}}.

Two photos are attached: the kitchen in the morning and {rstTeam}. If you'd like to come and see, and taste, on a {rstQuietOne}, you'd be very welcome as our guest; no strings attached.

{{your name}}, {product}
{{phone}}`,
    marketingWisdom:
      "Food writers need stories with people in them: a family, a grandmother's recipe, a kitchen that starts at dawn. One short personal note to someone whose work you have read does more than a press release to a list; disclose any free meal if they write about it.",
  },
  {
    id: "rst-pasta-class",
    restaurant: 7,
    name: "A {rstClass} or supper club on a quiet night, sold as tickets to the guest list",
    kinds: ["local"],
    goals: ["revenue", "awareness", "retention"],
    stages: ALL_STAGES,
    channels: ["events", "email-marketing"],
    requires: [],
    uses: [],
    cost: { min: 30, max: 150 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Guests who love the food want to see how it is made: a class or a supper club at one long table sells places ahead, fills a quiet night, makes a present people give, and turns guests into regulars who bring friends.",
    description:
      "Once or twice a month, on a quiet night, run a {rstClass} (an hour making two dishes with the chef, then dinner with what they made) or a supper club at one long table, sold as tickets at a set price. Announce it to the guest list first, then on the Google profile; class places make a gift, too.",
    steps: [
      "Pick the format and the date on a {rstQuietOne} or {rstQuietTwo}, a price a head that covers the chef's time and the dinner, and the number of places the room takes (ten to twelve for a class).",
      "Set it up as a ticketed experience in {rstBooking} if it allows (check), or on a ticketing page, with the text below.",
      "Announce it to the guest list and on the Google profile; mention it at every weekend table with a card.",
      "After each class, ask who would come again or give it as a present, and set the next two dates.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A chef's evening and a set dinner", "A ticketing page or your booking system's experiences", "Ten to twelve places a class"],
    successMetrics: ["Places sold ahead for each class or supper club", "Class guests who come back for dinner within a month", "Progress towards: {metrics}"],
    template: `Ticket page and email:
{rstClassTitle} at {product}, {{date}}, {{time}}
Learn to make {{what they will make}} by hand in our kitchen in {rstHood}, the way we do every day, then sit down to dinner with what you made, a {{dish}} and a glass of {{wine}}. {{class price}} a head, {{places}} places, aprons and recipes to take home.
Book: {{ticket link}}. A place makes a good present, too.`,
    marketingWisdom:
      "People pay for an evening they will remember, not for a cheaper plate. A class or a supper club sold ahead fills a quiet night on a known date, and guests who have rolled pasta in your kitchen come back and bring friends.",
  },
  {
    id: "rst-set-lunch-offices",
    restaurant: 8,
    onlyWhen: /\bset lunch\b|\blunch\b/i,
    name: "Office workers nearby: {rstSetLunch} at lunch, and their team dinners on the quiet nights",
    kinds: ["local"],
    goals: ["revenue"],
    stages: ALL_STAGES,
    channels: ["partnerships"],
    requires: [],
    uses: [],
    cost: { min: 20, max: 60 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "The people who work within a walk of {product} eat lunch somewhere every weekday; a set lunch they can count on in an hour makes {product} theirs, and the ones who like lunch book team dinners and their own birthdays on a quiet night.",
    description:
      "Make the set lunch easy for office workers nearby: the week's set lunch posted every Monday, a promise to serve it within the hour, a table held for teams who call ahead. Take the lunch card to the offices within a walk, and at every office lunch mention the group menu for the quiet nights.",
    steps: [
      "Write the week's set lunch on one card, with the promise (served within the hour) and the phone number for a table held for a team.",
      "Take the card to the fifteen offices within a walk, at reception, with the note below for the office manager.",
      "Post the week's set lunch on the Google profile every Monday morning.",
      "At every office lunch, hand the table the group menu for {rstQuiet}, and count lunches and team dinners from offices each month.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A weekly set-lunch card", "Fifteen offices within a walk", "The group menu for the quiet nights"],
    successMetrics: ["Weekday lunch covers from offices", "Team dinners booked on the quiet nights from lunch guests", "Progress towards: {metrics}"],
    template: `Note for the office manager:
Hi {{first name}},

I'm {{your name}} from {product}, the {rstKind} {{how far}} from your office. Our set lunch is {rstLunchPrice}: {{this week's set lunch}}, served within the hour. Call {{phone}} and we'll hold a table for the team.

And for your next team dinner or leaving do: on {rstQuiet} the room can be yours, with a set menu from {{group menu price}} a head. The menu is on the back.

{{your name}}, {product}`,
    marketingWisdom:
      "Lunch is how office workers get to know a place; the team dinner follows. Make lunch reliable and quick, and make the next step (the group menu on a quiet night) the obvious one.",
  },
  {
    id: "rst-night-ads",
    restaurant: 9,
    name: "Small Meta ads for each themed night, shown to people within a couple of miles of {rstHood}",
    kinds: ["local"],
    goals: ["revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["meta-ads", "events"],
    requires: [],
    uses: ["social", "design"],
    cost: { min: 100, max: 300 },
    paid: true,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "A post reaches people who already follow {product}; a small ad for one dated night ({rstQuietOne} {rstNight}, a producer's evening), shown only to people who live or work within a couple of miles, reaches neighbours who have never booked and can come this week.",
    description:
      "Once the first themed nights are running, spend a small, capped amount on Meta ads for each one: a photo of the dish or the kitchen, the date, the set price and a booking button, shown to adults within a couple of miles of {rstHood}. Judge each ad by the bookings for that night, not by clicks.",
    steps: [
      "Take one good photo for each themed night (the dish, the kitchen at work) and write the ad below; keep the set price and the date in the first line.",
      "In Meta's ads manager, target adults within about two miles of {product}, set a daily cap, run each ad for the five days before its night, and link it to the booking page.",
      "Every Monday, write each ad's cost next to the bookings for its night against the weeks before; keep the nights whose ads bring bookings and stop the rest.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A photo for each themed night", "A Meta ads account with a daily cap", "Bookings per night against each ad's cost"],
    successMetrics: ["Bookings for each advertised night against the weeks before", "Cost of each ad against the covers it brought", "Progress towards: {metrics}"],
    template: `Meta ad (adults within about two miles; photo of the dish or the kitchen at work):
Headline: {rstQuietOne} {rstNight} at {product}
Text: Three {rstDishes} we only make on {rstQuietOne}s, {{the night's price}} a head, {rstSignature}. A {rstKind} in {rstHood}. Book your table for this {rstQuietOne}.
Button: Book now → {{booking link}}`,
    marketingWisdom:
      "Money buys reach; only a reason to come this week turns it into a booking. Advertise dated nights to people who live close enough to come, cap the spend, and judge it by covers, not clicks.",
  },
  {
    id: "rst-bigger-budget",
    restaurant: 9,
    name: "A monthly guest night, a food PR freelancer and ads for the quiet nights, judged by covers",
    kinds: ["local"],
    goals: ["revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["meta-ads", "google-ads", "press", "events"],
    requires: ["paid"],
    workaround: {
      paid: "Hire a freelancer who runs ads for restaurants for a fixed monthly fee for the first three months, and have them show you covers per night against each campaign's cost every week.",
    },
    uses: ["paid", "social"],
    cost: { min: 2000, max: 20000 },
    paid: true,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "A budget this size can put a headline night on the calendar every month (a guest chef, a producer's dinner), pay a food PR freelancer to bring {rstCity}'s writers to it, and show it to people across {rstCity} who have never booked.",
    description:
      "Book one headline night a month on a quiet night (a guest chef from another kitchen, a producer's dinner, a regional feast), hire a food PR freelancer for the quarter to bring the city's food writers and local press to it, and run Meta and Google ads for the themed nights across {rstCity}. Judge every pound by covers on {rstQuiet} against the weeks before.",
    steps: [
      "Book three headline nights for the quarter on quiet nights, one a month, and photograph a full room at the first one.",
      "Brief a food PR freelancer for the quarter (ask for restaurants they have worked with and what ran), with the story of {product} and the three dates.",
      "Start one Meta campaign for the themed nights across {rstCity} and one Google search campaign on '{rstCuisine}restaurant {rstHood}' searches, each with a daily cap, linked to the booking page.",
      "Every Monday, write each campaign's and the freelancer's cost next to covers per night against the weeks before; move money to what moved covers and stop the rest.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Three headline nights booked", "A food PR freelancer for the quarter", "Ad accounts with daily caps", "Covers per night against each cost"],
    successMetrics: ["Covers on headline nights and on {rstQuiet}", "Pieces in the local press and food pages", "Cost of each campaign against the covers it brought", "Progress towards: {metrics}"],
    template: `Brief for the food PR freelancer:
{product} is a {rstKind} in {rstHood}, {rstCity}: {rstSignature}, {rstMain}. Weekends are full; {rstQuiet} are not. From {{first date}} each quiet night has a reason to come ({rstQuietOne} {rstNight}, a regional menu), and once a month a headline night: {{headline nights and dates}}. We want {rstCity}'s food writers at the first one, and covers on {rstQuiet} counted every week.

---
Google search ad:
Headline: {product} | {rstCuisine}{rstWord} in {rstHood}
Description: {rstSignature}. {rstQuietOne} is {rstNight}. Book a table tonight.`,
    marketingWisdom:
      "Money buys reach and attention; only a night worth coming for turns them into covers. Spend on dated nights people want to go to, give the press a story with people in it, and judge everything by covers on the quiet nights.",
  },
];

/**
 * Guests of a sit-down restaurant, for the customer profile: locals who eat out and book where they trust,
 * groups with something to celebrate, office workers at lunch, visitors sent by their hotel. (profile.ts
 * spreads these over the local archetype.)
 */
export const RESTAURANT_TRAITS: Partial<ArchetypeTraits> = {
  typical:
    "People choose where to eat out by trust and by occasion: a neighbour's word, the reviews and photos on Google and TripAdvisor, a food writer they read, a place that remembers them. They book a day or two ahead for a weekend, the same day for a weeknight if there is a reason to go out; groups book weeks ahead, and visitors ask their hotel.",
  decides: "a couple or a group of friends decides together, the day before or the same day for a weeknight, weeks ahead for a birthday or a team dinner; visitors on their concierge's advice",
  haunts: "Google Maps and its reviews, TripAdvisor, {rstBooking}, the local food pages and food writers' Instagram, their friends' group chats, and their hotel's concierge",
  behaviors: [
    "Eats out once or twice a week, mostly at the weekend, and only goes out midweek for a reason (a birthday, a special night, a friend in town)",
    "Reads the reviews, the menu and the photos on Google before booking a new place",
    "Comes back to a place that remembers their name and their table, and brings friends to show it off",
  ],
  needs: [
    "A reason to go out on a weeknight: something they cannot have on a Saturday",
    "Food they cannot make at home, and a welcome that feels personal",
    "An easy booking, a table for the group, and a bill they can predict",
  ],
  pains: [
    "Weekend tables booked out weeks ahead",
    "Places that feel empty and flat midweek",
    "Discount deals that feel cheap, and delivery food that arrives cold",
  ],
  goals: [
    "A good evening with the people they love, without planning it for weeks",
    "A neighbourhood place that is theirs",
    "Somewhere to take visitors and celebrate that never lets them down",
  ],
  objections: [
    { topic: /\b(quiet|empty|dead|midweek|monday|tuesday|wednesday)\b/i, text: "“Will it be lively on a Tuesday, or will we be the only table?”" },
    { topic: /\b(price|cost|expensive|£|\$|€)\b/i, text: "“Is a weeknight out worth it when we cooked at home last week for a fraction?”" },
    { topic: /\b(book|booking|table)\b/i, text: "“Can we get a table for eight at short notice?”" },
    { topic: /\b(park|parking|taxi|bus)\b/i, text: "“How do we get home afterwards?”" },
  ],
  buying:
    "Hears about the place from a neighbour, a food writer or their hotel, reads the reviews and the menu on Google, books through {rstBooking} or by phone, and comes back when a night becomes theirs; groups book weeks ahead for a birthday or a team dinner, and regulars bring the friends they want to impress.",
};

/** The Marketing Model's examples for a restaurant; {rst…} tokens are filled from the reading. */
export const RESTAURANT_EXAMPLES: Partial<Examples> = {
  identity: "neighbours who know the good places before anyone else, and bring their friends to show them off",
  desire: "“Three {rstDishes} we only make on {rstQuietOne}s, made here this morning: {rstNight} at {product}.”",
  urgency: "“{{producer}}'s evening at {product} on {{date}}: four courses, 20 places.”",
  transform: "“{rstQuietOne} used to be leftovers at home. Now it's {rstNight} at {product}, and they keep our table.”",
  position: "“For people in {rstHood} who want a real night out midweek, {product} is the {rstKind} where each quiet night has something you cannot have on a Saturday; unlike a deal or a delivery, it is the real thing, at the table.”",
  proof: "“{{number}} reviews of {product} on Google: ‘{{a guest's words}}’ — {{a regular's first name}}.”",
  journey: "“See this week's menus on {product}'s Google profile, book a table for {rstQuietOne}, and join the list to hear about the next producer's evening.”",
};

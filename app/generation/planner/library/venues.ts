import type { LibraryTactic } from "../types";
import { ALL_STAGES } from "./stages";

/*
 * Venues hired for weddings and events: a barn, a country house, a city event space (Reading.venue).
 * Couples book one once, months ahead, after comparing three or four on directories and Instagram and
 * visiting two; the summer Saturdays sell themselves, and the owner's goal is the dates they leave empty
 * (Fridays, Sundays, winter). A venue's plan is made of these tactics only: a shop's discovery set, restock
 * texts, stockists or Google Shopping book no wedding.
 */

export const VENUE_TACTICS: LibraryTactic[] = [
  {
    id: "venue-off-peak-packages",
    venue: 1,
    essential: true,
    name: "{vnOffPeakUpper} packages with a clear price and what is included",
    kinds: ["local"],
    goals: ["revenue", "signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["email-marketing", "seo"],
    requires: [],
    uses: ["design", "content"],
    cost: { min: 0, max: 100 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Many {vnCouples} who would happily marry on a Friday, a Sunday or in winter rarely ask, because a date with no price reads as the same {vnFrom} as a summer Saturday; a named package with its price and what it includes turns an empty date into one they can budget for and book.",
    description:
      "Turn the empty dates into two or three named packages for {product}, each with one price, the guest numbers it covers and everything it includes ({vnIncluded}), and put them on {website}, in the brochure and on every listing. Price them from your own costs and your Saturday price; the packages are what every other tactic in this plan sends {vnCouples} to.",
    steps: [
      "From your diary, list all the {vnOffPeakDates} still open in {vnYearOf}, and write down what a wedding on those days costs you to run (staff, food per head, cleaning, heating in winter).",
      "Write two or three packages, each with a name, one price, the guest numbers it covers, the time the {vnWedding} day starts and ends, and what is included; decide the price yourself from those costs and your {vnFrom} starting price, and say in one line what costs extra (more guests, a late bar).",
      "Put the packages on one page of {website} with real photos of {vnShort} in that season and the open dates listed under each, add a page to the brochure, and paste the same text into your directory listings.",
      "Every Friday, update the open dates, and note which package each enquiry asked about; after six weeks change the one nobody asks about.",
    ],
    setupSteps: 3,
    groundworkSteps: 1,
    resourcesNeeded: ["Your 2027 diary and your costs per wedding", "A packages page on {website}", "Photos of {vnShort} in winter light and set for a smaller wedding"],
    successMetrics: ["Enquiries that name a package, each week", "Show-rounds booked for {vnOffPeakDates}", "Progress towards: {metrics}"],
    template: `Packages page:
{vnOffPeak} weddings at {product}

The whole of {vnShort} is yours for the day: {vnIncluded}, for {vnGuests}.

The Friday wedding: {{friday price}} for {{guest numbers}} guests, with {{what it includes}}.
The Sunday wedding: {{sunday price}} for {{guest numbers}} guests, with {{what it includes}}.
The winter wedding (November to March): {{winter price}} for {{guest numbers}} guests, with fires lit, candles and {{what it includes}}.

Open dates: {{list of open dates}}
Extra guests: {{price per extra guest}}. Everything else is in the price.

Come and see it: book a show-round at {website} or reply to this page's enquiry form, and we'll answer within a few hours.`,
    marketingWisdom:
      "A price is a promise couples can plan around. Venues that hide off-peak prices behind 'get in touch' lose the couples who would have said yes, because those couples assume the answer is the Saturday price and never write.",
  },
  {
    id: "venue-short-notice-dates",
    venue: 2,
    essential: true,
    name: "A short-notice list of open dates for {vnNear}",
    kinds: ["local"],
    goals: ["revenue", "signups"],
    stages: ALL_STAGES,
    channels: ["email-marketing", "instagram", "partnerships"],
    requires: [],
    uses: ["social"],
    cost: { min: 0, max: 50 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "The dates from {vnNear} are weeks away, not months: the {vnCouples} who can take them have short engagements, smaller weddings or a date that matters to them, and they decide in days, so these dates need one all-in price and a list sent this week, not a package that waits for a show-round.",
    description:
      "Make one short list of every open date from {vnNear}, each with one all-in price for a smaller wedding at {product}, and send it this week to every {vnCouple} who enquired in the last year and did not book, to your suppliers, and to your followers. Answer replies the same day, and offer a show-round within the week.",
    steps: [
      "List the open dates from {vnNear} and set one all-in price for each for a smaller wedding (ceremony, meal and evening for a set number of guests), decided from your costs; say what happens if they want more guests.",
      "Go through last year's enquiries and send the email below to every {vnCouple} who did not book, one by one from your own email, and ask each of your suppliers to pass the list to couples they know.",
      "Post the list on Instagram and in your stories with one photo of {vnShort} in winter, and pin it; update it as dates go.",
      "Every day, answer replies the same day with two show-round times that week, take a deposit on the date they choose, and cross it off the list.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["Last year's enquiries and their emails", "One all-in price per short-notice date", "A photo of {vnShort} in winter"],
    successMetrics: ["Short-notice dates booked, each week", "Replies from past enquirers", "Progress towards: {metrics}"],
    template: `Email to a couple who enquired before:
Subject: A few dates at {product} before spring

Hi {{first names}},

You asked about {product} last year, and I wanted you to hear this first: we have a few dates free from {vnNear}, and we're offering them as short-notice weddings at one all-in price.

{{date}}: {{all-in price}} for up to {{guest numbers}} guests
{{date}}: {{all-in price}} for up to {{guest numbers}} guests

That includes {vnIncluded}. If one of these works, I can show you round this week: just reply with a day that suits.

{{your name}}, {product}

---
Instagram post:
Short-notice dates at {product}: {{dates}}. One all-in price each, for a smaller wedding in {vnShort} with the fires lit. Message us and we'll show you round this week.`,
    marketingWisdom:
      "An empty date that is weeks away is worth nothing once it has passed, but a discount posted to everyone teaches couples to wait. A private list, sent first to people who already liked you, sells the date without lowering the price of the next one.",
  },
  {
    id: "venue-enquiry-to-show-round",
    venue: 3,
    essential: true,
    name: "A reply to every enquiry within hours, a brochure with real prices and a show-round booked in the first reply",
    kinds: ["local"],
    goals: ["revenue", "signups"],
    stages: ALL_STAGES,
    channels: ["email-marketing"],
    requires: [],
    uses: ["design"],
    cost: { min: 0, max: 60 },
    paid: false,
    hoursPerWeek: 1.5,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Most {vnCouples} send the same enquiry to several venues in one evening and visit the two or three that answer first with prices; a reply within hours that carries the brochure, the open {vnOffPeak} dates and two show-round times is where most bookings are won or lost.",
    description:
      "Make the path from enquiry to booking at {product} one you can run in a busy week: a reply within a few hours (same day at the latest) with the brochure and its real prices, the open dates for the date they asked about, and two show-round times; a show-round that ends with a hold on the date; and a follow-up two days later.",
    steps: [
      "Make the brochure: a PDF of a few pages with photos of {vnShort}, what is included ({vnIncluded}), the Saturday price and the {vnOffPeak} packages with their prices, and the open dates page you update every Friday.",
      "Save the reply below as a template in your email and on each directory's inbox, and set your phone to notify you of every enquiry; whoever is on that day answers within a few hours, with two show-round times.",
      "At each show-round, walk the day in order (arrival, ceremony, drinks, meal, evening, where they sleep), then sit down with the diary and offer to hold the date for a week.",
      "Each week, send the follow-up below two days after every show-round, and keep one sheet with every enquiry, the date asked for, show-round yes or no and booked yes or no; read it every Friday.",
      "After three months, compare enquiries, show-rounds and bookings by source and by package in the sheet: put more time and money into the two sources that booked, change the package nobody books, and make the next short-notice list for the open dates of the coming three months.",
    ],
    setupSteps: 2,
    groundworkSteps: 1,
    resourcesNeeded: ["A brochure PDF with real prices", "A saved reply template", "A sheet of enquiries, show-rounds and bookings"],
    successMetrics: ["Share of enquiries answered within four hours", "Enquiries that become show-rounds ({vnShowRoundsWeek} show-rounds a week needed)", "Progress towards: {metrics}"],
    template: `Reply to an enquiry:
Subject: Your {vnWedding} at {product}: prices and open dates

Hi {{first names}},

Thank you for thinking of {product} for your {vnWedding}. The brochure is attached, with our prices and what is included: {vnIncluded}, for {vnGuests}.

For {{the month they asked about}} we have {{open dates}} free. Our {vnOffPeak} packages start at {{lowest package price}}, and the brochure lists what each one includes.

The best way to know is to see it: could you come for a show-round on {{day and time}} or {{day and time}}? It takes about an hour, and we'll walk you through the day from the ceremony to the last dance.

{{your name}}, {product}

---
Follow-up, two days after a show-round:
Subject: {{date}} at {product}

Hi {{first names}},

It was lovely to show you round on {{day}}. I've held {{date}} for you until {{hold date}}; if you'd like it, a deposit of {{deposit}} secures it, and I'll send the booking form. Any questions, just reply.

{{your name}}`,
    marketingWisdom:
      "Speed is a signal: a venue that answers an enquiry in hours tells couples it will answer them in the week before the wedding too. Prices in the first reply save everyone a show-round that was never going to book.",
  },
  {
    id: "venue-show-round-evenings",
    venue: 4,
    name: "Show-round evenings and an open day at {vnShort}{vnNoFairs}",
    kinds: ["local"],
    goals: ["revenue", "signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["events", "email-marketing", "instagram"],
    requires: [],
    uses: ["social", "design"],
    cost: { min: 150, max: 450 },
    paid: false,
    hoursPerWeek: 1.5,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Most {vnCouples} book the venue they have stood in, and at {vnShort} they see the room lit, taste the food and see the bedrooms; a show-round evening for a few couples at a time, and one open day with your suppliers, does what a stand at a wedding fair tries to do, for the price of the food and the candles.",
    description:
      "Hold a show-round evening at {product} once a month, for up to eight {vnCouples} booked in advance, with {vnShort} set as for a winter wedding, a taste of the menu and time with the diary; and one open day in spring with your recommended suppliers, each showing their work. Invite everyone who enquired, directory enquiries and couples your suppliers send.",
    steps: [
      "Pick the dates: one weekday evening a month from mid-February, and one Sunday open day in spring, on days with no wedding; set {vnShort} up as for a real {vnWedding} (tables laid, fires and candles lit in winter).",
      "Invite with the message below: every enquiry of the last year, new enquiries, your followers and the couples your suppliers know; ask each couple to book a place so you know the numbers.",
      "Every evening you hold, welcome each couple by name, show the ceremony space, the meal, the evening and the rooms, serve a few dishes from the menu, and have the diary and the packages on a table; offer to hold a date for a week.",
      "The next day, send each couple a thank-you with the packages and their held date; in the sheet, count couples who came and dates held and booked from each evening.",
      "Ten days before each evening, send the invitation again to new enquiries, directory enquiries and your suppliers, with the number of places left.",
      "Hold the spring open day on a Sunday with no wedding: {vnShort} dressed for a wedding, your recommended suppliers each with a table, the packages and the diary by the door; ask every couple to book a show-round slot on the day.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A weekday evening a month with no wedding", "Food and drink for up to eight couples", "The diary, the brochure and the packages on a table"],
    successMetrics: ["Couples at each evening", "Dates held and booked within two weeks of an evening", "Progress towards: {metrics}"],
    template: `Invitation (email and Instagram):
Subject: Come and see {product} by candlelight on {{date}}

Hi {{first names}},

On {{date}} from {{time}} we're opening {product} to a few couples for a show-round evening: {vnShort} set as for a winter wedding, a taste of our menu, and time to ask anything and look at the diary. It's free; we just ask you to book a place so we have enough food.

Reply to this email with your names, or book at {website}.

{{your name}}, {product}`,
    marketingWisdom:
      "A fair puts you in a hall next to fifty other stands; an evening at your own venue puts couples in the room they will marry in. The setting, the food and the welcome sell better at home, and the couples who come are the ones already looking.",
  },
  {
    id: "venue-directories-and-reviews",
    venue: 5,
    name: "{vnDirectories} listings with the {vnOffPeak} packages, and reviews from past {vnCouples}",
    kinds: ["local"],
    goals: ["revenue", "awareness", "signups"],
    stages: ALL_STAGES,
    channels: ["marketplaces", "reviews", "google-business"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 400 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Most {vnCouples} from {vnCities} shortlist venues on {vnDirectories} and Google, and read what other couples said before they book a show-round; a listing that shows the {vnOffPeak} packages with prices, with recent reviews you have answered, puts {product} on the shortlist before they ever write.",
    description:
      "Bring the listings of {product} on {vnDirectories} and its Google Business Profile up to date: the packages and their prices, the open dates, twenty real photos by season. Then ask every couple of the last two years for a review, one by one, on the site they used, and every new couple four to six weeks after their wedding, offering nothing for a good one.",
    steps: [
      "Check what each directory offers and costs before paying: a free listing, paid tiers, and any fee per enquiry or booking. Start with the free listing, and pay for a higher tier only once your sheet shows the enquiries each one brings.",
      "Fill each listing and the Google profile ('{vnCategory}' as the category): the packages with prices, capacity and what is included, the open dates, twenty photos (winter and summer, ceremony, meal, evening, rooms) and the link to {website}; answer directory enquiries with the same reply as email, within hours.",
      "Send the review request below to each couple of the last two years with the link of the site they used; offer nothing for a review (Google's rules forbid rewards for reviews, and rewarding only good ones breaks consumer-protection law too), and add the same request to the thank-you you send four to six weeks after each wedding.",
      "Every week, answer each new review, thanking the couple by name and mentioning one detail of their day, and write the enquiries and reviews from each site in the sheet.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Twenty real photos by season", "Your list of couples from the last two years and their emails", "The review links for Google and each directory"],
    successMetrics: ["Enquiries from each directory, each month", "New reviews each month, all answered within a week", "Progress towards: {metrics}"],
    template: `Review request to a past couple:
Hi {{first names}},

We hope married life is treating you well! Could we ask a favour? A few lines about your {vnWedding} at {product}, on {{the site you found us on}}, help other couples decide. Here's the link: {{review link}}

Thank you, and happy anniversary when it comes.
{{your name}}, {product}`,
    marketingWisdom:
      "Directories are where couples compare. A listing with real prices wins the comparison, and reviews that name the team and a detail of the day read as real, because they are; ask everyone, not only the couples you know were happy.",
  },
  {
    id: "venue-supplier-circle-winter-shoot",
    venue: 6,
    name: "A recommended-supplier circle that sends {vnCouples} both ways, starting with a styled winter shoot at {vnShort}",
    kinds: ["local"],
    goals: ["revenue", "signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["partnerships", "referral", "pinterest"],
    requires: [],
    uses: ["design", "social"],
    cost: { min: 100, max: 450 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Photographers, planners and florists around {vnWhere} hear from {vnCouples} months before many of them choose a venue, and are asked where to marry; a circle of suppliers you recommend, who recommend you back and know your open {vnOffPeak} dates, sends you couples no advert reaches, and a styled winter shoot made together this winter gives all of you the winter photos couples cannot picture from summer pictures of the meadow.",
    description:
      "Pick eight to twelve suppliers you trust (photographers, planners, florists, a cake maker, a band, hair and make-up) for a recommended-supplier list at {product}: you list them in the brochure and on {website}, they recommend you, and every month you send them the open dates and packages. Start the circle with a styled winter shoot at {vnShort} within six weeks, while it is still winter, everyone credited and the photos labelled as styled.",
    steps: [
      "Choose a shoot date within six weeks with no wedding, and write a one-page idea: the winter wedding you want to sell (fires, candles, a long table for a smaller wedding), with a real couple as models if you can.",
      "List the suppliers who worked best at your weddings last year and ask each one in person or by phone, with the first message below, to join the list and the shoot; agree in writing who pays for what in the shoot, who may use the photos and that everyone credits everyone.",
      "On the day, photograph the ceremony space, the table, the couple by the fire and the rooms; label every photo from it as a styled shoot, never as a real wedding, and put the photos on the winter package, the listings and a Pinterest board.",
      "Put the circle in the brochure and on {website}, and on the first Monday of every month send them the open dates and packages in three lines, with the second message below; invite them to the show-round evenings.",
      "Every Friday, count enquiries from each supplier in the sheet, tell them when a couple they sent books, and thank them with a card and a visit, not a commission couples would not know about.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["Eight to twelve suppliers you trust", "A free winter day at {vnShort} for the shoot", "A written agreement on credits and photo use", "A monthly three-line email of open dates"],
    successMetrics: ["Suppliers on the list, and winter photos from the shoot on the packages page", "Enquiries from the circle, each month", "Progress towards: {metrics}"],
    template: `Message to a supplier:
Hi {{first name}},

You were brilliant at {{couple's names}}' wedding at {product}, and we'd like to put you on our recommended-supplier list: in the brochure every couple gets, and on our website. We're also planning a styled winter shoot at {vnShort} on {{date}}, to show couples what a winter wedding here looks like, and we'd love you to do {{their part in the shoot}}. Everyone gets the photos to use with credit.

In return, we'd ask you to think of us when couples ask where to marry, especially for {vnOffPeak} dates. If a couple you send books, we'll tell you, and we'll send couples your way too.

{{your name}}, {product}

---
Monthly note to the circle (first Monday):
Open dates at {product} this month: {{dates}}. {vnOffPeak} packages from {{lowest package price}}, everything included. Next show-round evening: {{date}}, bring any couple who's looking. Thank you for {{the couple they sent}}!`,
    marketingWisdom:
      "Wedding suppliers are asked for recommendations every week: the venue that keeps them up to date with open dates and prices, and sends work back, is the one they name first. A styled shoot sells a season you cannot yet show with real weddings; say it is styled, and couples will trust the rest of your photos.",
  },
  {
    id: "venue-real-weddings-social",
    venue: 7,
    name: "Real {vnWeddings} on Instagram, Pinterest and {vnBlogWord}, shared with the {vnCouples}' permission",
    kinds: ["local"],
    goals: ["awareness", "revenue", "signups"],
    stages: ALL_STAGES,
    channels: ["instagram", "pinterest", "press", "blog"],
    requires: [],
    uses: ["social", "design"],
    cost: { min: 0, max: 100 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Most {vnCouples} save ideas on Instagram, Pinterest and wedding blogs for months before they enquire, and a real {vnWedding} at {product} on a Friday, a Sunday or in winter shows them those days look as good as a summer Saturday.",
    description:
      "Share real weddings at {product}, with the couple's and photographer's permission and every supplier credited: one full wedding a week as an Instagram carousel with the day it was on (a Friday, a Sunday, December), Pinterest boards by season that link to the packages page, and one real wedding a month sent to blogs such as {vnBlogs}, starting with a winter or Friday one.",
    steps: [
      "Add a line to your booking form asking couples whether photos of their day may be shared, and ask last year's couples and their photographers with the message below; keep the answers in the sheet.",
      "Make three Pinterest boards (winter weddings at {product}, Friday and Sunday weddings, the rooms and the food), each pin linking to the packages page on {website}.",
      "Each week post one real wedding as a carousel: the couple's words, the day and month, the guest numbers and the suppliers tagged; once a week add a story with the open dates.",
      "Read each blog's submission guidelines (some feature only paid members or ask for a fee, so check first), and submit one real wedding a month with the photographer's gallery, the suppliers' names and the couple's own words; share every feature.",
      "Every Friday, note saves, shares and messages from the posts in the sheet, and ask every couple who enquires where they first saw you.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["Permission from each couple and photographer", "Real photos by season", "Three Pinterest boards"],
    successMetrics: ["Real weddings posted each week and sent to a blog each month", "Enquiries that say they found you on Instagram, Pinterest or a blog", "Saves on winter and Friday posts"],
    template: `Asking a past couple and their photographer:
Hi {{first names}},

Your {vnWedding} at {product} last {{month}} is still one of our favourites. Would you be happy for us to share {{photographer's name}}'s photos on our Instagram and Pinterest and send the wedding to {{blog name}}, with the photographer and every supplier credited? We'd love a few lines in your own words about the day too. Just reply yes or no; no is completely fine.

{{your name}}, {product}

---
Post caption:
{{first names}} married at {product} on a {{day and month}}: {{guest numbers}} guests, {{one detail from the day}}. "{{the couple's words}}"
Photos: {{photographer}} · Flowers: {{florist}} · {{other suppliers}}
{vnOffPeak} dates for {vnYearOf}: link in bio.`,
    marketingWisdom:
      "Couples trust other couples. A real Friday or winter wedding with its day and month, on their feed or a blog they read, does more for the empty dates than any claim that off-peak weddings are just as lovely.",
  },
  {
    id: "venue-search-ads-off-peak",
    venue: 8,
    name: "Search ads for winter, Friday and Sunday wedding searches, sent to the packages page",
    kinds: ["local"],
    goals: ["revenue", "signups"],
    stages: ALL_STAGES,
    channels: ["google-ads"],
    requires: ["paid"],
    workaround: {
      paid: "Hire a freelancer who runs Google Ads for wedding or hospitality businesses for a fixed fee for the first two months, keep the budget cap in your own account, and have them show you the cost per enquiry and per show-round each week.",
    },
    uses: ["paid"],
    cost: { min: 300, max: 1500 },
    paid: true,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Some {vnCouples} search for exactly what you have empty ('winter wedding venue {vnArea}', 'Friday wedding venue', 'exclusive use wedding venue'); a search ad in front of them, leading to the page with the prices, is paid only when someone clicks, so you can count what each enquiry costs.",
    description:
      "Run Google search ads for {product} on searches for winter, Friday, Sunday and exclusive-use weddings in and around {vnWhere}, shown to people in {vnCities} and near the venue, each ad leading to the packages page with prices and a show-round booking. Start small, count enquiries per pound, and keep only what brings show-rounds.",
    steps: [
      "In Google Ads, make one search campaign with three ad groups (winter weddings, Friday and Sunday weddings, exclusive-use barn or country weddings near {vnWhere}), shown in {vnCities} and around the venue, with a daily cap you set.",
      "Write ads (headlines of up to 30 characters and descriptions of up to 90, as Google requires) that say the price from, what is included and 'show-rounds this month', each leading to the packages page; record an enquiry or a show-round booking as the conversion.",
      "Every Friday, check the search terms and add negative keywords for what you do not offer (jobs, cheap, free, dresses, fairs).",
      "Four weeks after the ads start, compare cost per enquiry and per show-round by ad group, move the money to the best one, and stop the campaign if a month brings no show-round.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A Google Ads account with a budget cap", "The packages page with an enquiry form", "The sheet with where each enquiry came from"],
    successMetrics: ["Cost per enquiry and per show-round", "Show-rounds booked from ads, each month", "Progress towards: {metrics}"],
    template: `Search ad:
Headline 1: Winter Weddings, {product}
Headline 2: Exclusive Use in {vnWhere}
Headline 3: Show-Rounds This Month
Description 1: {vnOffPeak} weddings for {vnGuests}.
Description 2: Prices and open dates on the page. Book a show-round this month.`,
    marketingWisdom:
      "Pay for the searches that name what you want to sell. 'Wedding venue' alone is the most expensive word in the business; 'winter wedding venue' plus your area is cheaper and brings the couples your empty dates are for.",
  },
  {
    id: "venue-paid-social-large",
    venue: 9,
    name: "Instagram, Pinterest and search ads to engaged {vnCouples} in {vnCities}, judged by cost per show-round",
    kinds: ["local"],
    goals: ["revenue", "awareness", "signups"],
    stages: ALL_STAGES,
    channels: ["meta-ads", "google-ads", "pinterest", "instagram"],
    requires: ["paid"],
    workaround: {
      paid: "Hire an agency or freelancer who runs ads for wedding venues or hotels, on a fixed monthly fee rather than a share of spend, keep the ad accounts and the budget caps in your own name, and have them report cost per enquiry and per show-round every week.",
    },
    uses: ["paid", "content", "design"],
    // For budgets of $10,000 a month and more; a smaller budget gets the search ads alone.
    cost: { min: 12000, max: 25000 },
    paid: true,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "A large budget can reach the {vnCouples} planning a wedding in {vnCities} while they save ideas, before they search: ads with real weddings and the {vnOffPeak} prices on Instagram and Pinterest, with search ads on the searches that name what you have empty, fill the show-round evenings if every pound is judged by the show-rounds it brings.",
    description:
      "Run Instagram (Meta) and Pinterest ads with real weddings and styled-shoot photos (labelled) to people in {vnCities} and near {vnWhere} whose interests show they are planning a wedding, and search ads on winter, Friday and Sunday wedding searches; every ad leads to the packages page or a show-round evening. Judge each channel by cost per show-round and per booking, not by clicks.",
    steps: [
      "Set up the Meta and Pinterest ad accounts and Google Ads in your own name, with the tracking that records an enquiry and a show-round booking, and a monthly cap per channel.",
      "Make ten ads from real weddings (with permission) and the styled shoot (labelled as styled): the day and month, the price from and what is included, and 'show-round evenings this month'.",
      "Launch each channel on a fixed test budget for four weeks, aimed at {vnCities} and the area around {vnWhere}, and send every click to the packages page or the next show-round evening.",
      "Every Friday, write cost per enquiry, per show-round and per booking for each channel in the sheet, pause any ad that brings no show-round in four weeks, and move the money to what books.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Meta, Pinterest and Google Ads accounts in your name", "Ten ads from real weddings and the styled shoot", "Tracking of enquiries and show-round bookings"],
    successMetrics: ["Cost per show-round and per booking, by channel", "Show-rounds from ads, each month", "Progress towards: {metrics}"],
    template: `Instagram or Pinterest ad:
{{first names}} married at {product} on a {{day and month}}, with {{guest numbers}} guests and the fires lit.
{vnOffPeak} weddings at {product}, {vnWhere}: {vnIncluded}, for {vnGuests}, from {{lowest package price}}.
Button: See prices and open dates

---
Search ad:
Headline 1: Winter Weddings, {product}
Headline 2: Show-Rounds This Month
Description 1: {vnOffPeak} weddings for {vnGuests}.
Description 2: Prices and open dates on the page. Book a show-round this month.`,
    marketingWisdom:
      "Money buys reach, not bookings: a venue is booked at the show-round, so the only number that matters is what each show-round and each booking cost. Real weddings in the ads beat any styled stock photo.",
  },
];

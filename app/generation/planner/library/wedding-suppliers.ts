import type { LibraryTactic } from "../types";
import { ALL_STAGES } from "./stages";

/*
 * A wedding and event supplier who goes to the couple's day (Reading.weddingSupplier): a photographer or
 * videographer, a DJ, a band or musicians, a celebrant, a cake maker, hair and make-up, a photo booth. Couples
 * book one once, months ahead and after the venue, from the names their venue and planner give them, friends
 * and wedding Instagram; they judge real weddings shown in full and reviews, and book whoever answers first
 * with the date and a price. So the plan is: a place on the venues' recommended lists, earned by being useful
 * and easy to work with; real weddings shown before couples ask (a photographer's whole galleries, a DJ's floor
 * and the way the music is planned); reviews asked while the day is fresh; other suppliers' referrals returned
 * in kind; the dates still free sold at their own price when summer is full; every enquiry answered the same
 * day; the venues' own open evenings rather than paid fairs. Texts name what the supplier delivers through
 * {ws…} tokens (plan-quality/wedding-supplier.ts).
 */

/** What the large paid tactics share: the test launch, the Friday count, the metrics and the search ad. */
const ADS_LAUNCH = "Launch each channel on a fixed test budget for four weeks, aimed at {areas}, and send every click to the page with real weddings and the enquiry form.";
const ADS_FRIDAY = "Every Friday, write cost per enquiry and per booking for each channel in the tracker, pause any ad that brings no booking in four weeks, and move the money to what books.";
const ADS_METRICS = ["Cost per enquiry and per booking, by channel", "Bookings from ads, each month", "Progress towards: {metrics}"];
const SEARCH_AD = `Search ad:
Headline 1: {product}
Headline 2: Ask About Your Date Today
Description 1: {wdPrice}. See a real wedding like yours before you book.`;

/** The large paid tactics (for budgets of $10,000 a month and more; a smaller budget gets the search ads alone). */
const LARGE_PAID = {
  kinds: ["local"],
  trades: ["events"],
  goals: ["revenue", "awareness", "signups"],
  stages: ALL_STAGES,
  cost: { min: 12000, max: 25000 },
  paid: true,
  hoursPerWeek: 1,
  contactsIndividuals: false,
  timeFrame: "Medium-term",
  impact: "High Impact",
} satisfies Partial<LibraryTactic>;

export const WEDDING_SUPPLIER_TACTICS: LibraryTactic[] = [
  {
    id: "local-events-venue-planner-list",
    weddingSupplier: 1,
    wsCrafts: ["photo"],
    name: "On the recommended list of the venues and planners couples ask",
    kinds: ["local"],
    trades: ["events"],
    goals: ["revenue", "awareness", "partnerships"],
    stages: ALL_STAGES,
    channels: ["partnerships", "referral"],
    requires: [],
    uses: ["sales", "design"],
    cost: { min: 0, max: 30 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Couples ask their venue and their planner who to book long before they search, so a place on their recommended list puts {product} on the short list of couples who have already chosen where they marry in {place}.",
    description:
      "Venues and planners in {place} hand every couple a list of suppliers they trust. Get on those lists the way suppliers earn it: send each venue and planner the photos of the weddings you shot there or nearby, free to use with credit, and make their work easy on the day. Two or three venues that name you bring more bookings than any advert.",
    steps: [
      "List the venues where you have shot a wedding and the planners you have worked with, then ten more in {areas} whose couples fit your style.",
      "For each venue you know, pick the best twenty photos of their spaces from a past wedding (with the couple's permission) and prepare a small online gallery they may use with credit.",
      "Send each one the note below with the gallery, and ask whether they keep a recommended suppliers list and how to be on it.",
      "For the ten you have not worked with, ask for a short visit at a quiet hour and offer to photograph the venue's spaces in return for a place on the list.",
      "Ask every couple who booked how they heard of you, and each quarter send the venues and planners who sent couples a thank-you and new photos of their spaces.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Galleries of past weddings by venue, with the couples' permission", "A list of venues and planners in the areas you cover", "A thank-you for each venue or planner that sends a couple"],
    successMetrics: ["Venues and planners that list or recommend you", "Enquiries a month that name a venue or planner", "Progress towards: {metrics}"],
    template: `Subject: Photos of {{their venue}} for you to use

Hello {{first name}},

I'm {{your name}} from {product}. I photographed {{the couple's first names}}'s wedding at {{their venue}} on {{date}}, and I've put the twenty best photos of your spaces in one gallery for you: {{gallery link}}. Use them freely on your site and in your brochure; a credit to {product} is all I ask.

Do you keep a list of suppliers you recommend to couples? I'd love to be on it, and I'm happy to come and photograph the spaces on a quiet day if that helps.

Thank you,
{{your name}}
{product} · {website}`,
    marketingWisdom:
      "Wedding suppliers are booked on borrowed trust: the venue's and the planner's. Give them something useful first (photos of their own spaces) and make their day easier at every wedding, and the recommendations follow.",
  },
  {
    id: "wedding-venue-list-music",
    weddingSupplier: 1,
    wsCrafts: ["music"],
    name: "On the recommended-supplier list of every venue you play: a night filmed there and a one-page note for the coordinator",
    kinds: ["local"],
    trades: ["events"],
    goals: ["revenue", "awareness", "partnerships"],
    stages: ALL_STAGES,
    channels: ["partnerships", "referral"],
    requires: [],
    uses: ["sales", "social"],
    cost: { min: 0, max: 30 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Couples choose the venue first and then ask it who to book, so the coordinators of the venues in {areas} decide which {wdWords} couples hear of before they ever search; a coordinator names the suppliers who made their night easy and whom they have seen fill a floor in their own room.",
    description:
      "Earn a place on each venue's recommended-supplier list the way coordinators judge it. Film a minute of a real night in their room (with the couple's and the venue's permission), write one page their team can use (your set-up space and power, load-in and sound-check times, how you keep to their sound limit and curfew, your {wdPapers}), and be the easiest supplier of the night: on time for load-in, within the sound limit, cleared away by the curfew.",
    steps: [
      "List the venues where you have played a wedding in the last two years, then ten more in {areas} whose couples fit your music, with the name of each coordinator.",
      "For each venue you have played, cut a one-minute film of the night in their room from footage you took with the couple's permission, and ask the venue whether you may share it.",
      "Write the one-page note for coordinators (set-up space, power, load-in and sound-check times, sound limit and curfew kept, {wdPapers} attached) and send it with the film and the message below.",
      "For the ten you have not played, ask the coordinator for ten minutes at a quiet hour to see the room, the power and the load-in route, then send the note and a film from a similar room.",
      "At every wedding, arrive at the load-in time you were given, keep to the sound limit and the curfew, and thank the coordinator the next day; each quarter, ask the venues that list you what they hear from couples.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["One-minute films of past nights, with the couples' and venues' permission", "A one-page note for coordinators, with your {wdPapers}", "A list of venues and coordinators in the areas you cover"],
    successMetrics: ["Venues that list or recommend you", "Enquiries a month that name a venue", "Progress towards: {metrics}"],
    template: `Subject: A minute of {{the couple's first names}}'s wedding at {{their venue}}, and a note for your team

Hello {{first name}},

I'm {{your name}} from {product}. We played {{the couple's first names}}'s wedding at {{their venue}} on {{date}}, and with their permission here is a minute of the night in your room: {{film link}}. It's yours to use with a credit, if the couple and you are happy.

Attached is a one-page note for your team: our set-up space and power needs, load-in and sound-check times, and our {wdPapers}, so nothing about us needs chasing on the day. We keep to your sound limit and your curfew to the minute.

Do you keep a list of suppliers you recommend to couples? We'd love to be on it.

Thank you,
{{your name}}
{product} · {website}`,
    marketingWisdom:
      "A coordinator recommends the suppliers who make their night easy and whom they have seen fill a floor in their own room. Give them something useful first (a film of their room at its best, a note that answers their questions) and the recommendations follow.",
  },
  {
    id: "wedding-venue-list",
    weddingSupplier: 1,
    wsCrafts: ["film", "musician", "ceremony", "cake", "beauty", "booth"],
    name: "On the recommended-supplier list of the venues and planners couples ask",
    kinds: ["local"],
    trades: ["events"],
    goals: ["revenue", "awareness", "partnerships"],
    stages: ALL_STAGES,
    channels: ["partnerships", "referral"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 30 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Couples choose the venue first and then ask it and their planner who to book, so a place on their recommended list puts {product} in front of couples in {place} who have already chosen where they marry.",
    description:
      "Venues and planners hand every couple a list of suppliers they trust. Earn a place on those lists: send each venue something useful from a wedding there ({wdProofOne}, free to use with a credit and the couple's permission), a one-page note on how you work on the day, and make the coordinator's day easy at every wedding.",
    steps: [
      "List the venues where you have worked a wedding and the planners you know, then ten more in {areas} whose couples fit your style.",
      "For each venue you know, prepare {wdProofOne} there, with the couple's permission, and a one-page note on how you work on the day (arrival and set-up times, what you need from the venue, your insurance).",
      "Send each one the note below, and ask whether they keep a recommended suppliers list and how to be on it.",
      "For the ten you have not worked with, ask the coordinator for ten minutes at a quiet hour, and send the note afterwards with real weddings from similar venues.",
      "Ask every couple who booked how they heard of you, and each quarter send the venues and planners who sent couples a thank-you and something new from a wedding there.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Real weddings by venue, with the couples' permission", "A one-page note on how you work on the day", "A list of venues and planners in the areas you cover"],
    successMetrics: ["Venues and planners that list or recommend you", "Enquiries a month that name a venue or planner", "Progress towards: {metrics}"],
    template: `Subject: {{the couple's first names}}'s wedding at {{their venue}}, for you to use

Hello {{first name}},

I'm {{your name}} from {product}, {wdAWord}. I worked on {{the couple's first names}}'s wedding at {{their venue}} on {{date}}, and with their permission here it is for you to use, with a credit: {{wedding page link}}. Attached is a one-page note on how I work on the day, so your team knows what to expect.

Do you keep a list of suppliers you recommend to couples? I'd love to be on it.

Thank you,
{{your name}}
{product} · {website}`,
    marketingWisdom:
      "Wedding suppliers are booked on borrowed trust: the venue's and the planner's. Give them something useful first and make their day easier at every wedding, and the recommendations follow.",
  },
  {
    id: "wedding-real-wedding-galleries",
    weddingSupplier: 2,
    wsCrafts: ["photo", "film"],
    name: "One real wedding in full for each venue you work at, sent with every reply",
    kinds: ["local"],
    trades: ["events"],
    goals: ["revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["seo", "partnerships"],
    requires: [],
    uses: ["design", "social"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Couples in {place} judge {wdProof}: one whole wedding at their own venue, or one like it, answers the question they actually have, whether you can tell the story of their whole day.",
    description:
      "Put one whole real wedding on your website for each venue you work at most, with the couple's permission: from getting ready to the first dance, with the venue named in the title and the couple's own words about the day, so couples who search the venue's name with 'wedding' find it. Send the one at their venue, or one like it, with every reply to an enquiry, and share it with the venue and a planner who was there.",
    steps: [
      "Pick the best wedding at each of the five venues you work at most, and ask each couple whether you may show it in full on your site.",
      "Make one page per wedding: 40 to 60 frames in the order of the day, the venue in the title (\"A winter wedding at {{venue}}\"), and two lines from the couple.",
      "Send each page to its venue and to the planner, free to share with a credit, and ask them to link to it from their own page for couples.",
      "Link the page that matches their venue in every reply to an enquiry.",
      "Every quarter, add a wedding from a new venue, and count the enquiries that mention a venue page.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Five past weddings, one per venue, with the couples' permission", "A page on your website for each", "Two lines from each couple"],
    successMetrics: ["Venue pages live (aim for five)", "Enquiries that mention a venue page", "Progress towards: {metrics}"],
    template: `Page for your website:
{{the couple's first names}}'s {{season}} wedding at {{their venue}}
From getting ready at {{where they got ready}} to the first dance at {{their venue}}, with {{their planner}} and {{their florist}}.
"{{two lines from the couple about the day}}"
{{40 to 60 frames in the order of the day}}
Planning a wedding at {{their venue}}? Write to {product} with your date: {website}

---
Note to the venue:
Hello {{first name}}, {{the couple's first names}}'s whole wedding at {{their venue}} is now on one page, with their permission: {{venue page link}}. Please share it with couples who ask what a day with you looks like; a credit to {product} is all I ask. {{your name}}`,
    marketingWisdom:
      "Couples don't book a portfolio of single perfect shots; they book the person who can tell a whole day. A whole wedding at their own venue answers that before they ask, and the venue shares it for you.",
  },
  {
    id: "wedding-music-floor-video",
    weddingSupplier: 2,
    wsCrafts: ["music"],
    name: "A short real-wedding video of a packed floor, and the way you plan the music shown",
    kinds: ["local"],
    trades: ["events"],
    goals: ["revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["video", "instagram"],
    requires: [],
    uses: ["social"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Couples in {place} worry about {wdWorry}; a minute of a real floor, and a page that shows how you plan the music with each couple, answer that before they ask, on your website, on wedding Instagram and in every reply.",
    description:
      "Film a minute of a real night (with the couple's and the venue's permission): the floor full, the first dance, {wdLiveMoment}. Next to it, show how you plan the music with each couple: a planning call a few weeks before, their must-play and do-not-play lists kept, and you reading the room between them. It answers the worry couples have about {wdWorry} in their own terms.",
    steps: [
      "Ask the couples of your next three weddings, and their venues, whether you may film a minute of the floor for your website and Instagram.",
      "Cut a 60 to 90 second video from the best night: the floor full, the first dance, {wdLiveMoment}, with the couple's first-dance song named in the caption.",
      "Write the page below, \"How {product} plans your music\", with one line from a couple about the night following their list.",
      "Put the video and the page on your website's first screen, pin the video on Instagram, and link both in every reply to an enquiry.",
      "Every quarter, add a video from another venue, and count the enquiries that mention the video or the playlist page.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["Footage from three weddings, with the couples' and venues' permission", "A phone on a small tripod by {wdDecks}", "One page on your website"],
    successMetrics: ["Video and playlist page live within a month", "Enquiries that mention the video or the playlist", "Progress towards: {metrics}"],
    template: `Page for your website: How {product} plans your music

1. A planning call about six weeks before your wedding: your story, your crowd, the songs that mean something.
2. Your must-plays: we play every one, at the moment you choose.
3. Your do-not-plays: never played, even when a guest asks.
4. Between them, we read the floor: {wdLive} comes in when the room is ready for it, and the first dance, the last song and everything between are yours.
"{{a couple's words about their night}}" — {{their first names}}, {{venue}}

---
Caption for the video:
{{the couple's first names}} at {{venue}}: {{their first-dance song}}, then a floor that stayed full until {{the last song}}. Every song on their must-play list, none from their do-not-play list. Planning a wedding in {place}? Ask us about your date.`,
    marketingWisdom:
      "Name the worry couples have and show the answer: a minute of a real floor and a written promise about their must-plays and do-not-plays does more than \"we play anything\". Film only with the couple's and the venue's permission.",
  },
  {
    id: "wedding-real-weddings",
    weddingSupplier: 2,
    wsCrafts: ["musician", "ceremony", "cake", "beauty", "booth"],
    name: "Real weddings shown in full, one for each venue you work at",
    kinds: ["local"],
    trades: ["events"],
    goals: ["revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["seo", "instagram"],
    requires: [],
    uses: ["social", "design"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Couples in {place} judge {wdAWord} on {wdProof}, and a real wedding at their own venue, or one like it, answers the worry they have ({wdWorry}) before they ask.",
    description:
      "Show real weddings in full on your website, one for each venue you work at most, with the couple's permission: {wdProofOne}, the venue named, and two lines from the couple. Send the one at their venue with every reply to an enquiry, and share it with the venue.",
    steps: [
      "Pick the best wedding at each of the five venues you work at most, and ask each couple whether you may show it.",
      "Make one page per wedding with the venue in the title, the photos from the day (credit the photographer) and two lines from the couple.",
      "Send each page to its venue, free to share with a credit.",
      "Link the page that matches their venue in every reply to an enquiry.",
      "Every quarter, add a wedding from a new venue, and count the enquiries that mention a venue page.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Five past weddings, with the couples' and photographers' permission", "A page on your website for each", "Two lines from each couple"],
    successMetrics: ["Venue pages live (aim for five)", "Enquiries that mention a venue page", "Progress towards: {metrics}"],
    template: `Page for your website:
{{the couple's first names}}'s wedding at {{their venue}}
"{{two lines from the couple about the day}}"
{{the photos from the day}}
Planning a wedding at {{their venue}}? Write to {product} with your date: {website}

---
Note to the venue:
Hello {{first name}}, {{the couple's first names}}'s wedding at {{their venue}} is now on one page, with their permission: {{venue page link}}. Please share it with couples who ask; a credit to {product} is all I ask. {{your name}}`,
    marketingWisdom:
      "Couples book the supplier who has already done a day like theirs. A real wedding at their own venue, in the couple's words, shows it before they ask.",
  },
  {
    id: "local-events-reviews-after-the-gallery",
    weddingSupplier: 3,
    name: "A review from every couple {wdFreshName}",
    kinds: ["local"],
    trades: ["events"],
    goals: ["revenue", "awareness", "retention"],
    stages: ALL_STAGES,
    channels: ["reviews", "google-business"],
    requires: [],
    uses: [],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Couples in {place} read reviews from other couples before they ask whether a date is free, and a couple most wants to say thank you {wdFresh}.",
    description:
      "Ask every couple for an honest review {wdFresh}: one message with your Google review link and {wdDirectoryLink}, the same for every couple, nothing offered in return. With a couple of dozen weddings a year, every review counts, and replying to each one shows the next couple how you work.",
    steps: [
      "In your Google Business Profile, tap 'Ask for reviews' and copy the short link; copy your review link on {wdDirectoryOne} too.",
      "Add the message below to {wdFreshMessage}, for every couple alike; never offer {wdBribe} in exchange, which breaks Google's rules.",
      "Send the message today to the couples from the last two seasons who have not reviewed you yet.",
      "Reply to each review within two days, by first name, mentioning one moment from their day.",
      "After each wedding season, count the reviews against the weddings you {wdDid}, and put two of the best quotes on your website's pricing page.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["Your Google review link and your wedding directory review link", "{wdFreshMessageUpper}", "The couples of the last two seasons"],
    successMetrics: ["A review from at least two in three couples, {wdReviewWindow}", "Every review answered within two days", "Progress towards: {metrics}"],
    template: `{wdThanks}

If you have two minutes, an honest review helps the next couple decide, and it means a lot to a small business like {wdOurs}: {{google review link}} or {{directory review link}}.

Thank you, and congratulations again,
{{your name}}
{product}`,
    marketingWisdom:
      "Ask at the moment of delight, once, and ask everyone the same way, {wdFresh}: that is when couples are most grateful. Reviews that name a venue and a moment read as real to the next couple.",
  },
  {
    id: "wedding-off-peak-dates",
    weddingSupplier: 4,
    wsOffPeak: true,
    name: "{wdOffPeakUpper} weddings at a price that says why",
    kinds: ["local"],
    trades: ["events"],
    goals: ["revenue"],
    stages: ALL_STAGES,
    channels: ["partnerships", "referral"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "The weddings still to book are on the dates summer Saturdays leave free, and the couples who have them are easy to find: they booked a venue on a {wdOffPeakOr} date, often through the venue's own off-peak package.",
    description:
      "Give the {wdOffPeakDates} their own price, with the reason said plainly (the date is easier for {wdUs} to fill, so it costs you less), and take it to the couples who already have those dates and to the venues that sell them. Keep the summer Saturday price as it is: the off-peak price is a reason, not a sale.",
    steps: [
      "Set one off-peak price for the {wdOffPeakDates} of {wdYear}, {wdOffPeakExample}, and write the reason next to it.",
      "Add an 'Off-peak dates' section to your pricing page and your enquiry reply, with the dates, the price and the reason.",
      "Ask the coordinators of the venues on your list which of them sell Friday, Sunday or winter packages, and offer to be named in those packages at your off-peak price.",
      "Send the note below to each of those venues, and post one {wdOffPeakOr} wedding a month with the date in the caption, so couples with those dates see it.",
      "Every month, count off-peak enquiries and bookings apart from the summer ones, against the dates still free.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["An off-peak price and the reason, in one line", "A list of venues with off-peak packages", "One real {wdOffPeakOr} wedding to show"],
    successMetrics: ["Off-peak weddings booked a month", "Venues that name you in an off-peak package", "Progress towards: {metrics}"],
    template: `Subject: Your {wdOffPeakOr} packages: {wdAWord} at an off-peak price

Hello {{first name}},

I'm {{your name}} from {product}. {wdWeAre} filling {wdOur} {wdOffPeakDates} in {wdYear}, so couples who book your off-peak packages can have {wdUs} at {{your off-peak price}} instead of {wdFrom}. No catch: those dates are easier for {wdUs} to fill, and {wdWe} would rather spend them at your venue.

Would you name {wdUs} in your off-peak package, or pass this on to the couples who book one? Here is one of {wdOur} real weddings on a {{day}} at {{a venue}}: {{wedding page link}}.

Thank you,
{{your name}}
{product} · {website}`,
    marketingWisdom:
      "An honest off-peak price says why it is lower, so it never cheapens the summer price. Find the couples who already have the dates, through the venues that sold them, rather than persuading anyone to move theirs.",
  },
  {
    id: "wedding-supplier-referrals",
    weddingSupplier: 5,
    name: "Referrals from {wdOthers}, returned in kind",
    kinds: ["local"],
    trades: ["events"],
    goals: ["revenue", "partnerships"],
    stages: ALL_STAGES,
    channels: ["referral", "partnerships"],
    requires: [],
    uses: ["sales", "social"],
    cost: { min: 0, max: 20 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "The {wdOthers} in {areas} meet the same couples months before the date and are asked who else to book, so the ones you send couples to and credit are the ones who send couples back.",
    description:
      "Build a small circle of {wdOthers} whose work you trust. After each wedding you share, send them {wdForSupplier}; pass every enquiry you must turn down (a date already booked) to one of them; credit them by name when you post; and ask them to name {product} when a couple asks for {wdAWord}.",
    steps: [
      "List the {wdOthers} you have worked alongside in the last year, and mark the five whose couples fit yours best.",
      "After each wedding you shared, send each of them {wdForSupplier}, and credit them by name when you post.",
      "Keep three names you trust for every date you are booked, and send every enquiry you must turn down to one of them, telling the couple why.",
      "Send each of the five the note below, once, and ask how they would like you to pass couples to them.",
      "Ask every couple who booked who sent them, keep a tally of referrals each way, and thank anyone who sent a couple with a note and one back.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A list of five suppliers you trust", "Something from each shared wedding to send them", "A tally of referrals each way"],
    successMetrics: ["Couples referred to you by other suppliers", "Couples you passed on, by supplier", "Progress towards: {metrics}"],
    template: `Subject: Couples we can send each other

Hi {{first name}},

It was good working {{the couple's first names}}'s wedding with you at {{venue}}. Here is {{what you are sending}} for you to use with a credit.

When a couple asks me for a {{their kind of supplier}}, or my date is already booked, I'd like to send them to you. And if a couple asks you for {wdAWord}, I'd be glad if you mentioned {product}. Shall we try it this season?

{{your name}}
{product} · {website}`,
    marketingWisdom:
      "Referrals between wedding suppliers run both ways or not at all: send first, credit in public, and pass on the couples you cannot take. The supplier who hears 'we're booked, but ask {{name}}' remembers who said it.",
  },
  {
    id: "wedding-enquiry-same-day",
    weddingSupplier: 6,
    name: "Every enquiry answered the same day, with the date checked and a call offered",
    kinds: ["local"],
    trades: ["events"],
    goals: ["revenue"],
    stages: ALL_STAGES,
    channels: ["email-marketing", "calls"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Couples write to several {wdWords} in one evening and book one of the first who answer with the date, the price and a real wedding like theirs, so the reply decides more bookings than anything that brings enquiries: {wdTarget} take {wdEnquiries}, if one enquiry in four books (an assumption: count your own).",
    description:
      "Answer every enquiry the same day with one reply that does the work: whether the date is free, the price, {wdProofOne}, and a short call. Track each enquiry from the first message to the booking, so you know how many enquiries each wedding takes and where the couples came from.",
    steps: [
      "Set up an enquiry form or email that asks for the date, the venue and the number of guests, and keep your booked dates where you can check them from your phone.",
      "Answer every enquiry the same day with the reply below: the date free or not in the first line, the price, {wdProofOne}, and two times for a 15-minute call.",
      "If the date is taken, say so in the first line and pass the couple to {wdAWord} you trust.",
      "Keep a one-line tracker for each enquiry (date, venue, where they heard of you, call, booked or not), and follow up once, five days later, with one useful line.",
      "Every Friday, count enquiries, calls and bookings against {wdTarget}, and the dates still free.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["An enquiry form asking for the date, the venue and the guests", "A booked-dates calendar on your phone", "A one-line tracker for each enquiry"],
    successMetrics: ["Enquiries answered the same day (aim for all)", "Enquiries that become calls, and calls that book", "Progress towards: {metrics}"],
    template: `Subject: {{date}} at {{their venue}}: {{free or booked}}

Hi {{first names}},

Thank you for asking about {{date}} at {{their venue}}: {{it's free or it's booked}}.

{wdReply}

Shall we have a 15-minute call? {{two times}} both work; if you'd like to hold the date after that, a deposit secures it.

{{your name}}
{product} · {website}`,
    marketingWisdom:
      "Speed and clarity win weddings: the first reply that answers the date, the price and 'can they do our kind of day' is the one couples call. Count enquiries per booking, so you know how many your goal takes.",
  },
  {
    id: "wedding-venue-open-evenings",
    weddingSupplier: 7,
    name: "{wdFairsName}",
    kinds: ["local"],
    trades: ["events"],
    goals: ["revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["events", "partnerships"],
    requires: [],
    uses: ["sales", "social"],
    cost: { min: 0, max: 30 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "{wdFairs}, while the couples at a venue's own open evening have already chosen or nearly chosen that venue, so every one you meet there is looking for suppliers for a date at a room you know.",
    description:
      "Ask the venues on your list whether they hold open evenings, showcase nights or tasting evenings for their couples, and whether suppliers can take part. Go only where the venue invites you, bring {wdProofOne} and cards with your dates, and judge each evening by its cost per lead, {wdFairCompare}.",
    steps: [
      "Ask each coordinator on your list whether they run open evenings, showcase nights or tasting evenings for couples, when, what suppliers may do there, and whether there is a charge.",
      "Where you can take part, offer {wdShowcase}, and bring cards with your link and your dates still free.",
      "Ask each couple you meet for their date and their venue, and reply to each the next morning with {wdProofOne}.",
      "Count the leads and bookings from each evening against what it cost you, {wdFairCompare}.",
      "Keep the venues whose evenings beat that and drop the rest; take no paid fair stand unless one beats your best open evening.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A list of venues that hold open evenings", "{wdShowcaseKit}", "Cards with your link and the dates still free"],
    successMetrics: ["Leads and bookings from each open evening", "Cost per lead, next to a paid fair's", "Progress towards: {metrics}"],
    template: `Subject: Your next open evening

Hello {{first name}},

Do you hold open evenings or showcase nights for your couples? If suppliers can take part, {wdShowcaseOffer} Couples get to meet {wdAWord} who knows your rooms, and you get a supplier your team already knows.

Thank you,
{{your name}}
{product} · {website}`,
    marketingWisdom:
      "Meet couples where they have already chosen the venue: a venue's own evening brings fewer couples than a big fair, but every one of them is planning a wedding in a room you know. Judge every event by the cost per booked wedding, not by the crowd.",
  },
  {
    id: "wedding-search-ads",
    weddingSupplier: 8,
    name: "Search ads on the searches couples make for {wdAWord}, sent to your real weddings",
    kinds: ["local"],
    trades: ["events"],
    goals: ["revenue", "signups"],
    stages: ALL_STAGES,
    channels: ["google-ads"],
    requires: ["paid"],
    workaround: {
      paid: "Hire a freelancer who runs Google Ads for wedding businesses for a fixed fee for the first two months, keep the budget cap in your own account, and have them show you the cost per enquiry and per booking each week.",
    },
    uses: ["paid"],
    cost: { min: 300, max: 2500 },
    paid: true,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Once the venue is booked, some couples search for exactly what you do in {areas}; a search ad in front of them, leading to {wdProof} and your prices, is paid only when someone clicks, so you can count what each enquiry and each booking costs.",
    description:
      "Run Google search ads for {product} on searches for {wdAWord} in and around {areas}, each leading to the page with real weddings, your prices and the enquiry form. Start small, count enquiries and bookings per ad group, and keep only what books.",
    steps: [
      "In Google Ads, make one search campaign with two or three ad groups ({wdAWord} by town, by venue name, and the dates you most need to fill), shown in {areas}, with a daily cap you set.",
      "Write ads (headlines of up to 30 characters and descriptions of up to 90, as Google requires) with your price and one line about real weddings, each leading to the page with real weddings and the enquiry form; record an enquiry as the conversion.",
      "Every Friday, check the search terms and add negative keywords for what you do not offer (jobs, courses, cheap, free, hire equipment).",
      "Four weeks after the ads start, compare cost per enquiry and per booking by ad group, move the money to the best one, and stop the campaign if a month brings no booking.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A Google Ads account with a budget cap", "A page with real weddings, prices and an enquiry form", "The tracker with where each enquiry came from"],
    successMetrics: ["Cost per enquiry and per booking", "Bookings from ads, each month", "Progress towards: {metrics}"],
    template: `Search ad:
Headline 1: {product}
Headline 2: Real Weddings, Real Reviews
Headline 3: Ask About Your Date Today
Description 1: {wdPrice}. See a real wedding like yours before you book.
Description 2: Tell us your date and venue; we reply the same day.`,
    marketingWisdom:
      "Pay for the searches that name what you sell and where. Judge every ad by the bookings it brings, not the clicks: couples compare several names, and only the enquiry that books counts.",
  },
  {
    id: "wedding-paid-reach-large",
    weddingSupplier: 9,
    name: "Instagram, Pinterest and search ads to couples planning a wedding in {areas}, judged by cost per booking",
    ...LARGE_PAID,
    channels: ["meta-ads", "google-ads", "pinterest", "instagram"],
    requires: ["paid"],
    workaround: {
      paid: "Hire an agency or freelancer who runs ads for wedding businesses, on a fixed monthly fee rather than a share of spend, keep the ad accounts and the budget caps in your own name, and have them report cost per enquiry and per booking every week.",
    },
    uses: ["paid", "content", "design"],
    why: "A large budget can reach couples planning a wedding in {areas} while they save ideas and choose suppliers: ads with {wdProof} on Instagram and Pinterest, with search ads on the searches that name what you do, fill the diary if every pound is judged by the bookings it brings.",
    description:
      "Run Instagram (Meta) and Pinterest ads with real weddings (with the couples' permission) to people in {areas} whose interests show they are planning a wedding, and search ads on the searches for {wdAWord} there; every ad leads to your real weddings and the enquiry form. Judge each channel by cost per enquiry and per booking, not by clicks.",
    steps: [
      "Set up the Meta and Pinterest ad accounts and Google Ads in your own name, with the tracking that records an enquiry, and a monthly cap per channel.",
      "Make ten ads from real weddings (with the couples' permission): one moment, the venue, your price and 'ask about your date'.",
      ADS_LAUNCH,
      ADS_FRIDAY,
    ],
    setupSteps: 2,
    resourcesNeeded: ["Meta, Pinterest and Google Ads accounts in your name", "Ten ads from real weddings", "Tracking of enquiries and bookings"],
    successMetrics: ADS_METRICS,
    template: `Instagram or Pinterest ad:
{{first names}} at {{their venue}}: {{one moment from the day}}.
{product}, {wdWord} in {{your main town}}: {wdPrice}.
Button: Ask about your date

---
${SEARCH_AD}`,
    marketingWisdom:
      "Money buys reach, not bookings: a wedding supplier is booked after a reply and a call, so the only numbers that matter are what each enquiry and each booking cost. Real weddings in the ads beat any stock photo.",
  },
  {
    id: "wedding-search-video-reach-large",
    weddingSupplier: 10,
    name: "Search, YouTube and Pinterest ads to couples planning a wedding in {areas}, judged by cost per booking",
    ...LARGE_PAID,
    channels: ["google-ads", "youtube", "pinterest", "video"],
    requires: ["paid"],
    workaround: {
      paid: "Hire an agency or freelancer who runs Google and Pinterest ads for wedding businesses, on a fixed monthly fee rather than a share of spend, keep the ad accounts and the budget caps in your own name, and have them report cost per enquiry and per booking every week.",
    },
    uses: ["paid", "content"],
    // Without Instagram or Facebook ads, for a founder who rules them out.
    why: "A large budget can reach couples planning a wedding in {areas} where they search and save ideas, without social ads: search ads on the searches for {wdAWord} there, YouTube ads with a real wedding before the videos they watch, and Pinterest ads on the boards they keep, each judged by the bookings it brings.",
    description:
      "Run Google search ads on the searches for {wdAWord} in {areas}, YouTube ads with a short real wedding (with the couple's permission) shown to people there planning a wedding, and Pinterest ads with real weddings; every ad leads to your real weddings and the enquiry form. Judge each channel by cost per enquiry and per booking, not by clicks.",
    steps: [
      "Set up Google Ads (search and YouTube) and Pinterest ads in your own name, with the tracking that records an enquiry, and a monthly cap per channel.",
      "Make the ads from real weddings (with the couples' permission): a 15 to 30 second video, five pins and three search ads, each with your price and 'ask about your date'.",
      ADS_LAUNCH,
      ADS_FRIDAY,
    ],
    setupSteps: 2,
    resourcesNeeded: ["Google Ads and Pinterest accounts in your name", "A short real-wedding video, five pins and three search ads", "Tracking of enquiries and bookings"],
    successMetrics: ADS_METRICS,
    template: `YouTube ad (15-30 seconds):
{{one moment from a real wedding}}, then: "{product}. {wdPrice}. Ask about your date."

---
${SEARCH_AD}`,
    marketingWisdom:
      "Money buys reach, not bookings: judge each channel by what an enquiry and a booking cost, and move the money every month to the one that books. Real weddings in the ads beat any stock photo.",
  },
];

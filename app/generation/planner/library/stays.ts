import type { LibraryTactic } from "../types";
import { ALL_STAGES } from "./stages";

/*
 * Places people stay the night: guest houses, B&Bs, small hotels, inns, hostels, holiday lets, glamping and
 * campsites (Reading.stay). Their guests come from far away, plan months ahead, compare on Booking.com or
 * Airbnb and then often look at the house's own site; the owner's goal is usually more of those bookings
 * direct, without the commission. Written for owners who run the house themselves and have time for
 * marketing in the months before the season, not during it. A stay's plan is made of these tactics only:
 * a shop's window, a chalkboard or a neighbour's first visit mean nothing to guests who live 500 miles away.
 */

export const STAY_TACTICS: LibraryTactic[] = [
  {
    id: "stay-book-direct-page",
    stay: 1,
    name: "A book-direct page that works on a phone, with a perk only direct guests get",
    kinds: ["local"],
    goals: ["revenue", "retention", "awareness"],
    stages: ALL_STAGES,
    channels: ["seo", "email-marketing"],
    requires: [],
    uses: ["content", "design"],
    cost: { min: 0, max: 60 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Many guests find {product} on {ota} and then look for its own website before they book; if that site shows live availability, takes a booking on a phone in two minutes and gives something {ota} cannot, they book there and the {commission} commission stays with you.",
    description:
      "Make {website} the easiest place to book {product}: live availability and instant booking that works on a phone, the same room price as on {ota}, and a perk only guests who book direct get ({perk}). A 'Book direct' button on every page, and one line on the home page saying why booking direct is better. {directMath}",
    steps: [
      "Book a room on your own site on your phone, start to finish, and time it; then do the same on {ota}. Write down every step where yours is slower (no live calendar, a form that waits for an email, a payment page that does not fit the screen).",
      "If your booking page cannot show live availability and take payment on a phone, ask your booking-engine or channel-manager provider (or compare two or three made for small places to stay) for one that syncs with {otas} so you are never double-booked; set it to take a deposit or card guarantee.",
      "Choose the direct-only perk ({perk}) and keep the room price the same as on {ota}: you said you do not want to discount, and the perk is a reason to book direct that costs you little. Check your {ota} contract for what it says about rates and offers elsewhere before you publish.",
      "Put a 'Book direct' button at the top of every page of {website}, the perk beside it, and the line from the template below on the home page; add your best three photos and two recent reviews next to the button.",
      "Every Monday, count last week's bookings by where they came from ({otas}, own site, phone or email) in one sheet and write the direct share next to the goal ({directGoal}).",
    ],
    setupSteps: 4,
    groundworkSteps: 1,
    resourcesNeeded: ["A booking engine on {website} that syncs with {otas} (ask your provider first)", "Your three best photos and two recent reviews", "A weekly sheet of bookings by source"],
    successMetrics: ["Your own booking timed on a phone against {ota} within two weeks, and the slow steps listed", "Direct share of new bookings, counted every Monday", "Progress towards: {metrics}"],
    template: `Home page line, under the photos:
Book direct with us and get {perk}. Same price as everywhere else, and you deal with us, {{your names}}, from the first email.

---
Button text: Book direct (best for you, and for us)

---
Confirmation email for a direct booking:
Dear {{guest name}},
Thank you for booking {product} direct: your room is confirmed for {{dates}}. As a direct guest you get {perk}; tell us if you'd like anything arranged.{extrasOffer}
See you in {stayTown},
{{your names}}`,
    marketingWisdom:
      "Most small places to stay lose direct bookings not to price but to friction: a guest who has already chosen you on an OTA checks your site, finds no live calendar, and goes back to book where it takes one tap. Fix the booking first; every other tactic sends people to it.",
  },
  {
    id: "stay-google-profile-booking-links",
    stay: 2,
    essential: true,
    name: "A Google Business Profile that sends bookers to your own site, with reviews answered",
    kinds: ["local"],
    goals: ["revenue", "awareness", "retention"],
    stages: ALL_STAGES,
    channels: ["google-business", "reviews"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.25,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Guests who have seen {product} on {ota} search its name on Google before they book, and the profile in the results shows prices from the OTAs next to your own: with your website as the booking link and answered reviews, that search ends on {website}.",
    description:
      "Claim or tidy the Google Business Profile of {product} in {stayWhere}: category, the months you are open ({openMonths}), photos, and {website} as the website and booking link. Ask your booking engine whether it connects to Google's free booking links (so your own rate shows beside {otas} in the hotel results), and answer every review on Google and TripAdvisor.",
    steps: [
      "Search your name on Google on a phone, as a guest would: note what shows first, which prices appear and whose booking button it is.",
      "Claim or open the Google Business Profile: the category '{stayCategory}', the description (the template below), the season's dates ({openMonths}), twenty photos (every room, breakfast, the view, what is on the doorstep), and {website} as the website link.",
      "Ask your booking-engine provider whether it can send your rates to Google's free booking links; if it can, switch them on so your own rate appears beside {otas}. If not, make sure the website link goes straight to the booking page.",
      "Answer every Google and TripAdvisor review from the last year, thanking by name and saying one specific thing; from then on, answer each new one within a week.",
      "Every Monday, note the profile's website clicks and calls next to the week's direct bookings.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["Google Business Profile (free)", "Twenty photos", "A TripAdvisor owner account (free)"],
    successMetrics: ["Profile complete and your own booking link live within two weeks", "Website clicks from the profile each week", "Every review answered within a week"],
    template: `Google Business Profile description:
{pitch} {houseLine} Open {openMonths}. Book direct on our website for {perk}.

---
Reply to a review:
Thank you, {{guest name}}, we loved having you. We're so glad {{what they mentioned}} made your stay. If you come back in the quieter months, book direct on our website and we'll have {perk} ready for you. {{your names}}, {product}`,
    marketingWisdom:
      "The guest who searches your name is already yours; the only question is who takes the booking. Your own profile, your own link and your replies under the reviews are free and decide that search more often than any ad.",
  },
  {
    id: "stay-past-guests-shoulder-email",
    stay: 3,
    name: "A past-guests list and a 'come back in {quietMonths}' email each winter",
    kinds: ["local"],
    goals: ["revenue", "retention"],
    stages: ALL_STAGES,
    channels: ["email-marketing"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 30 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Guests who loved a place come back, and they plan months ahead: a short letter from {product} in the winter, when they are choosing next year's dates, brings the ones who loved it back in {quietMonths}, booked direct.",
    description:
      "Build a list of past guests who may hear from you (guests who booked direct and were told they could opt out, and guests who tick a box at check-in), and send it two emails a year while people plan their trips: one for {quietMonths}, with {perk} and what those months are like in {stayTown}, and a short one in the autumn for next year. Never put an address that {ota} passes on for the stay on the list.",
    steps: [
      "Put your own past direct guests in one sheet or a free email tool (Mailchimp, Brevo, MailerLite), only those who booked with you direct, and add an unsubscribe link to every email.",
      "Add a tick box to the check-in card and your direct booking form: 'May we write to you once or twice a year with news and our quieter-month dates?'. Do not copy the email addresses {ota} gives you for a stay into your list: they are for that stay, and those guests have not agreed to hear from you.",
      "Write the email below: what {quietMonths} are like for {guestsFor} ({quietAppeal}), the dates with rooms free, and {perk} for booking direct.",
      "Send it as soon as it is ready (guests choose dates for {quietMonths} months ahead), then answer every reply yourself; send a second, shorter email four weeks later to those who opened it and did not book.",
      "Every Monday, count the bookings that came from the list in the sheet, by the month they are for.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["A free email tool and your list of direct guests", "A tick box on the check-in card", "Two photos from {quietMonths}"],
    successMetrics: ["Your past direct guests in one list within two weeks, and the check-in tick box in use before you open", "Bookings for {quietMonths} from the email, counted four weeks after it goes out", "Progress towards: {metrics}"],
    template: `Subject: {quietMonths} at {product}

Dear {{first name}},

It's {{your names}} from {product} in {stayTown}. You stayed with us in {{month of their stay}}, and we hope the memory still makes you smile.

If you're planning another trip, {quietMonths} are our secret: {quietAppeal}, with rooms still free on {{free dates}}. Book direct on {website} and we'll have {perk} ready for you.{extrasOffer}

Warm wishes from {stayTown},
{{your names}}

You're getting this because you stayed with us and said we could write. Unsubscribe: {{unsubscribe link}}`,
    marketingWisdom:
      "Your cheapest booking is a guest who already loved the place. Two honest letters a year, sent when people plan, beat any weekly mailing, and asking for consent at check-in is what lets you write to guests who came through an OTA.",
  },
  {
    id: "stay-next-stay-card",
    stay: 4,
    name: "A card in every room inviting the next stay direct",
    kinds: ["local"],
    goals: ["revenue", "retention"],
    stages: ALL_STAGES,
    channels: ["loyalty", "referral"],
    requires: [],
    uses: ["design"],
    cost: { min: 0, max: 20 },
    paid: false,
    hoursPerWeek: 0.25,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "Guests who booked through {ota} often do not know they can book {product} direct; a card in the room and a word at checkout tell them while they are still glad they came.",
    description:
      "A printed card on every bedside table and a word at checkout: next time, book direct on {website} (or by email) for {perk}, and a second card to pass on to friends who are planning a trip to {stayTown}.",
    steps: [
      "Print the card below with a QR code to the booking page of {website} (a local printer or an online one; about 250 cards last a season).",
      "Put one on every bedside table, and a small stack by the breakfast-room door.",
      "At checkout, say it in one sentence: 'If you come back, book with us direct and we'll have {perk} ready.'",
      "Ask direct guests at check-in how they heard of you and mark 'the card' in the Monday sheet when it was the card.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["250 printed cards with a QR code", "One sentence at checkout"],
    successMetrics: ["Cards printed and in every room within two weeks, before the season opens", "Direct bookings that name the card, each month", "Progress towards: {metrics}"],
    template: `Card for the room (front):
Come back to {product}
Book direct on {website} or email us, and we'll have {perk} waiting. Same price as the booking sites, and the money stays in {stayTown}.

(back)
Friends planning a trip to {stayTown}? Pass this on: they get the same when they book direct.
{{your names}}, {product}`,
    marketingWisdom:
      "The moment after a good stay is the best time to ask for the next one. A card costs pennies, and it turns a guest the OTA brought once into a guest who comes to you directly.",
  },
  {
    id: "stay-shoulder-packages-partners",
    stay: 5,
    name: "Shoulder-season stays for {guestsFor}, with the guides and trips you already book",
    kinds: ["local"],
    goals: ["revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["partnerships", "email-marketing"],
    requires: [],
    uses: ["content", "social"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Your {guestsFor} come for reasons that are just as good in {quietMonths} ({quietAppeal}), and the guides, boat trips and workshop leaders {product} already books for guests have their own lists and groups: a stay put together with them fills the empty months without a lower price.",
    description:
      "Put together two or three stays for {quietMonths} with the partners you already book for guests ({partners}): for example, {packageIdeas}. They are sold only on {website} and by email, at the normal room price with the partner's fee on top, and the partners tell their own guests and groups; walking clubs and photography groups are asked whether they would bring a group.",
    steps: [
      "Make a list of the five guides, boat-trip operators or photography workshop leaders whose customers are your guests, and of three walking clubs or photography groups in {guestsFrom} that travel to {stayWhere}.",
      "Meet or call the two you work with most, with the message below: a stay in the quiet months ({quietMonths}) with their walk, trip or workshop, booked through {website}, each side paid its own price.",
      "Put the stays on one page of {website} with dates, what is included and a 'Book direct' button, and give the partners the link and two photos for their own pages and lists.",
      "Send the groups the second message below, with the page, as soon as it is up: clubs plan their trips a season or a year ahead.",
      "Count bookings from the page and from each partner in the Monday sheet; keep the partners who bring bookings and thank them with a room for a night at the end of the season.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["Two partners who already work with your guests", "One page on {website}", "Photos from {quietMonths}"],
    successMetrics: ["Two stays with partners on {website} within eight weeks of starting", "Nights booked in {quietMonths} through the page and the partners", "Progress towards: {metrics}"],
    template: `To a partner (a guide, a boat trip, a workshop leader):
Hi {{first name}},
It's {{your names}} from {product}. You've looked after lots of our guests, thank you. {quietMonths} are our quiet months, and yours too, I think. Shall we put together a stay for {guestsFor}: {{nights}} nights with us and your {{walk or trip}} on {{day}}, booked on our website, each of us paid our own price? You'd share it with your customers, we'd share it with ours. Could we meet for twenty minutes this month?
{{your names}}, {product}

---
To a walking club or photography group:
Hello {{first name}},
I'm {{your name}} and I run {product}, a {stayWord} in {stayWhere}. In {quietMonths} we put together stays for {guestsFor} with a local guide: {{what is included}}. A group of {{group size}} would have the house nearly to itself. Here is the page: {website}. Would it suit your programme for next year?
{{your names}}`,
    marketingWisdom:
      "Partnerships work when each side brings what the other lacks: you have beds in the quiet months, a guide has people who want to walk then. A stay built around the reason they come sells at full price; a discount only tells guests the room was worth less.",
  },
  {
    id: "stay-brand-search-ads",
    stay: 6,
    name: "Search ads on your own name, so guests who search it book on your site",
    kinds: ["local"],
    goals: ["revenue"],
    stages: ALL_STAGES,
    channels: ["google-ads"],
    requires: ["paid"],
    workaround: {
      paid: "Set it up yourself in an evening: one campaign with your own name as the only keywords needs no bidding strategy.",
    },
    uses: ["paid"],
    cost: { min: 30, max: 150 },
    paid: true,
    hoursPerWeek: 0.25,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "Booking sites often advertise on the names of the places they list, so a guest who searches '{product} {stayTown}' can land on {ota} and book there; a small ad on your own name puts your booking page first.",
    description:
      "Run one Google search ad on your own name ('{product}', '{product} {stayTown}'), with a small daily cap, that sends to the booking page of {website} with the direct perk in the ad. Judge it by direct bookings, not clicks, and stop it if your own profile already takes the top of the page.",
    steps: [
      "Search '{product} {stayTown}' on a phone and note which ads appear above your own site.",
      "Create one search campaign in Google Ads on your name only (exact and phrase match), with a small daily cap and the ad below; send it to the booking page, not the home page.",
      "Set up a conversion for a completed booking on your booking engine (most can send it to Google Ads), so each week shows bookings, not only clicks.",
      "Every Monday, write the ad's cost and the direct bookings it brought in the sheet; if it brings none in six weeks, stop it.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["A Google Ads account", "A booking conversion from your booking engine", "A small monthly budget"],
    successMetrics: ["Ad live on your name within two weeks", "Cost per direct booking, each Monday", "Progress towards: {metrics}"],
    template: `Search ad:
Headline 1: {product}, {stayTown}: Official Site
Headline 2: Book Direct for the Best Stay
Description: Book direct with us and get {perk}. {rooms} in {stayTown}, open {openMonths}.`,
    marketingWisdom:
      "Paying for your own name sounds odd, but it is the one search where every click is someone who has already chosen you. Keep it small and measured in bookings, and stop it the week it stops paying.",
  },
  {
    id: "stay-metasearch-and-trip-ads",
    stay: 7,
    name: "Google hotel ads and Meta ads to people planning a trip to {stayTown}, judged against the commission",
    kinds: ["local"],
    goals: ["revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["google-ads", "meta-ads"],
    requires: ["paid"],
    workaround: {
      paid: "Hire a freelancer who runs campaigns for small hotels for the first three months, paid a fixed fee, and have them show you the cost per direct booking each week.",
    },
    uses: ["paid", "content"],
    cost: { min: 2500, max: 20000 },
    paid: true,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "A budget this size can buy what a small place to stay rarely gets: your own rate in Google's hotel results beside {otas}, and ads in front of people in {guestsFrom} who are planning a trip to {stayWhere}, sent straight to your booking page, where each booking is worth the {commission} commission you no longer pay.",
    description:
      "Run your own rate in Google's hotel results through your booking engine or channel manager (ask which Google Hotel Ads options it offers and on what terms: a cost per click or a commission per stay), and Meta ads to people in {guestsFrom} interested in {stayWhere} and in walking or photography, sent to the page of stays for {quietMonths}. Spend in the months before {quietMonths}, and stop any channel whose cost per direct booking is above what {ota} would have charged.",
    steps: [
      "Ask your booking-engine or channel-manager provider which Google Hotel Ads options it supports and what each costs; write the cost per booking it implies next to the {commission} commission.",
      "Set up a booking conversion from your booking engine to Google Ads and to Meta (most engines can send it), so every campaign reports direct bookings, not clicks.",
      "Start the hotel ads with a daily cap, and one Meta campaign with the photos and words of your best reviews, to people in {guestsFrom} interested in {stayWhere}; send it to the stays page, not the home page.",
      "Every Monday, write each channel's cost and the direct bookings it brought in the sheet; move money to the one with the lower cost per booking, and stop any channel above the commission.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A booking engine that sends booking conversions", "Ten photos and three reviews for the ads", "A weekly sheet of cost per direct booking"],
    successMetrics: ["Booking conversions reported in both ad accounts within four weeks", "Cost per direct booking below the {commission} commission, each Monday", "Progress towards: {metrics}"],
    template: `Meta ad (photo of the view from a room at first light):
Headline: {quietMonths} at {product}, {stayTown}
Text: {quietAppeal}. {rooms} run by {{your names}}; book direct for {perk}.
Button: Book now

---
Google hotel ads: your own rate, with the direct perk in the booking engine's offer line ("Book direct: {perk}").`,
    marketingWisdom:
      "Paid booking is worth it only while each booking costs less than the commission it replaces: that one number, counted every week, keeps an ad budget honest for a place with a few rooms.",
  },
];

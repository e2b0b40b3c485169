import type { LibraryTactic } from "../types";
import { LIVE } from "./stages";

/*
 * A car repair garage. Drivers bring the car in when the {carTest} or a service is due or a warning
 * light comes on; they dread being overcharged and stay for years with a garage that shows them what
 * is wrong and keeps to its price. So a garage gets no stamp card, gift voucher or market stall, but
 * proof of the fault before the work, a fixed-price list for the jobs people search for, and the vans
 * of small businesses nearby that cannot be off the road for a day. Templates are in the owner's voice.
 *
 * Token special to these texts: {carTest} ("NCT" in Ireland, "MOT" in the UK, "state inspection" elsewhere).
 */
export const GARAGE_TACTICS: LibraryTactic[] = [
  {
    id: "garage-show-the-fault",
    name: "A photo of the worn part, sent with every quote before the work starts",
    kinds: ["local"],
    trades: ["motor"],
    goals: ["revenue", "retention", "awareness"],
    stages: LIVE,
    channels: ["sms", "reviews"],
    requires: [],
    uses: [],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    inPerson: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Drivers who dread being overcharged believe what they can see: a photo of their own worn brake pads beside the price, sent before you start, is what makes {product} the garage they trust and tell their neighbours about.",
    description:
      "Before any work beyond what was booked, send the driver a photo (or a few seconds of phone film) of the fault on their car, what it means, the fixed price and what happens if they wait, and start only when they reply yes. Keep the old part for them to see at collection.",
    steps: [
      "Agree in the workshop that nothing beyond the booked job is done without the customer's yes, and that every extra is shown with a photo from the phone on the bench.",
      "Write three short messages you can reuse (must be done now, can wait a few months, fine for now), as in the template, so any mechanic can send one in a minute.",
      "Send the message by text with the photo, the part, the fixed price and the time it takes; wait for the reply before starting.",
      "Put the old part in a bag on the passenger seat, or show it at the counter, and say one sentence about what you found.",
      "Each month, count the extras shown, the ones agreed and the reviews that mention being shown the fault; those reviews are the ones the next driver reads.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A phone in the workshop", "Three message templates", "Bags for old parts"],
    successMetrics: ["Extras shown and agreed each month", "Reviews that mention honesty or being shown the fault", "Progress towards: {metrics}"],
    template: `Text with the photo (must be done now):
Hi {{first name}}, it's {{your name}} at {product}. While your car was on the lift we found {{the fault}}: photo attached. It needs doing before you drive far, because {{what happens if it waits}}. Fixed price {{the repair's price}} including parts and labour, about {{time}}. Reply YES and we'll do it today, or NO and we'll just finish the {{booked job}}.

---
Text with the photo (can wait):
Hi {{first name}}, {{your name}} at {product}. Your {{part}} is wearing (photo attached) but it has a few months left. No need to do it today; it will be about {{the repair's price}} when it's due, and we'll remind you before your {carTest}.`,
    marketingWisdom:
      "Trust is the product a garage sells: the customer cannot check the work, so what they remember is whether they were shown and asked. A fault seen before it is priced turns a bill they feared into a favour, and it is what the next driver reads in your reviews.",
  },
  {
    id: "garage-fixed-price-list",
    name: "Fixed prices for the jobs drivers search for, on your Google profile and your website",
    kinds: ["local"],
    trades: ["motor"],
    goals: ["revenue", "awareness", "signups"],
    stages: LIVE,
    channels: ["google-business", "seo"],
    requires: [],
    uses: [],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    inPerson: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "People search 'garage near me' when the {carTest} is due or a light comes on, and the garage that shows what a service or a {carTest} check costs before they ring gets the call from the ones who fear the dealer's bill.",
    description:
      "Publish a short list of fixed prices for the jobs people search for (a full service by engine size, {carTest} preparation and retest, brake pads front or rear, a diagnostic check, a clutch by model group), with what each includes, as products and services on your Google Business Profile and as one page on {website}.",
    steps: [
      "List the eight jobs you do most and write each with its fixed price (or a 'from' price with what changes it), what is included and how long it takes.",
      "Add each one under Products or Services on your Google Business Profile, with a real photo from your workshop.",
      "Put the same list on one page of {website}, headed with your area ({place}), and link it from the booking button.",
      "Add a line under the prices: 'Anything extra is shown to you with a photo and only done when you say yes.'",
      "Each month, look at the profile's calls and website clicks, and ask new customers which price made them ring.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Your price list", "Eight photos from the workshop", "An hour to set up, then ten minutes a month"],
    successMetrics: ["Calls and bookings from the Google profile a week", "New customers who name the price list", "Progress towards: {metrics}"],
    template: `Price page on {website}:
Fixed prices at {product}, {place}
- Full service, petrol or diesel up to 2.0 litres: {{service price}}, including oil, filters and a 40-point check; about 2 hours
- {carTest} preparation and retest: {{test check price}}; we tell you what would fail before the test, with photos
- Front brake pads and discs: {{brakes price}} by model; about 90 minutes
- Diagnostic check when a warning light comes on: {{diagnostic price}}, taken off the repair if you go ahead
Anything extra is shown to you with a photo and only done when you say yes.
Book online at {website} or ring {{your phone number}}.`,
    marketingWisdom:
      "A price on the page answers the question every driver has before they ring: 'how much will this cost me?'. Dealers rarely show one, so an independent that does looks honest before anyone has met it. Keep the list short and true, and keep to it.",
  },
  {
    id: "garage-local-business-vans",
    name: "A standing account for the vans of small businesses nearby: seen first, back on the road the same day",
    kinds: ["local"],
    trades: ["motor"],
    goals: ["revenue", "partnerships", "retention"],
    stages: LIVE,
    channels: ["partnerships", "calls"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 30 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "A plumber, a florist or a taxi firm near {product} loses a day's work every day a van is off the road, so a garage that takes it first thing and has it back by evening is worth more to them than a cheaper one across town, and each account brings several vehicles every year.",
    description:
      "Offer small businesses with vans and cars in {place} a standing account: first slot of the morning, the vehicle back the same day where the parts allow, one monthly invoice, and a reminder before each {carTest} and service. Start with the ones you already see parked around you.",
    steps: [
      "Walk or drive your area for a week and list twenty small businesses with their name on a van or car: trades, florists, caterers, taxi and delivery firms, driving schools.",
      "Write the one-page offer below with your fixed prices, and drop it in by hand at a quiet time, asking for whoever books the vans.",
      "Ring each one a week later, once, and offer to do the next service or {carTest} check to show how the same-day promise works.",
      "Keep each account's vehicles and due dates in one list, and text the owner three weeks before each one is due.",
      "Each month, count accounts, vehicles and jobs from them, and ask every new account who else nearby runs vans.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Twenty printed one-page offers", "A list of accounts and due dates", "An hour a week"],
    successMetrics: ["Business accounts opened", "Jobs from accounts a month", "Progress towards: {metrics}"],
    template: `One-page offer, dropped in by hand:
Vans off the road cost you a day's work. We'll keep yours moving.
{product} is the independent garage in {place}. For local businesses we offer:
- The first slot of the morning, and your van back the same day where the parts allow
- Fixed prices, and nothing extra done without a photo and your yes
- One invoice a month, and a text three weeks before each {carTest} and service
Ring {{your name}} on {{your phone number}} to open an account, or drop the van in any weekday before 8:30.

---
Phone call a week later:
"Hi, it's {{your name}} from {product} round the corner. I dropped in a note about vans last week. When is your next service or {carTest} due? We'll do that one first thing and have it back to you by five, so you can see how it works."`,
    marketingWisdom:
      "One business customer is several cars a year, every year, and tells other business owners. What they buy is not a cheaper service but a van back on the road by the evening; promise that only where you can keep it, and keep it.",
  },
];

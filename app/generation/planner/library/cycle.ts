import type { LibraryTactic } from "../types";
import { LIVE } from "./stages";

/*
 * A bicycle repair workshop. Riders put the service off until the first dry weekend of spring and then
 * all want their bike back at once, so the workshop is booked weeks out in summer and half empty in
 * winter. They cannot judge a worn chain themselves and stay with a mechanic who shows them the part
 * and keeps to the price. So a workshop gets no stamp card, gift voucher or staff perk, but a reason
 * to come in the quiet months at its normal price, fixed prices with proof of wear, the places riders
 * already gather (workplaces they cycle to, clubs), and e-bikes bought far away. Owner's voice.
 */
export const CYCLE_TACTICS: LibraryTactic[] = [
  {
    id: "cycle-quiet-months-service",
    name: "A service booked in the quiet months: the bike back in two days, before the spring queue",
    kinds: ["local"],
    trades: ["cycle"],
    goals: ["revenue", "retention"],
    stages: LIVE,
    channels: ["sms", "google-business"],
    requires: [],
    uses: [],
    cost: { min: 0, max: 15 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    inPerson: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Riders put the service off until the first sunny weekend and then all want their bike back at once; a text now, offering the bike back in two days while the stand is free, fills {product}'s quiet weeks at your normal price and spares them the spring queue.",
    description:
      "Text past customers, oldest service first, and pin the same offer on your Google profile: a service at the usual price in the quiet months, with what those months give that spring cannot (the bike back within two working days, anything worn shown before it is replaced, the bike ready for the first dry weekend). No discount: the reason to come now is the wait they avoid.",
    steps: [
      "Go through last year's bookings and list every customer with their mobile number, their bike (e-bike, road, family bikes) and when it was last serviced.",
      "Decide what the quiet months give that spring cannot, and only what you can keep: the bike back within two working days, a photo before any extra work, a collection from home if you have the van.",
      "Every Sunday evening, send the text below to twenty customers from your own phone, oldest service first; it takes half an hour.",
      "Post the same offer on your Google profile with a photo of the empty stand, and put a card with it in every bike you hand back this month.",
      "Each week count texts sent, bookings and the weeks still empty; text those who did not answer once more, two weeks later, and no more.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Last year's bookings with mobile numbers", "Your own phone", "Half an hour on Sunday evenings"],
    successMetrics: ["Quiet-month services booked from the texts", "Weeks of the quiet months with the stand full", "Progress towards: {metrics}"],
    template: `Text:
Hi {{first name}}, it's {{your name}} at {product}. In spring everyone wants their bike back at once and the wait gets long. This month I can service your {{bike}} and have it back within two days, at the usual {{service price}}, and I'll show you anything the winter roads have worn before I replace it. Reply with a day to drop it off. Reply STOP and I won't text again.

---
Google profile post (with a photo of the stand):
The stand is free this month: book a service at {product} now and have your bike back in two days, before the spring queue. Book at {website} or text {{your phone number}}.`,
    marketingWisdom:
      "A workshop sells hours on the stand, and a quiet week's empty stand never comes back. A price cut teaches riders to wait for the next one; a real reason to come now (no queue, the bike ready for the first dry weekend) fills the quiet months at full price.",
  },
  {
    id: "cycle-fixed-prices-worn-part",
    name: "Fixed prices for the jobs riders search for, and a photo of the worn part before any extra work",
    kinds: ["local"],
    trades: ["cycle"],
    goals: ["revenue", "awareness", "retention"],
    stages: LIVE,
    channels: ["seo", "google-business", "sms"],
    requires: [],
    uses: [],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    inPerson: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Riders search for a bike service or a puncture repair nearby and ring the place whose price they can see; a photo of the stretched chain or the worn pads before the extra work is what makes them trust {product} over {competitor} and tell their riding friends.",
    description:
      "Publish a short list of fixed prices (a service, a puncture, brakes, gears, a chain, an e-bike check) with what each includes and how long it takes, on your Google profile and one page of {website}. Before any work beyond what was booked, text the rider a photo of the worn part with the price, and start only when they say yes.",
    steps: [
      "Write your eight most common jobs with a fixed or a 'from' price, what is included and how long it takes: a full service, a puncture, brake pads, a gear and brake tune, a chain and cassette, an e-bike check.",
      "Add each under Services on your Google Business Profile with a photo from the stand, and put the same list on one page of {website} headed with {place}.",
      "Under the prices, add 'Anything extra is shown to you with a photo and only done when you say yes', and keep to it.",
      "When a bike on the stand needs more, take the photo (the chain checker dropping into a worn chain, a worn pad beside a new one) and send it with the price, using the text below.",
      "Each month, count calls from the profile and the extras shown and agreed, and ask new customers which price made them ring.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Your price list", "Eight photos from the stand", "An hour to set up, then a minute per photo"],
    successMetrics: ["Calls and bookings from the Google profile a week", "Extras shown and agreed each month", "Progress towards: {metrics}"],
    template: `Price page on {website}:
Fixed prices at {product}, {place}
- Full service: {{service price}}: gears and brakes adjusted, wheels trued, everything cleaned and checked; about {{time}}
- Puncture repair: {{puncture price}}, while you wait when the stand is free
- Brake pads fitted and adjusted: {{pads price}} a wheel, pads included
- E-bike check: {{e-bike check price}}: brakes, chain, wheels and battery connections
Anything extra is shown to you with a photo and only done when you say yes.

---
Text with the photo:
Hi {{first name}}, {{your name}} at {product}. Your chain is worn past the limit (photo attached: the checker drops right in), and a worn chain wears out the cassette too. A new chain is {{chain price}} fitted; if it waits a few more months it will be {{chain and cassette price}}. Reply YES and I'll do it with the service, or NO and I'll finish the service as booked.`,
    marketingWisdom:
      "Trust is what a workshop sells: the rider cannot check the work, so they remember whether they were shown and asked. A worn part seen before it is priced turns a bill they feared into advice, and it is what the next rider reads in your reviews.",
  },
  {
    id: "cycle-workplace-bike-checks",
    name: "Bike-check mornings at the workplaces whose staff cycle in",
    kinds: ["local"],
    trades: ["cycle"],
    goals: ["awareness", "revenue", "partnerships"],
    stages: LIVE,
    channels: ["events", "partnerships"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 30 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "People who ride to the hospital, the council offices or the schools in {place} put off servicing until something fails; a morning by their bike shed, checking brakes, tyres and chains and booking the bigger jobs, puts {product} in front of twenty riders at once, and the employer gets a staff benefit for a spot by the shed.",
    description:
      "Offer the staff-wellbeing or travel contact at the larger workplaces nearby a bike-check morning by the bike shed: quick safety checks and small fixes as people arrive, a card for each bike with what it needs and the fixed price, and the bigger jobs booked into your quiet weeks. Many employers pay for these sessions as a staff benefit; ask, and do the first one free if it wins the next.",
    steps: [
      "List the five workplaces near you with the most bikes outside (the hospital, the council offices, schools and colleges, the larger firms) and find who looks after staff wellbeing, travel or the cycle-to-work scheme.",
      "Send the email below, offering one morning from 7:30 to 10 in your quiet weeks, with what it costs the employer, or that the first one is free.",
      "On the morning, bring a stand, a track pump, lube, a chain checker and cards; check brakes, tyres, chain and lights, fix the five-minute jobs there, and write on each card what the bike needs and its fixed price.",
      "Book the bigger jobs into your quiet weeks there and then, and say when you can collect bikes from the shed.",
      "Count checks done, jobs booked and the workplaces that ask you back; return each season to the ones that booked the most.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A portable stand, track pump and chain checker", "A hundred cards with your prices", "One morning a month"],
    successMetrics: ["Bikes checked per morning", "Jobs booked from each morning", "Progress towards: {metrics}"],
    template: `Email to the staff wellbeing or travel contact:
Subject: A free bike-check morning for your staff who cycle in

Hello {{first name}},

I'm {{your name}}, and I run {product}, the bike workshop in {place}. I'd like to offer the people who cycle to {{their workplace}} a bike-check morning by the bike shed on {{date}}, from 7:30 to 10: brakes, tyres, chains and lights checked as they arrive, small fixes done on the spot, and a note of anything else with a fixed price.

It needs nothing from you but a spot near the shed and a line in the staff email. The first morning is on me; if your staff find it useful, we could make it a regular staff benefit.

Would {{date}} or {{another date}} work?

{{your name}}, {product}, {{your phone number}}`,
    marketingWisdom:
      "Go where riders already are, at the hour they are there: a commuter who meets you at their own bike shed, and hears that their chain is worn from the person who will fix it, books far more readily than one who sees a post. The employer's note to its staff is the endorsement.",
  },
  {
    id: "cycle-ebike-owners",
    name: "An e-bike page that says what you service, for riders whose bike came from far away",
    kinds: ["local"],
    trades: ["cycle"],
    goals: ["revenue", "awareness"],
    stages: LIVE,
    channels: ["partnerships", "seo", "google-business"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    inPerson: false,
    onlyWhen: /\be-?bikes?\b|\belectric bikes?\b/i,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Many e-bikes round {place} were bought online or from a shop far away, and their owners do not know who will touch a motor, a battery or hydraulic brakes; a page that names what you do, and 'E-bike servicing' on your Google profile, makes {product} the answer when they search.",
    description:
      "Write one page (and a Google profile service) for e-bike owners: the jobs you do on any e-bike (brakes, tyres on heavy wheels, chains and cassettes that wear faster), the motor systems you have the diagnostic tools and training for, and who you send the rest to. Ask the brands that sell online whether they list local service partners, and apply to the ones you can serve.",
    steps: [
      "List what you can honestly do on e-bikes: brakes and pads, tyres on heavy wheels, chains and cassettes, and the motor systems you have the diagnostic tools and training for (check what each maker asks of a service point).",
      "Write the page below on {website}, and add 'E-bike servicing' with its price to your Google profile's services.",
      "Note the e-bike brands you see on your stand that sell online; on each brand's website look for a service-partner or dealer page, and apply where you meet their terms.",
      "Ask every e-bike rider at collection where they bought the bike and how they found you; their answers tell you which brands to approach next.",
      "Each month, count e-bike jobs and where they came from.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["An evening to write the page", "The list of motor systems you can diagnose", "A note of the brands on your stand"],
    successMetrics: ["E-bike jobs a month", "E-bike riders who found you on the page or the profile", "Progress towards: {metrics}"],
    template: `Page on {website}:
E-bike servicing in {place}
Bought your e-bike online or from a shop far away? {product} services e-bikes:
- Brakes, pads and hydraulic bleeds; tyres and punctures on heavy wheels
- Chains and cassettes, which wear faster with a motor: checked at every service
- Motor and battery diagnostics for {{the motor systems you have the tools for}}; for other systems, I'll tell you honestly who can help
E-bike service: {{e-bike service price}}, about {{time}}. Book at {website} or text {{your phone number}}.`,
    marketingWisdom:
      "The rider with a bike bought by post has no shop to go back to, and the first workshop that says plainly 'we service yours' wins them for years. Saying what you do not do is part of the promise: it is why they believe the rest.",
  },
  {
    id: "cycle-club-maintenance-evening",
    name: "A maintenance evening for the local cycling club, with service slots booked before they leave",
    kinds: ["local"],
    trades: ["cycle"],
    goals: ["awareness", "revenue", "partnerships"],
    stages: LIVE,
    channels: ["community", "partnerships"],
    requires: [],
    uses: ["community"],
    cost: { min: 0, max: 20 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "The cycling clubs and ride groups round {place} swap bike stories all winter and want to keep riding; an evening where you show them how to keep a chain and brakes right, in the workshop or their club room, makes {product} the club's mechanic.",
    description:
      "Offer a local cycling club or ride group one evening in your quiet months: half an hour on the checks every rider should do, questions about their own bikes, and a sheet with your fixed prices. Members who want more book a service slot before they leave.",
    steps: [
      "Find the active clubs and ride groups round {place} (the national cycling body's club finder, Strava clubs, local ride groups on Facebook) and who organises their winter socials.",
      "Send the message below, offering one evening in your quiet weeks for up to fifteen riders, in your workshop or their club room.",
      "Prepare a one-page sheet: the five checks before each ride (tyres, brakes, chain, bolts, lights), how to spot a worn chain, and your fixed prices.",
      "On the evening, show on one member's bike, answer questions, and bring your diary so anyone who wants a service can book a slot in the quiet weeks.",
      "Count slots booked that evening and in the month after, and ask the organiser for a date next winter.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["One evening", "A one-page sheet of checks and prices", "Your booking diary"],
    successMetrics: ["Riders at the evening", "Services booked that evening and in the month after", "Progress towards: {metrics}"],
    template: `Message to the club's organiser:
Hi {{first name}}, I'm {{your name}} from {product} in {place}. I'd like to offer your members a free maintenance evening this winter: the checks that keep a bike safe through the wet months, how to spot a worn chain before it wears out the cassette, and answers about their own bikes. I can host up to fifteen in the workshop on {{date}}, or come to your club night. I'll bring a sheet with my prices and my diary, for anyone who wants a service before spring.
Would {{date}} or {{another date}} suit the club?
{{your name}}, {{your phone number}}`,
    marketingWisdom:
      "Teaching riders to look after their bikes does not lose you work: the ones who learn to spot a worn chain are the ones who bring the bike in before it fails, and a club that knows your name sends you its new members.",
  },
];

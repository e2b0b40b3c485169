import type { LibraryTactic } from "../types";
import { ALL_STAGES, BETA_ON, LIVE } from "./stages";

/*
 * Local and physical shops and services: bakeries, cafés, restaurants, salons, barbers, clinics, gyms and
 * studios, bookshops, florists, repair shops, tutors, local trades. Written for an owner with a small team,
 * long hours and little money, whose customers live or work within walking or driving distance and for whom
 * word of mouth is everything. Templates are in English in a warm, local register; the planner adds a
 * language note where customers read another language.
 */

export const LOCAL_TACTICS: LibraryTactic[] = [
  // ─── Being found: Google, reviews, the street ──────────────────────────────────────────────────
  {
    id: "local-google-business-profile",
    essential: true,
    name: "Google Business Profile, complete and posted to weekly",
    kinds: ["local"],
    goals: ["awareness", "revenue"],
    stages: ALL_STAGES,
    channels: ["google-business"],
    requires: [],
    uses: ["content", "seo"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    inPerson: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "People in {place} look you up on Google Maps before they walk over, so a complete profile with fresh photos is where {product} is found first.",
    description:
      "Claim and fill in the free Google Business Profile for {product}: the right main category, exact hours, real photos of the front and inside, and one short post a week. It is what shows when someone nearby searches for what you do, and once it is set up it costs nothing but half an hour a week.",
    steps: [
      "Claim or create the profile at business.google.com with the exact name on your sign and the address customers walk to, and start verification today: Google usually asks you to film the shop front, the street sign and your keys or tools, and it can take a few days.",
      "Pick the one main category a stranger would search for (Bakery, Hair salon, Physiotherapist), add two or three secondary ones, your hours, holiday hours, phone, and {website} as the website and order or booking link.",
      "Paste the description below, written in {language}, then add ten real photos taken in daylight: the front from across the street, the door, inside, the team at work, your three best sellers or pieces of work.",
      "Every Monday, publish one short post with one photo (this week's special, a new service, a change of hours) and set its button to {website}; it takes ten minutes.",
      "Once a week, open the Performance tab and write three numbers in a notebook by the till: searches, calls and direction requests.",
    ],
    setupSteps: 3,
    resourcesNeeded: [
      "A Google account the owner keeps, not an employee's",
      "A phone camera and ten minutes of daylight",
      "Half an hour a week, Monday morning or at closing",
    ],
    successMetrics: [
      "Profile verified and complete within two weeks",
      "Direction requests and calls from the profile up month on month",
      "Progress towards: {metrics}",
    ],
    template: `Profile description (paste as is; links are not allowed here):
{pitch} At {product} you will meet {{your name}} and a small team who know most of our customers by name. Come in, say hello and ask us anything.

---
First weekly post (with a photo of the team at work):
This week at {product}: {{this week's news}}. Come and see us in {place}, or tap the button to order or book ahead. See you soon!`,
    marketingWisdom:
      "Google ranks local results on relevance, distance and prominence: you cannot move the shop, but the right main category, complete details, fresh posts and a steady flow of genuine reviews cover the other two. A photo of the actual front door saves many first visitors from walking past.",
    oneOff: {
      name: "Google Business Profile, set up once, with every review answered",
      description:
        "Claim and fill in the free Google Business Profile for {product} in one sitting: the right main category, exact hours and real photos of the front and inside. It is what shows when someone nearby searches for what you do, and after that it needs no weekly posts, only a short reply to each new review.",
      steps: [
        "Claim or create the profile at business.google.com with the exact name on your sign and the address customers walk to, and start verification today: Google usually asks you to film the shop front, the street sign and your keys or tools, and it can take a few days.",
        "Pick the one main category a stranger would search for (Bakery, Hair salon, Physiotherapist), add two or three secondary ones, your hours, holiday hours, phone, and {website} as the website and order or booking link.",
        "Paste the description below, written in {language}, then add ten real photos taken in daylight: the front from across the street, the door, inside, the team at work, your three best sellers or pieces of work.",
        "When Google tells you a new review has come in, reply within the week with two sentences (the reply below): thank them by first name, and answer a complaint calmly with what you will do. That is the only upkeep; there are no posts to write.",
        "Once a month, open the Performance tab and write three numbers in a notebook by the till: searches, calls and direction requests.",
      ],
      setupSteps: 3,
      hoursPerWeek: 0.25,
      resourcesNeeded: [
        "A Google account the owner keeps, not an employee's",
        "A phone camera and ten minutes of daylight",
        "One evening to set it up, then a few minutes whenever a review comes in",
      ],
      template: `Profile description (paste as is; links are not allowed here):
{pitch} At {product} you will meet {{your name}} and a small team who know most of our customers by name. Come in, say hello and ask us anything.

---
Reply to a review:
Thank you, {{first name}}! {{one line about what they mentioned}}. See you again soon at {product}. {{your name}}`,
      marketingWisdom:
        "Google ranks local results on relevance, distance and prominence: you cannot move the shop, but the right main category, complete details and a steady flow of genuine reviews, each one answered, cover the other two. A profile set up well once does most of the work; posts add little next to reviews.",
    },
    // A teacher's pupils come to a studio or a room: the studio's address (or only the area), lessons and a free taster, no shop front or team.
    teaching: {
      why: "Parents in {place} search Google for a {teacher} near them and read the reviews before they ring, so a complete profile is where {product} is found first.",
      description:
        "Claim the free Google Business Profile for {product}: the category a parent would search for, where pupils come for lessons (or only the area, if you teach from home), your teaching hours, real photos of the {lessonRoom} and one short post a week. It is what shows when a parent nearby searches for lessons, and once it is set up it costs nothing but half an hour a week.",
      steps: [
        "Claim or create the profile at business.google.com with the name pupils know, and the address where they come for lessons; if that is your home, you can show only the area you serve and keep the street hidden. Start verification today: Google may ask you to film the {lessonRoom}, the street sign and something that shows the business is yours, and it can take a few days.",
        "Pick the one main category a parent would search for ({lessonCategories}), add your teaching hours, your phone number and {website}.",
        "Paste the description below, written in {language}, then add ten real photos taken in daylight: you teaching (no pupil's face without their parents' permission), the {lessonRoom}, the way in and anything pupils use.",
        "Every Monday, publish one short post with one photo (free taster slots this week, a piece or a result a pupil is proud of, the date of the next concert or open afternoon); it takes ten minutes.",
        "Once a week, open the Performance tab and write three numbers in your lesson diary: searches, calls and messages from the profile; at the end of each term, ask {everyPupil} for an honest review with the link from 'Ask for reviews', never in exchange for a free lesson.",
      ],
      resourcesNeeded: ["A Google account you keep yourself", "A phone camera and ten minutes of daylight", "Half an hour a week, Monday morning or in the evening"],
      successMetrics: ["Profile verified and complete within two weeks", "Calls and messages from the profile up month on month", "Progress towards: {metrics}"],
      template: `Profile description (paste as is; links are not allowed here):
{pitch} Every lesson is with {{your name}}, and the first 20 minutes are a free taster lesson. Ring or text to book one.

---
First weekly post (with a photo of the {lessonRoom}):
Free taster lessons at {product} this week: {{days and times}}. Twenty minutes to see whether {whoEnjoys} it, with no commitment. Ring or text to book, or tap the button.`,
      marketingWisdom:
        "Google ranks local results on relevance, distance and prominence: the right main category (what you teach, not a vague 'School'), complete details, fresh posts and a steady flow of genuine reviews from parents cover what you can control. A photo of you teaching tells a parent who their child will spend the lesson with.",
      oneOff: {
        name: "Google Business Profile, set up once, with every review answered",
        description:
          "Claim the free Google Business Profile for {product} in one sitting: the category a parent would search for, where pupils come for lessons (or only the area, if you teach from home), your teaching hours and real photos of the {lessonRoom}. After that it needs no weekly posts, only a short reply to each new review.",
        steps: [
          "Claim or create the profile at business.google.com with the name pupils know, and the address where they come for lessons; if that is your home, you can show only the area you serve and keep the street hidden. Start verification today: Google may ask you to film the {lessonRoom}, the street sign and something that shows the business is yours, and it can take a few days.",
          "Pick the one main category a parent would search for ({lessonCategories}), add your teaching hours, your phone number and {website}.",
          "Paste the description below, written in {language}, then add ten real photos taken in daylight: you teaching (no pupil's face without their parents' permission), the {lessonRoom}, the way in and anything pupils use.",
          "When Google tells you a new review has come in, reply within the week with two sentences (the reply below). That is the only upkeep; there are no posts to write.",
          "Once a month, open the Performance tab and write three numbers in your lesson diary: searches, calls and messages from the profile.",
        ],
        setupSteps: 3,
        hoursPerWeek: 0.25,
        resourcesNeeded: ["A Google account you keep yourself", "A phone camera and ten minutes of daylight", "One evening to set it up, then a few minutes whenever a review comes in"],
        template: `Profile description (paste as is; links are not allowed here):
{pitch} Every lesson is with {{your name}}, and the first 20 minutes are a free taster lesson. Ring or text to book one.

---
Reply to a review:
Thank you, {{first name}}! It's a joy to teach {{your child or you}}. See you at the next lesson. {{your name}}, {product}`,
        marketingWisdom:
          "Google ranks local results on relevance, distance and prominence: the right main category (what you teach, not a vague 'School'), complete details and a steady flow of genuine reviews from parents, each one answered, do most of the work. A profile set up well once needs no posts.",
      },
    },
    // A shop that also delivers to customers who are away: the profile says how to order and where it delivers.
    remote: {
      why: "{away} search Google for what they need in {town} before they travel, so a profile that says {product} takes orders {orderBy} and delivers {deliveryArea} turns that search into an order.",
      description:
        "Claim and fill in the free Google Business Profile for {product}: the right main category, exact hours, your delivery area and how to order {orderBy}, real photos of the shop and of orders going out, and one short post a week before the weekend. It is what shows when someone searches for {goods} in {town}, and once it is set up it costs nothing but half an hour a week.",
      steps: [
        "Claim or create the profile at business.google.com with the exact name on your sign and the shop's address, and start verification today: Google usually asks you to film the shop front, the street sign and your keys or tools, and it can take a few days.",
        "Pick the one main category a stranger would search for (Bakery, Hair salon, Physiotherapist), add two or three secondary ones, your hours, holiday hours and the order number, and add the places you deliver to as a service area beside the shop's address.",
        "Paste the description below, written in {language}, then add ten real photos taken in daylight: the front from across the street, inside, the family at the counter, an order packed with a name on it and the van at a front door.",
        "Every Wednesday, publish one short post with one photo (this weekend's order cut-off, what is in stock before a bank holiday) with the Call button; it takes ten minutes.",
        "Once a week, open the Performance tab and write three numbers in the order book: searches, calls and messages from the profile.",
      ],
      resourcesNeeded: ["A Google account the owner keeps, not an employee's", "A phone camera and ten minutes of daylight", "Half an hour a week, Wednesday evening or at closing"],
      successMetrics: ["Profile verified and complete within two weeks", "Calls and messages from the profile up month on month", "Progress towards: {metrics}"],
      template: `Profile description (paste as is; links are not allowed here):
{pitch} We take orders {orderBy} on {{your order number}} and deliver {deliveryArea}, so what the house needs is there when you arrive. Or call in and say hello.

---
First weekly post (with a photo of an order ready to go):
Coming down to {town} this weekend? Send {product} your list {orderBy} by {{cut-off day and time}} and it'll be at the house when you arrive. Tap Call to order.`,
    },
    // A house cleaner on a round: a service-area profile, the cleaning category, photos of real homes
    // with the client's consent, and reviews asked by text after a visit rather than at a counter.
    homeRound: {
      name: "Google Business Profile as a service-area business, with reviews asked by text after each {visit}",
      // Nothing to post, so nothing to trim when the founder keeps to one-offs.
      oneOff: {},
      why: "People in {place} search Google for a house cleaner and call one of the first names with recent reviews, so a service-area profile full of what your {clientsNow} say about you is where {product} is found first.",
      description:
        "Claim the free Google Business Profile for {product} as a service-area business: no street address shown, the zip codes you cover ({zips}) as the service area, House cleaning service as the main category, and photos of real work. Then ask every client by text, the day after a {visit}, to say honestly on Google how it went, and answer each one.",
      steps: [
        "Claim or create the profile at business.google.com as a service-area business: the name clients know, your phone number, and {zips} as the service area, with your own address hidden. Start verification today: Google may ask you to film your equipment, your vehicle or your paperwork, and it can take a few days.",
        "Pick House cleaning service as the main category (add Carpet cleaning service or Window cleaning service only if you really do them), add your working hours, phone number and the services you offer ({schedule} {visits}, {oneOffs}), each with its price.",
        "Paste the description below, then add ten photos of real work: kitchens and bathrooms after a {visit}, your team in uniform, your products; a photo from inside a client's home only with their written consent, and never anything that shows who lives there.",
        "In the profile, tap 'Ask for reviews' and copy the short link; the day after each {visit}, text it to that client with the message below, to every client alike, and offer nothing in return (Google forbids rewards for reviews).",
        "Every Friday, count new reviews and calls from the profile, and reply to every review within two days.",
      ],
      setupSteps: 3,
      hoursPerWeek: 0.5,
      resourcesNeeded: ["A Google account the owner keeps", "Photos of real work, with clients' written consent for anything taken in their home", "A text-capable business number"],
      successMetrics: ["Profile verified and complete within two weeks", "Two to four new reviews a week on the profile", "Progress towards: {metrics}"],
      template: `Profile description (paste as is; links are not allowed here):
{pitch} Insured and background-checked cleaners, the same cleaner every time, and products that are safe around kids and pets. Serving {zips}. Call or text for a quote.

---
Text the day after a {visit}, to every client alike:
Hi {{first name}}, it's {{your name}} from {product}. Thank you for having us yesterday! If you have a minute, a few honest words on Google help neighbors find a cleaner they can trust: {{your review link}}. Reply STOP to opt out.`,
      marketingWisdom:
        "Google ranks local results on relevance, distance and prominence: a service area you really cover, the right category and a steady flow of recent, genuine reviews do the most. For a cleaner, reviews that say 'same cleaner every time' and 'I trust them with my keys' sell the next home.",
    },
    visiting: {
      oneOff: {
        name: "Google Business Profile, set up once, with every review answered",
        description:
          "Claim the free Google Business Profile for {product} once, as a service-area business: your home address stays hidden, the towns and areas you cover show instead, with your phone number and real photos of your work. It is what shows when someone nearby searches for what you do, and after that it needs no weekly posts, only a short reply to each new review.",
        steps: [
          "Claim or create the profile at business.google.com as a service-area business: the name customers know you by, your phone number, and the towns and areas you cover as the service area, with your own address hidden. Start verification today: Google may ask you to film your van, your equipment or your paperwork, and it can take a few days.",
          "Pick the one main category a stranger would search for (Plumber, Mobile pet groomer, Wedding photographer), add two or three secondary ones, your working hours and your phone number; the profile works as your web page, so no website is needed.",
          "Paste the description below, written in {language}, then add ten real photos: you at work, your van or your kit, finished work (with the customer's permission), before-and-after pairs and any certificates.",
          "When Google tells you a new review has come in, reply within the week with two sentences (the reply below), in the evening with the paperwork: thank them by first name, and answer a complaint calmly with what you will do. That is the only upkeep; there are no posts to write.",
          "Once a month, open the Performance tab and write down three numbers: searches, calls and messages from the profile.",
        ],
        setupSteps: 3,
        hoursPerWeek: 0.25,
        resourcesNeeded: ["A Google account you keep yourself", "A phone camera and photos of recent jobs", "One evening to set it up, then a few minutes whenever a review comes in"],
        successMetrics: ["Profile verified and complete within two weeks", "Calls and messages from the profile up month on month", "Progress towards: {metrics}"],
        template: `Profile description (paste as is; links are not allowed here):
{pitch} You deal with the same person from the first call to the finished job. Ring or text, and if I'm on a job I'll call you back the same day.

---
Reply to a review:
Thank you, {{first name}}, and glad {{the job}} is sorted. If anything else needs doing, you know where to find me. {{your name}}, {product}`,
        marketingWisdom:
          "Google ranks local results on relevance, distance and prominence: a service area you really cover, the right main category and a steady flow of genuine reviews, each one answered, do more than anything else. Photos of real jobs tell a stranger you turn up and do the work.",
      },
      why: "People in {place} search Google Maps when they need someone who does what you do, and contact one of the first names with good reviews, so a complete profile that covers the places you serve is where {product} is found first.",
      description:
        "Claim the free Google Business Profile for {product} as a service-area business: your home address stays hidden, the towns and areas you cover show instead, with your phone number, real photos of your work and one short post a week. It is what shows when someone nearby searches for what you do.",
      steps: [
        "Claim or create the profile at business.google.com as a service-area business: the name customers know you by, your phone number, and the towns and areas you cover as the service area, with your own address hidden. Start verification today: Google may ask you to film your van, your equipment or your paperwork, and it can take a few days.",
        "Pick the one main category a stranger would search for (Plumber, Mobile pet groomer, Wedding photographer), add two or three secondary ones, your working hours and your phone number; the profile works as your web page, so no website is needed.",
        "Paste the description below, written in {language}, then add ten real photos: you at work, your van or your kit, finished work (with the customer's permission), before-and-after pairs and any certificates.",
        "Every Monday, publish one short post with one photo of a recent job (what it was, the area, how it turned out); it takes ten minutes.",
        "Once a week, open the Performance tab and write down three numbers: searches, calls and messages from the profile.",
      ],
      resourcesNeeded: ["A Google account you keep yourself", "A phone camera and photos of recent jobs", "Half an hour a week, Monday morning or in the evening"],
      successMetrics: ["Profile verified and complete within two weeks", "Calls and messages from the profile up month on month", "Progress towards: {metrics}"],
      template: `Profile description (paste as is; links are not allowed here):
{pitch} You deal with the same person from the first call to the finished job. Ring or text, and if I'm on a job I'll call you back the same day.

---
First weekly post (with a photo of a recent job):
This week in {{the street or neighbourhood}}: {{the job and how it turned out}}. Need something similar? Call or text {product}, and I'll get back to you the same day.`,
      marketingWisdom:
        "Google ranks local results on relevance, distance and prominence: a service area you really cover, the right main category and a steady flow of genuine reviews do more than anything else. Photos of real jobs tell a stranger you turn up and do the work.",
    },
  },
  {
    id: "local-ask-for-google-reviews",
    name: "Ask every regular for an honest Google review",
    kinds: ["local"],
    // A couple books a wedding once: no regulars, neighbours or new homes to reach.
    trades: ["food", "beauty", "health", "fitness", "retail", "service", "pet", "motor", "cycle"],
    goals: ["awareness", "revenue"],
    stages: BETA_ON,
    channels: ["reviews", "google-business"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 20 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    inPerson: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Neighbours in {place} choose between places by their Google reviews, and a steady trickle of recent, honest ones from regulars moves {product} up the map.",
    description:
      "Get your review link from the Google Business Profile, put it on a small QR card by the till, and ask regulars in person at the natural moment, when they thank you or praise something. Ask everyone alike and offer nothing in return: Google forbids rewards for reviews and asking only the customers you expect to be happy, and reviews gathered that way can be removed.",
    steps: [
      "In your Google Business Profile, tap 'Ask for reviews' and copy the short link; print it as a QR code on a card the size of a business card.",
      "Put one card by the till or on the reception desk, and hand one over with the receipt or the bag, to every customer alike.",
      "Learn the one sentence in the template and say it when a regular thanks you, then drop the subject; never offer a discount, a free coffee or a prize draw in exchange, which breaks Google's rules.",
      "For booked clients, add the same link as one line at the end of the confirmation or thank-you message you already send.",
      "Every Friday, count the new Google reviews, read them all and reply to each one within two days.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Your Google Business Profile review link", "A QR code generator (free) and 100 printed cards", "One sentence, said naturally"],
    successMetrics: [
      "Two to four new Google reviews a week, every week",
      "Average rating holding or rising as the count grows",
      "Progress towards: {metrics}",
    ],
    template: `Card by the till:
Enjoyed {product}? A few honest words on Google help neighbours in {place} find us. Scan here, it takes a minute. Thank you! {{your name}} and the team

---
What to say when a regular thanks you:
"That's kind of you, thank you! If you ever have a minute, an honest Google review really helps a small place like {product}. The card's just here."`,
    marketingWisdom:
      "The best moment to ask is right after someone says something kind, in person and in one sentence, and the same card for everyone keeps it honest. A steady trickle of recent Google reviews counts for more with readers than a burst from one month.",
  },
  {
    id: "local-reply-to-reviews",
    name: "Reply to every Google review within two days",
    kinds: ["local"],
    // A couple books a wedding once: no regulars to message or to invite back.
    trades: ["food", "beauty", "health", "fitness", "retail", "service", "pet", "motor", "cycle"],
    goals: ["retention", "awareness"],
    stages: BETA_ON,
    channels: ["reviews", "google-business"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    inPerson: true,
    timeFrame: "Ongoing",
    impact: "Medium Impact",
    why: "Locals in {place} read the owner's replies as closely as the Google reviews themselves, so a warm, calm answer from {product} wins the next customer as much as it thanks the last one.",
    description:
      "Answer every review, kind or critical, within two days, in the reviewer's language and signed with your first name. Thank specific praise specifically; meet criticism with facts, an apology where it is due and an offer to put it right in person.",
    steps: [
      "Turn on review notifications in the Google Business Profile app so each new review reaches your phone.",
      "Keep the two replies below in your phone's notes, and change at least one detail each time so every reply reads as written for that person.",
      "Reply to kind reviews within two days: thank them by name and mention the thing they liked.",
      "For a critical review, wait an hour, check what happened with your team, then reply once and calmly: the facts, a sorry where it is due, and an invitation to come back and ask for you; take the rest off the page.",
      "Flag only the reviews that break Google's rules (spam, hate, someone who was never a customer), and never ask for a review to go because it is simply negative.",
      "Once a month, read the month's Google reviews with your team and fix the one thing that comes up twice.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["The Google Business Profile app on the owner's phone", "Ten minutes, twice a week"],
    successMetrics: ["Every review answered within two days", "A returning visit or an updated review from some critical reviewers", "Progress towards: {metrics}"],
    template: `Reply to a kind review:
Thank you so much, {{first name}}! We're really glad you liked {{what they mentioned}}. It means a lot to a small team like ours at {product}, so thank you for taking the time. See you soon in {place}! {{your name}}

---
Reply to a critical review:
Hello {{first name}}, thank you for telling us, and I'm sorry your visit to {product} fell short. We've looked into it: {{what we changed}}. I'd like to put it right, so please ask for me next time you're in, or write to us through {website}. {{your name}}, owner`,
    marketingWisdom:
      "A reply is written for the next hundred readers as much as for the reviewer: calm, specific and short. Google's own advice to owners says the same: be personal, be brief, and never argue in public.",
    // A business that goes to its customers' homes: nobody comes back in to ask for the owner; the owner calls.
    visiting: {
      steps: [
        "Turn on review notifications in the Google Business Profile app so each new review reaches your phone.",
        "Keep the two replies below in your phone's notes, and change at least one detail each time so every reply reads as written for that person.",
        "Reply to kind reviews within two days: thank them by name and mention the thing they liked.",
        "For a critical review, wait an hour, check what happened on that visit, then reply once and calmly: the facts, a sorry where it is due, and an offer to ring and put it right; take the rest off the page.",
        "Flag only the reviews that break Google's rules (spam, hate, someone who was never a customer), and never ask for a review to go because it is simply negative.",
        "Once a month, read the month's Google reviews and fix the one thing that comes up twice.",
      ],
      template: `Reply to a kind review:
Thank you so much, {{first name}}! We're really glad you liked {{what they mentioned}}. It means a lot to a small team like ours at {product}, so thank you for taking the time. {{your name}}

---
Reply to a critical review:
Hello {{first name}}, thank you for telling us, and I'm sorry the visit from {product} fell short. We've looked into it: {{what we changed}}. I'd like to put it right, so I'll call you this week, or you can reach me on {{your phone number}}. {{your name}}, owner`,
    },
  },
  {
    id: "local-shop-window-chalkboard",
    name: "A shop window and chalkboard that change every week",
    kinds: ["local"],
    goals: ["awareness", "revenue"],
    stages: BETA_ON,
    channels: ["shop-window"],
    requires: [],
    uses: ["design", "content"],
    cost: { min: 0, max: 30 },
    paid: false,
    hoursPerWeek: 1,
    premises: true,
    contactsIndividuals: false,
    inPerson: true,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "Most people who will buy from {product} already pass the door, and a window and a chalkboard that change every week give them a reason to stop today.",
    description:
      "Treat the shop window and the pavement board as your most-seen advert: one clear message, one thing to try this week with its price, and the opening hours readable from across the street. A board that changes every Monday is one that regulars keep reading.",
    steps: [
      "Stand across the street and look at your front as a stranger would: can you tell what you sell, whether you are open and roughly what it costs within three seconds? Fix the one thing that fails.",
      "Check whether {place} asks for a permit for a board on the pavement, then get an A-board and liquid chalk pens.",
      "Every Monday, write the board from the template: a line to make people smile, this week's special with its price, and the hours.",
      "Every two weeks, rebuild the shop window around one product or service, lit and at eye level, with a small card that names it and its price.",
      "Ask the first few new faces each week what made them come in, and keep a tally in the notebook by the till: board, window, other.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["An A-board and liquid chalk pens", "A small lamp or light for the window", "Twenty minutes every Monday"],
    successMetrics: ["New faces a week who mention the board or the window", "Sales of the week's featured item against an ordinary week", "Progress towards: {metrics}"],
    template: `Chalkboard, this week:
Good morning, neighbours!
This week at {product}: {{the special of the week}}
{{its price}}, until Saturday only
Open {{opening hours}}, come on in

---
Window card:
{product}: {{one line on what you do}}. Prices from {price}. Come in and ask us, we love questions.`,
    marketingWisdom:
      "A window is read in about three seconds by someone walking past: one message, big letters, a price and a sign of life beat a crowded display. Changing the board weekly is what keeps regulars reading it, and a funny line gets photographed.",
  },
  {
    id: "local-flyer-door-drop",
    name: "Flyer door drop in the streets around the shop",
    kinds: ["local"],
    goals: ["awareness", "revenue"],
    stages: ALL_STAGES,
    channels: ["flyers"],
    requires: ["design"],
    workaround: { design: "No designer? Start from a Canva flyer template, keep it to one photo and one line, and ask the printer to check it before it goes to print." },
    uses: ["design", "content"],
    cost: { min: 40, max: 150 },
    paid: false,
    hoursPerWeek: 2,
    // A walking radius around the shop, its address and hours: a plumber who goes to customers has none.
    premises: true,
    contactsIndividuals: false,
    inPerson: true,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "Everyone within a ten-minute walk of {product} is a likely regular, and a flyer through their door with a reason to come this week reaches them where they live.",
    description:
      "Print 500 to 1,000 flyers with one offer that brings people in within two weeks, and deliver them by hand in the streets around you, one round a week. Delivering them yourself shows you the streets, and a code on each round tells you which ones answer.",
    steps: [
      "Draw a ten-minute walking radius around the shop on a map and split it into rounds of about 250 letterboxes.",
      "Write the flyer from the template in {language}: one photo, one line on what you are, one offer valid for two weeks, the address, the hours and {website}.",
      "Print 500 to 1,000 on thick paper at a local printer, with a small code per round (A, B, C) in a corner so you can tell which streets respond.",
      "Deliver one round a week on a quiet afternoon, respecting 'no junk mail' stickers, and leave a small stack with neighbouring shops that agree.",
      "Count the flyers brought back per code each week, and do the next rounds in the streets that answered best.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["500 to 1,000 printed flyers", "A street map and a highlighter", "Two hours of walking a week"],
    successMetrics: ["Flyers brought back per round of 250 (2 to 5 is a good start)", "New faces in the two weeks after each round", "Progress towards: {metrics}"],
    template: `Hello, neighbour!
{product} is just around the corner in {place}. {{one line on what you do}}.
Bring this flyer before {{date}} and {{the welcome offer}}.
Find us at {{address and hours}}, or at {website}.
See you soon, {{your name}} and the team`,
    marketingWisdom:
      "Offline adverts work when they are measured: a code per street and an offer with an end date turn a flyer into an experiment you can repeat. One offer, one photo, one reason to come this week; everything else goes.",
  },
  // ─── Neighbours, partners and the street ───────────────────────────────────────────────────────
  {
    id: "local-neighbour-cross-promotion",
    name: "Cross-promotion with neighbouring businesses",
    kinds: ["local"],
    // A wedding photographer's partners are the venues and planners couples ask, not the counters next door.
    trades: ["food", "beauty", "health", "fitness", "retail", "service", "pet"],
    goals: ["awareness", "partnerships"],
    stages: BETA_ON,
    channels: ["partnerships"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 30 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    inPerson: true,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "Your best future customers in {place} already walk into the shops next door, and a neighbouring owner's word carries a trust for {product} that no advert has.",
    description:
      "Pick two or three neighbouring businesses whose customers are yours too but who sell something different: a café and a florist, a barber and a bookshop, a physio and a gym. Swap cards on each other's counters and run one small joint offer for a month, then keep the pairs that brought people in.",
    steps: [
      "List five businesses within a five-minute walk that share your customers but not your products, and note when each owner is least busy.",
      "Visit in person at their quiet hour, buy something, and make the offer in the template: a stack of each other's cards on both counters and one small welcome for anyone who brings a card, for a month.",
      "Print the agreed cards with both names and the offer; put theirs by your till and give them a stack of yours.",
      "Tell your team about the neighbour so they can recommend them when it fits, and ask the neighbour to do the same.",
      "Count the cards that come back each week; after a month, keep the pairs that brought people in and thank the others with a small treat.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["A stack of small printed cards per neighbour", "Twenty minutes per visit", "A tally sheet by the till"],
    successMetrics: ["Cards returned per neighbour per month", "At least one pairing kept after the first month", "Progress towards: {metrics}"],
    template: `Hello {{first name}}, I'm {{your name}} from {product}, just down the street in {place}. We're neighbours and a lot of our customers come to you too, so I had an idea: we put a small stack of each other's cards on our counters, and for a month anyone who brings your card to us gets {{a small welcome}}, and you offer something similar for ours. No money changes hands, and I'll keep count so we both see if it works. Could I come by for five minutes on {{day}}?`,
    marketingWisdom:
      "Traction calls this business development: the best partner shares your customer, not your product, and the first deal should be small enough to agree to on the spot. Measure it with a tally, not a feeling.",
  },
  {
    id: "local-office-catering-orders",
    trades: ["food"],
    name: "Office breakfast and lunch orders from nearby workplaces",
    kinds: ["local"],
    goals: ["revenue", "partnerships"],
    stages: BETA_ON,
    channels: ["catering"],
    requires: [],
    uses: ["sales"],
    cost: { min: 20, max: 100 },
    paid: false,
    hoursPerWeek: 2,
    premises: true,
    contactsIndividuals: true,
    workplaces: true,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Offices within a ten-minute walk of {product} order breakfasts and team lunches every week, and one office manager who likes you brings dozens of orders a month.",
    description:
      "For a bakery, café, deli or restaurant: offer nearby offices a simple catering menu for meetings, birthdays and Friday breakfasts, introduced with a free sample box on the right person's desk. One regular office order can outweigh a week of walk-ins and fills the early hours.",
    steps: [
      "Write a one-page catering menu with three sizes (a breakfast box for 6, a box for 12, a lunch platter), a price per head, the lead time you need (order by 3pm the day before) and how to order: phone and {website}.",
      "Walk the streets within ten minutes of the shop and list twenty offices, agencies and practices; ask at reception who orders food for meetings and note their name and email.",
      "Each day this week, drop one sample box at one office before 9am, with the menu and the note below addressed to that person by name.",
      "Three working days later, send the follow-up below to that one person, once.",
      "Deliver the first order yourself, on time, with a handwritten thank-you; log every order in a simple sheet and ask what their next meeting needs.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A one-page catering menu (printed and as a PDF)", "Five sample boxes a week", "Someone to cover the counter for an early delivery"],
    successMetrics: ["Sample boxes that turn into a first order (aim for 1 in 5)", "Repeat office orders a month", "Progress towards: {metrics}"],
    template: `Note in the sample box:
Good morning {{first name}}, these are from {product}, just around the corner in {place}. Please share them with the team! We make breakfast boxes and lunch platters for meetings, ordered the day before and delivered by us. The menu is inside, or order at {website}. Warmly, {{your name}}

---
Subject: Breakfast for your next meeting, from {product}

Hello {{first name}}, I hope the team enjoyed the box we dropped off on {{day}}. If you have a meeting or a birthday coming up, we can bring a box for 6 or 12 that morning; we're two minutes away. Just reply with the date and the headcount and I'll confirm by return.
{{your name}}, {product}`,
    marketingWisdom:
      "Find the one person who orders, usually the office manager or the receptionist, and make their job easy: a clear menu, a lead time, one contact and deliveries that are always on time. A sample on their desk does more than any brochure.",
  },
  {
    id: "local-workplace-perk-card",
    name: "A staff perk card for nearby workplaces",
    kinds: ["local"],
    goals: ["revenue", "retention", "partnerships"],
    stages: LIVE,
    channels: ["partnerships"],
    requires: [],
    uses: ["sales"],
    cost: { min: 10, max: 40 },
    paid: false,
    hoursPerWeek: 1,
    premises: true,
    contactsIndividuals: false,
    workplaces: true,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "The people who work within a five-minute walk of {product} pass it every weekday, and a perk their office manager hands out makes you their default for a coffee, a lunch, a haircut or a class.",
    description:
      "Offer the staff of nearby offices, shops and practices a standing perk (10% off, a free extra, a staff rate) shown with a small card. Their office manager gets an easy perk to announce, and you get weekday regulars you can count.",
    steps: [
      "Pick a perk you can keep all year at your margin, and the times it applies (your quiet hours if you have them).",
      "Print a few hundred cards and write the workplace's name on each batch by hand, so you can count redemptions per workplace.",
      "Visit ten workplaces within five minutes' walk, ask at reception for the office manager, and leave the note below with a stack of cards and something to try.",
      "Put a small sign by the till listing the workplaces in the scheme; staff like to see their company's name.",
      "Count cards by workplace each month, and thank the ones that use it with a visit and a small treat for the team.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A few hundred small cards", "Ten visits of fifteen minutes", "A tally sheet by the till"],
    successMetrics: ["Workplaces signed up (aim for ten)", "Perk cards used a week, by workplace", "Progress towards: {metrics}"],
    template: `Hello {{first name}},

I'm {{your name}} from {product}, just around the corner in {place}. We'd like to offer everyone at {{their workplace}} {{the perk}}, all year, on showing this card. Nothing to sign and nothing to pay: just pass the cards around the team, and ask me for more whenever you run out.

Thank you, and do come and say hello!
{{your name}}, {product}`,
    marketingWisdom:
      "Make the office manager look good: a perk that costs their company nothing and that staff enjoy is easy to say yes to. Counting cards per workplace tells you where your next visit is worth making.",
  },
  {
    id: "local-hotel-tourist-office-recommendations",
    name: "Recommendations from hotels, holiday-let hosts and the tourist office",
    kinds: ["local"],
    goals: ["awareness", "partnerships", "revenue"],
    stages: LIVE,
    channels: ["partnerships"],
    requires: [],
    uses: ["sales"],
    cost: { min: 10, max: 40 },
    paid: false,
    hoursPerWeek: 1,
    premises: true,
    contactsIndividuals: false,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Visitors to {place} ask the hotel desk or their host where to go, and a receptionist who knows {product} sends you customers every week for the price of a small card.",
    description:
      "Become the place that receptionists, holiday-let hosts and the tourist office recommend: introduce yourself in person, leave a small stack of cards with a map, and offer their guests a small welcome. It fits any shop or service a visitor might need, from breakfast to a haircut or a quick repair.",
    steps: [
      "List the hotels, guesthouses, holiday-let hosts and the tourist office within a 15-minute walk, and note who is at the desk on quiet afternoons.",
      "Print a small card with a mini map from their door to yours, your hours in {language} and in English, and a guest welcome counted by the card.",
      "Visit each one in person with something for the desk staff to try, and leave the note below with the cards.",
      "For holiday-let hosts, offer the short paragraph below for their house guide.",
      "Count returned cards by source each month, restock the desks that send people, and thank their staff with a treat at the holidays.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Small cards with a map", "Something for the desk staff to try", "An afternoon of visits, then a monthly restock round"],
    successMetrics: ["Guest cards returned a month, by hotel or host", "Desks that keep asking for more cards", "Progress towards: {metrics}"],
    template: `Note for the front desk:
Hello {{first name}}, I'm {{your name}} from {product}, a short walk from you in {place}. Your guests are very welcome: anyone who shows this card gets {{the guest welcome}}. Here are a few cards with a little map, and something for the team to try, so you know what you're recommending. I'll bring more cards whenever you run out!

---
Paragraph for a host's house guide:
{product}, a short walk away in {place}: {{what you do}}. Open {{opening hours}}. Show the {product} card at the till for {{the guest welcome}}.`,
    marketingWisdom:
      "Front-desk staff recommend what they have tried and what makes them look good to guests, so the treat for the team matters more than the cards. A card counted per hotel tells you which partners to look after.",
  },
  {
    id: "local-new-neighbour-welcome",
    name: "A welcome card for people new to the neighbourhood",
    kinds: ["local"],
    // A couple books a wedding once: no regulars, neighbours or new homes to reach.
    trades: ["food", "beauty", "health", "fitness", "retail", "service", "pet", "motor"],
    goals: ["awareness", "revenue"],
    stages: LIVE,
    channels: ["partnerships"],
    requires: [],
    uses: ["sales"],
    cost: { min: 10, max: 50 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "People who just moved to {place} have no favourite places there yet, and a welcome card handed over with their keys makes {product} the first name they try.",
    description:
      "Ask estate agents, letting agents and removal firms nearby to hand a small welcome card from {product} over with the keys. New arrivals are still choosing their places, so a warm first invitation often becomes a weekly habit.",
    steps: [
      "List the estate and letting agents with an office in {place} and the removal firms that work locally.",
      "Print welcome cards with a first-visit treat and one useful local tip (the best park, the market day), so the card helps as well as sells.",
      "Visit each agency with a few treats for the team, and leave the note below with a stack of cards.",
      "Restock every month, and keep a tally of welcome cards redeemed per agency.",
      "Thank the agencies that send people, and offer their own staff the same welcome.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A few hundred welcome cards", "A box of treats for each agency", "A monthly restock round"],
    successMetrics: ["Welcome cards redeemed a month, by agency", "New arrivals who come back a second time", "Progress towards: {metrics}"],
    template: `Welcome card:
Welcome to {place}! From all of us at {product}, just around the corner: {{the first-visit treat}} is on us, whenever you're ready. Neighbour's tip: {{a local tip}}. See you soon, {{your name}}

---
Note for the agency:
Hello {{first name}}, I'm {{your name}} from {product}. Your clients are about to become our neighbours, so we made a little welcome card for them. Would you hand one over with the keys? I'll keep you stocked, and your team is welcome to try us too.`,
    marketingWisdom:
      "Habits form around life changes: people who just moved are the rare customers with no favourite yet. Traction's advice on business development applies here: a partner who meets your customer before you do is worth more than an advert.",
    visiting: {
      why: "People who have just bought or rented a house in {place} need someone to check what the last owners left behind, and a card handed over with the keys makes {product} the number on their fridge.",
      description:
        "Ask estate agents, letting agents and removal firms in {place} to hand a small card from {product} over with the keys: who you are, what you do, the places you cover and a welcome offer on a first job. New owners have no one to call yet, and the first name they are given often becomes theirs for years.",
      steps: [
        "List the estate and letting agents with an office in {place} and the removal firms that work locally.",
        "Print welcome cards with your name, your phone number, the places you cover and one welcome offer on a first job (a check-up at a set price, for instance).",
        "Call in at each agency when you pass on the way to a job, and leave the note below with a stack of cards.",
        "Restock every month, and ask every new customer where they got your number, so you can count the cards by agency.",
        "Thank the agencies that send people, and offer their own staff the same welcome.",
      ],
      resourcesNeeded: ["A few hundred welcome cards", "Ten minutes at each agency on the way to a job", "A monthly restock round"],
      // Cards left on the way to jobs, restocked once a month: a quarter of an hour a week, for a founder who has an hour.
      oneOff: { hoursPerWeek: 0.25 },
      successMetrics: ["New customers a month who had the welcome card, by agency", "First jobs that lead to a second", "Progress towards: {metrics}"],
      template: `Welcome card:
Welcome to your new home in {place}! I'm {{your name}} from {product}. {{the welcome offer on a first job}}, whenever you need it. Call or text {{your phone number}}; if I'm on a job, I'll ring you back the same day.

---
Note for the agency:
Hello {{first name}}, I'm {{your name}} from {product}. Your clients are about to move into houses I may know well, so I made a small welcome card for them. Would you hand one over with the keys? I'll keep you stocked.`,
    },
  },
  // ─── Getting people in: markets, days, seasons, schools and clubs ───────────────────────────────
  {
    id: "local-market-stall",
    name: "A stall at the weekend market or the local fair",
    kinds: ["local", "ecommerce"],
    goals: ["awareness", "revenue"],
    stages: BETA_ON,
    channels: ["markets", "events"],
    requires: [],
    uses: ["sales"],
    cost: { min: 20, max: 150 },
    paid: false,
    hoursPerWeek: 6,
    premises: true,
    contactsIndividuals: false,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "A stall puts {product} in front of hundreds of people in one morning, with something to taste, touch or try in their hands, which converts better than any post.",
    description:
      "Book a stall at one weekend market, street fair or seasonal fair near you, with a small range that travels well, something to try for free, and a card that brings people back. Treat it as a counter that moves: count sales, cards handed out and who comes back afterwards.",
    steps: [
      "Find the two or three markets and fairs near you that draw your kind of customer, visit one as a shopper, and ask the organiser about fees, dates and the waiting list.",
      "Prepare a small range that travels well with clear prices from {price}, a card reader, a sign with your name readable from five metres, and free tastes or tries.",
      "Print the card below and a sign-up sheet with a QR code for people who want to know your next date.",
      "On the day, stand in front of the table, offer a taste or a try to everyone who slows down, and hand a card with every sale.",
      "Afterwards, write down sales, cards handed out and sign-ups; the cards that come back over the next month tell you whether the market is worth a regular pitch.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["A pitch fee and a folding table", "A card reader and a float of change", "A clear sign and 200 cards"],
    successMetrics: ["Takings per market day against the pitch fee", "Cards returned or quoted within a month", "Progress towards: {metrics}"],
    template: `Card for the stall:
Thank you for stopping at the {product} stall! {{one line on what you make}}.
Next time, find us at {{where to find us}} or order any time at {website}.
Bring or quote this card on your first visit or order for {{the small thank-you}}.
{{your name}}`,
    marketingWisdom:
      "Traction counts offline events among the channels most young businesses ignore, which is why they work: a market is also a free focus group, so watch what people pick up first and what they ask. The money is in the people who come back, so no sale leaves without a card.",
  },
  {
    id: "local-stamp-card",
    name: "A loyalty stamp card for regulars",
    kinds: ["local"],
    goals: ["retention", "revenue"],
    stages: LIVE,
    channels: ["loyalty"],
    requires: [],
    uses: ["design"],
    cost: { min: 10, max: 40 },
    paid: false,
    hoursPerWeek: 0.5,
    premises: true,
    contactsIndividuals: false,
    inPerson: true,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "Regulars are what keep {product} going in {place}, and a stamp card turns the third visit into the tenth with one small, visible reward.",
    description:
      "Print a simple stamp card: one stamp per visit or purchase, and a reward after ten that costs you little but feels generous. Hand it out with two stamps already filled in, which makes people far more likely to finish it.",
    steps: [
      "Choose the rule and the reward (one stamp per coffee, loaf, visit or session; the tenth on the house or a small treat) and check its cost against your margin.",
      "Print a few hundred cards and order a custom stamp, or switch on the digital stamp card your till may already include.",
      "Offer a card to every customer with two stamps already given, with one sentence: 'Here, you're already two in.'",
      "Keep a weekly tally of completed cards, and write down the names of the regulars you get to know.",
      "After three months, check whether card holders come more often; if the reward gets ignored, change it to something they ask for.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A few hundred printed cards", "A custom rubber stamp", "A tally sheet by the till"],
    successMetrics: ["Completed stamp cards a month", "Visits a month from card holders against before", "Progress towards: {metrics}"],
    template: `Front:
{product}, {place}
Your card, neighbour
Ten stamps and your {{reward}} is on us.

Back (ten boxes, the first two already stamped):
Thanks for being a regular at {product}. We start you off with two, because you're already part of the street. Show your card on every visit, and if you lose it, just ask us for another.`,
    marketingWisdom:
      "Nunes and Drèze's car-wash study found that a ten-stamp card with two stamps already given was finished far more often than an eight-stamp card starting empty: the same effort, plus a head start. Keep the reward simple enough to say in one breath.",
  },
  {
    id: "local-bring-a-neighbour-referral",
    name: "Bring-a-neighbour referral card",
    kinds: ["local"],
    // A couple books a wedding once: no regulars, neighbours or new homes to reach.
    trades: ["food", "beauty", "health", "fitness", "retail", "service", "pet", "motor"],
    goals: ["awareness", "revenue"],
    stages: LIVE,
    channels: ["referral"],
    requires: [],
    uses: ["sales"],
    cost: { min: 10, max: 50 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Word of mouth already brings most new customers to {product}, and a card that regulars hand to a neighbour gives it a nudge and a way to count it.",
    description:
      "Give regulars a card to pass on: the neighbour gets a welcome treat on their first visit, and the regular gets the same when the card comes back with their name on it. Both sides win, nobody is pushed, and you learn which regulars bring friends.",
    steps: [
      "Choose a two-sided reward that costs little and fits your trade (a coffee each, 10% off the first cut and the next one), and note what it costs you.",
      "Print cards from the template with a line for the regular's name, and keep them in a box by the till.",
      "Hand two cards to regulars you know by name, with one sentence: 'If a neighbour would like us, give them this; you both get a treat.'",
      "When a card comes back, give the newcomer their welcome, write the regular's name in the notebook, and give them their thank-you on their next visit.",
      "Each month, count the cards returned and thank your top three referrers in person.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Two hundred printed cards", "A notebook by the till", "The cost of the treats, which only comes with new customers"],
    successMetrics: ["Referral cards returned a month", "Newcomers from cards who come back a second time", "Progress towards: {metrics}"],
    template: `Front:
{{regular's name}} thinks you'd like {product}.
Bring this card to us in {place} for {{the welcome treat}} on your first visit.

Back:
And {{regular's name}} gets one too, as a thank-you from all of us. Find us at {{address}} or {website}. See you soon!`,
    marketingWisdom:
      "Two-sided rewards feel like a gift between friends, which is why they spread in close neighbourhoods where a sales commission would feel wrong. The name on the card is the whole tracking system: it tells you who your ambassadors are.",
    visiting: {
      why: "Word of mouth already brings most new customers to {product}, and a card your customers hand to a neighbour gives it a nudge and a way to count it.",
      description:
        "Leave two cards with every customer after a job well done: the neighbour gets a welcome offer on their first job, and the customer gets the same off their next one when the neighbour books. Nobody is pushed, and you learn who recommends you.",
      steps: [
        "Choose a two-sided reward that costs little and fits your trade (a set amount off the next job or the next service for both), and note what it costs you.",
        "Print cards from the template with a line for the customer's name, and keep a box of them in the van.",
        "At the end of every job that went well, leave two cards with one sentence: 'If a neighbour needs someone, give them this; you both get something off.'",
        "When a new customer books with a card, write the name on it in your notebook, and take the thank-you off that customer's next job.",
        "Each month, count the cards that came back and thank your top three referrers in person.",
      ],
      resourcesNeeded: ["Two hundred printed cards", "A notebook in the van", "The cost of the rewards, which only comes with new customers"],
      successMetrics: ["Referral cards that come back a month", "New customers from cards who book a second job", "Progress towards: {metrics}"],
      template: `Front:
{{customer's name}} recommends {product}.
Show this card when you book for {{the welcome offer}} on your first job in {place}.

Back:
And {{customer's name}} gets the same off their next job, as a thank-you. Call or text {{your phone number}}.`,
    },
  },
  {
    id: "local-gift-vouchers",
    name: "Gift vouchers for birthdays, holidays and thank-yous",
    kinds: ["local"],
    goals: ["revenue", "awareness"],
    stages: LIVE,
    channels: ["shop-window"],
    requires: [],
    uses: ["design"],
    cost: { min: 20, max: 60 },
    paid: false,
    hoursPerWeek: 1,
    premises: true,
    contactsIndividuals: false,
    inPerson: true,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "Regulars of {product} look for gifts from places they love, and a voucher sells a visit today and brings someone new from {place} through the door later.",
    description:
      "Sell gift vouchers at the counter and online, in set amounts or for a named treat: a birthday cake, a cut and blow-dry, a class, a massage. Put them forward in the weeks before the winter holidays, Mother's and Father's Day and the end of the school year, when people look for a thoughtful local gift.",
    steps: [
      "Choose three voucher values or named treats, a validity of at least twelve months (check your country's legal minimum), and a numbering system.",
      "Print good-looking vouchers with envelopes, and turn on gift cards in your till or a gift-card page on {website}.",
      "Three weeks before each gifting season, display them by the till and in the shop window with the sign below.",
      "Mention them to regulars at the till in the gifting weeks, and offer nearby workplaces a batch for staff gifts.",
      "Track vouchers sold and redeemed by number, and note how many people redeeming them are new faces and whether they come back.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Printed, numbered vouchers and envelopes", "Gift cards switched on in your till or on {website}", "A voucher log"],
    successMetrics: ["Vouchers sold per gifting season", "Share of vouchers redeemed by new customers", "Progress towards: {metrics}"],
    template: `Sign by the till and in the shop window:
Stuck for a gift? Give {product}.
Vouchers for {{voucher values}}, or for {{a named treat}}, in a pretty envelope, ready in a minute.
Buy here in {place} or at {website}; valid for a whole year.
Just ask us at the counter!`,
    marketingWisdom:
      "A voucher is a personal recommendation by design: your regular pays to send someone new to you. Make the first visit of whoever redeems it excellent, since they judge you on someone else's word.",
  },
  {
    id: "local-in-store-workshop",
    name: "An evening tasting or workshop in the shop",
    kinds: ["local"],
    goals: ["awareness", "retention", "revenue"],
    stages: BETA_ON,
    channels: ["events"],
    requires: [],
    uses: ["community", "sales"],
    cost: { min: 30, max: 150 },
    paid: false,
    hoursPerWeek: 3,
    premises: true,
    contactsIndividuals: false,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "A small tasting or class gives people in {place} a reason to come into {product} for the first time and leaves a dozen of them with a story to tell their friends.",
    description:
      "Host a small, hands-on evening after closing: a bread or coffee tasting, a flower-arranging class, a beard-care session, a posture workshop, a repair café. Keep it to 8 to 12 places, book them in advance, and make sure everyone leaves with something they made and a reason to come back.",
    steps: [
      "Choose one format you can run with what you already have, a date three weeks out, and a small ticket price that covers the materials (or free with booking).",
      "Set up the booking: a sign-up sheet at the counter and a booking link on {website} or a free ticketing page, capped at 12 places.",
      "Announce it with the invitation below at the counter, in the window and in your weekly post, and ask regulars to bring a friend.",
      "On the evening, welcome everyone by name, keep the teaching short and the hands-on part long, take photos with permission, and end with a small offer valid for a week.",
      "The next day, thank the guests and share the photos; if it filled up, you will already have set the next date on the night.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Materials or ingredients for twelve", "A free booking page or a sheet at the counter", "One evening after closing"],
    successMetrics: ["Places filled (aim for 10 of 12)", "Guests who come back within two weeks", "Progress towards: {metrics}"],
    template: `You're invited: {{the workshop name}} at {product}
{{date and time}}, in the shop in {place}
Twelve places only. {{what you'll make or taste}}, and you take home what you make.
{{ticket price}} per person, everything included. Book at the counter or at {website}.
Bring a friend, we'll put the kettle on!`,
    marketingWisdom:
      "People value what they helped make (the 'IKEA effect'), and a room of twelve is easier to fill and more memorable than an open day for a hundred. Set the next date on the night, while the guests are still there to book it.",
  },
  {
    id: "local-seasonal-preorders",
    name: "Seasonal specials and holiday pre-orders",
    kinds: ["local"],
    // Pre-orders, collection and quantities are a shop's; a business people book has the next tactic.
    trades: ["food", "retail"],
    goals: ["revenue", "retention"],
    stages: LIVE,
    channels: ["shop-window", "google-business"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 50 },
    paid: false,
    hoursPerWeek: 2,
    premises: true,
    contactsIndividuals: false,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Customers in {place} plan holidays and occasions weeks ahead, and a pre-order list with a firm deadline lets {product} fill its busiest days in advance and prepare exactly for them.",
    description:
      "Pick the moments of the year your customers spend on (the winter holidays, Easter, Mother's Day, back to school, the new year) and prepare a short seasonal list with a last order date, a small deposit and collection slots. Pre-orders smooth the busiest days and tell you how much to prepare.",
    steps: [
      "Mark the next occasion on the calendar and count back six weeks: that is when the list goes out.",
      "Write a short seasonal list (three to five items) with prices, a last order date, collection slots, and a deposit to cut no-shows.",
      "Set up one place to order: a paper order book at the counter plus a simple form or shop page on {website}.",
      "Announce it with the template on the counter, in the shop window and as a Google Business Profile post, and mention it to every regular at the till.",
      "Remind people one week and two days before the deadline, close the list on time, and prepare exactly what was ordered.",
      "After the day, note what sold out and what was left, for next year's list.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["A seasonal list and an order book", "A simple order form on {website}", "A deposit taken at the till"],
    successMetrics: ["Pre-orders taken before the deadline", "Items sold out or left over on the day, against last year", "Progress towards: {metrics}"],
    template: `{{the occasion}} at {product}: pre-orders are open!
Choose from {{the seasonal list}}, ready for you on {{collection dates}}.
Order by {{last order date}} at the counter or at {website}; a small deposit holds your order.
Quantities are limited, so order early. Thank you, {place}!`,
    marketingWisdom:
      "A deadline is what turns interest into orders: announce six weeks out, remind twice, close on time. Deposits are normal for seasonal orders and cut no-shows without upsetting regulars.",
  },
  {
    id: "local-fill-quiet-weekday-slots",
    name: "Fill the quiet weekday slots: rebook at every visit and a short-notice list",
    kinds: ["local"],
    // A business people book: its diary, not its shelves, is what sits empty.
    trades: ["beauty", "health", "fitness", "pet"],
    fillsQuietSlots: true,
    goals: ["revenue", "retention"],
    stages: LIVE,
    channels: ["loyalty", "whatsapp"],
    requires: [],
    uses: [],
    cost: { min: 0, max: 20 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "When the busy days are booked weeks ahead and the quiet ones sit half empty, the clients who already trust {product} are the quickest way to fill them: they only need asking at the right moment.",
    description:
      "Most of the weekday gap is filled by people who already come: book each client's next visit before they leave, steer those who cannot get a busy-day slot to a named weekday slot with a small weekday extra (not a discount), and keep a short-notice list of clients happy to take a free slot at a day's notice. It happens while you work, at the desk and in the chair, so it costs minutes, not hours.",
    steps: [
      "Open your booking system's calendar for the last four weeks and mark the weekday hours that sit empty most often: those two or three blocks are what this tactic fills.",
      "Choose one weekday extra that costs you little and clients value (a treatment add-on, a longer session, a product sample), for those blocks only, and add it to the booking page.",
      "At the end of every visit, offer to book the next one there and then, in the words of the template: 'Shall I put you in for the same time in {{weeks}} weeks? Tuesdays are easy to get.'",
      "When someone asks for a busy-day slot that is gone, offer the nearest quiet-weekday slot with its extra before the next free busy-day slot.",
      "Ask clients who work nearby or flexibly whether they'd like a message when a weekday slot frees up, and keep their names on the short-notice list (only those who say yes).",
      "When a cancellation or a gap appears, send the short-notice message to the list, first to reply gets the slot.",
      "Every Friday, write down the share of weekday slots booked and how many visits were booked at the desk, against {metrics}.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "Your booking system's calendar and its rebooking or waitlist feature, if it has one",
      "A weekday extra that costs little",
      "The short-notice list, on the shop's phone",
    ],
    successMetrics: [
      "Share of clients who book their next visit before leaving (aim for one in two)",
      "Weekday slots booked, week by week",
      "Progress towards: {metrics}",
    ],
    template: `At the desk, at the end of every visit:
"Shall I put you in for the same time in {{weeks}} weeks? Weekdays are easy to get, and {{the weekday extra}} comes with a weekday visit at {product}."

---
Short-notice message (only to clients who asked for it):
Hi {{first name}}, a slot has just opened at {product}: {{day and time}}, with {{the weekday extra}}. Reply YES and it's yours. {{your name}}`,
    marketingWisdom:
      "A booked next visit is the strongest loyalty programme a salon, clinic or studio has: clients rarely cancel a date they chose themselves, and each one moves a busy-day request to a quiet day. Value added on quiet days keeps your prices whole, where a weekday discount teaches clients to wait for it.",
  },
  {
    id: "local-opening-or-anniversary-day",
    name: "A grand opening or anniversary day for the street",
    kinds: ["local"],
    goals: ["awareness", "revenue"],
    stages: ALL_STAGES,
    channels: ["events", "flyers", "shop-window"],
    requires: [],
    uses: ["community", "design"],
    cost: { min: 50, max: 300 },
    paid: false,
    hoursPerWeek: 4,
    premises: true,
    contactsIndividuals: false,
    inPerson: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "One festive day gives everyone in {place} a reason to step into {product} for the first time, and a good first visit is how regulars start.",
    description:
      "Choose a Saturday and make it a small party for the street: a treat for the first visitors, free tastes or tries all day, neighbours and suppliers invited, the local paper told, a flyer drop the week before. For a shop already open, the anniversary does the same job once a year.",
    steps: [
      "Pick a Saturday at least three weeks out, check it against other local events, and tell your neighbouring shops in person so they can join in.",
      "Plan three things: a treat for the first 50 visitors, free tastes or tries all day, and one moment that gathers people at noon (a ribbon, a cake, a raffle).",
      "Print the invitation below as posters and flyers; put one in the shop window three weeks ahead, drop the flyers in nearby streets the week before, and send it to the local paper.",
      "On the day, greet everyone at the door, give each visitor a card with a reason to come back within two weeks, and collect names for your list.",
      "The week after, thank everyone in a post and in the window, and count how many first-day visitors came back.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["Treats or tries for the day", "Posters and 500 flyers", "Every pair of hands in the family on the day"],
    successMetrics: ["Visitors on the day", "First-day visitors who come back within two weeks", "Progress towards: {metrics}"],
    template: `You're invited!
{product} {{is opening or turns one}} on {{date}}, and we'd love to celebrate with the whole street.
From opening time: {{the first-hour treat}} for the first 50 visitors, free tastes and tries all day, and {{the big moment}} at noon.
{{address}}, {place}. Bring the neighbours!
See you there, from all of us at {product}`,
    marketingWisdom:
      "An opening is one of the few days people expect to be invited into a shop, so ask for a small, specific action: come at opening, bring a neighbour. Traction files this under offline events and publicity stunts, and a photo of a queue on the pavement does the rest.",
  },
  {
    id: "local-school-club-fundraisers",
    name: "Help local schools and clubs raise money",
    kinds: ["local"],
    // Families raising money for a school are not couples booking a wedding.
    trades: ["food", "beauty", "health", "fitness", "retail", "service", "pet"],
    goals: ["awareness", "partnerships"],
    stages: BETA_ON,
    channels: ["partnerships", "events"],
    requires: [],
    uses: ["community"],
    cost: { min: 0, max: 50 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Schools, clubs and associations in {place} reach hundreds of local families, and helping them raise money makes {product} the place those families choose.",
    description:
      "Give schools, sports clubs and associations something they need for their fundraising: a voucher or hamper for the raffle, an evening where a share of the takings goes to them, or a stand at their fair. It costs little in cash, and their notices and parents' groups spread the word.",
    steps: [
      "List the schools, sports clubs, scout groups and associations within a short drive, and find who runs fundraising (the parents' association, the club secretary).",
      "Decide what you can give this term: two vouchers for raffles, or one fundraising evening with 10% of the takings going to them.",
      "Send or hand the note below to the organiser, with the voucher ready.",
      "Ask them to mention {product} in their notices and on the night, and put a card in your window saying who you are supporting.",
      "Track vouchers redeemed and new faces on the fundraising evening, and repeat with the groups that brought people in.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Two vouchers or a hamper a term", "One evening's share of takings, if you choose that", "A card for the window"],
    successMetrics: ["New faces from each fundraiser", "Groups that ask you back next term", "Progress towards: {metrics}"],
    template: `Subject: A prize for your {{fundraiser name}}, from {product}

Hello {{first name}},

I'm {{your name}} from {product} in {place}. We'd love to support {{their school or club}}: we can give {{what you offer}} for your raffle, or host an evening where 10% of everything sold goes to you.

Just let me know which suits you, and the date, and I'll drop it off. Good luck with the fundraising!

{{your name}}, {website}`,
    marketingWisdom:
      "Give in kind rather than in cash and ask for a mention in return; a voucher also brings its winner through your door. Local groups spread the word for you, to exactly the families who live nearby.",
  },
  {
    id: "local-team-sponsorship",
    name: "Sponsor a local sports team for a season",
    kinds: ["local"],
    walkIns: true,
    goals: ["awareness"],
    stages: LIVE,
    channels: ["sponsorships"],
    requires: [],
    uses: ["community"],
    cost: { min: 50, max: 300 },
    paid: true,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    inPerson: true,
    timeFrame: "Long-term",
    impact: "Medium Impact",
    why: "A local team's shirts, pitch-side board and match-day posts are seen every weekend by families in {place}, and sponsoring it makes {product} part of the neighbourhood's weekends.",
    description:
      "Sponsor one local team for a season: your name on the shirts or a board at the ground, mentions in the club's posts, and a match-day offer for players' families. Choose the team your customers care about, deal only with the club's committee, and ask for the things that bring people in, beyond a logo.",
    steps: [
      "Ask customers at the till which local clubs they or their children follow, and pick one team within a short drive.",
      "Write to the club secretary with the template, and agree the season's price, what the club gives in return (name on shirts or a board, mentions, a stand at its big day) and how you will count results.",
      "Set up one match-day offer for the club's families, shown with the club card at the till, and a notice for the club's noticeboard.",
      "Go to a home game early in the season and thank the volunteers; take team photos only through the club, and with parents' consent for a youth team.",
      "Count club-card redemptions each month, and renew next season only if families came in.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A season's sponsorship fee", "A simple match-day offer", "A tally of club-card redemptions"],
    successMetrics: ["Club-card redemptions a month", "New regulars who mention the team", "Progress towards: {metrics}"],
    template: `Subject: Sponsoring {{team name}} this season, from {product}

Hello {{first name}},

I'm {{your name}}, owner of {product} in {place}. Many of our customers follow {{team name}}, and we would love to sponsor the team this season.

Could you tell me what your sponsorship packages include (shirts, a board at the ground, mentions in the club's posts) and what they cost? We'd also like to offer the club's families a small thank-you at {product} on match days.

Thank you for everything your volunteers do,
{{your name}}
{product}, {website}`,
    marketingWisdom:
      "A sponsorship pays off through what you ask for beyond the logo: mentions, a match-day offer, a presence at the big days and a way to count it. Start with one season and one team, and judge it by redemptions, not goodwill alone.",
  },
  // ─── Online, but for the neighbourhood ──────────────────────────────────────────────────────────
  {
    id: "local-neighbourhood-instagram",
    name: "Instagram for the neighbourhood, in its own language",
    kinds: ["local"],
    goals: ["awareness", "retention"],
    stages: ALL_STAGES,
    channels: ["instagram"],
    requires: [],
    uses: ["social", "content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    inPerson: true,
    // A window onto the street, "come in this week": nothing for a photographer or plumber who goes to the customer.
    premises: true,
    timeFrame: "Ongoing",
    impact: "Medium Impact",
    why: "People in {place} follow the places they walk past, so posts in {language} that are tagged with the location and name the street reach the people who can come in this week.",
    description:
      "Run the Instagram account as a window onto the street rather than a catalogue: three posts a week and a story most days of what is happening today, always tagged with the location, naming the neighbourhood, and written in {language}. Follow and comment on the neighbours: shops, local pages, the people who tag you.",
    steps: [
      "Set the account up as a business profile with the exact address, the hours, a link to {website} for ordering or booking, and a bio in {language} that names {place}.",
      "Take a batch of photos on one quiet morning: hands at work, the counter at opening, the street outside, the team, your best sellers up close.",
      "Post three times a week at the hours locals scroll (before work, at lunch), always with the location tag and the street or area named in a caption written in {language}.",
      "Add a story most days of what is fresh, new or free today, with the location sticker, and save the best to highlights: prices, how to find us, opening hours.",
      "Spend ten minutes a day following and commenting on neighbouring shops, local pages and customers who tag you; reshare their stories with thanks.",
      "Each Friday, ask at the till which posts people saw, and make more of the kind that brought them in.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A phone with a decent camera", "A batch of photos taken in one morning", "Fifteen minutes a day, in the quiet hour"],
    successMetrics: ["Followers who live nearby (check the location insights)", "Customers a week who mention Instagram at the till", "Progress towards: {metrics}"],
    template: `Good morning, {place}!
{{what's new today}} at {product}, from {{opening time}}. {{one line on why it's good}}.
Come by on your way past {{a local landmark}}, or order or book ahead at {website}.
#{{neighbourhood hashtag}}`,
    marketingWisdom:
      "Local accounts grow through the neighbours they engage with more than through hashtags: tagging the location and commenting on the shops around you puts {product} in front of people who already walk past. Faces and hands outperform product shots on their own.",
  },
  {
    id: "local-meet-the-owner-posts",
    name: "'Meet the owner' story posts",
    kinds: ["local"],
    goals: ["awareness", "retention"],
    stages: ALL_STAGES,
    channels: ["instagram"],
    requires: [],
    uses: ["content", "social"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    inPerson: true,
    // "Why you opened here", "if you pass by, come and say hello": a place people walk into.
    premises: true,
    timeFrame: "Ongoing",
    impact: "Medium Impact",
    why: "People in {place} choose a small independent place over a chain because of who runs it, and a few honest posts about the people behind {product} give them that reason.",
    description:
      "Once a week, post one short true story about the people behind {product}: why you opened here, the early start, the first customer, the apprentice, the supplier down the road. A face and a few true sentences on Instagram, and pinned up in the shop, make neighbours feel they know you before they walk in.",
    steps: [
      "List eight true stories you could tell in four sentences each: why you opened here, a day in your life, your team, your suppliers, a mistake you learned from, a regular who became a friend (with their permission).",
      "Ask someone to take ten photos of you and the team at work in natural light, looking like yourselves.",
      "Each week, post one story with one photo on Instagram, in {language} and in your own voice as in the template, and end with an invitation to drop by.",
      "Print the one people liked most and pin it by the till with its photo.",
      "Notice which stories customers mention at the till; those are the ones to offer the local paper.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Ten honest photos of the team at work", "A list of eight stories", "Thirty minutes a week"],
    successMetrics: ["Comments and shares from local accounts", "Customers who mention a story at the till", "Progress towards: {metrics}"],
    template: `Hello, I'm {{your name}}, the owner of {product} here in {place}.
{{why you started}}.
Most days start at {{start time}}, with {{the first thing you do}}. The best part is still {{what you love most}}.
If you pass by, come and say hello, and ask for me.`,
    marketingWisdom:
      "In Obviously Awesome terms, the owner is part of what makes a local place different from the chain: the person is the positioning. Keep it true and specific; one real detail, like the 4am alarm, beats any adjective.",
  },
  {
    id: "local-press-and-neighbourhood-newsletters",
    name: "A story for the local paper and neighbourhood newsletters",
    kinds: ["local"],
    // Couples planning a wedding (half of them from abroad) do not look for a photographer in neighbourhood groups and papers.
    trades: ["food", "beauty", "health", "fitness", "retail", "service", "pet"],
    goals: ["awareness"],
    stages: BETA_ON,
    channels: ["press", "newsletter", "blog"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Local papers, neighbourhood newsletters and blogs in {place} need stories about the people on their streets, and one honest story about {product} is read by exactly the people who can walk in.",
    description:
      "Find a real story rather than an announcement: the baker who starts at 4am, a grandmother's recipe, an apprentice, a shop saved from closing, a charity morning. Send it short, with photos, to the editor of the local paper, the neighbourhood newsletter and the local blog, one personal email each.",
    steps: [
      "List every outlet that covers {place}: the local paper, the district magazine, neighbourhood newsletters, local blogs and the residents' association bulletin; note each editor's name and email.",
      "Pick one story angle that is true and human (who you are, why here, what is unusual), and take three good photos in daylight: you at work, the front, the product.",
      "Send the email below, written in {language}, to one editor at a time, tailored to what they publish.",
      "Send one short follow-up after a week if there is no answer, then move on to the next outlet.",
      "When a piece runs, frame it by the till, share it, and thank the writer with an invitation to come by.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A list of local outlets and editors", "Three good photos in daylight", "One true story"],
    successMetrics: ["Pieces published in the local press or newsletters", "Customers who mention the piece in the following two weeks", "Progress towards: {metrics}"],
    template: `Subject: A story from {place}: {{the story in five words}}

Hello {{first name}},

I read your piece on {{their recent story}} and thought this might suit your readers. I'm {{your name}}, and I run {product} in {place}. {{the story in two sentences}}.

I can send photos today, and you are very welcome to come by whenever suits you. Happy to answer any questions by email or in person.

Warmly,
{{your name}}
{product}, {website}`,
    marketingWisdom:
      "Journalists want a story their readers will care about, not an advert: a person, a problem, a change in the neighbourhood. Traction's advice on press holds at the local scale: start small, where the editor is one person who answers their own email.",
  },
  {
    id: "local-facebook-groups-nextdoor",
    name: "A helpful neighbour in local Facebook groups and on Nextdoor",
    kinds: ["local"],
    // Couples planning a wedding (half of them from abroad) do not look for a photographer in neighbourhood groups and papers.
    trades: ["food", "beauty", "health", "fitness", "retail", "service", "pet", "motor", "cycle"],
    goals: ["awareness"],
    stages: ALL_STAGES,
    channels: ["facebook-groups", "community"],
    requires: [],
    uses: ["community", "social"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    inPerson: true,
    timeFrame: "Ongoing",
    impact: "Medium Impact",
    why: "Neighbours in {place} ask their local Facebook group or Nextdoor where to go, and an owner who answers honestly is how {product} gets recommended by name.",
    description:
      "Join the groups where people in {place} ask each other for recommendations, and take part as a member of the local community first: answer questions, share useful local news, and mention {product} only when it truly answers the question or on the days the group allows promotion, always saying you are the owner.",
    steps: [
      "Join the two or three busiest local Facebook groups for {place} and Nextdoor under your own name, read each group's rules, and note the days promotion is allowed, if any.",
      "Claim the free Nextdoor business page for {product} so neighbours can recommend it there.",
      "Spend ten minutes a day being useful: answer questions you know about (where to park, a good plumber, what is open on Sunday), welcome newcomers, share local news.",
      "When someone asks for what you do, reply once and honestly, saying you are the owner, as in the template; let happy customers do the rest.",
      "On the group's promotion day, post one thing of real use to neighbours: a new service, an evening in the shop, holiday opening hours.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Your personal account, with your real name", "Each group's rules, read once", "Ten minutes a day"],
    successMetrics: ["Times {product} is recommended by others in the groups", "Customers a week who say a neighbour recommended you online", "Progress towards: {metrics}"],
    template: `Reply when someone asks for a recommendation:
Hi {{first name}}, full disclosure: I run {product} here in {place}, so I'm biased! {{your answer in one line}}. You're welcome to pop by and ask for me, {{your name}}. And if we're not the right fit, {{an honest alternative}} is great too.

---
Post on the group's promotion day:
Hello neighbours! {{your name}} from {product} here. {{the news in one line}}. Come and say hello, or see {website}. Thank you for all the kind recommendations this year; they mean a lot to a small place.`,
    // A business that goes to its customers has no shop to pop into: its news is a free slot and the areas it covers.
    visiting: {
      steps: [
        "Join the two or three busiest local Facebook groups for {place} and Nextdoor under your own name, read each group's rules, and note the days promotion is allowed, if any.",
        "Claim the free Nextdoor business page for {product}, with the areas you cover, so neighbours can recommend it there.",
        "Spend ten minutes a day being useful: answer questions you know about (who to call for what, where to park, what is open on Sunday), welcome newcomers, share local news.",
        "When someone asks for what you do, reply once and honestly, saying you are the owner, as in the template; let happy customers do the rest.",
        "On the group's promotion day, post one thing of real use to neighbours: a free slot this week, a new area you cover, holiday working hours.",
      ],
      template: `Reply when someone asks for a recommendation:
Hi {{first name}}, full disclosure: I run {product} here in {place}, so I'm biased! {{your answer in one line}}. I come to you, anywhere in {areas}: message me to book. And if we're not the right fit, {{an honest alternative}} is great too. {{your name}}

---
Post on the group's promotion day:
Hello neighbours! {{your name}} from {product} here. I have a free slot this week, {{day and time}}, anywhere in {areas}. Message me to book, or see {website}. Thank you for all the kind recommendations this year; they mean a lot to a small local business.`,
    },
    marketingWisdom:
      "Communities reward members and punish advertisers: be a neighbour first, say you own the place every time, and let your customers do the recommending. One honest reply in a busy thread can outlast a month of adverts.",
  },
  {
    id: "local-seo-page",
    name: "A local page on your website that answers 'near me' searches",
    kinds: ["local"],
    // An address, opening hours and what neighbours ask at the counter: not a wedding photographer's page.
    trades: ["food", "beauty", "health", "fitness", "retail", "service", "pet", "motor"],
    goals: ["awareness"],
    stages: ALL_STAGES,
    channels: ["seo", "google-business"],
    requires: [],
    uses: ["seo", "content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    inPerson: true,
    timeFrame: "Long-term",
    impact: "Medium Impact",
    why: "Google matches searches for what you do in {place} to pages that say so plainly, and one clear page on {website} with your address, hours and neighbourhood helps {product} show up for them.",
    description:
      "Write one page on your site that says exactly what you do, where, for whom and when: name, address and phone exactly as on your Google Business Profile, opening hours, the streets and landmarks around you, a map, photos, prices and the questions people ask at the counter. It takes one afternoon and keeps working for years.",
    steps: [
      "Write down the ten questions customers ask most (parking, gluten-free, wheelchair access, booking, prices) and the words they use for what you do.",
      "Create the page with the title and meta description below, in {language}; put the name, address and phone in text exactly as on your Google Business Profile, and embed the map.",
      "Write 300 to 500 words in plain language: what you do, who for, what's nearby, how to get here, then the ten questions with short answers; add four real photos with descriptive file names.",
      "Link the page from your Google Business Profile's website field and from your home page, and ask the local paper, neighbouring shops and associations that mention you to link to it.",
      "After a month, check in Google Search Console which searches bring people to the page, and add answers for the ones it only half answers.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["Access to edit your website", "Four real photos", "One afternoon, then an hour a month"],
    successMetrics: ["The page appears for what you do plus {place} within three months", "Clicks from Google Search Console a month", "Progress towards: {metrics}"],
    template: `Page title (about 60 characters):
{{what you do}} in {place} | {product}

Meta description (about 150 characters):
{product} is a {{what you do}} in {place}, open {{opening hours}}. See prices, find us and order or book at {website}.

Opening paragraph:
{pitch} You'll find us at {{street address}}, near {{a local landmark}}. Unlike {competitor}, {{what makes you different}}. Below are the answers to what our neighbours ask us most.`,
    marketingWisdom:
      "Local search rewards consistency and plain answers: the same name, address and phone everywhere, and a page that answers the questions asked at the counter. Writing those questions down first is all the keyword research a local business needs.",
  },
  {
    id: "local-search-ads-small-radius",
    name: "Google search ads within a short drive of the shop",
    kinds: ["local"],
    goals: ["revenue", "awareness"],
    stages: LIVE,
    channels: ["google-ads", "google-business"],
    requires: ["paid"],
    workaround: {
      paid: "No ads experience? Use the simplified Smart campaign Google offers small businesses, set the radius and a daily cap, and read the search terms every Friday.",
    },
    uses: ["paid", "analytics"],
    cost: { min: 150, max: 600 },
    paid: true,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "People who search for what you do near {place} are ready to come in today, and a search ad limited to a short drive puts {product} first in their results.",
    description:
      "Run one Google Ads search campaign shown only to people within 2 to 5 km of the shop (or the area you serve), on a handful of 'near me' and neighbourhood searches, with a small daily cap. Link it to your Google Business Profile so the ad shows your address, hours and a call button.",
    steps: [
      "Link your Google Business Profile to a new Google Ads account, and set up conversions you can count: calls from the ad, direction requests, and orders or bookings on {website}.",
      "Create one search campaign with the location set to a 2 to 5 km radius around the shop, targeting people in or regularly in that area, and a daily cap you can afford to lose while you learn.",
      "Choose 10 to 20 keywords (what you do plus 'near me', what you do plus {place}, your own name) and add negative keywords right away: jobs, recipes, free, training.",
      "Write the ad from the template in {language}, keeping each headline under 30 characters and each description under 90.",
      "Every Friday, read the search terms report, add new negatives, and compare calls and direction requests with the week before; pause after a month if nothing has moved.",
    ],
    setupSteps: 4,
    resourcesNeeded: ["A Google Ads account linked to your Google Business Profile", "A daily budget cap", "Thirty minutes every Friday"],
    successMetrics: ["Cost per call or direction request", "New customers a week who say they found you on Google", "Progress towards: {metrics}"],
    template: `Headlines (up to 30 characters each):
{product}
{{what you do}} near you
Open today until {{closing time}}

Descriptions (up to 90 characters each):
{{what makes you different}}. In {place}, a short walk or drive away.
Run by {{your name}} and the team. Order or book ahead at {website}, or tap to call.`,
    marketingWisdom:
      "Search ads work for a local business because the intent is already there: someone typing 'near me' wants to come in now. Most of the money small advertisers waste goes on search terms nobody read, so the Friday check matters more than clever copy.",
    // Pupils book a first lesson and drive further for one than for a coffee: no shop, opening hours or orders.
    teaching: {
      name: "Google search ads for lessons, shown within a short drive of where you teach",
      why: "People who search for a {teacher} near {place} are choosing this week, and a search ad limited to a short drive of where you teach puts {product} first, beside your reviews.",
      description:
        "Run one Google Ads search campaign shown only to people within 5 to 10 km of where you teach, on a handful of searches for lessons ('{teacher} near me', lessons plus {town}, your own name), with a small daily cap. Link it to your Google Business Profile so the ad shows your reviews and a call button, and send clicks to a page with the timetable, the price and how to book a first lesson.",
      steps: [
        "Link your Google Business Profile to a new Google Ads account, and set up conversions you can count: calls from the ad, messages, and first lessons booked on {website}.",
        "Create one search campaign with the location set to a 5 to 10 km radius around where you teach (people travel further for lessons than for a coffee), targeting people in or regularly in that area, and a daily cap you can afford to lose while you learn.",
        "Choose 10 to 20 keywords ('{teacher} near me', lessons plus {town}, your own name) and add negative keywords right away: jobs, course, qualification, free; people training to teach are not your pupils.",
        "Write the ad from the template in {language}, keeping each headline under 30 characters and each description under 90.",
        "Every Friday, read the search terms report, add new negatives, and count calls and first lessons booked against the spend; pause after a month if nothing has moved.",
      ],
      resourcesNeeded: ["A Google Ads account linked to your Google Business Profile", "A daily budget cap", "Thirty minutes every Friday"],
      successMetrics: ["Cost per first lesson booked", "New pupils a month who say they found you on Google", "Progress towards: {metrics}"],
      template: `Headlines (up to 30 characters each):
{product}
{{what you teach}} near you
{{your first-lesson offer}}

Descriptions (up to 90 characters each):
{{what makes your lessons different}}. In {place}, with {{your name}}.
See the timetable and book a first lesson at {website}, or tap to call.`,
      marketingWisdom:
        "Search ads work for lessons because the intent is already there: someone typing '{teacher} near me' is choosing this week. Most of the money small advertisers waste goes on search terms nobody read (people looking for teaching jobs or courses), so the Friday check matters more than clever copy.",
    },
  },
  {
    id: "local-meta-ads-small-radius",
    name: "Facebook and Instagram ads for people within a short walk",
    kinds: ["local"],
    goals: ["awareness"],
    stages: LIVE,
    channels: ["meta-ads", "instagram", "paid-social"],
    requires: ["paid"],
    workaround: {
      paid: "No ads experience? Boost one of your best recent posts straight from the Instagram or Facebook app: choose people near the shop, a 2 km radius, a daily cap and two weeks.",
    },
    uses: ["paid", "social"],
    cost: { min: 100, max: 400 },
    paid: true,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Most of the future regulars of {product} live or work within a short walk, and a Meta ad limited to that radius shows them your counter, your street and your name week after week.",
    description:
      "Run a small, always-on awareness campaign on Facebook and Instagram shown only to people within 1 to 3 km of {product}, with your best real photo and one line naming the street. It keeps you in mind between visits; judge it by new faces at the till, since likes pay no rent.",
    steps: [
      "In Meta Business Suite, connect the Facebook page and the Instagram account of {product} and add a payment method.",
      "Create an awareness campaign with the location set to a pin on the shop and a 1 to 3 km radius, ages that match your customers, and a daily cap you are comfortable losing while you learn.",
      "Use your most-liked recent photo of the counter, the team or the front, with the text below in {language}, and a 'Get directions' button.",
      "Let it run two weeks untouched, then swap the photo; refresh the image every two weeks so neighbours keep noticing it.",
      "Each Friday, set the reach and the spend against your till: ask new faces how they heard of you and keep a tally.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["A Facebook page and Instagram account for {product}", "Three or four real photos", "A daily budget cap"],
    successMetrics: ["Local reach and frequency (aim for each neighbour two or three times a week)", "New faces who mention the ad", "Progress towards: {metrics}"],
    template: `Primary text:
Neighbours in {place}, have you met {product}? {{what you do best}}, a short walk from {{a local landmark}}.
Come by today: we're open {{opening hours}}.

Headline:
{product}, right around the corner

Button: Get directions`,
    marketingWisdom:
      "For a local shop, ads work through frequency more than reach: the same few thousand neighbours seeing your face and your street ten times beats a whole city seeing it once. Real photos of the place work best; polished stock images read as an advert and get scrolled past.",
    // Lessons have no counter or till: a real lesson in the photo, and first lessons booked as the count.
    teaching: {
      name: "Facebook and Instagram ads for lessons, shown within a short drive of where you teach",
      why: "Most of the future pupils of {product} live within a short drive, and a Meta ad limited to that radius shows them a real lesson week after week, until the day they are ready to book.",
      description:
        "Run a small, always-on campaign on Facebook and Instagram shown only to people within 5 to 10 km of where you teach, with a real photo of a lesson and one line on what a first lesson is. Judge it by first lessons booked, since likes fill no places.",
      steps: [
        "In Meta Business Suite, connect the Facebook page and the Instagram account of {product} and add a payment method.",
        "Create a campaign with the location set to a pin on where you teach and a 5 to 10 km radius, ages that match the people who book (parents, or the pupils themselves), and a daily cap you are comfortable losing while you learn.",
        "Use a real photo of a lesson (no pupil's face without permission, and a parent's for a child) with the text below in {language}, and a 'Send message' button.",
        "Let it run two weeks untouched, then swap the photo; a new picture every two weeks keeps it from being scrolled past.",
        "Each Friday, set the reach and the spend against the first lessons booked: ask every new pupil or parent how they heard of you and keep a tally.",
      ],
      resourcesNeeded: ["A Facebook page and Instagram account for {product}", "Three or four real photos of lessons, taken with permission", "A daily budget cap"],
      successMetrics: ["Messages and first lessons booked from the ad", "New pupils who mention the ad", "Progress towards: {metrics}"],
      template: `Primary text:
{{what a pupil can do after a term}}: that is what a term at {product} is for. {{what makes your lessons different}}, in {place}.
First lessons this month: {{days and times with places free}}. Send us a message to book one.

Headline:
{product}: first lessons this month

Button: Send message`,
      marketingWisdom:
        "For lessons, ads work through trust more than reach: a real photo of you teaching, seen a few times by the same families nearby, does more than a polished advert seen once. The ad brings a first lesson; the first lesson brings the term.",
    },
  },
  // ─── Regulars, ordering ahead, delivery ─────────────────────────────────────────────────────────
  {
    id: "local-regulars-whatsapp-list",
    name: "An opt-in WhatsApp or text list for regulars",
    kinds: ["local"],
    // A couple books a wedding once: no regulars to message or to invite back.
    trades: ["food", "beauty", "health", "fitness", "retail", "service", "pet"],
    goals: ["retention", "revenue"],
    stages: LIVE,
    channels: ["whatsapp", "sms"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 30 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Ongoing",
    impact: "High Impact",
    why: "Regulars of {product} want to know when their favourite is back or a slot opens up, and one short weekly message to people who asked for it brings them in on a quiet day.",
    description:
      "Invite regulars to join a list for news: the dish of the week, a free slot this afternoon, holiday hours. Only people who sign up themselves, one message a week at most, and an easy way out. WhatsApp Business broadcast lists suit most of Europe, Latin America and Asia; text messages suit places where WhatsApp is rare.",
    steps: [
      "Install WhatsApp Business on the shop's phone (or pick a simple text message tool), check your country's consent rules (GDPR in Europe), and write down your own rule: opt-in only, one message a week at most, STOP honoured at once.",
      "Put the sign-up card by the till with a QR code that opens a chat with a ready-written 'Yes, keep me posted' message, and keep a paper sheet for those who prefer to write their number.",
      "Add each person who opts in to a broadcast list, and ask them to save the shop's number, since broadcasts only reach people who have saved it.",
      "Send one useful message a week at the same time, from the template: what's new, a quiet-hour slot or a pre-order deadline.",
      "Note replies and visits the day after each message, and remove anyone who asks, at once.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["WhatsApp Business on the shop's phone, or a text message tool", "A sign-up card with a QR code", "Ten minutes a week"],
    successMetrics: ["People on the list (aim for 50 in the first month)", "Visits or orders the day after each message", "Progress towards: {metrics}"],
    template: `Sign-up card by the till:
Be the first to know! Join the {product} list for {{what you'll send}}, one message a week at most. Scan the code or write your number below. Reply STOP any time to leave.

---
Weekly message:
Hello from {product}! {{this week's news}}. {{today's offer or free slot}}, until {{time}}. See you soon in {place}, {{your name}}
(Reply STOP to leave the list.)`,
    marketingWisdom:
      "Permission is the asset: fifty neighbours who asked to hear from you will outsell a thousand followers, as long as every message is worth opening. WhatsApp's rules require consent before messaging, and broadcasts reach only people who saved your number.",
  },
  {
    id: "local-monthly-email-list",
    name: "A sign-up card at the till and one email a month for regulars",
    kinds: ["local"],
    goals: ["retention", "signups", "revenue"],
    stages: LIVE,
    channels: ["email-marketing", "newsletter", "events"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 20 },
    paid: false,
    hoursPerWeek: 0.5,
    premises: true,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "Regulars of {product} who give you their email address ask to hear what is new and what is on, and one email a month, written in an hour, brings them back and fills your events.",
    description:
      "Collect email addresses where people already are, at the till and at your events, with a card that says what they will get and how often, then send one short email a month: what is new, one personal pick, the next date for their diary. Nobody is added without saying yes.",
    steps: [
      "Open a free account with an email newsletter tool (Mailchimp, MailerLite or Brevo all have a free plan for a list this size), make a one-field sign-up form with a tick box for consent, and print its QR code.",
      "Put the sign-up card below by the till and take a clipboard with the same consent line to every event, and type the paper sign-ups into the tool each week.",
      "At the till, ask each regular one sentence: 'Would you like our monthly email? What's new and what's on, once a month, nothing else.'",
      "On the first Monday of each month, send the email below: spend an hour on it, keep it short, and end with one date or one thing to reply to.",
      "Each month note new sign-ups by where they came from (till, event, website), the opens, and who came in or booked because of the email, and drop the part of the email nobody clicks.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A free email newsletter tool", "A printed sign-up card with a QR code", "A clipboard for events", "An hour on the first Monday of each month"],
    successMetrics: ["Sign-ups a week, from the till and from each event", "Opens and replies to each monthly email", "Progress towards: {metrics}"],
    template: `Sign-up card by the till:
Hear from {product} once a month
What's new, what's on, and the next date for your diary. One email a month, nothing else; unsubscribe with one click.
Scan the code or write your email here, and tick the box if you're happy to hear from us: ☐

---
Monthly email:
Subject: What's new at {product} this month

Hello {{first name}},

New this month: {{two or three new things}}.
My pick this month: {{one thing you love and why}}.
Next date for your diary: {{the next event and its date}}. Reply to this email to save a place.

See you soon in {place},
{{your name}}, {product}
{website}`,
    marketingWisdom:
      "An email list is the one audience a small shop owns: no algorithm decides who sees it. A short, personal email once a month keeps you in mind without wearing out the welcome, and asking for a reply (to save a place, to tell you what they are reading) turns it into a conversation. In the UK and the EU, add only people who said yes and keep a record of it.",
  },
  {
    id: "local-service-due-reminders",
    name: "A text to past customers when their yearly service is due, offering the quiet months first",
    kinds: ["local"],
    yearly: true,
    trades: ["service", "health", "motor"],
    goals: ["revenue", "retention"],
    stages: LIVE,
    channels: ["sms", "loyalty"],
    requires: [],
    uses: [],
    cost: { min: 0, max: 20 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Past customers of {product} already trust you and need the same check every year, so a short text when it is due, offering the slots you find hardest to fill, books work without finding a single new customer.",
    description:
      "Go through last year's jobs, note who needs a yearly service or check, and send each one a short text a few weeks before it is due, offering your quiet months first at a small discount. Replies come by text, so you answer them in the evening instead of taking calls on the job.",
    steps: [
      "Go through last year's invoices or your diary and list every customer with a yearly service or check, with the month it was done and their mobile number.",
      "Pick the weeks you most want to fill and a small reason to book them (a set price or a small discount for booking in the quiet months).",
      "Every Sunday evening, text the customers whose service falls due in the next six weeks with the message below, from your own phone.",
      "Answer replies by text in the evening, put each booking straight into your diary, and send a reminder the day before.",
      "Each month count the texts sent, the bookings that came back and the quiet-month slots filled, and text again once, two weeks later, only those who did not reply.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Last year's invoices or diary", "Your mobile phone", "Half an hour on Sunday evenings"],
    successMetrics: ["Bookings from the texts a month", "Quiet-month slots filled", "Progress towards: {metrics}"],
    template: `Text:
Hi {{first name}}, it's {{your name}} from {product}. Your {{service}} is due around {{month}}. I have slots in {{quiet weeks}} at {{the quiet-month price}}; reply with a day that suits and I'll confirm by text. If you'd rather not hear from me, just reply STOP.

---
Reminder, the day before:
Hi {{first name}}, {{your name}} here: see you tomorrow around {{time}} for the {{service}}. Reply if anything changes.`,
    marketingWisdom:
      "The cheapest job to win is the next one from a customer who was happy last time. Customers rarely remember when a service is due, so the reminder is a favour, not a sales pitch, and offering your quiet months first evens out the year. Text only customers you have done work for, and stop at once when asked.",
  },
  {
    id: "local-student-welcome-days",
    name: "Be at the welcome days when new students arrive, with the international office and student associations",
    kinds: ["local"],
    audiences: ["students"],
    goals: ["awareness", "revenue", "partnerships"],
    stages: LIVE,
    channels: ["events", "partnerships", "newsletter", "flyers"],
    requires: [],
    uses: ["sales", "social"],
    cost: { min: 20, max: 150 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    inPerson: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "New students in {place} arrive knowing nobody and needing everything in their first week, and the welcome days, the international office and the student associations are where they ask what to get and where.",
    description:
      "Every intake is a new town's worth of customers who have never heard of {product}. Be where they are told what to do in their first week: a stand or a flyer at the university's welcome days, a line in the international office's arrival guide, and a small deal for members of the student associations (for international students, the Erasmus Student Network section), timed for the weeks before and after arrival.",
    steps: [
      "List the dates of the next intake's welcome days and introduction weeks, the international office's arrival guide or newsletter, and the student associations with the most new members (for international students, the Erasmus Student Network section), with a contact for each.",
      "Write to each one with the note below, offering a small deal for their members, a one-paragraph text for their guide, or both, two months before the intake.",
      "Print a flyer in the languages new students read, with your address on a small map, {price}, and the deal for members; bring a stack to each stand or office that says yes.",
      "In the first two weeks of term, ask every new customer where they heard of you and tally the answers by source.",
      "After the intake, thank the associations that sent people, agree the next intake's deal, and drop the sources that sent nobody.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["The welcome days' dates and the associations' contacts", "Two hundred flyers", "A small deal for members that you can afford on every sale"],
    successMetrics: ["Associations and offices that share your deal or text", "New customers in the first month of term, by where they heard of you", "Progress towards: {metrics}"],
    template: `Note to a student association or the international office:
Hello {{first name}},

I'm {{your name}} from {product} in {place}. {pitch} Every year your new members arrive needing what we do, and many ask where to go in their first week.

We'd like to offer your members {{the deal for members}}, shown with a membership card, and we can send a short paragraph and a map for your welcome guide or newsletter. Would that be useful for the next intake?

Thank you,
{{your name}}, {product}`,
    marketingWisdom:
      "A student town renews its customers every year, so the intake is a launch you repeat: be where new students are told what to do, in their first week, before they pick a habit. Associations help when your deal helps their members, so make it something they can announce with pride.",
  },
  {
    id: "local-click-and-collect",
    name: "An order-ahead page for click-and-collect",
    kinds: ["local"],
    goals: ["revenue", "retention"],
    stages: BETA_ON,
    channels: ["google-business", "shop-window"],
    requires: [],
    uses: ["analytics"],
    cost: { min: 0, max: 40 },
    paid: false,
    hoursPerWeek: 2,
    premises: true,
    contactsIndividuals: false,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Busy people in {place} who cannot queue at rush hour will still buy from {product} if they can order on their phone and collect in a minute.",
    description:
      "Set up a simple page where customers order and pay ahead and collect at a time they choose: your till provider's online ordering, or a short order form on {website}. Start with your ten best sellers and fixed collection slots so the busiest hour stays under control.",
    steps: [
      "Check whether your till or card reader (Square, SumUp, Zettle, Lightspeed and others) includes online ordering; otherwise add a simple order page to {website}.",
      "List your ten best sellers with photos and prices from {price}, set collection slots that fit your busiest hours, a cut-off (orders by 8pm for the next morning) and a maximum per slot.",
      "Test it with two regulars, then add the link as the order button on your Google Business Profile, in your social bios, and on a card at the counter.",
      "Put the sign below on the door and in the shop window: order ahead, skip the queue, with the QR code.",
      "Keep a collection shelf by the door with names on the bags, and count orders, collection times and no-shows each week.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["Online ordering from your till provider, or an order form on {website}", "Photos of ten best sellers", "A shelf by the door"],
    successMetrics: ["Orders ahead a week", "Share of morning sales ordered ahead", "Progress towards: {metrics}"],
    template: `Sign for the door and the shop window:
Skip the queue at {product}!
Order on your phone by {{cut-off time}}, collect from {{collection time}}: your order waits on the shelf by the door, with your name on it.
Scan the code or go to {website}.

---
Order confirmation:
Thanks {{first name}}! Your order at {product} will be ready at {{collection time}}. Just give your name at the counter. See you soon, {{your name}}`,
    marketingWisdom:
      "Traction's engineering as marketing at its smallest: a tool that saves the customer five minutes earns their habit. Fixed slots and a cut-off protect your busiest hour as much as they please the customer.",
  },
  // ─── Orders from customers who are away: holiday-home owners, visitors ─────────────────────────
  {
    id: "local-remote-order-before-you-travel-posts",
    remoteOrders: "any",
    name: "'Order before you travel' posts in {group}",
    kinds: ["local"],
    trades: ["food", "retail"],
    goals: ["revenue", "awareness"],
    stages: BETA_ON,
    channels: ["facebook-groups", "whatsapp"],
    requires: [],
    uses: ["social", "content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "{away} plan their weekend in {town} from home during the week, and {group} is where they already read what is on, so a short post before each weekend reaches them while they can still order.",
    description:
      "Once a week, on the day before people pack, post in {group} that {product} delivers {deliveryArea}: send your list {orderBy} by a cut-off and it is waiting at the house when you arrive. Ten days before each bank holiday in these weeks ({longWeekends}), post a longer version, when owners decide to come down.",
    steps: [
      "Message the admin of {group}: say who you are, that {product} now delivers {deliveryArea}, and ask whether businesses may post and on which day. Keep to one post a week at most, whatever the rules allow.",
      "Fix your cut-off and delivery days (for example, orders by Thursday 6pm delivered on Friday afternoon) and take three photos: an order packed with a name on it, the van at a front door, the counter with the family behind it.",
      "Every Wednesday evening, post the weekly message below with one of the photos; it takes fifteen minutes. Reply to every comment that evening, and answer questions about stock in the comments, not only in private.",
      "Ten days before each bank holiday ({longWeekends}), post the bank-holiday message below instead, and pin the order number in the comments.",
      "Every Friday, write in the order book how many orders came in after the post and how many of them said they saw it in the group.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Your own Facebook account as a member of {group}, and the admin's yes", "Three good photos of orders going out", "Fifteen minutes every Wednesday evening"],
    successMetrics: ["Orders in the 48 hours after each post, counted every Friday", "First post in the group within two weeks", "Orders before each bank holiday, against the weekend before it", "Progress towards: {metrics}"],
    template: `Weekly post in {group} (with a photo of an order ready to go):
Coming down to {town} this weekend? Order before you travel and it'll be waiting at the house when you arrive. {product} delivers {deliveryArea}: {goods}, a new lock, batteries, whatever the house needs. Send us your list {orderBy} on {{your order number}} by {{cut-off day and time}} and we'll drop it to the door on {{delivery day}}. {{your name}}, {product}

---
Ten days before a bank holiday:
Heading to {town} for the bank holiday? Beat the rush and have the house ready: send {product} your list {orderBy} on {{your order number}} by {{cut-off day and time}}, and it's at the door before you are. {{one thing people always run out of}} in stock now. Thanks to everyone who ordered last time!`,
    marketingWisdom:
      "A community group is a noticeboard people trust, not an ad space: one useful post a week, written like a neighbour and answered in public, earns more orders than several sales posts, and the admin's blessing keeps you welcome. A cut-off turns 'must ring them' into an order today.",
  },
  {
    id: "local-remote-whatsapp-order-line",
    remoteOrders: "whatsapp",
    name: "A WhatsApp Business order line with a catalogue and a bank-holiday list",
    kinds: ["local"],
    trades: ["food", "retail"],
    goals: ["revenue", "retention"],
    stages: BETA_ON,
    channels: ["whatsapp"],
    requires: [],
    uses: ["social"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.25,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "{away} order from their kitchen in the city, in the evening, so an order line that answers itself, shows the usual things with prices and messages them before each bank holiday turns the order they keep meaning to ring in into one sent tonight.",
    description:
      "Turn the number customers already use into a WhatsApp Business order line: a catalogue of the things {away} order most, a greeting that says how ordering and delivery work, quick replies for the questions you answer every day, and an opt-in list messaged once before each bank holiday ({longWeekends}).",
    steps: [
      "Install WhatsApp Business on the shop's phone with the order number, and fill in the profile: address, hours, delivery {deliveryArea}, and the greeting and away messages below.",
      "Add a catalogue of the twenty things people order most for the house, with a photo and a price each, and save quick replies for what you answer every day: how to order, the cut-off and delivery days, and how to pay.",
      "Ask every customer who orders or calls in whether they'd like one message before each bank holiday; add only those who say yes to a broadcast list (it reaches only people who saved your number, so ask them to save it), and label their chats 'Holiday home'.",
      "Ten days before each bank holiday ({longWeekends}), send the list the broadcast below, and nothing else in between; remove anyone who replies STOP at once.",
      "Every Friday, count in the order book the orders that came by WhatsApp, the people on the list and the replies to the last broadcast.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["WhatsApp Business (free) on the shop's phone", "Photos and prices of the twenty things people order most", "An evening to set it up, then a quarter of an hour a week besides answering orders"],
    successMetrics: ["Greeting and away messages live in the first week, the catalogue within a month", "People on the bank-holiday list, and orders after each broadcast", "Progress towards: {metrics}"],
    template: `Greeting message (sent automatically to a new chat):
Hello and thanks for messaging {product}! Send us your list, your name and the address of the house, and we'll reply with the total and the delivery time. We deliver {deliveryArea}; orders by {{cut-off day and time}} arrive on {{delivery day}}. Our catalogue has the usual things with prices.

---
Away message (outside opening hours):
Thanks, we've got your message! We're closed right now and will reply from {{opening time}}. Your order is safe here.

---
Bank-holiday broadcast (only to people who asked for it):
Hello from {product} in {town}! The bank holiday is coming: if you'd like the house ready when you arrive, reply with your list by {{cut-off day and time}} and we'll have it at the door. {{what's in stock for the weekend}}. Reply STOP to leave this list.`,
    marketingWisdom:
      "People who own a house they only visit think about it in bursts, usually the week before they travel: one message at that moment, to people who asked for it, is worth more than any post. WhatsApp's rules need their consent first, and a broadcast only reaches people who saved your number.",
  },
  {
    id: "local-remote-caretakers-and-letting-agents",
    remoteOrders: "any",
    name: "Orders through the caretakers, cleaners and letting agents who look after holiday homes",
    kinds: ["local"],
    trades: ["food", "retail"],
    goals: ["revenue", "partnerships"],
    stages: BETA_ON,
    channels: ["partnerships", "whatsapp"],
    requires: [],
    uses: ["sales"],
    cost: { min: 10, max: 40 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "The caretakers, cleaners and letting agents around {town} are in the holiday homes before the owners arrive and are the first people owners ask when something is missing, so each one who passes on your order number brings you a street of houses.",
    description:
      "List the people who look after holiday homes around {town}, and offer each a simple arrangement: they can order for the owners they look after and have it delivered with the keys, and they leave a small {product} card on the kitchen table of each house at changeover. Two visits a week until you have met them all.",
    steps: [
      "Write a list of ten people who look after holiday homes {deliveryArea}: the caretakers and cleaners owners recommend in {group}, the letting agents and holiday-let managers on the main street, and the ones your customers name when you ask who minds their house.",
      "Print 200 small cards with the card text below, and decide what you offer them: delivery with the keys, one bill a month for the houses they look after, and a thank-you at the end of the season.",
      "Each week, call in on or ring two of them at a quiet moment with a stack of cards, using the words below; leave the cards only with those who say yes.",
      "When an order comes through a caretaker or a card, write their name beside it in the order book and thank them by name the same week.",
      "Every Friday, count the orders that came through each caretaker or agent, and go back with more cards to the ones that work.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["200 printed cards", "A list of ten caretakers, cleaners and letting agents", "Two short visits or calls a week"],
    successMetrics: ["Ten caretakers and agents met within six weeks", "Orders that name a caretaker, an agent or the card, each week", "Progress towards: {metrics}"],
    template: `What to say to a caretaker or a letting agent:
"Hello, I'm {{your name}} from {product}. We now deliver {deliveryArea}, so the owners you look after can have what the house needs there when they arrive. If an owner asks you for something, or you need it for a changeover, send us the list {orderBy} and we'll bring it with the keys or to the door. Would you leave a few of these cards on the kitchen table of the houses you look after?"

---
Card for the kitchen table:
Need something for the house? {product}, {town}. Send your list {orderBy} to {{your order number}} by {{cut-off day and time}} and we deliver {deliveryArea}: {goods}, and whatever else the house needs.`,
    marketingWisdom:
      "Partnerships work when the partner's own job gets easier: a caretaker who can tell an owner 'it's sorted, it'll be there Friday' looks good, and a card left at every changeover keeps working long after your visit. Thank the people who send orders, by name and often.",
  },
  {
    id: "local-remote-paper-story",
    remoteOrders: "any",
    name: "A story for {paper} about the house ready before you arrive",
    kinds: ["local"],
    trades: ["food", "retail"],
    goals: ["awareness", "revenue"],
    stages: BETA_ON,
    channels: ["press"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.25,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "{away} who read {paper} to keep up with {town} from the city trust a story in it more than an ad, and a family shop that now has the house ready before they arrive is the kind of local news editors want.",
    description:
      "Send {paper} a short story: a family shop in {town} that now takes orders {orderBy} and delivers {deliveryArea}, so {away} find what the house needs waiting when they arrive. Time it two to three weeks before a bank holiday ({longWeekends}), with two good photos, and follow up once.",
    steps: [
      "Find the name and email of the reporter who covers {town} at {paper}: their name is on recent stories about the town, or ring the news desk and ask.",
      "Take two photos in daylight: the family behind the counter, and the van at the door of a house with an order; ask one owner who ordered whether you may tell their story and use the photo.",
      "Two to three weeks before the next bank holiday, send the story below with the photos on a Monday morning, and ring or email once a week later if you have heard nothing.",
      "When it runs, put the cutting in the window and by the till, and ask every new caller how they heard about the delivery.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["The reporter's name and email", "Two good photos", "An hour to write and send the story, once"],
    successMetrics: ["Story sent three weeks before a bank holiday", "Orders from callers who say they read it", "Progress towards: {metrics}"],
    template: `Subject: {town} shop has the house ready before holiday-home owners arrive

Hello {{reporter's first name}},

{pitch}

The story: {product} now takes orders {orderBy} and delivers {deliveryArea}. Customers ring or message during the week from home, and when they arrive for the weekend the gas, the paint or the new lock is already at the house. {{one owner's story}}.

I'd be glad to chat, and two photos are attached: the family at the counter and an order at a front door. Happy to send more.

{{your name}}
{product}, {town}
{{your phone number}}`,
    marketingWisdom:
      "Local papers need real local stories every week: a long-standing family business changing how it serves people is one, told with a name, a face and a small human detail. One story read by the people you want to reach does more than many ads, and a cutting in the window keeps working.",
  },
  {
    id: "local-delivery-platforms",
    trades: ["food"],
    name: "Delivery apps for food businesses, with the commission counted first",
    kinds: ["local"],
    goals: ["revenue"],
    stages: LIVE,
    channels: ["marketplaces"],
    requires: [],
    uses: ["analytics"],
    cost: { min: 0, max: 100 },
    paid: false,
    hoursPerWeek: 2,
    premises: true,
    contactsIndividuals: false,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "People near {product} who would never make the trip order from delivery apps every evening, but each order carries a large commission, so it pays only on items with room in the margin.",
    description:
      "List {product} on one food delivery marketplace (Deliveroo, Uber Eats, Just Eat or the local leader) with a short menu of items that travel well and can carry the commission. Platforms usually keep 15 to 35 percent of each order, so price the app menu a little above the counter, as is normal, and stop if the margin disappears.",
    steps: [
      "Work out the margin on your ten best items after a 30% commission, packaging and card fees, and keep only the items that still earn money.",
      "Sign up with one platform (the one most used in {place}), ask what commission they offer a small independent, and read the contract for exclusivity clauses and the notice period.",
      "Set up a short app menu of 8 to 12 items that travel well, priced to carry the commission, with your own photos and the description below.",
      "Go live in your quieter hours first, with one person in charge of the tablet, and time preparation so that drivers are kept waiting as little as possible.",
      "Where the platform's terms allow it, put the card below in every bag; each week compare app orders, margin after commission, and direct orders from the card.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["A margin sheet for your best items", "Packaging that travels well", "A tablet and one person responsible during service"],
    successMetrics: ["Margin per app order after commission and packaging", "App customers who later order direct or walk in", "Progress towards: {metrics}"],
    template: `Menu description on the delivery app:
{product}, from {place}. {{one line on what you make}}. Everything is made in our own kitchen the same day, packed to travel, and sent out while it's at its best.

---
Card in every bag:
Thank you for ordering from {product}! We're just around the corner in {place}. Come and see us, or order direct at {website} next time: it helps a small team more than you'd think. {{your name}}`,
    marketingWisdom:
      "Treat a delivery marketplace as paid reach: it finds customers you would never have met, at a price on every order. The win is moving the regulars it brings you to your own counter or order page over time.",
  },
];

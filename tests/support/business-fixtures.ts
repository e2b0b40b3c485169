import type { BusinessKind } from "~/plan-quality/kinds";
import { DEMO_BUSINESSES } from "~/waitlist/demo-businesses";
import type { PlanFormData } from "~/wizard/types";

/**
 * Fourteen realistic founders' answers, one or more per kind of business (PLAN-QUALITY.md), for the
 * plan checker, the built-in planner and the AI prompt tests. Every fixture is a complete, valid
 * answer set: tests/unit/business-fixtures.test.ts checks each against planFormSchema (and that the
 * schema leaves it unchanged, so skills are listed in the form's order), the 50-100 word rule, and
 * that together they use every budget, time horizon, goal, stage, geography and business kind.
 *
 * The details are the point: names, places, prices, competitors, channels, deadlines and the things
 * that do not work for the founder ("the owner bakes from 4am") are what a good plan must pick up.
 * Three of them are the waitlist demo's sample businesses (app/waitlist/demo-businesses.ts), read
 * from there so the demo and the checks see the same answers. Tests that need a variation should
 * copy one (`structuredClone(fixture("dental-saas"))`) rather than edit these shared objects.
 */
/** A waitlist demo business's answers (one source for the demo and these fixtures). */
function demoAnswers(slug: string): PlanFormData {
  const business = DEMO_BUSINESSES.find((b) => b.slug === slug);
  if (!business) throw new Error(`no waitlist demo business "${slug}"`);
  return business.answers;
}

export type BusinessFixture = {
  id: string;
  title: string;
  kind: BusinessKind;
  /** The audience is under 18: no direct contact beyond what platforms allow. */
  teen?: boolean;
  answers: PlanFormData;
};

export const BUSINESS_FIXTURES: BusinessFixture[] = [
  {
    id: "dental-saas",
    title: "RecallDesk: recall reminders and scheduling for dental front desks (US)",
    kind: "b2b-smb",
    answers: demoAnswers("recalldesk"),
  },
  {
    id: "lyon-bakery",
    title: "Maison Dupont: family bakery with click-and-collect in Croix-Rousse, Lyon",
    kind: "local",
    answers: {
      productName: "Maison Dupont",
      productWebsite: "https://maison-dupont-croixrousse.fr",
      productType: "ecommerce",
      productStage: "growth",
      productDescription:
        "Maison Dupont is a family bakery on the Croix-Rousse plateau in Lyon, open since 1998. Our new website " +
        "lets customers pre-order bread, viennoiseries and weekend cakes and collect them at the counter without " +
        "queueing. A sourdough tradition loaf costs €4.20 and a praline brioche €9.50. Everything is baked on site " +
        "with flour from a mill in the Monts du Lyonnais. Most orders still come by phone or in person; the " +
        "click-and-collect site went live last month.",
      audienceType: "b2c-general",
      audienceGeography: "local",
      localRegion: "Croix-Rousse, Lyon",
      audiencePersona:
        "Croix-Rousse residents aged 28-65: young families, working couples and retired neighbours who walk along " +
        "the Grande Rue and shop at the morning market on the boulevard. They read Le Progrès, follow neighbourhood " +
        "Instagram accounts and the quartier's Facebook group. They spend €10-25 a week on bread and pastries, " +
        "partly at the supermarket nearby. Objections: our prices are higher, the Sunday morning queue, and " +
        "ordering bread online feels unnecessary.",
      budgetRange: "bootstrapped",
      timeHorizon: "quarter",
      skills: ["social"],
      primaryGoal: "revenue",
      successMetrics: "60 click-and-collect pre-orders a week by the end of the quarter, and weekend takings up 15%",
      challenges:
        "The owner bakes from 4am and has no time for marketing during the day. The supermarket nearby is cheaper, " +
        "so we cannot compete on price.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "oss-devtool",
    title: "Driftcheck: MIT-licensed Terraform drift CLI with a hosted paid tier",
    kind: "devtool",
    answers: demoAnswers("driftcheck"),
  },
  {
    id: "skincare-d2c",
    title: "Dewlab: D2C barrier-repair skincare subscription, scaling on Meta ads",
    kind: "ecommerce",
    answers: {
      productName: "Dewlab",
      productWebsite: "https://dewlab-skin.com",
      productType: "subscription",
      productStage: "scaling",
      productDescription:
        "Dewlab is a direct-to-consumer skincare subscription built on a three-step barrier-repair routine: " +
        "cleanser, ceramide serum and moisturiser, refilled every 60 days in recyclable pouches. A starter kit " +
        "costs $58 and refills $42. Formulas are fragrance-free and dermatologist-tested for sensitive, " +
        "acne-prone skin. Customers compare us with CeraVe and The Ordinary; we differ on refills, a skin quiz " +
        "that sets the routine, and free chat with a dermatology nurse.",
      audienceType: "b2c-general",
      audienceGeography: "north-america",
      audiencePersona:
        "Women and men aged 24-40 in the United States and Canada with sensitive or acne-prone skin, mostly " +
        "urban professionals earning $50k-$120k. They watch skincare creators on TikTok and YouTube, read " +
        "r/SkincareAddiction and ingredient reviews, and buy at Sephora, Ulta and Amazon. They spend $40-$90 a " +
        "month on skincare today. Objections: subscriptions that are hard to cancel, breakouts from a new " +
        "product, and whether we are worth the price next to drugstore brands.",
      budgetRange: "scaling",
      timeHorizon: "long-term",
      skills: ["content", "design", "paid", "analytics"],
      primaryGoal: "retention",
      successMetrics:
        "90-day subscriber retention from 48% to 60%, and 40% of new customers from channels other than Meta " +
        "within 12 months, at a blended CAC under $45",
      challenges: "Nearly all our new customers come from Meta ads and costs keep rising; we depend on Meta and need other channels.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "teen-game",
    title: "Stackjam: cooperative mobile puzzle game for 13-17-year-olds",
    kind: "consumer-app",
    teen: true,
    answers: {
      productName: "Stackjam",
      productType: "mobile-app",
      productStage: "beta",
      productDescription:
        "Stackjam is a free puzzle game for iOS and Android where two to four friends build towers together in " +
        "three-minute rounds, each on their own phone. There are no ads and no open chat with strangers: players " +
        "join only with invite codes from friends. We earn from cosmetic skins at $0.99-$4.99. Unlike Among Us " +
        "or Block Blast, rounds fit into a school break and every round is cooperative, not competitive.",
      audienceType: "b2c-niche",
      audienceGeography: "global",
      audiencePersona:
        "Teenagers aged 13-17, mostly in the US, UK and Europe, who play casual games on their phones between " +
        "classes, on the bus and with friends after school. They discover games through TikTok, YouTube Shorts " +
        "and friends, watch streamers on Twitch and YouTube, and hang out in Discord servers. Most have never paid " +
        "for a game; some spend pocket money or gift cards on skins. Parents worry about screen time and " +
        "strangers. Objections: 'my friends don't play it', games that look babyish.",
      budgetRange: "early",
      timeHorizon: "mid-term",
      skills: ["design", "social"],
      primaryGoal: "signups",
      successMetrics: "25,000 installs and 30% day-7 retention by month six, with 40% of new players arriving through friend invite codes",
      challenges:
        "We are two developers and one artist, none of us a teenager, and we must not contact players directly " +
        "because they are minors. Our first TikTok videos got under 500 views each.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "smalltown-salon",
    title: "Ivy & Ash: four-chair hair salon in Hebden Bridge, West Yorkshire",
    kind: "local",
    answers: demoAnswers("ivy-and-ash"),
  },
  {
    id: "consulting-firm",
    title: "Werkfluss: two-person operations consulting for German manufacturing SMEs",
    kind: "b2b-smb",
    answers: {
      productName: "Werkfluss",
      productType: "web-app",
      productStage: "launched",
      productDescription:
        "Werkfluss is a two-person operations consulting firm, not a software company: we help manufacturing " +
        "SMEs cut lead times and scrap. Our fixed-price offer is a ten-day shop-floor assessment for €12,000, then " +
        "implementation support, with a simple web portal where clients track OEE, scrap and on-time delivery. " +
        "Both founders ran plants at Bosch and a Swabian machine builder. Unlike Staufen or McKinsey, we work on " +
        "the shop floor ourselves at fixed prices.",
      audienceType: "b2b-smb",
      audienceGeography: "specific-country",
      specificCountry: "Germany",
      audiencePersona:
        "Owners, managing directors and plant managers aged 40-65 at family-owned manufacturers with 20 to 250 " +
        "employees in Baden-Württemberg, Bavaria and NRW: machine builders, metalworkers, plastics moulders. " +
        "They read VDI nachrichten, visit AMB and Hannover Messe, meet at IHK and VDMA events, and use LinkedIn " +
        "and XING lightly. Today they pay nothing or use state-subsidised consulting. Objections: consultants " +
        "cost a lot and leave only slides, no time in busy order periods, outsiders not knowing their plant.",
      budgetRange: "early",
      timeHorizon: "mid-term",
      skills: ["content", "sales"],
      primaryGoal: "revenue",
      successMetrics: "Four signed assessments (€48,000) within six months, and two of them turning into implementation contracts",
      challenges:
        "Mittelstand owners buy from people they know and ignore unsolicited LinkedIn messages. We are both on " +
        "client sites three days a week, and our website is only in English.",
      includeMarketingWisdom: false,
    },
  },
  {
    id: "enterprise-compliance",
    title: "Attestra: compliance-evidence automation for European banks, raising a Series A",
    kind: "b2b-enterprise",
    answers: {
      productName: "Attestra",
      productWebsite: "https://attestra-compliance.eu",
      productType: "saas",
      productStage: "growth",
      productDescription:
        "Attestra automates compliance evidence for banks in Europe. It maps DORA, the EBA outsourcing guidelines " +
        "and ECB expectations to a bank's controls, pulls evidence automatically from ServiceNow, Jira and Active " +
        "Directory, and produces audit-ready reports for supervisors. Banks do this today with spreadsheets, " +
        "SharePoint and Big Four consultants, or generic GRC suites like Archer. Contracts start at €90,000 a " +
        "year; three mid-sized banks in the Netherlands and Austria are live.",
      audienceType: "b2b-enterprise",
      audienceGeography: "europe",
      audiencePersona:
        "Heads of compliance, chief risk officers, CISOs and operational-resilience leads aged 38-60 at mid-sized " +
        "European banks with €5-80 billion in assets, plus their internal audit teams. They read Risk.net and EBA " +
        "publications, attend Sibos, RegTech conferences and banking association meetings, and ask peers on " +
        "LinkedIn about vendors. They pay €200k-€1m a year for GRC software and consultants. Objections: data " +
        "must stay in the EU, long vendor risk reviews, a small vendor failing.",
      budgetRange: "growth",
      timeHorizon: "long-term",
      skills: ["content", "sales", "analytics"],
      primaryGoal: "fundraising",
      successMetrics: "Three new bank pilots and €1.2m ARR by month twelve, enough to raise a €10m Series A",
      challenges:
        "Sales cycles at banks take 9-15 months and procurement asks for ISO 27001, which we will only have in " +
        "the spring. Investors want pipeline beyond our three Dutch and Austrian customers.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "freelancer-invoicing",
    title: "Ticktab: time tracking and invoicing for freelancers, solo founder",
    kind: "software",
    answers: {
      productName: "Ticktab",
      productType: "web-app",
      productStage: "mvp",
      productDescription:
        "Ticktab is a time-tracking and invoicing web app for freelancers who bill by the hour. Start a timer " +
        "from the browser or phone, tag it to a client, and at month end Ticktab turns the hours into a branded " +
        "invoice in the client's currency, sends it, and chases late payments automatically. Freelancers today " +
        "juggle Toggl and a spreadsheet or pay for FreshBooks or Harvest. Ticktab is free for two clients and $9 " +
        "a month for unlimited clients.",
      audienceType: "freelancer",
      audienceGeography: "global",
      audiencePersona:
        "Freelance designers, developers, copywriters and translators aged 24-45, working alone for three to ten " +
        "clients at a time, often in other countries. They hang out on r/freelance, Indie Hackers, X and " +
        "freelancer Slack groups, watch YouTube channels about freelancing, and google invoice templates. They " +
        "pay $0-$20 a month for tools like Toggl, Wave or FreshBooks. Objections: the hassle of switching, " +
        "trusting a new tool with money, and yet another subscription.",
      budgetRange: "bootstrapped",
      timeHorizon: "quarter",
      skills: ["content", "seo"],
      primaryGoal: "signups",
      successMetrics: "1,000 sign-ups and 150 freelancers sending at least one invoice within three months",
      challenges:
        "I am a solo founder with a day job, so I have about ten hours a week. Searches like 'freelance invoice " +
        "template' are dominated by FreshBooks and Canva.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "cohort-course",
    title: "Microcopy Lab: six-week live cohort course in UX writing",
    kind: "creator",
    answers: {
      productName: "Microcopy Lab",
      productWebsite: "https://microcopylab.com",
      productType: "content",
      productStage: "launched",
      productDescription:
        "Microcopy Lab is a six-week live cohort course that teaches UX writing to copywriters, content writers " +
        "and designers who want to join product teams. Each week has a live workshop, a real app to rewrite, and " +
        "line-by-line feedback from me, a former UX writer at Spotify and Booking.com. Cohorts are capped at 25 " +
        "and cost €690. Unlike self-paced Udemy courses, students graduate with three portfolio case studies " +
        "reviewed by hiring managers.",
      audienceType: "creators",
      audienceGeography: "global",
      audiencePersona:
        "Copywriters, content marketers, bloggers and junior designers aged 24-40, mostly in Europe and North " +
        "America, who write for a living and want a better-paid, steadier UX writing job. They read UX and design " +
        "newsletters and Nielsen Norman articles, listen to design podcasts, follow UX writers on LinkedIn and " +
        "ask questions in UX writing Slack groups and r/uxwriting. They have spent $0-$300 on courses. " +
        "Objections: the price, whether it leads to a job, time for live sessions.",
      budgetRange: "seed",
      timeHorizon: "urgent",
      skills: ["content", "social", "community"],
      primaryGoal: "revenue",
      successMetrics: "Sell out the next cohort (25 seats, €17,250) before it starts in six weeks",
      challenges:
        "We tried Facebook ads and they didn't work: €800 brought two sales. Most of my audience is on LinkedIn, " +
        "and I can only run the course live twice a year.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "language-app",
    title: "Puente: English-for-work app for adults in Latin America",
    kind: "consumer-app",
    answers: {
      productName: "Puente",
      productType: "mobile-app",
      productStage: "beta",
      productDescription:
        "Puente is a mobile app that helps working adults in Latin America speak English for their jobs. " +
        "Ten-minute daily lessons in Spanish and Portuguese cover real situations such as job interviews, " +
        "customer calls and emails, with voice practice against an AI tutor that corrects pronunciation. " +
        "Reminders arrive on WhatsApp. It costs $4.99 a month, less than Duolingo Max, and unlike Duolingo it " +
        "focuses on speaking at work, not streaks and games.",
      audienceType: "b2c-general",
      audienceGeography: "latin-america",
      audiencePersona:
        "Adults aged 22-45 in Mexico, Colombia, Brazil, Argentina and Peru: call-centre agents, hotel and " +
        "restaurant staff, sales reps and office workers whose next promotion requires English. Many tried " +
        "Duolingo or a weekend academy and gave up. They use WhatsApp all day, watch TikTok, Reels and YouTube " +
        "and follow English teachers there. They pay $0-$30 a month for classes. Objections: no time after work, " +
        "shame about their accent, doubt that an app teaches speaking, price in local currency.",
      budgetRange: "early",
      timeHorizon: "mid-term",
      skills: ["social", "analytics"],
      primaryGoal: "retention",
      successMetrics: "Day-30 retention from 11% to 20%, and 2,000 paying subscribers by month six",
      challenges:
        "Users sign up after a TikTok video and stop in the second week, and every WhatsApp reminder costs us " +
        "money. Our team is in Mexico City and knows little about Brazil.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "logistics-api",
    title: "Rateport: multi-carrier shipping-rates API for European e-commerce developers",
    kind: "devtool",
    answers: {
      productName: "Rateport",
      productWebsite: "https://rateport.io",
      productType: "api",
      productStage: "beta",
      productDescription:
        "Rateport is a REST API that returns live shipping rates, delivery times and label prices from 40 " +
        "European carriers, including DHL, DPD, GLS, PostNL, Colissimo and InPost, in one request. Developers at " +
        "online shops and marketplaces use it at checkout and in warehouse software instead of maintaining each " +
        "carrier's API. It is free for 1,000 calls a month, then €0.002 per call. Unlike Shippo or EasyPost, " +
        "which are US-first, Rateport covers parcel lockers and regional carriers.",
      audienceType: "developer",
      audienceGeography: "europe",
      audiencePersona:
        "Backend developers and tech leads aged 25-45 at e-commerce companies, Shopify and Shopware agencies and " +
        "warehouse software vendors in Germany, the Netherlands, France, Poland and the Nordics. They read the " +
        "docs before anything else, ask on Stack Overflow and GitHub, follow Hacker News and dev.to, and go to " +
        "meetups and Shopware Community Day. They pay carriers or aggregators like Sendcloud per label today. " +
        "Objections: rate accuracy, uptime, lock-in and GDPR.",
      budgetRange: "early",
      timeHorizon: "quarter",
      skills: ["content", "sales"],
      primaryGoal: "partnerships",
      successMetrics: "Two signed integration partnerships with e-commerce platforms or agencies, and 50 active API keys, within three months",
      challenges:
        "Platforms like Shopware and WooCommerce plug-in vendors get many partnership requests and answer few. " +
        "Nobody searches for a multi-carrier API until their own carrier integration breaks.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "student-notes",
    title: "Studyloop: notes and flashcards app for university students in Asia-Pacific",
    kind: "software",
    answers: {
      productName: "Studyloop",
      productType: "web-app",
      productStage: "mvp",
      productDescription:
        "Studyloop is a notes app for university students that turns lecture slides, PDFs and recorded lectures " +
        "into clean notes, flashcards and practice questions. Students upload a week's material and get a " +
        "spaced-repetition review plan before exams. It works in English and Bahasa, and offline on the train. " +
        "It is free for one course and A$5 a month for all courses. Students use Notion, Quizlet and GoodNotes " +
        "today; Studyloop follows the course timetable instead of blank pages.",
      audienceType: "students",
      audienceGeography: "asia-pacific",
      audiencePersona:
        "Undergraduate and master's students aged 18-25 at universities in Australia, Singapore, Malaysia and " +
        "Indonesia, especially in business, engineering and health sciences, where exams are content-heavy. They " +
        "study in groups, share notes in WhatsApp, Discord and Telegram course chats, watch study creators on " +
        "TikTok and YouTube, and read their university subreddits. They pay $0 for most tools. Objections: " +
        "'Notion and ChatGPT are free', privacy of lecture material, academic-integrity worries.",
      budgetRange: "bootstrapped",
      timeHorizon: "quarter",
      skills: ["social"],
      primaryGoal: "awareness",
      successMetrics: "2,000 sign-ups from at least ten universities and 50,000 TikTok views before end-of-semester exams in 12 weeks",
      challenges:
        "We are two students with exams of our own, and universities forbid promoting commercial apps in " +
        "official course channels. Our first Reddit post was removed as self-promotion.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "coffee-subscription",
    title: "Fog Harbour Coffee: small-batch coffee subscription shipped across Canada",
    kind: "ecommerce",
    answers: {
      productName: "Fog Harbour Coffee",
      productWebsite: "https://fogharbourcoffee.ca",
      productType: "subscription",
      productStage: "launched",
      productDescription:
        "Fog Harbour Coffee is a small-batch coffee subscription roasted in Halifax, Nova Scotia. Every two or " +
        "four weeks subscribers get freshly roasted beans, whole or ground for their brewer, from direct-trade " +
        "farms in Colombia, Ethiopia and Honduras, with tasting notes and a brew guide. A 340 g bag costs $21 CAD " +
        "with free shipping across Canada. Unlike grocery brands, beans ship within 48 hours of roasting, and " +
        "unlike US subscriptions there are no cross-border duties.",
      audienceType: "b2c-niche",
      audienceGeography: "specific-country",
      specificCountry: "Canada",
      audiencePersona:
        "Coffee lovers aged 27-55 across Canada, mostly in Toronto, Vancouver, Montreal, Ottawa and Halifax, who " +
        "own a burr grinder and a pour-over, AeroPress or espresso machine and buy beans from local cafés or " +
        "Costco. They read r/Coffee, watch James Hoffmann on YouTube and follow roasters on Instagram. They spend " +
        "$30-$60 a month on beans. Objections: shipping times to the West Coast, committing to a subscription, " +
        "and not knowing which roast they will like.",
      budgetRange: "early",
      timeHorizon: "mid-term",
      skills: ["design", "paid"],
      primaryGoal: "signups",
      successMetrics: "300 active subscribers within six months (from 40 today), with over 70% keeping a second box",
      challenges:
        "Canada Post shipping eats 20% of each order, and our roaster only produces 80 kg a week. We started at " +
        "Halifax farmers' markets, but nobody outside Nova Scotia knows us.",
      includeMarketingWisdom: true,
    },
  },
];

export function fixture(id: string): BusinessFixture {
  const found = BUSINESS_FIXTURES.find((f) => f.id === id);
  if (!found) {
    throw new Error(`Unknown business fixture "${id}"; known: ${BUSINESS_FIXTURES.map((f) => f.id).join(", ")}`);
  }
  return found;
}

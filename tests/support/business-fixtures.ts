import type { BusinessKind } from "~/plan-quality/kinds";
import { DEMO_BUSINESSES } from "~/waitlist/demo-businesses";
import type { PlanFormData } from "~/wizard/types";

/**
 * A hundred and nine realistic founders' answers, one or more per kind of business (PLAN-QUALITY.md), for the
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
    title:
      "RecallDesk: recall reminders and scheduling for dental front desks (US)",
    kind: "b2b-smb",
    answers: demoAnswers("recalldesk"),
  },
  {
    id: "lyon-bakery",
    title:
      "Maison Dupont: family bakery with click-and-collect in Croix-Rousse, Lyon",
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
      successMetrics:
        "60 click-and-collect pre-orders a week by the end of the quarter, and weekend takings up 15%",
      challenges:
        "The owner bakes from 4am and has no time for marketing during the day. The supermarket nearby is cheaper, " +
        "so we cannot compete on price.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "oss-devtool",
    title:
      "Driftcheck: MIT-licensed Terraform drift CLI with a hosted paid tier",
    kind: "devtool",
    answers: demoAnswers("driftcheck"),
  },
  {
    id: "skincare-d2c",
    title:
      "Dewlab: D2C barrier-repair skincare subscription, scaling on Meta ads",
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
      challenges:
        "Nearly all our new customers come from Meta ads and costs keep rising; we depend on Meta and need other channels.",
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
      successMetrics:
        "25,000 installs and 30% day-7 retention by month six, with 40% of new players arriving through friend invite codes",
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
    title:
      "Werkfluss: two-person operations consulting for German manufacturing SMEs",
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
      successMetrics:
        "Four signed assessments (€48,000) within six months, and two of them turning into implementation contracts",
      challenges:
        "Mittelstand owners buy from people they know and ignore unsolicited LinkedIn messages. We are both on " +
        "client sites three days a week, and our website is only in English.",
      includeMarketingWisdom: false,
    },
  },
  {
    id: "enterprise-compliance",
    title:
      "Attestra: compliance-evidence automation for European banks, raising a Series A",
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
      successMetrics:
        "Three new bank pilots and €1.2m ARR by month twelve, enough to raise a €10m Series A",
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
      successMetrics:
        "1,000 sign-ups and 150 freelancers sending at least one invoice within three months",
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
      successMetrics:
        "Sell out the next cohort (25 seats, €17,250) before it starts in six weeks",
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
      successMetrics:
        "Day-30 retention from 11% to 20%, and 2,000 paying subscribers by month six",
      challenges:
        "Users sign up after a TikTok video and stop in the second week, and every WhatsApp reminder costs us " +
        "money. Our team is in Mexico City and knows little about Brazil.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "logistics-api",
    title:
      "Rateport: multi-carrier shipping-rates API for European e-commerce developers",
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
      successMetrics:
        "Two signed integration partnerships with e-commerce platforms or agencies, and 50 active API keys, within three months",
      challenges:
        "Platforms like Shopware and WooCommerce plug-in vendors get many partnership requests and answer few. " +
        "Nobody searches for a multi-carrier API until their own carrier integration breaks.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "student-notes",
    title:
      "Studyloop: notes and flashcards app for university students in Asia-Pacific",
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
      successMetrics:
        "2,000 sign-ups from at least ten universities and 50,000 TikTok views before end-of-semester exams in 12 weeks",
      challenges:
        "We are two students with exams of our own, and universities forbid promoting commercial apps in " +
        "official course channels. Our first Reddit post was removed as self-promotion.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "coffee-subscription",
    title:
      "Fog Harbour Coffee: small-batch coffee subscription shipped across Canada",
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
      successMetrics:
        "300 active subscribers within six months (from 40 today), with over 70% keeping a second box",
      challenges:
        "Canada Post shipping eats 20% of each order, and our roaster only produces 80 kg a week. We started at " +
        "Halifax farmers' markets, but nobody outside Nova Scotia knows us.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "smalltown-bookshop",
    title:
      "Wenlock Books: independent bookshop with monthly author evenings in a Shropshire town of 3,000",
    kind: "local",
    answers: {
      productName: "Wenlock Books",
      productWebsite: "https://wenlockbooks.co.uk",
      productType: "ecommerce",
      productStage: "growth",
      productDescription:
        "Wenlock Books is an independent bookshop on the High Street of Much Wenlock, a small town of 3,000 people " +
        "in Shropshire. We stock new fiction, local history, walking guides and children's books, order any title " +
        "by the next day, and host author evenings once a month in the back room for about 30 people. A paperback " +
        "costs £9.99. Most customers are regulars who come in on Saturdays.",
      audienceType: "b2c-general",
      audienceGeography: "local",
      localRegion: "Much Wenlock, Shropshire",
      audiencePersona:
        "Readers aged 35-80 in Much Wenlock and the villages around it: retired couples, teachers, parents buying " +
        "for children and weekend walkers visiting Wenlock Edge. They hear about events from the parish " +
        "newsletter, posters in the window and word of mouth, and many would rather buy from us than from Amazon " +
        "if we remind them we can order anything.",
      budgetRange: "bootstrapped",
      timeHorizon: "quarter",
      skills: ["content"],
      primaryGoal: "signups",
      successMetrics:
        "An email list of 400 local readers (from 120) and 30 people at every author evening within three months",
      challenges:
        "I run the shop alone six days a week, so I have at most 2 hours a week for marketing. Instagram posts " +
        "take me ages and bring nobody in.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "rural-plumber",
    title:
      "Walsh Plumbing & Heating: a one-man plumber in rural County Clare with a phone and no website",
    kind: "local",
    answers: {
      productName: "Walsh Plumbing & Heating",
      productType: "web-app",
      productStage: "growth",
      productDescription:
        "I'm Declan Walsh, a registered plumber and heating engineer working on my own around Ennistymon and " +
        "Lahinch in north County Clare. I fit and service oil and heat-pump boilers, fix leaks and burst pipes, " +
        "and do bathroom refits. A boiler service costs €120. I have no website, just a mobile number on the side " +
        "of the van, and most work comes from people who got my number from a neighbour or the hardware shop in " +
        "Ennistymon.",
      audienceType: "b2c-general",
      audienceGeography: "local",
      localRegion: "North County Clare (Ennistymon, Lahinch, Miltown Malbay)",
      audiencePersona:
        "Homeowners aged 40-80 in north Clare villages and farms, plus holiday-home owners who live in Dublin or " +
        "Limerick and need someone they can trust with a key. Many are older and ring rather than search online. " +
        "They ask neighbours, the parish newsletter or the hardware shop for a plumber, and they want someone who " +
        "turns up when he says he will. Boiler services cluster in September and October, when everyone remembers " +
        "at once.",
      budgetRange: "bootstrapped",
      timeHorizon: "mid-term",
      skills: [],
      primaryGoal: "revenue",
      successMetrics:
        "40 boiler services booked for May to August (from 12 last summer), so the summer months are as full as " +
        "the autumn",
      challenges:
        "I'm on jobs from 8 till 6 and do the paperwork at night, so I have maybe an hour a week for this. I won't " +
        "build a website or do Facebook posts, and I can't answer the phone while I'm under a sink.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "hospital-compliance-nl",
    title:
      "Keurlog: two-founder compliance SaaS for clinical engineering in Dutch hospitals",
    kind: "b2b-enterprise",
    answers: {
      productName: "Keurlog",
      productWebsite: "https://keurlog.nl",
      productType: "saas",
      productStage: "beta",
      productDescription:
        "Keurlog is software for clinical engineering departments in Dutch hospitals: it plans and records the " +
        "periodic safety checks of medical devices, from infusion pumps to ventilators, and produces the audit " +
        "trail that the Inspectorate (IGJ) and NEN 7510 audits ask for. It replaces the Excel sheets and paper " +
        "forms most departments still use. We are two founders, a former hospital clinical engineer and a " +
        "developer, and two hospitals in Utrecht and Zwolle are piloting it.",
      audienceType: "b2b-enterprise",
      audienceGeography: "specific-country",
      specificCountry: "Netherlands",
      audiencePersona:
        "Heads of clinical engineering (medische technologie) and their team leads in the 70 Dutch hospitals, aged " +
        "35-60, technical, careful and short of staff. They meet at the NVKF association's days and read its " +
        "journal, buy through tenders above the EU threshold, and need sign-off from IT security and the privacy " +
        "officer. They fear failing an IGJ inspection more than they want new software.",
      budgetRange: "seed",
      timeHorizon: "long-term",
      skills: ["content", "sales"],
      primaryGoal: "revenue",
      successMetrics:
        "Two pilots turned into paid annual contracts and three new pilots signed within 12 months",
      challenges:
        "Hospitals buy slowly, through tenders, and cold emails to hospital addresses get no replies. We cannot " +
        "afford a stand at the big Zorg & ICT fair.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "online-yoga",
    title:
      "Slow Flow with Maya: a Bristol yoga teacher moving her classes online as a membership",
    kind: "creator",
    answers: {
      productName: "Slow Flow with Maya",
      productWebsite: "https://slowflowwithmaya.co.uk",
      productType: "subscription",
      productStage: "launched",
      productDescription:
        "I'm Maya, a yoga teacher in Bristol. For eight years I taught gentle yoga in a church hall in Bishopston, " +
        "and I am moving my classes online: three live classes a week on Zoom and a library of recorded sessions, " +
        "as a membership at £25 a month. About 30 of my hall students have joined so far. The hall raised its rent " +
        "and I could no longer fill it on winter evenings.",
      audienceType: "b2c-niche",
      audienceGeography: "specific-country",
      specificCountry: "United Kingdom",
      audiencePersona:
        "Women aged 45-70 in the UK who want gentle yoga for stiff backs, menopause and better sleep, many of them " +
        "beginners who feel out of place in fast, young studio classes. Most use Facebook and WhatsApp, a few use " +
        "Instagram, and many find Zoom confusing at first. They join because a friend recommends a teacher, and " +
        "they stay for the teacher's voice and the sense of a small group that knows them.",
      budgetRange: "seed",
      timeHorizon: "quarter",
      skills: ["content", "social"],
      primaryGoal: "revenue",
      successMetrics:
        "120 paying members by the end of the quarter (from 30), with fewer than 10% cancelling each month",
      challenges:
        "Instagram is full of young yoga influencers and my posts get no reach there. Some of my older students " +
        "gave up because they could not get Zoom working.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "student-bike-shop",
    title:
      "Fietsatelier Tweede Leven: refurbished bikes with a buy-back for students in Leuven",
    kind: "local",
    answers: {
      productName: "Fietsatelier Tweede Leven",
      productType: "ecommerce",
      productStage: "growth",
      productDescription:
        "Fietsatelier Tweede Leven is a small shop in Leuven that repairs and sells refurbished second-hand bikes. " +
        "A checked city bike with lights and a lock costs €140, and we buy it back for €60 at the end of the " +
        "academic year. Repairs are done while you wait when we can. Two of us run the workshop; we are open six " +
        "days a week and busiest in September and February, when new students arrive.",
      audienceType: "students",
      audienceGeography: "local",
      localRegion: "Leuven",
      audiencePersona:
        "Students at KU Leuven and UCLL, aged 18-26, many of them international and Erasmus students who arrive " +
        "without a bike and leave after a semester or a year. They compare prices on Facebook Marketplace and in " +
        "student Facebook groups, and ask older students where to go. They worry about theft, about being " +
        "overcharged and about what to do with the bike when they leave.",
      budgetRange: "bootstrapped",
      timeHorizon: "quarter",
      skills: ["social"],
      primaryGoal: "revenue",
      successMetrics:
        "150 bikes sold in September and October (from 90 last year), and 60% of them coming back through the " +
        "buy-back",
      challenges:
        "Cheap stolen bikes sold on Facebook Marketplace undercut us. Students leave every summer, so every year " +
        "we start again with people who have never heard of us.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "shopify-app",
    title:
      "Restock Radar: a Shopify back-in-stock app with 40 installs, built in the evenings",
    kind: "b2b-smb",
    answers: {
      productName: "Restock Radar",
      productWebsite: "https://apps.shopify.com/restock-radar",
      productType: "saas",
      productStage: "launched",
      productDescription:
        "Restock Radar is a Shopify app that lets shoppers ask to be told when a sold-out product is back, by " +
        "email or text, and shows merchants which sold-out products have the most demand so they reorder the right " +
        "ones. It has 40 installs, 11 of them paying $9 a month, and four five-star reviews. I built it alone in " +
        "the evenings after my job as a developer at an agency.",
      audienceType: "b2b-smb",
      audienceGeography: "global",
      audiencePersona:
        "Owners of small Shopify stores selling clothing, cosmetics and homeware, with 100 to 2,000 orders a " +
        "month, often one or two people doing everything. They find apps by searching the Shopify App Store and by " +
        "asking in Shopify's community forum and Facebook groups for store owners. They choose on reviews, price " +
        "and whether setup takes five minutes, and they uninstall anything that slows their store.",
      budgetRange: "seed",
      timeHorizon: "mid-term",
      skills: ["content"],
      primaryGoal: "signups",
      successMetrics:
        "300 installs and 80 paying stores within six months, with a rating above 4.8 from at least 30 reviews",
      challenges:
        "I only have evenings and weekends, about five hours a week. The big back-in-stock apps have thousands of " +
        "reviews and rank above me in the App Store search.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "mobile-dog-groomer",
    title:
      "Scrub Hub Mobile Grooming: a dog grooming van in Austin, Texas, with two half-empty weekdays",
    kind: "local",
    answers: {
      productName: "Scrub Hub Mobile Grooming",
      productWebsite: "https://scrubhubatx.example",
      productType: "subscription",
      productStage: "growth",
      productDescription:
        "A mobile dog grooming van in Austin, Texas, run by me (Maria) and one part-time bather. We come to the driveway: bath, haircut, nails and teeth in about 90 minutes, from $95 for a small dog. About 60 regular clients after a year, most every 6-8 weeks. We book through a simple online calendar.",
      audienceType: "b2c-general",
      audienceGeography: "local",
      localRegion: "Austin, Texas (Round Rock, Cedar Park, Pflugerville)",
      audiencePersona:
        "Busy dog owners aged 30-60 in the northern Austin suburbs, often working from home or with kids, with doodles and other breeds that need a cut every 6-8 weeks. Some have older or anxious dogs that hate the salon. They find groomers on Nextdoor, Google and by asking at the dog park.",
      budgetRange: "bootstrapped",
      timeHorizon: "quarter",
      skills: ["social"],
      primaryGoal: "revenue",
      successMetrics:
        "Fill Tuesdays and Wednesdays, which are half empty: 12 more grooms a week within 3 months",
      challenges:
        "The van can only do 6 dogs a day and Saturdays are booked out for 5 weeks. I groom all day, so I have about 2 hours a week on Sunday evenings. Paid Facebook ads brought people who wanted a $40 bath and never booked again.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "lisbon-wedding-photographer",
    title: "Luz de Alfama: a freelance wedding photographer in Lisbon, working alone on €150 a month",
    kind: "local",
    answers: {
      productName: "Luz de Alfama Photography",
      productWebsite: "https://luzdealfama.example",
      productType: "content",
      productStage: "growth",
      productDescription:
        "I'm Inês Carvalho, a freelance wedding photographer in Lisbon, and I work alone. I photograph about 18 weddings a year " +
        "in Lisbon, Sintra and Cascais: natural, unposed photos, a full day from getting ready to the first dance, from €1,900. " +
        "Couples find me through my portfolio site, past couples and two venues in Sintra that recommend me. I would like 10 more " +
        "bookings for next season.",
      audienceType: "b2c-niche",
      audienceGeography: "local",
      localRegion: "Lisbon, Portugal (Sintra, Cascais)",
      audiencePersona:
        "Couples aged 27-40 getting married in Lisbon, Sintra or Cascais, about half Portuguese and half from abroad planning a " +
        "destination wedding. They book a photographer 9 to 14 months ahead, after the venue. They look at full wedding galleries, " +
        "not single shots, read reviews on Google and wedding directories, and ask their venue and planner who they trust. " +
        "Objections: price, and whether I can handle a big family.",
      budgetRange: "bootstrapped",
      timeHorizon: "quarter",
      skills: ["design", "social"],
      primaryGoal: "revenue",
      successMetrics: "10 weddings booked for next season within three months, with a signed contract and deposit",
      challenges:
        "Instagram ads never worked for me: lots of likes, no bookings. I edit all week, so marketing gets about 4 hours a week. " +
        "The budget is €150 a month.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "manchester-restaurant-bookkeeping",
    title: "Ledger & Larder: a two-person bookkeeping firm for restaurants in Manchester, no ad budget",
    kind: "b2b-smb",
    answers: {
      productName: "Ledger & Larder",
      productType: "subscription",
      productStage: "launched",
      productDescription:
        "Ledger & Larder is a two-person bookkeeping firm in Manchester that only works with independent restaurants, cafés and " +
        "bars. We do the weekly bookkeeping, VAT returns, payroll and a monthly one-page report on food and staff costs, from " +
        "£250 a month, using Xero and the restaurant's till data. We have 6 clients, all from personal introductions. Most " +
        "owners use a general accountant once a year and do the books themselves at night.",
      audienceType: "b2b-smb",
      audienceGeography: "local",
      localRegion: "Greater Manchester",
      audiencePersona:
        "Owners of independent restaurants, cafés and bars in Greater Manchester with 5 to 40 staff, often chefs or front-of-house " +
        "people who opened their own place. They are busy from 10am to midnight, read the Manchester Evening News food pages and " +
        "Manchester Confidential, and trust other owners, their suppliers and the hospitality association. Objections: cost, " +
        "switching from their accountant, and handing over access to their bank.",
      budgetRange: "bootstrapped",
      timeHorizon: "mid-term",
      skills: ["content"],
      primaryGoal: "revenue",
      successMetrics: "12 new restaurant clients on a monthly plan within six months",
      challenges:
        "We have no ad budget. We both hate cold calling and will not do it. Restaurant owners are only free between lunch and " +
        "dinner service, roughly 3pm to 5pm.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "ludlow-piano-teacher",
    title: "Hollis Piano Studio: a piano teacher in her home studio in Ludlow, Shropshire, with 7 pupils and room for 25",
    kind: "local",
    answers: {
      productName: "Hollis Piano Studio",
      productType: "subscription",
      productStage: "launched",
      productDescription:
        "Piano lessons for children and adult beginners in my home studio in Ludlow, a market town in Shropshire. I am a trained " +
        "teacher who moved here last year; 30-minute weekly lessons at £22, taught by me alone. I have 7 pupils and room for 25, " +
        "mostly weekday afternoons after school.",
      audienceType: "b2c-general",
      audienceGeography: "local",
      localRegion: "Ludlow, Shropshire",
      audiencePersona:
        "Parents of children aged 6-14 at Ludlow's primary and secondary schools, and retired adults who always wanted to play. " +
        "Parents talk at the school gate and in the town's Facebook group; retirees read the Ludlow Advertiser and notice boards " +
        "at the library and the Co-op. Objections: the cost of weekly lessons, and whether a new teacher is any good.",
      budgetRange: "bootstrapped",
      timeHorizon: "quarter",
      skills: ["content"],
      primaryGoal: "revenue",
      successMetrics: "15 regular pupils by Easter",
      challenges: "Nobody here knows me yet. I teach in the afternoons and have mornings free. I do not want to do Instagram.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "nairobi-lunch-marketplace",
    title: "Chakula Hub: home cooks and office workers in Westlands and Upper Hill, Nairobi, 8 riders, cooks who leave after a thin first week",
    kind: "marketplace",
    answers: {
      productName: "Chakula Hub",
      productWebsite: "https://chakulahub.co.ke",
      productType: "marketplace",
      productStage: "beta",
      productDescription:
        "Chakula Hub connects home cooks in Nairobi with office workers who want a proper home-cooked lunch. Cooks list " +
        "tomorrow's menu by 6pm, workers order and pay with M-Pesa, and our riders collect and deliver between 12 and 1. " +
        "Meals cost KSh 350-500; we keep 15%. Twelve cooks and about 80 regular eaters in Westlands and Upper Hill so far.",
      audienceType: "b2c-general",
      audienceGeography: "local",
      localRegion: "Nairobi, Kenya",
      audiencePersona:
        "Office workers aged 25-40 in Westlands and Upper Hill who eat at their desks and are tired of fast food; they live " +
        "on WhatsApp and pay everything with M-Pesa. On the other side, home cooks (often mothers working from home) who " +
        "already sell to neighbours from their own kitchens and want a steady income.",
      budgetRange: "seed",
      timeHorizon: "mid-term",
      skills: ["sales", "community"],
      primaryGoal: "revenue",
      successMetrics: "600 orders a day and 60 active cooks by month six",
      challenges:
        "We only have 8 riders, so we cannot deliver outside Westlands and Upper Hill yet. Cooks drop out when they get few " +
        "orders in their first week. Facebook ads brought downloads but nobody ordered.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "nurses-money-newsletter",
    title: "The Night Shift Ledger: a weekly money newsletter for US nurses by an ICU nurse, 900 free Substack readers, a $6 paid tier, not a licensed adviser",
    kind: "creator",
    answers: {
      productName: "The Night Shift Ledger",
      productType: "subscription",
      productStage: "launched",
      productDescription:
        "A weekly email newsletter about money for nurses: pay slips, overtime and shift pay, pensions, student loans " +
        "and buying a first home on a nurse's salary. I am a nurse myself (ICU, eleven years). 900 free subscribers " +
        "after six months on Substack; I want to start a paid tier at $6 a month with a monthly deep dive and a Q&A.",
      audienceType: "b2c-niche",
      audienceGeography: "specific-country",
      specificCountry: "United States",
      audiencePersona:
        "Registered nurses aged 25-45 in the US, mostly women, working 12-hour shifts; they read on their phone on " +
        "breaks and after nights, trust other nurses more than finance people, and hang out in nurse Facebook groups " +
        "and r/nursing. Many still pay off student loans and ask each other about overtime, night differentials and " +
        "their hospital's 403(b).",
      budgetRange: "bootstrapped",
      timeHorizon: "mid-term",
      skills: ["content"],
      primaryGoal: "revenue",
      successMetrics: "150 paying subscribers by month six",
      challenges:
        "I work three 12-hour night shifts a week, so I only have about 4 hours a week on my days off. I can't post " +
        "on social media every day. I am not a licensed financial adviser.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "bristol-hot-sauce-stockists",
    title:
      "Hollow Tree Hot Sauce: small-batch hot sauces from a shared kitchen in Bristol, £3.90 wholesale and £6.50 retail, aiming for 25 delis and farm shops in the South West",
    kind: "ecommerce",
    answers: {
      productName: "Hollow Tree Hot Sauce",
      productType: "ecommerce",
      productStage: "growth",
      productDescription:
        "Hollow Tree Hot Sauce makes small-batch hot sauces in a shared kitchen in Bristol: smoked chipotle and " +
        "apple, Scotch bonnet and mango, and green jalapeño with lime, all made with Somerset cider vinegar. A " +
        "150 ml bottle is £6.50 retail and £3.90 wholesale, in cases of six. We sell about 140 bottles a month at two " +
        "farmers' markets and through our online shop, and two Bristol delis already stock us.",
      audienceType: "b2c-niche",
      audienceGeography: "local",
      localRegion: "Bristol and the South West",
      audiencePersona:
        "Food lovers aged 30-60 in Bristol, Bath and the South West who shop at delis, farm shops and farmers' " +
        "markets, cook at weekends and buy local food as gifts. The buyers I need are the owners of independent " +
        "delis and farm shops: they choose what goes on their shelves at the counter, at food fairs and on " +
        "Instagram, and ask about margin, shelf life, allergens and whether it sells. Objections: another hot " +
        "sauce next to the big brands, and £6.50 for a small bottle.",
      budgetRange: "bootstrapped",
      timeHorizon: "long-term",
      skills: ["content", "sales"],
      primaryGoal: "revenue",
      successMetrics: "Stocked in 25 delis and farm shops in the South West by the end of August (2 today), with half of them reordering",
      challenges:
        "I make every batch myself on Mondays and Tuesdays and have about 4 hours a week for everything else. I " +
        "can't afford a distributor's margin yet. Instagram posts get likes but no sales.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "farm-podcast-sponsors",
    title: "Small Farm Big Ideas: a weekly podcast for small farmers in Ireland and the UK, 4,500 downloads an episode, wants three sponsors at £400 an episode, only for products the host would use",
    kind: "creator",
    answers: {
      productName: "Small Farm Big Ideas",
      productType: "content",
      productStage: "growth",
      productDescription:
        "A weekly 40-minute podcast interviewing small-scale farmers in Ireland and the UK about what actually pays: " +
        "market gardens, micro-dairies, agritourism, direct sales. 110 episodes, about 4,500 downloads per episode, " +
        "mostly from Spotify and Apple Podcasts. No ads yet; I edit it myself on Sunday nights. Every guest shares " +
        "real numbers: what they sell, for how much, and what it leaves them.",
      audienceType: "b2c-niche",
      audienceGeography: "europe",
      audiencePersona:
        "Small farmers and would-be farmers aged 25-55, many with an off-farm job, listening while driving, milking or " +
        "weeding. They buy seeds, tools, fencing and courses, trust other farmers over experts, and go to events like " +
        "Oxford Real Farming Conference and local agricultural shows. Most found the show because another farmer " +
        "recommended an episode.",
      budgetRange: "bootstrapped",
      timeHorizon: "mid-term",
      skills: ["content", "sales"],
      primaryGoal: "revenue",
      successMetrics: "Three paying sponsors at £400 an episode by September, without losing listeners",
      challenges: "I don't want to read ads for products I wouldn't use on a farm. I have no media kit and have never sold sponsorship.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "norfolk-etsy-jewellery",
    title: "Saltmarsh Silver: handmade recycled-silver sea-glass jewellery from Wells-next-the-Sea, sold on Etsy, moving to her own site and list",
    kind: "ecommerce",
    answers: {
      productName: "Saltmarsh Silver",
      productType: "ecommerce",
      productStage: "growth",
      productDescription:
        "Handmade recycled-silver jewellery inspired by the Norfolk coast: rings, pendants and earrings with real " +
        "sea-glass, made by me in my garden studio in Wells-next-the-Sea. I sell on Etsy (4.9 stars, 620 sales in two " +
        "years, average order £48) and at two Christmas craft fairs. Etsy fees and the algorithm changes worry me.",
      audienceType: "b2c-niche",
      audienceGeography: "specific-country",
      specificCountry: "United Kingdom",
      audiencePersona:
        "Women aged 30-60 across the UK who love the coast, often buying a gift for a sister, mother or friend, or a " +
        "keepsake after a holiday in Norfolk; they browse Etsy and Instagram in the evening and care that it is " +
        "handmade and recycled. Many come back for birthdays and Christmas.",
      budgetRange: "bootstrapped",
      timeHorizon: "mid-term",
      skills: ["design", "social"],
      primaryGoal: "revenue",
      successMetrics: "30% of sales through my own website instead of Etsy by Christmas, and 1,000 email subscribers",
      challenges:
        "I make everything myself, so I have about 5 hours a week for marketing. I hate being on camera, so no TikTok " +
        "dancing or talking-head videos.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "kilkee-hardware-delivery",
    title: "Kilkee Hardware: a family hardware shop in Kilkee, Co. Clare, delivering phone and WhatsApp orders to holiday-home owners",
    kind: "local",
    answers: {
      productName: "Kilkee Hardware",
      productType: "ecommerce",
      productStage: "launched",
      productDescription:
        "A family hardware shop on the main street of Kilkee, County Clare, open since 1978: paint, tools, garden, gas " +
        "bottles, barbecue and beach gear, keys cut. We now take orders by phone or WhatsApp and deliver within 20 km, " +
        "so holiday-home owners can have gas, paint or a new lock waiting at the house when they arrive for the weekend.",
      audienceType: "b2c-general",
      audienceGeography: "local",
      localRegion: "Kilkee and West Clare, Ireland",
      audiencePersona:
        "Holiday-home owners from Limerick and Dublin, aged 40-70, who come to Kilkee for weekends and summers and want " +
        "the house ready when they arrive. They are in the Kilkee community Facebook group and read the Clare Champion; " +
        "many already know the shop from summers as children. Most arrive on a Friday evening after a long drive, when " +
        "the shops are closing.",
      budgetRange: "bootstrapped",
      timeHorizon: "quarter",
      skills: ["social"],
      primaryGoal: "revenue",
      successMetrics: "40 delivery orders a month from holiday-home owners by June",
      challenges: "Only 2 hours a week for marketing, between the counter and deliveries. We tried Google ads once and wasted money.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "uk-parent-checkin-app",
    title: "Ringround: a morning check-in call for an older parent, bought by their adult children aged 40-60 in the UK; most of 300 paying families came from a local paper, trials cancel",
    kind: "consumer-app",
    answers: {
      productName: "Ringround",
      productType: "mobile-app",
      productStage: "launched",
      productDescription:
        "A simple Android and iPhone app that phones an older parent every morning with a friendly recorded check-in, " +
        "asks them to press 1 if they are fine, and texts their grown-up children if they don't answer. £4.99 a month " +
        "after a 14-day free trial. 300 paying families so far, mostly from a piece in a local paper.",
      audienceType: "b2c-niche",
      audienceGeography: "specific-country",
      specificCountry: "United Kingdom",
      audiencePersona:
        "Adult children aged 40-60 who live far from a parent aged 75+ living alone, worry about falls and feel guilty " +
        "about not calling every day; they are on Facebook, read the Guardian or the Daily Mail, and talk to friends in " +
        "the same situation. Their parents do not use smartphones.",
      budgetRange: "early",
      timeHorizon: "quarter",
      skills: ["content", "paid"],
      primaryGoal: "signups",
      successMetrics: "1,000 paying families by the end of March, with trial-to-paid above 40%",
      challenges:
        "Our parents' generation hates being sold to and we must never cold-call older people. Facebook ads brought " +
        "trials but many cancelled after the free trial.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "berlin-bike-light-kickstarter",
    title: "Lumo: a brake-light, theft-proof rear bike light made in Berlin, launching on Kickstarter on 1 March for €40,000 with 1,200 people on its list",
    kind: "ecommerce",
    answers: {
      productName: "Lumo",
      productWebsite: "https://lumo.bike",
      productType: "ecommerce",
      productStage: "mvp",
      productDescription:
        "Lumo is a rear bike light designed and assembled in Berlin: it brightens automatically when you brake, locks " +
        "to the seat post with a key only you have, and charges by USB-C for two weeks of commuting. It will sell for " +
        "€79; Kickstarter early birds pay €59. Our working prototype has ridden 2,000 km through a Berlin winter, and " +
        "twenty testers use it every day.",
      audienceType: "b2c-niche",
      audienceGeography: "specific-country",
      specificCountry: "Germany",
      audiencePersona:
        "Urban commuters aged 25-45 in Berlin, Hamburg, Munich and other German cities who ride to work all year, often " +
        "on an expensive bike. They have had a light stolen, read cycling blogs and the ADFC magazine, follow bike " +
        "accounts on Instagram and talk in r/fahrrad and local Critical Mass groups. They pay for quality but distrust " +
        "gadgets that break in the rain.",
      budgetRange: "early",
      timeHorizon: "quarter",
      skills: ["design", "social"],
      primaryGoal: "revenue",
      successMetrics: "€40,000 from backers on Kickstarter in 30 days, launching 1 March",
      challenges:
        "We have never run a crowdfunding campaign. We have 1,200 people on our email list and no budget for a PR " +
        "agency.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "lagos-market-traders-app",
    title: "Bookkeeping app for market traders who live on WhatsApp (Lagos)",
    kind: "b2b-smb",
    answers: {
      productName: "Ledgerly",
      productType: "mobile-app",
      productStage: "beta",
      productDescription:
        "A bookkeeping app for market traders in Lagos: record sales and credit by voice in English, Pidgin or " +
        "Yoruba, see at a glance who owes you, and send polite payment reminders on WhatsApp. It works offline on " +
        "cheap Android phones and uses little data. Free for 50 records a month, ₦2,500 a month for unlimited " +
        "records. We are in beta with 140 traders in Balogun market.",
      audienceType: "b2b-smb",
      audienceGeography: "local",
      localRegion: "Lagos, Nigeria (Balogun, Computer Village and Mile 12 markets)",
      audiencePersona:
        "Traders aged 25-55 with a stall or small shop in the big Lagos markets: fabrics in Balogun, phones in " +
        "Computer Village, food in Mile 12. They run everything on WhatsApp, rarely check email and have no " +
        "computer; they keep credit in an exercise book and trust what other traders and their market association " +
        "recommend.",
      budgetRange: "bootstrapped",
      timeHorizon: "quarter",
      skills: ["sales", "community"],
      primaryGoal: "signups",
      successMetrics: "2,000 traders recording sales every week by the end of March, 200 of them paying",
      challenges:
        "Traders don't trust new apps after loan apps harassed people. Data is expensive, so the app must be light. " +
        "We are three people.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "steam-cozy-game-wishlists",
    title: "Cozy PC game before Steam Next Fest (solo developer, wishlists)",
    kind: "consumer-app",
    answers: {
      productName: "Lanternfall",
      productType: "content",
      productStage: "beta",
      productDescription:
        "Lanternfall is a cozy puzzle-adventure game for PC about a lighthouse keeper who relights the lamps of a " +
        "drowned coast, one island at a time. Hand-painted art, no combat, about six hours of play. It is coming to " +
        "Steam in September 2027 at $15, and a 40-minute demo is ready for Steam Next Fest in June. I make it alone, " +
        "in the evenings and at weekends.",
      audienceType: "b2c-niche",
      audienceGeography: "global",
      audiencePersona:
        "Adults aged 20-40 who play cozy and puzzle games like A Short Hike, Unpacking and Dorfromantik, mostly on " +
        "PC and Steam Deck in the evenings. They watch cozy-game YouTubers and Twitch streamers, browse r/CozyGamers " +
        "and wishlist games from trailers and festivals, then buy at launch or in a sale. Many have a long backlog " +
        "and little time.",
      budgetRange: "bootstrapped",
      timeHorizon: "mid-term",
      skills: ["design", "social"],
      primaryGoal: "awareness",
      successMetrics: "10,000 Steam wishlists before Next Fest in June (1,200 today)",
      challenges:
        "Solo developer with a day job, about 6 hours a week for marketing. I have never made a trailer and have no " +
        "budget for ads.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "margin-research-app",
    title: "Margin: a $9-a-month reading and research web app for PhD students and researchers, 4,200 paying users, aiming at 10,000 and $70,000 MRR",
    kind: "software",
    answers: {
      productName: "Margin",
      productType: "web-app",
      productStage: "scaling",
      productDescription:
        "A reading and research app for academics and analysts: import PDFs, highlight, and Margin links your notes " +
        "across papers and suggests related passages. $9 a month or $80 a year, 14-day free trial. 4,200 paying users, " +
        "mostly PhD students and researchers. Most people who stay say it saved them hours on their literature review.",
      audienceType: "prosumer",
      audienceGeography: "global",
      audiencePersona:
        "PhD students, postdocs and research analysts aged 24-40 who read 10+ papers a week, use Zotero, and share " +
        "their setups on YouTube, Reddit (r/PhD, r/academia) and in lab Slack channels. They pay for tools out of their " +
        "own pocket or a small lab budget, and try what their lab-mates recommend before anything else.",
      budgetRange: "growth",
      timeHorizon: "long-term",
      skills: ["content", "paid", "analytics"],
      primaryGoal: "revenue",
      successMetrics: "10,000 paying users and $70,000 MRR by the end of next year, with annual plans above 40% of new subscriptions",
      challenges:
        "Google search ads for 'pdf annotation' were expensive ($4 per click) and brought students who never converted. " +
        "University procurement is too slow for us to sell to institutions.",
      includeMarketingWisdom: true,
    },
  },
  {
    // A guest house whose goal is bookings direct, typed "web app" on the form: no app-store page, no trial.
    id: "skye-guesthouse-direct",
    title: "Glenmore House: a six-room guest house in Portree on the Isle of Skye moving bookings from Booking.com (17% commission) to its own website",
    kind: "local",
    answers: {
      productName: "Glenmore House",
      productType: "web-app",
      productStage: "growth",
      productDescription:
        "A six-room guest house with sea views in Portree on the Isle of Skye, run by a couple since 2019. Breakfast " +
        "with local eggs and smoked salmon, drying room for walkers' boots, and we book boat trips and guides for " +
        "guests. Open March to October. We have our own booking page on our website but almost nobody uses it.",
      audienceType: "b2c-general",
      audienceGeography: "specific-country",
      specificCountry: "United Kingdom",
      audiencePersona:
        "Couples aged 35-65 from England, the US and Germany touring Skye for 2-3 nights, mostly walkers and " +
        "photographers. They plan 3-9 months ahead, read TripAdvisor and Booking.com reviews, and many are on their " +
        "second trip to Scotland. They want a warm welcome, a proper breakfast before a long walk, and help booking " +
        "a boat trip or a guide.",
      budgetRange: "seed",
      timeHorizon: "mid-term",
      skills: ["content", "social"],
      primaryGoal: "revenue",
      successMetrics:
        "Half of our bookings direct through our own website for the 2027 season (from 15%), so we pay less " +
        "commission to Booking.com",
      challenges:
        "Booking.com takes 17% commission and we depend on it for 85% of bookings. We are full in July and August " +
        "and half empty in April, May and October, and we don't want to discount. Only a few hours a week in " +
        "winter, none in summer.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "leeds-gamedev-conference",
    title: "North Game Dev Day: a first one-day conference for indie game developers in Leeds on 6 March 2027, selling 250 tickets at £45 early bird, £65 and £20 for students",
    kind: "devtool",
    answers: {
      productName: "North Game Dev Day",
      productType: "content",
      productStage: "launched",
      productDescription:
        "A one-day conference for independent game developers in Leeds on Saturday 6 March 2027: 12 talks from indie " +
        "studios about shipping and selling small games, a playtest room where attendees show their builds, and an " +
        "evening social. Tickets £45 early bird, £65 full price, £20 for students. First edition, run by two volunteers.",
      audienceType: "developer",
      audienceGeography: "local",
      localRegion: "Leeds, Manchester, Sheffield and the north of England",
      audiencePersona:
        "Solo and small-team indie game developers aged 20-40 in the north of England, many with a day job, some " +
        "students on game courses at Leeds Beckett and Huddersfield. They hang out on Bluesky, the local game dev " +
        "Discord servers, itch.io and at monthly meetups like Leeds Game Dev Social. Most live in Leeds, Manchester or Sheffield.",
      budgetRange: "seed",
      timeHorizon: "quarter",
      skills: ["social", "community"],
      primaryGoal: "revenue",
      successMetrics: "250 tickets sold by 6 March 2027, with 100 sold by the end of January",
      challenges:
        "Nobody knows the event yet because it is the first one, and we are two volunteers with day jobs. Twitter/X " +
        "is dead for game devs now. We can't afford sponsors' booths prices so we need ticket money to pay the venue " +
        "(£3,000 due 15 February).",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "austin-home-cleaning",
    title: "Sparkle & Sage Cleaning: an eco-friendly house cleaner in South Austin with 31 biweekly clients, after 25 more by the end of February; Thumbtack and Angi leads cost too much",
    kind: "local",
    answers: {
      productName: "Sparkle & Sage Cleaning",
      productType: "subscription",
      productStage: "growth",
      productDescription:
        "Home cleaning in Austin, Texas with eco-friendly products: biweekly and monthly recurring cleans, deep cleans " +
        "and move-out cleans. Three cleaners plus me, insured and background-checked. Biweekly clean of a 3-bed house is $160. " +
        "We bring our own supplies and vacuums, send the same cleaner to each home on the same day, and most clients give us a " +
        "key or a door code so we can clean while they are at work. Payment is by card after each clean.",
      audienceType: "b2c-general",
      audienceGeography: "local",
      localRegion: "South and Central Austin, Texas (78704, 78745, 78748)",
      audiencePersona:
        "Dual-income families and busy professionals aged 30-55 in South Austin homes, often with kids or pets, who care " +
        "about non-toxic products. They use Nextdoor and neighborhood Facebook groups and ask neighbors for recommendations. " +
        "Many have tried a cleaner who cancelled or sent someone different every time, so reliability and trust matter more " +
        "to them than the lowest price. They book by text in the evening and rarely answer calls during the workday.",
      budgetRange: "seed",
      timeHorizon: "quarter",
      skills: ["sales"],
      primaryGoal: "revenue",
      successMetrics: "25 new recurring biweekly clients by the end of February (we have 31 now)",
      challenges:
        "Thumbtack and Angi leads cost $30-60 each and half never reply. I don't have time to post on social media every " +
        "day. My cleaners speak Spanish; I handle the English calls.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "bristol-craft-fair",
    title: "Bristol Craft Fair: a Christmas craft fair with 60 local makers in Bristol's Paintworks on 11 and 12 December 2027, tickets £5 and children free, after 3,000 tickets; Facebook events sold 1,200 last year",
    kind: "local",
    answers: {
      productName: "Bristol Craft Fair",
      productType: "web-app",
      productStage: "launched",
      productDescription:
        "A Christmas craft fair with 60 local makers in Bristol's Paintworks on Saturday 11 and Sunday 12 December 2027: " +
        "ceramics, prints, jewellery, food stalls and workshops. Tickets £5, children free. This is our third year; the " +
        "makers pay for their stalls, and the ticket money pays for the hall, the heating and the posters. Doors open " +
        "10am to 5pm both days, with a wreath-making workshop each afternoon that families book in advance.",
      audienceType: "b2c-general",
      audienceGeography: "local",
      localRegion: "Bristol",
      audiencePersona:
        "Families and couples aged 28-60 in Bristol who buy Christmas presents from independent makers and follow " +
        "local makers on Instagram. Many come with children and grandparents, make a morning of it and stay for lunch " +
        "at the food stalls. They plan their December weekends from Facebook events, school newsletters and the local " +
        "what's-on listings, and most buy their tickets in the last two weeks before the fair.",
      budgetRange: "seed",
      timeHorizon: "long-term",
      skills: ["design", "social"],
      primaryGoal: "revenue",
      successMetrics: "3,000 tickets sold for the weekend",
      challenges: "Last year we relied on Facebook events and sold 1,200 tickets. We are two organisers.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "guadalajara-cfdi-invoicing",
    title: "Cuentas Claras: e-invoicing (CFDI 4.0) from the phone for corner shops and hardware stores in Guadalajara, answered in Spanish; owners distrust apps with their tax data, Facebook ads did not work",
    kind: "b2b-smb",
    answers: {
      productName: "Cuentas Claras",
      productType: "saas",
      productStage: "beta",
      productDescription:
        "Aplicación web para que tienditas, papelerías y ferreterías en México emitan facturas electrónicas CFDI 4.0 " +
        "desde el celular en menos de un minuto, sin contador. El dueño toma foto del ticket, elige al cliente y la " +
        "factura llega timbrada por WhatsApp o correo. Plan gratis de 10 facturas al mes y plan ilimitado de $149 MXN " +
        "al mes. Llevamos tres meses en beta con 45 negocios de Guadalajara, 12 de ellos pagando.",
      audienceType: "b2b-smb",
      audienceGeography: "specific-country",
      specificCountry: "Mexico",
      audiencePersona:
        "Dueños de negocios pequeños de 35 a 60 años en Guadalajara y Zapopan, que venden al público y a veces a " +
        "empresas que les piden factura. Usan WhatsApp para todo, no tienen computadora en el negocio y le pagan a un " +
        "contador que tarda días en facturar. Confían en lo que les recomienda otro comerciante de la misma calle o del " +
        "mercado, y casi nunca contestan correos.",
      budgetRange: "bootstrapped",
      timeHorizon: "quarter",
      skills: ["social", "sales"],
      primaryGoal: "signups",
      successMetrics: "300 negocios registrados y 60 pagando el plan de $149 al final de marzo",
      challenges:
        "Probamos anuncios en Facebook y no funcionaron: muchos clics y ningún registro. Los dueños desconfían de las " +
        "apps nuevas con su RFC y sus datos del SAT. Somos dos desarrolladores en Guadalajara.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "portland-bao-food-truck",
    title: "Bao Down: a food truck selling bao buns in Portland, Oregon, at breweries and office parks, aiming for 10 catering bookings a month by the end of March (2 last month); Facebook ads did not work",
    kind: "local",
    answers: {
      productName: "Bao Down",
      productType: "ecommerce",
      productStage: "growth",
      productDescription:
        "A food truck selling bao buns in Portland, Oregon; we park at breweries and office parks, and cater private " +
        "events. Two of us run the truck five days a week from a commissary kitchen in Southeast Portland: pork belly, " +
        "fried chicken and tofu bao, with a vegan bun always on. Catering is about $16 a head, for office lunches and " +
        "parties of 30 to 80 guests; we had 2 bookings last month, both from people who ate at the truck and asked.",
      audienceType: "b2c-general",
      audienceGeography: "local",
      localRegion: "Portland, Oregon",
      audiencePersona:
        "Office workers and brewery-goers aged 25-45 in Portland who follow food trucks on Instagram. They eat at the " +
        "truck on a brewery night or at lunch at an office park, and check our Instagram to see where we are that day. " +
        "For catering, the buyers are the office managers who order team lunches and the hosts planning weddings, " +
        "birthdays and work parties, who book a few weeks ahead and want a clear price per head.",
      budgetRange: "seed",
      timeHorizon: "quarter",
      skills: ["social"],
      primaryGoal: "revenue",
      successMetrics: "10 catering bookings a month by the end of March",
      challenges:
        "Only a few hours a week: we cook and drive five days. Facebook ads last summer didn't work: lots of likes, no " +
        "bookings. Catering enquiries come in by Instagram DM and we often answer days later.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "leicester-exam-tutoring",
    title: "BrightPath Tutoring: GCSE and A-level maths and science in groups of four in Leicester, 40 new students before the summer exams",
    kind: "local",
    answers: {
      productName: "BrightPath Tutoring",
      productType: "subscription",
      productStage: "growth",
      productDescription:
        "BrightPath Tutoring is a tutoring centre in Leicester for GCSE and A-level maths, physics, chemistry and biology. " +
        "We teach small groups of four, matched by exam board and tier, at £25 an hour per pupil, after school on weekdays " +
        "and on Saturday mornings. Our three tutors are qualified teachers with enhanced DBS checks. We have 30 pupils now " +
        "and room for 80 in our centre on Queens Road in Clarendon Park.",
      audienceType: "b2c-general",
      audienceGeography: "local",
      localRegion: "Leicester",
      audiencePersona:
        "Parents of 14-18 year olds at Leicester secondary schools and sixth forms, worried about GCSE or A-level exams, " +
        "often after a disappointing mock result or a teacher's warning. They ask other parents in school WhatsApp groups " +
        "and Leicester parents' Facebook groups for a tutor, compare us with one-to-one tutors at £35-£45 an hour, and want " +
        "to know the tutors are safe and qualified. The pupil has to want to come, or it does not work.",
      budgetRange: "seed",
      timeHorizon: "quarter",
      skills: ["social"],
      primaryGoal: "revenue",
      successMetrics: "40 new students enrolled by Easter 2027, ahead of the summer GCSE and A-level exams",
      challenges:
        "Leaflets through letterboxes last spring brought two enquiries. I can give marketing only a few hours a week around " +
        "teaching. I won't pay a tutoring agency's commission.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "leeds-dog-rescue-donors",
    title: "Second Chance Dogs: a volunteer-run dog rescue charity in Leeds (120 dogs rehomed a year from council pounds, foster homes), growing monthly donors from 85 to 200 by the end of March; a raffle and a sponsored walk brought no regular givers",
    kind: "local",
    answers: {
      productName: "Second Chance Dogs",
      productType: "web-app",
      productStage: "growth",
      productDescription:
        "A small dog rescue charity in Leeds that rehomes 120 dogs a year from council pounds. We are a registered charity " +
        "run by volunteers: the dogs live in foster homes until they are adopted, and monthly donors pay for the vet bills, " +
        "food and kennel fees. 85 people give monthly today, most by a standing order set up years ago; we have no giving " +
        "page of our own.",
      audienceType: "b2c-general",
      audienceGeography: "local",
      localRegion: "Leeds and West Yorkshire",
      audiencePersona:
        "Dog lovers aged 30-65 in West Yorkshire, many who adopted from us, active in local Facebook groups where they " +
        "share rescue posts. Most walk their own dog in the local parks and follow our Facebook page. They give to causes " +
        "they can see at work, and many already give to a big national animal charity.",
      budgetRange: "seed",
      timeHorizon: "quarter",
      skills: ["social"],
      primaryGoal: "fundraising",
      successMetrics: "200 monthly donors giving £5 or more by the end of March (from 85)",
      challenges:
        "Only a few hours a week: we are volunteers with day jobs. A raffle and a sponsored dog walk last year raised " +
        "one-off money but brought almost no monthly donors, and we cannot pay a fundraiser.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "sheffield-coworking-desks",
    title: "Forge Coworking: a 60-desk coworking space with 4 meeting rooms in Sheffield city centre, hot desks £150 a month, fixed £220, day passes £15, after 20 more members by the end of March (40 of 60 desks taken)",
    kind: "local",
    answers: {
      productName: "Forge Coworking",
      productType: "subscription",
      productStage: "growth",
      productDescription:
        "A coworking space with 60 desks and 4 meeting rooms in Sheffield city centre: hot desks £150 a month, fixed " +
        "desks £220, day passes £15. Members get fast wifi, good coffee, phone booths, a kitchen, lockers and 24/7 " +
        "access with a key fob; the meeting rooms are bookable by the hour. It is a five-minute walk from Sheffield " +
        "station, in a converted cutlery works with big windows. Memberships roll monthly with a month's notice, and " +
        "most of our members found us through a friend.",
      audienceType: "freelancer",
      audienceGeography: "local",
      localRegion: "Sheffield",
      audiencePersona:
        "Freelancers, remote workers and two-person startups in Sheffield aged 25-45 who are tired of working from " +
        "home or cafés: designers, developers, writers and consultants, and staff of companies based in London or " +
        "Manchester who work remotely. They want a desk, quiet for calls and people to have lunch with, without a " +
        "lease. They compare on Google Maps, ask in Sheffield freelancer groups on Facebook and LinkedIn, and try a " +
        "day before they commit to a month.",
      budgetRange: "seed",
      timeHorizon: "quarter",
      skills: ["social"],
      primaryGoal: "revenue",
      successMetrics: "Fill 20 empty desks by the end of March (40 of 60 taken today)",
      challenges:
        "Only a few hours a week. A month of Instagram posts brought likes from other coworking spaces and no new " +
        "members. Leaflets in cafés near the station brought two day passes.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "lisbon-walking-tours-direct",
    title: "Lisbon Old Town Walks: small-group walking tours for visitors, moving bookings from GetYourGuide and Viator (25%) to its own website",
    kind: "local",
    answers: {
      productName: "Lisbon Old Town Walks",
      productType: "web-app",
      productStage: "growth",
      productDescription:
        "Small-group walking tours of Alfama and Mouraria in Lisbon, led by local historians, max 10 people, €25 per " +
        "person. Two tours a day, at 10am and 3pm, in English and German, starting at the Miradouro de Santa Luzia. " +
        "Most bookings come through GetYourGuide and Viator, which take 25%. Our website only has a contact form and " +
        "we confirm bookings by email, so almost nobody books there.",
      audienceType: "b2c-general",
      audienceGeography: "local",
      localRegion: "Lisbon, Portugal",
      audiencePersona:
        "Tourists aged 30-60 visiting Lisbon for 3-5 days, mostly from the UK, US and Germany, who book tours on " +
        "their phone the day before. Many are couples on their first trip to Portugal who want the stories behind " +
        "the streets rather than a crowded bus tour, and they choose by the reviews on Tripadvisor, Google and " +
        "GetYourGuide.",
      budgetRange: "seed",
      timeHorizon: "quarter",
      skills: ["social"],
      primaryGoal: "revenue",
      successMetrics: "40% of bookings direct on our own website by the end of June 2027, up from about 10% today",
      challenges:
        "Only a few hours a week, as we guide most days from March to October. Last summer we left flyers in " +
        "hostels without a code and never knew whether a single booking came from them.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "reboot-schools-refurbished-laptops",
    title: "ReBoot Schools: refurbished laptops and Chromebooks for schools and academy trusts in England, 3-year warranty, 40% cheaper than new; Google Ads brought parents, schools ask for three quotes",
    kind: "b2b-smb",
    answers: {
      productName: "ReBoot Schools",
      productType: "ecommerce",
      productStage: "growth",
      productDescription:
        "We sell refurbished laptops and Chromebooks to schools in the UK with a 3-year warranty, 40% cheaper than new. " +
        "Every device is tested, graded, wiped with certified erasure software and reset so the school can enrol it in " +
        "its own management console. Chromebooks start at £165 and Windows laptops at £240, delivered and labelled. " +
        "We are two people with a workshop in Leicester and have sold to 6 schools so far, all within 30 miles of us.",
      audienceType: "b2b-smb",
      audienceGeography: "specific-country",
      specificCountry: "United Kingdom",
      audiencePersona:
        "IT managers and business managers at primary and secondary schools and academy trusts in England. The " +
        "business manager holds the budget and must get three quotes for bigger orders; the IT lead, often a technician " +
        "or an outside support company at a primary, checks the devices, the warranty and the data wiping. Heads and " +
        "trust central teams sign off large orders. They trust other schools and their local school business manager " +
        "groups far more than adverts.",
      budgetRange: "seed",
      timeHorizon: "mid-term",
      skills: ["social"],
      primaryGoal: "revenue",
      successMetrics: "20 schools ordering by the end of the school year (6 today)",
      challenges:
        "Only a few hours a week: I also run the workshop. We tried Google Ads for 'refurbished laptops for schools' " +
        "and paid for clicks from parents and students, not schools. Schools ask whether we are on a framework, and we are not.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "asheville-brewery-taproom",
    title:
      "Hopcraft Brewing: a craft brewery with a taproom in Asheville, NC, and mixed cases shipped within North Carolina, aiming for taproom sales up 30% by the end of March; Instagram posts bring likes from out of state, not visits",
    kind: "local",
    answers: {
      productName: "Hopcraft Brewing",
      productType: "ecommerce",
      productStage: "growth",
      productDescription:
        "A craft brewery with a taproom in Asheville, NC, and an online shop shipping mixed cases within North Carolina. " +
        "We brew a 7-barrel batch a week: IPAs, a Czech-style pilsner, a porter and a sour or two each season, with a " +
        "new release most months. The taproom on the South Slope seats 80, is open Wednesday to Sunday, and is dog " +
        "friendly; a food truck parks outside on Fridays and Saturdays. Mixed cases of 24 cans are $72.",
      audienceType: "b2c-niche",
      audienceGeography: "local",
      localRegion: "Asheville and western North Carolina",
      audiencePersona:
        "Craft beer fans aged 25-50 in western North Carolina and visitors to Asheville's beer scene. Locals come " +
        "on weekends and for new releases, and check in on Untappd; visitors find us on the South Slope walk " +
        "between breweries, often sent by their hotel or a brewery tour. Most come in groups of two to six, " +
        "decide on the day, and pick the place with something on.",
      budgetRange: "seed",
      timeHorizon: "quarter",
      skills: ["social"],
      primaryGoal: "revenue",
      successMetrics: "Taproom sales up 30% this quarter, by the end of March, against last year's first quarter",
      challenges:
        "Only a few hours a week: I brew most days. Wednesday and Thursday nights are quiet. Instagram posts get " +
        "likes from people out of state, not visits, and a Groupon deal two years ago brought one-time visitors who " +
        "never came back.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "cotswolds-wedding-barn",
    title: "Oakhill Barn: a restored barn wedding venue in the Cotswolds for up to 120 guests (exclusive use, in-house catering, rooms for 20, weddings from £9,500), typed \"ecommerce\" on the form, after 20 Friday, Sunday or winter weddings for 2027 when wedding fairs brought few bookings",
    kind: "local",
    answers: {
      productName: "Oakhill Barn",
      productType: "ecommerce",
      productStage: "growth",
      productDescription:
        "A restored barn wedding venue in the Cotswolds for up to 120 guests, with exclusive use, in-house catering and " +
        "rooms for 20. Weddings from £9,500. The 18th-century threshing barn is licensed for ceremonies, with an oak-beamed " +
        "hall, a courtyard for drinks and a meadow for summer photos; the farmhouse and two cottages sleep 20 of the " +
        "wedding party. We are a family team of four and have hosted weddings since 2019, most of them on summer Saturdays.",
      audienceType: "b2c-niche",
      audienceGeography: "specific-country",
      specificCountry: "United Kingdom",
      audiencePersona:
        "Engaged couples aged 27-40 in London, Bristol and Birmingham planning a rustic country wedding 12-18 months " +
        "ahead, for 60 to 120 guests. Many get engaged over Christmas and New Year, save ideas on Instagram and " +
        "Pinterest, shortlist venues on Hitched and Bridebook, and visit two or three before they book. Couples with " +
        "a short engagement or a tighter budget ask about Fridays, Sundays and winter dates.",
      budgetRange: "early",
      timeHorizon: "mid-term",
      skills: ["design", "social"],
      primaryGoal: "revenue",
      successMetrics: "20 Friday, Sunday or winter weddings booked for 2027 by the end of June",
      challenges:
        "Saturdays in summer sell out, but Fridays, Sundays and winter weddings are empty. Wedding fairs cost a lot and " +
        "brought few bookings, so we have stopped doing them. In busy weeks enquiries wait two or three days for a reply.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "leeds-bouldering-gym-retention",
    title: "Crux Climbing: an indoor bouldering gym in Leeds with 400 members at £45 a month, where half of intro-session climbers never come back, after 600 members by April with 3-month retention above 70%",
    kind: "local",
    answers: {
      productName: "Crux Climbing",
      productType: "subscription",
      productStage: "growth",
      productDescription:
        "An indoor bouldering gym in Leeds with 400 members at £45 a month, intro sessions, kids' clubs and a cafe. " +
        "A first visit starts with a one-hour intro session (£15) with one of our coaches; after that people can buy a " +
        "day pass or join by the month. We reset a wall every week, and the cafe has tables looking onto the walls. " +
        "Members check in at the desk with a card, so we know who came and when.",
      audienceType: "b2c-general",
      audienceGeography: "local",
      localRegion: "Leeds",
      audiencePersona:
        "Students and young professionals aged 18-35 in Leeds who want a social way to get fit. Most come with a friend " +
        "or a flatmate after seeing climbing on Instagram, try an intro session, and decide within a month whether it " +
        "is for them. Students come and go with the university terms; young professionals climb after work and at weekends.",
      budgetRange: "seed",
      timeHorizon: "quarter",
      skills: ["social", "community"],
      primaryGoal: "retention",
      successMetrics: "600 members by April, with 3-month retention above 70%",
      challenges:
        "Half of the people who do an intro session never come back, and January signups leave by March. We tried a 10% " +
        "discount for paying three months up front, and people still stopped coming after a few weeks. I won't lock " +
        "people into 12-month contracts.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "cornwall-mystery-novel-author",
    title: "The Salt Road: a self-published historical mystery novel set in 1890s Cornwall, book one of three, ebook $4.99 on Kindle and paperback $14.99, after 1,000 copies and 100 Amazon reviews before book two comes out in May",
    kind: "ecommerce",
    answers: {
      productName: "The Salt Road",
      productType: "ecommerce",
      productStage: "launched",
      productDescription:
        "A self-published historical mystery novel set in 1890s Cornwall, the first of a series of three: a " +
        "coastguard's widow in Porthleven asks why the inquest called a fisherman's drowning an accident. Ebook " +
        "$4.99 on Kindle, in KDP Select, and paperback $14.99 on Amazon. It came out in October and has sold 140 " +
        "copies, with 11 reviews on Amazon. Book two is written and comes out in May. I live near Truro.",
      audienceType: "b2c-niche",
      audienceGeography: "global",
      audiencePersona:
        "Readers of historical mysteries, mostly women 45-75, who read two or three books a month and love series. " +
        "Most read on a Kindle, many through Kindle Unlimited, and still buy paperbacks as gifts. They find their next " +
        "book through Amazon's 'also bought' lists, BookBub emails, reader groups on Facebook, Goodreads and their " +
        "library. Fans of Anne Perry, Charles Todd and Poldark, and of Cornwall itself: many have spent holidays there " +
        "and want to go back.",
      budgetRange: "bootstrapped",
      timeHorizon: "quarter",
      skills: ["content"],
      primaryGoal: "revenue",
      successMetrics: "1,000 copies sold and 100 Amazon reviews before book two in May",
      challenges:
        "Amazon ads burned $400 with 3 sales, so no more ads for now. I have about 5 hours a week around my day " +
        "job as a teacher, and I won't do TikTok.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "over-50s-dating-app-uk",
    title: "Second Spring: a dating app for over-50s in the UK with video-verified profiles and local meetups, £14.99 a month, 600 paying members mostly in Bristol and Bath; UK-wide Facebook ads brought sign-ups far from other members who cancelled; 4 hours a week",
    kind: "consumer-app",
    answers: {
      productName: "Second Spring",
      productType: "mobile-app",
      productStage: "growth",
      productDescription:
        "A dating app for people over 50 in the UK, with video-verified profiles and local meetups. £14.99 a month. " +
        "Every profile is checked with a short video selfie before it goes live, and members can meet at hosted socials " +
        "in pubs and cafés. 600 paying members so far, most of them in Bristol and Bath.",
      audienceType: "b2c-niche",
      audienceGeography: "specific-country",
      specificCountry: "United Kingdom",
      audiencePersona:
        "Divorced and widowed people aged 50-70 in the UK who find mainstream dating apps shallow and unsafe. Many " +
        "have not dated for thirty years, worry about scammers and about looking foolish in front of their grown-up " +
        "children, and want someone genuine who lives nearby, for company, walks and perhaps more. They are on Facebook, " +
        "read the Daily Mail or their regional paper, listen to BBC local radio, and trust what a friend tells them.",
      budgetRange: "seed",
      timeHorizon: "quarter",
      skills: ["social"],
      primaryGoal: "revenue",
      successMetrics: "3,000 paying members by June",
      challenges:
        "Only a few hours a week, alongside a full-time job. Last autumn we ran Facebook ads across the whole UK: lots of " +
        "sign-ups, but people in towns with nobody nearby cancelled within a month.",
      includeMarketingWisdom: true,
    },
  },  {
    id: "edinburgh-osteria-quiet-nights",
    title:
      "Osteria Nonna Lina: a 40-seat family Italian restaurant in Stockbridge, Edinburgh, full at weekends and at 15 covers Monday to Wednesday, aiming for 40 by the end of March; Deliveroo's 30% and dishes that travel badly rule delivery out, and Groupon's diners never came back",
    kind: "local",
    answers: {
      productName: "Osteria Nonna Lina",
      productType: "web-app",
      productStage: "growth",
      productDescription:
        "A 40-seat family Italian restaurant in Stockbridge, Edinburgh, with fresh pasta made every morning, mains around " +
        "£18 and a set lunch at £16. Lina's grandson Marco runs the kitchen and his sister Giulia the floor; the recipes " +
        "come from Nonna Lina's Abruzzo. We take bookings through our website and OpenTable, have a small private room " +
        "for 14, and are open Monday to Saturday for lunch and dinner.",
      audienceType: "b2c-general",
      audienceGeography: "local",
      localRegion: "Stockbridge, Comely Bank and the New Town, Edinburgh",
      audiencePersona:
        "Locals aged 30-65 who eat out once or twice a week, couples and small groups of friends celebrating a birthday " +
        "or catching up, and office workers nearby at lunch. They book on Google or OpenTable, read the Edinburgh food " +
        "pages, trust a neighbour's word over an advert, and come back to a place that remembers their name and their " +
        "table. Visitors staying in the New Town's hotels find us through the concierge.",
      budgetRange: "seed",
      timeHorizon: "quarter",
      skills: ["design", "social"],
      primaryGoal: "revenue",
      successMetrics: "40 covers on Monday to Wednesday nights by the end of March",
      challenges:
        "Fridays and Saturdays are full but Monday to Wednesday we serve 15 covers. Deliveroo takes 30% and our dishes " +
        "travel badly. Groupon brought people who never came back.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "uk-phonics-app-young-children",
    title: "Pip Reads: a phonics reading app for children aged 4-7, chosen and paid for by their parents in the UK, £4.99 a month after a 7-day trial; Apple's Kids Category rules out third-party ads and analytics, and children lose interest after a week",
    kind: "consumer-app",
    answers: {
      productName: "Pip Reads",
      productType: "mobile-app",
      productStage: "launched",
      productDescription:
        "A phonics reading app for children aged 4-7, with decodable stories read aloud and a parent dashboard. " +
        "£4.99 a month after a 7-day free trial, with no adverts, no chat and no in-app purchases a child can make. " +
        "Each story uses only the sounds a child has learnt so far, in the order most schools teach them, and the " +
        "parent sees which sounds and words their child can read. Made by a former Year 1 teacher and her partner, " +
        "a developer.",
      audienceType: "b2c-niche",
      audienceGeography: "specific-country",
      specificCountry: "United Kingdom",
      audiencePersona:
        "Parents of children aged 4-7 in Reception and Year 1 who want help with reading at home. They hear about " +
        "apps from the class teacher, other parents at the school gate and parents' groups, worry about screen time " +
        "and adverts, and want ten calm minutes a day that really help. Many have a child who is slower to read " +
        "than their friends and feel unsure how to help without it ending in tears at bedtime.",
      budgetRange: "seed",
      timeHorizon: "mid-term",
      skills: ["design", "social"],
      primaryGoal: "signups",
      successMetrics: "5,000 trials and 1,000 paying subscribers by July",
      challenges:
        "We can't market to children, and Apple's Kids Category bans third-party ads and analytics in the app. " +
        "Parents download it and the child loses interest after a week. A TikTok account we tried got views from " +
        "teenagers, not parents.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "strong-at-40-online-coaching",
    title: "Strong at 40: online strength coaching for UK women over 40 in perimenopause, £59 a month, run by a nurse in her evenings; free 30-day challenges brought people who did them and left",
    kind: "creator",
    answers: {
      productName: "Strong at 40",
      productType: "subscription",
      productStage: "launched",
      productDescription:
        "Online strength coaching for women over 40 going through perimenopause: a personalised 3-day home or gym programme " +
        "in an app, weekly check-ins with me, £59 a month. I'm a nurse and a qualified personal trainer, and I started lifting " +
        "at 42 when my own perimenopause hit. 14 paying clients so far, most of them friends of friends.",
      audienceType: "b2c-niche",
      audienceGeography: "specific-country",
      specificCountry: "United Kingdom",
      audiencePersona:
        "Women aged 40-55 who have never lifted weights, feel weaker and more tired, and do not want diet culture. Many are " +
        "juggling work, teenagers and ageing parents, sleep badly and have been told by their GP to 'do some strength training' " +
        "without being shown how. They listen to menopause podcasts, ask questions in perimenopause Facebook groups and feel " +
        "out of place in gyms full of young men.",
      budgetRange: "bootstrapped",
      timeHorizon: "quarter",
      skills: ["content", "social"],
      primaryGoal: "revenue",
      successMetrics: "60 paying clients by April, with most of them still coached after three months",
      challenges:
        "Instagram is full of fitness influencers with six-packs. I tried free 30-day challenges and people did them and left. " +
        "I work as a nurse, so I have evenings only.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "shipyard-founder-community",
    title: "Shipyard: a paid online community for solo SaaS founders (private forum, weekly accountability groups of six, monthly teardown calls), $29 a month, 180 members, 400 by March with churn under 6%; members binge the archive and leave; X brings followers, not members; no ads",
    kind: "creator",
    answers: {
      productName: "Shipyard",
      productType: "subscription",
      productStage: "growth",
      productDescription:
        "A paid online community for solo founders building SaaS: a private forum, weekly accountability groups of six " +
        "and monthly teardown calls, $29 a month. I started it a year ago after shipping my own small SaaS alone, and it " +
        "has 180 paying members today. The forum has two years of my posts and forty call recordings.",
      audienceType: "freelancer",
      audienceGeography: "global",
      audiencePersona:
        "Solo developers with a side project making under $1,000 a month who want to reach their first $5,000 a month. " +
        "Most are employed engineers aged 25-40 building in the evenings, in the US, Europe and India; they follow indie " +
        "hackers on X, listen to founder podcasts like Indie Hackers and read a few newsletters. They are good at building " +
        "and unsure about pricing, landing pages and finding customers, and nobody around them is doing the same.",
      budgetRange: "bootstrapped",
      timeHorizon: "quarter",
      skills: ["content", "community"],
      primaryGoal: "revenue",
      successMetrics: "400 paying members by March, from 180, and monthly churn under 6%",
      challenges:
        "Members join for a month, binge the archive and leave. I post on X every day but it brings followers, not " +
        "members. I don't want to run ads.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "devon-organic-veg-box",
    title: "Furrow & Field: an organic veg box from a 12-acre farm near Totnes, £18 small and £26 large, 220 boxes delivered weekly or fortnightly across South Devon; households cancel by August when gardens and supermarkets have cheap veg, and leaflets cost more than they brought in; after keeping 80% through the summer and 300 boxes by October",
    kind: "local",
    answers: {
      productName: "Furrow & Field",
      productType: "subscription",
      productStage: "growth",
      productDescription:
        "An organic veg box from our 12-acre farm near Totnes, delivered weekly or fortnightly across South Devon, £18 " +
        "small and £26 large, skip or pause any week online. We grow about forty crops a year, pick on Monday and " +
        "Wednesday, and deliver the next day on four rounds from our own van. 220 boxes go out most weeks; customers " +
        "sign up and pause on our website, and we send a short email when the box changes.",
      audienceType: "b2c-general",
      audienceGeography: "local",
      localRegion: "Totnes, Dartmouth, Kingsbridge and Newton Abbot",
      audiencePersona:
        "Households in South Devon who cook most nights and want local organic food, often families with young children " +
        "and retired couples. Most heard about us from a neighbour or at a market, read their village Facebook group and " +
        "the school newsletter, and like knowing who grew their food. Many grow a few vegetables of their own in summer.",
      budgetRange: "seed",
      timeHorizon: "mid-term",
      skills: ["social", "community"],
      primaryGoal: "retention",
      successMetrics: "Keep 80% of our 220 boxes through the summer and reach 300 boxes by October",
      challenges:
        "People sign up in spring and cancel by August when their gardens and the supermarkets have cheap veg. Leaflets " +
        "through doors cost more than they brought in, so we stopped. Two of us grow, pack and drive, so marketing gets " +
        "the evenings.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "kenya-smallholder-soil-sms",
    title: "ShambaSoil: soil testing by SMS for smallholder maize and potato farmers in Nakuru, Nyandarua and Uasin Gishu, KSh 500 a test; basic phones, agro-dealers who push their own brands, Facebook ads that reached Nairobi; 10,000 tests before the March planting",
    kind: "consumer-app",
    answers: {
      productName: "ShambaSoil",
      productType: "api",
      productStage: "beta",
      productDescription:
        "Soil testing by SMS for smallholder maize and potato farmers in Kenya: a field agent takes a sample from the farm, " +
        "and within 5 days the farmer gets an SMS in Swahili saying which fertiliser to buy and how much. KSh 500 a test, " +
        "paid by M-Pesa. We tested 600 farms in a pilot last season.",
      audienceType: "b2c-niche",
      audienceGeography: "specific-country",
      specificCountry: "Kenya",
      audiencePersona:
        "Smallholder farmers with 1-5 acres of maize and potatoes in Nakuru, Nyandarua and Uasin Gishu, most of them on " +
        "basic phones with M-Pesa. They buy fertiliser from the nearest agro-dealer in the weeks before planting, often " +
        "whatever the dealer recommends, belong to farmer groups or a cooperative, go to the chief's baraza, and listen to " +
        "vernacular radio farm shows in Kikuyu or Kalenjin. They trust a neighbour's harvest more than any advert, and " +
        "cash is tight before planting.",
      budgetRange: "seed",
      timeHorizon: "mid-term",
      skills: ["sales", "community"],
      primaryGoal: "signups",
      successMetrics: "10,000 soil tests before the March planting season",
      challenges:
        "Most farmers have basic phones, not smartphones, and agro-dealers push their own fertiliser brands. Facebook ads " +
        "reached people in Nairobi, not farmers. We can spend KSh 600,000 over six months.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "kenya-solar-irrigation-pumps",
    title: "JuaFlow: solar irrigation pump kits for smallholder tomato, onion and French bean farmers in Meru, Kirinyaga and Machakos, KSh 65,000 cash or KSh 2,500 a month over 30 months by M-Pesa, replacing a petrol pump at KSh 400 a day; farmers trust a pump once they see one on a farm like theirs, agents are expensive far from the depot; 300 pumps this quarter with under 5% of plans behind",
    kind: "consumer-app",
    answers: {
      productName: "JuaFlow",
      productType: "ecommerce",
      productStage: "launched",
      productDescription:
        "JuaFlow sells a solar-powered irrigation pump kit for smallholder farmers in Kenya: a 300 W panel, a surface pump that " +
        "lifts water from a river, well or pan up to 7 metres, and 50 metres of hose. It costs KSh 65,000 cash or KSh 2,500 a " +
        "month over 30 months on a pay-as-you-go plan paid by M-Pesa. A farmer replaces a petrol pump that costs KSh 400 a day in fuel.",
      audienceType: "b2c-niche",
      audienceGeography: "specific-country",
      specificCountry: "Kenya",
      audiencePersona:
        "Smallholder farmers in Meru, Kirinyaga and Machakos growing tomatoes, onions and French beans on one to three acres near a water source, who pay for " +
        "petrol to pump water, sell to brokers and markets, trust what a neighbour or the agrovet tells them, and use M-Pesa " +
        "every day but rarely browse the web.",
      budgetRange: "seed",
      timeHorizon: "quarter",
      skills: ["sales", "community"],
      primaryGoal: "revenue",
      successMetrics: "300 pumps installed in three counties this quarter with fewer than 5% of instalment plans behind",
      challenges:
        "Farmers don't trust a pump until they see one working on a farm like theirs. Our sales agents are expensive to send far from the depot.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "bristol-mortgage-broker",
    title: "Harbour Mortgages: a one-person mortgage broker in Bristol and Bath for first-time buyers and the self-employed, authorised through a network and paid by lender commission; comparison sites outspend him and bought leads went to five brokers at once; 8 completed mortgages a month by September",
    kind: "local",
    answers: {
      productName: "Harbour Mortgages",
      productType: "web-app",
      productStage: "launched",
      productDescription:
        "A one-person mortgage broker in Bristol for first-time buyers and the self-employed, FCA-authorised through a " +
        "network, free to the client and paid by lender commission. I'm Tom, I left a high-street bank's mortgage team " +
        "two years ago, and I search the whole market, including lenders who take one year's accounts. I meet clients " +
        "at their kitchen table, on video or in a cafe, in the evenings if that suits them, across Bristol and Bath.",
      audienceType: "b2c-niche",
      audienceGeography: "local",
      localRegion: "Bristol and Bath",
      audiencePersona:
        "First-time buyers aged 25-40 and self-employed people who were turned down by their bank. The buyers rent, " +
        "have saved a deposit for years and are scared of getting it wrong; many ask their parents, an estate agent or " +
        "a Facebook group first. The self-employed are sole traders, contractors and company directors with one or two " +
        "years' accounts, who were told no by a high-street bank and think nobody will lend to them. They search Google " +
        "late in the evening and trust a name a friend or their accountant gives them.",
      budgetRange: "seed",
      timeHorizon: "mid-term",
      skills: ["content", "sales"],
      primaryGoal: "revenue",
      successMetrics: "8 completed mortgages a month by September",
      challenges:
        "Comparison sites and the big online brokers outspend us on Google. I tried buying leads and they were sold to " +
        "five brokers at once, so I won't buy leads again.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "tidy-bar-mac-menu-bar-app",
    title: "Tidy Bar: a Mac menu bar app that hides, groups and searches menu bar icons, $12 one-time via Paddle and on Setapp; a Product Hunt launch gave one day of traffic; one-time sales mean every month starts from zero; $3,000 a month by April",
    kind: "consumer-app",
    answers: {
      productName: "Tidy Bar",
      productType: "mobile-app",
      productStage: "launched",
      productDescription:
        "A Mac menu bar app that hides, groups and searches menu bar icons, $12 one-time on my site via Paddle and on Setapp. " +
        "Drag the icons you rarely need behind a single Tidy Bar icon, group the rest by project, and press a shortcut to " +
        "search any icon by name, even one hidden behind the MacBook notch. There is a 14-day free trial on my site. " +
        "About 140 copies a month sell now, plus what Setapp pays.",
      audienceType: "prosumer",
      audienceGeography: "global",
      audiencePersona:
        "Mac power users, developers and designers with MacBooks whose notch hides half their menu bar icons. They run " +
        "a dozen menu bar utilities (clipboard managers, VPNs, window managers, Dropbox), read r/macapps and Mac " +
        "newsletters, watch YouTube videos of other people's Mac setups, and pay for small tools that save them a " +
        "minute a day, but dislike subscriptions and want to try before they buy. Many have tried Bartender or the free Ice.",
      budgetRange: "bootstrapped",
      timeHorizon: "quarter",
      skills: ["content", "design"],
      primaryGoal: "revenue",
      successMetrics: "$3,000 a month in sales by April",
      challenges:
        "Product Hunt launch gave one day of traffic, then sales fell back to a few a day. I hate subscriptions, so it's " +
        "a one-time purchase, which means every month starts from zero. I build it alone in the evenings.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "rustjobs-remote-job-board",
    title: "RustJobs Remote: a niche job board for remote Rust developer jobs, $299 per 30-day listing, candidates free with a weekly job email; 18 paid listings a month, employers wait for candidates and LinkedIn is free; goal 60 a month by March",
    kind: "marketplace",
    answers: {
      productName: "RustJobs Remote",
      productType: "marketplace",
      productStage: "growth",
      productDescription:
        "A job board for remote Rust developer jobs: companies pay $299 per 30-day listing, candidates browse free and " +
        "get a weekly email of new jobs. About 18 paid listings a month today, mostly from startups that found us through " +
        "a friend, and a weekly email read by Rust developers in Europe and the Americas.",
      audienceType: "developer",
      audienceGeography: "global",
      audiencePersona:
        "Rust developers looking for remote work, and startups and infrastructure companies hiring them. The developers " +
        "are mid-level to senior, often moving from C++ or Go, and want the pay range and the remote terms up front. The " +
        "people who pay are engineering managers and founders at seed to Series B companies with one or two Rust roles " +
        "open, who post where they posted last time and judge a board by who applies.",
      budgetRange: "seed",
      timeHorizon: "quarter",
      skills: ["content", "community"],
      primaryGoal: "revenue",
      successMetrics: "60 paid listings a month by March, from 18",
      challenges:
        "Companies won't pay to post until there are many candidates, and candidates leave when there are few jobs. " +
        "LinkedIn is free for them, and a launch post on Hacker News brought a spike of visitors but no new employers.",
      includeMarketingWisdom: true,
    },
  },  {
    id: "formfox-wordpress-form-plugin",
    title: "FormFox: a freemium WordPress form builder plugin, 40,000 active installs on WordPress.org, Pro $79 a year; free users leave 1-star reviews at Pro features, agencies ask for lifetime deals; 1,900 to 4,000 Pro licences by the end of 2027",
    kind: "software",
    answers: {
      productName: "FormFox",
      productType: "saas",
      productStage: "scaling",
      productDescription:
        "A WordPress form builder plugin with 40,000 active installs on WordPress.org. The free version builds contact, " +
        "quote and booking forms with a drag-and-drop editor and a Gutenberg block; FormFox Pro, $79 a year for one site, " +
        "adds conditional logic, Stripe and PayPal payments and CRM integrations (HubSpot, Mailchimp). About 1,900 Pro " +
        "licences are active, sold on our own site, and about 70% renew each year.",
      audienceType: "freelancer",
      audienceGeography: "global",
      audiencePersona:
        "Freelance WordPress developers and small agencies building sites for clients, and small business owners " +
        "running their own WordPress site. They search WordPress.org and Google for things like \"WordPress form with " +
        "conditional logic\", read the reviews and the support forum before installing, build with Elementor or the " +
        "block editor, and follow WordPress newsletters, podcasts and YouTube tutorials. Agencies want one licence " +
        "that covers every client site.",
      budgetRange: "early",
      timeHorizon: "long-term",
      skills: ["content", "seo", "analytics"],
      primaryGoal: "revenue",
      successMetrics: "Grow Pro from 1,900 to 4,000 active licences by the end of 2027",
      challenges:
        "Free users leave 1-star reviews on WordPress.org when they hit a Pro feature, and a big upgrade banner on the " +
        "dashboard only brought more of them, so we took it down. Agencies keep asking for lifetime deals, and the one " +
        "we ran two years ago still costs us support hours with no renewals.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "swindon-driving-instructor-automatic",
    title: "Clearview Driving: a new driving instructor in Swindon teaching in a dual-control automatic, £38 an hour or 10 hours for £360, after 30 lesson hours a week by the end of February, with about 3 hours a week for marketing",
    kind: "local",
    answers: {
      productName: "Clearview Driving",
      productType: "web-app",
      productStage: "launched",
      productDescription:
        "A driving instructor in Swindon teaching in a dual-control automatic car, £38 an hour, with block bookings of 10 hours for £360. " +
        "I qualified as an ADI last year after twelve years as a lorry driver, and I teach on my own: one instructor, one car, " +
        "lessons from home or college pick-ups across Swindon, weekdays and Saturday mornings.",
      audienceType: "b2c-general",
      audienceGeography: "local",
      localRegion: "Swindon",
      audiencePersona:
        "Learners aged 17-25 and their parents, who often pay for the lessons, and adults who want to learn in an automatic: " +
        "nervous drivers, people who failed in a manual and gave up, and adults in their 30s to 50s who never learnt or have not " +
        "driven in years. Most find an instructor through friends who passed, Google reviews and the Swindon Facebook groups.",
      budgetRange: "bootstrapped",
      timeHorizon: "urgent",
      skills: ["social"],
      primaryGoal: "signups",
      successMetrics: "Fill 30 hours a week by the end of February, from about 14 hours now",
      challenges:
        "I'm a new instructor and the big franchises take most learners, and I can't afford the Google ads they run. " +
        "A leaflet drop on 500 doors in Old Town brought one phone call. I teach full-time so I have about 3 hours a week for marketing.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "harrogate-florist-weekly-accounts",
    title: "Wild Stem Flowers: a florist in Harrogate and Knaresborough winning weekly business accounts outside the peaks (UK)",
    kind: "local",
    answers: {
      productName: "Wild Stem Flowers",
      productType: "ecommerce",
      productStage: "growth",
      productDescription:
        "A florist in Harrogate with a small shop on Cold Bath Road and an online shop: hand-tied bouquets from £35, " +
        "delivered same day in Harrogate and Knaresborough when ordered by 1pm, sympathy and funeral flowers, one wedding " +
        "a weekend at most, and weekly flowers for two hotels and an office today. Run by me, with a part-time florist and a driver on Fridays.",
      audienceType: "mixed",
      audienceGeography: "local",
      localRegion: "Harrogate and Knaresborough",
      audiencePersona:
        "People sending flowers for birthdays, thanks and sympathy, mostly women aged 30-65 who order on their phone in the " +
        "evening or ring the shop; and the hotels, restaurants and offices that want fresh flowers in reception every week, " +
        "chosen by a general manager or an office manager who has no time to think about flowers.",
      budgetRange: "seed",
      timeHorizon: "mid-term",
      skills: ["design", "social"],
      primaryGoal: "revenue",
      successMetrics: "15 weekly business accounts and £6,000 a month outside the big holidays by July",
      challenges:
        "Valentine's and Mother's Day are mad, the rest of the year is quiet. Interflora takes a big cut of wire orders, " +
        "and a flyer drop last autumn brought almost nothing. I can't do more weddings than one a weekend.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "glasgow-folk-band-album-tour",
    title: "The Lowland Hum: a Glasgow indie folk band releasing its second album on vinyl (£25) and Bandcamp on 12 March, with a 10-date UK tour in April; playlist pitching got nowhere, no TikTok dancing, £300 to spend; goal 500 vinyl pre-orders and 1,500 tickets by the end of April",
    kind: "creator",
    answers: {
      productName: "The Lowland Hum",
      productType: "content",
      productStage: "launched",
      productDescription:
        "A four-piece indie folk band from Glasgow releasing our second album 'Tidewater' on 12 March, on vinyl (£25) and Bandcamp, " +
        "with a 10-date UK tour in April: Glasgow, Edinburgh, Aberdeen, Dundee, Inverness, Newcastle, Leeds, Manchester, Bristol and London. " +
        "Our first album sold about 200 copies, mostly at the merch table, and we have 600 people on our mailing list.",
      audienceType: "b2c-niche",
      audienceGeography: "specific-country",
      specificCountry: "United Kingdom",
      audiencePersona:
        "Folk and indie fans aged 25-45 who buy vinyl, go to small gigs and listen to BBC Radio 6 Music. Many found us as a " +
        "support act or at a fringe night during Celtic Connections; they buy the record at the merch table rather than stream it, " +
        "follow a few small labels on Bandcamp, read the local listings to decide what to see on a Thursday night, and bring a " +
        "friend when they like a band.",
      budgetRange: "bootstrapped",
      timeHorizon: "quarter",
      skills: ["content", "social"],
      primaryGoal: "revenue",
      successMetrics: "500 vinyl pre-orders and 1,500 tour tickets sold by the end of April",
      challenges:
        "Spotify playlists pitching got us nowhere and we hate TikTok dancing. We play to 40 people in Glasgow and nobody outside " +
        "Scotland knows us. £300 to spend.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "steeple-small-church-software",
    title: "Steeple: online giving, volunteer rotas and a member directory for small US churches of 50-300 people, $39 a month; pastors are not on LinkedIn, admins are volunteers, Planning Center is the default and cold email was marked as spam; goal 300 paying churches by the end of June, from 85",
    kind: "b2b-smb",
    answers: {
      productName: "Steeple",
      productType: "saas",
      productStage: "growth",
      productDescription:
        "Online giving, volunteer rotas and a member directory for small churches of 50-300 people, $39 a month, with " +
        "text-to-give and no per-gift fee above card costs. Treasurers get the year-end giving statements in a few clicks, " +
        "and volunteers see their Sunday dates and swap them from a phone. 85 churches pay today, most of them in Ohio and " +
        "Indiana, found through two pastors who told their friends. I run it with one developer and answer support myself " +
        "in the evenings.",
      audienceType: "b2b-smb",
      audienceGeography: "north-america",
      audiencePersona:
        "Pastors and volunteer church administrators in small Protestant churches in the US who juggle spreadsheets, paper " +
        "rotas and a donation box. The pastor is often bivocational; the treasurer is a retired member who counts the plate " +
        "on Sunday afternoon, and the administrator gives a few evenings a week. They ask other pastors and their " +
        "association or district what to use, and the board or the elders approve any new monthly cost.",
      budgetRange: "seed",
      timeHorizon: "mid-term",
      skills: ["content", "sales"],
      primaryGoal: "revenue",
      successMetrics: "300 paying churches by the end of June, from 85",
      challenges:
        "Pastors are not on LinkedIn and church admins are volunteers. Planning Center is the default for big churches, so " +
        "pastors assume we are a smaller copy. A cold email campaign to 1500 church addresses last spring was marked as " +
        "spam and brought two replies.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "notenest-therapy-notes-beta",
    title: "NoteNest: AI progress notes for US therapists in private practice (a dictated 2-minute summary after the session, never a recording), HIPAA with a BAA, $29 a month, in beta; therapists are wary of AI, client stories can never be used, Google ads cost $12 a click and a conference booth brought eleven emails; goal 1,000 beta sign-ups and 200 paying by the end of March",
    kind: "b2b-smb",
    answers: {
      productName: "NoteNest",
      productType: "saas",
      productStage: "beta",
      productDescription:
        "AI progress notes for therapists in private practice: after a session the therapist dictates a 2-minute " +
        "summary and gets a SOAP or DAP note to edit and sign, HIPAA-compliant with a BAA, $29 a month. It never " +
        "records the session itself. In beta since October with 140 therapists, most of them from my own peer " +
        "consultation group and their colleagues.",
      audienceType: "b2b-smb",
      audienceGeography: "specific-country",
      specificCountry: "United States",
      audiencePersona:
        "Licensed therapists and counselors (LPCs, LCSWs, LMFTs and psychologists) in solo or small group private " +
        "practice who spend evenings writing notes. They see 20 to 30 clients a week, keep records in an EHR such as " +
        "SimplePractice or TherapyNotes, ask colleagues in Facebook groups and consultation groups before trying any " +
        "tool, and need continuing education hours to renew their licence.",
      budgetRange: "early",
      timeHorizon: "quarter",
      skills: ["content", "analytics"],
      primaryGoal: "signups",
      successMetrics: "1,000 beta sign-ups and 200 paying by the end of March",
      challenges:
        "Therapists are wary of AI and recording sessions, and the first question is always where notes are stored " +
        "and who can read them. We can't use client stories for privacy reasons. Google ads for 'therapy notes' cost " +
        "$12 a click and a month of them brought nine sign-ups, and a booth at a state counseling conference cost " +
        "$1,800 for eleven email addresses.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "didsbury-vet-practice",
    title: "Greenway Vets: a new independent vet practice in Didsbury, Manchester, with a £14 pet health plan",
    kind: "local",
    answers: {
      productName: "Greenway Vets",
      productType: "web-app",
      productStage: "launched",
      productDescription:
        "A new independent vet practice in Didsbury, Manchester, for cats, dogs and rabbits, with longer 20-minute " +
        "appointments and a monthly pet health plan at £14 that covers vaccinations, flea and worm treatment and two " +
        "health checks a year. We opened in November with two vets and two nurses, and about 120 pets are registered so far.",
      audienceType: "b2c-general",
      audienceGeography: "local",
      localRegion: "Didsbury, Chorlton and Withington",
      audiencePersona:
        "Pet owners in south Manchester, often young families and couples with a first puppy, kitten or rabbit, who feel " +
        "rushed and upsold at the chain vets. They ask other owners at the park and in the neighbourhood Facebook groups " +
        "which vet to trust, register when they get a new pet or move house, and want clear prices before treatment and " +
        "a vet who takes time to explain.",
      budgetRange: "bootstrapped",
      timeHorizon: "quarter",
      skills: ["community"],
      primaryGoal: "signups",
      successMetrics: "800 registered pets and 150 health plans by June",
      challenges:
        "New practice, nobody knows us yet. The big chain practice across town has a health plan and a bigger car park. " +
        "We put flyers through 2,000 doors in November and got nine registrations.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "boise-physio-quiet-mornings",
    title: "Riverside Physio: a one-physio sports and back-pain clinic in Boise, Idaho, with empty Monday and Wednesday mornings",
    kind: "local",
    answers: {
      productName: "Riverside Physio",
      productType: "web-app",
      productStage: "launched",
      productDescription:
        "A one-physio sports and back-pain clinic in Boise, Idaho. 45-minute sessions at $110, always with me, a physical " +
        "therapist with ten years in sports clinics; most insurance not accepted, we give superbills. I opened on my own in " +
        "September and about 12 new patients a month find me today, mostly through friends.",
      audienceType: "b2c-general",
      audienceGeography: "local",
      localRegion: "Boise and Meridian",
      audiencePersona:
        "Runners, cyclists and desk workers aged 30-60 in Boise with a nagging injury their doctor told them to rest. " +
        "They run the Greenbelt or ride the foothills, sit at a desk all day, have tried rest, stretches from the internet " +
        "and a foam roller, and want to know what is wrong and what it will take to get back to it, at a price they know.",
      budgetRange: "bootstrapped",
      timeHorizon: "quarter",
      skills: ["content", "community"],
      primaryGoal: "revenue",
      successMetrics: "25 new patients a month by March",
      challenges:
        "I'm fully booked Tuesday and Thursday but Monday and Wednesday mornings are empty, and my budget is $300 a month. " +
        "I tried Facebook ads for a month and got clicks but no bookings. I won't do TikTok dances.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "leeds-escape-rooms-weekdays",
    title: "Lockdown Leeds: three escape rooms in Leeds at £22 a person, full at weekends and empty on weekdays after Groupon brought one-off bargain hunters, with a horror room opening in March, after 60 weekday bookings a week and 25 corporate team bookings by the end of March",
    kind: "local",
    answers: {
      productName: "Lockdown Leeds",
      productType: "web-app",
      productStage: "growth",
      productDescription:
        "Three escape rooms in central Leeds for groups of 2-6, £22 a person, 60 minutes, with a new horror room opening in March. " +
        "Bookings are taken on our own website; Friday evenings and weekends sell out weeks ahead, and Monday to Thursday " +
        "daytimes and evenings are mostly empty. Every game ends with a team photo.",
      audienceType: "b2c-general",
      audienceGeography: "local",
      localRegion: "Leeds",
      audiencePersona:
        "Groups of friends, couples, students and office teams looking for something to do that isn't the pub. Most are " +
        "20-40, book a week or two ahead for a birthday, a hen or stag do or a night out, and choose by the reviews on " +
        "Google and TripAdvisor. Office managers and HR teams in the city centre look for a team activity that everyone " +
        "can join, and families book in the school holidays.",
      budgetRange: "early",
      timeHorizon: "quarter",
      skills: ["content", "social"],
      primaryGoal: "revenue",
      successMetrics: "Weekday bookings from 20 to 60 a week and 25 corporate team bookings by the end of March",
      challenges:
        "Weekends are full, weekdays empty. Groupon deals brought bargain hunters who never came back, so we stopped and will " +
        "not use deal sites again. We have never sold to companies and do not know who books team days.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "brighton-pottery-studio-courses",
    title: "Mud & Flame: a pottery studio in Brighton whose £45 tasters sell out while its £240 six-week wheel courses and £85 memberships do not fill, after 48 course places a term and 30 members by the end of April",
    kind: "local",
    answers: {
      productName: "Mud & Flame",
      productType: "web-app",
      productStage: "launched",
      productDescription:
        "A pottery studio in Brighton with 8 wheels: 2-hour taster sessions at £45, 6-week wheel courses at £240, and monthly " +
        "open studio memberships at £85. Pots made in a taster are trimmed, glazed and fired by us and ready to collect " +
        "two weeks later. Courses run on weekday evenings, eight students at a time, one to a wheel.",
      audienceType: "b2c-niche",
      audienceGeography: "local",
      localRegion: "Brighton and Hove",
      audiencePersona:
        "Adults aged 25-50 looking for a creative hobby away from screens, couples on a date, and friends booking a birthday. " +
        "Many first come on a taster someone gave them as a present, love it, and then do not know what comes next; the " +
        "ones who do a course want to keep throwing but have no wheel at home.",
      budgetRange: "bootstrapped",
      timeHorizon: "quarter",
      skills: ["design", "social"],
      primaryGoal: "revenue",
      successMetrics: "Fill every 6-week course (48 places a term) and 30 members by the end of April",
      challenges:
        "Weekend taster classes sell out but the 6-week courses don't fill. Instagram ads cost too much for what they bring, " +
        "so we stopped them. We are two potters teaching most days, so marketing gets a few hours a week.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "leeds-design-studio-projects",
    title: "Northbound Studio: a three-person brand and Webflow studio in Leeds whose work all comes from two clients' referrals, after two new £10k+ projects a month by the end of June",
    kind: "b2b-smb",
    answers: {
      productName: "Northbound Studio",
      productType: "web-app",
      productStage: "growth",
      productDescription:
        "A three-person brand and web design studio in Leeds building brands and Webflow sites for B2B tech startups, " +
        "projects from £8,000. A typical project is a new brand and a ten-page Webflow site in six to eight weeks, with " +
        "the messaging workshop, design system and copy included, and a site the client's team can edit without us. " +
        "Our best work is for startups that raised a seed or Series A round and need to look the part for hiring and sales.",
      audienceType: "b2b-smb",
      audienceGeography: "specific-country",
      specificCountry: "United Kingdom",
      audiencePersona:
        "Founders and heads of marketing at seed to Series A B2B software companies in the UK who have outgrown their first " +
        "website. They usually built it themselves on a template before they had customers, and now it undersells the " +
        "product to investors, candidates and enterprise buyers. They hire a studio after a funding round or before a " +
        "launch, ask peers and investors who they used, and want a fixed price and a date.",
      budgetRange: "early",
      timeHorizon: "mid-term",
      skills: ["design", "sales"],
      primaryGoal: "revenue",
      successMetrics: "Two new £10k+ projects a month by the end of June",
      challenges:
        "All our work comes from two clients' referrals, so some months we have nothing new. Upwork is a race to the bottom " +
        "and we stopped bidding there. We hate cold calling.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "tabtamer-chrome-tab-extension",
    title: "TabTamer: a Chrome extension that groups and suspends tabs by project, Pro $4 a month for sync across laptops; Product Hunt gave 400 installs and then nothing, the store is crowded with free clones; 120 to 1,000 paying Pro users by the end of June",
    kind: "consumer-app",
    answers: {
      productName: "TabTamer",
      productType: "saas",
      productStage: "launched",
      productDescription:
        "A Chrome extension that groups and suspends tabs by project, with sync across laptops in the Pro plan at $4 a month. " +
        "Each project gets its own group of tabs that you can suspend in one click to free memory and bring back later, and " +
        "if Chrome crashes TabTamer restores every group as it was. The free version works on one computer with no account; " +
        "120 people pay for Pro today, mostly to keep the same groups on a work laptop and a home laptop.",
      audienceType: "b2c-niche",
      audienceGeography: "global",
      audiencePersona:
        "Developers, researchers and writers who keep 60+ tabs open and lose work when Chrome crashes. They do their " +
        "reading, drafting and debugging in the browser, keep every source open until a piece of work is done, and " +
        "switch between a work laptop and a home laptop. They search the Chrome Web Store and Google when the browser " +
        "slows down, and talk about tools on Reddit, in developer forums and in writers' communities.",
      budgetRange: "bootstrapped",
      timeHorizon: "quarter",
      skills: ["content"],
      primaryGoal: "revenue",
      successMetrics: "1,000 paying Pro users by the end of June, from 120",
      challenges:
        "Our Product Hunt launch gave us 400 installs and then nothing. Chrome Web Store search is crowded with free " +
        "clones, so new users rarely find us. A week of posting our launch on Twitter brought about 30 installs and no upgrades.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "dublin-independent-garage",
    title: "Kerrigan Motors: an independent car repair garage in Drumcondra, Dublin with three mechanics and fixed prices; drivers of 5-15-year-old cars dread being overcharged, flyers didn't work and the owner is under the bonnet all day; 20 more services a month",
    kind: "local",
    answers: {
      productName: "Kerrigan Motors",
      productType: "web-app",
      productStage: "growth",
      productDescription:
        "An independent car repair garage in Drumcondra, Dublin: servicing, NCT preparation, brakes, clutches and " +
        "diagnostics for all makes, and hybrids. Three mechanics, fixed prices shown before we start, and most cars back " +
        "the same day. I'm Seán, I trained at a main dealer for eight years before opening our own workshop off the " +
        "Drumcondra Road.",
      audienceType: "b2c-general",
      audienceGeography: "local",
      localRegion: "Drumcondra, Glasnevin and north Dublin",
      audiencePersona:
        "Car owners aged 30-65 with a car 5-15 years old who left the main dealer because of the price, and who dread " +
        "being overcharged. They ask neighbours and search 'garage near me' when the NCT is due or a warning light " +
        "comes on, and they stay with a garage for years once it has been straight with them.",
      budgetRange: "bootstrapped",
      timeHorizon: "quarter",
      skills: ["sales"],
      primaryGoal: "revenue",
      successMetrics: "Book 20 more services a month",
      challenges: "I'm under the bonnet all day and can't do social media. Flyers didn't work.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "didcot-day-nursery-places",
    title: "Little Acorns: a new day nursery in Didcot (48 places, 19 children, a forest school afternoon, funded hours) whose parents visit and then go where their friends' children go, with no Ofsted grade yet; 40 children by April",
    kind: "local",
    answers: {
      productName: "Little Acorns",
      productType: "web-app",
      productStage: "launched",
      productDescription:
        "A new day nursery in Didcot for babies and children aged 6 months to 5 years, 48 places, open 7:30-18:30 all year, " +
        "with a forest school afternoon every week. Ofsted registered, opened in September, 19 children so far. We take the " +
        "15 and 30 funded hours. Meals are cooked on site, and every child has a key person who sends parents a short update each day.",
      audienceType: "b2c-niche",
      audienceGeography: "local",
      localRegion: "Didcot and the villages around it",
      audiencePersona:
        "Working parents of babies and toddlers who commute to Oxford, Harwell campus or London, choosing a nursery 6-12 " +
        "months before they go back to work. They visit three nurseries, ask in local parents' Facebook groups and read " +
        "Ofsted reports. Most drive or take the train from Didcot Parkway and need a late pick-up on the days they are in the office.",
      budgetRange: "seed",
      timeHorizon: "mid-term",
      skills: ["social", "community"],
      primaryGoal: "revenue",
      successMetrics: "40 children enrolled by April",
      challenges: "Parents book visits and then go with the nursery their friends use. We have no Ofsted inspection grade yet.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "somerset-solar-installer",
    title: "Brightwell Solar: an MCS-certified solar panel and home battery installer in Somerset and north Devon with its own two-person team, a typical £7,500 system fitted in two days; lead sites sold the same lead to four other installers, and door-to-door is out; 12 installs a month by June",
    kind: "local",
    answers: {
      productName: "Brightwell Solar",
      productType: "web-app",
      productStage: "growth",
      productDescription:
        "A solar panel and home battery installer in Somerset: MCS certified, our own two-person install team, typical " +
        "system £7,500 with a battery. We survey the roof, design the system and fit it in two days, and we cover Somerset " +
        "and north Devon from our base near Taunton. We have fitted about 140 systems in three years, and most new " +
        "customers live near one of them.",
      audienceType: "b2c-general",
      audienceGeography: "local",
      localRegion: "Somerset and north Devon",
      audiencePersona:
        "Homeowners aged 45-75 with a south-facing roof and rising energy bills, often retired, who research for months, " +
        "get three quotes and fear cowboy installers and pushy salesmen. They ask neighbours who already have panels, read " +
        "the parish magazine and Which?, and go to village hall talks and community energy evenings. Many want a battery " +
        "to use more of their own power, and worry about who will honour the warranty in ten years.",
      budgetRange: "early",
      timeHorizon: "mid-term",
      skills: ["paid", "sales"],
      primaryGoal: "revenue",
      successMetrics: "12 installs a month by June",
      challenges:
        "Lead generation sites sold us the same lead as four other installers. Door-to-door is what the cowboys do and we won't do it.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "portland-amazon-fba-organisers",
    title: "Stackwell: bamboo drawer organisers designed in Portland, made in Vietnam, sold on Amazon US with FBA in three sizes at $24-$39 (4.6 stars from 210 reviews); half-price copies every month, an own Shopify store with almost no traffic, no more Facebook ads; $60,000 a month in Amazon sales with ACoS under 25%",
    kind: "ecommerce",
    answers: {
      productName: "Stackwell",
      productType: "ecommerce",
      productStage: "growth",
      productDescription:
        "Bamboo drawer organisers for kitchens, sold on Amazon US with FBA. Three sizes, $24-$39, 4.6 stars from 210 reviews. " +
        "We design them in Portland and manufacture in Vietnam. Each organiser has dividers that slide, so one tray fits cutlery, " +
        "utensils or spices, and the bamboo has a food-safe finish. The medium size sells best, and the large one is often " +
        "bought as a second tray for the same kitchen.",
      audienceType: "b2c-general",
      audienceGeography: "north-america",
      audiencePersona:
        "Homeowners and renters aged 28-50 who just moved or are redoing the kitchen, who search Amazon for 'drawer organizer bamboo' " +
        "and compare photos, reviews and price. They watch home organisation videos. Many measure their drawers only after a first " +
        "organiser doesn't fit, want the kitchen to look calm when someone opens a drawer, and often come back for a second size once " +
        "the first one works.",
      budgetRange: "early",
      timeHorizon: "quarter",
      skills: ["paid", "analytics"],
      primaryGoal: "revenue",
      successMetrics: "$60,000 a month in Amazon sales with ACoS under 25%",
      challenges:
        "Cheap copies appear every month at half our price. Our own Shopify store gets almost no traffic and we don't want to spend on Facebook ads again.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "thesis-os-notion-template",
    title: "Thesis OS: a Notion template for PhD students, $39 one-off on Gumroad, 180 sales mostly from one viral TikTok in March; sales died when it stopped getting views; $3,000 a month in template sales with 5 hours a week",
    kind: "creator",
    answers: {
      productName: "Thesis OS",
      productType: "content",
      productStage: "growth",
      productDescription:
        "A Notion template for PhD students to run their thesis: literature tracker, chapter planner, supervisor meeting notes and a " +
        "writing log. $39 one-off on Gumroad, 180 sales so far, mostly from one viral TikTok in March. I built it for my own PhD in " +
        "sociology; buyers duplicate it into their Notion and get every update free. I'm the only person behind it.",
      audienceType: "students",
      audienceGeography: "global",
      audiencePersona:
        "PhD students in their second to fourth year, 25-35, drowning in PDFs and supervisor feedback, who already use Notion and " +
        "watch study-with-me and productivity videos on YouTube and TikTok. Their university pays for nothing like this, so they buy " +
        "with their own money, and many are international students on a stipend. They ask each other about thesis workflows on r/PhD " +
        "and academic Bluesky.",
      budgetRange: "bootstrapped",
      timeHorizon: "quarter",
      skills: ["design", "social"],
      primaryGoal: "revenue",
      successMetrics: "$3,000 a month in template sales",
      challenges: "Sales died when the TikTok stopped getting views. I'm a PhD student myself with about 5 hours a week.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "brighton-home-care-agency",
    title: "Kindred Hours: a home care agency in Brighton and Hove (CQC registered this spring, 12 carers on the living wage, £32 an hour, two hours a week minimum) whose families choose in a crisis after a discharge; the big agencies are on every search, families don't trust a new agency, carers limit growth; 300 paid care hours a week by March",
    kind: "local",
    answers: {
      productName: "Kindred Hours",
      productType: "web-app",
      productStage: "launched",
      productDescription:
        "A home care agency in Brighton and Hove: carers who visit older people at home for an hour or more, for washing, " +
        "meals, medication prompts and company. CQC registered this spring, 12 carers on the living wage, £32 an hour, " +
        "minimum two hours a week. Visits run seven days a week, from 7am to 10pm, across the city.",
      audienceType: "b2c-niche",
      audienceGeography: "local",
      localRegion: "Brighton and Hove",
      audiencePersona:
        "Daughters and sons aged 45-65 who live away or work full time and worry about a parent aged 80+ who is getting frail " +
        "after a fall or a hospital stay. They decide in a crisis, often within a week of a discharge, and ask the GP, the " +
        "hospital discharge team or a friend. Some parents pay from savings, some with council direct payments.",
      budgetRange: "seed",
      timeHorizon: "quarter",
      skills: ["sales", "community"],
      primaryGoal: "revenue",
      successMetrics: "300 paid care hours a week by March",
      challenges:
        "The big agencies are on every search. Families don't trust a new agency with mum. We can't take on clients faster " +
        "than we can recruit carers.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "midlands-wedding-dj-sax",
    title: "Floorfiller: a wedding DJ and sax duo in the Midlands, £1,250 a wedding evening or £1,650 with ceremony music, after 35 weddings for next year when summer weekends are already full and a £300 wedding fair stand brought two leads",
    kind: "local",
    answers: {
      productName: "Floorfiller",
      productType: "web-app",
      productStage: "growth",
      productDescription:
        "A wedding DJ and sax duo in the Midlands: I DJ, my partner plays sax over the set. £1,250 for a wedding evening, " +
        "£1,650 with ceremony music. We cover Birmingham, Warwickshire and Worcestershire, from country-house and barn venues " +
        "to city hotels, and bring our own sound and lighting. Most of our bookings come from venues that have seen us play " +
        "and from guests who danced at a wedding we played.",
      audienceType: "b2c-niche",
      audienceGeography: "local",
      localRegion: "Birmingham, Warwickshire and Worcestershire",
      audiencePersona:
        "Couples aged 26-38 planning a wedding 9-18 months ahead, who choose the venue first and then ask the venue's " +
        "recommended suppliers list, wedding Instagram and friends. They worry about a cheesy DJ who ignores their playlist. " +
        "They want a full dance floor to songs they actually like, suppliers their venue trusts, and a price agreed up front.",
      budgetRange: "bootstrapped",
      timeHorizon: "long-term",
      skills: ["social", "sales"],
      primaryGoal: "revenue",
      successMetrics: "35 weddings booked for next year",
      challenges:
        "Wedding fairs cost £300 a stand and we got two leads. Most weekends between May and September are already full, " +
        "we need the winter and Fridays.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "chicago-office-catering",
    title: "Southside Table: corporate catering in Chicago's Loop and West Loop (breakfast and lunch spreads for 15 to 300 people, average order $850, two cooks and one driver); ezCater takes 15% and big orders come only Tuesday to Thursday since offices went hybrid; 25 repeat office clients ordering at least twice a month",
    kind: "b2b-smb",
    answers: {
      productName: "Southside Table",
      productType: "web-app",
      productStage: "growth",
      productDescription:
        "Corporate catering in Chicago: breakfast and lunch spreads for office meetings, trainings and all-hands, from 15 to 300 " +
        "people, delivered and set up. Average order $850. Two cooks, one driver and me. We cook in a commissary kitchen in the " +
        "West Loop: hot breakfast buffets, boxed lunches and grain-bowl and taco bars, with vegetarian, vegan and gluten-free " +
        "dishes on every menu.",
      audienceType: "b2b-smb",
      audienceGeography: "local",
      localRegion: "Chicago Loop and West Loop",
      audiencePersona:
        "Office managers, executive assistants and HR coordinators at companies of 50-500 people who order food for meetings " +
        "every week, are judged on whether it arrives on time and fits everyone's diets, and order from ezCater or the same " +
        "place every time. Most work in the towers of the Loop and West Loop and order two or three days ahead, by email or on ezCater.",
      budgetRange: "seed",
      timeHorizon: "quarter",
      skills: ["design", "sales"],
      primaryGoal: "revenue",
      successMetrics: "25 repeat office clients ordering at least twice a month",
      challenges: "ezCater takes 15% and their customers aren't ours. Offices went hybrid so big orders are only on Tuesdays to Thursdays.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "madrid-spanish-school-expats",
    title: "Habla Madrid: a Spanish school in Chamberí for adult expats, in groups of six on evenings and Saturdays at €180 a month, three teachers and the founder; students quit after two months when work gets busy, and Duolingo is free; 90 students in group classes",
    kind: "local",
    answers: {
      productName: "Habla Madrid",
      productType: "web-app",
      productStage: "growth",
      productDescription:
        "Spanish classes for adult expats in Madrid: small groups of six in our school in Chamberí, evenings and Saturdays, " +
        "plus private lessons. €180 a month for two evenings a week. Three teachers and me, all trained to teach Spanish as a " +
        "foreign language. Levels from complete beginner to B2, a free trial class for anyone unsure of their level, and about " +
        "45 students now, most of them in their first year in Spain.",
      audienceType: "b2c-niche",
      audienceGeography: "local",
      localRegion: "Madrid",
      audiencePersona:
        "Expats and remote workers aged 25-45 who moved to Madrid for work or a partner, get by in English and feel left out " +
        "at dinners and with the bureaucracy. They ask in expat Facebook groups and on Reddit, and meet at language exchanges. " +
        "Most work in tech, consulting or international companies, pay for classes themselves, and want to talk with their " +
        "partner's family, their neighbours and the people at the padrón office.",
      budgetRange: "seed",
      timeHorizon: "quarter",
      skills: ["content", "community"],
      primaryGoal: "revenue",
      successMetrics: "90 students enrolled in group classes",
      challenges: "Students quit after two months when work gets busy. Apps like Duolingo are free.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "soft-serve-club-print-on-demand",
    title: "Soft Serve Club: print-on-demand t-shirts and hoodies with hand-drawn ice cream and pun designs, printed by Printful and sold on its own Shopify store; about $9 a tee after Printful, $400 of Instagram ads brought two sales; 100 orders a month",
    kind: "ecommerce",
    answers: {
      productName: "Soft Serve Club",
      productType: "ecommerce",
      productStage: "launched",
      productDescription:
        "Print-on-demand t-shirts and hoodies with hand-drawn ice cream and pun designs, printed by Printful and sold on " +
        "our own Shopify store. Tees $32, hoodies $58. There are two of us: I draw every design on an iPad and my sister " +
        "runs the store. We launched in September with 18 designs (Sprinkle Some Kindness, Mint to Be, Cone-fident), and " +
        "Printful prints and ships each order, so we hold no stock.",
      audienceType: "b2c-niche",
      audienceGeography: "north-america",
      audiencePersona:
        "Women aged 20-35 who like cute illustrated clothes, follow illustrators on Instagram and Pinterest, and buy " +
        "gifts for friends. Many are students or in their first jobs in US and Canadian cities, and save outfit and gift " +
        "ideas on Pinterest weeks before a birthday. They love a good pun and would rather give a friend something that " +
        "makes her laugh than another candle.",
      budgetRange: "bootstrapped",
      timeHorizon: "quarter",
      skills: ["design", "social"],
      primaryGoal: "revenue",
      successMetrics: "100 orders a month",
      challenges: "Margins are thin with Printful, about $9 a tee. We spent $400 on Instagram ads and made two sales.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "leeds-trades-accountants",
    title:
      "Ledgerline: a two-person accounting practice in Leeds for electricians, plumbers and builders at £95 a month; January is chaos with tax returns, Google Ads brought £14 clicks from people after free advice, clients are not on LinkedIn",
    kind: "b2b-smb",
    answers: {
      productName: "Ledgerline",
      productType: "web-app",
      productStage: "growth",
      productDescription:
        "A two-person accounting practice in Leeds for electricians, plumbers and builders: bookkeeping, VAT returns, CIS refunds and the " +
        "self-assessment tax return for a fixed £95 a month. Clients photograph receipts on WhatsApp and we do the rest. I'm Priya, a " +
        "chartered accountant; my partner Dan was a sparky for ten years before retraining.",
      audienceType: "b2b-smb",
      audienceGeography: "local",
      localRegion: "Leeds and West Yorkshire",
      audiencePersona:
        "Sole-trader and small-limited-company tradespeople, 25-55, who hate paperwork, keep receipts in the van and pay the CIS deductions " +
        "without claiming them back. They find an accountant through their mate or the builders' merchant counter, and they are on " +
        "Facebook and WhatsApp, not LinkedIn. They trust a mate's word more than any advert and want someone who answers quickly and " +
        "speaks plainly.",
      budgetRange: "bootstrapped",
      timeHorizon: "mid-term",
      skills: ["content", "sales"],
      primaryGoal: "revenue",
      successMetrics: "40 new monthly clients by the end of May",
      challenges:
        "January is chaos with tax returns so we can't do any marketing in January. We tried Google Ads and paid £14 a click for people " +
        "looking for free advice.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "hexham-bike-repair-workshop",
    title:
      "Tyne Valley Cycle Repairs: a one-man bike repair workshop in Hexham, £65 a service, e-bikes too; booked two weeks out in summer and half empty in winter, won't discount his labour against Halfords",
    kind: "local",
    answers: {
      productName: "Tyne Valley Cycle Repairs",
      productType: "web-app",
      productStage: "growth",
      productDescription:
        "I run a one-man bicycle repair workshop in a converted garage in Hexham, Northumberland. A full service is £65, a puncture " +
        "£15, and I service e-bikes, which more people now ride on the hills round here. I don't sell bikes. From April to September " +
        "I'm booked two weeks out; from November to February the workshop is half empty. Bookings come by phone or through a simple " +
        "booking page I set up last year.",
      audienceType: "b2c-general",
      audienceGeography: "local",
      localRegion: "Hexham and the Tyne Valley, Northumberland",
      audiencePersona:
        "Adults in Hexham, Corbridge and Haltwhistle who ride for commuting, fitness or weekends, many on e-bikes bought in the last " +
        "three years, plus families with kids' bikes. They ride less in winter and put servicing off until the first sunny weekend in " +
        "spring, when everyone wants their bike back at once.",
      budgetRange: "bootstrapped",
      timeHorizon: "quarter",
      skills: ["social"],
      primaryGoal: "revenue",
      successMetrics: "60 winter services booked between November and February, double last winter",
      challenges:
        "I'm at the stand all day, so I have two or three hours a week. I can't compete with Halfords on price and I don't want to " +
        "discount my labour.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "uk-guitar-teacher-zoom",
    title: "Late Starter Guitar: a guitar teacher teaching adults one-to-one on Zoom across the UK, £35 a lesson or £120 for four, 12 years in a music shop, 9 students and room for 25; shy on camera, no TikTok dancing, teaches evenings and markets on weekday mornings; 25 regular students by June",
    kind: "local",
    answers: {
      productName: "Late Starter Guitar",
      productType: "web-app",
      productStage: "launched",
      productDescription:
        "I teach guitar one-to-one on Zoom to adults who always wanted to play and never did. A lesson is 45 minutes for £35, or £120 " +
        "for four. Each learner gets a plan built around the songs they love, and a short recording after each lesson. I've taught for " +
        "12 years in a music shop and went out on my own this year. I have 9 students and room for 25.",
      audienceType: "b2c-niche",
      audienceGeography: "specific-country",
      specificCountry: "United Kingdom",
      audiencePersona:
        "Adults aged 35-65 who own a guitar that sits in the corner, gave up on YouTube videos, and feel too old or too busy for " +
        "lessons. Many work full time and can only do evenings. They want to play songs at a family party, not learn theory, and " +
        "they buy strings and songbooks at their local music shop.",
      budgetRange: "bootstrapped",
      timeHorizon: "mid-term",
      skills: ["content"],
      primaryGoal: "revenue",
      successMetrics: "25 regular students by June, from 9",
      challenges: "I'm shy on camera for anything other than lessons, and I don't want to dance on TikTok. I teach evenings, so my free time is weekday mornings.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "cardiff-funeral-director",
    title: "Rees & Daughter Funeral Directors: an independent family funeral director in Cardiff in its third generation (a simple funeral £2,950, direct cremation £1,400, below the big chains; burials, cremations and celebrant-led services in Welsh or English; pre-paid funeral plans) whose families find it through a past funeral; nothing that looks like selling to grieving people, no stunts or cheap discounts; 15 funerals and 10 funeral plans a month",
    kind: "local",
    answers: {
      productName: "Rees & Daughter Funeral Directors",
      productType: "web-app",
      productStage: "growth",
      productDescription:
        "We are an independent family funeral director in Cardiff, in our third generation. We publish our prices: a simple funeral is " +
        "£2,950 and a direct cremation £1,400, less than the big chains. We arrange burials, cremations and celebrant-led services, in " +
        "Welsh or English. We also offer pre-paid funeral plans. Most families find us through a past funeral they attended.",
      audienceType: "b2c-general",
      audienceGeography: "local",
      localRegion: "Cardiff and the Vale of Glamorgan",
      audiencePersona:
        "Adults aged 45-75 arranging a parent's or partner's funeral, often for the first time and within days of the death, comparing " +
        "prices in a hurry. They ask the hospice, the care home or their minister who to call. Also people in their 60s and 70s planning " +
        "their own funeral so their children won't have to, who want to meet us before they decide.",
      budgetRange: "seed",
      timeHorizon: "long-term",
      skills: ["content"],
      primaryGoal: "awareness",
      successMetrics: "More families choosing us over the chains: 15 funerals a month from 11, and 10 funeral plans a month",
      challenges: "Nothing that looks like selling to grieving people. No stunts, no discounts that look cheap.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "norfolk-funeral-celebrant",
    title: "Ruth Evans Celebrant: an independent funeral celebrant in Norwich and mid-Norfolk, trained with the Institute of Civil Funerals (£220 a service with a family visit, the written tribute and a printed copy; crematoriums, village halls and woodland burial grounds), four services a month; families take whoever the funeral director suggests and she won't tout to grieving people; ten services a month and five funeral directors who recommend her",
    kind: "local",
    answers: {
      productName: "Ruth Evans Celebrant",
      productType: "web-app",
      productStage: "launched",
      productDescription:
        "I'm an independent funeral celebrant in Norfolk. I write and lead personal, non-religious or part-religious funeral and memorial " +
        "services, usually at crematoriums, village halls and woodland burial grounds. My fee is £220 for a service, which includes a visit " +
        "to the family, the written tribute and a printed copy. I trained with the Institute of Civil Funerals two years ago and do about " +
        "four services a month.",
      audienceType: "b2c-general",
      audienceGeography: "local",
      localRegion: "Norwich and mid-Norfolk",
      audiencePersona:
        "Families arranging a funeral in the week after a death, usually an adult son or daughter aged 45-65, who are asked by the funeral " +
        "director whether they want a minister or a celebrant and mostly take whoever the funeral director suggests. A few heard a " +
        "celebrant at a friend's funeral, or find one named in a parent's written wishes, and ask for them by name.",
      budgetRange: "bootstrapped",
      timeHorizon: "mid-term",
      skills: ["content"],
      primaryGoal: "revenue",
      successMetrics: "Ten services a month, with five funeral directors who recommend me",
      challenges:
        "Families never search for a celebrant themselves; the funeral director chooses. I don't want to look like I'm touting for business from grieving people.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "croydon-immigration-solicitors",
    title:
      "Okafor Immigration Law: a two-solicitor immigration practice in Croydon, regulated by the SRA, with fixed fees (a spouse visa application is £1,800 plus the Home Office fee); clients come by word of mouth in the Nigerian and Ghanaian communities, ask at church and in WhatsApp groups who to trust and are quoted by unregulated advisers; no promised outcomes, four hours a week between them",
    kind: "local",
    answers: {
      productName: "Okafor Immigration Law",
      productType: "web-app",
      productStage: "growth",
      productDescription:
        "We are a two-solicitor immigration practice in Croydon, regulated by the SRA. We handle spouse and partner visas, indefinite leave to remain " +
        "and British citizenship applications for fixed fees: a spouse visa application is £1,800 plus the Home Office fee. Most clients come from " +
        "word of mouth in the Nigerian and Ghanaian communities in south London. Our website is three years old and gets few enquiries.",
      audienceType: "b2c-niche",
      audienceGeography: "local",
      localRegion: "South London (Croydon, Lewisham, Peckham)",
      audiencePersona:
        "Couples and families in South London, often one partner British and one from West Africa or South Asia, facing a visa deadline and " +
        "frightened of a refusal. They have usually read conflicting advice on Facebook groups and been quoted by unregulated advisers. They ask " +
        "at church, at work and in WhatsApp groups who to trust.",
      budgetRange: "seed",
      timeHorizon: "mid-term",
      skills: ["content", "sales"],
      primaryGoal: "revenue",
      successMetrics: "15 new fixed-fee cases a month, from 8",
      challenges:
        "We can't promise outcomes and the SRA rules on advertising and testimonials apply. We are busy with casework; at most four hours a week between us.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "sonoma-vineyard-sensors",
    title: "VineSense: soil-moisture sensor kits for vineyards, $2,400 a kit plus $30 a month, 6 paying vineyards in Sonoma; decisions happen in winter before bud break, two engineers and one sales person; 30 paying vineyards by next harvest with water use down 20% on the blocks measured",
    kind: "b2b-smb",
    answers: {
      productName: "VineSense",
      productType: "saas",
      productStage: "launched",
      productDescription:
        "VineSense is a soil-moisture and canopy sensor kit for vineyards with a dashboard that tells the vineyard manager which blocks " +
        "need water this week. A kit for a 20-acre block costs $2,400 plus $30 a month. The sensors run two seasons on one battery and " +
        "send data over LoRaWAN. We have 6 paying vineyards in Sonoma and want to prove water savings over this season.",
      audienceType: "b2b-smb",
      audienceGeography: "specific-country",
      specificCountry: "United States",
      audiencePersona:
        "Vineyard managers and owners of family vineyards of 20-300 acres in California's North Coast, who walk the blocks and irrigate " +
        "by feel or by the calendar, and worry about water costs and drought rules. They trust their viticulturist, the farm advisor and " +
        "other growers, not ads, and settle next season's spending over the winter, after the grape growers' meetings.",
      budgetRange: "early",
      timeHorizon: "long-term",
      skills: ["sales", "analytics"],
      primaryGoal: "revenue",
      successMetrics: "30 paying vineyards by next harvest, with water use down 20% on the blocks we measure",
      challenges: "Sales cycles follow the season: decisions happen in winter before bud break. We are two engineers and one sales person.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "harrogate-dental-practice",
    title: "Greenway Dental: a private dental practice in Harrogate with a £18 membership plan, space on weekday afternoons and 40% of one-off patients never returning",
    kind: "local",
    answers: {
      productName: "Greenway Dental",
      productType: "web-app",
      productStage: "growth",
      productDescription:
        "Greenway Dental is a private dental practice in Harrogate with three dentists and a hygienist. A new patient exam is £75, " +
        "and our membership plan is £18 a month for two check-ups and two hygiene visits a year. We also do Invisalign and " +
        "implants. Our diary has space on weekday afternoons, and 40% of patients we see once never come back.",
      audienceType: "b2c-general",
      audienceGeography: "local",
      localRegion: "Harrogate and Knaresborough",
      audiencePersona:
        "Adults aged 30-65 in Harrogate and Knaresborough who left NHS dentistry because they couldn't get an appointment, plus " +
        "families with school-age children and retired couples. They choose a dentist by Google reviews and a friend's word, fear " +
        "pain and surprise bills, and want to be seen quickly. Many come once for an exam or a tooth that hurts, then let " +
        "check-ups slide until something hurts again.",
      budgetRange: "early",
      timeHorizon: "long-term",
      skills: ["content"],
      primaryGoal: "retention",
      successMetrics: "300 new members on the monthly plan in a year, and more one-off patients returning",
      challenges: "We must follow GDC advertising guidance. The practice manager has four hours a week for marketing.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "nottingham-letting-agent",
    title:
      "Castle Lettings: an independent letting agent in Nottingham with 140 managed properties at 10% of rent for full management, no tenant fees, inspections every four months and repair calls answered within a day; it can't win on price against online agents charging £60 a month, and cold calling landlords hasn't worked",
    kind: "b2b-smb",
    answers: {
      productName: "Castle Lettings",
      productType: "web-app",
      productStage: "growth",
      productDescription:
        "Castle Lettings is an independent letting agent in Nottingham with 140 managed properties. We charge landlords 10% of rent for full " +
        "management, with no tenant fees. We do inspections every four months and answer repair calls within a day. We compete with big " +
        "chains and online agents charging £60 a month. Two staff plus me.",
      audienceType: "b2b-smb",
      audienceGeography: "local",
      localRegion: "Nottingham and West Bridgford",
      audiencePersona:
        "Landlords with one to five properties in Nottingham, often accidental landlords or retired people with a pension in bricks, tired " +
        "of late-night repair calls or let down by a chain agent. They worry about new rental rules, deposits and voids. Most find an agent " +
        "through a friend, their mortgage broker or a board in their street.",
      budgetRange: "early",
      timeHorizon: "long-term",
      skills: ["sales"],
      primaryGoal: "revenue",
      successMetrics: "40 more managed properties in 12 months",
      challenges: "We can't win on price against online agents. Cold calling landlords hasn't worked for us.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "bristol-removals-company",
    title:
      "Two Lads and a Luton: a removals company in Bristol with two vans, £450 fixed for a two-bed flat move, student moves and single items from £60; full at the end of each month and in summer, empty mid-month weekdays; stopped the comparison sites that take 20%",
    kind: "local",
    answers: {
      productName: "Two Lads and a Luton",
      productType: "web-app",
      productStage: "growth",
      productDescription:
        "We are a small removals company in Bristol: two vans, four movers, fully insured. A two-bedroom flat move within Bristol is " +
        "£450 fixed, with boxes delivered free a week before. We also do student moves and single-item collections from £60. Most " +
        "bookings come from Google reviews and Checkatrade. Summer and the end of each month are full; mid-month weekdays sit empty.",
      audienceType: "b2c-general",
      audienceGeography: "local",
      localRegion: "Bristol and Bath",
      audiencePersona:
        "Renters and first-time buyers aged 25-40 moving flats in Bristol, who book a week or two before the move, compare three quotes " +
        "online, and dread hidden extras and damaged furniture. Also students moving out of halls and shared houses in June, and older " +
        "people downsizing to a smaller flat, often booked by a son or daughter who lives further away.",
      budgetRange: "seed",
      timeHorizon: "quarter",
      skills: ["sales"],
      primaryGoal: "revenue",
      successMetrics: "Mid-month weekday moves from 4 to 12 a month",
      challenges:
        "Our movers are on jobs all day; the office is just me with maybe five hours a week for marketing. Price comparison sites take " +
        "20% and we've stopped using them.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "reading-kids-taekwondo-club",
    title:
      "Phoenix Taekwondo Reading: a martial-arts club for children aged 5-12 in two school halls in Reading, £45 a month with a free first class, 70 children and room for 120; the parents decide, the instructor teaches evenings and Saturdays and can't post photos of children without consent",
    kind: "local",
    answers: {
      productName: "Phoenix Taekwondo Reading",
      productType: "subscription",
      productStage: "growth",
      productDescription:
        "Phoenix Taekwondo is a martial arts club for children aged 5 to 12 in Reading, running classes in two school halls after school and on " +
        "Saturday mornings. Membership is £45 a month, with a free first class. I'm a 4th Dan instructor with DBS checks and first aid. We have " +
        "70 students and the halls hold 120. Parents say their kids grow in confidence and focus.",
      audienceType: "b2c-niche",
      audienceGeography: "local",
      localRegion: "Reading, Berkshire (Caversham, Tilehurst, Earley)",
      audiencePersona:
        "Parents of children aged 5-12 in Reading looking for an after-school activity that builds confidence, discipline or helps a shy or " +
        "bullied child. Mostly mums aged 30-45 who ask in school WhatsApp groups and local Facebook groups. They want an instructor they can " +
        "trust and class times that fit the school run, and they worry about the cost when a brother or sister wants to join too.",
      budgetRange: "seed",
      timeHorizon: "quarter",
      skills: ["social", "community"],
      primaryGoal: "signups",
      successMetrics: "30 new members by the end of term, and fewer than 5% leaving each month",
      challenges:
        "I teach every weekday evening and Saturday, so marketing has to fit into mornings. I can't post photos of children without consent.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "worcester-used-car-dealer",
    title:
      "Riverside Motors: an independent used-car dealer in Worcester, 25-30 cars from £4,000 to £12,000 with an MOT, a service and a 6-month warranty; AutoTrader takes more every year and buyers haggle hard",
    kind: "local",
    answers: {
      productName: "Riverside Motors",
      productType: "web-app",
      productStage: "growth",
      productDescription:
        "Riverside Motors is an independent used-car dealer in Worcester selling 25-30 cars at a time, mostly small hatchbacks and " +
        "family cars from £4,000 to £12,000, each with an MOT, a service and a 6-month warranty. We list on AutoTrader and our own " +
        "website and offer finance through a broker. Most buyers live within twenty miles and find us on AutoTrader first.",
      audienceType: "b2c-general",
      audienceGeography: "local",
      localRegion: "Worcester and the Malverns",
      audiencePersona:
        "First-time buyers, young families and retired couples replacing a car, who browse AutoTrader for weeks, distrust car " +
        "dealers, and want a car that won't let them down and a dealer who will still answer the phone after the sale. Many " +
        "bring a parent or a friend who knows cars to the test drive.",
      budgetRange: "seed",
      timeHorizon: "quarter",
      skills: ["paid", "sales"],
      primaryGoal: "revenue",
      successMetrics: "Sell 40 cars a month with AutoTrader costing less per sale",
      challenges: "AutoTrader takes more every year. Buyers haggle hard.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "chichester-pick-your-own-farm",
    title:
      "Hawthorn Farm: a family farm near Chichester with pick-your-own strawberries and raspberries June to August, pumpkins in October, a farm shop open all year and a tea room; rain wipes out weekends and pumpkin visitors forget the farm until next year",
    kind: "local",
    answers: {
      productName: "Hawthorn Farm Pick Your Own",
      productType: "web-app",
      productStage: "growth",
      productDescription:
        "Hawthorn Farm is a family farm near Chichester with pick-your-own strawberries, raspberries and pumpkins, a farm shop and a tea room. " +
        "Pick-your-own runs from June to August, when families pay by weight at the exit, and the pumpkin field opens for the last three weeks " +
        "of October. The farm shop sells our own fruit and veg, eggs, local meat and cakes from the tea room, and is open all year, six days a week.",
      audienceType: "b2c-general",
      audienceGeography: "local",
      localRegion: "Chichester and West Sussex",
      audiencePersona:
        "Families with children aged 3-12 looking for a cheap day out at weekends and in the school holidays, grandparents with grandchildren " +
        "on weekdays, and locals who want fresh fruit and veg. Most live within half an hour, find us through friends' photos, Google Maps " +
        "and the local parents' Facebook groups, and check the weather before they set off. Holiday families staying near the coast come too.",
      budgetRange: "bootstrapped",
      timeHorizon: "long-term",
      skills: ["content", "social"],
      primaryGoal: "revenue",
      successMetrics: "More weekday visitors in season and farm shop sales all year",
      challenges: "Rain wipes out a weekend. People come for pumpkins once a year and forget us.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "tunbridge-wells-boarding-kennels",
    title: "Orchard Lodge Kennels: a licensed boarding kennels and cattery near Tunbridge Wells, full in summer and at Christmas, half empty January to March and November",
    kind: "local",
    answers: {
      productName: "Orchard Lodge Kennels",
      productType: "web-app",
      productStage: "growth",
      productDescription:
        "Orchard Lodge is a licensed boarding kennels and cattery near Tunbridge Wells with 30 heated dog kennels and 20 cat chalets, two walks a day in our paddocks, and a daycare service on weekdays. Dog boarding is £32 a night; daycare £28 a day. Two of us run it with four part-time kennel staff, and we take older dogs and give medication.",
      audienceType: "b2c-niche",
      audienceGeography: "local",
      localRegion: "Tunbridge Wells and West Kent",
      audiencePersona:
        "Dog and cat owners aged 35-70 going on holiday who worry about leaving their pet, book months ahead for summer and Christmas, ask their vet and friends, and visit before booking; plus working owners who need daycare. Many have older dogs, nervous rescues or elderly cats that hate any change to their routine.",
      budgetRange: "bootstrapped",
      timeHorizon: "quarter",
      skills: ["social"],
      primaryGoal: "revenue",
      successMetrics: "Fill January to March and November, when we're half empty; daycare at 15 dogs a day",
      challenges: "Summer and Christmas are full a year ahead; the rest of the year is quiet.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "chelmsford-newborn-photographer",
    title:
      "Little Dawn Photography: a newborn and family photographer with a home studio in Chelmsford, £295 a newborn session with ten images, albums and wall art from £150, maternity and cake-smash sessions; parents book in the second trimester, every family is a one-off, and the goal is eight newborn sessions a month booked three months ahead",
    kind: "local",
    answers: {
      productName: "Little Dawn Photography",
      productType: "web-app",
      productStage: "growth",
      productDescription:
        "I'm a newborn and family photographer with a home studio in Chelmsford. Newborn sessions happen in the first two weeks after birth; " +
        "a session is £295 including ten edited images, with albums and wall art from £150. I also do maternity and cake-smash sessions. " +
        "Sessions take about three hours at the baby's pace, with breaks for feeds and cuddles.",
      audienceType: "b2c-niche",
      audienceGeography: "local",
      localRegion: "Chelmsford and mid-Essex",
      audiencePersona:
        "Expecting parents, mostly first-time mums aged 27-38, who book a newborn shoot during pregnancy (usually in the second trimester), " +
        "scroll Instagram and local mum groups, and worry about safety and whether the baby will settle. They want a calm photographer " +
        "they can trust, clear prices, and a booking that copes with a baby who arrives early or late.",
      budgetRange: "bootstrapped",
      timeHorizon: "mid-term",
      skills: ["design", "social"],
      primaryGoal: "revenue",
      successMetrics: "Eight newborn sessions a month booked three months ahead",
      challenges: "Every parent I photograph becomes a one-off; families rarely come back after the newborn shoot.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "brighton-tattoo-studio",
    title:
      "Black Lantern Tattoo: a private tattoo studio in Brighton's North Laine, two resident artists and a monthly guest spot, fine-line and botanical work from £150 with a £50 deposit, books open monthly; bookings come through Instagram DMs that take two hours a night, reach has dropped and the founders won't pay for ads",
    kind: "local",
    answers: {
      productName: "Black Lantern Tattoo",
      productType: "web-app",
      productStage: "growth",
      productDescription:
        "Black Lantern is a private tattoo studio in Brighton's North Laine with two resident artists and a guest spot each month. We specialise " +
        "in fine-line and botanical work; a palm-sized piece starts at £150 and we take a £50 deposit to book. Our books open monthly and most " +
        "bookings come from Instagram DMs, which eat hours every evening.",
      audienceType: "b2c-niche",
      audienceGeography: "local",
      localRegion: "Brighton and Hove",
      audiencePersona:
        "Women and non-binary people aged 22-40 in Brighton and visiting from London, often getting their first or second tattoo, who save " +
        "designs on Instagram and Pinterest for months, want a calm studio and an artist who listens, and worry about pain, hygiene and regret. " +
        "Many have followed one of our artists for a year before they ask, and they book with a friend or after a friend's tattoo has healed well.",
      budgetRange: "seed",
      timeHorizon: "quarter",
      skills: ["design", "social"],
      primaryGoal: "revenue",
      successMetrics: "Books full three weeks ahead for both artists, and half the DMs replaced by a booking form",
      challenges: "Instagram reach has dropped and we don't want to pay for ads. Answering DMs takes two hours every night.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "stockport-kids-party-entertainer",
    title:
      "Captain Fizz Parties: a children's party entertainer in South Manchester and Stockport (magic, balloons, games, a bubble show for ages 3-8, £220 for two hours, DBS checked and insured); weekends full, weekdays and school holidays quiet; parents book on other parents' word in WhatsApp and Facebook groups; photos of children only with consent",
    kind: "local",
    answers: {
      productName: "Captain Fizz Parties",
      productType: "web-app",
      productStage: "growth",
      productDescription:
        "I'm a children's party entertainer in Manchester: magic, balloon modelling, games and a bubble show for ages 3 to 8. A two-hour " +
        "party is £220 and I travel to homes, community halls and soft-play venues. Weekends book up; weekday after-school slots and school " +
        "holidays are quiet. I'm DBS checked and insured.",
      audienceType: "b2c-niche",
      audienceGeography: "local",
      localRegion: "South Manchester and Stockport",
      audiencePersona:
        "Parents, mostly mums aged 28-42, planning a child's birthday party four to eight weeks ahead, who ask in school-gate WhatsApp groups " +
        "and local mums' Facebook groups, and book whoever another parent raved about at the last party. They want a price with nothing " +
        "added at the end, someone checked and insured they can trust with twenty children, and a date near the birthday; Saturdays go first.",
      budgetRange: "bootstrapped",
      timeHorizon: "mid-term",
      skills: ["social"],
      primaryGoal: "revenue",
      successMetrics: "Two weekday or holiday bookings a week on top of weekends",
      challenges: "I can only post photos of children with parents' consent. I'm at parties every weekend.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "cheltenham-personal-trainer",
    title:
      "Fit by Dan: a personal trainer in Cheltenham, one-to-one in clients' homes and Pittville Park at £45 a session or £400 for ten, outdoor bootcamps of up to eight on Tuesday and Thursday mornings at £8; clients aged 35-60 who hate gyms; he trains from 6am to 8pm and gyms won't let outside trainers in",
    kind: "local",
    answers: {
      productName: "Fit by Dan",
      productType: "web-app",
      productStage: "launched",
      productDescription:
        "I'm a personal trainer in Cheltenham. I train clients one-to-one in their homes and in Pittville Park, and run small outdoor " +
        "bootcamps of up to eight people on Tuesday and Thursday mornings. A one-to-one session is £45, a block of ten £400, bootcamp £8 a session. " +
        "I'm Level 3 qualified and insured, and most of my clients so far came through friends.",
      audienceType: "b2c-niche",
      audienceGeography: "local",
      localRegion: "Cheltenham",
      audiencePersona:
        "Women and men aged 35-60 who feel unfit, don't like gyms, have tried apps and lost motivation, and want someone to turn up and " +
        "make them do it, often after a health scare or before a big birthday. Most work office hours or have just retired, and ask a " +
        "friend before they try anything new.",
      budgetRange: "bootstrapped",
      timeHorizon: "quarter",
      skills: ["social"],
      primaryGoal: "revenue",
      successMetrics: "Fifteen regular one-to-one clients and full bootcamps",
      challenges: "I'm training clients from 6am to 8pm. Gyms here don't let outside trainers in.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "south-london-architects",
    title:
      "Hollis Architects: a two-person RIBA chartered practice in Lambeth, Southwark and Lewisham designing extensions, loft conversions and refurbishments for homeowners, 10-12% of build cost with a £450 first design visit; Houzz leads are price shoppers, no time for social media, two signed projects a month without discounting",
    kind: "local",
    answers: {
      productName: "Hollis Architects",
      productType: "web-app",
      productStage: "growth",
      productDescription:
        "Hollis Architects is a two-person RIBA chartered practice in south London designing house extensions, loft conversions and whole-house " +
        "refurbishments. We take a homeowner from the very first sketch through planning permission and building regulations drawings to the " +
        "builder tender; fees are usually 10-12% of build cost, with a £450 first design visit at their home.",
      audienceType: "b2c-niche",
      audienceGeography: "local",
      localRegion: "Lambeth, Southwark and Lewisham",
      audiencePersona:
        "Homeowners aged 32-50 in Victorian and Edwardian terraces with a growing family, who have lived in the house 3-8 years, saved or " +
        "remortgaged for an extension of £80k-£200k, and are scared of planning refusals, builders overrunning and budgets doubling. They ask " +
        "neighbours who have had the work done and builders they know, and look up what the council approved on their street.",
      budgetRange: "bootstrapped",
      timeHorizon: "mid-term",
      skills: ["content", "design"],
      primaryGoal: "revenue",
      successMetrics: "Two new signed projects a month, without discounting our fees",
      challenges: "Houzz leads are price shoppers. We have no time for social media beyond the odd project photo.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "exeter-self-storage",
    title:
      "Keep Safe Storage: a self-storage site of 140 steel containers outside Exeter, 55% let eight months after opening; people think of storage only the week they need it and pick the cheapest on the first page",
    kind: "local",
    answers: {
      productName: "Keep Safe Storage",
      productType: "web-app",
      productStage: "launched",
      productDescription:
        "Keep Safe Storage is a self-storage site on an industrial estate outside Exeter: 140 steel containers from 20 to 160 " +
        "sq ft, drive-up access 7am to 8pm, CCTV and a gated entry code. A 35 sq ft unit is £18 a week. We opened eight " +
        "months ago and are 55% let; the big chains are 10 miles away. Customers can reserve a unit by phone or on our website.",
      audienceType: "b2c-general",
      audienceGeography: "local",
      localRegion: "Exeter and East Devon",
      audiencePersona:
        "People in the middle of a move, a divorce, a renovation or a death in the family who need space for a few months, " +
        "plus small traders (builders, market sellers, eBay sellers) who need a lock-up near the A30. Most have never rented " +
        "storage before, have no idea what size they need, and decide within a few days.",
      budgetRange: "seed",
      timeHorizon: "quarter",
      skills: ["paid", "analytics"],
      primaryGoal: "revenue",
      successMetrics: "80% let by the end of the quarter, average stay over six months",
      challenges: "People only think of storage the week they need it, and then they search and pick the cheapest on the first page.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "northumberland-landscape-painter",
    title:
      "Mara Quinn Art: a landscape painter in Northumberland selling original oil paintings (£400 to £3,500) and signed giclée prints from £45 through her own site, two galleries taking 40-50% commission and a yearly open studio weekend; she'd rather paint than market and Instagram shows her posts to other artists; goal two originals a month from her own site",
    kind: "ecommerce",
    answers: {
      productName: "Mara Quinn Art",
      productType: "ecommerce",
      productStage: "launched",
      productDescription:
        "I'm a landscape painter in Northumberland. I sell original oil paintings from £400 to £3,500 and signed giclée prints from £45 " +
        "through my own website, two galleries that take 40-50% commission and a yearly open studio weekend. I paint the coast and the hills " +
        "outdoors in all weathers and finish each painting in my studio near Alnmouth; every one starts with a walk, and buyers often ask " +
        "where it was painted.",
      audienceType: "b2c-niche",
      audienceGeography: "specific-country",
      specificCountry: "United Kingdom",
      audiencePersona:
        "People aged 45-70 with a home they care about, who love the Northumberland coast and hills (many have holidayed there), buy one or " +
        "two original paintings a year, and want to know the artist and the place behind a painting. They visit open studios, galleries and " +
        "exhibitions, read the county's magazines, stay in holiday cottages on the coast, and usually decide with a partner after seeing " +
        "the painting in person.",
      budgetRange: "bootstrapped",
      timeHorizon: "long-term",
      skills: ["content", "design"],
      primaryGoal: "revenue",
      successMetrics: "Sell two originals a month from my own site, not only through galleries",
      challenges: "I'd rather paint than market. Instagram shows my posts to other artists, not buyers.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "luton-phone-repair-shop",
    title:
      "FixPoint: a phone, tablet and laptop repair shop on Luton high street, most repairs the same day, an iPhone screen from £79 and a battery from £49 with a 12-month warranty, refurbished phones too; a shopping-centre kiosk undercuts on price with cheap parts; 30 repairs and 10 refurbished phones a week",
    kind: "local",
    answers: {
      productName: "FixPoint",
      productType: "web-app",
      productStage: "growth",
      productDescription:
        "FixPoint is a phone, tablet and laptop repair shop on the high street in Luton. Most repairs are done the same day: an iPhone " +
        "screen from £79, a battery from £49, with a 12-month warranty on every repair. We fit good-quality parts, quote before we touch " +
        "anything and never look at your data. We also sell refurbished phones that we check and reset ourselves, and take old phones in " +
        "part-exchange. Two of us work the bench and the counter six days a week.",
      audienceType: "b2c-general",
      audienceGeography: "local",
      localRegion: "Luton and Dunstable",
      audiencePersona:
        "People who've just cracked their screen or whose battery dies by lunchtime, who search 'phone repair near me' on the spot, compare " +
        "two or three prices and want it back today; many are students, shift workers and commuters who can't be without a phone for a day. " +
        "Plus parents buying a refurbished phone as a child's first phone, who worry about a tired battery and want parental controls set up, " +
        "and small businesses with a few work phones.",
      budgetRange: "bootstrapped",
      timeHorizon: "quarter",
      skills: ["paid", "social"],
      primaryGoal: "revenue",
      successMetrics: "30 repairs a week and 10 refurbished phones sold a week",
      challenges: "A kiosk in the shopping centre undercuts us on price with cheap parts.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "harrogate-care-home",
    title:
      "Willow Court: a family-owned residential care home in Harrogate for 32 older people, many living with dementia, from £1,250 a week, CQC rated Good, four empty rooms; families in a hurry after a fall or a hospital stay, discharge teams place people wherever there's a bed, big chains outspend on ads; all four rooms filled this quarter, two self-funded",
    kind: "local",
    answers: {
      productName: "Willow Court",
      productType: "web-app",
      productStage: "growth",
      productDescription:
        "Willow Court is a family-owned residential care home in Harrogate for 32 older people, many living with dementia. Rooms are from " +
        "£1,250 a week; we have a garden, a cinema room and our own cook. CQC rated Good. We have four empty rooms. Our manager has run " +
        "the home for twelve years, most of our carers have been with us for more than five, and we take short respite stays too.",
      audienceType: "b2c-niche",
      audienceGeography: "local",
      localRegion: "Harrogate and Knaresborough",
      audiencePersona:
        "Adult children aged 50-65 looking for a care home for a parent after a fall or a hospital stay, often in a hurry, worried about " +
        "cost and guilt, who visit three or four homes and ask the hospital discharge team, the GP and friends. Some pay from savings or " +
        "the sale of the house; others wait for the council's assessment. Most have never been inside a care home before.",
      budgetRange: "seed",
      timeHorizon: "quarter",
      skills: ["sales"],
      primaryGoal: "revenue",
      successMetrics: "All four rooms filled by the end of the quarter, two of them self-funded",
      challenges: "Hospital discharge teams place people wherever there's a bed that day. Big chains spend on ads we can't match.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "bristol-finance-recruiters",
    title:
      "Harbour Talent: a two-person recruitment agency in Bristol placing accountants, credit controllers, payroll and finance managers into 30-250 person firms for 15% of first-year salary and a margin on temps; finance directors were spammed with CVs and stopped picking up cold calls, LinkedIn job ads are cheaper; six permanent placements a quarter and ten clients who come back",
    kind: "b2b-smb",
    answers: {
      productName: "Harbour Talent",
      productType: "web-app",
      productStage: "growth",
      productDescription:
        "Harbour Talent is a two-person recruitment agency in Bristol placing finance staff (accountants, credit controllers, payroll and finance managers) " +
        "into small and mid-sized companies. We charge 15% of first-year salary for permanent roles and a margin on temps, on salaries from about " +
        "£28,000 to £70,000. Both of us worked in finance teams before recruiting, so we take a proper brief, meet every candidate in person and " +
        "only send people we would hire ourselves.",
      audienceType: "b2b-smb",
      audienceGeography: "local",
      localRegion: "Bristol and Bath",
      audiencePersona:
        "Finance directors and owner-managers of 30-250 person firms who hire two or three finance people a year, have been spammed by big agencies " +
        "sending unsuitable CVs, and want someone who understands the role. They ask their accountant and other finance directors who they use, and " +
        "many first try a LinkedIn advert themselves, then call a recruiter when two hundred applications arrive and none of them fit the team.",
      budgetRange: "bootstrapped",
      timeHorizon: "mid-term",
      skills: ["sales", "community"],
      primaryGoal: "revenue",
      successMetrics: "Six permanent placements a quarter and ten clients who come back",
      challenges: "Every agency in Bristol cold calls finance directors; they've stopped picking up. We can't compete with LinkedIn job ads on price.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "medical-device-translator",
    title:
      "Lena Kraus Translations: a freelance German-English translator for medical device documentation (IFUs, labels, clinical evaluation reports), ISO 17100 qualified, €0.14 a word in five working days, eight years with agencies and now after direct clients; buyers are regulatory affairs managers at DACH device makers selling into the UK and US; an introvert who hates cold calling, portals like ProZ a race to the bottom",
    kind: "b2b-smb",
    answers: {
      productName: "Lena Kraus Translations",
      productType: "web-app",
      productStage: "growth",
      productDescription:
        "I'm a freelance German-English translator specialising in medical device documentation: instructions for use, labels and clinical " +
        "evaluation reports. I charge €0.14 a word and deliver in five working days. I'm ISO 17100 qualified and have worked for agencies for " +
        "eight years; now I want direct clients so I'm not paid agency rates.",
      audienceType: "b2b-smb",
      audienceGeography: "europe",
      audiencePersona:
        "Regulatory affairs managers at small and mid-sized medical device makers in Germany, Austria and Switzerland selling into the UK and " +
        "US, who need IFUs and labels translated for each new market and audit, and who have been burned by generic agencies getting " +
        "terminology wrong. They follow RAPS and TOPRA and ask peers in regulatory groups on LinkedIn.",
      budgetRange: "bootstrapped",
      timeHorizon: "mid-term",
      skills: ["content", "sales"],
      primaryGoal: "revenue",
      successMetrics: "Five direct clients with regular work by summer",
      challenges: "I'm an introvert and hate cold calling. Translation portals like ProZ are a race to the bottom.",
      includeMarketingWisdom: true,
    },
  },
  {
    id: "leeds-it-support-company",
    title:
      "Northgate IT: a three-person IT support company in Leeds for 10-40 person offices (Microsoft 365, backups, Wi-Fi, cyber security, a helpdesk that answers), £45 per user per month with Cyber Essentials as an add-on; nobody switches until something goes wrong and cold calling gets nowhere; three new clients a quarter, 150 users by year end",
    kind: "b2b-smb",
    answers: {
      productName: "Northgate IT",
      productType: "web-app",
      productStage: "growth",
      productDescription:
        "Northgate IT is a three-person IT support company in Leeds looking after small offices: laptops and Microsoft 365, backups, Wi-Fi, " +
        "cyber security and a helpdesk that answers the phone. We charge £45 per user per month on a rolling contract, with Cyber Essentials " +
        "certification as an add-on. We look after 14 offices today, most of them won when their old IT person let them down, and we onboard " +
        "a new office in a fixed first week.",
      audienceType: "b2b-smb",
      audienceGeography: "local",
      localRegion: "Leeds and Bradford",
      audiencePersona:
        "Owners and office managers of 10-40 person firms (accountants, solicitors, estate agents, architects, charities) whose IT is done by " +
        "a nephew or a one-man band who doesn't answer, and who got scared after a phishing email or a failed backup. The office manager " +
        "usually finds the provider and the partners sign; they ask their accountant, their landlord or another office manager who they use, " +
        "and their insurer has started asking about backups and passwords.",
      budgetRange: "bootstrapped",
      timeHorizon: "mid-term",
      skills: ["content", "sales"],
      primaryGoal: "revenue",
      successMetrics: "Three new clients a quarter, 150 users under contract by year end",
      challenges: "Nobody switches IT provider until something goes wrong. Cold calling offices gets us nowhere.",
      includeMarketingWisdom: true,
    },
  },
];

export function fixture(id: string): BusinessFixture {
  const found = BUSINESS_FIXTURES.find((f) => f.id === id);
  if (!found) {
    throw new Error(
      `Unknown business fixture "${id}"; known: ${BUSINESS_FIXTURES.map(
        (f) => f.id
      ).join(", ")}`
    );
  }
  return found;
}

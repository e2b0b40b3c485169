import type { AudienceType, ProductStage, ProductType } from "~/wizard/options";
import type { PlanFormData } from "~/wizard/types";
import type { CustomerProfile } from "~/generation/schemas";
import { clip, makeContext } from "./context";

type Archetype = {
  who: string;
  role: string;
  size: [label: string, value: string];
  age: string;
  techComfort: string;
  budget: string;
  behaviors: string[];
  needs: string[];
  painPoints: string[];
  goals: string[];
  objections: string[];
  buying: string;
};

/** Typical traits per audience type: a starting hypothesis, to be replaced by what interviews show. */
const ARCHETYPES: Record<AudienceType, Archetype> = {
  "b2b-enterprise": {
    who: "a manager or team lead in a large organisation who owns a painful process and needs to prove any new tool is safe",
    role: "Team lead, manager or director in operations, IT, finance or product",
    size: ["Company size", "1,000+ employees"],
    age: "30-55",
    techComfort: "Moderate to high; relies on IT and security for approvals",
    budget: "Influences the purchase; budget owner and procurement sign off",
    behaviors: [
      "Researches through peers, analyst reports, LinkedIn and review sites before talking to sales",
      "Involves IT, security and procurement early; asks for SOC 2, SSO and a DPA",
      "Prefers a pilot or proof of concept on one team before a wider roll-out",
      "Plans purchases around budget cycles and quarterly priorities",
    ],
    needs: [
      "Evidence that the tool works at their scale (case studies, references)",
      "Security, compliance and integration with the existing stack",
      "A clear business case they can present internally",
      "Responsive support and an accountable contact",
    ],
    painPoints: [
      "Slow, manual processes spread across spreadsheets and legacy tools",
      "Long approval chains that kill small improvements",
      "Risk of backing a vendor that fails or doesn't scale",
      "Tool sprawl and poor visibility across teams",
    ],
    goals: [
      "Hit team targets with the same or fewer people",
      "Reduce operational risk and errors",
      "Show measurable wins to leadership",
    ],
    objections: [
      "\"You're too small; what if you disappear?\"",
      "\"Does it pass our security review and integrate with what we have?\"",
      "\"We don't have budget until next cycle.\"",
      "\"Switching costs are too high right now.\"",
    ],
    buying:
      "A champion discovers the problem and the tool, runs a small evaluation, then builds a business case with the budget owner. Security and procurement review follow, often as a paid pilot; a decision typically takes 2-6 months and involves 3-7 people.",
  },
  "b2b-smb": {
    who: "an owner or manager of a small business who wears several hats and buys tools that pay off quickly",
    role: "Owner, founder, office or operations manager",
    size: ["Company size", "5-200 employees"],
    age: "28-55",
    techComfort: "Moderate; wants tools that work without IT help",
    budget: "Often decides alone or with a partner; card purchase if the price is right",
    behaviors: [
      "Searches Google and asks peers or industry groups for recommendations",
      "Tries tools on a free trial before talking to anyone",
      "Compares prices on review sites like G2 and Capterra",
      "Uses a handful of core tools (accounting, email, CRM) and wants others to connect to them",
    ],
    needs: [
      "Fast set-up and quick, visible payback",
      "Simple, predictable pricing",
      "Integrations with the tools they already use",
      "Human support when something breaks",
    ],
    painPoints: [
      "Too little time; every hour on admin is an hour off the business",
      "Manual, repetitive work and copy-pasting between tools",
      "Tools built for big companies: expensive and complicated",
      "Hard to find trustworthy software among many options",
    ],
    goals: [
      "Save time each week and reduce mistakes",
      "Grow revenue without hiring yet",
      "Look professional to their own customers",
    ],
    objections: [
      "\"I don't have time to set up another tool.\"",
      "\"It's too expensive for a business our size.\"",
      "\"Our current way works well enough.\"",
    ],
    buying:
      "Finds options through search, peers or review sites, signs up for a free trial, and decides within days or a few weeks, usually alone or with a business partner. Pays by card monthly at first and moves to annual once it has proven itself.",
  },
  "b2c-general": {
    who: "an everyday consumer who wants something to be easier, cheaper or more enjoyable and decides quickly",
    role: "Individual consumer",
    size: ["Household", "Single or family household"],
    age: "18-55",
    techComfort: "Comfortable with mainstream apps; low patience for friction",
    budget: "Personal spending; price-sensitive, prefers free tiers and small subscriptions",
    behaviors: [
      "Discovers products through social media, friends and app stores",
      "Decides in seconds based on the first screen, reviews and price",
      "Responds to trends, recommendations and visible social proof",
      "Uses mobile first",
    ],
    needs: [
      "Instant, obvious value in the first minute",
      "A fair price, a free start and easy cancellation",
      "A pleasant, simple experience",
    ],
    painPoints: [
      "Too many apps and subscriptions competing for attention and money",
      "Complicated sign-ups and hidden costs",
      "Products that promise a lot and deliver little",
    ],
    goals: [
      "Save time or money in daily life",
      "Feel more in control, healthier, or entertained",
      "Share good finds with friends",
    ],
    objections: [
      "\"Is it worth another subscription?\"",
      "\"Is my data safe?\"",
      "\"I'll try it later.\"",
    ],
    buying:
      "An impulse or near-impulse decision: sees it on social media or hears from a friend, checks ratings and price, tries the free version, and pays if it becomes a habit within the first week or two.",
  },
  "b2c-niche": {
    who: "a committed enthusiast in a specific community who knows the space well and cares about quality",
    role: "Enthusiast or hobbyist in the niche",
    size: ["Community", "Active member of niche forums, clubs or groups"],
    age: "20-50",
    techComfort: "Varies; high when the tool serves their passion",
    budget: "Will pay for quality that serves the passion; distrusts generic products",
    behaviors: [
      "Spends time in niche communities (subreddits, Discord servers, forums, clubs)",
      "Trusts recommendations from respected community members over ads",
      "Reads detailed reviews and compares options carefully",
      "Shares discoveries with the community",
    ],
    needs: [
      "A product that understands their niche's details",
      "Respect for the community's norms and language",
      "Quality and depth over mass-market simplicity",
    ],
    painPoints: [
      "Generic tools that ignore what makes their niche different",
      "Scattered information and workarounds",
      "Products built by outsiders who don't get it",
    ],
    goals: [
      "Get better at their craft or hobby",
      "Save time on the boring parts to enjoy the fun ones",
      "Be recognised within the community",
    ],
    objections: [
      "\"Is this made by people who actually do this?\"",
      "\"What does this do that the free tools don't?\"",
    ],
    buying:
      "Hears about it in a community, checks what respected members say, tries it, and pays once it clearly beats their current workaround. Word of mouth inside the community drives most decisions.",
  },
  developer: {
    who: "a software developer who evaluates tools hands-on and trusts docs and code over marketing",
    role: "Software engineer, tech lead or indie developer",
    size: ["Company size", "Solo to 500 engineers"],
    age: "22-45",
    techComfort: "Very high; will read the docs and the source",
    budget: "Can adopt free tiers alone; paid plans often need a lead's or manager's approval",
    behaviors: [
      "Discovers tools on GitHub, Hacker News, Reddit, dev newsletters and from colleagues",
      "Tries before reading marketing: quickstart, API reference, pricing page",
      "Ignores ads and resents gated content",
      "Asks in community channels and expects fast, technical answers",
    ],
    needs: [
      "Great docs and a quickstart that works in minutes",
      "Clear, predictable pricing and generous free tier",
      "Reliability, good APIs and no lock-in",
    ],
    painPoints: [
      "Time lost on integration work and glue code",
      "Tools with poor docs, surprise limits or opaque pricing",
      "Vendor lock-in and tools that disappear",
    ],
    goals: [
      "Ship faster with less maintenance",
      "Use tools they are proud to recommend",
      "Avoid on-call surprises",
    ],
    objections: [
      "\"I could build this myself in a weekend.\"",
      "\"What happens to my data if you shut down?\"",
      "\"Is it open source / self-hostable?\"",
    ],
    buying:
      "Bottom-up: a developer tries the free tier on a side project or a single service, and if it works, proposes it to the team. Paid plans follow once usage grows or a team feature is needed; a manager or tech lead approves the spend.",
  },
  freelancer: {
    who: "an independent professional running a one-person business who buys tools with their own money",
    role: "Freelancer, consultant or solopreneur",
    size: ["Business size", "1 person, sometimes with subcontractors"],
    age: "25-50",
    techComfort: "Moderate to high; self-taught with tools",
    budget: "Sole decision maker; careful with every monthly subscription",
    behaviors: [
      "Learns from LinkedIn, X, YouTube and freelancer communities",
      "Tries tools during quiet weeks, abandons them during busy ones",
      "Values tools that save billable hours or win clients",
    ],
    needs: [
      "Tools that save time or directly bring in revenue",
      "Low, flexible pricing and no long contracts",
      "Professional results that impress clients",
    ],
    painPoints: [
      "Unpaid admin eating into billable time",
      "Feast-and-famine income",
      "Juggling many tools that don't talk to each other",
    ],
    goals: [
      "Earn more per hour and land better clients",
      "Spend less time on admin",
      "Build a steady, predictable business",
    ],
    objections: [
      "\"I can't justify another monthly cost right now.\"",
      "\"I'm too busy to learn a new tool.\"",
    ],
    buying:
      "Decides alone and fast once the value is clear: sees a recommendation from a peer or creator, tries the free plan, and pays when it saves a few hours or helps win one client.",
  },
  creators: {
    who: "a content creator who builds an audience online and looks for tools that help them publish more and earn more",
    role: "YouTuber, streamer, newsletter writer, podcaster or social creator",
    size: ["Audience size", "1,000-500,000 followers"],
    age: "18-40",
    techComfort: "High with creator tools; low patience for complex set-up",
    budget: "Sole decision maker; spends on tools that grow reach or income",
    behaviors: [
      "Follows other creators and copies what visibly works",
      "Discovers tools through creator communities, YouTube and X",
      "Tests new platforms and features early",
    ],
    needs: [
      "More output in less time",
      "Growth in audience and income",
      "Tools that look good and fit their workflow",
    ],
    painPoints: [
      "Burnout from constant publishing",
      "Unstable income and platform algorithm changes",
      "Repetitive editing and admin work",
    ],
    goals: [
      "Grow their audience and engagement",
      "Diversify income beyond one platform",
      "Spend more time creating, less on admin",
    ],
    objections: [
      "\"Will this actually grow my channel?\"",
      "\"My current workflow is good enough.\"",
    ],
    buying:
      "Sees a creator they trust use it, tries it on one piece of content, and upgrades when it saves visible time or improves results. Affiliate links and creator recommendations drive most decisions.",
  },
  prosumer: {
    who: "a power user who chooses tools carefully, pays for quality and recommends favourites to others",
    role: "Knowledge worker, professional or serious hobbyist",
    size: ["Usage", "Individual use, often also at work"],
    age: "22-50",
    techComfort: "High; customises tools and learns shortcuts",
    budget: "Pays personally for tools that make a difference; may expense them",
    behaviors: [
      "Follows Product Hunt, tech newsletters, YouTube reviews and productivity communities",
      "Tries many tools and keeps few",
      "Writes reviews, shares setups and recommends tools to colleagues",
    ],
    needs: [
      "Power features, speed and keyboard-first workflows",
      "Integrations and data export",
      "A product that keeps improving",
    ],
    painPoints: [
      "Mainstream tools that are too basic or too slow",
      "Fragmented workflows across apps",
      "Products that get worse after being acquired",
    ],
    goals: [
      "Work faster and with less friction",
      "Build a setup they love",
      "Be the person others ask for tool advice",
    ],
    objections: [
      "\"I already have a setup that works.\"",
      "\"Will my data be locked in?\"",
    ],
    buying:
      "Discovers through launches, reviews and peers, tries immediately, and pays within the trial if the product fits their workflow. Becomes a vocal advocate when it does.",
  },
  students: {
    who: "a student or educator with little money, limited time and a strong sense of what their peers use",
    role: "University or school student, teacher or lecturer",
    size: ["Institution", "Schools, colleges and universities"],
    age: "16-30 (students), 25-60 (educators)",
    techComfort: "High for students; varies for educators",
    budget: "Very price-sensitive; educators may need institutional approval",
    behaviors: [
      "Adopts what classmates and teachers use",
      "Discovers tools on TikTok, YouTube, Discord and campus groups",
      "Heavy usage around deadlines and exam periods",
    ],
    needs: [
      "Free or discounted plans",
      "Quick results under deadline pressure",
      "Tools that are accepted by their institution",
    ],
    painPoints: [
      "Limited budgets",
      "Information overload and poor organisation",
      "Tools their school doesn't allow or support",
    ],
    goals: [
      "Better grades or teaching outcomes with less stress",
      "Save time during busy periods",
      "Learn skills that help their career",
    ],
    objections: [
      "\"Is there a free or student plan?\"",
      "\"Is it allowed by my school?\"",
    ],
    buying:
      "Students adopt free tools through peers and upgrade with a student discount when a deadline makes it worth it. Educators try tools themselves and then seek approval from the department or institution for class-wide use.",
  },
  mixed: {
    who: "a mix of individuals and teams with different needs, who share the core problem the product solves",
    role: "Varies: individuals, professionals and small teams",
    size: ["Company size", "Individuals to mid-sized teams"],
    age: "20-55",
    techComfort: "Varies from moderate to high",
    budget: "Varies; individuals pay by card, teams may need approval",
    behaviors: [
      "Discover products through search, social media and recommendations",
      "Compare a few options before trying one",
      "Expect a free trial or free plan",
    ],
    needs: [
      "A clear answer to 'is this for me?'",
      "Fast time to first result",
      "Pricing that scales from one person to a team",
    ],
    painPoints: [
      "Tools that are either too simple or too complex for them",
      "Unclear pricing and positioning",
    ],
    goals: [
      "Solve the core problem reliably",
      "Spend less time on it every week",
    ],
    objections: [
      "\"Is this built for someone like me?\"",
      "\"Is it worth switching from what I use now?\"",
    ],
    buying:
      "Paths differ by segment: individuals try and pay quickly, teams take longer and need a second person to agree. Early on, find out which segment converts best and focus there.",
  },
  other: {
    who: "the specific group described in your answers, who share the problem the product solves",
    role: "As described in your audience answers",
    size: ["Company size", "Unknown; confirm in interviews"],
    age: "Unknown; confirm in interviews",
    techComfort: "Unknown; confirm in interviews",
    budget: "Unknown; confirm who pays and who decides",
    behaviors: [
      "Looks for solutions where peers in the same group gather and share advice",
      "Relies on recommendations from people in the same situation",
      "Tries a product before committing if a free option exists",
    ],
    needs: [
      "A product that speaks their language and understands their situation",
      "Fast, visible value",
      "Trust: proof that people like them use it",
    ],
    painPoints: [
      "Generic tools that don't fit their situation",
      "Time lost on workarounds",
    ],
    goals: [
      "Solve the problem with less effort",
      "Feel confident they chose the right tool",
    ],
    objections: [
      "\"Is this really for people like me?\"",
      "\"What does it cost to switch?\"",
    ],
    buying:
      "Likely discovers the product through peers or search, tries it, and decides based on how quickly it solves their problem. Validate who pays and who decides in your first conversations.",
  },
};

const STAGE_BEHAVIOUR: Record<ProductStage, string> = {
  mvp: "At the MVP stage, your first users will be early adopters who tolerate rough edges in exchange for influence on the product",
  beta: "During the beta, expect early adopters who give feedback freely if they feel heard",
  launched: "Now that the product is launched, buyers will compare it with alternatives and look for first proof points",
  growth: "With early traction, new customers increasingly arrive through word of mouth and expect a polished onboarding",
  scaling: "At scale, later adopters join: more cautious, more price-aware, and they need proof and support",
};

const BUYS_THROUGH: Record<ProductType, string> = {
  saas: "Self-serve free trial, then monthly or annual subscription",
  "web-app": "Free sign-up in the browser, then upgrade",
  "mobile-app": "App Store / Google Play download, then in-app purchase or subscription",
  ecommerce: "Online store checkout, often after comparing prices and reviews",
  subscription: "Recurring subscription after a trial or first box",
  content: "Free content first, then a paid membership or subscription",
  marketplace: "Marketplace transaction; trust built through reviews and ratings",
  api: "Developer sign-up with an API key, usage-based or tiered pricing",
};

/**
 * Customer profile without a model: the audience archetype, adjusted for geography, stage and
 * product type, with the user's own persona quoted. Every part is a hypothesis and says so.
 */
export function buildProfile(answers: PlanFormData): CustomerProfile {
  const ctx = makeContext(answers);
  const arch = ARCHETYPES[answers.audienceType] ?? ARCHETYPES.other;
  const persona = clip(answers.audiencePersona, 300);
  const audienceName =
    answers.audienceType === "other" && clip(answers.customAudienceType, 80) ? ctx.audience : arch.role;

  const overview = [
    `${ctx.product}'s likely customer is ${arch.who}, ${ctx.geo === "worldwide" ? "anywhere in the world" : ctx.geo}.`,
    answers.audienceType === "other" && ctx.audience !== "people in your audience"
      ? `You described this audience as "${ctx.audience}".`
      : "",
    persona ? `In your words: "${persona}"` : "",
    `${STAGE_BEHAVIOUR[answers.productStage]}.`,
    "Assumption: this profile was drafted by Liftoff's built-in planner from your answers and common patterns for this audience, not from research or an AI model; confirm it in your first customer conversations.",
  ]
    .filter(Boolean)
    .join(" ");

  return {
    overview,
    demographics: [
      `Role: ${audienceName}`,
      `${arch.size[0]}: ${arch.size[1]}`,
      `Location: ${ctx.place}`,
      `Age range: ${arch.age.startsWith("Unknown") ? arch.age : `${arch.age} (assumption)`}`,
      `Tech comfort: ${arch.techComfort}`,
      `Budget authority: ${arch.budget}`,
      `Buys through: ${BUYS_THROUGH[answers.productType]}`,
    ],
    behaviors: [...arch.behaviors, STAGE_BEHAVIOUR[answers.productStage]],
    needs: arch.needs,
    painPoints: arch.painPoints,
    goals: arch.goals,
    objections: arch.objections,
    buyingProcess: `${arch.buying} Assumption: based on typical buyers of this kind of ${ctx.productKind} ${ctx.geo}; check it against how your first customers actually bought.`,
  };
}

import type { CustomerProfile, MarketingPlan } from "../../app/generation/schemas";

/**
 * Sample AI replies. The fake OpenAI server answers with these by default, so they must stay valid
 * against the app's response schemas (tests/unit/fake-openai.test.ts checks it). Tests that need a
 * variation should copy one (`structuredClone`) rather than edit these shared objects.
 */

export const samplePlan: MarketingPlan = {
  strategySummary:
    "Win the first 100 paying teams by going where indie SaaS builders already talk shop: lead with a " +
    "free, genuinely useful teardown offer, turn early users into public case studies, and stack one " +
    "focused launch on top of a warm waitlist instead of spreading a small budget across every channel.",
  primaryFocus: ["Founder-led direct outreach", "Community-driven content", "A focused launch week"],
  tactics: [
    {
      name: "Founder-led cold outreach to 50 ideal customers",
      description:
        "Hand-pick 50 teams that match the customer profile and write to each one personally, offering a " +
        "15-minute walkthrough built around a problem they have publicly mentioned.",
      timeFrame: "Quick Win",
      impact: "High Impact",
      implementation: [
        "List 50 target teams from communities, job boards and review sites, noting one public pain point each.",
        "Send 10 personal emails a day for five days; no sequences, no automation.",
        "Follow up once after four days, then stop.",
        "Log every reply and objection in one shared sheet and review it each Friday.",
      ],
      resourcesNeeded: ["A spreadsheet", "A calendar booking link", "About one hour a day"],
      successMetrics: ["Reply rate above 20%", "10 booked walkthroughs", "3 trial sign-ups from calls"],
      template:
        "Subject: Quick idea for {{company}}'s {{pain point}}\n\n" +
        "Hi {{first name}},\n\n" +
        "I saw your post about {{specific problem}}. I'm building {{product}}, which helps teams like yours " +
        "{{core outcome}} without {{common frustration}}.\n\n" +
        "Would a 15-minute walkthrough next week be useful? If not, no reply needed.\n\n" +
        "{{your name}}",
      marketingWisdom:
        "Do things that don't scale first: 50 thoughtful emails teach you more about your market than " +
        "5,000 automated ones.",
    },
    {
      name: "Public build log on two communities",
      description:
        "Share what you learn while building, with real numbers, in the two communities where your " +
        "customers already spend time.",
      timeFrame: "Ongoing",
      impact: "Medium Impact",
      implementation: [
        "Pick two communities where your audience asks questions (for example a subreddit and a Slack group).",
        "Post one lesson a week with a concrete number, screenshot or mistake.",
        "Answer every comment within 24 hours.",
        "Link to the product only from your profile, never in the post body.",
      ],
      resourcesNeeded: ["Two hours a week", "Screenshots of real metrics"],
      successMetrics: ["Weekly posts published", "Profile clicks per post", "Waitlist sign-ups from communities"],
      template:
        "Title: What {{number}} {{customer type}} told us about {{problem}}\n\n" +
        "This week we talked to {{number}} {{customer type}}. Three things surprised us:\n" +
        "1. {{insight one}}\n2. {{insight two}}\n3. {{insight three}}\n\n" +
        "What we're changing in {{product}} because of it: {{change}}.\n" +
        "Curious whether others have seen the same?",
      marketingWisdom: "People ignore ads and follow stories. Show your working and let them root for you.",
    },
    {
      name: "Customer story case studies",
      description:
        "Turn your three happiest early users into short before-and-after stories that prove the outcome " +
        "with numbers.",
      timeFrame: "Medium-term",
      impact: "High Impact",
      implementation: [
        "Ask three active users for a 20-minute interview in exchange for early access to new features.",
        "Capture the situation before, the moment they switched, and a measurable result after.",
        "Publish each story as a one-page post and a 5-slide carousel.",
        "Quote one line from each story on the pricing page.",
      ],
      resourcesNeeded: ["Interview questions", "A simple page template", "Customer sign-off"],
      successMetrics: ["3 published stories", "Conversion rate on the pricing page", "Stories shared by the customers"],
      template:
        "Before {{product}}, {{customer}} spent {{time or money}} on {{painful task}}.\n\n" +
        "The turning point: {{trigger event}}.\n\n" +
        "After {{timeframe}} with {{product}}: {{measurable result}}.\n\n" +
        "\"{{customer quote}}\" — {{name}}, {{role}} at {{company}}",
      marketingWisdom: "Proof beats promises. One specific number from a real customer outsells a page of adjectives.",
    },
    {
      name: "Launch week stack",
      description:
        "Concentrate launch posts, a newsletter feature and a limited founding-member offer into one week " +
        "so each channel amplifies the others.",
      timeFrame: "Long-term",
      impact: "High Impact",
      implementation: [
        "Grow a waitlist for six weeks before the launch date.",
        "Line up two newsletter or podcast mentions for launch week.",
        "Launch on a product directory on Tuesday and post the story in your communities the same day.",
        "Offer a founding-member price that closes at the end of the week.",
      ],
      resourcesNeeded: ["Landing page with waitlist", "Launch assets (screenshots, 60-second demo)", "A small promo budget"],
      successMetrics: ["Launch-day sign-ups", "Waitlist-to-trial conversion", "Founding members at the end of the week"],
      template:
        "We're live! {{product}} helps {{audience}} {{outcome}}.\n\n" +
        "For this week only, founding members get {{offer}} for life.\n" +
        "Here's a 60-second demo: {{link}}\n\n" +
        "I'd love your honest feedback, especially the harsh kind.",
      marketingWisdom: "A launch is a moment you create, not one you wait for. Stack your channels so they land together.",
    },
    {
      name: "Integration partner co-marketing",
      description:
        "Build one integration with a tool your customers already pay for and market it together with that " +
        "tool's team.",
      timeFrame: "Medium-term",
      impact: "Medium Impact",
      implementation: [
        "Ask ten customers which tool they would most like you to connect to.",
        "Ship the integration and list it in the partner's marketplace.",
        "Propose a joint tutorial or webinar to the partner's community team.",
      ],
      resourcesNeeded: ["Developer time for the integration", "A partner contact", "A tutorial outline"],
      successMetrics: ["Marketplace installs", "Sign-ups attributed to the partner", "Joint content published"],
      template:
        "Hi {{partner contact}},\n\n" +
        "{{number}} of our {{product}} users also use {{partner product}}, so we built an integration that lets them " +
        "{{benefit}}. Would your community team be open to a joint tutorial? We'll do the writing.\n\n" +
        "{{your name}}",
      marketingWisdom: "Borrow audiences before you build one: partners already have the trust you need.",
    },
  ],
  timeline: [
    {
      title: "Foundation",
      weeks: "Weeks 1-2",
      tasks: [
        "Write the one-sentence positioning statement",
        "Set up analytics and a waitlist on the landing page",
        "Build the list of 50 ideal customers",
      ],
    },
    {
      title: "First conversations",
      weeks: "Weeks 3-4",
      tasks: [
        "Send the founder-led outreach emails",
        "Start the weekly build log",
        "Run the first 10 walkthrough calls",
      ],
    },
    {
      title: "Proof",
      weeks: "Weeks 5-8",
      tasks: [
        "Interview three happy users and publish their stories",
        "Add customer quotes to the pricing page",
        "Line up launch-week newsletter mentions",
      ],
    },
    {
      title: "Launch and scale",
      weeks: "Weeks 9-12",
      tasks: [
        "Run launch week with the founding-member offer",
        "Start the integration partnership",
        "Review metrics and double down on the best channel",
      ],
    },
  ],
  marketingEducation: {
    emotionEngine: {
      title: "The Emotion Engine",
      description: "People buy on feeling first: these levers create the want.",
      levers: [
        {
          name: "Desire",
          description: "Paint the outcome your customer already wants, in their own words.",
          example: "\"Finish your week on Thursday.\"",
        },
        {
          name: "Identity",
          description: "Show the kind of person or team that uses the product, so buyers see themselves in it.",
          example: "\"Built for teams who ship, not teams who meet.\"",
        },
        {
          name: "Urgency",
          description: "Give an honest reason to act now rather than later.",
          example: "\"Founding-member pricing closes Friday.\"",
        },
        {
          name: "Transform",
          description: "Contrast life before and after so the change feels tangible.",
          example: "\"From 12 tabs of spreadsheets to one dashboard.\"",
        },
      ],
    },
    logicEngine: {
      title: "The Logic Engine",
      description: "Then they justify with reason: these levers make the choice feel safe.",
      levers: [
        {
          name: "Position",
          description: "State who it is for and what it replaces, so it is easy to place in the market.",
          example: "\"The lightweight alternative to enterprise project suites.\"",
        },
        {
          name: "Clarity",
          description: "Explain what it does in one plain sentence a customer could repeat.",
          example: "\"It turns your inbox requests into a prioritised task list.\"",
        },
        {
          name: "Proof",
          description: "Back every claim with numbers, names or demonstrations.",
          example: "\"Used by 140 teams; saves 6 hours a week on average.\"",
        },
        {
          name: "Journey",
          description: "Make the next step small and obvious, from first visit to paying customer.",
          example: "\"Start free, import your board in two minutes, upgrade when you invite your team.\"",
        },
      ],
    },
  },
  guerrillaTactics: [
    {
      name: "Competitor review mining",
      description: "Read the 2- and 3-star reviews of competitors and write to reviewers whose complaint you solve.",
      costLevel: "Free",
      impact: "High",
    },
    {
      name: "Free teardown offer",
      description: "Offer five free teardowns of prospects' current workflow and publish the anonymised lessons.",
      costLevel: "Free",
      impact: "Medium",
    },
    {
      name: "Template giveaway",
      description: "Release a useful template for your niche and gate only the advanced version behind an email.",
      costLevel: "Low",
      impact: "Medium",
    },
    {
      name: "Office hours in a community",
      description: "Host a monthly live Q&A in a community your customers belong to, with the host's blessing.",
      costLevel: "Low",
      impact: "Medium",
    },
  ],
};

export const sampleProfile: CustomerProfile = {
  overview:
    "Small product teams (3-15 people) at bootstrapped or seed-stage software companies, led by a founder " +
    "or first product manager who is drowning in scattered requests and wants a calm, shared view of what " +
    "to build next.",
  demographics: [
    "Role: founder, CTO or first product manager",
    "Company size: 3-15 employees",
    "Stage: bootstrapped or seed-funded",
    "Location: remote-first teams in North America and Europe",
  ],
  behaviors: [
    "Tries new tools on a free plan before involving the team",
    "Reads indie founder communities and newsletters weekly",
    "Trusts peer recommendations over ads",
  ],
  needs: [
    "One place for requests, priorities and status",
    "Set-up in under an hour without a consultant",
    "Pricing that stays sensible as the team grows",
  ],
  painPoints: [
    "Requests arrive through email, chat and calls and get lost",
    "Enterprise tools feel heavy and need training",
    "Hard to explain to customers what is coming next",
  ],
  goals: [
    "Ship the most valuable features first",
    "Cut time spent in status meetings",
    "Keep early customers informed and loyal",
  ],
  objections: [
    "\"We already use a spreadsheet and it works well enough.\"",
    "\"Moving our data will take too long.\"",
    "\"Will this tool still exist in two years?\"",
  ],
  buyingProcess:
    "The founder discovers the tool through a community post or a peer, signs up for the free plan alone, " +
    "imports a small board within a day, then invites the team; the paid upgrade follows once two or more " +
    "teammates use it weekly, usually within the first month.",
};

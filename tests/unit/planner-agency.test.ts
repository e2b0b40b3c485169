import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality, type CheckedPlan } from "~/plan-quality/checker";
import { readAnswers } from "~/plan-quality/reading";
import { planToMarkdown } from "~/plan-view/markdown.server";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { checkedTactic, promptText } from "../support/plan-checks";

/*
 * Northbound Studio, a three-person brand and web design studio in Leeds building brands and Webflow sites for
 * B2B tech startups, projects from £8,000. All its work comes from two clients' referrals, Upwork is a race to the
 * bottom, and they hate cold calling. Goal: two new £10k+ projects a month by the end of June, on $2,000–10,000
 * a month. Each test reads what its founder would read in a plan made on Monday 4 January 2027.
 */

const northbound = fixture("leeds-design-studio-projects").answers;
const reading = readAnswers(northbound, FIXED_PLAN_DAY);
const plan = buildPlan(northbound, FIXED_PLAN_DAY);
const profile = buildProfile(northbound);
const markdown = planToMarkdown(plan, profile, northbound, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);
const tacticText = plan.tactics.map((t) => [t.name, t.description, ...t.implementation, t.template].join("\n")).join("\n");

describe("reading a studio that sells client projects", () => {
  it("reads what it makes, for whom, the project price, the goal and where its work comes from", () => {
    expect(reading.agency).toEqual({
      makes: "brands and Webflow sites",
      forWhom: "B2B tech startups",
      startups: true,
      projectFrom: "£8,000",
      projectValue: 8000,
      goalCount: 2,
      goalSize: "£10k+",
      perMonth: true,
      team: 3,
      platform: "Webflow",
      referrers: 2,
      marketplaceLeft: "Upwork",
      noColdCalls: true,
      city: "Leeds",
      moment: "have outgrown their first website",
      goalAmount: null,
      raceToBottom: true,
      video: false,
    });
    expect(reading.audience).toBe("startup founders and heads of marketing");
  });

  it("fires for no other fixture, and other B2B firms keep their own plans", () => {
    const fired = BUSINESS_FIXTURES.filter((f) => f.id !== "leeds-design-studio-projects" && readAnswers(f.answers, FIXED_PLAN_DAY).agency).map((f) => f.id);
    expect(fired).toEqual([]);
    for (const f of BUSINESS_FIXTURES.filter((x) => x.kind === "b2b-smb" && x.id !== "leeds-design-studio-projects")) {
      const other = buildPlan(f.answers, FIXED_PLAN_DAY);
      expect(other.tactics.map((t) => t.name).join(" "), f.id).not.toMatch(/website sprint|partner directory|teardowns of startup homepages/i);
    }
  });

  it("reads a studio's first draft, and leaves a design studio selling to the public alone", () => {
    const draft = { ...northbound, productDescription: "A Framer web design studio for SaaS startups, projects from £6k.", challenges: "Most clients come from referrals." };
    expect(readAnswers(draft, FIXED_PLAN_DAY).agency).toMatchObject({ platform: "Framer", projectFrom: "£6,000", referrers: 0, marketplaceLeft: null, noColdCalls: false });
    const wedding = { ...northbound, audienceType: "b2c-niche" as const, productDescription: "A design studio making wedding invitations for couples in Leeds." };
    expect(readAnswers(wedding, FIXED_PLAN_DAY).agency).toBeNull();
  });
});

describe("Northbound Studio's plan", () => {
  it("is made of a studio's tactics, case studies and client introductions first", () => {
    expect(names.slice(0, 2)).toEqual([
      "Three case studies of real projects, each with the client's result and permission",
      "Ask every past client for one introduction, with a note they can forward",
    ]);
    expect(names).toEqual(expect.arrayContaining([
      "Referral partners who meet the buyer at the moment: investors' platform teams, fractional CMOs and development shops that don't design",
      "A fixed-price Webflow website sprint for startups that have just raised, offered with a warm note after the announcement",
      "Kind public teardowns of startup homepages on LinkedIn, with the founder's permission",
      "A talk at accelerators and startup meetups: \"What to fix on your site before Series A\"",
      "A listing in the Webflow partner directory, if the studio qualifies",
    ]));
    // On $2,000–10,000 a month, paid reach comes last and is judged by qualified calls.
    expect(names.at(-1)).toBe("Paid reach on LinkedIn for the case studies, only as far as the budget carries it, judged by qualified calls");
  });

  it("leaves out today's SaaS lines: trade show, trade association, advisory calls, cold calls, calculators", () => {
    expect(tacticText).not.toMatch(/trade show|trade association|advisory call|cold[- ]call|calculator|teardown of a typical week|founder emails to 5 businesses/i);
    expect(markdown).not.toMatch(/trade show|trade association|industry association|advisory call|calculator|small business owners/i);
  });

  it("does the goal's arithmetic, with the win rate as an assumption", () => {
    expect(plan.strategySummary).toContain("Two new £10k+ projects a month by the end of June (at least £20k of new work a month). Assumption: about one proposal in three is won");
    expect(plan.strategySummary).toContain("about 6 proposals and 12 qualified calls a month, about 3 calls a week");
    expect(plan.strategySummary).toContain("With three of you and projects of six to eight weeks, two new projects a month means three or four running at once");
  });

  it("listens: the two referring clients, Upwork and cold calling", () => {
    expect(plan.strategySummary).toContain("You said all your work comes from two clients' referrals.");
    expect(plan.strategySummary).toContain("You said Upwork is a race to the bottom: the plan leaves freelance marketplaces out");
    expect(plan.strategySummary).toContain("cold calling is left out");
    expect(tacticText).not.toMatch(/\bupwork\b/i);
  });

  it("gives ready-to-send templates in the studio's words, with only the unknowables left as slots", () => {
    const sprint = plan.tactics.find((t) => t.name.startsWith("A fixed-price Webflow website sprint"))!;
    expect(sprint.template).toContain("Congratulations on {{their company}}'s {{round they announced}}");
    expect(sprint.template).toContain("new messaging, homepage and key pages on Webflow");
    expect(sprint.implementation.join(" ")).toContain("by email or LinkedIn");
    const intros = plan.tactics.find((t) => t.name.startsWith("Ask every past client"))!;
    expect(intros.description).toContain("Write to the two clients whose referrals bring your work today first");
    expect(intros.template).toContain("\"Northbound Studio are a studio in");
    const directory = plan.tactics.find((t) => t.name.includes("partner directory"))!;
    expect(directory.implementation[0]).toContain("Read Webflow's current partner or experts programme pages: how to apply, what it requires");
    const partners = plan.tactics.find((t) => t.name.startsWith("Referral partners"))!;
    expect(partners.description).toContain("None of it is promised");
    expect(tacticText).not.toMatch(/(?<!\{)\{[a-zA-Z]+\}(?!\})/);
    expect(tacticText).toContain("a three-person studio in Leeds making brands and Webflow sites for B2B tech startups");
  });

  it("describes a startup founder or head of marketing buying a website", () => {
    expect(profile.overview).toContain("hire a studio a few times in a company's life, at a moment: a funding round, a launch");
    expect(profile.objections.join(" ")).toContain("Why £8,000 when a freelancer would do it for less?");
    expect(profile.needs.join(" ")).toContain("the reason many choose Webflow");
    expect(profile.buyingProcess).toContain("Hears of Northbound Studio from a past client, an investor, a partner or a post");
  });

  it("gives four quick wins, tips, a toolkit and a marketing model for a studio", () => {
    const quickWins = plan.guerrillaTactics.map((t) => t.name);
    expect(quickWins).toEqual([
      "Ask the two clients whose referrals bring your work today for one introduction each",
      "Ask three past clients for permission and one result for a case study",
      "Write to three founders who announced a round this week",
      "Find the platform lead at five investors in your clients",
    ]);
    expect(markdown).toContain("Every Friday, count qualified calls, proposals sent and projects won");
    expect(markdown).toContain("Write, never call: a short note to founders and heads of marketing at startups");
    expect(markdown).toContain("Read Webflow's partner programme requirements today");
    expect(markdown).toContain("Northbound Studio is for founders who take their company's first impression as seriously as their product");
    expect(markdown).toContain("After Northbound Studio's sprint, demo requests went up {{percentage}}");
  });

  it("passes the checker", () => {
    expect(checkPlanQuality(northbound, plan, reading)).toEqual([]);
  });

  it("tells the AI it is a studio selling projects, what fits it and the arithmetic", () => {
    const prompt = promptText(northbound);
    expect(prompt).toContain("A studio selling client projects (brands and Webflow sites for B2B tech startups, projects from £8,000), not a SaaS company: no trade show, trade association, customer advisory calls");
    expect(prompt).toContain("the Webflow partner directory (check how to apply and what it requires)");
    expect(prompt).toContain("about 6 proposals and 12 qualified calls a month");
  });
});

describe("the checker on a studio's plan", () => {
  it("flags the SaaS plan Northbound used to get", () => {
    const saasPlan: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "Walk the industry trade show", description: "Walk the biggest trade show your buyers attend and book meetings on the floor." }),
        checkedTactic({ name: "Join the trade association your buyers belong to", description: "Join the trade association and speak at its next meeting." }),
        checkedTactic({ name: "Monthly customer advisory calls with five customers", description: "Run customer advisory calls every month." }),
      ],
      timeline: [],
    };
    const findings = checkPlanQuality(northbound, saasPlan, reading);
    expect(findings.filter((f) => f.rule === "channel-fit").map((f) => (f.target.kind === "tactic" ? f.target.index : -1))).toEqual([0, 1, 2]);
    const notes = findings.filter((f) => f.target.kind === "plan").map((f) => f.note);
    expect(notes).toEqual(expect.arrayContaining(["No case studies", "No client introductions"]));
  });

  it("flags a plan that sends the studio back to Upwork", () => {
    const upwork: CheckedPlan = { tactics: [checkedTactic({ name: "Marketplace", description: "Rewrite your Upwork profile and send ten proposals a week." })], timeline: [] };
    expect(checkPlanQuality(northbound, upwork, reading).map((f) => f.note)).toContain("Marketplace they left");
  });

  it("leaves a plan with permitted case studies and past clients' introductions alone", () => {
    const good: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "Case studies", description: "Write three case studies, each with the client's result and permission." }),
        checkedTactic({ name: "Introductions", description: "Ask every past client for one introduction to a founder." }),
      ],
      timeline: [],
    };
    expect(checkPlanQuality(northbound, good, reading).filter((f) => f.target.kind === "plan" && f.rule === "challenge")).toEqual([]);
  });

  it("leaves other B2B plans' trade shows alone", () => {
    const other = fixture("dental-saas").answers;
    const show: CheckedPlan = { tactics: [checkedTactic({ name: "Trade show", description: "Walk the dental trade show." })], timeline: [] };
    expect(checkPlanQuality(other, show).filter((f) => /studio|case stud|introduction/i.test(f.reason))).toEqual([]);
  });
});

/*
 * A studio whose buyers are not startups: a two-person Shopify agency in Toronto that builds and migrates stores
 * for direct-to-consumer brands. Its plan keeps the studio's shape (case studies, introductions, partners, a fixed
 * price, teardowns, the directory) without rounds, accelerators, investors or the UK.
 */
const cartwright = {
  ...northbound,
  productName: "Cartwright Digital",
  productType: "ecommerce",
  productStage: "launched",
  productDescription: "A two-person Shopify development agency in Toronto that builds and migrates online stores for direct-to-consumer brands, projects from $12,000.",
  audienceGeography: "north-america",
  audiencePersona: "Founders of DTC brands doing $1M-$10M a year on WooCommerce or Magento who want to move to Shopify.",
  successMetrics: "Three new store builds signed by the end of March",
  challenges: "We don't know how to get clients beyond friends of friends.",
} satisfies typeof northbound;

describe("a studio whose buyers are not startups", () => {
  const r = readAnswers(cartwright, FIXED_PLAN_DAY);
  const p = buildPlan(cartwright, FIXED_PLAN_DAY);
  const md = planToMarkdown(p, buildProfile(cartwright), cartwright, FIXED_PLAN_DAY);
  const text = p.tactics.map((t) => [t.name, t.why, t.description, ...t.implementation, ...t.resourcesNeeded, t.template].join("\n")).join("\n");

  it("reads founders of brands as owners, not a startup's, and what the studio makes", () => {
    expect(r.agency).toMatchObject({ startups: false, makes: "online stores", forWhom: "direct-to-consumer brands", platform: "Shopify", goalCount: 3, city: "Toronto" });
  });

  it("gets partners around its buyers and a fixed-price offer page, with no rounds, accelerators, investors or UK sources", () => {
    const names = p.tactics.map((t) => t.name);
    expect(names).toEqual(
      expect.arrayContaining([
        "Referral partners who serve direct-to-consumer brands but don't do what you do: agencies, consultants and freelancers around your buyers",
        "A fixed-price Shopify store sprint for direct-to-consumer brands, on one page every case study, post and partner links to",
        "Kind public teardowns of online stores of direct-to-consumer brands on LinkedIn, with the owner's permission",
      ]),
    );
    expect(text).not.toMatch(/startup|series a|\bseed\b|investor|accelerator|funding|\bround\b|united kingdom|\buk\b|UKTN|Sifted/i);
    expect(md).not.toMatch(/startup|series a|investor|accelerator|united kingdom|UKTN|Sifted/i);
    expect(text).toContain("For direct-to-consumer brands who want to move to Shopify.");
    expect(p.strategySummary).toContain("three new projects will overlap");
    expect(p.strategySummary).not.toContain("a month means");
    expect(checkPlanQuality(cartwright, p, r)).toEqual([]);
  });

  it("tells the AI the same", () => {
    const prompt = promptText(cartwright);
    expect(prompt).toContain("referral partners who already serve direct-to-consumer brands without doing what the studio does");
    expect(prompt).not.toMatch(/accelerators|just raised|startup homepages/);
  });
});

describe("a studio selling to startups outside the UK", () => {
  it("reads that country's funding news and email rules", () => {
    const american = { ...northbound, productDescription: northbound.productDescription.replace("Leeds", "Austin").replace(/£/g, "$"), audienceGeography: "specific-country", specificCountry: "United States", audiencePersona: "Founders and heads of marketing at seed to Series A B2B software companies in the United States who have outgrown their first website." } satisfies typeof northbound;
    const p = buildPlan(american, FIXED_PLAN_DAY);
    const text = p.tactics.map((t) => [t.description, ...t.implementation, ...t.resourcesNeeded].join("\n")).join("\n");
    expect(text).toContain("Crunchbase, TechCrunch, Axios Pro Rata and founders' LinkedIn posts");
    expect(text).toContain("CAN-SPAM's rules for business email");
    expect(text).not.toMatch(/UKTN|Sifted|UK rules|United Kingdom/);
  });
});

/*
 * A video production studio: its work is a video, not a site. No homepage teardowns, sprints for a round or site
 * words; a weekly breakdown of its own videos instead; a goal in money is turned into projects at its price.
 */
describe("a video studio", () => {
  const frameworks = {
    ...northbound,
    productName: "Frameworks Video",
    productDescription: "A four-person video production studio in Austin making explainer and product demo videos for SaaS companies, projects from $6,000.",
    audienceGeography: "north-america",
    audiencePersona: "Marketing leads at SaaS companies with 20-200 staff in the US who need a product video for a launch or a new homepage.",
    successMetrics: "Book $40,000 of projects a month by September",
    challenges: "Most leads come from Clutch and they only want the cheapest quote. Cold emails get ignored.",
  } satisfies typeof northbound;
  const r = readAnswers(frameworks, FIXED_PLAN_DAY);
  const p = buildPlan(frameworks, FIXED_PLAN_DAY);
  const md = planToMarkdown(p, buildProfile(frameworks), frameworks, FIXED_PLAN_DAY);
  const text = p.tactics.map((t) => [t.name, t.why, t.description, ...t.implementation, ...t.resourcesNeeded, t.template].join("\n")).join("\n");

  it("is read as a studio that makes videos", () => {
    expect(r.agency).toMatchObject({ video: true, makes: "explainer and product demo videos", forWhom: "SaaS companies", goalAmount: 40000, marketplaceLeft: "Clutch", raceToBottom: false });
  });

  it("gets its own breakdowns and a video package, never a site", () => {
    const names = p.tactics.map((t) => t.name);
    expect(names).toContain("A short breakdown each week on LinkedIn of a video you made: the first ten seconds, the script and the result");
    expect(names).toContain("A fixed-price video package for SaaS companies, on one page every case study, post and partner links to");
    expect(text).not.toMatch(/teardown|homepage teardown|website sprint|\bnew site\b|screenshots of each site|brand and website/i);
    expect(md).not.toMatch(/who did your site|change the site ourselves|first website/i);
    expect(p.strategySummary).toContain("$40,000 of new projects a month by September: at projects from $6,000, that is up to seven projects a month");
    expect(p.strategySummary).toContain("You said Clutch brings buyers who only compare prices");
    expect(checkPlanQuality(frameworks, p, r)).toEqual([]);
  });
});

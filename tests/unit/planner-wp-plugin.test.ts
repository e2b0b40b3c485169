import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality, type CheckedPlan } from "~/plan-quality/checker";
import { readAnswers } from "~/plan-quality/reading";
import { wpPluginWordOf } from "~/plan-quality/wp-plugin";
import { planToMarkdown } from "~/plan-view/markdown.server";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { checkedTactic, promptText } from "../support/plan-checks";

/*
 * FormFox, a WordPress form builder plugin with 40,000 active installs on WordPress.org; FormFox Pro is $79 a
 * year for one site (conditional logic, payments, CRM integrations), about 1,900 licences, about 70% renew.
 * Free users leave 1-star reviews when they hit a Pro feature (a dashboard banner made it worse), and agencies
 * ask for lifetime deals (the one that ran still costs support). Goal: 4,000 Pro licences by the end of 2027.
 * Each test reads what its founder would read in a plan made on Monday 4 January 2027.
 */

const formfox = fixture("formfox-wordpress-form-plugin").answers;
const reading = readAnswers(formfox, FIXED_PLAN_DAY);
const plan = buildPlan(formfox, FIXED_PLAN_DAY);
const profile = buildProfile(formfox);
const markdown = planToMarkdown(plan, profile, formfox, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);
const tacticText = plan.tactics.map((t) => [t.name, t.description, ...t.implementation, t.template].join("\n")).join("\n");

describe("reading a freemium WordPress plugin", () => {
  it("reads the plugin, its Pro licence, the goal and what the founder said went wrong", () => {
    expect(reading.kind).toBe("software");
    expect(reading.wpPlugin).toMatchObject({
      what: "form builder",
      installs: 40000,
      proName: "FormFox Pro",
      price: "$79",
      perYear: true,
      proFeatures: "conditional logic, Stripe and PayPal payments and CRM integrations (HubSpot, Mailchimp)",
      licencesNow: 1900,
      licencesGoal: 4000,
      renewalRate: 70,
      crms: ["HubSpot", "Mailchimp"],
      agencies: true,
      lifetimeAsked: true,
      lifetimeRan: true,
      angryReviews: true,
      bannerTried: true,
    });
    expect(reading.wpPlugin?.builders).toEqual(["Elementor", "the block editor (Gutenberg)"]);
  });

  it("reads WordPress and WooCommerce plugins, and not Shopify apps, hosting or tools for plugin developers", () => {
    expect(wpPluginWordOf("A WordPress SEO plugin with a free version on WordPress.org.")).toEqual({ what: "seo" });
    expect(wpPluginWordOf("A plugin for WooCommerce that adds product bundles.")).toEqual({ what: null });
    expect(wpPluginWordOf("A Shopify app that lets shoppers ask to be told when a product is back.")).toBeNull();
    expect(wpPluginWordOf("Managed WordPress hosting for agencies.")).toBeNull();
    expect(wpPluginWordOf("Licensing and updates for WordPress plugin developers.")).toBeNull();
  });

  it("fires for no other fixture, and the Shopify app and the Mac app keep their own plans", () => {
    const fired = BUSINESS_FIXTURES.filter((f) => f.id !== "formfox-wordpress-form-plugin" && readAnswers(f.answers, FIXED_PLAN_DAY).wpPlugin).map((f) => f.id);
    expect(fired).toEqual([]);
    for (const id of ["shopify-app", "tidy-bar-mac-menu-bar-app", "freelancer-invoicing"]) {
      const other = buildPlan(fixture(id).answers, FIXED_PLAN_DAY);
      expect(other.tactics.map((t) => t.name).join(" "), id).not.toMatch(/WordPress\.org listing|agency licence|WordCamps/i);
    }
  });

  it("gives the founder's first draft, without the fixture's details, the plugin's plan too", () => {
    const draft = {
      ...formfox,
      productDescription: "A WordPress form builder plugin with 40,000 active installs on WordPress.org, and a Pro version at $79 a year for conditional logic, payments and CRM integrations.",
      successMetrics: "Grow Pro from 1,900 to 4,000 licences in 12 months",
      challenges: "Free users on WordPress.org leave 1-star reviews when they hit the pro features. Agencies ask for lifetime deals.",
    };
    const r = readAnswers(draft, FIXED_PLAN_DAY);
    expect(r.wpPlugin).toMatchObject({ proName: "FormFox Pro", proFeatures: "conditional logic, payments and CRM integrations", licencesNow: 1900, licencesGoal: 4000, lifetimeAsked: true, lifetimeRan: false });
    const draftPlan = buildPlan(draft, FIXED_PLAN_DAY);
    expect(draftPlan.tactics[0]!.name).toMatch(/^The WordPress\.org listing/);
    expect(checkPlanQuality(draft, draftPlan, r)).toEqual([]);
  });
});

describe("the plan FormFox reads", () => {
  it("is made of a plugin's tactics, the WordPress.org listing first", () => {
    expect(names).toEqual([
      "The WordPress.org listing that sells: readme, screenshots, FAQ and the free/Pro line in plain sight",
      "Support forum answered within a day, and one review request the guidelines allow",
      "Upgrade prompts that don't nag: the Pro option shown where it is needed, on the plugin's own screens",
      "Renewal emails and annual licence churn: reminders before renewal, a note to lapsed licences",
      "An agency licence for client sites, paid yearly, instead of lifetime deals",
      'Tutorials for the searches WordPress users make: "wordpress form with conditional logic", "wordpress stripe payment form", "hubspot wordpress form"',
      "Integrations as a channel: Elementor and the block editor (Gutenberg), and listings with CRM partners (HubSpot and Mailchimp)",
      "Affiliate partners among WordPress bloggers and YouTubers who write plugin tutorials",
      "WordPress newsletters, podcasts and WordCamps: sponsorships and talks to test",
    ]);
  });

  it("has none of the generic SaaS lines it used to get", () => {
    expect(markdown).not.toMatch(/NPS|give a month|free month|Google Ads|Made with FormFox|free trial|Capterra|Trustpilot|Product Hunt|what they use today/i);
  });

  it("draws the free/Pro line in the readme and keeps upgrade prompts within the guidelines", () => {
    expect(tacticText).toContain("= What FormFox Pro adds =\nconditional logic, Stripe and PayPal payments and CRM integrations (HubSpot, Mailchimp). FormFox Pro is a separate plugin you install next to the free one, $79 a year for one site");
    expect(tacticText).toContain("a short description under 150 characters");
    expect(tacticText).toContain("Take upgrade prompts out of the WordPress admin at large and put them where the need is");
    expect(tacticText).toContain("check the plugin guidelines on trialware and admin notices in their current wording");
    expect(tacticText).toContain("offer nothing for a review (no discount, licence or draw)");
    expect(tacticText).toContain("since WordPress.org's forums do not support paid products");
  });

  it("answers the 1-star reviews and the lifetime deals with ready-to-send replies", () => {
    expect(tacticText).toContain("{{the feature}} is part of FormFox Pro, and we should have made that clearer before you tried it");
    expect(tacticText).toContain("We don't sell lifetime licences: the forms on your clients' sites need updates and support for as long as those sites run");
    expect(tacticText).toContain("Subject: Your FormFox Pro licence renews on {{renewal date}}");
    expect(tacticText).toContain("Title: How to make a WordPress form with conditional logic (free plugin, step by step)");
    expect(tacticText).toContain("please mark the link as an affiliate link");
  });

  it("does the goal's arithmetic with renewals, and says what it does about the reviews, the banner and lifetime deals", () => {
    expect(plan.strategySummary).toContain("FormFox is a free WordPress form builder plugin on WordPress.org with 40,000 active installs, and FormFox Pro at $79 a year is what pays");
    expect(plan.strategySummary).toContain("at 70% renewing, about 570 of today's 1,900 will not renew over the year, so the goal takes about 2,670 new licences, about 223 a month");
    expect(plan.strategySummary).toContain("You said free users leave 1-star reviews when they hit a Pro feature");
    expect(plan.strategySummary).toContain("The upgrade banner on the dashboard brought more of them");
    expect(plan.strategySummary).toContain("the plan offers them an agency licence instead");
    expect(plan.primaryFocus[0]).toContain("Pro licences each week: new ones by source");
  });

  it("describes site builders who judge a plugin on its listing and pay at a client's job", () => {
    expect(profile.objections.join(" ")).toContain("Why a yearly licence when others sell lifetime deals?");
    expect(profile.objections.join(" ")).toContain("Will the free version keep nagging me to upgrade?");
    expect(profile.buyingProcess).toContain("reads the listing, the reviews and the support forum; installs the free version");
    expect(profile.painPoints.join(" ")).toContain("fill the dashboard with banners");
  });

  it("gives quick wins, tips, a toolkit and a marketing model for a plugin", () => {
    const quickWins = plan.guerrillaTactics.map((t) => t.name);
    expect(quickWins).toContain("Answer the last ten 1- to 3-star reviews this week");
    expect(quickWins).toContain('Put "What\'s free / What FormFox Pro adds" at the top of the readme');
    expect(markdown).toContain("Answer the WordPress.org support forum every working day");
    expect(markdown).toContain("Agencies that run FormFox on dozens of client sites are your testers");
    expect(markdown).toContain("I used to write custom code for every client's quote form");
    expect(markdown).toContain("40,000 sites run FormFox (active installs on WordPress.org)");
  });

  it("passes the checker", () => {
    expect(checkPlanQuality(formfox, plan, reading)).toEqual([]);
  });

  it("tells the AI it is a freemium WordPress plugin, with the guidelines to check and the arithmetic", () => {
    const prompt = promptText(formfox);
    expect(prompt).toContain("A freemium WordPress plugin: free on WordPress.org (40,000 active installs), FormFox Pro at $79 a year sold on its own site");
    expect(prompt).toContain("no in-app NPS survey, give-a-month referral, free trial");
    expect(prompt).toContain("no credit or link on visitors' pages without the site owner's opt-in");
    expect(prompt).toContain("about 2,670 new licences");
  });
});

describe("the checker on a WordPress plugin's plan", () => {
  it("flags the generic SaaS plan FormFox used to get", () => {
    const saasPlan: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "In-app NPS survey and testimonial collection", description: "Ask active users an in-app NPS survey question every 90 days." }),
        checkedTactic({ name: "Give a month, get a month referral programme", description: "When a friend starts using FormFox, both get a free month." }),
        checkedTactic({ name: "Made with FormFox on every output", description: "Add a small “Made with FormFox” line on every form free users publish." }),
      ],
      timeline: [],
    };
    const findings = checkPlanQuality(formfox, saasPlan, reading);
    expect(findings.filter((f) => f.rule === "channel-fit").map((f) => (f.target.kind === "tactic" ? f.target.index : -1))).toEqual([0, 1, 2]);
    const notes = findings.filter((f) => f.target.kind === "plan").map((f) => f.note);
    expect(notes).toEqual(expect.arrayContaining(["No WordPress.org listing", "No renewals", "No agency licence", "Credit without opt-in"]));
  });

  it("leaves a plan with the listing, renewals, an agency licence and an opt-in credit alone", () => {
    const good: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "Listing", description: "Rewrite the WordPress.org readme and screenshots." }),
        checkedTactic({ name: "Renewals", description: "Renewal reminder emails 30 and 7 days before, and a note to lapsed licences." }),
        checkedTactic({ name: "Agencies", description: "An agency licence for 25 client sites." }),
        checkedTactic({ name: "Credit", description: "A “Powered by FormFox” line, off by default, that the site owner can switch on." }),
      ],
      timeline: [],
    };
    expect(checkPlanQuality(formfox, good, reading).filter((f) => f.target.kind === "plan" && f.rule === "challenge")).toEqual([]);
  });

  it("leaves other software's referral and NPS lines alone", () => {
    const other = fixture("freelancer-invoicing").answers;
    const saasPlan: CheckedPlan = { tactics: [checkedTactic({ name: "Referral", description: "Give a month, get a month: both get a free month." })], timeline: [] };
    expect(checkPlanQuality(other, saasPlan).filter((f) => /WordPress|renew|agency/i.test(f.reason))).toEqual([]);
  });
});

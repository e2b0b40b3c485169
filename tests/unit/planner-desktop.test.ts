import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality, type CheckedPlan } from "~/plan-quality/checker";
import { desktopWordOf, readAlternatives } from "~/plan-quality/desktop";
import { readAnswers } from "~/plan-quality/reading";
import { planToMarkdown } from "~/plan-view/markdown.server";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { checkedTactic, promptText } from "../support/plan-checks";

/*
 * Tidy Bar, a Mac menu bar app that hides, groups and searches menu bar icons, $12 one-time via Paddle and
 * on Setapp with a 14-day trial, about 140 copies a month; a Product Hunt launch gave one day of traffic,
 * and one-time sales mean every month starts from zero; the goal is $3,000 a month by April. The form says
 * "mobile app". Each test reads what its founder would read in a plan made on Monday 4 January 2027.
 */

const tidy = fixture("tidy-bar-mac-menu-bar-app").answers;
const reading = readAnswers(tidy, FIXED_PLAN_DAY);
const plan = buildPlan(tidy, FIXED_PLAN_DAY);
const profile = buildProfile(tidy);
const markdown = planToMarkdown(plan, profile, tidy, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);
const tacticText = plan.tactics.map((t) => [t.name, t.description, ...t.implementation, t.template].join("\n")).join("\n");

describe("reading a paid desktop app", () => {
  it("reads a Mac menu bar app sold once on its own site and Setapp, whatever the form's product type", () => {
    expect(tidy.productType).toBe("mobile-app");
    expect(reading.kind).toBe("consumer-app");
    expect(reading.desktopApp).toMatchObject({
      word: "Mac menu bar app",
      platform: "Mac",
      checkout: "Paddle",
      setapp: true,
      macAppStore: false,
      oneTime: true,
      trialDays: 14,
      price: "$12",
      copiesNow: 140,
      monthlyGoal: 3000,
      alternatives: ["Bartender", "Ice"],
      productHuntSpike: true,
    });
  });

  it("reads Windows, Linux and cross-platform apps, and not extensions, plugins or software made for app developers", () => {
    expect(desktopWordOf("A Windows utility that renames photos in bulk, $19 on Gumroad.")).toMatchObject({ platform: "Windows" });
    expect(desktopWordOf("A cross-platform desktop app for writing screenplays.")).toMatchObject({ word: "desktop app", platform: "desktop" });
    expect(desktopWordOf("A Linux app for tiling windows.")).toMatchObject({ platform: "Linux" });
    expect(desktopWordOf("A Chrome extension that hides distracting sites.")).toBeNull();
    expect(desktopWordOf("A Figma plugin that exports icons for Mac apps.")).toBeNull();
    expect(desktopWordOf("Crash reporting for Mac apps.")).toBeNull();
    expect(desktopWordOf("A habit tracker app for iPhone.")).toBeNull();
    expect(readAlternatives("Many switched from CleanShot X or the free Shottr.")).toEqual(["CleanShot X", "Shottr"]);
    expect(readAlternatives("Many have tried Bulk Rename Utility or PowerRename.")).toEqual(["Bulk Rename Utility", "PowerRename"]);
  });

  it("leaves a free open-source Mac tool and a phone app to their own plans", () => {
    const free = readAnswers({ ...tidy, productDescription: "An open-source Mac menu bar app that hides icons, free on GitHub." }, FIXED_PLAN_DAY);
    expect(free.desktopApp).toBeNull();
    const phone = readAnswers({ ...tidy, productDescription: "A habit tracker app for iPhone, $4.99 a month." }, FIXED_PLAN_DAY);
    expect(phone.desktopApp).toBeNull();
  });

  it("fires for no other fixture, and the phone apps, plugins, open-source tool and invoicing app keep their plans", () => {
    const fired = BUSINESS_FIXTURES.filter((f) => f.id !== "tidy-bar-mac-menu-bar-app" && readAnswers(f.answers, FIXED_PLAN_DAY).desktopApp).map((f) => f.id);
    expect(fired).toEqual([]);
    for (const id of ["language-app", "uk-parent-checkin-app", "shopify-app", "oss-devtool", "freelancer-invoicing"]) {
      const other = buildPlan(fixture(id).answers, FIXED_PLAN_DAY);
      expect(other.tactics.map((t) => t.name).join(" "), id).not.toMatch(/download page with a|small launch every few weeks|paid upgrades for major versions/i);
    }
  });
});

describe("the plan Tidy Bar reads", () => {
  it("is made of a desktop app's tactics: the trial page first, then search, trial emails, small launches, creators and upgrades", () => {
    expect(names[0]).toBe("A download page with a 14-day free trial and a 20-second before-and-after screen recording");
    expect(names[1]).toBe('Honest pages for the searches people make: "hide menu bar icons mac", "menu bar manager mac", "bartender alternative"');
    expect(names).toContain("Trial users on an email list: three short notes, and one before the trial ends");
    expect(names).toContain("A small launch every few weeks where Mac users swap tools: r/macapps by its rules, newsletters and tips sites");
    expect(names).toContain("Free licences for YouTube creators who review Mac setups and productivity tools");
    expect(names).toContain("So each month doesn't start from zero: paid upgrades for major versions, team licences and an education price");
  });

  it("has none of the phone app's lines it used to get", () => {
    expect(markdown).not.toMatch(/Google Play|Play Console|in-app events?|invite codes?|share cards?|share sheet|30-day challenge|keyword field|streaks?|TikTok|push\b|ten minutes a day|finish your first session/i);
    expect(markdown).not.toMatch(/app-store search|store page, rating|Reminders that help|easy way to cancel/i);
  });

  it("names alternatives only as the founder named them, and words stores' cuts and community rules as things to check", () => {
    expect(tacticText).toContain("a table of Tidy Bar beside Bartender and Ice");
    expect(tacticText).toContain("each row checked on the other app's own site on a date you print");
    expect(tacticText).not.toMatch(/Hidden Bar|Vanilla|Dozer/);
    expect(tacticText).toContain("Read the rules of r/macapps (in the sidebar or wiki");
    expect(tacticText).toContain("MacStories, 9to5Mac and the Mac newsletters your buyers read are examples to check");
  });

  it("says what the trial allows and sends a note before it ends", () => {
    expect(tacticText).toContain("what the 14-day free trial allows, and that no account or card is needed");
    expect(tacticText).toContain("Subject: Your Tidy Bar trial ends on {{date}}");
    expect(tacticText).toContain("a licence is $12, once");
  });

  it("answers 'every month starts from zero' and 'one day of traffic' in the strategy", () => {
    expect(plan.strategySummary).toContain("Tidy Bar is a Mac menu bar app for Mac power users, developers and designers, sold as a one-time licence on its own site (Paddle) and Setapp");
    expect(plan.strategySummary).toContain("$3,000 a month at $12 a copy is about 250 copies a month by April");
    expect(plan.strategySummary).toContain("From about 140 copies a month today, that is about 110 more a month, with Setapp's payout on top");
    expect(plan.strategySummary).toContain("this plan makes Product Hunt one day among many");
    expect(plan.strategySummary).toContain("With a one-time licence every month starts from zero");
    expect(plan.primaryFocus[0]).toContain("Copies sold each week by where buyers came from");
  });

  it("describes buyers who search, try for the trial and pay once", () => {
    const objections = profile.objections.join(" ");
    expect(objections).toContain("Why pay when I could use Bartender or Ice?");
    expect(objections).toContain("Will it still be updated after the next system release?");
    expect(objections).toContain("Is $12 worth it for something this small?");
    expect(objections).not.toMatch(/subscription at \$12/);
    expect(profile.buyingProcess).toContain("downloads the trial");
  });

  it("gives quick wins, tips, a toolkit and a marketing model for a desktop app", () => {
    const quickWins = plan.guerrillaTactics.map((t) => t.name);
    expect(quickWins).toContain("Record the 20-second before-and-after on a crowded screen");
    expect(quickWins).toContain("Write the end-of-trial note tonight");
    expect(markdown).toContain("Product Hunt is one of those days, not the only one");
    expect(markdown).toContain("count repeat money separately: upgrades, team seats and education licences");
    expect(markdown).toContain("try Tidy Bar free for 14 days");
    expect(markdown).toContain("Open the download page and every post with the result on a real screen");
  });

  it("passes the checker", () => {
    expect(checkPlanQuality(tidy, plan, reading)).toEqual([]);
  });

  it("tells the AI it is a paid desktop app, with its plan, the stores' cuts to check and the arithmetic", () => {
    const prompt = promptText(tidy);
    expect(prompt).toContain("A paid Mac menu bar app sold on your site (Paddle) and Setapp, not a phone app");
    expect(prompt).toContain("naming alternatives only as the founder named them");
    expect(prompt).toContain("Apple keeps 30% of Mac App Store sales, or 15% for developers in its App Store Small Business Program");
    expect(prompt).toContain("about 250 copies a month by April");
  });
});

describe("the checker on a desktop app's plan", () => {
  it("flags the phone-app plan Tidy Bar used to get", () => {
    const phonePlan: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "App-store product page rewrite", description: "Write the App Store subtitle, fill the keyword field and the Google Play short description." }),
        checkedTactic({ name: "In-app invite codes with a reward for both friends", description: "Give every user an invite code and a share sheet button." }),
        checkedTactic({ name: "Product Hunt relaunch", description: "Launch again on Product Hunt next month." }),
      ],
      timeline: [],
    };
    const findings = checkPlanQuality(tidy, phonePlan, reading);
    expect(findings.filter((f) => f.rule === "channel-fit").map((f) => (f.target.kind === "tactic" ? f.target.index : -1))).toEqual([0, 1]);
    const notes = findings.filter((f) => f.target.kind === "plan").map((f) => f.note);
    expect(notes).toEqual(expect.arrayContaining(["No trial", "Every month from zero", "One day again"]));
  });

  it("leaves a plan with a trial, paid upgrades and a run of small launches alone", () => {
    const good: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "Download page", description: "A free trial build with every feature." }),
        checkedTactic({ name: "Upgrades", description: "A paid upgrade for version 2, and team licences." }),
        checkedTactic({ name: "Launches", description: "Product Hunt as one day among many: a small launch every few weeks." }),
      ],
      timeline: [],
    };
    expect(checkPlanQuality(tidy, good, reading).filter((f) => f.target.kind === "plan" && f.rule === "challenge")).toEqual([]);
  });

  it("leaves a phone app's store page and invite codes alone", () => {
    const phone = fixture("language-app").answers;
    const storePlan: CheckedPlan = { tactics: [checkedTactic({ name: "Invite codes", description: "Give every user an invite code and a share sheet button." })], timeline: [] };
    expect(checkPlanQuality(phone, storePlan).filter((f) => f.rule === "challenge" && /trial|zero/i.test(f.reason))).toEqual([]);
  });
});

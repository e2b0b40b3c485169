import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality, type CheckedPlan } from "~/plan-quality/checker";
import { readAnswers } from "~/plan-quality/reading";
import { browserExtensionWordOf } from "~/plan-quality/browser-extension";
import { planToMarkdown } from "~/plan-view/markdown.server";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { checkedTactic, promptText } from "../support/plan-checks";

/*
 * TabTamer, a Chrome extension that groups and suspends tabs by project; TabTamer Pro at $4 a month syncs the
 * groups across laptops. 120 paying Pro users, goal 1,000 by the end of June. Product Hunt gave 400 installs and
 * then nothing; the store's search is crowded with free clones; under $500 a month, content skills.
 * Each test reads what its founder would read in a plan made on Monday 4 January 2027.
 */

const tabtamer = fixture("tabtamer-chrome-tab-extension").answers;
const reading = readAnswers(tabtamer, FIXED_PLAN_DAY);
const plan = buildPlan(tabtamer, FIXED_PLAN_DAY);
const profile = buildProfile(tabtamer);
const markdown = planToMarkdown(plan, profile, tabtamer, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);
const tacticText = plan.tactics.map((t) => [t.name, t.description, ...t.implementation, t.template].join("\n")).join("\n");

describe("reading a paid browser extension", () => {
  it("reads the extension, its Pro plan, the goal and what the founder said went wrong", () => {
    expect(reading.kind).toBe("consumer-app");
    expect(reading.browserExtension).toMatchObject({
      browsers: ["Chrome"],
      proName: "TabTamer Pro",
      price: "$4",
      perMonth: true,
      proFeatures: "sync across laptops",
      readsTabs: true,
      paidNow: 120,
      paidGoal: 1000,
      launchFaded: true,
      clones: true,
    });
    expect(reading.desktopApp).toBeNull();
  });

  it("reads Chrome, Firefox and Edge extensions, and not apps that merely have one", () => {
    expect(browserExtensionWordOf("A Chrome extension that groups tabs.")).toBe(true);
    expect(browserExtensionWordOf("A browser extension that blocks cookie banners.")).toBe(true);
    expect(browserExtensionWordOf("A Firefox add-on that saves articles to read later.")).toBe(true);
    expect(browserExtensionWordOf("An Edge add-on for translating pages.")).toBe(true);
    expect(browserExtensionWordOf("A project management app for agencies, with a Chrome extension and a mobile app.")).toBe(false);
    expect(browserExtensionWordOf("A note-taking web app for researchers that includes a browser extension for clipping.")).toBe(false);
    expect(browserExtensionWordOf("A WordPress form builder plugin.")).toBe(false);
  });

  it("fires for no other fixture", () => {
    const fired = BUSINESS_FIXTURES.filter((f) => f.id !== "tabtamer-chrome-tab-extension" && readAnswers(f.answers, FIXED_PLAN_DAY).browserExtension).map((f) => f.id);
    expect(fired).toEqual([]);
  });

  it("gives the founder's short first draft the extension's plan too", () => {
    const draft = { ...tabtamer, productDescription: "A Chrome extension that groups and suspends tabs by project, with sync across laptops in the Pro plan at $4 a month.", audiencePersona: "Developers, researchers and writers who keep 60+ tabs open and lose work when Chrome crashes." };
    const r = readAnswers(draft, FIXED_PLAN_DAY);
    expect(r.browserExtension).toMatchObject({ proName: "TabTamer Pro", paidNow: 120, paidGoal: 1000 });
    const draftPlan = buildPlan(draft, FIXED_PLAN_DAY);
    expect(draftPlan.tactics[0]!.name).toMatch(/^The Chrome Web Store listing/);
    expect(checkPlanQuality(draft, draftPlan, r)).toEqual([]);
  });
});

describe("the plan TabTamer reads", () => {
  it("is made of an extension's tactics, the store listing first", () => {
    expect(names).toEqual([
      "The Chrome Web Store listing rewritten for the searches people make: title, summary, screenshots and what each permission is for",
      "A plain permissions-and-privacy page: what TabTamer can see, what it keeps, and where",
      "One review ask inside the extension after a moment it saved someone, once, dismissible, nothing in return",
      "TabTamer Pro shown at the moment sync is needed (a second laptop, a crash), never as a nag, with a yearly price",
      "The same extension listed on Microsoft Edge Add-ons and Firefox Add-ons",
      'Pages for the searches people make: "too many tabs", and alternatives to a removed or abandoned extension',
      "Posting as the developer where developers and researchers gather, within each community's rules",
    ]);
  });

  it("has none of the phone-app lines it used to get", () => {
    expect(markdown).not.toMatch(/App Store|app-store|in-app events?|preview video|TikTok|invite codes?|30-day challenge|Google Play|push notification/i);
  });

  it("has ready-to-send texts: the listing with its permissions, the review ask, the upgrade cards and the yearly email", () => {
    expect(tacticText).toContain("Summary: Too many tabs? Group tabs by project, suspend the ones you aren't using");
    expect(tacticText).toContain("Permissions, and why\n- Tabs: to see which tabs are open so it can group and suspend them.");
    expect(tacticText).toContain("Buttons: Write a review · No thanks (never shown again)");
    expect(tacticText).toContain("nothing offered in return");
    expect(tacticText).toContain("Your groups from your other computer aren't here yet. TabTamer Pro syncs them across your laptops: $4 a month, or $40 a year with two months free");
    expect(tacticText).toContain("check the facts about that extension (was it removed, abandoned, sold? when?)");
    expect(tacticText).toContain("read each one's rules on self-promotion before you post");
    expect(tacticText).toContain("Register as a developer on Microsoft Edge Add-ons and Firefox Add-ons (check the current terms)");
  });

  it("does the arithmetic of installs to Pro, with the conversion share as an assumption, and answers the launch and the clones", () => {
    expect(plan.strategySummary).toContain("TabTamer is a Chrome extension, free in the Chrome Web Store, and TabTamer Pro at $4 a month is what pays");
    expect(plan.strategySummary).toContain("From 120 to 1,000 paying TabTamer Pro users by the end of June: 880 more, plus every one who cancels. Assumption to check: if about 2 in 100 active users upgrade");
    expect(plan.strategySummary).toContain("about 44,000 new active users");
    expect(plan.strategySummary).toContain("You said the Product Hunt launch brought installs and then nothing");
    expect(plan.strategySummary).toContain("You said the store's search is crowded with free clones");
    expect(plan.primaryFocus[0]).toContain("Paying TabTamer Pro users each week");
  });

  it("describes people who judge an extension on its listing and permissions and pay when sync saves them", () => {
    expect(profile.objections.join(" ")).toContain("Why does it need to read all my tabs, and where does that go?");
    expect(profile.objections.join(" ")).toContain("Is $4 a month worth it just for sync?");
    expect(profile.buyingProcess).toContain("installs the free version after checking the permissions and reviews");
  });

  it("gives four quick wins, tips, a toolkit and a marketing model for an extension", () => {
    const quickWins = plan.guerrillaTactics.map((t) => t.name);
    // The communities the persona names (Reddit, developer forums) bring the developer's answers first.
    expect(quickWins).toEqual([
      'Answer three "too many tabs" questions as the developer',
      "Answer every store review under 4 stars this week",
      'Add a "Permissions, and why" paragraph to the listing today',
      "Ask your paying users one question: what made you upgrade?",
    ]);
    expect(markdown).toContain("Answer every store review under 4 stars within a day");
    expect(markdown).toContain("People with 100 tabs and three laptops are your testers");
    expect(markdown).toContain("Chrome crashed with 70 tabs open and I lost a morning. Now TabTamer brings them back");
    expect(markdown).toContain("For people who keep 60+ tabs open, TabTamer is the tab extension");
  });

  it("passes the checker", () => {
    expect(checkPlanQuality(tabtamer, plan, reading)).toEqual([]);
  });

  it("tells the AI it is a browser extension, not a phone app, with the store rules to check and the arithmetic", () => {
    const prompt = promptText(tabtamer);
    expect(prompt).toContain("A paid browser extension: free in the Chrome Web Store, TabTamer Pro at $4 a month. Not a phone app: no App Store or Google Play page, in-app events");
    expect(prompt).toContain("the same extension on Microsoft Edge Add-ons and Firefox Add-ons");
    expect(prompt).toContain("no reviews bought, rewarded or written by the team");
    expect(prompt).toContain("about 44,000 new active users");
  });
});

describe("the checker on a browser extension's plan", () => {
  it("flags the phone-app plan TabTamer used to get", () => {
    const appPlan: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "App-store product page rewrite", description: "Rewrite the App Store subtitle and keywords, and add a preview video." }),
        checkedTactic({ name: "Seasonal live events inside the app", description: "List them as App Store in-app events." }),
        checkedTactic({ name: "TikTok clips", description: "Post three TikTok clips a week of the app in use." }),
      ],
      timeline: [],
    };
    const findings = checkPlanQuality(tabtamer, appPlan, reading);
    expect(findings.filter((f) => f.rule === "channel-fit").map((f) => (f.target.kind === "tactic" ? f.target.index : -1))).toEqual([0, 1, 2]);
    const notes = findings.filter((f) => f.target.kind === "plan").map((f) => f.note);
    expect(notes).toEqual(expect.arrayContaining(["No store listing", "No privacy page"]));
  });

  it("leaves a plan with the store listing and a privacy page alone", () => {
    const good: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "Listing", description: "Rewrite the Chrome Web Store listing: title, summary and screenshots." }),
        checkedTactic({ name: "Privacy", description: "A privacy page saying what each permission is for." }),
      ],
      timeline: [],
    };
    expect(checkPlanQuality(tabtamer, good, reading).filter((f) => f.target.kind === "plan" && f.rule === "challenge")).toEqual([]);
  });

  it("leaves a phone app's App Store lines alone", () => {
    const other = fixture("tidy-bar-mac-menu-bar-app").answers;
    expect(readAnswers(other, FIXED_PLAN_DAY).browserExtension).toBeNull();
  });
});

/*
 * Any other paid extension: a writing helper with a daily free limit and "Premium", and a recruiters' tool
 * priced per seat. Their plans keep the extension's shape (listing, privacy, reviews, the upgrade moment)
 * in their own words: nothing about tabs, crashes or a second laptop, which only a tab manager has.
 */
const plainSay = {
  ...tabtamer,
  productName: "PlainSay",
  productType: "web-app",
  productStage: "mvp",
  productDescription: "A browser extension for Chrome and Firefox that rewrites your emails in plain English as you type, free for 10 rewrites a day, unlimited with Premium at $6 a month.",
  audienceType: "b2c-general",
  audiencePersona: "Non-native English speakers who write work emails every day and worry they sound rude or clumsy.",
  primaryGoal: "signups",
  successMetrics: "5,000 weekly active users and 100 Premium subscribers in 3 months",
  challenges: "Nobody finds us in the store.",
} satisfies typeof tabtamer;
const sourceSnap = {
  ...tabtamer,
  productName: "SourceSnap",
  productDescription: "A Chrome extension for recruiters that copies a candidate's profile from LinkedIn into Greenhouse or Lever in one click, with a free plan of 20 profiles a month and a Pro plan at $19 a month per seat.",
  audienceType: "b2b-smb",
  audienceGeography: "north-america",
  audiencePersona: "In-house recruiters and small recruitment agencies in the US who source 30+ candidates a week and hate copying details by hand.",
  successMetrics: "300 paying seats by December",
  challenges: "Cold emails to agency owners get almost no replies.",
} satisfies typeof tabtamer;

describe("a paid extension that is not a tab manager", () => {
  const planOf = (answers: typeof tabtamer) => {
    const r = readAnswers(answers, FIXED_PLAN_DAY);
    const p = buildPlan(answers, FIXED_PLAN_DAY);
    const md = planToMarkdown(p, buildProfile(answers), answers, FIXED_PLAN_DAY);
    return { r, p, md, text: p.tactics.map((t) => [t.name, t.why, t.description, ...t.implementation, ...t.successMetrics, t.template].join("\n")).join("\n") };
  };

  it("reads what it does, the free plan's limit and Premium", () => {
    expect(readAnswers(plainSay, FIXED_PLAN_DAY).browserExtension).toMatchObject({
      proName: "PlainSay Premium",
      does: "rewrites your emails in plain English as you type",
      freeLimit: "10 rewrites a day",
      proFeatures: "unlimited rewrites",
      tabManager: false,
      browsers: ["Chrome", "Firefox"],
      paidNow: 0,
      paidGoal: 100,
    });
    expect(readAnswers(sourceSnap, FIXED_PLAN_DAY).browserExtension).toMatchObject({ proName: "SourceSnap Pro", perSeat: true, freeLimit: "20 profiles a month", proFeatures: "more than 20 profiles a month" });
  });

  it("speaks of its own work, limit and price, never of tabs, crashes or a second laptop", () => {
    for (const answers of [plainSay, sourceSnap]) {
      const { text, md } = planOf(answers);
      expect(text).not.toMatch(/too many tabs|\btabs? (?:grouped|back)|crash|second laptop|\bsync\b|60 tabs|tab manager/i);
      expect(md).not.toMatch(/too many tabs|crash|second laptop|60\+? tabs/i);
      expect(md).not.toMatch(/App Store|in-app events?|TikTok|invite codes?/i);
    }
    const { p, text } = planOf(plainSay);
    expect(p.tactics.map((t) => t.name)).toContain("PlainSay Premium shown at the moment the free 10 rewrites a day run out, never as a nag, with a yearly price");
    expect(text).toContain("That's the free 10 rewrites a day. PlainSay Premium gives you unlimited rewrites: $6 a month, or $60 a year with two months free.");
    expect(text).toContain("Summary: PlainSay rewrites your emails in plain English as you type.");
    // Already on Firefox: only Edge is a new store.
    expect(p.tactics.map((t) => t.name)).toContain("The same extension listed on Microsoft Edge Add-ons");
    expect(p.strategySummary).toContain("100 paying PlainSay Premium users in 13 weeks, from none today");
  });

  it("gives a per-seat extension the way from one user to the team, and a tab manager none", () => {
    const { p, text, r } = planOf(sourceSnap);
    expect(p.tactics.map((t) => t.name)).toContain("From one user to the team: an invite inside SourceSnap, a team trial, and a page for whoever pays for the seats");
    expect(text).toContain("a two-week team trial of SourceSnap Pro, $19 a month per seat after that");
    expect(checkPlanQuality(sourceSnap, p, r)).toEqual([]);
    expect(names.some((n) => n.startsWith("From one user to the team"))).toBe(false);
    expect(planOf(plainSay).p.tactics.some((t) => t.name.startsWith("From one user to the team"))).toBe(false);
  });

  it("passes the checker and tells the AI its own upgrade moment", () => {
    const { p, r } = planOf(plainSay);
    expect(checkPlanQuality(plainSay, p, r)).toEqual([]);
    const prompt = promptText(plainSay);
    expect(prompt).toContain("PlainSay Premium at $6 a month");
    expect(prompt).toContain("Pro shown at the moment the free 10 rewrites a day run out");
    expect(prompt).toContain("the same extension on Microsoft Edge Add-ons;");
  });
});

describe("an extension that lives on Firefox first", () => {
  const quietRead = {
    ...tabtamer,
    productName: "QuietRead",
    productType: "web-app",
    productDescription: "A Firefox add-on that turns any article into a clean reading view and saves it offline, with Pro at $3 a month adding highlights and export to Obsidian.",
    audiencePersona: "Researchers and students who read long articles and keep notes in Obsidian.",
    successMetrics: "500 Pro subscribers by June, from 60",
    challenges: "Reddit removed our posts as self-promotion.",
  } satisfies typeof tabtamer;
  const p = buildPlan(quietRead, FIXED_PLAN_DAY);
  const md = planToMarkdown(p, buildProfile(quietRead), quietRead, FIXED_PLAN_DAY);

  it("works on its Firefox listing and takes it to Chrome and Edge, with what Pro adds as said", () => {
    const names = p.tactics.map((t) => t.name);
    expect(names[0]).toBe("The Firefox Add-ons listing rewritten for the searches people make: title, summary, screenshots and what each permission is for");
    expect(names).toContain("The same extension listed on the Chrome Web Store and Microsoft Edge Add-ons");
    expect(names).toContain("QuietRead Pro shown at the moment highlights and export to Obsidian would help, never as a nag, with a yearly price");
    expect(md).toContain("Chrome and Edge run most Firefox add-ons with small changes");
    expect(md).not.toMatch(/reviews in the Chrome Web Store|Edge runs Chrome extensions/);
    expect(checkPlanQuality(quietRead, p, readAnswers(quietRead, FIXED_PLAN_DAY))).toEqual([]);
  });

  it("does not take the tool their notes live in for a place", () => {
    expect(buildProfile(quietRead).demographics).toContain("Location: worldwide");
  });
});

import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality, type CheckedPlan } from "~/plan-quality/checker";
import { readAnswers } from "~/plan-quality/reading";
import { digitalProductWordOf } from "~/plan-quality/digital-product";
import { planToMarkdown } from "~/plan-view/markdown.server";
import type { PlanFormData } from "~/wizard/types";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { checkedTactic, promptText } from "../support/plan-checks";

/*
 * Thesis OS, a Notion template for PhD students (literature tracker, chapter planner, supervisor meeting notes,
 * writing log), $39 one-off on Gumroad: 180 sales, mostly from one viral TikTok in March, and sales died when it
 * stopped getting views. The founder is a PhD student with about 5 hours a week and wants $3,000 a month.
 * Each test reads what its founder would read in a plan made on Monday 4 January 2027.
 */

const thesis = fixture("thesis-os-notion-template").answers;
const reading = readAnswers(thesis, FIXED_PLAN_DAY);
const plan = buildPlan(thesis, FIXED_PLAN_DAY);
const profile = buildProfile(thesis);
const markdown = planToMarkdown(plan, profile, thesis, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);
const tacticText = plan.tactics.map((t) => [t.name, t.why, t.description, ...t.implementation, ...t.resourcesNeeded, ...t.successMetrics, t.template].join("\n")).join("\n");

const planOf = (answers: PlanFormData) => {
  const r = readAnswers(answers, FIXED_PLAN_DAY);
  const p = buildPlan(answers, FIXED_PLAN_DAY);
  const md = planToMarkdown(p, buildProfile(answers), answers, FIXED_PLAN_DAY);
  return { r, p, md, names: p.tactics.map((t) => t.name) };
};

describe("reading a digital download sold one-off", () => {
  it("reads the template, its parts, price, shop, sales, the hit that faded and the goal", () => {
    expect(reading.kind).toBe("creator");
    expect(reading.digitalProduct).toMatchObject({
      word: "Notion template",
      form: "template",
      tool: "Notion",
      parts: ["literature tracker", "chapter planner", "supervisor meeting notes", "writing log"],
      price: "$39",
      platforms: ["Gumroad"],
      salesNow: 180,
      hit: "one viral TikTok in March",
      hitFaded: "Sales died when the TikTok stopped getting views",
      monthlyGoal: 3000,
      oneOfThem: "PhD student",
    });
    // Not a course, a membership or a newsletter, and Notion is the app it is made for, not a rival.
    expect(reading.membership).toBeNull();
    expect(reading.coaching).toBeNull();
    expect(reading.publication).toBe(false);
    expect(reading.competitor).toBeNull();
  });

  it("reads templates, presets, fonts, UI kits, planners and ebooks sold as files, and not what only makes or includes them", () => {
    expect(digitalProductWordOf("A Notion template for PhD students to run their thesis.")).toMatchObject({ form: "template", word: "Notion template", tool: "Notion" });
    expect(digitalProductWordOf("A pack of 40 Lightroom presets for film-look wedding photos, $29 on Etsy.")).toMatchObject({ form: "presets", word: "Lightroom preset pack" });
    expect(digitalProductWordOf("Gridline UI is a Figma UI kit for SaaS dashboards.")).toMatchObject({ form: "ui-kit", word: "Figma UI kit" });
    expect(digitalProductWordOf("A hand-lettered display font with three weights, sold on Creative Market.")).toMatchObject({ form: "font" });
    expect(digitalProductWordOf("A digital planner for nurses, with undated weekly pages.")).toMatchObject({ form: "planner", word: "digital planner" });
    expect(digitalProductWordOf("A printable and GoodNotes digital planner for nurses on 12-hour shifts.")).toMatchObject({ form: "planner", word: "digital planner" });
    expect(digitalProductWordOf("A budget spreadsheet template for couples planning a wedding.")).toMatchObject({ form: "template" });
    expect(digitalProductWordOf("A 60-page ebook on pricing for freelance illustrators.")).toMatchObject({ form: "ebook" });
    for (const other of [
      "An AI tool that generates Notion templates from a prompt.",
      "A six-week course that includes Notion templates and weekly calls.",
      "A wedding planner in Lisbon for couples from abroad.",
      "Restaurant bookkeeping software that replaces spreadsheets.",
      "A marketplace for Notion templates where creators keep 90%.",
      "A design studio that makes Figma UI kits for startups.",
    ]) expect(digitalProductWordOf(other), other).toBeNull();
  });

  it("leaves a Kindle novel to the book's plan and a monthly template club to the membership's", () => {
    const novel = { ...thesis, productDescription: "A 60-page ebook about grief, $4.99 on Kindle and in paperback on Amazon, my first memoir." };
    expect(readAnswers(novel, FIXED_PLAN_DAY).digitalProduct).toBeNull();
    const club = { ...thesis, productDescription: "A Notion template club: three new templates every month for $8 a month." };
    expect(readAnswers(club, FIXED_PLAN_DAY).digitalProduct).toBeNull();
  });

  it("fires for no other fixture, and the courses, newsletter, community, novel, notes app and Shopify app keep their kinds", () => {
    const fired = BUSINESS_FIXTURES.filter((f) => f.id !== "thesis-os-notion-template" && readAnswers(f.answers, FIXED_PLAN_DAY).digitalProduct).map((f) => f.id);
    expect(fired).toEqual([]);
    for (const id of ["student-notes", "cohort-course", "nurses-money-newsletter", "cornwall-mystery-novel-author", "shipyard-founder-community", "shopify-app"]) {
      const f = fixture(id);
      expect(readAnswers(f.answers, FIXED_PLAN_DAY).kind, id).toBe(f.kind);
      expect(buildPlan(f.answers, FIXED_PLAN_DAY).tactics.some((t) => /one real use of|where people search for an? /.test(t.name)), id).toBe(false);
    }
  });
});

describe("the plan Thesis OS reads", () => {
  it("is made of a download's tactics, the weekly video first, within the 5 hours a week", () => {
    expect(names).toEqual([
      'One short video a week showing one real use of Thesis OS ("How I use my literature tracker"), recorded four at a time and posted to TikTok, YouTube Shorts and Instagram Reels with the link in bio',
      "Thesis OS listed where people search for a Notion template: the Notion Marketplace, Gumroad Discover and Etsy, each with screenshots and a walkthrough video",
      "A free literature tracker template (the literature tracker from Thesis OS on its own) that collects emails, and four emails that lead to Thesis OS",
      "An update email to everyone who bought Thesis OS, a public changelog, and one question each month",
      "A bundle and a price test: Thesis OS at $39 beside a bundle with a supervisor-meeting kit at $59, and purchasing-power pricing",
      "Affiliates among the study-with-me and productivity creators PhD students watch on YouTube and TikTok: a free copy, a share of each sale through Gumroad's affiliate feature, and one joint video",
      "Answers that show rather than sell, in r/PhD, r/GradSchool, r/Notion and academic Bluesky or X, within each community's self-promotion rules",
    ]);
    const hours = plan.tactics.flatMap((t) => t.resourcesNeeded).map((line) => Number(/about (\d+(?:\.\d+)?) hours? a week/.exec(line)?.[1] ?? 0));
    expect(hours.reduce((s, h) => s + h, 0)).toBeLessThanOrEqual(5);
  });

  it("has none of the course and membership lines it used to get", () => {
    expect(markdown).not.toMatch(/Student success stories|Referral reward for members|everyone who finished|\bcohorts?\b|next session|members' space|a month free|free live lesson|Free live teardown|Before-and-after wall|launch emails/i);
  });

  it("does the arithmetic of $3,000 a month at $39, with the bundle and the visits it takes as an assumption", () => {
    expect(plan.strategySummary).toContain("Thesis OS is a Notion template sold one-off at $39 on Gumroad, for PhD students");
    expect(plan.strategySummary).toContain("$3,000 a month at $39 is about 77 sales a month, about 18 a week, before Gumroad's fees (check them in your Gumroad settings)");
    expect(plan.strategySummary).toContain("if one buyer in three chooses a $59 bundle instead, it is about 66 a month");
    expect(plan.strategySummary).toContain("Assumption to check: if about 2 in 100 people who open the product page buy, 77 sales need about 3,850 visits a month");
    expect(plan.primaryFocus[0]).toContain("Sales each week, by source");
  });

  it("hears that sales died with the TikTok, and that the founder is a PhD student with 5 hours a week", () => {
    expect(plan.strategySummary).toContain('You said "Sales died when the TikTok stopped getting views", after most sales came from one viral TikTok in March: one video\'s reach can\'t be planned or repeated on demand');
    expect(plan.strategySummary).toContain("A short video every week, recorded four at a time, means none of them has to go viral");
    expect(plan.strategySummary).toContain("You are a PhD student yourself, so your own set-up is the demo");
    expect(plan.strategySummary).toContain("so the plan keeps to about 5 hours a week in all");
    expect(tacticText).toContain("Once a month, record all four in one sitting");
  });

  it("has ready-to-send texts: the videos, the listing, the four emails, the update, the bundle, the note to creators and the answer", () => {
    expect(tacticText).toContain('Week 1: "How I use my literature tracker"\nWeek 2: "How I use my chapter planner"\nWeek 3: "How I use my supervisor meeting notes"\nWeek 4: "How I use my writing log"');
    expect(tacticText).toContain("Title: Notion template for PhD students: literature tracker, chapter planner, supervisor meeting notes and writing log");
    expect(tacticText).toContain("- Literature tracker: {{what it does in one line}}");
    expect(tacticText).toContain("1. Buy it and duplicate it into your Notion.");
    expect(tacticText).toContain("Email 4 (day 9). Subject: Thesis OS, if it would help");
    expect(tacticText).toContain("email all 180 buyers about it with one question");
    expect(tacticText).toContain("you can add a supervisor-meeting kit for $20, the difference");
    expect(tacticText).toContain("Check Gumroad's settings for purchasing-power pricing");
    expect(tacticText).toContain("I'm {{your name}}, a PhD student myself, and I made Thesis OS, a Notion template for PhD students.");
    expect(tacticText).toContain("label it as an ad or an affiliate link");
    expect(tacticText).toContain("Read each community's rules on self-promotion");
    expect(tacticText).toContain("here's what works for me as a PhD student myself");
    expect(tacticText).toContain("offer a free 30-minute online session on your method to a graduate student association or a grad school newsletter");
  });

  it("names marketplaces and platform features as things to check, not facts", () => {
    expect(tacticText).toContain("Check each marketplace's current terms before you list");
    expect(tacticText).toContain("Set up Gumroad's affiliate feature (check its terms");
  });

  it("starts the weekly video in the first weeks", () => {
    const first = plan.timeline[0]!.tasks.join("\n");
    expect(first).toContain("Post one a week to TikTok, YouTube Shorts and Instagram Reels");
  });

  it("describes buyers who see a download in use and buy once", () => {
    expect(profile.demographics).toContain("Role: PhD students in their second to fourth year");
    expect(profile.demographics).toContain("Location: worldwide");
    expect(profile.objections.join(" ")).toContain("Is $39 worth it when there are free templates?");
    expect(profile.buyingProcess).toContain("opens the Gumroad page, watches the walkthrough, and buys on the spot, or takes the free version first");
    expect(markdown).toContain("this kind of business (Notion template sold one-off on Gumroad)");
  });

  it("gives quick wins, tips, a toolkit and a marketing model for a download", () => {
    expect(plan.guerrillaTactics.map((t) => t.name)).toEqual([
      "Put a 60-second walkthrough at the top of the product page",
      "Ask your buyers one question: what made you buy?",
      "Submit Thesis OS to the Notion Marketplace this week",
      "Answer three questions with a screenshot of how you do it",
    ]);
    expect(markdown).toContain("Judge a video by the sales and profile visits it brings, not its views");
    expect(markdown).toContain("People making their own in Notion from free templates and tutorials are your warmest buyers");
    expect(markdown).toContain("“Your literature tracker, set up and working tonight: Thesis OS.”");
    expect(markdown).toContain("“180 people have bought Thesis OS;");
    expect(markdown).toContain("Never invent scarcity for a file that never runs out.");
  });

  it("passes the checker", () => {
    expect(checkPlanQuality(thesis, plan, reading)).toEqual([]);
  });

  it("tells the AI it is a download sold once, with its plan, the rules to check and the arithmetic", () => {
    const prompt = promptText(thesis);
    expect(prompt).toContain("A digital download sold one-off: a Notion template at $39 on Gumroad, 180 sales so far. Not a course, a membership or a shop");
    expect(prompt).toContain("listings where buyers search (the Notion Marketplace, Gumroad Discover and Etsy, named as examples: check each one's terms and fees)");
    expect(prompt).toContain("about 77 sales a month");
    expect(prompt).toContain('The founder said "Sales died when the TikTok stopped getting views"');
  });
});

describe("the checker on a digital download's plan", () => {
  it("flags the course plan Thesis OS used to get", () => {
    const coursePlan: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "Student success stories and testimonials", description: "Ask everyone who finished Thesis OS four short questions, one week after the end of the cohort." }),
        checkedTactic({ name: "Referral reward for members", description: "Give every member a month free for each friend who joins the members' space." }),
      ],
      timeline: [],
    };
    const findings = checkPlanQuality(thesis, coursePlan, reading);
    expect(findings.filter((f) => f.rule === "channel-fit").map((f) => (f.target.kind === "tactic" ? f.target.index : -1))).toEqual([0, 1]);
    expect(findings.filter((f) => f.target.kind === "plan").map((f) => f.note)).toEqual(
      expect.arrayContaining(["No listing where buyers search", "No list of its own", "Depends on another viral hit"]),
    );
  });

  it("leaves a plan with listings, a free version and a weekly video alone", () => {
    const good: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "Listings", description: "List it on Etsy and Gumroad Discover with screenshots." }),
        checkedTactic({ name: "Free version", description: "A free version that collects emails, then four emails." }),
        checkedTactic({ name: "Videos", description: "One short video a week showing it in use." }),
      ],
      timeline: [],
    };
    expect(checkPlanQuality(thesis, good, reading).filter((f) => f.target.kind === "plan" && f.rule === "challenge")).toEqual([]);
  });
});

/*
 * The same kind in other words: a Lightroom preset pack on Etsy and Shopify whose sales came from Pinterest and
 * whose founder won't do TikTok, and a Figma UI kit just launched on Lemon Squeezy. Their plans keep the shape
 * (video, listings, a free sample, a bundle, creators, communities) in their own words: nothing of Notion or PhDs.
 */
const presets: PlanFormData = {
  ...thesis,
  productName: "Golden Hour Film",
  productType: "ecommerce",
  productDescription:
    "A pack of 40 Lightroom presets for wedding photographers who want a warm film look, $29 on Etsy and my own Shopify store. 600 sales in two years, mostly from Pinterest.",
  audienceType: "creators",
  audienceGeography: "north-america",
  audiencePersona:
    "Wedding and portrait photographers in the US and Canada, 25-40, who edit in Lightroom late at night. They follow photographers on Instagram and YouTube and ask for editing tips in r/WeddingPhotography.",
  budgetRange: "seed",
  timeHorizon: "mid-term",
  skills: ["content", "design"],
  successMetrics: "100 sales a month",
  challenges: "Etsy is crowded with cheap preset packs. I don't want to be on TikTok.",
};
const uiKit: PlanFormData = {
  ...thesis,
  productName: "Gridline UI",
  productType: "ecommerce",
  productStage: "launched",
  productDescription: "Gridline UI is a Figma UI kit for SaaS dashboards: 600 components, 80 screens, light and dark themes, $79 one-time on Lemon Squeezy.",
  audienceType: "freelancer",
  audiencePersona: "Freelance designers and indie SaaS founders who design their own product in Figma. They browse Figma Community, Dribbble and X for inspiration.",
  skills: ["design"],
  successMetrics: "$2,000 a month by the end of the quarter",
  challenges: "I have about 6 hours a week next to client work. Nobody finds it on Lemon Squeezy.",
};

describe("a preset pack and a UI kit", () => {
  it("reads each as a download in its own words", () => {
    expect(readAnswers(presets, FIXED_PLAN_DAY)).toMatchObject({ kind: "creator", digitalProduct: { word: "Lightroom preset pack", form: "presets", platforms: ["Etsy", "Shopify"], salesNow: 600, monthlySales: 100, pinterest: true } });
    expect(readAnswers(uiKit, FIXED_PLAN_DAY)).toMatchObject({ kind: "creator", digitalProduct: { word: "Figma UI kit", form: "ui-kit", price: "$79", platforms: ["Lemon Squeezy"], monthlyGoal: 2000 } });
  });

  it("gives the preset pack pins after the weekly video, no TikTok, and listings away from crowded Etsy", () => {
    const { p, md, names: n, r } = planOf(presets);
    expect(n[0]).toBe('One short video a week showing one real use of Golden Hour Film ("One photo, one preset, before and after"), recorded four at a time and posted to YouTube Shorts and Instagram Reels with the link in bio');
    expect(n[1]).toBe("Pins that lead to Golden Hour Film: five a week from the same screenshots and videos, each titled with what people search on Pinterest");
    expect(n).toContain("Golden Hour Film listed where people search for a Lightroom preset pack: Creative Market and Gumroad Discover, each with screenshots and a walkthrough video");
    expect(n).toContain("A free pack of three presets from Golden Hour Film that collects emails, and four emails that lead to Golden Hour Film");
    expect(md.replace('You said "I don\'t want to be on TikTok", so TikTok is left out.', "")).not.toMatch(/TikTok|Notion|PhD|literature tracker/);
    expect(p.strategySummary).toContain("100 sales a month is about 23 a week, about $2,900 a month at $29");
    expect(checkPlanQuality(presets, p, r)).toEqual([]);
  });

  it("gives the UI kit the places designers look, the kit's own videos and no buyer updates before it has buyers to write to", () => {
    const { p, md, names: n, r } = planOf(uiKit);
    expect(n[0]).toContain("recorded four at a time and posted to X, Dribbble and YouTube Shorts");
    expect(n[0]).toContain('("A real screen built in ten minutes with the kit")');
    expect(n).toContain("Gridline UI listed where people search for a Figma UI kit: Figma Community, UI8 and Creative Market, each with screenshots and a walkthrough video");
    expect(n.some((name) => name.startsWith("An update email to everyone who bought"))).toBe(false);
    expect(md).toContain("Lemon Squeezy's affiliate programme");
    expect(md).not.toMatch(/Notion|PhD|literature tracker|Gumroad's/);
    expect(p.strategySummary).toContain("$2,000 a month at $79 is about 26 sales a month");
    expect(checkPlanQuality(uiKit, p, r)).toEqual([]);
  });

  it("puts a larger budget into paid tests judged by sales per dollar", () => {
    const { names: n, p, r } = planOf({ ...presets, budgetRange: "early" });
    expect(n).toContain("Paid tests once the listings and the free version convert: boosted videos and sponsored spots with creators wedding and portrait photographers watch, judged by sales per dollar");
    expect(checkPlanQuality({ ...presets, budgetRange: "early" }, p, r)).toEqual([]);
  });
});

/*
 * A nurse's digital planner on Etsy with 3 hours a week: fewer tactics, and the plan says only what it holds;
 * the free sample every video links to is always one of them.
 */
const nursePlanner: PlanFormData = {
  ...thesis,
  productName: "Calm Nurse Planner",
  productType: "ecommerce",
  productDescription:
    "A printable and GoodNotes digital planner for nurses who work 12-hour shifts: shift calendar, sleep tracker, meal prep pages and a self-care log, $14 on Etsy. 300 sales since last year. I'm a night-shift nurse and made it for myself first.",
  audienceType: "b2c-niche",
  audienceGeography: "north-america",
  audiencePersona: "Nurses in the US and Canada on rotating or night shifts, who plan on an iPad with GoodNotes or print pages for a binder, and swap tips in nurse Facebook groups.",
  skills: ["design"],
  successMetrics: "60 sales a month",
  challenges: "I work nights and have about 3 hours a week.",
};

describe("a digital planner with 3 hours a week", () => {
  const { r, p, names: n } = planOf(nursePlanner);

  it("keeps the weekly video, the listings and the free sample, and says only what the plan holds", () => {
    expect(r.digitalProduct).toMatchObject({ word: "digital planner", form: "planner", oneOfThem: null });
    expect(n).toEqual([
      'One short video a week showing one real use of Calm Nurse Planner ("A real week in the planner, filled in"), recorded four at a time and posted to TikTok, YouTube Shorts and Instagram Reels with the link in bio',
      "Calm Nurse Planner listed where people search for a digital planner: Gumroad Discover and Creative Market, each with screenshots and a walkthrough video",
      "A free one-week sample of Calm Nurse Planner that collects emails, and four emails that lead to Calm Nurse Planner",
    ]);
    expect(p.strategySummary).toContain("by a steady stream instead of one hit: one short video a week showing Calm Nurse Planner in real use; listings on Gumroad Discover and Creative Market, where buyers search; and a free one-week sample that collects emails and leads to the paid one.");
    expect(p.strategySummary).not.toMatch(/bundle and a price test|creators paid a share|yourself, so your own set-up/);
    expect(checkPlanQuality(nursePlanner, p, r)).toEqual([]);
  });

  it("is flagged when a plan only mentions a free version without collecting emails", () => {
    const mentions: CheckedPlan = {
      tactics: [checkedTactic({ name: "Listings", description: "List it on Etsy with screenshots, and link the free version from your bio." })],
      timeline: [],
    };
    expect(checkPlanQuality(nursePlanner, mentions, r).map((f) => f.note)).toContain("No list of its own");
  });
});

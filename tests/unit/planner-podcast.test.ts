/**
 * A podcast whose goal is sponsors (Small Farm Big Ideas, the farm-podcast-sponsors fixture) reads as
 * the founder would want it: a sponsorship plan with its own arithmetic, the host's rule on which ads
 * as the filter, and listeners kept; not a course's launch, students and affiliates.
 */
import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality } from "~/plan-quality/checker";
import { readAnswers } from "~/plan-quality/reading";
import { cpmOf } from "~/plan-quality/sponsorship";
import { fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { promptText } from "../support/plan-checks";

const answers = fixture("farm-podcast-sponsors").answers;
const reading = readAnswers(answers, FIXED_PLAN_DAY);
const plan = buildPlan(answers, FIXED_PLAN_DAY);
const profile = buildProfile(answers, reading);
const everything = JSON.stringify([plan, profile]);

describe("reading a podcast that sells sponsorship", () => {
  it("reads the medium, the reach, the price asked, the sponsors wanted, the host's rule and the events", () => {
    const show = reading.sponsorship!;
    expect(show.medium).toBe("podcast");
    expect(show.reach).toBe(4500);
    expect(show.price?.written).toBe("£400");
    expect(show.sponsors).toBe(3);
    expect(show.rule).toBe("I don't want to read ads for products I wouldn't use on a farm");
    expect(show.events.join(" ")).toContain("Oxford Real Farming Conference");
  });

  it("does not read sponsorship into a paid newsletter or a course", () => {
    expect(readAnswers(fixture("nurses-money-newsletter").answers, FIXED_PLAN_DAY).sponsorship).toBeNull();
    expect(readAnswers(fixture("cohort-course").answers, FIXED_PLAN_DAY).sponsorship).toBeNull();
  });

  it("works out the price per thousand downloads", () => {
    expect(Math.round(cpmOf(400, 4500))).toBe(89);
  });
});

describe("the plan a podcaster can act on", () => {
  it("sells sponsorship in the order a seller works: proof, the brand list, the pilot, the ad load, events, marketplaces", () => {
    const names = plan.tactics.map((t) => t.name);
    expect(names[0]).toBe("A survey of your listeners and a one-page media kit: the proof sponsors ask for");
    expect(names).toContain("Thirty brands your listeners already buy from, that you would use: one email to each marketing lead");
    expect(names).toContain("A first sponsor on a discounted pilot, written up as a case study");
    expect(names).toContain("Host-read ads in the show's own voice: one spot per episode, clearly marked, and downloads watched");
    expect(names).toContain("Meet sponsors where your listeners go: at Oxford Real Farming Conference and local agricultural shows");
    expect(names.join(" ")).not.toMatch(/course|student|cart|affiliate|launch email/i);
  });

  it("names the events only when the founder named them: no blank in a tactic's name", () => {
    const noEvents = { ...answers, productDescription: answers.productDescription.replace(/[^.]*\bconference\b[^.]*\./gi, ""), audiencePersona: answers.audiencePersona.replace(/[^.]*\b(?:conference|shows?)\b[^.]*\./gi, ""), challenges: answers.challenges.replace(/[^.]*\b(?:conference|shows?)\b[^.]*\./gi, "") };
    expect(readAnswers(noEvents, FIXED_PLAN_DAY).sponsorship?.events).toEqual([]);
    const names = buildPlan(noEvents, FIXED_PLAN_DAY).tactics.map((t) => t.name);
    expect(names.join("\n")).not.toContain("{{");
    expect(names).toContain("Meet sponsors where your listeners go");
  });

  it("leaves short clips out when the founder says Shorts bring views but no subscribers, and the checker flags a plan built on them", () => {
    const youtube = {
      ...answers,
      productName: "Fix It Frugal",
      productType: "content" as const,
      productDescription: "A YouTube channel with weekly 15-minute videos on repairing household appliances yourself, 18,000 subscribers, earning from AdSense and a parts affiliate link.",
      audiencePersona: "Homeowners and renters aged 30-60 in the US and Canada who would rather fix a dryer than pay $200 for a call-out.",
      audienceGeography: "north-america" as const,
      challenges: "Shorts bring views but no subscribers who watch the long videos. Sponsors want 50,000 subscribers.",
      successMetrics: "50,000 subscribers and a first sponsor by September",
    };
    const reading = readAnswers(youtube, FIXED_PLAN_DAY);
    expect(reading.shortClipsFail).toBe("Shorts bring views but no subscribers who watch the long videos");
    const plan = buildPlan(youtube, FIXED_PLAN_DAY);
    const names = plan.tactics.map((t) => t.name);
    expect(names.join("\n")).not.toMatch(/short clips|Shorts|Reels/);
    // The channel itself stays: its long videos are what the subscribers come for.
    expect(names.join("\n")).toMatch(/YouTube/);
    expect(checkPlanQuality(youtube, plan, reading)).toEqual([]);
    const clips = { ...plan, tactics: [...plan.tactics, { ...plan.tactics[0]!, name: "Repurpose long lessons into short clips", description: "Cut every video into three short clips for Shorts." }] };
    expect(checkPlanQuality(youtube, clips, reading).map((f) => f.reason)).toContain(
      'You said "Shorts bring views but no subscribers who watch the long videos", and this tactic is built on short clips.',
    );
    // A founder whose clips work keeps them.
    expect(readAnswers({ ...youtube, challenges: "Sponsors want 50,000 subscribers." }, FIXED_PLAN_DAY).shortClipsFail).toBeNull();
  });

  it("states the arithmetic honestly: a CPM of about £89 against a typical £15-£30, so £400 is sold as a package", () => {
    expect(plan.strategySummary).toContain("£400 per episode for about 4,500 downloads is a CPM of about £89");
    expect(plan.strategySummary).toContain("roughly £15-£30 per thousand downloads a typical host-read spot fetches (rough figures)");
    expect(plan.strategySummary).toContain("the plan sells £400 as a package, not a spot alone");
  });

  it("makes the host's rule the filter on sponsors, not a reason to leave sponsorship out", () => {
    expect(plan.strategySummary).toContain(
      'You said "I don\'t want to read ads for products I wouldn\'t use on a farm", so that is the filter on every sponsor',
    );
    expect(plan.strategySummary).not.toMatch(/sponsorships? (?:are|is) left out/i);
    const brands = plan.tactics[1]!;
    expect(brands.implementation.join(" ")).toContain("would I use this myself");
    expect(brands.template).toContain("I only read ads for things I use myself");
  });

  it("keeps listeners: one clearly marked spot per episode, and downloads watched against about 4,500", () => {
    const ads = plan.tactics.find((t) => t.name.startsWith("Host-read ads"))!;
    expect(ads.description).toContain("one host-read spot per episode");
    expect(ads.description).toContain("always announced as sponsored");
    expect(ads.description).toContain("your baseline of about 4,500");
  });

  it("fills its templates with the show, its reach and its listeners, leaving slots only for what it cannot know", () => {
    const survey = plan.tactics[0]!.template;
    expect(survey).toContain("MEDIA KIT: Small Farm Big Ideas");
    expect(survey).toContain("Audience: about 4,500 downloads per episode");
    expect(plan.tactics[1]!.template).toContain("I make Small Farm Big Ideas, a weekly podcast for small farmers and would-be farmers");
    const slots = plan.tactics.flatMap((t) => [...t.template.matchAll(/\{\{([^}]+)\}\}/g)].map((m) => m[1]!));
    expect(slots.filter((s) => /\b(?:your|the) (?:podcast|show)\b|downloads|price per episode|listeners/i.test(s))).toEqual([]);
    expect(slots.length).toBeGreaterThan(0);
  });

  it("profiles the listeners in every section, with the sponsor's fears as theirs", () => {
    for (const part of [profile.needs, profile.painPoints, profile.goals, profile.objections]) expect(part.length).toBeGreaterThan(0);
    expect(profile.objections.join(" ")).toContain("Will the ads spoil the show?");
    expect(profile.overview).toContain("drafted from what is typical for this kind of business (podcast selling sponsorship)");
  });

  it("passes the plan checker, and says nothing of students, courses or carts anywhere", () => {
    expect(checkPlanQuality(answers, plan, reading)).toEqual([]);
    expect(everything).not.toMatch(/\bstudents?\b|\bcohort\b|open cart|close cart/i);
  });

  it("gives the AI the same rules: the filter, the CPM and no course", () => {
    const prompt = promptText(answers);
    expect(prompt).toContain("A podcast whose goal is sponsors");
    expect(prompt).toContain('that is the filter on sponsors (only brands the host uses or would use), not a reason to leave sponsorship out');
    expect(prompt).toContain("No course, cart, students or affiliates.");
  });
});

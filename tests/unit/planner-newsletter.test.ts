import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { planMessages } from "~/generation/prompts.server";
import { checkPlanQuality, type CheckedTactic } from "~/plan-quality/checker";
import { publicationInShort } from "~/plan-quality/publication";
import { readAnswers } from "~/plan-quality/reading";
import { successTipsFor } from "~/plan-view/fixed-texts";
import { toolkitFor } from "~/plan-view/toolkit";
import { fixture } from "../support/business-fixtures";

/*
 * The Night Shift Ledger: a weekly money newsletter for US nurses, written by an ICU nurse with 900 free
 * Substack readers, about to start a $6-a-month paid tier; 4 hours a week on her days off, no daily
 * posting, and "I am not a licensed financial adviser". Each test reads what she would check.
 */

const ledger = fixture("nurses-money-newsletter").answers;
const plan = buildPlan(ledger);
const profile = buildProfile(ledger);
const everything = JSON.stringify({ plan, profile });
const tactic = (name: RegExp) => {
  const found = plan.tactics.find((t) => name.test(t.name));
  if (!found) throw new Error(`no tactic matching ${name}: ${plan.tactics.map((t) => t.name).join(" | ")}`);
  return found;
};

describe("a paid newsletter is read as a newsletter, not a D2C shop", () => {
  it("reads a newsletter on Substack as a creator business and a publication, though the form says 'subscription'", () => {
    const r = readAnswers(ledger);
    expect(r.kind).toBe("creator");
    expect(r.publication).toBe(true);
    // A coffee subscription that ships beans stays a D2C subscription.
    expect(readAnswers(fixture("coffee-subscription").answers).kind).toBe("ecommerce");
    expect(readAnswers(fixture("coffee-subscription").answers).publication).toBe(false);
  });

  it("calls it a newsletter for registered nurses in the United States, and says the place once", () => {
    expect(plan.strategySummary).toContain("The Night Shift Ledger is a newsletter for registered nurses in the United States.");
    expect(profile.demographics).toContain("Location: the United States");
    expect(everything).not.toMatch(/D2C brand|\bin US\b|\(US\)/);
  });

  it("has no shop words: no delivery, second order, shipping, cart or unboxing", () => {
    expect(everything).not.toMatch(/\bdeliver(y|ed)?\b|second order|shipping|\bships\b|\bcart\b|unboxing/i);
  });

  it("gives no course's ideas: no classes, students, graduates, sessions or live teardowns in the quick wins, toolkit or examples", () => {
    const extras = JSON.stringify({ guerrilla: plan.guerrillaTactics, education: plan.marketingEducation, toolkit: toolkitFor(readAnswers(ledger)) });
    expect(extras).not.toMatch(/\b(?:class|classes|students|graduates?|sessions?|teardown|lessons?|free tutorials)\b/i);
    expect(extras).toContain("The reader question of the week");
  });

  it("says the profile is drafted from what is typical for a newsletter, and names the letter in the overview", () => {
    expect(profile.overview).toMatch(/^The Night Shift Ledger is a weekly email newsletter about money for nurses: pay slips/);
    expect(profile.overview).toContain("drafted from what is typical for this kind of business (newsletter)");
    expect(profile.overview).not.toContain("course, community or creator business");
  });

  it("says any newsletter in a few words for the swap email, or leaves a slot", () => {
    expect(publicationInShort("The Weekly Roast is a newsletter about home espresso for people who own a machine. 2,000 readers.")).toEqual({
      inShort: "a newsletter about home espresso for people who own a machine",
      covers: " about home espresso",
    });
    expect(publicationInShort("Every Sunday I send what I learnt about sourdough that week to my readers.").inShort).toBeNull();
  });

  it("profiles readers who read on the phone in short gaps and trust people in their own shoes", () => {
    expect(profile.behaviors.join(" ")).toMatch(/Reads on the phone in short gaps/);
    expect(profile.behaviors.join(" ")).toMatch(/Trusts someone in their own shoes/);
    expect(profile.objections.join(" ")).toContain("$6 a month is a lot; what do I get that the free letter doesn't give me?");
  });
});

describe("the plan sells the paid tier to the free list and grows the list within 4 hours a week", () => {
  it("launches the paid tier to the free readers with an email naming The Night Shift Ledger and $6 a month", () => {
    const launch = tactic(/paid tier/i);
    expect(launch.template).toMatch(/^Subject: The Night Shift Ledger now has a paid tier/);
    expect(launch.template).toContain("there is now a paid tier at $6 a month");
    expect(launch.template).toContain("For registered nurses who want to go further");
  });

  it("says the arithmetic plainly: 150 of 900 is 17%, most newsletters convert 3-10%, so the free list must grow", () => {
    expect(tactic(/paid tier/i).description).toContain(
      "150 paying subscribers from 900 free readers would be 17% of your list, and most newsletters convert 3-10% of free readers, so the free list has to grow too: at 5%, 150 paying readers need about 3,000 free ones.",
    );
  });

  it("grows the free list with swaps with other newsletters, one piece a week in nurses' groups, and a referral reward", () => {
    const swaps = tactic(/recommendation swaps/i);
    expect(swaps.template).toMatch(/^Subject: Swap recommendations\? The Night Shift Ledger × \{\{their newsletter\}\}/);
    expect(swaps.template).toContain("a free weekly letter for registered nurses");
    // The swap email says what the letter is in a few words, not her whole first sentence, and goes on after the colon in lower case.
    expect(swaps.template).toContain("I write The Night Shift Ledger. In a sentence: a weekly email newsletter about money for nurses. Our readers overlap");
    expect(swaps.template).toContain(
      "you'll like The Night Shift Ledger, a free weekly letter for registered nurses: pay slips, overtime and shift pay, pensions, student loans and buying a first home on a nurse's salary. Join here:",
    );
    expect(swaps.template).not.toMatch(/In a sentence: A |registered nurses\. A weekly/);
    const groups = tactic(/one useful piece a week/i);
    expect(groups.implementation.join(" ")).toMatch(/rules of each group and subreddit/);
    expect(groups.template).toContain("I write about this every week in The Night Shift Ledger");
    expect(tactic(/referral reward/i).template).toContain("Share The Night Shift Ledger with your own link");
  });

  it("keeps the weekly hours within her 4 and asks for no daily posting", () => {
    const hours = plan.tactics.map((t) => Number(/about (\d+(?:\.\d+)?) hours? a week/.exec(t.resourcesNeeded[0] ?? "")?.[1] ?? NaN));
    expect(hours.every((h) => !Number.isNaN(h))).toBe(true);
    expect(hours.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(4);
    const steps = [...plan.tactics.flatMap((t) => t.implementation), ...plan.timeline.flatMap((p) => p.tasks), ...successTipsFor(readAnswers(ledger))];
    expect(steps.join("\n")).not.toMatch(/\b(?:daily|every day|a day)\b/i);
  });
});

describe("'I am not a licensed financial adviser' changes the plan", () => {
  it("puts a not-advice line under the templates that talk about money and keeps the Q&A to explanations", () => {
    const line = "General education, not personal financial advice: for decisions about your own situation, talk to a licensed financial adviser.";
    expect(tactic(/paid tier/i).template).toContain(line);
    expect(tactic(/one useful piece a week/i).template).toContain(line);
    expect(tactic(/paid tier/i).implementation.join(" ")).toContain("never as what one reader should do with their own money");
  });

  it("passes the checker, and the checker flags a template that promises personal advice", () => {
    expect(checkPlanQuality(ledger, plan)).toEqual([]);
    const promising: CheckedTactic = {
      ...tactic(/paid tier/i),
      template:
        "Subject: The Night Shift Ledger now has a paid tier\n\nHi {{first name}},\n\nPaid readers of The Night Shift Ledger get a monthly call where I'll tell you what to do with your pension.",
    };
    const findings = checkPlanQuality(ledger, { ...plan, tactics: [promising] });
    expect(findings.map((f) => f.rule)).toEqual(["advice"]);
    expect(findings[0]!.reason).toContain('you said "I am not a licensed financial adviser"');
    // The same promise from a founder who says nothing about a licence is not flagged.
    const licensed = { ...ledger, challenges: ledger.challenges.replace(" I am not a licensed financial adviser.", "") };
    expect(checkPlanQuality(licensed, { ...plan, tactics: [promising] }).map((f) => f.rule)).not.toContain("advice");
  });

  it("tells the AI the same", () => {
    const prompt = JSON.stringify(planMessages(ledger));
    expect(prompt).toContain('They said \\"I am not a licensed financial adviser\\": no tactic or template promises personal financial advice');
    expect(prompt).toContain("A newsletter with free readers and a paid tier, not a shop");
  });
});

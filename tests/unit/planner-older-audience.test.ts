import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality } from "~/plan-quality/checker";
import { readForOlderParent, readMature, readOutlets, readTrialLeak, readWorked, trialArithmetic } from "~/plan-quality/grown-ups";
import { readAnswers } from "~/plan-quality/reading";
import { toolkitFor } from "~/plan-view/toolkit";
import { fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";

/*
 * Ringround: an app that rings an older parent every morning and texts the grown-up children when
 * nobody answers, bought by adult children aged 40-60 in the UK. 300 paying families, "mostly from a
 * piece in a local paper"; "we must never cold-call older people"; Facebook ads brought trials that
 * cancelled; the goal is 1,000 paying families by the end of March with trial-to-paid above 40%.
 * Each test reads what the founder would check.
 */

const ringround = fixture("uk-parent-checkin-app").answers;
const plan = buildPlan(ringround, FIXED_PLAN_DAY);
const profile = buildProfile(ringround);
const reading = readAnswers(ringround, FIXED_PLAN_DAY);
const tacticsText = JSON.stringify(plan.tactics);
const everything = JSON.stringify({ plan, profile, toolkit: toolkitFor(reading) });
const tactic = (name: RegExp) => {
  const found = plan.tactics.find((t) => name.test(t.name));
  if (!found) throw new Error(`no tactic matching ${name}: ${plan.tactics.map((t) => t.name).join(" | ")}`);
  return found;
};

describe("readings: grown-up buyers, what already works, and a trial that leaks", () => {
  it("reads an audience of adults 35 and over as grown-ups, and teenagers or students as not", () => {
    expect(readMature([40, 60], "")).toBe(true);
    expect(readMature([18, 25], "")).toBe(false);
    expect(readMature(null, "Adult children who live far from their parents")).toBe(true);
    expect(readMature(null, "Teenagers who play on their phones")).toBe(false);
    expect(reading.mature).toBe(true);
    expect(reading.teen).toBe(false);
    expect(readAnswers(fixture("teen-game").answers).mature).toBe(false);
    expect(readAnswers(fixture("language-app").answers).mature).toBe(false);
  });

  it("reads that the customers buy for an older parent", () => {
    expect(reading.forOlderParent).toBe(true);
    expect(readForOlderParent("A pendant for elderly parents who live alone")).toBe(true);
    expect(readForOlderParent("Parents of children aged 6-14")).toBe(false);
  });

  it("reads the channel that brought most customers, in the founder's words", () => {
    expect(reading.worked).toEqual({ tag: "press", quote: "300 paying families so far, mostly from a piece in a local paper", said: "a piece in a local paper" });
    expect(readWorked(["Most customers came from Facebook groups for new mums."])?.tag).toBe("facebook-groups");
    expect(readWorked(["Nearly all our users found us through a podcast."])?.said).toBe("a podcast");
    // A channel people came from and then left is no lead.
    expect(readWorked(["Mostly from Facebook ads, but they all cancelled."])).toBeNull();
    expect(readWorked(["We sell to dentists."])).toBeNull();
    // Where an audience listens is not where customers came from.
    expect(readWorked(["110 episodes, about 4,500 downloads per episode, mostly from Spotify and Apple Podcasts."])).toBeNull();
  });

  it("reads the papers the customers read", () => {
    expect(reading.outlets).toEqual(["the Guardian", "the Daily Mail"]);
    expect(readOutlets("They read the Financial Times and the Economist, and listen to podcasts.")).toEqual(["the Financial Times", "the Economist"]);
    expect(readOutlets("They scroll TikTok all day.")).toEqual([]);
  });

  it("reads a free trial that people cancel, and the rate the founder aims for", () => {
    expect(reading.trialLeak).toEqual({ quote: "Facebook ads brought trials but many cancelled after the free trial", target: 40 });
    expect(readTrialLeak("", "Trial-to-paid from 20% to 35% by June")?.target).toBe(20);
    expect(readTrialLeak("Nobody knows us yet.", "500 users by June")).toBeNull();
  });

  it("works out the trials a week it takes to go from 300 to 1,000 paying families in 13 weeks at 40%", () => {
    expect(trialArithmetic(ringround.productDescription, ringround.successMetrics, 13, 40)).toEqual({
      now: 300, goal: 1000, who: "paying families", perWeek: 54, rate: 40, trials: 1750, trialsPerWeek: 135,
    });
    expect(trialArithmetic("A new app.", "1,000 paying families", 13, 40)).toBeNull();
  });

  it("reads 'we must never cold-call older people' as cold calling ruled out", () => {
    expect(reading.avoid.map((o) => o.tag)).toContain("cold-calling");
  });
});

describe("the plan fits adults of 40-60 who buy for a parent, not teenagers", () => {
  it("names grown-up channels in the focus, not TikTok or influencers", () => {
    const channels = plan.primaryFocus.find((line) => line.startsWith("Channels for adult children"));
    expect(channels).toBeDefined();
    expect(channels).toMatch(/press/);
    expect(channels).not.toMatch(/TikTok|influencers/i);
  });

  it("has no TikTok, creators' clips, streaks or game rewards anywhere the founder reads", () => {
    expect(tacticsText).not.toMatch(/TikTok|Spark Ad|creators? with small channels|organic clips|a cosmetic, a theme, extra levels|level won|streak/i);
    expect(everything).not.toMatch(/Seven-day challenge with ten small creators|longest streaks/);
  });

  it("has no line about under-18s, since nobody in the audience is under 18", () => {
    expect(everything).not.toMatch(/under-18s|under 18|teenagers/i);
  });

  it("does not localise store listings for other countries when it sells only in the UK", () => {
    expect(tacticsText).not.toMatch(/Localised store listings|top countries|translator/i);
  });

  it("rewards referral with a free month for both, as a subscription should", () => {
    const referral = tactic(/free month for both/i);
    expect(referral.template).toContain("Give a friend a free month of Ringround, and get one yourself");
    expect(referral.template).toContain("£4.99 a month after the free trial");
    expect(JSON.stringify(referral)).not.toMatch(/cosmetic|extra levels|in-app items? rather than cash/);
  });
});

describe("the plan listens: press leads, the trial comes first, nobody cold-calls a parent", () => {
  it("leads with press, because most families came from a piece in a local paper, and says so", () => {
    const press = plan.tactics[0]!;
    expect(press.name).toMatch(/^Press stories in the papers adult children read/);
    expect(press.why).toContain("Most of your paying families so far came from a piece in a local paper");
    expect(plan.strategySummary).toContain('You said "300 paying families so far, mostly from a piece in a local paper", so the plan leads with press ("Press stories in the papers adult children read: a real customer, a named paper, a pitch ready to send").');
  });

  it("pitches the Guardian, the Daily Mail and regional papers with a real story and a pitch ready to send", () => {
    const press = tactic(/^Press stories/);
    expect(press.implementation.join(" ")).toContain("pitch the Guardian and the Daily Mail with an angle they run (living far from a parent");
    expect(press.implementation.join(" ")).toMatch(/regional paper/);
    expect(press.template).toMatch(/^Subject: How \{\{the family's first names\}\} in \{\{the family's town\}\} know Mum is fine every morning/);
    expect(press.template).toContain("Every morning Ringround checks in with her");
    expect(press.template).toContain("most of them after a piece in a local paper");
    expect(press.template).toContain("Follow-up (five working days later, then stop)");
  });

  it("works on trial-to-paid with the founder's numbers: onboarding, a reminder before the trial ends, asking why people cancel", () => {
    const trial = tactic(/^Trial to paid/);
    expect(trial.description).toContain(
      "To go from 300 to 1,000 paying families by the end of March you need about 54 more a week: at 40% trial-to-paid that is about 135 new trials a week (1,750 in all)",
    );
    expect(trial.implementation.join(" ")).toContain("the parent's first answered check-in happens within 24 hours");
    expect(trial.template).toContain("Subject: Your free Ringround trial ends on {{date}}");
    expect(trial.template).toContain("What made you stop?");
    expect(trial.successMetrics).toContain("Trial-to-paid rate per weekly group of trials, against 40%");
    expect(plan.strategySummary).toContain('You said "Facebook ads brought trials but many cancelled after the free trial", so turning trials into paying customers comes first');
  });

  it("puts the trial's work before the ads in the plan", () => {
    const names = plan.tactics.map((t) => t.name);
    expect(names.findIndex((n) => /^Trial to paid/.test(n))).toBeLessThan(names.findIndex((n) => /^Search ads/.test(n)));
  });

  it("judges Facebook and search ads by families still paying after the trial, not by trials", () => {
    const ads = tactic(/^Search ads when adult children look for help/);
    expect(ads.implementation.join(" ")).toContain("judge every ad by customers still paying after the trial, not by trials started");
    expect(ads.implementation.join(" ")).toContain("no app-store clips");
  });

  it("partners with carers' groups, Age UK, GP surgeries, pharmacies and employers' carers networks, never contacting older people", () => {
    const partners = tactic(/^Partnerships with the places worried adult children already turn to/);
    expect(partners.description).toMatch(/Carers UK.*Age UK.*GP surgeries and community pharmacies.*carers' networks at large employers/);
    expect(partners.description).toContain("never to older people themselves");
    expect(partners.template).toContain("Older people are never contacted by us");
    expect(plan.strategySummary).toContain("cold calling is left out");
    expect(plan.strategySummary).toContain("nothing in it contacts older people themselves");
  });

  it("passes the plan checker with no findings", () => {
    expect(checkPlanQuality(ringround, plan, reading)).toEqual([]);
  });
});

describe("the profile is of a worried adult child buying for a parent", () => {
  it("keeps the founder's words on where they spend time and what they worry about", () => {
    expect(profile.behaviors[0]).toBe("Where they spend time: they are on Facebook, read the Guardian or the Daily Mail, and talk to friends in the same situation");
    expect(profile.painPoints[0]).toBe("They worry about falls and feel guilty about not calling every day");
  });

  it("fills needs, pains, goals and objections for this buyer, none of them empty", () => {
    for (const section of [profile.needs, profile.painPoints, profile.goals, profile.objections]) expect(section.length).toBeGreaterThanOrEqual(3);
    expect(profile.needs.join(" ")).toContain("To know every day that Mum is all right");
    expect(profile.objections.join(" ")).toContain("“Will Mum find it patronising, or feel we're checking up on her?”");
    expect(profile.objections.join(" ")).toContain("“Is it worth £4.99 a month when I could just ring her myself?”");
    expect(JSON.stringify(profile)).not.toMatch(/short video|TikTok|in seconds|habit in the first week/);
  });

  it("describes buying after a scare, a paper or a friend, decided with the parent", () => {
    expect(profile.buyingProcess).toMatch(/A scare or a friend's story starts it: they read about Ringround in the paper, hear of it from a friend or a carers' group, or search after a worrying moment/);
    expect(profile.demographics.join(" ")).toContain("the adult child chooses and pays");
  });

  it("gives quick wins and examples for this buyer: a card at the pharmacy counter, 'Know Mum is fine every morning'", () => {
    expect(plan.guerrillaTactics.map((g) => g.name)).toContain("A card at the pharmacy counter");
    const desire = plan.marketingEducation.emotionEngine.levers.find((l) => l.name === "Desire");
    expect(desire?.example).toContain("With Ringround, you know Mum is fine every morning");
  });
});

describe("an app for grown-ups who buy for themselves", () => {
  it("describes where they hear of apps as grown-ups do: friends, papers, Facebook and search, not TikTok", () => {
    // A gardening app for people over 50: not bought for a parent, so Ringround's buyer does not apply.
    // (A dating app for over-50s has its own reading and plan: tests/unit/planner-dating.test.ts.)
    const dating = {
      ...structuredClone(ringround),
      productName: "Greenfingers",
      productDescription: "A gardening app for people over 50 in the UK, with plant identification and a monthly planting calendar. £4.99 a month.",
      audiencePersona: "Retired and semi-retired gardeners aged 55-75 in the UK who find most gardening apps fiddly and full of adverts.",
    };
    expect(readAnswers(dating, FIXED_PLAN_DAY).forOlderParent).toBe(false);
    const behaviours = buildProfile(dating).behaviors.join(" ");
    expect(behaviours).toContain("where they spend time: Facebook, the papers and magazines they read, Google and app-store search, and what friends recommend");
    expect(behaviours).not.toMatch(/TikTok|Reels|Shorts/);
  });

  it("gets the press tactic written for a first pitch when no piece has brought customers yet", () => {
    const dating = {
      ...structuredClone(ringround),
      productName: "Greenfingers",
      productDescription: "A gardening app for people over 50 in the UK, with plant identification and a monthly planting calendar. £4.99 a month.",
      audiencePersona: "Retired and semi-retired gardeners aged 55-75 in the UK who find most gardening apps fiddly and full of adverts.",
      challenges: "We are two founders; one of us retired at 60. Instagram ads brought young renters with balconies, not our members.",
      successMetrics: "3,000 paying members by June",
    };
    const press = buildPlan(dating, FIXED_PLAN_DAY).tactics.find((t) => t.name.startsWith("Press stories in the papers"));
    expect(press?.implementation[0]).toMatch(/^Read the last month of two regional papers/);
    expect(JSON.stringify(press)).not.toMatch(/Go back to the journalist|covered you first|the piece that brought customers|most of them after/);
    // Ringround's founder, whose customers came from a local paper, still goes back to that journalist.
    expect(tactic(/^Press stories/).description).toMatch(/^Go back to the journalist who covered you first/);
  });

  it("gets search ads on what the app does, not on a carer's worry", () => {
    const gardening = {
      ...structuredClone(ringround),
      productName: "Greenfingers",
      productDescription: "A gardening app for people over 50 in the UK, with plant identification and a monthly planting calendar. £4.99 a month.",
      audiencePersona: "Retired and semi-retired gardeners aged 55-75 in the UK who find most gardening apps fiddly and full of adverts.",
    };
    const ads = buildPlan(gardening, FIXED_PLAN_DAY).tactics.find((t) => t.name.startsWith("Search ads"));
    expect(ads?.description).toContain("phrases people type when they look for what Greenfingers does");
    expect(JSON.stringify(ads)).not.toMatch(/start to worry|families' words|families who stayed|first worry/);
    // Ringround's ads still meet worried families at the moment of worry.
    expect(tactic(/^Search ads/).description).toContain("the phrases people type when they start to worry");
  });
});

describe("teen apps keep their safety lines", () => {
  it.each(["teen-game"])("%s still says nothing involves private contact with under-18s", (id) => {
    const teen = buildPlan(fixture(id).answers, FIXED_PLAN_DAY);
    expect(teen.strategySummary).toContain("Your audience is under 18, so nothing here involves private contact with them");
    expect(JSON.stringify(teen.tactics)).not.toMatch(/Press stories in the papers|free month for both/);
  });

  it.each(["student-notes", "language-app"])("%s gets no grown-up tactics", (id) => {
    const other = buildPlan(fixture(id).answers, FIXED_PLAN_DAY);
    expect(other.tactics.map((t) => t.name).join(" | ")).not.toMatch(/Press stories in the papers|carers' groups|Search ads when/);
  });
});

describe("the plan checker holds any plan (AI or built-in) to the same reading", () => {
  const without = (name: RegExp) => ({ ...plan, tactics: plan.tactics.filter((t) => !name.test(t.name)) });

  it("flags a plan that drops the press that brought most customers", () => {
    const findings = checkPlanQuality(ringround, without(/^Press stories|^Search ads|^Partnerships/), reading);
    expect(findings.map((f) => f.reason)).toContain('You said "300 paying families so far, mostly from a piece in a local paper", and no tactic builds on press.');
  });

  it("flags a plan with nothing on turning trials into paying customers", () => {
    const findings = checkPlanQuality(ringround, without(/^Trial to paid/), reading);
    expect(findings.map((f) => f.reason)).toContain(
      'You said "Facebook ads brought trials but many cancelled after the free trial", and nothing in the plan works on turning trials into paying customers.',
    );
  });

  it("flags a line written for under-18s in a plan for adults of 40-60", () => {
    const teenLine = { ...plan.tactics[0]!, description: "When your users include under-18s, the platforms allow age and location targeting only." };
    const findings = checkPlanQuality(ringround, { ...plan, tactics: [teenLine] }, reading);
    expect(findings.map((f) => f.reason)).toContain('Written for teenagers ("under-18s"), but your customers are adult children aged 40-60.');
    // The same line is right for a game played by teenagers.
    const teenGame = fixture("teen-game").answers;
    const teenPlan = buildPlan(teenGame, FIXED_PLAN_DAY);
    expect(checkPlanQuality(teenGame, { ...teenPlan, tactics: [{ ...teenPlan.tactics[0]!, description: teenLine.description }] }).map((f) => f.reason).join(" ")).not.toMatch(/Written for teenagers/);
  });
});

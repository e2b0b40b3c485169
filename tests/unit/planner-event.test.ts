import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { planMessages } from "~/generation/prompts.server";
import { utcDay } from "~/plan-quality/calendar";
import { checkPlanQuality } from "~/plan-quality/checker";
import { eventMath } from "~/plan-quality/event";
import { readAnswers } from "~/plan-quality/reading";
import { fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";

/*
 * North Game Dev Day: a first one-day conference for indie game developers in Leeds on Saturday 6 March
 * 2027, tickets £45 early bird, £65 and £20 for students, 250 to sell with 100 by the end of January,
 * two volunteers, "Twitter/X is dead for game devs now", the venue's £3,000 due on 15 February. The form
 * says "content" and "developer"; the plan starts on Monday 4 January 2027, so the day is in week 9.
 */

const answers = fixture("leeds-gamedev-conference").answers;
const plan = buildPlan(answers, FIXED_PLAN_DAY);
const reading = readAnswers(answers, FIXED_PLAN_DAY);
const all = [plan.strategySummary, ...plan.tactics.flatMap((t) => [t.name, t.description, ...t.implementation, ...t.resourcesNeeded, t.template]), ...plan.timeline.flatMap((p) => p.tasks)].join("\n");
const tactic = (name: RegExp) => {
  const found = plan.tactics.find((t) => name.test(t.name));
  if (!found) throw new Error(`no tactic matching ${name}: ${plan.tactics.map((t) => t.name).join(" | ")}`);
  return found;
};

describe("reading an event that sells tickets", () => {
  it("reads the day, the tiers, the early bird, the milestone and the venue money, whatever the form's type says", () => {
    const e = reading.event!;
    expect(e.format).toBe("conference");
    expect(e.city).toBe("Leeds");
    expect(e.day?.day).toEqual(utcDay(2027, 2, 6));
    expect(e.day?.week).toBe(9);
    expect(e.tiers.map((t) => `${t.label} ${t.text}`)).toEqual(["early bird £45", "full price £65", "student £20"]);
    expect(e.target).toBe(250);
    expect(e.milestone).toMatchObject({ count: 100, day: utcDay(2027, 0, 31), week: 4 });
    expect(e.earlyBird?.ends).toMatchObject({ day: utcDay(2027, 0, 31), said: false });
    expect(e.dues).toEqual([{ what: "venue", amount: 3000, text: "£3,000", day: utcDay(2027, 1, 15), week: 7 }]);
    expect(e.meetups).toEqual(["Leeds Game Dev Social"]);
    expect(e.universities).toEqual(["Leeds Beckett", "Huddersfield"]);
    expect(e.platforms).toEqual(["Bluesky", "Discord", "itch.io"]);
    expect(reading.planWeeks).toBe(9);
    expect(reading.currency.code).toBe("GBP");
  });

  it("reads 'Twitter/X is dead for game devs now' as ruling X out", () => {
    expect(reading.avoid.map((o) => o.tag)).toContain("twitter");
  });

  it("does the arithmetic: tickets a week to each milestone, the assumed mix, and the venue covered by January's tickets", () => {
    const math = eventMath(reading.event!, FIXED_PLAN_DAY);
    expect(math).toContain("100 tickets by 31 January is about 25 a week");
    expect(math).toContain("about 30 a week over the last 5 weeks");
    expect(math).toContain("Assumed mix: 80 at £45 (early bird), 120 at £65 (full price) and 50 at £20 (student), about £12,400");
    expect(math).toMatch(/about £4,000, enough for the venue \(£3,000\) due on 15 February/);
    expect(plan.strategySummary).toContain(math);
  });
});

describe("the event plan", () => {
  it("is made of ticket-selling tactics, not a developer tool's README, free tier or Discussions", () => {
    expect(all).not.toMatch(/\bREADME\b|free tier|paid edition|GitHub Discussions|migration guide|free trial/i);
    expect(plan.tactics[0]!.name).toMatch(/ticket page/i);
    tactic(/speaker a week.*share kit/i);
    tactic(/Community partners: Leeds Game Dev Social/);
    tactic(/Student tickets through course leaders at Leeds Beckett and Huddersfield/);
    tactic(/playtest room/i);
    tactic(/last two weeks before 6 March/);
  });

  it("has an early bird that really ends on 31 January, with codes per source and a weekly tracker against 100", () => {
    const page = tactic(/ticket page/i);
    expect(page.implementation.join(" ")).toContain("early bird £45 until 23:59 on 31 January");
    expect(page.implementation.join(" ")).toMatch(/one discount or tracking code per source/);
    expect(page.template).toContain("Early bird £45, until 23:59 on 31 January, then £65");
    expect(page.template).toContain("Students £20");
    expect(plan.timeline[0]!.tasks[0]).toMatch(/against 100 tickets by 31 January \(about 25 a week\)/);
  });

  it("gives each speaker a share kit with their own code, and each community partner a code and a free ticket", () => {
    expect(tactic(/speaker a week/i).template).toMatch(/\{\{speaker code\}\}: 10% off/);
    const partners = tactic(/Community partners/);
    expect(partners.template).toMatch(/A free ticket for you/);
    expect(partners.template).toMatch(/two minutes at your next meetup/);
  });

  it("posts on Bluesky, Discord and itch.io, and never on X", () => {
    expect(tactic(/Weekly posts/).name).toContain("Bluesky, Discord and itch.io, not X (Twitter)");
    expect(plan.strategySummary).toContain('You said "Twitter/X is dead for game devs now"');
    expect(checkPlanQuality(answers, plan, reading)).toEqual([]);
  });

  it("runs from 4 January to the day, with the early-bird push before 31 January and nothing after the event's week", () => {
    expect(plan.timeline.map((p) => p.weeks)).toEqual(["Weeks 1-2", "Weeks 3-4", "Weeks 5-7", "Weeks 8-9"]);
    expect(plan.timeline[1]!.title).toBe("The early-bird push to 31 January");
    expect(plan.timeline[2]!.tasks.join(" ")).toMatch(/pay the venue \(£3,000\)/);
    expect(plan.timeline[3]!.title).toBe("The last two weeks and the day: Saturday 6 March");
    expect(plan.timeline[3]!.tasks.join(" ")).toMatch(/thank-you/);
  });

  it("made in November, with the day after a quarter's weeks, sells towards it and holds the last two weeks back", () => {
    const early = buildPlan(answers, utcDay(2026, 10, 23));
    expect(early.timeline.map((p) => p.weeks).at(-1)).toBe("Weeks 11-13");
    expect(early.timeline.flatMap((p) => p.tasks).join("\n")).not.toMatch(/Two weeks before 6 March|Three days before|On Saturday 6 March 2027/);
    expect(early.timeline.at(-1)!.tasks.at(-1)).toMatch(/^Saturday 6 March falls after this plan's 13 weeks/);
    expect(early.strategySummary).toContain("The day falls in week 15, after this plan's 13 weeks");
  });

  it("puts a large budget into paid promotion judged by tickets, not into a tool's ads", () => {
    const big = buildPlan({ ...answers, budgetRange: "growth" }, FIXED_PLAN_DAY);
    const paid = big.tactics.find((t) => /Paid promotion/.test(t.name))!;
    expect(paid.successMetrics[0]).toMatch(/Cost per ticket by ad and newsletter, against a third of the £65 ticket/);
    expect(checkPlanQuality({ ...answers, budgetRange: "growth" }, big, readAnswers({ ...answers, budgetRange: "growth" }, FIXED_PLAN_DAY))).toEqual([]);
  });

  it("spends in pounds on print, pizza and a few tickets, and states each tactic's share", () => {
    expect(tactic(/Posters and flyers/).resourcesNeeded[0]).toMatch(/^Budget: about £\d+ a month, \d+% of the plan's spending/);
    expect(plan.tactics.map((t) => JSON.stringify(t)).join(" ")).not.toMatch(/\$\d/);
  });

  it("describes attendees who buy on payday and need a reason to give up a Saturday", () => {
    expect(plan.guerrillaTactics.map((g) => g.name).join(" ")).not.toMatch(/benchmark|deep-dive|one-command/i);
    expect(JSON.stringify(plan.marketingEducation)).toContain("The £45 early bird for North Game Dev Day ends at 23:59 on 31 January");
  });
});

describe("the checker on an AI plan for this event", () => {
  const phase = (weeks: string, tasks: string[]) => ({ title: "Phase", weeks, tasks });
  const base = { tactics: plan.tactics, timeline: plan.timeline };

  it("flags work dated after the day, but not the thank-you in its week", () => {
    const late = { ...base, timeline: [...plan.timeline.slice(0, 3), phase("Weeks 8-9", ["Publish the talk videos on 20 March", "Send the thank-you and feedback form on 7 March"])] };
    const found = checkPlanQuality(answers, late, reading).filter((f) => f.rule === "event");
    expect(found).toHaveLength(1);
    expect(found[0]!.reason).toContain("Publish the talk videos on 20 March");
  });

  it("flags a plan with no tickets, no early bird and no milestone", () => {
    const bare = {
      tactics: [{ name: "A README and docs", description: "Write docs.", implementation: ["Write the docs."], resourcesNeeded: [], successMetrics: [], template: "Hello" }],
      timeline: [phase("Weeks 1-9", ["Write docs"])],
    };
    const reasons = checkPlanQuality(answers, bare, reading).filter((f) => f.rule === "event").map((f) => f.reason);
    expect(reasons.join(" ")).toMatch(/Nothing in the plan sells tickets/);
    expect(reasons.join(" ")).toMatch(/Never mentions your £45 early bird/);
    expect(reasons.join(" ")).toMatch(/Nothing tracks your milestone \(100 by the end of January\)/);
  });

  it("flags posting on X, by either name", () => {
    const x = { ...plan.tactics[0]!, name: "Announce it", implementation: ["Post the lineup on X every Tuesday."] };
    const found = checkPlanQuality(answers, { ...base, tactics: [x] }, reading).filter((f) => f.rule === "challenge");
    expect(found[0]?.reason).toMatch(/Relies on X \(Twitter\), but you said: "Twitter\/X is dead for game devs now\."/);
  });

  it("tells the AI the day, the early bird, the arithmetic and to leave out README and trials", () => {
    const prompt = planMessages(answers).map((m) => m.content).join("\n");
    expect(prompt).toContain("An event selling tickets");
    expect(prompt).toContain("nothing is scheduled after it except the thank-you");
    expect(prompt).toContain("The early bird ends on 31 January 2027");
    expect(prompt).toMatch(/Does not work for them: X \(Twitter\)/);
  });
});

/*
 * Bristol Craft Fair: a Christmas craft fair with 60 local makers in Bristol's Paintworks on Saturday 11 and
 * Sunday 12 December 2027, tickets £5 and children free, 3,000 tickets for the weekend; last year Facebook
 * events sold 1,200, and there are two organisers. The plan starts on Monday 4 January 2027, so the fair is
 * in week 49 of a 12-month horizon: families and makers, not speakers, students or Discord servers.
 */
describe("a craft fair for families: makers, not speakers", () => {
  const fair = fixture("bristol-craft-fair").answers;
  const fairPlan = buildPlan(fair, FIXED_PLAN_DAY);
  const fairReading = readAnswers(fair, FIXED_PLAN_DAY);
  const names = fairPlan.tactics.map((t) => t.name);
  const fairText = [
    fairPlan.strategySummary,
    ...fairPlan.tactics.flatMap((t) => [t.name, t.why, t.description, ...t.implementation, ...t.resourcesNeeded, t.template]),
    ...fairPlan.timeline.flatMap((p) => [p.title, ...p.tasks]),
  ].join("\n");
  const everything = JSON.stringify(fairPlan);

  it("reads the weekend's first day as the event day, in week 49, and the plan's weeks stop there", () => {
    const e = fairReading.event!;
    expect(e.format).toBe("fair");
    expect(e.day?.day).toEqual(utcDay(2027, 11, 11));
    expect(e.day?.week).toBe(49);
    expect(e.days).toBe(2);
    expect(fairReading.planWeeks).toBe(49);
    expect(fairPlan.strategySummary).toContain("on Saturday 11 and Sunday 12 December 2027 (week 49)");
    expect(fairPlan.strategySummary).not.toMatch(/give it a date/);
    expect(everything).not.toMatch(/\{\{the event day\}\}|\{\{the day the early bird ends\}\}|early bird/i);
    expect(fairPlan.timeline.at(-1)!.title).toBe("The last two weeks and the day: Saturday 11 December");
  });

  it("reads other ways of writing a date: '11-12 December', 'on 6 March 2027', 'March 6-7'", () => {
    const on = (productDescription: string) => readAnswers({ ...fair, productDescription }, FIXED_PLAN_DAY).event!;
    expect(on("A craft fair with 60 makers in Bristol on 11-12 December. Tickets £5, children free.").day?.day).toEqual(utcDay(2027, 11, 11));
    expect(on("A craft fair with 60 makers in Bristol on 11-12 December. Tickets £5, children free.").days).toBe(2);
    expect(on("A craft fair with 60 makers in Bristol on 6 March 2027. Tickets £5.").day?.day).toEqual(utcDay(2027, 2, 6));
    expect(on("A craft fair with 60 makers in Bristol on March 6-7, 2027. Tickets £5.").day?.day).toEqual(utcDay(2027, 2, 6));
  });

  it("tells what the day has and who comes: makers and families, one £5 price, children free, Facebook events last year", () => {
    const e = fairReading.event!;
    expect(e.has).toEqual(["makers", "workshops"]);
    expect(e.makers).toEqual({ count: 60, word: "makers" });
    expect(e.crowd).toBe("public");
    expect(e.childrenFree).toBe(true);
    expect(e.students).toBe(false);
    expect(e.worked).toEqual({ channel: "Facebook events", tickets: 1200 });
    expect(e.tiers.map((t) => `${t.label} ${t.text}`)).toEqual(["full price £5"]);
    // The conference keeps its reading: talks for peers, with students named.
    expect(reading.event).toMatchObject({ crowd: "peers", students: true });
    expect(reading.event!.has).toContain("talks");
  });

  it("gives each maker a share kit and a code, leads with last year's Facebook event sized against 3,000, and adds listings and schools", () => {
    expect(names).toEqual([
      "A ticket page families can buy on a phone in two minutes, for Saturday 11 and Sunday 12 December 2027",
      "Each of 60 makers with a share kit and a ticket code of their own",
      "Facebook events again, and earlier: last year's 1,200 tickets, sized for 3,000",
      "What's-on listings, the local press, school newsletters and posters in Bristol",
      "The last two weeks before 11 December: reminders, the last tickets and the weekend itself",
    ]);
    expect(fairPlan.strategySummary).toContain("3,000 is 2.5 times that, so the other 1,800 must come from the makers' codes");
    const tickets = fairPlan.tactics[0]!;
    expect(tickets.template).toContain("£5 a ticket, for the day you choose");
    expect(tickets.template).toContain("Children: free");
    expect(fairPlan.tactics[1]!.template).toContain("tickets £5, children free");
  });

  it("never offers speakers, students, course leaders, Discord, builds or a doubled article to a fair's organiser", () => {
    expect(everything).not.toMatch(/\bspeakers?\b|\bstudents?\b|course leaders?|universit|Discord|\bbuilds\b|your build|playtest|\bThe the\b|\bthe the\b/i);
    expect(everything).not.toMatch(/talks they can use|on payday|buys on payday/i);
    expect(fairText).toMatch(/\bmakers?\b/);
  });

  it("describes families planning a day out, who hear of it from a maker, a Facebook event or a listing", () => {
    const p = buildProfile(fair, fairReading);
    expect(p.buyingProcess).toMatch(/from a maker they follow, a Facebook event, a listing, a school newsletter or a friend/);
    expect(JSON.stringify(p)).toMatch(/children go free/);
    expect(JSON.stringify(p)).not.toMatch(/day jobs?|study|Saturday: talks/);
  });

  it("speaks of the ticket page, the Facebook event and the posters in the marketing model and tips, not a shop's window or counter", () => {
    const model = JSON.stringify(fairPlan.marketingEducation);
    expect(model).toContain("use it in the first lines of the ticket page, the Facebook event");
    expect(model).toContain("“Bristol Craft Fair is on Saturday 11 and Sunday 12 December 2027 only: £5 a ticket, children free.”");
    expect(model).not.toMatch(/\bwindow\b|chalkboard|at the counter|in the chair/);
    expect(fairPlan.guerrillaTactics.map((g) => g.name)).toContain("Two tickets for each maker to give away");
    expect(JSON.stringify(fairPlan.guerrillaTactics)).not.toMatch(/early bird|meetup|server/i);
  });

  it("passes the checker, which flags a conference's speakers and student tickets in an AI plan for the fair", () => {
    expect(checkPlanQuality(fair, fairPlan, fairReading)).toEqual([]);
    const conferencePlan = { ...fairPlan, tactics: plan.tactics };
    const reasons = checkPlanQuality(fair, conferencePlan, fairReading).filter((f) => f.rule === "event").map((f) => f.reason).join(" ");
    expect(reasons).toMatch(/Announces speakers, but Bristol Craft Fair has makers, not talks/);
    expect(reasons).toMatch(/Sells student tickets through course leaders/);
    // The conference's own plan keeps its speakers and students unflagged.
    expect(checkPlanQuality(answers, plan, reading)).toEqual([]);
  });

  it("tells the AI the fair's two days, children free, the makers' kits and last year's Facebook events, and no speakers or students", () => {
    const prompt = planMessages(fair).map((m) => m.content).join("\n");
    expect(prompt).toContain("An event selling tickets to the public (families, couples)");
    expect(prompt).toContain("It runs 2 days; the first is the event day.");
    expect(prompt).toContain("Children go free");
    expect(prompt).toContain("a share kit and a tracking code for each of the 60 makers");
    expect(prompt).toContain("Last year Facebook events sold 1,200 tickets");
    expect(prompt).toContain("No speakers or talks, no student tickets or course leaders");
  });
});

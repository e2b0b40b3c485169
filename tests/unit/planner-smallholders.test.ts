import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality, type CheckedPlan } from "~/plan-quality/checker";
import { readAnswers } from "~/plan-quality/reading";
import { planToMarkdown } from "~/plan-view/markdown.server";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { checkedTactic, promptText } from "../support/plan-checks";

/*
 * ShambaSoil, soil testing by SMS for smallholder maize and potato farmers in Nakuru, Nyandarua and Uasin
 * Gishu (Kenya), KSh 500 a test with the result in Swahili within five days; most farmers have basic
 * phones, agro-dealers push their own brands, Facebook ads reached Nairobi; KSh 600,000 over six months
 * and 10,000 tests before the March planting. Each test reads what its founder would read in a plan made
 * on Monday 4 January 2027.
 */

const shamba = fixture("kenya-smallholder-soil-sms").answers;
const reading = readAnswers(shamba, FIXED_PLAN_DAY);
const plan = buildPlan(shamba, FIXED_PLAN_DAY);
const profile = buildProfile(shamba);
const markdown = planToMarkdown(plan, profile, shamba, FIXED_PLAN_DAY);
const tacticText = plan.tactics.map((t) => [t.name, t.description, ...t.implementation, t.template].join("\n")).join("\n");

describe("reading a service for smallholder farmers", () => {
  it("reads the crops, counties, language, price, goal, planting month and budget", () => {
    expect(reading.smallholders).toMatchObject({
      unit: "soil test",
      crops: ["maize", "potato"],
      areas: ["Nakuru", "Nyandarua", "Uasin Gishu"],
      language: "Swahili",
      price: 500,
      goal: 10000,
      seasonMonth: "March",
      resultDays: 5,
      dealersRival: true,
    });
    expect(reading.smallholders?.place).toMatchObject({ money: "M-Pesa", meeting: "chiefs' barazas", keyword: "UDONGO" });
    expect(reading.budget.said).toBe("KSh 100,000 a month");
  });

  it("reads farmers in Uganda, Nigeria or India on basic phones with their own ways, and not a farming podcast", () => {
    const ugandaAnswers = {
      ...shamba,
      specificCountry: "Uganda",
      productDescription: "Crop advice by SMS for smallholder coffee farmers: a field agent visits, USh 5,000 a season.",
      audiencePersona: "Smallholder coffee farmers in Masaka and Mbarara on basic phones.",
    };
    const uganda = readAnswers(ugandaAnswers, FIXED_PLAN_DAY);
    expect(uganda.smallholders?.place.money).toBe("MTN Mobile Money or Airtel Money");
    expect(uganda.smallholders?.areas).toEqual(["Masaka", "Mbarara"]);
    expect(uganda.smallholders?.unit).toBe("sign-up");
    expect(buildPlan(ugandaAnswers, FIXED_PLAN_DAY).strategySummary).not.toMatch(/\blab\b|sells sign-ups/);
    const india = readAnswers({ ...shamba, specificCountry: "India", productDescription: "Weather alerts by SMS for smallholder rice farmers in Odisha on feature phones." }, FIXED_PLAN_DAY);
    expect(india.smallholders?.place).toMatchObject({ money: "UPI", groups: "farmer producer organisations (FPOs) and self-help groups" });
    const fired = BUSINESS_FIXTURES.filter((f) => !["kenya-smallholder-soil-sms", "kenya-solar-irrigation-pumps"].includes(f.id) && readAnswers(f.answers, FIXED_PLAN_DAY).smallholders).map((f) => f.id);
    expect(fired).toEqual([]);
  });
});

describe("the plan ShambaSoil reads", () => {
  it("has none of the smartphone app's tactics it used to get", () => {
    // The strategy says once why none of them appear ("they are not on app stores or TikTok").
    const rest = markdown.replace("they are not on app stores or TikTok", "");
    expect(markdown).toContain("they are not on app stores or TikTok");
    expect(rest).not.toMatch(/TestFlight|Google Play|App Store|TikTok|subreddit|Reddit|screen-shared|share card|creators?\b|premium|streak/i);
    expect(markdown).not.toMatch(/\bCome in\b|by the till|seasonal specials|staff perk/i);
  });

  it("is made of agents, groups, barazas and extension officers, dealers, SMS and M-Pesa, radio and demo plots", () => {
    const names = plan.tactics.map((t) => t.name).join("\n");
    expect(names).toContain("Field agents from the farmers' own areas, paid per soil test");
    expect(names).toContain("Farmer groups, cooperatives and SACCOs as the unit of sale");
    expect(names).toContain("Introductions at chiefs' barazas and through the ward agricultural extension officer");
    expect(names).toContain("Agro-dealers as partners: a commission or a sample drop point");
    expect(names).toContain("An SMS opt-in by keyword or missed call, results in Swahili that name fertiliser sold nearby, and payment by M-Pesa");
    expect(names).toContain("vernacular radio in Kikuyu, Kalenjin and Swahili");
    expect(names).toContain("Demo plots and a field day with a visible difference");
  });

  it("counts back from the March planting: the last sample, the weeks, the tests a day and the agents that takes", () => {
    expect(plan.strategySummary).toContain("the last sample for this season on Saturday 6 February");
    expect(plan.strategySummary).toContain("That leaves five weeks for 10,000 soil tests: about 2,000 a week, 334 a working day, so about 23 field agents");
    expect(plan.strategySummary).toContain("paid from the KSh 500 each farmer pays, not from the marketing budget");
    expect(plan.strategySummary).toContain("With a budget of KSh 100,000 a month");
  });

  it("answers what the founder tried and what stands in the way", () => {
    expect(plan.strategySummary).toContain("You said online ads reached people in the city, not farmers");
    expect(plan.strategySummary).toContain("You said agro-dealers push their own brands");
  });

  it("asks consent by SMS, takes payment by M-Pesa and words the law and the stations as things to check", () => {
    expect(tacticText).toContain("SMS UDONGO to {{short code}}");
    expect(tacticText).toContain("Reply STOP at any time to stop");
    expect(tacticText).toContain("Kenya's Data Protection Act 2019 asks for a person's consent before marketing messages");
    expect(tacticText).toContain("Inooro FM or Kameme FM");
    expect(tacticText).toMatch(/check which ones farmers in each county tune to/);
    expect(tacticText).toContain("paybill {{paybill number}}");
  });

  it("puts the season's work before the last sampling day and the field day and harvest after planting", () => {
    const phases = plan.timeline.map((p) => p.tasks.join("\n"));
    expect(phases[0]).toContain("Recruit agents in each of Nakuru, Nyandarua and Uasin Gishu");
    expect(phases[0]).toContain("Ask the chief or assistant chief in each location for a few minutes at the next meeting");
    expect(phases[0]).toContain("In every slot, give the SMS keyword");
    expect(phases[1]).toContain("At planting, plant both strips on the same day");
    expect(phases[2]).toContain("hold a field day");
    expect(phases[3]).toContain("At harvest");
  });

  it("describes farmers who buy on trust and on the planting calendar", () => {
    const text = JSON.stringify(profile);
    expect(text).toContain("basic phone with SMS and M-Pesa, not a smartphone with data");
    expect(text).toContain("Buys fertiliser and seed for maize and potato from the nearest agro-dealer in the weeks before planting");
    expect(text).toContain("“The agro-dealer already tells me what to buy.”");
    expect(text).not.toMatch(/TikTok|store page|app-store search/);
  });

  it("gives quick wins, toolkit, tips and a marketing model for farmers", () => {
    const quick = plan.guerrillaTactics.map((q) => q.name).join("\n");
    expect(quick).toContain("A missed call or an SMS keyword printed on every sample bag");
    expect(markdown).toContain("Call five group chairpersons this week");
    expect(markdown).toContain("Count back from planting: every week before March is worth more than a month after it");
    expect(markdown).toContain("The last ShambaSoil samples for the March planting are taken on Saturday 6 February");
    expect(markdown).toContain("Open the first SMS, the agent's first words and the radio slot");
  });

  it("passes the checker", () => {
    expect(checkPlanQuality(shamba, plan, reading)).toEqual([]);
  });

  it("tells the AI who the farmers are, what reaches them and the season's arithmetic", () => {
    const prompt = promptText(shamba);
    expect(prompt).toContain("Its buyers are smallholder farmers, most on basic phones: no app-store, TestFlight, TikTok, Reddit");
    expect(prompt).toContain("field agents from the farmers' own areas paid per soil test");
    expect(prompt).toContain("The calendar (the last sample about three weeks before planting). Counted back from planting: March planting means the last sample for this season on Saturday 6 February");
    expect(markdown).toContain("Soil tests paid by M-Pesa, counted every Friday by agent, by group and by area");
  });
});

describe("the checker on a smallholder service's plan", () => {
  it("flags the smartphone app's plan ShambaSoil used to get", () => {
    const appPlan: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "Open beta through TestFlight and Google Play testing", description: "Open a public TestFlight link and a Google Play closed test." }),
        checkedTactic({ name: "Three short clips a week on TikTok", description: "Post three vertical clips a week on TikTok, Reels and Shorts." }),
        checkedTactic({ name: "Posting in subreddits", description: "Take part in three subreddits as the developer." }),
      ],
      timeline: [],
    };
    const findings = checkPlanQuality(shamba, appPlan, reading);
    expect(findings.filter((f) => f.rule === "channel-fit").map((f) => (f.target.kind === "tactic" ? f.target.index : -1))).toEqual([0, 1, 2]);
    expect(findings.filter((f) => f.target.kind === "plan").map((f) => f.note)).toEqual(
      expect.arrayContaining(["Misses who farmers trust", "Leaves out basic phones", "Ignores the planting calendar"]),
    );
  });

  it("leaves a plan with agents, SMS and the planting calendar alone", () => {
    const good: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "Field agents", description: "Field agents booked through farmer groups take samples before planting." }),
        checkedTactic({ name: "SMS opt-in", description: "Farmers opt in by SMS and get results by SMS." }),
      ],
      timeline: [],
    };
    expect(checkPlanQuality(shamba, good, reading).filter((f) => f.target.kind === "plan" && f.rule === "challenge")).toEqual([]);
  });

  it("keeps the Nairobi lunch marketplace's and the Lagos traders' plans their own", () => {
    for (const id of ["nairobi-lunch-marketplace", "lagos-market-traders-app"]) {
      const answers = fixture(id).answers;
      expect(readAnswers(answers, FIXED_PLAN_DAY).smallholders).toBeNull();
      const names = buildPlan(answers, FIXED_PLAN_DAY).tactics.map((t) => t.name).join("\n");
      expect(names).not.toMatch(/field agents|farmer groups|demo plots|barazas/i);
    }
  });
});

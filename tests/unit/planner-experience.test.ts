import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality, type CheckedPlan } from "~/plan-quality/checker";
import { experienceWordOf } from "~/plan-quality/experience";
import { readAnswers } from "~/plan-quality/reading";
import { planToMarkdown } from "~/plan-view/markdown.server";
import { fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { promptText } from "../support/plan-checks";

/*
 * Two experiences people book as a group or an outing, often as a present. Lockdown Leeds: three escape
 * rooms at £22 a person for groups of 2-6, full at weekends and empty on weekdays, a horror room opening in
 * March; Groupon brought bargain hunters who never came back; the goal is weekday bookings from 20 to 60 a
 * week and 25 corporate team bookings by the end of March. Mud & Flame: a Brighton pottery studio with 8
 * wheels whose £45 tasters sell out while its £240 six-week courses and £85 memberships do not fill; Instagram
 * ads cost too much; the goal is 48 course places a term and 30 members by the end of April. Each test reads
 * what its founder would read in a plan made on Monday 4 January 2027.
 */

function built(id: string) {
  const answers = fixture(id).answers;
  const plan = buildPlan(answers, FIXED_PLAN_DAY);
  const markdown = planToMarkdown(plan, buildProfile(answers), answers, FIXED_PLAN_DAY);
  const tacticText = plan.tactics.map((t) => [t.name, t.description, ...t.implementation, t.template].join("\n")).join("\n");
  return { answers, reading: readAnswers(answers, FIXED_PLAN_DAY), plan, markdown, tacticText, names: plan.tactics.map((t) => t.name) };
}

const rooms = built("leeds-escape-rooms-weekdays");
const studio = built("brighton-pottery-studio-courses");

/** What a bakery's, shop's or salon's plan gives that an experience's founder would read as someone else's. */
const SHOP_LINES = /pre-?orders|office breakfast|staff perk card|door drop|streets around the shop|rebook at every visit|stamp card|at the till/i;

describe("reading an experience booked as a group or an outing", () => {
  it("reads the escape rooms with their rooms, group sizes, price, new room and the goal's numbers", () => {
    expect(rooms.reading.kind).toBe("local");
    expect(rooms.reading.restaurant).toBeNull();
    expect(rooms.reading.experience).toMatchObject({
      form: "rooms",
      word: "escape rooms",
      rooms: 3,
      groupMin: 2,
      groupMax: 6,
      perHead: 22,
      symbol: "£",
      newRoom: "horror room",
      newRoomMonth: "March",
      weekdayNow: 20,
      weekdayGoal: 60,
      teamGoal: 25,
      byMonth: "March",
      dealSitesOut: true,
    });
  });

  it("reads the pottery studio's taster, course, membership and goal, and the ads it ruled out", () => {
    expect(studio.reading.kind).toBe("local");
    expect(studio.reading.trade).not.toBe("lessons");
    expect(studio.reading.experience).toMatchObject({
      form: "studio",
      word: "pottery studio",
      taster: "2-hour taster",
      tasterPrice: 45,
      course: "6-week wheel course",
      coursePrice: 240,
      membership: "open studio membership",
      memberPrice: 85,
      places: 8,
      coursePlacesGoal: 48,
      membersGoal: 30,
      byMonth: "April",
      adsOut: "Instagram ads",
    });
  });

  it("recognises other group experiences and studios, and not software or kits for them", () => {
    expect(experienceWordOf("An axe-throwing bar in Manchester with four lanes.")).toMatchObject({ form: "rooms" });
    expect(experienceWordOf("A cookery school in York with evening classes.")).toMatchObject({ form: "studio", word: "cookery school" });
    expect(experienceWordOf("Paint-and-sip evenings in a Bristol studio.")).toMatchObject({ form: "studio" });
    expect(experienceWordOf("Booking software for escape rooms and axe-throwing venues.")).toBeNull();
    expect(experienceWordOf("Online pottery classes on Zoom with clay kits posted to you.")).toBeNull();
  });
});

describe("the escape rooms' plan", () => {
  it("is made of an experience's tactics: team package, weekday prices, vouchers, the room launch, groups, reviews", () => {
    expect(rooms.names[0]).toMatch(/weekday team package for office managers and HR teams in Leeds/);
    expect(rooms.tacticText).toMatch(/£22 a head/);
    expect(rooms.tacticText).toMatch(/gift vouchers?/i);
    expect(rooms.tacticText).toMatch(/redeemed/);
    expect(rooms.tacticText).toMatch(/hen and stag/);
    expect(rooms.tacticText).toMatch(/TripAdvisor/);
    expect(rooms.names.join("\n")).toMatch(/Launch the horror room in March as an event/);
    expect(rooms.tacticText).toMatch(/preview night/);
    expect(rooms.tacticText).toMatch(/review blogs and listing sites; check which cover Leeds/);
  });

  it("gives no shop's, bakery's or salon's lines anywhere the founder reads", () => {
    expect(rooms.markdown).not.toMatch(SHOP_LINES);
    expect(rooms.markdown).not.toMatch(/\bis a pub\b/);
  });

  it("states the weekday arithmetic, times vouchers for the gifting days inside the plan, and leaves deal sites out", () => {
    const strategy = rooms.plan.strategySummary;
    expect(strategy).toMatch(/40 more bookings a week, about 10 more each day from Monday to Thursday/);
    expect(strategy).toMatch(/25 corporate team bookings by March is about 2 a week/);
    expect(strategy).toMatch(/Groupon/);
    expect(rooms.tacticText).toMatch(/Valentine's Day on 14 February and Mother's Day on 7 March/);
    expect(rooms.tacticText).not.toMatch(/\b(?:groupon|wowcher)\b/i);
  });

  it("reads its buyers as groups, organisers and office teams in the profile, quick wins and toolkit", () => {
    expect(rooms.markdown).toMatch(/one organiser decides for the group/);
    expect(rooms.markdown).toMatch(/Offer a weekday slot to every group you turned away at the weekend/);
    expect(rooms.markdown).toMatch(/office managers and HR teams within a walk/);
    expect(rooms.markdown).not.toMatch(/clay|taster/i);
  });

  it("passes the checker with no findings", () => {
    expect(checkPlanQuality(rooms.answers, rooms.plan as CheckedPlan, rooms.reading)).toEqual([]);
  });
});

describe("the pottery studio's plan", () => {
  it("leads with turning tasters into courses and course graduates into members", () => {
    expect(studio.names[0]).toMatch(/Every 2-hour taster ends with the next step/);
    expect(studio.names[1]).toMatch(/Members from course graduates/);
    expect(studio.tacticText).toMatch(/The next morning, send the follow-up email/);
    expect(studio.tacticText).toMatch(/When pots are collected after firing/);
    expect(studio.tacticText).toMatch(/£45 off the 6-week wheel course \(£240\)/);
  });

  it("sells vouchers, date nights and groups, and shows students' work at makers' markets", () => {
    expect(studio.tacticText).toMatch(/gift vouchers?/i);
    expect(studio.tacticText).toMatch(/expiry/);
    expect(studio.names.join("\n")).toMatch(/Date-night sessions for couples/);
    expect(studio.names.join("\n")).toMatch(/makers' markets/);
  });

  it("does the course arithmetic and keeps paid ads out, as the founder asked", () => {
    const strategy = studio.plan.strategySummary;
    expect(strategy).toMatch(/48 course places a term \(6 courses of 8\)/);
    expect(strategy).toMatch(/£11,520 a term/);
    expect(strategy).toMatch(/Instagram ads cost too much/);
    expect(studio.tacticText).not.toMatch(/\b(?:instagram|meta|facebook) ads\b/i);
  });

  it("gives no shop's or salon's lines, and no escape room's", () => {
    expect(studio.markdown).not.toMatch(SHOP_LINES);
    expect(studio.markdown).not.toMatch(/escape room|last clue|new room/i);
  });

  it("passes the checker with no findings", () => {
    expect(checkPlanQuality(studio.answers, studio.plan as CheckedPlan, studio.reading)).toEqual([]);
  });
});

describe("checker rules for an experience", () => {
  it("catches a bakery's plan for escape rooms: shop lines, no team bookings, no vouchers", () => {
    const base = rooms.plan.tactics.find((t) => /reviews/.test(t.name))!;
    const shop: CheckedPlan = {
      ...rooms.plan,
      tactics: [
        { ...base, name: "Seasonal specials and holiday pre-orders", description: "A seasonal list with a last order date and collection slots.", implementation: ["Take pre-orders at the counter."], template: "Pre-orders are open at Lockdown Leeds!" },
        { ...base, name: "A staff perk card for nearby workplaces", description: "Give workplaces a perk card.", implementation: ["Drop cards at offices."], template: "Lockdown Leeds perk card for your staff." },
      ],
    } as CheckedPlan;
    const findings = checkPlanQuality(rooms.answers, shop, rooms.reading);
    const reasons = findings.map((f) => f.reason).join("\n");
    expect(reasons).toMatch(/for other kinds of business/);
    expect(reasons).toMatch(/no tactic sells a weekday team package/);
    expect(reasons).toMatch(/no tactic sells gift vouchers/);
  });

  it("catches a studio plan with no taster-to-course step, and a deal site brought back for the escape rooms", () => {
    const noCourse: CheckedPlan = { ...studio.plan, tactics: studio.plan.tactics.filter((t) => !/taster|course/i.test(`${t.name} ${t.description} ${t.implementation.join(" ")} ${t.template}`)) } as CheckedPlan;
    expect(checkPlanQuality(studio.answers, noCourse, studio.reading).map((f) => f.reason).join("\n")).toMatch(/no tactic turns a taster into a course booking/);
    const base = rooms.plan.tactics[1]!;
    const deal: CheckedPlan = { ...rooms.plan, tactics: [...rooms.plan.tactics, { ...base, name: "A Groupon deal for weekday slots", description: "List a weekday deal on Groupon.", implementation: ["Set up the Groupon deal."], template: "Lockdown Leeds on Groupon: two for one on weekdays." }] } as CheckedPlan;
    expect(checkPlanQuality(rooms.answers, deal, rooms.reading).map((f) => f.reason).join("\n")).toMatch(/puts a deal site back in/);
  });

  it("tells the AI what an experience's plan is made of", () => {
    const roomsPrompt = promptText(rooms.answers);
    expect(roomsPrompt).toMatch(/weekday team package for HR and office managers/);
    expect(roomsPrompt).toMatch(/no deal-site discounts/);
    expect(roomsPrompt).toMatch(/voucher expiry/);
    const studioPrompt = promptText(studio.answers);
    expect(studioPrompt).toMatch(/turned into a 6-week wheel course booking/);
    expect(studioPrompt).toMatch(/no paid social ads/);
  });
});

import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality, type CheckedPlan } from "~/plan-quality/checker";
import { childcareWordOf } from "~/plan-quality/childcare";
import { readAnswers } from "~/plan-quality/reading";
import { planToMarkdown } from "~/plan-view/markdown.server";
import type { PlanFormData } from "~/wizard/types";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { checkedTactic, promptText } from "../support/plan-checks";

/*
 * Little Acorns: a new day nursery in Didcot for babies and children aged 6 months to 5 years, 48 places, open
 * 7:30-18:30 all year, a forest school afternoon every week, Ofsted registered, opened in September, 19 children,
 * the 15 and 30 funded hours. Its parents commute to Oxford, Harwell campus or London and choose 6-12 months
 * before going back to work; they visit three nurseries, ask in the local parents' Facebook groups and read
 * Ofsted reports. "Parents book visits and then go with the nursery their friends use. We have no Ofsted
 * inspection grade yet." Goal: 40 children enrolled by April. It used to get a shop's plan (a text when the
 * yearly service is due, a staff perk card, gift vouchers, a review card by the till). Each test reads what
 * the founder would read in a plan made on Monday 4 January 2027.
 */

const answers = fixture("didcot-day-nursery-places").answers;
const reading = readAnswers(answers, FIXED_PLAN_DAY);
const plan = buildPlan(answers, FIXED_PLAN_DAY);
const profile = buildProfile(answers);
const markdown = planToMarkdown(plan, profile, answers, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);
const tacticText = plan.tactics.map((t) => [t.name, t.why, t.description, ...t.implementation, t.template].join("\n")).join("\n");
const byName = (start: string) => plan.tactics.find((t) => t.name.startsWith(start))!;

/** A childminder and an after-school club, described their own way, from the nursery's answers. */
const childminder: PlanFormData = {
  ...answers,
  productName: "Busy Bees Childminding",
  productDescription:
    "A registered childminder in Chorlton, Manchester, caring for up to 6 children aged 1-4 in my home, 8am-6pm Monday to Thursday, with daily trips to the park and the library. Ofsted registered since June, 3 children so far. I take funded hours for 2, 3 and 4 year olds.",
  localRegion: "Chorlton and Whalley Range",
  audiencePersona: "Parents of toddlers in Chorlton who want a small home setting rather than a big nursery, often going back to work part-time. They ask in the Chorlton parents' Facebook group and at baby groups.",
  successMetrics: "6 children by June",
  challenges: "Nobody knows childminders exist as an option.",
  budgetRange: "bootstrapped",
};
const club: PlanFormData = {
  ...answers,
  productName: "Kingfisher Club",
  productDescription:
    "An after-school and holiday club in Headington, Oxford, for children aged 4-11, collecting from three primary schools and open until 6pm, with a holiday club in every school holiday. 30 places, 18 children booked this term.",
  localRegion: "Headington, Oxford",
  audiencePersona: "Working parents of primary school children at the three schools we collect from, who need care until 6pm and in the holidays. They talk at the school gate and in the class WhatsApp groups.",
  successMetrics: "28 children booked for the summer term",
  challenges: "Parents book the holiday club at the last minute.",
  budgetRange: "bootstrapped",
};

/** What a shop's plan says that means nothing to a nursery. */
const SHOP_LINES = /\bby the till\b|\bat the till\b|\bregulars\b|\bstamp cards?\b|\bgift vouchers?\b|\byearly service\b|\bstaff perk\b|\bshop window\b|\bbest sellers\b|\bin the chair\b|\bquiet months\b|\bBring-a-neighbour\b/i;

describe("reading a childcare setting", () => {
  it("reads the day nursery, its places, children, hours, funding, the missing grade, the friends and the employers", () => {
    expect(reading.kind).toBe("local");
    expect(reading.country).toBe("United Kingdom");
    expect(reading.audience).toBe("working parents of babies and toddlers");
    expect(reading.childcare).toMatchObject({
      form: "nursery",
      word: "day nursery",
      ages: "6 months to 5 years",
      places: 48,
      children: 19,
      goalChildren: 40,
      byMonth: "April",
      hours: "7:30-18:30",
      closes: "18:30",
      allYear: true,
      funded: true,
      fundedSaid: "the 15 and 30 funded hours",
      feature: "a forest school afternoon every week",
      noGrade: true,
      friends: true,
      visitsLeak: true,
      commute: ["Oxford", "Harwell campus", "London"],
      employers: ["Harwell campus"],
      leadMonths: [6, 12],
      opened: "September",
      nation: "england",
      town: "Didcot",
    });
    // "Read Ofsted reports" is what parents read about a nursery, not a paper to pitch.
    expect(reading.outlets).toEqual([]);
  });

  it("recognises a childminder, a club, a pre-school and a US daycare, and not a plant nursery, a doggy daycare or software for nurseries", () => {
    expect(childcareWordOf("A registered childminder in Chorlton, caring for up to 6 children.")).toEqual({ form: "childminder", word: "childminder" });
    expect(childcareWordOf("An after-school and holiday club in Headington for children aged 4-11.")).toEqual({ form: "club", word: "after-school and holiday club" });
    expect(childcareWordOf("A pre-school in the village hall for 2-5 year olds.")).toEqual({ form: "nursery", word: "pre-school" });
    expect(childcareWordOf("A licensed daycare center in Austin, Texas, for infants and toddlers.")).toEqual({ form: "nursery", word: "daycare center" });
    expect(childcareWordOf("A family plant nursery in Didcot growing perennials and shrubs.")).toBeNull();
    expect(childcareWordOf("A doggy daycare in Didcot for dogs of all sizes.")).toBeNull();
    expect(childcareWordOf("Booking and invoicing software for day nurseries and childminders.")).toBeNull();
    expect(childcareWordOf("Nursery furniture and prints, handmade in Bristol.")).toBeNull();
    expect(childcareWordOf("A phonics app for children aged 4-7.")).toBeNull();
    expect(childcareWordOf("Swimming lessons for babies and children aged 3 months to 11 years.")).toBeNull();
  });

  it("reads the childminder and the club from their own words", () => {
    expect(readAnswers(childminder, FIXED_PLAN_DAY).childcare).toMatchObject({ form: "childminder", word: "childminder", ages: "1-4", closes: "6pm", children: 3, goalChildren: 6, nation: "england" });
    expect(readAnswers(club, FIXED_PLAN_DAY).childcare).toMatchObject({ form: "club", word: "after-school and holiday club", places: 30, children: 18, goalChildren: 28 });
  });

  it("fires for no other fixture: the phonics app, the exam tutor, the piano teacher and the schools' supplier included", () => {
    const others = BUSINESS_FIXTURES.filter((f) => f.id !== "didcot-day-nursery-places");
    expect(others.filter((f) => readAnswers(f.answers, FIXED_PLAN_DAY).childcare !== null).map((f) => f.id)).toEqual([]);
  });
});

describe("Little Acorns' plan", () => {
  it("wins families at the show-round and keeps them until their start date, with parents, employers, groups, fees and the inspection", () => {
    expect(names).toEqual([
      "Show-rounds at times working parents can come, followed up within two days with a start date and a deposit",
      "A waiting list by start date, planned around each family's return to work",
      "Current parents who speak to families choosing: a settling-in story and a parent to ring",
      "Harwell campus employers: a lunchtime session on funded hours and Tax-Free Childcare, and priority places for their staff",
      "Where parents ask: the parents' Facebook groups, NCT and baby groups, health visitors and the children's centre",
      "Google Business Profile and a fees page: funded hours and Tax-Free Childcare worked out in plain words",
      "No Ofsted grade yet, said plainly: what is already checked, and what the first inspection looks at",
      "Google search ads on 'nursery Didcot', sent to the page that books a show-round",
    ]);
  });

  it("offers show-rounds commuting parents can make and follows each one up with a start date", () => {
    const visits = byName("Show-rounds");
    expect(visits.description).toContain("Offer show-rounds at 17:30, while the rooms are still busy, and at 18:30, after you close, for parents on their way back from work, and a Saturday open morning once a month.");
    expect(visits.template).toContain("For a start on {{start date}}, the week you go back to work, we would plan settling-in sessions in the two weeks before.");
    expect(visits.template).toContain("here are the registration form and the deposit: {{link to the form}}");
  });

  it("makes current parents the friends families ask, with written permission and no child's name or photo", () => {
    const voices = byName("Current parents");
    expect(voices.why).toContain("Parents go with the day nursery their friends use because a friend answers what no visit can");
    expect(voices.template).toContain("Families looking round Little Acorns often ask to speak to a parent here.");
    expect(voices.template).toContain("only with your written permission; we never use children's names or photos");
    expect(voices.implementation.join(" ")).toContain("offer nothing in return (Google's rules forbid it)");
  });

  it("writes to Harwell campus's employers with a neutral session, the funding worded as a check", () => {
    const employers = byName("Harwell campus employers");
    expect(employers.template).toContain("I run Little Acorns, a day nursery in Didcot, open 7:30-18:30 all year. Many families near us work at Harwell campus.");
    expect(employers.implementation.join(" ")).toContain("a workplace nursery salary-sacrifice scheme (check the current rules with their payroll and on gov.uk)");
    expect(employers.description).toContain("how the 15 and 30 funded hours and Tax-Free Childcare work (check the current rules on gov.uk)");
  });

  it("names the places parents ask as examples to check, and meets the missing grade honestly", () => {
    expect(byName("Where parents ask").description).toContain("for example the Didcot parents' Facebook groups, NCT and other antenatal groups, baby and toddler groups in church halls and libraries, the health visitors' clinics and the family hub or children's centre; check which exist and what each allows");
    const inspection = byName("No Ofsted grade yet");
    expect(inspection.template).toContain("We opened in {{month and year}} and have not had our first inspection yet.");
    expect(inspection.description).toContain("Never claim or hint at a grade you have not been given.");
    expect(byName("Google Business Profile").template).toContain("2. The 15 and 30 funded hours and Tax-Free Childcare: who qualifies and what they cover (check the current rules on gov.uk).");
  });

  it("states the goal's arithmetic and hears what the founder said", () => {
    expect(markdown).toContain("40 children by April is 21 more than the 19 with you today, about two new families a week over the 13 weeks to your deadline.");
    expect(markdown).toContain("that is four to six show-rounds a week");
    expect(markdown).toContain("48 places on five weekdays is 240 full days a week");
    expect(markdown).toContain("decide whether '40 children' counts registrations with a deposit and a start date or children attending by April");
    expect(markdown).toContain("You said \"parents book visits and then go with the nursery their friends use\": so the plan makes your own parents the friends families ask");
    expect(markdown).toContain("You have no Ofsted grade yet: nothing in this plan claims or hints at one");
    expect(markdown).toContain("No photo of a child is used anywhere without the parents' written consent, and no child is named");
  });

  it("describes parents choosing childcare, with quick wins, tips, a toolkit and a marketing model for a nursery", () => {
    expect(profile.overview).toContain("Parents choose a day nursery 6-12 months before they go back to work: they visit two or three settings");
    expect(profile.objections.join(" ")).toContain("You haven't been inspected yet: how do I know it's good?");
    expect(plan.guerrillaTactics.map((t) => t.name)).toEqual([
      "Ring every family who looked round and did not register",
      "Ask for the return-to-work date when a show-round is booked",
      "A small poster at the baby groups and the family hub or children's centre, where the organisers say yes",
      "Check your entry on the register and link to it",
    ]);
    expect(markdown).toContain("Follow up every show-round within two days, and make five parent contacts a week");
    expect(markdown).toContain("Your real rival is the day nursery a friend's child already goes to");
    expect(markdown).toContain("Go back to work knowing your child is happy and known by name, at Little Acorns in Didcot, with a forest school afternoon every week.");
    expect(markdown).toContain("never a child without the parents' written consent for that photo");
  });

  it("has none of the shop's lines it used to get, and addresses no child", () => {
    expect(markdown).not.toMatch(SHOP_LINES);
    expect(tacticText).not.toMatch(/(?<!\{)\{[a-zA-Z]+\}(?!\})/);
    expect(markdown).not.toMatch(/\b(?:rated|graded) (?:outstanding|good)\b/i);
  });

  it("passes the checker", () => {
    expect(checkPlanQuality(answers, plan, reading)).toEqual([]);
  });
});

describe("a childminder's and a club's plans", () => {
  it("gives a childminder visits in her home, a waiting list and parents' word, and no employer sessions she did not name", () => {
    const minder = buildPlan(childminder, FIXED_PLAN_DAY);
    const text = minder.tactics.map((t) => [t.name, t.description, ...t.implementation, t.template].join("\n")).join("\n");
    expect(minder.tactics.map((t) => t.name)).toEqual([
      "Visits at times working parents can come, followed up within two days with a start date and a deposit",
      "A waiting list by start date, planned around each family's return to work",
      "Current parents who speak to families choosing: a settling-in story and a parent to ring",
      "Where parents ask: the parents' Facebook groups, NCT and baby groups, health visitors and the children's centre",
      "Google Business Profile and a fees page: funded hours and Tax-Free Childcare worked out in plain words",
    ]);
    expect(text).toContain("Offer visits at 5pm, while the children are still with you, and at 6pm, after you close");
    expect(text).toContain("The room and you, and anyone who works with you; a typical day, meals and sleep.");
    expect(checkPlanQuality(childminder, minder)).toEqual([]);
  });

  it("gives a club term and holiday bookings and the schools' parents, not a baby's waiting list", () => {
    const clubPlan = buildPlan(club, FIXED_PLAN_DAY);
    const clubNames = clubPlan.tactics.map((t) => t.name);
    expect(clubNames).toContain("Next term's places and the holiday weeks, booked early by school and by day");
    expect(clubNames).toContain("Where parents ask: the schools' parents' groups, PTA newsletters and the school office");
    expect(clubNames.join(" ")).not.toMatch(/return to work|employers/);
    expect(clubPlan.tactics.map((t) => t.template).join(" ")).toContain("two afternoons a week: {{cost}}; five afternoons: {{cost}}; a holiday week: {{cost}}");
    expect(checkPlanQuality(club, clubPlan)).toEqual([]);
  });
});

describe("the AI prompt and the checker on a childcare setting", () => {
  it("tells the AI what a nursery's plan is made of, and the rules to check", () => {
    const prompt = promptText(answers);
    expect(prompt).toContain("A day nursery: early-years childcare whose customers are the parents (never address the children)");
    expect(prompt).toContain("explain the 15 and 30 funded hours and Tax-Free Childcare plainly and tell parents to check the current rules on gov.uk");
    expect(prompt).toContain("no photo of a child without the parents' written consent, no child's name, and never invent or hint at an inspection grade from Ofsted");
    expect(prompt).toContain("the employers at Harwell campus (an information session on funded hours and Tax-Free Childcare, priority places)");
  });

  it("flags the shop's plan Little Acorns used to get", () => {
    const shopPlan: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "A text to past customers when their yearly service is due", description: "Text every customer when their yearly service is due, offering the quiet months first." }),
        checkedTactic({ name: "A staff perk card for nearby workplaces", description: "Offer the staff of nearby offices a perk card for 10% off." }),
        checkedTactic({ name: "Gift vouchers for birthdays", description: "Sell gift vouchers at the counter." }),
        checkedTactic({ name: "Ask every regular for an honest Google review", description: "Put one card by the till and reply to every review." }),
      ],
      timeline: [],
    };
    const findings = checkPlanQuality(answers, shopPlan, reading);
    expect(findings.filter((f) => f.rule === "channel-fit").map((f) => (f.target.kind === "tactic" ? f.target.index : -1))).toEqual([0, 1, 2, 3]);
    const notes = findings.filter((f) => f.target.kind === "plan").map((f) => f.note);
    expect(notes).toEqual(expect.arrayContaining(["Leaves show-rounds unfollowed", "Leaves friends' recommendations to the rivals", "Leaves the employers out"]));
  });

  it("flags an invented grade, children's photos without consent and funding rules stated as fact", () => {
    const careless: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "Show-rounds", description: "Follow up every show-round with the registration form and a deposit. Current parents who agree speak to families choosing; Harwell campus employers get a session." }),
        checkedTactic({ name: "Posts", description: "Post photos of the children at forest school every week, and say we are an Ofsted Outstanding nursery. Funded hours cover 30 hours a week for every family." }),
      ],
      timeline: [],
    };
    const notes = checkPlanQuality(answers, careless, reading).map((f) => f.note);
    expect(notes).toEqual(expect.arrayContaining(["Claims a grade it has not been given", "Photos of children without consent", "Funding rules stated as fact"]));
    expect(notes).not.toContain("Leaves show-rounds unfollowed");
  });

  it("leaves the phonics app's plan alone", () => {
    const phonics = fixture("uk-phonics-app-young-children").answers;
    expect(readAnswers(phonics, FIXED_PLAN_DAY).childcare).toBeNull();
    expect(checkPlanQuality(phonics, buildPlan(phonics, FIXED_PLAN_DAY))).toEqual([]);
  });
});

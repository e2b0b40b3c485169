import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality, type CheckedPlan } from "~/plan-quality/checker";
import { FEAR_SELLING, homeCareWordOf } from "~/plan-quality/home-care";
import { readAnswers } from "~/plan-quality/reading";
import { planToMarkdown } from "~/plan-view/markdown.server";
import type { PlanFormData } from "~/wizard/types";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { checkedTactic, promptText } from "../support/plan-checks";

/*
 * Kindred Hours: a home care agency in Brighton and Hove (carers who visit older people at home for washing,
 * meals, medication prompts and company; CQC registered this spring; 12 carers on the living wage; £32 an hour,
 * minimum two hours a week). Daughters and sons choose in a crisis after a discharge, on the word of the GP,
 * the discharge team or a friend; some pay with direct payments. The big agencies are on every search,
 * families don't trust a new agency with mum, and clients can't be taken on faster than carers are recruited;
 * 300 paid care hours a week by March. It used to get a shop's plan (gift vouchers, a review card by the till,
 * search ads "within a short drive of the shop") with the client's two-hour minimum read as the founder's
 * time. The variations check the same reading for a live-in care agency, a US in-home senior care franchise
 * and a companionship service. Each test reads what its founder would read in a plan made on Monday 4 January 2027.
 */

const answers = fixture("brighton-home-care-agency").answers;

function made(a: PlanFormData) {
  const reading = readAnswers(a, FIXED_PLAN_DAY);
  const plan = buildPlan(a, FIXED_PLAN_DAY);
  const markdown = planToMarkdown(plan, buildProfile(a, reading), a, FIXED_PLAN_DAY);
  const names = plan.tactics.map((t) => t.name);
  const tacticText = plan.tactics.map((t) => [t.name, t.why, t.description, ...t.implementation, t.template].join("\n")).join("\n");
  return { reading, plan, markdown, names, tacticText };
}

const kindred = made(answers);

/** What a shop's plan says that means nothing to a family choosing care for a parent. */
const SHOP_LINES = /\bby the till\b|\bat the till\b|\bregulars\b|\bstamp cards?\b|\bgift vouchers?\b|\bshop window\b|\bchalkboard\b|\bBring-a-neighbour\b|\bshort drive of the shop\b|\bin the chair\b|\bwalking distance\b/i;

const liveIn: PlanFormData = {
  ...answers,
  productName: "Hearthside Live-in Care",
  productDescription:
    "A live-in care agency in Surrey: carers who live in with older people so they can stay at home, helping with personal care, meals, medication and company, day and night. CQC registered and rated Good, 30 live-in carers, £1,250 a week.",
  localRegion: "Surrey",
  budgetRange: "early",
  timeHorizon: "mid-term",
  successMetrics: "20 new live-in clients by June",
  challenges: "Care homes look cheaper at first sight. Families take weeks to decide.",
};

const franchise: PlanFormData = {
  ...answers,
  productName: "BrightPath Senior Care of Tucson",
  productDescription:
    "An in-home senior care franchise in Tucson, Arizona: non-medical caregivers who help seniors with bathing, meals, errands and companionship, $34 an hour, four-hour minimum per visit. State licensed, 18 caregivers.",
  localRegion: "Tucson, Arizona",
  audiencePersona:
    "Adult children aged 45-65 of seniors aged 80+ in Tucson, often living out of state, who look for help after a fall or a hospital stay. They search online, ask the hospital discharge planner and read reviews.",
  budgetRange: "growth",
  timeHorizon: "mid-term",
  successMetrics: "500 billable hours a week by September",
  challenges: "National franchises outspend us on Google. We lose caregivers to hospitals.",
};

const companions: PlanFormData = {
  ...answers,
  productName: "Good Company York",
  productDescription:
    "A companionship service for older people in York: companions who visit for conversation, walks, shopping and trips to appointments, £25 an hour. No personal care. Three companions so far.",
  localRegion: "York",
  audiencePersona:
    "Older people who live alone and feel lonely, and their sons and daughters who live far away and want someone to check in. They hear about help from the GP, church and friends.",
  budgetRange: "bootstrapped",
  primaryGoal: "signups",
  successMetrics: "25 regular clients by the end of April",
  challenges: "People don't know we exist. Older people don't search online.",
};

describe("reading a care-at-home business", () => {
  it("reads Kindred Hours: the agency, its price and minimum, its carers, the goal and what the founder said", () => {
    expect(kindred.reading.kind).toBe("local");
    expect(kindred.reading.homeCare).toMatchObject({
      word: "home care agency",
      hourly: 32,
      symbol: "£",
      minHours: 2,
      minPer: "week",
      services: "washing, meals, medication prompts and company",
      carers: 12,
      livingWage: true,
      registered: true,
      rating: null,
      goalHours: 300,
      byMonth: "March",
      directPayments: true,
      discharge: true,
      recruitLimit: true,
      rival: "the big agencies",
      rivalSearch: true,
      trustWorry: "Families don't trust a new agency with mum",
      carerWord: "carer",
      uk: true,
      nation: "England",
    });
    // "Minimum two hours a week" is what a client books, not the hours the founder has for marketing.
    expect(kindred.reading.timeLimit).toBeNull();
    expect(kindred.reading.weeklyHours).toBeNull();
    expect(kindred.reading.audience).toBe("daughters and sons of older parents");
  });

  it("reads a live-in agency, a US franchise and a companionship service in their own terms", () => {
    expect(readAnswers(liveIn, FIXED_PLAN_DAY).homeCare).toMatchObject({ liveIn: true, weekly: 1250, rating: "Good", goalClients: 20, carers: 30 });
    expect(readAnswers(franchise, FIXED_PLAN_DAY).homeCare).toMatchObject({ word: "in-home care franchise", hourly: 34, symbol: "$", minHours: 4, minPer: "visit", goalHours: 500, carers: 18, us: true, state: "Arizona", carerWord: "caregiver", parent: "Mom" });
    expect(readAnswers(companions, FIXED_PLAN_DAY).homeCare).toMatchObject({ word: "companionship service", companionship: true, carerWord: "companion", goalClients: 25, uk: true, registered: false });
  });

  it("recognises care at home, and not software for it, an app, a nurse agency, cleaning, childcare or pets", () => {
    expect(homeCareWordOf("Domiciliary care in Leeds for older people and adults with disabilities.")).toMatchObject({ word: "home care agency" });
    expect(homeCareWordOf("A senior home care agency in Ohio.")).toMatchObject({ word: "in-home care agency" });
    for (const pitch of [
      "Rota software for home care agencies.",
      "An app that helps families find home care for their parents.",
      "A care agency supplying nurses to hospitals.",
      "A home cleaning service for busy families in Austin.",
      "A nanny agency in London: childcare at home.",
      "A dog walking and pet care at home service.",
      "A range of eco home care products: laundry and surface cleaners.",
      "Online companionship calls for lonely seniors by video.",
    ]) {
      expect(homeCareWordOf(pitch), pitch).toBeNull();
    }
  });

  it("fires for no other fixture: the vet, the physio, the mortgage broker, the over-50s dating app, the parent check-in app and the cleaner included", () => {
    const others = BUSINESS_FIXTURES.filter((f) => f.id !== "brighton-home-care-agency");
    expect(others.filter((f) => readAnswers(f.answers, FIXED_PLAN_DAY).homeCare !== null).map((f) => f.id)).toEqual([]);
  });
});

describe("Kindred Hours' plan", () => {
  it("is a care agency's plan: the crisis call, the price page, the people who refer families, recruiting, the carers, the council and charities, families' reviews", () => {
    expect(kindred.names).toEqual([
      "Ready for the crisis call: a callback the same day and a free home assessment within 48 hours",
      "A plain price page and Google profile: £32 an hour, two hours a week minimum, and what a visit includes",
      "The hospital discharge team, GP practices' care coordinators and social prescribers: a note every Monday of where you can start",
      "Recruit carers ahead of the hours you sell: a carer referral bonus, a capacity line every Monday and an honest waiting list",
      "Meet the carers: names and faces with their consent, the registration with the CQC, and the carer at the first visit",
      "The council's direct payments team, Age UK, the carers' centre and solicitors: where families ask before they know who to call",
      "Reviews from families on homecare.co.uk and Google, asked with consent and with nothing about anyone's health",
    ]);
  });

  it("writes in what the answers say: the price, the minimum, what a visit includes, the carers, the searches, how families pay", () => {
    expect(kindred.tacticText).toContain("Our price is £32 an hour, two hours a week minimum, and that covers washing, meals, medication prompts and company.");
    expect(kindred.tacticText).toContain("If someone needs help urgently, call 999 or NHS 111.");
    expect(kindred.tacticText).toContain("How will the care be paid for: savings, direct payments from the council, or not sure yet?");
    expect(kindred.tacticText).toContain("'home care Brighton', 'home care Hove', 'carers for elderly parent Brighton'");
    expect(kindred.tacticText).toContain("Kindred Hours is a home care agency in Brighton and Hove: twelve carers, all paid the living wage, visiting older people at home");
    expect(kindred.tacticText).toContain("How to pay: from savings, or with direct payments from the council: we accept both.");
    expect(kindred.tacticText).toContain("This week Kindred Hours can start new visits in {{areas}}");
    expect(kindred.tacticText).toContain("a DBS check before you start");
  });

  it("shows the registration and never a rating the founder hasn't given", () => {
    expect(kindred.tacticText).toContain("Registered with the Care Quality Commission (CQC) since {{month and year}}. As a new service we have not been inspected yet; our rating will be shown here once we are.");
    expect(kindred.markdown).not.toMatch(/\brated (?:Good|Outstanding)\b|\b(?:Good|Outstanding) rating\b/);
  });

  it("asks families for reviews with consent and nothing about anyone's health, and replies without mentioning the client", () => {
    expect(kindred.tacticText).toContain("Please leave out anything about {{their parent's name}}'s health or care needs");
    expect(kindred.tacticText).toContain("We never discuss anyone's care in public");
    expect(kindred.tacticText).toContain("check the ASA's CAP Code (no claim you can't back up, no testimonial without consent)");
  });

  it("paces every family to the carers: the capacity line, a referral bonus, an honest waiting list, and most of the money on recruiting", () => {
    expect(kindred.tacticText).toContain("Before any family is given a start date, check the capacity line");
    expect(kindred.tacticText).toContain("Our carers are full in {{part of town}} this week, and we won't promise visits we can't keep.");
    expect(kindred.markdown).toContain("You said you can't take on clients faster than you can recruit carers, so recruiting runs as a tactic of its own and takes most of the plan's money");
    const recruit = kindred.plan.tactics.find((t) => t.name.startsWith("Recruit carers"))!;
    expect(recruit.resourcesNeeded[0]).toMatch(/^Budget: about £\d+ a month, (?:[5-9]\d)% of the plan's spending/);
  });

  it("states the goal in hours, money, clients, weeks and carers", () => {
    expect(kindred.markdown).toContain("300 paid care hours a week by March at £32 an hour is £9,600 of care a week (about £41,600 a month).");
    expect(kindred.markdown).toContain("At the two-hour minimum that would be 150 clients; most families need more, so at an average of about 10 hours a week (check yours against your current clients) it is about 30 clients.");
    expect(kindred.markdown).toContain("about 38 new hours a week over the 8 weeks to your deadline");
    expect(kindred.markdown).toContain("Across your twelve carers, 300 hours is about 25 visit hours each a week before travel, holidays and sickness");
  });

  it("hears the big agencies, the trust worry and direct payments", () => {
    expect(kindred.markdown).toContain("You said the big agencies are on every search: the plan doesn't try to outspend them there, but wins where a family asks first");
    expect(kindred.markdown).toContain("You said \"Families don't trust a new agency with mum\": the carers are shown by name and face (with their consent)");
    expect(kindred.markdown).toContain("Some families pay with direct payments");
    // The worry is answered by its own tactic, not by the generic "a free try, a guarantee or a refund".
    expect(kindred.markdown).not.toContain("a guarantee or a refund");
  });

  it("has none of the shop's lines it used to get, and sells on no fear, anywhere in the plan", () => {
    expect(kindred.markdown).not.toMatch(SHOP_LINES);
    // Only the tip that names fear-selling to rule it out quotes it.
    expect(kindred.markdown.split("\n").filter((line) => !line.includes("Never sell on fear")).join("\n")).not.toMatch(FEAR_SELLING);
    expect(kindred.markdown).not.toMatch(/\busers?\b/);
    expect(kindred.markdown).not.toContain("within a short drive");
  });

  it("gives a care agency's profile, quick wins, toolkit, tips and Marketing Model", () => {
    expect(kindred.markdown).toContain("Care at home is usually chosen by a daughter or son in a hurry");
    expect(kindred.markdown).toContain("“Can you start before she comes home on Friday?”");
    expect(kindred.markdown).toContain("Ask the discharge coordinator what they need from an agency");
    expect(kindred.markdown).toContain("Put 'we call back the same day' on the phone and the website today");
    expect(kindred.markdown).toContain("Talk to the people who meet families at the moment of need");
    expect(kindred.markdown).toContain("start every Monday from the capacity line");
    expect(kindred.markdown).toContain("Never sell on fear");
    expect(kindred.markdown).toContain("Kindred Hours is the local home care agency that calls back the same day and pays every carer the living wage, unlike the big agencies.");
    expect(kindred.markdown).toContain("and a price of £32 an hour");
    expect(kindred.markdown).toContain("Open the price page, the carers' page, your Google profile and the first minute of every call");
  });

  it("passes the checker", () => {
    expect(checkPlanQuality(answers, kindred.plan, kindred.reading)).toEqual([]);
  });
});

describe("other care-at-home businesses", () => {
  it("a US franchise reads caregivers, calls, 911, its own partners and review sites, American spelling, and buys search ads on its budget", () => {
    const us = made(franchise);
    expect(us.names).toContain("Recruit caregivers ahead of the hours you sell: a caregiver referral bonus, a capacity line every Monday and an honest waiting list");
    expect(us.names).toContain("The Area Agency on Aging, senior centers and elder law attorneys: where families ask before they know who to call");
    expect(us.names).toContain("A plain price page and Google profile: $34 an hour, a four-hour minimum visit, and what a visit includes");
    expect(us.names).toContain("Google search ads on the searches families make when they need care, paused when the caregivers are full");
    // A budget of $10,000 a month and more goes first to the carers who limit the hours.
    expect(us.names).toContain("A recruitment drive the budget can carry: a recruiter, weekly job ads and a paid induction, judged by caregivers who stay three months");
    expect(us.tacticText).toContain("call 911");
    expect(us.tacticText).toContain("Google and Caring.com");
    expect(us.markdown).toContain("500 billable hours a week by September at $34 an hour is $17,000 of care a week");
    expect(us.markdown).not.toMatch(/\bcarers?\b|\bGP\b|\bring\b|\bcentres?\b|\bMum\b|\bAge UK\b|\bCQC\b/);
    expect(checkPlanQuality(franchise, us.plan, us.reading)).toEqual([]);
  });

  it("a live-in agency is priced by the week, counted in clients, and shows the rating it was given", () => {
    const li = made(liveIn);
    expect(li.names).toContain("A plain price page and Google profile: £1,250 a week and what live-in care includes");
    expect(li.names).toContain("Meet the carers: names and faces with their consent, the CQC rating, and the carer at the first visit");
    expect(li.markdown).toContain("20 new live-in clients by June is about one new client a week");
    expect(li.markdown).toContain("Each live-in client needs a carer placed and a second for their breaks");
    expect(li.tacticText).toContain("Registered with the Care Quality Commission (CQC) and rated Good");
    expect(checkPlanQuality(liveIn, li.plan, li.reading)).toEqual([]);
  });

  it("a companionship service speaks of companions, says it gives no personal care and checks whether it must register", () => {
    const c = made(companions);
    expect(c.names[0]).toBe("Ready for the first call: a callback the same day and a free home assessment within 48 hours");
    expect(c.names).toContain("Meet the companions: names and faces with their consent, what a companion does and doesn't do, and the companion at the first visit");
    expect(c.tacticText).toContain("We are a companionship service: we don't give personal care such as washing, dressing or medication.");
    expect(c.markdown).toContain("A companionship service that gives no personal care may not need to register with the CQC: check with the CQC");
    // Family carers keep their name: the carers' centre and carers' groups are not the companions.
    expect(c.markdown).toContain("the carers' centre");
    expect(c.markdown).not.toMatch(/\bcarers? (?!centre|group)|\bcarer's (?!assessment)/);
    expect(c.markdown).not.toContain("search ads");
    expect(checkPlanQuality(companions, c.plan, c.reading)).toEqual([]);
  });
});

describe("the AI prompt and the checker on a care agency", () => {
  it("tells the AI what a care agency's plan is made of", () => {
    const prompt = promptText(answers);
    expect(prompt).toContain("A home care agency (care for older people at home), not an app, a shop or a salon");
    expect(prompt).toContain("the person cared for is a client, spoken of with dignity, never a 'user'");
    expect(prompt).toContain("Capacity is the constraint: every tactic is paced to carer recruitment");
    expect(prompt).toContain("No fear-selling");
    expect(prompt).toContain("300 paid care hours a week by March at £32 an hour is £9,600 of care a week");
    // A US franchise's AI prompt speaks of caregivers too.
    expect(promptText(franchise)).toContain("Capacity is the constraint: every tactic is paced to caregiver recruitment");
  });

  it("flags the shop's plan Kindred Hours used to get", () => {
    const shopPlan: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "Gift vouchers for birthdays, holidays and thank-yous", description: "Sell gift vouchers at the counter, by the till and in the shop window." }),
        checkedTactic({ name: "Ask every regular for an honest Google review", description: "Put a QR card by the till and ask regulars for a Google review." }),
        checkedTactic({ name: "Google search ads within a short drive of the shop", description: "People nearby are ready to come in today: a Google search ad within a short drive of the shop." }),
      ],
      timeline: [],
    };
    const findings = checkPlanQuality(answers, shopPlan, kindred.reading);
    expect(findings.filter((f) => f.rule === "channel-fit").map((f) => (f.target.kind === "tactic" ? f.target.index : -1))).toEqual([0, 1, 2]);
    expect(findings.find((f) => f.rule === "channel-fit")?.reason).toContain("not for a home care agency");
    const planReasons = findings.filter((f) => f.target.kind === "plan").map((f) => f.reason).join("\n");
    expect(planReasons).toContain("Families choose home care on the word of the people who meet them first");
    expect(planReasons).toContain("You said you can't take on clients faster than you can recruit carers, and nothing in the plan recruits carers");
    expect(planReasons).toContain("Asks families for reviews without saying how");
  });

  it("flags an invented rating and fear-selling", () => {
    const pushy: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "Discharge team and recruitment", description: "Visit the discharge team each week; recruit carers every week before you sell more hours." }),
        checkedTactic({ name: "A leaflet", description: "Rated Good by the CQC: book your mum's care before it's too late." }),
      ],
      timeline: [],
    };
    const reasons = checkPlanQuality(answers, pushy, kindred.reading).map((f) => f.reason).join("\n");
    expect(reasons).toContain("claims a rating the founder has not said");
    expect(reasons).toContain("\"before it's too late\" sells on fear");
    expect(reasons).not.toContain("no tactic works with them");
  });
});

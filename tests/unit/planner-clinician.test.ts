import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality, type CheckedPlan } from "~/plan-quality/checker";
import { clinicianWordOf } from "~/plan-quality/clinician";
import { readAnswers } from "~/plan-quality/reading";
import { planToMarkdown } from "~/plan-view/markdown.server";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { checkedTactic, promptText } from "../support/plan-checks";

/*
 * NoteNest, AI progress notes for US therapists in private practice: the therapist dictates a 2-minute summary
 * after the session (never a recording) and gets a SOAP or DAP note, HIPAA-compliant with a BAA, $29 a month,
 * in beta with 140 therapists. Therapists are wary of AI and recording, client stories can never be used,
 * Google ads cost $12 a click and a conference booth brought eleven emails; the goal is 1,000 beta sign-ups
 * and 200 paying by the end of March. It used to get a trade show, a posted letter and a phone call, founder
 * emails to "businesses" and a trade association's supplier membership. Each test reads what its founder
 * would read in a plan made on Monday 4 January 2027.
 */

const notes = fixture("notenest-therapy-notes-beta").answers;
const reading = readAnswers(notes, FIXED_PLAN_DAY);
const plan = buildPlan(notes, FIXED_PLAN_DAY);
const profile = buildProfile(notes);
const markdown = planToMarkdown(plan, profile, notes, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);
const tacticText = plan.tactics.map((t) => [t.name, t.description, ...t.implementation, t.template].join("\n")).join("\n");

describe("reading software for clinicians in private practice", () => {
  it("reads NoteNest's clinicians, the BAA, the dictated summary, the EHRs and the goal's numbers", () => {
    expect(reading.kind).toBe("b2b-smb");
    expect(reading.clinician).toMatchObject({
      clinicians: "therapists and counselors",
      one: "therapist",
      us: true,
      hipaa: true,
      baa: true,
      dictated: true,
      formats: ["SOAP", "DAP"],
      price: "$29 a month",
      ehrs: ["SimplePractice", "TherapyNotes"],
      usersNow: 140,
      signupGoal: 1000,
      payingGoal: 200,
      byMonth: "March",
      wary: true,
      noClientStories: true,
      clickCost: "$12",
      boothSpent: "$1,800",
    });
  });

  it("reads tools made for clinicians, and not a therapy practice, a consumer therapy app or a course", () => {
    expect(clinicianWordOf("A practice management tool for psychologists in private practice.")).toMatchObject({ clinicians: "psychologists", one: "psychologist" });
    expect(clinicianWordOf("Scheduling and billing software for counselors.")).toMatchObject({ one: "counselor" });
    expect(clinicianWordOf("Our counselling practice in Leeds offers couples therapy.")).toBeNull();
    expect(clinicianWordOf("An app for adults with anxiety, with a therapist on chat.")).toBeNull();
    expect(clinicianWordOf("A marketing course for therapists who want a full caseload.")).toBeNull();
  });

  it("fires for no other fixture, and the other software for small businesses keeps its plan", () => {
    const fired = BUSINESS_FIXTURES.filter((f) => f.id !== "notenest-therapy-notes-beta" && readAnswers(f.answers, FIXED_PLAN_DAY).clinician).map((f) => f.id);
    expect(fired).toEqual([]);
    for (const f of BUSINESS_FIXTURES.filter((x) => x.kind === "b2b-smb" && x.id !== "notenest-therapy-notes-beta")) {
      expect(buildPlan(f.answers, FIXED_PLAN_DAY).tactics.map((t) => t.name).join(" "), f.id).not.toMatch(/who can read notes|consultation and CE groups|never a client's story/);
    }
  });
});

describe("the plan NoteNest reads", () => {
  it("opens with the trust page, then the beta cohort, and goes clinician to clinician", () => {
    expect(names[0]).toBe("A plain page on what NoteNest stores, for how long, the BAA and who can read notes");
    expect(names[1]).toBe("The beta cohort: a 20-minute feedback call with every new therapist in their first two weeks");
    expect(names).toContain("Therapist Facebook groups and subreddits, only where their rules allow, with your role said plainly");
    expect(names).toContain("Private-practice podcasts and newsletters: guest spots, then sponsored slots instead of costly clicks");
    expect(names).toContain("A free 45-minute webinar on documentation, with no clinical claims");
    expect(names).toContain("Peer consultation and CE groups: a 15-minute documentation segment, offered to group leaders");
    expect(names).toContain("Beta therapists and counselors in their own words about their own time saved, never a client's story");
    expect(names).toContain("Notes that go straight into the EHRs therapists and counselors already use, and the partner listings that follow");
  });

  it("has none of the trade show, posted letters, emails to businesses or association supplier lines it used to get", () => {
    // The strategy says the booth is left out; nothing else speaks of one.
    expect(markdown.replace(plan.strategySummary, "")).not.toMatch(/trade show|posted letter|letter to ten|5 businesses a day|their business|associate or supplier member|trade-press|Capterra|G2\b|case stud|cost calculator|teardown/i);
    expect(markdown).not.toMatch(/Ship an MVP in 30 days|businesses with 5-200 employees|owners and managers of small businesses/);
  });

  it("never suggests recording a session or using a client's details", () => {
    const affirmed = markdown.split(/(?<=[.!?])\s+|\n/).filter((s) => /\brecord(?:s|ing)? (?:the |your |each |every |a )?sessions?\b|\bclient(?:'s)? stor(?:y|ies)\b/i.test(s));
    for (const sentence of affirmed) expect(sentence, sentence).toMatch(/\b(?:never|no|not|can't|wary)\b|\bnothing\b/i);
    expect(tacticText).toContain("Does NoteNest record my sessions?**\nNo. It never listens to or records a session.");
    expect(tacticText).toContain("never ask about a client or a session's content");
  });

  it("words every legal fact and platform rule as something to check", () => {
    expect(tacticText).toContain("have a healthcare lawyer or privacy adviser check every sentence about HIPAA, the BAA, storage, retention and who can read notes");
    expect(tacticText).toContain("the ACA, NASW, AAMFT and APA codes are examples");
    expect(tacticText).toContain("Read each group's rules on vendors and self-promotion before posting anything");
    expect(tacticText).toContain("It counts for CE hours only if an approved CE provider runs it");
    expect(tacticText).toContain("SimplePractice and TherapyNotes are examples to check");
    expect(tacticText).toContain("Practice of the Practice and Selling the Couch are examples to check");
  });

  it("answers the founder in the strategy: the arithmetic, $12 clicks, the wary clinicians, no client stories, the booth", () => {
    expect(plan.strategySummary).toContain("NoteNest is software for licensed therapists and counselors in private practice in the United States");
    expect(plan.strategySummary).toContain("From 140 beta users today, 1,000 sign-ups by the end of March is 860 more in 13 weeks: about 67 a week");
    expect(plan.strategySummary).toContain("200 paying is 20% of them, about $5,800 a month at $29 a month");
    expect(plan.strategySummary).toContain("so Google ads are left out");
    expect(plan.strategySummary).toContain("Nothing in this plan suggests recording a session");
    expect(plan.strategySummary).toContain("never anything about a client, even disguised");
    expect(plan.strategySummary).toContain("this plan leaves booths and trade shows out");
    expect(plan.primaryFocus[0]).toContain("Sign-ups and paying clinicians counted every Friday by where each came from");
  });

  it("spends the budget on sponsored slots its founder can judge per sign-up, not on clicks", () => {
    const podcasts = plan.tactics.find((t) => t.name.startsWith("Private-practice podcasts"))!;
    expect(podcasts.resourcesNeeded.join(" ")).toMatch(/Budget: about \$[\d,]+ a month/);
    expect(podcasts.implementation.join(" ")).toContain("cost per sign-up of each slot");
  });

  it("describes licensed clinicians who ask colleagues first and read what happens to their notes", () => {
    const objections = profile.objections.join(" ");
    expect(objections).toContain("Does it record my sessions, and what does the AI do with what I say?");
    expect(objections).toContain("Is $29 a month worth it on top of my EHR?");
    expect(profile.buyingProcess).toContain("reads the privacy page and asks for the BAA");
  });

  it("gives quick wins, tips, a toolkit and a marketing model for clinician software", () => {
    const quickWins = plan.guerrillaTactics.map((t) => t.name);
    expect(quickWins).toContain("Answer the question your beta users asked most, on the trust page, this week");
    expect(markdown).toContain("Therapists and counselors answer a colleague; they delete a vendor.");
    expect(markdown).toContain("Never write a line that touches a client");
    expect(markdown).toContain("Show the before-and-after of their own week, not a client's");
    expect(markdown).toContain("a beta user's own words, with written permission");
  });

  it("passes the checker", () => {
    expect(checkPlanQuality(notes, plan, reading)).toEqual([]);
  });

  it("tells the AI what the plan needs and what it must never do", () => {
    const prompt = promptText(notes);
    expect(prompt).toContain("Software for licensed therapists and counselors in private practice in the United States, where privacy rules the marketing");
    expect(prompt).toContain("nothing that suggests recording sessions or using any client's details or story");
    expect(prompt).toContain("a webinar counts for CE only through an approved CE provider");
    expect(prompt).toContain("about 67 a week");
  });
});

describe("the checker on clinician software's plan", () => {
  it("flags the plan NoteNest used to get: a booth, a posted letter, emails to businesses and client stories", () => {
    const old: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "Walk the industry trade show with meetings booked ahead", description: "Book a visitor pass for the trade show." }),
        checkedTactic({ name: "A posted letter, then a phone call", description: "Post ten posted letters each Monday, then phone." }),
        checkedTactic({ name: "Founder emails", description: "Write 5 businesses a day with a trigger you noticed." }),
        checkedTactic({ name: "Testimonials", description: "Ask therapists for client success stories to put on the page." }),
        checkedTactic({ name: "Demo", description: "Show a video of NoteNest recording the session and writing the note." }),
      ],
      timeline: [],
    };
    const findings = checkPlanQuality(notes, old, reading);
    expect(findings.filter((f) => f.rule === "channel-fit").map((f) => (f.target.kind === "tactic" ? f.target.index : -1))).toEqual([0, 1, 2, 3, 4]);
    const notesFound = findings.filter((f) => f.target.kind === "plan").map((f) => f.note);
    expect(notesFound).toEqual(expect.arrayContaining(["Leaves out the trust page", "No clinician-to-clinician channel"]));
  });

  it("leaves a plan with a trust page and consultation groups alone, and a 'never a client's story' line too", () => {
    const good: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "Trust page", description: "Say what is stored, for how long, and who can read notes." }),
        checkedTactic({ name: "Consultation groups", description: "Offer consultation group leaders a short segment; never a client's story." }),
      ],
      timeline: [],
    };
    expect(checkPlanQuality(notes, good, reading).filter((f) => f.target.kind === "plan" || f.rule === "channel-fit")).toEqual([]);
  });
});

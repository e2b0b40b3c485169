import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality, type CheckedPlan } from "~/plan-quality/checker";
import { bandWordOf } from "~/plan-quality/band";
import { readAnswers } from "~/plan-quality/reading";
import { planToMarkdown } from "~/plan-view/markdown.server";
import { fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { checkedTactic, promptText } from "../support/plan-checks";

/*
 * The Lowland Hum, a four-piece indie folk band from Glasgow, typed "content" on the form: second album
 * Tidewater out on 12 March on vinyl (£25) and Bandcamp, a 10-date UK tour in April, 600 on the mailing list,
 * 40 people at a Glasgow gig, nobody outside Scotland knows them, £300 to spend. Playlist pitching got them
 * nowhere and they will not do TikTok dances. The goal: 500 vinyl pre-orders and 1,500 tickets by the end
 * of April. Each test reads what the band would read in a plan made on Monday 4 January 2027.
 */

const hum = fixture("glasgow-folk-band-album-tour").answers;
const reading = readAnswers(hum, FIXED_PLAN_DAY);
const plan = buildPlan(hum, FIXED_PLAN_DAY);
const profile = buildProfile(hum, reading);
const markdown = planToMarkdown(plan, profile, hum, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);
const tacticText = plan.tactics.map((t) => [t.name, t.description, ...t.implementation, t.template].join("\n")).join("\n");
const tasks = plan.timeline.flatMap((p, i) => p.tasks.map((task) => ({ phase: i, weeks: p.weeks, task })));

describe("reading a band releasing a record and touring", () => {
  it("reads the band, the record, its day, the tour, the crowd and the goal whatever the product type says", () => {
    expect(reading.kind).toBe("creator");
    expect(reading.coaching).toBeNull();
    expect(reading.membership).toBeNull();
    expect(reading.event).toBeNull();
    expect(reading.band).toMatchObject({
      word: "band",
      genre: "indie folk",
      home: "Glasgow",
      record: { word: "album", name: "Tidewater", ordinal: "second" },
      vinyl: "£25",
      bandcamp: true,
      crowd: 40,
      recordsGoal: 500,
      ticketsGoal: 1500,
      list: 600,
      knownIn: "Scotland",
      money: "£300",
      noPlaylists: true,
      noTikTok: true,
    });
    expect(reading.band!.release?.toISOString().slice(0, 10)).toBe("2027-03-12");
    expect(reading.band!.tour).toEqual({
      dates: 10,
      month: "April",
      area: "UK",
      towns: ["Glasgow", "Edinburgh", "Aberdeen", "Dundee", "Inverness", "Newcastle", "Leeds", "Manchester", "Bristol", "London"],
    });
    expect(reading.avoid.map((o) => o.tag)).toContain("tiktok");
  });

  it("recognises singer-songwriters, duos and bands with an EP, and not software, venues or lessons for musicians", () => {
    expect(bandWordOf("A singer-songwriter from Cork releasing a debut EP on Bandcamp.")).toBe("singer-songwriter");
    expect(bandWordOf("A jazz duo touring Germany in May with our new album.")).toBe("duo");
    expect(bandWordOf("A booking app for bands: find gigs and sell tickets to your tour.")).toBeNull();
    expect(bandWordOf("Guitar lessons for beginners in Leeds, from a working musician.")).toBeNull();
    expect(bandWordOf("A four-piece band for weddings and parties.")).toBeNull();
  });
});

describe("the plan The Lowland Hum reads", () => {
  it("is a band's plan: a pre-order with its day, radio, press, posters, local acts, a street team, in-stores, house concerts", () => {
    expect(names[0]).toBe("A pre-order of Tidewater on Bandcamp, dated 12 March, told first to your mailing list and every merch table");
    expect(names).toContain("BBC Introducing, regional and folk radio shows in each tour town, and a plugger only if a quote fits");
    expect(names).toContain("Local papers, listings and folk blogs and zines in each tour town");
    expect(names).toContain("Posters and listings in each tour town, with a pack every promoter and venue can share");
    expect(names).toContain("A street team of fans in each tour town");
    expect(names).toContain("In-store sessions at independent record shops in release week");
    expect(names).toContain("House concerts on the nights between dates");
    expect(names.some((n) => n.startsWith("A local act on the bill where nobody knows you yet"))).toBe(true);
    expect(markdown).not.toMatch(/open cart|close cart|webinar|affiliate|cohort|enrol|sales page|free trial|students?(?! (?:radio|paper|union))\b/i);
  });

  it("leaves out what the band ruled out, and says so", () => {
    expect(tacticText).not.toMatch(/tiktok|playlist/i);
    expect(plan.strategySummary).toContain("Nor is pitching to Spotify playlists, which got you nowhere");
  });

  it("says the tickets-a-night arithmetic honestly and picks the towns", () => {
    expect(plan.strategySummary).toContain("1,500 tickets over ten dates is 150 a night, and you play to 40 in Glasgow: nearly four times today's room, every night.");
    expect(plan.strategySummary).toContain("put the posters, street teams and press into Glasgow (the release show, where 150 is within reach) and Edinburgh, Aberdeen, Dundee and Inverness");
    expect(plan.strategySummary).toContain("in Newcastle, Leeds, Manchester, Bristol and London, where nobody does yet, share the bill with a local act");
    expect(plan.strategySummary).toContain("Assumption: that adds up to about 630 tickets, not 1,500");
    expect(plan.strategySummary).toContain("From your 600 on the mailing list, a good pre-order brings perhaps one in ten (Assumption: about 60)");
    expect(plan.strategySummary).toContain("You have £300 in all");
  });

  it("keeps the facts that change as things to check: Bandcamp Fridays, BBC Introducing, pluggers' quotes", () => {
    expect(tacticText).toContain("Check whether Bandcamp Fridays run this year and on which dates");
    expect(tacticText).toContain("BBC Music Introducing Uploader (free;");
    expect(tacticText).toContain("a national campaign often costs more than a small band's whole budget, so it is an option, not a given (check the quotes)");
  });

  it("spends within the £300 the band has", () => {
    const monthly = plan.tactics.reduce((sum, t) => sum + Number(/about £(\d+) a month/.exec(t.resourcesNeeded.join(" "))?.[1] ?? 0), 0);
    expect(monthly).toBeGreaterThan(0);
    expect(monthly * 3).toBeLessThanOrEqual(300);
  });

  it("fills the templates with the band, the record, its day and the home town, and an article that reads", () => {
    const preorder = plan.tactics[0]!.template;
    expect(preorder).toContain("Subject: Tidewater is on pre-order (out 12 March)");
    expect(preorder).toContain("Our new album, Tidewater, comes out on Friday 12 March");
    expect(tacticText).toContain("an indie folk band from Glasgow");
    expect(tacticText).not.toMatch(/\ba indie\b|\{\{town\}\}/);
  });

  it("puts release-week steps in release week and the tour's last steps in the plan's last weeks", () => {
    const weekOf = (text: string) => tasks.find((t) => t.task.startsWith(text))!;
    // Friday 12 March 2027 is in week 10 (8-14 March); the last phase is weeks 10-13.
    expect(weekOf("In release week, thank everyone who pre-ordered").weeks).toBe("Weeks 10-13");
    expect(weekOf("In the week before release, send the last call").weeks).toBe("Weeks 7-9");
    expect(weekOf("Set up the pre-order on Bandcamp").phase).toBe(0);
    expect(weekOf("Write to each promoter and venue").phase).toBeGreaterThan(0);
    expect(weekOf("In April, after each date, give the town's street team").weeks).toBe("Weeks 10-13");
  });

  it("describes fans, not learners", () => {
    expect(profile.overview).toContain("buy the record from the band itself");
    expect(profile.overview).toContain("(band releasing a record and touring)");
    expect(profile.buyingProcess).toContain("buys a ticket when the band comes to their town");
    expect(profile.objections.join(" ")).toContain("£25 vinyl for a band I've only heard once?");
    expect([...profile.behaviors, ...profile.needs, ...profile.goals].join(" ")).not.toMatch(/learner|lesson|course|skill|Now that it is launched/i);
  });

  it("gives quick wins, tips, a toolkit and a marketing model for a band", () => {
    const quickWins = plan.guerrillaTactics.map((t) => t.name);
    expect(quickWins).toContain("A sign-up card on the merch table at your next gig");
    expect(quickWins).toContain("The single on the BBC Introducing Uploader this week");
    expect(markdown).toContain("Your real rival on a Thursday night is the sofa");
    expect(markdown).toContain("Put a sign-up sheet on the merch table at every gig");
    expect(markdown).toContain("I went home with the record and I've been to every show since");
    expect(markdown).not.toMatch(/free tutorials|free lesson|graduate|Picture where you'll be after/);
  });

  it("passes the checker", () => {
    expect(checkPlanQuality(hum, plan, reading)).toEqual([]);
  });

  it("tells the AI it is a band, what its plan is made of, the arithmetic and what is ruled out", () => {
    const prompt = promptText(hum);
    expect(prompt).toContain("An indie folk band from Glasgow releasing Tidewater on Friday 12 March (£25 vinyl), with a 10-date UK tour in April: not a course");
    expect(prompt).toContain("No open-cart emails, students, cohorts, webinars, affiliate programmes, sales pages or free trials");
    expect(prompt).toContain("BBC Introducing Uploader");
    expect(prompt).toContain("The founder ruled out pitching to Spotify playlists and TikTok dances");
    expect(prompt).toContain("1,500 tickets over ten dates is 150 a night");
  });
});

describe("the checker on a band's plan", () => {
  it("flags the course launch The Lowland Hum used to get", () => {
    const coursePlan: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "Launch email sequence: open cart to close cart", description: "Six emails over seven days to your students." }),
        checkedTactic({ name: "Free live workshop (webinar) that teaches one result", description: "A free 60-minute live class." }),
      ],
      timeline: [],
    };
    const findings = checkPlanQuality(hum, coursePlan, reading);
    expect(findings.filter((f) => f.rule === "channel-fit").map((f) => (f.target.kind === "tactic" ? f.target.index : -1))).toEqual([0, 1]);
    const reasons = findings.filter((f) => f.target.kind === "plan").map((f) => f.reason);
    expect(reasons.some((r) => r.includes("no tactic opens a pre-order before it"))).toBe(true);
    expect(reasons.some((r) => r.includes("no tactic puts posters, listings, local press or a street team into each tour town"))).toBe(true);
    expect(reasons.some((r) => r.includes("that is 150 a night over ten dates for a band that plays to 40"))).toBe(true);
  });

  it("flags playlist pitching and TikTok after the band ruled them out, and leaves a plan that says no to them alone", () => {
    const base = [
      checkedTactic({ name: "A Bandcamp pre-order", description: "Open the pre-order with the release day." }),
      checkedTactic({ name: "Posters in each tour town", description: "Put posters and listings up in each tour town." }),
    ];
    const pitched = checkPlanQuality(hum, { tactics: [...base, checkedTactic({ name: "Playlist pitching", description: "Pitch the single to Spotify playlists and independent playlist curators." })], timeline: [], strategySummary: "150 a night" }, reading);
    expect(pitched.some((f) => f.reason.startsWith("A tactic pitches the music to playlists"))).toBe(true);
    const dances = checkPlanQuality(hum, { tactics: [...base, checkedTactic({ name: "Short videos", description: "Post a TikTok dance for each single." })], timeline: [], strategySummary: "150 a night" }, reading);
    expect(dances.some((f) => f.reason === "A tactic relies on TikTok, which you ruled out.")).toBe(true);
    const honest = checkPlanQuality(hum, { tactics: [...base, checkedTactic({ name: "Radio", description: "No playlist pitching and no TikTok: write to radio presenters instead." })], timeline: [], strategySummary: "150 a night" }, reading);
    expect(honest.filter((f) => f.target.kind === "plan")).toEqual([]);
  });

  it("leaves a course creator's own launch alone", () => {
    const course = fixture("cohort-course");
    const launch: CheckedPlan = { tactics: [checkedTactic({ name: "Launch email sequence: open cart to close cart", description: "Six emails to your students." })], timeline: [] };
    expect(checkPlanQuality(course.answers, launch).filter((f) => f.reason.includes("band"))).toEqual([]);
  });
});

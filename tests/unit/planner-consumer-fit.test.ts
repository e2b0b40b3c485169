import { describe, expect, it } from "vitest";
import { TACTIC_LIBRARY, buildPlan, exclusionReason, renderLibraryTactic, selectTactics } from "~/generation/planner";
import type { MarketingPlan } from "~/generation/schemas";
import { readAnswers } from "~/plan-quality/reading";
import type { PlanFormData } from "~/wizard/types";
import { fixture } from "../support/business-fixtures";

/*
 * Consumer apps read as the founder of each would read them: an app that is not a game (Puente, an
 * English-for-work app) gets no streamers, free keys, trailers or players; a real game keeps them;
 * and what the Puente founder said (English teachers on TikTok, paid WhatsApp reminders, a team that
 * knows little about Brazil, a retention goal) shapes the tactics they get.
 */

const puente = () => structuredClone(fixture("language-app").answers);
const stackjam = () => structuredClone(fixture("teen-game").answers);

const tacticText = (t: MarketingPlan["tactics"][number]) =>
  [t.name, t.why ?? "", t.description, ...t.implementation, ...t.resourcesNeeded, ...t.successMetrics, t.template, t.marketingWisdom ?? ""].join("\n");
const planText = (plan: MarketingPlan) => [plan.strategySummary, ...plan.primaryFocus, ...plan.tactics.map(tacticText)].join("\n");
const names = (plan: MarketingPlan) => plan.tactics.map((t) => t.name);

/** An adult consumer game, to show game tactics still reach games that are not for teenagers. */
function adultGame(): PlanFormData {
  return {
    ...puente(),
    productName: "Tidepool",
    productDescription:
      "Tidepool is a cosy fishing game for iOS and Android where players restore a coastline one catch at a time, " +
      "in ten-minute sessions. It costs $4.99 once, with no ads and no loot boxes.",
    audiencePersona:
      "Adults aged 25-40 in Latin America who play relaxing mobile games on the commute and in the evening. They " +
      "watch streamers on Twitch and YouTube and follow cosy-game creators on TikTok.",
    primaryGoal: "awareness",
    successMetrics: "50,000 installs by month six",
    challenges: "We are two developers with no marketing experience.",
  };
}

describe("Puente, an app that is not a game, reads as an app for working adults", () => {
  const plan = buildPlan(puente());

  it("calls Puente a consumer app, never a game", () => {
    expect(readAnswers(puente()).game).toBe(false);
    expect(plan.strategySummary).toContain("Puente is a consumer app for working adults");
    expect(planText(plan)).not.toMatch(/app or game|apps and games/);
  });

  it("has no streamers, free keys, trailers, release dates or players anywhere in its tactics", () => {
    const text = planText(plan);
    expect(text).not.toMatch(/\bstreamers?\b|\bTwitch\b|\bfree key\b|\baccess key\b|\btrailer\b|\brelease date\b|\bgame writers\b|\bgameplay\b|\bplayers?\b/i);
    expect(names(plan)).not.toContain("Free early access for streamers and creators with small channels");
    expect(names(plan)).not.toContain("Press kit and pitches to app and game writers and YouTube reviewers");
  });

  it("with a larger budget or a later stage, still no streamers, players or games in any tactic", () => {
    for (const change of [{ budgetRange: "growth" }, { productStage: "growth", budgetRange: "growth", primaryGoal: "awareness" }, { primaryGoal: "signups" }] as const) {
      const text = planText(buildPlan({ ...puente(), ...change }));
      expect(text, JSON.stringify(change)).not.toMatch(/\bstreamers?\b|\bTwitch\b|\bplayers?\b|\bgameplay\b|\bapps and games\b/i);
    }
  });

  it("with a budget for a creator programme at scale, it is run with the English teachers their users follow", () => {
    const plan = buildPlan({ ...puente(), budgetRange: "scaling", productStage: "launched" });
    const agency = plan.tactics.find((t) => /run by an agency/.test(t.name));
    expect(agency?.name).toBe("A paid creator programme at scale with English teachers your users already follow, run by an agency");
    expect(agency?.description).toContain("books adult English teachers your users already follow on YouTube, TikTok and Instagram");
    expect(planText(plan)).not.toMatch(/\bstreamers?\b|\bTwitch\b|\bplayers?\b/i);
  });

  it("gets no Discord server, since its users live in WhatsApp and the founder never named Discord", () => {
    expect(planText(plan)).not.toMatch(/Discord/);
  });

  it("a non-game app whose users are on Discord still gets the server, written for members, not players", () => {
    const a = { ...puente(), audiencePersona: `${puente().audiencePersona} Many also study together in Discord servers.` };
    const discord = TACTIC_LIBRARY.find((t) => t.id === "official-discord-server")!;
    expect(exclusionReason(discord, puente())).toBe("channel-fit");
    expect(exclusionReason(discord, a)).toBeNull();
    const server = renderLibraryTactic(discord, a);
    expect(server.description).toContain("staff never send private messages to members");
    expect(tacticText(server)).not.toMatch(/\bplayers?\b/);
  });
});

describe("a real game keeps its game tactics", () => {
  it("reads a game from the founder's words about the product, not from a sport's players or a game-changing claim", () => {
    const app = (productDescription: string) => readAnswers({ ...puente(), productDescription }).game;
    expect(app("Kickoff is a mobile app that plans training sessions for amateur football players and their coaches.")).toBe(false);
    expect(app("Kickoff is a game-changing mobile app for amateur football coaches.")).toBe(false);
    expect(app("Tidepool is a cosy fishing game for iOS and Android.")).toBe(true);
    expect(app("Tidepool is a mobile app where players join friends' coastlines and build together.")).toBe(true);
  });

  it("calls a game a game in its strategy, not a consumer app", () => {
    const plan = buildPlan(stackjam());
    expect(plan.strategySummary).toContain("Stackjam is a game for players aged 13-17.");
    expect(plan.strategySummary).not.toContain("consumer app");
    expect(buildPlan(adultGame()).strategySummary).toContain("Tidepool is a game for ");
  });

  it("Stackjam, for teenagers, still gets free early access for streamers, with adults only", () => {
    const plan = buildPlan(stackjam());
    expect(readAnswers(stackjam()).game).toBe(true);
    const creators = plan.tactics.find((t) => t.name === "Free early access for streamers and creators with small channels");
    expect(creators?.description).toMatch(/all of them adults/);
    expect(names(plan).join(" ")).not.toMatch(/creators your users already follow/);
    // Its Reddit step points to its own rival, not to examples for other kinds of app.
    const reddit = plan.tactics.find((t) => /subreddits/.test(t.name));
    expect(reddit?.implementation.join(" ")).toContain("search Reddit for your topic and for Among Us");
    expect(planText(plan)).not.toMatch(/language app|languagelearning/);
  });

  it("an adult game gets streamers and game press, not the app's creator challenge", () => {
    const a = adultGame();
    expect(readAnswers(a).game).toBe(true);
    const chosen = selectTactics(a, readAnswers(a)).map((t) => t.id);
    expect(chosen).not.toContain("creators-users-follow-challenge");
    const forGames = TACTIC_LIBRARY.filter((t) => t.gamesOnly);
    expect(forGames.map((t) => t.id)).toEqual(expect.arrayContaining(["small-creators-free-access", "press-kit-and-reviewer-pitches"]));
    for (const t of forGames) {
      expect(exclusionReason(t, a), t.id).not.toBe("kind");
      expect(exclusionReason(t, puente()), t.id).toBe("kind");
    }
    const plan = buildPlan(a);
    expect(planText(plan)).toMatch(/streamers|game writers/);
  });
});

describe("what the Puente founder said shapes the plan", () => {
  const plan = buildPlan(puente());

  it("reads who their users follow, the reminders that cost money and the country the team does not know", () => {
    const r = readAnswers(puente());
    expect(r.follows).toBe("English teachers");
    expect(r.paidMessages).toEqual({ channel: "WhatsApp", quote: "Every WhatsApp reminder costs us money" });
    expect(r.unfamiliar).toEqual({ place: "Brazil", language: "Portuguese", others: ["Mexico", "Colombia", "Argentina", "Peru"] });
  });

  it("reads the people followed, not what they post or how they are ranked", () => {
    const follows = (audiencePersona: string) => readAnswers({ ...puente(), audiencePersona }).follows;
    expect(follows("They watch videos from creators on YouTube.")).toBeNull();
    expect(follows("They follow the best fitness coaches on Instagram.")).toBe("fitness coaches");
    expect(follows("They follow English teachers on TikTok.")).toBe("English teachers");
  });

  it("partners with the English teachers their users follow, adults only, on a 30-day challenge", () => {
    const creators = plan.tactics.find((t) => /English teachers your users already follow/.test(t.name));
    expect(creators?.name).toBe("Free premium access and a 30-day challenge with English teachers your users already follow");
    expect(creators?.description).toMatch(/all of them adults/);
    expect(creators?.implementation.join(" ")).toMatch(/Search TikTok, YouTube and Instagram in your users' language for English teachers your users already follow/);
    expect(creators?.successMetrics).toContain("Day-30 retention of each creator's followers against your other users");
  });

  it("starts with the Spanish-speaking countries and adds Brazil once a Portuguese speaker is on board", () => {
    const creators = plan.tactics.find((t) => /English teachers/.test(t.name))!;
    expect(creators.implementation.join(" ")).toContain(
      "Start with Mexico, Colombia, Argentina and Peru, where you can judge a creator's tone and language yourself; add Brazil once a Portuguese speaker on the team or a partner there can check every word in Portuguese.",
    );
  });

  it("moves reminders to free push, email and in-app nudges, keeps WhatsApp for the few, and says why", () => {
    const reminders = plan.tactics.find((t) => /^Week-two reminders/.test(t.name));
    expect(reminders?.name).toBe("Week-two reminders by push, email and in-app, before any paid WhatsApp message");
    expect(reminders?.why).toMatch(/^You said "Every WhatsApp reminder costs us money", so/);
    expect(reminders?.implementation.join(" ")).toMatch(/a WhatsApp Channel/);
    expect(reminders?.implementation.join(" ")).toContain("Keep paid WhatsApp messages for users who switched push off");
  });

  it("cuts the paid WhatsApp reminders in the first weeks, not in month four", () => {
    const [first] = plan.timeline;
    expect(first?.weeks).toBe("Weeks 1-6");
    expect(first?.tasks.join("\n")).toMatch(/^Move the daily reminder to a push notification at the time each user chose/m);
    expect(first?.tasks.join("\n")).toMatch(/^Keep paid WhatsApp messages for users who switched push off/m);
  });

  it("a founder who never said messages cost money gets no such tactic", () => {
    const a = { ...puente(), challenges: "Users sign up after a TikTok video and stop in the second week." };
    expect(readAnswers(a).paidMessages).toBeNull();
    expect(names(buildPlan(a)).join(" ")).not.toMatch(/Week-two reminders/);
  });
});

describe("a retention goal is worked on first", () => {
  it("a founder whose metrics also count new customers keeps the tactics that bring them", () => {
    const dewlab = fixture("skincare-d2c").answers;
    expect(selectTactics(dewlab, readAnswers(dewlab)).map((t) => t.name)).toContain("A connected TV test with a geo holdout");
  });

  it("every Puente tactic serves retention or paying subscribers, and none is press for reach alone", () => {
    const chosen = selectTactics(puente(), readAnswers(puente()));
    for (const t of chosen) expect(t.goals.some((g) => ["retention", "signups", "revenue"].includes(g)), t.id).toBe(true);
    expect(chosen.filter((t) => t.goals.includes("retention")).length).toBeGreaterThanOrEqual(5);
    // Only the store page (where every install starts) and the team's clips bring people in without keeping them.
    expect(chosen.filter((t) => !t.goals.includes("retention")).map((t) => t.name)).toEqual([
      "Three short clips a week by the team on TikTok, Reels and Shorts",
      "App-store product page rewrite: title, subtitle, keywords, screenshots and preview",
    ]);
    expect(names(buildPlan(puente())).join(" ")).not.toMatch(/Press kit|pitches to/);
  });
});

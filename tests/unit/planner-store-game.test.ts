import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { TACTIC_LIBRARY } from "~/generation/planner/library";
import { checkPlanQuality } from "~/plan-quality/checker";
import { readAnswers } from "~/plan-quality/reading";
import { readWishlists } from "~/plan-quality/store-game";
import { planToMarkdown } from "~/plan-view/markdown.server";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { promptText } from "../support/plan-checks";

/*
 * Lanternfall, a cozy puzzle game for PC by a solo developer with a day job, coming to Steam in
 * September 2027, whose goal is 10,000 wishlists before Steam Next Fest in June (1,200 today). A plan
 * for a phone app (an App Store page rewrite, a ratings prompt, install ads) is no use to it: each
 * test reads what its developer would read in the plan, made on 4 January 2027.
 */

const lanternfall = fixture("steam-cozy-game-wishlists").answers;
const reading = readAnswers(lanternfall, FIXED_PLAN_DAY);
const plan = buildPlan(lanternfall, FIXED_PLAN_DAY);
const profile = buildProfile(lanternfall);
const markdown = planToMarkdown(plan, profile, lanternfall, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);

describe("reading a game sold on Steam", () => {
  it("reads the store, the wishlists, the festival and the demo, whatever product type the form says", () => {
    expect(reading.kind).toBe("consumer-app");
    expect(reading.storeGame).toEqual({
      store: "Steam",
      steam: true,
      wishlists: { now: 1200, target: 10000 },
      nextFest: true,
      demo: true,
      release: "September 2027",
      likeGame: "A Short Hike",
    });
    for (const productType of ["web-app", "ecommerce", "marketplace", "saas"] as const) {
      expect(readAnswers({ ...lanternfall, productType }, FIXED_PLAN_DAY).storeGame?.store).toBe("Steam");
    }
  });

  it("reads wishlist counts written in other ways", () => {
    expect(readWishlists("Grow wishlists from 3k to 20k by launch", "")).toEqual({ now: 3000, target: 20000 });
    expect(readWishlists("25,000 wishlists by release in 2027", "")).toEqual({ now: null, target: 25000 });
  });

  it("does not read a phone game, a game on no named store, or any other fixture as a store game", () => {
    expect(readAnswers({ ...lanternfall, productDescription: `${lanternfall.productDescription} Later on iOS and Android too.` }).storeGame).toBeNull();
    expect(readAnswers({ ...lanternfall, productType: "mobile-app" }).storeGame).toBeNull();
    expect(readAnswers({ ...lanternfall, productDescription: "Lanternfall is a cozy puzzle game about a lighthouse keeper, made alone in the evenings.", successMetrics: "5,000 players by June" }).storeGame).toBeNull();
    const fired = BUSINESS_FIXTURES.filter((f) => readAnswers(f.answers).storeGame).map((f) => f.id);
    expect(fired).toEqual(["steam-cozy-game-wishlists"]);
  });
});

describe("the plan Lanternfall's developer reads", () => {
  it("is made of a game's tactics: the Steam page, Next Fest with the demo, keys for creators", () => {
    expect(names).toEqual(
      expect.arrayContaining([
        "A Steam page that turns visitors into wishlists",
        "Steam Next Fest with a demo that ends on the wishlist button",
        "Keys for YouTubers and streamers who play games like yours",
      ]),
    );
    // Six hours a week hold three of them; every one is written for a game on a store.
    expect(plan.tactics).toHaveLength(3);
    const gameTactics = TACTIC_LIBRARY.filter((t) => t.storeGame).map((t) =>
      t.name.replace("{store}", "Steam").replace("{festival}", "Steam Next Fest").replace("{product}", "Lanternfall"),
    );
    for (const name of names) expect(gameTactics).toContain(name);
  });

  it("has nothing of a phone app: no App Store, Google Play, ratings prompt, installs or subscription", () => {
    expect(markdown).not.toMatch(/\bApp Store\b|\bGoogle Play\b|\bapp-store\b|\bin-app\b|\binstalls?\b|\bTestFlight\b|\bsubscriptions?\b|\bfree trial\b/i);
    expect(markdown).not.toMatch(/\bkeep an app\b|\bWhy install another app\b/);
  });

  it("gives the wishlist pace the goal needs and says every tactic counts wishlists by source", () => {
    expect(plan.strategySummary).toContain(
      "From 1,200 to 10,000 wishlists in 26 weeks is about 340 a week: every tactic sends players to the Steam page of Lanternfall and counts wishlists by where they came from.",
    );
    const page = plan.tactics.find((t) => t.name === "A Steam page that turns visitors into wishlists")!;
    expect(page.description).toContain("From 1,200 to 10,000 wishlists in 26 weeks is about 340 a week.");
    expect(page.implementation.join(" ")).toMatch(/tracking code \(Steam's UTM links/);
  });

  it("keeps to Next Fest's rules and puts the festival week at the end of the plan, when it happens", () => {
    const fest = plan.tactics.find((t) => t.name === "Steam Next Fest with a demo that ends on the wishlist button")!;
    expect(fest.description).toContain("Steam Next Fest takes each game only once");
    const last = plan.timeline.at(-1)!;
    expect(last.tasks.some((task) => task.startsWith("In the festival week"))).toBe(true);
    for (const phase of plan.timeline.slice(0, -1)) expect(phase.tasks.some((task) => task.startsWith("In the festival week"))).toBe(false);
  });

  it("speaks to players in the profile, ideas, toolkit, tips and examples", () => {
    expect(profile.overview).toContain("wishlist it on the spot");
    expect(profile.buyingProcess).toContain("plays the demo if there is one and wishlists it");
    expect(plan.guerrillaTactics.map((g) => g.name)).toContain("Reply to every comment on the store page");
    expect(markdown).toContain("Read the recent negative reviews of two games like Lanternfall on Steam");
    expect(markdown).toContain("Judge each idea by the wishlists it brought (Steam's traffic and wishlist reports, and your tracked links)");
    expect(markdown).toContain("“The Lanternfall demo is playable during Steam Next Fest: try it that week, and wishlist it to hear the day it launches.”");
  });

  it("fills the release month and a game its players like, as the developer wrote them", () => {
    expect(markdown).toContain("The full game is coming to Steam in September 2027");
    expect(markdown).toContain("If you like A Short Hike, try it and tell us where you got stuck");
    expect(markdown).not.toContain("{{release window}}");
  });

  it("passes the plan checker", () => {
    expect(checkPlanQuality(lanternfall, plan, reading)).toEqual([]);
  });
});

describe("an AI plan for the same game", () => {
  it("is told it is a Steam game measured in wishlists, with Next Fest's rule", () => {
    const prompt = promptText(lanternfall);
    expect(prompt).toContain(
      "- A game sold on Steam, not on phones: measure wishlists (From 1,200 to 10,000 wishlists in 26 weeks is about 340 a week), start with the Steam page",
    );
    expect(prompt).toContain("enter Steam Next Fest with a demo (a game takes part once)");
  });

  it("is flagged when it rewrites an App Store page for it", () => {
    const aso = TACTIC_LIBRARY.find((t) => t.id === "aso-product-page-rewrite")!;
    const appPlan = { ...plan, tactics: [{ ...plan.tactics[0]!, name: aso.name, description: aso.description }, ...plan.tactics.slice(1)] };
    const reasons = checkPlanQuality(lanternfall, appPlan, reading).map((f) => f.reason);
    expect(reasons).toContain(
      "A game sold on Steam, not on phones: app-store pages, ratings prompts and install ads do not apply; its page, reviews and festivals are Steam's.",
    );
  });
});

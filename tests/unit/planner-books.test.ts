import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality, type CheckedPlan } from "~/plan-quality/checker";
import { bookWordOf, compsOf } from "~/plan-quality/books";
import { readAnswers } from "~/plan-quality/reading";
import { planToMarkdown } from "~/plan-view/markdown.server";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { checkedTactic, promptText } from "../support/plan-checks";

/*
 * The Salt Road, a self-published historical mystery novel set in 1890s Cornwall, book one of three
 * (ebook $4.99 on Kindle in KDP Select, paperback $14.99), typed "ecommerce" on the form. 140 copies and
 * 11 reviews since October; the goal is 1,000 copies and 100 Amazon reviews before book two in May, with
 * about 5 hours a week around a teaching job, after Amazon ads burned $400 for 3 sales. Each test reads
 * what the author would read in a plan made on Monday 4 January 2027.
 */

const salt = fixture("cornwall-mystery-novel-author").answers;
const reading = readAnswers(salt, FIXED_PLAN_DAY);
const plan = buildPlan(salt, FIXED_PLAN_DAY);
const profile = buildProfile(salt, reading);
const markdown = planToMarkdown(plan, profile, salt, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);
const tacticText = plan.tactics.map((t) => [t.name, t.description, ...t.implementation, t.template].join("\n")).join("\n");

describe("reading a self-published book", () => {
  it("reads the novel, its series, prices, setting, next book and goal whatever the product type says", () => {
    expect(reading.kind).toBe("ecommerce");
    expect(reading.book).toMatchObject({
      word: "novel",
      genre: "historical mystery",
      fiction: true,
      series: 3,
      next: { name: "book two", month: "May" },
      ebook: "$4.99",
      paperback: "$14.99",
      select: true,
      setting: "Cornwall",
      era: "1890s",
      home: "Truro",
      comps: ["Anne Perry", "Charles Todd", "Poldark"],
      copiesGoal: 1000,
      copiesNow: 140,
      reviewsGoal: 100,
      reviewsNow: 11,
    });
    expect(reading.audience).toBe("readers of historical mysteries");
    // "Amazon ads burned $400": the ads failed, not selling on Amazon, so Amazon is not a channel to avoid.
    expect(reading.avoid.map((o) => o.tag)).not.toContain("marketplaces");
    expect(reading.avoid.map((o) => o.tag)).toContain("meta-ads");
  });

  it("recognises memoirs, non-fiction and romance series, and not software, services or bookings for authors", () => {
    expect(bookWordOf("My debut memoir about walking the Camino, self-published on Kindle and in paperback.")).toEqual({ word: "memoir", fiction: false });
    expect(bookWordOf("A self-published guide to sourdough baking: ebook $6.99 and paperback $16.99.")).toEqual({ word: "guide", fiction: false });
    expect(bookWordOf("A steamy small-town romance novel, book one of a trilogy, in Kindle Unlimited.")).toEqual({ word: "novel", fiction: true });
    expect(bookWordOf("Scrivly is writing software for self-published authors: plan your novel and export to KDP.")).toBeNull();
    expect(bookWordOf("A cover design service for indie authors publishing their first book.")).toBeNull();
    expect(bookWordOf("A booking app for hair salons.")).toBeNull();
    expect(compsOf("Readers who love cosy crime. Fans of Richard Osman and M.C. Beaton.")).toEqual(["Richard Osman", "M.C. Beaton"]);
    const tool = readAnswers({ ...salt, productDescription: "Inkwell is a SaaS platform for self-published authors to plan launches.", audienceType: "creators" }, FIXED_PLAN_DAY);
    expect(tool.book).toBeNull();
  });

  it("fires for no other fixture", () => {
    const fired = BUSINESS_FIXTURES.filter((f) => f.id !== "cornwall-mystery-novel-author" && readAnswers(f.answers, FIXED_PLAN_DAY).book).map((f) => f.id);
    expect(fired).toEqual([]);
  });
});

describe("the plan The Salt Road's author reads", () => {
  it("is made of a book's tactics, the book page, the free story and the honest reader team first", () => {
    expect(names.slice(0, 3)).toEqual([
      "The Amazon book page that turns browsers into readers: blurb, categories, keywords, A+ Content and the first pages",
      "A free story for readers who join your newsletter, delivered through BookFunnel or StoryOrigin",
      "An advance reader team that reviews honestly: free copies of The Salt Road now and of book two before it comes out",
    ]);
    expect(names).toEqual(
      expect.arrayContaining([
        "A price promotion of book one, announced in BookBub and smaller reader newsletters",
        "Newsletter swaps and group promotions with authors who write historical mystery novels",
        "The last pages of The Salt Road: book two on pre-order, an honest-review request and the free story",
        "Talks and signed copies in Cornwall: bookshops, libraries, local papers and history societies",
      ]),
    );
  });

  it("has none of the online shop's lines it used to get", () => {
    expect(markdown).not.toMatch(/abandoned[- ]cart|restocks?|new batch|photo reviews?|opt-in sms|\bsms\b|give-get|referral app|insert card|unboxing|running-low|return window|free shipping|stockists?/i);
    expect(markdown).not.toMatch(/D2C brand|enthusiasts in your niche|shipping|your product pages/i);
  });

  it("leaves out ads after Amazon ads burned $400, and stays within 5 hours a week", () => {
    expect(tacticText).not.toMatch(/\bamazon ads\b|\bbookbub ads\b|\bfacebook ads\b|\bads? budget\b/i);
    expect(plan.strategySummary).toContain("You said Amazon ads cost more than they earned, so there are no ads in this plan");
    expect(tacticText).not.toMatch(/\btiktok\b/i);
    const hours = plan.tactics.reduce((sum, t) => sum + Number(/about ([\d.]+) hours? a week/.exec(t.resourcesNeeded.join(" "))?.[1] ?? 0), 0);
    expect(hours).toBeGreaterThan(0);
    expect(hours).toBeLessThanOrEqual(5);
  });

  it("states the goal's arithmetic, labels the review rate as an assumption, and counts honestly", () => {
    expect(plan.strategySummary).toContain("The Salt Road is a self-published historical mystery novel set in 1890s Cornwall, the first of a series of three, for readers of historical mysteries");
    expect(plan.strategySummary).toContain("860 more copies (140 sold so far) before book two in May, about 17 weeks away, is about 51 a week");
    expect(plan.strategySummary).toContain("At $4.99 an ebook earns about $3.49 at KDP's 70% royalty");
    expect(plan.strategySummary).toContain("Assumption: only about one reader in 50 to 100 leaves a review unasked");
    expect(plan.strategySummary).toContain("free downloads and Kindle Unlimited pages read are counted apart, not as copies sold");
    expect(plan.strategySummary).toContain("Book two goes on pre-order in the first weeks");
    expect(plan.primaryFocus[0]).toBe("Readers: 1,000 copies and 100 reviews before book two, from a newsletter, an honest reader team and a price promotion, with book two on pre-order");
  });

  it("keeps reviews honest: free copies with no review required, disclosure asked, nothing paid or swapped", () => {
    expect(tacticText).toContain("nothing is required or given for it; Amazon's Community Guidelines allow free copies on those terms");
    expect(tacticText).toContain('add a line such as "I received a free copy from the author"');
    expect(tacticText).toContain("not family or close friends, whose reviews Amazon removes");
    expect(markdown).toContain("never pay, swap or reward them");
  });

  it("words what changes as things to check: KDP Select, promo sites, BookBub, Goodreads and the services' plans", () => {
    expect(tacticText).toContain("a Kindle Countdown Deal (a KDP Select benefit on Amazon.com and Amazon.co.uk");
    expect(tacticText).toContain("rather than free days, whose downloads are not sales");
    expect(tacticText).toContain("check each one's current price, review minimum and genre list");
    expect(tacticText).toContain("BookBub Featured Deal (selective, and its price depends on genre and deal price: check");
    expect(tacticText).toContain("A Goodreads Giveaway costs money (check the current price");
    expect(tacticText).toContain("never another author's name or a book title, which KDP's rules do not allow");
    expect(tacticText).toContain("check the current free-plan limits");
  });

  it("sends ready-to-use templates in the author's register, with only unknowables left as slots", () => {
    expect(tacticText).toContain("Subject: Your free story: {{the story's title}}");
    expect(tacticText).toContain("It's $4.99 on Kindle, and free to read in Kindle Unlimited: {{link to the book page}}");
    expect(tacticText).toContain("I'm {{your name}}, a writer who lives near Truro. My novel The Salt Road is a historical mystery set in Cornwall");
    expect(tacticText).toContain("The story goes on in book two, out in May:");
    expect(tacticText).toContain("If you like Anne Perry, Charles Todd and Poldark, it may be for you.");
    expect(tacticText).not.toMatch(/\{[a-zA-Z]+\}(?!\})/);
  });

  it("holds together week by week: the book page and pre-order first, the promotion after the reader team, the promotion before book two", () => {
    const weekOf = (text: string) => plan.timeline.findIndex((p) => p.tasks.some((t) => t.includes(text)));
    expect(weekOf("Set up book two's ebook pre-order in KDP")).toBe(0);
    expect(weekOf("Rewrite the blurb")).toBe(0);
    expect(weekOf("Write the invitation")).toBeLessThan(weekOf("Set the deal in KDP"));
    expect(weekOf("Choose the dates a month or more ahead")).toBeLessThan(weekOf("Set the deal in KDP"));
    expect(weekOf("For book two, send the team the ebook")).toBe(plan.timeline.length - 1);
  });

  it("describes readers who try a new author on the blurb, the reviews and the first pages", () => {
    expect(profile.overview).toContain("Its readers, in your words");
    expect(profile.overview).toContain("(self-published novel)");
    expect(profile.buyingProcess).toContain("reads the blurb, the star rating and the first pages in Look Inside");
    expect(profile.objections.join(" ")).toContain("Is an author I've never heard of worth $4.99");
    expect(profile.needs.join(" ")).not.toMatch(/delivery|return/i);
  });

  it("gives quick wins, tips, a toolkit and a marketing model for a book", () => {
    const quickWins = plan.guerrillaTactics.map((t) => t.name);
    expect(quickWins).toContain("Claim your BookBub and Goodreads author profiles");
    expect(quickWins).toContain("An afternoon of photographs in Cornwall");
    expect(markdown).toContain("Your real competition is the pile of unread books");
    expect(markdown).toContain("Write to your newsletter every month, even with nothing to sell");
    expect(markdown).toContain("I started The Salt Road on a Sunday night and pre-ordered book two on Monday");
    expect(markdown).not.toMatch(/creators with 2,000-30,000 followers|brands they buy now/);
  });

  it("passes the checker", () => {
    expect(checkPlanQuality(salt, plan, reading)).toEqual([]);
  });

  it("tells the AI it is a book, what its plan is made of, the arithmetic and the ads that failed", () => {
    const prompt = promptText(salt);
    expect(prompt).toContain("A self-published historical mystery novel, book one of a series of three, sold on Amazon as an ebook ($4.99) and a paperback ($14.99): not an online shop");
    expect(prompt).toContain("No abandoned carts, restocks, batches, shipping, returns, SMS lists, insert cards or photo reviews");
    expect(prompt).toContain("Amazon's Community Guidelines allow free copies only when no review is required");
    expect(prompt).toContain("The author's Amazon ads lost money: no Amazon ads");
    expect(prompt).toContain("860 more copies (140 sold so far)");
  });
});

describe("the checker on a book's plan", () => {
  it("flags the online shop's plan The Salt Road used to get", () => {
    const shopPlan: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "Abandoned-cart email flow: three emails over three days", description: "Remind shoppers who left their cart." }),
        checkedTactic({ name: "Opt-in SMS for restocks, new batches and order updates", description: "A text list for restocks." }),
      ],
      timeline: [],
    };
    const findings = checkPlanQuality(salt, shopPlan, reading);
    expect(findings.filter((f) => f.rule === "channel-fit").map((f) => (f.target.kind === "tactic" ? f.target.index : -1))).toEqual([0, 1]);
    expect(findings.some((f) => f.target.kind === "plan" && f.reason.includes("no tactic asks readers for honest reviews"))).toBe(true);
    expect(findings.some((f) => f.target.kind === "plan" && f.reason.includes("No tactic builds your own list of readers"))).toBe(true);
  });

  it("flags reviews bought, swapped or rewarded, and leaves honest advice alone", () => {
    const newsletter = checkedTactic({ name: "A reader newsletter with a free story", description: "A reader magnet through BookFunnel." });
    const team = (description: string) => checkedTactic({ name: "An advance reader team", description });
    const bought = checkPlanQuality(salt, { tactics: [newsletter, team("Offer a $5 gift card for every review posted in launch week.")], timeline: [] }, reading);
    expect(bought.some((f) => f.reason.includes("forbid reviews given for payment or a reward"))).toBe(true);
    const swapped = checkPlanQuality(salt, { tactics: [newsletter, team("Join a review swap with other authors for honest reviews.")], timeline: [] }, reading);
    expect(swapped.some((f) => f.reason.includes("forbid reviews given for payment or a reward"))).toBe(true);
    const honest = checkPlanQuality(salt, { tactics: [newsletter, team("Give free copies for honest reviews. Never pay, swap or reward reviews.")], timeline: [] }, reading);
    expect(honest.filter((f) => f.target.kind === "plan")).toEqual([]);
  });

  it("flags Amazon ads for an author whose Amazon ads lost money, and not for one who allows them", () => {
    const tactics = [
      checkedTactic({ name: "A reader newsletter with a free story", description: "A reader magnet through BookFunnel." }),
      checkedTactic({ name: "An advance reader team", description: "Free copies for honest reviews." }),
      checkedTactic({ name: "Amazon ads on your category", description: "Start Amazon ads at $5 a day on the book's keywords." }),
    ];
    const flagged = checkPlanQuality(salt, { tactics, timeline: [] }, reading);
    expect(flagged.some((f) => f.reason.startsWith("A tactic runs ads for the book, and you said \"Amazon ads burned $400"))).toBe(true);
    const allows = { ...salt, challenges: "I have about 5 hours a week around my day job." };
    expect(checkPlanQuality(allows, { tactics, timeline: [] }).filter((f) => f.reason.includes("runs ads for the book"))).toEqual([]);
  });

  it("leaves a shop's own abandoned-cart flow alone", () => {
    const cart: CheckedPlan = { tactics: [checkedTactic({ name: "Abandoned-cart email flow", description: "Three emails to shoppers who left checkout." })], timeline: [] };
    expect(checkPlanQuality(fixture("skincare-d2c").answers, cart).filter((f) => f.reason.includes("abandoned"))).toEqual([]);
  });
});

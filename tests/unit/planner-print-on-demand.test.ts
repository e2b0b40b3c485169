import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality, type CheckedPlan } from "~/plan-quality/checker";
import { readAnswers } from "~/plan-quality/reading";
import { planToMarkdown } from "~/plan-view/markdown.server";
import type { PlanFormData } from "~/wizard/types";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { checkedTactic, promptText } from "../support/plan-checks";

/*
 * Soft Serve Club: print-on-demand t-shirts and hoodies with hand-drawn ice cream and pun designs, printed by
 * Printful and sold on its own Shopify store (tees $32, hoodies $58), for women 20-35 who follow illustrators and
 * buy gifts for friends. About $9 a tee after Printful; $400 of Instagram ads made two sales; the goal is 100
 * orders a month. It used to get a stocked brand's plan (restock and new-batch texts, a commission affiliate
 * programme, an abandoned-cart flow, stockists in the toolkit, "a limited batch" as urgency) and nothing about the
 * margin. Each test reads what the founders would read in a plan made on Monday 4 January 2027.
 */

const shop = fixture("soft-serve-club-print-on-demand").answers;
const reading = readAnswers(shop, FIXED_PLAN_DAY);
const plan = buildPlan(shop, FIXED_PLAN_DAY);
const markdown = planToMarkdown(plan, buildProfile(shop), shop, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);
const tactic = (start: string) => plan.tactics.find((t) => t.name.startsWith(start))!;
/** The plan without its strategy, which says in so many words what it leaves out. */
const afterStrategy = markdown.slice(markdown.indexOf("## Know Your Customer"));

const answers = (over: Partial<PlanFormData>): PlanFormData => ({ ...shop, ...over });

describe("reading a print-on-demand shop", () => {
  it("reads the partner, the store, the goods, the prices, the margin, the ads that failed and the goal", () => {
    const p = reading.printOnDemand!;
    expect(reading.kind).toBe("ecommerce");
    expect(p.partner).toBe("Printful");
    expect(p.store).toBe("Shopify store");
    expect(p.goods).toBe("t-shirts and hoodies");
    expect(p.apparel).toBe(true);
    expect(p.prices).toEqual([{ item: "tee", price: 32 }, { item: "hoodie", price: 58 }]);
    expect(p.margin).toEqual({ amount: 9, item: "tee" });
    expect(p.adsTried).toEqual({ spend: 400, orders: 2, channel: "Instagram ads" });
    expect(p.goalOrders).toBe(100);
    expect(p.designs).toBe("hand-drawn ice cream and pun designs");
    expect(p.puns && p.gifts).toBe(true);
    // "Spent $400 on Instagram ads and made two sales" is ads that failed: Meta's ads are out, posting on Instagram is not.
    expect(reading.avoid.map((o) => o.tag)).toEqual(["meta-ads"]);
    expect(reading.marketplaceSeller).toBeNull();
    expect(reading.wholesale).toBeNull();
  });

  it("reads a poster shop on Printify and Etsy, and an artist on Redbubble alone, whatever type the form says", () => {
    const posters = readAnswers(
      answers({
        productName: "Linework Parks",
        productDescription: "Minimalist line-art posters and art prints of US national parks, printed on demand by Printify and sold on Etsy and our own Squarespace site. Prints from $24.",
        challenges: "Etsy fees eat most of the margin; we keep about $6 per print.",
        successMetrics: "120 orders a month by summer",
      }),
      FIXED_PLAN_DAY,
    ).printOnDemand!;
    expect(posters).toMatchObject({ partner: "Printify", store: "Squarespace store", marketplaces: ["Etsy"], goods: "posters and art prints", apparel: false, margin: { amount: 6, item: "print" }, goalOrders: 120 });
    const artist = answers({
      productName: "Mochi Cat Studio",
      productType: "marketplace",
      productDescription: "I'm an illustrator selling my cat illustrations as stickers, mugs and phone cases on Redbubble and Society6. Redbubble pays me about $3 a sticker.",
      challenges: "Redbubble search is crowded and my designs get buried.",
      successMetrics: "300 sales a month",
    });
    const r = readAnswers(artist, FIXED_PLAN_DAY);
    expect(r.kind).toBe("ecommerce");
    expect(r.printOnDemand).toMatchObject({ partner: null, store: null, marketplaces: ["Redbubble", "Society6"], goods: "stickers, mugs and phone cases", margin: { amount: 3, item: "sticker" }, goalOrders: 300 });
    // On Redbubble alone there is no cart for a bundle or a gift page: a shop of its own comes instead.
    const artistNames = buildPlan(artist, FIXED_PLAN_DAY).tactics.map((t) => t.name);
    expect(artistNames).toContain("A shop of your own beside your Redbubble shop, printed by a print partner, for the buyers who come back");
    expect(artistNames.join("\n")).not.toMatch(/bundle|Gift pages|Google's free listings/);
  });

  it("does not read a gelato shop, a tool for print-on-demand sellers or a stocked brand as one", () => {
    const pod = (over: Partial<PlanFormData>) => readAnswers(answers(over), FIXED_PLAN_DAY).printOnDemand;
    expect(pod({ productDescription: "Gelato and sorbet made fresh every morning, shipped in insulated boxes across the US. Pints $12." })).toBeNull();
    expect(pod({ audienceType: "b2b-smb", productDescription: "A Shopify app for print-on-demand sellers that writes product titles from a design file." })).toBeNull();
    expect(pod({ productDescription: "Organic cotton t-shirts in six colours, made in Portugal in small batches and sold on our own Shopify store. Tees $32." })).toBeNull();
  });

  it("fires for no other fixture", () => {
    const shops = BUSINESS_FIXTURES.filter((f) => readAnswers(f.answers, FIXED_PLAN_DAY).printOnDemand).map((f) => f.id);
    expect(shops).toEqual(["soft-serve-club-print-on-demand"]);
    // The maker on Etsy keeps her own reading.
    expect(readAnswers(fixture("norfolk-etsy-jewellery").answers, FIXED_PLAN_DAY).marketplaceSeller).not.toBeNull();
  });
});

describe("Soft Serve Club's plan", () => {
  it("works the margin first, then puts the designs where people browse, with no stocked brand's tactics", () => {
    expect(names).toEqual([
      "Orders that carry more than one tee: a bundle, a second piece and a free-shipping line",
      "Real photos of the printed t-shirts and hoodies, worn: a sample order to check and photograph",
      "Your followers vote on a pun of the week: drawn in a reel, in the shop every Thursday",
      "A Pinterest pin for every design and every photo, titled the way gift buyers search",
      "Gift pages for the friend who…, with order-by dates from Printful's production and shipping times",
      "A co-designed drop with an illustrator your buyers already follow, on a share of each order's margin",
      "Your designs where people browse for them (Etsy, Redbubble or Amazon Merch on Demand), weighed against what an order leaves",
    ]);
    expect(names.join("\n")).not.toMatch(/SMS|restock|batch|affiliate|abandoned|micro-creators|stockist/i);
  });

  it("says the arithmetic in the founders' numbers and listens to the ads that failed", () => {
    const s = plan.strategySummary;
    expect(s).toContain("each tee leaves about $9");
    expect(s).toContain('You said "We spent $400 on Instagram ads and made two sales", so Instagram ads are left out.');
    expect(s).toContain("Your Instagram ads cost $200 an order ($400 for two sales), about 22 times that, so ads wait until an order carries more and you know which designs sell.");
    expect(s).toContain("100 orders a month at about $9 is about $900 a month before your own time");
    expect(s).toContain("that is about 5,000-10,000 visits a month");
    expect(plan.primaryFocus[0]).toBe("Orders: 100 orders a month, counted every Friday with what each order left you, and the design and channel that brought it");
  });

  it("fills the templates and steps with the shop's own prices, partner and designs", () => {
    const order = tactic("Orders that carry more than one tee");
    expect(order.description).toContain("a bundle (two tees, or a tee with a hoodie at $58)");
    expect(order.description).toContain("free shipping above $50, a line one tee does not reach");
    expect(order.template).toContain("Product | Your price | Printful's price | Shipping you pay | Fees | Left per order");
    expect(tactic("Real photos").implementation[0]).toContain("order one sample of each from Printful");
    expect(tactic("A co-designed drop").template).toContain("I draw the hand-drawn ice cream and pun designs at Soft Serve Club");
    expect(tactic("A Pinterest pin").template).toContain("{{the design's name}} tee by Soft Serve Club: a gift for {{who it is for}}");
    expect(tactic("Your designs where people browse").implementation[1]).toContain("read Etsy's current rules on production partners");
  });

  it("dates the gift pages' banner and email before Valentine's Day, in the first weeks", () => {
    const first = plan.timeline[0]!.tasks.join("\n");
    expect(first).toContain("In the week of January 17 (four weeks before Valentine's Day), put the order-by date in a banner");
    expect(first).toContain("In the week of January 24 (three weeks before Valentine's Day), send the gift email");
    expect(first).toContain("write an order-by date for each gifting day ahead: Valentine's Day on Sunday 14 February");
  });

  it("profiles buyers who choose a design and distrust mockups, with its own tips, quick wins, toolkit and Marketing Model", () => {
    expect(markdown).toContain("they look for real photos, the size chart and other buyers' photos, because they know mockups flatter");
    expect(markdown).toContain("“$32 for one design: will the print look like the pictures, and last?”");
    expect(markdown).toContain("Judge every channel by what its orders left after Printful's cost, not by likes or revenue: an order from an ad must cost less than $9.");
    expect(markdown).toContain("**A line on Printful's packing slip that asks for a photo**");
    expect(markdown).toContain("Write to three illustrators this week about a co-designed drop");
    expect(markdown).toContain("Give an honest reason to act now: a cost of waiting, a real deadline, a gifting day's order-by date, a design retired on the day you said.");
    expect(markdown).toContain("“Soft Serve Club is for people who wear their sense of humour, and give gifts that make their friends laugh.”");
    // Nothing after the strategy speaks of stock a print-on-demand shop does not hold.
    expect(afterStrategy).not.toMatch(/\brestock|\bnew batch|\blimited batch|\bstockists?\b|\brunning low\b|\brun out\b|\bwholesale\b|\bunboxing kits?\b|\baffiliate\b/i);
  });

  it("passes the checker, and flags a stocked brand's plan or one without the margin", () => {
    expect(checkPlanQuality(shop, plan, reading)).toEqual([]);
    const stocked: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "Opt-in SMS for restocks, new batches and order updates", description: "A text list for restocks and new batches." }),
        checkedTactic({ name: "Wholesale to independent stockists", description: "Send samples to stockists at a trade price." }),
      ],
      timeline: [],
    };
    const findings = checkPlanQuality(shop, stocked, reading);
    expect(findings.filter((f) => f.rule === "channel-fit").map((f) => (f.target.kind === "tactic" ? f.target.index : -1))).toEqual([0, 1]);
    expect(findings.map((f) => f.note)).toEqual(expect.arrayContaining(["Leaves the margin unanswered", "Mockups only"]));
  });

  it("tells the AI it is a print-on-demand shop, with the arithmetic", () => {
    const prompt = promptText(shop);
    expect(prompt).toContain("- A print-on-demand shop: Printful prints and ships each piece when it is ordered, so there is no stock, no restock");
    expect(prompt).toContain("Your Instagram ads cost $200 an order");
  });
});

import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality, type CheckedPlan } from "~/plan-quality/checker";
import { funeralWordOf } from "~/plan-quality/funeral";
import { localTrade } from "~/plan-quality/local-trade";
import { readAnswers } from "~/plan-quality/reading";
import { planToMarkdown } from "~/plan-view/markdown.server";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { checkedTactic, promptText } from "../support/plan-checks";

/*
 * Rees & Daughter Funeral Directors, an independent family funeral director in Cardiff in its third
 * generation: a simple funeral £2,950, a direct cremation £1,400, celebrant-led services in Welsh or English,
 * pre-paid funeral plans; "nothing that looks like selling to grieving people, no stunts, no discounts that
 * look cheap". The word 'celebrant' used to read it as a wedding supplier, and it got a celebrant's plan:
 * venues' recommended-supplier lists, real weddings shown in full, search ads on couples' searches. Each test
 * reads what the founder would read in a plan made on Monday 4 January 2027.
 */

const rees = fixture("cardiff-funeral-director").answers;
const reading = readAnswers(rees, FIXED_PLAN_DAY);
const plan = buildPlan(rees, FIXED_PLAN_DAY);
const markdown = planToMarkdown(plan, buildProfile(rees), rees, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);
const tactic = (start: string) => {
  const found = plan.tactics.find((t) => t.name.startsWith(start));
  if (!found) throw new Error(`No tactic "${start}" in ${names.join(" | ")}`);
  return found;
};

const hollis = {
  ...rees,
  productName: "Hollis Family Funeral Home",
  productDescription:
    "A family-owned funeral home in Dayton, Ohio, serving families since 1952. Traditional funerals from $6,900, cremation with a memorial " +
    "service, and direct cremation for $1,495. We also help families with pre-need planning, and most families come back to us for the next generation.",
  localRegion: "Dayton, Ohio",
  audiencePersona:
    "Adult children aged 40-70 arranging a parent's funeral, often within a day of the death, who ask the hospice or their pastor who to " +
    "call. Also seniors planning ahead with a pre-need plan so their children won't have to decide, who want to meet us first.",
  successMetrics: "20 families a month by December",
  challenges: "The corporate funeral homes outspend us on ads.",
};

describe("reading a funeral director", () => {
  it("reads Rees & Daughter as a funeral director, not a wedding celebrant", () => {
    expect(reading.kind).toBe("local");
    expect(reading.trade).toBe("funeral");
    expect(reading.weddingSupplier).toBeNull();
    expect(reading.audience).toBe("families arranging a funeral");
    expect(reading.funeral).toMatchObject({
      word: "funeral director",
      independent: true,
      generations: "third generation",
      simple: 2950,
      direct: 1400,
      plans: true,
      goalFunerals: 15,
      funeralsNow: 11,
      goalPlans: 10,
      language: "Welsh",
      rival: "the big chains",
      cheaper: true,
      noSelling: true,
      noDiscounts: true,
      noStunts: true,
      uk: true,
      nation: "Wales",
    });
    expect(localTrade(`${rees.productName}. ${rees.productDescription}`).categories?.main).toBe("Funeral home");
  });

  it("reads funeral homes, undertakers and direct cremation in the UK and the US", () => {
    expect(funeralWordOf("A family-owned funeral home in Dayton, Ohio, since 1952.")?.word).toBe("funeral home");
    expect(funeralWordOf("Village undertakers in the Cotswolds since 1890.")?.word).toBe("undertaker");
    expect(funeralWordOf("Direct cremation across Yorkshire for £1,195, with no service.")?.word).toBe("direct cremation provider");
    const us = readAnswers(hollis, FIXED_PLAN_DAY).funeral;
    expect(us).toMatchObject({ word: "funeral home", us: true, simple: 6900, simpleWord: "traditional", simpleFrom: true, direct: 1495, plans: true, rival: "the corporate funeral homes", goalFunerals: 20, goalNoun: "families" });
  });

  it("does not read a florist, a wedding celebrant or software for funeral homes as one", () => {
    expect(funeralWordOf("Bloom & Stem is a florist in Leeds: wedding flowers, funeral tributes, and we supply local funeral directors.")).toBeNull();
    expect(funeralWordOf("Software for funeral homes: arrangements, price lists and paperwork in one place.")).toBeNull();
    expect(funeralWordOf("An independent celebrant in Bristol writing wedding ceremonies for couples.")).toBeNull();
    const celebrant = readAnswers(
      {
        ...rees,
        productName: "Vows by Ffion",
        productDescription:
          "An independent celebrant in Bristol writing wedding ceremonies for couples who want their own words: a ceremony is £650, written " +
          "with you over two meetings and read on the day, in English or Welsh.",
        localRegion: "Bristol",
      },
      FIXED_PLAN_DAY,
    );
    expect(celebrant.funeral).toBeNull();
    expect(celebrant.weddingSupplier?.word).toBe("celebrant");
  });

  it("fires for no other fixture", () => {
    // A funeral celebrant is its own branch of the kind (plan-quality/celebrant.ts).
    expect(BUSINESS_FIXTURES.filter((f) => readAnswers(f.answers).funeral && !readAnswers(f.answers).funeral?.celebrant).map((f) => f.id)).toEqual(["cardiff-funeral-director"]);
  });
});

describe("Rees & Daughter's plan", () => {
  it("answers the phone day and night, shows every price, and works with the people beside families", () => {
    expect(names).toEqual([
      "Answered day and night, every day of the year: a person on the phone at any hour, and the next steps in writing the same day",
      "Every price in full on your website and Google profile: a simple funeral at £2,950 and a direct cremation at £1,400, with the standardised price list",
      "A plain guide, 'What to do when someone dies in Cardiff' in Welsh and English: on your website, and printed for GP surgeries, the register office and hospices",
      "Hospices, care homes and the hospital bereavement office: known by name, useful at night, and never paid for a family's name",
      "Celebrants, clergy and faith and community groups: the people who stand beside families at the service",
      "Pre-paid funeral plans: explained at talks and open afternoons for groups such as the U3A, the WI and church groups, never pushed",
      "Reviews asked once, gently, six weeks after the funeral, with the thank-you card",
      "A remembrance service each year for the families you served, with Cruse and the hospice's bereavement service",
      "A funeral in Welsh: said on your price list, guide and phone, and known where families who speak Welsh meet",
      "Google search ads on 'Cardiff funeral directors' and 'direct cremation Cardiff', sent to your prices page",
    ]);
  });

  it("gets none of the wedding celebrant's plan, and nothing that sells to the grieving", () => {
    expect(markdown).not.toMatch(/\bcouples?\b|\bweddings?\b|\bvenue coordinators?\b|\brecommended-supplier\b|\bHitched\b|\bBridebook\b/i);
    expect(markdown).not.toMatch(/\bby the till\b|\bstamp card\b|\bgift vouchers?\b|\b\d+% off\b|\bspecial offer\b|\bflash mob\b|\bwindow display\b/i);
  });

  it("writes templates a funeral director would send: the first call, the prices page, a care home, a review card weeks later", () => {
    const phone = tactic("Answered day and night").template;
    expect(phone).toContain("There is nothing you need to decide tonight.");
    expect(phone).toContain("registering the death, within five days in England and Wales once the medical certificate is issued (check the current steps with the register office)");
    const prices = tactic("Every price in full").template;
    expect(prices).toContain("Our prices: a simple funeral at £2,950 and a direct cremation at £1,400.");
    expect(prices).toContain("We are an independent family funeral director in Cardiff, in our third generation. Our prices are on our website in full");
    expect(tactic("Hospices, care homes").template).toContain("I'm not writing to ask for anything.");
    const card = tactic("Reviews asked once").template;
    expect(card).toContain("Thank-you card, about six weeks after the funeral:");
    expect(card).toContain("There is no need at all.");
    expect(tactic("A funeral in Welsh").template).toContain("Note to a Welsh chapel, the Menter Iaith or the papur bro:");
  });

  it("words the rules as checks: the CMA's price list and the FCA's funeral plans", () => {
    expect(tactic("Every price in full").implementation.join(" ")).toContain("the CMA's Funerals Market Investigation Order (a standardised price list on your website and in your premises, in the CMA's format; check the current requirements on the CMA's pages)");
    expect(tactic("Pre-paid funeral plans").implementation[0]).toBe(
      "Check first: pre-paid funeral plans have been regulated by the FCA since July 2022: sell them only as an FCA-authorised provider or as an appointed representative of one, and check the FCA register and your provider's rules before any talk.",
    );
  });

  it("says what the founder said, and does the arithmetic of their goal", () => {
    expect(markdown).toContain('You said "Nothing that looks like selling to grieving people": nothing in this plan offers a discount, a deal or a stunt');
    expect(markdown).toContain("15 funerals a month from 11 is four more families a month, about £11,800 a month more at your simple funeral's price");
    expect(markdown).toContain("You said your prices are below the big chains': the plan shows the difference the honest way");
    expect(markdown).toContain("Most families find you through a past funeral they attended");
    expect(markdown).toContain("- Families: first calls by how each family found you, and how many became funerals, counted every Friday");
  });

  it("profiles families arranging a funeral, with dignified quick wins, a funeral director's toolkit, tips and Marketing Model", () => {
    expect(markdown).toContain("A funeral is usually arranged by a daughter, a son or a partner, often for the first time, within a day or two of a death");
    expect(markdown).toContain("“Can the whole funeral be in Welsh?”");
    expect(markdown).toContain("“If I pay for a plan now, is the money safe?”");
    expect(markdown).toContain("**Ring your own number at 2am this week**");
    expect(markdown).toContain("**Ask the register office and two GP surgeries whether your guide would help families**");
    expect(markdown).toContain("**Direct Outreach:** Never to families: to the people who are with them at or before a death");
    expect(markdown).toContain("Families come first, so give marketing a fixed slot");
    expect(markdown).toContain("the independent funeral director that publishes every price and answers at any hour, in Welsh or English, unlike the big chains");
    expect(markdown).toContain("The only urgency is what must happen by when after a death");
    expect(markdown).not.toMatch(/\bregulars\b|\bat the counter\b|\bin the window\b|\bmarket stall\b/);
  });

  it("passes the checker, and flags the wedding celebrant's plan it used to get", () => {
    expect(checkPlanQuality(rees, plan, reading)).toEqual([]);
    const weddingPlan: CheckedPlan = {
      tactics: [
        checkedTactic({ name: "On the recommended-supplier list of the venues and planners couples ask", description: "Couples choose the venue first and then ask it who to book." }),
        checkedTactic({ name: "Real weddings shown in full, one for each venue you work at", description: "Show real weddings in full on your website, one for each venue." }),
        checkedTactic({ name: "A spring offer: 10% off a funeral plan this month", description: "Post a special offer: 10% off every plan booked before the end of the month." }),
      ],
      timeline: [],
    };
    const findings = checkPlanQuality(rees, weddingPlan, reading);
    expect(findings.filter((f) => f.rule === "channel-fit").map((f) => (f.target.kind === "tactic" ? f.target.index : -1))).toEqual([0, 1]);
    const notes = findings.filter((f) => f.rule === "challenge").map((f) => f.note);
    expect(notes).toEqual(expect.arrayContaining(["Leaves out the price list", "Leaves out the phone at night", "Selling to the grieving", "Funeral plans without the FCA check"]));
  });

  it("flags a review asked at the funeral", () => {
    const soon: CheckedPlan = { tactics: [...plan.tactics.map((t) => checkedTactic({ name: t.name, description: t.description, template: t.template })), checkedTactic({ name: "Reviews", description: "Ask every family for a Google review at the funeral, with a card." })], timeline: [] };
    expect(checkPlanQuality(rees, soon, reading).map((f) => f.note)).toContain("Reviews asked too soon");
  });

  it("tells the AI it is a funeral director, not a wedding supplier", () => {
    const prompt = promptText(rees);
    expect(prompt).toContain("- A funeral director, not a wedding supplier, an app or a shop, whatever the product type or the word 'celebrant' says");
    expect(prompt).toContain("pre-paid funeral plans have been regulated by the FCA since July 2022");
  });
});

describe("a US funeral home's plan", () => {
  const us = buildPlan(hollis, FIXED_PLAN_DAY);
  const text = planToMarkdown(us, buildProfile(hollis), hollis, FIXED_PLAN_DAY);

  it("speaks of a General Price List, nursing homes and pre-need rules to check, never the UK's", () => {
    expect(us.tactics.map((t) => t.name)).toEqual(
      expect.arrayContaining([
        "Every price in full on your website and Google profile: a traditional funeral from $6,900 and a direct cremation at $1,495, with your General Price List",
        "Hospices, nursing homes and hospital chaplains: known by name, useful at night, and never paid for a family's name",
        "Pre-need plans: explained at talks and open afternoons for senior centers and church groups, never pushed",
      ]),
    );
    expect(text).toContain("the FTC's Funeral Rule");
    expect(text).not.toMatch(/\bCMA\b|\bFCA\b|\bGP surger|\bregister office\b|\bcare homes?\b|\bCruse\b|\bU3A\b|£|\bring\b|\bbank holidays\b/);
    expect(checkPlanQuality(hollis, us, readAnswers(hollis, FIXED_PLAN_DAY))).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { buildPlan, buildProfile } from "~/generation/planner";
import { checkPlanQuality, type CheckedPlan } from "~/plan-quality/checker";
import { localTrade } from "~/plan-quality/local-trade";
import { readAnswers } from "~/plan-quality/reading";
import { planToMarkdown } from "~/plan-view/markdown.server";
import { toolkitFor } from "~/plan-view/toolkit";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";
import { promptText } from "../support/plan-checks";

/*
 * Floorfiller, a wedding DJ and sax duo in the Midlands (Birmingham, Warwickshire, Worcestershire): £1,250 for a
 * wedding evening, £1,650 with ceremony music. Couples of 26-38 plan 9-18 months ahead, choose the venue first and
 * then ask its recommended suppliers, wedding Instagram and friends; they worry about a cheesy DJ who ignores their
 * playlist. A £300 wedding fair stand brought two leads; most May-September weekends are already full, so the
 * winter and Fridays need filling. The goal: 35 weddings booked for next year. Each test reads what the founder
 * would read in a plan made on Monday 4 January 2027 (52 weeks), so "next year" is 2028.
 */

const dj = fixture("midlands-wedding-dj-sax").answers;
const reading = readAnswers(dj, FIXED_PLAN_DAY);
const plan = buildPlan(dj, FIXED_PLAN_DAY);
const markdown = planToMarkdown(plan, buildProfile(dj), dj, FIXED_PLAN_DAY);
const names = plan.tactics.map((t) => t.name);
const tactic = (start: string) => plan.tactics.find((t) => t.name.startsWith(start))!;
const textOf = (t: (typeof plan.tactics)[number]) => [t.name, t.why, t.description, ...t.implementation, t.template].join("\n");

/** A supplier's answers: the DJ's, with another pitch, persona, goal and challenges. */
const supplier = (over: Partial<typeof dj>) => readAnswers({ ...dj, ...over }, FIXED_PLAN_DAY);

describe("reading a wedding supplier", () => {
  it("reads the DJ and sax duo, its prices, the goal, the dates still free and the fairs that did not pay", () => {
    expect(reading.kind).toBe("local");
    expect(reading.trade).toBe("events");
    expect(reading.weddingSupplier).toMatchObject({
      word: "wedding DJ",
      act: "wedding DJ and sax duo",
      craft: "music",
      dj: true,
      live: "sax",
      duo: true,
      prices: [1250, 1650],
      addOn: "ceremony music",
      priceFor: "a wedding evening",
      goalCount: 35,
      goalYear: 2028,
      offPeak: ["Friday", "Sunday", "winter"],
      peakFull: true,
      peakMonths: "May to September",
      fairs: { cost: 300, leads: 2 },
      leadMonths: [9, 18],
      worry: "a cheesy DJ who ignores their playlist",
      directories: "Hitched, Bridebook and Guides for Brides",
      uk: true,
    });
  });

  it("reads other wedding suppliers by what they deliver, with their own country's directories", () => {
    const pitch = (productDescription: string, more: Partial<typeof dj> = {}) => supplier({ productDescription, ...more }).weddingSupplier;
    expect(pitch("An independent celebrant in Devon writing personal wedding ceremonies, from £650.", { localRegion: "Devon and Cornwall", successMetrics: "40 ceremonies booked for next year" })).toMatchObject({ word: "celebrant", craft: "ceremony", goalCount: 40, goalNoun: "ceremonies", from: true });
    expect(pitch("A wedding cake maker in Austin, Texas: tiered cakes from $650, tastings in my studio kitchen.", { localRegion: "Austin, Texas", challenges: "Fridays and winter are quiet." })).toMatchObject({ craft: "cake", symbol: "$", directories: "The Knot and WeddingWire", offPeak: ["Friday", "winter"], peakFull: false });
    expect(pitch("A five-piece wedding and function band from Manchester: soul and Motown floor-fillers, £2,400 for two sets.")).toMatchObject({ word: "wedding band", craft: "music", dj: false, duo: true });
    expect(pitch("A string quartet playing weddings across Yorkshire: ceremony and drinks reception music, from £900.")).toMatchObject({ craft: "musician" });
    expect(pitch("Bridal hair and make-up artist in Cardiff, coming to you on the morning, from £350.")).toMatchObject({ craft: "beauty" });
    expect(pitch("Photo booth hire for weddings and parties in Kent, from £395.")).toMatchObject({ word: "photo booth", craft: "booth" });
    expect(readAnswers(fixture("lisbon-wedding-photographer").answers, FIXED_PLAN_DAY).weddingSupplier).toMatchObject({ word: "wedding photographer", craft: "photo", duo: false, prices: [1900], goalCount: 10, directories: null, fairs: null, peakFull: false });
  });

  it("does not read a jeweller's wedding bands, a bakery's wedding cakes or a bar's DJ nights as a wedding supplier", () => {
    expect(localTrade("Handmade wedding bands and engagement rings in recycled gold").trade).not.toBe("events");
    expect(localTrade("A bakery in Leeds that also makes wedding cakes").trade).toBe("food");
    expect(localTrade("A cocktail bar with DJ nights on Fridays").trade).toBe("food");
    expect(localTrade("A hair salon in Bristol, also doing bridal hair").trade).toBe("beauty");
  });

  it("fires for the photographer and the DJ only: the barn stays a venue, the florist a florist, the folk band a band, the conference an event", () => {
    const read = BUSINESS_FIXTURES.filter((f) => readAnswers(f.answers, FIXED_PLAN_DAY).weddingSupplier !== null).map((f) => f.id);
    expect(read).toEqual(["lisbon-wedding-photographer", "midlands-wedding-dj-sax"]);
    expect(readAnswers(fixture("cotswolds-wedding-barn").answers, FIXED_PLAN_DAY).venue).not.toBeNull();
    expect(readAnswers(fixture("harrogate-florist-weekly-accounts").answers, FIXED_PLAN_DAY).florist).not.toBeNull();
    expect(readAnswers(fixture("glasgow-folk-band-album-tour").answers, FIXED_PLAN_DAY).band).not.toBeNull();
    expect(readAnswers(fixture("leeds-gamedev-conference").answers, FIXED_PLAN_DAY).event).not.toBeNull();
  });
});

describe("Floorfiller's plan", () => {
  it("is made of a wedding DJ's tactics, and none of a shop's", () => {
    expect(names).toEqual([
      "On the recommended-supplier list of every venue you play: a night filmed there and a one-page note for the coordinator",
      "A short real-wedding video of a packed floor, and the way you plan the music shown",
      "Friday, Sunday and November-to-March weddings at a price that says why",
      "A review from every couple the week after the wedding, while the night is fresh",
      "Referrals from photographers, planners and venue coordinators, returned in kind",
      "Every enquiry answered the same day, with the date checked and a call offered",
      "Open evenings at the venues on your list, in place of paid wedding fairs",
      "Google Business Profile, complete and posted to weekly",
    ]);
    expect(markdown).not.toMatch(/staff perk|holiday-let|tourist office|yearly service|gift vouchers?|weekend market|by the till|regulars|galler(?:y|ies)|\bposed\b|album/i);
  });

  it("earns the venues' lists by being easy to work with: a night filmed with permission, a note for the coordinator, PLI and PAT ready, load-in times kept", () => {
    const venues = tactic("On the recommended-supplier list");
    expect(venues.description).toContain("with the couple's and the venue's permission");
    expect(venues.template).toContain("our public liability insurance and PAT certificates");
    expect(venues.implementation.join(" ")).toMatch(/arrive at the load-in time you were given, keep to the sound limit and the curfew/);
  });

  it("answers the cheesy-DJ worry with a real floor and the playlist process: a planning call, must-plays and do-not-plays kept", () => {
    const video = tactic("A short real-wedding video");
    expect(video.why).toContain("worry about a cheesy DJ who ignores their playlist");
    expect(video.implementation.join(" ")).toContain("the sax coming in over the set");
    expect(video.template).toMatch(/How Floorfiller plans your music[\s\S]*A planning call[\s\S]*Your must-plays[\s\S]*Your do-not-plays: never played/);
  });

  it("sells the Fridays, Sundays and winter Saturdays of 2028 at a price that says why, through the venues that sell them", () => {
    const offPeak = tactic("Friday, Sunday and November-to-March");
    expect(offPeak.implementation[0]).toContain("Fridays, Sundays and November-to-March Saturdays of 2028, for example £1,050-£1,100 instead of £1,250 (an example: yours to set)");
    expect(textOf(offPeak)).toMatch(/which of them sell Friday, Sunday or winter packages/);
    expect(offPeak.template).toContain("We're filling our Fridays, Sundays and November-to-March Saturdays in 2028");
  });

  it("asks for reviews on Google and the UK's wedding directories, named as examples to check, with nothing offered", () => {
    const reviews = tactic("A review from every couple");
    expect(reviews.description).toContain("such as Hitched, Bridebook or Guides for Brides (check which ones your couples read)");
    expect(reviews.implementation.join(" ")).toContain("never offer a discount or a free extra hour in exchange");
    expect(reviews.template).toMatch(/^Subject: Thank you for your wedding night/);
  });

  it("returns photographers', planners' and coordinators' referrals, and answers every enquiry the same day with the video, the playlist page and the prices", () => {
    expect(tactic("Referrals from").implementation.join(" ")).toContain("send every enquiry you must turn down to one of them");
    const reply = tactic("Every enquiry answered").template;
    expect(reply).toContain("A wedding evening is £1,250, or £1,650 with ceremony music.");
    expect(reply).toContain("{{playlist page link}}");
    expect(reply).toContain("Fridays, Sundays and November-to-March Saturdays are {{your off-peak price}}.");
  });

  it("drops paid wedding fairs for the venues' own open evenings, judged against £150 a lead", () => {
    const evenings = tactic("Open evenings at the venues");
    expect(evenings.why).toContain("You said a £300 fair stand brought two leads (£150 a lead)");
    expect(evenings.implementation.join(" ")).toContain("a 20-minute set with the sax in the room");
    expect(evenings.implementation.join(" ")).toContain("take no paid fair stand unless one beats your best open evening");
  });

  it("says the arithmetic and what the founder said in the strategy", () => {
    expect(plan.strategySummary).toContain("Floorfiller is a wedding DJ and sax duo for couples planning a wedding in Birmingham, Warwickshire and Worcestershire");
    expect(plan.strategySummary).toContain("35 weddings for 2028 at £1,250 to £1,650 (ceremony music included at the top price) is £43,750 to £57,750 of bookings");
    expect(plan.strategySummary).toContain("2028 has 22 Saturdays from November to March besides its 52 Fridays and 53 Sundays");
    expect(plan.strategySummary).toContain("so 35 take about 140: about 3 a week over 52 weeks");
    expect(plan.strategySummary).toContain("so no paid wedding fair is in this plan");
  });

  it("sets up the Google profile as a DJ service, with the decks and the floor, written by the two of them", () => {
    const profile = tactic("Google Business Profile");
    expect(profile.implementation.join(" ")).toContain("(DJ service, or the closest one Google offers)");
    expect(profile.implementation.join(" ")).toContain("film your decks, speakers and lights or your paperwork");
    expect(profile.template).toContain("You deal with the same two of us from the first message to the last song.");
    expect(profile.template).toContain("and we'll get back to you the same day");
  });

  it("profiles couples who want their songs played, with a DJ's objections and Marketing Model", () => {
    const profile = buildProfile(dj);
    expect(profile.objections.join(" ")).toContain("Will you play what we ask for, and nothing we don't?");
    expect(profile.buyingProcess).toContain("9-18 months ahead");
    expect(JSON.stringify(profile)).not.toMatch(/galler|photos look/i);
    const transform = plan.marketingEducation.emotionEngine.levers.find((l) => l.name === "Transform")!;
    expect(transform.example).toContain("We worried about a cheesy DJ who ignores our playlist. With Floorfiller, every song on our list got played");
    expect(markdown).toContain("the venue's house DJ or the acts they are comparing");
  });

  it("gets a DJ's guerrilla ideas and toolkit, not a photographer's album or guest-book card", () => {
    const ideas = plan.guerrillaTactics.map((i) => i.name);
    expect(ideas).toContain("Their first dance, sent to the couple within two days");
    expect(ideas).toContain("A card at the decks for the guests who ask");
    expect(ideas).not.toContain("A sample album on the venues' show-round tables");
    expect(ideas).not.toContain("A styled shoot with a venue and a planner");
    const toolkit = JSON.stringify(toolkitFor(reading, { product: "Floorfiller" }));
    expect(toolkit).toContain("a minute of a night in their room and your one-page note");
    expect(toolkit).not.toMatch(/galler|photographers they recommend/i);
  });

  it("tells the AI what a wedding DJ's plan is made of, what was ruled out and the arithmetic", () => {
    const prompt = promptText(dj);
    expect(prompt).toContain("A wedding DJ with sax who goes to the couple's day, not a shop");
    expect(prompt).toContain("load-in times kept, sound limits and curfews respected, public liability insurance and PAT certificates ready");
    expect(prompt).toContain("a planning call, must-plays and do-not-plays kept");
    expect(prompt).toContain("paid wedding fair stands (a £300 fair stand brought two leads)");
    expect(prompt).toContain("The goal's arithmetic: 35 weddings for 2028");
  });
});

describe("the checker, for a wedding supplier", () => {
  const gaps = (tactics: CheckedPlan["tactics"]) => checkPlanQuality(dj, { ...plan, tactics }, reading).map((f) => f.note);

  it("passes Floorfiller's plan", () => {
    expect(checkPlanQuality(dj, plan, reading)).toEqual([]);
  });

  it("flags a plan that leaves the free dates unpriced, the playlist worry unanswered, or sends them back to wedding fairs", () => {
    // The same-day reply states the off-peak price too, so both must go for the dates to be left unsold.
    expect(gaps(plan.tactics.filter((t) => !t.name.startsWith("Friday, Sunday")))).not.toContain("Leaves the free dates unsold");
    expect(gaps(plan.tactics.filter((t) => !/^Friday, Sunday|^Every enquiry/.test(t.name)))).toContain("Leaves the free dates unsold");
    const noPlaylist = plan.tactics.filter((t) => !/real-wedding video|enquiry answered/.test(t.name));
    expect(gaps(noPlaylist)).toContain("Leaves the couples' worry unanswered");
    const fair = { ...plan.tactics[6]!, description: "Book a stand at the spring wedding fair in Birmingham and bring the sax." };
    expect(gaps([...plan.tactics.slice(0, 6), fair, plan.tactics[7]!])).toContain("Leans on wedding fairs");
  });

  it("flags a shop's tactic in a wedding supplier's plan", () => {
    const perk = { ...plan.tactics[4]!, description: "Offer the staff of nearby offices a staff perk card for 10% off." };
    const findings = checkPlanQuality(dj, { ...plan, tactics: [...plan.tactics.slice(0, 4), perk, ...plan.tactics.slice(5)] }, reading);
    expect(findings.map((f) => f.reason).join(" ")).toMatch(/"staff perk card" is a tactic for other kinds of business/);
  });
});

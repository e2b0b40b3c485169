import { describe, expect, it } from "vitest";
import { makeContext } from "~/generation/planner/context";
import { buildPlan } from "~/generation/planner";
import { buildEducation } from "~/generation/planner/education";
import { buildGuerrilla } from "~/generation/planner/guerrilla";
import { buildProfile } from "~/generation/planner/profile";
import { PROFILE_FIELDS, customerProfileSchema } from "~/generation/schemas";
import { DIRECT_CONTACT_TAGS, affirmedChannels, channelsIn } from "~/plan-quality/channels";
import { readAnswers } from "~/plan-quality/reading";
import type { PlanFormData } from "~/wizard/types";
import { INDIE_TOOLKIT } from "~/plan-view/fixed-texts";
import { toolkitFor } from "~/plan-view/toolkit";
import { BUSINESS_FIXTURES, fixture } from "../support/business-fixtures";
import { defined } from "../support/defined";

/**
 * The four parts of a built-in plan that used to be stock text (customer profile, guerrilla ideas,
 * education examples, the Indie Developer Toolkit) must read as written for each business.
 */

function partsFor(id: string) {
  const { answers } = fixture(id);
  const reading = readAnswers(answers);
  const ctx = makeContext(answers, reading);
  return {
    answers,
    reading,
    profile: buildProfile(answers, reading),
    guerrilla: buildGuerrilla(ctx),
    education: buildEducation(ctx),
    toolkit: toolkitFor(reading, { product: answers.productName }),
  };
}

/** Every string in a value, flattened. */
const texts = (value: unknown): string[] =>
  typeof value === "string" ? [value] : Array.isArray(value) ? value.flatMap(texts) : value && typeof value === "object" ? Object.values(value).flatMap(texts) : [];

/** "[the pain]", "[Customer]": the placeholder style the planner no longer uses. */
const BRACKET = /\[[^\]\n]{1,60}\]/;
/** A {token} the fill left behind (a {{slot}} is fine). */
const RAW_TOKEN = /(?<!\{)\{\w+\}(?!\})/;
const directContact = (text: string) => affirmedChannels(text).filter((t) => DIRECT_CONTACT_TAGS.includes(t));
const CARD_NAMES = INDIE_TOOLKIT.flatMap((g) => g.cards.map((c) => c.name));

describe("the checks themselves can fail", () => {
  it("notices brackets, raw tokens, direct contact and launch sites", () => {
    expect(BRACKET.test("Every week without it is another week of [the pain].")).toBe(true);
    expect(RAW_TOKEN.test("Try {product} today")).toBe(true);
    expect(RAW_TOKEN.test("Hi {{first name}}")).toBe(false);
    expect(directContact("DM each player on Discord and invite them to a meetup.")).toEqual(expect.arrayContaining(["dm", "meetups"]));
    expect(directContact("Book a discovery call with every new player.")).toContain("calls");
    expect(channelsIn("Post a Show HN and launch on Product Hunt")).toEqual(expect.arrayContaining(["hacker-news", "product-hunt"]));
  });
});

describe.each(BUSINESS_FIXTURES.map((f) => [f.id]))("%s", (id) => {
  const { answers, reading, profile, guerrilla, education, toolkit } = partsFor(id);
  const product = answers.productName;

  it("profile: all eight fields, lists of 3-6 labelled or plain items, parsed by the schema", () => {
    expect(() => customerProfileSchema.parse(profile)).not.toThrow();
    expect(Object.keys(profile).sort()).toEqual([...PROFILE_FIELDS].sort());
    expect(profile.overview).toContain(product);
    expect(profile.overview).toMatch(/Assumption: .+\.$/);
    expect(profile.buyingProcess).toContain("Assumption:");
    for (const field of ["demographics", "behaviors", "needs", "painPoints", "goals", "objections"] as const) {
      expect(profile[field].length, field).toBeGreaterThanOrEqual(3);
      expect(profile[field].length, field).toBeLessThanOrEqual(6);
      for (const item of profile[field]) expect(item.trim().length, `${field}: "${item}"`).toBeGreaterThan(3);
    }
    for (const item of profile.demographics) expect(item, item).toMatch(/^[A-Z][\w ]+: \S/);
  });

  it("profile: ages and place come from the answers", () => {
    const ages = profile.demographics.find((d) => d.startsWith("Age: "));
    if (reading.ages) expect(ages).toBe(`Age: ${reading.ages[0]}-${reading.ages[1]}`);
    // "Parents of children aged 6-14": adults, and the ages are their children's.
    else if (reading.childAges) expect(ages).toBe(`Age: adults; the children they decide for are ${reading.childAges[0]}-${reading.childAges[1]}`);
    else expect(ages).toMatch(/not stated/);
    const location = profile.demographics.find((d) => d.startsWith("Location: "));
    expect(location).toBeDefined();
    if (reading.place) expect(location).toContain(reading.place.replace(/\s*\(.*$/, "").replace(/[…,\s]+$/, ""));
  });

  it("profile: the founder's named objections are all there", () => {
    const named = /\bObjections?:\s*([^.]*)/i.exec(answers.audiencePersona)?.[1] ?? "";
    const joined = profile.objections.join(" ").toLowerCase();
    // The first few words of each objection the founder listed appear, quoted or paraphrased beside ours.
    for (const item of named.split(/,\s*/).map((s) => s.replace(/^(and|or)\s+/, "").replace(/^['‘"“]|['’"”]$/g, "").trim()).filter(Boolean)) {
      expect(joined, item).toContain(item.toLowerCase().split(" ").slice(0, 3).join(" "));
    }
  });

  it("no [bracket] placeholders or unfilled {tokens} in any of the four parts", () => {
    for (const text of texts({ profile, guerrilla, education, toolkit })) {
      expect(text, text).not.toMatch(BRACKET);
      expect(text, text).not.toMatch(RAW_TOKEN);
    }
  });

  it("guerrilla: four ideas with plain cost and impact, none relying on what the founder says fails", () => {
    expect(guerrilla).toHaveLength(4);
    expect(new Set(guerrilla.map((g) => g.name)).size).toBe(4);
    const avoided = reading.avoid.map((a) => a.tag);
    for (const idea of guerrilla) {
      // In the founder's currency: "Under £40" in Ludlow, "Under $50" in Austin.
      const prefix = reading.currency.prefix.replace(/[$]/g, "\\$&");
      expect(idea.costLevel).toMatch(new RegExp(`^(Free|Under ${prefix}[\\d,]+)$`));
      expect(idea.impact).toMatch(/^(High|Medium|Low)$/);
      expect(idea.description.length).toBeGreaterThan(60);
      const used = channelsIn(`${idea.name}. ${idea.description}`);
      expect(used.filter((t) => avoided.includes(t)), idea.name).toEqual([]);
      if (reading.teen) expect(directContact(`${idea.name}. ${idea.description}`), idea.name).toEqual([]);
    }
  });

  it("education: the eight levers, every example naming the product", () => {
    const { emotionEngine, logicEngine } = education;
    expect(emotionEngine.levers.map((l) => l.name)).toEqual(["Desire", "Identity", "Urgency", "Transform"]);
    expect(logicEngine.levers.map((l) => l.name)).toEqual(["Position", "Clarity", "Proof", "Journey"]);
    for (const lever of [...emotionEngine.levers, ...logicEngine.levers]) {
      expect(lever.example, lever.name).toContain(product);
      expect(lever.description.length).toBeGreaterThan(20);
    }
  });

  it("toolkit: the spec's two groups and six cards, in order, with text for this business", () => {
    expect(toolkit.map((g) => g.title)).toEqual(INDIE_TOOLKIT.map((g) => g.title));
    expect(toolkit.flatMap((g) => g.cards.map((c) => c.name))).toEqual(CARD_NAMES);
    for (const card of toolkit.flatMap((g) => g.cards)) {
      expect(card.description.length, card.name).toBeGreaterThan(40);
      expect(card.tryThis.length, card.name).toBeGreaterThan(30);
    }
    if (reading.teen) {
      for (const text of texts(toolkit)) expect(directContact(text), text).toEqual([]);
    }
  });
});

describe("teen-game (Stackjam, players aged 13-17)", () => {
  const { profile, guerrilla, toolkit } = partsFor("teen-game");

  it("gives the persona's ages, never a stock 20-50", () => {
    expect(profile.demographics).toContain("Age: 13-17");
    expect(JSON.stringify(profile)).not.toMatch(/20\s?-\s?50/);
  });

  it("has no idea that messages, calls or meets a player", () => {
    for (const idea of guerrilla) {
      const text = `${idea.name}. ${idea.description}`;
      expect(directContact(text), text).toEqual([]);
      expect(text).not.toMatch(/\b(dms?|direct messages?|private messages?|phone calls?|call them|meet-?ups?|email (them|players))\b/i);
    }
  });

  it("turns Direct Outreach into reaching adult creators and press through their business contact", () => {
    const outreach = defined(toolkit[0]?.cards[0], "the first toolkit card");
    expect(outreach.name).toBe("Direct Outreach");
    expect(`${outreach.description} ${outreach.tryThis}`).toMatch(/adult/i);
    expect(outreach.tryThis).toMatch(/business contact/i);
  });
});

describe("lyon-bakery (Maison Dupont, Croix-Rousse)", () => {
  const { profile, guerrilla, education, toolkit } = partsFor("lyon-bakery");

  it("names Lyon and Croix-Rousse and raises no subscription objection", () => {
    expect(profile.demographics).toContain("Location: Croix-Rousse, Lyon");
    expect(profile.overview).toContain("Croix-Rousse");
    expect(profile.objections.join(" ")).not.toMatch(/subscription/i);
    expect(profile.objections.join(" ")).toContain("Why pay more here than at the supermarket?");
  });

  it("stacks local launches, not Show HN or Product Hunt", () => {
    const stacking = toolkit.flatMap((g) => g.cards).find((c) => c.name === "Launch Stacking")!;
    const text = `${stacking.description} ${stacking.tryThis}`;
    expect(channelsIn(text).filter((t) => t === "hacker-news" || t === "product-hunt")).toEqual([]);
    expect(text).not.toMatch(/show hn|product hunt/i);
    expect(text).toMatch(/window/i);
    expect(text).toMatch(/market/i);
    const integration = toolkit.flatMap((g) => g.cards).find((c) => c.name === "Integration Marketing")!;
    expect(integration.description).toMatch(/cafés/);
  });

  it("suggests shop-window and chalkboard ideas, not online launches", () => {
    const names = guerrilla.map((g) => g.name).join(" | ");
    expect(names).toMatch(/window/i);
    expect(names).toMatch(/chalkboard/i);
    expect(JSON.stringify(guerrilla)).not.toMatch(/show hn|product hunt|cold email/i);
  });

  it("writes education examples for neighbours, with the competitor and the website", () => {
    const examples = [...education.emotionEngine.levers, ...education.logicEngine.levers].map((l) => l.example).join("\n");
    expect(examples).toMatch(/neighbours/);
    expect(examples).toContain("the supermarket");
    expect(examples).toContain("maison-dupont-croixrousse.fr");
    expect(education.emotionEngine.description).toMatch(/French/);
  });
});

describe("enterprise-compliance (Attestra, European banks)", () => {
  const { profile, guerrilla, toolkit } = partsFor("enterprise-compliance");

  it("names the roles and banks, and the security-review objection", () => {
    expect(profile.demographics.join(" ")).toMatch(/Heads of compliance/);
    expect(profile.demographics.join(" ")).toMatch(/banks/);
    expect(profile.objections.join(" ")).toMatch(/security review/i);
    expect(profile.buyingProcess).toMatch(/9-15 months/);
  });

  it("suggests B2B ideas (a public teardown, a trust pack), and account-based outreach", () => {
    const names = guerrilla.map((g) => g.name).join(" | ");
    expect(names).toMatch(/teardown/i);
    expect(names).toMatch(/trust pack/i);
    expect(toolkit[0]?.cards[0]?.description).toMatch(/account-based/i);
  });
});

describe("kinds get their own objections, ideas and toolkit", () => {
  it("a dev tool hears about lock-in or licences; a subscription about another subscription", () => {
    expect(partsFor("oss-devtool").profile.objections.join(" ")).toMatch(/licen[cs]e|lock/i);
    expect(partsFor("freelancer-invoicing").profile.objections.join(" ")).toMatch(/another subscription/i);
  });

  it("a dev tool gets a 'how it works' deep-dive; a D2C brand an insert card", () => {
    expect(partsFor("oss-devtool").guerrilla.map((g) => g.name).join(" ")).toMatch(/how it works/i);
    expect(partsFor("skincare-d2c").guerrilla.map((g) => g.name).join(" ")).toMatch(/insert card/i);
  });

  it("leaves out an idea that relies on a channel the founder says fails", () => {
    const answers = structuredClone(fixture("oss-devtool").answers);
    answers.challenges = "Hacker News never works for us: our last two Show HN posts flopped.";
    const reading = readAnswers(answers);
    expect(reading.avoid.map((a) => a.tag)).toContain("hacker-news");
    const ideas = buildGuerrilla(makeContext(answers, reading));
    expect(ideas).toHaveLength(4);
    for (const idea of ideas) expect(channelsIn(`${idea.name}. ${idea.description}`)).not.toContain("hacker-news");
    const baseline = buildGuerrilla(makeContext(fixture("oss-devtool").answers));
    expect(baseline.some((idea) => channelsIn(idea.description).includes("hacker-news"))).toBe(true);
  });

  it("differs between a bakery, a game and a bank supplier", () => {
    const stacking = (id: string) => defined(partsFor(id).toolkit[0]?.cards[2], `${id}'s third toolkit card`).description;
    expect(new Set([stacking("lyon-bakery"), stacking("teen-game"), stacking("enterprise-compliance")]).size).toBe(3);
  });

  it("returns the fixed toolkit without a reading", () => {
    expect(toolkitFor(null)).toBe(INDIE_TOOLKIT);
  });
});

describe("what failed, read as the founder meant it", () => {
  const base = fixture("smalltown-bookshop").answers;
  const failed = (challenges: string) => readAnswers({ ...base, challenges }).avoid.map((o) => o.tag);

  it("rules out the ads a founder says failed, not posting on the same network", () => {
    expect(failed("Instagram ads didn't work for us.")).toEqual(["meta-ads"]);
    expect(failed("TikTok ads flopped.")).toEqual(["tiktok-ads"]);
    // A boosted post is a Meta ad.
    expect(failed("We boosted an Instagram post and got nothing.")).toEqual(["meta-ads", "paid-social"]);
    // Both named, both out.
    expect(failed("Instagram ads and Instagram posts both failed.")).toEqual(["meta-ads", "instagram"]);
  });

  it("hears 'brought no new members', 'a waste of money' and 'did nothing' as failures", () => {
    expect(failed("A month of Instagram posts brought no new members.")).toEqual(["instagram"]);
    expect(failed("Facebook ads were a waste of money.")).toEqual(["meta-ads"]);
    expect(failed("Flyers did nothing.")).toEqual(["flyers"]);
    // What the founder did nothing on yet has not failed.
    expect(failed("We did nothing on Instagram yet.")).toEqual([]);
  });
});

describe("a rival the founder does not name", () => {
  it("reads 'what they use today' in Liftoff's own sentences, and stays a slot only in the founder's templates", () => {
    const pune: PlanFormData = {
      ...fixture("dental-saas").answers,
      productWebsite: "",
      productStage: "launched",
      budgetRange: "bootstrapped",
      timeHorizon: "quarter",
      skills: ["sales"],
      primaryGoal: "revenue",
      includeMarketingWisdom: true,
      challenges: "Clinic owners are busy and don't reply to cold email. We can spend ₹25,000 a month.",
      productName: "ClinicDesk",
      productType: "saas",
      productDescription: "Appointment and billing software for small dental and skin clinics in Pune, with WhatsApp reminders and GST invoices. ₹1,499 a month.",
      audienceType: "b2b-smb",
      audienceGeography: "specific-country",
      specificCountry: "India",
      audiencePersona: "Owners of 1-3 doctor clinics in Pune and Mumbai who manage appointments in a register and on WhatsApp.",
      successMetrics: "50 paying clinics by March",
    };
    expect(readAnswers(pune).competitor).toBeNull();
    const plan = buildPlan(pune);
    const migration = defined(plan.tactics.find((t) => t.name.startsWith("Free set-up and data migration")), "the migration tactic");
    expect(migration.why).toContain("the real cost of switching from what they use today is the afternoon spent moving data");
    for (const t of plan.tactics) expect(`${t.why} ${t.description}`, t.name).not.toContain("{{what they use today}}");
    expect(migration.template).toContain("Send us an export from {{what they use today}}");
  });
});

describe("the size of the buyers' business, as the founder gave it", () => {
  it("says 'Organisation: 1-3 doctor clinics' for clinic owners, not businesses with 5-200 employees", () => {
    const a = {
      ...fixture("dental-saas").answers,
      audiencePersona: "Owners of 1-3 doctor clinics in Pune and Mumbai who manage appointments in a register and on WhatsApp.",
    };
    const demographics = buildProfile(a).demographics.join("\n");
    expect(demographics).toContain("Organisation: 1-3 doctor clinics");
    expect(demographics).not.toMatch(/5-200 employees/);
  });
});

describe("patients and pet owners get their own profile, not a salon's", () => {
  const physio: PlanFormData = {
    ...fixture("smalltown-salon").answers,
    productWebsite: "",
    productStage: "launched",
    budgetRange: "bootstrapped",
    timeHorizon: "quarter",
    skills: ["content", "community"],
    primaryGoal: "revenue",
    includeMarketingWisdom: true,
    challenges: "I'm fully booked Tuesday and Thursday but Monday and Wednesday mornings are empty. Budget is $300 a month. I won't do TikTok dances.",
    productName: "Riverside Physio",
    productType: "web-app",
    productDescription: "A one-physio sports and back-pain clinic in Boise, Idaho. 45-minute sessions at $110, most insurance not accepted, we give superbills.",
    audienceType: "b2c-general",
    audienceGeography: "local",
    localRegion: "Boise and Meridian",
    audiencePersona: "Runners, cyclists and desk workers aged 30-60 in Boise with a nagging injury their doctor told them to rest.",
    successMetrics: "25 new patients a month by March",
  };
  const vet: PlanFormData = {
    ...fixture("smalltown-salon").answers,
    productWebsite: "",
    productStage: "launched",
    budgetRange: "bootstrapped",
    timeHorizon: "quarter",
    skills: ["community"],
    primaryGoal: "signups",
    includeMarketingWisdom: true,
    challenges: "New practice, nobody knows us yet. The big chain practice across town has a health plan.",
    productName: "Greenway Vets",
    productType: "web-app",
    productDescription: "A new independent vet practice in Didsbury, Manchester, for cats, dogs and rabbits, with longer 20-minute appointments and a monthly pet health plan at £14.",
    audienceType: "b2c-general",
    audienceGeography: "local",
    localRegion: "Didsbury, Chorlton and Withington",
    audiencePersona: "Pet owners in south Manchester, often young families and couples, who feel rushed and upsold at the chain vets.",
    successMetrics: "800 registered pets and 150 health plans by June",
  };

  it("a physio's patients want a clear answer and a slot soon, and ask about insurance", () => {
    const profile = buildProfile(physio);
    expect(profile.needs.join("\n")).toContain("A clear answer on what is wrong and what it will take to put it right");
    expect(profile.objections.join("\n")).toContain("“Will my insurance cover it?”");
    expect(JSON.stringify(profile)).not.toMatch(/Look and feel their best|Results that do not match what they asked for|photos of real work/);
  });

  it("a vet's clients are owners who register a pet, fear being upsold and ask about the health plan", () => {
    const profile = buildProfile(vet);
    expect(profile.painPoints.join("\n")).toContain("Rushed appointments and feeling upsold");
    expect(profile.objections.join("\n")).toContain("“Is a monthly health plan worth it for us?”");
    expect(profile.buyingProcess).toMatch(/registers and books a first check-up/);
    expect(JSON.stringify(profile)).not.toMatch(/Patients choose|their doctor|Look and feel their best|photos of real work/);
  });
});

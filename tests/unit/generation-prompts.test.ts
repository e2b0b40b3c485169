/** The prompts use every answer, and marketing wisdom only when asked for. */
import { describe, expect, it } from "vitest";
import { planMessages, profileMessages } from "../../app/generation/prompts.server";
import { answers } from "../support/answers";
import { fixture } from "../support/business-fixtures";
import { FIXED_PLAN_DAY } from "../support/plan-day";

const text = (messages: readonly object[]) => messages.map((m) => String((m as { content?: unknown }).content)).join("\n");

describe("plan prompt", () => {
  it("carries every answer, with the options' labels", () => {
    const prompt = text(
      planMessages({ ...answers, audienceType: "other", customAudienceType: "Indie game studios", audienceGeography: "local", localRegion: "Leeds" }),
    );
    for (const part of [
      "Rocketboard", "https://rocketboard.example", "SaaS (Software as a Service)", "Beta / Testing", answers.productDescription,
      "Indie game studios", "Local: Leeds", answers.audiencePersona, "Seed ($500-$2,000)", "Quarter (3 months)",
      "Content writing, Sales and outreach", "Get sign-ups and users", "200 weekly active teams", answers.challenges,
    ]) {
      expect(prompt).toContain(part);
    }
  });

  it("asks for what the budget and skills can carry, templates ready to send and marked assumptions", () => {
    const prompt = text(planMessages(answers));
    expect(prompt).toMatch(/budget under \$500 recommend no paid/i);
    expect(prompt).toMatch(/skills can execute/);
    expect(prompt).toMatch(/ready-to-send/);
    expect(prompt).toMatch(/"Assumption:"/);
    // The constraints in plain numbers, and the placeholder style.
    expect(prompt).toMatch(/Monthly marketing budget: \$500-\$2,000 a month/);
    expect(prompt).toMatch(/The timeline ends by week \d+/);
    expect(prompt).toMatch(/\{\{first name\}\}/);
    expect(prompt).toMatch(/Never use\s+\[square brackets\]/);
  });

  it("names what the founder said does not work, an audience under 18 and a deadline, in their words", () => {
    const prompt = text(
      planMessages({
        ...answers,
        challenges: "Office managers ignore cold email.",
        successMetrics: "20 trials within 4 weeks",
        audiencePersona: `Teenagers aged 13-17 who play puzzle games. ${answers.audiencePersona}`,
      }),
    );
    expect(prompt).toContain('Does not work for them: cold email (they said: "Office managers ignore cold email.")');
    expect(prompt).toMatch(/the success metrics set a deadline at week 4\. The timeline ends by week 4\./);
    expect(prompt).toMatch(/Customers' ages: 13-17 \(under 18: no private contact of any kind\)/);
  });

  it("gives the stated hours, the customers' language and the law on cold email where the customers are", () => {
    const prompt = text(
      planMessages({
        ...answers,
        audienceType: "b2b-smb",
        audienceGeography: "specific-country",
        specificCountry: "Germany",
        challenges: "Marketing has to fit into two hours a week.",
      }),
    );
    expect(prompt).toContain('Time is scarce (they said: "Marketing has to fit into two hours a week."): keep the whole plan to about 2 hours a week');
    expect(prompt).toMatch(/customers read German/);
    expect(prompt).toContain("The law in Germany: unsolicited email advertising needs prior consent, businesses included, so no cold email");
    expect(text(planMessages(answers))).not.toContain("The law in");
  });

  it("tells the model that a solo founder's ten hours at MVP cover building too: marketing gets 3 of them", () => {
    const prompt = text(planMessages(fixture("freelancer-invoicing").answers));
    expect(prompt).toContain("keep the whole plan to about 3 hours a week");
    expect(prompt).toContain("Those 10 hours a week are for building the product too: marketing gets about 3 of them while it is being built");
  });

  it("asks for wisdom tips only when includeMarketingWisdom is on", () => {
    expect(text(planMessages(answers))).toMatch(/give every tactic a "marketingWisdom" tip/);
    const off = text(planMessages({ ...answers, includeMarketingWisdom: false }));
    expect(off).toMatch(/set every tactic's "marketingWisdom" to an empty string/);
    expect(off).not.toMatch(/give every tactic a "marketingWisdom" tip/);
  });

  it("says when no skills were listed and when there is no landing page", () => {
    const prompt = text(planMessages({ ...answers, skills: [], productWebsite: undefined }));
    expect(prompt).toContain("None listed (founder only)");
    expect(prompt).toContain("Landing page: none yet");
  });
});

describe("profile prompt", () => {
  it("carries the product and audience, and a specific country", () => {
    const prompt = text(
      profileMessages({
        productName: "Rocketboard",
        productDescription: "Planning",
        audienceType: "Developers",
        audienceGeography: "A specific country",
        specificCountry: "Japan",
        audiencePersona: "Tired founders",
      }),
    );
    for (const part of ["Rocketboard", "Planning", "Developers", "A specific country (Japan)", "Tired founders"]) expect(prompt).toContain(part);
  });
});

describe("plan prompt: what the reading knows about how the business works", () => {
  const promptFor = (id: string) => text(planMessages(fixture(id).answers));
  const coffee = promptFor("coffee-subscription");
  const bookshop = promptFor("smalltown-bookshop");
  const plumber = promptFor("rural-plumber");
  const shopifyApp = promptFor("shopify-app");
  const yoga = promptFor("online-yoga");
  const plain = [promptFor("lyon-bakery"), promptFor("dental-saas"), text(planMessages(answers))];

  it("passes a stated capacity and the ceiling every push stops at", () => {
    expect(coffee).toContain(
      'Capacity (they said: "Our roaster only produces 80 kg a week"): at most 80 kg a week (about 235 bags of 340 g). Every tactic that brings new orders holds its next push whenever orders reach about 211 bags of 340 g a week',
    );
    // 300 subscribers at a bag every two weeks fit; a goal of 600 does not, and the prompt says what does.
    expect(coffee).not.toContain("more than they can produce");
    const coffeeAnswers = fixture("coffee-subscription").answers;
    const over = text(planMessages({ ...coffeeAnswers, successMetrics: coffeeAnswers.successMetrics.replace(/\b300\b/, "600") }));
    expect(over).toMatch(/Their goal of 600 active subscribers needs about 300 bags of 340 g a week, more than they can produce: aim for about 423 subscribers at most/);
    for (const prompt of [bookshop, plumber, shopifyApp, yoga, ...plain]) expect(prompt).not.toContain("Capacity (they said");
  });

  it("says a small town has few offices and employers within a walk", () => {
    for (const prompt of [bookshop, plumber]) expect(prompt).toContain("A small town or village: few offices and employers within a walk, so no staff perk cards, office orders or workplace flyers");
    for (const prompt of [coffee, shopifyApp, yoga, ...plain]) expect(prompt).not.toContain("A small town or village");
  });

  it("says a plumber goes to his customers: no window or counter of his own", () => {
    expect(plumber).toContain("The business goes to its customers (no shop, till or window to walk into): no window displays, in-store events or counter cards");
    for (const prompt of [bookshop, coffee, shopifyApp, yoga, ...plain]) expect(prompt).not.toContain("goes to its customers");
  });

  it("says a Shopify app grows in the Shopify App Store, not on G2 or BetaList", () => {
    expect(shopifyApp).toContain("Already listed in the Shopify App Store: customers find and choose it there");
    expect(shopifyApp).toMatch(/not on G2, Capterra, BetaList or Product Hunt/);
    for (const prompt of [coffee, bookshop, plumber, yoga, ...plain]) expect(prompt).not.toContain("Already listed in the");
  });

  it("says the plumber will not post, and passes what he and the yoga teacher ruled out and the rivals they named", () => {
    expect(plumber).toContain("They will not post (on Facebook, Instagram or anywhere else): no tactic built on posting, and no weekly posts on a Google Business Profile");
    expect(plumber).toMatch(/Does not work for them: SEO \(they said: "I won't build a website/);
    expect(yoga).toMatch(/Does not work for them: webinars \(they said: "Some of my older students gave up because they could not get Zoom working/);
    expect(bookshop).toContain("Alternative customers use today: Amazon");
    expect(promptFor("student-bike-shop")).toContain("Alternative customers use today: Facebook Marketplace");
    for (const prompt of [bookshop, coffee, shopifyApp, yoga, ...plain]) expect(prompt).not.toContain("They will not post");
  });

  it("says a yoga membership is joined any day: no launches or carts that close, a free first class", () => {
    expect(yoga).toContain("A membership people join any day (£25 a month): no launches, carts that close or cohorts; a free first class or trial brings people in");
    for (const prompt of [coffee, bookshop, plumber, shopifyApp, promptFor("cohort-course"), ...plain]) expect(prompt).not.toContain("A membership people join any day");
  });
});

describe("plan prompt: a mobile groomer with half-empty weekdays", () => {
  const groomer = text(planMessages(fixture("mobile-dog-groomer").answers));
  const others = ["lyon-bakery", "rural-plumber", "smalltown-salon", "coffee-subscription", "dental-saas"].map((id) => text(planMessages(fixture(id).answers)));

  it("says pet care is booked on trust, counted in bookings, with her 6 dogs a day as the ceiling", () => {
    expect(groomer).toContain("Pet care, booked like a salon's diary (grooming, walking, sitting): owners choose by trust");
    expect(groomer).toMatch(/at most 6 dogs a day\. Every tactic that brings new bookings holds its next push whenever bookings reach/);
    for (const prompt of others) expect(prompt).not.toContain("Pet care, booked");
  });

  it("says the goal is to fill her quiet Tuesdays and Wednesdays from the clients she has, before more demand for full days", () => {
    expect(groomer).toContain(
      'The goal is to fill quiet days or slots (they said: "Fill Tuesdays and Wednesdays, which are half empty: 12 more grooms a week within 3 months"): lead with filling them from the clients they have',
    );
    for (const prompt of others) expect(prompt).not.toContain("The goal is to fill quiet days");
  });

  it("says her marketing time is Sunday evenings", () => {
    expect(groomer).toContain("Their marketing time is Sunday evenings: every weekly task (posts, replies, the tracker) names that time");
    for (const prompt of others) expect(prompt).not.toContain("Their marketing time is");
  });
});

describe("plan prompt: the two newest founders", () => {
  it("says a wedding photographer's couples book once from their venue's list, and a bookkeeping firm sells people's work, not software", () => {
    const ines = text(planMessages(fixture("lisbon-wedding-photographer").answers));
    const firm = text(planMessages(fixture("manchester-restaurant-bookkeeping").answers));
    expect(ines).toContain("A wedding photographer who goes to the couple's day, not a shop: no regulars, till, window");
    expect(ines).toContain("Couples book once, 9-14 months ahead and after the venue, from their venue's and planner's recommended lists");
    expect(ines).toContain("Monthly marketing budget: €150 a month (no paid advertising)");
    expect(ines).toMatch(/Where: Lisbon, Portugal \(Portugal\); customers read Portuguese and English/);
    expect(firm).toContain("Sells its people's work, not software: no trials, sign-ups, free accounts, app marketplaces or software review sites");
    expect(firm).toContain('Does not work for them: cold calling (they said: "We both hate cold calling and will not do it.")');
    for (const prompt of [firm, text(planMessages(fixture("mobile-dog-groomer").answers))]) expect(prompt).not.toContain("goes to the couple's day");
    for (const prompt of [ines, text(planMessages(fixture("freelancer-invoicing").answers))]) expect(prompt).not.toContain("Sells its people's work");
  });
});

describe("plan prompt: Nextdoor where it does not run", () => {
  it("tells the AI a Leuven shop cannot use Nextdoor, and says nothing for Lyon, where it runs", () => {
    expect(text(planMessages(fixture("student-bike-shop").answers))).toContain("Nextdoor does not run in Belgium: use the local Facebook groups and community newsletters instead");
    expect(text(planMessages(fixture("lyon-bakery").answers))).not.toContain("Nextdoor");
  });
});

describe("plan prompt: what Puente's founder said", () => {
  const puente = text(planMessages(fixture("language-app").answers));
  const others = ["teen-game", "coffee-subscription", "dental-saas", "mobile-dog-groomer"].map((id) => text(planMessages(fixture(id).answers)));

  it("says Puente is an app, not a game, and a real game is not told so", () => {
    expect(puente).toContain("An app, not a game (whatever the answers say about games): no streamers, game press, free keys, trailers, release dates or Discord servers for players");
    for (const prompt of others) expect(prompt).not.toContain("An app, not a game");
  });

  it("names the English teachers its users follow, the paid WhatsApp reminders in the founder's words, and Brazil after the countries the team knows", () => {
    expect(puente).toContain("Their users follow English teachers: work with those English teachers (a shared challenge, an episode, a code for their followers) before any paid influencer");
    expect(puente).toMatch(/Every WhatsApp message costs them money \(they said: "[^"]+"\): reminders and nudges go by free push notifications, email and in-app messages first, WhatsApp only where those cannot reach/);
    expect(puente).toContain("The team knows Mexico, Colombia, Argentina and Peru better than Brazil: start there, and add Brazil once a Portuguese speaker on the team or a partner there can check every word in Portuguese");
    // Stackjam's players follow streamers; the others named no one.
    expect(others[0]).toContain("Their users follow streamers: work with those streamers");
    for (const prompt of others.slice(1)) expect(prompt).not.toContain("Their users follow");
    for (const prompt of others) expect(prompt).not.toMatch(/costs them money|The team knows .* better than/);
  });

  it("names each channel that rarely fits once", () => {
    const misfits = others[0]!.match(/Channels that rarely fit this kind of business: (.+)/)![1]!.split(", ");
    expect(misfits).toContain("LinkedIn");
    expect(misfits).toEqual([...new Set(misfits)]);
  });
});

describe("plan prompt: a piano teacher in Ludlow", () => {
  const piano = text(planMessages(fixture("ludlow-piano-teacher").answers, FIXED_PLAN_DAY));
  const others = ["teen-game", "smalltown-salon", "mobile-dog-groomer", "lisbon-wedding-photographer"].map((id) => text(planMessages(fixture(id).answers)));

  it("says her lessons are booked by the term from a trial lesson and parents' word, and counts pupils", () => {
    expect(piano).toContain("Kind of business, as read from the answers: local lessons and tuition");
    expect(piano).toContain("Lessons taught by the founder, booked by the term: families and adult learners choose by a trial lesson");
    for (const prompt of others) expect(prompt).not.toContain("Lessons taught by the founder");
  });

  it("speaks to the parents of her 6-14-year-olds, with no under-18 rule; Stackjam's players keep theirs", () => {
    expect(piano).toContain("The buyers are parents of children aged 6-14: every message, post and template speaks to the parents");
    expect(piano).not.toContain("Customers' ages");
    expect(others[0]).toContain("Customers' ages: 13-17 (under 18: no private contact of any kind)");
    for (const prompt of others) expect(prompt).not.toContain("The buyers are parents");
  });
});

describe("profile prompt: a two-sided marketplace", () => {
  it("asks for both sides of Chakula Hub, and for one side of a bakery", () => {
    const chakula = text(profileMessages(fixture("nairobi-lunch-marketplace").answers));
    expect(chakula).toContain("A two-sided marketplace: profile the buyers (office workers) and, in each list, the people who offer on it (home cooks) too");
    expect(text(profileMessages(fixture("lyon-bakery").answers))).not.toContain("two-sided");
  });
});

describe("plan prompt: a two-sided marketplace", () => {
  const chakula = text(planMessages(fixture("nairobi-lunch-marketplace").answers));
  const others = ["lyon-bakery", "mobile-dog-groomer", "coffee-subscription", "dental-saas"].map((id) => text(planMessages(fixture(id).answers)));

  it("says Chakula Hub is a two-sided marketplace, not a shop, with home cooks as the side to keep first", () => {
    expect(chakula).toContain("Kind of business, as read from the answers: two-sided marketplace");
    expect(chakula).toContain(
      "A two-sided marketplace, not a shop: home cooks on one side, office workers on the other; it keeps 15% of each sale. Every tactic says which side it grows",
    );
    expect(chakula).toContain('The constrained side is home cooks (they said: "Cooks drop out when they get few orders in their first week"): lead with keeping and finding home cooks');
    for (const prompt of others) expect(prompt).not.toMatch(/two-sided marketplace|constrained side/);
  });

  it("names the two areas it serves, its 8 riders as the ceiling, M-Pesa, KSh and the Facebook ads that brought no orders", () => {
    expect(chakula).toContain("Served areas: only Westlands and Upper Hill");
    expect(chakula).toContain("No tactic brings orders from anywhere else");
    expect(chakula).toMatch(/Capacity \(they said: "We only have 8 riders[^"]*"\): at most what 8 riders can deliver\./);
    expect(chakula).toContain("Buyers pay with M-Pesa");
    expect(chakula).toContain("Their goal of 600 orders a day is about 75 a day for each of their 8 riders: say that riders must grow with orders");
    expect(chakula).toContain("- Price: KSh 350-500");
    expect(chakula).toContain('Does not work for them: Meta ads (they said: "Facebook ads brought downloads but nobody ordered.")');
    expect(chakula).not.toMatch(/Channels that rarely fit[^\n]*WhatsApp/);
  });
});

describe("plan prompt: orders from away and a maker leaving Etsy", () => {
  const kilkee = text(planMessages(fixture("kilkee-hardware-delivery").answers, FIXED_PLAN_DAY));
  const etsy = text(planMessages(fixture("norfolk-etsy-jewellery").answers, FIXED_PLAN_DAY));
  const others = ["lyon-bakery", "smalltown-bookshop", "skincare-d2c", "coffee-subscription"].map((id) => text(planMessages(fixture(id).answers, FIXED_PLAN_DAY)));

  it("tells the model Kilkee's customers order from away, where to reach them and by which bank holidays", () => {
    expect(kilkee).toContain("The goal is orders from holiday-home owners, who order by phone or WhatsApp before they arrive (delivery within 20 km)");
    expect(kilkee).toContain("(the Kilkee community Facebook group and the Clare Champion)");
    expect(kilkee).toContain("before each bank holiday (St Brigid's Day on Monday 1 February, St Patrick's Day on Wednesday 17 March and Easter Monday on 29 March)");
    expect(kilkee).toContain("No shop window, chalkboard or walk-in offers");
  });

  it("tells the model the maker's own-site arithmetic and Etsy's rule", () => {
    expect(etsy).toContain("A maker selling on Etsy whose goal is their own site and list");
    expect(etsy).toContain("nothing sent through Etsy asks a buyer to buy elsewhere");
    expect(etsy).toContain("30% of them on your own site is about 8 orders a month");
    expect(etsy).toContain("about 800 subscribers bring those 8 orders, so your goal of 1,000 subscribers carries it");
  });

  it("says neither to a shop people walk into nor to a brand with its own shop", () => {
    for (const prompt of others) expect(prompt).not.toMatch(/order from away|orders from .* before they arrive|A maker selling on/);
  });
});

describe("plan prompt: an app grown-ups buy for an older parent", () => {
  const ringround = text(planMessages(fixture("uk-parent-checkin-app").answers, FIXED_PLAN_DAY));
  const others = ["teen-game", "language-app", "lyon-bakery", "farm-podcast-sponsors"].map((id) => text(planMessages(fixture(id).answers, FIXED_PLAN_DAY)));

  it("tells the model who buys, what already worked, and the trial arithmetic", () => {
    expect(ringround).toContain("The customers are grown-ups, not teenagers: reach them through Facebook, the press, search and partners");
    expect(ringround).toContain("nothing contacts the older people themselves");
    expect(ringround).toContain("The papers they read: the Guardian and the Daily Mail");
    expect(ringround).toContain('What already brought most customers (they said: "300 paying families so far, mostly from a piece in a local paper"): lead with press');
    expect(ringround).toContain("To go from 300 to 1,000 paying families by the end of March you need about 54 more a week: at 40% trial-to-paid that is about 135 new trials a week");
  });

  it("says none of it for teenagers, a bakery or a podcast", () => {
    for (const prompt of others) expect(prompt).not.toMatch(/customers are grown-ups|older parent|already brought most customers|free trial leaks/);
  });
});

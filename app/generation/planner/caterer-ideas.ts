import type { Caterer } from "~/plan-quality/caterer";
import type { GuerrillaIdea } from "./guerrilla";
import type { ArchetypeTraits } from "./profile";
import type { Examples } from "./education";

/**
 * Quick wins for a caterer (Reading.caterer): it gets only these. Office buyers are won by a tasting and kept by
 * the easy reorder; couples and hosts by a venue's or planner's word, a tasting and a quick reply. A SaaS
 * company's cost calculator, teardown of a typical week or trade association give way to the buildings near the
 * kitchen, the regulars, the marketplace's repeat offices and the venues.
 */
const KINDS: GuerrillaIdea["kinds"] = ["local", "b2b-smb", "b2b-enterprise", "software"];

export const CATERER_IDEAS: GuerrillaIdea[] = [
  {
    kinds: KINDS,
    tags: ["catering"],
    forCaterer: "offices",
    name: "Three tastings booked this week in the buildings nearest your kitchen",
    description:
      "Pick the three office buildings closest to your kitchen, find the person who orders food at one company in each, and offer their team a tasting on {ctrQuietDay}. Three tastings this week are three chances at a standing order next month.",
    costLevel: "Under $500",
    impact: "High",
    quick: true,
  },
  {
    kinds: KINDS,
    tags: ["catering"],
    forCaterer: "offices",
    name: "A standing order offered to your three most frequent clients",
    description:
      "Write to the three offices that order from {product} most often and offer a standing order on their usual day: the same time each week, a rotating menu, the headcount and diets checked the day before, changed or skipped with one reply.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: KINDS,
    tags: ["marketplaces"],
    forCaterer: "offices",
    onlyWhenSaid: /\b(?:ezCater|CaterCow|ZeroCater|Fooda|Forkable|Sharebite|Grubhub|DoorDash|Uber Eats|Deliveroo|Feedr|Just Eat for Business|City Pantry|Caterspot)\b/i,
    name: "The offices that ordered twice on {ctrMarketplace}, listed, and its terms read",
    description:
      "Go through your {ctrMarketplace} order history and list every office that ordered twice or more, with the person and the day. Then read {ctrMarketplace}'s terms for caterers on what you may offer them directly, before you write to any of them.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: KINDS,
    tags: ["catering"],
    forCaterer: "offices",
    name: "Every dish on this week's menu labelled for diets and allergens",
    description:
      "Label every dish on the menu you send ({ctrDiets}) with its allergens, and add one line on how the kitchen keeps allergens apart: the first question the person who orders is asked by colleagues, answered before they have to ask you.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: KINDS,
    tags: ["catering"],
    forCaterer: "events",
    name: "A tasting date offered to every open enquiry today",
    description:
      "Go through every enquiry that has not booked yet and reply with two tasting dates and a sample menu with prices a head. The {ctrCouple} who tastes your food first often books first.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: KINDS,
    tags: ["partnerships"],
    forCaterer: "events",
    name: "Three venues you have cooked at, asked how their suppliers list works",
    description:
      "Write to the coordinators of the last three venues you catered at: thank them for the day, send two photos of your set-up in their space, and ask how they choose the caterers they recommend.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: KINDS,
    tags: ["reviews"],
    forCaterer: "events",
    name: "Two photos and a review link for last season's {ctrCouples}",
    description:
      "Send each {ctrCouple} from last season two photos of the food on their day and a direct link to review {product} on Google, with a line of thanks; ask once, and never offer anything in return.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: KINDS,
    tags: ["events"],
    forCaterer: "events",
    name: "Two tasting evenings on next month's calendar",
    description:
      "Choose two evenings next month in the weeks your kitchen is quietest, with room for four to six {ctrCouples} each, and put the dates in every reply to an enquiry from today.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
];

/**
 * The people who order food at work, or the couples and hosts who book a caterer once: who they are, what they
 * fear, how they choose.
 */
export function catererTraits(c: Caterer): Partial<ArchetypeTraits> {
  const country = c.country;
  if (c.buyers === "events") {
    const wedding = c.word !== "event caterer";
    const who = wedding ? "Couples" : "Hosts";
    return {
      typical: `${who} book a caterer once, months ahead: they ask their venue and planner whom they trust, read reviews from events like theirs, taste the food, and compare two or three quotes a head. They book the caterer who answered quickly with a clear price, fed them well at the tasting and made the day feel safe in someone else's hands.`,
      role: wedding ? "Couples planning a wedding, and the planners who book for them" : "Hosts planning a party or an event, and the planners who book for them",
      decides: wedding ? "the couple together, often with a parent who contributes; the venue coordinator's or planner's recommendation weighs heavily" : "the host, often with a partner or a colleague; the venue's or planner's recommendation weighs heavily",
      haunts: "their venue's recommended suppliers list, their planner, Instagram and Pinterest, wedding and event directories, and friends who held an event recently",
      behaviors: [
        "Asks the venue and the planner which caterers they trust before searching",
        "Writes to two or three caterers at once and shortlists those who reply quickly with prices a head",
        "Books after a tasting, often on the evening of the tasting or soon after",
        "Reads reviews from events at their own venue or of their own size",
      ],
      needs: ["Food their guests will remember, for every diet at the table", "A clear price a head with staff, crockery and clearing away included", "A caterer who works smoothly with their venue and planner on the day"],
      pains: ["Quotes that grow with every extra", "Caterers who take days to reply", "Worry that the food will run late or run out on the day"],
      goals: ["A day that runs on time, with food guests talk about", "A price that fits the budget, with no surprises", "One less thing to worry about"],
      objections: [
        { topic: /\b(price|cost|worth|afford|expensive|cheap\w*|budget)\b/i, text: `“Why ${c.perHead ? `${c.sign ?? ""}${c.perHead} a head` : "that price"} when another caterer quoted less?”` },
        { topic: /\b(venue|in-house|kitchen)\b/i, text: "“Will our venue let an outside caterer in, and have you cooked there before?”" },
        { topic: /\b(diet\w*|allerg\w*|vegan|vegetarian|gluten)\b/i, text: "“Can you feed our guests with allergies and every diet, without a separate sad plate?”" },
        { topic: /\b(staff|late|time|run)\b/i, text: "“Who runs the food on the day, and what happens if something goes wrong?”" },
      ],
      buying: "Hears of {product} from the venue, a planner, a review or a guest at another event; writes to two or three caterers; books a tasting with those who reply quickly with prices a head; pays a deposit to hold the date; confirms numbers and diets a few weeks before; reviews and recommends if the day went well.",
    };
  }
  const paperwork = country === "United States" ? "a W-9, a certificate of insurance and net-30" : country === "United Kingdom" ? "supplier forms, insurance and 30-day invoices" : "supplier forms, insurance and their payment terms";
  return {
    typical: `The people who order food at work order for meetings every week, usually from the caterer${c.marketplace ? ` or the ${c.marketplace} list` : ""} they used last time, because a late delivery or a forgotten diet is blamed on them. They switch after a tasting, a colleague's word or a let-down, and stay with the caterer that arrives on time, labels every dish and takes two minutes to reorder.`,
    role: "Office managers, executive assistants and HR or workplace coordinators",
    decides: "the person who orders chooses the caterer, within a budget per head or per meeting; a new supplier may need the accounts team's approval first (supplier forms, insurance, payment terms)",
    haunts: `their inbox and phone during the working day, ${c.marketplace ? `${c.marketplace} and ` : ""}the caterer they used last time, Google when they need someone new, and the office manager and assistant networks where they ask peers`,
    behaviors: [
      "Reorders from the same caterer for months unless something goes wrong",
      "Asks peers and the building's team for a recommendation before searching",
      "Checks the menu for diets and allergens before anything else",
      c.hybrid || c.busyDays.length ? `Orders for the days the team is in (${c.busyDays.length ? joinDays(c.busyDays) : "mid-week"}) and little on the others` : "Orders for the same meetings every week, and for a few big days a year (an all-hands, a training, the holidays)",
    ],
    needs: ["Food on time, set up before the meeting starts", "Every diet labelled and allergens handled, without having to ask", `Ordering and reordering in two minutes, and invoices their accounts team accepts (${paperwork})`],
    pains: ["A late or wrong delivery that everyone blames on them", "Chasing a caterer for a quote, a change or an invoice", "A colleague with an allergy and a caterer who can't say what is in the food"],
    goals: ["Meetings that start on time with food everyone can eat", "Less of their week spent ordering food", "Staying within the budget per head"],
    objections: [
      { topic: /\b(price|cost|worth|afford|expensive|cheap\w*|commission|%)\b/i, text: `“Why ${c.orderValue ? "pay more" : "change"} when the place we always use is good enough?”` },
      { topic: /\b(late|time|on time|reliab\w*|driver)\b/i, text: "“What happens if you're late on the day of the all-hands?”" },
      { topic: /\b(diet\w*|allerg\w*|vegan|halal|gluten|kosher)\b/i, text: "“Can you feed our vegan, halal and nut-allergic colleagues, every time?”" },
      { topic: /\b(ezcater|marketplace|deliveroo|feedr|grubhub|doordash|invoice\w*|finance|accounts)\b/i, text: c.marketplace ? `“We order everything through ${c.marketplace}: why would we order any other way?”` : "“Our accounts team has to approve every new supplier: is that going to be a hassle?”" },
    ],
    buying: "Hears of {product} from a colleague, the building's team or a tasting; checks the menu for diets and the price per head; places a first order for a smaller meeting; reorders if it arrived on time and everyone could eat; then makes {product} the standing order or the default for the days the team is in.",
  };
}

function joinDays(days: string[]): string {
  return days.length >= 3 ? `${days[0]} to ${days[days.length - 1]}` : days.join(" and ");
}

/** The Marketing Model's examples for a caterer: the meeting that starts on time, the tasting, the reorder. */
export function catererExamples(c: Caterer): Partial<Examples> {
  if (c.buyers === "events") {
    return {
      desire: "“Food your guests will still talk about next year, served on time, with every diet at the table looked after: {product}.”",
      identity: "{ctrCouples} who want their guests fed as well as they would feed them at home",
      urgency: "“{product} takes {{number}} {ctrWeddings} a season and {{number}} dates are left for {{season}}: book a tasting this month.”",
      transform: "“We were dreading the food. After {product}'s tasting we stopped worrying, and on the day the guests asked who the caterer was.”",
      proof: "“{{number}} {ctrWeddings} catered by {product} last season; {{couple's names}}: ‘{{what they said about the food}}’.”",
      journey: "“Send {product} your date and numbers, get sample menus with prices a head within a day, taste the food, hold the date with a deposit.”",
      position: `“For {ctrCouples} who want {ctrServes} their guests remember, {product} is the ${c.word === "wedding caterer" ? "wedding caterer" : "event caterer"} that replies within a day with a clear price a head, unlike quotes that grow with every extra.”`,
    };
  }
  return {
    desire: "“Lunch on the table before the meeting starts, every diet labelled, and nobody asking you where the vegan option is: {product}.”",
    identity: "office managers and assistants whose meetings never start late",
    urgency: "“{product} has room for {{number}} more standing orders on {ctrBusyDays}: book a tasting for your team this week.”",
    transform: "“We used to chase our caterer every week. Since {product}, lunch arrives before the meeting, labelled, and I reorder in two minutes.”",
    proof: "“{{number}} of {product}'s {{number}} deliveries on time last month; {{client's name}}, {{role}} at {{company}}: ‘{{what they said}}’.”",
    journey: "“Book a {product} tasting, taste it with your team, place a first order, and make it a standing order for the days your team is in.”",
    position: `“For office managers who can't afford a late lunch, {product} is the ${c.word === "office lunch delivery" ? "office lunch delivery" : "corporate caterer"} that arrives on time with every diet labelled and takes two minutes to reorder${c.marketplace ? `, unlike scrolling ${c.marketplace} for a new caterer each week` : ""}.”`,
  };
}

/** Where the Marketing Model says each engine is used, for a caterer. */
export const CATERER_EMOTION_USE = "the tasting invitations, the first line of every note to the person who orders, the menu's headline and the photos of real set-ups";
export const CATERER_LOGIC_USE = "on the one-page menu (diets, allergens, prices by group size), in the on-time record, the supplier pack and every quote";

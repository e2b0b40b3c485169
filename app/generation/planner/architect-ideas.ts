import type { Architect } from "~/plan-quality/architect";
import type { GuerrillaIdea } from "./guerrilla";
import type { ArchetypeTraits } from "./profile";
import type { Examples } from "./education";

/**
 * Quick wins for an architecture or design practice for homeowners (Reading.architect): it gets only these.
 * Its clients come on a referrer's word and on finished projects, so a shop's bring-a-neighbour card (with its
 * discount), a fridge magnet or a van give way to the owners of last year's projects, the builder who tendered
 * for one, and the council's planning portal. None costs money.
 */
export const ARCHITECT_IDEAS: GuerrillaIdea[] = [
  {
    kinds: ["local"],
    tags: ["seo"],
    forArchitect: true,
    name: "List every project approved first time, with its planning reference",
    description:
      "Go through the last three years' projects and write down each one's {arRef}, the {arAreaWord}, whether it was approved first time and what it cost to build. The first line of the list goes on the home page of {product} this week ('{{number}} projects approved in {arAreas}'), and every reference someone can check on the council's portal is proof no competitor can copy.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["partnerships"],
    forArchitect: true,
    name: "Ring the last three builders who tendered for your projects",
    description:
      "Ring the builders who priced your last three tenders, win or lose: thank them, ask what made your drawings easy or hard to price, and ask who they send homeowners to when they're asked for an architect. Offer to put them on your next tender list if the project suits them.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["events"],
    forArchitect: true,
    name: "Ask last year's happiest owners to host the first open house",
    description:
      "Ring the owners of the finished {arProject} you're proudest of: would they open it to their neighbours for two hours on a Saturday in the next six weeks? You bring the drawings, the before photos and the tea; they tell the story.",
    costLevel: "Under $50",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["partnerships"],
    forArchitect: true,
    name: "Give the estate agents nearby a one-page note on what a house could become",
    description:
      "Write one page for the estate agents in {arAreas}: the {arProject} most houses on their books could take, the planning questions buyers ask (each worded as a check with the council), and {product}'s name for a first design visit. Agents are asked 'could we extend?' on every viewing; ask them to hand it over, and ask every new client where they heard of you.",
    costLevel: "Free",
    impact: "Medium",
  },
];

/**
 * The homeowners who commission a design practice: once in a house's life, after months of thinking about it,
 * afraid of a refusal, a builder who overruns and a budget that doubles; choosing on a neighbour's or a
 * builder's word, on projects like theirs, and on a fee they understand.
 */
export function architectTraits(r: Architect): Partial<ArchetypeTraits> {
  const building = r.design === "architecture";
  const who = building ? "an architect" : "a designer";
  const uk = r.rules === "uk";
  return {
    typical: `Homeowners commission ${who} once in a house's life, after months or years of thinking about it: they ask neighbours who had work done and builders they know, look at projects like theirs${building ? " and whether they got through planning" : ""}, and choose the ${building ? "architect" : "designer"} they trust to keep the budget under control, not the cheapest fee. What they fear most is ${building ? "a refusal, " : ""}a builder who overruns and a budget that doubles.`,
    role: "homeowners planning a project on their own house",
    decides: "the couple decides together, usually after seeing a neighbour's finished project or hearing a builder's recommendation, and after comparing two or three practices' fees and past work",
    haunts: `the neighbours' finished ${building ? "extensions" : "projects"}, the builders and estate agents they know, ${uk ? "the council's planning portal, " : ""}Google searches for their own house type and area, Houzz and Pinterest for ideas, and local parents' and street groups`,
    behaviors: [
      "Thinks about it for months or years, and starts when the family outgrows the house",
      `Asks a neighbour who had the work done who their ${building ? "architect" : "designer"} and builder were, and whether they'd use them again`,
      building ? "Looks up neighbours' applications on the council's planning portal to see what was approved" : "Saves pictures of rooms or gardens they like, and measures what they have",
      "Compares two or three practices' fees and past projects, and asks what the fee includes",
    ],
    needs: [
      "A design that makes the house work for the family for the next ten years",
      building ? `${uk ? "Planning permission" : "Approval"} first time, without months of back and forth` : "A design they can build within the budget",
      "A fee they understand, stage by stage, and builders' prices they can compare",
      "Someone on their side when the builder is on site",
    ],
    pains: [
      building ? "Fear of a planning refusal after paying for drawings" : "Fear of paying for a design they can't afford to build",
      "Stories of builders who overran and budgets that doubled",
      "Not knowing what a percentage fee buys, or what's paid on top",
      "Portal leads and salesmen who push for a decision",
    ],
    goals: [
      "A house that works for the family for years, without moving",
      "A build that comes in near the budget",
      `${building ? "An architect" : "A designer"} they'd recommend to the neighbours`,
    ],
    objections: [
      { topic: /\b(fee|price|cost|afford|expensive|percent|%)\b/i, text: "“Why pay a percentage when a builder says they'll draw it for free?”" },
      { topic: /\b(planning|refus\w*|council|permission)\b/i, text: "“What if the council refuses it?”" },
      { topic: /\b(budget|overrun\w*|doubl\w*)\b/i, text: "“How do we know the build won't cost twice what you say?”" },
      { topic: /\b(time|long|wait)\b/i, text: "“How long before the builders can start?”" },
    ],
    buying: `The family outgrows the house; they ask a neighbour or a builder, look at projects like theirs${building ? " and at the council's planning portal" : ""}, compare two or three practices' fees and past work, book a first visit with the one whose fee and projects they understand, and sign for the design; when it is finished, they show the neighbours.`,
  };
}

/** The Marketing Model's examples for a design practice: the house that works, a fee explained, proof anyone can check. */
export function architectExamples(r: Architect): Partial<Examples> {
  return {
    desire: "“The {arProject} you've been planning for years, designed once and properly and {arProof}: that's {product}.”",
    identity: "homeowners in {arAreas} who would rather get the design right on paper than pay for it on site",
    urgency: "“{product} takes on {{number}} new projects a month: a {arVisitShort} in {{month}} means drawings for the council by {{month}} and builders on site {{season}}.”",
    transform: "“We'd been putting it off for years, scared of a refusal and a budget that doubled. {product} explained the fee, got it through first time and the builders' prices were within {{how close}} of each other.” (the owners' words, with their consent)",
    position: "“For homeowners in {arAreas}, {product} is {arAWord} whose projects are {arProof} (each {arRef} on its site) and whose fee is explained stage by stage; unlike a builder's free drawings, {{the one thing only you do}}.”",
    proof: `“{{number}} {product} projects in {arAreas}, ${r.design === "architecture" ? "{{number}} approved first time (the references are on our site)" : "each with its budget and final cost on our site"}: ‘{{an owner's words}}’, {{first names}} in {{street}}, with their permission.”`,
    journey: "“Read {product}'s fees page, book {arTheVisit}, keep the sketches, and decide in your own time.”",
  };
}

/** Where the Marketing Model says each engine is used, for a design practice. */
export const ARCHITECT_EMOTION_USE = "the first lines of your fees page and project pages, your Google profile, the open house and the talk";
export const ARCHITECT_LOGIC_USE = "on the fees page, on every project page and in every fee proposal";

import { installerTokens, type Installer } from "~/plan-quality/installer";
import type { GuerrillaIdea } from "./guerrilla";
import type { ArchetypeTraits } from "./profile";
import type { Examples } from "./education";
import { upperFirst, withArticle } from "~/plan-quality/words";

/**
 * Quick wins for a home-improvement installer (Reading.installer): it gets only these. Its buyers trust a
 * neighbour who already has one and a quote they can check, so a shop's window, market stall or card for a
 * friend's first visit give way to past customers' numbers, an open home, the quotes still open and a talk.
 */
export const INSTALLER_IDEAS: GuerrillaIdea[] = [
  {
    kinds: ["local"],
    tags: ["case-studies"],
    forInstaller: true,
    name: "Ask the customers of your last ten installs for their {instEvidence} and a yes to a case study",
    description:
      "Write to or ring the customers whose installs are closest to a year old: how is it going, and would they share {instProof}, for a one-page case study they approve first? The first three yeses go out with every quote from next week.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["events"],
    forInstaller: true,
    name: "Ask your happiest customer to host the first open home",
    description:
      "Ask the customer who is happiest with their {instUnit} whether they'd open their home to their neighbours for two hours on a Saturday in the next six weeks. You bring the tea, the case studies and the answers to the technical questions; they tell their story.",
    costLevel: "Under $50",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["calls"],
    forInstaller: true,
    name: "One unhurried call to every quote still open",
    description:
      "List every quote from the last eight weeks that hasn't been decided and put one call in the diary for each: 'Is there any question left that I can answer?' No discount and no deadline; if they chose someone else, ask kindly what decided it, and write the answer down.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["speaking"],
    forInstaller: "energy",
    name: "Offer a talk to two groups that book speakers",
    description:
      "Email the organisers of two groups in {place} ({instGroups}) offering a free 30-minute talk, 'What {instWhat} can really save, and how to check any installer', with real numbers from homes nearby. Groups often plan their speakers ahead, so ask now for the spring.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["case-studies"],
    forInstaller: true,
    name: "Photograph the next install from the same three spots, before, during and after",
    description:
      "With the customer's yes, photograph the next install in daylight from the same three spots before you start, halfway and at handover, and ask for a few words at the end. It is the first case study for every quote in that town.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
];

/**
 * Homeowners buying high-ticket work once: they research for weeks, ask a neighbour, compare two or three
 * written quotes and choose the installer they trust, fearing cowboys and pushy salesmen.
 */
export function installerTraits(i: Installer): Partial<ArchetypeTraits> {
  const trade = installerTokens(i, "").instTrade ?? "installer";
  return {
    typical: `Homeowners buy ${i.what} once in a house's life: they research for weeks or months, ask a neighbour who already has one, get two or three quotes and choose the ${trade} they trust rather than the cheapest. What they fear most is a cowboy who disappears after the job, a pushy salesman at the kitchen table, or a price that doesn't match the work.`,
    role: "homeowners",
    decides: "the homeowners decide together, often asking a grown-up child, a neighbour or a friend who already has one for a view, after comparing two or three written quotes",
    haunts: i.energy
      ? "neighbours and friends who already have one, the parish or village magazine, community energy groups and talks, consumer guides such as Which?, Google reviews and installers' own sites"
      : "neighbours and friends who have had the work done, the parish or village magazine, consumer guides such as Which?, Google reviews and installers' own sites",
    behaviors: [
      "Reads up for weeks or months before asking anyone to visit",
      `Asks a neighbour, friend or relative who already has one how it went, and for their ${trade}'s name`,
      "Gets two or three quotes and compares what each includes and assumes, not only the price",
      `Checks reviews, certifications and how long the ${trade} has traded before letting anyone start`,
    ],
    needs: [
      "A quote they can understand and check: what's fitted, what it should do, and on what assumptions",
      `${upperFirst(withArticle(trade))} who will still be there for the guarantee in ten years`,
      "Room to decide without being pushed",
    ],
    pains: [
      i.energy ? "Energy bills that keep rising, and not knowing which option really pays" : "Not knowing which quote is fair, or what is left out of it",
      "Stories of cowboys who took a deposit and disappeared, or did the job badly",
      "Salesmen who push for a signature on the day with a discount that ends tonight",
    ],
    goals: [
      i.energy ? "Lower, steadier bills and less dependence on the energy companies" : `A home that works better for the years they'll live in it`,
      "A job done once, properly, with guarantees that last",
      "A careful decision they can explain to their family and their neighbours",
    ],
    objections: [
      { topic: /\b(price|cost|worth|afford|expensive|pay|payback|save|savings|bills?)\b/i, text: i.energy ? "“Will it really pay for itself, and when?”" : "“Why is your quote higher than the other two?”" },
      { topic: /\b(cowboys?|trust|warranty|guarantee|around|bust|trading)\b/i, text: "“How do I know you'll still be around for the warranty?”" },
      { topic: /\b(pushy|salesm[ae]n|pressure|sign)\b/i, text: "“I don't want a salesman at my kitchen table pushing me to sign.”" },
      { topic: /\b(roof|house|home|suitable|right for)\b/i, text: i.energy ? "“Is my house right for it?”" : "“Will it suit a house like ours?”" },
      ...(i.energy ? [{ topic: /\b(wait|cheaper|next year|grant|scheme)\b/i, text: "“Should I wait for prices to fall or a better scheme?”" }] : []),
    ],
    buying: "Hears of {product} from a neighbour, a talk or a search; reads the case studies and reviews; asks two or three {instTrade}s for a {instSurvey}; compares the written quotes over weeks, checks the certifications and asks a neighbour; chooses, pays a deposit, has it fitted in a few days and, if it was done well, tells the street.",
  };
}

/** The Marketing Model's examples for an installer: a neighbour's numbers, a quote that can be checked, the team's real diary. */
export function installerExamples(i: Installer): Partial<Examples> {
  return {
    desire: i.energy
      ? "“Lower bills from your own home, and a system you understand: {product} fits {instWhat} in {place}.”"
      : "“The {instUnit} you've been planning for years, fitted once and properly: {product} in {place}.”",
    identity: "homeowners in {place} who research before they decide and want it done properly, once",
    urgency: "“{product}'s team fits about {{number}} {instNoun} a month: a {instSurvey} booked in {{month}} means an install in {{month}}.”",
    transform: "“We'd put it off for years, worried about cowboys. {product} showed us a neighbour's {instEvidence}, wrote everything down and never pushed: {{what changed for them}}.”",
    position: `“For homeowners in {place}, {product} is {instAWord} that surveys within the week, writes every assumption into the quote and never pushes${i.ownTeam ? "; unlike a national company's salesman, the people who quote are the people who fit" : ""}.”`,
    proof: `“${i.installed ? `About ${i.installed} homes` : "{{number}} homes"} in {place} have {instWhat} from {product}: ‘{{a customer's words}}’, {{first name}} in {{village}}, whose {instEvidence} are on our site with their permission.”`,
    journey: "“Ask {product} for a {instSurvey}, get a written quote with every assumption within two days, take the weeks you need, and see it fitted in {instDays}.”",
  };
}

/** Where the Marketing Model says each engine is used, for an installer. */
export const INSTALLER_EMOTION_USE = "the first lines of every case study, the open-home invitations, your Google profile and the cover page of every quote";
export const INSTALLER_LOGIC_USE = "in every written quote, on the 'how to check us' page and in the case studies";

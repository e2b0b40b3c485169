import type { Agency } from "~/plan-quality/agency";
import type { GuerrillaIdea } from "./guerrilla";
import type { ArchetypeTraits } from "./profile";
import type { Examples } from "./education";

/**
 * Quick wins for a studio or agency selling client projects (Reading.agency): it gets only these. Its buyers
 * choose on work like theirs and on a trusted person's word, so a SaaS company's cost calculator, teardown
 * of a typical week, trade association or founder emails to five businesses a day give way to past
 * clients, permissions, partners and the week's funding news.
 */
const KINDS: GuerrillaIdea["kinds"] = ["software", "b2b-smb", "b2b-enterprise"];

export const AGENCY_IDEAS: GuerrillaIdea[] = [
  {
    kinds: KINDS,
    tags: ["referral"],
    forAgency: true,
    name: "Ask {studioReferrers} for one introduction each",
    description:
      "Two short personal emails: thank them for the work they have sent you, and ask for one introduction to {studioIntroWho}, with a three-line note about {product} they can forward as it is.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: KINDS,
    tags: ["case-studies"],
    forAgency: true,
    name: "Ask three past clients for permission and one result for a case study",
    description:
      "Pick the three projects closest to the work you want more of and send each client the permission note: may we write it up, is there one result you'd share, can we quote you in two lines? Nothing goes live until they approve the text.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: KINDS,
    tags: ["linkedin"],
    forAgency: "startups",
    name: "Write to three founders who announced a round this week",
    description:
      "Read this week's {studioFundingWhere} funding news ({studioFundingSources}) for seed and Series A rounds at companies like your clients, and send three of those founders a warm note: congratulations, one kind observation about their site, and a link to a similar case study, by email or LinkedIn.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: KINDS,
    tags: ["partnerships"],
    forAgency: "startups",
    name: "Find the platform lead at five investors in your clients",
    description:
      "Look up who backed your last five clients, find the person who runs platform or portfolio support at each investor, and check whether they keep a perks or suppliers list. Ask your client for an introduction to that person first; it is warmer than any message you could send.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: KINDS,
    tags: ["partnerships"],
    forAgency: "other",
    name: "Ask your last five clients who else they pay",
    description:
      "Ask each of your last five clients which agencies, freelancers and consultants they pay for marketing, ads, photography or development. Those are your first referral partners: they already have your kind of client, and your client can introduce you.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
];

/**
 * Buyers of a studio's projects: founders and heads of marketing at startups (or owners and marketing leads
 * at other businesses) who hire a studio at a moment, ask peers and investors who they used, and choose on
 * work like theirs with a result, a fixed price and a date.
 */
export function agencyTraits(s: Agency): Partial<ArchetypeTraits> {
  const who = s.startups ? "founders and heads of marketing at startups" : "owners and marketing leads at growing businesses";
  return {
    typical: `${s.startups ? "Founders and heads of marketing at startups" : "Owners and marketing leads"} hire a studio a few times in a company's life, at a moment: ${s.startups ? "a funding round, a launch" : "a launch, a move to a new platform"}, a site that no longer matches the company they are selling. They ask peers, ${s.startups ? "investors" : "the agencies they already pay"} and advisers who they used, look at work like theirs with a result they can check, and want a fixed price and a date; the studio they choose is usually the one someone they trust named first.`,
    role: who,
    org: s.startups ? "startups at seed or Series A that have outgrown their first website" : undefined,
    decides: s.startups
      ? "the founder decides, often with the head of marketing who will run the project; at Series A a co-founder or a board member may be asked for a view"
      : "the owner decides with the person who will run the project",
    haunts: s.startups
      ? "LinkedIn, their investors' and accelerator's founder communities and Slack groups, startup meetups and demo days, peers' recommendations, and the platform's partner directory"
      : `LinkedIn, peers' recommendations and local business events${s.platform ? `, and ${s.platform}'s partner directory` : ""}`,
    behaviors: [
      s.startups ? "Asks two or three founders or their investor \"who did your site?\" before searching" : `Asks two or three peers "who did your ${s.video ? "video" : "site"}?" before searching`,
      "Looks at a studio's case studies for a company like theirs, then at who they worked with",
      "Books calls with two or three studios and compares scope, price and dates, not hourly rates",
      s.startups ? "Moves fast after a round or before a launch, and puts it off for months otherwise" : "Moves fast before a launch or a busy season, and puts it off for months otherwise",
    ],
    needs: [
      s.startups ? "A site and brand that match the company they now are, for investors, candidates and bigger customers" : s.video ? "A video that explains the product in its first minute, to people who have never heard of it" : "A site that matches the business they now are, and sells for it",
      "A fixed price, a fixed scope and a launch date they can plan around",
      s.video ? "The files and the rights to cut shorter versions for ads, sales and social" : `A site their own team can edit after launch${s.platform ? ` (the reason many choose ${s.platform})` : ""}`,
    ],
    pains: [
      s.video ? "A video that listed features instead of the problem, and that nobody watched to the end" : "A first site built on a template before they had customers, that now undersells the product",
      "Freelancers who disappeared mid-project, or agencies whose price grew with every change",
      "No time to write the words: the messaging is the hard part, not the pixels",
    ],
    goals: s.startups
      ? ["Look credible to investors, candidates and enterprise buyers", "More demo requests and shorter sales calls", "Launch before the next milestone (a hire, a launch, the next round)"]
      : s.video
        ? ["More demo requests from the people who watch it", "A project that ends on the date and at the price agreed", "The video ready before the launch"]
        : ["A site that brings more of the right customers", "A project that ends on the date and at the price agreed", "Launch before their next busy season"],
    objections: [
      { topic: /\b(price|cost|worth|afford|expensive|cheap\w*|upwork|freelanc\w*)\b/i, text: `“Why ${s.projectFrom ?? "that much"} when a freelancer would do it for less?”`, when: "price" },
      { topic: /\b(time|slow|weeks|date|deadline)\b/i, text: "“Can you launch before our next milestone?”" },
      { topic: /\b(startup|saas|b2b|tech|know|brand\w*)\b/i, text: "“Have you worked with a company like ours before?”" },
      { topic: /\b(edit|update|own|handover|hand over)\b/i, text: s.video ? "“Will we get the files, and can we cut shorter versions ourselves?”" : "“Will we be able to change the site ourselves after launch?”" },
    ],
    buying: `Hears of {product} from a past client, ${s.startups ? "an investor, " : ""}a partner or a post; reads two case studies; books a call with two or three studios; asks for a proposal with a fixed price and date; decides within two to six weeks${s.startups ? ", faster after a round" : ""}; signs, pays a deposit, and refers the studio on if the launch went well.`,
  };
}

/** The Marketing Model's examples for a studio: the buyer's moment, the case study, the fixed price. */
export function agencyExamples(s: Agency): Partial<Examples> {
  return {
    desire: s.video ? `“A video people watch to the end: {product} makes ${s.makes} for ${s.forWhom}.”` : `“A site that looks like the company you're becoming, not the one you were: {product} makes ${s.makes} for ${s.forWhom}.”`,
    identity: s.startups ? "founders who take their company's first impression as seriously as their product" : "owners who take their business's first impression seriously",
    urgency: `“{product} has room for {{number}} {studioSprint} projects starting in {{month}}: ${s.startups ? "book a call before the round's hiring starts" : "book a call before your busy season"}.”`,
    transform: s.startups
      ? "“Our old site was built on a template before we had customers. After {product}'s sprint, demo requests went up {{percentage}} and candidates mention the site in interviews.”"
      : s.video
        ? "“Our old demo video listed features and lost people in the first minute. After {product}'s, {{the result, with a number}}.”"
        : "“Our old site had grown with the business, patch by patch. After {product}'s sprint, {{the result, with a number}}.”",
    proof: "“{{client's name}}, {{role}} at {{client's company}}: ‘{{what they said about the project}}’ (a {product} case study with their permission).”",
    journey: "“Read a {product} case study, book a 20-minute call, get a fixed-price proposal in two days, launch in {{number}} weeks.”",
    position: `“For ${s.startups ? "startups that have outgrown their first website" : s.moment ? `${s.forWhom} who ${s.moment}` : "businesses that have outgrown their first website"}, {product} is the studio that makes ${s.makes}${s.projectFrom ? ` from ${s.projectFrom}` : ""}, at a fixed price and a date.”`,
  };
}

/** Where the Marketing Model says each engine is used, for a studio selling projects. */
export const AGENCY_EMOTION_USE = "the case studies' opening lines, the LinkedIn posts, the offer page and the first line of every note to a buyer";
export const AGENCY_LOGIC_USE = "in the case studies' results, the sprint's offer page (scope, price, weeks) and every proposal";

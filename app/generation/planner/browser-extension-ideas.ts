import { browserExtensionPrice, type BrowserExtension } from "~/plan-quality/browser-extension";
import type { GuerrillaIdea } from "./guerrilla";
import type { ArchetypeTraits } from "./profile";
import type { Examples } from "./education";

/**
 * Quick wins for a paid browser extension (Reading.browserExtension): it gets only these. Its users find it
 * by searching the store and judge it on the listing and its permissions, so a phone app's share cards,
 * creators' challenges and TikTok clips give way to the listing, the reviews, the people who paid and the
 * communities where the developer answers. A tab manager's words (tabs, crashes, a second laptop) only for one.
 */
const KINDS: GuerrillaIdea["kinds"] = ["consumer-app", "software", "b2b-smb", "devtool"];

export const BROWSER_EXTENSION_IDEAS: GuerrillaIdea[] = [
  {
    kinds: KINDS,
    tags: ["reviews"],
    forBrowserExtension: true,
    name: "Answer every store review under 4 stars this week",
    description:
      "Open {product}'s reviews in the {bxStore} and reply in public to each one under 4 stars: thank them, say what you changed or how to fix it, and give your email. People comparing look-alike extensions read these replies before they install.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: KINDS,
    tags: ["seo"],
    forBrowserExtension: true,
    name: "Add a \"Permissions, and why\" paragraph to the listing today",
    description:
      "One line per permission {product} asks for and what it is used for, plus what stays on the computer, in the listing's description. It answers the install warning before it scares anyone off, and no free clone bothers to.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: KINDS,
    tags: ["email-marketing"],
    forBrowserExtension: "payers",
    name: "Ask your paying users one question: what made you upgrade?",
    description:
      "Email every {bxPro} user one line asking what happened the day they upgraded ({bxMoment}, or something else). The most common answer is the moment the upgrade card should appear, and the words for the listing.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: KINDS,
    tags: ["community"],
    forBrowserExtension: true,
    name: "Answer three {bxQuestions} as the developer",
    description:
      "In the communities where {audience} ask for help, find this month's questions about {bxTopics}, read each one's self-promotion rules, and answer three with a real answer first, saying you built {product}.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
];

/** Users of a paid browser extension: they search the store for a problem, judge the listing and its permissions, and pay when Pro saves them. */
export function browserExtensionTraits(x: BrowserExtension): Partial<ArchetypeTraits> {
  const store = x.browsers[0] === "Firefox" ? "Firefox Add-ons site" : "Chrome Web Store";
  const price = browserExtensionPrice(x) ?? "Pro";
  const moment = x.tabManager ? "a second laptop, a crash" : x.freeLimit ? `the free ${x.freeLimit} run out` : "a moment Pro would have saved them";
  const shared = {
    decides: "each person decides alone, on the listing and a week of use",
    behaviors: [
      `Searches the store for the problem${x.tabManager ? ' ("too many tabs")' : ""} rather than a product's name`,
      "Reads the permissions warning and the latest low reviews before installing",
      `Uses the free version for weeks, and upgrades the day it falls short (${moment})`,
    ],
    typical: `People with a problem in their browser search the ${store} or Google for it, compare three extensions on rating, recent reviews and the permissions warning, install the free one that looks trustworthy, and pay for ${x.proName} when it saves them at a real moment (${moment}).`,
    buying: `Searches the store or Google for the problem, or reads a post or a page; installs the free version after checking the permissions and reviews; meets ${x.proName} when ${x.tabManager ? "a second laptop or a crash shows what sync would save" : x.freeLimit ? `the free ${x.freeLimit} run out` : "it would have saved them"}; pays monthly or yearly, and stays while it keeps working.`,
  };
  if (!x.tabManager) {
    return {
      ...shared,
      haunts: `the ${store}'s search, Google, and the forums, subreddits and newsletters where they ask for help with their work`,
      needs: ["To know what the extension can see, what it keeps and where", `Work done faster where they already are: ${x.does ?? "in the browser"}`, "An extension that keeps being updated"],
      pains: ["Extensions that were sold, abandoned or removed", "Free look-alikes full of ads and permissions they don't need", "Upgrade prompts in the middle of their work"],
      objections: [
        { topic: /\b(privacy|permission\w*|data|read\w*)\b/i, text: "“What can it see, and where does that go?”" },
        { topic: /\b(free|clone\w*|alternative\w*)\b/i, text: "“Why pay when there are free extensions?”" },
        { topic: /\b(price|cost|worth|pay)\b/i, text: `“Is ${price} worth it${x.proFeatures ? ` for ${x.proFeatures}` : ""}?”`, when: "price" },
        { topic: /\b(update\w*|abandon\w*|support\w*)\b/i, text: "“Will it still be maintained next year?”" },
      ],
    };
  }
  return {
    ...shared,
    haunts: "the Chrome Web Store's search, Google, subreddits and forums about productivity, research and writing, developers' forums, and newsletters about tools",
    needs: [
      "To know what the extension can see, what it keeps and where",
      "Work that survives a crash and follows them to a second computer",
      "An extension that keeps being updated",
    ],
    pains: [
      "Extensions that were sold, abandoned or removed, taking their work with them",
      "Free clones full of ads and permissions they don't need",
      "Upgrade prompts on every new tab",
    ],
    goals: [
      "Never lose a project's tabs again",
      "A browser that stays fast with 60 tabs open",
      "The same set-up on every laptop they use",
    ],
    objections: [
      { topic: /\b(privacy|permission\w*|data|read\w*)\b/i, text: "“Why does it need to read all my tabs, and where does that go?”" },
      { topic: /\b(free|clone\w*|alternative\w*)\b/i, text: "“Why pay when there are free tab extensions?”" },
      { topic: /\b(price|cost|worth|pay)\b/i, text: `“Is ${price} worth it just for sync?”`, when: "price" },
      { topic: /\b(update\w*|abandon\w*|support\w*)\b/i, text: "“Will it still be maintained next year?”" },
    ],
  };
}

/** The Marketing Model's examples for a paid browser extension, naming the product. */
export function browserExtensionExamples(x: BrowserExtension): Partial<Examples> {
  const urgency = x.perMonth ? "“{bxPro} yearly is {bxYearPrice} until {{date}}.”" : "“{bxPro}'s price goes up on {{date}}; today's price stays for anyone who joins before.”";
  const proof = "“{{number}} people use {product} ({bxBrowser} store); {{a reviewer's name}}: ‘{{what they wrote}}’.”";
  if (!x.tabManager) {
    return {
      desire: "“{product} {bxDoes}: {{the result in a user's words}}.”",
      identity: "{audience}",
      urgency,
      transform: "“{{what it took before}}. Now {product} {bxDoes}.”",
      proof,
      journey: "“Install {product} free from the {bxBrowser} store, try it on {{the first task}} in a minute, and add {bxPro} when {bxMoment}.”",
      position: "“For {audience}, {product} is the extension that {bxDoes}, and says plainly what it can see; {bxPro} {bxAddsShort}.”",
    };
  }
  return {
    desire: "“Sixty tabs, four projects, one click each: {product} keeps your research where you left it.”",
    identity: "people who do serious work in their browser and keep every source open",
    urgency,
    transform: "“Chrome crashed with 70 tabs open and I lost a morning. Now {product} brings them back, grouped by project, on either laptop.”",
    proof: "“{{number}} people use {product} (Chrome Web Store); {{a reviewer's name}}: ‘{{what they wrote}}’.”",
    journey: "“Install {product} free from the Chrome Web Store, group your first project in a minute, and add {bxPro} when you want your groups on your other laptop.”",
    position: "“For people who keep 60+ tabs open, {product} is the tab extension that says what it can see and brings your tabs back after a crash; {bxPro} syncs them across laptops.”",
  };
}

/** Where the Marketing Model says each engine is used, for a paid browser extension. */
export const BROWSER_EXTENSION_EMOTION_USE = "the listing's title and summary, the screenshots' captions, the first line of every page and post, and the upgrade cards";
export const BROWSER_EXTENSION_LOGIC_USE = "in the listing's free/Pro and permissions paragraphs, on the privacy page, on the Pro page and in the yearly-price email";

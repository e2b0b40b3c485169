import type { DigitalProduct } from "~/plan-quality/digital-product";
import { formatCount, joinWords, withArticle } from "~/plan-quality/words";
import type { GuerrillaIdea } from "./guerrilla";
import type { ArchetypeTraits } from "./profile";
import type { Examples } from "./education";

/**
 * Quick wins for a digital download sold one-off (Reading.digitalProduct): it gets only these. Its buyers find
 * it in short videos, marketplaces and through creators, and buy once, so a course's live teardowns, students'
 * before-and-after walls and launch weeks give way to the walkthrough, the buyers it already has, one listing
 * and one answer with a screenshot.
 */
export const DIGITAL_PRODUCT_IDEAS: GuerrillaIdea[] = [
  {
    kinds: ["creator"],
    tags: ["video"],
    forDigitalProduct: true,
    name: "Put a 60-second walkthrough at the top of the product page",
    description:
      "Screen-record {product} in real use for one minute, no face needed, and put it first on your {dpPlatform} page and pinned on your profiles. People who can't see it working don't buy {dpAWord}.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["creator"],
    tags: ["email-marketing"],
    forDigitalProduct: "buyers",
    name: "Ask your buyers one question: what made you buy?",
    description:
      "Email {dpBuyersAll} one line asking what was going on the day they bought {product}. The most common answer is your next video's hook and your listing's first line.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["creator"],
    tags: ["marketplaces"],
    forDigitalProduct: true,
    name: "Submit {product} to {dpMarketplaceFirst} this week",
    description:
      "Read its current terms, then list {product} with the title people search for, five screenshots of it in real use and the walkthrough. It is a search box where people already want {dpAWord}.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["creator"],
    tags: ["community"],
    forDigitalProduct: true,
    name: "Answer three questions with a screenshot of how you do it",
    description:
      "Where {audience} ask for help, find three questions {product} answers and reply in full with a screenshot of your own set-up, within each community's rules; mention {product} only where a link is allowed.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
];

/** Buyers of a digital download: they see it in use, judge it on screenshots and buy once, on the spot or after a free sample. */
export function digitalProductTraits(x: DigitalProduct): Partial<ArchetypeTraits> {
  const price = x.price ?? "the price";
  const where = x.platforms[0] ?? "the shop";
  const tool = x.tool;
  return {
    typical: `People buy ${withArticle(x.word)} when they see it solve their problem in someone's real set-up: in a short video, a marketplace's screenshots or a creator's recommendation. They buy once, often on the spot, and come back only for updates or the maker's next product.`,
    role: "People who want what {product} does without building it themselves",
    decides: "each buyer decides alone, in minutes, on the screenshots, a walkthrough and the price",
    haunts: `short videos on TikTok, YouTube and Instagram, ${tool ? `${tool} creators' channels, ` : ""}the marketplaces' search, and the communities where they ask for help`,
    behaviors: [
      `Saves videos of other people's set-ups${tool ? ` in ${tool}` : ""} and tries to copy them`,
      "Judges a download on its screenshots and a walkthrough before the price",
      "Tries free versions and tutorials first, and pays when building it alone takes too long",
    ],
    needs: [
      "To see it in real use before buying",
      "Something that works in the first ten minutes, without a tutorial",
      tool ? `Updates when ${tool} changes` : "A licence that says plainly what they may use it for",
    ],
    pains: [
      "Setting it up alone from tutorials and never finishing",
      "Downloads that look good in screenshots and are empty inside",
      `Paying ${price} for something they could have found free`,
    ],
    goals: [
      "A set-up that works from the first day",
      "Less time organising, more time on the work itself",
      "Something they can show and share",
    ],
    objections: [
      { topic: /\b(price|cost|worth|pay|expensive|afford)\b/i, text: `“Is ${price} worth it when there are free ${x.form === "template" ? "templates" : "ones"}?”`, when: "price" },
      { topic: /\b(free|tutorial\w*|myself|build)\b/i, text: "“Couldn't I build this myself from a free tutorial?”" },
      { topic: /\b(time|set ?up|learn|complicated)\b/i, text: "“Will I actually set it up, or will it sit unused like the last one?”" },
      { topic: /\b(update\w*|support\w*|refund\w*)\b/i, text: `“What happens when ${tool ?? "the app"} changes: will it still work?”` },
    ],
    buying: `Sees ${x.product} in use in a short video, a listing or a creator's set-up, opens the ${where} page, watches the walkthrough, and buys on the spot, or takes the free version first and buys after a few emails; buys once and comes back for updates.`,
  };
}

/** What a free alternative is called, for the position line: "a free template", "free presets". */
const FREE_ALTERNATIVE: Record<DigitalProduct["form"], string> = {
  template: "a free template", planner: "a free printable", presets: "free presets", font: "a free font", icons: "free icons",
  "ui-kit": "a free kit", assets: "free packs", ebook: "free blog posts",
};

/** The before-and-after a buyer tells, by what the download does for them. */
function transformOf(x: DigitalProduct): string {
  const first = x.parts[0];
  if (x.form === "template" || x.form === "planner") return `“I kept ${first ? `my ${first}` : "it all"} in {{where it was before}} and lost track every week. Now it's all in {product}, and I open one page.”`;
  if (x.form === "presets") return "“I spent {{hours}} editing every shoot. Now one click in {product} gets me most of the way.”";
  if (x.form === "ebook") return "“I {{the problem}} for years. After {product}, {{the result}}.”";
  return "“My {{project}} looked homemade. With {product}, it looks finished.”";
}

/** The Marketing Model's examples for a digital download, naming the product. */
export function digitalProductExamples(x: DigitalProduct): Partial<Examples> {
  const first = x.parts[0];
  const inside = x.parts.length ? `, with ${joinWords(x.parts)} in one place` : "";
  return {
    identity: "{audience} who would rather do the work than build the system for it",
    desire: first ? `“Your ${first}, set up and working tonight: {product}.”` : x.form === "presets" ? "“Your photos, your look, in one click: {product}.”" : "“{{the result}}, ready tonight: {product}.”",
    urgency: "“The {product} bundle is {dpBundlePrice} until {{date}}, when the next update ships.”",
    transform: transformOf(x),
    position: `“For {audience}, {product} is {dpAWord} made by {{who you are}}${inside}; unlike ${FREE_ALTERNATIVE[x.form]}, it is finished and kept up to date.”`,
    proof: `“${x.salesNow ? formatCount(x.salesNow) : "{{number}}"} people have bought {product}; {{a buyer's name}}: ‘{{what they wrote}}’.”`,
    journey: "“Watch the one-minute walkthrough, take the free {dpFreeShort}, and get {product} when you want the whole set.”",
  };
}

/** Where the Marketing Model says each engine is used, for a digital download. */
export const DIGITAL_PRODUCT_EMOTION_USE = "the first two seconds of every video, each listing's first screenshot and line, and the subject lines of the free version's emails";
export const DIGITAL_PRODUCT_LOGIC_USE = "on the product page's \"What's inside\" and price block, in the listings' descriptions and in the last two emails of the sequence";

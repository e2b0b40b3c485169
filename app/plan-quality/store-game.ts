import type { PlanFormData } from "~/wizard/types";
import { formatCount } from "./words";

/*
 * A game sold on a PC or console store (Steam, itch.io, GOG, the Epic Games Store, the Nintendo
 * eShop…), not through the App Store or Google Play. Before launch its measure is wishlists, its
 * page is the store page and its big moments are festivals such as Steam Next Fest: none of an app's
 * store listing, ratings prompt or install ads applies. Pure: the same words always read the same.
 */

export type StoreGame = {
  /** The store the founder named first: "Steam", "itch.io", "GOG", "the Epic Games Store", "the Nintendo eShop". */
  store: string;
  /** It sells on Steam, which has wishlists, Next Fest and themed festivals. */
  steam: boolean;
  /** Wishlists today and the target, from the founder's words ("10,000 Steam wishlists … (1,200 today)"). */
  wishlists: { now: number | null; target: number | null };
  /** The founder names Steam Next Fest. */
  nextFest: boolean;
  /** The founder has or plans a demo. */
  demo: boolean;
  /** When it comes out, in the founder's words: "September 2027", "spring"; null when not said. */
  release: string | null;
  /** The first game players like, as the founder named it: "like A Short Hike, Unpacking and…" → "A Short Hike". */
  likeGame: string | null;
};

const STORES: [RegExp, string][] = [
  [/\bsteam\b/i, "Steam"],
  [/\bitch\.io\b/i, "itch.io"],
  [/\bgog(?:\.com)?\b/i, "GOG"],
  [/\bepic games store\b/i, "the Epic Games Store"],
  [/\b(?:nintendo )?e-?shop\b|\bnintendo switch\b/i, "the Nintendo eShop"],
  [/\bplaystation store\b|\bps[45]\b/i, "the PlayStation Store"],
  [/\bxbox\b/i, "the Xbox store"],
];

const MONTH_OR_SEASON = "(?:early |late |mid-)?(?:january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|autumn|fall|winter|q[1-4])(?: \\d{4})?";
/** "coming to Steam in September 2027", "out in spring", "releases in Q3 2027". */
const RELEASE = new RegExp(`\\b(?:coming|comes out|out|launch(?:es|ing)?|releas(?:es|ing)|ships?)\\b[^.]{0,40}?\\bin (${MONTH_OR_SEASON})\\b`, "i");
/** "games like A Short Hike, Unpacking and Dorfromantik": the first title, capitalised as written. */
const LIKE_GAME = /\bgames like ((?:[A-Z0-9][\w'’:-]*)(?: [A-Z0-9a-z][\w'’:-]*){0,5}?)(?=,| and\b| or\b|\.|;|$)/;

/** An app store or a phone: a mobile game, which the consumer-app library already serves. */
const MOBILE = /\b(?:app store|google play|play store|ios|iphone|android|mobile)\b/i;

/** "10,000 Steam wishlists", "wishlists from 1,200 to 10,000", "(1,200 today)". */
const COUNT = /\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?k\b|\d+/gi;

function countOf(text: string): number {
  const lower = text.toLowerCase();
  return lower.endsWith("k") ? Math.round(Number(lower.slice(0, -1)) * 1000) : Number(lower.replace(/,/g, ""));
}

/** Wishlists now and wanted: the larger number the goal names is the target, one marked "today" or "now" the start. */
export function readWishlists(metrics: string, description: string): StoreGame["wishlists"] {
  const text = `${metrics} ${description}`;
  if (!/\bwishlists?\b/i.test(text)) return { now: null, target: null };
  const now = /(\d[\d,.]*k?)\s*(?:wishlists?\s*)?(?:today|now|so far|at the moment|currently)\b|\b(?:from|currently|have)\s+(\d[\d,.]*k?)(?:\s+wishlists?)?\b/i.exec(text);
  const nowCount = now ? countOf((now[1] ?? now[2])!) : null;
  const inGoal = [...metrics.matchAll(COUNT)].map((m) => countOf(m[0])).filter((n) => n >= 100 && n !== nowCount && !(n >= 1990 && n <= 2100));
  const target = inGoal.length ? Math.max(...inGoal) : null;
  return { now: nowCount, target };
}

/** A game on a PC or console store and not on phones; null for any other product. */
export function readStoreGame(a: PlanFormData, game: boolean): StoreGame | null {
  if (!game || a.productType === "mobile-app") return null;
  const text = `${a.productDescription} ${a.successMetrics} ${a.challenges}`;
  if (MOBILE.test(text)) return null;
  const store = STORES.map(([re, name]) => ({ name, at: re.exec(text)?.index ?? -1 })).filter((s) => s.at >= 0).sort((x, y) => x.at - y.at)[0];
  if (!store) return null;
  return {
    store: store.name,
    steam: /\bsteam\b/i.test(text),
    wishlists: readWishlists(a.successMetrics, a.productDescription),
    nextFest: /\bnext ?fest\b/i.test(text),
    demo: /\bdemo\b/i.test(text),
    release: RELEASE.exec(a.productDescription)?.[1] ?? null,
    likeGame: LIKE_GAME.exec(a.audiencePersona)?.[1] ?? null,
  };
}

/** "From 1,200 to 10,000 wishlists in 26 weeks is about 340 a week"; null when the goal gives no start or target. */
export function wishlistPace(g: StoreGame, weeks: number): string | null {
  const { now, target } = g.wishlists;
  if (target === null || now === null || target <= now) return null;
  const perWeek = Math.round((target - now) / weeks / 10) * 10;
  return `From ${formatCount(now)} to ${formatCount(target)} wishlists in ${weeks} weeks is about ${formatCount(perWeek)} a week`;
}

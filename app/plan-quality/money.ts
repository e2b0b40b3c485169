import type { PlanFormData } from "~/wizard/types";

/**
 * The currency a plan speaks: the founder's own. A piano teacher in Ludlow charging £22 reads
 * "about £30 a month", not "$40". Budgets are kept in US dollars inside Liftoff (the form's ranges
 * are in dollars); sums are converted only where a founder reads them, and read back by the checker.
 */

export type CurrencyCode = "USD" | "GBP" | "EUR" | "KES" | "INR" | "CAD" | "AUD" | "JPY" | "NGN" | "CHF" | "MXN" | "BRL" | "COP" | "CLP";

export type Currency = {
  code: CurrencyCode;
  /** What a sum starts with: "£30", "KSh 5,000", "CA$40". */
  prefix: string;
  /** Its name for the AI prompt: "pounds sterling (£)". */
  name: string;
};

/**
 * ROUGH rates, units of each currency for one US dollar (late 2026). They only size budgets
 * ("about £30 a month"), never prices or invoices, so they are not kept up to date.
 */
const PER_DOLLAR: Record<CurrencyCode, number> = {
  USD: 1, GBP: 0.79, EUR: 0.92, KES: 129, INR: 83, CAD: 1.37, AUD: 1.52, JPY: 150, NGN: 1500, CHF: 0.88,
  MXN: 18.5, BRL: 5.5, COP: 4000, CLP: 950,
};

export const CURRENCIES: Record<CurrencyCode, Currency> = {
  USD: { code: "USD", prefix: "$", name: "US dollars ($)" },
  GBP: { code: "GBP", prefix: "£", name: "pounds sterling (£)" },
  EUR: { code: "EUR", prefix: "€", name: "euros (€)" },
  KES: { code: "KES", prefix: "KSh ", name: "Kenyan shillings (KSh)" },
  INR: { code: "INR", prefix: "₹", name: "Indian rupees (₹)" },
  CAD: { code: "CAD", prefix: "CA$", name: "Canadian dollars (CA$)" },
  AUD: { code: "AUD", prefix: "A$", name: "Australian dollars (A$)" },
  JPY: { code: "JPY", prefix: "¥", name: "Japanese yen (¥)" },
  NGN: { code: "NGN", prefix: "₦", name: "Nigerian naira (₦)" },
  CHF: { code: "CHF", prefix: "CHF ", name: "Swiss francs (CHF)" },
  MXN: { code: "MXN", prefix: "MX$", name: "Mexican pesos (MX$)" },
  BRL: { code: "BRL", prefix: "R$", name: "Brazilian reais (R$)" },
  COP: { code: "COP", prefix: "COL$", name: "Colombian pesos (COL$)" },
  CLP: { code: "CLP", prefix: "CLP$", name: "Chilean pesos (CLP$)" },
};

export const USD = CURRENCIES.USD;

/**
 * How each currency is written in a founder's words: a symbol or a code. The dollar comes last and
 * only when no letter is stuck to it, so "CA$40" and "A$40" are not US dollars. A peso is often
 * written "$149 MXN": the code after the figure claims the "$" before it.
 */
const WRITTEN: [CurrencyCode, RegExp][] = [
  ["GBP", /£|\bGBP\b/],
  ["EUR", /€|\bEUR\b|\d\s?euros?\b/i],
  ["KES", /\bK[Ss]h\b|\bKES\b/],
  ["INR", /₹|\bINR\b|\bRs\.?\s?\d/],
  ["CAD", /\bC(?:A)?\$|\bCAD\b/],
  ["AUD", /\bAU?\$|\bAUD\b/],
  ["JPY", /¥|\bJPY\b|円/],
  ["NGN", /₦|\bNGN\b/],
  ["CHF", /\bCHF\b/],
  ["MXN", /\bMX\$|\bMXN\b|\$\s?\d[\d,.]*\s?MXN\b/],
  ["BRL", /\bR\$|\bBRL\b/],
  ["COP", /\bCOL\$|\bCOP\b|\$\s?\d[\d,.]*\s?COP\b/],
  ["CLP", /\bCLP\$|\bCLP\b|\$\s?\d[\d,.]*\s?CLP\b/],
  ["USD", /(?<![A-Za-z])\$|\bUSD\b/],
];

const EURO_COUNTRIES = new Set([
  "Andorra", "Austria", "Belgium", "Croatia", "Cyprus", "Estonia", "Finland", "France", "Germany", "Greece", "Holy See",
  "Ireland", "Italy", "Latvia", "Lithuania", "Luxembourg", "Malta", "Monaco", "Montenegro", "Netherlands", "Portugal",
  "San Marino", "Slovakia", "Slovenia", "Spain",
]);
const COUNTRY_CURRENCY: Record<string, CurrencyCode> = {
  "United Kingdom": "GBP", Kenya: "KES", India: "INR", Canada: "CAD", Australia: "AUD", Japan: "JPY", Nigeria: "NGN",
  Switzerland: "CHF", Liechtenstein: "CHF", "United States": "USD", Mexico: "MXN", Brazil: "BRL", Colombia: "COP",
  Chile: "CLP",
};
/** Countries whose own currency is written with a bare "$": there, "$149" is local money. */
const LOCAL_DOLLAR_SIGN = new Set<CurrencyCode>(["CAD", "AUD", "MXN", "COP", "CLP"]);
/** UK places the country list does not name: its nations and a few counties ("Ludlow, Shropshire"). */
const UK_PLACE =
  /\b(?:uk|u\.k\.|britain|great britain|(?<!new )england|scotland|(?<!new south )wales|northern ireland|london|shropshire|herefordshire|worcestershire|gloucestershire|oxfordshire|cheshire|lancashire|derbyshire|yorkshire|cornwall|devon|somerset|dorset|cumbria|norfolk|suffolk|essex|kent|surrey|sussex|hampshire|wiltshire|northumberland|merseyside|west midlands)\b/i;

/**
 * The plan's currency: the one the founder writes their prices and sums in (description, customers,
 * challenges, metrics, in that order); else the country of the place; else US dollars.
 */
export function readCurrency(a: PlanFormData, country: string | null, place: string): Currency {
  for (const text of [a.productDescription, a.audiencePersona, a.challenges, a.successMetrics]) {
    let first: { code: CurrencyCode; at: number } | null = null;
    for (const [code, re] of WRITTEN) {
      const at = re.exec(text ?? "")?.index;
      if (at !== undefined && (!first || at < first.at)) first = { code, at };
    }
    // A bare "$" in Canada, Australia, Mexico, Colombia or Chile is their own dollar or peso.
    const own = country ? COUNTRY_CURRENCY[country] : undefined;
    if (first?.code === "USD" && own && LOCAL_DOLLAR_SIGN.has(own)) return CURRENCIES[own];
    if (first) return CURRENCIES[first.code];
  }
  if (country && EURO_COUNTRIES.has(country)) return CURRENCIES.EUR;
  if (country && COUNTRY_CURRENCY[country]) return CURRENCIES[COUNTRY_CURRENCY[country]];
  if (UK_PLACE.test(`${place} ${a.localRegion ?? ""}`)) return CURRENCIES.GBP;
  return USD;
}

/** The currency a sum is written in ("€150" → EUR), or null when none is recognised. */
export function currencyOf(written: string): Currency | null {
  const found = WRITTEN.find(([, re]) => re.test(written));
  return found ? CURRENCIES[found[0]] : null;
}

/**
 * A rounded figure in the currency: dollars stay exact (US plans read as they always have), others
 * round to what a person would say: £31.60 → 30, 395 → 400, KSh 5,160 → 5,200.
 */
function friendly(local: number, currency: Currency): number {
  if (currency.code === "USD" || local <= 0) return Math.round(local);
  if (local < 10) return Math.max(1, Math.round(local));
  if (local < 100) return Math.round(local / 5) * 5;
  if (local < 1000) return Math.round(local / 10) * 10;
  const step = 10 ** (Math.floor(Math.log10(local)) - 1);
  return Math.round(local / step) * step;
}

/** A sum of dollars in the currency, rounded as a person would say it: "$40", "£30", "€40", "KSh 5,000". */
export function money(amountInDollars: number, currency: Currency = USD): string {
  return written(friendly(amountInDollars * PER_DOLLAR[currency.code], currency), currency);
}

/** "£30", "KSh 5,200": a figure already in the currency. */
function written(local: number, currency: Currency): string {
  return `${currency.prefix}${Math.round(local).toLocaleString("en-US")}`;
}

/** What a sum in the currency is in dollars (rough, like the rates). */
export function toDollars(local: number, currency: Currency): number {
  return local / PER_DOLLAR[currency.code];
}

/**
 * The most a plan may state and still fit a ceiling of `maxDollars`: the ceiling as the plan would
 * print it, in dollars. Rounding "£395" up to "£400" is no overspend.
 */
export function printedCeiling(maxDollars: number, currency: Currency): number {
  return toDollars(friendly(maxDollars * PER_DOLLAR[currency.code], currency), currency);
}

/**
 * Every sum of money in a text, in dollars, whatever currency it is written in: "$1,200", "£30",
 * "€40", "KSh 5,000", "CA$40", "$2k", "150 euros".
 */
const SUM =
  /(CA\$|C\$|AU?\$|MX\$|R\$|COL\$|CLP\$|\$|£|€|₹|¥|₦|\bK[Ss]h\s?|\bKES\s?|\bCHF\s?|\bGBP\s?|\bEUR\s?|\bUSD\s?|\bINR\s?)(\d[\d,]*(?:\.\d+)?)\s?(k\b)?|(\d[\d,]*(?:\.\d+)?)\s?(euros?\b|€)/gi;

export function sumsInDollars(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(SUM)) {
    const [, mark = "", figure = "", thousands, after = "", suffix = ""] = m;
    const amount = Number((figure || after).replace(/,/g, "")) * (thousands ? 1000 : 1);
    const currency = currencyOf(mark ? mark.trim() : suffix) ?? USD;
    if (Number.isFinite(amount)) out.push(toDollars(amount, currency));
  }
  return out;
}

/** A budget range in dollars, with the founder's currency beside it: "under $500 (about £400) a month". */
export function budgetPhrase(budget: { min: number; max: number | null; said?: string }, currency: Currency = USD): string {
  if (budget.max === 0) return `${written(0, currency)} a month`;
  if (budget.said) return budget.said;
  const inDollars = (amount: number) => money(amount, USD);
  const local = currency.code === "USD" ? null : (amount: number) => money(amount, currency);
  const beside = (text: string) => (local ? ` (about ${text})` : "");
  if (budget.max === null) return `${inDollars(budget.min)}+${beside(`${local?.(budget.min)}+`)} a month`;
  if (budget.min === 0) return `under ${inDollars(budget.max)}${beside(local?.(budget.max) ?? "")} a month`;
  // A word-like prefix is said once for the range ("KSh 65,000-260,000"); a symbol stays on both ends, as in "$500-$2,000".
  const upper = (text: string | undefined) => (currency.prefix.endsWith(" ") ? text?.slice(currency.prefix.length) : text);
  return `${inDollars(budget.min)}-${inDollars(budget.max)}${beside(`${local?.(budget.min)}-${upper(local?.(budget.max))}`)} a month`;
}

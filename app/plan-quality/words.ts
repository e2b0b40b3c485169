/**
 * The words of a text that carry its subject, cut to a common stem, for comparing a tactic with a
 * template or with what the founder wrote. Filler words never count.
 */
const FILLER = new Set([
  "with", "your", "from", "that", "this", "plan", "tactic", "strategy", "week", "weeks", "daily", "more", "first",
  "every", "each", "free", "local", "using", "their", "into", "about", "through", "program", "programme", "simple",
  "campaign", "build", "start", "launch", "make", "small", "test",
]);

export function wordStems(text: string, { minLength, stemLength }: { minLength: number; stemLength: number }): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length >= minLength && !FILLER.has(w))
      .map((w) => w.slice(0, stemLength)),
  );
}

/** "Mexico, Colombia and Peru": items joined as a sentence says them (no serial comma). */
export function joinWords(items: readonly string[]): string {
  return items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** "a" or "an" before a phrase, by its sound, not its spelling: "a used car", "a one-man", "a university"; "an umbrella", "an hour". */
export function articleOf(phrase: string): "a" | "an" {
  return /^(?:[aei]|o(?!ne\b)|u(?!s[aeiou]|ni|r[aeiou]|ti)|hour|honou?r|heir)/i.test(phrase) ? "an" : "a";
}

/** "day nursery" → "a day nursery", "after-school club" → "an after-school club", "used-car dealer" → "a used-car dealer". */
export function withArticle(phrase: string): string {
  return `${articleOf(phrase)} ${phrase}`;
}

/** "press stories…" → "Press stories…": the first letter in capitals, the rest as written. */
export function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 12000 → "12,000": a count as the plan writes it, whole and with thousands separated. */
export function formatCount(n: number): string {
  return Math.round(n).toLocaleString("en-US");
}

/** Numbers founders write as words: "four tutors", "ninety days", "twenty desks". */
const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  fifteen: 15, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, ninety: 90,
};

/** 3 → "three": a small count as a sentence says it, from the same table; larger ones stay figures. */
export function numberWord(n: number): string {
  return Object.keys(NUMBER_WORDS).find((w) => NUMBER_WORDS[w] === n && n <= 12) ?? String(n);
}

/** "12", "1,200" or "twelve" as a number; null when it is none of these. */
export function numberFrom(word: string | null | undefined): number | null {
  if (!word) return null;
  return NUMBER_WORDS[word.toLowerCase()] ?? (Number(word.replace(/,/g, "")) || null);
}

/** British spellings the library writes in, and the American ones a US reader expects. */
const AMERICAN: [RegExp, string][] = [
  [/\b([Nn])eighbour/g, "$1eighbor"],
  [/\b([Ff])avour/g, "$1avor"],
  [/\b([Cc])olour/g, "$1olor"],
  [/\b([Oo])rganis(e|ed|es|ing|er|ers|ation|ations)\b/g, "$1rganiz$2"],
  [/\b([Rr])ecognis(e|ed)\b/g, "$1ecogniz$2"],
  [/\blicence\b/g, "license"],
  [/\b([Cc])entre(s?)\b/g, "$1enter$2"],
  [/\b([Tt])ravelling\b/g, "$1raveling"],
  [/\benquir/g, "inquir"],
  [/\bEnquir/g, "Inquir"],
  [/\b([Tt])yre(s?)\b/g, "$1ire$2"],
];

/** The text with each pattern replaced in turn: one way to apply a list of word swaps. */
export function rewrite(text: string, swaps: readonly (readonly [RegExp, string])[]): string {
  return swaps.reduce((t, [pattern, instead]) => t.replace(pattern, instead), text);
}

/** "The carers' centre in your neighbourhood" → "the carers' center in your neighborhood": the text in American spelling. */
export function americanSpelling(text: string): string {
  return rewrite(text, AMERICAN);
}

/** "home cooks" → "home cook", "nannies" → "nanny", "coaches" → "coach", "hoodies" → "hoodie". */
export function singular(phrase: string): string {
  return phrase
    .replace(/\b(hood|bean|cook|mov|sel|brown|smooth|zomb|pix)ies$/, "$1ie")
    .replace(/ies$/, "y")
    .replace(/(ch|sh|x)es$/, "$1")
    .replace(/([^s])s$/, "$1");
}

/** "tee" → "tees", "phone case" → "phone cases", "brush" → "brushes". */
export function plural(noun: string): string {
  return /(?:s|sh|ch|x)$/.test(noun) ? `${noun}es` : `${noun}s`;
}

/** Every string inside a value (an object of sections, a list of lines) passed through `fn`; the shape is kept. */
export function mapStrings<T>(value: T, fn: (text: string) => string): T {
  if (typeof value === "string") return fn(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => mapStrings(item, fn)) as T;
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, fn)])) as T;
  return value;
}

import { sentencesOf } from "./channels";

/*
 * Buyers who run their business on a messaging app and not at a desk: market traders in Lagos "run
 * everything on WhatsApp, rarely check email and have no computer", tienditas in Guadalajara "usan
 * WhatsApp para todo". Email, letters and integrations with office software do not reach them; the
 * counter and the chat do. Pure: the same words always read the same.
 */

export type MessagingFirst = {
  /** The app they live on, as it is spelled: "WhatsApp", "Telegram", "WeChat", "Viber". */
  app: string;
  /** The founder's sentence that says so, for the plan and the checker to quote. */
  quote: string;
};

const APPS: [RegExp, string][] = [
  [/\bwhats ?app\b/i, "WhatsApp"],
  [/\btelegram\b/i, "Telegram"],
  [/\bwechat\b/i, "WeChat"],
  [/\bviber\b/i, "Viber"],
];

/** "Run everything on WhatsApp", "WhatsApp for everything", "para todo", "pra tudo", "all day on WhatsApp". */
const FOR_EVERYTHING =
  /\b(?:run|runs|do|does|manage|manages|handle|handles|live|lives)\s+(?:everything|it all|their (?:whole )?business|the (?:whole )?business)\s+(?:on|through|over|via)\b|\bfor everything\b|\ball day on\b|\bpara todo\b|\bpa?ra tudo\b/i;

/** "Rarely check email", "no computer", "don't use email"; in Spanish and Portuguese too. */
const OFF_EMAIL =
  /\b(?:rarely|never|seldom|hardly ever|don't|do not|doesn't|does not)\s+(?:check|read|use|open|answer)\s+(?:their\s+|an?\s+)?e-?mails?\b|\bno (?:computer|laptop|pc|desktop|email address)\b|\b(?:don't|do not|doesn't|does not) (?:have|own) (?:a |an )?(?:computer|laptop|pc|email address)\b|\bno (?:tienen|usan) (?:una )?(?:computadora|compu|ordenador|correo|e-?mail)\b|\bno revisan (?:el |su )?(?:correo|e-?mail)\b|\bn[ãa]o (?:t[êe]m|usam) (?:um )?(?:computador|e-?mail)\b/i;

/**
 * The audience lives on a messaging app instead of email and a desk: the app is named in the same
 * words as "for everything" or as their not using email or a computer. Null otherwise: an audience
 * that merely also uses WhatsApp still reads its email.
 */
export function readMessagingFirst(texts: string[]): MessagingFirst | null {
  const sentences = texts.flatMap(sentencesOf);
  const all = sentences.join(" ");
  const app = APPS.find(([re]) => re.test(all));
  if (!app) return null;
  const said = sentences.find((s) => app[0].test(s) && (FOR_EVERYTHING.test(s) || OFF_EMAIL.test(s))) ?? (OFF_EMAIL.test(all) ? sentences.find((s) => app[0].test(s)) : undefined);
  if (!said) return null;
  // The clause that names the app: "They run everything on WhatsApp, rarely check email and have no
  // computer", without what follows the semicolon.
  const clause = said.split(/;\s*/).find((c) => app[0].test(c)) ?? said;
  return { app: app[1], quote: clause.trim().replace(/[.!…]+$/, "") };
}

/**
 * Founders write their answers in Spanish, Portuguese or French as often as in English. The readers
 * that look for what does not work, a budget of nothing and a deadline match English words, so their
 * text is first glossed into those words here: "Probamos anuncios en Facebook y no funcionaron" reads
 * as "Probamos ads en Facebook y didn't work". Only the readers see the gloss; the plan quotes the
 * founder's own words.
 */

/** Month names in Spanish, Portuguese and French (with and without their accents), in English. */
const MONTHS: Record<string, string> = {
  enero: "January", janeiro: "January", janvier: "January",
  febrero: "February", fevereiro: "February", février: "February", fevrier: "February",
  marzo: "March", março: "March", marco: "March", mars: "March",
  abril: "April", avril: "April",
  mayo: "May", maio: "May", mai: "May",
  junio: "June", junho: "June", juin: "June",
  julio: "July", julho: "July", juillet: "July",
  agosto: "August", août: "August", aout: "August",
  septiembre: "September", setiembre: "September", setembro: "September", septembre: "September",
  octubre: "October", outubro: "October", octobre: "October",
  noviembre: "November", novembro: "November", novembre: "November",
  diciembre: "December", dezembro: "December", décembre: "December", decembre: "December",
};
const MONTH_WORD = `(${Object.keys(MONTHS).join("|")})`;

function monthInEnglish(word: string | undefined): string {
  return MONTHS[(word ?? "").toLowerCase()] ?? word ?? "";
}

/** Whole words in any alphabet: `\b` knows only ASCII, so "funcionó" would not end at its accent. */
function words(source: string): RegExp {
  return new RegExp(`(?<![\\p{L}])(?:${source})(?![\\p{L}])`, "giu");
}

/** Phrases in the readers' English, most specific first; the rest of the text keeps its case. */
const GLOSSES: [RegExp, string | ((match: string, ...groups: string[]) => string)][] = [
  // Deadlines: "al final de marzo", "a finales de junio", "até o final de março", "avant fin mars", "antes de mayo".
  [
    words(`(?:al final de|a finales de|para finales de|hasta finales de|para el final de|antes del final de|até o final de|até ao final de|até o fim de|no final de|no fim de|à la fin de|d'ici la fin de|d'ici fin|avant (?:la )?fin(?: de)?|fin)\\s+(?:(?:de|del|do|da)\\s+)?${MONTH_WORD}`),
    (_m, month) => `by the end of ${monthInEnglish(month)}`,
  ],
  [words(`(?:antes de|antes del|avant|avant le mois de)\\s+${MONTH_WORD}`), (_m, month) => `before ${monthInEnglish(month)}`],
  [words(`(?:para|hasta|até|d'ici|en|em)\\s+${MONTH_WORD}`), (_m, month) => `by ${monthInEnglish(month)}`],
  // Spans: "en 90 días", "em 3 meses", "dans 6 semaines".
  [
    words("(?:en|em|dans|dentro de|en los próximos|nos próximos|d'ici)\\s+(\\d{1,3})\\s+(días|dias|jours|semanas|semaines|meses|mois)"),
    (_m, n, unit = "") => `in ${n} ${/^[dj]/i.test(unit) ? "days" : /^sem/i.test(unit) ? "weeks" : "months"}`,
  ],
  // What does not work, and refusals.
  [words("no (?:nos |les |me )?(?:funciona(?:n|ron|ba|ban)?|funcionó|sirve(?:n)?|sirvió|sirvieron|dio resultados?|dieron resultados?)"), "didn't work"],
  [words("não (?:nos )?(?:funciona(?:m|ram|ou)?|deu certo|deram certo|deu resultado)"), "didn't work"],
  [words("(?:ne |n'|n’)(?:marche|fonctionne|a (?:pas )?marché|ont (?:pas )?marché|a (?:pas )?fonctionné|a rien donné)(?: pas)?"), "didn't work"],
  [words("no queremos|no quiero|no vamos a|nunca vamos a|não queremos|não quero|não vamos|on ne veut pas|nous ne voulons pas|je ne veux pas"), "won't"],
  [words("demasiado caros?|muy caros?|muito caros?|trop chers?"), "too expensive"],
  [words("(?:nadie|ninguém|personne n'a) (?:compró|comprou|acheté)"), "nobody bought"],
  [words("(?:no tenemos|sin|não temos|sem|pas de|nous n'avons pas de|on n'a pas de) (?:presupuesto|orçamento|budget)"), "no budget"],
  [words("desconf[ií]an?|no conf[ií]an?|desconfiam|não confiam|se méfient|n'ont pas confiance"), "distrust"],
  // Shops and trades by their own names: "padaria artesanal em Tiradentes" is a bakery to the readers.
  [words("padaria|panader[ií]a|pastelería|confeitaria"), "bakery"],
  [words("cafeter[ií]a"), "café"],
  [words("peluquer[ií]a|salão de beleza|salon de coiffure|barber[ií]a|barbearia"), "hair salon"],
  [words("librer[ií]a|livraria|librairie"), "bookshop"],
  [words("floricultura|florister[ií]a|fleuriste"), "florist"],
  // Channels with a name of their own in each language.
  [
    words("(?:anuncios|anúncios|publicidad|publicidade|publicités?)(?: (?:en|no|na|nos|sur|de|del))? (facebook|instagram|google|tiktok|linkedin|youtube)"),
    (_m, network) => `${network} ads`,
  ],
  [words("anuncios|anúncios|publicidad|publicidade|publicités?"), "ads"],
  [words("(?:correos?|e-?mails?) (?:en frío|masivos?|a puerta fría|frios|em massa)"), "cold email"],
  [words("llamadas (?:en frío|a puerta fría)|ligações frias|appels à froid|démarchage téléphonique"), "cold calls"],
  [words("grupos de facebook|groupes facebook"), "facebook groups"],
  [words("volantes|folletos|panfletos"), "flyers"],
  [words("reseñas|avaliações|avis clients"), "reviews"],
  [words("boletín|boletim"), "newsletter"],
];

/** The text with the phrases the readers know said in English. */
export function inReadersEnglish(text: string): string {
  let out = text;
  for (const [re, to] of GLOSSES) out = typeof to === "string" ? out.replace(re, to) : out.replace(re, to);
  return out;
}

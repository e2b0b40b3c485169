import type { Tattoo } from "~/plan-quality/tattoo";
import type { GuerrillaIdea } from "./guerrilla";
import type { ArchetypeTraits } from "./profile";
import type { Examples } from "./education";

/**
 * Quick wins for a tattoo or piercing studio (Reading.tattoo): it gets only these. Clients choose an artist for
 * a style and book when the books open, so a shop's door drop, a till or a card for a neighbour's first visit
 * give way to the people who already asked, the list, the DMs turned into forms and healed work.
 */
export const TATTOO_IDEAS: GuerrillaIdea[] = [
  {
    kinds: ["local"],
    tags: ["email-marketing"],
    forTattoo: true,
    name: "Send the booking form to everyone in the DMs you never booked",
    description:
      "Go back through the last two months of unanswered or unbooked DMs at {product} and send each one the saved reply with the booking form's link and the date {ttBooksNext} open. They already wanted a tattoo from you; the form makes it one step.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["email-marketing"],
    forTattoo: true,
    name: "Ask this month's clients to join the books-opening list before they leave",
    description:
      "At the end of every appointment this month, ask the client whether they'd like an email a day before the books open, and add them that evening. A list of people who have already sat in your chair is the warmest start there is.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["google-business"],
    forTattoo: true,
    name: "Put ten healed photos on the Google profile this week, with consent",
    description:
      "Ask ten clients whose tattoos have healed whether you may show a photo, and add them to {product}'s Google profile with the style and placement in the caption ({ttSearch}). People who search find healed work, not a logo.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["partnerships"],
    forTattoo: true,
    name: "Walk into two shops in {ttAreaShort} with a flash sheet drawn for them",
    description:
      "Draw a small flash sheet on the theme of a shop nearby whose customers like your work (plants, flowers, vintage, books) and take it in: would they put the print up, with the booking link, and tell their customers about the day you tattoo it?",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
];

/** The clients who choose a tattoo studio: they save designs for months, choose an artist for a style, and book when the books open. */
export function tattooTraits(t: Tattoo): Partial<ArchetypeTraits> {
  const styles = t.styles.length ? `${t.styles.join(" and ")} ` : "";
  return {
    typical: `People choose a ${t.word} by the artist and the style, not the nearest door: they save ${styles}designs for months, follow a few artists, look for healed work and a studio that feels calm and clean, and book when the books open; a first tattoo is often put off for years, then booked on a friend's word. Happy clients come back for the next piece and bring friends.`,
    role: "people who have wanted a tattoo for a while, often a first or second one",
    decides: "the client decides alone, often after asking a friend who has been tattooed there",
    haunts: "Instagram and Pinterest saves, the artists' pages, Google when they search a style and a town, and friends who have been tattooed",
    behaviors: [
      "Saves designs and follows artists for months before asking about a booking",
      "Chooses the artist for the style, then checks healed photos and reviews",
      "Misses the books opening if they only hear of it in a post",
      "Asks a friend who has been tattooed where they went",
    ],
    needs: [
      "An artist whose style is what they have been saving",
      "A clear way to book: what to send, the price, the deposit",
      "A calm, clean studio and an artist who listens",
      "Honest answers about pain, healing and placement",
    ],
    pains: [
      "Messages that go unanswered for days",
      "Not knowing when the books open, and finding them full",
      "Worry about pain, hygiene and regret",
    ],
    goals: [
      "A tattoo that heals well and still looks right in years",
      "A first tattoo that felt safe and unhurried",
      "An artist to go back to for the next piece",
    ],
    objections: [
      { topic: /\b(price|cost|afford|expensive|pay|deposit)\b/i, text: "“Why do I pay a deposit before I've seen the design?”" },
      { topic: /\b(pain|hurt|nervous|worry|first)\b/i, text: "“I'm nervous: how much will it hurt, and what if I regret it?”" },
      { topic: /\b(hygiene|clean|safe|licen[cs]e)\b/i, text: "“How do I know the studio is clean and properly registered?”" },
      { topic: /\b(heal|healed|blur|fine[- ]line)\b/i, text: "“Will fine lines still look sharp once it has healed?”" },
    ],
    buying: "Saves the artist's work for weeks or months, joins the list or watches for the books opening, sends an idea through the form, pays the deposit, sees the design before the day, and, if it heals well, comes back for the next piece and tells friends.",
  };
}

/** The Marketing Model's examples for a tattoo studio: the artist, the style, healed work, the books opening. */
export function tattooExamples(t: Tattoo, competitor: string | null): Partial<Examples> {
  const rival = competitor ?? "a busy walk-in shop where nobody has time to talk it through";
  return {
    identity: "people in {place} who have been saving {ttStyles} designs for months and want an artist who listens",
    desire: "“The piece you've been saving for months, drawn for your skin: {ttStyles} tattoos at {product}, {ttArea}.”",
    urgency: "“{ttBooksNextUp} at {product} open on {{date}}: the list hears a day early, and each artist has {{number}} dates.”",
    transform: "“I'd wanted it for three years and was scared of the pain. {{artist}} at {product} talked me through it, and six weeks later it's healed exactly as drawn.” (a client's words, quoted with their permission)",
    position: `“For people in {place}, {product} is a ${t.word} in {ttArea} for {ttStyles} work, where you book through a clear form, see your design before the day and get a check-in at six weeks, unlike ${rival}.”`,
    proof: "“{{number}} healed pieces on {{artist}}'s page at {product}, each shown with the client's consent; ‘{{a client's words}}’ — {{first name}}, on Google.”",
    journey: "“Join {product}'s list, send your idea through the form when the books open, pay the {ttDeposit} deposit, see your design before the day, and send us a healed photo at six weeks.”",
  };
}

/** Where the Marketing Model says each engine is used, for a tattoo studio. */
export const TATTOO_EMOTION_USE = "each artist's page, the Google profile, the books-opening email and the first line of every reply to a booking form";
export const TATTOO_LOGIC_USE = "on the booking form and the deposit policy, the 'Your first tattoo' page and in the reply to every form";

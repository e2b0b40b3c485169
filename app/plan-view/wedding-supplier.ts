import { craftWords, type WeddingCraft, type WeddingSupplier } from "~/plan-quality/wedding-supplier";

/**
 * The view's fixed texts for a wedding and event supplier who goes to the couple's day (a photographer, a DJ,
 * a band, a celebrant, a cake maker): the toolkit's six cards and the Marketing Model's how-to lines, in the
 * words of what the supplier delivers. A photographer keeps the texts written for photographers (the
 * toolkit's "local-events" cards, the how-to below); a DJ gets a DJ's, anyone else the same texts in their
 * own words. Pure.
 */

type Card = [description: string, tryThis: string];
type Cards = Record<"Direct Outreach" | "Integration Marketing" | "Launch Stacking" | "Indirect Competitors" | "Partnerships" | "Power Users", Card>;

/** The toolkit's six cards for a wedding supplier other than a photographer; {product} {near} {hosts} {nearby} {treat} {shop} {shops} {competitor} are filled by the toolkit. */
export function weddingToolkit(w: WeddingSupplier): Partial<Cards> {
  if (w.craft === "photo") return {};
  const c = craftWords(w);
  if (w.craft === "music") {
    return {
      "Direct Outreach": [
        "Talk to the people couples ask before they book ({hosts}), and the couples who have just sent an enquiry. A personal reply from you, with a minute of a real night and how you plan the music, beats any post.",
        "This week, write to the coordinators of three venues where you have played, with a minute of a night in their room and your one-page note, and ask to be on the list they give couples.",
      ],
      "Integration Marketing": [
        "For a {shop}, integration means being where couples plan: on the recommended-supplier lists of {hosts}, in the venues' own off-peak packages, on the wedding directories with your reviews, and on Google Maps with the area you cover.",
        "Ask two venues which {shops} they recommend and what they ask of them (load-in, sound limit, curfew, insurance), and send each your one-page note with the answers.",
      ],
      "Launch Stacking": [
        "Do not announce next year's dates once. Stack a new floor video, a note to the venues on your list, the off-peak dates on your pricing page and a post in the same week, so couples planning {near} meet {product} three times in a few days.",
        "Pick one week in January, when newly engaged couples start booking, and publish the video, send the venues' note and post the dates still free on the same days.",
      ],
      "Indirect Competitors": [
        `Your real rival is ${c.rival}, ${c.diy}, or the couple deciding the music can wait. Learn what couples regret afterwards and answer it.`,
        "Read the 2- and 3-star reviews couples leave for other {shops} and venues' house DJs nearby, note every regret you answer (songs ignored, an empty floor, a late finish), and answer each one on your playlist page.",
      ],
      Partnerships: [
        "Team up with businesses couples hire for the same day without competing: {nearby}. Each one meets couples months before the date and lends you their trust.",
        "Propose a simple arrangement to two photographers you have worked with this week: you send them a clip of the night with their work in it, and they name you to the couples who ask for a {shop}.",
      ],
      "Power Users": [
        "A couple books you once, so your best marketing is what happens after: the clip of their first dance shared with everyone who was there, a review, and the friends who get engaged next.",
        "The week after each wedding, send the couple a 30-second clip of their floor, ask for a Google review, and give them two cards for friends who get engaged, with {treat}.",
      ],
    };
  }
  return {
    "Direct Outreach": [
      `Talk to the people couples ask before they book ({hosts}), and the couples who have just sent an enquiry. A personal reply from you, with ${c.proofOne}, beats any post.`,
      "This week, write to the coordinators of three venues where you have worked, with a real wedding there they may use, and ask to be on the list they give couples.",
    ],
    "Integration Marketing": [
      "For a {shop}, integration means being where couples plan: on the recommended-supplier lists of {hosts}, on the wedding directories with your reviews, and on Google Maps with the area you cover.",
      "Ask two venues or planners which suppliers like you they recommend and how to join their list, and send each a real wedding at their venue or one like it.",
    ],
    "Launch Stacking": [
      "Do not announce next season once. Stack a real wedding on your site, the same wedding shared with its venue, a post and a note to the planners you know in the same week, so couples planning {near} meet {product} three times in a few days.",
      "Pick one week in January, when newly engaged couples start booking, then publish one real wedding, share it with its venue and post it on the same days.",
    ],
    "Indirect Competitors": [
      `Your real rival is ${c.rival}, ${c.diy}, or the couple deciding it can wait. Learn what couples regret afterwards and answer it.`,
      "Read the 2- and 3-star reviews couples leave for other {shops} nearby, note every regret you answer, and answer each one in your next enquiry replies.",
    ],
    Partnerships: [
      "Team up with businesses couples hire for the same day without competing: {nearby}. Each one meets couples months before the date and lends you their trust.",
      `Propose a simple arrangement to two of them this week: you send them ${c.forSupplier}, and they name you to the couples who ask for a {shop}.`,
    ],
    "Power Users": [
      "A couple books you once, so your best marketing is what happens after: what they share with family and friends, a review, and the friends who get engaged next.",
      `${c.fresh.charAt(0).toUpperCase()}${c.fresh.slice(1)}, ask the couple for a Google review and give them two cards for friends who get engaged, with {treat}.`,
    ],
  };
}

/** A wedding photographer: couples book once, months ahead, from galleries, enquiries and a first call. */
const PHOTO_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open your website's first line, your Instagram bio and your reply to every enquiry with what couples want to feel when they look back, not a list of packages. Borrow the exact words couples use in their enquiries and reviews.",
  identity:
    "Name the couples you work for out loud (\"for couples who want their day as it felt, not posed\") and show weddings like theirs: their kind of venue, their size of day. Saying what you don't shoot sharpens it further.",
  urgency:
    "Tie offers to real limits: the dates still free next season, the number of weddings you take a year, a price that changes for bookings after a set date. Never invent scarcity; couples compare notes and venues talk.",
  transform:
    "Show a before/after pair: what a couple worried about before the day (stiff, posed photos) next to what they said when the gallery arrived, with their permission.",
  position:
    "Write one line: \"For [couples] who [want], [business] is the [kind of photographer] that [key difference], unlike [the venue's package or the photographers they are comparing].\" Put it on your website, in every enquiry reply and on the first call until it bores you.",
  clarity:
    "Say your one-sentence description to five couples or planners on a first call. If they cannot repeat it to a partner, cut jargon until they can.",
  proof:
    "Collect one number, one name and one full gallery for every claim: weddings shot, a couple's review on Google, a whole wedding at a venue they know. Early on, one full gallery and one couple's words count as proof.",
  journey:
    "Map each step from the first enquiry to the signed contract: how fast you reply, what you send (a full gallery like their day), when you call, how the deposit is paid. Remove one wait at every step and end every reply with one clear next step.",
};

/** A wedding DJ or band: couples book once, from a real floor, the way the music is planned and a first call. */
const MUSIC_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open your website's first line, your Instagram bio and your reply to every enquiry with the night couples picture (the floor full, their songs played), not a list of equipment. Borrow the exact words couples use in their enquiries and reviews.",
  identity:
    "Name the couples you play for out loud (\"for couples who want a full floor to their own songs\") and show nights like theirs: their kind of venue, their kind of crowd. Saying what you won't play sharpens it further.",
  urgency:
    "Tie offers to real limits: the dates still free next year, the Fridays and winter dates at their own price, a price that changes for bookings after a set date. Never invent scarcity; couples compare notes and venues talk.",
  transform:
    "Show a before/after pair: what a couple worried about before the day (a DJ who ignores their list) next to what they said after the night, with their permission.",
  position:
    "Write one line: \"For [couples] who [want], [business] is the [kind of act] that [key difference], unlike [the venue's house DJ or the acts they are comparing].\" Put it on your website, in every enquiry reply and on the first call until it bores you.",
  clarity:
    "Say your one-sentence description to five couples or coordinators on a first call. If they cannot repeat it to a partner, cut jargon until they can.",
  proof:
    "Collect one number, one name and one minute of video for every claim: weddings played, a couple's review on Google, a real floor at a venue they know. Early on, one video and one couple's words count as proof.",
  journey:
    "Map each step from the first enquiry to the signed contract: how fast you reply, what you send (a minute of a real floor and how you plan the music), when you call, how the deposit is paid. Remove one wait at every step and end every reply with one clear next step.",
};

/** Any other wedding supplier (a celebrant, a cake maker, hair and make-up, a photo booth, a videographer), in its own words. */
function otherHowToApply(craft: WeddingCraft): Record<string, string> {
  const c = craftWords(craft);
  return {
    ...PHOTO_HOW_TO_APPLY,
    identity: `Name the couples you work for out loud ("for couples who want ${c.want}") and show weddings like theirs: their kind of venue, their size of day. Saying what you don't do sharpens it further.`,
    transform: `Show a before/after pair: what a couple worried about before the day (${c.worry}) next to what they said afterwards, with their permission.`,
    position:
      "Write one line: \"For [couples] who [want], [business] is the [kind of supplier] that [key difference], unlike [the venue's package or the suppliers they are comparing].\" Put it on your website, in every enquiry reply and on the first call until it bores you.",
    proof: `Collect one number, one name and one real wedding for every claim: weddings worked, a couple's review on Google, ${c.proofOne} at a venue they know. Early on, one real wedding and one couple's words count as proof.`,
    journey: `Map each step from the first enquiry to the signed contract: how fast you reply, what you send (${c.proofOne}), when you call, how the deposit is paid. Remove one wait at every step and end every reply with one clear next step.`,
  };
}

/** The Marketing Model's how-to lines for a wedding supplier, by what it delivers. */
export function weddingHowToApply(craft: WeddingCraft | null | undefined): Record<string, string> {
  return !craft || craft === "photo" ? PHOTO_HOW_TO_APPLY : craft === "music" ? MUSIC_HOW_TO_APPLY : otherHowToApply(craft);
}

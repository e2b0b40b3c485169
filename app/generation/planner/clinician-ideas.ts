import type { ClinicianSoftware } from "~/plan-quality/clinician";
import type { GuerrillaIdea } from "./guerrilla";
import type { ArchetypeTraits } from "./profile";
import type { Examples } from "./education";

/**
 * Quick wins for software sold to licensed clinicians in private practice (Reading.clinician): it gets only
 * these. Its buyers answer to a licensing board, guard their clients' privacy and trust colleagues, so a
 * teardown of "a business like yours", a cost calculator or a case study means nothing to them, and nothing
 * here touches a client or a session.
 */
export const CLINICIAN_IDEAS: GuerrillaIdea[] = [
  {
    kinds: ["b2b-smb", "software"],
    tags: ["seo"],
    forClinician: true,
    name: "Answer the question your beta users asked most, on the trust page, this week",
    description:
      "Read back through the emails and calls from {product}'s beta users, pick the question about privacy they asked most (where notes are stored, who can read them, what the microphone does), and add a plain, checked answer to the trust page today. Send it to everyone who asked.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["b2b-smb", "software"],
    tags: ["calls"],
    forClinician: true,
    name: "Book five feedback calls with this week's new beta {clinWho}",
    description:
      "Write to the {clinWho} who joined {product}'s beta this week and offer a 20-minute call: how they write notes now, what they checked before trusting it, what almost stopped them. Never ask about a client. Note the most common obstacle and fix it by Friday.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["b2b-smb", "software"],
    tags: ["community"],
    forClinician: true,
    name: "A one-page documentation checklist a {clinOne} can keep",
    description:
      "Write a one-page checklist of what a progress note needs and what to leave out ({clinFormats} structure, no clinical advice), reviewed by a licensed colleague, with {product}'s name and the trust page at the foot. Offer it to consultation group leaders and podcast hosts as something for their members.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["b2b-smb", "software"],
    tags: ["integrations"],
    forClinician: true,
    name: "Test the signed note in {clinEhr} and write the paste guide",
    description:
      "Paste a signed {product} note into {clinEhr}'s progress-note field with a beta user on a screen share (no client on screen), fix what breaks, and write a one-page guide with screenshots. Send it to every beta user who uses it.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
];

const PRICE = /\b(price|prices|pricing|cost|costs|expensive|cheap|cheaper|worth|afford|pay)\b/i;

/**
 * Licensed clinicians in private practice buying a documentation tool: they answer to a licensing board,
 * guard their clients' privacy first, ask colleagues before trying any tool, and decide alone once they
 * have seen what happens to their notes.
 */
export function clinicianTraits(c: ClinicianSoftware): Partial<ArchetypeTraits> {
  return {
    typical: `Licensed ${c.clinicians} in private practice answer to a licensing board and an ethics code, and guard their clients' privacy before anything else; they ask colleagues in consultation groups and online groups before trying a tool, read exactly what happens to their notes, and decide alone, usually in the first weeks of trying it.`,
    role: `licensed ${c.clinicians} in solo or small group private practice`,
    org: "solo practices and small group practices of a few clinicians",
    decides: `each ${c.one} decides alone for a solo practice; in a small group practice the owner may decide for everyone, after one clinician has tried it`,
    haunts: "peer consultation groups, therapist Facebook groups and subreddits, private-practice podcasts and newsletters, CE courses and their state association's newsletter",
    behaviors: [
      "Asks colleagues in a consultation group or an online group before trying any tool that touches client information",
      "Reads the privacy page and asks for the BAA before writing a first note",
      "Writes notes in the evening or between sessions, and keeps records in an EHR",
    ],
    needs: [
      "Plain answers on what is stored, for how long and who can read it, and a BAA",
      "A note they review, edit and sign themselves, in the format they already use",
      "Evenings back without cutting corners on documentation",
      "A tool that fits the EHR they already use",
    ],
    pains: [
      "Evenings and weekends spent writing notes",
      "Fear of a note that would not hold up to an audit or a board complaint",
      "Vendors who do not understand confidentiality",
    ],
    goals: [
      "Finish notes the same day, within the working day",
      "Keep their licence and their clients' trust beyond question",
    ],
    objections: [
      { topic: /\b(ai|record\w*|listen\w*|microphone)\b/i, text: "“Does it record my sessions, and what does the AI do with what I say?”" },
      { topic: /\b(stor\w*|privacy|hipaa|baa|data|who can read|secure|security)\b/i, text: "“Where are my notes stored, for how long, and who can read them?”" },
      { topic: /\b(board|licen[cs]e|ethic\w*|audit|liabilit\w*)\b/i, text: "“Will a note drafted by AI hold up if my board or an insurer asks?”" },
      { topic: PRICE, text: `“${c.price ? `Is ${c.price}` : "Is it"} worth it on top of my EHR?”`, when: "price" },
    ],
    buying: `Hears of it from a colleague, a group thread, a podcast or a consultation group; reads the privacy page and asks for the BAA; tries it on a few notes in the beta; and pays${c.price ? ` ${c.price}` : ""} once it has saved real evenings, usually within the first month.`,
  };
}

/** The Marketing Model's examples for clinician software: their evenings, their colleagues, their clients' privacy. */
export function clinicianExamples(c: ClinicianSoftware): Partial<Examples> {
  return {
    desire: c.dictated ? "“Your notes done before you leave the office: {product} drafts them from a two-minute summary, and you sign.”" : "“Your notes done before you leave the office: {product} drafts them, and you sign.”",
    identity: `licensed ${c.clinicians} who take documentation seriously and want their evenings back`,
    urgency: "“Founding {clinWho} who join the {product} beta before {clinBy} {{what founding members keep}}.”",
    transform: "“I used to write notes until {{time}}. With {product}, {{what changed}}.” (a beta user's own words, with written permission)",
    proof: "“{{number}} {clinWho} wrote {{number}} notes in the {product} beta; {{a clinician's first name and state}}: ‘{{what changed in their own week}}’.”",
    journey: c.dictated ? `“Read what {product} stores, dictate your first summary after a session, edit and sign the note: no recording${c.baa ? ", and a BAA before your first note" : ""}.”` : "“Read what {product} stores, try it on your next note, edit and sign it.”",
    position: `“For ${c.clinicians} in private practice, {product} drafts the progress note from your own short summary after the session; unlike {{the alternative they use}}, {{the difference you have checked}}.”`,
  };
}

/** Where the Marketing Model says each engine is used, for clinician software. */
export const CLINICIAN_EMOTION_USE = "the first line of the sign-up page, the trust page, every group post, the podcast read and the first minute of the webinar";
export const CLINICIAN_LOGIC_USE = "on the trust page, in the webinar's last ten minutes and in every reply to a clinician's question";

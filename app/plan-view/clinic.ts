import { clinicTokens, type Clinic } from "~/plan-quality/clinic";

/**
 * The view's fixed texts for a health practice (a vet practice, a physio's clinic): the toolkit's six cards,
 * the success tips and the Marketing Model's how-to lines. Patients come through referral partners, a first
 * step that suits care and honest reviews, so nothing here speaks of a till, regulars, a window or vouchers. Pure.
 */

type Card = [description: string, tryThis: string];

/** The toolkit's six cards for a health practice; {product} {place} are filled by the toolkit. */
export function clinicToolkit(c: Clinic): Record<"Direct Outreach" | "Integration Marketing" | "Launch Stacking" | "Indirect Competitors" | "Partnerships" | "Power Users", Card> {
  const t = clinicTokens(c, 13, null, "");
  const vet = c.care === "vet";
  if (c.care === "teeth") return teethToolkit(c, t);
  return {
    "Direct Outreach": [
      vet
        ? "Talk to the people who meet new owners first: breeders with a litter due, rescue centres rehoming this month, puppy-class trainers. A visit with a card and a free nurse check for the pets they place is worth more than any post."
        : "Talk to the people who hear about injuries first: run-club leaders, running-shop staff, coaches and personal trainers. A visit and a card with a free 15-minute check beats any post.",
      vet
        ? "Visit two breeders or rescue centres in {place} this week and leave cards for a free nurse check with every pet they place."
        : `Visit two running or bike shops in {place} this week and leave cards for the free check on ${t.clinicQuiet}.`,
    ],
    "Integration Marketing": [
      vet
        ? "For a vet practice, integration means being registrable where owners already look: Google Maps with a booking link, a registration form on your page, and the websites of the rescue centres and breeders who recommend you."
        : "For a physio's clinic, integration means being bookable where people already look: Google Maps with a booking link, your condition pages, and the websites and chats of the run clubs and coaches who recommend you.",
      vet
        ? "Check that a new owner can register and book the free nurse check from Google Maps in under two minutes, on a phone."
        : "Check that someone can book the free check from Google Maps in under two minutes, on a phone, and that the page says how paying works.",
    ],
    "Launch Stacking": [
      vet
        ? "Do not open quietly. Stack the open evening, the first puppy party, the introduction in the neighbourhood's groups and a note to every partner in the same fortnight, so owners in {place} hear of {product} three times."
        : "Do not start things one at a time. Stack a run-club talk, a new condition page and a note to every partner in the same fortnight, so runners in {place} meet {product} three times.",
      vet ? "Pick the fortnight for the open evening and put all four dates in the diary today." : "Pick the fortnight of your first talk and write the matching condition page the week before.",
    ],
    "Indirect Competitors": [
      vet
        ? `Your real rival is the practice where the pet is already registered${c.rivalPlan ? " and the chain's health plan" : ""}: owners rarely move without a reason. Learn what they put up with (rushed appointments, surprise bills) and answer it plainly.`
        : "Your real rival is rest and waiting: the doctor who said rest it, the foam roller, the search for exercises. Learn what people try first and show, honestly, when it is time to get it checked.",
      "Read the 2- and 3-star Google reviews of the three nearest practices and note every complaint you answer; use those words on your pages, never naming them.",
    ],
    Partnerships: [
      vet ? `Team up with the people who see the same animals: ${t.clinicPartners}. Each lends you the trust of the owners they serve.` : `Team up with the people who see the same injuries: ${t.clinicPartners}. Each lends you the trust of the people they serve.`,
      vet ? "Offer one rescue centre in {place} a free nurse check for every pet it rehomes this month." : "Offer one run club in {place} a free 20-minute talk this month, with the free check for its members.",
    ],
    "Power Users": [
      vet
        ? "Owners whose pets you have looked after well are your best recommendation, at the park and in the groups. Make it easy: a card for a free nurse check they can pass to a friend with a new pet."
        : "Patients who finished their plan of care and are running again are your best recommendation. Make it easy: a card for the free check they can pass on, and no reward for it.",
      vet ? "Give every owner at a nurse check a spare card for a friend with a new pet." : "Give every patient at their last planned session a card for the free check to pass on.",
    ],
  };
}

/** The toolkit's six cards for a dental practice or office: recall, the membership plan, patients' word. */
function teethToolkit(c: Clinic, t: Record<string, string>): ReturnType<typeof clinicToolkit> {
  return {
    "Direct Outreach": [
      "Talk to the people who already know you: patients seen once who never rebooked (with their consent to hear from you), and the managers of local employers whose staff need a dentist. A personal message beats any post.",
      "Send this week's twenty win-back messages to patients seen once, and write to one local employer's manager.",
    ],
    "Integration Marketing": [
      "For a dental practice, integration means being bookable where patients already look: Google Maps with a booking link, your treatment pages, and reminders from the practice software they already receive.",
      "Check that a new patient can book the new-patient exam from Google Maps in under two minutes, on a phone, and that the page shows its price.",
    ],
    "Launch Stacking": [
      "Do not start things one at a time. Stack the new-patient page, the membership plan's page and leaflet, and the first recall messages in the same fortnight, so patients in {place} hear of {product} three ways at once.",
      "Pick the fortnight and put the page, the leaflet and the first recall batch in the diary today.",
    ],
    "Indirect Competitors": [
      `Your real rival is doing nothing: the check-up put off for years, until something hurts. Learn why patients wait (the cost, a fear of pain, no appointments) and answer it plainly${c.nhs ? ", without ever criticising the NHS" : ""}.`,
      "Read the 2- and 3-star Google reviews of the three nearest practices and note every complaint you answer (surprise bills, rushed visits); use those words on your pages, never naming them.",
    ],
    Partnerships: [
      `Team up with local employers: a lunchtime talk for their staff and the membership plan (${t.clinicPlanLine}) as an easy way to keep their teeth checked.`,
      "Write to the manager of one employer in {place} this month with the offer of a free lunchtime talk.",
    ],
    "Power Users": [
      "Members on the plan who have been with you for years are your best recommendation. Make it easy: two cards to pass on, and a thank-you note when a friend books, never cash without checking the rules.",
      "Give every member at their next check-up two cards for a friend or family member.",
    ],
  };
}

/** Success tips for a health practice: care first, partners every week, counted every Friday by who sent them. */
export function clinicTips(c: Clinic, slot: string): string[] {
  const vet = c.care === "vet";
  const t = clinicTokens(c, 13, null, "");
  if (c.care === "teeth") {
    return [
      `Patients come first, so give marketing a fixed slot: protect ${slot} at the same time each week${c.quiet ? ` (until ${c.quiet} fill)` : ""}, and set up one idea at a time, the next visit booked at the desk and recall reminders first.`,
      "Send twenty win-back messages a week to patients seen once, and one note to a local employer. Small and every week beats a big push.",
      "Count every Friday: new patients who left with a second visit booked, recall bookings, new members on the plan, and where each new patient heard of you; give each new idea a month before you judge it.",
      `Check every page, post and ad against ${t.clinicAdRules} before you publish: no misleading claims or promised results, ${t.clinicSpecialist}, and prices that match what patients pay.`,
    ];
  }
  return [
    `Care comes first, so give marketing a fixed slot: protect ${slot} at the same time each week${c.quiet ? ` (${c.quiet} until they fill)` : ""}, and set up one idea at a time, ${vet ? "the new-pet registration and nurse check" : "the free 15-minute check"} first.`,
    `Make two partner contacts a week (${vet ? "a breeder, a rescue centre, a groomer" : "a running shop, a coach, a run club"}) and one thank-you to each partner who sent someone. Small and every week beats a big push.`,
    vet
      ? `Count registrations, nurse checks and health plans every Friday, by where each owner heard of the practice, and give each new idea a month before you judge it.`
      : "Count new patients every Friday by who sent them, and the share who complete their plan of care; give each new idea a month before you judge it.",
    `Never promise an outcome in a post, a page or a testimonial, and check ${t.clinicAdRules} once before you publish: trust is what a practice sells.`,
  ];
}

/** The Marketing Model's how-to lines for a physio, osteopath or chiropractor's clinic. */
export const CLINIC_HOW_TO_APPLY_BODY: Record<string, string> = {
  desire:
    "Open your Google profile, your pages and the first line of every message with what people want back (a run without pain, a day at the desk without a sore back), not a list of treatments. Never promise it; say how you will work towards it.",
  identity:
    "Name the people you see (runners, cyclists, desk workers) and show them in your photos, with their written permission. People choose a practice that sees people like them.",
  urgency:
    "Give honest reasons to act now: the free check's mornings this month, the race or the season they are training for, the warning signs that mean see someone this week. Never invent scarcity or frighten people into booking.",
  transform:
    "Show what changes over a plan of care in the patient's own words, with their written permission, and without promising the same result to anyone else; check your professional body's rules on testimonials first.",
  position:
    "Write one line: \"For [the people you see], [your practice] is the [kind of practice] that [key difference: longer sessions, a written plan], unlike [where they go now]\". Put it on your Google profile and every page.",
  clarity:
    "Test your one-sentence description on the next five people at a free check or a partner's counter. If they cannot repeat it, cut jargon until they can.",
  proof:
    "Collect proof the rules allow: how many people you have seen, your qualifications, reviews quoted only with permission and never as a promise. Put two recent reviews next to the booking button.",
  journey:
    "Walk the steps from the first search to the free check, the first session, the plan of care and the last session: what they read, how they book, how they pay, when the next visit is booked and why. Remove one hesitation at every step.",
};

/** The Marketing Model's how-to lines for a vet practice: owners, their pets, registration and the health plan. */
export const CLINIC_HOW_TO_APPLY_VET: Record<string, string> = {
  desire:
    "Open your Google profile, your pages and the first line of every message with what owners want (a calm check-up for a nervous pet, a vet who explains, the price before treatment), not a list of services. Never promise an outcome; say how you will look after them.",
  identity:
    "Name the owners you see (a first puppy, a house rabbit, an older cat) and show them and their pets in your photos, with their written permission. Owners choose a practice that sees pets like theirs.",
  urgency:
    "Give honest reasons to act now: a puppy's or kitten's vaccination dates, this month's puppy party, the warning signs that mean call a vet today. Never invent scarcity or frighten owners into registering.",
  transform:
    "Show what changes for an owner who moved to you (time to ask questions, no surprise bills, a pet that no longer shakes at the door) in their own words, with their written permission; check the rules on testimonials first.",
  position:
    "Write one line: \"For [the owners you see], [your practice] is the [kind of practice] that [key difference: longer appointments, clear prices], unlike [where they go now]\". Put it on your Google profile and every page.",
  clarity:
    "Test your one-sentence description on the next five owners at a nurse check or a partner's counter. If they cannot repeat it, cut jargon until they can.",
  proof:
    "Collect proof the rules allow: pets registered, your team's qualifications, reviews quoted only with permission and never as a promise. Put two recent reviews next to the registration button.",
  journey:
    "Walk the steps from the first search to registering, the free nurse check, the health plan's sum and the next vaccination: what owners read, how they register, what it costs, when the next visit is booked and why. Remove one hesitation at every step.",
};

/** The Marketing Model's how-to lines for a dental practice or office: recall, the plan's sum, honest claims. */
export const CLINIC_HOW_TO_APPLY_TEETH: Record<string, string> = {
  desire:
    "Open your Google profile, your pages and the first line of every message with what patients want (to be seen soon, to know the price first, a dentist who is gentle with nerves), not a list of treatments. Never promise a result.",
  identity:
    "Name the patients you see (families, people who had to leave their old dentist, people who have put off a check-up for years) and show your real team in your photos. Patients choose a practice that sees people like them.",
  urgency:
    "Give honest reasons to act now: a check-up that is due, the recall reminder, this month's free times. Never invent scarcity or frighten people about their teeth.",
  transform:
    "Show what changes for a patient, in their own words and with their written permission (no longer dreading the dentist, knowing the price first), and use before-and-after photos only of your own patients, with consent; check the rules on testimonials first.",
  position:
    "Write one line: \"For [the patients you see], [your practice] is the [kind of practice] that [key difference: unhurried visits, prices shown first, a membership plan], unlike [where they go now]\". Check it against the rules and put it on your Google profile and every page.",
  clarity:
    "Test the membership plan's sum on the next five patients at the desk: they should be able to say what it covers, what it costs a month and what they save.",
  proof:
    "Collect proof the rules allow: your team's qualifications and registration numbers, how many patients you see, reviews quoted only with permission and never as a promise. Put two recent reviews next to the booking button.",
  journey:
    "Walk the steps from the first search to the new-patient exam, the written treatment plan and price, the membership plan, the next check-up booked and the recall reminder: what patients read, how they book, what it costs. Remove one hesitation at every step.",
};

import { jobBoardTokens, type JobBoard } from "~/plan-quality/job-board";

/**
 * The view's fixed texts for a niche job board (employers pay per listing, candidates use it free): the
 * toolkit's six cards, the success tips and the Marketing Model's how-to lines. Nobody orders and nobody
 * is paid out, so nothing here speaks of sellers, orders or a WhatsApp channel. Pure.
 */

type Card = [description: string, tryThis: string];

/** The toolkit's six cards for a job board; {product} is filled by the toolkit. */
export function jobBoardToolkit(j: JobBoard): Record<"Direct Outreach" | "Integration Marketing" | "Launch Stacking" | "Indirect Competitors" | "Partnerships" | "Power Users", Card> {
  const t = jobBoardTokens(j, 13);
  return {
    "Direct Outreach": [
      `Talk to both sides yourself: the people hiring at ${j.employers} (why they posted, whether they hired) and ${j.candidates} on the job email (what they are waiting for). A personal note from the founder beats any advert on either side.`,
      "This week, write to three employers whose listings ended and ask whether they hired from the board, and reply personally to five subscribers who answered the welcome question.",
    ],
    "Integration Marketing": [
      "For a job board, integration means being where hiring already happens: the employer's careers page (a link or a feed that posts their roles to the board), the job email candidates already read, and the niche's hiring threads where they are allowed.",
      "Offer your three most regular employers to pick up new roles from their careers page or applicant-tracking system feed, if it has one, so they never have to post twice.",
    ],
    "Launch Stacking": [
      `Do not announce things one at a time. Stack the first pay snapshot, a week of seeded jobs from the niche's best-known employers and a hiring-thread post in the same week, so ${j.candidates} meet {product} three times in a few days.`,
      "Pick the week, line up the three, and send the subscribers' email on the day the snapshot goes out.",
    ],
    "Indirect Competitors": [
      `Your real rival is not the other niche board: it is ${t.jbRival}, a referral from a colleague, and a recruiter's message. Learn what employers get from each, and what ${j.candidates} dislike about them.`,
      "Ask five employers where their last hire came from, and five subscribers how they found their current job; write both lists on the employer page's draft.",
    ],
    Partnerships: [
      `Team up with people who gather ${j.candidates}: meetup and conference organisers, the niche's newsletters and podcasts, and bootcamps or courses whose graduates look for work. Each brings a group at once.`,
      "Offer one meetup organiser and one newsletter in the niche a free listing for their sponsors' roles, in return for a mention if their rules allow it.",
    ],
    "Power Users": [
      `Employers who post every month and subscribers who forward the email are your best marketing on both sides: they bring people like them. Thank them by name.`,
      "Give your five most regular employers a bundle price for next quarter, and ask your most engaged subscribers to forward this week's email to one friend who is looking.",
    ],
  };
}

/** Success tips for a job board: both sides, counted every Friday. */
export function jobBoardTips(j: JobBoard, slot: string): string[] {
  return [
    `Both sides grow together: protect ${slot} at the same time each week, and split it between jobs on the board (seeding and employer notes) and subscribers to the job email.`,
    `Make five personal contacts a day across both sides: a note to the person hiring for a seeded job, a renewal note, a reply to a subscriber. Small and every day beats big and occasional.`,
    `Win your first ten employers who post a second time before chasing the next hundred, and ask each whether they hired from the board and what would make them post again.`,
    "Count every Friday: paid listings by where they came from (renewal, seeded employer, new employer), live jobs on the board, and subscribers; give each new idea four weeks before you judge it by those counts.",
  ];
}

/** The Marketing Model's how-to lines for a job board: where each lever goes when an employer decides to pay and a candidate decides to subscribe. */
export const JOB_BOARD_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open the employer page with the hire they want (the right person, in weeks, without sifting hundreds of applications), and the sign-up page with the job candidates want (pay shown, remote as promised). Borrow the words employers use when they thank you and candidates use when they reply.",
  identity:
    "Name the niche out loud, on both sides: a board only for this kind of job, read by people who do exactly this work. Say what you do not list; it makes the niche clear.",
  urgency:
    "Tie offers to real dates: the first listing free until a named date, the next email's send day, a listing that ends on a date. Never invent scarcity; employers and candidates talk.",
  transform:
    "Show a before/after pair from each side, with permission: an employer's hard-to-fill role filled through the board, and a subscriber who found their job there.",
  position:
    "Write one line for each side: \"For [employers hiring this kind of person], [board] is the job board that [key difference], unlike [the free general post]\", and the same for candidates. Put it on the employer page and the sign-up page.",
  clarity:
    "Test your one-sentence description on five employers and five subscribers. If either side cannot repeat it to a colleague, cut words until they can.",
  proof:
    "Collect dated numbers and names from both sides: subscribers, clicks per listing, roles filled, an employer's words about the applicants. Put them on the employer page and update them monthly.",
  journey:
    "Walk both journeys: an employer from the first note to a paid listing and the renewal, a candidate from the first visit to subscribing and applying. Remove one hesitation at every step.",
};

import type { ChurchSoftware } from "~/plan-quality/church";

/**
 * The view's fixed texts for software sold to churches: the toolkit's six cards, the success tips and the
 * Marketing Model's how-to lines. Its buyers are pastors, treasurers and volunteer administrators who trust
 * other pastors and their networks, so nothing here speaks of businesses, trade associations, review sites
 * or an app marketplace. Pure.
 */

type Card = [description: string, tryThis: string];

/** The toolkit's six cards for software sold to churches; {product} is filled by the toolkit. */
export function churchToolkit(c: ChurchSoftware): Record<"Direct Outreach" | "Integration Marketing" | "Launch Stacking" | "Indirect Competitors" | "Partnerships" | "Power Users", Card> {
  const rival = c.rivals[0] ?? null;
  return {
    "Direct Outreach": [
      "Personal and warm, never cold: a pastor's introduction, a reply to an administrator who asked in a group, a call to a church that stalled. Pastors mark unknown senders as spam; they answer someone another pastor named.",
      "This week, ask three pastors you serve for one introduction each: to a pastor they know whose church still runs on spreadsheets and paper.",
    ],
    "Integration Marketing": [
      "For a church, integration means fitting what it already has: the giving records and member lists in spreadsheets, the old software's export, the accountant who needs the year's giving, and the church website where the giving link goes.",
      "Write a one-page guide for putting the giving link and the serving schedule on a church's own website, and send it with every welcome.",
    ],
    "Launch Stacking": [
      "Do not announce things one at a time. Stack a season's webinar, a piece in a network's newsletter, a post in the administrators' groups that allow it and a pastor's word at a fellowship in the same week, so a church hears of {product} three times in a few days.",
      "Pick the week three weeks before the next season's session and line up the newsletter piece, the group posts and two pastors who will mention it.",
    ],
    "Indirect Competitors": [
      `Your real rival is not only ${rival ?? "the big church software"}: it is the spreadsheet one volunteer understands, the paper rota on the noticeboard, the phone tree and the donation box. Learn what each costs the church in evenings.`,
      "Ask five administrators how they filled last Sunday's rota and sent last year's statements, and write their words on your pages.",
    ],
    Partnerships: [
      "Team up with the people small churches already trust: their association, district or conference office, the church's accountant or bookkeeper, seminaries and Bible colleges that train small-church pastors, and the hosts of ministry podcasts.",
      "Offer one regional office and one ministry podcast a practical session on the next season's job, useful whatever software a church uses.",
    ],
    "Power Users": [
      "Treasurers and administrators who love {product} are your best marketing: they talk to their counterparts at other churches. Give them a direct line to you and a free month for both churches for every one they bring.",
      "Ask your three most active administrators for a short testimonial in their own words, with their written permission.",
    ],
  };
}

/** Success tips for software sold to churches: the church year, warm introductions, churches kept. */
export function churchTips(c: ChurchSoftware, slot: string): string[] {
  return [
    `Work to the church year: set up in the quiet weeks, and have each season's session and checklist ready three weeks before it; protect ${slot} at the same time each week, with evenings free for the volunteers' calls.`,
    "Make five warm contacts a day: a pastor's introduction followed up, a reply in an administrators' group, a call to a church that stalled, a thank-you to a pastor who referred. Never a cold list.",
    `Keep the ${c.now !== null ? `${c.now} churches you serve` : "churches you serve"} delighted before chasing the next hundred: ask each administrator once a season what nearly made them give up, and each pastor whom they would tell.`,
    "Count every Friday: paying churches by where they came from (a pastor, a network, a webinar, a group), churches moving their records in, and churches lost; give each idea a season before you judge it.",
  ];
}

/** The Marketing Model's how-to lines for software sold to churches: where each lever goes when a pastor, a treasurer and a board decide. */
export const CHURCH_HOW_TO_APPLY: Record<string, string> = {
  desire:
    "Open your pages, invitations and notes to pastors with the week they want (statements in an evening, a full rota without phoning round, giving that works for everyone), not a feature list. Borrow the words administrators use in their groups.",
  identity:
    "Name the churches you serve best out loud (small churches run by a pastor and volunteers) and show churches like theirs, with permission. Saying which churches another product suits better sharpens it further.",
  urgency:
    "Tie offers to the church year's real dates: records moved in before Holy Week, statements ready for January, summer rotas before vacation Bible school. Never invent scarcity; pastors talk to each other.",
  transform:
    "Show a before/after pair in a church's own terms: the evenings the treasurer spent on statements and the calls to fill the rota before, and after a season with you, in the administrator's words and with permission.",
  position:
    "Write one line: \"For [churches] run by [a pastor and volunteers], [product] is [what it is] that [key difference], unlike [the spreadsheet or the big default]\". Put it on your pages, the comparison and the webinar's last slide.",
  clarity:
    "Test your one-sentence description on five pastors and five volunteer administrators. If they cannot repeat it to their board, cut jargon until they can.",
  proof:
    "Collect one number, one named church and one treasurer's or administrator's words for every claim, each with written permission: churches served, statements sent, rotas filled.",
  journey:
    "Walk the steps from a pastor's first mention to the administrator's try, the board's approval, the records moved in and the first Sunday. Remove one hesitation at every step: a one-page note for the board, the move done for them, the pastor's announcement written.",
};

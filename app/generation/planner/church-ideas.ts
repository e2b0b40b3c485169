import type { ChurchSoftware } from "~/plan-quality/church";
import type { GuerrillaIdea } from "./guerrilla";
import type { ArchetypeTraits } from "./profile";
import type { Examples } from "./education";

/**
 * Quick wins for software sold to churches (Reading.church): it gets only these. Its buyers are pastors,
 * treasurers and volunteer administrators who trust other pastors and their networks, so a business's
 * teardown, a trade association's newsletter or a cost calculator in hourly rates mean nothing to them;
 * the statements checklist, a word from a pastor and the records moved in do.
 */
export const CHURCH_IDEAS: GuerrillaIdea[] = [
  {
    kinds: ["b2b-smb", "b2b-enterprise"],
    tags: ["email-marketing"],
    forChurch: true,
    name: "Send your churches a giving-statements checklist",
    description:
      "Write a one-page checklist for the yearly giving statements: {churchStatementsRule}. Send it to every church you serve, with a line asking them to forward it to a treasurer at another church, and put the same page on {website}.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["b2b-smb", "b2b-enterprise"],
    tags: ["referral"],
    forChurch: true,
    name: "Ask your five happiest pastors one question",
    description:
      "Call or write to the five pastors who thank you most: which pastors do they meet each month (a fellowship, an association meeting, a prayer breakfast), and would they mention {product} there? Offer both churches a free month for every church that starts.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["b2b-smb", "b2b-enterprise"],
    tags: ["calls"],
    forChurch: true,
    name: "Move one stalled church's records in tonight",
    description:
      "Find the churches that signed up but never added their people, pick the one that stalled most recently, and offer to move their member list, giving and schedule in for them this week, at a time that suits a volunteer (evenings included).",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["b2b-smb", "b2b-enterprise"],
    tags: ["facebook-groups"],
    forChurch: true,
    name: "Answer three questions in a church administrators' group",
    description:
      "Join two Facebook groups for church administrators or treasurers, read their rules, and answer three questions this week that you know well (statements, rotas, giving by text), without a link. Note the questions you see twice.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
];

/**
 * The buyers of software for churches: a pastor who hears of it from another pastor, a treasurer who cares
 * that the giving records are right, and a volunteer administrator who has an evening a week for it; a
 * board, elders or a finance committee approves the spending.
 */
export function churchTraits(c: ChurchSoftware): Partial<ArchetypeTraits> {
  return {
    typical: `Pastors of ${c.churches} hear about church software from other pastors and their denomination's regional body more than from any advert; the treasurer cares that giving records and statements are right, the administrator (often a volunteer) has an evening or two a week for it, and the board, elders or a finance committee approve the spending at their next meeting.`,
    role: "{churchBuyers}",
    org: `${c.churches}${c.us ? " in the US" : ""}${c.tradition ? ` (${c.tradition})` : ""}`,
    decides: "the pastor and the treasurer or administrator choose together, and the board, elders or a finance committee approve the monthly cost, often at their next monthly meeting",
    haunts: "other pastors (ministerial fellowships, association or district meetings), their denomination's newsletters, Facebook groups for church administrators and treasurers, and ministry podcasts",
    behaviors: [
      "Asks another pastor, or the association, district or conference office, which software their churches use",
      "The administrator tries it in the evening, on the church's own records, before the board hears about it",
      "Changes things around the church year: not in Holy Week, not in the week of the year-end statements",
    ],
    needs: [
      "Giving records that are right, and year-end statements that take an evening, not a week",
      "Something a volunteer learns in an evening, and an older member can use to give",
      "A price the board approves without a debate, with no surprise fees on gifts",
      "Someone to move their records in from spreadsheets and paper",
    ],
    pains: [
      "Spreadsheets, paper rotas and a donation box that only one volunteer understands",
      "Phoning round every week to fill the rota",
      "Software built for large churches with staff: too many modules, too many settings",
    ],
    goals: [
      "More of the church's week for ministry and people, less for admin",
      "Giving that is easy for everyone, including those who never carry cash",
      "Volunteers who know their dates and can swap without a phone tree",
    ],
    objections: [
      { topic: /\b(planning center|breeze|tithe\.?ly|pushpay|big|large|default)\b/i, text: c.rivals.length ? `“Isn't ${c.rivals[0]} what everyone uses?”` : "“Isn't there a bigger name everyone uses?”" },
      { topic: /\b(volunteer\w*|time|learn\w*|techy|older|elderly)\b/i, text: "“Our volunteers aren't techy, and our older members won't give online.”" },
      { topic: /\b(board|elders|committee|approv\w*)\b/i, text: "“The board has to approve any new monthly cost.”" },
      { topic: /\b(data|records|privacy|secure|safe\w*)\b/i, text: "“Is our members' and givers' information safe with you?”" },
      { topic: /\b(price|prices|pricing|cost|costs|expensive|cheap|cheaper|worth|afford|pay|fee|fees)\b/i, text: `“Can a church our size justify ${c.price ?? "another monthly cost"}?”`, when: "price" },
    ],
    buying:
      "Hears of {product} from another pastor, their association or district, a webinar or an administrators' group; the administrator tries it on the church's own records; the pastor takes it to the board, elders or finance committee, who approve the monthly cost; the church moves its records in and launches it on a Sunday, usually away from Holy Week, Christmas and the statements in January.",
  };
}

/** The Marketing Model's examples for software sold to churches: the Sunday, the statements, the rota, the board. */
export function churchExamples(c: ChurchSoftware): Partial<Examples> {
  const rival = c.rivals[0] ?? null;
  return {
    identity: "pastors, treasurers and volunteer administrators who keep a small church running with an evening a week",
    desire: "“Statements out in one evening, a rota that fills itself, and giving that works for everyone: that's your week with {product}.”",
    urgency: "“Move your records into {product} before {churchFirstSeason}, and we do the move for you, free.”",
    transform: "“We used to phone round every week to fill the rota and spend a week on statements. Since {product}, {{what changed, in the treasurer's words}}.”",
    position: rival
      ? `“For ${c.churches} run by a pastor and volunteers, {product} is giving, schedules and the directory in one place; ${rival} suits larger churches with staff.”`
      : `“For ${c.churches} run by a pastor and volunteers, {product} is giving, schedules and the directory in one place, learned in an evening.”`,
    proof: "“{churchNow} use {product}; {{treasurer's name}}, treasurer at {{church name}}: ‘{{what changed for them}}’.”",
    journey: "“Hear about {product} from a pastor, try it on your own records, and we move everything in before your first Sunday.”",
  };
}

/** Where the Marketing Model says each engine is used, for software sold to churches. */
export const CHURCH_EMOTION_USE = "the first line of every note to a pastor, the webinar invitations, the headline on your pages and the pastor's first-Sunday announcement";
export const CHURCH_LOGIC_USE = "on your pages, in the comparison with the big default, in the webinar's last ten minutes and in what the pastor takes to the board";

import type { Childcare } from "~/plan-quality/childcare";
import type { GuerrillaIdea } from "./guerrilla";
import type { ArchetypeTraits } from "./profile";
import type { Examples } from "./education";

/**
 * Quick wins for early-years childcare (Reading.childcare: a day nursery, a childminder, an after-school club):
 * it gets only these. A shop's window, stamp card, market stall or bring-a-neighbour card mean nothing to a
 * parent choosing where their child spends the day; the families who looked round and went quiet, the
 * return-to-work date, the groups where parents meet and the public register are where the first weeks go.
 */
export const CHILDCARE_IDEAS: GuerrillaIdea[] = [
  {
    kinds: ["local"],
    tags: ["calls"],
    forChildcare: true,
    name: "Ring every family who looked round and did not register",
    description:
      "This week, ring every family who has looked round {product} since you opened and not registered: ask kindly what they decided and what decided it, and offer a second {ccVisit} with the other parent or a Saturday stay-and-play. Write down every reason; the most common one is your next page or your next answer at {ccVisits}.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["email-marketing"],
    forChildcare: true,
    name: "Ask for the return-to-work date when a {ccVisit} is booked",
    description:
      "Add one question to the booking form and to your reply to every enquiry: 'When do you go back to work, and which days will you need?' You can then offer a real start date at the follow-up, and see which months fill first.",
    costLevel: "Free",
    impact: "High",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["flyers"],
    forChildcare: "young",
    name: "A small poster at the baby groups and the {ccCentre}, where the organisers say yes",
    description:
      "Ask the organisers of the baby and toddler groups and the {ccCentre} near {ccTown} whether a small poster may go up: '{product}, {ccA} in {ccTown}: look round {ccVisitTimesShort}', with a QR code to book a {ccVisit}. Only where they say yes, and ask every family where they saw it.",
    costLevel: "Under $50",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["newsletter"],
    forChildcare: "club",
    name: "A paragraph for the schools' newsletters before next term",
    description:
      "Write a short paragraph the schools you collect from can print in their newsletter to parents: {product}'s hours, how children are collected from school, and when parents can look round. Ask the school office first; useful news, not an advert.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
  {
    kinds: ["local"],
    tags: ["seo"],
    forChildcare: true,
    name: "Check your entry on the register and link to it",
    description:
      "Open {product}'s entry on {ccRegister} today, check what a parent who looks you up will see, and link to it from {website} and your Google profile: a parent who reads {ccReports} finds you registered and checked, not missing.",
    costLevel: "Free",
    impact: "Medium",
    quick: true,
  },
];

/** Parents choosing childcare: months ahead, two or three visits, friends and the local groups, the regulator's reports. */
export function childcareTraits(c: Childcare): Partial<ArchetypeTraits> {
  const club = c.form === "club";
  const lead = c.leadMonths ? `${c.leadMonths[0]}-${c.leadMonths[1]} months` : "months";
  return {
    typical: club
      ? "Parents choose an after-school or holiday club when work and the school day do not fit: they ask other parents at the school gate, check how children are collected and looked after, and keep the club for years if their children are happy there. A friend's word decides most first bookings."
      : `Parents choose {ccA} ${lead} before they go back to work: they visit two or three settings, ask friends and the local parents' groups, read {ccReports}, and choose where they trust the people with their child, very often where a friend's child already goes. Once a child has settled, families stay until school and bring younger brothers and sisters.`,
    role: "{ccWho}",
    decides: "both parents together, usually after a visit and a talk at home, often with a friend's or a grandparent's opinion",
    haunts: "{ccAskShort}, friends with slightly older children, Google Maps, and {ccReports}",
    behaviors: [
      club ? "Asks other parents at the school gate which club their children go to" : "Looks round two or three {ccWords} before choosing, and comes back once with the other parent",
      "Asks in the local parents' Facebook groups and among friends where their children go",
      "Reads {ccReports} and the Google reviews before booking a visit",
    ],
    needs: [
      c.form === "childminder" ? "One person who knows their child well, and news of the day at pick-up" : "A {ccKeyPerson} who knows their child, and news of the day at pick-up",
      "Hours that fit the commute, and a place on the days they need",
      "Fees they can understand once {ccFundingShort} are taken into account",
      club ? "Children collected safely from school, every day" : "A start date that fits the day they go back to work",
    ],
    pains: [
      "Not knowing what they will really pay once the funding is taken off",
      "Waiting lists with no start date",
      club ? "Finding care for the school holidays, week by week" : "Leaving a baby with people they have only just met",
      "A late train and a closing time",
    ],
    goals: [
      "A child who is happy to be dropped off",
      "Going back to work without worrying all day",
      club ? "One place for before school, after school and the holidays" : "Childcare they can keep until school",
    ],
    objections: [
      ...(c.noGrade ? [{ topic: /\b(ofsted|inspect\w*|grade|rating|report|new)\b/i, text: "“You haven't been inspected yet: how do I know it's good?”" }] : []),
      { topic: /\bfriends?\b|\bword of mouth\b|\brecommend\w*\b/i, text: "“My friends' children all go to the {ccWord} down the road.”" },
      { topic: /\b(price|prices|cost|costs|fees?|expensive|afford|pay|funded|funding)\b/i, text: "“What will we actually pay once the funded hours come off?”" },
      { topic: /\b(hours|late|commut\w*|train|pick-?up|closing)\b/i, text: "“What if my train is late and I can't make pick-up?”" },
      { topic: /\b(settl\w*|baby|babies|cry\w*|key person)\b/i, text: club ? "“Will my child be happy there after a long school day?”" : "“Will my baby settle, and who will look after them?”" },
    ],
    buying: club
      ? "Hears of {product} from other parents at the school gate or in the school's parents' group, checks the hours, the collection from school and the fees, looks round once, books the days they need for the next term, and stays for years if the children are happy."
      : `Starts looking ${lead} before going back to work; asks friends and the local parents' groups, reads {ccReports} and Google reviews, looks round two or three {ccWords}, registers with a deposit for a start date where the visit and the follow-up felt right (or where a friend's child goes), comes to settling-in sessions before the first day, and stays until school.`,
  };
}

/** The Marketing Model's examples for a childcare setting, naming it; parents' words only, never a child's name. */
export function childcareExamples(c: Childcare): Partial<Examples> {
  const club = c.form === "club";
  return {
    identity: club ? "working parents whose day does not end at the school gate" : "working parents in {ccTown} who want to go back to work knowing their child is happy",
    desire: club
      ? "“School's out, work isn't: {product} collects your children and they play until you arrive.”"
      : "“Go back to work knowing your child is happy and known by name, at {product} in {ccTown}{ccFeatureComma}.”",
    urgency: club
      ? "“Places for next term at {product} are booked in order: tell us the days you need by {{date}}.”"
      : "“Going back to work in {{month}}? We are planning start dates at {product} for {{start months}} now: look round this week and we'll plan settling-in around your date.”",
    transform: club
      ? "“I used to leave work early twice a week. Now {product} collects them from school, and they are fed and happy when I get there.”"
      : "“I cried in the car on the first morning at {product}. By the third week she ran in without looking back, and I could think about work again.”",
    position: club
      ? "“For working parents at {{the schools you collect from}}, {product} is {ccA}{ccHoursComma}; unlike {{the alternative parents use now}}, {{the one thing only you do}}.”"
      : "“For working parents in {ccTown}, {product} is {ccA}{ccHoursComma}{ccFeatureComma}; unlike {{the setting parents compare you with}}, {{the one thing only you do}}.”",
    proof: `“{{number}} families have started at {product}${c.opened ? ` since ${c.opened}` : ""}; our team holds {{qualifications}}, and we are registered with {ccRegulator}. ‘{{a parent's words, with written permission}}’ — {{a parent's first name}}.”`,
    journey: club
      ? "“Look round {product} {ccVisitTimesShort}, tell us the days you need, book them for the term, and we collect your children from school from the first day.”"
      : "“Look round {product} {ccVisitTimesShort}, take home the fees worked out for your child's age and days, register with a deposit for the start date that fits your return to work, and come to two settling-in sessions before the first day.”",
  };
}

/** Where the Marketing Model says each engine is used, for a childcare setting. */
export const CHILDCARE_EMOTION_USE = "the visit booking page, your Google profile, your posts in the parents' groups and the first line of every follow-up";

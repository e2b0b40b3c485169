import type { LibraryTactic } from "../types";
import { ALL_STAGES } from "./stages";

/*
 * Gyms and studios people join by the month: a bouldering or climbing gym, a CrossFit box, a yoga or
 * pilates studio with its own room, a martial-arts club (Reading.gym). New people come with a friend for an
 * intro, and most of those who leave do it early: after the intro, before a second visit, or in the first
 * three months, before the habit forms and before they know anyone there. A gym's plan is made of these
 * tactics: the path from the intro to a membership, each new member's first ninety days, the community
 * that keeps them, a pause instead of a cancel, and retention counted by the month people joined. A shop's
 * stamp card, a sign-up card at the till or a staff perk card mean nothing to someone deciding whether
 * {gymActivity} is for them.
 */

export const GYM_TACTICS: LibraryTactic[] = [
  {
    id: "gym-second-visit",
    gym: 1,
    essential: true,
    name: "The second visit booked before they leave the {gymFirst}",
    kinds: ["local"],
    goals: ["retention", "revenue", "signups"],
    stages: ALL_STAGES,
    channels: ["email-marketing", "community"],
    requires: [],
    uses: ["community"],
    cost: { min: 0, max: 40 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Most people who never come back after {gymAFirst} did not decide against {gymActivity}: they went home without a next date and the week filled up, so a second visit booked before they leave, with a named person expecting them, turns a nice evening into the start of a habit.",
    description:
      "End every {gymFirst} the same way: the coach books the second visit with them there and then (a day and a time in the booking system, not 'see you soon'), tells them who will greet them, and the {gymFirstPrice} they paid comes off a first month at {gymPrice} if they join within two weeks. A message on the morning of the second visit, and one the day after if they did not come.",
    steps: [
      "Write the last five minutes of the {gymFirst} as a script for every coach (below): ask when they can come back this week, book it in front of them, and give them the name of the member of staff who will be on the desk.",
      "Set the rule in one line and tell it at the end of every {gymFirst}: the {gymFirstPrice} comes off the first month at {gymPrice} if they join within 14 days.",
      "Each morning, the desk sends the reminder below to everyone whose second visit is that evening, signed by the person who will greet them; the greeter says hello by name, shows them this week's {gymWeekly} and introduces them to one regular.",
      "Anyone who missed their second visit gets the second message the next day, with two times to choose from. After that, no more chasing.",
      "Every Friday, write two numbers in the tracker: {gymFirst}s this week, and how many of them came back within 14 days. Your starting point is one in two; aim for seven in ten.",
    ],
    setupSteps: 2,
    groundworkSteps: 1,
    resourcesNeeded: ["A five-minute script for the end of every {gymFirst}", "A named greeter on the desk each evening", "A weekly count of {gymFirst}s and second visits"],
    successMetrics: ["Share of {gymFirst}s with a second visit booked before they leave", "Share who come back within 14 days (one in two today)", "Progress towards: {metrics}"],
    template: `End of the {gymFirst} (the coach, in their own words):
"You did really well tonight. Most people find the second time is when it clicks, so let's book it now: which evening works this week? … Great, I've put you in for {{day and time}}. {{greeter's name}} will be on the desk and will show you where to start. And if you join in the next two weeks, the {gymFirstPrice} you paid tonight comes off your first month."

---
Reminder, the morning of the second visit (text or email):
Hi {{first name}}, it's {{greeter's name}} from {product}. See you tonight at {{time}}! Come to the desk and ask for me; I'll show you where to start. Bring the friend you came with if they're free.

---
If they did not come (the next day):
Hi {{first name}}, we missed you last night, no problem at all. Would {{day 1}} or {{day 2}} suit you better? Just reply with one and I'll book it. {{greeter's name}}, {product}`,
    marketingWisdom:
      "The moment of highest intent is the end of the first visit, still warm from the session. A date in the diary and a person who expects them (a named greeter) does more for the second visit than any offer sent a week later.",
  },
  {
    id: "gym-first-ninety-days",
    gym: 2,
    name: "Check-ins at weeks 2, 4 and 8 for every new member, from the check-in data",
    kinds: ["local"],
    goals: ["retention", "revenue"],
    stages: ALL_STAGES,
    channels: ["email-marketing", "community"],
    requires: [],
    uses: ["community"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Ongoing",
    impact: "High Impact",
    why: "New members who leave in their first three months rarely cancel on a bad day: they come less, then stop, and the check-in data shows it weeks before the cancellation, so a short personal message at weeks 2, 4 and 8, and a word after ten days without a visit, catches them while they still care.",
    description:
      "Give every new member their first ninety days: a name on the staff who looks after them, {gymBuddy} if they came alone, a message at weeks 2, 4 and 8, and a list every Monday (from the desk's check-in records) of new members who have not been in for ten days, each of whom gets a personal message. Point them each week to {gymWeekly}.",
    steps: [
      "From the membership system's check-in records, make one list each Monday: members who joined in the last 90 days, their join date, their last visit and their visits so far. Mark anyone with no visit for ten days.",
      "Split the new members between two or three staff, so each new member has one name who looks after them for ninety days.",
      "At weeks 2, 4 and 8 after joining, that person sends the message below (by hand, not an automated email), and says hello by name on their next visit.",
      "Anyone marked as quiet gets the 'we haven't seen you' message that day; anyone who came alone is offered {gymBuddy} at the next social session.",
      "Each week, put up {gymWeekly} and tell new members where they are; at week 8, ask what nearly made them stop, and write their answers in the tracker.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A Monday list of new members from the check-in records", "Two or three staff, each with their own new members", "Fifteen minutes a day for messages"],
    successMetrics: ["New members with a visit in the last ten days, every Monday", "Quiet members who came back after a message", "Progress towards: {metrics}"],
    template: `Week 2:
Hi {{first name}}, it's {{staff name}} at {product}. Two weeks in: how are you finding it? We've put up {gymNew}; ask me on the desk and I'll show you. If you'd like {gymBuddy}, come to the social night on {{day}} and I'll introduce you.

---
Week 4:
Hi {{first name}}, a month already! You've been in {{visits}} times. What's the one thing you'd like to get better at next? I can point you to the right session.

---
Week 8:
Hi {{first name}}, two months in, brilliant. Honest question: has anything nearly stopped you coming? I'd really like to know, so we can fix it for the next people.

---
We haven't seen you (after ten days):
Hi {{first name}}, we haven't seen you for a little while; hope all's well. {{one new thing this week}}. Fancy coming in on {{day}}? I'll be on the desk. {{staff name}}`,
    marketingWisdom:
      "Retention is decided in the first ninety days, by habit and by people: someone who has been in eight times in their first month and knows two people by name is very likely still there in month six. Watch visits, not cancellations: by the time someone cancels, they stopped coming weeks ago.",
  },
  {
    id: "gym-beginners-course",
    gym: 5,
    name: "A four-week beginners' course with a first month that turns into the membership",
    kinds: ["local"],
    goals: ["retention", "revenue", "signups"],
    stages: ALL_STAGES,
    channels: ["events", "community"],
    requires: [],
    uses: ["community"],
    cost: { min: 0, max: 80 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "One {gymFirst} shows people they can do it, while four weeks with the same coach and the same small group make them good enough to enjoy it alone and give them people to come back for, and a first month that includes the course and becomes the membership makes joining the next step rather than a new decision.",
    description:
      "Run {gymCourse}, starting the first week of every month, for eight to ten people who did {gymAFirst}. Sell it as a starter month: the course plus unlimited visits for the month, which becomes the membership at {gymPrice} unless they pause or stop, told clearly before they pay. The same coach for all four weeks, and the group invited to the social night together.",
    steps: [
      "Choose one weekday evening and a coach who can commit to four weeks; set the starter-month price (the course plus the month's visits) and write, in one line, how it becomes the membership and how to stop before it does.",
      "Check with your membership software how the starter month rolls on, and check {gymRenewalRules}: reminders before a paid month starts and an easy way to stop are good practice either way.",
      "Offer it at the end of every {gymFirst} and on {website}, with the next start date and the places left.",
      "Week by week: a skill each week, ten minutes at the end to plan their next two visits, and the group's own chat to arrange visits together (created by them, with the coach in it if they want).",
      "In the last week of each course, invite the group to the social night together, and ask each person whether they are carrying on; count in the tracker how many of each course are still members three months later.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A coach for one evening a week", "A starter-month price and a one-line rule for how it becomes the membership", "A course page with the next start date"],
    successMetrics: ["Places filled on each month's course", "Share of each course still members three months later", "Progress towards: {metrics}"],
    template: `Course page and end-of-intro card:
Beginners' course at {product}: four weeks, one evening a week, same coach, same small group.
Starts {{start date}}, {{day}} at {{time}}. {{places}} places.
Your starter month: the course plus unlimited visits for {{starter-month price}}. After four weeks it becomes a membership at {gymPrice}; we'll remind you a week before, and you can stop or pause with one message.

---
Message to the group after week 1:
Hi all, great first session! Next {{day}} we'll work on {{next skill}}. Between now and then, try to come in once more: {{coach name}} will be on the desk on {{day}} evening if you'd like some pointers.`,
    marketingWisdom:
      "People stay where they have friends and feel competent. A small group that starts together becomes each other's reason to come back, which is why a course keeps people longer than a single session, however good.",
  },
  {
    id: "gym-cohort-retention",
    gym: 3,
    name: "Retention counted by the month people joined",
    kinds: ["local"],
    goals: ["retention", "revenue"],
    stages: ALL_STAGES,
    channels: ["email-marketing", "community"],
    requires: [],
    uses: [],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "A total member count hides the leak (January's joiners can be leaving while the count still rises), while counting how many of each month's joiners are still members and still coming one, two and three months later shows whether anything in this plan works and which month's people need help.",
    description:
      "Keep one sheet: a row for each month's joiners, and columns for how many of them are still paying and have visited in the last 30 days at one, two and three months. Fill it from the membership system on the first Monday of each month, and {gymCohort}; the goal is {gymRetention}.",
    steps: [
      "Export this month's members from your membership system with their join date, status and last visit; if it has a retention or cohort report, use that and check its definition of 'active'.",
      "Make the sheet below: one row per joining month (start with {gymBefore}, so you have a before), and the share still members and still visiting at one, two and three months.",
      "Add a second small table for the first step: {gymFirst}s each week, how many came back within 14 days, and how many joined.",
      "On the first Monday of each month, fill the new column, look at one number (this month's three-month retention) and decide one thing to change; share it with the staff.",
      "When someone leaves, write the reason they gave in a column next to their row; after three months, the three most common reasons are your next tactics.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["An export from the membership system", "A spreadsheet with one row per joining month", "Thirty minutes on the first Monday of each month"],
    successMetrics: ["Three-month retention of each month's joiners ({gymRetention})", "Share of {gymFirst}s who come back within 14 days", "Progress towards: {metrics}"],
    template: `Retention by joining month (share still paying and visiting):
Joined in | Joined | After 1 month | After 2 months | After 3 months | Main reasons for leaving
{gymCohortRows}

Week by week:
Week of | {gymFirst}s | Back within 14 days | Joined

---
Monthly note to staff:
{product} this month: {{n}} new members. Of those who joined three months ago, {{share}} are still members and still coming in (goal: {gymRetention}). What we change this month: {{one change}}. Thanks, everyone: the check-ins are working where we do them.`,
    marketingWisdom:
      "Cohorts answer the one question a total cannot: are the people who joined after a change staying longer than the ones who joined before it? Pick one definition of 'still a member' (paying and in at least once in the last 30 days) and never change it mid-year.",
  },
  {
    id: "gym-social-league",
    gym: 7,
    name: "A monthly social night, {gymLeague}, and every {gymRefresh} celebrated",
    kinds: ["local"],
    goals: ["retention", "awareness", "revenue"],
    stages: ALL_STAGES,
    channels: ["community", "events"],
    requires: [],
    uses: ["community", "social"],
    cost: { min: 50, max: 250 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    inPerson: true,
    timeFrame: "Ongoing",
    impact: "High Impact",
    why: "People come to {product} to get fit with others and stay once they have friends there, and {gymSocial} every month, {gymLeague} over eight weeks and a celebration on every {gymRefresh} give every member a date, a reason to bring a friend and people to chat with afterwards.",
    description:
      "Put three dates in the calendar and keep them: {gymSocial} on the same evening each month, with music, a coach introducing people and food or drinks {gymCafe} afterwards; {gymLeague} over eight weeks with something for every level and scores on a board; and a celebration of the new sets on every {gymRefresh}. Each one has a beginners' part, so new members come.",
    steps: [
      "Pick the evening (the same one every month) and put the next three social nights, the dates of {gymLeague} and the next {gymRefresh} on the wall, on {website} and in the members' emails.",
      "Social night: a coach at the door introducing people who came alone to a group, {gymNew} marked, and a simple offer {gymCafe} for everyone who came.",
      "League: eight weeks, a scorecard for each member, a beginners' category, points for attempts as well as tops, and a small final night with prizes from local sponsors.",
      "New sets: announce the next {gymRefresh} a week ahead, invite members to watch or help, and post photos of the new sets (with people's permission).",
      "Count who comes to each, and how many of them are new members; ask the quietest new members personally to the next one.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["One fixed evening a month", "Scorecards and a scoreboard for the league", "Food or drinks {gymCafe} on social nights", "A coach who introduces people"],
    successMetrics: ["Members at each social night, and how many joined in the last 90 days", "League entries, beginners' category included", "Progress towards: {metrics}"],
    template: `Announcement to members (email, the wall and the members' chat):
Social night at {product}: {{date}}, from {{time}}
Come along, meet people, and stay for {{food or drink offer}} {gymCafe} afterwards. Beginners welcome, and {{coach name}} will introduce you to people if you're coming on your own. Bring a friend: their entry is free on social nights.

---
League announcement:
The {product} league starts {{start date}}: eight weeks, something new every week for every level, points for every attempt, and a final night on {{final date}}. Beginners' category included: if you joined this year, this is for you. Sign up on the desk or reply to this email.`,
    marketingWisdom:
      "A community is a calendar before it is a feeling: the same night each month, and someone whose job that night is to make sure nobody stands alone. The beginners' category matters most, because new members are the ones still deciding whether they belong.",
  },
  {
    id: "gym-pause",
    gym: 4,
    name: "A pause instead of a cancel",
    kinds: ["local"],
    goals: ["retention", "revenue"],
    stages: ALL_STAGES,
    channels: ["loyalty", "email-marketing"],
    requires: [],
    uses: [],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.25,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "Many members leave for a month of exams, an injury, a trip or a busy season at work rather than because they stopped wanting to come, and while a cancelled member rarely rejoins, a paused one comes back on a set date, so a pause offered when someone asks to cancel keeps the door open without a contract.",
    description:
      "Let any member pause for one to three months (free or for a small holding fee, your choice), with the restart date set when they pause. Offer it when anyone asks to cancel, ask one question about why they are leaving, and never make cancelling harder: the choice is theirs, and both are one message.",
    steps: [
      "Set the rule in two lines: how long a pause can be, whether it costs anything, and that the membership restarts automatically on the date agreed, with a reminder a week before.",
      "Check that your membership software can pause and restart a membership; if not, note pauses in the tracker and set them by hand.",
      "Reply to every cancellation request with the message below, the same day: the pause first, the cancellation just as easy.",
      "A week before each restart, send a welcome-back message with what is new (what changed on the last {gymRefresh}, the next social night).",
      "Count each month: cancellation requests, pauses chosen, and paused members who came back; write each reason for leaving in the retention sheet.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A two-line pause rule", "Pause and restart in the membership software, or in the tracker", "The reply below, kept on the desk's computer"],
    successMetrics: ["Share of cancellation requests that become pauses", "Paused members who come back on their restart date", "Progress towards: {metrics}"],
    template: `Reply to a cancellation request:
Hi {{first name}}, thanks for letting us know, and sorry to see you go. Before I cancel: if it's exams, an injury, travel or just a busy patch, you can pause your membership for one, two or three months instead, and it restarts on a date you choose. If you'd still like to cancel, just reply 'cancel' and it's done, no questions.
And if you don't mind telling me: what's the main reason you're stopping? It helps us a lot.
{{your name}}, {product}

---
A week before a restart:
Hi {{first name}}, your membership restarts on {{date}}. Since you've been away: {{what is new}}. See you soon; I'll be on the desk on {{day}}.`,
    marketingWisdom:
      "A pause turns 'I can't come for a while' into 'see you in March'. Making the cancellation just as easy matters too: people who feel trapped leave for good and say so in their reviews.",
  },
  {
    id: "gym-student-clubs",
    gym: 6,
    name: "Club nights for {gymClubs}, planned around term dates",
    kinds: ["local"],
    goals: ["retention", "signups", "awareness", "revenue"],
    stages: ALL_STAGES,
    channels: ["partnerships", "community"],
    requires: [],
    uses: ["community"],
    cost: { min: 0, max: 150 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    gymStudents: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Students join in the first weeks of term, vanish in exams and over the holidays, and stay when their friends and their university club go to the same place, so a club night at {product} and a membership that pauses over the holidays fit the year they actually live.",
    description:
      "Offer {gymClubs} in {place} a weekly club night at a group rate and {gymFirst}s for their new members; ask the students' unions about their taster programmes and freshers' events; and give students a term-time membership that pauses over the summer instead of being cancelled. Plan each push for the first two weeks of term, and check the term dates with each university.",
    steps: [
      "Find the clubs on each students' union website and write to the club's committee (usually a president or social secretary) with the offer below; committees change every year, so ask who takes over.",
      "Check the term and exam dates on each university's website, and put the start of each term and the exam weeks in the plan's calendar: pushes at the start of term, pauses offered before exams.",
      "Ask each students' union whether it runs a taster programme or a refreshers' fair in the new term, and offer intro sessions for it.",
      "Set a student membership that pauses over the summer holiday (with the pause rule), and say it plainly: 'pause over summer, back in September'.",
      "Count club-night visits and students who join through a club; thank each committee at the end of term.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A club-night rate and a fixed evening", "The term and exam dates of each university in {place}", "A student membership that pauses over the summer"],
    successMetrics: ["Clubs with a weekly night at {product}", "Students who join through a club, by term", "Progress towards: {metrics}"],
    template: `Email to a club's committee:
Subject: A club night at {product} for {{club name}}

Hi {{first name}},

I run {product}, the {gymWord} in {place}. We'd love to be a home for {{club name}}: a weekly club night on {{day}} at {{group rate}} per person, {gymFirst}s for your new members at {{intro rate}}, and a student membership that pauses over the summer, so nobody pays while they're away.

Could we meet for a coffee {gymCafeMeet} this week or next? I can show you the walls and the times we have free.

{{your name}}, {product}
{{phone}}`,
    marketingWisdom:
      "A student's year has its own calendar: the first fortnight of term decides who joins, exams decide who drifts, and summer decides who comes back. A club that climbs with you brings its members back each September, long after any single student has left.",
  },
  {
    id: "gym-bring-a-friend",
    gym: 9,
    name: "Members bring a friend free, and both get their next visit booked",
    kinds: ["local"],
    goals: ["signups", "revenue", "retention", "awareness"],
    stages: ALL_STAGES,
    channels: ["referral", "community"],
    requires: [],
    uses: ["social"],
    cost: { min: 0, max: 150 },
    paid: false,
    hoursPerWeek: 0.25,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Most people try {gymActivity} with a friend or a flatmate and keep coming when they have someone to go with, and your {gymMembers} already know who they would like to bring: a free visit for the friend on a set night, and money off the member's next month when the friend joins, gives them a reason to ask this month.",
    description:
      "Every member can bring one friend free on a set evening each week ({gymAFirst} with a coach for a first-timer). If the friend joins, the member gets {gymReferral} off their next month and anything the friend paid for their {gymFirst} comes off their first month. The friend's second visit is booked before they leave, like every {gymFirst}.",
    steps: [
      "Pick the evening and the reward and write the rule in two lines; tell the coaches that every guest gets the end-of-intro script and a second visit booked.",
      "Tell members at the desk, in the members' email and on the wall, with the message below; ask the members who came with a friend themselves first.",
      "Keep a guest list for each bring-a-friend evening with the member's name, so the reward reaches the right person.",
      "Count each month: guests, guests who joined, and members who brought someone; thank each one by name.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A fixed bring-a-friend evening", "A two-line referral rule", "A guest list on the desk"],
    successMetrics: ["Guests each week, and guests who join", "Members who brought someone this quarter", "Progress towards: {metrics}"],
    template: `Message to members (email, the wall and the desk):
Bring a friend to {product}, free: every {{day}} from {{time}}. First time? {{coach name}} will give them {gymAFirst}. If they join, you get {gymReferral} off your next month and anything they paid for their {gymFirst} comes off their first. Tell us their name on the desk or reply to this email.

---
What the desk says when a member checks in:
"Did you know you can bring a friend free on {{day}}? If they join, your next month is cheaper."`,
    marketingWisdom:
      "Friends are how people start and why they stay: a member who brings a friend has someone to go with, and so does the friend. Reward the member only when the friend joins, and thank them in person either way.",
  },
  {
    id: "gym-search-ads",
    gym: 10,
    name: "Google search ads on '{gymActivity} {place}' searches, sent to the {gymFirst} booking",
    kinds: ["local"],
    goals: ["signups", "revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["google-ads", "google-business"],
    requires: [],
    uses: ["paid"],
    cost: { min: 150, max: 800 },
    paid: true,
    hoursPerWeek: 0.25,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "People who search '{gymActivity} {place}' or '{gymWord} near me' have already decided to try it this week, and an ad that takes them straight to booking {gymAFirst} catches them before they settle elsewhere, while each one who stays pays {gymPrice}.",
    description:
      "Run one Google search campaign on a handful of {gymActivity} searches in {place}, with a daily cap, sent to the {gymFirst} booking page on {website}. Judge it by {gymFirst}s booked and by how many of those people are still members three months later, not by clicks, and stop it if a month brings no bookings.",
    steps: [
      "Create one search campaign in Google Ads with the location set to {place} and a daily cap you can afford to lose while you learn; link it to your Google Business Profile.",
      "Choose 10 to 15 keywords ({gymActivity} {place}, {gymWord} {place}, beginners {gymActivity} {place}) and add negatives right away: jobs, equipment, shoes, outdoor.",
      "Write the ad from the template, keeping each headline under 30 characters and each description under 90, and count a booked {gymFirst} as a conversion.",
      "Every Friday, read the search terms, add negatives, and write the cost per {gymFirst} in the tracker; mark the people from ads in the retention sheet to see whether they stay.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["A Google Ads account linked to your Google Business Profile", "A booked {gymFirst} counted as a conversion", "A daily budget cap"],
    successMetrics: ["Cost per {gymFirst} booked", "People from ads still members after three months", "Progress towards: {metrics}"],
    template: `Headlines (up to 30 characters each):
{product}
Beginners Welcome
Book Your First Session
{gymActivity} in {place}

Descriptions (up to 90 characters each):
Start with {gymAFirst} with a coach. Bring a friend and book your second visit.
Friendly {gymWord} in {place}: social nights, a beginners' course and a cafe.`,
    marketingWisdom:
      "An ad can only fill the first step: the people it brings leave as fast as anyone else unless the second visit is booked and the first ninety days are looked after, so count them in the retention sheet, not just at the door.",
  },
  {
    id: "gym-paid-intro-campaigns",
    gym: 11,
    name: "Instagram and Meta ads to the {gymFirst} for beginners in {place}, judged by members who stay",
    kinds: ["local"],
    goals: ["signups", "revenue", "awareness", "retention"],
    stages: ALL_STAGES,
    channels: ["meta-ads", "google-ads", "instagram", "video"],
    requires: ["paid"],
    workaround: {
      paid: "Hire a freelancer who runs local campaigns for a fixed fee for the first three months, and have them show you the cost per booked session and per member each week.",
    },
    uses: ["paid", "content"],
    cost: { min: 2000, max: 20000 },
    paid: true,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "A budget this size can reach people in {place} who have only seen {gymActivity} in their friends' stories, with {gymAFirst} they can book with a friend, and it pays only if the people it brings are still members three months later.",
    description:
      "Run Meta ads (Instagram and Facebook) to people within a short trip of {product}, with real members' photos and a beginner's first visit on video, and widen the Google search ads to every {gymActivity} search in {place}, all sent to the {gymFirst} booking. Count bookings, joins and three-month retention of the people each campaign brought, and stop any campaign whose members leave faster than the rest.",
    steps: [
      "Set up a conversion for a booked {gymFirst} on {website} in both ad accounts, so every campaign reports bookings, not clicks.",
      "Film a beginner's first visit and photograph five members (with permission), and write three ads from the template: the friend, the first go, the social night.",
      "Start one Meta campaign around {place} and one Google search campaign on {gymActivity} searches, each with a daily cap, and give each campaign its own booking link so the retention sheet can tell them apart.",
      "Every Friday, write each campaign's cost, bookings and joins in the tracker; each month, check how many of its members are still coming, and move money to the campaign whose people stay.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A booked-session conversion in both ad accounts", "A short video of a first visit and five photos of members (with permission)", "A monthly retention count by campaign"],
    successMetrics: ["{gymFirst}s booked from ads, each week", "Three-month retention of members from ads, against everyone else", "Progress towards: {metrics}"],
    template: `Meta ad (video of a beginner's first go, with permission):
Headline: Your first {gymFirst} at {product}
Text: Never done {gymActivity}? Come with a friend: a coach shows you the basics, and {{greeter's name}} books your second visit before you leave. Social nights every month in {place}.
Button: Book now

---
Google search ad:
Headline: {product} | {gymActivity} in {place}
Description: Beginners welcome. Book {gymAFirst}, bring a friend, meet people at the next social night.`,
    marketingWisdom:
      "Paid reach for a gym is only as good as the first ninety days that follow it: judge each campaign by the members it brought who are still coming three months later, and the budget stays honest.",
  },
];

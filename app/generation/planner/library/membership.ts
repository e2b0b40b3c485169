import type { LibraryTactic } from "../types";
import { ALL_STAGES } from "./stages";

/*
 * A paid online community or membership sold by the month (Reading.membership): a private forum, a Discord,
 * Circle or Skool group, accountability groups and live calls. Members pay to belong; those who leave in the
 * first month read the archive and never met anyone. Its plan is made of these tactics: the first week (a
 * group, a goal posted, a first live call), rituals that only work live, churn counted by the month people
 * joined with an exit question and a win-back note, an annual plan offered after a win, an open call that
 * turns followers into members, members bringing a peer, member wins as proof, a newsletter, podcast guest
 * spots and perks from tools members use. Software's upgrade prompt, comparison page or free trial mean
 * nothing to someone deciding whether these are their people.
 */

export const MEMBERSHIP_TACTICS: LibraryTactic[] = [
  {
    id: "membership-first-week",
    paidCommunity: 1,
    essential: true,
    name: "A first week that puts every new member in {membAGroup} and gets their goal posted",
    kinds: ["creator"],
    goals: ["retention", "revenue", "signups"],
    stages: ALL_STAGES,
    channels: ["community", "email-marketing"],
    requires: [],
    uses: ["community"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "A new member decides in their first week whether {product} is a group of people or a library, and one who is placed in {membAGroup}, posts a goal and hears from the others by day 7 has a reason to be there next month that the archive can never give.",
    description:
      "Replace the welcome email that points to the archive with a first week: on day 1 a personal welcome and one question (what do you want to have {membShipped} in 30 days?), by day 3 a place in {membAGroupOf} with people at the same stage, their goal posted in {membWhere}, and by day 7 their first live session. New groups start on the first Monday of each month, so joiners arrive together and a group is never half-strangers.",
    steps: [
      "Write the welcome message below and a short 'start here' post pinned at the top of {membWhere}: how the {membGroups} work, when the next live session is, and the one thing to do today (post your goal). Put the archive link at the bottom of it, not the top.",
      "Set the intake rule: new {membGroups} start on the first Monday of each month; anyone who joins in between gets a seat in a group with space, or in the next intake with the open sessions until then.",
      "Each day, send the welcome by hand (or from your own address) to everyone who joined the day before, reply to their answer in person, and by their third day place them in a group with people at the same stage and introduce them by name, with their goal.",
      "Each day, check everyone who joined a week ago for three things: goal posted, group met or booked, one reply from another member. Write to anyone missing two of them.",
      "Every Friday, count the share of last month's joiners who did all three in their first week, and compare it with who is still paying a month later.",
    ],
    setupSteps: 2,
    groundworkSteps: 2,
    resourcesNeeded: ["A pinned 'start here' post", "Seats in {membGroups} with the next intake date", "About 20 minutes a day for welcomes and introductions"],
    successMetrics: ["Share of new members with a goal posted by day 3", "Share placed in a group and at a live session by day 7", "Share of each month's joiners still paying a month later", "Progress towards: {metrics}"],
    template: `Welcome message (day 1, from you, by hand):
Subject: Welcome to {product}, one question

Hi {{first name}},

I'm {{your name}}, I run {product}. Glad you're here.

One question before anything else: what do you want to have {membShipped} in the next 30 days? Reply with a sentence, even a rough one.

I'll use your answer to put you in {membAGroupOf} with people at the same stage as you. Your group starts on {{next intake date}}, and the next live session everyone can join is {{day and time}}.

The archive is there whenever you want it, but the people are the point: post your goal in the "goals" thread today and you'll hear from someone before the weekend.

{{your name}}

---
Introduction to the group (day 3, in the group's thread):
Meet {{first name}}, who is working on {{what they're working on}} and wants to {{their 30-day goal}}. {{first name}}, this is your group for the next month: you'll meet on {{group day and time}}, and each week everyone says what they did and what's next. Say hello below!`,
    marketingWisdom:
      "Members stay for the people they met in week one, not for the content they could read in a weekend. A goal said out loud to a small group that will ask about it next week is the strongest reason to come back.",
  },
  {
    id: "membership-churn-by-month",
    paidCommunity: 2,
    name: "Churn counted by the month people joined, with one exit question and a win-back note",
    kinds: ["creator"],
    goals: ["retention", "revenue"],
    stages: ALL_STAGES,
    channels: ["email-marketing", "community"],
    requires: [],
    uses: [],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "One churn figure for all {membMembers} hides the thing you need to see: whether the members who joined last month stay longer than those who joined before, so a small sheet counted by the month people joined, with the reason each leaver gives, tells you which change worked.",
    description:
      "Keep one sheet with a row per joining month ({membCohortCheck}), and add one question to the cancellation flow, with a short personal note to everyone who leaves and a second note 30 days later about what has changed. Your goal is {membChurn}; this is how you will know honestly whether you are there.",
    steps: [
      "From your payment tool's export, make the sheet below: for each month of the last three, how many joined and how many of them still pay one, two and three months later.",
      "Add one question to the cancellation page (a single choice plus a free box): the main reason you are leaving. If your payment tool cannot, send it as an email the day someone cancels.",
      "Each day, send the exit note below by hand to anyone who cancelled the day before: thank them, ask the one question, offer nothing.",
      "Thirty days after each exit note, send the win-back note to anyone who left for a reason you have since fixed, with the date of the next intake.",
      "Every Friday, add the week's joins and cancellations, and each reason in its own column; on the first Friday of each month, fill the new row and read it next to what you changed.",
    ],
    setupSteps: 1,
    groundworkSteps: 1,
    resourcesNeeded: ["Your payment tool's export of joins and cancellations", "One question on the cancellation page or in an email", "A shared sheet"],
    successMetrics: ["Share of each joining month still paying after one, two and three months", "Exit answers collected from leavers", "Leavers who come back after the win-back note", "Progress towards: {metrics}"],
    template: `Churn by joining month (one row per month, filled on the first Friday of each month):
Month     | Joined | Paying 1 month on | Paying 2 months on | Paying 3 months on |
{membCohortRows}

---
Exit note (the day they cancel, by hand):
Subject: Thanks for being part of {product}

Hi {{first name}},

Thanks for the months you spent in {product}. I've cancelled it as you asked; nothing more to do.

One question, if you have 30 seconds: what was the main reason you left? Too little time, not what you expected, the price, or something else? Your answer goes straight to me and changes what we do.

{{your name}}

---
Win-back note (30 days later, only if what they said has changed):
Hi {{first name}},

When you left {product}, you said {{their reason}}. We've changed that: {{what changed}}.

A new intake of {membGroups} starts on {{next intake date}}. If you'd like a seat, reply and I'll save one for you.

{{your name}}`,
    marketingWisdom:
      "Read retention by the month people joined, not as one average: an average mixes members of two years with last week's joiners and hides whether anything you change works.",
  },
  {
    id: "membership-live-rituals",
    paidCommunity: 3,
    name: "Rituals that only work live: the weekly {membGroups}, the {membCalls} and a monthly demo day",
    kinds: ["creator"],
    goals: ["retention", "revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["community", "events"],
    requires: [],
    uses: ["community"],
    cost: { min: 0, max: 20 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Ongoing",
    impact: "High Impact",
    why: "An archive can be finished in a weekend and a recording watched later, so members who binge and leave are telling you the live part is not yet the reason to stay; a fixed calendar of things that only happen live, with names and work on the table, is what a month of membership buys.",
    description:
      "Publish a monthly calendar that repeats: the {membGroups} every week, the {membCalls} where two members' work is reviewed on the call, and a demo day on the last Thursday where members show what they {membShipped} in five minutes each. Keep the recordings short and for members only, and say in every session who is up next.",
    steps: [
      "Fix the days for a month: group meetings each week, the {membCalls} (two members' work each, chosen in advance), and a demo day on the last Thursday of the month.",
      "Post the calendar below at the top of {membWhere} and in each new member's welcome, with a sign-up thread for the next call's two slots and the demo day.",
      "At each session, name who is up next time before you finish, so members come back to see a peer, not a recording.",
      "After each call, post a five-line summary (not the full recording) with the next date; keep the full recording for members who could not be there.",
      "Each month, count members at one or more live session; write to anyone who joined more than two weeks ago and has been to none.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A tool for live calls", "A repeating monthly calendar", "Two members' work for each call, chosen a week ahead"],
    successMetrics: ["Share of members at one or more live session a month", "Demo-day presenters each month", "Churn of members who attend live against those who do not", "Progress towards: {metrics}"],
    template: `Pinned post: this month in {product}
Every week: your {membGroup} ({{group day and time}}). Say what you {membShipped}, what's next, and where you're stuck.
{{call date}}: {membCall}. Two members put their work on the table and we work through it live. Sign up below for a slot.
{{demo day date}}: demo day. Five minutes each: what you {membShipped} this month. Anyone can present; first-timers first.

Recordings go up afterwards for members who couldn't be there, but the good part is being in the room: the questions, the people and the next step someone holds you to.

---
End of every session (what you say):
"Next time, {{member name}} and {{member name}} are up with {{what they'll bring}}. See you on {{date}}."`,
    marketingWisdom:
      "Content is what people can get anywhere; a time and place where their peers expect them is what they pay for every month. Make the live part the product and the recordings a courtesy.",
  },
  {
    id: "membership-open-call",
    paidCommunity: 4,
    name: "A free open {membCall} once a month that turns {membFollowers} into members",
    kinds: ["creator"],
    goals: ["revenue", "signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["webinar", "events", "community"],
    requires: [],
    uses: ["content", "community"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Followers see your posts but have never seen the community, so a free live call once a month, where they watch real work reviewed with members in the room, gives every post something to point to and ends with an invitation they can act on that day.",
    description:
      "Once a month, run a free public version of the {membCall}: anyone can register, one volunteer's work (a member or a follower) is reviewed live for 45 minutes, members join in, and the last five minutes invite people into the next intake of {membGroups}. Every post you write that month points to the registration page.",
    steps: [
      "Pick the dates of the next two open calls (the first in week 3) and make a one-page registration form: name, email, what they are building, and whether they want their work reviewed.",
      "Write the announcement below and pin it on your profile; end each day's post until the call with the registration link rather than a plain follow. Choose the work to review a week ahead, with the owner's permission, and ask two members to come and add their view.",
      "Run the call: 45 minutes of live review, 5 minutes on how {product} works and when the next intake starts, with the joining link in the chat.",
      "The day after, send everyone who registered the follow-up below, with the notes and the intake date; count who joins within seven days.",
      "For the second call, ask the members who joined through the first to bring the work to review, and compare registrations, attendance and joins with the first.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["The tool of your members' live calls, with a registration form", "A volunteer's work to review, with permission", "Two members who join the call"],
    successMetrics: ["Registrations and attendance per open call", "Members who join within seven days of a call", "Share of new members who came through an open call", "Progress towards: {metrics}"],
    template: `Announcement (post and pin):
Free open {membCall}, {{date and time}}: I'll take one real {{piece of work to review}} and work through it live for 45 minutes, with members of {product} joining in. Want yours reviewed? Say so when you register: {{registration link}}

---
Follow-up (the morning after, to everyone who registered):
Subject: Notes from yesterday's {membCall}

Hi {{first name}},

Thanks for coming (or for registering: the notes are here either way): {{link to notes}}.

The three fixes that mattered most:
1. {{fix one}}
2. {{fix two}}
3. {{fix three}}

If you'd like this every week for your own work, with {membAGroupOf} that checks in on what you {membShipped}, the next intake starts on {{next intake date}}. It's {membPrice}, and you can leave any month: {{joining link}}

{{your name}}`,
    marketingWisdom:
      "People join communities they have already been inside. One live hour where they see the members, the standard of feedback and the founder at work converts better than a year of posts that describe it.",
  },
  {
    id: "membership-annual-after-a-win",
    paidCommunity: 5,
    name: "An annual plan offered after a member's first win, never in the first week",
    kinds: ["creator"],
    goals: ["retention", "revenue"],
    stages: ALL_STAGES,
    channels: ["email-marketing", "community"],
    requires: [],
    uses: [],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "A member who has just reached a goal with their group behind them has seen what the year could bring, so an annual plan offered at that moment (and not at checkout to a stranger) keeps the members who are already getting value, without discounting the month.",
    description:
      "Add an annual option at {membAnnual} next to the monthly {membPrice}, and offer it personally to members after a win they posted (a launch, a first customer, a goal met) and at their third month. Say it as a choice, with the refund rule in writing, and never as a lock-in.",
    steps: [
      "Set up the annual price in your payment tool and write down its refund rule; check the consumer rules on subscriptions and renewals where you and your members are, and say when it renews in the confirmation email.",
      "Each Friday, list members who posted a win that week or reached their third month.",
      "The same day, send each of them the note below, by hand, congratulating the win first.",
      "Count annual switches each month and how many of those members still come to live sessions.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["An annual price in your payment tool", "A written refund rule", "A weekly list of members' wins"],
    successMetrics: ["Members on the annual plan", "Share of members offered it who switch", "Progress towards: {metrics}"],
    template: `Note after a win (by hand, by email or in the forum):
Hi {{first name}}, congratulations on {{their win}}! That's exactly what {product} is for, and your group saw it happen.

If you're planning to stay for the next stretch, there's an annual plan: {membAnnual} instead of {membTwelve} at {membPrice}. No pressure at all; the monthly plan stays as it is and you can leave any month. Reply "annual" and I'll switch you over.

{{your name}}`,
    marketingWisdom:
      "Ask for a longer commitment at the moment of value, not at the door: after a win, a year feels like a continuation; at checkout, it feels like a risk.",
  },
  {
    id: "membership-bring-a-peer",
    paidCommunity: 6,
    name: "Bring a peer: each member can bring one guest to a group session",
    kinds: ["creator"],
    goals: ["revenue", "signups", "retention"],
    stages: ALL_STAGES,
    channels: ["referral", "community"],
    requires: [],
    uses: ["community"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Members know other {audience} who would fit, and a guest seat at a real group session is a better introduction than a discount code, because the guest meets the people before the price and the member gains a peer, not a commission.",
    description:
      "Give every member one guest seat a month: they bring a peer to their group's session or to demo day. The guest gets the notes and the next intake date afterwards; if they join, both get a thank-you from you (and, if you like, the member a month off), but the offer is the session, not the reward.",
    steps: [
      "Write the guest-seat rule in one line and add it to the pinned 'start here' post and the monthly calendar.",
      "Post the note below in {membWhere} once, and remind members in each group a week before demo day.",
      "Greet every guest by name at the start of the session and send them the follow-up below the next day.",
      "Count guests each month and how many join; thank each member who brought someone, by name, in the monthly update.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["One guest seat per member per month", "A follow-up note for guests"],
    successMetrics: ["Guests brought each month", "Guests who join within a month", "Progress towards: {metrics}"],
    template: `Post to members:
Know someone who should be in here? Each month you can bring one peer to your {membGroup} session or to demo day as a guest. Tell me their name and email, or just bring them: {{how to add a guest}}.

---
Follow-up to the guest (the day after):
Hi {{first name}},

Thanks for coming to {{member name}}'s session yesterday. The notes are here: {{link to the notes}}.

If you'd like a group of your own, the next intake starts on {{next intake date}}: {membPrice}, and you can leave any month: {{joining link}}

{{your name}}, {product}`,
    marketingWisdom:
      "The best members come from members: they know who fits. Let them share the experience rather than a discount code, so the people who join came for the people.",
  },
  {
    id: "membership-member-wins",
    paidCommunity: 7,
    name: "Member wins as the proof, shared with permission",
    kinds: ["creator"],
    goals: ["revenue", "signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["case-studies", "community", "newsletter"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Ongoing",
    impact: "Medium Impact",
    why: "{audience} believe people like them more than your description, so a member's own words about what they {membShipped} with their group, shared only with their permission, answers 'is it worth {membPrice}?' better than any sales page.",
    description:
      "Keep a 'wins' thread in {membWhere}, and each week ask one member who posted a win whether you may share it publicly, in their words, with their name or without. Put the wins on the joining page and in the newsletter; never share a member's numbers or posts without a yes in writing.",
    steps: [
      "Start a 'wins' thread and post the first one yourself; mention it at every live session.",
      "Each Friday, pick one win and send the permission request below; share only after a written yes, and as they approve it.",
      "Put the three most recent wins on the joining page, with the month each member joined.",
      "Once a month, put the wins in the newsletter and a post, each with a link to the next open call.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A 'wins' thread", "Written permission for every win shared"],
    successMetrics: ["Wins shared each month with permission", "Joining-page visitors who join", "Progress towards: {metrics}"],
    template: `Permission request:
Hi {{first name}}, your post about {{their win}} made my week. Could I share it on the {product} page and in the newsletter? I'd use these words: "{{their words}}", with {{their name / first name only / no name}}, and you can say no or change anything. Nothing goes out without your OK.

---
On the joining page:
"{{member's words about the win}}" — {{first name}}, member since {{month}}`,
    marketingWisdom:
      "Proof works when it is specific and from someone like the reader; it only keeps working if members trust you with their stories, so ask every time.",
  },
  {
    id: "membership-newsletter",
    paidCommunity: 8,
    name: "A weekly newsletter worth reading on its own, with the next open call at the bottom",
    kinds: ["creator"],
    goals: ["signups", "revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["newsletter", "email-marketing", "community"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Ongoing",
    impact: "Medium Impact",
    why: "A post on {membSocial} is gone in a day, but an email address lets you invite the same follower to the next open call and the next intake, so a short weekly letter with one useful lesson from inside the community turns followers into people you can reach.",
    description:
      "Each week, send one short letter: one lesson from a live call or a group (with permission), one member win, and the date of the next open call and intake. Ask followers for their email in your profile and at the end of each open call.",
    steps: [
      "Set up a free newsletter tool and a one-line sign-up: 'One lesson a week from inside {product}'.",
      "Put the sign-up link in your profile and at the end of one post a week.",
      "Each week, write the letter below in under an hour, from that week's calls and wins.",
      "Count sign-ups each week and, each month, members who were on the list before joining.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A free newsletter tool", "One lesson a week from the calls"],
    successMetrics: ["Newsletter sign-ups each week", "Readers who register for an open call", "Progress towards: {metrics}"],
    template: `Subject: {{this week's lesson in a few words}}

Hi {{first name}},

This week in {product}, {{a member's first name}} {{what they were stuck on}}. What fixed it: {{the lesson in three sentences}}.

Win of the week: {{a member's win shared with permission}}.

Next free open {membCall}: {{date}}, anyone can come: {{registration link}}
Next intake of {membGroups}: {{next intake date}}.

{{your name}}`,
    marketingWisdom:
      "Own the way back to your readers: a follower on a platform is rented; an email address is yours.",
  },
  {
    id: "membership-paid-hosts",
    paidCommunity: 9,
    name: "Paid hosts from among the members for the groups, the first week and the open calls",
    kinds: ["creator"],
    goals: ["retention", "revenue", "signups"],
    stages: ["launched", "growth", "scaling"],
    channels: ["community", "events"],
    requires: [],
    uses: ["community"],
    cost: { min: 800, max: 15000 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "A membership's growth stops where the founder's hours do, and experienced members paid to host the {membGroups}, welcome each new member in their first week and produce the open calls keep every group run well as it grows, which no ad could do.",
    description:
      "Pay a few long-standing members by the month to host {membGroups} and welcome new members through their first week, and, on a larger budget, a part-time community lead who runs the intake, the churn sheet and the open calls. You keep the live calls and the standard; they keep every new member seen.",
    steps: [
      "Write a one-page host brief: what a host does each week (runs one group, welcomes that week's new members, checks the day-7 list), the hours it takes and the monthly fee.",
      "Ask your five most active long-standing members whether they would host; agree a three-month trial with each, in writing.",
      "Give each host their own new members each month and a 30-minute call with you every other week to go through the day-7 list and the exit answers.",
      "Each month, compare churn of the groups each host runs with the rest, and keep, change or end each arrangement on that number, not on activity.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A one-page host brief and a written agreement with each host", "A monthly fee per host, and on a larger budget a part-time community lead"],
    successMetrics: ["Churn of the groups each host runs", "Share of new members welcomed by a host on day 1", "Progress towards: {metrics}"],
    template: `Invitation to host (to a long-standing member):
Hi {{first name}},

You've been in {product} for {{months}} and you're the person new members ask first. Would you host {membAGroup} and welcome the new members who join it, paid by the month?

It's about {{hours}} hours a week: run the weekly session, welcome each new member in their first week, and tell me on the day-7 list who has gone quiet. The fee is {{monthly fee}}, for a three-month trial to start with; we'll both look at how the group is doing and decide then.

Happy to go through it on a call: {{booking link}}

{{your name}}`,
    marketingWisdom:
      "Communities scale through the people who host them: a member welcomed by a host who knows the ropes stays longer than one welcomed by an overloaded founder.",
  },
];

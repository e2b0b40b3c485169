import type { LibraryTactic } from "../types";
import { ALL_STAGES } from "./stages";

/*
 * Software sold to churches (Reading.church): giving, volunteer schedules and a member directory for a church
 * run by a pastor and volunteers. Its buyers are pastors, treasurers and volunteer church administrators: they
 * are not on LinkedIn, mark cold email as spam, and choose software on another pastor's word, through their
 * denomination's regional body, in the Facebook groups where church admins help each other, and on the
 * church year's calendar. Such a plan is made of these: the networks and regional bodies, pastor-to-pastor
 * referrals, the move from spreadsheets and paper done for them, a webinar at each season, the groups and
 * podcasts, an honest comparison with the big default, testimonials from treasurers and administrators with
 * permission, a first-Sunday kit for the pastor, and church conferences only as an option. A shop's counter,
 * software review sites and trade associations mean nothing here.
 */

const KINDS: LibraryTactic["kinds"] = ["b2b-smb", "b2b-enterprise"];

export const CHURCH_TACTICS: LibraryTactic[] = [
  {
    id: "church-networks",
    church: 1,
    essential: true,
    name: "Reach whole groups of churches through their associations, districts and conferences",
    kinds: KINDS,
    goals: ["revenue", "signups", "awareness", "partnerships"],
    stages: ALL_STAGES,
    channels: ["partnerships", "newsletter", "webinar", "speaking"],
    requires: [],
    uses: ["sales", "content"],
    cost: { min: 0, max: 50 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Pastors of {churchSize} hear about tools from their own denomination's regional body long before they would answer a stranger's email, so one association, district or conference that shares {product} in its newsletter or hosts a session for its church administrators reaches dozens of churches at once.",
    description:
      "Start from the churches you already serve: find which network each belongs to, and ask its pastor for an introduction to the staff who support churches there (an associational or district office, a conference's stewardship or administration team). Offer them something useful for all their churches whatever software they use: a 45-minute session for treasurers and administrators on the season's job, a one-page checklist for their newsletter, and a discount for member churches. Regional bodies to check: {churchNetworks}.",
    steps: [
      "List the churches you already serve by denomination and regional body (ask them, or check each church's website); the three bodies with the most of your churches come first.",
      "Read each body's website: who supports churches with administration, finance or stewardship, what their newsletter covers, and whether they already recommend any software (if they do, say so honestly and ask how their churches find it).",
      "Ask a pastor you serve in each of the three to introduce you to that person, using the note below; never write to a regional office before someone from inside has vouched for you.",
      "Offer the session and the checklist for their churches, and a discount for member churches on {churchPrice}; no commission to anyone, so their recommendation stays their own.",
      "After each session, send the recording and the checklist to the office for their newsletter, and count the churches from that body that start the free move in.",
      "Once a body has sent you five churches, ask its office which neighbouring association, district or conference they would introduce you to next.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A sheet of your churches by denomination and regional body", "A 45-minute session for treasurers and administrators, useful whatever software they use", "A one-page checklist for the network's newsletter", "A discount code for member churches"],
    successMetrics: ["Introductions made by pastors you serve to regional staff", "Sessions held or newsletter pieces run for a network's churches", "Churches from each network that start the free move in", "Progress towards: {metrics}"],
    template: `To a pastor you serve (asking for the introduction):

Subject: Could you introduce me to {{your association or district}}?

Pastor {{last name}},

Thank you for the trust your church has put in {product}. I'd like to help other churches in {{your association or district}} with the same jobs: giving records, volunteer schedules and the member directory.

Would you be willing to introduce me to whoever supports church administrators and treasurers there? A short email copying me is plenty. I'd offer them a free 45-minute session for their churches' treasurers and administrators, useful whatever software a church uses, and nothing more unless they ask.

With thanks,
{{your name}}, {product}

---
To the regional office (after the introduction):

Subject: A free session for your churches' treasurers and administrators

Dear {{first name}},

Thank you for letting Pastor {{last name}} introduce us. Many of your churches are run by a pastor and volunteers who keep giving records and schedules in spreadsheets and on paper, and the busiest weeks are the ones nobody has time to plan for.

I'd like to offer your churches a free 45-minute online session on {churchLaterSubject}, on {churchLaterDay} or a date that suits you, plus a one-page checklist for your newsletter. It is useful whatever software a church uses; I'll mention {product} once at the end, and member churches get a discount on {churchPrice}.

Would that be welcome? I'm glad to send the checklist first so you can judge it.

{{your name}}
{product} · {website}`,
    marketingWisdom:
      "Traction's business development lesson fits churches exactly: one regional body in front of many small churches is worth hundreds of separate pitches. Lead with help for their churches, not with your product, and let a pastor who already uses it open the door.",
  },
  {
    id: "church-pastor-referral",
    church: 2,
    name: "Pastor to pastor: a free month for both churches when one pastor tells another",
    kinds: KINDS,
    goals: ["revenue", "signups", "retention"],
    stages: ALL_STAGES,
    channels: ["referral"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    fromUsers: true,
    contactsIndividuals: true,
    timeFrame: "Ongoing",
    impact: "High Impact",
    why: "Pastors of small churches meet other pastors in ministerial fellowships, at their association or district meetings and over coffee, and a fellow pastor's word that {product} made Sunday easier outweighs anything you could send, so a note they can forward and a free month for both churches turns that word into a sign-up.",
    description:
      "Ask the pastors and administrators who are happy with {product}, one at a time and at a good moment (the first statements sent, a smooth Easter), whether they know another pastor who is fighting the same spreadsheets. Give them a note to forward in their own name, and a free month for both churches when the new church starts paying. Thank every pastor who passes it on, by name, within a day.",
    steps: [
      "Write the one-sentence rule: when a church you tell starts paying for {product}, both churches get a month free. No cash, no commission.",
      "Set up a personal link or code for each church in your billing tool, or a simple form and a sheet, so you know who told whom.",
      "Each week, pick three churches that just had a good moment (statements sent, a full schedule for Sunday, a thank-you email) and send their pastor or administrator the note below.",
      "When a referred church signs up, offer it the free move from spreadsheets and paper at once, and tell the pastor who referred it, with thanks.",
      "Once a month, count referrals by church and ask the two pastors who refer most whether they would say a word at their next fellowship or association meeting.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A one-sentence rule: a free month for both churches", "Personal links or codes (billing tool, or a form and a sheet)", "A list of churches with a recent good moment"],
    successMetrics: ["Referred churches a month, and from which pastors", "Share of paying churches that came from another pastor", "Progress towards: {metrics}"],
    template: `Subject: Do you know another pastor fighting the same spreadsheets?

Pastor {{last name}},

I'm glad {{the good moment}} went smoothly for {{church name}}.

If you know another pastor whose church still keeps giving and schedules in spreadsheets or on paper, would you pass this on? When their church starts with {product}, both your churches get a month free, and we move their records in for them.

Here's a note you can forward as it is, or change as you like:

---
{{their first name}}, we've been using {product} at {{church name}} for giving, volunteer schedules and our directory. It costs {churchPrice}, and they moved our records in for us. If it would help your church, here's the link: {{referral link}}. Happy to tell you how it's gone for us.
---

Thank you either way, and for the trust you've put in us.
{{your name}}, {product}`,
    marketingWisdom:
      "A referral works when passing it on feels like helping a friend, never like selling. Most programmes fail because nobody is asked, far more often than because the reward is too small: ask at the moment of relief.",
  },
  {
    id: "church-move",
    church: 3,
    essential: true,
    name: "We move your records in: giving, schedules and the directory, from spreadsheets and paper",
    kinds: KINDS,
    goals: ["revenue", "signups", "retention"],
    stages: ALL_STAGES,
    channels: ["calls", "email-marketing"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 200 },
    paid: false,
    hoursPerWeek: 4,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "For a volunteer administrator, switching means an evening of retyping the member list, this year's giving and next month's schedule, which is the real reason a church that likes {product} puts it off, so moving those records in for them turns a 'maybe after Easter' into a church that is live this month.",
    description:
      "Offer every church that signs up, and every one that stalls, to move its records in for it: the member list, this year's giving records (so the year-end statements come out right) and the volunteer schedule, from spreadsheets, the old software's export, or photos of a paper schedule. Then set it up with the administrator on a 30-minute call, on their own data. Giving records are private: take them through a secure upload, never by plain email attachment, and delete your copies once the import is checked.",
    steps: [
      "Write the import checklist: the columns you need for members, giving (giver, date, amount, fund) and schedules, the usual mess (married couples on one line, funds named three ways), and a sheet template a volunteer can fill in.",
      "Set up a secure way to receive files (a private upload link with access only for you), and write down how long you keep copies (delete them once the import is checked).",
      "Offer the move in the welcome email, on the pricing page and to every church that signed up but has not added its people after a week, with the note below.",
      "For each church, import the records, check the giving totals against theirs, then walk the administrator through it on a 30-minute call, on their own data.",
      "In the weeks when imports pile up (before Holy Week, before the January statements), pay a freelancer by the hour to do them from your checklist, under a signed confidentiality agreement; you still make the call with each church.",
      "A week later, check in: did the first Sunday's giving and schedule work? Add every question to a list, and turn the most common one into a help page each month.",
    ],
    setupSteps: 2,
    groundworkSteps: 1,
    resourcesNeeded: ["An import checklist and a sheet template", "A secure upload link", "About 2 hours per church", "A booking link for 30-minute set-up calls", "A freelancer by the hour in busy weeks, with a confidentiality agreement"],
    successMetrics: ["Churches that accept the move, and how many go live within two weeks", "Giving totals that match the church's own after import", "Progress towards: {metrics}"],
    template: `Subject: We'll move your church's records into {product} for you

Hi {{first name}},

Thank you for starting {product} for {{church name}}. The hardest part of switching is usually the evening of retyping, so we do it for you, free:

- your member list, from a spreadsheet, your old software or a printed list;
- this year's giving records, so the year-end statements come out right;
- your volunteer schedule, even if it's a photo of the paper one on the noticeboard.

Send the files through this private upload link: {{secure upload link}}. Please don't email giving records as attachments. We'll check the totals with you and delete our copies once everything matches.

Then let's take 30 minutes together to go through it on your own data. Pick a time that suits you, evenings included: {{booking link}}

{{your name}}
{product}`,
    marketingWisdom:
      "'Do things that don't scale' is most literal here: carrying each church through the move wins the hesitant ones and shows you exactly what to automate. Time to the first Sunday that runs on {product} predicts which churches stay.",
  },
  {
    id: "church-season-webinars",
    church: 4,
    name: "A free evening webinar at each season of the church year",
    kinds: KINDS,
    goals: ["revenue", "signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["webinar", "facebook-groups", "newsletter"],
    requires: [],
    uses: ["content"],
    cost: { min: 15, max: 60 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Ongoing",
    impact: "High Impact",
    why: "Treasurers and administrators look for help at the moments the church year forces a job on them (the giving statements, the rotas for Easter, the summer gaps), so a free 45-minute evening session on that job, useful whatever software they use, brings them to {product} at the moment they need it.",
    description:
      "Hold a 45-minute webinar on a Tuesday evening, timed to the church year: {churchWebinars}. Teach the job first (thirty minutes anyone can use), show {product} doing it for ten, and answer questions. Invite through the networks' newsletters, the Facebook groups whose rules allow it and your own churches, who pass it to neighbouring churches. Send the recording and a checklist to everyone who registered.",
    steps: [
      "Set up a webinar tool with registration and recording (Zoom or similar; check the current price of the plan you need) and a registration page on {website}.",
      "Write the first session ({churchFirstTopic}: {churchFirstDetail}), with thirty minutes of the job, step by step, then ten minutes of {product} doing it, then questions; a one-page checklist to take away.",
      "{churchInviteStep}",
      "{churchHoldStep}",
      "{churchNextStep}",
      "After each session, count registrations, attendees and churches that start within two weeks; keep the topics that bring churches.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A webinar tool with registration and recording", "A 45-minute session and a one-page checklist per season", "A registration page on your site"],
    successMetrics: ["Registrations and attendees per session", "Churches that start within two weeks of a session", "Progress towards: {metrics}"],
    template: `Subject: Free for church treasurers and administrators: {churchFirstTopic}

Hi {{first name}},

{churchFirstTopic}: {churchFirstDetail}. A free 45-minute session on {churchFirstDay} at {{time}}, on Zoom.

It's for treasurers, church administrators and pastors of small churches, volunteers included. You'll leave with a checklist you can use whatever software your church uses. In the last ten minutes I'll show how {product} does it, and there's time for your questions.

Register here: {{registration link}}
Can't make it? Register anyway and we'll send the recording.

Please pass this on to a treasurer or administrator at another church who'd find it useful.

{{your name}}
{product}`,
    marketingWisdom:
      "Timing beats targeting: the same invitation sent when the job is due gets far more replies than one sent at a random time. Teach first and sell last, and the attendees come back next season with a friend.",
  },
  {
    id: "church-admin-communities",
    church: 5,
    name: "Help in the Facebook groups for church administrators, and on ministry podcasts",
    kinds: KINDS,
    goals: ["awareness", "signups", "revenue"],
    stages: ALL_STAGES,
    channels: ["facebook-groups", "podcast", "community", "email-marketing"],
    requires: [],
    uses: ["community", "content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Ongoing",
    impact: "Medium Impact",
    why: "Volunteer church administrators ask each other for help in Facebook groups (how to send statements, how to fill the nursery rota) and pastors of small churches listen to ministry podcasts on the drive, so answering there as a helpful person, and appearing as a guest on the podcasts, puts {product} in front of them without a single cold message.",
    description:
      "Join the places where {churchBuyers} help each other: {churchCommunities}. Answer questions you know well, with no link unless the rules allow it and the person asks. Pitch two ministry podcasts a month to appear as a guest on a practical topic from the church year, and offer a checklist to their listeners.",
    steps: [
      "List six groups and five podcasts (search for church administrator, church secretary, church treasurer and small-church pastor), read each group's rules, and note which allow a mention of your own tool.",
      "Spend twenty minutes a day, four days a week, answering questions you can answer well: statements, schedules, giving by text, directories. Say who you are in your profile; never post a link unasked.",
      "Keep a sheet of the questions you see most often; each one becomes a help page, a checklist or a session topic.",
      "Pitch two podcasts a month with the note below, each with a topic that fits the next season of the church year.",
      "Count the churches that say they found you in a group or on a podcast (ask in the welcome email), and keep the three places that bring churches.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A personal profile that says who you are and that you make {product}", "A sheet of groups with their rules, and of podcasts", "Twenty minutes a day, four days a week"],
    successMetrics: ["Helpful answers a week, and questions collected", "Podcast appearances booked", "Churches that say they found you there", "Progress towards: {metrics}"],
    template: `Podcast guest pitch:

Subject: A practical episode for small-church pastors: {churchFirstTopic}

Hi {{host's first name}},

I enjoyed your episode on {{a recent episode}}. I make {product}, software for giving, volunteer schedules and directories for {churchSize}, so I spend my weeks with pastors and volunteer administrators who are short of time.

Would an episode on {churchFirstSubject} be useful to your listeners? I'd keep it practical and free of pitching: what to do, what goes wrong, and a one-page checklist your listeners can download, whatever software they use.

I'm free most weeks and can fit your recording schedule.

{{your name}}
{product} · {website}

---
A reply in a group (when someone asks):
"Statements trip up most churches at the same step: {{the common mistake}}. What works for the churches I help: {{two or three steps}}. Happy to share the checklist if it helps. (I make {product}, so I see this a lot.)"`,
    marketingWisdom:
      "Communities reward the people who help and ignore the ones who pitch: give ten useful answers for every mention of your product. A podcast guest spot borrows the host's trust for an hour, which no advert can buy.",
  },
  {
    id: "church-comparison",
    church: 6,
    name: "An honest comparison with {churchRival}: which suits your church",
    kinds: KINDS,
    goals: ["revenue", "signups"],
    stages: ALL_STAGES,
    channels: ["seo", "blog", "email-marketing"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Pastors who hear {churchRival}'s name first ask whether {product} is a smaller copy, so one fair page that says who each suits (and sends larger, staffed churches to {churchRival}) is what a small church's board reads before saying yes, and it is the page other pastors will link to.",
    description:
      "Write one page that compares {product} with {churchRival} honestly: {churchRival} suits {churchRivalSuits}; {product} suits {churchSize} run by a pastor and volunteers who want giving, schedules and the directory in one place at {churchPrice}. Check every fact about {churchRival} on its own current pages, date the page, and correct it when they change.",
    steps: [
      "Read {churchRival}'s own pages and pricing (check the current ones), and ask three churches that moved from it or chose it what decided them.",
      "Write the page with the outline below: who each suits, a short table of what each does, the price of each as published on the day you checked, and the date.",
      "Send the draft to two pastors who know both and ask what is unfair or missing; fix it before publishing.",
      "Link it from your pricing page, the follow-up after each session and the welcome email, and give it to regional offices that ask 'how is it different?'.",
      "Check {churchRival}'s pages every three months and update the page and its date.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["An afternoon reading {churchRival}'s current pages", "Two pastors who know both to check the draft", "A page on {website}"],
    successMetrics: ["Page visits and how many go on to sign up", "Pastors and offices who share the page", "Progress towards: {metrics}"],
    template: `{product} or {churchRival}: which suits your church?

Short answer: if your church has paid staff, several ministries each with its own leader, and wants a separate, deep tool for each job, {churchRival} was built for you. If your church has {churchPeople}, a pastor, a treasurer and volunteers, and you want giving, volunteer schedules and the directory in one place that a volunteer learns in an evening, {product} was built for you.

Who each suits
- {churchRival}: {churchRivalSuits}.
- {product}: {churchSize}, run by a pastor and volunteers; {churchPrice} for {churchJobs}; we move your records in for you.

What each costs
- {churchRival}: {{its published prices}}
- {product}: {churchPrice}

Checked against {churchRival}'s own pages on {{date checked}}. If anything here is out of date, tell us at {{contact email}} and we'll correct it.`,
    marketingWisdom:
      "April Dunford's positioning starts from the alternative buyers already know. Saying plainly who the big default suits better costs you churches you would lose anyway, and earns the trust of the ones that fit.",
  },
  {
    id: "church-testimonials",
    church: 7,
    name: "Testimonials from treasurers and church administrators, with their written permission",
    kinds: KINDS,
    goals: ["revenue", "signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["case-studies", "email-marketing"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    fromUsers: true,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "A pastor weighing {product} wants to hear from someone like their own treasurer or volunteer administrator, so a few short stories in those people's words (the statements done in an evening, the rota filled without twenty phone calls) persuade more than any feature list.",
    description:
      "Ask treasurers and administrators who had a clear before-and-after for ten minutes and three questions. Write each story in their words, send it back for approval, and get written permission to use their name, role and church's name; leave out any giving figures unless the church agrees in writing.",
    steps: [
      "Pick five churches with a clear before-and-after (statements in an evening, a schedule that fills itself) and ask the treasurer or administrator with the note below.",
      "Write each story in 100 words in their own words, with their name, role and church, and send it back for approval.",
      "Keep each written permission (an email saying yes is enough) with the date, and what they agreed to: name, role, church, photo.",
      "Put the stories on the pricing page, in the session slides and in the welcome email, grouped by job (giving, schedules, directory).",
      "Ask one more church each month, so the stories stay recent and cover each size of church you serve.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["Five churches with a clear before-and-after", "Ten minutes with each treasurer or administrator", "A folder of written permissions"],
    successMetrics: ["Stories approved and published", "Sign-ups from pages that show them", "Progress towards: {metrics}"],
    template: `Subject: Could other churches hear how it went for you?

Hi {{first name}},

Thank you for {{what went well}}. Treasurers and administrators at other churches often ask me whether {product} really saves them time, and a few words from someone in your role would help them more than anything I could write.

Would you answer three questions, by email or in a ten-minute call?
1. What was the job like before {product}?
2. What changed?
3. What would you tell a treasurer or administrator at another church?

I'll write it up in about 100 words, in your words, and send it to you first. Nothing is published without your written yes, and no giving figures unless your church agrees.

With thanks,
{{your name}}, {product}`,
    marketingWisdom:
      "Proof from someone in the buyer's own role travels furthest: a treasurer believes a treasurer. Asking at the moment of relief gets better words, and permission in writing keeps the church's trust.",
  },
  {
    id: "church-first-sunday",
    church: 8,
    name: "A first-Sunday kit so each pastor launches giving and schedules with the congregation",
    kinds: KINDS,
    goals: ["revenue", "retention"],
    stages: ALL_STAGES,
    channels: ["email-marketing", "video"],
    requires: [],
    uses: ["content", "design"],
    cost: { min: 0, max: 50 },
    paid: false,
    hoursPerWeek: 1,
    fromUsers: true,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "A church stays with {product} once its people give and sign up through it, and that happens on the Sunday the pastor announces it, so a ready kit (a 60-second announcement, a slide, a bulletin insert, a text to volunteers) turns a set-up account into a church that uses it.",
    description:
      "Give every church a first-Sunday kit the week it goes live: a 60-second announcement the pastor can read, a slide, a half-page bulletin insert with how to give online{churchTextGive}, and a message inviting volunteers to their schedule. Follow up on the Monday with the numbers from Sunday.",
    steps: [
      "Write the kit: the announcement below, a slide and a half-page insert with the church's giving link, and a short message inviting volunteers to see and swap their dates.",
      "Send it with the welcome email once the records are in, and ask the administrator which Sunday they will launch on.",
      "On the Monday after, send the pastor and administrator what happened: how many gave online, how many volunteers opened their schedule.",
      "Ask churches four weeks in what stopped people using it, and fix the first thing in the kit or the product.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A 60-second announcement script", "A slide and a half-page bulletin insert template", "A volunteer invitation message"],
    successMetrics: ["Churches that launch on a named Sunday within two weeks of going live", "Share of givers and volunteers using it after four weeks", "Progress towards: {metrics}"],
    template: `Announcement for the pastor (about 60 seconds):

"A quick word before the offering. Many of you have asked whether you can give online, and from today you can, through {product}: the details are on the screen and in your bulletin. You can still give in the plate, and nothing changes for anyone who prefers that. If you serve on a team, you'll receive a message this week with your dates; if you can't make one, you can swap it from your phone instead of calling round. Thank you to {{administrator's name}} for setting this up."

---
Bulletin insert:
Give online: {{church's giving link}}{churchTextLine}
Serving on a team? Your dates and swaps: {{church's schedule link}}
Questions? Ask {{administrator's name}} after the service.`,
    marketingWisdom:
      "Software is bought by one person and kept by everyone who uses it. The first Sunday is the moment of truth: make it easy for the pastor to introduce it well, and the church stays.",
  },
  {
    id: "church-gatherings",
    church: 9,
    name: "Church-administration conferences, as an option once the networks work",
    kinds: KINDS,
    goals: ["revenue", "awareness", "partnerships"],
    stages: ALL_STAGES,
    channels: ["trade-shows", "events", "speaking"],
    requires: [],
    uses: ["sales"],
    cost: { min: 500, max: 1500 },
    paid: true,
    hoursPerWeek: 2,
    contactsIndividuals: true,
    timeFrame: "Long-term",
    impact: "Medium Impact",
    why: "A few church-administration and church-technology gatherings bring many church administrators into one room, but a stand costs real money, so go first as a visitor or as a speaker on the season's job, and pay for a stand only when the networks and pastors' word already bring churches.",
    description:
      "Options to check: {churchConferences}. Go first as a visitor, or offer a practical session; book a stand only if the organisers' own numbers show many small churches attend and your networks already convert.",
    steps: [
      "List the gatherings (check dates, who attends and the price of a visitor's ticket and of a stand) and pick at most two for the year.",
      "Offer each organiser a practical session on {churchFirstSubject}, or ask your regional offices whether their own assemblies welcome exhibitors.",
      "Before you go, ask your churches whether they will be there, and book coffee with them and with the pastors they bring.",
      "After each, send every church you met the recording or checklist and the free move offer, and count churches that start.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A visitor's ticket or a speaking slot", "One-page checklists to hand out", "A sheet of churches met"],
    successMetrics: ["Conversations with church administrators per day", "Churches that start within a month", "Progress towards: {metrics}"],
    template: `Subject: A practical session for your attendees: {churchFirstTopic}

Dear {{organiser's first name}},

I make {product}, software for giving, volunteer schedules and directories for {churchSize}. I'd like to offer your attendees a practical 40-minute session on {churchFirstSubject}: the steps, what goes wrong, and a checklist they can use whatever software their church uses.

Would it fit your programme? I'm glad to send an outline.

{{your name}}
{product} · {website}`,
    marketingWisdom:
      "Events pay when you arrive with meetings booked and leave with a follow-up ready. A speaking slot on a real problem earns more trust than a stand, for a fraction of the price.",
  },
  {
    id: "church-paid-reach",
    church: 10,
    name: "Sponsored spots on ministry podcasts and church-admin newsletters, and search ads for church giving and scheduling",
    kinds: KINDS,
    goals: ["revenue", "awareness", "signups"],
    stages: ALL_STAGES,
    channels: ["sponsorships", "google-ads", "podcast", "newsletter"],
    requires: [],
    uses: ["content"],
    cost: { min: 1000, max: 20000 },
    paid: true,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Once pastors' word and the networks bring churches, money can reach more of the same people where they already listen: the ministry podcasts and church-admin newsletters {churchBuyers} trust, and the searches an administrator types on the evening the rota falls apart.",
    description:
      "Test paid reach only where churches already look: one sponsored spot at a time on a ministry podcast or in a newsletter for church administrators or a denomination, with the season's session or the free move as the offer, and a small search campaign on what administrators type. Judge each by churches that start paying per dollar after 30 days, not by clicks, and stop what does not pay back.",
    steps: [
      "Ask your churches which podcasts and newsletters they follow, ask each for its rate card and audience (how many are pastors or church staff), and book one spot at a time.",
      "Write each spot around one season's job and the free move of their records, with a tagged link to {website}.",
      "Set up a search campaign with a daily cap on searches such as \"church giving software\", \"church volunteer scheduling\" and \"church directory app\", each pointing to its page; check your ad platform's trademark rules before you put another product's name in an ad.",
      "After 30 days, divide what each spot and campaign cost by the churches that started paying through its link, and put the money where a church costs least.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Rate cards from two or three podcasts or newsletters", "A search ads account with a daily cap", "Tagged links per spot and campaign"],
    successMetrics: ["Paying churches per dollar for each spot and campaign after 30 days", "Churches that start the free move from each spot"],
    template: `Sponsored spot (podcast, read by the host)
This episode is supported by {product}: giving, volunteer schedules and the member directory for {churchSize}, at {churchPrice}. If your rota lives in a spreadsheet and your statements take a week, {product} moves your records in for you, free. Find it at {website}.

---
Search ad
Headline: Church giving and rotas in one place
Description: For {churchSize}. {churchPrice}, and we move your records in for you, free.`,
    marketingWisdom:
      "Paid reach multiplies what word of mouth and the free move already do; it cannot replace them. Buy one spot at a time, count churches that pay, and let the numbers, not the size of the audience, decide the next one.",
  },
];

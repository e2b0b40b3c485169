import type { LibraryTactic } from "../types";
import type { ArchetypeTraits } from "../profile";
import type { Examples } from "../education";
import type { Experience } from "~/plan-quality/experience";
import { ALL_STAGES } from "./stages";

/*
 * A local experience people book as a group or an outing, often as a present (Reading.experience): escape
 * rooms and axe throwing ("rooms"), a pottery studio, a cookery school, a paint-and-sip or candle-making
 * workshop ("studio"). Its buyers are groups of friends, couples, office teams and the people who buy it
 * for someone else. Its plan fills the weekdays with team bookings and direct off-peak prices, sells gift
 * vouchers as a channel of its own, takes private groups, asks for reviews, and, for a studio, turns the
 * taster into a course and the course into a membership. An experience's plan is made of these tactics
 * only: a bakery's pre-orders, office breakfasts, staff perk cards and door drops mean nothing here.
 */

export const EXPERIENCE_TACTICS: LibraryTactic[] = [
  {
    id: "xp-taster-to-course",
    experience: { studio: 1 },
    essential: true,
    name: "Every {xpTaster} ends with the next step: the {xpCourse} dates in hand and the taster's price off if they book within two weeks, a follow-up email the next day, and the ask again when the pots are collected",
    kinds: ["local"],
    goals: ["revenue", "retention"],
    stages: ALL_STAGES,
    channels: ["email-marketing", "events"],
    requires: [],
    uses: ["design"],
    cost: { min: 10, max: 40 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Your tasters sell out and your courses do not: the people who would fill the {xpCourse} are already at your wheels every weekend, and most leave without knowing when the next course starts or what it would give them, though three moments (the last ten minutes of the taster, the next morning, and the day they collect their fired pots) are when they want more most.",
    description:
      "Make the end of every {xpTaster} the start of the course: in the last ten minutes, show the next two course start dates on one card, say what the course adds (centring, pulling up, trimming, glazing their own), and offer {xpCredit} the {xpCourse} ({xpCoursePrice}) if they book within two weeks. The next morning, send the follow-up email below. When they come back to collect their pots after firing, ask again in person, with the card: that is the moment they are proudest.",
    steps: [
      "This week, fix the next two start dates of the {xpCourse} and print a small card: the dates, the evening or weekend, what they will make, the price, and '{xpCredit} if you book within two weeks of your taster'.",
      "At the end of every taster, the teacher takes two minutes at the wheels with the card in hand ('if today felt good, this is what the course does') and gives the next date out loud; no hard sell.",
      "The next morning, send the follow-up email below to everyone who came (taster guests gave their email when they booked; the message is about what they booked, and every email has an unsubscribe line).",
      "When pots are collected after firing, hand the card over again and ask: 'Shall I hold you a place on the {{course start date}} course?'; note yes, no and 'later' against each taster guest in a sheet.",
      "Every Monday, count taster guests, course bookings from them and the share that booked, and keep going with what the booked ones said brought them.",
    ],
    setupSteps: 1,
    groundworkSteps: 1,
    resourcesNeeded: ["The next two course start dates on a printed card", "A follow-up email ready to send the morning after", "A sheet of taster guests: booked, not yet, later"],
    successMetrics: ["Every taster guest handed the course dates, in the first week and every week after", "Share of taster guests who book a course, every week", "Course places booked against {xpCoursePlaces}", "Progress towards: {metrics}"],
    template: `Subject: Your pots from yesterday, and what comes next

Hi {{first name}},

Thank you for coming to the {xpTaster} at {product} yesterday. Your pots are drying now; we'll trim, glaze and fire them, and they'll be ready for you from {{ready date}}.

If yesterday felt good, the {xpCourse} is where it starts to click: week after week at the same wheel, centring and pulling up on your own, trimming, and glazing your own pieces. The next courses start on {{first course date}} ({{evening or weekend}}) and {{second course date}}, {xpCoursePrice} with everything included.

Because you've done the taster, {xpCredit} the course if you book by {{two weeks from the taster}}: {{course booking link}}.

See you at the collection shelf,
{{your name}}, {product}

You're getting this because you booked a taster with us. Unsubscribe: {{unsubscribe link}}`,
    marketingWisdom:
      "The next step sells best at the moment of pride: the end of a good taster, and the day they hold their own fired bowl. A date, a price and a reason to book now (a credit that is theirs, not a discount to strangers) turn 'I should do that some time' into a booking.",
  },
  {
    id: "xp-graduates-members",
    experience: { studio: 2 },
    essential: true,
    name: "Members from course graduates: the {xpMember} offered in the last week of every course, with a first month that carries on their glazing",
    kinds: ["local"],
    goals: ["retention", "revenue"],
    stages: ALL_STAGES,
    channels: ["community", "email-marketing"],
    requires: [],
    uses: ["social"],
    cost: { min: 0, max: 20 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "People finishing a {xpCourse} want to keep throwing but have no wheel at home; they are the members you want ({xpMemberPrice}), and the last week of their course, with their work around them, is when they decide whether to carry on or stop.",
    description:
      "In week five of every course, tell the group what the {xpMember} is (open hours, a wheel, firing included up to a limit, the members' shelf) and invite them to a members' evening in week six. Offer the first month to start the week after the course ends, so nobody has a gap; ask the ones who say 'not now' when they would come back, and write to them then.",
    steps: [
      "Write down what the {xpMember} includes in one paragraph: open-studio hours, how much firing is included, the members' shelf, and how to pause or cancel.",
      "In week five of each course, say a few words about the membership and hand out the invitation below to the week-six members' evening (an hour at the wheels with current members, tea and a look at the glaze shelf).",
      "At the members' evening, sign people up for a first month starting the week after the course ends; note the 'later's and the month they named.",
      "Each month, write to the 'later's from past courses with the open-studio times and one photo of members' work.",
      "Count members joined from each course, and members who stay after two months, in the same sheet as course places.",
    ],
    setupSteps: 1,
    groundworkSteps: 1,
    resourcesNeeded: ["One paragraph on what the membership includes", "A members' evening in week six of each course", "A sheet: graduates, joined, later (and when)"],
    successMetrics: ["Graduates who join as members, course by course", "Members against {xpMembersGoal} by {xpBy}", "Progress towards: {metrics}"],
    template: `Invitation (handed out in week five, and emailed the same day):
You're invited: members' evening at {product}, {{date of week six}}, {{time}}

You've nearly finished the {xpCourse}. If you want to keep throwing, come and meet the members: an hour at the wheels, tea, and a look at what they're making.

The {xpMember} is {xpMemberPrice}: {{open hours}}, a wheel when you want one, firing included up to {{firing allowance}}, a shelf for your work, and pause or cancel any month. Your first month can start the week after the course ends, so your glazing carries on without a gap.

Reply or tell {{teacher's name}} if you'd like a place at the evening.
{{your name}}, {product}`,
    marketingWisdom:
      "A membership is sold to people who already have the habit, not to strangers: the last week of a course is when the habit is strongest and the end is closest. No gap between the course and the first month is worth more than any discount.",
  },
  {
    id: "xp-team-package",
    experience: { rooms: 1, studio: 8 },
    essential: true,
    name: "A weekday team package for office managers and HR teams in {place}: {xpTeamShort}, on a one-page offer",
    kinds: ["local"],
    goals: ["revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["email-marketing", "partnerships"],
    requires: [],
    uses: ["content"],
    cost: { min: 20, max: 80 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Office teams in {place} look for a team activity everyone can join that isn't the pub, and they book on weekdays, when you are empty; the person who books is an office manager, an HR or people team, or a team lead with a budget, and one page with a price a head, the times and what happens is what they can forward for approval.",
    description:
      "Sell one thing to companies: {xpTeamPackage}, Monday to Thursday, daytime or straight after work. Put it on one page (what happens, how long, how many, the price a head, how to book and pay by invoice), and write to office managers and HR teams of offices within walking distance, ten a week, with the email below. Follow up once after a week, and ask every team that comes for the name of the next team that might.",
    steps: [
      "Write the one-page offer: what the team does, timings (a daytime slot and an after-work slot), team sizes, the price a head, what is included, payment by invoice, and your cancellation terms.",
      "List offices within a walk: look at the business parks and office buildings near you, companies' 'about' and careers pages, and local business networks and the chamber of commerce; note the office manager or people team for each.",
      "Send ten emails a week with the template below, each with a line about that company; follow up once after a week; call the ones who open the page twice.",
      "When a team comes, take the team photo (with permission), send it the same day with a thank-you, and ask who else in the building organises team days.",
      "Every Monday, count offers sent, replies, team bookings and the weekday slots they filled.",
    ],
    setupSteps: 2,
    groundworkSteps: 1,
    resourcesNeeded: ["A one-page offer as a PDF and a page on your site", "A list of offices within a walk, with the person who books", "Invoices for company payments"],
    successMetrics: ["Offers sent, replies and team bookings, every week", "Team bookings against {xpTeamGoal} by {xpBy}", "Weekday slots filled by teams", "Progress towards: {metrics}"],
    template: `Subject: A weekday team activity for {{company name}}, five minutes from your office

Hi {{first name}},

I run {product}, {xpWord} in {place}, close to {{their office}}. Teams come to us on weekdays for something everyone can join that isn't the pub: working together against the clock, then a laugh about who led and who spotted what.

Our team package: {xpTeamPackage}. Daytime or straight after work, Monday to Thursday; we invoice the company.

The one-page offer is attached. If a team day or a welcome for new starters is coming up, reply with a date and a rough headcount and I'll hold the slot for a week.

{{your name}}
{product}, {{phone}}`,
    marketingWisdom:
      "Selling to companies is selling to one busy person who needs to look good in front of their team: a single page with a price a head, a date held and an invoice makes you the easy choice. Ten personal emails a week, followed up once, beat any mailshot.",
  },
  {
    id: "xp-weekday-direct",
    experience: { rooms: 2 },
    essential: true,
    name: "Weekday prices sold on your own booking page, not a deal site: a student price and an off-peak group price Monday to Thursday",
    kinds: ["local"],
    goals: ["revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["community", "partnerships"],
    requires: [],
    uses: ["social"],
    cost: { min: 20, max: 80 },
    paid: false,
    hoursPerWeek: 1.5,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Students, shift workers and people on days off are free when the rooms are empty, and a weekday price they book on your own page brings people who can come again, which a deal site's voucher did not; the people who book for a group (a society's social secretary, the friend who organises) are the ones to reach.",
    description:
      "Set a weekday price on your own booking page for Monday to Thursday daytimes (a student price with a student card, and an off-peak group price), modest enough to keep the margin and shown only on those slots. Tell the people who book for groups: student societies' social secretaries, through the students' unions, and the groups who could not get a weekend slot. No deal site, no voucher code on a discount site.",
    steps: [
      "Pick the slots: Monday to Thursday daytimes and early evenings; set a student price (with a student card at the door) and an off-peak group price on those slots only, in your booking system.",
      "Put the weekday prices on your booking page, your Google profile and a post, and say it at the end of every weekend game ('bring the others on a Tuesday').",
      "The same day, write to every group that asked for a weekend slot you could not give in the last two months: the nearest weekday slot, at the weekday price.",
      "Write to the students' unions about reaching societies (ask what they allow: a listing in their offers page, a stall at a refreshers' fair, a note to societies' social secretaries) and send the message below to society socials you can find on their pages.",
      "Every Monday, count bookings by day of the week and where they came from (students, off-peak, teams) against the weeks before.",
    ],
    setupSteps: 1,
    groundworkSteps: 1,
    resourcesNeeded: ["Weekday prices set on the booking page for weekday slots only", "A short message for society social secretaries", "Bookings by day of the week, in a weekly sheet"],
    successMetrics: ["Weekday bookings a week against {xpWeekdayGoal}", "Bookings at the weekday prices, and how many of them come back", "Progress towards: {metrics}"],
    template: `Message to a society's social secretary:
Hi {{first name}},

I run {product}, {xpWord} in {place}. If {{society}} is planning a social this term, we have a student price on weekday slots (Monday to Thursday, {{times}}): {{student price}} a person with a student card, {xpGroup}, {xpMinutes} against the clock.

Bigger societies can take all {xpRoomsCount} rooms at once and compare times afterwards. Book at {{booking link}} or reply with a date and a headcount and I'll hold the slots.

{{your name}}, {product}`,
    marketingWisdom:
      "A discount that lives on a deal site teaches people to wait for the next deal; a weekday price on your own page teaches them that Tuesday is a good night to come. Reach the one person who books for the group, and the group follows.",
  },
  {
    id: "xp-gift-vouchers",
    experience: { rooms: 3, studio: 3 },
    essential: true,
    name: "Gift vouchers as a channel of their own: {xpVoucher}, sold for {xpGiftDays}, with an expiry and redemption counted",
    kinds: ["local"],
    goals: ["revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["google-business", "email-marketing"],
    requires: [],
    uses: ["design", "social"],
    cost: { min: 10, max: 50 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "{xpGiftUpper} is a classic present for a birthday, Christmas, Valentine's Day or Mother's Day, and each voucher is paid now and brings new people later, often on the quiet days; vouchers bought for {xpGiftDays} are sold in the weeks before, so they need to be on sale and shown well ahead.",
    description:
      "Sell gift vouchers on your own site as a product of their own: {xpVoucher} and amounts, a printable voucher and a gift card to pick up, each with a code, an expiry date printed on it and the booking terms. Show them before each gifting day ({xpGiftDays}), to everyone who has been, and count vouchers sold, redeemed and not yet redeemed every month, so you know what is coming and can remind people before expiry.",
    steps: [
      "Set up vouchers in your booking system or shop page: named products ({xpVoucher}, a money amount), a code on each, a printable PDF and a card you can post or hand over; print the expiry on every voucher (twelve months is common: check the rules where you are on voucher expiry and on what happens to unused balances).",
      "Put 'Give it as a present' on your home page and booking page, and on the Google profile as a product.",
      "Three weeks before each gifting day ({xpGiftDays}), email everyone who has been and post the wording below; remind people a week before with the last date for posting a card.",
      "Keep a voucher sheet: code, date sold, value, redeemed (date) or not; redeemers are new customers, so ask how they heard and offer the next step when they come.",
      "A month before vouchers expire, email the buyer or holder a reminder with free slots; count what share is redeemed.",
    ],
    setupSteps: 3,
    groundworkSteps: 1,
    resourcesNeeded: ["Vouchers set up as products with codes and an expiry", "A printable voucher and a card design", "A voucher sheet: sold, redeemed, expiring"],
    successMetrics: ["Vouchers sold before each gifting day", "Vouchers redeemed, and redeemers who book again", "Progress towards: {metrics}"],
    template: `Post and email before {xpGiftDays}:
Stuck for a present? Give {xpVoucher} at {product}.

{{one line on what they'll do}}. Vouchers are {{voucher prices}}, printable straight away or as a card in the post (order by {{last posting date}}), and valid for {{twelve months}} from purchase.

Buy a voucher: {{voucher link}}

---
Expiry reminder (a month before):
Hi {{first name}}, a gift voucher for {product} ({{code}}) is valid until {{expiry date}}. Here are the free slots in the next few weeks: {{booking link}}. We'd love to see you.`,
    marketingWisdom:
      "Vouchers are two customers at once: the buyer who chose you as a present, and the person who comes because someone who loves them sent them. Count both ends, sold and redeemed, and remind before expiry: an unused voucher is goodwill lost, not a windfall.",
  },
  {
    id: "xp-date-night",
    experience: { studio: 4 },
    name: "Date-night sessions for couples: a {xpTaster} for two on a weekday evening, with a glass of something and the pots posted or collected",
    kinds: ["local"],
    goals: ["revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["events", "community"],
    requires: [],
    uses: ["social", "design"],
    cost: { min: 20, max: 60 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "Couples on a date are among your first customers, and a date night is a different evening from a weekend taster: a weeknight slot for pairs at a wheel each, sold for Valentine's Day and anniversaries, fills the quiet evenings and is easy to give as a present.",
    description:
      "Run a couples' evening once a week on a quiet night: pairs at neighbouring wheels, a teacher for every two couples, music and a glass of something (check your licence, or make it tea and cake), and the pots glazed and ready to collect. Price it per couple, show it for Valentine's Day first, and keep it as the standing weekday evening afterwards.",
    steps: [
      "Pick a quiet weekday evening and set a couples' price in the booking system (a pair at neighbouring wheels); check whether serving drinks needs a licence where you are, or offer tea and cake.",
      "Photograph one pair at the wheels (with their permission) for the booking page and a post.",
      "Announce it for Valentine's Day with the wording below, and sell it as a gift voucher too.",
      "After each evening, hand the couples the course card, and write to them when their pots are ready to collect.",
    ],
    setupSteps: 1,
    groundworkSteps: 1,
    resourcesNeeded: ["A weekly couples' evening in the booking system", "A photo of a pair at the wheels", "Drinks sorted (a licence checked, or tea and cake)"],
    successMetrics: ["Couples' evenings booked each week", "Couples who book a course or come back", "Progress towards: {metrics}"],
    template: `Post and booking page:
Date night at {product}: two wheels side by side, clay on your hands, and something you made together to take home.

{{weekday}} evenings, {{time}}, {{couples' price}} for two, everything included; we glaze and fire your pots and they're ready to collect two weeks later. Perfect for Valentine's Day and anniversaries, and as a present.

Book for two: {{booking link}}`,
    marketingWisdom:
      "An evening for two is a different product from a class: people buy the evening, not the skill. Give it its own night, its own photo and its own price, and it becomes the present people remember.",
  },
  {
    id: "xp-room-launch",
    experience: { rooms: 4 },
    experienceNewRoom: true,
    name: "Launch {xpNewRoom} in {xpNewMonth} as an event: a preview night for enthusiasts and reviewers, first play for teams and past players",
    kinds: ["local"],
    goals: ["awareness", "revenue"],
    stages: ALL_STAGES,
    channels: ["events", "press", "community", "facebook-groups"],
    requires: [],
    uses: ["social", "content"],
    cost: { min: 50, max: 250 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "A new room is the one piece of news that brings back everyone who has played your other rooms, and escape-room enthusiasts travel to play new rooms and write about them; a preview night and a first-play list turn the opening into bookings before the doors open.",
    description:
      "Treat {xpNewRoom} as a launch, not a post: open a 'first to play' list now, run one or two preview nights before opening for enthusiasts, escape-room reviewers and bloggers and a few past players (free play, honest feedback asked), and open bookings to the list a week before everyone else, with weekday slots offered to teams first.",
    steps: [
      "Now: put a 'be first to play' sign-up on your site and at the end of every game, and email past players who said yes to news.",
      "Six weeks before: look for escape-room enthusiasts' communities (UK escape-room Facebook groups, the escape-room forums, enthusiasts' review blogs and listing sites; check which cover {place} and what each allows), and invite a handful of enthusiasts and reviewers to a preview night.",
      "Four weeks before: run the preview night(s), ask for honest feedback and fix what they find; ask the reviewers whether they will write about it when it opens.",
      "Two weeks before: open bookings to the list first, then everyone; offer the first weekday slots to teams who have played before; send the local press a note with a photo of the room's entrance.",
      "Opening week: post the first teams' photos (with permission) and count bookings for the new room by day of the week.",
    ],
    setupSteps: 2,
    groundworkSteps: 1,
    resourcesNeeded: ["A 'first to play' sign-up", "One or two preview nights with free play", "A photo of the new room's entrance and a one-paragraph note for the press"],
    successMetrics: ["Sign-ups to the first-to-play list", "Bookings for the new room in its first four weeks, weekdays and weekends", "Reviews and write-ups from the preview night", "Progress towards: {metrics}"],
    template: `Invitation to a preview night (enthusiasts, reviewers, past players):
Hi {{first name}},

{xpNewRoomUpper} opens at {product} in {xpNewMonth}, and before it does, we'd like a few experienced players to try it. Would you and your team come to a preview night on {{preview date}}, {{time}}? The game is on us; all we ask is your honest feedback afterwards, and, if you enjoy it, a review when it opens.

{{the room's story without spoilers}}. It's for {xpGroup}, {xpMinutes} against the clock.

Reply with your team size and I'll hold a slot.
{{your name}}, {product}

---
To the first-to-play list:
{xpNewRoomUpper} at {product}: bookings open for you on {{list booking date}}, a week before everyone else. {{booking link}}`,
    marketingWisdom:
      "A launch is a date people can plan around: a list before, a preview that gives the keenest players a story to tell, and the first bookings for the people who asked. Reviewers' honest words before opening do more than any ad after.",
  },
  {
    id: "xp-private-groups",
    experience: { rooms: 5, studio: 5 },
    name: "Birthdays, hen and stag dos and private groups: one page with group prices, dates held, and the organiser looked after",
    kinds: ["local"],
    goals: ["revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["partnerships", "events"],
    requires: [],
    uses: ["content", "social"],
    cost: { min: 0, max: 40 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Birthdays, hen and stag dos and private groups are booked weeks ahead by one organiser who has to please everyone, and they bring new people every time; a clear page with group prices and a date held on request makes {product} the easy answer, and the organiser is the one to look after.",
    description:
      "Write one page for groups: what a private booking includes, group sizes, prices a head, the weekday times for bigger groups, what to bring, a deposit and the cancellation terms, and what you can add (a cake or a toast, a photo, a certificate). Answer group enquiries the same day with a date held for a week, and thank the organiser by name afterwards.",
    steps: [
      "Write the groups page and a short reply for enquiries (below); add 'Birthdays and private groups' to the Google profile as a service.",
      "Ask local hen and stag organisers, party planners and the bars nearby whether they would like to list you (check what they charge); send them the page.",
      "Answer every group enquiry the same day with a date held for a week and a deposit link.",
      "After each group, send the organiser the photo and a thank-you, and ask for a review.",
    ],
    setupSteps: 1,
    groundworkSteps: 1,
    resourcesNeeded: ["A groups page with prices, sizes and terms", "A reply ready for group enquiries", "A deposit link"],
    successMetrics: ["Group enquiries and bookings a week", "Groups booked on weekdays", "Progress towards: {metrics}"],
    template: `Reply to a group enquiry:
Hi {{first name}},

Thank you for thinking of {product} for {{the occasion}}! For {{group size}} people on {{date}}, we can offer {{the slots that fit}} at {{price a head}} a person. I've held it for you until {{date a week from now}}; a deposit of {{deposit}} secures it: {{deposit link}}.

Weekday slots are easier for bigger groups and can all start together. Anything special (a birthday surprise, a toast, a photo) just tell me and we'll sort it.

{{your name}}, {product}`,
    marketingWisdom:
      "Group bookings are made by one person who carries the risk of a bad evening: hold their date, answer the same day, and make them look good. Every group is also ten people who did not know you yesterday.",
  },
  {
    id: "xp-reviews",
    experience: { rooms: 6, studio: 6 },
    name: "Google and TripAdvisor reviews asked for at the best moment, and every review answered",
    kinds: ["local"],
    goals: ["awareness", "revenue"],
    stages: ALL_STAGES,
    channels: ["reviews", "google-business"],
    requires: [],
    uses: ["social"],
    cost: { min: 0, max: 10 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "People choosing something to do or something to give in {place} read the reviews on Google and TripAdvisor first; a review asked for at the best moment ({xpProudMoment}) and a reply under every one are what tip them to book.",
    description:
      "Ask every group for a review at the moment they are happiest, with a QR code to your Google review page, and send the photo the same day with the link. Answer every review on Google and TripAdvisor within a week, by name. Never offer anything for a review, and do not ask only the happy ones: both platforms forbid incentives and selective asking can break their rules.",
    steps: [
      "Get your Google review link from the Business Profile and make a small QR card; check your TripAdvisor listing is claimed and correct.",
      "Add the ask to the moment: {xpProudMoment}, say one sentence and show the card.",
      "Send the photo or a thank-you the same day with the review link (below).",
      "Set a weekly fifteen minutes to answer every new review by name, the unhappy ones first.",
    ],
    setupSteps: 1,
    groundworkSteps: 1,
    resourcesNeeded: ["A QR card to your Google review page", "A claimed TripAdvisor listing", "Fifteen minutes a week for answers"],
    successMetrics: ["New reviews a week on Google and TripAdvisor", "Every review answered within a week", "Progress towards: {metrics}"],
    template: `Same-day thank-you (add the photo, if you took one):
Hi {{first name}}, thank you for coming to {product} today! If you enjoyed it, a short Google review helps other people in {place} find us: {{google review link}}. See you next time,
{{your name}}`,
    marketingWisdom:
      "The best time to ask is the moment of pride, and the best proof is a real review with your reply under it. Ask everyone, answer everyone, and never pay for praise.",
  },
  {
    id: "xp-makers-market",
    experience: { studio: 7 },
    name: "Students' work at local makers' markets and a small end-of-term exhibition, with the next course dates beside it",
    kinds: ["local"],
    goals: ["awareness", "revenue"],
    stages: ALL_STAGES,
    channels: ["events", "markets", "community"],
    requires: [],
    uses: ["design", "social"],
    cost: { min: 30, max: 120 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "People at a makers' market are the people who want to make things themselves, and your students' pots with their names beside them show what a {xpCourse} does better than any ad; an end-of-term exhibition brings each student's friends and family through your door.",
    description:
      "Book a stall at one local makers' or craft market this term, show students' pieces (with their permission and names) next to your own, and hand out the course dates and gift vouchers. At the end of each course, hold a one-evening exhibition of the group's work in the studio, invite each student to bring two people, and have the next course dates and the membership on the table.",
    steps: [
      "Find one makers' or craft market in {place} this term and book a stall (check dates and fees with the organiser).",
      "Ask students which pieces they would lend; label each with the maker's first name and 'made on the {xpCourse}'.",
      "At the stall, hand out the course card and sell vouchers; collect emails from people who want the next dates.",
      "At the end of each course, hold the exhibition evening with the invitation below; count course bookings and members from the evening.",
    ],
    setupSteps: 1,
    groundworkSteps: 1,
    resourcesNeeded: ["A stall at one makers' market", "Students' pieces lent and labelled", "Course cards and vouchers to hand out"],
    successMetrics: ["Emails and course bookings from the stall", "Guests at the exhibition evening and bookings from it", "Progress towards: {metrics}"],
    template: `Exhibition invitation (each student sends it to two people):
You're invited: the end-of-term show at {product}, {{date}}, {{time}}.

Come and see what {{student's first name}} and the rest of the {xpCourse} have made, meet the teachers and have a go at the wheel. Free, with tea; the next course dates will be on the table.

{product}, {{address}}`,
    marketingWisdom:
      "The work sells the course: a bowl with a beginner's name beside it tells a stranger 'I could do that'. Show it where makers gather, and let every student bring the people who will want to try next.",
  },
  {
    id: "xp-bigger-budget",
    experience: { rooms: 9, studio: 9 },
    name: "A part-time bookings coordinator and a PR freelancer for the quarter, each judged by the bookings they bring",
    kinds: ["local"],
    goals: ["revenue", "awareness", "retention"],
    stages: ALL_STAGES,
    channels: ["partnerships", "press", "events"],
    requires: [],
    uses: ["content"],
    cost: { min: 2000, max: 20000 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "A budget this size buys the hours running {product} leaves you short of: someone whose job is the follow-ups that fill your slots (organisers written to, group and team enquiries answered the same day, vouchers and first-timers looked after), and a PR freelancer who gets {place}'s papers and what's-on pages to write about you, each judged by the bookings it brings.",
    description:
      "Hire a part-time coordinator (two or three days a week, employed or freelance) to run the bookings work this plan asks for: writing to organisers, answering group and team enquiries the same day, the voucher sheet, and the follow-up after every visit. Brief a PR freelancer for the quarter with one story a month. Every Monday, put what each costs next to the bookings they brought, and keep paying only for what fills slots.",
    steps: [
      "Write a one-page role: the tasks from this plan the coordinator takes over, the hours, the pay, and the numbers they report every Monday; check the minimum wage and whether the role is employment or freelance where you are.",
      "Hire through local job sites, colleges and the people who already love the place (regulars, past customers); start with a two-week trial on the follow-ups and enquiries.",
      "Brief a PR freelancer who has worked with local leisure or hospitality businesses (ask what they placed and for whom) with the brief below and one piece of news a month.",
      "Every Monday, put the coordinator's and the freelancer's cost next to bookings by where they came from; after a month, keep what fills slots and change what does not.",
    ],
    setupSteps: 2,
    groundworkSteps: 1,
    resourcesNeeded: ["A one-page role and a two-week trial", "A PR freelancer for the quarter", "Bookings by where they came from, against each cost"],
    successMetrics: ["Bookings from the coordinator's follow-ups and enquiries, each week", "Pieces in the local papers and what's-on pages, and bookings in the week after each", "Progress towards: {metrics}"],
    template: `Brief for the PR freelancer:
About us: {product}, {xpWord} in {place}. {{two lines on what makes a visit special}}.

What we want this quarter: {metrics}.

One piece of news a month: {{this quarter's news month by month}}. We can offer a free session for a writer and a photographer, time with the founders, and photos of real customers (with their permission).

Please tell us where you have placed stories for places like ours, and we will count bookings by where they came from every week, so we can both see what worked.`,
    marketingWisdom:
      "Money is best spent on the hours you do not have: most bookings are lost to an enquiry answered late or a follow-up never sent, not to a lack of ads. Pay for the work that turns interest into a booking, and judge it by bookings.",
  },
];

/** The profile's traits for a group experience or a studio with tasters and courses. */
export function experienceTraits(x: Experience): Partial<ArchetypeTraits> {
  if (x.form === "studio") {
    return {
      typical:
        "People book a first taster as a treat, a date or a present, often given by someone else, and choose by photos of real work, reviews and a friend's word; the ones who love it want a course and then somewhere to keep making, but only if the next step is shown to them at the right moment.",
      decides: "a couple or a group of friends decides together for a taster, often weeks ahead as a present; each person decides alone, after a taster, whether to book a course or join",
      haunts: "Instagram and Google Maps, friends' presents and recommendations, local makers' markets, and the studio itself after a taster",
      behaviors: [
        "Tries a taster first, often because someone gave it as a present or booked it for a date or a birthday",
        "Decides about a course within days of a good taster, and forgets if nobody gives them a date",
        "Wants to keep making after a course but has no wheel or kiln at home",
      ],
      needs: ["A clear next step after the taster: dates, a price and what they will learn", "A creative evening away from screens, with people", "Somewhere to keep making after a course"],
      pains: ["Tasters that end with nothing to book next", "Course dates that clash with work", "No wheel or kiln at home"],
      goals: ["A hobby they are proud of, with their own pots to show", "An evening that is theirs, away from screens", "A present people remember"],
      objections: [
        { topic: /\b(price|cost|£|\$|€|expensive)\b/i, text: "“Is a course worth it when I've only done one taster?”" },
        { topic: /\b(course|weeks?|term)\b/i, text: "“Can I make six weeks in a row with my job?”" },
        { topic: /./, text: "“What if I'm not good at it?”" },
      ],
      buying:
        "Books a taster or is given one as a present, loves it, is shown the next course dates and a credit at the end, gets a follow-up the next morning, books the course when collecting the fired pots, and joins as a member after the course.",
    };
  }
  return {
    typical:
      "People book as a group for an occasion (a birthday, a team day, a night out with friends, a hen or stag do, a date) and choose by reviews, photos and who is going; weekends are booked weeks ahead, weekdays are booked by people with a reason (students, office teams, days off), and many games are given as presents.",
    decides: "one organiser decides for the group (a friend, an office manager, a society's social secretary), days or weeks ahead, often comparing two or three options and the reviews",
    haunts: "Google Maps and TripAdvisor reviews, friends' recommendations, the office or society group chat, and Instagram",
    behaviors: [
      "Books as a group of friends, a team or a couple, for an occasion rather than on a whim",
      "Reads reviews on Google and TripAdvisor before booking somewhere new",
      "Comes back for a room they have not played yet, and brings different people",
    ],
    needs: ["Something to do together that isn't the pub", "A slot that fits the whole group, on a day they can all make", "A clear price a head the organiser can collect"],
    pains: ["Weekend slots booked out weeks ahead", "Organising a group and collecting money", "Team activities some colleagues will not enjoy"],
    goals: ["A shared story to talk about afterwards", "An occasion that goes well for the organiser", "A team that gets on better"],
    objections: [
      { topic: /\b(price|cost|£|\$|€)\b/i, text: "“Is it worth it for an hour?”" },
      { topic: /./, text: "“Will it be too scary or too hard for some of us?”" },
      { topic: /./, text: "“Can we all get the same slot on a weekday?”" },
    ],
    buying:
      "The organiser hears of it from a friend or finds it on Google Maps, reads the reviews, checks a slot for the group's size and books online with a price a head; companies ask for a date and an invoice; presents come as vouchers redeemed weeks later.",
  };
}

/** The Marketing Model's examples for an experience. */
export function experienceExamples(x: Experience): Partial<Examples> {
  if (x.form === "studio") {
    return {
      identity: "people in {place} who would rather make something with their hands than scroll, beginners included",
      desire: "“Clay on your hands, the wheel turning at {product}, and a bowl you made yourself on your table two weeks later.”",
      urgency: "“The next {xpCourse} at {product} starts on {{start date}}: {{places left}} places left, and {xpCredit} if you book within two weeks of your taster.”",
      transform: "“I came to {product} for a taster my sister gave me for my birthday. Six weeks later I'd made my own mugs, and now I'm in the studio every Thursday.”",
      position: "“For people in {place} who want to make something with their hands, {product} is the {xpWord} where a taster leads somewhere: a course at your own wheel and a studio to keep making in.”",
      proof: "“{{number}} people did a {xpTaster} at {product} this term, and {{share}} came back for a course: ‘{{a student's words}}’ — {{a student's first name}}.”",
      journey: "“Book a {xpTaster} at {product}, take home the course dates, collect your fired pots and book your place, then join the studio when the course ends.”",
    };
  }
  return {
    identity: "groups in {place} who want a night out with a story, not another round at the pub",
    desire: "“Sixty minutes, one locked door at {product}, and the moment your team cracks the last clue together.”",
    urgency: "“{xpNewRoomUpper} opens at {product} in {xpNewMonth}: first-to-play bookings open a week early.”",
    transform: "“Our team barely spoke outside meetings. After one Tuesday afternoon at {product} we're still arguing about who found the key.”",
    position: "“For friends, couples and teams in {place}, {product} is the outing everyone can join; unlike the pub, you leave with a story.”",
    proof: "“{{number}} teams played {product} this month: ‘{{a player's words}}’ — {{a player's first name}}.”",
    journey: "“Pick a room at {product}, book a slot for your group with a price a head, get the team photo, and come back for the room you haven't played.”",
  };
}

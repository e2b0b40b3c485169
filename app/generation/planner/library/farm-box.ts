import type { LibraryTactic } from "../types";
import { ALL_STAGES } from "./stages";

/*
 * Food subscriptions delivered from a farm or producer: an organic veg box, a CSA share, a milk round, a
 * meat box, a farm egg round (Reading.farmBox). Households get it at home: there is no till, no window and
 * no walk-in regular. The season decides who stays: veg boxes fill in spring and empty in July and August,
 * when gardens, allotments and the supermarkets are full of cheap veg, and the households who left are
 * easiest to win back when gardens finish in September. A farm box's plan is made of these tactics: a
 * pause or a smaller box before any cancel, the box as something to look forward to, the farm open to
 * the people who eat from it, new households on the rounds already driven, and the September letter.
 */

export const FARM_BOX_TACTICS: LibraryTactic[] = [
  {
    id: "farm-box-pause-first",
    farmBox: 1,
    essential: true,
    name: "A pause, a smaller {boxUnit} or fortnightly before any cancel, and one question why",
    kinds: ["local"],
    goals: ["retention", "revenue", "signups"],
    stages: ALL_STAGES,
    channels: ["email-marketing", "loyalty"],
    requires: [],
    uses: [],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Most households who cancel a {boxWord} in summer have not stopped wanting it: they are away for two weeks or have courgettes coming out of their ears, so a pause with a restart date, or {boxSwitch}, offered before the cancel goes through keeps them on the round, and the one question why tells you what to change.",
    description:
      "Answer every cancellation the same day with three choices before the cancel: pause for two to six weeks with a restart date, {boxSwitch}, or cancel with one click. Ask one question about why, write the answer down, and never make cancelling harder than pausing.",
    steps: [
      "Write the rule in two lines: how long a pause can be (two to six weeks), that deliveries restart on the date they choose with a reminder the week before, and that switching to {boxSwitch} takes effect the next week.",
      "Check that your box software or order page can pause with a restart date and switch size or frequency; if not, keep pauses in a sheet and set them by hand each Monday.",
      "Reply to every cancellation on the day with the message below, signed by you: the pause and the switch first, the cancel just as easy.",
      "Every Friday, write in the tracker: cancellations asked for, pauses and switches chosen instead, restarts due next week, and each reason for leaving in the household's own words.",
      "A week before each restart, send the welcome-back message with what will be in the first {boxUnit}.",
      "Once a month, read the reasons together: if one comes up three times (too much of one vegetable, the delivery day, the price), change that, and tell the households who gave it.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A two-line pause and switch rule", "Pauses with a restart date in your box software, or a sheet", "The reply below, saved as a draft"],
    successMetrics: ["Share of cancellations that become a pause or a switch", "Paused households back on their restart date", "Progress towards: {metrics}"],
    template: `Reply to a cancellation:
Hi {{first name}}, thanks for letting me know, and sorry to lose you from the round. Before I cancel, in case it helps:
- Away or overrun with your own veg? Pause for two to six weeks and we'll start again on a date you choose.
- Too much in the {boxUnit}? Switch to {boxSwitch} from next week.
If you'd still rather stop, just reply 'cancel' and it's done, no questions.
And one question, if you don't mind: what's the main reason? It genuinely changes what we grow and pack.
{{your name}}, {product}

---
A week before a restart:
Hi {{first name}}, your {boxUnit} starts again on {{date}}. Coming up: {{what's in the first one}}. If the date doesn't suit any more, just reply and I'll move it.`,
    marketingWisdom:
      "A pause turns 'not this month' into 'see you in September'. Keep the cancel one reply away: households who feel trapped leave for good and tell their friends, and the reasons they give are the best product research a small farm gets.",
  },
  {
    id: "farm-box-whats-in-the-box",
    farmBox: 2,
    name: "A weekly 'what's in the {boxUnit}' email with two recipes for the odd ones",
    kinds: ["local"],
    // A box or a share changes every week; a milk or egg round brings the same thing.
    onlyWhen: /\bbox(?:es)?\b|\bshares?\b|\bcsa\b/i,
    goals: ["retention", "revenue", "signups"],
    stages: ALL_STAGES,
    channels: ["email-marketing", "newsletter"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 20 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Ongoing",
    impact: "High Impact",
    why: "Households cancel a {boxWord} when they are left with a kohlrabi they do not know what to do with, so a short email the day before delivery saying what is coming, with two quick recipes for the odd ones and a line from the field, turns the {boxUnit} into something to look forward to and cuts the waste that makes people feel it is too much.",
    description:
      "Every week, the day before delivery, send one short email to every household: what is in this week's {boxUnit} and why (the weather, what is at its best), two quick recipes for the least familiar things in it, a storage tip, and one honest line from the farm. Sent from your own email tool to households who get the {boxUnit}; the link to pause or skip at the bottom of every one.",
    steps: [
      "Open a free plan with an email tool (MailerLite, Brevo or Mailchimp all have one for a list this size), import your customers with their delivery day, and set up one template: this week's {boxUnit}, two recipes, a storage tip, a line from the field, and the pause and skip link.",
      "Keep a recipe sheet: for every vegetable you grow, two recipes of five ingredients or fewer that a family makes on a weeknight, tested in your own kitchen or sent in by customers (credited with their permission).",
      "Every week, the day before the first round, write the email in thirty minutes from the packing list and send it.",
      "Once a month, ask one question at the end ('What did you make with the celeriac?') and put the best replies, with their permission, in the next email.",
      "Each month, look at the opens and at the households who never open: they are the ones to call before the summer.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A free email tool", "A recipe sheet, two per vegetable", "Thirty minutes the day before each round"],
    successMetrics: ["Share of households opening each week", "Replies and recipes sent in", "Progress towards: {metrics}"],
    template: `Subject: In your {boxUnit} this week: {{three things}}

Hi {{first name}},

This week's {boxUnit}: {{the list}}. {{why this week's veg is at its best}}.

Two ideas for the odd ones:
1. {{vegetable}}: {{a five-ingredient recipe in four lines}}
2. {{vegetable}}: {{a five-ingredient recipe in four lines}}

Keeping it fresh: {{one storage tip}}.

From the field: {{one honest line from the field}}.

Away next week? Pause or skip here: {{pause link}}. Reply with anything: I read every one.
{{your name}}, {product}`,
    marketingWisdom:
      "People keep a box they know how to use. Two recipes for the strangest thing in it do more for retention than any discount, and the honest line from the field is why they chose a farm rather than a supermarket in the first place.",
  },
  {
    id: "farm-box-round-neighbours",
    farmBox: 4,
    name: "Recommend a neighbour on the same delivery round",
    kinds: ["local"],
    goals: ["signups", "revenue", "retention"],
    stages: ALL_STAGES,
    channels: ["referral", "community"],
    requires: [],
    uses: ["community"],
    cost: { min: 0, max: 60 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "A new household on a street you already deliver to costs almost nothing extra to reach, while one twenty minutes off the round costs you the margin, and the households behind your {boxNow} already know the neighbours, colleagues and school-gate parents who would like one, so a thank-you for the households who bring one on their own round fills the vans where it pays.",
    description:
      "Ask your households, in the weekly email and on a card in the {boxUnit} once a season, to recommend a neighbour on their street or village. When the neighbour has had four deliveries, both households get {boxNeighbour}. Map every household by round, so you can see which streets and villages are filling and say so.",
    steps: [
      "Mark every household on a free map (Google My Maps) by round and delivery day, so you can see the streets and villages where one more {boxUnit} costs nothing to drop.",
      "Set the thank-you: {boxNeighbour} for both households when the neighbour has had four deliveries, and write it on a small card with a code or the recommender's name.",
      "Put the card in every {boxUnit} for one week, and the ask in that week's email, naming the villages on the round.",
      "Thank every recommender by name in a handwritten line in their next {boxUnit}, whether or not the neighbour stays.",
      "Each month, count new households by round and how many came from a neighbour, and ask again in the villages that are nearly full: a round with ten households on one street is worth more than one with ten spread across the valley.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A map of households by round", "A small card in the {boxUnit}", "A handwritten thank-you"],
    successMetrics: ["New households from a neighbour, by round", "Households per round and per mile driven", "Progress towards: {metrics}"],
    template: `Card in the {boxUnit}:
Know someone on your street who'd like this?
We already drive past their door on {{delivery day}}. Give them this card or ask them to mention your name when they sign up at {website}. When they've had four {boxUnits}, you both get {boxNeighbour}, with our thanks.
{product}

---
In the weekly email:
One ask this week: we deliver to {{villages on the round}} on {{day}}, and every new household on a street we already visit keeps the van full and the prices where they are. If a neighbour, a friend at the school gate or a colleague might like a {boxUnit}, send them to {website} with your name: after four deliveries you both get {boxNeighbour}.`,
    marketingWisdom:
      "Delivery density is the hidden margin of any round: the tenth drop on a street is nearly free. A neighbour's word beats any advert, and asking for a street rather than 'anyone' makes it easy to think of someone.",
  },
  {
    id: "farm-box-open-day",
    farmBox: 5,
    name: "A farm open day and a monthly volunteer or pick-your-own morning",
    kinds: ["local"],
    goals: ["retention", "signups", "revenue"],
    stages: ALL_STAGES,
    channels: ["events", "community"],
    requires: [],
    uses: ["community"],
    cost: { min: 20, max: 120 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "A household that has walked the fields, met the grower and pulled its own carrots stops comparing the {boxUnit} with the supermarket's price, and children who picked beans eat them, so an open day for households and the friends they bring, and a monthly morning helping on the farm, give people a reason to stay through the summer and someone to tell.",
    description:
      "Hold one open day at {boxFarm} in June for households and a friend each: a walk round the fields with the grower, tea and something cooked from the {boxUnit}, children picking, and a sign-up table. Then one morning a month (volunteering or picking what is in season) for households who want to come back, booked through the weekly email.",
    steps: [
      "Pick a Saturday in June and a rain date, check your farm insurance covers visitors and volunteers (ask your insurer), and plan a one-hour walk, a table, toilets and parking.",
      "In May, invite households in the weekly email, four weeks before the day, and ask each to bring one friend or neighbour; count the replies.",
      "In June, on the day: the walk at eleven, tea and a dish from this week's {boxUnit}, picking for the children, and a sign-up table where the friends can start a {boxUnit} (a first {boxUnit} delivered the next week).",
      "In June, the week after the open day, thank everyone in the email with two photos (with permission), and announce the monthly morning: the first Saturday of each month, two hours, booked by reply.",
      "In July, count households at the open day and the first morning, friends who signed up, and, at the end of the summer, how many who came are still on the round.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A Saturday, a rain date and a walk round the fields", "Your insurer's answer on visitors and volunteers", "Tea, a dish from the box and a sign-up table"],
    successMetrics: ["Households and friends at the open day", "Friends who start a {boxUnit}", "Progress towards: {metrics}"],
    template: `Invitation, in the weekly email:
Come and see where your {boxUnit} grows
Open day at {product}, {{date}} from {{time}}: a walk round the fields with me at eleven, tea and something cooked from this week's {boxUnit}, and picking for the children. Bring a friend or a neighbour; they're very welcome. Directions and parking: {{directions}}. Reply to say how many of you are coming.

---
After the open day:
Thank you to the {{number}} of you who came on Saturday. If you'd like to come back and get your hands dirty: the first Saturday of every month, {{time}}, two hours of {{this month's job}} and a cup of tea. Reply to book a place.`,
    marketingWisdom:
      "The farm itself is what no supermarket can copy. People stay loyal to places they have stood in and people they have met, and a friend who came to the open day is the warmest sign-up you will get.",
  },
  {
    id: "farm-box-summer-letter",
    farmBox: 6,
    farmBoxSeasonal: true,
    name: "A letter before the summer: holiday pauses booked ahead and what the summer {boxUnits} hold",
    kinds: ["local"],
    goals: ["retention", "revenue"],
    stages: ALL_STAGES,
    channels: ["email-marketing", "calls"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.25,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Households cancel in July and August because they are away or their own courgettes have arrived, and a cancellation is easier than remembering to skip, so a letter before the school holidays that books every holiday pause ahead and says honestly what the summer {boxUnits} will hold (more of what gardens rarely grow, less of what they glut) answers both before they decide.",
    description:
      "Before the summer holidays, write to every household: book your holiday pauses now in one reply; here is what the July and August {boxUnits} will hold, and what we are changing for gardeners ({boxSwitch}, fewer courgettes, more of what gardens rarely grow). Call the households who never open the weekly email.",
    steps: [
      "Look at last summer's cancellations and their reasons, and decide with your growing plan what changes in July and August: less of what gardens glut, more of what they rarely grow, and {boxSwitch} for gardeners.",
      "Make the holiday pause a single reply: they send their dates, you set the pause and confirm.",
      "In early June, send the summer letter below to every household, and put the holiday dates you receive into the pause sheet the same week.",
      "In late June, phone the households who did not open the letter or the weekly emails: a two-minute call about holidays and the summer {boxUnit}.",
      "In July, count pauses booked ahead against cancellations, and note which households switched rather than left.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Last summer's cancellations and reasons", "The summer letter below", "An hour of phone calls"],
    successMetrics: ["Holiday pauses booked ahead", "Cancellations in July and August against last summer", "Progress towards: {metrics}"],
    template: `Subject: Your summer {boxUnits}, and your holidays

Hi {{first name}},

Summer's nearly here, so two things before the holidays:

1. Going away? Reply with your dates and I'll pause your {boxUnit} and start it again the week you're back. Nothing else to do.
2. What's coming: {{what the summer boxes will hold}}. If you grow your own, you can switch to {boxSwitch} for the summer, with {{what you'll add that gardens rarely grow}} and fewer {{what gardens glut}}.

We'd much rather you pause than go: the round only works because you're on it.
{{your name}}, {product}`,
    marketingWisdom:
      "Ask before the moment of decision, not after. A pause booked in June is a household back in September; a cancellation in August is one you have to win again. Saying honestly that you know their garden is full earns more goodwill than pretending the supermarket does not exist.",
  },
  {
    id: "farm-box-local-groups",
    farmBox: 7,
    name: "Local Facebook groups and school and nursery newsletters, written by the {boxGrower}",
    kinds: ["local"],
    goals: ["signups", "revenue", "retention"],
    stages: ALL_STAGES,
    channels: ["facebook-groups", "community", "newsletter"],
    requires: [],
    uses: ["community", "social"],
    cost: { min: 0, max: 40 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Ongoing",
    impact: "Medium Impact",
    why: "Families who cook most nights read their village Facebook group and the school or nursery newsletter more closely than any advert, and a post from the {boxGrower} with a photo from the farm, on the days the group allows it, reaches the households on your rounds through people they already trust.",
    description:
      "List the village and town Facebook groups on your rounds and the schools and nurseries whose newsletters reach families there. Post in each group once a month at most, on the days its rules allow business posts, as the {boxGrower}: a photo, a line from the field, which villages you deliver to, and how to start. Offer each school's parents' association a short piece for its newsletter and a {boxUnit} for its next raffle.",
    steps: [
      "List every village and town Facebook group on your rounds, read each group's rules on business posts, and note which days they allow them; list the primary schools and nurseries in the same villages.",
      "Write to each school's parents' association (PTA) and nursery with the note below: a few lines for their newsletter and a {boxUnit} for their next raffle or fair.",
      "Once a month per group at most, post as the {boxGrower} on the allowed day: one photo from the field, what is in the {boxUnit} this week, the villages and delivery days, and {website}.",
      "Answer every comment the same day, and thank households who recommend you in the comments in their next {boxUnit}.",
      "Each month, ask every new household where they heard of you, and keep the groups and newsletters that bring them.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A list of groups on your rounds and their rules", "A {boxUnit} for a raffle", "A photo from the field each month"],
    successMetrics: ["New households by where they heard of you", "Newsletters and groups that carried you", "Progress towards: {metrics}"],
    template: `Post in a village group (on the day business posts are allowed):
Hello {{group name}}! I'm {{your name}}, I grow the veg at {product}, and we deliver to {{this village}} every {{delivery day}}. This week's {boxUnit}: {{three things}}, picked the day before. {boxPrices}; skip or pause any week. If you'd like to try one: {website}. Happy to answer any questions here.

---
Note to a parents' association or nursery:
Hello {{name}}, I'm {{your name}} from {product}, the farm that delivers veg {boxUnits} to families in {{village}}. Would a few lines about us, what's growing and how the {boxUnit} works, be welcome in your next newsletter? I'd also love to give a {boxUnit} for your next raffle or fair. Thank you, {{your name}}`,
    marketingWisdom:
      "Local groups reward neighbours and punish adverts: post as the person who grows the food, follow each group's rules, and answer questions in the open. A school newsletter reaches exactly the families who cook most nights.",
  },
  {
    id: "farm-box-market-stall",
    farmBox: 8,
    name: "A stall at the farmers' market as the place people sign up",
    kinds: ["local"],
    goals: ["signups", "revenue"],
    stages: ALL_STAGES,
    channels: ["markets", "events"],
    requires: [],
    uses: ["community"],
    cost: { min: 40, max: 150 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "People who shop at a farmers' market already pay for local food and like to meet who grew it, so a stall that sells what is in this week's {boxUnit} and signs people up for one, with their first {boxUnit} on the next round, turns a Saturday chat into a household on the van.",
    description:
      "Take a stall at the farmers' market in the main town on your rounds once or twice a month: this week's {boxUnit} made up and on show, loose veg for sale, the grower behind the table, and a sign-up sheet or tablet for a first {boxUnit} next week. Check the market's pitch fee, its rules for producers and its dates first.",
    steps: [
      "Ask the market organiser for the pitch fee, the rules for producers (many farmers' markets only take food grown or made nearby) and the dates from spring to autumn, and book the dates you can staff.",
      "Make the stall a window onto the {boxUnit}: one made up on the table with the week's list, loose veg priced for sale, and a sign with {boxPrices} and the villages you deliver to.",
      "At every market, offer people who stop a first {boxUnit} on the next round: take their name, address and email on the sign-up sheet with a consent box, and confirm the same evening.",
      "Each market, count conversations, sign-ups and takings against the pitch fee, and keep the dates that pay.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A pitch at the market and a gazebo, table and scales", "A {boxUnit} made up for show", "A sign-up sheet with a consent box"],
    successMetrics: ["Sign-ups per market", "Takings and sign-ups against the pitch fee", "Progress towards: {metrics}"],
    template: `Sign on the stall:
This is this week's {boxUnit} from {product}
Grown by us at {boxFarm}, delivered to your door every week or fortnight. {boxPrices}. Skip or pause any week.
Start next week: leave your name here, or sign up at {website}.

---
Confirmation the same evening:
Hi {{first name}}, lovely to meet you at the market today. Your first {boxUnit} comes on {{delivery day}}, {{date}}, between {{time window}}. If anything's wrong or you'd like to change the size, just reply. {{your name}}, {product}`,
    marketingWisdom:
      "A market stall is a tasting and a handshake in one. Judge it by the households it adds to the rounds, not only the takings, and go back to the markets whose shoppers live where you already deliver.",
  },
  {
    id: "farm-box-september",
    farmBox: 3,
    farmBoxSeasonal: true,
    name: "A September letter to everyone who left in the summer, when gardens finish",
    kinds: ["local"],
    goals: ["retention", "revenue", "signups"],
    stages: ALL_STAGES,
    channels: ["email-marketing"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.25,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "The households who cancelled in July and August did so because their gardens and the supermarkets were full, and in September the gardens finish, the children are back at school and the autumn veg starts, so a personal letter then, naming the reason they gave, is the cheapest way to the numbers you need by the autumn.",
    description:
      "Keep a list of everyone who cancels, with the date and the reason they gave. In early September, write to each of them personally: the autumn {boxUnit} (squash, leeks, kale, what gardens do not have), the reason they left answered, and a first {boxUnit} back on the next round with one reply. Write again once in October, then stop.",
    steps: [
      "Start a sheet today of every household that cancels: name, round, date, and the reason in their words. Add everyone who cancelled last summer whose details you still hold and who agreed to hear from you.",
      "Write the September letter now, with the autumn {boxUnit} and a line for each common reason (away, own garden, too much), so it is ready when the date comes.",
      "In early September, send the letter to everyone on the sheet, each with the line for their reason, and restart anyone who replies on the next round.",
      "In October, send one short reminder to those who did not reply, then stop; count households back against the goal.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A sheet of cancellations with reasons", "The September letter below", "An hour in early September"],
    successMetrics: ["Households back by the end of September", "Share of summer cancellations won back", "Progress towards: {metrics}"],
    template: `Subject: The autumn {boxUnits} are starting, {{first name}}

Hi {{first name}},

You left us in {{month}} because {{their reason in a few words}}, which made complete sense. Now the gardens are finishing, and the autumn {boxUnits} start with {{three autumn things}}.

If you'd like to start again, just reply 'yes' and your first {boxUnit} comes on {{delivery day}}. If the full one was too much, {boxSwitch} is always there, and you can pause any week.

Either way, thank you for being with us earlier in the year.
{{your name}}, {product}`,
    marketingWisdom:
      "Win-back works when it answers the reason someone left, at the moment that reason has gone. A September letter that remembers 'your garden was full' reads as a neighbour, not a campaign; and the cancellation sheet it needs starts today.",
  },
  {
    id: "farm-box-search-ads",
    farmBox: 9,
    name: "Google search ads on '{boxWord}' searches in the villages you deliver to",
    kinds: ["local"],
    goals: ["signups", "revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["google-ads"],
    requires: [],
    uses: ["paid"],
    cost: { min: 150, max: 800 },
    paid: true,
    hoursPerWeek: 0.25,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "People who search '{boxWord} delivery' or 'organic veg near me' have already decided to try one, and an ad shown only in the villages on your rounds catches them in spring and September, when they decide, and brings them to a first {boxUnit} on a round you already drive.",
    description:
      "Run one Google search campaign on a handful of {boxWord} searches, shown only in the postcodes and villages on your rounds, with a daily cap, and sent to the sign-up page on {website}. Judge it by first {boxUnits} ordered and by how many of those households are still on the round after two months, not by clicks.",
    steps: [
      "Create one search campaign in Google Ads with the locations set to the towns and villages on your rounds (not the whole county) and a daily cap you can afford to lose while you learn.",
      "Choose 10 to 15 searches ({boxWord} delivery, organic veg delivery, {boxWord} with each town's name) and add negatives right away: recipes, jobs, national box companies' names, wholesale.",
      "Write the ad from the template, keeping each headline under 30 characters and each description under 90, and count a first {boxUnit} ordered as a conversion.",
      "Every Friday, read the search terms, add negatives, and write the cost per first {boxUnit} in the tracker; mark households from ads in your cancellation sheet to see whether they stay.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["A Google Ads account", "A first box ordered counted as a conversion", "A daily budget cap"],
    successMetrics: ["Cost per first {boxUnit} ordered", "Households from ads still on the round after two months", "Progress towards: {metrics}"],
    template: `Headlines (up to 30 characters each):
{product}
Veg From Our Farm to Your Door
Skip or Pause Any Week

Descriptions (up to 90 characters each):
Picked the day before and delivered on our own rounds. {boxPrices}. Pause any week.
A weekly or fortnightly box from {boxFarm}, with two recipes for the odd ones.`,
    marketingWisdom:
      "An ad fills the first box; the weekly email, the pause and the farm keep the household. Count the people ads bring in your cancellation sheet, and switch the ads off in July and August, when gardens win.",
  },
  {
    id: "farm-box-paid-campaigns",
    farmBox: 10,
    name: "Facebook and Instagram ads to households on your rounds, judged by {boxUnits} that stay",
    kinds: ["local"],
    goals: ["signups", "revenue", "awareness", "retention"],
    stages: ALL_STAGES,
    channels: ["meta-ads", "google-ads", "instagram", "video"],
    requires: ["paid"],
    workaround: {
      paid: "Hire a freelancer who runs local campaigns for a fixed fee for the first three months, and have them show you the cost per first box and how many of those households stay each month.",
    },
    uses: ["paid", "content"],
    cost: { min: 2000, max: 20000 },
    paid: true,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "A budget this size can show the farm to households in the villages on your rounds who have never met you, in spring and September when they decide, and it pays only if the boxes it brings are still going out after the summer.",
    description:
      "Run Meta ads (Facebook and Instagram) only in the postcodes on your rounds, with a thirty-second film from the field to the door, and widen the Google search ads to every {boxWord} search there, all sent to the sign-up page. Give each campaign its own link, count first {boxUnits} and how many of those households stay, pause the ads in July and August, and put more into the villages where rounds are already dense.",
    steps: [
      "Set up a conversion for a first {boxUnit} ordered on {website} in both ad accounts, so every campaign reports orders, not clicks.",
      "Film thirty seconds from the field to the door and photograph five households with their {boxUnit} (with permission), and write three ads from the template: the field, the recipes, the pause.",
      "Start one Meta campaign on the postcodes of your rounds and one Google search campaign, each with a daily cap and its own sign-up link, so the cancellation sheet can tell them apart.",
      "Every Friday, write each campaign's cost, first {boxUnits} and households by round in the tracker; each month, check how many households from each campaign are still on the round, and move money to the one whose households stay.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A first-box conversion in both ad accounts", "A thirty-second film and five photos of households (with permission)", "A monthly count of households from ads still on the round"],
    successMetrics: ["First {boxUnits} from ads, each week, by round", "Households from ads still on the round after the summer", "Progress towards: {metrics}"],
    template: `Meta ad (a thirty-second film from the field to the door):
Headline: This week's {boxUnit} from {product}
Text: Picked yesterday at {boxFarm}, on your doorstep tomorrow. {boxPrices}, weekly or fortnightly, and you can pause any week. We already deliver to {{villages on the round}}.
Button: Order now

---
Google search ad:
Headline: {product} | Veg From Our Farm
Description: Delivered on our own rounds. Two recipes for the odd ones every week. Pause any week.`,
    marketingWisdom:
      "Paid reach for a box scheme is only as good as the rounds it fills and the summer it survives: target the villages you already drive through, and judge each campaign by the boxes still going out in September.",
  },
];

import type { LibraryTactic } from "../types";
import { ALL_STAGES } from "./stages";

/*
 * A band or musician releasing a record and touring (Reading.band): an album or EP on vinyl and Bandcamp with
 * a release day, and a run of dates. Fans who already know the band buy first, on a pre-order with a day; new
 * listeners hear of it on the radio (BBC Introducing, regional, community and folk shows), in the local paper,
 * the listings and folk blogs, on a poster, from a local act they came to see, at a record shop's in-store or
 * from a friend. Tickets sell town by town, so the work is done in each tour town. A band's plan is made of
 * these tactics: an open cart, students, webinars and affiliates sell no record. Facts that change (Bandcamp
 * Fridays, BBC Introducing's routes, pluggers' prices) are worded as things to check.
 */

export const BAND_TACTICS: LibraryTactic[] = [
  {
    id: "band-pre-order",
    band: 1,
    essential: true,
    name: "A pre-order of {bndRecord} on {bndStore}, dated {bndRelease}, told first to your mailing list and every merch table",
    kinds: ["creator"],
    goals: ["revenue", "awareness", "signups", "retention"],
    stages: ALL_STAGES,
    channels: ["email-marketing", "newsletter"],
    requires: [],
    uses: ["content", "social"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "The fans who already know {product} buy first, and a pre-order with a day ({bndReleaseDay}) gives them a reason to buy now rather than some day: every pre-order is a record sold before the pressing arrives, and a name you can tell when the {bndWord} comes to their town.",
    description:
      "Open the pre-order of {bndRecord} on {bndStore} this month, with {bndVinyl}, the download, a track fans get the moment they order and the release day. Tell your mailing list first, then everyone else; put a sign-up sheet or QR code on every merch table so the list grows at every gig; and give pre-orders a second push on a Bandcamp Friday if they run this year.",
    steps: [
      "Set up the pre-order on {bndStore}: {bndVinyl} and the download, release date {bndReleaseDay}, one or two tracks fans get the moment they order, and one plain line on when the vinyl ships (check the date with the pressing plant before you promise it).",
      "Put a sign-up sheet or a QR code to the mailing list on every merch table from now on, with one line: 'first to hear about {bndRecord} and the tour'; add everyone who bought the last record from you and agreed to hear from you.",
      "Send the pre-order email in the template to the whole list the day it opens, and post the same news with the first track on the {bndWord}'s own pages.",
      "Every Friday, count pre-orders on {bndStore} and write down where each wave came from (the email, a radio play, a review, a gig).",
      "Check whether Bandcamp Fridays run this year and on which dates (on them Bandcamp waives its share of sales: check its own announcement), and send the second email, with a new track, on the one before the release or mid-way through the pre-order.",
      "In the week before release, send the last call: {bndRecord} is out on {bndReleaseDay}, and pre-orders ship first.",
      "In release week, thank everyone who pre-ordered in one email with the tour dates and the ticket link for each town.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["The pre-order page on {bndStore} with the release date", "A sign-up sheet or QR code card for the merch table", "Two or three tracks to release one at a time"],
    successMetrics: ["Pre-orders every Friday, and which email, play or gig brought each wave", "Mailing-list sign-ups at each gig", "Progress towards: {metrics}"],
    template: `Subject: {bndRecord} is on pre-order (out {bndRelease})

Hi {{first name}},

Our new {bndRecordWord}, {bndRecord}, comes out on {bndReleaseDay}, and you can pre-order it now on {bndStore}: {{pre-order link}}

{bndVinyl} or the download, and you get "{{first track}}" the moment you order. Pre-orders ship first.

We're also taking it on the road: the {bndTour}, dates and tickets here: {{tour link}}

Thanks for being on this list from the start. It's the first place we tell.

{{your names}}, {product}

---
Merch-table card:
{product}: be the first to hear about {bndRecord} and the tour.
Scan, or write your email below: {{sign-up link}}`,
    marketingWisdom:
      "A pre-order is a date, a reason and a reward: the day it comes out, why order now (it ships first), and a track to play tonight. The list you collect at the merch table is the one channel nobody can take away.",
  },
  {
    id: "band-radio",
    band: 2,
    name: "BBC Introducing, regional and folk radio shows in each tour town, and a plugger only if a quote fits",
    kinds: ["creator"],
    goals: ["revenue", "awareness", "signups"],
    stages: ALL_STAGES,
    channels: ["press", "community"],
    requires: [],
    uses: ["content"],
    cost: { min: 10, max: 20 },
    paid: false,
    hoursPerWeek: 1.5,
    contactsIndividuals: true,
    timeFrame: "Ongoing",
    impact: "High Impact",
    why: "Fans of {bndGenre} find new bands on the radio more than anywhere, and the shows that play a {bndWord} nobody knows yet are the ones to start with: BBC Introducing (free to upload to), the regional and community shows in each tour town, and the folk shows presenters run for love; one play the week before a date sells tickets in that town.",
    description:
      "Upload the single to BBC Introducing, write personally to the presenters of regional, community and folk radio shows and student radio in each tour town with a private link and the date in their town, and ask two radio pluggers for a quote for 6 Music and national radio before deciding whether one fits the budget.",
    steps: [
      "Upload the single from {bndRecord} through the BBC Music Introducing Uploader (free; it goes to the BBC Introducing show for your area, and national presenters can hear it too: check the Uploader's current rules and which show covers you).",
      "List the shows that play {bndGenre} in {bndTowns}: BBC local and nations' shows, community and student radio, and online folk shows; note each presenter, how they take music (a link, a download, a CD) and when it airs.",
      "Ask two radio pluggers who work with {bndGenre} for a quote for 6 Music and regional radio, and compare it with your {bndBudget}: a national campaign often costs more than a small band's whole budget, so it is an option, not a given (check the quotes).",
      "Send the note in the template to each presenter, one at a time, with a private streaming link and the date in their town; never one email with everyone in copy.",
      "Every Friday, note every play and thank the presenter; tell your mailing list and that town's street team when a play is coming.",
      "In April, a week before each date, send the town's presenter a two-line reminder and offer two guest-list places.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["The single, mastered, with a private streaming link", "A sheet of shows, presenters and tour towns", "Postage for a few CDs where a presenter asks for one"],
    successMetrics: ["Plays, and the towns they were in", "Pre-orders and ticket sales the week after a play", "Progress towards: {metrics}"],
    template: `Subject: {product}: new single, and we play {{their town}} on {{date}}

Hi {{presenter's first name}},

I listen to {{their show}}, and {{the track they played that you liked}} is why I'm writing.

We're {product}, {bndA} from {bndHome}. Our {bndRecordWord} {bndRecord} is out on {bndReleaseDay}, and the single "{{single title}}" is here (private link, download enabled): {{private link}}

We play {{their town}} on {{date}} at {{venue}}, and we'd love to put two names on the guest list for you.

Thanks for playing new music,
{{your name}}, {product}
{{phone}}`,
    marketingWisdom:
      "Presenters of small shows read every personal email and ignore every mass one. Name the show, the track they played that you liked and the date in their town: that is the whole pitch.",
  },
  {
    id: "band-local-press",
    band: 3,
    name: "Local papers, listings and folk blogs and zines in each tour town",
    kinds: ["creator"],
    goals: ["revenue", "awareness", "signups"],
    stages: ALL_STAGES,
    channels: ["press", "blog", "newsletter"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1.5,
    contactsIndividuals: true,
    timeFrame: "Ongoing",
    impact: "Medium Impact",
    why: "People who go to small gigs read the local paper's what's-on page, the city's listings magazine and a few {bndGenre} blogs and zines, and a band nobody knows in a town gets in there with a story, not a press release: a {bndHome} {bndWord}'s new {bndRecordWord}, a date in their town, a photo that prints.",
    description:
      "Send a short, local story to the arts writer of the paper and listings in each tour town, and a review copy of {bndRecord} to the {bndGenre} blogs and zines your fans read; add the gig to every free listing. One town at a time, six weeks before its date.",
    steps: [
      "Make a press page: three photos that print (one landscape, one portrait, one live), a 100-word bio, the tour dates, a private link to {bndRecord} and your contact; one page, no attachments in emails.",
      "List, for each tour town, the local paper's arts or what's-on writer, the city's listings magazine or site, and the student paper; and the {bndGenre} blogs, zines and newsletters your fans read (ask the merch-table sign-ups which).",
      "Six weeks before release, send each blog and zine a short note with the private link: the record, its day, and one line on something they covered recently; one at a time, never in copy.",
      "Six weeks before each date, send the town's arts writer the local story: the {bndWord}, the record, the date in their town, and one thing that makes it news there (a song about the place, a member who grew up nearby, the local act on the bill).",
      "Every Friday, add the coming dates to every free listing (the paper's, the venue's, the city's gig guides) and note what ran, with the link, for the press page.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A one-page press page with three photos that print", "A sheet of writers, listings and blogs for each tour town", "The private link to {bndRecord}"],
    successMetrics: ["Pieces, reviews and listings that ran, by town", "Ticket sales in a town the week after its piece", "Progress towards: {metrics}"],
    template: `Subject: {product} ({bndGenre}, {bndHome}): {bndRecord}, out {bndRelease}, and {{their town}} on {{date}}

Hi {{writer's first name}},

{product} are {bndA} from {bndHome}. Our {bndRecordWord} {bndRecord} is out on {bndReleaseDay}, and on {{date}} we play {{venue}} in {{their town}}, on the {bndTour}.

{{why it's news in their town}}

Private link to the record: {{private link}}
Photos, bio and dates: {{press page link}}

Happy to chat on the phone, or to put you on the guest list.

{{your name}}, {product}
{{phone}}`,
    marketingWisdom:
      "Local papers print local stories: a band from somewhere else is news only when it connects to their town. Give the writer that connection in the first line, and a photo they can print.",
  },
  {
    id: "band-posters-promoters",
    band: 4,
    essential: true,
    name: "Posters and listings in each tour town, with a pack every promoter and venue can share",
    kinds: ["creator"],
    goals: ["revenue", "awareness", "signups"],
    stages: ALL_STAGES,
    channels: ["flyers", "partnerships"],
    requires: [],
    uses: ["design", "social"],
    cost: { min: 30, max: 50 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Ongoing",
    impact: "High Impact",
    why: "Promoters and venues have their own mailing lists, pages and regulars, and a poster in the right café, record shop and bar still sells tickets to the people who go out in that town; most of the tickets for a date are sold by the town, not by the {bndWord}.",
    description:
      "Make one poster, one square image and one paragraph for every date, send the pack to each promoter and venue six weeks before, and put posters up in each tour town where {bndGenre} fans go (record shops, cafés, bars, the venue itself); ask every promoter the capacity and what they sold last time for a band like you.",
    steps: [
      "Design one poster and one square image with the tour dates, and a blank strip for each town's venue and date; print A3 posters for each tour town in one order (compare two local printers' prices).",
      "Write to each promoter and venue with the pack in the template, six weeks before their date: ask the room's capacity, the ticket link, what a band like you sold there last time, and where they put posters.",
      "Post a bundle of posters to the promoter or the street team in each tour town, with a list of where they go: record shops, cafés, bars, the venue, the library and the student union.",
      "Every Friday, ask each promoter for the week's ticket count, write it in the tracker by town, and send the next post's image to anyone whose count is behind.",
      "In April, three days before each date, send the promoter and venue one last image to post ('this week'), and thank them after the show with the numbers.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A poster and square image with a space for each town's date", "A3 posters for each tour town", "A sheet of promoters, capacities and ticket counts by town"],
    successMetrics: ["Tickets sold per date every Friday, against each room's capacity", "Posters up in each tour town", "Progress towards: {metrics}"],
    template: `Subject: {product}, {{date}} at {{venue}}: poster, images and copy

Hi {{promoter's first name}},

Thanks for having us on {{date}}. Here's everything to share, in one folder: {{folder link}}
- A3 poster and a square image, with your date
- Three photos and a short bio
- Two lines of copy: "{product}, {bndGenre} from {bndHome}, bring {bndRecord} to {{their town}}. {{one line from a review or a radio play}}"

Could you tell me three things so we can help sell it?
1. The capacity of the room, and the ticket link
2. What a band like us sold there last time
3. Where you put posters, and how many you'd like posted to you

We'll put the date to our mailing list and our fans in {{their town}}, and send you a count each Friday.

{{your name}}, {product}`,
    marketingWisdom:
      "Ask every promoter what a band like you sold in that room last time: it is the honest number to plan against, and it tells you which towns need the most work.",
  },
  {
    id: "band-local-acts",
    band: 5,
    name: "A local act on the bill where nobody knows you yet, and support slots with bigger {bndGenre} acts",
    kinds: ["creator"],
    goals: ["revenue", "awareness", "signups"],
    stages: ALL_STAGES,
    channels: ["partnerships", "events", "flyers"],
    requires: [],
    uses: ["social"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Ongoing",
    impact: "High Impact",
    why: "In {bndAway}, {product} is new, and a local act with its own crowd fills the room that your name alone cannot; and a support slot with a bigger {bndGenre} act puts you in front of hundreds of the right people for one night's work.",
    description:
      "For each town where nobody knows you, ask a local act that plays to the same fans to open (or to share the bill), and promote it as their night too; write to the agents or managers of bigger {bndGenre} acts touring this spring for a support slot.",
    steps: [
      "For each town in {bndAway}, list three local acts that play to {bndGenre} fans (ask the promoter, look at the venue's past listings) and listen to them.",
      "Send the note in the template to the one you like most in each town, with the date, the slot and what you offer (a share of the door or a fee agreed with the promoter, your list, your posters).",
      "Write to the agents or managers of three bigger {bndGenre} acts touring the UK this spring, with a link to {bndRecord} and your crowd's numbers, asking for one support slot near a tour date.",
      "Every Friday, check each town's bill: every date in {bndAway} has a local act agreed, and their name is on the poster and in the listings.",
      "After each shared night, thank the local act publicly, send them the photos, and offer them a slot in {bndHome}.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A list of local acts for each town", "The promoter's agreement on the slot and the split", "A link to {bndRecord} and last year's numbers"],
    successMetrics: ["Dates with a local act agreed", "Tickets in those towns against the others", "Progress towards: {metrics}"],
    template: `Hi {{their act's name}},

I'm {{your name}} from {product}, {bndA} from {bndHome}. I've been listening to {{a song of theirs}} and I think our fans would like each other.

We play {{venue}} in {{their town}} on {{date}} and we'd love you to open (or share the bill, if you'd rather). The promoter has agreed {{the split or fee}} for the opening act; we'll put you on the poster and in the listings, and tell our list.

We'd return the favour in {bndHome} whenever you want a date up here.

Could you let me know by {{date to answer by}}?

{{your name}}, {product}
{{phone}}`,
    marketingWisdom:
      "A shared bill doubles the crowd for both acts, and the one that travels owes the favour back: keep the promise of a slot at home, and the towns you visit start to know you.",
  },
  {
    id: "band-street-team",
    band: 6,
    name: "A street team of fans in each tour town",
    kinds: ["creator"],
    goals: ["revenue", "awareness", "signups", "retention"],
    stages: ALL_STAGES,
    channels: ["community", "referral", "flyers"],
    requires: [],
    uses: ["social"],
    cost: { min: 15, max: 25 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Ongoing",
    impact: "High Impact",
    why: "A fan in a tour town who puts up posters, tells their friends and brings three of them sells more tickets than any post: people go to see a band someone they know loves, and a street team gives the fans who already wanted to help something to do.",
    description:
      "Ask the fans on your list and at your gigs who live in or near each tour town to be the street team there: posters in the right places, the date to their friends, a group chat with the {bndWord}. Thank them with guest-list places and a signed record, never with money for tickets sold.",
    steps: [
      "Sort your mailing list and your Bandcamp fans by town (Bandcamp's fan and sales reports show where buyers are), and mark the fans in or near each tour town.",
      "Send the invitation in the template to the fans near each town: two to five per town is enough; start with {bndKnown}.",
      "Set up one group chat for the street team, post the posters and square images there, and say what helps most: posters in five places, the date to five friends, and bringing one friend who has never seen you.",
      "Every Friday, post the week's news in the group (a radio play, a review, the ticket count for their town) and thank whoever put up posters.",
      "In April, after each date, give the town's street team their guest-list places, a signed copy of {bndRecord} and a thank-you from the stage.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Your mailing list and Bandcamp fans sorted by town", "A group chat", "Guest-list places and signed records to say thank you"],
    successMetrics: ["Fans on the street team in each tour town", "Posters up and friends brought, by town", "Progress towards: {metrics}"],
    template: `Subject: Can you help us in {{their town}}?

Hi {{first name}},

You've been with {product} since {{how they found you}}, and we're bringing {bndRecord} to {{their town}} on {{date}} at {{venue}}.

A few fans in town make all the difference to a band on tour. Would you be part of our street team there? It's small things: a few posters in the places you go, the date to your friends, and bringing one of them who's never seen us.

We'll put you and a friend on the guest list and bring you a signed copy of the record.

Just reply 'yes' and I'll add you to the group.

{{your name}}, {product}`,
    marketingWisdom:
      "Fans want to help a band they love; a street team gives them a job, a group and credit. Thank them with the things money can't buy at the door (the guest list, a signed record, a word from the stage), and never pay per ticket.",
  },
  {
    id: "band-in-store",
    band: 7,
    name: "In-store sessions at independent record shops in release week",
    kinds: ["creator"],
    goals: ["revenue", "awareness", "signups"],
    stages: ALL_STAGES,
    channels: ["events", "partnerships", "flyers"],
    requires: [],
    uses: ["social"],
    cost: { min: 5, max: 10 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Ongoing",
    impact: "Medium Impact",
    why: "An independent record shop's customers are exactly the people who buy vinyl, and a free 30-minute set in the shop on release week sells records on the day, gets the shop to stock and display {bndRecord}, and puts the tour dates in front of the town's record buyers.",
    description:
      "Offer independent record shops in {bndHome} and one or two other tour towns a short acoustic set in release week, with records to sell on the day and a few to stock on sale or return; the shop announces it to its customers and you to yours.",
    steps: [
      "List the independent record shops in {bndHome} and the tour towns that sell {bndGenre} and host in-stores (look at their past events), and visit or call the one in {bndHome} first.",
      "Send the note in the template to three shops eight weeks before release, offering a 30-minute acoustic set in release week, and agree the stock (bought in, or on sale or return) and the split.",
      "Every Friday until release, check the shops' confirmations and put each in-store on the poster, the listings and the mailing list.",
      "In release week, play the sets, sign records, put the sign-up sheet on the counter and tell the room the date in their town.",
      "The day after, thank each shop with a photo for their pages and ask whether they will keep {bndRecord} on display through the tour.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A 30-minute acoustic set", "Records to sell and a few on sale or return", "The sign-up sheet for the counter"],
    successMetrics: ["In-stores agreed", "Records sold on the day and sign-ups at each", "Progress towards: {metrics}"],
    template: `Subject: An in-store in release week? {product}, {bndRecord} (out {bndRelease})

Hi {{shop owner's first name}},

I'm {{your name}} from {product}, {bndA} from {bndHome}; {{how you know the shop}}.

Our {bndRecordWord} {bndRecord} is out on {bndReleaseDay}, and we'd love to play a free 30-minute acoustic set in the shop that week, on a day that suits you, and sign records afterwards.

We can bring vinyl for you to buy in or take on sale or return, whichever you prefer, and we'll tell our mailing list and our fans nearby.

Private link to the record: {{private link}}

{{your name}}, {product}
{{phone}}`,
    marketingWisdom:
      "A record shop's regulars trust the shop's taste more than any review; play for them, sign their copies, and the shop keeps selling the record after you leave.",
  },
  {
    id: "band-house-concerts",
    band: 8,
    name: "House concerts on the nights between dates",
    kinds: ["creator"],
    goals: ["revenue", "awareness", "signups", "retention"],
    stages: ALL_STAGES,
    channels: ["events", "community", "flyers"],
    requires: [],
    uses: [],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Ongoing",
    impact: "Medium Impact",
    why: "A house concert for 20 to 40 guests of a fan who hosts sells out where a venue would not, pays through the hat or a ticket, sells records at the end, and turns a night off in a town where nobody knows you into 30 new fans who tell their friends.",
    description:
      "Ask fans on your list who live between tour towns, or in a town where the room would be too big, to host a house concert on a night off: their living room, their friends, a set of your songs, and records to sell at the end.",
    steps: [
      "Mark the nights off on the tour calendar and the towns near them, and ask your list in the next email who would host 20 to 40 friends.",
      "Agree each house concert with its host using the note in the template: the date, the number of guests, tickets or a suggested donation, and the time to finish by (neighbours first).",
      "Every Friday, check with each host how many have said yes, and send them the poster image for their invitation.",
      "In April, play the house concerts, bring vinyl and the sign-up sheet, and tell the room about the nearest date on the tour.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["The nights off on the tour calendar", "Fans willing to host", "Records and the sign-up sheet"],
    successMetrics: ["House concerts booked", "Guests, records sold and sign-ups at each", "Progress towards: {metrics}"],
    template: `Subject: Would you host a house concert?

Hi {{first name}},

We're on tour in {bndTourMonth} and have a night free on {{date}} near {{their town}}. Would you like to host {product} for an acoustic set in your home, for 20 to 40 of your friends?

How it works: you invite your friends, we play two short sets of songs from {bndRecord} and the old ones, and guests pay {{ticket price or suggested donation}} at the door. We bring records to sell at the end and we're done by {{time}}.

If you'd like to, reply with how many people fit and I'll call you to sort the details.

{{your name}}, {product}`,
    marketingWisdom:
      "Thirty people in a living room who chose to be there are worth more than a hundred at a bar who did not: they buy the record, join the list and come to the next show with friends.",
  },
  {
    id: "band-paid-reach",
    band: 9,
    name: "Paid reach when the budget carries it: a radio plugger, a press campaign and ads around each tour town",
    kinds: ["creator"],
    goals: ["revenue", "awareness", "signups"],
    stages: ALL_STAGES,
    channels: ["meta-ads", "press", "instagram", "video"],
    requires: ["paid"],
    workaround: {
      paid: "Ask the plugger and the publicist for fixed-fee quotes, and have a freelancer who runs ads for gigs set up the tour-town campaigns for a fixed fee and show you the cost per ticket by town.",
    },
    uses: ["paid", "content"],
    cost: { min: 2000, max: 20000 },
    paid: true,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "A budget this size buys what a {bndWord} cannot do alone: a radio plugger who knows the producers at 6 Music and regional stations, a publicist who knows the writers, and ads shown to {bndGenre} fans near each venue in the weeks its tickets sell; each is judged by the pre-orders and tickets it brings.",
    description:
      "Hire a radio plugger for {bndRecord} and a publicist for the release, each on a fixed fee agreed before the single goes out, and run Meta ads (Facebook and Instagram) around each tour town in the four weeks before its date, with a short live film and a ticket link; count pre-orders and tickets by town against what each costs.",
    steps: [
      "Ask three radio pluggers and three publicists who work with {bndGenre} for fixed-fee quotes and the acts they worked for last year, and ask those acts how it went; agree the fee and what is promised in writing (plays and pieces are never guaranteed: check what each offers).",
      "Film a thirty-second live clip of the single and set up one ad account with a campaign per tour town: people within a short radius of the venue who follow {bndGenre} acts like yours (check which interests Meta still offers), a daily cap, and the town's own ticket link.",
      "Every Friday, write each campaign's cost and the tickets sold in its town, the plugger's plays and the publicist's pieces in the tracker, and move money to the towns whose tickets move.",
      "In April, stop each town's ads the day before its date, and compare what each town cost per ticket for the next tour.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Fixed-fee quotes from pluggers and publicists", "A thirty-second live clip", "An ad campaign per tour town with its own ticket link"],
    successMetrics: ["Plays and pieces from the plugger and the publicist", "Tickets per town against each town's ad spend", "Progress towards: {metrics}"],
    template: `Ad for each tour town (a thirty-second live clip):
Text: {product}, {bndGenre} from {bndHome}, play {{venue}} in {{their town}} on {{date}}, with the new {bndRecordWord} {bndRecord}. Tickets: {{ticket link}}
Button: Get tickets

---
Note to a plugger or a publicist:
Hi {{first name}}, we're {product}, {bndA} from {bndHome}. {bndRecord} is out on {bndReleaseDay}, with the {bndTour}. Could you quote a fixed fee for a campaign, tell us what you'd aim for, and which {bndGenre} acts you worked for last year? Private link: {{private link}}`,
    marketingWisdom:
      "Paid help is worth it for a band only when it is counted by town and by record: a plugger's plays, a publicist's pieces and each town's ads, set against the tickets and pre-orders that followed.",
  },
];

import type { LibraryTactic } from "../types";
import { ALL_STAGES } from "./stages";

/*
 * Artists selling originals and prints (Reading.artist): painters, printmakers, fine-art photographers and
 * sculptors, in the UK and the US, selling through a site of their own, galleries and open studios. Buyers of
 * originals buy once or twice a year, after seeing the work, and want to know the artist and the place behind
 * it, so nothing here is a shop's (no abandoned carts, SMS restocks, affiliates or give-get codes): a collectors'
 * list that hears first, each piece's story on its page, viewing made easy, the open studio and art trails,
 * commissions, galleries kept on side, the places the buyers already go, prints as the door to an original and
 * the regional magazines. Each takes an hour or two a week: the founder would rather be making the work.
 */

const GOALS: LibraryTactic["goals"] = ["revenue", "retention", "signups", "awareness"];

export const ARTIST_TACTICS: LibraryTactic[] = [
  {
    id: "art-collectors-list",
    artist: 1,
    name: "A collectors' list: a letter from the studio when new work is finished, first sight before the site and the galleries",
    kinds: ["ecommerce"],
    goals: GOALS,
    stages: ALL_STAGES,
    channels: ["email-marketing"],
    requires: [],
    uses: ["content", "design"],
    cost: { min: 0, max: 15 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "People who have bought or nearly bought a {artPiece} from {product} are the likeliest to buy the next one, and a letter from the studio before anyone else sees the work is the reason to stay on the list.",
    description:
      "One list of everyone who has bought, asked about or signed the book at {artOpenStudio}: past buyers first, then the list. When a body of work is finished, they get a letter from the studio with the new {artPieces}, their stories and their prices, a few days before the work goes on your own site or to {artGalleries}. Four to six letters a year, never weekly.",
    steps: [
      "Gather every buyer and enquirer you have (sales records, old emails, the open studio's visitors' book, people your galleries introduced who gave you their details) into one free email tool; add only people who bought from you, asked you about a work or signed up, and keep a note of how each joined.",
      "Put a sign-up box on every page of your own site with one line: 'Letters from the studio: see new {artPieces} a few days before anyone else, four to six times a year.'",
      "Write the first letter now about the work on the easel or just finished: three or four {artPieces}, a photo of each, where it was painted, its size and its price, and how to arrange to see it.",
      "Send it to past buyers two days before the rest of the list, and to the list a week before the work goes on the site or to a gallery; say so in the letter, and keep to it.",
      "Every Friday count sign-ups, replies and sales from each letter in the tracker, and reply to every answer yourself.",
    ],
    setupSteps: 4,
    resourcesNeeded: ["A free email tool with a sign-up form", "Your buyers' and enquirers' details, with how each joined", "Photos of the new work"],
    successMetrics: ["The first letter sent within three weeks", "Sign-ups every week from the site and the open studio", "Progress towards: {metrics}"],
    template: `Subject: New {artPieces} from the studio, before they go anywhere else

Dear {{first name}},

I've just finished {{number}} new {artPieces} of {artLandscape}, and you're seeing them first: they go on the {product} site on {{date}} and to the galleries after that.

{{title}}: {{the place and the day in one line}}. {{size}}, {{its price}}.
{{title}}: {{the place and the day in one line}}. {{size}}, {{its price}}.

If one of them speaks to you, reply to this letter and it's yours to see first: at the studio, or I'll send more photos of it on a wall.

With best wishes from the studio,
{{your name}}
{product}`,
    marketingWisdom:
      "Collectors buy from artists they feel they know, and they come back: a small list of past buyers and people who asked is worth more than a large following, and first sight is the one privilege you can give without a discount.",
  },
  {
    id: "art-painting-stories",
    artist: 2,
    name: "The story of each {artPiece} on its page: the place, the day, the walk",
    kinds: ["ecommerce"],
    goals: GOALS,
    stages: ALL_STAGES,
    channels: ["seo"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Buyers of originals want to know the artist and the place behind a {artPiece}, and a few honest lines on where and how it was made turn a picture on a screen into something they can picture on their wall.",
    description:
      "A short story on every original's page on your own site: the place (named, so people who know it find it in a search), the day and the light, the walk or the wait, and one line on how it was made; then the size, the frame, a photo of it on a wall and how to see it. Written as you finish each {artPiece}, ten minutes while you remember it.",
    steps: [
      "Start with the originals for sale now: for each, write four to six sentences on the place, the day, the walk there and what made you stop, and name the place as people know it (the beach, the hill, the village).",
      "Add to each page the size, whether it is framed, a photo of it on a wall beside a chair or a lamp to show the scale, and one line on how to see it in person.",
      "From now on, write the story on the day you sign a {artPiece}, in a note on your phone; it goes on the page and into the next letter from the studio.",
      "Give each page a title people search for: the place's name with the kind of work, such as '{{place name}} painting' or 'original painting of {{place name}}'.",
      "Each month look in your site's statistics at which pages people read longest and which places they search for, and paint or write more about those places.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A note on your phone for each new story", "Photos of each original on a wall", "Your site's page editor and statistics"],
    successMetrics: ["A story on every original for sale within four weeks", "Enquiries that mention a story or a place", "Progress towards: {metrics}"],
    template: `{{title}}, {{medium}}, {{size}}

{{the place}}, on a {{month}} morning. I'd walked out from {{where you started}} before the light came up, and {{what made you stop}}. I painted the first sketch there and finished it in the studio over {{days}} days.

{{one line on how it was made}}

{{framed or unframed}}, {{its price}}. To see it in the studio or on your own wall first, reply to the letter or write to {{your email}}.

{product}`,
    marketingWisdom:
      "A collector often buys the place as much as the painting: the beach they walked on holiday, the hill they see from home. The story is what a gallery label cannot say, and it is the reason to buy from the artist directly.",
  },
  {
    id: "art-viewing-easy",
    artist: 3,
    name: "Viewing made easy: a studio visit by appointment, framing, {artInstalmentsShort} and art on approval if you choose",
    kinds: ["ecommerce"],
    goals: ["revenue", "retention", "signups"],
    stages: ALL_STAGES,
    channels: ["email-marketing"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 20 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Few people spend {artPrice} on a {artPiece} they have only seen on a screen, so every way to see it in person, live with it for a few days or spread the cost removes the reason to wait.",
    description:
      "One page on your own site, 'Seeing and buying a {artPiece}', linked from every original: a studio visit by appointment, framing (what you offer and what it adds), delivery or hanging nearby, {artInstalments}, and {artApproval}. The founder decides what to offer; the page says only what is true.",
    steps: [
      "Decide what you offer: studio visits (which days and how to book), framing, delivery in person nearby and by courier further away, and whether you will let a buyer take a {artPiece} home on approval for a few days (say how many days, and that they return it if it isn't right).",
      "Check the instalment option before you name it: {artInstalments}.",
      "Write the page in plain words, one short paragraph each, and link it from every original's page and every letter from the studio.",
      "Reply to every enquiry the same day with a photo of the {artPiece} on a wall, the two dates you can show it in the studio, and the page's link.",
      "Every Friday note in the tracker the enquiries, the visits booked and what each visitor bought or said.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["Your decision on visits, framing, delivery and approval", "The instalment scheme's own terms, checked", "A photo of each original on a wall"],
    successMetrics: ["The page live within two weeks", "Studio visits booked every month", "Progress towards: {metrics}"],
    template: `Seeing and buying a {artPiece} from {product}

Come to the studio. I show the work by appointment, usually on {{days}}: write to {{your email}} and I'll find a time.

Framing. {{what framing you offer and what it costs}}.

Delivery. {{how you deliver nearby and further away}}.

Spreading the cost. {{the instalment option you checked}}.

Living with it first (only if you offer it). Take it home for {{how many days}} days and see it on your own wall; bring it back if it isn't right..

---
Reply to an enquiry
Thank you for asking about {{title}}. Here it is on a wall, to give you the size. I'm in the studio on {{day}} and {{day}} if you'd like to see it; everything about framing, delivery and spreading the cost is here: {website}`,
    marketingWisdom:
      "The hard part of selling an original is not the price but the doubt: will it look right at home? A visit, a few days on approval or an instalment plan answers that doubt; a discount only makes the work look cheaper.",
  },
  {
    id: "art-open-studio-trails",
    artist: 4,
    name: "The open studio and the local art trails: every visitor invited to the collectors' list",
    kinds: ["ecommerce"],
    goals: GOALS,
    stages: ALL_STAGES,
    channels: ["events"],
    requires: [],
    uses: ["design"],
    cost: { min: 10, max: 40 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "People who walk into a studio have already chosen to spend an afternoon with the work, and most of them will buy later, not that day, if you keep in touch.",
    description:
      "The studio opens to visitors at {artOpenStudio}, and on {artTrail}: new work on the walls, its stories printed beside it, a visitors' book that is also the collectors' list sign-up, and a quiet corner for commissions. The sale often comes weeks later, from the letter after the visit.",
    steps: [
      "Put the dates of {artOpenStudio} in the diary now, and look up {artTrail}; enter the next one whose dates and fee suit you.",
      "Plan what is on the walls: new originals with their stories printed beside them, {artPrints} in a browser, and a card on commissions.",
      "Make the visitors' book a sign-up: name, email and a tick box for letters from the studio; tell each visitor what they will get and how often.",
      "Tell the collectors' list the dates three weeks before, and again the week before; past buyers get a private hour on the first morning.",
      "Within a week of the weekend, send every new sign-up a short letter with the work they saw and how to arrange a second look.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["The open studio's dates, and the art trail's entry details", "A visitors' book with a sign-up tick box", "Printed stories for each work on the walls"],
    successMetrics: ["Sign-ups counted at every open studio", "Sales in the month after each open studio", "Progress towards: {metrics}"],
    template: `Invitation to the collectors' list
Subject: The studio is open on {{dates}}

Dear {{first name}},

The studio doors are open on {{dates}}, {{times}}, at {{address}}. There's new work of {artLandscape} on the walls, with the stories behind each one, and the kettle on.

As one of the people who has bought from {product}, you're welcome for a private hour on {{day}} from {{time}}, before the doors open.

---
Visitors' book
Name | Email | Letters from the studio (new work first, four to six a year)? Yes / No`,
    marketingWisdom:
      "An open studio sells more through the list it fills than on the day: visitors who met the artist and saw the work in its place are the warmest names a letter will ever reach.",
  },
  {
    id: "art-commissions",
    artist: 5,
    name: "Commissions of a buyer's own place: a page, a price from and a deposit",
    kinds: ["ecommerce"],
    goals: ["revenue", "retention"],
    stages: ALL_STAGES,
    channels: ["email-marketing"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "A painting of the beach where someone married or the hill behind their house is a {artPiece} nobody else can sell them, and it is often bought for an anniversary or a move.",
    description:
      "A page on your own site for commissions: which places and sizes you take on, a price from, how it works (a conversation, a visit to the place, a sketch, a deposit, the finished {artPiece}), how long it takes and the dates you can still finish by. Mentioned once in every letter from the studio.",
    steps: [
      "Decide what you accept: places you'll visit, sizes, a price from (the same as an original of that size, so the galleries' prices hold), a non-refundable deposit, and how many commissions a year you take.",
      "Write the page with two past commissions, with the buyers' permission, and the dates by which a commission can be ready for the next anniversaries and Christmas.",
      "Add one line about commissions to every letter from the studio, and a card at the open studio.",
      "For each enquiry, ask for photos of the place and why it matters, then reply with a short proposal: size, price, deposit, a date.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["Two past commissions to show, with permission", "Your price from, deposit and dates", "A short proposal template"],
    successMetrics: ["The commissions page live within a month", "Commission enquiries each quarter", "Progress towards: {metrics}"],
    template: `Commissions at {product}

A {artPiece} of your own place: the beach where you married, the view from the kitchen window, the hill you walk every Sunday.

How it works: tell me about the place and why it matters, send a few photos, and I'll visit it if I can. I make a sketch for you to see, then the {artPiece}.
Sizes and prices from {{price from}}; a deposit of {{deposit}} starts the work. I take on {{number}} commissions a year; the next can be ready by {{date}}.

---
Reply to a commission enquiry
Thank you for telling me about {{the place}}. I'd love to paint it. I'd suggest {{size}}, at {{its price}}, ready by {{date}}; a deposit of {{deposit}} holds the place in the studio's diary.`,
    marketingWisdom:
      "A commission sells the artist's eye on the buyer's own memory: price it like an original, never cheaper, and let past commissions, shown with permission, do the selling.",
  },
  {
    id: "art-galleries-kept",
    artist: 6,
    name: "Galleries kept on side: the same price everywhere, and your gallery agreements checked",
    kinds: ["ecommerce"],
    goals: ["revenue", "retention"],
    stages: ALL_STAGES,
    channels: ["partnerships"],
    requires: [],
    uses: [],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "Selling from your own site grows only if {artGalleries} stay glad to show your work, and the same price everywhere is what lets a buyer choose where to buy without anyone being undercut.",
    description:
      "The same price for an original on your own site, at the open studio and in {artGalleries}, so {artCommission} is the galleries' share of the price, not a mark-up. Read each gallery agreement for what it says about selling direct, areas, exclusivity and buyers the gallery introduced, and speak to each gallery before the first letter from the studio goes out.",
    steps: [
      "Read each gallery agreement (or the emails that stand in for one) and note what it says about your own sales, prices, exclusivity in an area and buyers the gallery introduced; where it is unclear, ask the gallery rather than guess.",
      "Set one price per original, the same on the site, at the open studio and in the galleries, and put it on a price list you share with each gallery.",
      "Tell each gallery about the collectors' list and the site, and agree which new {artPieces} go to them and when; send buyers who found you through a gallery back to it.",
      "Ask each gallery whether it offers {artInstalmentsShort} or framing you can mention, and keep each gallery's new work on your own site with a link to it.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["Each gallery agreement, read", "One price list for every original", "A note of which work goes where"],
    successMetrics: ["One price list shared with every gallery within two weeks", "Galleries still taking new work after a year", "Progress towards: {metrics}"],
    template: `To {{gallery owner's name}}, {{gallery}}

Dear {{first name}},

A note before I start writing to the people who buy from {product} directly. My prices will stay the same everywhere: on the site, at the open studio and with you, so nobody can buy a {artPiece} cheaper from me than from {{gallery}}. Buyers who found me through you stay yours.

I'd like to agree which of the new {artPieces} come to you and when. Could we speak on {{day}}?

With best wishes,
{{your name}}`,
    marketingWisdom:
      "Galleries reach buyers the artist never meets, and they talk to each other: an artist who undercuts them online is soon an artist without galleries. One price everywhere keeps both doors open.",
  },
  {
    id: "art-where-buyers-are",
    artist: 7,
    name: "Work shown where your buyers already are: {artPlaces}",
    kinds: ["ecommerce"],
    goals: GOALS,
    stages: ALL_STAGES,
    channels: ["partnerships"],
    requires: [],
    uses: ["design"],
    cost: { min: 0, max: 60 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Many of your buyers first fell for {artRegion} on holiday, so a {artPiece} on the wall of the cottage, hotel or café they stay in is seen for days by exactly the people who will want it.",
    description:
      "Two or three places your buyers already spend time: {artPlaces} that would hang a few {artPieces} or {artPrints} with a card on each (the story, the price, the site), and {artShops}. Each gets the work on loan or on a sale-or-return agreement in writing, and a card that invites guests to the collectors' list.",
    steps: [
      "List five places your buyers stay or stop in ({artPlaces}), and look up {artShops}.",
      "Visit two in person with a small portfolio and one proposal: a few {artPieces} on loan or sale-or-return, with a card beside each; agree in writing who insures the work, what the place keeps from a sale and how long it stays.",
      "Write the card: the {artPiece}'s title, the story in two lines, the price (the same as everywhere), and the site's address for the collectors' list.",
      "Ask each place's owner how guests respond after a month, change the work each season, and count the sign-ups and sales that mention the place.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A small portfolio and a proposal in writing", "Cards for each work on show", "An agreement on insurance and commission for each place"],
    successMetrics: ["Work hanging in two places within two months", "Sign-ups and sales that name a place", "Progress towards: {metrics}"],
    template: `To {{owner's name}}, {{their cottages or hotel}}

Dear {{first name}},

I'm a {artWord} and I paint {artLandscape}, the places your guests come for. Would you hang {{number}} of my {artPieces} in {{the room or the walls}} for the season? They'd be on loan at no cost to you, with a small card beside each telling guests where it was painted; if a guest buys one, {{what you offer the place}}.

I'd bring them, hang them and change them each season. Could I show you a few on {{day}}?

{{your name}}, {product}

---
Card beside the work
{{title}}: {{the place and the day in two lines}}. {{its price}}. More of the work, and letters from the studio: {website}`,
    marketingWisdom:
      "The best wall for a landscape is one its buyers sit in front of on holiday: they have the time, the place is outside the window, and the card turns admiration into a name on your list.",
  },
  {
    id: "art-prints-door",
    artist: 8,
    name: "Prints as the door to an original: every print sent with the story and an invitation to the list",
    kinds: ["ecommerce"],
    goals: ["revenue", "signups", "retention"],
    stages: ALL_STAGES,
    channels: ["email-marketing"],
    requires: [],
    uses: ["design"],
    cost: { min: 10, max: 40 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "Someone who buys one of your {artPrintFrom} already loves the work, and a print is often the first step to an original a year or two later.",
    description:
      "A card in every print's parcel with the story of the painting it comes from, a note on the original (sold, or still available and where to see it), and an invitation to the collectors' list; print buyers asked at checkout whether they would like letters from the studio. Print buyers are counted as the list's future collectors.",
    steps: [
      "Design one card per print: the painting's story in three lines, the original's status, your signature and the site's address.",
      "Add a tick box at checkout on your own site for letters from the studio, worded plainly, and add print buyers who tick it to the list.",
      "Ten days after each print arrives, send a short note asking whether it has found its wall, and mention the originals of the same place.",
      "Each quarter, look at which prints sell best and show the originals of those places first in the next letter from the studio.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A card for each print", "A tick box at checkout", "A short follow-up note"],
    successMetrics: ["A card in every parcel from week 2", "Print buyers who join the list", "Progress towards: {metrics}"],
    template: `Card in the parcel
Thank you for giving {{print title}} a home.
I painted the original on {{the place}}, {{the day in one line}}. {{where the original is now}}.
Letters from the studio bring new work to you first: {website}
{{your signature}}, {product}

---
Ten days later
Subject: Has it found its wall?
Dear {{first name}}, I hope {{print title}} has found its wall. If you'd like to see the originals of {{the place}}, the studio is open by appointment, and the next letter comes in {{month}}.`,
    marketingWisdom:
      "Prints pay for time and spread the work; their greater value is the buyer they introduce. Treat every print buyer as a collector in the making, never as a one-off order.",
  },
  {
    id: "art-regional-press",
    artist: 9,
    name: "A story for the regional magazines: the artist, the place and the new work",
    kinds: ["ecommerce"],
    goals: ["awareness", "revenue", "signups"],
    stages: ALL_STAGES,
    channels: ["press"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Long-term",
    impact: "Medium Impact",
    why: "Your buyers read {artPress} in the places they live and stay, and a feature on an artist painting the places they love reaches them where a post to other artists never will.",
    description:
      "Two or three pitches a year to {artPress}, timed to a finished body of work, {artOpenStudio} or an exhibition: a story about the place and the work, three good photographs (the artist at work outdoors, the studio, one {artPiece}), and the dates. Features editors plan months ahead, so each pitch goes two or three months before the date.",
    steps: [
      "List the magazines and papers your buyers read, with the name of the features or arts editor from each one's website or masthead, and the months they plan ahead.",
      "Prepare three photographs you own the rights to and a one-page note: who you are, the place you paint, what is new and when people can see it.",
      "Pitch one story at a time, two to three months before the open studio or the new work, with a different angle for each magazine.",
      "When a piece runs, add it to the site and the next letter from the studio, and thank the writer.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A list of editors and their lead times", "Three photographs you own", "A one-page note on you and the work"],
    successMetrics: ["Two pitches sent in the first three months", "One feature a year", "Progress towards: {metrics}"],
    template: `Subject: Painting {artLandscape}: new work and an open studio in {{month}}

Dear {{editor's first name}},

I'm {{your name}}, the {artWord} behind {product}; I paint {artLandscape} in all weathers, mostly outdoors, and finish the work in my studio at {{where}}.

This {{season}} I've finished {{number}} new {artPieces} of {{the place}}, and the studio is open on {{dates}}. Your readers may know the place; I'd love to tell them how a {artPiece} of it comes about, from the walk to the wall.

Three photographs are attached (all mine to use). I'm free to speak any day that suits you.

With best wishes,
{{your name}}
{{phone}}`,
    marketingWisdom:
      "Regional magazines are read slowly, at home and in holiday cottages, by the people who buy original art of the region: one honest feature about the place and the work outlasts a year of posts.",
  },
  {
    id: "art-fair-stand",
    artist: 10,
    name: "A stand at one art fair your buyers visit, with the collectors' list at its heart",
    kinds: ["ecommerce"],
    goals: ["revenue", "signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["events"],
    requires: [],
    uses: ["design"],
    cost: { min: 800, max: 2500 },
    paid: true,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    inPerson: true,
    timeFrame: "Long-term",
    impact: "High Impact",
    why: "A budget that carries a stand buys a few days in front of thousands of people who came to buy original art, and each conversation can become a name on the list.",
    description:
      "One art fair a year whose visitors match your buyers (check past exhibitors' work and the fair's visitor numbers before you book): new originals, {artPrints} in a browser, the stories on cards, the visitors' book and the commissions card. Judge it by the sales and sign-ups it brings in the six months after, not only on the day.",
    steps: [
      "Shortlist two or three fairs your buyers go to; visit one as a visitor first if you can, and ask artists who showed there how it went.",
      "Book the stand early, and plan the wall: a few strong originals, a browser of prints, stories and prices on cards, the same prices as everywhere.",
      "Tell the collectors' list the dates and offer a free ticket to past buyers if the fair gives exhibitors guest tickets.",
      "Within a week, send each new sign-up a letter with the work they saw; count the sales in the six months after against the stand's cost.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["The fair's stand fee and terms, checked", "Display panels, lighting and a card machine", "A visitors' book with sign-up"],
    successMetrics: ["Sign-ups at the stand", "Sales within six months that cover the stand", "Progress towards: {metrics}"],
    template: `Subject: Find {product} at {{fair name}}, {{dates}}

Dear {{first name}},

I'll be at {{fair name}} on {{dates}}, stand {{number}}, with new {artPieces} of {artLandscape} that haven't been shown anywhere before. If you'd like to come, I have {{number}} guest tickets for people on this list: reply and one is yours.

{{your name}}`,
    marketingWisdom:
      "An art fair is expensive attention: it pays only when the artist leaves with names as well as sales, and when the same buyers are written to afterwards.",
  },
  {
    id: "art-studio-help",
    artist: 11,
    name: "A part-time studio assistant for the letters, the stories and the places, so you keep painting",
    kinds: ["ecommerce"],
    goals: ["revenue", "retention", "awareness"],
    stages: ALL_STAGES,
    channels: ["email-marketing"],
    requires: [],
    uses: [],
    cost: { min: 1500, max: 5000 },
    paid: true,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Long-term",
    impact: "High Impact",
    why: "A budget this size buys the hours you don't want to give: someone to send the letters from the studio, put the stories on the site and look after the places showing your work.",
    description:
      "A part-time studio assistant or freelance arts administrator, one or two days a week, who keeps the collectors' list, the site's stories, the gallery price list, the places showing your work and the open studio's arrangements, while you paint and write the stories in your own words.",
    steps: [
      "Write down the weekly and seasonal jobs in this plan that are not painting: the list, the site, the places, the galleries' paperwork, the press.",
      "Hire for one or two days a week through the county's arts network, the local art college or a freelance arts administrator; check references from another artist.",
      "Meet for half an hour each week: what went out, what came back, and the numbers in the tracker.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A written list of the jobs", "A short contract", "Half an hour a week together"],
    successMetrics: ["Letters, stories and places kept up every week", "Your painting hours back", "Progress towards: {metrics}"],
    template: `Studio assistant, {product}, one or two days a week

I'm a {artWord} and I'd like help with everything around the paintings: letters to the people who collect my work, the stories on each painting's page, the galleries' price lists, the cafés and hotels that show my work and the open studio.
You: organised, good with words, at ease with collectors and gallery owners. {{days}} a week, {{rate}}, {{where}}.
Write to {{your email}} with a few lines about you.`,
    marketingWisdom:
      "An artist's scarcest resource is studio time: paying someone to keep the list and the places warm is the way a growing practice keeps the work itself first.",
  },
  {
    id: "art-exhibition-season",
    artist: 12,
    name: "A solo exhibition each year with a private view for the collectors' list, a catalogue and an arts press agent",
    kinds: ["ecommerce"],
    goals: ["revenue", "awareness", "signups"],
    stages: ALL_STAGES,
    channels: ["events", "press"],
    requires: [],
    uses: ["design", "content"],
    cost: { min: 6000, max: 15000 },
    paid: true,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    inPerson: true,
    timeFrame: "Long-term",
    impact: "High Impact",
    why: "A budget this size can give each new body of work a proper showing: a hired space or a gallery's main room, a catalogue collectors keep, and a press agent who gets the story into the magazines your buyers read.",
    description:
      "One solo exhibition a year of the new body of work, in a space your buyers visit (a gallery's main room by agreement with it, or a hired space in {artRegion} or in a city where many of your buyers live), opening with a private view for the collectors' list, a printed catalogue with each {artPiece}'s story, a photographer, and an arts press agent for the three months around it. Prices stay the same as everywhere.",
    steps: [
      "Choose the space and the dates nine to twelve months ahead, and agree with {artGalleries} how the show sits beside them (one of them may host it).",
      "Hire an arts press agent for the three months around the show and a photographer for the work and the private view; check references from other artists.",
      "Make the catalogue: each {artPiece}'s photo, story, size and price, sent to the collectors' list a week before the private view.",
      "Invite past buyers to the private view first, then the list; count sales, sign-ups and press in the three months after against the show's cost.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A space and dates, agreed with your galleries", "An arts press agent and a photographer, with references", "A printed catalogue"],
    successMetrics: ["The private view full of collectors", "Sales in the three months after that cover the show", "Progress towards: {metrics}"],
    template: `Private view invitation
Subject: You're invited: {product}, new work, {{dates}}

Dear {{first name}},

The new {artPieces} of {artLandscape} go on show at {{the space}} from {{dates}}. Before the doors open to everyone, I'd love you to come to the private view on {{date}} at {{time}}: the work, the stories behind it, and a glass of something.

The catalogue is attached; every {artPiece} is at the same price as everywhere else.

{{your name}}`,
    marketingWisdom:
      "A solo show turns a body of work into an event the press can write about and collectors can plan for; it pays when the private view is full of the people on your list, not when the room is full of strangers.",
  },
];

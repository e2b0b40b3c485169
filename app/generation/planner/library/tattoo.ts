import type { LibraryTactic } from "../types";
import { ALL_STAGES } from "./stages";

/*
 * A tattoo or piercing studio (Reading.tattoo): a private studio or a street shop, resident artists and guest
 * spots, in the UK or the US. Clients choose an artist for a style, save designs for months and book when the
 * books open; they decide on the portfolio, healed work, a calm studio and how clearly the booking works. So the
 * plan is a booking form in place of the DMs, the books opening told by email, each artist's style pages and the
 * Google profile, healed work shown with the client's consent, flash days, guest spots, a consultation for
 * first-timers, reviews after healing, referrals and collaborations; no door drops, no discounts. Templates are
 * in the studio's voice.
 *
 * Tokens special to these texts (app/plan-quality/tattoo.ts): {ttWord} {ttStyles} {ttStylesUp} {ttSearch} {ttSearches}
 * {ttFrom} {ttDeposit} {ttArtists} {ttEachArtist} {ttBooks} {ttBooksNext} {ttLicence} {ttAge} {ttArea} {ttAreaShort} {ttGuest} {ttAhead} {ttBooksNextUp}.
 */

export const TATTOO_TACTICS: LibraryTactic[] = [
  {
    id: "tt-booking-form",
    tattoo: 1,
    essential: true,
    name: "A booking form in place of the DMs: placement, size, references, budget and dates, the {ttDeposit} deposit policy, and one saved reply in the DMs pointing to it",
    kinds: ["local"],
    goals: ["signups", "revenue", "retention", "awareness"],
    stages: ALL_STAGES,
    channels: ["email-marketing", "dm"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 30 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "A DM that says 'how much for a small flower' takes four messages to become a booking: where, how big, a reference, a date, the deposit; a form that asks all of it once gives {ttEachArtist} a request they can quote from in a minute, and a saved reply in the DMs sends everyone there, so the evenings go back to drawing.",
    description:
      "Put one booking form on {website} (a free form tool or your booking system's, linked from your bio and the Google profile): which artist or 'either', placement, size in centimetres, reference images, colour or black and grey, budget, the dates that suit, and whether it is their first tattoo. Under it, the deposit policy in plain words ({ttDeposit} to book, taken off the final price, what happens if they move or cancel). Every DM gets the same saved reply with the link; you answer forms in one sitting a day, not all evening.",
    steps: [
      "Write the form and the deposit policy from the template and put them on {website}; link them from your bio, the Google profile's booking link and your email signature.",
      "Save the DM reply as a saved reply in the app, and send it to every booking question from today; keep a second saved reply for 'how much?' with your prices ({ttFrom}) and the link.",
      "Answer forms in one fixed half-hour a day with a quote, two dates and the deposit link; a form without a reference or a size gets one reply asking for it.",
      "Every Friday, write in the tracker: booking requests by form, booking requests by DM, deposits paid, and the evenings you didn't spend on DMs.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A form on {website} (a free form tool is enough)", "A deposit policy in plain words", "Two saved replies in the DMs", "A daily half-hour for forms"],
    successMetrics: ["Share of booking requests that come through the form", "Deposits paid from form requests", "Progress towards: {metrics}"],
    template: `Booking form ({product}):
1. Which artist? ({{artist 1}} / {{artist 2}} / either: I'm here for the style)
2. Describe your idea in a sentence or two.
3. Placement on the body, and size in centimetres (roughly is fine).
4. Reference images (up to three): what you love about each.
5. Black and grey, or colour?
6. Your budget for this piece. (Prices: {ttFrom}.)
7. Dates and days that suit you over the next two months.
8. Is this your first tattoo? (If yes, we'll offer you a short consultation first.)
9. Your name, email and phone, and confirmation that you're 18 or over.

---
Deposit policy (under the form):
We take a {ttDeposit} deposit to book, taken off the price of your tattoo. You can move your appointment once with 72 hours' notice and keep your deposit; if you cancel or move it with less notice, the deposit covers the time and drawing we've already put in. We'll send your design to look at before the day.

---
Saved reply in the DMs:
Hi! Thanks so much for getting in touch. To book with us, please fill in our booking form: {{your booking form's link}}. It asks everything we need (placement, size, references, budget, dates), so we can come back to you with a quote and dates within two days. We don't take bookings by DM, so we can give every request our full attention. {product}`,
    marketingWisdom:
      "The DMs feel like customer service, but they're a queue with no order to it. A form is kinder to the client too: they know what to send, when they'll hear back and what the deposit is for.",
  },
  {
    id: "tt-books-list",
    tattoo: 2,
    essential: true,
    name: "Books opening announced by email to a list you own, a day before you post it",
    kinds: ["local"],
    goals: ["signups", "revenue", "retention", "awareness"],
    stages: ALL_STAGES,
    channels: ["email-marketing"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 20 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "When the books open, the people who have saved your work for months need to hear it, and a post reaches a fraction of your followers; an email goes to everyone who asked for it, on the day, with the form; a day's head start for the list makes joining it worth something without a discount.",
    description:
      "Start a list with a free email tool: a sign-up on {website}, in your bio and on the aftercare card ('get {ttBooks} by email a day early'). For {ttBooks}, send one short email the day before you post: which artist has which dates, any flash, and the booking form. Ask everyone who fills in a form and every client at the end of their appointment whether they'd like to be on it.",
    steps: [
      "Set up the list and a sign-up form on {website}; add the link to your bio, the aftercare card and the booking form's last question ('Tell me when the books open').",
      "Write the books-opening email from the template a week before {ttBooks}; send it a day before you post it.",
      "Ask every client at the end of their appointment whether they'd like to join; add the ones who say yes that evening.",
      "Every Friday, write in the tracker: new sign-ups, and for each books opening, forms from the email against forms from posts and messages.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A free email tool and a sign-up form", "One email a month", "A line on the aftercare card"],
    successMetrics: ["People on the list", "Booking forms in the 48 hours after each books-opening email", "Progress towards: {metrics}"],
    template: `Subject: Our books open tomorrow, and you get first pick today

Hi {{first name}},

{ttBooksNextUp} at {product} are open for you now, a day before we post it anywhere else.

{{artist 1}}: {{dates}}. {ttStylesUp}, {ttFrom}.
{{artist 2}}: {{dates}}.
Guest artist: {{name}}, {{dates}} ({{their style}}).
Flash: {{three designs from the new sheet}}, first come, first served.

Book through the form: {{your booking form's link}}. A {ttDeposit} deposit holds your date.

See you soon,
{{your name}}, {product}

You're getting this because you asked to hear when our books open. Unsubscribe: {{unsubscribe link}}`,
    marketingWisdom:
      "A list is the only audience an algorithm can't take away. The day's head start is the whole offer: people who want your work want first pick, not a discount.",
  },
  {
    id: "tt-artist-pages",
    tattoo: 3,
    essential: true,
    name: "Each artist's portfolio and style page on the site and the Google profile, found in searches such as \"{ttSearch}\"",
    kinds: ["local"],
    goals: ["signups", "revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["google-business", "seo"],
    requires: [],
    uses: ["content", "design", "seo"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "People search for a style and a town ({ttSearches}) and choose an artist, not a shop; a page for each artist and each style, with healed photos and the words people search for, and a Google profile with the same photos, reach people who never saw your posts.",
    description:
      "On {website}, one page for {ttEachArtist}: their styles ({ttStyles}), 12 to 20 pieces with healed photos, what they love to draw, the sizes and placements they take, the price guide ({ttFrom}), and the booking form. Then one page per style with the town in its title and first line ({ttSearches}). On the Google profile: the category 'Tattoo shop', the booking link, photos of healed work by each artist every week (each shown with the client's consent), and the questions first-timers ask answered as posts.",
    steps: [
      "Claim or check the Google profile: category 'Tattoo shop', opening days ('by appointment' if private), the booking link, and ten photos of healed work shown with clients' consent; add two new photos a week.",
      "Write each artist's page from the template with 12 to 20 photos, healed ones first; each photo named for the piece and the style ('fine-line-botanical-forearm-brighton.jpg'), shown only with the client's consent.",
      "Write one page per style with the town in its title and first line, and link each to the artists who do it and the booking form.",
      "Every Friday, write in the tracker: Google profile views and website clicks, visits to each artist's page, and forms that say they found you on Google.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A page per artist and per style on {website}", "Healed photos, shown with clients' consent", "A Google Business Profile in the 'Tattoo shop' category"],
    successMetrics: ["Visits to each artist's page", "Forms from people who found you on Google", "Progress towards: {metrics}"],
    template: `Artist page (title: "{{artist name}}: {ttStyles} tattoos in {place} | {product}"):
{{artist name}} draws {ttStyles} tattoos at {product} in {ttArea}, {place}. {{two sentences in the artist's own words}}
Takes: {{sizes and placements}}. Prices {ttFrom}; a {ttDeposit} deposit holds your date.
Healed work: {{12-20 healed photos}} (healed first, each with the placement and how long after).
Book with {{artist name}}: {{your booking form's link}}

---
Style page (title: "{ttSearch}: {product}"):
Looking for {ttSearch}? At {product} in {ttArea}, {{artist names}} draw {ttStyles} pieces, from small first tattoos to {{larger work}}. See healed work below, read how booking works, and send your idea through the form.

---
Google profile post:
Healed: {{placement}}, {{weeks}} weeks after, by {{artist name}}. {ttStylesUp} work at {product}, {ttArea}. Book through the form: {{your booking form's link}}`,
    marketingWisdom:
      "Nobody searches for a studio's name they haven't heard of; they search for the thing they want and the town they're in. Give every artist and every style a page that answers that search.",
  },
  {
    id: "tt-first-timers",
    tattoo: 4,
    name: "A consultation for first-timers: pain, hygiene, placement and the studio's registration, in 15 minutes before they book",
    kinds: ["local"],
    goals: ["signups", "revenue", "retention"],
    stages: ALL_STAGES,
    channels: ["email-marketing"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Many of the people who save your work for months never book because they worry about pain, hygiene and regret; a short consultation (in the studio or on a call), and a page that answers the same questions, turns that worry into a booked date, and a first-timer who felt looked after comes back for the second piece.",
    description:
      "Offer every first-timer (question 8 on the form) 15 minutes with the artist before they pay the deposit: the design and the placement, how much it will hurt there and for how long, how the studio keeps things clean (single-use needles, sealed ink caps, the surfaces wiped and wrapped), aftercare, and {ttLicence}. Put the same answers on a 'Your first tattoo' page, with {ttAge}.",
    steps: [
      "Write the 'Your first tattoo' page from the template: pain by placement, hygiene, aftercare, ID and age, and what your registration certificate says (check it and show it in the studio and on the page).",
      "Set two short consultation slots a week for each artist; offer them in the reply to every form that says 'first tattoo'.",
      "At the end of each consultation, offer two dates and the deposit link; send the page's link afterwards.",
      "Every Friday, write in the tracker: consultations held and first-timers who paid a deposit after one.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A 'Your first tattoo' page", "Two 15-minute slots a week for each artist", "Your registration certificate on show (check what it covers)"],
    successMetrics: ["Consultations held", "Share of first-timers who book after a consultation", "Progress towards: {metrics}"],
    template: `Reply to a first-timer's form:
Hi {{first name}}, thank you for sending your idea to {product}; {{one thing you like about it}}. As it's your first tattoo, would you like a free 15-minute chat with {{artist name}} before you book? We'll look at the design and the placement together, go through how it feels and how to look after it, and answer anything else. We have {{two times}}; which suits you?

---
'Your first tattoo' page:
Does it hurt? Most people describe it as a scratch or a cat's claw; bonier places (ribs, ankles, feet) feel more. A palm-sized piece usually takes {{time}}.
Is it clean? Every needle is single-use and opened in front of you; ink goes in sealed caps that are thrown away; surfaces and the machine are wiped and wrapped for every client. Our registration with {{the council}} is on the wall: ask to see it. (Check with your council what your registration shows, and say exactly that.)
Aftercare: {{your aftercare steps}}; we'll give you a card and check in at two and six weeks.
ID and age: {ttAge}.
Still unsure? Book a free 15-minute consultation: {{your booking form's link}}`,
    marketingWisdom:
      "The first tattoo is a decision people put off for years. Whoever makes it feel safe and unhurried gets the first piece and usually the next three.",
  },
  {
    id: "tt-healed",
    tattoo: 5,
    name: "Aftercare and a six-week healed-photo check-in: healed work shown with the client's consent, and the review asked then",
    kinds: ["local"],
    goals: ["signups", "revenue", "retention", "awareness"],
    stages: ALL_STAGES,
    channels: ["reviews", "email-marketing", "blog"],
    requires: [],
    uses: ["content", "social"],
    cost: { min: 0, max: 50 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Fresh tattoos all look good on a phone; people who have saved designs for months look for healed work, especially with fine lines that can blur; a check-in six weeks after every appointment gets a healed photo, a happy client's consent to show it and a review at the moment they're proudest of it, and it catches a healing problem early.",
    description:
      "Give every client an aftercare card (what to do for the first two weeks, and 'send us a healed photo at six weeks'). At two weeks, a short message to ask how it's healing; at six weeks, ask for a healed photo and whether you may show it (on {website}, the Google profile and your posts), and then for a Google review. Healed photos go up only with the client's consent, without their name unless they want it.",
    steps: [
      "Write the aftercare card and the two messages from the template; print the cards.",
      "Put each client's six-week date in the diary when they pay the deposit; send the messages on those days.",
      "Post each healed photo you have consent for on the artist's page, the Google profile and your posts, with the placement and 'six weeks healed'.",
      "Every Friday, write in the tracker: healed photos received, consents given and reviews left.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["Printed aftercare cards", "Two saved messages", "Each client's six-week date in the diary"],
    successMetrics: ["Healed photos received, with consent", "Google reviews a month", "Progress towards: {metrics}"],
    template: `Aftercare card:
Thank you for getting tattooed at {product}. {{your aftercare steps}}. Any redness or worry, message us. At six weeks, send us a photo of it healed: we love seeing it.

---
Two weeks after:
Hi {{first name}}, how's your {{piece}} healing? Anything you're unsure about, just reply. {{artist name}}

---
Six weeks after:
Hi {{first name}}, it's six weeks since your {{piece}}: could you send us a photo of it healed? If you're happy for us to show it on our website and our posts (without your name, unless you'd like it), just say yes. And if you'd like to, a Google review helps people who are nervous about their first tattoo find us: {{review link}}. Thank you! {{artist name}}, {product}`,
    marketingWisdom:
      "Healed work is the proof people can't fake and can't get anywhere else. Asking for the review when the client sends a photo they love gets warmer words than asking at the till on the day, when the skin is still sore.",
  },
  {
    id: "tt-flash-days",
    tattoo: 6,
    name: "Flash days and flash sheets: small designs drawn once, a date the list can book, walk-ins on the day",
    kinds: ["local"],
    goals: ["signups", "revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["events", "email-marketing"],
    requires: [],
    uses: ["design"],
    cost: { min: 0, max: 60 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "A flash day gives people a reason to come on a date, a small piece from a sheet is an easy first tattoo, and each design is tattooed once, so there's no need to cut the price: the scarcity is real; it fills a quiet week and brings first-timers who then book custom work.",
    description:
      "Once a month or once a quarter, each artist draws one sheet of 10 to 15 small {ttStyles} designs at set prices (your usual rates: {ttFrom}). Email the sheet to the list a week before, take bookings through the form for the morning and walk-ins in the afternoon, and mark each design 'taken' as it goes. Prices stay at your usual rates: each design is tattooed once, and that is the reason to come.",
    steps: [
      "Pick a date in a quieter week and draw one sheet per artist; set each design's price and size.",
      "Email the sheet to the list a week before, then post it; the form takes morning bookings, the afternoon is first come, first served.",
      "On the day, photograph each piece (with consent) and mark the design taken on the sheet in the studio and online.",
      "Every Friday after a flash day, write in the tracker: pieces done, first-timers, and custom bookings that came from it.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["One flash sheet per artist", "A date and the list", "Printed sheets for the studio and the shops you work with"],
    successMetrics: ["Pieces done on each flash day", "First-timers who came back for a custom piece", "Progress towards: {metrics}"],
    template: `Subject: Flash day at {product}: {{date}}

Hi {{first name}},

On {{date}}, {{artist names}} are tattooing from new flash sheets: {{number}} small {ttStyles} designs, each tattooed once. Prices are on the sheet ({{price range}}).

Mornings are bookable through the form from today: {{your booking form's link}} (a {ttDeposit} deposit holds your slot). The afternoon is walk-ins, first come, first served.

See the sheets: {{link to the sheets}}

{{your name}}, {product}, {ttArea}`,
    marketingWisdom:
      "Flash is a first tattoo without the months of deciding. Scarcity that's true (each design once) does what a discount would, without teaching people to wait for one.",
  },
  {
    id: "tt-guest-spots",
    tattoo: 7,
    name: "Guest spots and swaps: each guest announced to both lists, and your artists guesting where your clients travel from",
    kinds: ["local"],
    goals: ["signups", "revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["partnerships", "email-marketing", "dm"],
    requires: [],
    uses: ["community"],
    cost: { min: 0, max: 80 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "A guest artist brings their own followers to your studio and shows your list a new style; a swap sends one of your artists to a studio in a city where your clients come from, and brings their clients back; both lists meet each other's work for free.",
    description:
      "Book {ttGuest} at least six weeks ahead with an artist whose style sits next to yours; ask them to announce it to their list and followers, and announce it to yours with their dates and the booking form. Offer a swap: one of your artists guests at their studio. Choose studios in the places your clients travel from.",
    steps: [
      "List five artists whose style sits next to yours (and whose studios are where your clients come from); message them with the template.",
      "For each guest, agree the dates, the split and who takes bookings (your form, marked with their name), six weeks ahead.",
      "Announce each guest to your list with their dates and three healed pieces; ask them to share the same post with theirs.",
      "Every Friday, write in the tracker: guest bookings, new sign-ups to your list during each guest spot, and swaps agreed.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A chair and dates for guests, and a train fare when one of yours guests elsewhere", "A short guest agreement (dates, split, bookings, consent for photos)", "A place on the list's email for each guest"],
    successMetrics: ["Guest spots booked out", "New list sign-ups in each guest's weeks", "Progress towards: {metrics}"],
    template: `Message to an artist (DM or email):
Hi {{name}}, I'm {{your name}} from {product} in {ttArea}, {place}. I love your {{their style}} work, especially {{one piece}}. We have a guest spot each month and I think our clients would love your work: would you like to guest with us on {{dates}}? We'd take bookings through our form under your name, share it with our list, and the split is {{your split}}. And if you ever have a chair free, {{your artist}} would love to guest with you.

---
Email to the list:
Subject: Guest artist at {product}: {{name}}, {{dates}}
{{name}} ({{their style}}) is guesting with us on {{dates}}. Three healed pieces: {{links}}. Book through the form, choosing {{name}}: {{your booking form's link}}`,
    marketingWisdom:
      "Guest spots are the tattoo world's oldest partnership: two artists lend each other their followers. Pick guests for the overlap in style, not the follower count.",
  },
  {
    id: "tt-referrals",
    tattoo: 8,
    name: "Referrals from clients: a card for a friend with first pick of the next flash sheet, no discount",
    kinds: ["local"],
    goals: ["signups", "revenue", "retention"],
    stages: ALL_STAGES,
    channels: ["referral"],
    requires: [],
    uses: ["community"],
    cost: { min: 0, max: 50 },
    paid: false,
    hoursPerWeek: 0.25,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "Most first tattoos start with a friend's: people go where someone they trust went, and matching tattoos come in pairs; a card handed over at the end of the appointment makes that easy, and a thank-you that isn't money (first pick of the next flash sheet, a print) keeps the price where it is.",
    description:
      "At the end of each appointment, with the aftercare card, give the client two cards for friends: the booking form's link and a line from the artist. When a friend books and names them on the form, both get first pick of the next flash sheet a day before the list, and the client gets a thank-you note. Ask on the form 'Who sent you?' to count it.",
    steps: [
      "Print the referral cards from the template; add 'Who sent you?' to the booking form.",
      "Hand two to every client with the aftercare card, and say one line about it.",
      "When a form names a client, thank them the same day and add both to the first-pick list for the next flash sheet.",
      "Every Friday, write in the tracker: forms that name a client, and bookings from them.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["Printed referral cards", "'Who sent you?' on the form", "A first-pick list for flash"],
    successMetrics: ["Forms that name a client", "Bookings from referrals", "Progress towards: {metrics}"],
    template: `Referral card (front):
{{your friend's name}} thinks you'd love being tattooed at {product}.
(back):
{ttStylesUp} tattoos in {ttArea}, {place}. Book through the form and tell us who sent you: you both get first pick of our next flash sheet. {{your booking form's link}}

---
What to say at the end of the appointment:
"Here are two cards for friends who've been thinking about it. If they book and mention you, you both get first pick of the next flash sheet."

---
Thank-you message:
Hi {{first name}}, {{friend's name}} booked with us and said you sent them: thank you! You're both on the first-pick list for our next flash sheet. {{artist name}}, {product}`,
    marketingWisdom:
      "A friend's healed tattoo is the best advert you'll ever have. Reward the introduction with something only you can give, so the price stays the price.",
  },
  {
    id: "tt-collaborations",
    tattoo: 9,
    name: "Collaborations with shops and makers in {ttAreaShort} whose customers like your work: a print, a flash sheet for their theme, a night together",
    kinds: ["local"],
    goals: ["signups", "revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["partnerships", "events"],
    requires: [],
    uses: ["community", "design"],
    cost: { min: 0, max: 60 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "The people who would love your {ttStyles} work are already buying from the independent shops around {ttArea}: plant shops, florists, illustrators, jewellers, vintage and stationery shops; a collaboration puts your work in front of their customers with their blessing, without a flyer or an ad.",
    description:
      "Pick two shops or makers whose customers look like yours and offer something made together: a flash sheet drawn for their theme (a plant shop's plants, a florist's season), a print sold in their shop with your booking link, or a drawing night in their space. Each of you tells your own list.",
    steps: [
      "List five shops or makers near {ttArea} whose customers look like yours; visit two and ask with the template.",
      "Agree one thing together (a themed flash sheet, a print, an evening), the date and what each of you sends to your list.",
      "Run it; put the booking link on everything, and the form's 'Who sent you?' gets their name.",
      "Every Friday, write in the tracker: forms that name the partner, sign-ups to your list from it.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["Two partner shops or makers", "A themed flash sheet or a small print run", "A line in each other's emails"],
    successMetrics: ["Forms that name a partner", "List sign-ups from each collaboration", "Progress towards: {metrics}"],
    template: `Message to a shop or maker:
Hi {{name}}, I'm {{your name}}, one of the artists at {product} round the corner in {ttArea}. Our clients love {{what they sell}}, and a lot of our {ttStyles} work is {{what overlaps}}. Would you like to do something together: a flash sheet drawn from {{their theme}}, tattooed at ours, with the sheet printed for your shop, and each of us telling our own customers? Happy to pop in and show you the drawings. {{your name}}`,
    marketingWisdom:
      "Borrow trust from someone whose customers already share your taste. The best partner isn't the biggest shop; it's the one whose customers would follow you if they saw your work.",
  },
  {
    id: "tt-local-ads",
    tattoo: 10,
    name: "A small Instagram and Facebook ads test around {place} to the booking form, around each books opening",
    kinds: ["local"],
    goals: ["signups", "revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["meta-ads", "instagram"],
    requires: [],
    uses: ["paid", "social"],
    cost: { min: 100, max: 500 },
    paid: true,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "When the list and the search pages are working, a small capped campaign to adults around {place}, in the week the books open, puts healed work in front of people who like the style and haven't found you yet.",
    description:
      "One Meta campaign, adults 18 and over within a few miles of the studio, with healed photos shown with consent and the booking form as the goal, run only in the week each books opening is announced. Judge it by forms and deposits, and stop it if a fortnight brings none.",
    steps: [
      "In Meta's Ads Manager, set one campaign with a daily cap, adults 18+, a few miles around the studio, and the booking form as the goal; check Meta's current ad rules for tattoo studios.",
      "Use two healed photos (with consent) and the artist's words.",
      "Run it only in the week of each books opening.",
      "Every Friday, write the cost, forms and deposits from the ad in the tracker.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A Meta ads account with a daily cap", "Two healed photos shown with consent"],
    successMetrics: ["Cost per deposit paid", "Forms from the ads", "Progress towards: {metrics}"],
    template: `Instagram and Facebook ad:
Headline: {ttStylesUp} tattoos in {place}
Text: Healed {ttStyles} work by {{artist names}} at {product}, {ttArea}. {ttBooksNextUp} are open now: send your idea through the form. Prices {ttFrom}.
Button: Book now`,
    marketingWisdom: "Ads can only show the work; the healed photos and the form do the selling. Keep it small and tied to the books opening.",
  },
  {
    id: "tt-convention",
    tattoo: 10,
    name: "A convention booth and a photographer for healed work: the studio in front of the people who travel for tattoos",
    kinds: ["local"],
    goals: ["signups", "revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["events", "blog"],
    requires: [],
    uses: ["design"],
    cost: { min: 1000, max: 3000 },
    paid: true,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Long-term",
    impact: "Medium Impact",
    why: "A budget this size can put the artists at a tattoo convention, where people travel to be tattooed and find new artists, and pay a photographer to shoot healed work properly for the pages and the Google profile.",
    description:
      "Apply for a booth at one tattoo convention a season that people from your area go to (check each one's dates, fees and how they choose artists; its cost spread over the months), with flash sheets drawn for it and the list's sign-up on the table. Book a photographer for a half-day each quarter to photograph healed pieces of clients who agree.",
    steps: [
      "List two or three conventions your clients go to; check each one's application dates, fees and rules, and apply to one.",
      "Draw flash for it, bring the sign-up and the booking form's QR code, and book the convention weeks' spots through the form ahead.",
      "Book a photographer for a half-day a quarter; invite clients with healed pieces who agree to be photographed.",
      "Every Friday, write in the tracker: sign-ups and forms from the convention, and pages updated with new photos.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A convention booth (check fees)", "Flash for the booth", "A photographer a half-day a quarter"],
    successMetrics: ["List sign-ups and forms from the convention", "Healed photos on the artists' pages", "Progress towards: {metrics}"],
    template: `Invitation to a client for the healed-photo shoot:
Hi {{first name}}, we're having {{your piece}} and a few other healed pieces photographed properly on {{date}} for our website. Would you like to come for 15 minutes? The photos are used only if you're happy with them, and never with your name unless you want it. {{artist name}}, {product}`,
    marketingWisdom: "Conventions are where people who already love tattoos meet artists they'll travel for. Go with flash and a list sign-up, not just a portfolio.",
  },
  {
    id: "tt-studio-team",
    tattoo: 10,
    name: "A studio manager for the forms, the list and the Google profile, and a season of healed-work photography: the artists' time back for tattooing",
    kinds: ["local"],
    goals: ["signups", "revenue", "retention", "awareness"],
    stages: ALL_STAGES,
    channels: ["email-marketing", "blog"],
    requires: [],
    uses: ["content", "design"],
    cost: { min: 8000, max: 45000 },
    paid: true,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Long-term",
    impact: "High Impact",
    why: "On a budget this size, the bottleneck is the artists' hours, not reach: a studio manager who answers every form within a day, runs the books-opening emails, the six-week check-ins and the Google profile, and a photographer who shoots healed work properly, turn the same demand into fuller books without an ad.",
    description:
      "Hire a studio manager (part-time or full-time) to own the booking form, quotes and deposits, the list, the consultations' diary, the six-week check-ins and the Google profile; pay a photographer for a day a month of healed-work photos with clients who agree; and fund a proper site with a page per artist and per style. Spend only what the artists' diaries can absorb: when {ttArtists} books are full {ttAhead}, the next money goes to a third chair or more guest artists, not more enquiries.",
    steps: [
      "Write the studio manager's job from the tactics above (forms answered within a day, the list, the check-ins, the Google profile) and hire; check employment and data-protection rules for the client details they handle.",
      "Book a photographer a day a month; invite clients with healed pieces who agree to be photographed, and sign a consent form for each.",
      "Rebuild {website} with a page per artist and per style, the form and the first-timers' page, and measure forms by page.",
      "Every Friday, write in the tracker: forms answered within a day, deposits, weeks booked ahead per artist, and what each spend bought.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A studio manager", "A photographer a day a month, and a consent form for each client", "A site with a page per artist and per style"],
    successMetrics: ["Forms answered within a day", "Weeks booked ahead per artist", "Progress towards: {metrics}"],
    template: `Job ad: Studio manager at {product}
We're a {ttWord} in {ttArea}, {place}, with {{number}} artists and a guest spot each month. You'll answer every booking form within a day (quotes, dates, the {ttDeposit} deposit), send our books-opening emails, run first-timers' consultations' diary and the six-week healed-photo check-ins, and keep our Google profile fresh. You're calm, organised and kind to nervous first-timers. {{hours and pay}}. {{how to apply}}`,
    marketingWisdom: "Money can't make an artist draw faster, but it can take everything that isn't drawing off their hands. Spend on the hours, not the reach, until the books are full.",
  },
];

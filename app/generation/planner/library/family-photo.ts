import type { LibraryTactic } from "../types";
import { ALL_STAGES } from "./stages";

/*
 * A newborn, maternity and family photographer (Reading.familyPhoto): expectant parents book a newborn session in
 * pregnancy for a due date, so the booking is a window and a deposit; they choose on safety (training, insurance,
 * never a risky pose) and another parent's word, where expectant parents already are (antenatal classes, pregnancy
 * yoga, scan studios, baby shops, doulas); the money is made in the viewing session; and every family is a one-off
 * unless it is invited back (sitter, first birthday, yearly mini-session, siblings). Every photo of a baby shown
 * needs the parents' written consent. No venues, planners, couples or real weddings.
 *
 * Tokens special to these texts (app/plan-quality/family-photo.ts): {fpWord} {fpSessions} {fpStudio} {fpPrice}
 * {fpPriceShort} {fpProducts} {fpProductsShort} {fpGoal} {fpChecks} {fpNext} {fpClasses} {fpReferrers} {fpGroups} {fpBook}.
 */

export const FAMILY_PHOTO_TACTICS: LibraryTactic[] = [
  {
    id: "fp-due-date-booking",
    familyPhoto: 1,
    essential: true,
    name: "A due-date booking for expectant parents: a deposit, a window in the baby's first two weeks, and a call before they book",
    kinds: ["local"],
    goals: ["revenue", "signups", "awareness", "retention"],
    stages: ALL_STAGES,
    channels: ["email-marketing", "calls"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Parents in {place} book a newborn session in pregnancy for a date that is only a due date: a clear way to hold it (a deposit, a window, what happens if the baby comes early) turns an enquiry into a booking months ahead, and a short call answers the worries (safety, a baby who won't settle) that a price list can't.",
    description:
      "Answer every enquiry the same day with one reply that makes the booking simple: {fpBook}; what the {fpPriceShort} session includes ({fpIncludes}); and a 15-minute call about safety and settling the baby. After the birth, the parents message you and you fix the date within the window. Count due dates booked for each of the next three months: that is the diary your goal ({fpGoal}) is measured in.",
    steps: [
      "Write the booking terms on one page: the deposit, that it holds the due date, the window (usually the first two weeks after birth), what happens if the baby comes early or late or needs hospital care, and how the rest is paid.",
      "Keep a due-date calendar: one line per booked family with the due date and the window, and count for each of the next three months how many are booked against {fpGoal}.",
      "Keep the enquiry reply from the template on your phone, send it the same day to every enquiry, and offer the 15-minute call with two times to choose from.",
      "On the call, ask the due date, whether it is their first baby and what worries them, then tell them how a session runs in {fpStudio} (warmth, feeds, breaks, no pose forced) and send the booking link while you're still talking or straight after.",
      "Every Friday, count enquiries, calls and deposits paid, and where each family heard of {product}; follow up once, a week later, anyone who enquired and didn't book.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Booking terms on one page, with the deposit and the window", "An online booking link that takes the deposit", "A due-date calendar for the next three months"],
    successMetrics: ["Due dates booked for each of the next three months", "Share of enquiries that book after a call", "Progress towards: {metrics}"],
    template: `Reply to an enquiry (the same day):
Hi {{first name}}, congratulations, and thank you for getting in touch! When are you due?

Newborn sessions at {product} happen in the first two weeks after birth, when babies are sleepiest and curl up most easily. Because no one knows the exact day, I book your due date with a deposit of {fpDeposit} and hold a window around it; once your baby arrives, you message me and we pick the day that suits you. The session is {fpPriceShort}, which includes {fpIncludes}.

Safety comes first: {fpChecks}. Your baby is never put in a position that isn't safe, and we stop for feeds and cuddles whenever they need.

Would a 15-minute call on {{day}} at {{time}} or {{day}} at {{time}} suit you? I'll answer anything you're wondering about, from what to bring to what happens if baby won't settle.

{{your name}}, {product} · {{booking link}}`,
    marketingWisdom:
      "Expectant parents aren't buying a photo shoot yet; they're buying the certainty that someone safe has their baby's first fortnight in hand. Make holding the date simple and answer the worry on a call, and the booking follows.",
  },
  {
    id: "fp-safety-page",
    familyPhoto: 2,
    essential: true,
    name: "A page and Google profile that answer the safety question first: training, insurance, how a session runs, and no risky pose",
    kinds: ["local"],
    goals: ["revenue", "signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["google-business", "reviews", "seo"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Expectant parents worry about safety and whether their baby will settle before they look at a single photo, and they search 'newborn photographer {town}' on Google: a page and a profile that answer that first, with training and insurance they can check, win the parents another parent sent.",
    description:
      "One page on {website} and a complete Google Business Profile written for expectant parents: how a newborn session at {product} runs (warmth, feeds, settling, how long it takes), your newborn safety training and your insurance, named, that any pose like a baby's chin on its hands is a composite of two supported shots and never held unsupported, what the {fpPriceShort} session includes ({fpIncludes}), how to book a due date, and {fpSessions} sessions. Photos of babies only with their parents' written consent, and never with a baby's full name.",
    steps: [
      "Write down the five questions parents ask you most (often: is it safe, what if baby won't settle, how warm is the studio, can we feed, how long does it take) and answer each in two or three lines on one page.",
      "Add your training and insurance as parents can check them (the course's name, the insurer), a short 'how a session runs', and the due-date booking.",
      "Complete the Google Business Profile: category 'Photographer', the areas you cover around {place}, the services ({fpSessions}), the booking link, and ten photos that each family has agreed to in writing.",
      "Post to the profile once a week: one session, one answer to a parent's question, or a date still free for due dates three months out.",
      "Every Friday, write down the profile's searches, calls and website clicks, and which page visitors enquire from.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A page on your website for parents", "A Google Business Profile", "Written consent from each family whose baby's photos you show"],
    successMetrics: ["Enquiries that come from Google or the page", "Profile searches and calls a week", "Progress towards: {metrics}"],
    template: `Page for expectant parents:
Newborn photography in {place}: safe, calm and at your baby's pace
Newborn sessions at {product} happen in {fpMyStudio} in the first two weeks after birth. The room is kept warm, we stop for feeds and cuddles whenever your baby needs, and a session takes {{how long}}.

Safety first
- Training: {{the newborn safety course you took}}
- Insurance: {{your insurer and cover}}
- Every pose is safe: anything like a baby resting their chin on their hands is made from two photos, with a parent's hand supporting the baby in each, and joined afterwards. Your baby is never balanced or left unsupported.

The session: {fpPrice}. Also available: {fpProducts}.
Booking: I hold your due date with a deposit and a window in the first two weeks; you message me when baby arrives.
"{{a parent's words}}" ({{first name}}, shared with permission)
Book a 15-minute call: {{booking link}}`,
    marketingWisdom:
      "Parents don't choose a newborn photographer on the prettiest photo; they choose the one they trust with their baby. Put the answer to that question above the portfolio, and make every claim one they can check.",
  },
  {
    id: "fp-pregnancy-referrers",
    familyPhoto: 3,
    name: "Where expectant parents already are: antenatal classes, pregnancy yoga, scan studios, baby shops, doulas and hypnobirthing teachers",
    kinds: ["local"],
    goals: ["revenue", "signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["partnerships", "referral", "flyers", "speaking"],
    requires: [],
    uses: ["community"],
    cost: { min: 0, max: 40 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Parents in {place} book a newborn session in the second trimester, months before anyone sees the baby: the {fpReferrers} meet them in exactly those months, and a name from someone they trust in pregnancy is worth more than any post.",
    description:
      "Build a small circle of people who meet expectant parents around {place}: {fpReferrers}. Offer each something useful to their parents, not a sales pitch: a short talk at a class on 'photographing your newborn safely at home', a printed card with five tips for phone photos of a new baby and your name on the back, or a framed print for their room (babies shown only with their parents' written consent). Ask each whether they keep a list of local services they give parents, and thank anyone who sends a family with a handwritten note and a print, the same for everyone.",
    steps: [
      "List ten people and places around {place} that see expectant parents: {fpReferrers}; find them in a local search and through {fpClasses}.",
      "Write to three a week with the note in the template; offer the talk, the tips card or a print for their room.",
      "Print 200 tips cards (five tips for phone photos of a new baby, your name and booking link on the back) and leave a small stack where each place agrees to take them.",
      "Ask every family on the call who told them about {product}, write it in the tracker, and thank each person who sent a family.",
      "After two months, keep the five places that sent families and give them new cards each quarter; drop the rest.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A list of ten classes, teachers, studios and shops around {place}", "200 printed tips cards", "A handwritten thank-you and a print for anyone who sends a family"],
    successMetrics: ["Referrers who agree to pass your name on", "Bookings a month that name a referrer", "Progress towards: {metrics}"],
    template: `Subject: Something for the parents in your {{class or studio}}

Hello {{first name}},

I'm {{your name}}, a {fpWord} in {town} ({product}). The parents I photograph often tell me they met at {{their class or studio}}, so I wanted to offer you something useful for them, not an advert:

- a 15-minute talk at one of your sessions on taking safe, lovely photos of a newborn at home with a phone, or
- a stack of small cards with five of those tips (my name is on the back), or
- a framed print for your room, of a family who have agreed to it being shown.

Do you keep a list of local services you give parents? I'd be glad to be on it, and happy to come by at a time that suits you.

{{your name}} · {{phone}} · {{link to your page}}`,
    marketingWisdom:
      "The people who see parents in pregnancy are the ones who are asked 'who did your friend use?'. Give them something their parents value before you ask for anything, and you become the name they give.",
  },
  {
    id: "fp-viewing-session",
    familyPhoto: 4,
    name: "A viewing session for every family, where {fpProductsShort} are shown at the size they'd hang at home",
    kinds: ["local"],
    goals: ["revenue", "retention"],
    stages: ALL_STAGES,
    channels: ["email-marketing"],
    requires: [],
    uses: ["sales", "design"],
    cost: { min: 10, max: 60 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "A family choosing from a gallery link on a phone rarely orders more than the images included; shown their own baby in an album and at the size of a wall, in a relaxed viewing a week or two after the session, they choose the print they'll keep for twenty years, and that is where {fpProducts} earn their place next to {fpPriceShort}.",
    description:
      "Book a viewing for every family when they book the session: in {fpStudio} or online, a week or two after the shoot, with their favourite images shown in a sample album and at wall sizes (a photo of their own wall, sent beforehand, helps). Show the products with prices on one card, let them choose without pressure, and book the next session ({fpNext}) while they're there.",
    steps: [
      "Make one price card for {fpProducts}, with three clear options, and keep one sample album and two sample frames in {fpStudio}.",
      "Add the viewing to every booking confirmation, and ask each family to send a photo of the wall where a print might go.",
      "At the viewing, show the chosen images in order, then the album and the wall sizes with their own photos; write the order down there and then.",
      "Before they leave, offer to pencil in the next session from the template, and note who said yes.",
      "Every month, count viewings, orders and the average spend per family beyond the session price.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A sample album and two sample frames", "One price card", "A slot for each viewing in your diary"],
    successMetrics: ["Share of families who order an album or wall art", "Average spend per family beyond the session", "Progress towards: {metrics}"],
    template: `Message a week after the session:
Hi {{first name}}, your gallery is ready to view! I'd love to show you {{baby's first name}}'s photos properly: in {fpMyStudio} or online, whichever suits, on {{day}} at {{time}} or {{day}} at {{time}}.

If you send me a quick photo of the wall where you might hang one, I'll show you how your favourite would look there, at its real size. There's no pressure to order anything beyond what's included in your session.

{{your name}}, {product}`,
    marketingWisdom:
      "Products sell when they are seen, not listed. A family who holds the album with their baby's first week in it doesn't need a sales pitch; they need the choice made easy.",
  },
  {
    id: "fp-gallery-review",
    familyPhoto: 5,
    name: "A review and a friend's name asked when each gallery is delivered, the same message for every family",
    kinds: ["local"],
    goals: ["revenue", "signups", "awareness", "retention"],
    stages: ALL_STAGES,
    channels: ["reviews", "referral", "google-business"],
    requires: [],
    uses: ["community"],
    cost: { min: 0, max: 30 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Expectant parents in {place} read other parents' reviews before they enquire, and ask friends with a new baby who they used; a family is most grateful, and most likely to write both, on the day their gallery arrives.",
    description:
      "Send every family the same message with their gallery: your Google review link, a line on what helps the next parent (did the baby settle, did they feel safe), and two cards or a link for friends who are expecting. Nothing is offered in return for a review, which Google's rules forbid; a thank-you note and a small print go to any family whose friend books, the same for everyone. Reply to each review within two days.",
    steps: [
      "In your Google Business Profile, tap 'Ask for reviews' and copy the short link.",
      "Add the message in the template to the email that delivers each gallery, for every family alike; never offer a discount or a print in exchange for a review.",
      "Send the message this week to the families from the last six months who have not reviewed you yet.",
      "Put two cards for expecting friends in every album or print order, and ask on every call 'who told you about us?'.",
      "Reply to every review within two days, by first name, without the baby's full name; put two parents' words (with their permission) on the safety page.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["Your Google review link", "The email that delivers each gallery", "Cards for expecting friends"],
    successMetrics: ["A review from at least two in three families within a month of the gallery", "Bookings from friends of past families", "Progress towards: {metrics}"],
    template: `Subject: {{baby's first name}}'s gallery is ready

Hi {{first name}},

Here it is: {{gallery link}}. It was such a joy to meet {{baby's first name}}, especially {{one moment from the session}}.

If you have two minutes, an honest review helps the next parents decide, especially about how you felt on the day and whether baby settled: {{google review link}}.

And if a friend is expecting, I've put two cards in with your order (or send them this link: {{link to your page}}). Thank you for trusting me with your first days together.

{{your name}}, {product}`,
    marketingWisdom:
      "Ask at the moment of delight, once, and ask every family the same way. Reviews that say 'she was so calm with our baby' answer the next parent's real question better than any photo.",
  },
  {
    id: "fp-returning-family",
    familyPhoto: 6,
    name: "The newborn family invited back: {fpNext}",
    kinds: ["local"],
    goals: ["revenue", "retention", "signups"],
    stages: ALL_STAGES,
    channels: ["email-marketing", "loyalty"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 20 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "A newborn session is the first of a baby's milestones, not the only one: the parents who trusted you with the first fortnight are the easiest families to book for the sitter stage, the first birthday and a yearly family session, if you ask at the right age instead of hoping they remember.",
    description:
      "At the viewing, ask each family if they'd like to hear from you at the next milestones, and keep a simple list of the babies' birth dates with that yes. Then send one message at each age: {fpNext}. A small 'milestone plan' (the sitter session and the cake smash booked together, at a price for both) gives families a reason to book ahead; a yearly family mini-session day in autumn brings every past family back at once.",
    steps: [
      "Make a list of every family from the last two years with the baby's birth date and whether they said yes to hearing from you; from now on, ask at every viewing.",
      "Write the three messages: the sitter session at about five months, the first birthday at about ten months, and the yearly family mini-session day.",
      "Offer a milestone plan at the viewing: the sitter session and the first birthday booked together, with one price for both, paid in two parts.",
      "Set one family mini-session day each autumn (20-minute sessions, one location), and invite every past family who said yes, a month before.",
      "Every month, count returning bookings against new ones, and note which message brought each.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A list of families with the babies' birth dates and their yes", "Three milestone messages", "One mini-session day a year"],
    successMetrics: ["Share of newborn families who book a second session within a year", "Mini-session places booked by past families", "Progress towards: {metrics}"],
    template: `Message at about five months (to families who said yes to hearing from you):
Hi {{first name}}, I can't believe {{baby's first name}} is nearly six months old! This is the sitting-up stage, full of giggles and gummy smiles, and it only lasts a few weeks. I have sitter sessions on {{two dates}} in {fpMyStudio}; as a family I've photographed before, you can book first: {{booking link}}.

---
At about ten months:
Hi {{first name}}, {{baby's first name}}'s first birthday is coming up! A cake smash (or a calmer first-birthday session, if cake isn't your thing) is about {{length}}, and I'm booking {{month}} now: {{booking link}}.

---
The yearly mini-session day:
Hi {{first name}}, my family mini-session day is on {{date}} at {{where}}: 20 minutes, {{mini-session price}}, with {{number}} edited images, for families I've photographed before. Brothers and sisters very welcome. {{booking link}}
{{your name}}, {product}`,
    marketingWisdom:
      "The cheapest booking is the family who already trusts you. A baby's milestones come on a timetable you already know; a message at the right age turns a one-off into a family you photograph every year.",
  },
  {
    id: "fp-parent-groups",
    familyPhoto: 7,
    name: "Local mum groups and Instagram, where the group's rules allow: answers for expectant parents, and consent for every baby shown",
    kinds: ["local"],
    goals: ["revenue", "signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["facebook-groups", "instagram"],
    requires: [],
    uses: ["social"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Expectant parents in {place} scroll Instagram and ask in {fpGroups} 'who did your newborn photos?': a photographer who answers questions helpfully, inside each group's rules, and shows calm, safe sessions on Instagram is the name the next parent is given.",
    description:
      "Read each group's rules first (many allow business posts only on a set day, some not at all) and follow them; answer parents' questions about newborn photos and safety as yourself, without a sales line. On Instagram, post two or three times a week: a session's calm moments, an answer to a question parents ask, a date window still free three months out, each baby shown only with the parents' written consent for that post, and never with a full name.",
    steps: [
      "List the three or four local parents' groups around {place}, read each one's rules on business posts, and write down what each allows and on which day.",
      "Post only where and when the rules allow, with the group post from the template; otherwise just answer questions helpfully when you're asked.",
      "On Instagram, set a weekly rhythm: one calm session moment, one answered question (safety, settling, what to bring), one due-date window still free, and consent in writing for each baby shown.",
      "Ask every family on the call where they heard of you, and keep the groups that bring enquiries.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["Each group's rules, read and followed", "A consent form for each photo you post", "Three posts a week planned on Sunday"],
    successMetrics: ["Enquiries that name a group or Instagram", "Questions answered a week", "Progress towards: {metrics}"],
    template: `Group post (only where and when the group's rules allow):
Hi everyone, I'm {{your name}}, a local {fpWord} in {town}. Lots of you have asked about newborn photos, so here are the three things I'd check with any photographer: that they've done newborn safety training, that they're insured, and that any 'chin on hands' style pose is a composite with baby supported all the time. Happy to answer any questions here. If you're due in {{month}}, I have a few due dates still free: {{link to your page}}.

---
Instagram caption (with the parents' written consent for this photo):
Five days old and fast asleep after a feed. We stopped three times for cuddles and that's exactly how it should be. Due in {{month}}? {product} is booking due dates now: link in bio.`,
    marketingWisdom:
      "In a parents' group, the helpful answer is the advert. Follow each group's rules to the letter: the mums there will remember the photographer who respected their space.",
  },
  {
    id: "fp-local-ads",
    familyPhoto: 8,
    name: "Small Facebook and Instagram ads to expectant parents around {place}, sent to the due-date booking",
    kinds: ["local"],
    goals: ["revenue", "signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["meta-ads", "instagram"],
    requires: [],
    uses: ["paid", "social"],
    cost: { min: 150, max: 600 },
    paid: true,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "A small, capped campaign to adults within a short drive of {place}, showing a calm, safe session and the due-date booking, reaches expectant parents who aren't in the groups or the classes yet, in the months they book.",
    description:
      "Run one small Meta campaign (Facebook and Instagram) to adults within a short drive of {place}, sent to the safety page and the due-date booking. Target by place and age, not by pregnancy or health: check Meta's current rules on sensitive targeting before you set it. Show a baby only with the parents' written consent for that ad. Judge it by due dates booked, and stop it if a month brings none.",
    steps: [
      "In Meta's Ads Manager, set one campaign with a daily cap, the location around {place}, adults 25-40, and the booking page as the goal; check Meta's rules on targeting and on health-related ads first.",
      "Write the ad from the template with a calm session photo the parents have agreed to in writing for ads.",
      "Every Friday, write the cost, the enquiries and the deposits from the ad in the tracker; keep the ad whose enquiries book.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A Meta ads account with a daily cap", "A session photo with the parents' written consent for ads", "The due-date booking page"],
    successMetrics: ["Cost per due date booked", "Enquiries from the ads a week", "Progress towards: {metrics}"],
    template: `Facebook and Instagram ad (to adults around {place}):
Headline: Newborn photos in {place}, safe and at your baby's pace
Text: Newborn sessions at {product} in the first two weeks after birth: trained in newborn safety, insured, and we stop for feeds and cuddles whenever baby needs. Book your due date now. "{{a parent's words}}" ({{first name}}, shared with permission)
Button: Book now`,
    marketingWisdom:
      "An ad can fill the enquiry; the safety page and the call win the booking. Keep the ad small, aim it at place not pregnancy, and judge it by deposits, not clicks.",
  },
  {
    id: "fp-baby-shows",
    familyPhoto: 9,
    name: "A season of reach to expectant parents across {place}: a stand at a baby and bump show, Google search ads and a second shooter for busy months",
    kinds: ["local"],
    goals: ["revenue", "signups", "awareness"],
    stages: ALL_STAGES,
    channels: ["google-ads", "events", "meta-ads", "calls"],
    requires: ["paid"],
    workaround: {
      paid: "Hire a freelancer who runs local search ads for a fixed monthly fee, and have them report the cost per due date booked each week.",
    },
    uses: ["paid"],
    cost: { min: 2000, max: 40000 },
    paid: true,
    hoursPerWeek: 2,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "A budget this size can put {product} in front of most expectant parents around {place} at once: the baby and bump shows they visit, the searches they make ('newborn photographer {town}') and, when bookings outgrow one pair of hands, a second photographer so no due date is turned away.",
    description:
      "Take a stand at one or two local baby and bump shows a year (look up the ones near {place} and check their stand prices and visitor numbers first), with a sample album, the safety page on a card and a due-date sign-up. Run Google search ads on 'newborn photographer {town}' and nearby towns, sent to the booking page, with a daily cap. If due dates fill beyond what you can shoot, bring in a trained, insured second photographer on a day rate for family and cake-smash sessions.",
    steps: [
      "Find the baby and bump shows within an hour of {place} and compare stand cost against visitor numbers; book one.",
      "Set up Google search ads with a daily cap on newborn-photographer searches around {place}, with a booked call as the conversion.",
      "At the show, take due dates and names on a sign-up sheet, and call each family within two days.",
      "Every month, compare the cost per due date booked from the show, the ads and the referrers, and move money to the cheapest.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A stand kit: a sample album, cards, a sign-up sheet", "A Google Ads account with a daily cap", "A second photographer on a day rate when due dates overflow"],
    successMetrics: ["Cost per due date booked, by channel", "Due dates booked at each show", "Progress towards: {metrics}"],
    template: `Stand sign (at the show):
Due in the next six months? Book your newborn session with {product}
Safe, calm sessions in {place} in baby's first two weeks. Trained in newborn safety and insured.
Leave your due date and we'll call you this week.

---
Google search ad:
Headline: Newborn Photographer in {town}
Description: Safe, calm newborn sessions in baby's first two weeks. Trained and insured. Book your due date today.`,
    marketingWisdom:
      "Money buys reach, not trust. Spend it where expectant parents already are in numbers, and keep the call and the safety page as the place every pound ends up.",
  },
];

import type { LibraryTactic } from "../types";
import { ALL_STAGES } from "./stages";

/*
 * Self-published books (Reading.book): a novel, often book one of a series, a memoir, a guide, sold on
 * Amazon as an ebook (often in KDP Select and Kindle Unlimited) and a paperback. Readers find a book on
 * the store's own lists, in reader newsletters that announce price promotions, through other authors in
 * the same genre and in reader groups; they decide on the cover, the blurb, the first pages and the
 * reviews, and the ones who finish book one buy the next. A book's plan is made of these tactics only:
 * an online shop's abandoned carts, restocks, photo reviews, SMS lists and referral apps sell no novel.
 * Facts that change (promo sites' prices and rules, KDP's programmes, Goodreads' giveaway prices) are
 * worded as things to check.
 */

export const BOOK_TACTICS: LibraryTactic[] = [
  {
    id: "bk-book-page",
    book: 1,
    essential: true,
    name: "The Amazon book page that turns browsers into readers: blurb, categories, keywords, A+ Content and the first pages",
    kinds: ["ecommerce"],
    goals: ["revenue", "awareness", "signups"],
    stages: ALL_STAGES,
    channels: ["marketplaces", "seo"],
    requires: [],
    uses: ["content", "design"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.25,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Every reader you send to {product}, from an email, a promo site or a friend, decides on the same page (the cover, the first lines of the blurb, the stars and the first pages in Look Inside), so a page that reads like the {bkBooks} they love makes every other tactic here pay.",
    description:
      "Rework the book's Amazon page in KDP and Author Central before any reader is sent to it: a blurb that opens with the hook, not the back story; the three categories where {bkReaders} browse; seven keyword phrases readers actually type; A+ Content with the setting and the series order; the first pages polished, because Look Inside shows them; and the series page that links book one to {bkNext}.",
    steps: [
      "On a phone, open the pages of three {bkGenre} books that sell well today (see the top 20 of your main category) and note how their blurbs open, how long they are, and what the A+ panels show.",
      "Rewrite the blurb as below: a one-line hook in bold, two short paragraphs of the story's question, one line on the series, and one line of praise from a real reader; paste it in KDP (the description box allows simple formatting: check the preview).",
      "In KDP, choose the three most specific categories where {bkReaders} browse (a smaller category where the book can reach the top 20 beats a huge one), and fill the seven keyword boxes with phrases readers type, such as the setting, the period and the kind of main character: never another author's name or a book title, which KDP's rules do not allow.",
      "Add A+ Content in KDP (Marketing, A+ Content): one image of the setting, one of the series order with {bkNext}, and one line on what kind of {bkWord} it is; set up the series page in KDP so the books show in order, and claim your Author Central page with a photo and a short bio.",
      "Read the first pages as Look Inside shows them: cut anything before the story starts (long front matter, maps that do not read on a phone), and make the first page end on a question.",
    ],
    setupSteps: 4,
    groundworkSteps: 1,
    resourcesNeeded: ["Your KDP Bookshelf and an Author Central account", "The pages of three best-selling {bkBooks} to compare with", "Two or three images for A+ Content (a map or photo of {bkSetting}, the series covers)"],
    successMetrics: ["Blurb, categories, keywords, A+ Content and series page done in the first two weeks", "Sales per 100 visitors when a promo sends readers (compare in your KDP reports)", "Progress towards: {metrics}"],
    template: `Blurb for {product} (paste in KDP, then read the preview on a phone):

**{{the one-line hook}}**

{{who it follows and what goes wrong}}

{{the question the reader needs answered}}

{product} is book one of a {bkGenre} series set in {bkSetting}. {BkNext} follows in {bkNextMonth}.

"{{a line from a real reader's review}}"

---
Seven keyword boxes (phrases readers type; no authors' names or titles):
1. {bkSetting} {bkGenre}
2. {bkGenre} series
3. {{the main character's kind}} {bkGenre}
4. {{the period}} {bkGenre}
5. {{a theme readers search for}} {bkWord}
6. {{the mood of the book}} {bkGenre}
7. {{a second place in the book}} {bkWord}`,
    marketingWisdom:
      "A book page is read in seconds: cover, title, the first line of the blurb, the stars under it and the first page. Fix those before you spend a penny or an hour sending readers to it; a promotion to a weak page teaches you nothing.",
  },
  {
    id: "bk-reader-magnet",
    book: 2,
    essential: true,
    name: "A free {bkFreebie} for readers who join your newsletter, delivered through BookFunnel or StoryOrigin",
    kinds: ["ecommerce"],
    goals: ["revenue", "signups", "retention", "awareness"],
    stages: ALL_STAGES,
    channels: ["newsletter", "email-marketing"],
    requires: [],
    uses: ["content"],
    cost: { min: 2, max: 20 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Amazon never tells you who bought {product}, so a newsletter of readers who asked for your free {bkFreebie} is the one list you own, and it is who buys {bkNext} in its first week and leaves the first reviews.",
    description:
      "Offer {bkMagnet}, free to anyone who joins your newsletter. A delivery service (BookFunnel or StoryOrigin) sends the file to any e-reader and adds the reader to your newsletter service; a link at the back of {product}, on your Author Central page and in every swap brings readers in. A welcome sequence of three emails introduces you, the setting and book one.",
    steps: [
      "Choose the story: {bkMagnet}. Have its cover made to match the series (a cover designer's premade or a simple version of book one's cover), and end the story with a page that sends readers to book one.",
      "Open a newsletter service with a free starter plan (MailerLite or Kit: check the current free-plan limits) and a delivery service (BookFunnel's entry plan is a small yearly fee; StoryOrigin has a free tier: check both), and connect them so every download joins the list with the reader's consent.",
      "Put the link on a page at {website}, in the back of the ebook of {product} (upload the new file in KDP), on your Author Central bio and in your email signature.",
      "Write the three welcome emails below and set them to go on day 0, day 3 and day 7; then send one newsletter a month: a scene or a piece of history behind the book, news of {bkNext}, and one book by another author your readers would like.",
      "Every Friday note new subscribers and where they came from (the back of the book, a swap, a group promotion) in the tracker.",
    ],
    setupSteps: 3,
    groundworkSteps: 1,
    resourcesNeeded: ["The free {bkFreebie}, edited, with a cover", "A delivery service (BookFunnel or StoryOrigin) and a newsletter service (free starter plans exist: check the limits)", "About two hours a month for the newsletter"],
    successMetrics: ["Subscribers, counted every Friday (from the back of the book, swaps and promotions)", "Welcome email 3 click rate to book one", "Progress towards: {metrics}"],
    template: `Back-of-book page (last page of {product}, and of the free {bkFreebie}):
Thank you for reading {product}.
Want to know what happened before it? Join my newsletter and get {{the story's title}}, a free short story, at {website}. One email a month: the history behind the books, first news of {bkNext}, and nothing else.

---
Welcome email 1 (day 0)
Subject: Your free {bkFreebie}: {{the story's title}}

Hi {{first name}},

Here is your copy of {{the story's title}}: {{download link}}. It works on any Kindle, phone or tablet.

I'm {{your name}}, and I write {bkBooks} set in {bkSetting}. Once a month I'll send you something from the world of the books: a real place, a real newspaper report, a scene that didn't make the final cut. You can leave with one click at the bottom of any email.

Happy reading,
{{your name}}

---
Welcome email 2 (day 3)
Subject: The real place behind the story

Hi {{first name}},

{{the real place behind the book}}

Reply and tell me: what drew you to {bkBooks}? I read every reply.

{{your name}}

---
Welcome email 3 (day 7)
Subject: Where the series begins

Hi {{first name}},

If you enjoyed {{the story's title}}, {product} is where the series begins: {{the one-line hook}}.

It's {bkEbook} on Kindle{bkKu}: {{link to the book page}}

{{your name}}`,
    marketingWisdom:
      "Readers join a list for a story, not for news. The newsletter earns its keep when the next book comes out, so write to it every month even when there is nothing to sell: a list that hears from you twice a year forgets who you are.",
  },
  {
    id: "bk-reader-team",
    book: 3,
    essential: true,
    name: "An advance reader team that reviews honestly: free copies of {product} now and of {bkNext} before it comes out",
    kinds: ["ecommerce"],
    goals: ["revenue", "awareness", "retention"],
    stages: ALL_STAGES,
    channels: ["reviews", "community", "newsletter", "marketplaces"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 10 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Reviews are the proof a new reader looks for under the cover, and sales alone bring few of them, while readers who love the genre and get a free copy, with no review required, write most of an indie author's reviews, and they do it again for {bkNext}.",
    description:
      "Invite readers from your newsletter, reader groups and friends of friends (not family or close friends, whose reviews Amazon removes) to a reader team of 30 to 50 people. Each gets a free ebook of {product} now, and of {bkNext} a few weeks before it comes out, through BookFunnel or StoryOrigin. You ask for an honest review, good or bad, and nothing is required or given for it; Amazon's Community Guidelines allow free copies on those terms, and reviewers should say they had a free copy (check the current wording of both).",
    steps: [
      "Write the invitation below and send it to your newsletter, post it where the groups you belong to allow it, and ask readers who have written to you; keep out family and close friends.",
      "Send each member a free ebook through BookFunnel or StoryOrigin (both can track who downloaded), with the note below: an honest review on Amazon, Goodreads or both if they want to write one, a line saying they had a free copy, and no obligation.",
      "Two weeks later, send one reminder to the whole team (never to individuals about their star rating), with the direct link to the review page on Amazon.",
      "For {bkNext}, send the team the ebook three to four weeks before release day, so honest reviews can appear in its first week; keep the team to readers who read, and thank them by name in the book's acknowledgements if they agree.",
      "Every Friday count reviews on the book page (Amazon.com and Amazon.co.uk show them separately) and Goodreads ratings in the tracker.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["The ebook files and a delivery service link", "A list of 30-50 readers (newsletter, reader groups, book clubs)", "A spreadsheet of who has a copy"],
    successMetrics: ["Team members with a copy (aim for 30-50)", "Reviews on the book page, counted every Friday", "Progress towards: {metrics}"],
    template: `Invitation (newsletter and reader groups, where allowed):
Subject: Would you like to read {product} free, and tell me what you think?

Hi {{first name}},

I'm putting together a small team of readers for my {bkGenre} series set in {bkSetting}. Team members get a free ebook of {product} now, and of {bkNext} a few weeks before it comes out in {bkNextMonth}.

If you'd like to, I'd be grateful for an honest review on Amazon or Goodreads, whatever you think of it, good or bad. It's never required, and nothing changes if you don't write one.

Reply "team" and I'll send your copy.
{{your name}}

---
The note that comes with the free copy:
Thank you for joining the team. Here's your copy of {product}: {{delivery link}}.
If you write a review, please write exactly what you think, and add a line such as "I received a free copy from the author". There's no deadline and no obligation. The review page is here: {{link to the review page}}.
{{your name}}`,
    marketingWisdom:
      "An honest three-star review next to the five-star ones makes a page more believable, not less. Never pay, swap or reward reviews, and never ask for five stars: Amazon removes such reviews and can remove the book's reviews with them.",
  },
  {
    id: "bk-price-promotion",
    book: 4,
    name: "A price promotion of book one, announced in BookBub and smaller reader newsletters",
    kinds: ["ecommerce"],
    goals: ["revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["newsletter", "marketplaces"],
    requires: [],
    uses: [],
    cost: { min: 30, max: 300 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Readers of {bkBooks} read several books a month and many subscribe to daily deal emails, and a discounted book one announced to them sells more in a week than months of posts; the ones who finish it go on to {bkNext} at full price.",
    description:
      "Run one price promotion of {product} this quarter: {bkPromo}. Apply for a BookBub Featured Deal (selective, and its price depends on genre and deal price: check BookBub's pages for authors) and book two to four smaller promo newsletters for the same days (their prices and acceptance rules change: check each site's page), so the book climbs its categories and stays visible after the promotion ends. With a larger budget, run one a month across the series, each book in turn.",
    steps: [
      "Choose the dates a month or more ahead (BookBub and the bigger promo sites book up weeks in advance: check each one's lead time), for when book one's page, the free {bkFreebie} and, if it is ready, {bkNext}'s pre-order are in place. Check in KDP which promotion the ebook can have: {bkPromo}.",
      "Apply for a BookBub Featured Deal for those dates on BookBub's site for authors and publishers (it is free to apply; many applications are turned down, so apply again for later dates if yours is), and read the price for your category before you accept.",
      "Reserve two to four smaller promo newsletters that take {bkGenre} for the same days, spread over the days of the promotion (for example Written Word Media's Bargain Booksy or Freebooksy, The Fussy Librarian, Robin Reads: check each one's current price, review minimum and genre list).",
      "Two weeks before the deal, confirm each promo booking and BookBub's answer, and check that the last pages, the free {bkFreebie}'s link and {bkNext}'s pre-order are live.",
      "Set the deal in KDP (at least a day ahead), tell your newsletter and reader team with the email below, and check on the first morning that the price shows on Amazon.com and Amazon.co.uk.",
      "On the day the deal starts, and each day after, note units, rank in the category and page reads from the KDP reports per promo site; a week later, note pre-orders of {bkNext} and newsletter sign-ups from the back of the book.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["A deal window a month or more ahead", "A promo budget (BookBub's price for your category and each site's fee: check before booking)", "The book page and the back of the book ready"],
    successMetrics: ["Copies sold during the promotion, by day and by site", "Newsletter sign-ups from the back of the book in the month after", "Progress towards: {metrics}"],
    template: `Email to your newsletter and reader team (the day before):
Subject: {product} is on offer this week

Hi {{first name}},

From {{start day}} to {{end day}}, {product} is {{deal price}} on Kindle (usually {bkEbook}). If a friend likes {bkBooks}, this is the week to tell them: {{link to the book page}}

And if you've read it already, thank you. {BkNext} comes out in {bkNextMonth}.

{{your name}}

---
Promo-site submission (the short description most sites ask for, under 300 characters):
{{the one-line hook}}. Book one of a {bkGenre} series set in {bkSetting}. {{number}} reviews, {{average}} stars. {{deal price}} for {{number of days}} days only.`,
    marketingWisdom:
      "A promotion is worth what happens after it: readers who go on to the next book, join the newsletter or leave a review. Stack several promo newsletters over the days of one deal rather than one big send, and judge it by the copies sold and sign-ups in the month after, not the best-seller flag.",
  },
  {
    id: "bk-newsletter-swaps",
    book: 5,
    name: "Newsletter swaps and group promotions with authors who write {bkBooks}",
    kinds: ["ecommerce"],
    goals: ["signups", "revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["partnerships", "newsletter"],
    requires: [],
    uses: ["community"],
    cost: { min: 0, max: 10 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Authors who write for the same readers are not rivals: {bkReaders} read more books a month than any one author writes, and a mention in another author's newsletter reaches people who already buy books like {product}.",
    description:
      "Each month, swap a mention with one or two authors of {bkBooks} with lists of a similar size: you feature their book in your newsletter, they feature yours. Join one or two genre group promotions on BookFunnel or StoryOrigin (free stories or books on sale, each author shares the page) to grow the newsletter.",
    steps: [
      "Make a list of ten authors of {bkBooks} with a newsletter of a similar size: from StoryOrigin's and BookFunnel's swap and promotion pages, the also-boughts on {product}'s page, and the reader groups you are in.",
      "Write to two of them with the message below, offering a mention in your next newsletter first; keep the swap honest (only books you would recommend) and say in your email that it is a recommendation from a fellow author.",
      "Join one group promotion a month for the free {bkFreebie} or for book one, in {bkGenre} only, and share it in your newsletter on the agreed day as the rules require.",
      "In the tracker, note for each swap and promotion the sign-ups or sales it brought, and keep swapping with the authors whose readers came.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A StoryOrigin or BookFunnel account (swaps and group promotions)", "A list of ten authors in the genre", "A slot in each monthly newsletter for another author's book"],
    successMetrics: ["Swaps and group promotions a month (aim for two)", "Sign-ups and sales from each", "Progress towards: {metrics}"],
    template: `Subject: A newsletter swap? {bkGenre} readers

Hi {{first name}},

I write a {bkGenre} series set in {bkSetting} ({product} is book one) and I've just read {{their book}}: {{one honest line about it}}.

I send a monthly newsletter to {{number}} readers. Would you like to swap mentions in {{month}}? I'll feature {{their book}} with its cover and a line from me, and you mention {product} if you think your readers would enjoy it.

If the timing doesn't suit, no problem at all.
{{your name}}
{{link to your author page}}`,
    marketingWisdom:
      "Swap with authors whose books you would recommend anyway: readers notice a recommendation that does not fit, and stop opening. Small, regular swaps with the same few authors build more than one big promotion.",
  },
  {
    id: "bk-back-matter",
    book: 6,
    onlyWhen: /\bbook (?:two|2|three|3)\b|\bseries\b|\btrilogy\b|\bsequel\b/i,
    name: "The last pages of {product}: {bkNext} on pre-order, an honest-review request and the free {bkFreebie}",
    kinds: ["ecommerce"],
    goals: ["revenue", "retention", "signups"],
    stages: ALL_STAGES,
    channels: ["email-marketing", "reviews", "newsletter", "marketplaces"],
    requires: [],
    uses: [],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.25,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "The reader who just finished {product} is the likeliest buyer of {bkNext} you will ever have; if the last page offers nothing, that moment is gone.",
    description:
      "Put {bkNext}'s ebook on pre-order in KDP with its cover, blurb and release date in {bkNextMonth}, add it to the series page, and rewrite the last pages of {product}: a short thank-you, a one-line request for an honest review with the link, the pre-order link to {bkNext}, and the free {bkFreebie} for newsletter readers. Upload the new file; the same pages go in the free {bkFreebie}.",
    steps: [
      "Set up {bkNext}'s ebook pre-order in KDP (check how far ahead KDP allows and its rules on missing the date, which can block pre-orders for a year), with the final cover and blurb, and add it to the series in KDP so Amazon shows the series order.",
      "Write the back pages below and upload the new ebook file of {product}; order a proof of the paperback with the same pages.",
      "Change the paperback's last page at the next print file update, and the Author Central bio to name {bkNext} and its month.",
      "Every Friday note pre-orders of {bkNext} from the KDP reports next to sales of {product}: the share of readers going on is the number that says the series sells.",
    ],
    setupSteps: 2,
    groundworkSteps: 1,
    resourcesNeeded: ["{BkNext}'s cover, blurb and a release date you can keep", "An hour to rewrite the back pages and upload the file"],
    successMetrics: ["Pre-orders of {bkNext}, counted every Friday", "Reviews of {product} in the weeks after the new back pages went live", "Progress towards: {metrics}"],
    template: `The last pages of {product}:

Thank you for reading {product}.

If you have a minute, an honest review, even a line, helps other readers find the book: {{link to the review page}}

The story goes on in {bkNext}, out in {bkNextMonth}:
{{the one-line hook of book two}}
Pre-order it now: {{link to the pre-order}}

Want a free {bkFreebie} set before {product}? Join my newsletter at {website}.

{{your name}}`,
    marketingWisdom:
      "Read-through, the share of readers who go from book one to book two, is what makes a series pay: a reader won for book one at a discount is worth the whole series. Make the next step one tap from the last line.",
  },
  {
    id: "bk-local-talks",
    book: 7,
    onlyWhen: /\bset (?:in|on|around|among)\b|\bI live (?:in|near|outside)\b/i,
    name: "Talks and signed copies in {bkLocal}: bookshops, libraries, local papers and history societies",
    kinds: ["ecommerce"],
    goals: ["awareness", "revenue"],
    stages: ALL_STAGES,
    channels: ["press", "speaking", "partnerships", "newsletter", "events"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 60 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "A {bkWord} set in {bkSetting} is news in {bkLocal}: the local papers, history societies and libraries there look for talks, and visitors and locals buy signed copies of a book set where they are; it is also the place where a reader can meet the author.",
    description:
      "Offer a 40-minute talk on the real history behind {product} to the history societies, library groups and bookshops of {bkLocal}, on evenings and Saturdays if you work in the week; leave paperbacks for independent bookshops to sell on consignment or order through their wholesaler, and send a short press note to the local papers and radio with a photo from the setting.",
    steps: [
      "Write the talk once: the real places, documents and people behind {product}, 40 minutes with 15 of questions, with a few printed photos; end with the free {bkFreebie} sign-up sheet and signed copies for sale.",
      "Send the email below to five places in {bkLocal}: two local history societies, the library service's events team, and two independent bookshops (ask whether they prefer stock on consignment or ordered through their wholesaler; check what KDP's expanded distribution means for their discount).",
      "Send the press note below to the local papers and local radio, with a photo of you at a place in the book and the date of the first talk.",
      "At every talk, pass round the newsletter sign-up sheet (with a line saying what they will get), and note copies sold, sign-ups and the next booking in the tracker.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A 40-minute talk with a few photos", "Twenty paperbacks bought as author copies (check KDP's author-copy price and delivery time)", "A sign-up sheet for the newsletter"],
    successMetrics: ["Talks booked this quarter (aim for three)", "Copies sold and sign-ups at each", "Progress towards: {metrics}"],
    template: `Subject: A talk on the real history behind {product}

Hello {{first name}},

I'm {{your name}}, a writer who lives near {bkHome}. My {bkWord} {product} is a {bkGenre} set in {bkSetting}, and I've built a 40-minute talk on the real history behind it: {{two real events behind the book}}.

Would {{the group's name}} like it for an evening or Saturday meeting this spring? There's no fee; I'd only ask to sell a few signed copies at the end.

{{your name}}
{{phone}}

---
Press note (local papers and radio):
Local author's {bkWord} brings {bkSetting} to life
{{your name}}, who lives near {bkHome}, has published {product}, a {bkGenre} set in {bkSetting}: {{the one-line hook}}. It is the first of a series; {bkNext} follows in {bkNextMonth}. {{your name}} gives a talk on the real history behind the book at {{the venue}} on {{date}}. Contact: {{email}} / {{phone}}. Photo attached.`,
    marketingWisdom:
      "Local readers rarely move a store ranking on their own, but they bring what a promotion cannot: a newspaper piece, a bookshop's table, a library's reading group choosing the book, and people who tell friends they met the author.",
  },
  {
    id: "bk-reader-groups",
    book: 8,
    name: "Reader groups on Facebook and Goodreads, taking part as a reader first",
    kinds: ["ecommerce"],
    goals: ["awareness", "signups", "revenue"],
    stages: ALL_STAGES,
    channels: ["facebook-groups", "community", "newsletter", "reviews"],
    requires: [],
    uses: ["community", "content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Readers of {bkBooks} swap ideas of what to read next in Facebook reader groups and on Goodreads; an author who joins in as a reader is welcome there, and one who posts links is removed.",
    description:
      "Join two or three Facebook groups for {bkReaders} and claim your Goodreads author profile. Take part as a reader: recommend other authors, answer questions about the history of {bkSetting}, and share your book only on the days and threads each group's rules allow. A Goodreads Giveaway costs money (check the current price and which countries it covers) and is not needed this quarter.",
    steps: [
      "Find two or three active Facebook groups for {bkReaders} (search the genre, the period and the setting), read each group's rules on self-promotion, and join.",
      "Claim your Goodreads author profile (Goodreads checks the request before it goes live), add your photo, bio and the series, and add {bkNext} once it has a page.",
      "Twice a week for ten minutes, take part: recommend a book by someone else, answer a question about the period, or share a photo from {bkSetting}; post about {product} only in the threads where the rules allow it, as below.",
      "Note in the tracker which group brought sign-ups or sales (use a separate link to the free {bkFreebie} for each) and keep only the groups that did.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["Two or three reader groups with rules that allow authors", "A Goodreads author profile", "A separate sign-up link per group"],
    successMetrics: ["Sign-ups from each group, each month", "Goodreads ratings and 'want to read' shelves", "Progress towards: {metrics}"],
    template: `Post for a group's self-promotion thread (only where the rules allow):
I write {bkBooks} set in {bkSetting}. Book one, {product}: {{the one-line hook}}. If you like {bkComps}, it may be for you. There's a free short story set before it for newsletter readers: {{link to the free story}}. Happy to answer anything about the history behind it!

---
A reader's post (most weeks; no link):
Just finished {{a book by another author}}: {{one honest line}}. Has anyone read anything else set in {{a place or period}}? I'm always looking for the next one.`,
    marketingWisdom:
      "In reader groups, the author who recommends other people's books is the one whose book gets asked about. Give ten times before you post a link once.",
  },
  {
    id: "bk-paid-ads",
    book: 9,
    name: "Ads for book one on Facebook, BookBub and Amazon, tested small and judged on read-through",
    kinds: ["ecommerce"],
    goals: ["revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["meta-ads", "marketplaces", "newsletter", "instagram"],
    requires: [],
    uses: ["paid", "design", "analytics"],
    cost: { min: 300, max: 20000 },
    paid: true,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "With a real budget, ads can bring {bkReaders} to book one every day rather than only in promotion weeks, but a single {bkEbook} sale rarely pays for its clicks, so ads pay only when readers go on to {bkNext} and the rest of the series.",
    description:
      "Test ads for book one on three platforms, one at a time: Facebook and Instagram ads to readers of {bkBooks}, BookBub Ads shown in BookBub's deal emails (best during a price promotion), and Amazon Ads on the book's own category and keywords. Start each with a small daily budget and three images and headlines, and judge it over 30 days on sales, page reads and pre-orders of {bkNext}, not on clicks.",
    steps: [
      "Work out what a reader of book one is worth before you spend: the royalty on book one plus the share who buy {bkNext} times its royalty (your KDP reports show read-through after a month); that is the most one sale may cost.",
      "Make three ad images from the cover and a line from a real review, and write three headlines from the blurb's hook; on Facebook and Instagram, target readers of the genre and of the best-known authors in it (ad targeting may use authors' names; Amazon keywords may not).",
      "Run one platform at a time for 30 days on a small daily budget (check each platform's minimum), with a separate link or campaign per ad so the KDP reports and the platform's numbers can be compared.",
      "Each Friday compare spend with the copies sold, page reads and pre-orders that week; stop any ad whose cost per sale is above what a reader is worth after two weeks, and raise the budget only on the one that pays.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A monthly ad budget you can lose while testing", "Three ad images made from the cover", "A weekly comparison of spend with KDP sales and page reads"],
    successMetrics: ["Cost per sale against what a reader is worth", "Read-through to {bkNext} from readers the ads brought", "Progress towards: {metrics}"],
    template: `Ad copy (three variations to test):
1. "{{a line from a real review}}" {product}: {{the one-line hook}}. Book one of a {bkGenre} series set in {bkSetting}.
2. {{the one-line hook}}. If you love {bkComps}, start {product} tonight.
3. {bkSetting}. {{the question the reader needs answered}}. {product}, book one of the series.

Button: Read now / Learn more`,
    marketingWisdom:
      "Book ads are a read-through business: the first book's sale rarely covers its cost, and the series does. Test one platform at a time, change one thing at a time, and stop what does not pay within two weeks rather than hoping.",
  },
  {
    id: "bk-audiobook-translation",
    book: 10,
    name: "An audiobook of book one, then a translation, produced professionally for new readers",
    kinds: ["ecommerce"],
    goals: ["revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["marketplaces", "newsletter", "reviews"],
    requires: [],
    uses: [],
    cost: { min: 1500, max: 20000 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Long-term",
    impact: "Medium Impact",
    why: "With a budget beyond promotions, the same {product} can reach readers who never open a Kindle: listeners on Audible and other audiobook stores, and readers in another language, each new format selling the whole series again.",
    description:
      "Commission an audiobook of {product} from a professional narrator who suits the setting (through ACX for Audible, or a narrator hired directly and distributed wide: check each route's exclusivity and royalty terms), then, if it sells, a translation of book one into the language whose readers buy the most {bkBooks} after English (German is a common first choice: check your genre's market). Announce each to your newsletter and reader team.",
    steps: [
      "Ask three narrators for a short audition of the first pages (ACX and narrators' own sites list them), and choose the voice your readers would expect; agree a fee per finished hour or a royalty share, in writing.",
      "Check the terms before you sign: audiobook exclusivity on one store or wide distribution, who owns the recording, and the royalty for each route.",
      "Listen to every chapter before approving it, then publish, and send the newsletter and reader team a free code where the store provides codes, asking for honest reviews.",
      "After three months, compare audiobook royalties with the cost; only then commission a translation, from a literary translator who works in the genre, with a native-speaker proofreader.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A narrator's fee for the finished hours (quotes vary: get three)", "The rights to your book in each format (check any contract you signed)", "Time to listen to every chapter"],
    successMetrics: ["Audiobook royalties against its cost, after three months", "Reviews and ratings of the audiobook", "Progress towards: {metrics}"],
    template: `Message to a narrator:
Subject: Audiobook narration: {product}, a {bkGenre} set in {bkSetting}

Hello {{first name}},

I'm {{your name}}, and I'm looking for a narrator for {product}, book one of a {bkGenre} series set in {bkSetting} ({{number of words}} words). I liked your narration of {{a book they narrated}}.

Would you record a five-minute audition of the opening pages (attached)? If it suits, I'd like to discuss your rate per finished hour and your availability over the next two months.

Thank you,
{{your name}}`,
    marketingWisdom:
      "A new format is a new shelf: the listener who never reads ebooks will only ever meet your series as an audiobook. Do one format well and measure it before adding the next.",
  },
];

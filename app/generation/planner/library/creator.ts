import type { LibraryTactic } from "../types";
import { ALL_STAGES, BETA_ON, LIVE } from "./stages";

/*
 * Courses, communities, newsletters, creators, coaches and media. Every template is written in the
 * creator's own voice: first person, warm, direct, teaching before selling.
 */
/** The four questions a finisher or a member answers for a story, with the permission line and the sign-off. */
const STORY_QUESTIONS = `1. Where were you before you started?
2. What had you already tried?
3. What's different now? A number helps if there is one.
4. What would you tell someone who's unsure whether to join?

With your permission I may share your answer with your first name, so the next {audience} can decide. You choose in the form, and saying no is completely fine.

Thank you for being part of it,
{{your name}}`;

export const CREATOR_TACTICS: LibraryTactic[] = [
  // ─── Being found: other people's audiences ─────────────────────────────────────────────────────
  {
    id: "creator-podcast-guesting",
    name: "Podcast guesting: pitch ten hosts with a one-page guest sheet",
    kinds: ["creator"],
    goals: ["awareness", "signups"],
    stages: ALL_STAGES,
    channels: ["podcast"],
    requires: [],
    uses: ["content", "sales"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Hosts of small podcasts for {audience} need a new guest every week, and forty minutes of you teaching in their listeners' ears builds more trust in {product} than any post.",
    description:
      "Pitch small and mid-sized podcasts whose listeners are {audience}, offering a specific lesson rather than your life story, and attach a one-page guest sheet so the host can say yes in a minute. Every episode ends with one free thing listeners can get at {website}.",
    steps: [
      "Write your one-page guest sheet (the second part of the template): a one-line bio, three episode ideas each with a takeaway, two questions the host can ask you, a photo and your links.",
      "Set up the listener offer: one free resource at {website} that continues what you teach on air (a checklist, the first lesson of {product}), on an address that is easy to say out loud.",
      "List 30 podcasts for {audience} that published in the last month and have guests, using Apple Podcasts, Spotify and Listen Notes searches for the problems you teach; listen to one episode of each before pitching.",
      "Send three pitches a day from your own inbox, each naming the episode you heard, and follow up once after a week.",
      "Before each recording, prepare one story per episode idea; when it airs, share it with your readers and thank the host publicly.",
      "Count listener-offer sign-ups per episode, and pitch more shows like the ones that sent people.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "The one-page guest sheet (a PDF or a public page)",
      "A listener offer at {website}",
      "Wired earbuds or a USB microphone, and a quiet room",
      "Listen Notes or Apple Podcasts search (free)",
    ],
    successMetrics: [
      "15 pitches sent in the first week, three episodes booked within a month",
      "Listener-offer sign-ups per episode",
      "Progress towards {metrics}",
    ],
    template: `Subject: A guest idea for {{their podcast}}

Hi {{host first name}},

Your episode on {{the episode you heard}} is the reason I'm writing: your listeners sound a lot like the people I teach.

I'm {{your name}}. {pitch}

Three episodes I could record for you, each with something your listeners can use the same day:
1. The three mistakes {audience} make when they start, and what to do instead
2. A live fix: I take one listener's real problem and solve it on air
3. What teaching {audience} has shown me: the one habit of those who get results

I'll bring a free resource for your listeners and share the episode with my readers when it's out. My guest sheet is below so everything is in one place.

Would one of these fit in the next couple of months?

{{your name}}, {product}
{website}

---
GUEST SHEET: {{your name}}, {product}
Who I am: {{your one-line bio}}
Who I teach: {audience}
Episode ideas: the three above, 30 to 45 minutes each
Questions you can ask me:
• "What do most {audience} get wrong at the start?"
• "What's one small change that makes the biggest difference?"
For your listeners: a free resource at {website}
Photo and links: {website}`,
    marketingWisdom:
      "Hosts book a useful episode, not a biography: pitch the takeaway for their listeners and make saying yes effortless. Start small and trade up the chain, because bigger hosts find their guests by listening to smaller shows.",
  },
  {
    id: "creator-collab-similar-size",
    name: "Collaborate with a creator your size: joint live, swap or co-created lesson",
    kinds: ["creator"],
    goals: ["awareness", "signups", "partnerships"],
    stages: ALL_STAGES,
    channels: ["influencers", "newsletter", "dm"],
    requires: [],
    uses: ["social", "community"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "Creators who teach {audience} with a following about the size of yours say yes far more often than big names, and one joint session puts {product} in front of people who already trust someone like you.",
    description:
      "Find creators who teach the same {audience} something next to what you teach, with a following between half and double yours, and offer one of three simple collaborations: a joint live session, a swap of recommendations, or a lesson you create together and both publish.",
    steps: [
      "List 15 creators who serve {audience} with a neighbouring topic (you teach pricing, they teach portfolios) and a following between half and double yours; note one piece of theirs you genuinely liked.",
      "Decide what you'll offer each one: a 45-minute joint live, a swap of one recommendation in each other's newsletter or channel, or a co-created lesson you each publish.",
      "Send five proposals this week by email or direct message, each with a concrete topic, a date and what you'll do to promote it.",
      "When someone says yes, agree in writing on the topic, the date, who hosts, what each of you shares and where sign-ups go.",
      "Run it, post the replay within two days, and send a thank-you with the numbers (attendees, new subscribers) so both of you want a second one.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "A list of 15 creators with a note on each",
      "A free sign-up page for the joint live",
      "A streaming or meeting tool you both can use",
    ],
    successMetrics: [
      "Five proposals sent, two collaborations agreed within a month",
      "New subscribers or sign-ups per collaboration",
      "Progress towards {metrics}",
    ],
    template: `Subject: A joint live for {audience}? ({product} × you)

Hi {{first name}},

I've been following your work for a while; {{the piece you liked}} is one I've sent to a few of my own readers.

A bit about me: {pitch} Our audiences overlap, but we teach different things, so we'd be helping each other rather than competing.

An idea: a 45-minute joint live for {audience} on {{a shared topic}}, on {{date}}. You bring your angle, I bring mine, and we each invite our people. I'll handle the sign-up page, the reminders and the replay, and everyone who signs up can choose to join either of our lists.

If a live feels like too much right now, a simple swap works for me too: I recommend you in my next issue, you recommend me in one of yours.

Worth a try?

{{your name}}
{website}

---
Follow-up, a week later:
Hi {{first name}}, floating this back up in case it got buried. If the timing's wrong, that's completely fine; I'd still love to recommend your work to my readers.`,
    marketingWisdom:
      "Collaborate sideways, not up: a peer gains as much as you do, so they say yes and follow through. Do the logistics yourself for the first one, and the second one gets easy.",
  },
  {
    id: "creator-newsletter-swaps",
    name: "Newsletter recommendations and swaps",
    kinds: ["creator"],
    goals: ["signups", "awareness", "partnerships"],
    stages: ALL_STAGES,
    channels: ["newsletter"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "People who already read a newsletter close to yours have shown they open a weekly letter on this topic, and a recommendation from a writer they trust brings them to {product} better than any ad.",
    description:
      "Switch on your platform's recommendation feature (Substack Recommendations, beehiiv Recommendations, Kit's recommendations) and arrange one-to-one swaps with writers whose readers are {audience} too: each of you recommends the other, at sign-up or in an issue.",
    steps: [
      "Make sure your own newsletter is worth recommending: at least four issues in the archive and a one-line promise at the top of the sign-up page.",
      "Switch on your platform's recommendation feature and recommend three newsletters you genuinely read; the writers are usually told, and many return the favour.",
      "List 20 newsletters of a similar size (half to double your subscribers) whose readers are {audience}, and note one recent issue of each you liked.",
      "Email five writers a week proposing a swap, with your recommendation blurb already written so it costs them one minute.",
      "Count new subscribers per swap (a separate sign-up link or the platform's source report) and repeat with the writers whose readers stayed and opened.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "Your newsletter platform's recommendation feature (free on Substack, beehiiv and Kit)",
      "A sheet of 20 newsletters with their size and a recent issue",
      "One hour a week",
    ],
    successMetrics: [
      "Five swap emails sent a week, two swaps agreed in the first month",
      "New subscribers per swap, and how many still open after a month",
      "Progress towards {metrics}",
    ],
    template: `Subject: Swap recommendations? {product} × {{their newsletter}}

Hi {{first name}},

I read {{their newsletter}} every week; {{the issue you liked}} is one I forwarded to a friend.

I write the {product} newsletter. In a sentence: {pitch} Our readers overlap but we cover different ground, so here's a simple swap: I recommend you in my issue of {{date}}, and you recommend {product} in one of yours. I've written a blurb below so it takes you a minute; change anything you like.

I've also added you to my recommendations on the platform, whatever you decide.

{{your name}}

---
Blurb for your issue:
If you like this letter, you'll probably like the {product} newsletter. {pitch} It's free to join: {website}`,
    marketingWisdom:
      "Recommendations work between newsletters of similar size and overlapping readers; a swap with a much bigger list rarely happens and rarely converts. Judge a swap by how many new readers still open a month later, not by the first-day count.",
  },
  {
    id: "creator-linkedin-teaching-posts",
    name: "Teach on LinkedIn: three short lessons a week, and a live session to close",
    kinds: ["creator"],
    goals: ["awareness", "signups", "revenue"],
    stages: ALL_STAGES,
    channels: ["linkedin"],
    requires: [],
    uses: ["content", "social"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Professionals such as {audience} learn from people they follow on LinkedIn, and someone who teaches one useful thing in each post becomes the obvious teacher when they decide to invest in {product}.",
    description:
      "Post three short lessons a week from your own profile, each one taken from what {product} teaches: a before-and-after, a common mistake, a question a student asked. Answer every comment the same day, and once a fortnight invite your readers to a free 30-minute live session on LinkedIn or Zoom that ends with the offer.",
    steps: [
      "Rewrite your headline to say who you teach and what they get ('I teach {audience} to {{the outcome}}'), and pin {website} in your featured section.",
      "List 20 lessons from the course, one idea each: a before-and-after, a mistake you see every week, a student's question and your answer.",
      "Post on Tuesday, Wednesday and Thursday mornings in your readers' time zone: one lesson, under 200 words, with an example and a question at the end; the link goes in the first comment.",
      "Spend 15 minutes a day on thoughtful comments under posts by the people {audience} follow.",
      "Every second week, run a free 30-minute live lesson announced in your posts, and close it with the offer and its deadline.",
      "Each Friday, count profile visits, new followers from your audience, live-session sign-ups and sales, and write more of the lessons that brought them.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Your personal LinkedIn profile", "A list of 20 lessons from the course", "About 30 minutes a day"],
    successMetrics: [
      "Followers from your audience each week",
      "Sign-ups for each live session, and sales within a week of it",
      "Progress towards: {metrics}",
    ],
    template: `Post:
Most {audience} {{the common mistake}}.

Here's the fix I teach in {product}:
Before: "{{the weak version}}"
After: "{{the strong version}}"

Why it works: {{one sentence}}.

What would you change in the "after"?
---
First comment:
I teach this step by step in {product}: {website}. Next free live lesson: {{date}}, link in my profile.`,
    marketingWisdom:
      "On LinkedIn, teaching earns the right to sell: posts with one useful idea and a real example travel further than announcements, and a live session turns readers into buyers because they meet the teacher before they pay.",
  },
  {
    id: "creator-helpful-answers",
    name: "Helpful answers on Reddit, Quora, forums and Facebook groups",
    kinds: ["creator"],
    goals: ["awareness", "signups"],
    stages: ALL_STAGES,
    channels: ["reddit", "facebook-groups"],
    requires: [],
    uses: ["community", "content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Ongoing",
    impact: "Medium Impact",
    why: "The questions {product} answers are already being asked in {language} by {audience} on Reddit, Quora and niche groups, and a complete answer there keeps being read for years.",
    description:
      "Spend 20 minutes a day answering the questions {audience} post in the places where they already ask, fully and generously. Mention {product} only when it is the honest next step and the group's rules allow it.",
    steps: [
      "Find the four places where {audience} ask what you teach: two subreddits, one or two Quora topics, a niche forum and a Facebook group; read each one's rules on self-promotion and links.",
      "Set up alerts so the questions come to you: F5Bot for Reddit, the Quora topic feed, and notifications in the groups.",
      "Answer two questions a day completely, as if the asker will never click a link: the steps, an example, the mistake to watch for.",
      "Only where {product} truly is the next step and the rules allow it, add one line saying you made it, with {website}.",
      "Every Friday, note which answers earned upvotes, thanks and visits, and turn the most-asked question into your next free lesson.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "Accounts on Reddit, Quora and in the groups, under your own name",
      "F5Bot (free) for Reddit alerts",
      "20 minutes a day",
    ],
    successMetrics: [
      "Ten complete answers a week",
      "Upvotes, thanks and follow-up questions on your answers",
      "Visits and sign-ups from these sites each week, and progress towards {metrics}",
    ],
    template: `Answer to a question:
Hi {{their username}}, I teach {audience} and this comes up a lot, so here's what usually works:

1. {{the first thing to check}}
2. {{the change that fixes most cases}}
3. {{how to know it worked}}

The mistake I see most often is {{the common mistake}}, so watch for that one.

If you want to go deeper, I teach this step by step in {product}: {website}. Either way, happy to answer follow-up questions here.

---
Monthly self-promotion thread, only where the rules allow it:
{pitch} I'm the person behind it: {website}. Ask me anything in the comments and I'll answer every question.`,
    marketingWisdom:
      "Give ten times before you ask once: in a forum your reputation is the channel, and one pushy post can burn months of good answers. The best answers are complete enough that the asker never needs to click.",
  },
  {
    id: "creator-guest-posts",
    name: "Guest posts in niche publications",
    kinds: ["creator"],
    goals: ["awareness", "signups"],
    stages: ALL_STAGES,
    channels: ["blog", "newsletter"],
    requires: ["content"],
    workaround: {
      content:
        "Not a confident writer? Record yourself teaching the topic for 15 minutes, transcribe it with a free tool, and edit the transcript down into the piece.",
    },
    uses: ["seo"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Niche publications already have the trust of {audience}, and one genuinely useful piece there brings readers who arrive at {product} ready to learn from you.",
    description:
      "Write one useful, standalone article a month for a blog, magazine or newsletter that {audience} read, with a short bio that sends readers to a free lesson or lead magnet at {website}.",
    steps: [
      "List 15 blogs, magazines and newsletters {audience} read that accept guest contributions; note their guidelines and two recent pieces of each.",
      "Prepare where readers will land: a free lesson or lead magnet at {website} that continues the article's topic, and a two-line bio.",
      "Pitch three editors a week with one specific headline and three bullet points, matched to what they have already published.",
      "Once accepted, write to their guidelines, deliver on time, and answer every comment in the first week.",
      "Count sign-ups from each piece, and go back to the publications that sent readers with a follow-up idea.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "A list of 15 publications with their guidelines",
      "A free lesson or lead magnet at {website}",
      "About three hours a week while a piece is in progress",
    ],
    successMetrics: [
      "Three pitches a week, one piece accepted a month",
      "Sign-ups per published article",
      "Progress towards {metrics}",
    ],
    template: `Subject: Pitch for {{their publication}}: {{your headline}}

Hi {{first name}},

I read {{their publication}} regularly, and your recent piece on {{a recent piece}} is why I think this idea fits your readers.

Headline: {{your headline}}

In about 1,200 words, for {audience}:
• the mistake most of them make at the start, and why it happens
• a step-by-step fix, with a real example
• a checklist they can use the same day

I teach this every day in {product}, so the examples are real. I'll follow your guidelines and can deliver within two weeks of a yes.

{{your name}}
{website}

---
Bio for the end of the piece:
{{your name}} teaches {audience} through {product}. Start with the free lesson at {website}.`,
    marketingWisdom:
      "Editors say yes to a specific headline that fits what they already publish, not to a request to write about your topic. Give the piece away completely: readers follow a bio link because the article already helped them.",
  },
  {
    id: "creator-niche-speaking",
    name: "Speaking at niche events and online summits",
    kinds: ["creator"],
    goals: ["awareness", "partnerships"],
    stages: ALL_STAGES,
    channels: ["speaking", "events"],
    requires: [],
    uses: ["content", "sales"],
    cost: { min: 0, max: 100 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Organisers of small events {geo} for {audience} need speakers all year, and twenty minutes of useful teaching is the fastest way for a room of strangers to trust {product}.",
    description:
      "Offer one practical 20-minute talk to niche events, local groups and online summits where {audience} gather, ending with one free resource at {website}. Say yes to small rooms first and use each recording to get the next, bigger stage.",
    steps: [
      "Write one talk that teaches a single result in 20 minutes, with a title that promises it, a 100-word abstract and a two-line bio.",
      "Set up the offer for the room: one free resource at {website}, on a short address you can show on the last slide.",
      "List 20 events {geo} for {audience}: local groups, niche conferences, online summits and associations; note who organises each and when they plan the programme.",
      "Email three organisers a week with the title, the abstract and what their attendees will be able to do afterwards.",
      "After each talk, share the slides, send the resource through the organiser, and ask the organiser to introduce you to one other event.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "One 20-minute talk with slides",
      "A free resource at {website} with a short address",
      "A recording of you teaching (even from a phone) to show organisers",
    ],
    successMetrics: [
      "Three organisers contacted a week, two talks booked within two months",
      "Sign-ups to the free resource per talk",
      "Progress towards {metrics}",
    ],
    template: `Subject: Talk idea for {{their event}}: {{your talk title}}

Hi {{first name}},

I've followed what {{their event}} does for {audience}, and I'd like to offer a 20-minute talk:

"{{your talk title}}"

Attendees leave with one thing they can do the same week, and a free resource to keep going.

About {product}: {pitch}

Abstract: {{your 100-word abstract}}

I can speak online or in person, and I'm happy to send a short recording of me teaching so you can judge the fit.

{{your name}}
{website}`,
    marketingWisdom:
      "Organisers book speakers who make their event look good, so lead with what attendees will be able to do afterwards. A recording of one small talk opens more doors than any bio.",
  },
  {
    id: "creator-tool-brand-partnerships",
    name: "Partnerships with the tools and brands your audience uses",
    kinds: ["creator"],
    goals: ["partnerships", "awareness"],
    stages: BETA_ON,
    channels: ["partnerships", "newsletter"],
    requires: [],
    uses: ["sales", "content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "The tools {audience} already use want their users to succeed with them, so a lesson from you that teaches their tool inside a real workflow is something they are glad to share, with {product} attached.",
    description:
      "Pick two or three tools or brands {audience} use every day, build one free lesson or template that makes their product more useful, and offer it to their partner or education team: they share it with their users, you get a link to {product}, and your members get a discount.",
    steps: [
      "List the tools and brands that come up in your lessons and your students' questions; keep those with an education page, a partner program or a newsletter for their users.",
      "Make one free, genuinely useful asset built on their product: a template, a short lesson or a workflow guide, ending with a link to {product}.",
      "Find the partnerships or education lead (often listed on their site) and send the email below with the asset attached.",
      "Offer three things they can say yes to quickly: share the asset with their users, host a lesson together, or give your members a discount code.",
      "Track visits and sign-ups per partner; renew with the ones that sent people, and add each discount to your members' perks.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "One free asset built on the tool (template, lesson or guide)",
      "A short list of tools with a partner or education program",
      "A tracked link per partner",
    ],
    successMetrics: [
      "One asset made, three partners contacted in the first two weeks",
      "One partner sharing the asset within two months",
      "Visits and sign-ups per partner, and progress towards {metrics}",
    ],
    template: `Subject: A free {{their tool}} lesson for your users, ready to share

Hi {{first name}},

I teach {audience} through {product}, and {{their tool}} comes up in almost every lesson I give.

So I made a free {{the asset}} that shows your users how to {{the workflow}} with {{their tool}}, step by step. It's yours to share with your users or in your newsletter, and it ends with one short link to my course.

If it's useful, two other ideas: a live lesson we host together for your users, or a discount my members get on {{their tool}}.

Would a 15-minute chat next week make sense?

{{your name}}
{website}`,
    marketingWisdom:
      "Partnerships start with something already made for the partner's users, not with a request for exposure. Tools measure their education teams on user success, so help them hit that number.",
  },

  // ─── Being found: search and content you own ───────────────────────────────────────────────────
  {
    id: "creator-youtube-search-tutorials",
    name: "YouTube tutorials for the questions people search",
    kinds: ["creator"],
    goals: ["awareness", "signups"],
    stages: ALL_STAGES,
    channels: ["youtube", "video", "seo"],
    requires: [],
    uses: ["content", "seo"],
    cost: { min: 0, max: 30 },
    paid: false,
    hoursPerWeek: 5,
    contactsIndividuals: false,
    timeFrame: "Long-term",
    impact: "High Impact",
    why: "People type the exact questions {audience} ask into YouTube search, so a clear tutorial that answers one of them keeps sending viewers to {product} for years.",
    description:
      "Publish one tutorial a week that answers one question {audience} search for, titled in their words, solving it completely on screen and pointing to {product} for the next step. This is search engine optimisation for video: the viewer arrives with a question, and your title is the answer they were looking for.",
    steps: [
      "List 20 questions {audience} search: type the start of your topic into YouTube and note the autocomplete suggestions, then keep the ones whose top results are old, slow or miss a step.",
      "Set up the channel: a one-line promise in the banner, {website} in the links, and a free lesson or lead magnet in the description of every tutorial.",
      "Record one 6 to 12-minute tutorial a week on your phone or screen: answer in the first 30 seconds, show every step, and end with where to learn more.",
      "Title it with the searcher's words, make the first two lines of the description answer the question, add chapters and a thumbnail of three words at most.",
      "After 30 days, check search traffic and audience retention in YouTube Studio, and remake the titles and thumbnails of videos that get impressions but few clicks.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "A phone or screen recorder and a clip-on microphone",
      "A free editor (CapCut, DaVinci Resolve or iMovie)",
      "YouTube autocomplete and YouTube Studio (free)",
    ],
    successMetrics: [
      "One tutorial a week for twelve weeks",
      "Views from YouTube search and average view duration",
      "Clicks to {website} and sign-ups, and progress towards {metrics}",
    ],
    template: `Title: How to {{the exact search question}} (step by step)

Opening, the first 30 seconds:
"If you're trying to {{the exact search question}}, here's the short answer: {{the answer in one line}}. In the next few minutes I'll show you exactly how, step by step, plus the one mistake that trips up most {audience}. I'm {{your name}}, and I teach this inside {product}."

---
Description:
{{the answer in one line}}. This tutorial walks {audience} through it step by step.

Free next lesson: {website}

Chapters (add the times once it's edited):
The short answer
Step by step
The mistake to watch for

About {product}: {pitch}`,
    marketingWisdom:
      "On YouTube, search traffic compounds while feed traffic fades: a tutorial titled with the viewer's own question keeps working long after a trend has gone. Answer in the first 30 seconds, because a viewer who gets the answer stays for the rest.",
  },
  {
    id: "creator-repurpose-clips",
    name: "Repurpose long lessons into short clips",
    kinds: ["creator"],
    goals: ["awareness"],
    stages: ALL_STAGES,
    channels: ["video", "tiktok", "instagram", "youtube"],
    requires: ["social"],
    workaround: {
      social:
        "Not at home on social media? Post the same clip to each platform at the same time every day, copy the caption shape from the template, and judge only by profile visits.",
    },
    uses: ["content"],
    cost: { min: 0, max: 30 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Ongoing",
    impact: "Medium Impact",
    why: "Each long lesson you have already made holds five or six moments that stand on their own, and short clips carry them to {audience} who have yet to hear of {product}.",
    description:
      "Cut every long piece you make (a lesson, a recorded live) into three to five clips of 30 to 60 seconds, each with one idea and a hook in the first two seconds, captioned, and posted to TikTok, Instagram Reels and YouTube Shorts.",
    steps: [
      "Pick the source: last month's longest lesson or recorded live; mark every moment that makes sense on its own and starts with a strong line.",
      "Set up a small kit: CapCut or Descript, one caption style, and a last frame that says where the full lesson is.",
      "Cut three to five clips of 30 to 60 seconds, each opening with the claim or the question, with captions burned in because most people watch muted.",
      "Post one clip a day at the same time on TikTok, Instagram Reels and YouTube Shorts, with {website} in your bio.",
      "After two weeks, compare watch time and profile visits per clip; cut more clips like the top two and drop the formats that stall.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "One long lesson or recorded live a month",
      "CapCut (free) or Descript",
      "Accounts on TikTok, Instagram and YouTube with {website} in the bio",
    ],
    successMetrics: [
      "Five clips a week from one long piece",
      "Average watch time and profile visits per clip",
      "Visits to {website} from the bio link, and progress towards {metrics}",
    ],
    template: `Clip script, 30 to 60 seconds:
Hook, first two seconds: "Most {audience} get {{the topic}} wrong in the same way."
The point: {{the one idea from the lesson}}, said in three short sentences, with one example.
Close: "That's one minute of a lesson from {product}. The full lesson is at the link in my bio."

---
Caption:
Most {audience} get {{the topic}} wrong in the same way. Here's the fix in under a minute.
The full lesson is in {product}, link in bio.`,
    marketingWisdom:
      "Make once, publish many times: the long lesson is where the thinking happens, and clips are how strangers find it. The first two seconds decide whether anyone sees the rest, so open with the claim, never with a greeting.",
  },

  // ─── The way in: free teaching and a list you own ──────────────────────────────────────────────
  {
    id: "creator-free-email-course",
    name: "Free five-day email course as the way in",
    kinds: ["creator"],
    goals: ["signups", "revenue"],
    stages: ALL_STAGES,
    channels: ["email-marketing"],
    requires: ["content"],
    workaround: {
      content:
        "Not a writer? Record yourself explaining each lesson for ten minutes, transcribe it with a free tool, and trim the transcript into the email.",
    },
    uses: ["design"],
    cost: { min: 0, max: 30 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "A free five-day course lets {audience} feel how {product} teaches on a small problem before they pay {price}, and someone who has already had a result from you is the easiest person to sell to.",
    description:
      "Turn one small, complete win from {product} into five short daily lessons by email, each with one task, ending on day five with an invitation to the full course or membership. It becomes the free entry point every other tactic links to.",
    steps: [
      "Pick the smallest result {audience} can reach in five days with 15 minutes a day; it must be useful on its own, a real result rather than a teaser.",
      "Write five emails of 300 to 500 words: one idea, one task and one reply prompt each; day five adds the invitation to {product} at {price}.",
      "Load them as an automated email series in your email tool (Kit, MailerLite or beehiiv), one a day, build a one-screen sign-up page at {website}, and send five readers through it first to fix where they stall.",
      "Link the course from your bio, your profiles and the end of everything you publish.",
      "Each week, read the replies, rewrite the lesson where most people drop off, and track the share of finishers who buy.",
    ],
    setupSteps: 3,
    resourcesNeeded: [
      "An email tool with automations (Kit, MailerLite and beehiiv have free tiers)",
      "A one-screen sign-up page at {website}",
      "Five readers willing to test the course",
    ],
    successMetrics: [
      "Course live within two weeks",
      "Sign-ups per week and the share who open day five",
      "Share of finishers who buy {product}, and progress towards {metrics}",
    ],
    template: `Subject: Day 1 of 5: your first 15-minute lesson

Hi {{first name}},

Welcome to the free five-day course from {product}. For the next five days you'll get one short lesson each morning and one small task. By day five you'll have {{the result of day five}}.

Today: {{today's one idea}}

Your task (15 minutes): {{today's task}}

When you're done, hit reply and tell me how it went, even in one line. I read every answer.

{{your name}}

---
Subject: Day 5: you did it (and what comes next)

Hi {{first name}},

Five days ago you started from scratch. Now you have {{the result of day five}}, and that's yours to keep.

If you want to go further, that's what {product} is for. {pitch} It's {price}, and you can join here: {website}

If now isn't the right time, stay on the list; I'll keep sending useful things every week.

{{your name}}`,
    marketingWisdom:
      "A free course should deliver a real result, not a trailer: people buy the full course because the free one worked. Ask for a reply on day one, because readers who reply once open everything after.",
    membership: {
      name: "A free first class as the way in",
      why: "A free first class lets {audience} feel how {product} teaches before they pay {price}, and someone who has already enjoyed a class with you is the easiest person to welcome as a member.",
      description:
        "Offer newcomers one free class, live or recorded, in any week they like: an easy sign-up, a link that works the first time, and a personal welcome afterwards with the invitation to join. A membership is joined any day, so this is the free way in every other tactic links to, not a course to finish.",
      steps: [
        "Choose the class newcomers can join free each week (a live one, or a recorded one they can do any day), and write in one line what they will feel after it for the sign-up page.",
        "Build a one-screen sign-up page at {website} and an automatic email that sends the link, a short how-to-join guide and how to reach you if it does not work; send five friends through it first to fix where they stall.",
        "Write the welcome email sent the day after the class: how it went, one thing to practise, and the invitation to join {product} at {price}, with no closing date.",
        "Link the free first class from your profiles, your posts and the end of everything you publish, and ask members to pass it on to a friend.",
        "Each week, count sign-ups, guests who came to the class and guests who joined, and ask those who did not join what stopped them.",
      ],
      setupSteps: 3,
      resourcesNeeded: [
        "An email tool with automations (Kit, MailerLite and beehiiv have free tiers)",
        "A one-screen sign-up page at {website}",
        "Five friends willing to test the sign-up and the link",
      ],
      successMetrics: [
        "Free first class open within two weeks",
        "Sign-ups per week and the share who come to the class",
        "Share of first-class guests who join {product}, and progress towards {metrics}",
      ],
      template: `Subject: Your free class with {product}: how to join

Hi {{first name}},

Thank you for booking your free class with {product}. Here is everything you need:

When: {{day and time of the class}}
Link: {{class link}}
How to join: click the link five minutes early. If anything doesn't work, just reply to this email and I'll help you get in.

See you there,
{{your name}}

---
Subject: How was your first class?

Hi {{first name}},

Thank you for coming to the class. One thing to practise this week: {{one thing to practise}}.

If you'd like to keep going, you can join {product} at {price} any day: {website}. You can stop whenever you like.

{{your name}}`,
      marketingWisdom:
        "People join a teacher, not a timetable: a free first class persuades more than any description. Make the first step easy, the link foolproof and the welcome personal.",
    },
  },
  {
    id: "creator-weekly-newsletter",
    name: "A weekly newsletter with a lead magnet",
    kinds: ["creator"],
    goals: ["awareness", "signups", "retention"],
    stages: ALL_STAGES,
    channels: ["newsletter", "email-marketing"],
    requires: ["content"],
    workaround: {
      content:
        "Not a confident writer? Keep each issue to one question a reader asked and your answer in under 300 words, dictated first and tidied after.",
    },
    uses: ["design", "analytics"],
    cost: { min: 0, max: 50 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Long-term",
    impact: "High Impact",
    why: "A weekly letter is the one channel {product} owns outright, so everyone you win from {audience} stays reachable long after a post has faded.",
    description:
      "Send one useful letter every week on the same day, and offer a lead magnet that solves one narrow problem in exchange for the email address. The rhythm builds trust; the lead magnet gives a stranger a reason to join today.",
    steps: [
      "Choose the day you can keep for twelve weeks straight and a fixed format (one lesson, one example, one thing worth reading) so an issue takes under two hours.",
      "Make the lead magnet: a one-page checklist, template or cheat sheet that solves one problem {audience} search for, delivered in the welcome email.",
      "Set up the sign-up page at {website} with one promise line, the lead magnet and the day the letter arrives, and put the link in every profile.",
      "Write the first three issues before announcing, then send on the same day every week for twelve weeks.",
      "End each issue with one question and answer the replies; the best questions become next week's issue.",
      "Once a month, check opens, replies and subscribers per source, and give more time to the source that grows the list.",
    ],
    setupSteps: 3,
    resourcesNeeded: [
      "An email tool (Kit, MailerLite, beehiiv or Substack, all with free tiers)",
      "The lead magnet as a PDF or a public page",
      "Two to three hours a week",
    ],
    successMetrics: [
      "Twelve issues sent on schedule out of twelve",
      "Lead magnet sign-ups per week",
      "Open rate above 40% and replies per issue, and progress towards {metrics}",
    ],
    template: `Sign-up page:
{product}, every {{day of the week}}
One short, practical letter a week for {audience}: one lesson, one example, one thing worth your time.
Join and get {{the lead magnet}} straight away, free.
Button: Send me the {{the lead magnet}}

---
Subject: Here's your {{the lead magnet}}

Hi {{first name}},

Thanks for joining the {product} newsletter. As promised, here's {{the lead magnet}}: {{download link}}

What to expect: one letter every {{day of the week}}, five minutes to read, with one thing you can use that same week.

One favour: hit reply and tell me what you're stuck on right now. I read every reply, and the best questions become issues.

{{your name}}`,
    marketingWisdom:
      "Consistency beats brilliance in a newsletter: readers learn to expect you on a given day, and a missed week costs more trust than a short issue. A narrow lead magnet that fixes one problem converts better than a broad guide.",
  },
  {
    id: "creator-free-workshop",
    name: "Free live workshop (webinar) that teaches one result",
    kinds: ["creator"],
    goals: ["signups", "revenue"],
    stages: ALL_STAGES,
    channels: ["webinar", "email-marketing"],
    requires: [],
    uses: ["content", "sales"],
    cost: { min: 0, max: 50 },
    paid: false,
    hoursPerWeek: 4,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "An hour of live teaching shows {audience} exactly how {product} teaches before they spend {price}, and people who got a result from you live are the likeliest to buy.",
    description:
      "Run a free 60-minute live class (a webinar on Zoom or StreamYard) in which {audience} get one small result during the session, then spend the last ten minutes on {product} with a bonus for those who join within 48 hours.",
    steps: [
      "Choose one result people can get during the hour and promise it in the title.",
      "Set up a registration page at {website} and three reminders: on sign-up, the day before and one hour before.",
      "Invite for two weeks: your email list, your profiles, the groups you belong to where the rules allow it, and anyone you've collaborated with who is willing to share it.",
      "Teach for 45 minutes with a live exercise, take questions, then present {product} at {price} in ten minutes with a 48-hour bonus.",
      "Send the replay within a few hours and two follow-ups before the bonus ends; count who registered, attended and bought.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "Zoom, Google Meet or StreamYard",
      "A registration page with automatic reminders",
      "A one-page worksheet for the live exercise",
    ],
    successMetrics: [
      "Registrations, and a show-up rate of 30% or more",
      "Sales within the 48-hour bonus window",
      "Progress towards {metrics}",
    ],
    template: `Subject: Free live class: {{the result}} in 60 minutes ({{date}})

Hi {{first name}},

On {{date}} at {{time and time zone}} I'm teaching a free 60-minute live class for {audience}: {{the result}}, start to finish, with you doing it alongside me.

What we'll do:
1. The one thing to get right before you start
2. A live exercise: you do it with me, on screen
3. Your questions, answered live

At the end I'll tell you about {product} for anyone who wants to go further. If you can't make it live, register anyway and I'll send you the replay.

Save your seat: {website}

{{your name}}

---
Reminder, one hour before:
Subject: We start in an hour
Hi {{first name}}, the class starts at {{time and time zone}}. Bring a pen and one real example to work on; it's much more useful that way. See you there!`,
    marketingWisdom:
      "Teach, don't pitch: a live class that gets people a result during the hour sells the course by itself. Expect a third of registrants to show up, and plan the replay as part of the launch.",
  },

  // ─── Selling: launches, proof and partners ─────────────────────────────────────────────────────
  {
    id: "creator-cohort-waitlist-launch",
    name: "Live cohort launch with a waitlist and a deadline",
    kinds: ["creator"],
    goals: ["revenue", "signups"],
    stages: ALL_STAGES,
    channels: ["email-marketing"],
    requires: [],
    uses: ["sales", "content"],
    cost: { min: 0, max: 100 },
    paid: false,
    hoursPerWeek: 4,
    cartWindow: true,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "A live cohort with a start date and a seat cap gives {audience} a real reason to decide now, and a waitlist tells you before launch whether {product} will fill.",
    description:
      "Open a waitlist for the next live cohort of {product}, fill it for three to four weeks by teaching in public, then open enrolment to the waitlist first, for seven days at {price}, with a fixed number of seats and a hard close.",
    steps: [
      "Fix the cohort: start date, length, weekly live sessions, seat cap (15 to 30 is manageable alone) and {price}, and write what someone will be able to do at the end.",
      "Build the waitlist page at {website}: who it's for, the outcome, the start date, and first access for everyone on the waitlist.",
      "Fill the waitlist for three to four weeks: mention it at the end of everything you publish and in each email to your list.",
      "Open enrolment to the waitlist 48 hours before everyone else, then send the launch emails for seven days with a real deadline and a real seat count.",
      "Close on time even if seats are left, and ask the waitlist members who didn't join what held them back; keep their answers for the next cohort's page.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "A waitlist page and an email list",
      "A checkout that really closes at the deadline (your course platform or Stripe)",
      "A calendar for the live sessions",
    ],
    successMetrics: [
      "Waitlist size before opening (plan on roughly 10% of it enrolling)",
      "Seats filled by the close date",
      "Progress towards {metrics}",
    ],
    template: `Waitlist page:
{product}: a live cohort starting {{start date}}
For {audience} who want {{the outcome}}, taught live over a few weeks with a small group doing it alongside you.
• Weekly live sessions, recorded if you miss one
• {{seat cap}} seats, so I can answer everyone
• {price}, with first access for the waitlist
Button: Join the waitlist

---
Subject: Doors are open (waitlist first, for 48 hours)

Hi {{first name}},

You asked to hear first, so here it is: enrolment for the {{start date}} cohort of {product} is open, 48 hours before anyone else. {pitch}

It's {price}, there are {{seat cap}} seats, and enrolment closes on {{close date}} at midnight.

Enrol here: {website}

Questions? Reply and I'll answer personally.

{{your name}}`,
    marketingWisdom:
      "A deadline only works if it is real: close when you said you would, and the next launch is believed. The waitlist is your forecast, so open when it is large enough to fill the seats you promised.",
  },
  {
    id: "creator-launch-email-sequence",
    name: "Launch email sequence: open cart to close cart",
    kinds: ["creator"],
    goals: ["revenue"],
    stages: ALL_STAGES,
    channels: ["email-marketing"],
    requires: ["content"],
    workaround: {
      content:
        "Not a writer? Use the two emails in the template nearly as written, and for the four in between write one short paragraph each in the words you'd use with a friend.",
    },
    uses: ["sales", "analytics"],
    cost: { min: 0, max: 50 },
    paid: false,
    hoursPerWeek: 4,
    cartWindow: true,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Most launch sales come on the first day and in the last 48 hours, and a planned email sequence makes sure {audience} on your list hear about {product} at both moments.",
    description:
      "Send six emails over seven days: open cart, why you made it, the doubts, a student's story, 24 hours left, and final hours. Each has one job and one link, and the deadline is real.",
    steps: [
      "Set the dates, {price}, one bonus for those who join in the first 48 hours, and make sure the checkout really closes at the deadline.",
      "Write all six emails before day one, each with one job: open cart, why you made {product}, the three doubts (time, money, and why this rather than {competitor}), a student's story, 24 hours left, and final hours.",
      "Send to your whole list, and from day three leave out those who have already bought.",
      "On the last day, send one email in the morning and the final one about three hours before close; answer every reply that day.",
      "Close on time, then send one email to those who didn't buy asking what held them back, and note the answers for next time.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "Your email tool with a segment for buyers",
      "A checkout with a closing date",
      "One student story with permission to share it",
    ],
    successMetrics: [
      "Six emails sent on schedule",
      "Sales per email, and the share of the list that bought",
      "Progress towards {metrics}",
    ],
    template: `Subject: {product} is open (until {{close date}})

Hi {{first name}},

It's open. {pitch}

This is for {audience} who want {{the outcome}} and are ready to put in the work, with me alongside.

It's {price}. If you join in the first 48 hours, you also get {{the bonus}}.

Enrolment closes on {{close date}} at midnight, and then it stays closed until the next round.

Join here: {website}

{{your name}}

---
Subject: Closing tonight at midnight

Hi {{first name}},

A quick one: {product} closes tonight at midnight. If you've been thinking about it, this is the moment.

If it's the wrong time for you, that's completely fine, and you'll keep getting my weekly emails.

Still unsure? Hit reply with your question and I'll answer before we close.

Join before midnight: {website}

{{your name}}`,
    marketingWisdom:
      "Every launch email needs one job and one link: the opener announces, the middle ones answer doubts, the last ones remind. Most sales arrive in the final hours, so the close-cart emails matter most.",
  },
  {
    id: "creator-student-success-stories",
    name: "Student success stories and testimonials",
    kinds: ["creator"],
    goals: ["revenue", "signups"],
    stages: BETA_ON,
    channels: ["case-studies"],
    requires: [],
    uses: ["content", "design"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Before paying {price}, {audience} want to see someone like them who got the result, and a specific story from a past student persuades more than anything you can say about {product}.",
    description:
      "Ask everyone who finished {product} four short questions, get permission to share the answers with their name, and place the best stories where buyers hesitate: on the sales page, next to the price and in the launch emails. Quote only what people wrote, with their permission.",
    steps: [
      "Write a four-question form: where they were before, what they had tried, what changed (with a number if there is one), and what they'd tell someone unsure; add a tick box for permission to use their name, photo and words.",
      "Send it to everyone who finished, one week after the end while the result is fresh, and follow up once.",
      "For the three best answers, ask for a 15-minute chat and turn each into a short case study with a before, an after and a number.",
      "Place one story next to the price on the sales page, one in each launch email, and a wall of quotes at {website}.",
      "Ask again after every cohort or every month, and keep a file of stories tagged by the doubt each one answers.",
    ],
    setupSteps: 1,
    resourcesNeeded: [
      "A free form tool (Tally or Google Forms) with a permission tick box",
      "A file of stories tagged by doubt",
      "Half an hour a week",
    ],
    successMetrics: [
      "Answers from at least a third of finishers",
      "Three stories with a number in them on the sales page",
      "Sales page conversion before and after, and progress towards {metrics}",
    ],
    template: `Subject: Four quick questions about your time in {product}

Hi {{first name}},

You finished {product} a week ago, and I'd love to hear how it really went, the good and the bad. It takes about five minutes: {{form link}}

${STORY_QUESTIONS}

---
Quote for the sales page:
"{{their words about the result}}"
{{first name}}, {{their role or city}}`,
    marketingWisdom:
      "The most persuasive testimonial names the doubt the buyer had before they joined and the specific result after. Ask one week after the end, when the result is fresh and the gratitude is real.",
    membership: {
      name: "Member stories and testimonials",
      why: "Before paying {price}, {audience} want to see someone like them who got the result, and a specific story from a member persuades more than anything you can say about {product}.",
      description:
        "Ask members who have been with {product} for a month or more four short questions, get permission to share the answers with their name, and place the best stories where newcomers hesitate: on the sign-up page, next to the price and in your emails. Quote only what people wrote, with their permission.",
      steps: [
        "Write a four-question form: where they were before, what they had tried, what changed (with a number if there is one), and what they'd tell someone unsure; add a tick box for permission to use their name, photo and words.",
        "Send it to every member at the end of their first month, while the change is fresh, and follow up once.",
        "For the three best answers, ask for a 15-minute chat and turn each into a short story with a before, an after and a number.",
        "Place one story next to the price on the sign-up page, one in each email to people who have not joined yet, and a wall of quotes at {website}.",
        "Ask each month's new members in turn, and keep a file of stories tagged by the doubt each one answers.",
      ],
      successMetrics: [
        "Answers from at least a third of members asked",
        "Three stories with a number in them on the sign-up page",
        "Sign-up page conversion before and after, and progress towards {metrics}",
      ],
      template: `Subject: Four quick questions about your first month with {product}

Hi {{first name}},

You've been with {product} for a month now, and I'd love to hear how it's really going, the good and the bad. It takes about five minutes: {{form link}}

${STORY_QUESTIONS}

---
Quote for the sign-up page:
"{{their words about the result}}"
{{first name}}, {{their role or city}}`,
      marketingWisdom:
        "The most persuasive testimonial names the doubt the buyer had before they joined and the specific result after. Ask at the end of the first month, when the change is fresh and the habit has just formed.",
    },
  },
  {
    id: "creator-course-affiliates",
    name: "Affiliate program for your course",
    kinds: ["creator"],
    goals: ["revenue", "partnerships"],
    stages: LIVE,
    channels: ["affiliates"],
    requires: [],
    uses: ["sales"],
    cost: { min: 0, max: 50 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "People who already teach or advise {audience} can recommend {product} for a commission on each sale, so you only pay when a sale has happened.",
    description:
      "Offer a generous commission (30 to 50% is usual for courses) to past students and to people who already serve {audience}, give them ready-made copy and a tracking link, and pay every month, on time.",
    steps: [
      "Turn on your course platform's affiliate feature (Teachable, Podia, Thinkific and Kajabi have one) or a tool like Rewardful; set the commission, a 30 to 60-day cookie and a monthly payout date.",
      "Write a one-page affiliate kit: who {product} is for, three ready-to-send emails or posts, the launch dates, and the rules (honest recommendations only, and only to people who asked to hear from them).",
      "Invite your ten happiest past students and ten people who already recommend resources to {audience}, with one personal email each.",
      "Before each launch, send affiliates the dates, the copy and a reminder; share a leaderboard once more than a handful are active.",
      "Pay on time every month, thank your top affiliates personally, and recruit more people like the ones who sold.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "Your course platform's affiliate feature or a tool like Rewardful",
      "A one-page affiliate kit",
      "A monthly payout routine",
    ],
    successMetrics: [
      "20 affiliates invited, five active in the first launch",
      "Share of sales through affiliates",
      "Progress towards {metrics}",
    ],
    template: `Subject: Want to earn from recommending {product}?

Hi {{first name}},

You're one of the people I'd trust to recommend {product} honestly, so I'm inviting you first to its affiliate program.

How it works: you get {{commission rate}} of every sale from your link, the course is {price}, and payouts go out every month. Before each launch I'll send you ready-made emails and posts, and you can change every word.

The only rule: recommend it only if you'd recommend it anyway.

Reply "in" and I'll send your link.

{{your name}}

---
Ready-to-send email for affiliates:
Subject: The course I point {audience} to

If you've been looking for the next step, {product} is the course I point people to. {pitch} It's {price}, and enrolment is open until {{close date}}.

Here's my link: {{your affiliate link}}`,
    marketingWisdom:
      "Affiliates sell what they already believe in, so recruit past students and people who already recommend resources before strangers with big lists. Paying on time, every time, is what keeps them promoting the next launch.",
    membership: {
      name: "Affiliate program for your membership",
      description:
        "Offer people who already serve {audience}, and your happiest members, a share of each new member's first months, give them ready-made copy and a tracking link, and pay every month, on time.",
      steps: [
        "Turn on your membership platform's affiliate feature or a tool like Rewardful; set the commission (for instance 30% of each new member's first three months), a 30 to 60-day cookie and a monthly payout date.",
        "Write a one-page affiliate kit: who {product} is for, three ready-to-send emails or posts, and the rules (honest recommendations only, and only to people who asked to hear from them).",
        "Invite your ten happiest members and ten people who already recommend resources to {audience}, with one personal email each.",
        "Each month, send affiliates one new thing to share (a free class, a member's story) and a short note on what worked.",
        "Pay on time every month, thank your top affiliates personally, and recruit more people like the ones who brought members.",
      ],
      successMetrics: ["20 affiliates invited, five active in the first two months", "Share of new members through affiliates", "Progress towards {metrics}"],
      template: `Subject: Want to earn from recommending {product}?

Hi {{first name}},

You're one of the people I'd trust to recommend {product} honestly, so I'm inviting you first to its affiliate program.

How it works: you get {{commission rate}} of each new member's first months from your link, the membership is {price}, and payouts go out every month. I'll send you ready-made emails and posts, and you can change every word.

The only rule: recommend it only if you'd recommend it anyway.

Reply "in" and I'll send your link.

{{your name}}

---
Ready-to-send email for affiliates:
Subject: Where I send {audience} who ask me

If you've been looking for the next step, {product} is where I point people. {pitch} It's {price}, and you can join any day and stop any time.

Here's my link: {{your affiliate link}}`,
      marketingWisdom:
        "Affiliates sell what they already believe in, so recruit happy members and people who already recommend resources before strangers with big lists. Paying on time, every time, is what keeps them recommending.",
    },
  },
  {
    id: "creator-buyer-conversations",
    name: "Five conversations with recent buyers to rewrite your sales page",
    kinds: ["creator"],
    goals: ["revenue", "retention"],
    stages: BETA_ON,
    channels: ["calls"],
    requires: [],
    uses: ["sales", "content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Recent buyers can tell you in their own words what made them join {product}, and their words sell to the next {audience} better than anything you could invent.",
    description:
      "Hold five 20-minute customer calls with people who joined in the last two months and two with people who almost did, about the moment they decided; then rewrite the headline, the opening and the FAQ of your sales page in their words.",
    steps: [
      "Pick five people who bought in the last two months, with different backgrounds, and two people who joined the waitlist but didn't buy.",
      "Prepare five questions about what already happened: when they started looking, what they tried first, what almost stopped them and what made them decide.",
      "Invite them by email to a 20-minute call, with a small thank-you such as a bonus lesson.",
      "Record with permission and write down their exact phrases, especially the words for the problem and for the doubt they had.",
      "Rewrite the headline, the opening paragraph and the FAQ with those phrases, including how they compared {product} with {competitor}, and measure the sales page at the next launch.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "A free booking link (Cal.com or Calendly)",
      "A meeting tool that records (Zoom or Google Meet)",
      "A notes page for exact phrases",
    ],
    successMetrics: [
      "Seven customer calls held within two weeks",
      "A new headline and FAQ written from their words",
      "Sales page conversion at the next launch, and progress towards {metrics}",
    ],
    template: `Subject: 20 minutes about why you joined {product}?

Hi {{first name}},

You joined {product} a few weeks ago, and I'd really like to understand how you decided, so I can explain it better to the next {audience} who are where you were.

Could we have a 20-minute call this week or next, on Zoom or by phone? As a thank-you, I'll give you {{the thank-you}}.

Pick any time that suits you here: {{booking link}}

{{your name}}

---
Questions for the call:
1. What was going on when you started looking for help with this?
2. What had you tried before? What did you like and dislike about {competitor}?
3. What almost stopped you from joining?
4. What made you decide in the end?
5. How would you describe {product} to a friend?`,
    marketingWisdom:
      "Ask about what already happened, never about what they would do: past decisions are facts, future intentions are politeness. The phrase a buyer uses for their problem is usually your best headline.",
  },

  // ─── Keeping and growing members ───────────────────────────────────────────────────────────────
  {
    id: "creator-member-community",
    name: "A members' community with weekly rituals, on the platform they already use",
    kinds: ["creator"],
    goals: ["retention", "revenue"],
    stages: BETA_ON,
    channels: ["community", "facebook-groups", "discord"],
    requires: ["community"],
    workaround: {
      community:
        "New to running a community? Keep only the two weekly rituals, hold them at the same time every week, and answer every post yourself for the first month; that is most of the craft.",
    },
    uses: ["content"],
    cost: { min: 0, max: 100 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Ongoing",
    impact: "High Impact",
    why: "Members who come back to the same ritual every week finish what they started and stay subscribed, which is what keeps {product} growing after a launch.",
    description:
      "Give members one place, on the platform they already use (a private Facebook group, a Circle community or a Discord server), with four topics and two weekly rituals: a Monday goal thread and a live office hour. The rituals, more than the number of channels, are what bring people back.",
    steps: [
      "Pick the platform your members already use (a private Facebook group for people who live on Facebook, Discord or Circle for a younger online crowd), set up four topics only (introductions, wins, questions, weekly thread), write three house rules and pin them.",
      "Choose the two rituals and fix their times: a Monday 'this week I will' thread and a weekly live office hour or co-working session.",
      "Invite members in the first email after they join {product}, and ask your ten most active students to come in first so the room already has voices.",
      "Reply to every introduction and question within a day for the first month, and invite one member a week to share a win.",
      "Each month, count weekly active members and the questions answered by other members, and remove whatever nobody uses.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "A private Facebook group, a free Discord server or a Circle plan",
      "Pinned welcome message and house rules",
      "Half an hour a day and one hour a week for the live office hour",
    ],
    successMetrics: [
      "Weekly active members as a share of all members",
      "Replies to the Monday thread and attendance at the office hour",
      "Member retention after three months, and progress towards {metrics}",
    ],
    template: `Pinned welcome message:
👋 Welcome to the {product} community!

Here's how it works:
• #introductions: who you are and what you're working on
• #wins: share any win, even a small one
• #questions: ask anything; members and I answer
• Every Monday: post your one goal for the week in the thread
• Every {{day and time}}: live office hour with me, recorded

Start now: introduce yourself with your name, where you're based, and the one thing you want from {product} this month.

House rules: be kind, share what you learn, and no selling to other members.
{{your name}}

---
Monday thread:
Good morning! What's the one thing you'll get done this week? Reply in one line and come back on Friday to tick it off. I'll go first: {{your goal this week}}.`,
    marketingWisdom:
      "A community is a place where members help each other as much as they hear from you, so measure replies between members more than sign-ups. Rituals at fixed times are what turn a quiet server into a habit.",
  },
  {
    id: "creator-first-live-class-tech-check",
    name: "A tech check before each new member's first live online class",
    kinds: ["creator"],
    goals: ["retention", "revenue"],
    stages: BETA_ON,
    channels: ["calls", "email-marketing"],
    requires: [],
    uses: ["community"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "New members of {product} who cannot get into the live class on the first evening quietly cancel, and five minutes of help before their first live class keeps people who already chose you.",
    description:
      "Make the first live class the easy part: a welcome email with a one-page picture guide to joining from a phone, a tablet or a laptop, an offer of a five-minute practice call, the room opened fifteen minutes early, and a number to text when stuck. Members who get in once keep coming back.",
    steps: [
      "Write a one-page picture guide to joining your live classes from a phone, a tablet and a laptop: the link, the app to install, where the camera and sound buttons are, and what to do if it asks for a code.",
      "Send it in the welcome email below with an offer of a five-minute practice call at a time that suits the new member, and a number they can text when stuck.",
      "Open the room fifteen minutes before every live class and greet newcomers by name while you sort out their sound and camera.",
      "After each new member's first class, send a two-line message asking how it went, and help at once anyone who could not get in.",
      "Each month, count new members who attended a live class in their first week and cancellations in the first month, and add every new question to the guide.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A one-page picture guide", "Five minutes per new member", "The room open fifteen minutes early"],
    successMetrics: ["New members who join a live class in their first week", "Cancellations in the first month", "Progress towards: {metrics}"],
    template: `Welcome email:
Subject: Your first class with {product}, made easy

Hi {{first name}},

Welcome! Your first live class is on {{day and time}}. Here's everything you need: {{link to the class}}

The picture guide attached shows how to join from a phone, a tablet or a laptop, step by step. If you'd like, we can do a five-minute practice call before your first class, so you know it all works: just reply with a time that suits you.

On the day, I open the room fifteen minutes early. If anything goes wrong, text me on {{your phone number}} and I'll help you in.

See you soon,
{{your name}}`,
    marketingWisdom:
      "The first session decides whether a new member stays: anyone who could not get in, or felt lost, rarely tells you and simply cancels. Removing that first hurdle by hand costs minutes and keeps the people you already won.",
  },
  {
    id: "creator-member-referral",
    name: "Referral reward for members",
    kinds: ["creator"],
    goals: ["signups", "revenue"],
    stages: BETA_ON,
    channels: ["referral"],
    requires: [],
    uses: ["community"],
    cost: { min: 0, max: 100 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Members who love {product} already mention it to friends, and a reward for each friend who joins turns those mentions into sign-ups you can count.",
    description:
      "Give every member a personal referral link and a reward that costs you little but that they value (a month free, a bonus lesson, a seat at a private Q&A), plus something for the friend, such as a discount on {price}.",
    steps: [
      "Choose the rewards for both sides: for the member (a month free, a bonus lesson, a private Q&A) and for the friend (a discount or a free week).",
      "Switch on referrals in your tools: beehiiv's referral program, Kit with SparkLoop, or a personal coupon code per member on your course platform.",
      "Announce it to members by email and in the members' space, with their personal link and the reward in the first lines.",
      "Remind members when they're happiest: right after a win, at the end of a module, after a live session.",
      "Send rewards within a day, thank the top referrers each month, and track the share of new members who came by referral.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "A referral feature (beehiiv, SparkLoop) or personal coupon codes",
      "Rewards you can deliver within a day",
      "A monthly count of referred members",
    ],
    successMetrics: [
      "Share of members who share their link at least once",
      "Share of new members who came by referral",
      "Progress towards {metrics}",
    ],
    template: `Subject: Bring a friend to {product} (you both get something)

Hi {{first name}},

If {product} has helped you, the kindest way to say so is to pass it on, so here's a thank-you for doing exactly that.

Your personal link: {{their referral link}}

When a friend joins with it:
• they get {{the friend's reward}}
• you get {{your reward}}, automatically

Think of one person who's stuck where you were when you started. That's who this is for.

{{your name}}

---
One-line reminder after a win, in your next email:
Loved seeing your win this week! If a friend could use the same, your link is {{their referral link}}: they get {{the friend's reward}} and you get {{your reward}}.`,
    marketingWisdom:
      "People refer when they are proud of a result, so ask right after a win rather than in a generic blast. A reward for both sides works best, because the member is giving a gift rather than collecting a fee.",
  },
];

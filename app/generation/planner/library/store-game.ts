import type { LibraryTactic } from "../types";
import { ALL_STAGES } from "./stages";

/*
 * A game sold on a PC or console store (Steam, itch.io, GOG…), not on phones (Reading.storeGame).
 * Before launch its measure is wishlists, its shop window is the store page and its big weeks are
 * festivals and showcases: an app's store listing, ratings prompt and install ads do not apply, so
 * such a game's plan is made of these tactics only.
 */
export const STORE_GAME_TACTICS: LibraryTactic[] = [
  {
    id: "game-store-page-wishlists",
    name: "A {store} page that turns visitors into wishlists",
    kinds: ["consumer-app"],
    goals: ["awareness", "signups", "revenue"],
    stages: ALL_STAGES,
    channels: ["game-stores", "video", "influencers"],
    requires: [],
    uses: ["design", "content"],
    cost: { min: 0, max: 150 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    storeGame: true,
    essential: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Every post, clip, festival and creator sends {audience} to one place, the {store} page of {product}, and what they see there in the first seconds decides whether they wishlist it or scroll on.",
    description:
      "Every other tactic sends people to {product}'s {store} page, so it comes first: a capsule image readable at thumbnail size, a first line that says the genre and the hook, a trailer that opens on play rather than a logo, and screenshots and GIFs of the moments players remember. Then measure it: every link you share carries its own tracking code, so each week you know which post, creator or festival brought wishlists. {wishlistMath}.",
    steps: [
      "Open the {store} pages of three games like {product} that did well, and note what their capsule, first line, tags and first trailer seconds have in common.",
      "Redo the capsule so the title and the mood read at thumbnail size, and write the short description as genre, hook and one promise in plain words.",
      "Cut a trailer of 30-60 seconds that shows play within the first five seconds, and replace screenshots of menus with five of the moments players remember.",
      "Choose the tags players of games like {product} browse by, most specific first, and check the page on a phone and on a laptop.",
      "Give every link you share its own tracking code (Steam's UTM links, or itch.io's referrer report), and every Friday note wishlists and where they came from.",
    ],
    setupSteps: 4,
    resourcesNeeded: [
      "A capsule image (by you or a freelance artist), a 30-60 second trailer and five screenshots or GIFs",
      "Your store's developer account, with its wishlist and traffic reports",
      "A weekly sheet: visits, wishlists, visit-to-wishlist rate, and the source of each",
    ],
    successMetrics: ["Visit-to-wishlist rate, week on week", "Wishlists a week against the pace the goal needs", "Progress towards: {metrics}"],
    template: `Short description (first line of the store page):
{product} is {{genre in four words}} where {{the hook in one sentence}}. {{the one feeling players leave with}}.

Trailer plan (30-60 seconds):
0:00-0:05 Play: {{the most striking moment}}, no logos first
0:05-0:25 Three things players do: {{first}}, {{second}}, {{third}}
0:25-0:40 The moment it clicks: {{the moment}}
0:40 Title, "Wishlist now on {store}", release window {release}

Weekly check (every Friday):
Source | visits | wishlists | visit-to-wishlist rate | keep, change or drop`,
    marketingWisdom:
      "A store page is judged at thumbnail size and in the first seconds of the trailer; most visitors never scroll. Fix the page before you send anyone to it, then track every link, because the one channel that brings wishlists is worth more than five that bring visits.",
  },
  {
    id: "game-festival-demo",
    name: "{festival} with a demo that ends on the wishlist button",
    kinds: ["consumer-app"],
    goals: ["awareness", "signups", "revenue"],
    stages: ALL_STAGES,
    channels: ["game-stores", "events", "video", "discord"],
    requires: [],
    uses: ["design", "community"],
    cost: { min: 0, max: 100 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    storeGame: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "A festival puts {product}'s demo in front of {audience} who are browsing for their next game that very week, which no post alone can do.",
    description:
      "Enter {product} in {festival} with a demo of 20-40 minutes that shows the best of it and stops while players want more, on a screen that asks them to wishlist. Steam Next Fest takes each game only once, so choose the edition your demo is ready for, register in Steamworks before its deadline, and release the demo a few weeks early to fix what players stumble on.",
    steps: [
      "Check the next edition's dates and registration deadline in your store's developer account, and put them in your calendar with the demo's release date three weeks before.",
      "Cut the demo to 20-40 minutes of the best of {product}, and end it on a screen with a button that opens the {store} page to wishlist.",
      "Release the demo early to the players who asked for it, watch five of them play (on a call or in their stream), and fix the first place each one got stuck.",
      "Register for the festival, update the capsule, trailer and first line for that week, and prepare a short live stream or a pre-recorded broadcast for the store page.",
      "In the festival week, answer every comment and forum post on the store page each day and post one clip a day where your players gather; the week after, note wishlists gained, demo players and their median playtime, and what to change before launch.",
    ],
    setupSteps: 3,
    resourcesNeeded: [
      "A demo build of 20-40 minutes with a wishlist screen at the end",
      "Five players to watch before the festival",
      "A broadcast (live or pre-recorded) for the festival week",
    ],
    successMetrics: ["Wishlists gained in the festival week", "Demo players and their median playtime", "Progress towards: {metrics}"],
    template: `Demo end screen:
Thanks for playing the {product} demo! The full game is coming to {store} in {release}, with {{what the full game adds}}.
Buttons: Wishlist on {store} · Join the players' Discord

Post for the festival week (on the store page and where your players gather):
{product}'s demo is live for {festival}! {{genre in four words}}, about {{demo length}} of play. If you like {likeGame}, try it and tell us where you got stuck: we read every comment. Wishlist it to hear when it launches.`,
    marketingWisdom:
      "A festival rewards the demo players finish wanting more, not the longest one. Release it early, watch people play, and fix the first place they get stuck: a demo that loses players in minute three wastes the one week the store puts you in front of them.",
  },
  {
    id: "game-creator-keys",
    name: "Keys for YouTubers and streamers who play games like yours",
    kinds: ["consumer-app"],
    goals: ["awareness", "signups"],
    stages: ALL_STAGES,
    channels: ["influencers", "youtube", "video", "press", "game-stores"],
    requires: [],
    uses: ["social"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    storeGame: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "{audience} choose their next game from creators who play games like {product}, and a creator with a few thousand viewers who loves it brings wishlists from people who trust their taste.",
    description:
      "List 50 YouTubers and streamers, all adults, who played games like {product} in the last three months, and offer each a key to the demo or the current build with no obligation to cover it. Write only to the business email on their channel or through a key service such as Keymailer or Woovit, and give each one their own tracked link to the {store} page.",
    steps: [
      "Search YouTube and Twitch for videos of games like {product} from the last three months, and list 50 creators with 1,000-50,000 followers whose viewers comment on the games themselves.",
      "Keep only adults who list a business email or are on a key service, and note for each the game of theirs you watched.",
      "Make a one-page press kit on your site: the pitch, the trailer, GIFs, screenshots, release window and a contact.",
      "Send ten emails a week with a key and a tracked link each, one follow-up a week later, then stop.",
      "Thank every creator who plays it, share their video, and count wishlists from each creator's link in the weekly sheet.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["A sheet of 50 creators, all adults, with their business emails", "Keys for the demo or the build, one per creator", "A press kit page: pitch, trailer, GIFs, screenshots, release window"],
    successMetrics: ["Creators who play {product} on their channel", "Wishlists from each creator's link", "Progress towards: {metrics}"],
    template: `Subject: A key for {product}, no strings attached

Hi {{creator's name}},

I make {product}, {{genre in four words}}. I watched your video of {{the game you watched them play}} and think your viewers might enjoy it.

Here is a key for you to keep: {{key}}. There is no obligation to cover it and no script; if you do, please mention it was a free copy, and anything you say, good or bad, is yours. Trailer, GIFs and facts: {website}

Thanks for what you make,
{{your name}}, {product}

---
Follow-up (one week later, then stop):
Hi {{creator's name}}, just checking the key for {product} reached you. If it is not a fit for your channel, no reply needed.`,
    marketingWisdom:
      "Creators who already play games like yours are worth more than bigger ones who don't: their viewers came for that kind of game. A key is a gift, not a deal, and disclosing a free copy is a legal requirement in most countries, so ask for it every time.",
  },
  {
    id: "game-showcases",
    name: "Submissions to the indie showcases where players of games like {product} watch",
    kinds: ["consumer-app"],
    goals: ["awareness", "signups"],
    stages: ALL_STAGES,
    channels: ["events", "video", "press", "game-stores"],
    requires: [],
    uses: ["design"],
    cost: { min: 0, max: 100 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    storeGame: true,
    timeFrame: "Long-term",
    impact: "Medium Impact",
    why: "Online showcases gather {audience} who watch to find their next game, and a 30-second slot with a wishlist link reaches more of them in an hour than a month of posts.",
    description:
      "Showcases (streams of new games by genre, such as Wholesome Direct for cozy games, the Day of the Devs or the Future Games Show) and themed store festivals take submissions months ahead. Keep a list of those whose audience plays games like {product}, with their submission windows, and send each the same short pack: trailer, GIFs, pitch and store link.",
    steps: [
      "List the showcases and themed festivals whose past line-ups include games like {product}, with each one's submission window and rules.",
      "Prepare one pack: a 30-second cut of the trailer, three GIFs, the pitch in two sentences, the release window and the {store} link.",
      "Submit to each as its window opens, and note the date and any answer in your sheet.",
      "When {product} is shown, post the clip the same hour where your players gather and pin the wishlist link.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A 30-second trailer cut and three GIFs", "A sheet of showcases with their submission windows"],
    successMetrics: ["Submissions sent per showcase window", "Showcases that feature {product}", "Wishlists in the days after each showing"],
    template: `Showcase submission:
Title: {product}
Pitch: {product} is {{genre in four words}} where {{the hook in one sentence}}.
Release window: {release} on {store}
Trailer (30 s): {{trailer link}}
GIFs: {{three gif links}}
Store page: {{store link}}
Contact: {{your name}}, {{your email}}`,
    marketingWisdom:
      "Showcases pick games that read in three seconds of footage. Submit the clip that shows the hook without sound, and keep submitting: most games are turned down several times before one says yes.",
  },
  {
    id: "game-devlog-posts",
    name: "One GIF or devlog post a week where players of games like {product} gather",
    kinds: ["consumer-app"],
    goals: ["awareness", "signups"],
    stages: ALL_STAGES,
    channels: ["reddit", "video", "community", "game-stores"],
    requires: [],
    uses: ["social", "design", "content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    storeGame: true,
    timeFrame: "Ongoing",
    impact: "Medium Impact",
    why: "{audience} already trade finds in a few subreddits and feeds, and a developer who shows the work as it is made, in the community's own rules, earns wishlists there without ads.",
    description:
      "Once a week, post one GIF or short devlog of {product} in the one place where its players gather most, as the developer, within that community's self-promotion rules, and put the {store} link only where the rules allow. Reply to every comment, because the conversation under a post is what the community rewards.",
    steps: [
      "Read the rules of the two or three communities your players use (the subreddits, Bluesky feeds or forums they named) and note when and how self-promotion is allowed.",
      "Every week, make one GIF of a moment that changed or one short devlog of a problem you solved, five to fifteen seconds of play, readable without sound.",
      "Post it in one community a week, in turn, as the developer, with the store link only where the rules allow.",
      "Reply to every comment that day, and note which posts brought wishlists through their tracked link.",
    ],
    setupSteps: 1,
    resourcesNeeded: ["A screen recorder and a GIF tool", "A list of the communities and their self-promotion rules"],
    successMetrics: ["Wishlists from each post's tracked link", "Comments and saves per post", "Progress towards: {metrics}"],
    template: `Post title: I made {{the moment}} in my game about {{the theme}}: what do you think?

Body:
Hi! I'm the solo developer of {product}, {{genre in four words}}. This week I {{what changed}}. {{one sentence on why}}.
If you like {likeGame}, it's on {store} (link in the comments, per the rules). I'd love to hear what you would change.`,
    marketingWisdom:
      "Communities reward developers who show the work and ask for opinions, and punish those who only drop links. One honest post a week, answered all day, does more than a post a day that reads like an ad.",
  },
  {
    id: "game-player-list",
    name: "A players' Discord and launch-day email for the people who played the demo",
    kinds: ["consumer-app"],
    goals: ["awareness", "signups", "retention"],
    stages: ALL_STAGES,
    channels: ["discord", "email-marketing", "community"],
    requires: [],
    uses: ["community"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    storeGame: true,
    timeFrame: "Ongoing",
    impact: "Medium Impact",
    why: "The players who finish {product}'s demo are its first buyers and its loudest voices, and a Discord and a launch-day email keep them close until the day {product} goes on sale.",
    description:
      "Give the demo's players a place to reach you: a small Discord with a feedback channel and a launch-day email list, both linked from the demo's end screen and the {store} page. Post one update a fortnight and ask their opinion before big changes; on launch day, one email and one Discord announcement tell them first.",
    steps: [
      "Create a Discord with four channels (announcements, feedback, screenshots, general), rules pinned, and a moderation bot's filters on; all moderators adults.",
      "Add a sign-up for a launch-day email (one email at launch, nothing else unless they ask) and link both from the demo's end screen and the store page.",
      "Post one update a fortnight in the Discord and ask one question players can answer in a word.",
      "On launch day, send the email and the announcement first thing, with the {store} link.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A Discord server with a moderation bot", "An email tool's free plan for the launch-day list"],
    successMetrics: ["Discord members and launch-day sign-ups from the demo", "Answers to each fortnight's question", "Progress towards: {metrics}"],
    template: `Discord welcome:
Welcome to {product}! This is where the demo's players and the developer meet. Tell us in #feedback where you got stuck or what you loved; we read everything. Launch-day email (one email, nothing else): {{sign-up link}}

Launch-day email:
Subject: {product} is out today
It's here: {product} is out on {store}. Thank you for playing the demo and telling us what to fix: {{one change players asked for}} is in because of you. {{store link}}`,
    marketingWisdom:
      "A small room of players who finished the demo is worth more than thousands of followers: they buy on day one, review early and tell their friends. Ask before you change, and they will feel the game is partly theirs.",
  },
];

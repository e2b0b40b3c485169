import type { LibraryTactic } from "../types";
import { ALL_STAGES, BETA_ON, LIVE } from "./stages";

/*
 * Developer tools, APIs, SDKs and open-source projects. Developers judge a tool by whether it runs,
 * how honestly it is described and how fast its maintainers answer, so these tactics are about docs,
 * code, the repository and the places developers already read. Templates are written the way a
 * maintainer writes to other developers: plain, precise, no hype. Nothing here assumes the project is
 * closed source or open source; where a tactic needs a public repository, the SDK or examples
 * repository of a closed product does the job.
 */

export const DEVTOOL_TACTICS: LibraryTactic[] = [
  // ─── Docs, examples and the repository ─────────────────────────────────────────────────────────
  {
    id: "devtool-five-minute-quickstart",
    name: "A five-minute quick start that runs exactly as written",
    kinds: ["devtool"],
    goals: ["signups", "retention"],
    stages: ALL_STAGES,
    channels: ["docs", "github"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 4,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Most {audience} decide in the first five minutes whether {product} is worth an afternoon, so the quick start does more for installs than the homepage.",
    description:
      "Write one docs page that takes a developer from nothing to a working result with {product} in five minutes, with commands that run as written and the expected output shown. Put it one click from the homepage and the README, and let everything else in the docs hang off it.",
    steps: [
      "On a clean container or VM, install {product} from scratch and time every step; write down each moment you had to think, look something up or fix your environment.",
      "Cut the path down to the smallest result that shows what {product} is for: one install command, at most one line of config, one run, and the output the reader should see.",
      "Publish the page at the top of the docs and link it from the first screen of the homepage and the README.",
      "Ask three developers who have never used {product} to follow it while sharing their screen; say nothing and note the exact step where each one stalls.",
      "Fix every stall the same day, add a 'Stuck?' link to where questions get answered, and rerun the timed install after every release.",
      "Each week, count how many new users reach a first successful run (first API response, first build, first test passing) and track it next to your own measure of success ({metrics}).",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "A docs site (Docusaurus, MkDocs, Mintlify) or the README itself",
      "A clean container or VM for the timed run",
      "Three developers who have never seen {product}",
    ],
    successMetrics: [
      "Median time from install to first successful run under five minutes",
      "Share of new installs or sign-ups that reach a first successful run",
      "Fewer setup questions in issues each week",
    ],
    template: `# Get started with {product} in five minutes

By the end of this page you'll have {product} running on your machine and producing a real result. If any step takes longer than it says, that's a bug in this page: open a GitHub issue and we'll fix it.

You need: {{runtime and version}}

## 1. Install (30 seconds)

    {{install command}}

## 2. Run the smallest example (2 minutes)

    {{the smallest working example}}

## 3. Check the result

You should see:

    {{the expected output}}

## Next
- Examples for common stacks and use cases: {website}
- Stuck? Open a GitHub issue with the command you ran and the output you got; a maintainer answers within a working day.`,
    marketingWisdom:
      "Keep the quick start a tutorial and nothing else: the Diátaxis idea is that learning, doing a task, looking something up and understanding are four different pages, and mixing them is what makes docs feel hard. Every step you delete from it converts better than any sentence you add.",
  },
  {
    id: "devtool-runnable-examples-starters",
    name: "Runnable examples and starter templates for the stacks people use",
    kinds: ["devtool"],
    goals: ["signups", "retention"],
    stages: ALL_STAGES,
    channels: ["github", "docs"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 4,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Most {audience} copy a working example before they read a reference page, so a repository that already runs in their stack is how {product} gets into real projects.",
    description:
      "Publish an examples repository with one folder per real use case, plus two or three starter templates for the stacks {audience} use most. Each one runs with a single command, is tested on every release of {product}, and is marked as a GitHub template so 'Use this template' gives people a working project.",
    steps: [
      "List the five things people most often try to build with {product} (from issues, support questions and your own usage) and the two or three frameworks they build them in.",
      "Create an examples repository with one folder per use case, each with its own README, a lock file and one run command; add CI that runs every example against each new release of {product} so none of them rots.",
      "Turn the most common stack into a starter repository, mark it as a template on GitHub, and add an 'Open in StackBlitz', CodeSandbox or Gitpod button if {product} runs there.",
      "Link each example from the matching docs page and from the README, and mention the starters in the release notes.",
      "When someone asks 'how do I do X', answer with a link to the example; when the same question comes up twice with no example, write one.",
    ],
    setupSteps: 3,
    resourcesNeeded: [
      "A public GitHub repository for examples (even if {product} itself is closed source)",
      "CI minutes to run the examples on every release (the free tier of GitHub Actions is enough)",
      "About half a day per example",
    ],
    successMetrics: [
      "Clones and 'Use this template' counts on the starters each week",
      "Share of new users whose first project starts from an example",
      "How-to questions answered with an existing example link",
    ],
    template: `# {product} starter for {{framework name}}

A minimal {{framework name}} project with {product} already wired in. Clone it, run one command, and you have a working base to build on.

    git clone https://github.com/{{org/repo}} my-app
    cd my-app
    {{install and run command}}

Then open the app: you should see {{what appears on screen}}.

## What's inside
- {{main file}}: where {product} is set up, about 20 commented lines
- .env.example: the one setting you need to change
- A CI workflow that runs this starter against every new {product} release

## Next steps
- One example per use case, with the same layout: {website}
- Something broken? Open an issue. We run these starters on every release, so a broken one is a bug and we treat it as one.`,
    marketingWisdom:
      "Developers learn by copying working code, so an example that no longer runs costs more trust than a missing one; that is why examples belong in CI next to the tests.",
  },
  {
    id: "devtool-github-readme",
    essential: true,
    name: "A README that says what it is, why it exists and how to install it in one line",
    kinds: ["devtool"],
    goals: ["awareness", "signups"],
    stages: ALL_STAGES,
    channels: ["github", "docs"],
    requires: [],
    uses: ["content", "design"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Most {audience} meet {product} on its GitHub page and decide in one scroll of the README whether to star it, install it or close the tab.",
    description:
      "Rewrite the top of the README so that one screen tells a developer what {product} is, why it exists next to {competitor}, shows it working in a short GIF and gives a one-line install. Options, architecture and the full API move below the fold or into the docs.",
    steps: [
      "Write the first line as what it is and who it is for, in the words a developer would search, and the second as why it exists next to {competitor} or doing it by hand.",
      "Record a 10 to 20 second GIF of the smallest useful run (asciinema plus agg for a terminal, Kap or ScreenToGif for a UI), kept under 5 MB so it loads on GitHub.",
      "Put the one-line install and the smallest working snippet right under the GIF; keep badges to the ones a user cares about: latest release, CI status, licence.",
      "Fill in the repository's description, website field and topics so it appears in GitHub search and on topic pages.",
      "Check the result in a laptop-sized window: the first line, the GIF and the install command should all be visible before any scrolling.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "The repository (or the public SDK repository if the core is closed)",
      "A GIF recorder: asciinema and agg, Kap or ScreenToGif",
      "An hour to rewrite and an hour to record",
    ],
    successMetrics: [
      "Share of repository visitors who star or clone (GitHub Insights, traffic tab)",
      "Visits from the README to the docs",
      "Installs from the registry in the weeks after the rewrite",
    ],
    template: `# {product}

{{what it is in one line}}

We built it because {{the problem you kept hitting}}, and {competitor} and the other options didn't cover it.

<img src="docs/demo.gif" alt="{product} running in a terminal" width="720">

## Install

    {{install command}}

## Use

    {{the smallest working snippet}}

That's the whole setup. Docs, examples and every option: {website}

## Status

{{licence}} licensed and actively maintained. Issues and pull requests are welcome: see CONTRIBUTING.md and the "good first issue" label.`,
    marketingWisdom:
      "A README's first line is positioning in April Dunford's sense: name the category and the alternative it replaces, or readers file {product} under the wrong one and leave.",
  },
  {
    id: "devtool-good-first-issues-contributing",
    name: "Good first issues and a CONTRIBUTING guide that gets newcomers to a merged change",
    kinds: ["devtool"],
    goals: ["awareness", "retention"],
    stages: ALL_STAGES,
    channels: ["github", "community", "docs"],
    requires: [],
    uses: ["community"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Developers who land one small change in {product} become its most committed users and its loudest advocates, and a well-written first issue is what gets them started.",
    description:
      "Make the repository easy to contribute to: a CONTRIBUTING.md that gets someone from clone to passing tests in three commands, issue and pull request templates, a code of conduct, and a steady supply of issues labelled 'good first issue' that say exactly what to change.",
    steps: [
      "Write CONTRIBUTING.md: how to set up the project locally in three commands, how to run the tests, the code style, and how quickly maintainers usually reply.",
      "Add issue and pull request templates, a CODE_OF_CONDUCT.md (the Contributor Covenant is the usual choice) and a SECURITY.md saying where to report vulnerabilities privately.",
      "Label five to ten open issues 'good first issue', each with the file to change, what done looks like and a pointer to a similar past change.",
      "Mention the label in the README and list the project on goodfirstissue.dev and up-for-grabs.net so newcomers looking for a first contribution find it.",
      "Reply to every new contributor within 48 hours, review their first change kindly, and add a new good first issue each time one is taken.",
    ],
    setupSteps: 3,
    resourcesNeeded: [
      "The public repository (or the SDK and examples repositories of a closed product)",
      "An hour to write each good first issue properly",
      "A maintainer who can review within two days",
    ],
    successMetrics: [
      "First-time contributors with a merged change each month",
      "Median time to first maintainer reply on new pull requests",
      "Contributors who come back for a second change",
    ],
    template: `Title: {{short description of the change}}

Good first issue: no prior knowledge of {product}'s internals needed.

What: {{what should change}}
Where: the change is in {{file path}}; {{a similar past change}} did something close and is a good model.
Done when: a test covers the new behaviour, the existing tests pass, and the docs mention it if users will notice.

How to start:
1. Follow CONTRIBUTING.md to set up (about 10 minutes).
2. Comment here so nobody else picks it up, and ask anything; a maintainer replies within 48 hours.
3. Open a draft pull request early. We'd rather help halfway than review at the end.

Thanks for helping make {product} better.`,
    marketingWisdom:
      "In Nadia Eghbal's Working in Public, maintainer attention is the scarce resource; ten minutes spent writing a precise first issue saves a newcomer hours and is the best-paid ten minutes in the project.",
  },
  // ─── Proof and launch ──────────────────────────────────────────────────────────────────────────
  {
    id: "devtool-honest-benchmarks",
    name: "Honest benchmarks with the trade-offs and a script anyone can rerun",
    kinds: ["devtool"],
    goals: ["awareness", "signups"],
    stages: BETA_ON,
    channels: ["github", "docs", "blog"],
    requires: [],
    uses: ["analytics", "content"],
    cost: { min: 0, max: 100 },
    paid: false,
    hoursPerWeek: 6,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "When {audience} compare {product} with {competitor}, they trust numbers they can reproduce themselves and distrust any chart that only shows a win.",
    description:
      "Benchmark {product} against {competitor} on workloads {audience} actually run, publish the harness so anyone can rerun it with one command, and show the cases where {product} loses. Honest numbers become the page people link to when someone asks which tool to pick.",
    steps: [
      "Choose two or three workloads that match what {audience} really run and write them down before you measure anything, so you can't pick only the ones you win.",
      "Put the harness in a public repository: pinned versions of {product} and {competitor}, the hardware or instance type, the config of each tool (defaults and tuned), and one command that reruns everything.",
      "Run each benchmark at least ten times, report the median and the spread, and keep the cases where {product} is slower or uses more memory.",
      "Publish the harness a few days before the write-up and tag the {competitor} maintainers in an issue on your benchmark repository, asking them to check their tool's configuration; fold in any fix and say so.",
      "Publish the results page in the docs with a 'When to choose {competitor} instead' section, link it from the README, and write a short blog post on what you learned.",
      "Rerun on every major release of either tool and date each result.",
    ],
    setupSteps: 3,
    resourcesNeeded: [
      "A public benchmark repository with a one-command runner",
      "Cloud instances of a stated type for runs others can match (often a few dollars per run)",
      "Two or three days for the first full run and write-up",
    ],
    successMetrics: [
      "People who rerun the benchmark (forks, issues, reported numbers)",
      "Links to the results page from discussions comparing tools",
      "Visits from the results page to the quick start",
    ],
    template: `# {product} vs {competitor}: benchmarks

Last run: {{date}}. Hardware, versions and both tools' configs are in setup.md. To reproduce, clone this repository and run ./run.sh; every number below comes from that script.

## Results (median of 10 runs)

{{results table}}

## Where {product} is slower

{{the workload where you lose}}. If that is your main workload, {competitor} is the better choice today, and we'd rather you know it before you switch.

## Where {product} is faster, and why

{{the workload where you win and the reason}}

## Method

Both tools run with their defaults and with the tuned settings in configs/. We asked the {competitor} maintainers to check their configuration before publishing. If you think a setting is unfair to either tool, open an issue or send a pull request and we'll rerun and update this page.`,
    marketingWisdom:
      "The DuckDB authors' paper 'Fair Benchmarking Considered Difficult' lists the usual sins: an untuned competitor, cold against warm caches, cherry-picked workloads. Say how you avoided each one and developers will believe the rest.",
  },
  {
    id: "devtool-show-hn",
    name: "A Show HN post from the maker, with something people can try",
    kinds: ["devtool"],
    goals: ["awareness", "signups"],
    stages: BETA_ON,
    channels: ["hacker-news", "github", "docs"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 8,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Hacker News readers are the {audience} most likely to try {product} on the day they see it, as long as they can run it straight away.",
    description:
      "Post {product} to Hacker News as a Show HN: a plain title, a link people can try, and a first comment from you on why you built it, how it works and what it can't do yet. Then spend the day in the thread answering questions.",
    steps: [
      "Make sure someone can try {product} in under a minute: a playground, a one-line install or a demo account with nothing to fill in; Show HN is for things people can try, so a waitlist or a landing page doesn't qualify.",
      "Write a plain title: 'Show HN: {product} – ' followed by what it does in words a developer would use, with no superlatives and no exclamation marks.",
      "Prepare the first comment as the maker: why you built it, how it works, what it doesn't do yet, and the one piece of feedback you want.",
      "Post on a weekday morning, US Eastern time, add your comment straight away, and stay in the thread for the rest of the day; answer every question, the harshest ones first and kindly.",
      "Don't ask anyone for upvotes or comments and don't send the direct link around asking for votes: Hacker News detects voting rings and buries the post.",
      "Fix what people report during the day, say so in the thread, and add the questions that came up to the docs.",
    ],
    setupSteps: 3,
    resourcesNeeded: [
      "A way to try {product} in under a minute",
      "A server or free tier that can take a spike of traffic",
      "A clear day to answer comments",
    ],
    successMetrics: [
      "Installs or sign-ups on the day and the week after",
      "Technical feedback you turn into issues",
      "GitHub stars or docs visits from the thread",
    ],
    template: `Title: Show HN: {product} – {{what it does in plain words}}
URL: {website}

First comment (post it as soon as the submission is up):

Hi HN, I made {product}.

I built it because {{the problem you kept hitting}}. {competitor} and the other tools I tried didn't fit that case.

How it works: {{two or three sentences on the approach}}

What it doesn't do yet: {{honest limits}}

You can try it without signing up at {website}. Pricing: {price}.

I'd especially like feedback on {{one specific question}}. I'll be here all day to answer questions.`,
    marketingWisdom:
      "Hacker News's own Show HN guidelines ask for something people can try, a maker who takes part in the thread and no solicited votes; admitting limits in the first comment earns more trust there than any feature list.",
  },
  {
    id: "devtool-how-it-works-deep-dive",
    name: "A technical deep-dive post on how it works under the hood",
    kinds: ["devtool"],
    goals: ["awareness", "signups"],
    stages: BETA_ON,
    channels: ["blog", "hacker-news", "reddit"],
    requires: ["content"],
    workaround: {
      content:
        "Not a writer? Write it as the design doc you'd hand a new teammate: the problem, the options you rejected, the numbers and one diagram; engineers read that gladly.",
    },
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 5,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Developers share posts that teach them something about a hard problem, so a deep-dive into how {product} solves one reaches {audience} with more trust than a feature list.",
    description:
      "Write one long blog post about the hardest technical problem {product} had to solve: what you tried, what failed, what you shipped and where it still falls short. Engineers read and share it even if they never use the tool, and the few who need it find it.",
    steps: [
      "Pick the one hard problem {product} had to solve (a data structure, a protocol, a performance trick, a design trade-off) that other engineers would find interesting even if they never use it.",
      "Write 1,500 to 3,000 words on your own blog: the problem, the approaches you tried and dropped, the one you kept with code and numbers, and what it still gets wrong.",
      "Add one diagram and runnable snippets, and end with one link to {product}'s repository or quick start.",
      "Submit it to Hacker News as a normal story with the post's own title (Show HN is for things people can try, this is reading), and to the subreddit for your language or field.",
      "If you already have a lobste.rs account with a history of taking part, submit it there with the matching tags and tick 'I am the author'; lobste.rs frowns on accounts that mostly post their own work.",
      "Answer comments in each thread for the first day and fold the best corrections into the post with a note.",
    ],
    setupSteps: 3,
    resourcesNeeded: [
      "A blog on your own domain (a static site is enough)",
      "Two or three days to write, with code and numbers",
      "A diagram tool (Excalidraw is free)",
    ],
    successMetrics: [
      "Readers and time on page in the first week",
      "Visits from the post to the repository or quick start",
      "Installs or stars in the week after publishing",
    ],
    template: `Title: How {product} {{does the hard thing}}

{{the problem and why it is hard}}

This post is about how {product} handles it: the two approaches we tried first and why they broke, the one we shipped, and where it still falls short.

## The obvious approach, and where it breaks

{{what everyone tries first}}

## What we do instead

{{the idea with a diagram and the key code}}

## What it still gets wrong

{{honest limits}}

The code is at {website}. If you know a better way to do this, we'd like to hear it in the comments or in an issue.`,
    marketingWisdom:
      "Teach, don't pitch: in Traction's chapter on content, the posts that travel are the ones useful to readers who will never buy, and a single link at the end is all the selling the post needs.",
  },
  // ─── Speaking ──────────────────────────────────────────────────────────────────────────────────
  {
    id: "devtool-conference-cfp",
    name: "Submit one talk to three conference calls for papers",
    kinds: ["devtool"],
    goals: ["awareness", "partnerships"],
    stages: BETA_ON,
    channels: ["speaking", "events", "docs"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 1500 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Long-term",
    impact: "Medium Impact",
    why: "A conference talk puts {product} in front of {audience} who came to learn, and the recording keeps bringing people to it for years.",
    description:
      "Write one talk about a problem {audience} have, with {product} as the worked example rather than the subject, and submit it to the calls for papers of three conferences for your language or field. Calls close months ahead, so this starts now for talks later in the year.",
    steps: [
      "List conferences {geo} where {audience} go that have a call for papers open in the next three months (Sessionize, Papercall, confs.tech and the conference list for your language).",
      "Choose a talk about a problem rather than a product: what you learned building {product}, a technique, a failure; the tool appears as the example.",
      "Write the abstract with the template below: a title that names the problem, what attendees leave with, an outline, and a note to reviewers saying plainly that you maintain {product}.",
      "Submit the same core talk to at least three calls for papers, adjusting the title and examples to each audience, and keep the deadlines and answers in a sheet.",
      "If accepted, rehearse twice in front of colleagues, put the slides and code in a public repository, and end with one slide pointing to {product}.",
      "After the conference, add the slides and the recording to the README and the docs.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "A one-paragraph speaker bio and a photo",
      "Travel money if the conference doesn't cover it (many cover speakers' tickets, some travel)",
      "About a week of preparation per accepted talk",
    ],
    successMetrics: [
      "Submissions sent and accepted",
      "Visits and installs in the week after each talk",
      "Views of the recording over the following months",
    ],
    template: `Title: {{a title that names the problem}}

Abstract:
{{the problem in one sentence}} In this talk I'll show how we approached it while building {product}, what we tried first, and the trade-offs we ran into. You'll leave knowing {{what attendees can do on monday}}, whether or not you ever use {product}.

Outline (30 minutes):
1. The problem, and why the usual fix breaks (5 min)
2. {{the core idea}}, with live code (15 min)
3. Trade-offs, and when this approach is the wrong choice (5 min)
4. Questions (5 min)

Notes for the reviewers:
I'm {{your name}} and I maintain {product} ({website}). The talk teaches a technique; {product} appears as one worked example, and everything shown also applies to {competitor}.`,
    marketingWisdom:
      "Programme committees choose talks that teach something transferable and read each abstract in about a minute, so the title and first sentence must name the problem; a talk about your product reads as an ad, a talk about the problem it solves reads as a talk.",
  },
  {
    id: "devtool-meetup-talk",
    name: "A 20-minute talk at a developer meetup",
    kinds: ["devtool"],
    goals: ["awareness", "signups"],
    stages: ALL_STAGES,
    channels: ["meetups", "speaking", "events", "docs"],
    requires: [],
    uses: [],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "Meetup organisers {geo} are always short of speakers, and twenty minutes in a room of {audience} brings sharper questions about {product} than a month of posting.",
    description:
      "Offer a short talk with a live demo to two or three meetups for your language or field, near you or online. It is the fastest way to test how {audience} react to {product}, and the practice run for a later conference talk.",
    steps: [
      "Find three meetups for your language or field near you or online (Meetup.com, Luma, the local user group's site) and check which ones take 20-minute or lightning talks.",
      "Write to each organiser with the message below; most groups fill their next slots a month or two ahead.",
      "Build the talk around one problem solved live, with a pre-recorded fallback in case the wifi fails, and one slide about {product} at the end.",
      "Give the talk, then stay for the pizza: the questions people ask afterwards tell you what to put on the homepage and in the docs.",
      "Within a day, put the slides and code in a public repository and send the link to the organiser for the group's page.",
    ],
    setupSteps: 1,
    resourcesNeeded: [
      "A laptop, an adapter and a demo that works offline",
      "A public repository for the slides and code",
      "An evening per meetup",
    ],
    successMetrics: [
      "Talks given per month",
      "Installs or sign-ups the day after each talk",
      "Questions from the room that change the docs or the pitch",
    ],
    template: `Subject: Talk offer for {{meetup name}}: {{talk title}}

Hi {{first name}},

I'm {{your name}}. I build {product}, a tool for {audience}, and I'd like to offer a 20-minute talk (or a 5-minute lightning talk if that fits better) at an upcoming {{meetup name}}.

Title: {{talk title}}
What people leave with: {{one concrete takeaway}}
Format: mostly live code; {product} is the example, with one slide about it at the end.

I'm free on most dates in the next two months and happy to adapt the topic to what your members want.

Thanks,
{{your name}}
{website}

---
Follow-up, a week later:
Hi {{first name}}, checking this reached you. If the next few months are full, I'd be glad to be on the list for later in the year.`,
    marketingWisdom:
      "Traction's chapter on speaking engagements advises starting with small rooms: a local meetup is where the talk gets its rough edges knocked off before it goes to a conference.",
  },
  // ─── Where developers find tools ───────────────────────────────────────────────────────────────
  {
    id: "devtool-framework-integrations",
    name: "Official plugins for the frameworks and tools developers already use",
    kinds: ["devtool"],
    goals: ["signups", "partnerships", "awareness"],
    stages: BETA_ON,
    channels: ["integrations", "marketplaces", "github", "docs"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 6,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Most {audience} choose tools that slot into the stack they already have, so an official plugin listed on their framework's own integrations page puts {product} where they already look.",
    description:
      "Build a thin, well-tested official integration between {product} and the framework, CI system or platform {audience} use most, publish it in that ecosystem's registry and get it onto the official listing. Then do the next one.",
    steps: [
      "From issues, support questions and sign-up data, list the three frameworks, CI systems or platforms people use {product} with most.",
      "For the top one, build a thin official plugin or adapter ({plugins}) with its own tests and docs page.",
      "Publish it under a clear name in that ecosystem's registry or marketplace: {registries}.",
      "Open an issue or discussion with the framework's maintainers using the note below, before sending any docs change, and follow their contribution rules.",
      "Announce it in your release notes and in the framework's forum or chat if they allow announcements; track installs of the integration weekly.",
      "Keep it working: test it in CI against the framework's latest release and answer its issues as fast as the core's.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "A week of engineering for the first integration",
      "CI that runs it against the framework's latest release",
      "A docs page per integration",
    ],
    successMetrics: [
      "Weekly installs of each integration",
      "Share of new users who arrive through an integration",
      "Listings accepted on official integrations pages",
    ],
    template: `Title: Docs: add {product} to the integrations page

Hi maintainers,

We've published an official {product} integration for {{framework name}}: {{package name}}.

What it does: {{one or two lines}}
Install: {{install command}}
Docs: {website}

It's tested in CI against your latest release and we maintain it (we answer its issues within a couple of days). If you're open to it, we'd like to send a pull request adding a short entry to {{the integrations page}}, in the same format as the existing entries. If you'd rather keep third-party tools off that page, that's completely fine, and thanks for {{framework name}}.`,
    marketingWisdom:
      "Traction's business development chapter is about borrowing an established player's reach; for a developer tool that player is the framework, and being on its integrations page borrows the trust its users already have.",
  },
  {
    id: "devtool-awesome-lists-registries",
    name: "Awesome lists and package registries with complete metadata",
    kinds: ["devtool"],
    goals: ["awareness", "signups"],
    stages: BETA_ON,
    channels: ["github", "docs"],
    requires: [],
    uses: ["seo"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "Many {audience} search their package registry and the awesome list for their stack before they search the web, so complete metadata there is how {product} gets found.",
    description:
      "Fill {product}'s package metadata completely (description, keywords, homepage, repository, docs, licence) so it reads well in the registry and its search, then submit it to the awesome lists and curated directories where tools like it already appear.",
    steps: [
      "Fill the package metadata completely: a one-line description that says what it does, the keywords people search, homepage, repository, docs and issue tracker links, the licence, and a README that renders on the registry page.",
      "Search the registry for your three main keywords and see how {product} shows next to {competitor}; rewrite the description if the first few words don't say what it does.",
      "Find the awesome lists and curated directories for your language and field where tools like {product} already appear, and read each one's contributing rules.",
      "Open one pull request per list, following its format exactly, with a plain one-line description; one or two a day, never a mass submission.",
      "Track which listings send visitors (GitHub Insights referrers and your analytics) and keep those descriptions current.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "Access to the package on its registry (npm, PyPI, crates.io, Maven Central, pkg.go.dev)",
      "A GitHub account",
      "15 minutes a day for two weeks",
    ],
    successMetrics: [
      "Accepted listings in awesome lists",
      "Weekly downloads from the registry",
      "Visitors referred by lists and the registry page",
    ],
    template: `Pull request title: Add {product}

This adds {product} to the {{section name}} section.

- {product} ({website}): {{one-line description}}
- Why it belongs here: {{how it differs from what is listed}}
- Licence: {{licence}}, actively maintained

I've followed the contributing guidelines (format, order and description length). Happy to reword anything.

---
Package metadata (package.json shown; pyproject.toml and Cargo.toml have the same fields):

    "description": "{{one-line description}}",
    "homepage": "{website}",
    "repository": "github:{{org/repo}}",
    "bugs": "https://github.com/{{org/repo}}/issues",
    "license": "{{licence}}",

Add as keywords the words people type when they look for {competitor} or for the problem {product} solves.`,
    marketingWisdom:
      "Curated lists are trusted because their maintainers turn most submissions down; matching the list's format exactly and describing the tool without adjectives is what gets the pull request merged.",
  },
  {
    id: "devtool-changelog-release-notes",
    name: "A changelog and release notes people want to read",
    kinds: ["devtool"],
    goals: ["retention", "signups"],
    stages: BETA_ON,
    channels: ["github", "docs"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    timeFrame: "Ongoing",
    impact: "Medium Impact",
    why: "Before they build on {product}, {audience} check its release history to see whether it is alive and maintained, and a readable changelog is the cheapest proof that it is.",
    description:
      "Keep a human-written CHANGELOG.md and publish release notes for every version that lead with what users can now do, flag breaking changes with the exact migration step, and thank contributors by name.",
    steps: [
      "Start a CHANGELOG.md in the Keep a Changelog format (Added, Changed, Fixed, Removed, Security) with an Unreleased section you fill as changes merge.",
      "Version with semver and put breaking changes at the top of each release with the exact step to migrate.",
      "For each release, write GitHub release notes that open with what a user can now do, one sentence per change, with a snippet for the headline change and thanks to each contributor by handle.",
      "Publish the same notes on a changelog page on your site, link it from the docs, and share the headline change wherever {audience} follow the project.",
      "Ship small releases often, every week or two, so each note stays short and the project looks as alive as it is.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "CHANGELOG.md in the repository",
      "GitHub Releases (or your registry's release page)",
      "20 minutes per release",
    ],
    successMetrics: [
      "Releases per month",
      "Share of users on the latest minor version",
      "Upgrade-related issues after each release",
    ],
    template: `{product} {{version}}

{{what you can now do}}

    {{the snippet that shows it}}

Breaking changes
- {{breaking changes or none}}

Fixed
- {{fixes with issue numbers}}

Thanks to everyone who contributed to this release, and a special welcome to {{first-time contributors}}, who made their first contribution to {product}.

Full changelog and upgrade notes: {website}`,
    marketingWisdom:
      "Keep a Changelog's first principle is that changelogs are for humans, not machines: a dump of commit messages tells a user nothing about whether they should upgrade.",
  },
  // ─── Community and trust ───────────────────────────────────────────────────────────────────────
  {
    id: "devtool-discussions-discord",
    name: "A GitHub Discussions or Discord space where questions get answered fast",
    kinds: ["devtool"],
    goals: ["retention", "signups"],
    stages: BETA_ON,
    channels: ["community", "github", "discord", "docs"],
    requires: ["community"],
    workaround: {
      community:
        "No community manager? Start with GitHub Discussions only, one Q&A category, and block 20 minutes twice a day to answer; at first that is the whole job.",
    },
    uses: ["community"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 4,
    contactsIndividuals: false,
    timeFrame: "Ongoing",
    impact: "High Impact",
    why: "New users of {product} get stuck on small things, and an answer within hours in a public thread keeps them, helps the next person who searches and shows the project is alive.",
    description:
      "Open one public place for questions, either GitHub Discussions (searchable, next to the code) or Discord (real-time chat), answer every question within a working day, and turn repeated questions into docs.",
    steps: [
      "Choose one place: GitHub Discussions if your users live on GitHub and you want answers to be searchable, Discord if they want to chat in real time; start with one, not both.",
      "Create four categories or channels at most (Q&A, show and tell, ideas, announcements), pin the welcome post below, and link the space from the README, the docs and your error messages.",
      "Answer every question within a working day, in public, and turn any question asked twice into a docs page you link back to.",
      "Each week, feature one user's project in announcements and ask what people are building.",
      "When regulars start answering others, thank them publicly and give them a role or the triage permission.",
      "Track the median time to first answer and the share of questions answered by someone outside the team.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "GitHub Discussions (free) or a Discord server (free)",
      "Two 20-minute answering blocks a day",
      "A docs page where answers to repeated questions go",
    ],
    successMetrics: [
      "Median time to first answer under one working day",
      "Questions answered by people outside the team",
      "Active members each week",
    ],
    template: `Welcome to the {product} community

This is the place to ask anything about {product}, show what you've built and suggest what we should build next.

How to get a fast answer
- Post in Q&A with your {product} version, your OS, what you ran and what you expected.
- Paste errors as text rather than screenshots, so the next person can search for them.
- Someone from the team answers within a working day ({{your time zone}} hours), and often another user is faster.

Where things go
- Bugs: GitHub issues, using the template.
- Ideas: the Ideas category; upvote what you need so we know what to build first.
- Show and tell: share your project, we feature one every week.
- Security reports go privately to {{security contact}}, never in a public thread.

Docs and quick start: {website}
Be kind; our code of conduct applies here.
{{your name}}, maintainer`,
    marketingWisdom:
      "Time to first answer is the number that decides whether a developer community grows; every question answered in public is one nobody has to ask again, while a private answer helps one person once.",
  },
  {
    id: "devtool-open-core-pricing",
    name: "A plain page on what stays free and what the paid edition adds",
    kinds: ["devtool"],
    goals: ["revenue"],
    stages: LIVE,
    channels: ["docs"],
    requires: [],
    uses: ["content", "analytics"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Most {audience} adopt a free tool only when they believe it will stay free and pay for {product} when the paid edition saves their team real work, so saying both plainly earns trust and revenue.",
    description:
      "Whether {product} is open source with a hosted or team edition, or an API with a free tier, write one page that says exactly what is free for good, what the paid edition adds and for whom, what the licence allows and what happens to the free version if the company changes course. Link it from the README, the docs and the pricing page.",
    steps: [
      "Draw the line honestly: individual developers and self-hosters get the full tool or a generous tier; teams pay for what teams need (hosting, SSO, audit logs, support, scale), never for features taken out of the free version.",
      "Write the page with the template below: the free scope in one line, the licence in plain words, the paid edition at {price} and who it is for.",
      "Add answers to the questions people actually ask: can I self-host in production, will the licence change, what data leaves my machine, why is this part paid.",
      "Link the page from the README, the docs and the product, and show the upgrade path inside the product at the moment a team reaches a team feature.",
      "Let teams start the paid edition self-serve with a trial; a conversation with you is there for those who ask, after they have tried it.",
      "Each month, check free-to-paid conversion next to your own measure of success ({metrics}), read the questions people still ask, and update the page.",
    ],
    setupSteps: 3,
    resourcesNeeded: [
      "A decision on the free and paid line you can keep for years",
      "The licence text and a plain-language summary of it",
      "Self-serve billing with a trial (Stripe, Paddle or Lemon Squeezy)",
    ],
    successMetrics: [
      "Free-to-paid conversion among active teams",
      "Questions about licence and pricing in issues and support",
      "Trials started from the README and docs",
    ],
    template: `# {product}: what's free and what's paid

The free edition: {{what is free}}. It is not a trial, it doesn't expire, and we won't move features from the free edition into the paid one.

Licence: {{licence and what it allows}}

The paid edition ({price}) is for teams who want {{what the team edition adds}}. It pays for the maintainers' time, and it is why the free edition can stay free.

Questions we get
- What data does {product} send to us? {{what leaves the machine}}
- What happens to the free edition if the company changes course? {{your commitment}}
- Why is that feature paid? Because it costs us to run or support (hosting, compliance, support hours), not because we held it back.

Start with the free edition: {website}. The team edition has a self-serve trial; if you want to ask a person something, reply to any email from us and a maintainer answers.`,
    marketingWisdom:
      "GitLab's stewardship promise not to move features from free to paid is the model: buyer-based open core charges for what the team or company needs, and developers keep using and recommending a tool they trust won't be taken back.",
  },
  {
    id: "devtool-newsletter-sponsorship",
    name: "Sponsor one issue of a developer newsletter your users already read",
    kinds: ["devtool"],
    goals: ["awareness", "signups"],
    stages: BETA_ON,
    channels: ["sponsorships", "newsletter"],
    requires: [],
    uses: ["content", "analytics"],
    cost: { min: 200, max: 3000 },
    paid: true,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "The {audience} who read a weekly newsletter for their language trust its editor's picks, and a clearly labelled sponsored slot there reaches them in a place they chose to read.",
    description:
      "Buy one clearly labelled sponsored slot in a developer newsletter that {product}'s users already read, write it as a useful item with one thing to try in five minutes, and measure what it brings before booking again.",
    steps: [
      "Find out which newsletters your users read (ask in your sign-up form or your chat): JavaScript Weekly, Golang Weekly, Python Weekly, Console, TLDR or a smaller one for your niche, and shortlist three.",
      "Ask each for its media kit (subscribers, click rates of past sponsored slots, price, open dates) and start with the smallest one that fits.",
      "Write the slot as a useful item: what {product} does, one concrete thing a reader can try in five minutes, and a link with UTM tags to the quick start.",
      "Book one issue, check the slot is labelled as sponsored, and have the quick start and playground ready for the visitors.",
      "Over the two weeks after, count installs or sign-ups from the UTM link, divide the cost by them, and book again, or a bigger newsletter, only if that cost per user beats your other channels.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "A sponsorship budget for one issue",
      "UTM-tagged links and analytics on the quick start",
      "A quick start that works for cold visitors",
    ],
    successMetrics: [
      "Clicks and installs or sign-ups from the UTM link",
      "Cost per activated user compared with other channels",
      "Activated users two weeks later",
    ],
    template: `Sponsored slot (about 60 words; editors often trim, so keep it plain):

{product}: {{what it does in a few words}}
{pitch} Try it in five minutes: {{the one command to try it}}. {website}?utm_source={{newsletter name}}&utm_medium=newsletter

---
Email to the newsletter:
Subject: Sponsoring {{newsletter name}}: {product}

Hi {{first name}},

We make {product}, a tool for {audience}, and many of our users read {{newsletter name}}. Could you send your media kit and the next open dates for a single sponsored slot? We'd like to start with one issue and see how your readers respond.

Thanks,
{{your name}}`,
    marketingWisdom:
      "Traction's bullseye method applies to sponsorships: test the smallest newsletter that fits, measure cost per activated user, and scale only the one that beats your free channels.",
  },
  // ─── Content developers search for ─────────────────────────────────────────────────────────────
  {
    id: "devtool-devto-hashnode-tutorials",
    name: "Step-by-step tutorials cross-posted to dev.to and Hashnode",
    kinds: ["devtool"],
    goals: ["awareness", "signups"],
    stages: BETA_ON,
    channels: ["blog", "github", "docs"],
    requires: ["content"],
    workaround: {
      content:
        "Not a writer? Record your screen while you build the example once, then turn what you did into numbered steps with the code in between; tutorials are judged on whether the code works.",
    },
    uses: ["content", "seo"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 4,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Most {audience} search for how to build a specific thing rather than for {product}, so a tutorial that builds that thing with {product} meets them at the moment they need it.",
    description:
      "Write one hands-on tutorial every two weeks that builds something {audience} search for, using {product}, with the finished code in a public repository. Publish it on your own site first and cross-post it to dev.to and Hashnode with a canonical link.",
    steps: [
      "Pick three tasks {audience} search for where {product} is the shortest path (look at your issues and Stack Overflow questions) and title each as the task: 'How to do X with Y'.",
      "Build each one for real in a fresh project and keep the finished code in a public GitHub repository.",
      "Write the tutorial on your own site first, then cross-post it to dev.to and Hashnode with the canonical URL pointing to your site and the right tags (up to four on dev.to).",
      "Keep it honest: full code, the versions used, one thing that went wrong and how you fixed it, and a one-line disclosure that you build {product}.",
      "Answer every comment, update the tutorial when {product}'s API changes, and link it from the matching docs page.",
      "Publish one every two weeks, check which one brings installs, and write more like it.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "A dev.to and a Hashnode account",
      "A public repository per tutorial",
      "About a day per tutorial",
    ],
    successMetrics: [
      "Readers per tutorial across your site, dev.to and Hashnode",
      "Clones of the tutorial repositories",
      "Installs or sign-ups from tutorial links",
    ],
    template: `Title: How to {{build the thing}} with {{framework name}} and {product}

Disclosure: I'm one of the people who build {product}. The approach works with other tools too, and I'll point out where.

By the end you'll have it working, in about 20 minutes. The finished code is at https://github.com/{{org/repo}}.

What you need: {{framework name}} and {product} ({website}).

## 1. Set up the project

    {{setup commands}}

## 2. Add {product}

The smallest change that makes it work, explained line by line.

## What went wrong the first time

{{the mistake and the fix}}

## Where to go next

The {product} docs cover the next steps: {website}. Questions are welcome in the comments.`,
    marketingWisdom:
      "Write for the reader's task, not your product: the tutorials that keep getting read for years, like DigitalOcean's, are the ones whose title is exactly what someone typed into a search box.",
  },
  {
    id: "devtool-answer-adjacent-questions",
    name: "Answer Stack Overflow questions and other projects' issues where the tool genuinely helps",
    kinds: ["devtool"],
    goals: ["awareness", "signups"],
    stages: BETA_ON,
    channels: ["community", "github", "docs"],
    requires: [],
    uses: ["community"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: false,
    timeFrame: "Ongoing",
    impact: "Medium Impact",
    why: "The {audience} stuck on the problem {product} solves are already asking about it in public, and a genuinely useful answer there reaches them exactly when they need it.",
    description:
      "Watch the Stack Overflow tags and the GitHub issues of neighbouring projects where the problem {product} solves comes up, and answer the question as asked, with a disclosure whenever you mention your own tool.",
    steps: [
      "Set up searches: the Stack Overflow tags for your field, and GitHub issue searches in {competitor}'s repository and the frameworks around you for the error messages and phrases of the problem {product} solves.",
      "Answer the question as asked first, with a working fix that needs no extra tool wherever one exists.",
      "Mention {product} only when it really fits, as one option among others, with the disclosure 'I maintain {product}' in the same answer; Stack Overflow requires that disclosure.",
      "In other projects' issues, add your workaround only when people are asking for one and the maintainers' fix isn't coming soon; respect any rule against promotion.",
      "Keep to a few good answers a day, log the links, and turn the questions that keep coming back into docs pages and tutorials.",
    ],
    setupSteps: 1,
    resourcesNeeded: [
      "A Stack Overflow account with your affiliation in the profile",
      "Saved searches or tag feeds",
      "30 minutes a day",
    ],
    successMetrics: [
      "Accepted or upvoted answers each month",
      "Visitors referred from Stack Overflow and GitHub",
      "Recurring questions turned into docs pages",
    ],
    template: `Stack Overflow answer:

The error comes from {{the cause in one line}}. You can fix it with what you already have:

    {{the plain fix}}

If you run into this often, {product} handles it for you ({{what it does for this case}}):

    {{the same fix with the tool}}

Disclosure: I maintain {product}.

---
Comment on an issue in another project:

Until this is fixed here, one workaround is {{the plain workaround}}. Disclosure: I maintain {product}, which {{what it does for this case}}; details at {website}. Happy to take follow-up questions about it to our own tracker so this thread stays on topic.`,
    marketingWisdom:
      "Stack Overflow's rule is that an answer must be useful on its own and must disclose any affiliation; answers that follow it keep sending readers for years, answers that don't get deleted and cost you the account.",
  },
  {
    id: "devtool-migration-guide",
    name: "A step-by-step migration guide from the tool people use today",
    kinds: ["devtool"],
    goals: ["signups", "revenue"],
    stages: BETA_ON,
    channels: ["docs", "github"],
    requires: [],
    uses: ["content", "seo"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 5,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Most {audience} already use {competitor}, and the cost of switching rather than the features is what keeps them there, so a guide that makes the move concrete removes the main objection to {product}.",
    description:
      "Migrate a real project from {competitor} to {product}, then write the guide: a map from each {competitor} concept to its {product} equivalent, the steps in order, a script for the mechanical parts, and an honest list of what has no equivalent yet.",
    steps: [
      "Migrate a real project from {competitor} to {product} yourself and write down every step, config change and surprise.",
      "Write the concept map: each {competitor} concept, command or API next to its {product} equivalent, and say plainly which ones have no equivalent yet.",
      "Where the changes are mechanical, ship a small codemod or import script so the first step is one command.",
      "Publish the guide in the docs at a URL people will search for (/docs/migrate-from-…) and link it from the README and any comparison page.",
      "Put an 'Edit this page' link to GitHub at the bottom so people who switched can add what they hit, and update the guide when either tool changes.",
      "Track visits to the guide and how many of those visitors reach a first successful run.",
    ],
    setupSteps: 3,
    resourcesNeeded: [
      "A real {competitor} project to migrate (your own or an open-source one)",
      "Two or three days for the guide and the script",
      "A docs page with an edit link",
    ],
    successMetrics: [
      "Visits to the migration guide",
      "Runs of the migration script or codemod",
      "New users who mention {competitor} when they sign up or open an issue",
    ],
    template: `# Migrating from {competitor} to {product}

This guide moves an existing {competitor} project to {product}. You can run both side by side while you switch, and roll back at any step.

## Should you switch?

{product} is the better fit if {{when it wins}}. Stay on {competitor} if {{when it does not}}; we'd rather you know that now.

## Concept map

| {competitor} | {product} | Notes |
|---|---|---|
{{one row per concept}}

## Steps

1. Install {product} next to {competitor}: {{install command}}
2. Convert your configuration with the migration script: {{migration command}}
3. Run your test suite against both, compare the results, then remove {competitor}.

## What has no equivalent yet

Listed here as soon as we know about it. If you hit something missing, open an issue or edit this page: {website}`,
    marketingWisdom:
      "April Dunford's Obviously Awesome starts positioning from the alternative customers already use; for most developers that alternative is {competitor} plus the cost of switching, and a migration guide answers the cost.",
  },
  {
    id: "devtool-browser-playground",
    name: "A playground to try it in the browser with nothing to install",
    kinds: ["devtool"],
    goals: ["signups", "awareness"],
    stages: BETA_ON,
    channels: ["docs"],
    requires: [],
    uses: ["design"],
    cost: { min: 0, max: 50 },
    paid: false,
    hoursPerWeek: 6,
    contactsIndividuals: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "A playground lets {audience} see {product} work in ten seconds with nothing to install, and every link a user shares from it is a working demo.",
    description:
      "Build a page where developers edit a preloaded example and see {product}'s result straight away, with a share button that puts the code in the URL. Link it from the homepage, the README and every code sample in the docs.",
    steps: [
      "Pick the form that fits: a WebAssembly build or a sandboxed demo key behind an in-page editor, or an embedded StackBlitz, CodeSandbox or Replit project if {product} runs in Node.",
      "Preload three examples that show the main use cases, with the output visible next to the code.",
      "Add a share button that encodes the code in the URL, and rate-limit and sandbox anything that runs on your servers.",
      "Link the playground from the first screen of the homepage, the README and every docs page with a code sample ('Open in playground').",
      "Use it as your answer whenever someone asks what {product} does, and check weekly how many playground sessions lead to an install or sign-up.",
    ],
    setupSteps: 3,
    resourcesNeeded: [
      "An editor component (Monaco or CodeMirror) or an embeddable sandbox",
      "Hosting for the playground and a rate-limited demo key if it calls your API",
      "One to two weeks of engineering",
    ],
    successMetrics: [
      "Playground sessions each week",
      "Shared playground links",
      "Share of playground users who install or sign up",
    ],
    template: `Above the editor:
{product} playground: edit the code and the result updates as you type. Nothing is saved unless you click Share.

Preloaded example, first thing people see:
{{what this example does}}

    {{the smallest interesting example}}

Examples menu: {{three example names}}

Under the editor:
Like it? Install in one line: {{install command}}
Docs and a five-minute quick start: {website}

---
Line for every code sample in the docs:
Open this example in the {product} playground, edit it and see the result without installing anything.`,
    marketingWisdom:
      "Traction calls this engineering as marketing: a free tool people use and share does the selling, the way the Go and TypeScript playgrounds and regex101 became the default links in answers about them.",
  },
  {
    id: "devtool-contributor-recognition",
    name: "Public credit for every contributor",
    kinds: ["devtool"],
    goals: ["retention", "awareness"],
    stages: BETA_ON,
    channels: ["github", "community", "docs"],
    requires: [],
    uses: ["community"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Ongoing",
    impact: "Medium Impact",
    why: "People who fix a bug or a docs page in {product} come back when their work is seen, and public credit turns one-off contributors into regulars.",
    description:
      "Credit every contribution in public: a contributors section in the README that counts code, docs, issues and answers, thanks by handle in every release note, a specific thank-you on each first merged change, and a path to triager or maintainer for regulars.",
    steps: [
      "Install the all-contributors bot (or generate a contributors section from the GitHub API) so code, docs, bug reports and answers all appear in the README.",
      "Add a thanks line to every release note naming each contributor by handle, with first-time contributors called out.",
      "When you merge someone's first change, thank them in the pull request with something specific about what it fixes.",
      "Once a quarter, post a short roundup of who did what, where your users follow the project.",
      "Invite people with several merged changes to become triagers or maintainers, with the permissions and a line in the governance doc.",
    ],
    setupSteps: 1,
    resourcesNeeded: [
      "The all-contributors bot or a small script",
      "Five minutes per merged contribution",
      "A GOVERNANCE.md or a section in CONTRIBUTING.md on how people become maintainers",
    ],
    successMetrics: [
      "Contributors who make a second contribution",
      "Active contributors each quarter",
      "Triagers or maintainers from outside the founding team",
    ],
    template: `Comment when merging a first contribution:

Merged, thank you @{{their handle}}! This fixes {{what their change fixes}} and ships in {product} {{version}}. You're now in the contributors list in the README.

If you'd like another one, {{a related issue}} is close to what you just did. No pressure either way.

---
Release notes, thanks section:
Thanks to everyone who contributed to {product} {{version}}, and a special welcome to {{first-time handles}}, who made their first contribution.`,
    marketingWisdom:
      "The all-contributors spec exists because people repeat what gets recognised: counting docs, bug reports and answers alongside code is how a project grows the maintainers it will need.",
  },
  {
    id: "devtool-status-page-incidents",
    name: "A public status page and honest incident write-ups",
    kinds: ["devtool"],
    goals: ["retention", "revenue"],
    stages: LIVE,
    channels: ["docs", "github"],
    requires: [],
    uses: [],
    cost: { min: 0, max: 50 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    timeFrame: "Ongoing",
    impact: "Medium Impact",
    why: "Teams that put {product} in their production path need to know it will tell them the truth when it breaks, and a status page with honest incident notes is that proof.",
    description:
      "If {product} runs as a hosted API or service, publish a status page fed by real outside checks, update it quickly during incidents, and follow each one with a plain write-up of what users saw, why it happened and what changes.",
    steps: [
      "Set up a status page (Instatus, Better Stack, Atlassian Statuspage, or the open-source Upptime on GitHub Pages) with one component per thing users depend on: API, dashboard, webhooks.",
      "Connect uptime and latency checks that run from outside your own infrastructure, and let users subscribe to updates.",
      "Write the incident message templates now (investigating, identified, monitoring, resolved), each one or two plain sentences with times in UTC.",
      "During an incident, post the first update within 15 minutes even if you only know the symptom, and update every 30 minutes until it's resolved.",
      "Within five working days, publish the write-up below and link it from the changelog.",
      "Link the status page from the docs footer, the dashboard and API error responses, and show the 90-day uptime as it is.",
    ],
    setupSteps: 3,
    resourcesNeeded: [
      "A status page tool (free tiers exist; Upptime is free on GitHub Pages)",
      "Uptime checks from outside your infrastructure",
      "Incident message templates written in advance",
    ],
    successMetrics: [
      "Time from incident start to first public update",
      "Subscribers to status updates",
      "Support tickets during incidents (they should drop)",
    ],
    template: `Incident report, {{date}}

What happened
{{what users saw and for how long}}. {{whether any data was lost}}.

Timeline (UTC)
{{the timeline}}

Why it happened
{{the root cause in plain words}}

What we're changing
{{the fixes and their dates}}

We're sorry for the disruption this caused to everyone building on {product}. Live status and update subscriptions are on the status page linked from {website}. If this affected you in a way this report doesn't cover, reply to this note or open a support ticket and we'll look into it.`,
    marketingWisdom:
      "Google's SRE practice of blameless postmortems applies to the public version too: say what happened and what changes, not who slipped; users forgive an outage far sooner than silence about one.",
  },
];

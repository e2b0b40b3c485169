import type { LibraryTactic } from "../types";
import { ALL_STAGES, BETA_ON } from "./stages";

/*
 * A farm people visit: pick-your-own (U-pick), a pumpkin patch, a farm park, a Christmas tree or lavender farm,
 * a farm shop with a tea room or café. Families come on the days the crop is ready and the weather holds, and
 * most come once a season: a town shop's stamp card, staff perk or market stall means nothing to them. The plan
 * says what is ready to pick each morning, answers the weather, fills weekdays with grandparents, childminders
 * and school visits, and turns one season's visitors into the next season's and the farm shop's all year.
 * Owner's voice; every third party's rule, listing or fee worded as a check.
 */
export const FARM_TACTICS: LibraryTactic[] = [
  {
    id: "farm-ready-today",
    name: "'What's ready to pick today': one update every picking morning, on your website, your Google profile and Facebook",
    kinds: ["local"],
    trades: ["farm"],
    goals: ["revenue", "awareness", "signups", "retention"],
    stages: ALL_STAGES,
    channels: ["google-business", "community"],
    requires: [],
    uses: ["social", "content"],
    cost: { min: 0, max: 0 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    inPerson: false,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Families decide on the morning whether today is a picking day, and the ones who came last year after the {farmPick} were picked over do not come again; a short, honest update each morning brings them when the rows are full, and it gives them a reason to look at {product} every day of the season.",
    description:
      "Every picking morning by 8am, put the same short update in the same three places: the top of {website}, a post on your Google profile and your Facebook page (and the seasons list, for the people who asked for it). What is picking well, what is getting picked over, what is finished, the opening hours and the last entry, and what comes next. On a poor day, say so: an honest 'picked over today, better on Thursday' is what makes families trust the good days.",
    steps: [
      "Before the first picking day, set up the update from the template, then on each picking morning walk the rows at 7am and fill it in: each crop as 'plenty', 'getting picked over' or 'finished for the season', the best rows, the hours and the last entry.",
      "Post it by 8am in the same order every day: the top of {website}, a Google profile post with a photo taken that morning, and your Facebook page.",
      "Pin a line at the top of {website} and your Facebook page with the season's calendar: when each crop usually starts and ends, marked 'weather permitting'.",
      "Ask at the gate how each car heard about you today, and tally 'the morning update' against the others.",
      "Every Friday, set the week's visitors beside the week's updates: note which days the update said 'plenty' and how busy they were.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A phone and ten minutes in the rows each picking morning", "Your website's front page, Google profile and Facebook page", "A tally sheet at the gate"],
    successMetrics: ["Visitors on the days the update said 'plenty'", "Cars at the gate who say they saw the update", "Progress towards: {metrics}"],
    template: `Picking today at {product} ({{day and date}}, 8am):
{{each crop}}: plenty / getting picked over / finished for the season
Best rows today: {{where to head first}}.
Open {{opening hours}}, last entry {{last entry time}}. Pay {{by weight at the exit or by ticket}}.
Also open: {farmShop}.
Coming next: {{the next crop}}, usually from {{its usual start}} (weather permitting).`,
    marketingWisdom:
      "The worst visit a farm can give is a family arriving to empty rows: they remember it for years. An honest daily update costs ten minutes and moves visitors to the days you can please them, which is also what keeps reviews good.",
  },
  {
    id: "farm-rain-plan",
    name: "The weather answered: 'open if it's dry by 10', said by 8am on every picking day, and a wet-day plan for {farmShop}",
    kinds: ["local"],
    trades: ["farm"],
    goals: ["revenue", "retention", "awareness"],
    stages: ALL_STAGES,
    channels: ["sms", "google-business", "whatsapp"],
    requires: [],
    uses: ["social"],
    cost: { min: 0, max: 20 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Rain doesn't only lose the wet day, because families who drove out to find the field shut don't risk it again; a rule everyone knows in advance ('open if it's dry by 10, and we'll say so by 8am'), a text to the people who asked for one, and a reason to come on a wet day anyway keep the weekend from being wiped out twice.",
    description:
      "Write one weather rule and keep to it all season: picking opens if it is dry by 10, and the decision is posted by 8am in the same places as the morning update and texted to the people on the picking-days list. Give the wet day something of its own: {farmShop} open as usual, pre-picked punnets in the shop, and a rain-check card for anyone turned away from the field, good on any weekday that season.",
    steps: [
      "Decide the rule with whoever opens the field (dry by 10, or your own) and write it at the top of {website}, on your Google profile and on the sign at the gate.",
      "Start a picking-days text list: a sign-up card at the gate and the till, and a line on {website}; only people who sign up themselves, with STOP honoured at once, and check the rules for marketing texts where you are (in the UK, PECR and GDPR) before the first one.",
      "On a doubtful morning, decide by 8am, post the update and send the text from the template; on a wet day, post the wet-day offer instead.",
      "Print rain-check cards: 'Turned away by the weather? This card gets you in on any weekday before {{the end of the season}}'.",
      "Count, each wet weekend, who came to {farmShop} and how many rain-check cards came back on weekdays.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A text message tool or WhatsApp Business", "A sign-up card at the gate and the till", "A stack of rain-check cards"],
    successMetrics: ["People on the picking-days list", "Wet-day takings in {farmShop}", "Rain-check cards used on weekdays", "Progress towards: {metrics}"],
    template: `Text on a doubtful morning (by 8am):
{product}: it's wet this morning, but the forecast says dry by 10. We'll open the field at {{time}} if it is, and text again by 9.30 either way. Open from {{time}} whatever the weather: {farmShop}. Reply STOP to leave.

---
Text on a wet day:
{product}: no picking today, the field is too wet. Open as usual: {farmShop}, with {{today's pre-picked punnets}}. The next dry day looks like {{day}}. Reply STOP to leave.

---
On the website, the Google profile and the gate:
Weather: we open the field if it's dry by 10, and say so here by 8am. Open whatever the weather: {farmShop}.`,
    marketingWisdom:
      "A customer forgives the weather but not a wasted journey. A rule known in advance turns a gamble into a plan, and the wet day becomes a day for {farmShop} instead of a lost one.",
  },
  {
    id: "farm-weekday-grandparents",
    name: "Weekday mornings in the school holidays for grandparents and childminders: the quietest rows, a seat in the {farmCafe}, and a note to the childminders nearby",
    kinds: ["local"],
    trades: ["farm"],
    goals: ["revenue", "awareness", "retention"],
    stages: ALL_STAGES,
    channels: ["partnerships", "community", "facebook-groups"],
    requires: [],
    uses: ["social", "sales"],
    cost: { min: 0, max: 40 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Weekends fill themselves, weather permitting, but weekdays in the school holidays are when grandparents look after grandchildren and childminders need somewhere safe for a morning out, and saying plainly that weekday mornings are quieter, easier with a pushchair and closer to a cup of tea fills the days the field is empty.",
    description:
      "Make weekday mornings in the holidays their own offer, without cutting the price of picking: quieter rows, the shortest walk from the car park, seats and a cup of tea for the grown-up in the {farmCafe}, and punnets the children can carry. Tell the people who can come on a weekday: grandparents (through the morning update and the {farmCafe}), and the childminders, nurseries and parent-and-toddler groups nearby, with a note and a date they can book.",
    steps: [
      "Pick what weekday mornings get that weekends don't (a free tea or coffee for the grown-up, the shortest rows kept for little pickers, a table held for groups) and what it costs you.",
      "Add a 'weekday mornings' line to the morning update and the website: 'Quieter, easier with a pushchair, a free tea for the grown-up.'",
      "Find the childminders, nurseries and toddler groups within half an hour on Google and the local Facebook groups, and send the note in the template to ten a week through the season.",
      "Offer each group a booked arrival time, a table in the {farmCafe} and a simple price per child; ask what they need (parking, toilets, a shady spot) and write it down.",
      "Count weekday visitors every Friday, apart from weekends, and note which groups came back.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A list of childminders, nurseries and toddler groups nearby", "Seats held in the {farmCafe} on weekday mornings", "An hour a week in season"],
    successMetrics: ["Weekday visitors in the holidays, against last year", "Childminder and nursery groups booked", "Progress towards: {metrics}"],
    template: `Note to a childminder, nursery or toddler group:
Hello {{first name}}, I'm {{your name}} at {product}. Weekday mornings in the holidays are our quietest: short rows the little ones can pick, a shady spot, toilets and a table for you in the {farmCafe}. We'd love to have your group: pick a morning and we'll hold a table and a time for you. {{price per child}}, with {{what's included}}. Just reply, or ring {{your phone number}}.

---
Line for the morning update and the website:
Weekday mornings are our quietest: easier with a pushchair, and a free tea or coffee for the grown-up in the {farmCafe}.`,
    marketingWisdom:
      "The cheapest visitor to win is the one who is free on the day you are empty. Grandparents and childminders choose weekdays already; they only need to know the morning is made for them.",
  },
  {
    id: "farm-school-visits",
    name: "Educational visits for nurseries and primary schools: a visit pack with the plan of the day and your risk assessment, sent before the summer term",
    kinds: ["local"],
    trades: ["farm"],
    goals: ["revenue", "partnerships", "awareness"],
    stages: ALL_STAGES,
    channels: ["partnerships", "email-marketing"],
    requires: [],
    uses: ["content", "sales"],
    cost: { min: 0, max: 30 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Schools and nurseries book trips for weekdays in term, the days a farm is quietest, and teachers choose the visit whose pack answers their questions before they ask: what the children do, where they wash their hands, where they eat, and the risk assessment they must file.",
    description:
      "Write one visit pack and send it before the summer term: what a class does in two hours (picking, how the plants grow, the {farmStore}, a snack), the price per child and the adults free, the toilets, handwashing and a covered place to eat, and your own risk assessment for the farm, offered as something the teacher can check against theirs. Send it to the nurseries and primary schools within half an hour, to the person who plans trips.",
    steps: [
      "Write the plan of a two-hour visit for two ages (nursery and the youngest primary classes) and what each child takes home.",
      "Write your own risk assessment for a class visit (the field, the tractors and machinery, handwashing before eating, allergies, weather, lost children), and check with your insurer that school groups are covered and what they ask of you.",
      "Put both in a two-page pack with the price per child, the dates you offer and how to book, and a photo of the field and the handwashing point.",
      "Email it to the trips coordinator or the head at ten schools and nurseries a week in the spring term, with the note in the template, and offer a free pre-visit for the teacher.",
      "After each visit, ask the teacher what to change and whether they will come next year, and note it.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["A two-page visit pack", "Your risk assessment for class visits, checked with your insurer", "The schools and nurseries within half an hour"],
    successMetrics: ["Class visits booked for weekdays", "Schools that book again", "Progress towards: {metrics}"],
    template: `Email to a school's trips coordinator:
Subject: A farm visit for {{year group}} this summer, {{travel time}} from {{school}}

Hello {{first name}},

I'm {{your name}} at {product}, near {town}. We run two-hour visits for nurseries and the youngest primary classes on weekdays in {{the weeks you offer}}: the children pick {farmPick} themselves, see how they grow and take a punnet home. {{price per child}}, adults free.

The pack attached has the plan of the day, the toilets, handwashing and covered eating area, and our risk assessment for class visits for you to check against yours. You're welcome to come and walk round first.

{{your name}}, {product}, {{your phone number}}`,
    marketingWisdom:
      "A teacher books the trip that is least work to approve. A pack that answers the head's and the parents' questions before they are asked is what turns one class's visit into a date on the school calendar every summer.",
  },
  {
    id: "farm-pumpkin-to-shop",
    name: "The {farmOnce} visitors turned into {farmStore} customers: a card in every bag, the Christmas pre-order list, and a reason to come back each season",
    kinds: ["local"],
    trades: ["farm"],
    goals: ["revenue", "retention"],
    stages: ALL_STAGES,
    channels: ["email-marketing", "loyalty", "events"],
    requires: [],
    uses: ["content"],
    cost: { min: 10, max: 40 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "Most families come once a year for one crop and forget the farm the rest of the year; the day they are standing in the field happy is the only day to tell them what's open all year ({farmShop}) and to give them a date to come back for.",
    description:
      "Give every family leaving the season's busiest weeks a card with the next reasons to come back: the Christmas pre-order (whatever you really sell at Christmas, with its last order date), what's in the {farmStore} each season, the {farmCafe}'s next events, and the seasons list to join. Put the same on a board by the exit and in the shop.",
    steps: [
      "List the year's reasons to come back, month by month: what the {farmStore} has each season, the Christmas pre-order and its last order date, the {farmCafe}'s events, next year's first crop.",
      "Print the card from the template (a postcard with a QR code to the seasons list) and put one in every bag handed over, and on the {farmCafe} tables.",
      "Open the Christmas pre-order in October with a last order date, a deposit if you take one, and collection days; tell the autumn visitors on the card.",
      "Keep a tally at the till of cards brought back or 'saw your card' mentions each week, and of Christmas orders from people who joined the list in the autumn.",
      "Each January, count the families who came in more than one season, against last year.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A few hundred postcards with a QR code", "A Christmas pre-order list with a last order date", "A board by the exit"],
    successMetrics: ["People who join the list at each season's picking", "Christmas pre-orders from them", "Takings at the {farmStore} in the months outside the picking seasons", "Progress towards: {metrics}"],
    template: `Card in every bag (front):
Thanks for picking with us at {product}!
Open all year: {farmShop}, {{opening days and hours}}.

(back)
Come back for:
- Christmas: pre-order {{what you sell}} by {{last order date}}
- Winter and spring in the {farmStore}: {{what's in season}}
- In the {farmCafe}: {{the next event and its date}}
- Next year's first picking: usually from {{its month}}
Scan to join our seasons list: we'll only write when something you chose is ready.`,
    marketingWisdom:
      "A once-a-year visitor is not a lost customer, just one with nothing to come back for. A dated reason given on the happiest day of their visit is worth more than any message sent months later to someone who has forgotten you.",
  },
  {
    id: "farm-seasons-list",
    name: "A list kept by season: families tick the seasons they come for, and hear only when theirs is ready",
    kinds: ["local"],
    trades: ["farm"],
    goals: ["revenue", "retention", "signups"],
    stages: ALL_STAGES,
    channels: ["email-marketing"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 30 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    inPerson: false,
    timeFrame: "Ongoing",
    impact: "High Impact",
    why: "A family who came once in the autumn does not want summer picking news, and one who only comes for the {farmStore} wants neither; a list where each person ticks the seasons they care about gets opened, and it is the one way to reach last year's visitors the week their crop is ready.",
    description:
      "Run one email list (a free plan of an email tool is enough) with a box to tick at sign-up for each season you open (as in the template) and one for the {farmStore} through the year. Send each group one email when their season opens and one before it ends, and the {farmStore} group one short note a month. Sign-up at the gate, the till, the {farmCafe} and on {website}, never added without asking.",
    steps: [
      "Set up the list with the seasons as tick boxes, and a sign-up form on {website} and a QR code for the gate, the till and the {farmCafe} tables.",
      "Write the season-opening email from the template for each season, ready before it starts, and the 'last weekend' email for each.",
      "Send each email only to the people who ticked that season; send the {farmStore} note on the first of each month.",
      "Keep to the rules for marketing emails where you are (in the UK, check PECR and GDPR): people sign up themselves, and every email has a way to leave.",
      "After each season, count sign-ups, opens, and visitors who said they came from the email.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A free email tool with groups or tags", "A QR code for the gate, the till and the tables", "Four season-opening emails written in advance"],
    successMetrics: ["People on the list, by season", "Opens of each season-opening email", "Visitors who came from the email", "Progress towards: {metrics}"],
    template: `Sign-up (gate, till, {farmCafe}, website):
Hear from {product} only when it matters to you. Tick what you'd like:
☐ {farmBoxes}
We'll never share your email, and you can leave any time.

---
Season-opening email:
Subject: {{the crop}} picking opens {{day}} at {product}

Hello {{first name}},
You asked to hear when {{the crop}} was ready: we open the rows on {{day}}. Weekday mornings are quietest; weekends get busy by 11. Check 'picking today' on {website} each morning before you set off, and if it rains, our rule is simple: open if it's dry by 10.
Open as usual: {farmShop}.
See you in the field, {{your name}}`,
    marketingWisdom:
      "Segmenting a list is not a technique, it is courtesy: people read what they asked for. A farm's year has natural chapters, and a list kept by season lets you write to each visitor only in theirs.",
  },
  {
    id: "farm-reviews-photos",
    name: "A photo spot in the field and an honest Google review asked for the evening after the visit",
    kinds: ["local"],
    trades: ["farm"],
    goals: ["revenue", "awareness"],
    stages: BETA_ON,
    channels: ["reviews", "google-business", "instagram"],
    requires: [],
    uses: ["social"],
    cost: { min: 10, max: 40 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    inPerson: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Parents choose a day out from the photos and reviews on Google and in the parents' groups they belong to; a spot where every family takes the same happy photo with your name in it, and a review asked for the evening after, puts {product} in front of the people they know.",
    description:
      "Build one photo spot in the field with {product}'s name on it (a painted board, a straw-bale frame, a giant pumpkin in the autumn) and a small sign: 'Share your photo and tag us'. Put a review card with a QR code on the {farmCafe} tables and at the exit, and, for families on the list, one line in the evening email after their visit. Ask everyone alike, and offer nothing in return.",
    steps: [
      "Make the photo spot with your name and the season on it, where the light is good and the queue doesn't block a row; change it for each season.",
      "Print the review card with your Google review link as a QR code; put it on the {farmCafe} tables, at the till and at the exit.",
      "Share families' photos only when they tag you or send them, and never repost a photo showing a child's face without the parent's permission in writing.",
      "Never offer a discount, a free drink or a prize draw for a review, which breaks Google's rules; ask every visitor alike.",
      "Every Friday, reply to each new review within two days, by name, and count new reviews and tagged photos.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A photo board or frame with your name", "Review cards with a QR code", "Ten minutes each Friday for replies"],
    successMetrics: ["New Google reviews a week in season", "Tagged photos a week", "Progress towards: {metrics}"],
    template: `Sign at the photo spot:
Had a good morning in the field at {product}? Take your photo here and tag us: we love seeing them.

---
Card on the {farmCafe} tables and at the exit:
Had a good day at {product}? A few honest words on Google help other families find us. Scan here, it takes a minute. Thank you! {{your name}} and the team`,
    marketingWisdom:
      "A day out is chosen from photos of other families having one. Give every visitor the same good photo to take, and the same one-line ask, and the reviews and the pictures will do what no advert can.",
  },
  {
    id: "farm-days-out-listings",
    name: "Listed where families plan a day out: the local tourism site, the 'days out with kids' guides and the local paper's what's on",
    kinds: ["local"],
    trades: ["farm"],
    goals: ["awareness", "revenue"],
    stages: ALL_STAGES,
    channels: ["marketplaces", "press"],
    requires: [],
    uses: ["content"],
    cost: { min: 0, max: 40 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: false,
    inPerson: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Families on holiday near {place}, and local parents stuck for a weekend idea, search 'days out with kids' and 'pick your own near me' and read the guides that answer; being listed there, with the seasons and the rain rule, reaches them before they have heard of {product}.",
    description:
      "Find the places that list days out near {place}: the local tourism board's website, the 'days out with kids' guides and parenting sites for your area, the pick-your-own directories, and the what's-on pages of the local paper and radio. Send each the same short listing with your seasons, hours, prices and the weather rule, and a fresh line at the start of each season.",
    steps: [
      "Search 'pick your own near {town}', 'days out with kids {town}' and 'things to do near {town} this weekend', and list the ten guides and directories that come up first.",
      "Check how each one lists an attraction (free, paid or membership) before you sign up, and start with the free ones.",
      "Send the listing in the template to each, with three good photos (the field, a family picking, the {farmCafe}) and the season's dates.",
      "Before each season opens, send the what's-on editors a one-line update: the crop, the start date and the rain rule.",
      "Ask at the gate 'How did you hear about us?' and count the guides named, every Friday.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Three good photos", "The listing text", "The ten guides and directories for your area"],
    successMetrics: ["Guides and directories listing {product}", "Visitors who name one at the gate", "Progress towards: {metrics}"],
    template: `Listing for a tourism site, a days-out guide or a what's-on page:
{product}, near {town}
Pick your own {farmPick}, with {farmShop}. {{what you pick and when}}, weather permitting.
Open {{opening days and hours}}; pay {{by weight or by ticket}}. Free parking, toilets, pushchair-friendly paths {{only what's true}}.
Rain rule: we open the field if it's dry by 10, and say so by 8am on {website}.
{{postcode}} · {website}`,
    marketingWisdom:
      "Families don't search for a farm by name; they search for a day out. The guides that answer that search are where an attraction is first seen, and a listing with dates and a rain rule is the one a parent trusts enough to drive to.",
  },
  {
    id: "farm-holiday-stays",
    name: "Holiday guests sent by the campsites, holiday lets and B&Bs nearby: a picking calendar for their welcome folder and a weekday welcome for their guests",
    kinds: ["local"],
    trades: ["farm"],
    goals: ["revenue", "partnerships", "awareness"],
    stages: ALL_STAGES,
    channels: ["partnerships", "flyers"],
    requires: [],
    uses: ["sales"],
    cost: { min: 10, max: 40 },
    paid: false,
    hoursPerWeek: 0.5,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Holiday families near {town} are free on weekdays, have children with them and ask their campsite or holiday let what to do tomorrow; a calendar in the welcome folder and a word from the owner sends them on the days locals are at work.",
    description:
      "Visit the campsites, holiday lets and B&Bs within twenty minutes with a stack of A5 picking calendars (the crops, the usual dates, the rain rule, the {farmCafe}) for their welcome folders and reception, and offer their guests a small welcome on weekdays (a free drink in the {farmCafe} with a picking visit). Ask what their guests ask for, and go back before each season with the new calendar.",
    steps: [
      "List the campsites, holiday lets and B&Bs within twenty minutes, starting with those that take families.",
      "Print A5 calendars from the template, with a QR code to the morning update.",
      "Visit or write to five a week in spring, with the note in the template and a punnet or a jar from the {farmStore} for the owner.",
      "Count the calendars handed in at the till or quoted at the gate, by place, every Friday.",
      "Thank the places that send most guests at the end of the season, and ask what to change.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A5 picking calendars with a QR code", "A punnet or jar for each owner", "Two hours a month in spring"],
    successMetrics: ["Places with your calendar in the welcome folder", "Weekday visitors who came from one", "Progress towards: {metrics}"],
    template: `Note to a campsite, holiday let or B&B owner:
Hello {{first name}}, I'm {{your name}} at {product}, {{travel time}} from you. Your guests with children may like a morning picking {farmPick}: I've brought a few picking calendars for your welcome folder, with our seasons and our weather rule. Guests who show the calendar on a weekday get {{a free drink in the {farmCafe}}}. Can I leave you some more before the summer?

---
A5 calendar:
{product}: the picking calendar
{{each crop and its usual weeks}}
Open {{opening days and hours}}. Weekday mornings are quietest. Picking today? Scan before you set off.
Rain rule: open if it's dry by 10.`,
    marketingWisdom:
      "Holiday visitors choose tomorrow's day out from whatever is in the folder and whatever the owner recommends. A calendar that stays true all season does more than a leaflet that is out of date by July.",
  },
  {
    id: "farm-picking-ads",
    name: "Facebook and Instagram ads to families within half an hour, on the first weeks of each season and on weekdays",
    kinds: ["local"],
    trades: ["farm"],
    goals: ["revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["meta-ads", "instagram"],
    requires: [],
    uses: ["paid", "social"],
    cost: { min: 100, max: 500 },
    paid: true,
    hoursPerWeek: 1,
    contactsIndividuals: false,
    inPerson: false,
    timeFrame: "Medium-term",
    impact: "Medium Impact",
    why: "Parents within half an hour of {town} scroll Facebook and Instagram in the evening planning the weekend; a photo of this week's rows with the dates and the rain rule, shown only when a crop opens and on weekday mornings, reaches the families who don't yet follow you.",
    description:
      "Run small ads only when there is something to come for: the first two weeks of each crop, and weekday mornings in the school holidays. One photo from that morning, the crop, the dates, the hours and the rain rule, shown to people within half an hour of {place}, with a cap you can afford to lose while you learn. Judge each by the cars at the gate that say they saw it.",
    steps: [
      "Set up Meta's Business Suite with your Facebook page and Instagram account.",
      "Make one ad per season from the template, with a photo taken in the field that week, aimed at people living within half an hour of {town}, with a weekly cap from your budget.",
      "Run it for the first two weeks of each crop and on weekday mornings in the holidays; stop it when the crop is getting picked over.",
      "Ask at the gate how each car heard of you, and note 'the ad' when they say so.",
      "After each season, divide what the ads cost by the cars that came from them, and keep only what paid for itself in picking, shop and tea room takings.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["Meta Business Suite", "A photo from the field that week", "A weekly cap you can afford to lose while you learn"],
    successMetrics: ["Cars at the gate that came from the ad", "Ad cost per car against what a car spends", "Progress towards: {metrics}"],
    template: `Ad text:
{{the crop}} picking is open at {product}, near {town}! {{the dates}}, weather permitting: we open if it's dry by 10.
Weekday mornings are quietest. Open all day: {farmShop}.
Check what's ready today before you set off: {website}`,
    marketingWisdom:
      "An attraction's ads work when they carry news (the crop is ready now) and stop when the news is over. Counting cars at the gate is crude, and it is the only number that tells you whether the ad paid.",
  },
  {
    id: "farm-season-opening-campaign",
    name: "The fortnight each crop opens, on local radio, roadside banners and the days-out guides' featured places, judged by cars at the gate",
    kinds: ["local"],
    trades: ["farm"],
    goals: ["revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["meta-ads", "press", "flyers", "instagram"],
    requires: [],
    uses: ["paid"],
    cost: { min: 2000, max: 20000 },
    paid: true,
    hoursPerWeek: 2,
    contactsIndividuals: false,
    inPerson: false,
    timeFrame: "Medium-term",
    impact: "High Impact",
    why: "A farm's year has three or four moments when families will come if they hear in time (the first crop, the summer holidays, the autumn, Christmas), and a campaign that spends only in the fortnight each one opens, on the radio parents hear on the school run and the roads they drive, buys attention exactly when the rows are full.",
    description:
      "For each season's opening fortnight, run one campaign with one message (the crop, the dates, the rain rule, {website}): drive-time spots on the local station parents listen to, banners at the farm entrance and on the roads into {town} where you have permission, a featured place on the two days-out guides that brought most visitors last year, and the season's Facebook and Instagram ads with more behind them. Give each channel its own question at the gate, and move money to what brought cars.",
    steps: [
      "Mark the opening fortnight of each season on the calendar and split the budget across them, with most behind the season that brings most money.",
      "Ask the local station for its drive-time rates and audience figures, and the two best days-out guides what a featured place costs; check the council's rules for roadside banners and get the landowner's permission for each.",
      "Write one script, one banner and one ad per season from the template, with a photo from the field that week.",
      "At the gate, ask every car 'Where did you hear about us?' and tally radio, banner, guide, ad and the list.",
      "After each season, set each channel's cost beside the cars it brought and what a car spends in picking and at {farmShop}, and move next season's money to the best.",
    ],
    setupSteps: 3,
    resourcesNeeded: ["A budget for the opening fortnights", "Quotes from the local station and the days-out guides", "Banners and permission for each site", "A tally at the gate"],
    successMetrics: ["Cars at the gate by channel, each opening fortnight", "Cost per car against what a car spends", "Progress towards: {metrics}"],
    template: `Radio spot (30 seconds):
{{the crop}} are ready at {product}, near {town}! Pick your own from {{the opening date}}, weather permitting: we open if it's dry by 10, and say so by 8am on {website}. Weekday mornings are quietest. {product}: {{the road or landmark people know}}.

---
Roadside banner (six words, read from a car):
PICK YOUR OWN {{the crop}}: OPEN NOW
{product} · {{the turning in}}`,
    marketingWisdom:
      "Local media works when it is concentrated: a fortnight of drive-time spots and banners when the crop opens does more than the same money spread over the summer. Ask at the gate every time, because radio listeners rarely use a code.",
  },
];

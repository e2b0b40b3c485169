import type { LibraryTactic } from "../types";
import { ALL_STAGES, BETA_ON } from "./stages";

/*
 * Equipment sold to smallholder farmers on pay-as-you-go (Reading.farmEquipment, on top of
 * Reading.smallholders): a solar irrigation pump, a solar home system, a cookstove, a water tank, a drip
 * kit, paid in cash or by instalments over mobile money. A farmer buys it once they have seen one working
 * on a farm like theirs and heard from its owner what it saves; the sale is only made when the instalments
 * are paid. So the plan is demo units on lead farmers' plots, the saving in the founder's own numbers,
 * agents from each area paid per installed and repaying unit, agrovets, groups and SACCOs, repayment kept
 * up, owners' referrals, radio call-ins and after-sales visits. Nothing here messages a farmer who has not
 * opted in.
 */

export const FARM_EQUIPMENT_TACTICS: LibraryTactic[] = [
  {
    id: "kit-demo-units",
    smallholders: 1,
    farmEquipment: true,
    essential: true,
    name: "A working {kitItem} on a lead farmer's plot in each of {farmAreas}, and a pump day where neighbours watch it run",
    kinds: ["consumer-app"],
    goals: ["signups", "revenue", "awareness", "retention"],
    stages: ALL_STAGES,
    channels: ["events", "partnerships", "sms"],
    requires: [],
    uses: ["sales", "community"],
    cost: { min: 30, max: 4000 },
    // The demo units are the founder's own stock; the money is the pump days, the signs and the transport.
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "{audience} do not buy a {kitItem} from a poster: they buy once they have seen one lift water on a farm like theirs and heard its owner say what it saves, and a lead farmer in each area whose neighbours already copy them turns one installed unit into a place to visit every week.",
    description:
      "In week one, pick one lead farmer in each of {farmAreas}: a farmer others copy, near a road, with a river, well or pan and a crop in the ground. Install a {kitItem} there on the usual terms or at a lead-farmer price you set, agree in writing that neighbours may visit on a set day, and hold a pump day: the farmer waters a bed in front of the group, says what {kitOld} cost them, and the agent takes deposits by {farmMoney} there and then. {kitSavingCap}.",
    steps: [
      "List two or three candidate lead farmers in each of {farmAreas} with the agents, the group chairpersons and the agrovet: who do neighbours copy, who has water and a crop now, who can be reached by road.",
      "Agree with one in each area in writing: the {kitItem} on the usual terms or at a lead-farmer price you set, a visiting day every week or fortnight, a sign at the gate with your number, and their permission to be named.",
      "Install the demo units in weeks one and two, and ask each lead farmer to write down what they used to spend running {kitOld} in the month before, for the pump day.",
      "Hold the first pump day at each plot: invite the nearby farmer groups through their chairpersons, start the pump in front of them, let them hold the hose, and let the lead farmer speak first; the agent takes names, phone numbers with consent, and deposits by {farmMoney}.",
      "Every Friday, count visitors, deposits and installs per demo plot, and move the next pump day to the plot that brings most.",
      "Each month, hold a pump day at a new lead farmer's plot in the ward that is behind on installs, so every area has one working {kitItem} within a short walk.",
    ],
    setupSteps: 3,
    resourcesNeeded: [
      "One {kitItem} per area for the lead farmers, and a sign at each gate with your number",
      "A pump-day kit: a printed sheet with the saving and the instalment, the agent's receipt book, and water for a bed to irrigate",
      "A signed note with each lead farmer: the terms, the visiting day, their consent to be named",
    ],
    successMetrics: [
      "A demo unit running in each of {farmAreas} by the end of week two",
      "Visitors per pump day, and deposits taken on the day",
      "Installs within a few kilometres of each demo plot",
    ],
    template: `Invitation read at the group meeting (and sent by SMS to members who opted in):
{product} pump day at {{lead farmer's name}}'s farm, {{village}}, on {{date}} at {{time}}.
Watch a {kitItem} lift water from {{the farm's river or well}} and water {{lead farmer's name}}'s {farmCrops}, with no fuel.
{{lead farmer's name}} will tell you what {kitOld} used to cost: {kitOldCost}.
The {kitItem}: {kitCash} cash, or {kitMonthly} a month for {kitTerm} by {farmMoney}.
Our agent {{agent's name}} ({{agent's phone}}) will be there to answer questions and take deposits. Reply STOP to stop messages.

---
Sign at the lead farmer's gate:
This farm waters with a {product} {kitItem}. No fuel.
Visiting day: {{day}} mornings. Ask {{lead farmer's name}} what it saves.
{kitCash} cash or {kitMonthly} a month. Call or SMS {{agent's phone}}.`,
    marketingWisdom:
      "For a machine a farmer will pay off for years, the only advert that works is one running on a neighbour's farm: the lead farmer's word and a hose in the visitor's hand do what no poster can. Put the first units where the most people will walk past them.",
  },
  {
    id: "kit-area-agents",
    smallholders: 2,
    farmEquipment: true,
    essential: true,
    name: "Agents and installers from each area, paid per installed {kitUnit} that keeps repaying",
    kinds: ["consumer-app"],
    goals: ["signups", "revenue", "retention"],
    stages: ALL_STAGES,
    channels: ["partnerships", "sms"],
    requires: [],
    uses: ["sales", "analytics"],
    cost: { min: 30, max: 3000 },
    paid: false,
    hoursPerWeek: 3,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Sending sales staff out from the depot costs more the further the farm, and a farmer trusts someone from their own ward more anyway: an agent who lives in each area, paid per {kitUnit} installed and again when its owner keeps paying, sells only to farmers who can pay.",
    description:
      "Recruit two or three agents in each of {farmAreas} (young farmers, group secretaries, agrovet staff, a local fundi who can install), train them in one day on the {kitItem}, the saving and the instalment plan, and pay each a fee when a {kitUnit} is installed and a second part once its owner has paid the first three months. {kitMath}",
    steps: [
      "Write the quarter's numbers at the top of the weekly tracker: {kitUnits} installed a week per area, and the share of instalment plans behind you allow ({kitBehind}).",
      "Recruit agents in each of {farmAreas} through the groups, the agrovets and the demo farmers: people who farm there, are known in their ward, can carry a {kitItem} on a motorbike, and own a phone for {farmMoney}.",
      "Train them in one day at the depot: installing and starting the {kitItem}, the saving in the founder's numbers, who can afford the instalment (a crop to sell, water near the field), taking the deposit by {farmMoney} only, and what to do when an owner falls behind.",
      "Agree the fee in writing: part when the {kitUnit} is installed and running, the rest once the owner has paid three instalments; give each a badge, a receipt book and a diary of pump days.",
      "Every Friday, count per agent: farmers met, deposits, installs, and owners behind; pay the week's fees by {farmMoney} the same day.",
      "From week four, give more stock and more pump days to the agents whose owners keep paying, and retrain or drop the ones whose owners fall behind.",
    ],
    setupSteps: 3,
    resourcesNeeded: [
      "Two or three agents per area, a one-day training at the depot, and a printed agent's card",
      "A till or paybill on {farmMoney} with the owner's phone number as the account, so every payment is matched",
      "A weekly tracker: installs, deposits and plans behind, per agent and per area",
    ],
    successMetrics: [
      "Agents trained and selling in each of {farmAreas} within two weeks",
      "{kitUnitsCap} installed per agent per week, against the pace in the tracker",
      "The share of each agent's owners behind on instalments (under {kitBehind})",
    ],
    template: `Agent recruitment notice (read at the group meeting, pinned at the agrovet):
{product} is looking for agents in {{ward}}.
You: farm here, are known in the ward, have a phone with {farmMoney} and a way to carry a {kitItem}.
The work: show the {kitItem} at pump days, help farmers choose (water near the field, a crop to sell), install it, take the deposit by {farmMoney}.
Pay: {{fee when installed}} for each {kitUnit} installed and running, and {{fee after three instalments}} once its owner has paid three months.
Training: one day, {{date}}, at {{depot}}. Call or SMS {{your phone number}} with your name and ward.

---
Agent's card (kept with the receipt book):
1. Ask first: where is the water, how far from the field, what do you grow and sell, what does fuel cost you now?
2. Say the saving in our numbers: {kitSaving}.
3. The price: {kitCash} cash, or {kitMonthly} a month for {kitTerm}. Deposit by {farmMoney} only, paybill {{paybill number}}, account = the farmer's phone number. No cash.
4. Install, start it in front of the farmer and their family, and show how to clean the filter.
5. SMS the owner's phone number and the serial number to {{registration number}}.`,
    marketingWisdom:
      "Pay an agent for a sale that lasts, not for a signature: a fee split between the install and the third instalment makes agents choose farmers who can pay and visit the ones who cannot, which is how the share behind stays low while installs grow.",
  },
  {
    id: "kit-groups-saccos",
    smallholders: 3,
    farmEquipment: true,
    name: "{farmGroupsCap}: a group deposit, a group guarantee and a pump day for the members",
    kinds: ["consumer-app"],
    goals: ["signups", "revenue", "retention"],
    stages: ALL_STAGES,
    channels: ["partnerships", "community", "calls", "sms"],
    requires: [],
    uses: ["sales", "community"],
    cost: { min: 20, max: 800 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "Farmers already save and borrow together in {farmGroups}; a group that collects deposits for several members and stands behind their instalments sells for you and keeps the share behind low, because no member wants to be the one the group chases.",
    description:
      "List the farmer groups and SACCOs in {farmAreas}, ask each committee for 15 minutes at their next meeting, and offer a group plan: the members who want a {kitItem} pay their deposits through the group, the group agrees to follow up a member who falls behind, and the group gets a pump day at the nearest demo plot. Check with the SACCO what a group guarantee means under its own rules before you write it down.",
    steps: [
      "List the groups and SACCOs in {farmAreas} with the agents and the agrovets: name, chairperson's phone, members, meeting day, and whether members irrigate now.",
      "Call each chairperson, ask for 15 minutes at their next meeting, and bring the agent for that ward and, if you can, the nearest lead farmer.",
      "At the meeting, say the saving in your numbers ({kitSaving}), the price and the plan, and take the names and numbers, with consent, of members who want a visit.",
      "Offer the group plan: deposits collected by the treasurer and paid once by {farmMoney}, the group's name as the account, and the committee's agreement to follow up a member who is behind; write it down with the SACCO's own rules checked.",
      "Every Friday, count groups met, members interested, deposits and installs per group, and members behind per group.",
    ],
    setupSteps: 4,
    resourcesNeeded: [
      "A list of groups and SACCOs in each area with the chairperson's phone and meeting day",
      "A one-page group plan: the price, the deposit, the instalment, what the group agrees to",
    ],
    successMetrics: [
      "Groups met and group plans signed",
      "Members' {kitUnits} installed per group",
      "Members behind per group, against the share you allow ({kitBehind})",
    ],
    template: `Call or SMS to a group chairperson:
Hello {{chairperson's name}}, this is {{your name}} from {product}. We install {kitItems} for farmers in {{ward}}: {kitCash} cash or {kitMonthly} a month for {kitTerm} by {farmMoney}. {kitSavingCap}. Could I take 15 minutes at your group's next meeting, with our agent for your ward? Members who want one can pay their deposits through the group, and we will hold a pump day for your members at {{lead farmer's name}}'s farm.

---
Group plan (one page, signed by the chairperson and the treasurer):
Group: {{group name}}  Ward: {{ward}}  Agent: {{agent's name and phone}}
Members joining: {{members' names and phones}} (each with consent)
Deposits: collected by the treasurer and paid by {farmMoney} to paybill {{paybill number}}, account {{group code}}.
Instalments: {kitMonthly} a month per member, each member paying from their own phone.
If a member falls behind: we tell the member first, then the chairperson, and agree a date together ({{what the group agrees to do}}, checked against the SACCO's rules).`,
    marketingWisdom:
      "A group turns one meeting into many installs and makes every repayment a little bit public: the committee that vouched for its members is the best reminder you will ever have. Ask for its agreement in writing, and never shame a member in front of the group.",
  },
  {
    id: "kit-repayment",
    smallholders: 4,
    farmEquipment: true,
    essential: true,
    name: "Repayment as part of the plan: {farmMoney} reminders, a grace week at harvest, the share behind counted every Friday",
    kinds: ["consumer-app"],
    goals: ["revenue", "retention", "signups"],
    stages: ALL_STAGES,
    channels: ["sms", "calls"],
    requires: [],
    uses: ["analytics", "sales"],
    cost: { min: 20, max: 1500 },
    paid: false,
    hoursPerWeek: 2,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "High Impact",
    why: "A pay-as-you-go {kitUnit} is only sold once it is paid off, and an owner who falls behind tells neighbours the {kitItem} was a trap: reminders the owner agreed to, a grace week when the crop is sold, and the share behind counted every Friday keep installs and repayments growing together.",
    description:
      "At install, agree with each owner the day of the month they pay and whether they want an SMS reminder (with their consent); send it three days before and on the day. Offer a grace week around harvest, written into the plan, so an owner who waits for the broker to pay is not counted as behind. Every Friday, count the share of plans behind by agent and by area, and call or visit each owner who is more than a week late before the agent sells again in that ward.",
    steps: [
      "Set up the reminder SMS and the paybill account (the owner's phone number as the account), and write the reminder in {farmLanguage} and English; {farmConsent}.",
      "At every install, agree the payment day and the reminder with the owner, and write the harvest months of their main crop on the agreement for the grace week.",
      "Every Friday, count the share of instalment plans behind, by agent and by area, next to the week's installs; a ward above {kitBehind} gets visits before it gets more sales.",
      "Call each owner more than a week late, ask what happened (a broken part, a late buyer, a sick child) and agree a date; send the agent if the {kitItem} has stopped working.",
      "In the month before each harvest, remind owners of their grace week by SMS, and after it count how many came back to paying on time.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "A bulk SMS account with an opt-out, and the paybill statement matched to owners every Friday",
      "A one-page plan agreement with the payment day, the reminder consent and the grace week",
    ],
    successMetrics: [
      "The share of plans behind, every Friday, under {kitBehind}",
      "Owners back to paying within two weeks of a call",
      "Owners who pay on time after their grace week",
    ],
    template: `Reminder SMS (three days before, only to owners who agreed at install):
{product}: hello {{first name}}, your {kitItem} payment of {kitMonthly} is due on {{date}}. Pay by {farmMoney}: paybill {{paybill number}}, account {{your phone number}}. Questions or a problem with the {kitUnit}? Call {{support number}}. Reply STOP to stop reminders.

---
Grace week SMS (a month before harvest):
{product}: hello {{first name}}, when you sell your {{crop}} in {{month}}, you have a grace week: pay by {{date}} with no penalty. Thank you for keeping your {kitItem} running.

---
Call to an owner more than a week late:
Hello {{first name}}, this is {{your name}} from {product}. Is the {kitItem} working well? I see this month's {kitMonthly} has not come in yet: has something happened? When could you pay, and can we help? If the {kitUnit} has a problem, {{agent's name}} can come on {{day}}.`,
    marketingWisdom:
      "In pay-as-you-go, repayment is marketing: the owner who pays easily is the one who tells neighbours to buy. Count the share behind as often as you count installs, and call with a question before you call with a demand.",
  },
  {
    id: "kit-agrovets",
    smallholders: 5,
    farmEquipment: true,
    name: "Agrovets and input shops as stockists and referrers: a commission per installed {kitUnit}",
    kinds: ["consumer-app"],
    goals: ["signups", "revenue", "awareness"],
    stages: ALL_STAGES,
    channels: ["partnerships", "flyers", "referral"],
    requires: [],
    uses: ["sales"],
    cost: { min: 20, max: 1000 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "Farmers already trust the agrovet for what to buy, and the agrovet sees every farmer who comes in for seed, fuel cans and sprays: a {kitItem} on display and a commission per referral that gets installed turns the counter into a showroom far from your depot.",
    description:
      "In each market town in {farmAreas}, offer the busiest agrovet a commission for every referred farmer whose {kitItem} is installed, a printed sheet with the saving and the instalment on the counter, and a unit on display if they have the space. Each referral slip carries the shop's name so you can pay the right one.",
    steps: [
      "Visit the two busiest agrovets in each market town of {farmAreas} with the area's agent; ask which farmers come in for fuel, pipes and sprays for irrigated crops.",
      "Offer a commission per referred farmer whose {kitUnit} is installed (your figure, paid by {farmMoney} every Friday), a pad of referral slips with the shop's name, and a sheet for the counter.",
      "Where the shop has room and trusts you, leave a {kitItem} on display, and tell them the date of the next pump day near them.",
      "Every Friday, count referral slips and installs per shop, pay the commission, and ask which questions farmers asked at the counter.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "Referral slip pads with each shop's name, and a counter sheet with the saving and the price",
      "A display unit for the shops with room for one",
    ],
    successMetrics: [
      "Agrovets signed up in each market town",
      "Referrals and installs per shop",
    ],
    template: `To the agrovet (said at the counter, left as a sheet):
Hello {{owner's name}}, I am {{your name}} from {product}. We install {kitItems} for farmers around {{market town}}: {kitCash} cash or {kitMonthly} a month for {kitTerm} by {farmMoney}. Your customers who irrigate ask you about fuel costs: {kitSaving}. For every farmer you send whose {kitItem} is installed, we pay you {{your commission}} by {farmMoney} on the Friday after. Here are slips with your shop's name: the farmer gives one to our agent {{agent's name}} ({{agent's phone}}).

---
Referral slip:
Sent by {{the agrovet's name}}. Farmer's name: ______ Phone: ______ Water source: river / well / pan
{product} agent: {{agent's name}}, {{agent's phone}}`,
    marketingWisdom:
      "The agrovet is where farmers ask what to buy; pay for an install, not for a name, and the shop will send you the farmers who have water and a crop to sell.",
  },
  {
    id: "kit-owner-referrals",
    smallholders: 6,
    farmEquipment: true,
    name: "Referral rewards from happy owners, and after-sales visits in the first month",
    kinds: ["consumer-app"],
    goals: ["signups", "revenue", "retention"],
    stages: BETA_ON,
    channels: ["referral", "sms", "calls"],
    requires: [],
    uses: ["sales", "community"],
    cost: { min: 20, max: 1500 },
    paid: false,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Long-term",
    impact: "High Impact",
    why: "An owner whose {kitItem} has run for a month is the person neighbours ask; a visit in the first month keeps it running, and a reward for each neighbour who installs gives the owner a reason to bring them to see it.",
    description:
      "Two to four weeks after each install, the agent visits: checks the {kitItem}, cleans the filter with the owner, asks what it has saved, and, if the owner is happy, offers a reward for each neighbour who installs (for example a part of next month's instalment). Ask owners' consent before naming them or quoting them at pump days and on the radio.",
    steps: [
      "Set the reward (for example {{part of a month's instalment}} off for each neighbour installed) and print referral cards with the owner's name and the agent's number.",
      "Two to four weeks after each install, the agent visits: the {kitItem} checked, the filter cleaned with the owner, and one question: what did you spend running {kitOld} last month, and what now?",
      "If the owner is happy, give them five referral cards and ask whether they would speak at the next pump day; write down their words, with their consent.",
      "Every Friday, count visits made, referrals and installs from referrals, and pay the rewards by {farmMoney} or on the owner's account.",
    ],
    setupSteps: 1,
    resourcesNeeded: [
      "Referral cards with the owner's name and the agent's number",
      "A visit checklist: the {kitItem} running, the filter, what it has saved, the owner's words",
    ],
    successMetrics: [
      "Owners visited within a month of install",
      "Installs from owners' referrals",
    ],
    template: `Referral card (given by the agent at the after-sales visit):
{{owner's name}} waters with a {product} {kitItem}. Ask them what it saves.
{kitCash} cash or {kitMonthly} a month for {kitTerm}. Agent: {{agent's name}}, {{agent's phone}}.
When your {kitItem} is installed, {{owner's name}} gets {{the reward}}.

---
SMS to an owner a month after install (only if they agreed to messages):
{product}: hello {{first name}}, how is your {kitItem}? {{agent's name}} will visit on {{date}} to check it and clean the filter with you. For every neighbour who installs one, you get {{the reward}}. Reply STOP to stop messages.`,
    marketingWisdom:
      "A machine that keeps working is a salesman on every farm it stands on: visit in the first month so it does, and then ask its owner to bring the neighbour over the fence.",
  },
  {
    id: "kit-radio",
    smallholders: 7,
    farmEquipment: true,
    name: "Radio call-ins about irrigation in {farmRadioLanguages}, with a lead farmer on air",
    kinds: ["consumer-app"],
    goals: ["awareness", "signups"],
    stages: ALL_STAGES,
    channels: ["press", "sms"],
    requires: [],
    uses: ["content", "community"],
    cost: { min: 150, max: 1500 },
    paid: true,
    hoursPerWeek: 1,
    contactsIndividuals: true,
    timeFrame: "Quick Win",
    impact: "Medium Impact",
    why: "Farmers in {farmAreas} listen to the farm show on vernacular radio and believe a farmer who calls in more than an advert: a slot about irrigating in the dry months, with a lead farmer saying what they used to spend running {kitOld}, reaches the wards your agents have not walked yet.",
    description:
      "Buy a segment in an existing farm show or a short call-in slot on stations farmers in {farmAreas} tune to (for example {farmStations}). Each slot is about irrigating through the dry months: a lead farmer or an owner on air, the saving in your numbers, listeners' questions, and the next pump days in each area with the agent's number.",
    steps: [
      "Ask farmers at the first pump days which station and show they listen to, then ask those stations for the rate of a segment or a call-in slot and a different number or keyword per station.",
      "For each slot, line up a lead farmer or an owner, and write the three questions they answer: what did you spend on fuel, what changed, what did you worry about before buying.",
      "In every slot, say the saving ({kitSaving}), the price, and the next pump days with the agent's number twice.",
      "On the day after each slot, count calls and SMS per station, and keep the station that brings more deposits per shilling.",
    ],
    setupSteps: 1,
    resourcesNeeded: [
      "A farm-show segment or call-in slot on one or two stations",
      "A lead farmer or owner for each slot, and the pump-day dates",
    ],
    successMetrics: [
      "Calls and SMS per slot, per station",
      "Deposits from farmers who heard the slot",
    ],
    template: `Running order for a 10-minute segment:
1. Host: "Irrigating through the dry months: what does fuel cost you?" (1 minute)
2. {{lead farmer's name}} from {{village}}: what they spent running {kitOld} ({kitOldCost}), what the {product} {kitItem} changed, what they worried about before buying. (3 minutes)
3. {{your name}} from {product}: {kitCash} cash or {kitMonthly} a month for {kitTerm} by {farmMoney}; pump days this week at {{places and dates}}. (2 minutes)
4. Listeners' calls and SMS. (3 minutes)
5. Host repeats the agent numbers for each area and the pump days. (1 minute)`,
    marketingWisdom:
      "Radio carries a neighbour's voice further than an agent can walk: let a farmer say what fuel and water cost them, and give listeners a pump day to go and see it.",
  },
  {
    id: "kit-county-teams",
    smallholders: 8,
    farmEquipment: true,
    name: "A team in each county: a county lead, a demo {kitItem} in every ward, radio in the county's language and stock near the farms",
    kinds: ["consumer-app"],
    goals: ["revenue", "signups", "awareness"],
    stages: BETA_ON,
    channels: ["events", "press", "partnerships", "sms"],
    requires: [],
    uses: ["sales", "analytics"],
    cost: { min: 2000, max: 20000 },
    paid: true,
    hoursPerWeek: 2,
    contactsIndividuals: true,
    inPerson: true,
    timeFrame: "Long-term",
    impact: "High Impact",
    why: "A budget this size buys what one founder cannot do: someone in each of {farmAreas} who runs the agents, a working {kitItem} within a walk of every farmer, the county's own radio every week, and stock close enough that a farmer who pays the deposit is installed that week.",
    description:
      "Hire a county lead in each of {farmAreas} (someone from the county who has sold to farmers before), put a demo {kitItem} with a lead farmer in every ward where you sell, buy a weekly slot on the stations farmers there tune to ({farmStations}), and keep stock at an agrovet or a store in each county so installs do not wait on the depot. {kitMath}",
    steps: [
      "Write each county's share of the goal ({kitGoal}) and its ceiling on plans behind ({kitBehind}) on one sheet; the county lead answers for both.",
      "Hire a county lead in each of {farmAreas}: from the county, has sold to farmers on credit or instalments before, paid a salary plus a bonus on installs that keep repaying.",
      "With each lead, list the wards where farmers irrigate and put a demo {kitItem} with a lead farmer in each, with a pump day in its first week.",
      "Book a weekly farm-show slot in each county's language and keep a store of {kitItems} and spare parts at an agrovet or a rented room in each county.",
      "Every Friday, read each county's installs, deposits, plans behind and cost per install; move money to the county and the channel that installs most at the lowest share behind.",
    ],
    setupSteps: 2,
    resourcesNeeded: [
      "A county lead in each county, and demo units for every ward you sell in",
      "A weekly radio slot per county and a store of stock and spare parts near the farms",
    ],
    successMetrics: [
      "Installs and the share of plans behind per county, every Friday",
      "Cost per installed {kitUnit} per county and per channel",
      "Days from deposit to install",
    ],
    template: `Job advert for a county lead (read at group meetings, pinned at agrovets, posted where local jobs are):
{product} is hiring a county lead for {{county}}.
You: from {{county}}, have sold to farmers on credit or instalments, can ride a motorbike, and speak {farmRadioLanguages}.
The work: recruit and run our agents, open demo farms in every ward, book pump days and the weekly radio slot, and keep instalments up to date.
Pay: {{salary}} a month plus {{bonus}} for each {kitUnit} installed whose owner has paid three instalments.
Apply by SMS or call {{your phone number}} with your name, county and what you have sold before, by {{date}}.`,
    marketingWisdom:
      "Money scales what already works, not what has not been tried: copy the county that installs most with the fewest plans behind, and give each county one person who is judged on both.",
  },
];

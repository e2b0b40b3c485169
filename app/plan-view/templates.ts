/**
 * Which communication template a tactic card shows (SPEC section 5, "Tactic template choice").
 * The tactic's name picks a keyword family with a ready-to-send template; the server's own
 * template wins only when it clearly is a usable email and the name belongs to no family that
 * already has a better one. Pure: no I/O, no randomness.
 */

export type TemplateFamily =
  | "email"
  | "linkedin"
  | "content"
  | "social"
  | "webinar"
  | "launch"
  | "partner"
  | "referral"
  | "generic";

/** Checked in this order; the first family whose keyword is in the name wins. */
const FAMILY_KEYWORDS: [TemplateFamily, string[]][] = [
  ["email", ["email", "outreach", "sales"]],
  ["linkedin", ["linkedin"]],
  ["content", ["content", "blog"]],
  ["social", ["social"]],
  ["webinar", ["webinar", "workshop"]],
  ["launch", ["launch", "product hunt"]],
  ["partner", ["partner", "collaboration"]],
  ["referral", ["referral"]],
];

/** A tactic named with any of these keeps the family template even if the server sent an email. */
const SERVER_TEMPLATE_BLOCKERS = [
  "email", "outreach", "content", "template", "partner", "linkedin", "message", "campaign", "social",
];

export function templateFamily(tacticName: string): TemplateFamily {
  const name = tacticName.toLowerCase();
  for (const [family, keywords] of FAMILY_KEYWORDS) {
    if (keywords.some((k) => name.includes(k))) return family;
  }
  return "generic";
}

/**
 * SPEC 5: longer than 100 characters, looks like an email ("subject:" or "hi [", plus a mention of
 * email, template, message or script), and a tactic name free of every blocker keyword.
 */
export function isUsableServerTemplate(tacticName: string, template: string | undefined | null): boolean {
  if (typeof template !== "string" || template.length <= 100) return false;
  const body = template.toLowerCase();
  const emailShaped = body.includes("subject:") || body.includes("hi [");
  const mentions = ["email", "template", "message", "script"].some((w) => body.includes(w));
  if (!emailShaped || !mentions) return false;
  const name = tacticName.toLowerCase();
  return !SERVER_TEMPLATE_BLOCKERS.some((k) => name.includes(k));
}

export const FAMILY_TEMPLATES: Record<TemplateFamily, string> = {
  email: `Subject: Quick question about {{specific problem}} at {{company}}

Hi {{first name}},

I noticed {{something specific their post review job ad or launch}}. It sounds like {{specific problem}} is costing your team {{time or money or focus}}.

I'm building {product}, which helps {audience} {{core outcome}} without {{common frustration}}. {{one line of proof a number a customer or a result}}

Would a 15-minute walkthrough next week be useful? If not, no reply needed, and thanks for reading.

{{your name}}
{product} · {website}

---
Follow-up (4 days later, same thread):

Hi {{first name}}, bumping this once in case it got buried. Happy to send a 2-minute video instead of a call if that's easier. Either way, good luck with {{their current project}}.`,

  linkedin: `Connection request (under 300 characters):
Hi {{first name}}, I enjoyed your post on {{topic}}. I'm working on {product} for {audience} and I'm learning from people who deal with {{problem}} every day. Would love to connect.

Message after they accept:
Thanks for connecting, {{first name}}! Quick question, no pitch: how does your team handle {{problem}} today? I'm collecting real workflows before building the next part of {product}, and yours sounds interesting.

If they reply with a pain point:
That's exactly the gap we're working on. Would it help if I showed you a 10-minute demo of how {product} handles {{their specific case}}? If it's not a fit, I'll say so.`,

  content: `Title: How {audience} can {{achieve outcome}} without {{common frustration}}

Hook (2-3 sentences):
Most {audience} try to {{common approach}}. It fails because {{reason}}. Here's what works instead, with real numbers from {{source or your own experiment}}.

Outline:
1. The problem in one story: {{a real situation your customer recognises}}
2. Why the usual fix fails: {{the trap}}
3. The approach that works: {{your method step by step}}
4. Example with numbers: {{before  after}}
5. A checklist readers can use today: {{3-5 items}}

Call to action:
If you want to {{outcome}} without doing it by hand, {product} does {{the step above}} for you. Try it free: {website}`,

  social: `Post 1 (story):
{{number}} months ago I {{started or struggled with}} {{problem}}.
Here's what I learned the hard way:
→ {{lesson 1}}
→ {{lesson 2}}
→ {{lesson 3}}
Which one surprised you?

Post 2 (behind the scenes):
Building {product} in public, week {{number}}:
✅ Shipped: {{feature}}
📈 Numbers: {{metric}} went from {{x}} to {{y}}
🤔 Stuck on: {{honest problem}}
Ideas welcome.

Post 3 (soft ask):
We're opening {product} to {{number}} more {audience} who want to {{outcome}}.
Reply "in" and I'll send you early access.`,

  webinar: `Subject: Live session: how {audience} {{achieve outcome}} in {{timeframe}}

Hi {{first name}},

On {{date}} at {{time and time zone}} I'm running a free 45-minute workshop for {audience}: "{{workshop title}}".

You'll leave with:
• {{takeaway 1 a concrete skill}}
• {{takeaway 2 a template or checklist}}
• {{takeaway 3 answers to your questions live}}

No slides marathon: 25 minutes of walkthrough, 20 minutes of Q&A. A recording goes to everyone who registers.

Save your seat: {website}

{{your name}}, {product}

---
Reminder (1 hour before):
Starting in 1 hour: {{workshop title}}. Join here: {website}. Bring one real question about {{topic}}.`,

  launch: `Launch post (Product Hunt / community):
Hi everyone! I'm {{your name}}, maker of {product}.

{product} helps {audience} {{outcome}} without {{frustration}}.
I built it because {{short personal story}}.

What makes it different:
• {{difference 1}}
• {{difference 2}}
• {{difference 3}}

Launch offer: {{offer}} for the first {{number}} users, this week only.
I'd love your honest feedback, especially the harsh kind. I'm here all day to answer questions.

---
Email to your waitlist (launch morning):
Subject: {product} is live today

Hi {{first name}}, you signed up early, so you're hearing it first: {product} is live. Your founding-member offer: {{offer}}, until {{date}}. If you have 30 seconds, a comment on {{launch page link}} would mean a lot.`,

  partner: `Subject: Idea for {{partner company}} + {product} users

Hi {{first name}},

I'm {{your name}}, founder of {product}. {{number}} of our users also use {{partner product}}, and several asked for {{integration or joint use case}}.

A small proposal:
1. We build and maintain the integration (no work on your side).
2. We write a joint tutorial for both communities.
3. You share it once with your users if you like the result.

Our audience: {{size and type}}. Yours overlaps on {{shared customer need}}.

Open to a 20-minute call next week to see if this fits your roadmap?

{{your name}}
{product} · {website}`,

  referral: `In-app message / email to happy users:
Subject: A small thank-you (and a favour)

Hi {{first name}},

You've been using {product} for {{time period}}, and {{specific result they got}} made our week.

If you know one other {{role or type of person}} who struggles with {{problem}}, would you share your link?
{{personal referral link}}

When they sign up, you both get {{reward a free month or extra credits or feature}}.

Thanks for being one of the people who made {product} better.
{{your name}}

---
Share text they can copy:
I've been using {product} to {{outcome}}. It saved me {{result}}. You get {{reward}} with my link: {website}`,

  generic: `First message:
Hi {{name}},

I'm {{your name}}, and I'm building {product} for {audience} who struggle with {{problem}}.

I'd love 15 minutes of your perspective: how do you handle {{problem}} today, and what have you tried that didn't work? No sales pitch; I'm learning before I build the next part.

Would {{day}} or {{day}} work?

Thanks,
{{your name}}

---
Follow-up (5 days later):
Hi {{name}}, a quick nudge in case this got lost. If a call is too much, two lines by reply would help just as much: what's the most annoying part of {{problem}} for you?

---
After the conversation:
Thanks for your time, {{name}}. The thing that stuck with me: {{their insight}}. I'll let you know when {{feature or fix}} is ready, and I'd love your early opinion.`,
};

/**
 * SPEC 5's choice for a tactic without a template of its own: the server's template when it clearly
 * is a usable email, else the keyword family's. `fill` puts in the founder's facts (the plan review
 * passes the answers' filler); given a bare product name, the rest stays a {{slot}}.
 */
export function chooseTemplate(tacticName: string, serverTemplate?: string | null, fill: string | ((text: string) => string) = ""): string {
  if (isUsableServerTemplate(tacticName, serverTemplate)) return serverTemplate!;
  const family = FAMILY_TEMPLATES[templateFamily(tacticName)];
  if (typeof fill === "function") return fill(family);
  return family
    .replace(/\{product\}/g, () => fill.trim() || "{{your product}}")
    .replace(/\{website\}/g, "{{link to your page}}")
    .replace(/\{audience\}/g, "{{who it is for}}");
}

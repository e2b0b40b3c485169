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
  email: `Subject: Quick question about [specific problem] at [Company]

Hi [First name],

I noticed [something specific: their post, review, job ad or launch]. It sounds like [specific problem] is costing your team [time / money / focus].

I'm building [Product], which helps [audience] [core outcome] without [common frustration]. [One line of proof: a number, a customer or a result.]

Would a 15-minute walkthrough next week be useful? If not, no reply needed, and thanks for reading.

[Your name]
[Product] · [link]

---
Follow-up (4 days later, same thread):

Hi [First name], bumping this once in case it got buried. Happy to send a 2-minute video instead of a call if that's easier. Either way, good luck with [their current project].`,

  linkedin: `Connection request (under 300 characters):
Hi [First name], I enjoyed your post on [topic]. I'm working on [Product] for [audience] and I'm learning from people who deal with [problem] every day. Would love to connect.

Message after they accept:
Thanks for connecting, [First name]! Quick question, no pitch: how does your team handle [problem] today? I'm collecting real workflows before building the next part of [Product], and yours sounds interesting.

If they reply with a pain point:
That's exactly the gap we're working on. Would it help if I showed you a 10-minute demo of how [Product] handles [their specific case]? If it's not a fit, I'll say so.`,

  content: `Title: How [audience] can [achieve outcome] without [common frustration]

Hook (2-3 sentences):
Most [audience] try to [common approach]. It fails because [reason]. Here's what works instead, with real numbers from [source / your own experiment].

Outline:
1. The problem in one story: [a real situation your customer recognises]
2. Why the usual fix fails: [the trap]
3. The approach that works: [your method, step by step]
4. Example with numbers: [before → after]
5. A checklist readers can use today: [3-5 items]

Call to action:
If you want to [outcome] without doing it by hand, [Product] does [the step above] for you. Try it free: [link]`,

  social: `Post 1 (story):
[Number] months ago I [started / struggled with] [problem].
Here's what I learned the hard way:
→ [lesson 1]
→ [lesson 2]
→ [lesson 3]
Which one surprised you?

Post 2 (behind the scenes):
Building [Product] in public, week [number]:
✅ Shipped: [feature]
📈 Numbers: [metric] went from [x] to [y]
🤔 Stuck on: [honest problem]
Ideas welcome.

Post 3 (soft ask):
We're opening [Product] to [number] more [audience] who want to [outcome].
Reply "in" and I'll send you early access.`,

  webinar: `Subject: Live session: how [audience] [achieve outcome] in [timeframe]

Hi [First name],

On [date] at [time + time zone] I'm running a free 45-minute workshop for [audience]: "[Workshop title]".

You'll leave with:
• [takeaway 1: a concrete skill]
• [takeaway 2: a template or checklist]
• [takeaway 3: answers to your questions, live]

No slides marathon: 25 minutes of walkthrough, 20 minutes of Q&A. A recording goes to everyone who registers.

Save your seat: [link]

[Your name]

---
Reminder (1 hour before):
Starting in 1 hour: [Workshop title]. Join here: [link]. Bring one real question about [topic].`,

  launch: `Launch post (Product Hunt / community):
Hi everyone! I'm [Your name], maker of [Product].

[Product] helps [audience] [outcome] without [frustration].
I built it because [short personal story].

What makes it different:
• [difference 1]
• [difference 2]
• [difference 3]

Launch offer: [offer] for the first [number] users, this week only.
I'd love your honest feedback, especially the harsh kind. I'm here all day to answer questions.

---
Email to your waitlist (launch morning):
Subject: [Product] is live today

Hi [First name], you signed up early, so you're hearing it first: [Product] is live. Your founding-member offer: [offer], until [date]. If you have 30 seconds, a comment on [launch page link] would mean a lot.`,

  partner: `Subject: Idea for [Partner company] + [Product] users

Hi [First name],

I'm [Your name], founder of [Product]. [Number] of our users also use [Partner product], and several asked for [integration / joint use case].

A small proposal:
1. We build and maintain the integration (no work on your side).
2. We write a joint tutorial for both communities.
3. You share it once with your users if you like the result.

Our audience: [size and type]. Yours overlaps on [shared customer need].

Open to a 20-minute call next week to see if this fits your roadmap?

[Your name]
[Product] · [link]`,

  referral: `In-app message / email to happy users:
Subject: A small thank-you (and a favour)

Hi [First name],

You've been using [Product] for [time period], and [specific result they got] made our week.

If you know one other [role / type of person] who struggles with [problem], would you share your link?
[personal referral link]

When they sign up, you both get [reward: a free month / extra credits / feature].

Thanks for being one of the people who made [Product] better.
[Your name]

---
Share text they can copy:
I've been using [Product] to [outcome]. It saved me [result]. You get [reward] with my link: [link]`,

  generic: `First message:
Hi [Name],

I'm [Your name], and I'm building [Product] for [audience] who struggle with [problem].

I'd love 15 minutes of your perspective: how do you handle [problem] today, and what have you tried that didn't work? No sales pitch; I'm learning before I build the next part.

Would [day] or [day] work?

Thanks,
[Your name]

---
Follow-up (5 days later):
Hi [Name], a quick nudge in case this got lost. If a call is too much, two lines by reply would help just as much: what's the most annoying part of [problem] for you?

---
After the conversation:
Thanks for your time, [Name]. The thing that stuck with me: [their insight]. I'll let you know when [feature / fix] is ready, and I'd love your early opinion.`,
};

/** Fills [Product] with the product's name when it is known; every other placeholder stays. */
function personalise(template: string, productName: string | undefined): string {
  const name = productName?.trim();
  return name ? template.replace(/\[(?:Your )?Product\]/g, () => name) : template;
}

export function chooseTemplate(
  tacticName: string,
  serverTemplate?: string | null,
  context: { productName?: string } = {},
): string {
  if (isUsableServerTemplate(tacticName, serverTemplate)) return serverTemplate!;
  return personalise(FAMILY_TEMPLATES[templateFamily(tacticName)], context.productName);
}

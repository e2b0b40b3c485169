import type { Reading } from "~/plan-quality/reading";
import { DISCOVERY_QUESTIONS } from "./library/general";
import type { LibraryTactic } from "./types";

/**
 * How a few small-business tactics read for a firm that sells its people's work (bookkeeping, an
 * agency, consulting) rather than software: no account, trial or free month, but an introduction,
 * a first meeting and a thank-you. Keyed by tactic id; these fields replace the usual ones.
 */
const FOR_SERVICES: Record<string, Partial<LibraryTactic>> = {
  // A firm has no product to pre-order: the commitment is a first month or a fixed-fee trial engagement.
  "sw-customer-discovery-calls": {
    steps: [
      "Write down the three beliefs about {audience} that would hurt most if wrong (they hit the problem often, they already try to fix it, they pay for a fix today) and the past-behaviour question that tests each.",
      "List 40 people to invite: past enquiries, people who described the problem in public, and owners your clients know who fit; expect about half to say yes.",
      "Send the invitation below one person at a time, by email or direct message, and book 20-minute conversations over the next two weeks, at a time that suits their working day.",
      "Run every conversation on the past: the last time it happened, what they did, what it cost; write down their exact phrases within an hour of hanging up.",
      "Only at the end, describe what {product} would do for them in two minutes and ask for a commitment: a first month with {product} (the fee is {price}), a fixed-fee first engagement on one real piece of their work, or an introduction to another owner with the problem.",
      "After 15 to 20 conversations, rewrite the first lines of your website and your proposals in their words, and send everyone a short thank-you with what you learned.",
    ],
    successMetrics: [
      "15 to 20 conversations held within three weeks",
      "At least three people who commit to something: a first month, a fixed-fee first engagement or an introduction",
      "A headline rewritten in phrases at least three people used",
      "Progress towards {metrics}",
    ],
    template: `Subject: 20 minutes on how you handle {{the problem}}?

Hi {{first name}},

I'm {{your name}} at {product}, and we work for {audience}. I'm not selling anything in this call: I'm trying to understand how people like you deal with {{the problem}} today, and what it costs you.

Could you spare 20 minutes this week or next? Pick any slot here: {{booking link}}. I'll send you a short summary of what I hear from everyone.

Thanks,
{{your name}}

---
${DISCOVERY_QUESTIONS}
Only at the very end: say what {product} would take off their hands and ask, "Would you like us to take on your first month (our fee is {price}), or one piece of the work for a fixed fee, so you can judge us on your own numbers?"`,
  },
  "smb-adviser-partners": {
    name: "Introductions from the people your buyers already trust",
    why: "{audience} ask the people they already trust (their suppliers, their trade association, another owner) who to use, so a handful who recommend {product} bring clients who arrive already convinced.",
    description:
      "Most small businesses lean on a few trusted contacts: the suppliers who visit every week, their trade association, the owners they came up with. Ask five of them who serve many {audience} {geo} to introduce {product} when an owner complains about the work you take off their hands, and thank them for every introduction. They are asked for names all the time; make yours the easy one to give.",
    steps: [
      "Ask each of your clients who they turn to for advice (suppliers, the trade association, a fellow owner) and whether they know another owner who should meet you; list 20 who deal with many of your buyers.",
      "Write a one-page introduction sheet: what {product} does, for whom, one client's result and {price}, and how you thank people for an introduction (where their rules allow).",
      "Write to the 20 with the note below, and meet each one who replies, at a time that suits their working day.",
      "When someone introduces a business, meet the owner within a week, and tell the person who introduced them how it went.",
      "Track introductions by who made them, spend your time on the two or three who send clients, and thank them in person.",
    ],
    setupSteps: 2,
    resourcesNeeded: ["A one-page introduction sheet", "A thank-you for each introduction that becomes a client", "A list of 20 trusted contacts"],
    successMetrics: ["5 people who have agreed to introduce you within two months", "Each of them introduces one business a month", "Progress towards: {metrics}"],
    template: `Subject: Introductions for {{their firm}}'s customers

Hi {{first name}},

{{their firm}} works with many {audience}, and they are exactly the businesses we work for. {pitch}

When one of your customers mentions {{the problem you take off their hands}}, would you give them our name? We'll always say who sent them, keep you posted, and thank you properly for every introduction that becomes a client.

Could I buy you a coffee next week and tell you more? Reply with a time and we'll fit around you.

{{your name}}
{product} · {website}`,
  },
};

/** The tactic as a firm that sells its people's work reads it: its services text, when it has one. */
export function forServices(t: LibraryTactic, r: Reading): LibraryTactic {
  const variant = r.services ? FOR_SERVICES[t.id] : undefined;
  return variant ? { ...t, ...variant } : t;
}

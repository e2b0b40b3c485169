import type { AudienceType } from "~/wizard/options";
import type { GuerrillaTactic } from "~/generation/schemas";
import type { PlanContext } from "./context";

type GuerrillaIdea = GuerrillaTactic & { audiences: AudienceType[] | "all"; localOnly?: boolean };

const B2B: AudienceType[] = ["b2b-enterprise", "b2b-smb", "freelancer"];

/** Cheap, fast, slightly unusual ideas; text may use the same {tokens} as the tactic library. */
const IDEAS: GuerrillaIdea[] = [
  {
    name: "Rescue your competitors' unhappy users",
    description:
      "Set free alerts (F5Bot, X search, Google Alerts) for people complaining about the tools {product} replaces. Reply with genuine help first, and offer a free migration or an extended trial only when it fits.",
    costLevel: "Free",
    impact: "High",
    audiences: "all",
  },
  {
    name: "Free teardown for 10 prospects",
    description:
      "Record a 3-minute video audit of a prospect's current setup, showing two quick fixes and where {product} would help, and send it unasked. It is outreach that gives value before asking for anything.",
    costLevel: "Free",
    impact: "High",
    audiences: [...B2B, "creators", "prosumer"],
  },
  {
    name: "Launch stacking week",
    description:
      "Line up Product Hunt, a Show HN post, two subreddits, a newsletter swap and your own list within the same week, so each mention of {product} amplifies the others.",
    costLevel: "Free",
    impact: "High",
    audiences: ["developer", "prosumer", "creators", "b2c-niche", "freelancer", "mixed", "other"],
  },
  {
    name: "\"Made with {product}\" badge",
    description:
      "Add a small, removable \"Made with {product}\" link to what free users create or share. Every output becomes a quiet referral to people just like your users.",
    costLevel: "Free",
    impact: "Medium",
    audiences: ["creators", "b2c-general", "b2c-niche", "prosumer", "students", "freelancer", "developer"],
  },
  {
    name: "Comment before you pitch",
    description:
      "Leave ten thoughtful comments a day on posts by the buyers you want. In three weeks they recognise your name, and your outreach about {product} gets opened.",
    costLevel: "Free",
    impact: "Medium",
    audiences: [...B2B],
  },
  {
    name: "QR stickers and flyers where your audience gathers",
    description:
      "Put a QR code to a special {product} offer page on noticeboards, coworking spaces, campuses and meetups {near}. Track scans per location and keep only the places that convert.",
    costLevel: "Under $100",
    impact: "Medium",
    audiences: ["b2c-general", "b2c-niche", "students", "b2b-smb", "freelancer"],
    localOnly: true,
  },
  {
    name: "Public office hours",
    description:
      "Host a free weekly live session (X Spaces, LinkedIn Live or Discord stage) where {audience} bring a problem and you solve it live, using {product} when it helps.",
    costLevel: "Free",
    impact: "Medium",
    audiences: "all",
  },
  {
    name: "Ride a big event's wave",
    description:
      "When a conference or launch your audience follows happens, publish live notes, a summary thread or a side meetup the same day, and mention {product} once, naturally.",
    costLevel: "Free",
    impact: "Medium",
    audiences: "all",
  },
  {
    name: "Founder's personal welcome for every new user",
    description:
      "For one month, send every new {product} user a personal one-line email or a 30-second video from the founder. Replies become onboarding calls, testimonials and bug reports.",
    costLevel: "Free",
    impact: "High",
    audiences: "all",
  },
];

/** Four ideas (the result view shows the first three): audience fit first, then library order. */
export function buildGuerrilla(ctx: PlanContext): GuerrillaTactic[] {
  const a = ctx.answers;
  const local = a.audienceGeography === "local" || a.audienceGeography === "specific-country";
  const fit = (idea: GuerrillaIdea) =>
    (idea.audiences === "all" ? 1 : idea.audiences.includes(a.audienceType) ? 2 : 0) +
    (idea.localOnly ? (local ? 2 : -3) : 0) +
    (idea.impact === "High" ? 1 : 0);
  return IDEAS.map((idea, index) => ({ idea, index, score: fit(idea) }))
    .sort((x, y) => y.score - x.score || x.index - y.index)
    .slice(0, 4)
    .map(({ idea }) => ({
      name: ctx.fill(idea.name),
      description: ctx.fill(idea.description),
      costLevel: idea.costLevel,
      impact: idea.impact,
    }));
}

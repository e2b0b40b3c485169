import type { AudienceType } from "~/wizard/options";
import type { MarketingPlan } from "~/generation/schemas";
import type { PlanContext } from "./context";

/** How each audience likes to see itself: the raw material of the Identity lever. */
const IDENTITY: Record<AudienceType, string> = {
  "b2b-enterprise": "teams that run on evidence, not guesswork",
  "b2b-smb": "small teams that punch above their weight",
  "b2c-general": "people who like life a little more under control",
  "b2c-niche": "people who take their passion seriously",
  developer: "developers who would rather ship than configure",
  freelancer: "independents who run a business, not just a job",
  creators: "creators who treat their work as a craft",
  prosumer: "power users who choose the best tool, not the default one",
  students: "learners who work smarter, not longer",
  mixed: "people who get things done",
  other: "people who get things done",
};

/** The Marketing Mastery Framework: four emotion levers and four logic levers, with examples. */
export function buildEducation(ctx: PlanContext): MarketingPlan["marketingEducation"] {
  const { product, audience } = ctx;
  const identity = IDENTITY[ctx.answers.audienceType];
  return {
    emotionEngine: {
      title: "The Emotion Engine",
      description: `Why ${audience} want ${product}: the feelings that make someone stop scrolling and act. Emotion gets the click; use it in headlines, hooks and the first line of every message.`,
      levers: [
        {
          name: "Desire",
          description: "Show the outcome they crave, in their words, rather than the features that produce it.",
          example: `"What would you do with the hours ${product} gives back every week?"`,
        },
        {
          name: "Identity",
          description: "People buy what fits who they are or want to be. Name the tribe and invite them in.",
          example: `"${product} is for ${identity}."`,
        },
        {
          name: "Urgency",
          description: "Give an honest reason to act now: a cost of waiting, a deadline, a limited offer.",
          example: `"Every week without ${product} is another week of [the pain]. Setting it up takes five minutes."`,
        },
        {
          name: "Transform",
          description: "Tell the before-and-after story. The change is what people pay for, not the tool.",
          example: `"We went from dreading [task] every Monday to having it done before the coffee cooled. That's ${product}."`,
        },
      ],
    },
    logicEngine: {
      title: "The Logic Engine",
      description: `How ${audience} justify choosing ${product}: the facts that survive a second look, a manager's question or a comparison tab. Logic closes the sale; use it on pricing pages, in demos and follow-ups.`,
      levers: [
        {
          name: "Position",
          description: "Say which category you are in and how you differ from the obvious alternative.",
          example: `"${product} is the [category] for ${audience} who need [key benefit], unlike [alternative], which [its limitation]."`,
        },
        {
          name: "Clarity",
          description: "One sentence anyone can repeat: who it's for, what it does, what they get.",
          example: `"${product} helps ${audience} [do X] so they can [outcome]."`,
        },
        {
          name: "Proof",
          description: "Numbers, names and quotes that show it works for people like them.",
          example: `"[Number] ${audience} use ${product}; [Customer] cut [metric] by [x]% in the first month."`,
        },
        {
          name: "Journey",
          description: "Make the next step obvious and small, from first visit to first result.",
          example: `"Sign up, [first action] in five minutes, and see [first result] on day one with ${product}."`,
        },
      ],
    },
  };
}

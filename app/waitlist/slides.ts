import { SLIDE_IMAGES } from "./slide-images";

/**
 * The seven screenshots of the waitlist's carousel (SPEC 2, /waitlist), in the order a founder meets
 * them. The images are real screenshots of this app, made by scripts/screenshots.ts, which also
 * writes their sizes to ./slide-images.ts.
 */
export const SLIDE_IDS = [
  "homepage",
  "product-details",
  "generating",
  "customer-profile",
  "guerrilla-tactics",
  "marketing-plan",
  "timeline",
] as const;
export type SlideId = (typeof SLIDE_IDS)[number];

const TEXTS: Record<SlideId, { title: string; alt: string }> = {
  homepage: {
    title: "Homepage",
    alt: "Homepage: the Marketing Plan Generator with its Get Started button and three value cards",
  },
  "product-details": {
    title: "Product details",
    alt: "Product details: step 1 of 4 of the plan form, filled in for Driftcheck, a developer tool",
  },
  generating: {
    title: "Generating",
    alt: "Generating: the countdown and progress while Liftoff writes the plan",
  },
  "customer-profile": {
    title: "Customer profile",
    alt: "Customer profile: who buys Driftcheck, their needs, pain points and objections",
  },
  "guerrilla-tactics": {
    title: "Guerrilla tactics",
    alt: "Guerrilla tactics: quick, cheap plays for Driftcheck and the indie developer toolkit",
  },
  "marketing-plan": {
    title: "Marketing plan",
    alt: "Marketing plan: the strategy overview and tactic cards with ready-to-send templates",
  },
  timeline: {
    title: "Timeline",
    alt: "Timeline: the implementation phases week by week, with checklists",
  },
};

export type Slide = { id: SlideId; title: string; alt: string; src: string; width: number; height: number };

export const SLIDES: readonly Slide[] = SLIDE_IDS.map((id) => ({ id, ...TEXTS[id], ...SLIDE_IMAGES[id] }));

// Written by scripts/screenshots.ts: do not edit. The carousel's images under public/ and their sizes.
export const SLIDE_IMAGES = {
  "homepage": { src: "/waitlist/homepage.webp", width: 960, height: 600 },
  "product-details": { src: "/waitlist/product-details.webp", width: 960, height: 600 },
  "generating": { src: "/waitlist/generating.webp", width: 960, height: 600 },
  "customer-profile": { src: "/waitlist/customer-profile.webp", width: 960, height: 600 },
  "guerrilla-tactics": { src: "/waitlist/guerrilla-tactics.webp", width: 960, height: 600 },
  "marketing-plan": { src: "/waitlist/marketing-plan.webp", width: 960, height: 600 },
  "timeline": { src: "/waitlist/timeline.webp", width: 960, height: 600 },
} as const;

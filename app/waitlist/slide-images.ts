// Written by scripts/screenshots.ts: do not edit. The carousel's images under public/ and their sizes.
export const SLIDE_IMAGES = {
  "homepage": { src: "/waitlist-slides/homepage.webp", width: 960, height: 600 },
  "product-details": { src: "/waitlist-slides/product-details.webp", width: 960, height: 600 },
  "generating": { src: "/waitlist-slides/generating.webp", width: 960, height: 600 },
  "customer-profile": { src: "/waitlist-slides/customer-profile.webp", width: 960, height: 600 },
  "guerrilla-tactics": { src: "/waitlist-slides/guerrilla-tactics.webp", width: 960, height: 600 },
  "marketing-plan": { src: "/waitlist-slides/marketing-plan.webp", width: 960, height: 600 },
  "timeline": { src: "/waitlist-slides/timeline.webp", width: 960, height: 600 },
} as const;

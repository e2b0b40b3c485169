import type { PlanFormData } from "../../app/wizard/types";

/** A complete, valid set of plan-form answers, shared by the integration and e2e helpers. */
const words = (n: number, word: string) => Array.from({ length: n }, (_, i) => `${word}${i % 7}`).join(" ");

export const answers: PlanFormData = {
  productName: "Rocketboard",
  productWebsite: "https://rocketboard.example",
  productType: "saas",
  productStage: "beta",
  productDescription: `Rocketboard is a calm planning board for small product teams. ${words(55, "feature")}`,
  audienceType: "b2b-smb",
  audienceGeography: "europe",
  audiencePersona: `Founders and first product managers at small software companies. ${words(55, "persona")}`,
  budgetRange: "seed",
  timeHorizon: "quarter",
  skills: ["content", "sales"],
  primaryGoal: "signups",
  successMetrics: "200 weekly active teams",
  challenges: "Nobody knows us yet and we have little time",
  includeMarketingWisdom: true,
};

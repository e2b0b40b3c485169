import type { PlanFormData } from "../app/wizard/types";

const words = (n: number, word: string) => Array.from({ length: n }, (_, i) => `${word}${i % 9}`).join(" ");

/** A complete, valid set of answers for the generation benchmark. */
export const sampleAnswers: PlanFormData = {
  productName: "Benchboard",
  productWebsite: "https://benchboard.example",
  productType: "saas",
  productStage: "beta",
  productDescription: `A calm planning board for small product teams. ${words(60, "feature")}`,
  audienceType: "b2b-smb",
  audienceGeography: "north-america",
  audiencePersona: `Founders and first product managers. ${words(60, "persona")}`,
  budgetRange: "seed",
  timeHorizon: "quarter",
  skills: ["content", "sales", "seo"],
  primaryGoal: "signups",
  successMetrics: "200 weekly active teams",
  challenges: "Nobody knows us yet",
  includeMarketingWisdom: true,
};

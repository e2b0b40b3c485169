import type { ZodIssue } from "zod";
import {
  PROFILE_FIELDS, customerProfileSchema, marketingPlanSchema, type CustomerProfile, type MarketingPlan,
} from "./schemas";

/**
 * The checks of SPEC section 5 ("Response checks") on a reply already parsed from JSON, worded
 * exactly as the spec's error catalogue. Throws ResponseCheckError; the message is the detail.
 */

export class ResponseCheckError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ResponseCheckError";
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** "tactics[0].template" from ["tactics", 0, "template"]. */
export function fieldPath(path: (string | number)[]): string {
  return path.reduce<string>((out, key) => (typeof key === "number" ? `${out}[${key}]` : out ? `${out}.${key}` : key), "");
}

function valueAt(root: unknown, path: (string | number)[]): unknown {
  let node = root;
  for (const key of path) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string | number, unknown>)[key];
  }
  return node;
}

function describeIssue(root: unknown, issue: ZodIssue): string {
  const field = fieldPath(issue.path);
  return valueAt(root, issue.path) === undefined
    ? `API response missing required field: ${field}`
    : `API response has an invalid value for field: ${field}`;
}

export function checkPlan(reply: unknown): MarketingPlan {
  if (!isRecord(reply) || !("strategySummary" in reply) || !("tactics" in reply) || !("timeline" in reply)) {
    throw new ResponseCheckError("API response missing required sections");
  }
  if (!Array.isArray(reply.tactics) || reply.tactics.length === 0) throw new ResponseCheckError("API response missing tactics");
  if (!Array.isArray(reply.timeline) || reply.timeline.length === 0) {
    throw new ResponseCheckError("API response missing timeline phases");
  }
  const parsed = marketingPlanSchema.safeParse(reply);
  // A failed parse has at least one issue.
  if (!parsed.success) throw new ResponseCheckError(describeIssue(reply, parsed.error.issues[0]!));
  return parsed.data;
}

export function checkProfile(reply: unknown): CustomerProfile {
  const record = isRecord(reply) ? reply : {};
  const missing = PROFILE_FIELDS.filter((field) => record[field] === undefined || record[field] === null);
  if (missing.length > 0) throw new ResponseCheckError(`Customer profile is missing required fields: ${missing.join(", ")}`);
  const parsed = customerProfileSchema.safeParse(reply);
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((i) => fieldPath(i.path)))];
    throw new ResponseCheckError(`Customer profile has invalid fields: ${fields.join(", ")}`);
  }
  return parsed.data;
}

export const planFailureMessage = (detail: string) =>
  `Failed to generate marketing plan. Please check your AI provider API key or try again later. Error: ${detail}`;

export const profileFailureMessage = (detail: string) =>
  `Failed to generate customer profile. Please check your AI provider API key or try again later. Error: ${detail}`;

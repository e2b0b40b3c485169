/**
 * Reads a generated plan and a customer profile defensively. The input may come from the AI
 * provider, the built-in planner, an old saved record (snake_case or camelCase, SPEC section 3),
 * or anything in between: every view reads these view models, never the raw JSON, so a missing
 * part, an odd type or a literal "undefined" never reaches the screen and nothing crashes.
 */

export type LeverView = { name: string; description: string; example: string };
export type EngineView = { title: string; description: string; levers: LeverView[] };
export type TacticView = {
  name: string;
  /** Why it fits this business; "" when the plan does not say. */
  why: string;
  description: string;
  timeFrame: string;
  impact: string;
  implementation: string[];
  resourcesNeeded: string[];
  successMetrics: string[];
  /** The template as the server sent it; templates.ts decides whether it is shown. */
  template: string;
  /** "" when absent; the view falls back to a default tip. */
  marketingWisdom: string;
};
export type PhaseView = { title: string; weeks: string; tasks: string[] };
export type GuerrillaView = { name: string; description: string; costLevel: string; impact: string };
export type PlanView = {
  strategySummary: string;
  primaryFocus: string[];
  tactics: TacticView[];
  timeline: PhaseView[];
  emotionEngine: EngineView;
  logicEngine: EngineView;
  guerrillaTactics: GuerrillaView[];
  source: "ai" | "built-in" | null;
};
export type ProfileView = {
  overview: string;
  demographics: string[];
  behaviors: string[];
  needs: string[];
  painPoints: string[];
  goals: string[];
  objections: string[];
  buyingProcess: string;
};

type Rec = Record<string, unknown>;

// Text a model sometimes emits for "nothing"; never worth showing.
const JUNK = new Set(["undefined", "null", "nan", "[object object]", "none", "n/a"]);
// Keys that carry the readable part of an object where a string was expected.
const TEXT_KEYS = ["text", "content", "value", "task", "title", "name", "description", "label"];
// Hard caps so a runaway reply cannot make a page of megabytes.
const MAX_TEXT = 20_000;
const MAX_ITEMS = 100;

function isRecord(value: unknown): value is Rec {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A JSON string is accepted where an object was expected (some stores keep plans as text). */
function parseMaybe(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  if (!trimmed.startsWith("{") && !trimmed.startsWith("[")) return value;
  try {
    return JSON.parse(trimmed);
  } catch {
    return value;
  }
}

function snake(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** The first present value among a camelCase key, its snake_case twin and any aliases. */
function field(obj: unknown, key: string, ...aliases: string[]): unknown {
  if (!isRecord(obj)) return undefined;
  for (const name of [key, snake(key), ...aliases]) {
    if (Object.prototype.hasOwnProperty.call(obj, name) && obj[name] !== undefined && obj[name] !== null) {
      return obj[name];
    }
  }
  return undefined;
}

/** Any value as display text: "" for nothing, never "undefined". */
export function text(value: unknown, depth = 0): string {
  if (typeof value === "string") {
    const trimmed = value.trim();
    if (JUNK.has(trimmed.toLowerCase())) return "";
    return trimmed.length > MAX_TEXT ? `${trimmed.slice(0, MAX_TEXT)}…` : trimmed;
  }
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (typeof value === "bigint") return String(value);
  if (depth > 3) return "";
  if (Array.isArray(value)) {
    return value.map((v) => text(v, depth + 1)).filter(Boolean).join(" ");
  }
  if (isRecord(value)) {
    const label = text(value.label, depth + 1);
    const inner = text(value.value, depth + 1);
    if (label && inner) return `${label}: ${inner}`;
    for (const key of TEXT_KEYS) {
      const found = text(value[key], depth + 1);
      if (found) return found;
    }
  }
  return "";
}

/** Strips a leading bullet or number that a model put inside list text. */
function unbullet(line: string): string {
  return line.replace(/^\s*(?:[-*•▪‣]|\d{1,2}[.)])\s+/, "").trim();
}

/** Any value as a list of display strings: an array, or a string split into lines. */
export function list(value: unknown): string[] {
  const parsed = parseMaybe(value);
  if (Array.isArray(parsed)) {
    return parsed
      .slice(0, MAX_ITEMS)
      .map((item) => unbullet(text(item)))
      .filter(Boolean);
  }
  if (typeof parsed === "string") {
    return parsed
      .split(/\r?\n/)
      .map((line) => unbullet(text(line)))
      .filter(Boolean)
      .slice(0, MAX_ITEMS);
  }
  const single = text(parsed);
  return single ? [single] : [];
}

/** A list of records; plain strings become `{ name: string }` so a bare title still shows. */
function records(value: unknown): Rec[] {
  const parsed = parseMaybe(value);
  if (!Array.isArray(parsed)) {
    if (isRecord(parsed)) return [parsed];
    const name = text(parsed);
    return name ? [{ name }] : [];
  }
  return parsed.slice(0, MAX_ITEMS).flatMap((item) => {
    const entry = parseMaybe(item);
    if (isRecord(entry)) return [entry];
    const name = text(entry);
    return name ? [{ name }] : [];
  });
}

function lever(raw: Rec): LeverView | null {
  const name = text(field(raw, "name", "title", "lever"));
  if (!name) return null;
  return {
    name,
    description: text(field(raw, "description", "desc", "summary")),
    example: text(field(raw, "example", "quote", "examples")),
  };
}

function engine(raw: unknown): EngineView {
  const value = parseMaybe(raw);
  const levers = Array.isArray(value) ? value : field(value, "levers");
  return {
    title: text(field(value, "title", "name")),
    description: text(field(value, "description")),
    levers: records(levers).map(lever).filter((l): l is LeverView => l !== null),
  };
}

function tactic(raw: Rec, index: number): TacticView | null {
  const name = text(field(raw, "name", "title", "tactic"));
  const description = text(field(raw, "description", "summary"));
  const implementation = list(field(raw, "implementation", "advice", "steps"));
  if (!name && !description && implementation.length === 0) return null;
  return {
    name: name || `Tactic ${index + 1}`,
    why: text(field(raw, "why", "rationale", "reason")),
    description,
    timeFrame: text(field(raw, "timeFrame", "time_frame", "timeframe", "timeline")),
    impact: text(field(raw, "impact")),
    implementation,
    resourcesNeeded: list(field(raw, "resourcesNeeded", "resources")),
    successMetrics: list(field(raw, "successMetrics", "metrics", "kpis")),
    template: text(field(raw, "template")),
    marketingWisdom: text(field(raw, "marketingWisdom", "wisdom", "tip")),
  };
}

function phase(raw: Rec): PhaseView | null {
  const title = text(field(raw, "title", "name", "phase"));
  const tasks = list(field(raw, "tasks", "activities", "items", "actions"));
  if (!title && tasks.length === 0) return null;
  return { title, weeks: text(field(raw, "weeks", "duration", "timeframe", "timeFrame")), tasks };
}

function guerrilla(raw: Rec): GuerrillaView | null {
  const name = text(field(raw, "name", "title"));
  const description = text(field(raw, "description"));
  if (!name && !description) return null;
  return {
    name: name || "Quick win",
    description,
    costLevel: text(field(raw, "costLevel", "cost")),
    impact: text(field(raw, "impact")),
  };
}

/** Unwraps a saved record ({ generated_plan }, { generatedPlan }, { plan }) to the plan itself. */
function planRecord(raw: unknown): unknown {
  let value = parseMaybe(raw);
  for (let i = 0; i < 3 && isRecord(value); i++) {
    if (field(value, "tactics") !== undefined || field(value, "strategySummary") !== undefined) break;
    const inner = field(value, "generatedPlan", "plan");
    if (inner === undefined) break;
    value = parseMaybe(inner);
  }
  return value;
}

export function normalizePlan(raw: unknown): PlanView {
  const plan = planRecord(raw);
  const education = parseMaybe(field(plan, "marketingEducation", "education", "marketingModel"));
  const source = text(field(plan, "source"));
  return {
    strategySummary: text(field(plan, "strategySummary", "overview", "summary", "strategy")),
    primaryFocus: list(field(plan, "primaryFocus")),
    tactics: records(field(plan, "tactics"))
      .map(tactic)
      .filter((t): t is TacticView => t !== null),
    timeline: records(field(plan, "timeline", "phases"))
      .map(phase)
      .filter((p): p is PhaseView => p !== null),
    emotionEngine: engine(field(education, "emotionEngine", "emotion")),
    logicEngine: engine(field(education, "logicEngine", "logic")),
    guerrillaTactics: records(field(plan, "guerrillaTactics", "guerillaTactics", "guerilla_tactics"))
      .map(guerrilla)
      .filter((g): g is GuerrillaView => g !== null),
    source: source === "built-in" || source === "ai" ? source : null,
  };
}

/** The profile, or null when there is nothing to show (the section is then left out). */
export function normalizeProfile(raw: unknown): ProfileView | null {
  let value = parseMaybe(raw);
  const inner = field(value, "customerProfile", "profile");
  if (inner !== undefined) value = parseMaybe(inner);
  if (typeof value === "string") value = { overview: value };
  if (!isRecord(value)) return null;
  const profile: ProfileView = {
    overview: text(field(value, "overview", "summary")),
    demographics: list(field(value, "demographics")),
    behaviors: list(field(value, "behaviors", "behaviours")),
    needs: list(field(value, "needs")),
    painPoints: list(field(value, "painPoints", "pains")),
    goals: list(field(value, "goals")),
    objections: list(field(value, "objections")),
    buyingProcess: text(field(value, "buyingProcess")),
  };
  const hasContent = Object.values(profile).some((v) => (Array.isArray(v) ? v.length > 0 : v !== ""));
  return hasContent ? profile : null;
}

/**
 * "Role: founder" → { label: "Role", value: "founder" }. Only a short leading label counts, so a
 * sentence that merely contains a colon stays one value.
 */
export function splitLabel(item: string): { label: string | null; value: string } {
  const match = /^([^:.!?\n]{1,40}):\s+(\S[\s\S]*)$/.exec(item);
  if (!match) return { label: null, value: item };
  const [, label = "", value = ""] = match;
  return { label: label.trim(), value: value.trim() };
}

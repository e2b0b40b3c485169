import { randomBytes } from "node:crypto";
import { accessSync, constants, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { z } from "zod";
import { loadDotEnv } from "../server/dotenv.mjs";
import { databaseTarget, databaseUrlProblem } from "../db/dialect";

/**
 * Every environment variable, validated once. A fresh clone runs with none set:
 * SQLite under ./data and a session secret generated there and kept for restarts.
 * DATABASE_URL: a file path (SQLite) or a postgres:// URL (PostgreSQL).
 */

loadDotEnv();

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .pipe(z.string().url().optional())
  .optional();

/** A whole number of 1 or more; unset or empty: undefined. */
const optionalCount = z
  .string()
  .trim()
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === "") return undefined;
    const n = Number(v);
    if (Number.isInteger(n) && n >= 1) return n;
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: "must be a whole number of 1 or more" });
    return z.NEVER;
  });

const count = (fallback: number) => optionalCount.transform((v) => v ?? fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: z.string().trim().min(1).default("./data/app.db"),
  SESSION_SECRET: optionalText.pipe(z.string().min(16, "must be at least 16 characters").optional()),
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_MODEL: z.string().trim().min(1).default("gpt-4o-mini"),
  ADMIN_EMAIL: optionalText.pipe(z.string().email().optional()),
  ADMIN_PASSWORD: optionalText,
  ADMIN_ACCESS_CODE: optionalText,
  SCHEDULING_URL: optionalUrl,
  // A third-party interactive demo for /waitlist (framed; its origin is allowed in frame-src). Unset: our own demo.
  DEMO_EMBED_URL: optionalUrl,
  SUPPORT_EMAIL: optionalText.pipe(z.string().email().optional()),
  // Generations that use the server's AI key (OPENAI_API_KEY), per visitor and per client address, an hour.
  GENERATION_LIMIT_PER_HOUR: count(5),
  GENERATION_LIMIT_PER_ADDRESS_PER_HOUR: count(20),
  // Every generation (the built-in planner and visitors' own keys too), an hour.
  GENERATION_TOTAL_LIMIT_PER_HOUR: count(60),
  GENERATION_TOTAL_LIMIT_PER_ADDRESS_PER_HOUR: count(300),
  // Saving a visitor's own key (each one is checked with the provider), an hour.
  API_KEY_CHECK_LIMIT_PER_HOUR: count(10),
  API_KEY_CHECK_LIMIT_PER_ADDRESS_PER_HOUR: count(30),
  // Generations making AI calls at once in one process; how many may wait; how long an /api call waits.
  AI_CONCURRENCY: count(4),
  AI_QUEUE_LIMIT: count(50),
  AI_QUEUE_WAIT_MS: count(10_000),
  // Generations with the server's key per UTC day, all instances together; unset: no cap.
  AI_DAILY_LIMIT: optionalCount,
});

export type Config = z.infer<typeof envSchema> & { SESSION_SECRET: string; dataDir: string };

/** A setting the app cannot start with: its message is the whole story (npm start prints it, no stack). */
export class ConfigError extends Error {
  override name = "ConfigError";
}

export function parseConfig(env: Record<string, string | undefined>): z.infer<typeof envSchema> {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const databaseProblem = databaseUrlProblem(result.data.DATABASE_URL);
  if (databaseProblem) throw new ConfigError(databaseProblem);
  return result.data;
}

/** The data folder exists (created 0700 if not) and the app may write in it, or a ConfigError says what to do. */
export function ensureWritableDataDir(dir: string, fs: { mkdirSync: typeof mkdirSync; accessSync: typeof accessSync } = { mkdirSync, accessSync }): void {
  try {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    fs.accessSync(dir, constants.W_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "error";
    throw new ConfigError(
      `The data folder ${dir} is not writable (${code}): change its permissions, or set DATABASE_URL in .env to a file in a folder the app may write to.`,
    );
  }
}

/** Generated once per data directory, so sessions survive restarts without any setup. */
function persistentSessionSecret(dataDir: string): string {
  const file = resolve(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function load(): Config {
  const parsed = parseConfig(process.env);
  const database = databaseTarget(parsed.DATABASE_URL);
  // The SQLite file's folder; with PostgreSQL, ./data keeps only a generated session secret.
  const dataDir = database.kind === "sqlite" ? dirname(resolve(database.path)) : resolve("data");
  if (database.kind === "sqlite" || parsed.SESSION_SECRET === undefined) ensureWritableDataDir(dataDir);
  return {
    ...parsed,
    dataDir,
    SESSION_SECRET: parsed.SESSION_SECRET ?? persistentSessionSecret(dataDir),
  };
}

export const config: Config = load();

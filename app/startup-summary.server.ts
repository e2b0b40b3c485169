import { relative } from "node:path";
import { config, type Config } from "./config.server";
import { databaseTarget, describePostgres } from "../db/dialect";

/**
 * What `npm start` prints once the server listens: where it is, what it runs on, and where each
 * of those is changed. A newcomer sees at a glance whether plans come from an AI provider.
 */
export function startupSummary(url: string, settings: Config = config): string[] {
  const target = databaseTarget(settings.DATABASE_URL);
  const database = target.kind === "postgres" ? `PostgreSQL at ${describePostgres(target.url)}` : `SQLite at ${displayPath(settings.DATABASE_URL)}`;
  const plans = settings.OPENAI_API_KEY
    ? `AI provider ${settings.OPENAI_BASE_URL ?? "OpenAI"}, model ${settings.OPENAI_MODEL} (OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL)`
    : "the built-in planner, or a visitor's own AI key (set OPENAI_API_KEY for AI plans)";
  const admin =
    settings.ADMIN_EMAIL && settings.ADMIN_PASSWORD && settings.ADMIN_ACCESS_CODE
      ? `${url}/admin, for ${settings.ADMIN_EMAIL}`
      : "not configured (set ADMIN_EMAIL, ADMIN_PASSWORD and ADMIN_ACCESS_CODE)";
  return [
    `Liftoff is running at ${url}`,
    `  Database:   ${database} (DATABASE_URL)`,
    `  Plans:      ${plans}`,
    `  Admin area: ${admin}`,
    "  Settings:   .env in this folder (every variable is described in .env.example)",
  ];
}

function displayPath(path: string): string {
  const shown = relative(process.cwd(), path);
  return shown.startsWith("..") ? path : `./${shown}`;
}

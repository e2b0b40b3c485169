import { existsSync } from "node:fs";

/**
 * Reads ./.env into process.env, real environment variables winning over it (as with every other
 * tool). The server calls it before it reads TRUST_PROXY and WEB_CONCURRENCY; app/config.server.ts
 * before it validates the rest.
 */
export function loadDotEnv(file = ".env") {
  if (!existsSync(file) || typeof process.loadEnvFile !== "function") return;
  const before = { ...process.env };
  process.loadEnvFile(file);
  Object.assign(process.env, before);
}

import { configDefaults, defineConfig } from "vitest/config";

// The PostgreSQL run (`npm run test:pg` sets TEST_DATABASE_URL) leaves out what only SQLite has,
// and the SQLite run what only PostgreSQL has: each file runs where it applies, none is skipped.
const onPostgres = /^postgres(ql)?:\/\//.test(process.env.TEST_DATABASE_URL?.trim() ?? "");

export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}", "tests/integration/**/*.test.{ts,tsx}"],
    exclude: [...configDefaults.exclude, onPostgres ? "**/*.sqlite.test.{ts,tsx}" : "**/*.postgres.test.{ts,tsx}"],
    environment: "node",
    setupFiles: ["tests/support/setup-env.ts"],
    pool: "forks",
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});

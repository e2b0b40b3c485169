import { describe, expect, it } from "vitest";
import { parseConfig } from "../../app/config.server";
import { startupSummary } from "../../app/startup-summary.server";

const settings = (env: Record<string, string>) => ({ ...parseConfig(env), SESSION_SECRET: "x".repeat(32), dataDir: "./data" });

describe("the start-up summary", () => {
  it("says where the app is, its database, that plans come from the built-in planner, and that the admin area is off", () => {
    expect(startupSummary("http://localhost:3000", settings({ DATABASE_URL: `${process.cwd()}/data/app.db` }))).toEqual([
      "Liftoff is running at http://localhost:3000",
      "  Database:   SQLite at ./data/app.db (DATABASE_URL)",
      "  Plans:      the built-in planner, or a visitor's own AI key (set OPENAI_API_KEY for AI plans)",
      "  Admin area: not configured (set ADMIN_EMAIL, ADMIN_PASSWORD and ADMIN_ACCESS_CODE)",
      "  Settings:   .env in this folder (every variable is described in .env.example)",
    ]);
  });

  it("names the AI provider and model, and the admin's address, when they are configured", () => {
    const lines = startupSummary(
      "http://localhost:8080",
      settings({
        DATABASE_URL: "/srv/liftoff/app.db",
        OPENAI_API_KEY: "sk-test",
        OPENAI_BASE_URL: "http://localhost:11434/v1",
        OPENAI_MODEL: "llama3.1",
        ADMIN_EMAIL: "ops@example.com",
        ADMIN_PASSWORD: "secret",
        ADMIN_ACCESS_CODE: "code",
      }),
    );
    expect(lines[1]).toBe("  Database:   SQLite at /srv/liftoff/app.db (DATABASE_URL)");
    expect(lines[2]).toBe("  Plans:      AI provider http://localhost:11434/v1, model llama3.1 (OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL)");
    expect(lines[3]).toBe("  Admin area: http://localhost:8080/admin, for ops@example.com");
  });

  it("names a PostgreSQL database by host, port and name, never its password", () => {
    const lines = startupSummary("http://localhost:3000", settings({ DATABASE_URL: "postgres://liftoff:hunter2@db.internal:5433/liftoff" }));
    expect(lines[1]).toBe("  Database:   PostgreSQL at db.internal:5433/liftoff (DATABASE_URL)");
    expect(lines.join("\n")).not.toContain("hunter2");
  });
});

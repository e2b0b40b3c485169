import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { parseConfig } from "~/config.server";

describe("configuration", () => {
  it("runs with no variables at all, with safe defaults", () => {
    const config = parseConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBe("./data/app.db");
    expect(config.OPENAI_MODEL).toBe("gpt-4o-mini");
    expect(config.OPENAI_API_KEY).toBeUndefined();
    expect(config.SCHEDULING_URL).toBeUndefined();
  });

  it("treats empty values as unset, as a copied .env.example leaves them", () => {
    const config = parseConfig({ OPENAI_API_KEY: "", SCHEDULING_URL: "", SUPPORT_EMAIL: " ", SESSION_SECRET: "" });
    expect(config.OPENAI_API_KEY).toBeUndefined();
    expect(config.SCHEDULING_URL).toBeUndefined();
    expect(config.SUPPORT_EMAIL).toBeUndefined();
    expect(config.SESSION_SECRET).toBeUndefined();
  });

  it.each([
    ["PORT", { PORT: "eighty" }],
    ["PORT", { PORT: "70000" }],
    ["OPENAI_BASE_URL", { OPENAI_BASE_URL: "not a url" }],
    ["SCHEDULING_URL", { SCHEDULING_URL: "calendly" }],
    ["SUPPORT_EMAIL", { SUPPORT_EMAIL: "help-at-example" }],
    ["ADMIN_EMAIL", { ADMIN_EMAIL: "admin" }],
    ["SESSION_SECRET", { SESSION_SECRET: "short" }],
  ])("fails naming the bad variable %s", (name, env) => {
    expect(() => parseConfig(env)).toThrowError(new RegExp(`Invalid environment configuration:[\\s\\S]*${name}`));
  });

  it("generates the session secret once under the data folder and keeps it", async () => {
    const dir = mkdtempSync(join(tmpdir(), "liftoff-config-"));
    const saved = { ...process.env };
    try {
      process.env.DATABASE_URL = join(dir, "app.db");
      delete process.env.SESSION_SECRET;
      vi.resetModules();
      const first = (await import("~/config.server")).config.SESSION_SECRET;
      expect(first).toMatch(/^[0-9a-f]{64}$/);
      expect(readFileSync(join(dir, "session-secret"), "utf8")).toBe(first);
      vi.resetModules();
      const second = (await import("~/config.server")).config.SESSION_SECRET;
      expect(second).toBe(first);
    } finally {
      process.env = saved;
      vi.resetModules();
    }
    expect(existsSync(join(dir, "session-secret"))).toBe(true);
  });
});

describe("the data folder", () => {
  it("is created if missing and must be writable, else one line says what to change", async () => {
    const { ensureWritableDataDir } = await import("../../app/config.server");
    const made: string[] = [];
    const fine = { mkdirSync: ((dir: string) => void made.push(dir)) as never, accessSync: (() => {}) as never };
    expect(() => ensureWritableDataDir("/srv/liftoff/data", fine)).not.toThrow();
    expect(made).toEqual(["/srv/liftoff/data"]);

    const readOnly = {
      mkdirSync: (() => {}) as never,
      accessSync: (() => {
        throw Object.assign(new Error("EACCES: permission denied"), { code: "EACCES" });
      }) as never,
    };
    expect(() => ensureWritableDataDir("/srv/liftoff/data", readOnly)).toThrow(
      "The data folder /srv/liftoff/data is not writable (EACCES): change its permissions, or set DATABASE_URL in .env to a file in a folder the app may write to.",
    );
  });
});

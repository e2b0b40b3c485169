import { describe, expect, it } from "vitest";
import { parseConfig } from "~/config.server";
import { databaseTarget, describePostgres } from "../../db/dialect";

/** Issue 14, item 2: DATABASE_URL is a SQLite file path or a PostgreSQL URL; anything else stops the start. */
describe("DATABASE_URL", () => {
  it.each([
    ["./data/app.db", "sqlite"],
    ["/var/lib/liftoff/app.db", "sqlite"],
    ["C:\\liftoff\\app.db", "sqlite"],
    ["postgres://liftoff:secret@db:5432/liftoff", "postgres"],
    ["postgresql://localhost/liftoff", "postgres"],
    ["POSTGRES://localhost/liftoff", "postgres"],
  ])("%s is %s", (value, kind) => {
    expect(databaseTarget(value).kind).toBe(kind);
    expect(parseConfig({ DATABASE_URL: value }).DATABASE_URL).toBe(value);
  });

  it.each(["mysql://root:hunter2@db/liftoff", "http://example.com/app.db", "sqlite:app.db", "postgres:"])(
    "%s stops the start with one line naming it (never its password)",
    (value) => {
      let message = "";
      try {
        parseConfig({ DATABASE_URL: value });
      } catch (error) {
        expect((error as Error).name).toBe("ConfigError");
        message = (error as Error).message;
      }
      expect(message).not.toBe("");
      expect(message.split("\n")).toHaveLength(1);
      expect(message).toContain("DATABASE_URL");
      expect(message).toContain(value.replace(":hunter2@", ":***@"));
      expect(message).not.toContain("hunter2");
    },
  );

  it("shows where a PostgreSQL database is without its password", () => {
    expect(describePostgres("postgres://liftoff:secret@db.internal:5433/liftoff")).toBe("db.internal:5433/liftoff");
  });
});

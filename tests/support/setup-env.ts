/**
 * Runs before every Vitest file: each file gets its own database with the migrations applied (a
 * SQLite file; or, with TEST_DATABASE_URL=postgres://…, a PostgreSQL database dropped after the
 * file: tests/support/database.ts), and a fixed session secret, so tests never touch ./data and
 * never share state.
 */
import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, afterEach } from "vitest";
import { openDatabase } from "../../db/index.server";
import { migrateToLatest } from "../../db/migrate";
import { createPostgresDatabase, dropPostgresDatabase, testPostgresUrl } from "./database";

const server = testPostgresUrl();
let database: string;
if (server) {
  database = await createPostgresDatabase(server);
  afterAll(async () => {
    // The app's pool (app/db.server) still holds connections: close it, then drop the database.
    const app = globalThis as unknown as { __liftoffDb?: { destroy(): Promise<void> } };
    await app.__liftoffDb?.destroy();
    delete app.__liftoffDb;
    await dropPostgresDatabase(server, database);
  });
} else {
  const dir = join(tmpdir(), "liftoff-tests");
  mkdirSync(dir, { recursive: true });
  database = join(dir, `${randomUUID()}.db`);
}

process.env.DATABASE_URL = database;
process.env.SESSION_SECRET ??= "test-secret-test-secret-test-secret";
process.env.NODE_ENV = "test";
// Tests say explicitly which AI provider they talk to; none inherits a real key.
delete process.env.OPENAI_API_KEY;
delete process.env.OPENAI_BASE_URL;

const db = openDatabase(database);
await migrateToLatest(db);
await db.destroy();

// Vitest's worker reports results over IPC, and a reply it cannot read within 60 s fails the run
// ("Timeout calling onTaskUpdate") though every test passed. A file of synchronous tests (the
// planner's hundreds of plans) never lets the worker read it, so each test ends by yielding to
// the event loop, with the real setImmediate captured here (a test may have faked the timers).
const yieldToEventLoop = globalThis.setImmediate;
afterEach(() => new Promise<void>((resolve) => yieldToEventLoop(() => resolve())));

/**
 * Runs before every Vitest file: each file gets its own SQLite file with the migrations applied,
 * and a fixed session secret, so tests never touch ./data and never share state.
 */
import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomUUID } from "node:crypto";
import { openDatabase } from "../../db/index.server";
import { migrateToLatest } from "../../db/migrate";

const dir = join(tmpdir(), "liftoff-tests");
mkdirSync(dir, { recursive: true });
const file = join(dir, `${randomUUID()}.db`);

process.env.DATABASE_URL = file;
process.env.SESSION_SECRET ??= "test-secret-test-secret-test-secret";
process.env.NODE_ENV = "test";
// Tests say explicitly which AI provider they talk to; none inherits a real key.
delete process.env.OPENAI_API_KEY;
delete process.env.OPENAI_BASE_URL;

const db = openDatabase(file);
await migrateToLatest(db);
await db.destroy();

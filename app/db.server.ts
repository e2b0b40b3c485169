import { openDatabase } from "../db/index.server";
import { dialectOf } from "../db/dialect";
import { config } from "./config.server";

/** The app's one database handle (kept across Vite dev reloads): SQLite or PostgreSQL, as DATABASE_URL says. */
const globalForDb = globalThis as unknown as { __liftoffDb?: ReturnType<typeof openDatabase> };
export const db = (globalForDb.__liftoffDb ??= openDatabase(config.DATABASE_URL));

/** Which database it is, for the few queries written differently for each (db/dialect.ts). */
export const dialect = dialectOf(db);

import { openDatabase } from "../db/index.server";
import { config } from "./config.server";

/** The app's one database handle (kept across Vite dev reloads). */
const globalForDb = globalThis as unknown as { __liftoffDb?: ReturnType<typeof openDatabase> };
export const db = (globalForDb.__liftoffDb ??= openDatabase(config.DATABASE_URL));

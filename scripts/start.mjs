/**
 * `npm start`: checks Node.js, the SQLite module and DATABASE_URL (from the environment or .env),
 * builds the app when there is no build yet (or the sources are newer), migrates the database, then
 * serves the production build with our server (server/index.mjs) on PORT (default 3000).
 */
import { spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { ensureBuild } from "./ensure-build.mjs";
import { loadDotEnv } from "../server/dotenv.mjs";
import { databaseUrlProblem, nodeVersionProblem, sqliteProblem } from "./preflight.mjs";

loadDotEnv();
const { engines } = JSON.parse(readFileSync("package.json", "utf8"));
const problem = nodeVersionProblem(process.version, engines?.node) ?? sqliteProblem() ?? databaseUrlProblem(process.env.DATABASE_URL);
if (problem) {
  console.error(problem);
  process.exit(1);
}

const serverEntry = ensureBuild();

const migrate = spawnSync(process.execPath, ["--import", "tsx", "scripts/migrate.ts"], { stdio: "inherit" });
if (migrate.status !== 0) process.exit(migrate.status ?? 1);

const server = spawn(process.execPath, ["server/index.mjs", serverEntry], {
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));

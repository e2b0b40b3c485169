/**
 * A throw-away PostgreSQL cluster for tests and benchmarks: initdb into a fresh folder under the
 * system's temp folder, pg_ctl start on a free local port (trust authentication, no fsync: nothing
 * in it outlives the run), and stop() that shuts it down and deletes the folder. The server
 * refuses to run as root, so as root it runs as the `postgres` user (Debian's package makes one).
 *
 * PostgreSQL's programs are found in PG_BIN, else Debian's /usr/lib/postgresql/<version>/bin,
 * else on the PATH; `postgresBin()` is null when there are none.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

/** @returns {string | null} the folder holding initdb, pg_ctl and postgres */
export function postgresBin() {
  if (process.env.PG_BIN) return existsSync(join(process.env.PG_BIN, "initdb")) ? process.env.PG_BIN : null;
  const debian = "/usr/lib/postgresql";
  if (existsSync(debian)) {
    const versions = readdirSync(debian).filter((v) => existsSync(join(debian, v, "bin", "initdb"))).sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(debian, versions[0], "bin");
  }
  const found = spawnSync("sh", ["-c", "command -v initdb"], { encoding: "utf8" });
  return found.status === 0 && found.stdout.trim() ? dirname(found.stdout.trim()) : null;
}

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => done(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** Runs a PostgreSQL program, as the postgres user when we are root. */
function runPg(bin, program, args) {
  const command = join(bin, program);
  const asRoot = process.getuid?.() === 0;
  const [file, argv] = asRoot ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { encoding: "utf8" });
  if (result.status !== 0) {
    throw new Error(`${program} failed (exit ${result.status}): ${(result.stderr || result.stdout || String(result.error)).trim()}`);
  }
  return result.stdout;
}

/**
 * Starts a cluster; resolves with a URL tests may create databases through (the `postgres`
 * superuser, database `postgres`) and stop().
 * @returns {Promise<{ url: string; port: number; dir: string; stop: () => void }>}
 */
export async function startPostgresCluster() {
  const bin = postgresBin();
  if (!bin) throw new Error("PostgreSQL is not installed (no initdb): install it (Debian: apt-get install postgresql) or set PG_BIN");
  const dir = mkdtempSync(join(tmpdir(), "liftoff-pg-"));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, "data");
  const stop = () => {
    if (existsSync(join(data, "postmaster.pid"))) {
      try {
        runPg(bin, "pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } catch (error) {
        console.error(error.message);
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const init = ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"];
    try {
      runPg(bin, "initdb", [...init, "--locale=C.UTF-8"]);
    } catch {
      rmSync(data, { recursive: true, force: true });
      runPg(bin, "initdb", [...init, "--locale=C"]);
    }
    const port = await freePort();
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
    runPg(bin, "pg_ctl", ["-D", data, "-o", options, "-l", join(dir, "server.log"), "-w", "-t", "60", "start"]);
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, dir, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

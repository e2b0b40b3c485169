/**
 * The production server (`npm start`): the Remix build behind Express, as remix-serve serves it
 * (compression, static files, a request log), plus the one thing remix-serve cannot give the app:
 * who the client is. Loaders and actions read it as `context.clientAddress` (app/client-address.server.ts).
 *
 * TRUST_PROXY is the number of proxies in front of us that we trust (0, the default: none, and the
 * socket's address is the client's). Behind N proxies Express takes the right-most address of
 * X-Forwarded-For that none of them added, so a client cannot choose its own address by sending
 * the header; the same setting decides whether X-Forwarded-Proto (https: Secure cookies, HSTS) and
 * X-Forwarded-Host are believed.
 *
 * WEB_CONCURRENCY processes (default: one per core) share the port as a Node cluster; one that
 * dies is replaced; SIGTERM lets requests in flight finish and hands the generations a process
 * holds back to the others (app/generation/worker.server.ts) before it exits.
 *
 * Usage: node server/index.mjs [build/server/index.js]; PORT (default 3000), HOST (optional).
 */
import { createRequestHandler } from "@remix-run/express";
import { installGlobals } from "@remix-run/node";
import compression from "compression";
import { randomUUID } from "node:crypto";
import express from "express";
import morgan from "morgan";
import cluster from "node:cluster";
import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { loadDotEnv } from "./dotenv.mjs";

/** The TRUST_PROXY hop count, or a message saying why the value is not one. */
export function parseTrustProxy(raw) {
  const value = (raw ?? "").trim();
  if (value === "") return 0;
  if (!/^\d{1,2}$/.test(value)) {
    throw new Error(`TRUST_PROXY must be the number of proxies in front of the app (0 when none), not "${raw}"`);
  }
  return Number(value);
}

/** What to tell the user when the server cannot listen, or null for an unexpected error. */
export function listenProblem(error, port) {
  if (error?.code === "EADDRINUSE") return `Port ${port} is in use: stop the other server, or set PORT in .env to a free port.`;
  if (error?.code === "EACCES") return `Port ${port} needs more privileges than this user has: set PORT in .env to 1024 or above.`;
  return null;
}

/**
 * Every request gets an id, sent back as X-Request-Id and written in each log line about it: a
 * trusted proxy's own id is kept (one id from the edge to the app), anything else is replaced.
 */
export function requestId({ trustProxy }) {
  return (req, res, next) => {
    const incoming = trustProxy > 0 ? req.get("X-Request-Id") : undefined;
    req.id = incoming && /^[\w.:-]{8,128}$/.test(incoming) ? incoming : randomUUID();
    res.setHeader("X-Request-Id", req.id);
    next();
  };
}

/** One JSON line per request (morgan's format function): what log collectors parse without rules. */
export function accessLogLine(tokens, req, res) {
  const status = res.statusCode;
  return JSON.stringify({
    time: new Date().toISOString(),
    level: status >= 500 ? "error" : status >= 400 ? "warn" : "info",
    msg: "request",
    requestId: req.id,
    method: req.method,
    path: req.originalUrl.split("?")[0], // query strings may carry ids and tokens: left out
    status,
    ms: Number(tokens["response-time"](req, res)),
    client: req.ip,
  });
}

/**
 * A form post, put, patch or delete sent by another site's page is refused with a 403 here, by the
 * rule Remix itself applies to page actions (the Origin's host must be the Host, or X-Forwarded-Host
 * when a proxy sets it): Remix would throw, and answer 500. Resource routes get the same rule.
 */
export function refuseCrossSiteWrites(req, res, next) {
  if (!["POST", "PUT", "PATCH", "DELETE"].includes(req.method)) return next();
  const origin = req.get("Origin");
  if (origin === undefined) return next(); // not sent by a browser page
  const host = req.get("X-Forwarded-Host")?.split(",")[0]?.trim() || req.get("Host");
  let originHost = origin;
  if (origin !== "null") {
    try {
      originHost = new URL(origin).host;
    } catch {
      originHost = null;
    }
  }
  if (host && originHost === host) return next();
  res.status(403).type("text/plain").send("Forbidden: this form was sent from another site.");
}

/**
 * `?_data=` is the data protocol of Remix before single fetch; this app speaks single fetch (`.data`
 * URLs), so no page of ours sends it, and Remix's old code path answers 500 to some: a 400 instead.
 */
export function refuseDataParam(req, res, next) {
  if (!("_data" in req.query)) return next();
  res.status(400).type("text/plain").send("Bad request: ?_data is not supported (this app uses single fetch).");
}

/** express.static's setHeaders: public/sw.js and public/offline.html are revalidated on every use. */
export function revalidateServiceWorker(res, path) {
  if (/[\\/](sw\.js|offline\.html)$/.test(path)) res.setHeader("Cache-Control", "no-cache");
}

/** The Express app serving `build` (a Remix server build, already imported). */
export function createApp(build, { trustProxy = 0 } = {}) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxy);
  app.use(compression());
  // Vite fingerprints everything under /assets: cache it for good. The rest of build/client
  // (public/ copied over: favicon, robots.txt) may change between deploys; the service worker and
  // its offline page are checked on every use, so a deploy reaches everyone at once.
  // Never revalidated, so without validators or ranges: 27 fingerprinted files on a first visit
  // would carry about 2.5 kB of headers nobody reads.
  const forGood = { immutable: true, maxAge: "1y", etag: false, lastModified: false, acceptRanges: false };
  app.use("/assets", express.static(resolve(build.assetsBuildDirectory, "assets"), forGood));
  app.use(express.static(build.assetsBuildDirectory, { maxAge: "1h", setHeaders: revalidateServiceWorker }));
  app.use(requestId({ trustProxy }));
  app.use(morgan(accessLogLine));
  app.use(refuseCrossSiteWrites);
  app.use(refuseDataParam);
  app.all(
    "*",
    createRequestHandler({
      build,
      mode: process.env.NODE_ENV,
      getLoadContext: (req) => ({ clientAddress: req.ip ?? req.socket.remoteAddress, requestId: req.id }),
    }),
  );
  // Express's own refusals (a path it cannot decode, a malformed body): their 4xx, without a stack in the log.
  app.use((error, req, res, next) => {
    const status = Number(error?.status ?? error?.statusCode);
    if (!(status >= 400 && status < 500) || res.headersSent) return next(error);
    res.status(status).type("text/plain").send("Bad request.");
  });
  return app;
}

/** How many server processes to run: WEB_CONCURRENCY, else one per core. */
export function parseWebConcurrency(raw, cores) {
  const value = (raw ?? "").trim();
  if (value === "") return Math.max(1, cores);
  if (!/^\d{1,3}$/.test(value) || Number(value) < 1) {
    throw new Error(`WEB_CONCURRENCY must be the number of server processes to run (1 or more), not "${raw}"`);
  }
  return Number(value);
}

/** A worker that cannot listen exits with this: the primary stops instead of restarting it forever. */
const EXIT_CANNOT_LISTEN = 78;
/** Before a stopping process is made to exit: in-flight requests and the hand-back of generations get this long. */
const SHUTDOWN_GRACE_MS = 10_000;

/** One server process: the app on PORT (workers of a cluster share the port). */
async function serve({ trustProxy, printSummary, processes }) {
  const buildPath = resolve(process.argv[2] ?? resolve(process.env.REMIX_BUILD_DIR || "build", "server", "index.js"));
  const build = await import(pathToFileURL(buildPath).href);
  installGlobals({ nativeFetch: build.future.v3_singleFetch });

  const port = Number(process.env.PORT) || 3000;
  const app = createApp(build, { trustProxy });
  const onListen = () => {
    if (!printSummary) return;
    const url = `http://${process.env.HOST ?? "localhost"}:${port}`;
    for (const line of build.entry.module.startupSummary?.(url) ?? [`Liftoff is running at ${url}`]) console.log(line);
    console.log(`  Processes:  ${processes} (WEB_CONCURRENCY; one per core unless set)`);
  };
  const server = process.env.HOST ? app.listen(port, process.env.HOST, onListen) : app.listen(port, onListen);
  server.on("error", (error) => {
    const problem = listenProblem(error, port);
    if (!problem) throw error;
    console.error(problem);
    process.exit(EXIT_CANNOT_LISTEN);
  });

  // SIGTERM: take no new connections, let requests in flight finish, give back the generations
  // this process holds (another process or instance takes them at once), then exit.
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    const closed = new Promise((done) => server.close(done));
    server.closeIdleConnections();
    await build.entry.module.stopBackgroundWork?.();
    await closed;
    process.exit(0);
  };
  for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => void stop());
}

/** The primary of a cluster: starts `count` server processes, replaces one that dies, stops them all on SIGTERM. */
function superviseWorkers(count) {
  let stopping = false;
  let exitCode = 0;
  const recentDeaths = [];
  for (let i = 0; i < count; i++) cluster.fork({ LIFTOFF_PRINT_SUMMARY: i === 0 ? "1" : "" });

  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
      return;
    }
    if (code === EXIT_CANNOT_LISTEN) return stopAll(1); // it said why; the others cannot listen either
    const now = Date.now();
    recentDeaths.push(now);
    while (recentDeaths.length > 0 && now - recentDeaths[0] > 60_000) recentDeaths.shift();
    if (recentDeaths.length > 5 * count) {
      console.error("Server processes keep dying (more than five each in a minute): stopping. See the errors above.");
      return stopAll(1);
    }
    console.error(`Server process ${worker.process.pid} exited (${signal ?? `code ${code}`}): starting another.`);
    cluster.fork({ LIFTOFF_PRINT_SUMMARY: "" });
  });

  function stopAll(code) {
    stopping = true;
    exitCode = code;
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(exitCode);
    for (const worker of workers) worker?.process.kill("SIGTERM");
    setTimeout(() => process.exit(exitCode), SHUTDOWN_GRACE_MS + 1000).unref();
  }
  for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => stopAll(0));
}

async function main() {
  loadDotEnv();
  process.env.NODE_ENV ??= "production";
  let trustProxy;
  let processes;
  try {
    trustProxy = parseTrustProxy(process.env.TRUST_PROXY);
    processes = parseWebConcurrency(process.env.WEB_CONCURRENCY, availableParallelism());
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  if (processes > 1 && cluster.isPrimary) return superviseWorkers(processes);
  await serve({ trustProxy, processes, printSummary: cluster.isPrimary || process.env.LIFTOFF_PRINT_SUMMARY === "1" });
}

if (process.argv[1] && pathToFileURL(resolve(process.argv[1])).href === import.meta.url) await main();

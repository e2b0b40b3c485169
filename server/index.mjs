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
 * Usage: node server/index.mjs [build/server/index.js]; PORT (default 3000), HOST (optional).
 */
import { createRequestHandler } from "@remix-run/express";
import { installGlobals } from "@remix-run/node";
import compression from "compression";
import express from "express";
import morgan from "morgan";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

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

/** The Express app serving `build` (a Remix server build, already imported). */
export function createApp(build, { trustProxy = 0 } = {}) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxy);
  app.use(compression());
  // Vite fingerprints everything under /assets: cache it for good. The rest of build/client
  // (public/ copied over: favicon, robots.txt) may change between deploys.
  app.use("/assets", express.static(resolve(build.assetsBuildDirectory, "assets"), { immutable: true, maxAge: "1y" }));
  app.use(express.static(build.assetsBuildDirectory, { maxAge: "1h" }));
  app.use(morgan("tiny"));
  app.all(
    "*",
    createRequestHandler({
      build,
      mode: process.env.NODE_ENV,
      getLoadContext: (req) => ({ clientAddress: req.ip ?? req.socket.remoteAddress }),
    }),
  );
  return app;
}

async function main() {
  process.env.NODE_ENV ??= "production";
  let trustProxy;
  try {
    trustProxy = parseTrustProxy(process.env.TRUST_PROXY);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  const buildPath = resolve(process.argv[2] ?? resolve(process.env.REMIX_BUILD_DIR || "build", "server", "index.js"));
  const build = await import(pathToFileURL(buildPath).href);
  installGlobals({ nativeFetch: build.future.v3_singleFetch });

  const port = Number(process.env.PORT) || 3000;
  const app = createApp(build, { trustProxy });
  const onListen = () => {
    const url = `http://${process.env.HOST ?? "localhost"}:${port}`;
    for (const line of build.entry.module.startupSummary?.(url) ?? [`Liftoff is running at ${url}`]) console.log(line);
  };
  const server = process.env.HOST ? app.listen(port, process.env.HOST, onListen) : app.listen(port, onListen);
  server.on("error", (error) => {
    const problem = listenProblem(error, port);
    if (!problem) throw error;
    console.error(problem);
    process.exit(1);
  });
  for (const signal of ["SIGTERM", "SIGINT"]) {
    process.once(signal, () => server.close((error) => process.exit(error ? 1 : 0)));
  }
}

if (process.argv[1] && pathToFileURL(resolve(process.argv[1])).href === import.meta.url) await main();

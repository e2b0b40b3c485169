/**
 * `npm run bench [remix|pages|wizard|generation|saved|load|admin|slow-link|cores ...]`: builds if needed, starts the
 * production server, and prints each figure beside a baseline measured in the same run: a trivial
 * Remix page built from the same packages (remix), a bare node:http server answering the same
 * bytes (pages, saved). BENCH_SECONDS sets each load's length (default 10), after WARMUP_SECONDS
 * (default 3) of the same load; BENCH_ROUNDS the interleaved rounds against Remix (default 3).
 * Paste the output into bench/RESULTS.md.
 */
import { againstRemixReport, benchAgainstTrivialRemix, ROUNDS } from "./against-remix";
import { BENCH_SECONDS, ensureBuild, fmt, startAppServer, WARMUP_SECONDS } from "./lib";
import { benchPage, benchRenderedEveryTime, pageJavaScriptGzip, pageRow } from "./pages";
import { benchWizard } from "./wizard";
import { benchGeneration, generationRows } from "./generation";
import { savedBothReport } from "./saved";
import { adminReport, benchAdmin } from "./admin";
import { benchLoad, loadRows } from "./load";
import { benchSlowLink, SLOW_LINK, slowLinkReport } from "./slow-link";
import { benchCores, coresReport } from "./cores";

const only = process.argv.slice(2);
const wants = (name: string) => only.length === 0 || only.includes(name);

ensureBuild();
const app = await startAppServer(4100);
try {
  if (wants("remix")) {
    console.log(
      `\n## Against a trivial Remix page: same packages, production, under the app's server and under remix-serve; 20 connections; ${ROUNDS} interleaved rounds of ${WARMUP_SECONDS} s warm-up + ${BENCH_SECONDS} s\n`,
    );
    console.log(againstRemixReport(await benchAgainstTrivialRemix(app, [4102, 4103])));
  }
  if (wants("pages")) {
    console.log("\n## Pages: production server vs bare node:http with the same bytes (20 connections)\n");
    console.log("| request | app req/s | app p99 | bare req/s | app / bare | errors |");
    console.log("|---|---|---|---|---|---|");
    for (const path of ["/", "/product"]) console.log(pageRow(await benchPage(app.url, path, 4101)));
    const rendered = await benchRenderedEveryTime(app.url, "/");
    console.log(`\nGET / rendered on every request (a new query string each time): ${fmt(rendered.rps)} req/s, p99 ${fmt(rendered.p99)} ms`);
    for (const path of ["/", "/plan"]) {
      const js = await pageJavaScriptGzip(app.url, path);
      console.log(`\nJavaScript of GET ${path}: ${js.files} files, ${fmt(js.bytes / 1024, 1)} kB gzip`);
    }
  }
  if (wants("wizard")) {
    const w = await benchWizard(app.url);
    console.log("\n## Wizard: POST /product (302) then GET /audience, 20 connections\n");
    console.log("| measure | value | budget |");
    console.log("|---|---|---|");
    console.log(`| requests/s (POST and GET) | ${fmt(w.rps)} | |`);
    console.log(`| p99 per request | ${fmt(w.p99)} ms | < 50 ms |`);
    console.log(`| round trips/s | ${fmt(w.roundTripsPerSecond)} | |`);
    console.log(`| p99 per POST-redirect-GET round trip | ${fmt(w.roundTripP99)} ms | |`);
  }
  if (wants("saved")) {
    console.log("\n## Saved plans: /saved for a user with 5,000 plans, SQLite and PostgreSQL\n");
    console.log(await savedBothReport(app));
  }
  if (wants("slow-link")) {
    console.log(
      `\n## Slow link (issue 15): Chromium's network emulation, ${SLOW_LINK.kbitPerSecond} kbit/s each way, ${SLOW_LINK.rttMs} ms round trip; first visits at 390 px\n`,
    );
    const { lines, ok } = slowLinkReport(await benchSlowLink(app.url));
    for (const line of lines) console.log(line);
    if (!ok) process.exitCode = 1;
  }
} finally {
  await app.stop();
}

if (wants("generation")) {
  console.log("\n## Plan generation (fake AI answering after D ms)\n");
  for (const line of generationRows(await benchGeneration({ delayMs: 1000, runs: 7 }))) console.log(line);
}

if (wants("load")) {
  console.log("\n## Load: 50 generations while browsing (issue 12; targets: no 5xx, page p99 < 200 ms, none lost)\n");
  const { lines, ok } = loadRows(await benchLoad());
  for (const line of lines) console.log(line);
  if (!ok) process.exitCode = 1;
}

if (wants("admin")) {
  console.log("\n## Admin: dashboard search and CSV export with 100,000 waitlist entries\n");
  console.log(adminReport(await benchAdmin()));
}

if (wants("cores")) {
  console.log(`\n## One worker or two (issue 14): WEB_CONCURRENCY=1 vs 2 on this 2-core machine, 20 connections, ${ROUNDS} interleaved rounds\n`);
  const { lines, ok } = coresReport(await benchCores());
  for (const line of lines) console.log(line);
  if (!ok) process.exitCode = 1;
}

/**
 * `npm run bench`: builds if needed, starts the production server, and prints ratios against
 * baselines measured in the same run. BENCH_SECONDS sets each load's length (default 10).
 */
import { ensureBuild, fmt, startAppServer } from "./lib";
import { benchPage, pageJavaScriptGzip, pageRow } from "./pages";

const only = process.argv.slice(2);
const wants = (name: string) => only.length === 0 || only.includes(name);

ensureBuild();
const app = await startAppServer(4100);
try {
  if (wants("pages")) {
    console.log("\n## Pages: production server vs bare node:http with the same bytes (20 connections)\n");
    console.log("| request | app req/s | app p99 | bare req/s | app / bare | errors |");
    console.log("|---|---|---|---|---|---|");
    for (const path of ["/", "/product"]) console.log(pageRow(await benchPage(app.url, path, 4101)));
    const js = await pageJavaScriptGzip(app.url, "/");
    console.log(`\nHome page JavaScript: ${js.files} files, ${fmt(js.bytes / 1024, 1)} kB gzip (budget 110 kB)`);
  }
} finally {
  await app.stop();
}

import { spawn } from "node:child_process";
import { gzipSync } from "node:zlib";
import { fmt, load, stopChild, type LoadResult } from "./lib";

/** GET a page of the app and of a bare server answering the same bytes, at 20 connections. */
export async function benchPage(appUrl: string, path: string, barePort: number) {
  const response = await fetch(appUrl + path);
  const body = Buffer.from(await response.arrayBuffer());
  const bare = spawn(process.execPath, ["--import", "tsx", "bench/bare-server.ts"], {
    stdio: ["ignore", "ignore", "inherit", "ipc"],
    env: {
      ...process.env,
      PORT: String(barePort),
      BARE_BODY_B64: body.toString("base64"),
      BARE_CONTENT_TYPE: response.headers.get("content-type") ?? "text/html",
    },
  });
  await new Promise((resolve) => bare.once("message", resolve));
  try {
    const baseline = await load({ url: `http://127.0.0.1:${barePort}${path}` });
    const app = await load({ url: appUrl + path });
    return { path, app, baseline, ratio: app.rps / baseline.rps };
  } finally {
    await stopChild(bare);
  }
}

/**
 * The same page with a query string never seen before on every request: with no cache of rendered
 * pages this costs what the plain page costs, and a difference would show one creeping in.
 */
export async function benchRenderedEveryTime(appUrl: string, path: string): Promise<LoadResult> {
  let next = 0;
  return load({
    url: appUrl,
    requests: [{ method: "GET", setupRequest: (request) => ({ ...request, path: `${path}?render=${next++}` }) }],
  });
}

export function pageRow(r: { path: string; app: LoadResult; baseline: LoadResult; ratio: number }): string {
  return `| GET ${r.path} | ${fmt(r.app.rps)} | ${fmt(r.app.p99)} ms | ${fmt(r.baseline.rps)} | ${fmt(r.ratio * 100, 1)}% | ${r.app.errors + r.app.non2xx} |`;
}

/** The gzip size of every script the page loads (module entry and its preloads). */
export async function pageJavaScriptGzip(appUrl: string, path: string): Promise<{ files: number; bytes: number }> {
  const html = await (await fetch(appUrl + path)).text();
  const urls = new Set<string>();
  for (const [, href = ""] of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) urls.add(href);
  for (const [, src = ""] of html.matchAll(/import\s*(?:\*\s*as\s*\w+\s*from\s*)?"([^"]+\.js)"/g)) urls.add(src);
  let bytes = 0;
  for (const url of urls) {
    const js = Buffer.from(await (await fetch(new URL(url, appUrl))).arrayBuffer());
    bytes += gzipSync(js, { level: 9 }).length;
  }
  return { files: urls.size, bytes };
}

/**
 * Liftoff's service worker (docs/decisions/008-service-worker.md): plans stay readable offline.
 *
 * - The app shell's offline page and icon are kept at install; the fingerprinted static files
 *   (/assets/*, named by their content) a kept page uses are kept with it, and served offline.
 * - Documents always go to the network. The plans a person opened (a generation's page, a saved
 *   plan's preview, the saved list) are kept in a cache of that person's own, named by the key the
 *   page reports (app/offline/ServiceWorker.tsx: "u<id>" signed in, "guest" otherwise). Offline, a
 *   kept page is served from the current person's cache; any other page gets the offline page
 *   instead of the browser's error.
 * - Only one person's pages are ever kept: when the page reports another key, every other person's
 *   cache is deleted; sign-in and sign-out (seen here as their POSTs) delete them all. The sign-out
 *   response's Clear-Site-Data header clears Cache Storage too where the browser supports it.
 */

const VERSION = "v1";
const STATIC_CACHE = `liftoff-static-${VERSION}`;
const SHELL_CACHE = `liftoff-shell-${VERSION}`;
const PAGES_PREFIX = "liftoff-pages-";
const META_CACHE = "liftoff-meta";
const USER_ENTRY = "/__liftoff/user";
const OFFLINE_URL = "/offline.html";
const SHELL = [OFFLINE_URL, "/favicon.svg"];
/** At most this many fingerprinted files are kept (old deploys' files go first). */
const STATIC_LIMIT = 120;

/** The pages worth keeping for offline reading: a person's own plans, and their list. */
function isPlanPage(url) {
  if (/^\/plan\/[\w-]+$/.test(url.pathname)) return true;
  if ((url.pathname === "/preview" || url.pathname === "/preview-new") && url.searchParams.has("id")) return true;
  return url.pathname === "/saved";
}

/** A key the page may report: "guest" or "u" and a number (anything else is ignored). */
function validUserKey(key) {
  return typeof key === "string" && /^(guest|u\d{1,12})$/.test(key);
}

async function readUser() {
  const response = await (await caches.open(META_CACHE)).match(USER_ENTRY);
  return response ? response.text() : null;
}

async function writeUser(key) {
  const meta = await caches.open(META_CACHE);
  if (key === null) await meta.delete(USER_ENTRY);
  else await meta.put(USER_ENTRY, new Response(key));
}

/** Deletes every person's kept pages except `keep`'s (all of them when `keep` is null). */
async function deletePages(keep) {
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(PAGES_PREFIX) && name !== PAGES_PREFIX + keep).map((name) => caches.delete(name)));
}

async function forgetEveryone() {
  await writeUser(null);
  await deletePages(null);
}

/** The documents this worker fetched lately (their copies), so keeping one needs no second request. */
const recent = new Map();
function remember(url, response) {
  recent.set(url, response);
  while (recent.size > 5) recent.delete(recent.keys().next().value);
}

async function trimStatic(cache) {
  const keys = await cache.keys();
  for (const request of keys.slice(0, Math.max(0, keys.length - STATIC_LIMIT))) await cache.delete(request);
}

/** Keeps the fingerprinted files a kept page names (a first visit fetched them before this worker ran). */
async function keepAssetsOf(html) {
  const cache = await caches.open(STATIC_CACHE);
  const urls = [...new Set(html.match(/\/assets\/[\w.-]+\.(?:js|css|svg|png|jpg|webp|woff2?)/g) ?? [])];
  for (const url of urls) {
    if (await cache.match(url)) continue;
    try {
      const response = await fetch(url);
      if (response.ok) await cache.put(url, response);
    } catch {
      return; // offline again: the next visit keeps them
    }
  }
  await trimStatic(cache);
}

/** The page at `href` was shown to the person `user`: remember who is here, and keep it when it is a plan. */
async function pageShown(user, href) {
  if (!validUserKey(user)) return;
  const url = new URL(href);
  if (url.origin !== self.location.origin) return;
  if ((await readUser()) !== user) {
    await deletePages(user);
    await writeUser(user);
  }
  if (!isPlanPage(url)) return;
  let response = recent.get(url.href);
  recent.delete(url.href);
  if (!response) {
    try {
      response = await fetch(url.href, { credentials: "same-origin", headers: { Accept: "text/html" } });
    } catch {
      return; // offline: what is kept stays as it is
    }
  }
  if (!response.ok || response.redirected || !(response.headers.get("Content-Type") ?? "").includes("text/html")) return;
  // Signed out or in since this page was fetched: the page belongs to someone the worker no longer keeps.
  if ((await readUser()) !== user) return;
  const html = await response.clone().text();
  await (await caches.open(PAGES_PREFIX + user)).put(url.href, response);
  await keepAssetsOf(html);
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const current = [STATIC_CACHE, SHELL_CACHE, META_CACHE];
      const names = await caches.keys();
      await Promise.all(names.filter((name) => !current.includes(name) && !name.startsWith(PAGES_PREFIX)).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  const data = event.data;
  if (!data || typeof data !== "object") return;
  if (data.type === "page" && typeof data.url === "string") event.waitUntil(pageShown(data.user, data.url).catch(() => {}));
  if (data.type === "forget") event.waitUntil(forgetEveryone());
});

async function offlinePage() {
  return (await caches.match(OFFLINE_URL)) ?? new Response("You're offline.", { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

async function navigate(request) {
  const url = new URL(request.url);
  try {
    const response = await fetch(request);
    if (response.ok && !response.redirected && isPlanPage(url)) remember(url.href, response.clone());
    return response;
  } catch {
    const user = await readUser();
    if (user !== null && isPlanPage(url)) {
      const kept = await (await caches.open(PAGES_PREFIX + user)).match(url.href);
      if (kept) return kept;
    }
    return offlinePage();
  }
}

async function staticAsset(request) {
  const cache = await caches.open(STATIC_CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // /logout.data and /login.data: the same forms sent by the app's JavaScript (single fetch).
  if (request.method === "POST" && /^\/(logout|login)(\.data)?$/.test(url.pathname)) {
    // Someone signs out or in: nobody's kept pages stay (the page reports the new person afterwards).
    event.waitUntil(forgetEveryone());
    return;
  }
  if (request.method !== "GET") return;
  // Online, the browser fetches static files itself (its HTTP cache keeps them for a year): a
  // response this worker was still giving would fail if sign-out's Clear-Site-Data stopped it
  // mid-way, and the app would reload. Offline, they come from the copies kept with each plan.
  if (url.pathname.startsWith("/assets/")) {
    if (!self.navigator.onLine) event.respondWith(staticAsset(request));
    return;
  }
  if (request.mode === "navigate") event.respondWith(navigate(request));
});

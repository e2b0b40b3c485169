import { describe, expect, it } from "vitest";
import { cacheDocument, cachedDocument, NONCE_PLACEHOLDER, renderCacheKey } from "~/render-cache.server";
import * as root from "~/root";
import * as home from "~/routes/_index";
import * as product from "~/routes/product";
import * as saved from "~/routes/saved";

type Context = Parameters<typeof renderCacheKey>[2];

/** What Remix hands entry.server for a page made of `routes` (id → module) with `loaderData`. */
function contextFor(routes: Record<string, { handle?: unknown }>, loaderData: Record<string, unknown>, extra = {}): Context {
  return {
    isSpaMode: false,
    routeModules: routes,
    staticHandlerContext: {
      matches: Object.keys(routes).map((id) => ({ route: { id } })),
      loaderData,
      actionData: null,
      errors: null,
      ...extra,
    },
  } as unknown as Context;
}

const homePage = { root, "routes/_index": home };
const anonymous = { root: { user: null, toast: null }, "routes/_index": null };
const get = (path: string) => new Request(`http://localhost${path}`);

describe("renderCacheKey", () => {
  it("keys a GET 200 of routes that all declare a pure render by URL and loader data", () => {
    const key = renderCacheKey(get("/"), 200, contextFor(homePage, anonymous), true);
    expect(key).toBe(renderCacheKey(get("/"), 200, contextFor(homePage, anonymous), true));
    const signedIn = { ...anonymous, root: { user: { id: 1, email: "a@b.co" }, toast: null } };
    expect(renderCacheKey(get("/"), 200, contextFor(homePage, signedIn), true)).not.toBe(key);
    expect(renderCacheKey(get("/?tab=x"), 200, contextFor(homePage, anonymous), true)).not.toBe(key);
    const answers = (values: object) => ({ root: anonymous.root, "routes/product": { values, epoch: null } });
    const productPage = { root, "routes/product": product };
    expect(renderCacheKey(get("/product"), 200, contextFor(productPage, answers({ productName: "A" })), true)).not.toBe(
      renderCacheKey(get("/product"), 200, contextFor(productPage, answers({ productName: "B" })), true),
    );
  });

  it("keys only data JSON describes exactly: undefined is not missing; Dates, Maps and NaN are not keyed", () => {
    const productPage = { root, "routes/product": product };
    const withValues = (values: object) => contextFor(productPage, { root: anonymous.root, "routes/product": { values } });
    expect(renderCacheKey(get("/product"), 200, withValues({ productName: undefined }), true)).not.toBe(
      renderCacheKey(get("/product"), 200, withValues({}), true),
    );
    for (const loose of [new Date(0), new Map([["a", 1]]), new Set([1]), Number.NaN]) {
      expect(renderCacheKey(get("/product"), 200, withValues({ productName: loose }), true)).toBeNull();
    }
  });

  it("renders for this request alone: other methods and statuses, action data, errors, an impure route, off", () => {
    const context = contextFor(homePage, anonymous);
    expect(renderCacheKey(new Request("http://localhost/", { method: "POST" }), 200, context, true)).toBeNull();
    expect(renderCacheKey(get("/"), 404, context, true)).toBeNull();
    expect(renderCacheKey(get("/"), 200, contextFor(homePage, anonymous, { actionData: { "routes/_index": {} } }), true)).toBeNull();
    expect(renderCacheKey(get("/"), 200, contextFor(homePage, anonymous, { errors: { root: new Error("x") } }), true)).toBeNull();
    const savedPage = { root, "routes/saved": saved as { handle?: unknown } };
    expect(renderCacheKey(get("/saved"), 200, contextFor(savedPage, { root: {}, "routes/saved": {} }), true)).toBeNull();
    expect(renderCacheKey(get("/"), 200, context, false)).toBeNull();
    expect(renderCacheKey(get("/"), 200, context)).toBeNull(); // tests do not run in production
  });
});

describe("cached documents", () => {
  it("give every response its own nonce wherever the placeholder was", () => {
    const html = `<script nonce="${NONCE_PLACEHOLDER}">a</script><p>text</p><script nonce="${NONCE_PLACEHOLDER}">b</script>`;
    cacheDocument("nonce-test", html);
    expect(cachedDocument("nonce-test", "n0nce-one")).toBe('<script nonce="n0nce-one">a</script><p>text</p><script nonce="n0nce-one">b</script>');
    expect(cachedDocument("nonce-test", "n0nce-two")).not.toContain(NONCE_PLACEHOLDER);
    expect(cachedDocument("never-stored", "n")).toBeNull();
  });

  it("keep at most 200 documents, dropping the least recently used first", () => {
    cacheDocument("lru-kept", "<p>kept</p>");
    cacheDocument("lru-dropped", "<p>dropped</p>");
    for (let i = 0; i < 198; i++) cacheDocument(`lru-filler-${i}`, "<p>filler</p>");
    expect(cachedDocument("lru-kept", "n")).toBe("<p>kept</p>"); // used: now the most recent
    cacheDocument("lru-newest", "<p>newest</p>");
    expect(cachedDocument("lru-dropped", "n")).toBeNull();
    expect(cachedDocument("lru-kept", "n")).toBe("<p>kept</p>");
    expect(cachedDocument("lru-newest", "n")).toBe("<p>newest</p>");
  });

  it("do not keep a document too large to be worth a slot", () => {
    cacheDocument("too-large", "x".repeat(2 * 1024 * 1024));
    expect(cachedDocument("too-large", "n")).toBeNull();
  });
});

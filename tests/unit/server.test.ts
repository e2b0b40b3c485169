import { describe, expect, it } from "vitest";
import { parseTrustProxy } from "../../server/index.mjs";

describe("TRUST_PROXY", () => {
  it("is a hop count: unset or empty trusts no proxy", () => {
    expect(parseTrustProxy(undefined)).toBe(0);
    expect(parseTrustProxy(" ")).toBe(0);
    expect(parseTrustProxy("2")).toBe(2);
  });

  it("refuses anything else with a message naming the setting", () => {
    for (const value of ["yes", "true", "-1", "1.5", "10.0.0.0/8"]) {
      expect(() => parseTrustProxy(value)).toThrow(`TRUST_PROXY must be the number of proxies in front of the app (0 when none), not "${value}"`);
    }
  });
});

describe("a port the server cannot listen on", () => {
  it("is one line saying what to do", async () => {
    const { listenProblem } = await import("../../server/index.mjs");
    expect(listenProblem(Object.assign(new Error("listen EADDRINUSE"), { code: "EADDRINUSE" }), 3000)).toBe(
      "Port 3000 is in use: stop the other server, or set PORT in .env to a free port.",
    );
    expect(listenProblem(Object.assign(new Error("listen EACCES"), { code: "EACCES" }), 80)).toContain("set PORT in .env to 1024 or above");
    expect(listenProblem(new Error("something else"), 3000)).toBeNull();
  });
});

describe("WEB_CONCURRENCY", () => {
  it("is one process per core unless set, and a whole number of processes when set", async () => {
    const { parseWebConcurrency } = await import("../../server/index.mjs");
    expect(parseWebConcurrency(undefined, 2)).toBe(2);
    expect(parseWebConcurrency("", 8)).toBe(8);
    expect(parseWebConcurrency("1", 8)).toBe(1);
    for (const value of ["0", "two", "-2", "1.5"]) {
      expect(() => parseWebConcurrency(value, 2)).toThrow(`WEB_CONCURRENCY must be the number of server processes to run (1 or more), not "${value}"`);
    }
  });
});

describe("request ids and the access log", () => {
  it("keeps a trusted proxy's request id, replaces anything else, and sends it back", async () => {
    const { requestId } = await import("../../server/index.mjs");
    const run = (trustProxy: number, incoming?: string) => {
      const headers: Record<string, string> = {};
      const req = { get: (name: string) => (name === "X-Request-Id" ? incoming : undefined) } as { get: (n: string) => string | undefined; id?: string };
      const res = { setHeader: (name: string, value: string) => (headers[name] = value) };
      let nexted = false;
      requestId({ trustProxy })(req, res, () => (nexted = true));
      expect(nexted).toBe(true);
      expect(headers["X-Request-Id"]).toBe(req.id);
      return req.id!;
    };
    expect(run(1, "edge-4f3c2a91")).toBe("edge-4f3c2a91");
    expect(run(0, "edge-4f3c2a91")).toMatch(/^[0-9a-f-]{36}$/); // no trusted proxy: a client's id is not believed
    expect(run(1, "bad id with spaces")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("writes one JSON line per request, without the query string", async () => {
    const { accessLogLine } = await import("../../server/index.mjs");
    const req = { id: "r-123456789", method: "POST", originalUrl: "/plan?token=secret", ip: "203.0.113.4" };
    const line = accessLogLine({ "response-time": () => "12.5" }, req, { statusCode: 503 });
    expect(JSON.parse(line)).toMatchObject({ level: "error", msg: "request", requestId: "r-123456789", method: "POST", path: "/plan", status: 503, ms: 12.5, client: "203.0.113.4" });
    expect(line).not.toContain("secret");
  });
});

describe("requests Remix would answer with a 500", () => {
  type Answer = { status?: number; body?: string; passed: boolean };
  function send(middleware: (req: never, res: never, next: () => void) => void, req: { method?: string; headers?: Record<string, string>; query?: Record<string, string> }): Answer {
    const answer: Answer = { passed: false };
    const headers = Object.fromEntries(Object.entries(req.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
    const request = { method: req.method ?? "GET", query: req.query ?? {}, get: (name: string) => headers[name.toLowerCase()] };
    const response = {
      status(code: number) {
        answer.status = code;
        return response;
      },
      type: () => response,
      send(body: string) {
        answer.body = body;
        return response;
      },
    };
    middleware(request as never, response as never, () => (answer.passed = true));
    return answer;
  }

  it("refuses a write sent by another site's page with 403, as Remix's own rule would, and lets the rest through", async () => {
    const { refuseCrossSiteWrites } = await import("../../server/index.mjs");
    const post = (headers: Record<string, string>) => send(refuseCrossSiteWrites, { method: "POST", headers });
    for (const origin of ["https://evil.example", "null", "not a url"]) {
      expect(post({ Host: "liftoff.example", Origin: origin })).toEqual({ status: 403, body: "Forbidden: this form was sent from another site.", passed: false });
    }
    expect(post({ Host: "liftoff.example", Origin: "https://liftoff.example" }).passed).toBe(true);
    expect(post({ Host: "127.0.0.1:3000", "X-Forwarded-Host": "liftoff.example", Origin: "https://liftoff.example" }).passed).toBe(true);
    expect(post({ Host: "liftoff.example" }).passed).toBe(true); // no Origin: not a browser page (curl, the API)
    expect(send(refuseCrossSiteWrites, { method: "GET", headers: { Host: "liftoff.example", Origin: "https://evil.example" } }).passed).toBe(true);
  });

  it("answers the old ?_data protocol with 400", async () => {
    const { refuseDataParam } = await import("../../server/index.mjs");
    expect(send(refuseDataParam, { query: { _data: "routes/api-key" } })).toMatchObject({ status: 400, passed: false });
    expect(send(refuseDataParam, { query: { q: "x" } }).passed).toBe(true);
  });
});

describe(".env for the server", () => {
  it("is read before TRUST_PROXY and WEB_CONCURRENCY, real environment variables winning", async () => {
    const { loadDotEnv } = await import("../../server/dotenv.mjs");
    const { mkdtempSync, writeFileSync } = await import("node:fs");
    const { join } = await import("node:path");
    const { tmpdir } = await import("node:os");
    const file = join(mkdtempSync(join(tmpdir(), "liftoff-env-")), ".env");
    writeFileSync(file, "LIFTOFF_TEST_TRUST=2\nLIFTOFF_TEST_KEPT=from-file\n");
    process.env.LIFTOFF_TEST_KEPT = "from-environment";
    try {
      loadDotEnv(file);
      expect(process.env.LIFTOFF_TEST_TRUST).toBe("2");
      expect(process.env.LIFTOFF_TEST_KEPT).toBe("from-environment");
    } finally {
      delete process.env.LIFTOFF_TEST_TRUST;
      delete process.env.LIFTOFF_TEST_KEPT;
    }
  });
});

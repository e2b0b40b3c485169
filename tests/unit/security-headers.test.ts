import { describe, expect, it } from "vitest";
import { securityHeaders } from "~/security.server";

/** The headers every document carries (issue 12, findings 10 and 12). */

describe("security headers", () => {
  it("ask browsers to keep to HTTPS only when the page came over HTTPS", () => {
    expect(securityHeaders("n0nce", { https: true })["Strict-Transport-Security"]).toBe("max-age=15552000");
    expect(securityHeaders("n0nce", { https: false })).not.toHaveProperty("Strict-Transport-Security");
  });

  it("let only this response's scripts run, and what they load", () => {
    const csp = securityHeaders("n0nce")["Content-Security-Policy"];
    expect(csp).toMatch(/script-src 'nonce-n0nce' 'strict-dynamic'/);
    expect(csp).not.toContain("'unsafe-inline' 'nonce");
    expect(securityHeaders("n0nce")["Cross-Origin-Opener-Policy"]).toBe("same-origin");
  });
});

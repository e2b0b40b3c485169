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

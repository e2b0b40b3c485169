import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "../../app/auth/password.server";
import { defined } from "../support/defined";

describe("password hashing", () => {
  it("verifies the right password and refuses a wrong one", async () => {
    const hash = await hashPassword("correct horse battery");
    expect(await verifyPassword("correct horse battery", hash)).toBe(true);
    expect(await verifyPassword("correct horse batterY", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
  });

  it("stores scrypt with its parameters and a 16-byte salt, never the password", async () => {
    const hash = await hashPassword("s3cret-value");
    const [scheme, N, r, p, salt, key] = hash.split("$");
    expect(scheme).toBe("scrypt");
    expect([Number(N), Number(r), Number(p)]).toEqual([2 ** 10, 8, 1]); // the test-only cost
    expect(Buffer.from(defined(salt, "the salt"), "base64url")).toHaveLength(16);
    expect(Buffer.from(defined(key, "the key"), "base64url")).toHaveLength(32);
    expect(hash).not.toContain("s3cret-value");
  });

  it("salts every hash", async () => {
    expect(await hashPassword("same password")).not.toBe(await hashPassword("same password"));
  });

  it("verifies hashes made at the production cost (N=2^17), whatever the current cost", async () => {
    const { scryptSync, randomBytes } = await import("node:crypto");
    const salt = randomBytes(16);
    const key = scryptSync("owasp strength", salt, 32, { N: 2 ** 17, r: 8, p: 1, maxmem: 300 * 1024 * 1024 });
    const stored = ["scrypt", 2 ** 17, 8, 1, salt.toString("base64url"), key.toString("base64url")].join("$");
    expect(await verifyPassword("owasp strength", stored)).toBe(true);
    expect(await verifyPassword("owasp strength!", stored)).toBe(false);
  });

  it("refuses a missing or malformed stored hash", async () => {
    expect(await verifyPassword("anything", null)).toBe(false);
    expect(await verifyPassword("anything", "plain-text-password")).toBe(false);
    expect(await verifyPassword("anything", "scrypt$999999999$8$1$AA$AA")).toBe(false);
  });
});

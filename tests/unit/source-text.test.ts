/**
 * Source files hold no control characters. Twice a regex's `\b` reached a file as a backspace
 * character (U+0008): it still compiles, matches nothing, and the reading it served went quiet.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..");
const SOURCE = /\.(?:ts|tsx|mts|mjs|js)$/;

const ALLOWED = new Set(["\t", "\n", "\r"]);
const isControl = (ch: string) => !ALLOWED.has(ch) && (ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

describe("source text", () => {
  it("has no control characters other than tab, newline and carriage return", () => {
    const files = ["app", "tests", "scripts", "server", "db", "bench"].flatMap((dir) => sourceFiles(join(ROOT, dir)));
    expect(files.length).toBeGreaterThan(100);
    const offending = files
      .filter((file) => [...readFileSync(file, "utf8")].some(isControl))
      .map((file) => relative(ROOT, file));
    expect(offending).toEqual([]);
  });
});

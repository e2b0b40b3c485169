import { readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/*
 * The patches under patches/ (docs/decisions/004) are applied by patch-package on every install.
 * This fails when one is not: the installed version is not the one patched, or a line the patch
 * adds is missing from the installed file.
 */

const root = new URL("../../", import.meta.url).pathname;
const require = createRequire(join(root, "package.json"));
const patches = readdirSync(join(root, "patches")).filter((f) => f.endsWith(".patch"));

/** "@remix-run+router+1.23.3.patch" → ["@remix-run/router", "1.23.3"] */
function packageOf(file: string): [string, string] {
  const parts = file.replace(/\.patch$/, "").split("+");
  const version = parts.pop()!;
  return [parts.join("/"), version];
}

/** The lines each patched file must now contain, by path inside the package. */
function addedLines(patch: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  let current: string | null = null;
  for (const line of patch.split("\n")) {
    const file = /^\+\+\+ b\/node_modules\/(?:@[^/]+\/)?[^/]+\/(.+)$/.exec(line)?.[1];
    if (file) {
      current = file;
      out.set(current, []);
    } else if (current && line.startsWith("+") && !line.startsWith("+++") && line.slice(1).trim()) {
      out.get(current)!.push(line.slice(1).trim());
    }
  }
  return out;
}

describe.each(patches)("patches/%s", (file) => {
  const [name, version] = packageOf(file);

  it("patches the installed version, which package.json pins", () => {
    const installed = JSON.parse(readFileSync(require.resolve(`${name}/package.json`), "utf8")) as { version: string };
    expect(installed.version).toBe(version);
    const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as Record<string, Record<string, string>>;
    const pinned = pkg.dependencies?.[name] ?? pkg.overrides?.[name];
    expect(pinned, `${name} pinned exactly in dependencies or overrides`).toBe(version);
  });

  it("is applied: every line it adds is in the installed files", () => {
    const dir = require.resolve(`${name}/package.json`).replace(/package\.json$/, "");
    const added = addedLines(readFileSync(join(root, "patches", file), "utf8"));
    expect(added.size).toBeGreaterThan(0);
    for (const [path, lines] of added) {
      const text = readFileSync(join(dir, path), "utf8");
      const missing = lines.filter((l) => !text.includes(l));
      expect(missing, `${name}/${path}`).toEqual([]);
    }
  });
});

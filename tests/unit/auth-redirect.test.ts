import { describe, expect, it } from "vitest";
import { safeRedirect } from "../../app/auth/redirect";

describe("safeRedirect", () => {
  it.each([
    ["/saved", "/saved"],
    ["/save-plan", "/save-plan"],
    ["/preview-new?id=4#tactics", "/preview-new?id=4#tactics"],
    ["/a/../saved", "/saved"],
  ])("follows the same-site path %s", (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  it.each([
    "//evil.example",
    "//evil.example/saved",
    "/\\evil.example",
    "/\\/evil.example",
    "\\\\evil.example",
    "https://evil.example/",
    "http:evil.example",
    "javascript:alert(1)",
    "saved",
    "/\t/evil.example",
    "/\n/evil.example",
    " //evil.example",
    "",
    // Normalised to "//evil.example" by the URL parser: the result is judged, not the raw string.
    "/.//evil.example",
    "/..//evil.example",
    "/%2e//evil.example",
    "/./\\evil.example",
  ])("sends %j to the fallback", (input) => {
    expect(safeRedirect(input, "/home")).toBe("/home");
  });

  it("falls back for missing or non-text values", () => {
    expect(safeRedirect(null)).toBe("/");
    expect(safeRedirect(undefined)).toBe("/");
  });
});

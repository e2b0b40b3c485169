import { describe, expect, it } from "vitest";
import { pageMeta, planDescription } from "~/meta";
import { formatElapsed } from "~/ui/MissionClock";

describe("pageMeta", () => {
  it("titles pages '{title} | LIFTOFF' and carries the default description and social tags", () => {
    const tags = pageMeta({ title: "Privacy Policy" });
    expect(tags).toContainEqual({ title: "Privacy Policy | LIFTOFF" });
    expect(tags).toContainEqual({ property: "og:title", content: "Privacy Policy | LIFTOFF" });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary" });
    const description = tags.find((t) => "name" in t && t.name === "description");
    expect(description).toMatchObject({ content: expect.stringMatching(/data-driven, AI-powered/) });
    expect(tags.some((t) => "name" in t && t.name === "robots")).toBe(false);
  });

  it("uses the product name alone without a title, and adds canonical and noindex on request", () => {
    const tags = pageMeta({ canonical: "https://liftoff.example/", noindex: true });
    expect(tags).toContainEqual({ title: "LIFTOFF" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://liftoff.example/" });
    expect(tags).toContainEqual({ name: "robots", content: "noindex, nofollow" });
  });

  it("describes plan pages with the first 160 characters of the product description", () => {
    const text = "word ".repeat(100);
    expect(planDescription(text)).toHaveLength(160);
    expect(planDescription("  A   tool\nfor founders ")).toBe("A tool for founders");
    expect(planDescription(undefined)).toMatch(/AI-powered/);
  });
});

describe("the mission clock", () => {
  it.each([
    [0, "T+00:00:00"],
    [59, "T+00:00:59"],
    [61, "T+00:01:01"],
    [3600 * 25 + 7, "T+25:00:07"],
    [-5, "T+00:00:00"],
  ])("%i seconds reads %s", (seconds, text) => {
    expect(formatElapsed(seconds)).toBe(text);
  });
});

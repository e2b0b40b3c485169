import { describe, expect, it } from "vitest";
import { AUDIENCE_TYPES, GEOGRAPHIES, audienceLabel, geographyLabel, labelOf, optionOf } from "~/wizard/options";

/** One label per answer, used by the plan view, the export, the prompts, the saved plans and the planner. */
describe("option labels", () => {
  it("names a listed value by its label, keeps free text as it came, and reads anything else as blank", () => {
    expect(labelOf(GEOGRAPHIES, "asia-pacific")).toBe("Asia-Pacific");
    expect(labelOf(GEOGRAPHIES, " europe ")).toBe("Europe");
    expect(labelOf(AUDIENCE_TYPES, "Busy parents")).toBe("Busy parents");
    expect(labelOf(AUDIENCE_TYPES, undefined)).toBe("");
    expect(labelOf(AUDIENCE_TYPES, 42)).toBe("");
  });

  it("finds an option by its value or its label", () => {
    expect(optionOf(AUDIENCE_TYPES, "developer")?.value).toBe("developer");
    expect(optionOf(AUDIENCE_TYPES, "Developers")?.value).toBe("developer");
    expect(optionOf(GEOGRAPHIES, "Mars")).toBeUndefined();
  });

  it("says the audience in the founder's words for Other", () => {
    expect(audienceLabel({ audienceType: "b2b-smb" })).toBe("B2B: Small and medium businesses");
    expect(audienceLabel({ audienceType: "other", customAudienceType: "  Indie game studios " })).toBe("Indie game studios");
    expect(audienceLabel({ audienceType: "other", customAudienceType: "" })).toBe("Other (please specify)");
    expect(audienceLabel({ audienceType: "developer", customAudienceType: "stale" })).toBe("Developers");
  });

  it("says the geography: the country, the local area, else the option", () => {
    expect(geographyLabel({ audienceGeography: "specific-country", specificCountry: "Germany" })).toBe("Germany");
    expect(geographyLabel({ audienceGeography: "local", localRegion: "Croix-Rousse, Lyon" })).toBe("Local: Croix-Rousse, Lyon");
    expect(geographyLabel({ audienceGeography: "local", localRegion: " " })).toBe("Local / regional");
    expect(geographyLabel({ audienceGeography: "europe", localRegion: "stale" })).toBe("Europe");
    expect(geographyLabel({})).toBe("");
  });
});

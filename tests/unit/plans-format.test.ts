import { describe, expect, it } from "vitest";
import { formatPlanDate } from "../../app/saved-plans/format";

describe("saved plan dates", () => {
  it('reads like "Jan 5, 2025", in UTC', () => {
    expect(formatPlanDate("2025-01-05T10:00:00.000Z")).toBe("Jan 5, 2025");
    expect(formatPlanDate("2025-01-05T23:59:59.000Z")).toBe("Jan 5, 2025");
    expect(formatPlanDate("2024-12-31T00:00:00Z")).toBe("Dec 31, 2024");
  });
  it('says "No date" when there is none', () => {
    expect(formatPlanDate(null)).toBe("No date");
    expect(formatPlanDate(undefined)).toBe("No date");
    expect(formatPlanDate("  ")).toBe("No date");
  });
  it('says "Invalid date" when it cannot be read', () => {
    expect(formatPlanDate("not a date")).toBe("Invalid date");
    expect(formatPlanDate("2025-13-45")).toBe("Invalid date");
  });
});

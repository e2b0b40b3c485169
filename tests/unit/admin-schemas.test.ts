import { describe, expect, it } from "vitest";
import { adminLoginSchema, parseId, readDashboardQuery, waitlistUpdateSchema } from "../../app/admin/schemas";
import { fieldErrorsOf } from "../../app/http.server";

const errorsOf = (result: { success: boolean; error?: import("zod").ZodError }) => (result.error ? fieldErrorsOf(result.error) : {});

describe("admin login", () => {
  it("asks for each field with the spec's messages", () => {
    expect(errorsOf(adminLoginSchema.safeParse({}))).toEqual({
      email: ["Valid email is required"],
      password: ["Password is required"],
      accessCode: ["Access code is required"],
    });
    expect(errorsOf(adminLoginSchema.safeParse({ email: "nope", password: "", accessCode: "" }))).toEqual({
      email: ["Valid email is required"],
      password: ["Password is required"],
      accessCode: ["Access code is required"],
    });
    expect(adminLoginSchema.parse({ email: " admin@x.example ", password: "p", accessCode: "c" })).toEqual({ email: "admin@x.example", password: "p", accessCode: "c" });
  });
});

describe("the waitlist entry edit", () => {
  it("takes any subset of the fields, lower-cases the email, normalises or clears the website", () => {
    expect(waitlistUpdateSchema.parse({ fullName: " Ada " })).toEqual({ fullName: "Ada" });
    expect(waitlistUpdateSchema.parse({ email: "Ada@Example.COM" })).toEqual({ email: "ada@example.com" });
    expect(waitlistUpdateSchema.parse({ productWebsite: "liftoff.dev" })).toEqual({ productWebsite: "https://liftoff.dev" });
    expect(waitlistUpdateSchema.parse({ productWebsite: "" })).toEqual({ productWebsite: null });
    expect(waitlistUpdateSchema.parse({ productWebsite: null })).toEqual({ productWebsite: null });
  });

  it("refuses what the waitlist refuses, with its messages", () => {
    expect(errorsOf(waitlistUpdateSchema.safeParse({ fullName: " ", email: "x", productName: "", productWebsite: "javascript:alert(1)" }))).toEqual({
      fullName: ["Full name is required"],
      email: ["Please enter a valid email address"],
      productName: ["Product name is required"],
      productWebsite: ["Please enter a valid URL"],
    });
    expect(errorsOf(waitlistUpdateSchema.safeParse({ fullName: "x".repeat(101) }))).toEqual({ fullName: ["Full name cannot exceed 100 characters"] });
    expect(errorsOf(waitlistUpdateSchema.safeParse({ fullName: 5 }))).toEqual({ fullName: ["Full name is required"] });
  });

  it("refuses an empty change and unknown fields", () => {
    expect(waitlistUpdateSchema.safeParse({}).success).toBe(false);
    const unknown = waitlistUpdateSchema.safeParse({ fullName: "Ada", createdAt: "2020-01-01" });
    expect(unknown.success).toBe(false);
    expect(unknown.error?.issues[0]?.message).toMatch(/Unknown field/);
  });
});

describe("ids and the dashboard query", () => {
  it("takes positive whole numbers only", () => {
    expect(parseId("12")).toBe(12);
    for (const bad of ["0", "-1", "1.5", "01", "abc", "", null, "99999999999999999"]) expect(parseId(bad)).toBeNull();
  });

  it("reads tab, search and page with safe defaults", () => {
    expect(readDashboardQuery(new URL("http://x/admin/dashboard"))).toEqual({ tab: "waitlist", q: "", page: 1 });
    expect(readDashboardQuery(new URL("http://x/admin/dashboard?tab=users&q=%20Ada%20&page=3"))).toEqual({ tab: "users", q: "Ada", page: 3 });
    expect(readDashboardQuery(new URL(`http://x/admin/dashboard?tab=evil&page=-2&q=${"a".repeat(300)}`))).toEqual({ tab: "waitlist", q: "a".repeat(100), page: 1 });
  });
});

import { describe, expect, it } from "vitest";
import { HONEYPOT_FIELD, isHoneypotFilled, WAITLIST_MESSAGES, waitlistSchema, waitlistValidator } from "~/waitlist/schemas";

/** SPEC 5, "Waitlist": the fields, their messages, the optional website and its URL rule. */

const valid = { fullName: "Ada Lovelace", email: "ada@example.com", productName: "Engine Notes" };
const errorsOf = (input: unknown) => {
  const r = waitlistSchema.safeParse(input);
  return r.success ? {} : r.error.flatten().fieldErrors;
};

describe("waitlist schema", () => {
  it("gives the spec's message for every missing required field", () => {
    expect(errorsOf({})).toEqual({
      fullName: [WAITLIST_MESSAGES.fullName],
      email: [WAITLIST_MESSAGES.email],
      productName: [WAITLIST_MESSAGES.productName],
    });
    expect(WAITLIST_MESSAGES).toMatchObject({
      fullName: "Full name is required",
      email: "Please enter a valid email address",
      productName: "Product name is required",
      productWebsite: "Please enter a valid URL",
    });
  });

  it("treats blank as missing", () => {
    expect(errorsOf({ fullName: "   ", email: " ", productName: "\t" })).toEqual({
      fullName: ["Full name is required"],
      email: ["Please enter a valid email address"],
      productName: ["Product name is required"],
    });
  });

  it("refuses an address that is not one", () => {
    for (const email of ["ada", "ada@", "@example.com", "ada example.com", `${"a".repeat(250)}@example.com`]) {
      expect(errorsOf({ ...valid, email })).toEqual({ email: ["Please enter a valid email address"] });
    }
  });

  it("stores the email trimmed and lower-cased, the other texts trimmed", () => {
    const r = waitlistSchema.parse({ fullName: "  Ada  ", email: "  Ada@Example.COM ", productName: " Notes " });
    expect(r).toEqual({ fullName: "Ada", email: "ada@example.com", productName: "Notes" });
  });

  it("makes the website optional: absent, empty or blank is no website", () => {
    expect(waitlistSchema.parse(valid).productWebsite).toBeUndefined();
    expect(waitlistSchema.parse({ ...valid, productWebsite: "" }).productWebsite).toBeUndefined();
    expect(waitlistSchema.parse({ ...valid, productWebsite: "   " }).productWebsite).toBeUndefined();
    expect(waitlistSchema.parse({ ...valid, productWebsite: null }).productWebsite).toBeUndefined();
  });

  it("takes an http(s) address or a bare domain (as https), and refuses anything else with the spec's message", () => {
    expect(waitlistSchema.parse({ ...valid, productWebsite: "https://engine.example/notes" }).productWebsite).toBe(
      "https://engine.example/notes",
    );
    expect(waitlistSchema.parse({ ...valid, productWebsite: "engine.example" }).productWebsite).toBe("https://engine.example");
    for (const productWebsite of ["not a url", "javascript:alert(1)", "ftp://engine.example", "localhost:abc", "https://nodot", 42]) {
      expect(errorsOf({ ...valid, productWebsite })).toEqual({ productWebsite: ["Please enter a valid URL"] });
    }
  });

  it("bounds every text", () => {
    expect(errorsOf({ ...valid, fullName: "x".repeat(101) })).toEqual({ fullName: ["Full name cannot exceed 100 characters"] });
    expect(errorsOf({ ...valid, productName: "x".repeat(101) })).toEqual({ productName: ["Product name cannot exceed 100 characters"] });
    expect(errorsOf({ ...valid, productWebsite: `https://a.example/${"x".repeat(500)}` })).toEqual({
      productWebsite: ["Please enter a valid URL"],
    });
  });

  it("refuses values of the wrong type with the field's message", () => {
    expect(errorsOf({ fullName: 1, email: ["a@b.co"], productName: {} })).toEqual({
      fullName: ["Full name is required"],
      email: ["Please enter a valid email address"],
      productName: ["Product name is required"],
    });
  });

  it("is partial for the admin's edit: every field optional, the same rules", () => {
    const partial = waitlistSchema.partial();
    expect(partial.parse({})).toEqual({});
    expect(partial.safeParse({ email: "nope" }).success).toBe(false);
  });

  it("validates a page's form the same way (remix-validated-form)", async () => {
    const form = new FormData();
    form.set("fullName", "Ada");
    form.set("email", "bad");
    const r = await waitlistValidator.validate(form);
    expect(r.error?.fieldErrors).toEqual({ email: "Please enter a valid email address", productName: "Product name is required" });
  });
});

describe("the honeypot", () => {
  it("is filled by any non-blank value", () => {
    expect(HONEYPOT_FIELD).toBe("homepage");
    expect(isHoneypotFilled(null)).toBe(false);
    expect(isHoneypotFilled(undefined)).toBe(false);
    expect(isHoneypotFilled("")).toBe(false);
    expect(isHoneypotFilled("  ")).toBe(false);
    expect(isHoneypotFilled("http://spam.example")).toBe(true);
    expect(isHoneypotFilled(1)).toBe(true);
  });
});

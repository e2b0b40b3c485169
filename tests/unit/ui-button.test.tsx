import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Button, buttonVariants, type ButtonSize, type ButtonVariant } from "~/ui/Button";

const VARIANTS: ButtonVariant[] = ["primary", "ink", "outline", "ghost", "danger", "inverse", "link"];
const SIZES: ButtonSize[] = ["xs", "sm", "md", "lg", "icon"];

describe("buttonVariants", () => {
  it("gives every variant and every size its own classes", () => {
    expect(new Set(VARIANTS.map((variant) => buttonVariants({ variant }))).size).toBe(VARIANTS.length);
    expect(new Set(SIZES.map((size) => buttonVariants({ size }))).size).toBe(SIZES.length);
  });

  it("keeps a visible focus ring and the disabled look on every variant", () => {
    for (const variant of VARIANTS) {
      const classes = buttonVariants({ variant }).split(" ");
      expect(classes).toContain("focus-visible:outline-3");
      expect(classes).toContain("focus-visible:outline-launch");
      expect(classes).toContain("disabled:opacity-60");
    }
  });

  it("defaults to the outline look at the medium size and appends a className", () => {
    expect(buttonVariants()).toBe(buttonVariants({ variant: "outline", size: "md" }));
    expect(buttonVariants({ className: "mt-6" }).endsWith(" mt-6")).toBe(true);
  });
});

describe("Button", () => {
  it('is type="button" unless told otherwise', () => {
    expect(renderToString(<Button>Cancel</Button>)).toMatch(/^<button type="button"/);
    expect(renderToString(<Button type="submit">Save</Button>)).toMatch(/^<button type="submit"/);
  });

  it("passes its props through and renders the variant's classes", () => {
    const html = renderToString(
      <Button type="submit" variant="danger" name="intent" value="delete" form="f" disabled aria-label="Delete it">
        Delete Plan
      </Button>,
    );
    for (const attribute of ['name="intent"', 'value="delete"', 'form="f"', 'disabled=""', 'aria-label="Delete it"']) {
      expect(html).toContain(attribute);
    }
    expect(html).toContain(`class="${buttonVariants({ variant: "danger" })}"`);
    expect(html).toContain(">Delete Plan</button>");
  });
});

import { describe, expect, it } from "vitest";
import { GeneralErrorBoundary, UNEXPECTED_MESSAGE } from "~/ui/GeneralErrorBoundary";
import { PreviewError } from "~/saved-plans/ui/PreviewStates";
import type { ReactNode } from "react";
import { renderAt } from "../support/render";

/** The one error boundary: what a visitor reads for a thrown response, by status, and for a bug. */

/** A thrown response as the router hands it to a boundary. */
const thrown = (status: number, statusText: string, data: unknown) => ({ status, statusText, internal: false, data });

const renderError = (error: unknown, boundary: () => ReactNode) => renderAt("/", null, { error, boundary });

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/\s+/g, " ").trim();

describe("GeneralErrorBoundary", () => {
  const boundary = () => <GeneralErrorBoundary statusHandlers={{ 404: () => <p>No such page</p> }} />;

  it("sends a status to its handler", () => {
    expect(text(renderError(thrown(404, "Not Found", { message: "Not found" }), boundary))).toBe("No such page");
  });

  it("shows the sentence a thrown response carries, as text or as the JSON error's message", () => {
    expect(text(renderError(thrown(503, "Service Unavailable", "The form could not be reset."), boundary))).toContain(
      "The form could not be reset.",
    );
    expect(text(renderError(thrown(409, "Conflict", { message: "This plan is not ready yet." }), boundary))).toContain(
      "This plan is not ready yet.",
    );
    // Without a sentence, the status says what happened.
    expect(text(renderError(thrown(502, "Bad Gateway", { errors: {} }), boundary))).toContain("502 Bad Gateway");
  });

  it("never shows a bug's own message", () => {
    const html = text(renderError(new Error("SQLITE_BUSY: database is locked at /srv/data/app.db"), boundary));
    expect(html).toContain(UNEXPECTED_MESSAGE);
    expect(html).not.toContain("SQLITE_BUSY");
  });

  it("serves the previews' own texts", () => {
    expect(text(renderError(thrown(404, "Not Found", "Plan not found"), PreviewError))).toContain(
      "This plan could not be found. It may have been deleted.",
    );
    expect(text(renderError(new Error("boom"), PreviewError))).toContain("Failed to fetch plan. Please try again.");
  });
});

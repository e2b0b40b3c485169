import type { LoaderFunctionArgs } from "@remix-run/node";
import { notFound } from "~/http.server";
import { findGenerationForVisitor } from "~/generation/queries.server";
import { dayMadeOn } from "~/plan-quality/calendar";
import { markdownHeaders, planToMarkdown } from "~/plan-view/markdown.server";

/** GET /plan/:id/export: this visitor's finished plan as a Markdown download. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const generation = await findGenerationForVisitor(request, params.generationId ?? "");
  if (!generation) throw notFound();
  if (generation.status !== "done" || !generation.plan) {
    return new Response("This plan is not ready yet. Please wait for it to finish, then export it again.", {
      status: 409,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const markdown = planToMarkdown(generation.plan, generation.profile, generation.input, dayMadeOn(generation.createdAt));
  return new Response(markdown, { status: 200, headers: markdownHeaders(generation.input.productName) });
}

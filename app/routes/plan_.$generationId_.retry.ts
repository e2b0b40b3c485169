import type { ActionFunctionArgs } from "@remix-run/node";
import { retryGeneration } from "~/generation/retry.server";

/** POST /plan/:id/retry: Try Again on the error screen, from the saved answers. */
export async function action({ request, params }: ActionFunctionArgs) {
  return retryGeneration(request, params.generationId ?? "");
}

export async function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

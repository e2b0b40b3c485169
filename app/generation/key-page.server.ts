import { data, redirect } from "@remix-run/node";
import { commitSession, getSession, visitorIdOf } from "~/session.server";
import { redirectWithToast } from "~/toast.server";
import { readFormDataLimited } from "~/wizard/form-data.server";
import { validateAndSaveKey } from "./api-handlers.server";
import { BANNER_DISMISSED_KEY, aiKeyStatusForSession } from "./key-status.server";

/** The /api-key page: the key dialog as a plain form (no JavaScript), and the banner's dismiss. */

/** Only same-site paths: a returnTo can never send the visitor elsewhere. */
export function safeReturnTo(value: unknown, fallback = "/plan"): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return fallback;
  return value;
}

export async function loadKeyPage(request: Request) {
  const session = await getSession(request);
  const status = await aiKeyStatusForSession(session);
  const returnTo = safeReturnTo(new URL(request.url).searchParams.get("returnTo"));
  return { status, returnTo };
}

export async function keyPageAction(request: Request) {
  const form = await readFormDataLimited(request, 8 * 1024);
  const session = await getSession(request);
  const returnTo = safeReturnTo(form.get("returnTo"));
  const intent = form.get("intent");

  if (intent === "dismiss") {
    session.set(BANNER_DISMISSED_KEY, true);
    return redirect(returnTo, { headers: { "Set-Cookie": await commitSession(request, session) } });
  }

  const result = await validateAndSaveKey(visitorIdOf(session), form.get("key") ?? undefined);
  if (!result.ok) {
    // The key is not sent back: the visitor types it again rather than us echoing a secret.
    return data(
      { error: result.message },
      { status: result.status, headers: { "Set-Cookie": await commitSession(request, session) } },
    );
  }
  return redirectWithToast(
    request,
    returnTo,
    { title: "API Key Saved", description: "Your AI provider API key has been validated and saved successfully." },
    session,
  );
}

import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { deleteVisitorApiKey } from "~/ai-keys/stored-keys.server";
import { isCrossSite } from "~/http.server";
import { destroySession, getSession } from "~/session.server";

/** Sign Out: the session row and the visitor's own AI key are deleted on the server, then home. */
export async function action({ request }: ActionFunctionArgs) {
  // A resource route: Remix's own origin check skips it, so another site's form could sign people out.
  if (isCrossSite(request)) return new Response("Sign-out must come from this site.", { status: 403 });
  const session = await getSession(request);
  // A shared device: nothing of this person stays for the next one. Their own AI key goes with the
  // session; the browser drops its copy of the form (the header's form also clears it with JavaScript).
  const visitorId = session.get("visitorId");
  if (visitorId) await deleteVisitorApiKey(visitorId);
  return redirect("/", {
    headers: { "Set-Cookie": await destroySession(request, session), "Clear-Site-Data": '"storage"' },
  });
}

/** A GET (a typed URL, a stale link) signs nobody out: sign-out needs the POST form. */
export const loader = () => redirect("/");

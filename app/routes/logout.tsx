import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { isCrossSite } from "~/http.server";
import { destroySession, getSession } from "~/session.server";

/** Sign Out: the session row is deleted on the server (nothing is kept), then home. */
export async function action({ request }: ActionFunctionArgs) {
  // A resource route: Remix's own origin check skips it, so another site's form could sign people out.
  if (isCrossSite(request)) return new Response("Sign-out must come from this site.", { status: 403 });
  const session = await getSession(request);
  return redirect("/", { headers: { "Set-Cookie": await destroySession(request, session) } });
}

/** A GET (a typed URL, a stale link) signs nobody out: sign-out needs the POST form. */
export const loader = () => redirect("/");

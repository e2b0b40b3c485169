import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { destroySession, getSession } from "~/session.server";

/** Sign Out: the session row is deleted on the server (nothing is kept), then home. */
export async function action({ request }: ActionFunctionArgs) {
  const session = await getSession(request);
  return redirect("/", { headers: { "Set-Cookie": await destroySession(request, session) } });
}

/** A GET (a typed URL, a stale link) signs nobody out: sign-out needs the POST form. */
export const loader = () => redirect("/");

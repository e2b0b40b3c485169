import { redirect } from "@remix-run/node";
import { getSession, rotateSession, type AppSession } from "~/session.server";
import { getUserById } from "./users.server";

export type SessionUser = { id: number; email: string; username: string };

/** The session key holding the signed-in user's id (remix-auth 4 leaves sessions to the app). */
const USER_ID_KEY = "userId";

/** The signed-in user of a session, or null (also when the account no longer exists). */
export async function currentUserFromSession(session: AppSession): Promise<SessionUser | null> {
  const id = session.get(USER_ID_KEY);
  if (typeof id !== "number") return null;
  return getUserById(id);
}

export async function getSessionUser(request: Request): Promise<{ session: AppSession; user: SessionUser | null }> {
  const session = await getSession(request);
  return { session, user: await currentUserFromSession(session) };
}

export function loginUrl(returnUrl: string): string {
  return `/login?${new URLSearchParams({ returnUrl })}`;
}

/** The current path and query, for a returnUrl. */
export function pathOf(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search;
}

/**
 * Guard: the signed-in user, or a thrown redirect to /login that comes back afterwards (to this
 * page unless `returnUrl` names another). Pages that show signed-out visitors a "sign in" state
 * instead (/saved, the previews) read `getSessionUser` themselves.
 */
export async function requireUser(
  request: Request,
  { returnUrl = pathOf(request) }: { returnUrl?: string } = {},
): Promise<{ session: AppSession; user: SessionUser }> {
  const { session, user } = await getSessionUser(request);
  if (!user) throw redirect(loginUrl(returnUrl));
  return { session, user };
}

/**
 * Signs the user in: a new session id (so an id known before sign-in is worthless after it)
 * carrying the same data (wizard answers, visitor id, pending plan) plus the user id.
 */
export function signIn(
  request: Request,
  session: AppSession,
  userId: number,
  change: (fresh: AppSession) => void = () => {},
): Promise<{ session: AppSession; cookie: string }> {
  return rotateSession(request, session, (fresh) => {
    fresh.set(USER_ID_KEY, userId);
    change(fresh);
  });
}

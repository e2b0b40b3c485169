import { commitSession, getSession, hasSessionCookie, sweepExpiredSessionsNow } from "./session.server";
import { takeToast, type Toast } from "./toast.server";
import { config } from "./config.server";
import { currentUserFromSession } from "./auth/current-user.server";
import { aiKeyStatusForSession } from "./generation/key-status.server";

/**
 * What every page needs: the signed-in user (for the menu), a flashed toast, and whether an AI
 * key is configured (for the banner). A visitor with no
 * session cookie costs no database work; a session is written back only when a toast was taken.
 */
export async function loadRootData(request: Request) {
  sweepExpiredSessionsNow();
  const base = { supportEmail: config.SUPPORT_EMAIL ?? null };
  if (!hasSessionCookie(request)) {
    const aiKey = await aiKeyStatusForSession(null);
    return { data: { ...base, aiKey, user: null, toast: null as Toast | null }, headers: {} };
  }

  const session = await getSession(request);
  const toast = takeToast(session);
  const [user, aiKey] = await Promise.all([currentUserFromSession(session), aiKeyStatusForSession(session)]);
  const headers: Record<string, string> = toast ? { "Set-Cookie": await commitSession(request, session) } : {};
  return { data: { ...base, aiKey, user, toast }, headers };
}

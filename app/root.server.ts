import { getSession, hasSessionCookie, sweepExpiredSessionsNow } from "./session.server";
import { takeToast } from "./toast.server";
import { config } from "./config.server";
import { currentUserFromSession } from "./auth/current-user.server";
import { aiKeyStatusForSession } from "./ai-keys/key-status.server";

/**
 * What every page needs: the signed-in user (for the menu), a flashed toast, and whether an AI
 * key is configured (for the banner). A visitor with no session cookie costs no database work,
 * and this loader never writes the session (a toast is taken by clearing its own cookie).
 */
export async function loadRootData(request: Request) {
  sweepExpiredSessionsNow();
  const base = { supportEmail: config.SUPPORT_EMAIL ?? null };
  const { toast, clear } = await takeToast(request);
  const headers: Record<string, string> = clear ? { "Set-Cookie": clear } : {};
  if (!hasSessionCookie(request)) {
    return { data: { ...base, aiKey: await aiKeyStatusForSession(null), user: null, toast }, headers };
  }
  const session = await getSession(request);
  const [user, aiKey] = await Promise.all([currentUserFromSession(session), aiKeyStatusForSession(session)]);
  return { data: { ...base, aiKey, user, toast }, headers };
}

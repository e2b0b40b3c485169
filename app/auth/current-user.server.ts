import type { AppSession } from "~/session.server";

export type SessionUser = { id: number; email: string; username: string };

/**
 * The signed-in user of a session, or null. Until accounts exist (issue 6) nobody is signed in.
 */
export async function currentUserFromSession(_session: AppSession): Promise<SessionUser | null> {
  return null;
}

import { jsonError } from "~/http.server";
import { getSession } from "~/session.server";
import { currentUserFromSession, type SessionUser } from "./current-user.server";
import { bearerToken, userForToken } from "./tokens.server";

export const AUTH_REQUIRED = "Authentication required";

/**
 * The caller of an API request: a bearer token when an Authorization header is sent (an
 * invalid one is refused rather than falling back to the cookie), else the signed-in session.
 * Throws a 401 JSON response when neither identifies a user.
 */
export async function requireApiUser(request: Request): Promise<SessionUser> {
  const token = bearerToken(request);
  const user =
    token !== undefined ? await userForToken(token) : await currentUserFromSession(await getSession(request));
  if (!user) {
    throw jsonError(401, AUTH_REQUIRED, undefined, { "WWW-Authenticate": 'Bearer realm="api"' });
  }
  return user;
}

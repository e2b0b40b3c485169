import { createCookie, createSessionStorage, type Session } from "@remix-run/node";
import { randomBytes } from "node:crypto";
import { config } from "~/config.server";
import { db } from "~/db.server";
import { isHttps, jsonError } from "~/http.server";
import { redirectWithToast } from "~/toast.server";
import { AUTH_REQUIRED } from "./messages";
import { adminCredentials, constantTimeEqual, credentialsTag } from "./credentials.server";

/**
 * The admin's session: its own cookie and its own row in the sessions table, apart from user
 * accounts (a signed-in user is not an admin, and signing in as admin changes nothing of the user
 * session). It lasts ADMIN_SESSION_HOURS at most and gets a new id at every sign-in.
 */

export const ADMIN_SESSION_HOURS = 4;
export const ADMIN_LOGIN_PATH = "/admin/login";

/** `credentials`: the credentialsTag at sign-in; a changed password or access code ends the session. */
type AdminSessionData = { adminEmail: string; credentials: string };
type AdminSession = Session<AdminSessionData>;
export type Admin = { email: string };

function adminCookie(secure: boolean) {
  return createCookie(secure ? "__Host-admin" : "__admin", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secrets: [config.SESSION_SECRET],
    maxAge: ADMIN_SESSION_HOURS * 60 * 60,
    secure,
  });
}

function storage(secure: boolean) {
  return createSessionStorage<AdminSessionData>({
    cookie: adminCookie(secure),
    async createData(data, expires) {
      const id = randomBytes(18).toString("base64url");
      await db
        .insertInto("sessions")
        .values({ id: `admin:${id}`, data: JSON.stringify(data), expires_at: expires?.getTime() ?? null })
        .execute();
      return id;
    },
    async readData(id) {
      const row = await db.selectFrom("sessions").select(["data", "expires_at"]).where("id", "=", `admin:${id}`).executeTakeFirst();
      if (!row || row.expires_at === null || row.expires_at < Date.now()) return null;
      return JSON.parse(row.data);
    },
    async updateData(id, data, expires) {
      // Update only, as for user sessions: a row deleted by sign-out stays deleted.
      await db
        .updateTable("sessions")
        .set({ data: JSON.stringify(data), expires_at: expires?.getTime() ?? null })
        .where("id", "=", `admin:${id}`)
        .execute();
    },
    async deleteData(id) {
      await db.deleteFrom("sessions").where("id", "=", `admin:${id}`).execute();
    },
  });
}

const storages = { http: storage(false), https: storage(true) };
const storageFor = (request: Request) => storages[isHttps(request) ? "https" : "http"];

function readSession(request: Request): Promise<AdminSession> {
  return storageFor(request).getSession(request.headers.get("Cookie"));
}

/**
 * The admin signed in on this request, or null: a live admin session made with the credentials
 * configured now (unset, or changed since, is nobody).
 */
export async function getAdmin(request: Request): Promise<Admin | null> {
  const admin = adminCredentials();
  const tag = credentialsTag(admin);
  if (!admin || !tag) return null;
  const session = await readSession(request);
  const email = session.get("adminEmail");
  const credentials = session.get("credentials");
  if (email !== admin.email || typeof credentials !== "string" || !constantTimeEqual(credentials, tag)) return null;
  return { email };
}

/** Guard for admin pages: the admin, or a redirect to the admin sign-in with "Authentication required". */
export async function requireAdmin(request: Request): Promise<Admin> {
  const admin = await getAdmin(request);
  if (!admin) throw await redirectWithToast(request, ADMIN_LOGIN_PATH, { title: AUTH_REQUIRED, variant: "destructive" });
  return admin;
}

/** Guard for /api/admin/*: the admin, or a 401 in the project's JSON error shape. */
export async function requireAdminApi(request: Request): Promise<Admin> {
  const admin = await getAdmin(request);
  if (!admin) throw jsonError(401, AUTH_REQUIRED);
  return admin;
}

/** Signs `email` in as admin under a new session id (any old one is deleted); returns the Set-Cookie value. */
export async function startAdminSession(request: Request, email: string): Promise<string> {
  const store = storageFor(request);
  const old = await readSession(request);
  if (old.id) await store.destroySession(old);
  const fresh = await store.getSession();
  fresh.set("adminEmail", email);
  fresh.set("credentials", credentialsTag() ?? "");
  return store.commitSession(fresh);
}

/** Ends the admin session (the row is deleted); returns the Set-Cookie value that clears the cookie. */
export async function endAdminSession(request: Request): Promise<string> {
  return storageFor(request).destroySession(await readSession(request));
}

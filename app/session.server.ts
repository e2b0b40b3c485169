import { randomBytes } from "node:crypto";
import { createCookie, createSession, createSessionStorage, type Session } from "@remix-run/node";

import { config } from "./config.server";
import { db } from "./db.server";
import { isHttps } from "./http.server";

/**
 * Server-side sessions: the cookie carries only a signed id; the data lives in the
 * `sessions` table (wizard answers outgrow a 4 KB cookie).
 */

export const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 30;

/**
 * Over HTTPS the cookie is Secure and takes the `__Host-` prefix, so the browser refuses it from
 * plain HTTP, from another path and from any other (sub)domain; over plain HTTP (local use, tests)
 * it cannot be either. Which one applies is decided per request (isHttps).
 */
function sessionCookie(secure: boolean) {
  return createCookie(secure ? "__Host-session" : "__session", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secrets: [config.SESSION_SECRET],
    maxAge: SESSION_MAX_AGE_SECONDS,
    secure,
  });
}

function newId(): string {
  return randomBytes(18).toString("base64url");
}

/**
 * Everything a session holds. It comes back from JSON, so readers still check the shapes they
 * depend on (see getAnswers); the type makes every key and every write checked.
 */
export type SessionData = {
  /** The anonymous visitor: owns generations and AI keys, kept through sign-in and sign-out. */
  visitorId: string;
  userId: number;
  /** The plan-form draft (wizard/answers.server.ts) and the id of its last reset. */
  answers: unknown; // read only through getAnswers, which keeps the known keys
  answersEpoch: string;
  /** The generation a signed-out visitor asked to save. */
  pendingSavePlan: string;
  /** The last Save Plan, so a second click updates instead of saving twice. */
  lastSavedGeneration: { generationId: string; planId: number; userId: number };
  aiKeyBannerDismissed: boolean;
};

/** The rows behind both cookies: one session table. */
const rows: Omit<Parameters<typeof createSessionStorage<SessionData>>[0], "cookie"> = {
  async createData(data, expires) {
    const id = newId();
    await db
      .insertInto("sessions")
      .values({ id, data: JSON.stringify(data), expires_at: expires ? expires.getTime() : null })
      .execute();
    return id;
  },
  async readData(id) {
    const row = await db
      .selectFrom("sessions")
      .select(["data", "expires_at"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) return null;
    if (row.expires_at !== null && row.expires_at < Date.now()) {
      await db.deleteFrom("sessions").where("id", "=", id).execute();
      return null;
    }
    return JSON.parse(row.data);
  },
  async updateData(id, data, expires) {
    // Update only: a row deleted meanwhile (signed out, expired) stays deleted, so a request that
    // read the session before sign-out cannot bring it back by committing after it.
    await db
      .updateTable("sessions")
      .set({ data: JSON.stringify(data), expires_at: expires ? expires.getTime() : null })
      .where("id", "=", id)
      .execute();
  },
  async deleteData(id) {
    await db.deleteFrom("sessions").where("id", "=", id).execute();
  },
};

const cookies = { http: sessionCookie(false), https: sessionCookie(true) };
const storages = {
  http: createSessionStorage<SessionData>({ cookie: cookies.http, ...rows }),
  https: createSessionStorage<SessionData>({ cookie: cookies.https, ...rows }),
};
const schemeOf = (request: Request) => (isHttps(request) ? "https" : "http");
const storageFor = (request: Request) => storages[schemeOf(request)];

export type AppSession = Session<SessionData>;

/**
 * The session of a GET: a page's loaders (the root's and the route's) run together for one request
 * and share one read of its row. Requests that may change the session read it afresh each time.
 */
const sessionOfPageRequest = new WeakMap<Request, Promise<AppSession>>();

export function getSession(request: Request): Promise<AppSession> {
  if (request.method !== "GET" && request.method !== "HEAD") return readSession(request);
  let session = sessionOfPageRequest.get(request);
  if (!session) {
    session = readSession(request);
    sessionOfPageRequest.set(request, session);
  }
  return session;
}

async function readSession(request: Request): Promise<AppSession> {
  const session = await storageFor(request).getSession(request.headers.get("Cookie"));
  // A cookie whose row is gone (expired, signed out) starts a new session: without an id,
  // committing it stores a new row under a new id instead of updating nothing.
  return session.id && Object.keys(session.data).length === 0 ? createSession<SessionData>() : session;
}

/** Whether the request carries a session cookie at all: lets hot pages skip the database. */
export function hasSessionCookie(request: Request): boolean {
  const { name } = cookies[schemeOf(request)];
  return (request.headers.get("Cookie") ?? "").split(/;\s*/).some((pair) => pair.startsWith(`${name}=`));
}

export function commitSession(request: Request, session: AppSession): Promise<string> {
  return storageFor(request).commitSession(session);
}

export function destroySession(request: Request, session: AppSession): Promise<string> {
  return storageFor(request).destroySession(session);
}

/**
 * A new id for the same data (on sign-in and sign-out), so a session id seen before
 * the change of privilege is worthless after it.
 */
export async function rotateSession(
  request: Request,
  session: AppSession,
  change: (fresh: AppSession) => void = () => {},
): Promise<{ session: AppSession; cookie: string }> {
  // No id yet: committing stores it under a new one. (createSession types its data as complete.)
  const fresh = createSession<SessionData>(session.data as SessionData);
  if (session.id) await storageFor(request).destroySession(session);
  change(fresh);
  return { session: fresh, cookie: await commitSession(request, fresh) };
}

/** A stable anonymous id for the visitor, kept through session rotation: owns generations and keys. */
export function visitorIdOf(session: AppSession): string {
  let id = session.get("visitorId");
  if (!id) {
    id = randomBytes(16).toString("base64url");
    session.set("visitorId", id);
  }
  return id;
}

export async function deleteExpiredSessions(now = Date.now()): Promise<number> {
  const result = await db
    .deleteFrom("sessions")
    .where("expires_at", "is not", null)
    .where("expires_at", "<", now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Runs the clean-up at most once an hour per process, piggy-backing on requests. */
let lastSweep = 0;
export function sweepExpiredSessionsNow(): void {
  const now = Date.now();
  if (now - lastSweep < 60 * 60 * 1000) return;
  lastSweep = now;
  void deleteExpiredSessions(now).catch((error) => console.error("session clean-up failed", error));
}


import { createCookie } from "@remix-run/node";
import { z } from "zod";
import { config } from "./config.server";
import { commitSession, type AppSession } from "./session.server";
import { isHttps } from "./http.server";

/**
 * Toasts set by actions for the next page, so they show with JavaScript off too. They travel in a
 * short-lived signed cookie of their own: the root loader takes one by clearing that cookie, and
 * never rewrites the session row (which a loader running beside it may be writing).
 */
export const toastSchema = z.object({
  title: z.string(),
  description: z.string().optional(),
  variant: z.enum(["default", "destructive"]).default("default"),
});
export type Toast = z.infer<typeof toastSchema>;

/** Secure with the `__Host-` prefix over HTTPS, like the session cookie (session.server.ts). */
const toastCookies = {
  http: toastCookie(false),
  https: toastCookie(true),
};
function toastCookie(secure: boolean) {
  return createCookie(secure ? "__Host-toast" : "__toast", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secrets: [config.SESSION_SECRET],
    maxAge: 60,
    secure,
  });
}
const toastCookieFor = (request: Request) => toastCookies[isHttps(request) ? "https" : "http"];

/** The Set-Cookie value that shows `toast` on the next page. */
export function toastCookieHeader(request: Request, toast: z.input<typeof toastSchema>): Promise<string> {
  return toastCookieFor(request).serialize(toastSchema.parse(toast));
}

/** The pending toast, and the Set-Cookie value that removes it, if there is one. */
export async function takeToast(request: Request): Promise<{ toast: Toast | null; clear: string | null }> {
  const cookie = toastCookieFor(request);
  const header = request.headers.get("Cookie");
  if (!header || !header.includes(`${cookie.name}=`)) return { toast: null, clear: null };
  const parsed = toastSchema.safeParse(await cookie.parse(header));
  const clear = await cookie.serialize("", { maxAge: 0 });
  return { toast: parsed.success ? parsed.data : null, clear };
}

/** A redirect that carries a toast (and commits `session` too when given): the usual end of an action. */
export async function redirectWithToast(
  request: Request,
  to: string,
  toast: z.input<typeof toastSchema>,
  session?: AppSession,
): Promise<Response> {
  const headers = new Headers({ Location: to });
  if (session) headers.append("Set-Cookie", await commitSession(request, session));
  headers.append("Set-Cookie", await toastCookieHeader(request, toast));
  return new Response(null, { status: 302, headers });
}

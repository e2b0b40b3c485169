import { z } from "zod";
import { commitSession, getSession, type AppSession } from "./session.server";

/** Toasts flashed by actions through the session, so they show with JavaScript off too. */
export const toastSchema = z.object({
  title: z.string(),
  description: z.string().optional(),
  variant: z.enum(["default", "destructive"]).default("default"),
});
export type Toast = z.infer<typeof toastSchema>;

const KEY = "toast";

export function flashToast(session: AppSession, toast: z.input<typeof toastSchema>): void {
  session.flash(KEY, toastSchema.parse(toast));
}

export function takeToast(session: AppSession): Toast | null {
  const raw = session.get(KEY);
  const parsed = toastSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** A redirect that carries a toast: the common end of an action. */
export async function redirectWithToast(
  request: Request,
  to: string,
  toast: z.input<typeof toastSchema>,
  session?: AppSession,
): Promise<Response> {
  const s = session ?? (await getSession(request));
  flashToast(s, toast);
  return new Response(null, {
    status: 302,
    headers: { Location: to, "Set-Cookie": await commitSession(request, s) },
  });
}

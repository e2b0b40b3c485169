import { safeRedirect } from "~/auth/redirect";

/** Where the admin pages send each other: the dashboard at a tab, search and page, kept across an edit or delete. */

export const DASHBOARD_PATH = "/admin/dashboard";

/** A dashboard URL from a form's returnTo (same site, the dashboard only), else the dashboard. */
export function dashboardReturn(value: FormDataEntryValue | string | null | undefined): string {
  const target = safeRedirect(value, DASHBOARD_PATH);
  return target === DASHBOARD_PATH || target.startsWith(`${DASHBOARD_PATH}?`) ? target : DASHBOARD_PATH;
}

export const editPath = (id: number, returnTo: string) => `/admin/waitlist/${id}/edit?returnTo=${encodeURIComponent(returnTo)}`;
export const deletePath = (id: number, returnTo: string) => `/admin/waitlist/${id}/delete?returnTo=${encodeURIComponent(returnTo)}`;

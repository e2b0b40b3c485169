import { redirect } from "@remix-run/node";

/** /admin: the admin area starts at its sign-in (which goes on to the dashboard when signed in). */
export const loader = () => redirect("/admin/login");

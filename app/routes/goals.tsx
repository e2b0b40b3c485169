import { redirect } from "@remix-run/node";

/** /goals is listed as a step of the plan form; the goals step lives at /plan. */
export function loader() {
  return redirect("/plan");
}

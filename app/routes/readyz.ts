import { db } from "~/db.server";
import { jsonResponse } from "~/http.server";
import { pendingMigrations } from "../../db/migrate";

/**
 * GET /readyz: this instance can serve users — the database answers and every migration this
 * code needs has run. 503 with the reason otherwise, so a load balancer keeps traffic away.
 */
export async function loader() {
  try {
    const pending = await pendingMigrations(db);
    if (pending.length > 0) return jsonResponse({ status: "unavailable", reason: `migrations not applied: ${pending.join(", ")}` }, 503);
  } catch (error) {
    console.error("readiness check: the database did not answer", error);
    return jsonResponse({ status: "unavailable", reason: "the database did not answer" }, 503);
  }
  return jsonResponse({ status: "ok" });
}

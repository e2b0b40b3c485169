import { jsonResponse } from "~/http.server";

/** GET /healthz: the process is up and answering (load balancers' liveness check). No database. */
export const loader = () => jsonResponse({ status: "ok" });

import { recordAdminAction } from "./audit.server";
import { csvResponse, csvStream, exportFileName, USERS_COLUMNS, WAITLIST_COLUMNS } from "./csv.server";
import { allUsers, allWaitlistEntries, countUsers, countWaitlist } from "./queries.server";
import type { Admin } from "./session.server";

/** The two CSV downloads (SPEC 9's columns), each recorded in the audit trail when it starts. */

export type ExportList = "waitlist" | "users";

export function isExportList(value: unknown): value is ExportList {
  return value === "waitlist" || value === "users";
}

export async function exportCsv(admin: Admin, list: ExportList, now = new Date()): Promise<Response> {
  if (list === "waitlist") {
    await recordAdminAction({ adminEmail: admin.email, action: "export-waitlist", detail: `${await countWaitlist()} entries` });
    return csvResponse(
      exportFileName("waitlist", now),
      csvStream(WAITLIST_COLUMNS, allWaitlistEntries(), (e) => [e.fullName, e.email, e.productName, e.productWebsite, e.createdAt]),
    );
  }
  await recordAdminAction({ adminEmail: admin.email, action: "export-users", detail: `${await countUsers()} users` });
  return csvResponse(
    exportFileName("users", now),
    csvStream(USERS_COLUMNS, allUsers(), (u) => [u.id, u.email, u.authUid, u.username, u.planCount, u.createdAt]),
  );
}

import { recordAdminAction } from "./audit.server";
import { ENTRY_GONE } from "./messages";
import { deleteWaitlistEntry, describeChange, EmailTaken, updateWaitlistEntry, type WaitlistEntry } from "./queries.server";
import type { WaitlistUpdate } from "./schemas";
import type { Admin } from "./session.server";

/** An admin's edit or deletion of a waitlist entry, recorded in the audit trail: for the pages and the API alike. */

export type EditResult = { ok: true; entry: WaitlistEntry } | { ok: false; status: 404 | 409; message: string; field?: "email" };

export async function editEntry(admin: Admin, id: number, update: WaitlistUpdate): Promise<EditResult> {
  try {
    const changed = await updateWaitlistEntry(id, update);
    if (!changed) return { ok: false, status: 404, message: ENTRY_GONE };
    await recordAdminAction({ adminEmail: admin.email, action: "update-entry", target: { type: "waitlist_entry", id }, detail: describeChange(changed.before, changed.after) });
    return { ok: true, entry: changed.after };
  } catch (error) {
    if (error instanceof EmailTaken) return { ok: false, status: 409, message: error.message, field: "email" };
    throw error;
  }
}

/** Deletes the entry; null when there was none (already deleted, or never existed). */
export async function removeEntry(admin: Admin, id: number): Promise<WaitlistEntry | null> {
  const entry = await deleteWaitlistEntry(id);
  if (entry) {
    await recordAdminAction({
      adminEmail: admin.email,
      action: "delete-entry",
      target: { type: "waitlist_entry", id },
      detail: `${entry.email} (${entry.fullName}, ${entry.productName})`,
    });
  }
  return entry;
}

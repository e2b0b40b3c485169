import { db } from "~/db.server";

/**
 * The admin audit trail: every admin sign-in (and refused attempt), sign-out, edit, deletion and export, so an operator
 * can tell what happened to an entry. Details name what changed, never passwords or plan contents.
 */

export type AdminAction = "sign-in" | "sign-in-failed" | "sign-out" | "update-entry" | "delete-entry" | "export-waitlist" | "export-users";
export type AuditRecord = {
  adminEmail: string;
  action: AdminAction;
  target?: { type: "waitlist_entry" | "user"; id: number };
  detail?: string;
};

export async function recordAdminAction({ adminEmail, action, target, detail }: AuditRecord): Promise<void> {
  await db
    .insertInto("admin_audit")
    .values({ admin_email: adminEmail, action, target_type: target?.type ?? null, target_id: target?.id ?? null, detail: detail ?? null })
    .execute();
}

export type AuditEntry = { id: number; at: string; adminEmail: string; action: string; target: { type: string; id: number } | null; detail: string | null };

/** The newest actions first; `target` narrows to one entry's history. */
export async function listAdminActions({ limit = 50, offset = 0, target }: { limit?: number; offset?: number; target?: AuditRecord["target"] } = {}): Promise<AuditEntry[]> {
  let query = db.selectFrom("admin_audit").selectAll().orderBy("created_at", "desc").orderBy("id", "desc").limit(limit).offset(offset);
  if (target) query = query.where("target_type", "=", target.type).where("target_id", "=", target.id);
  const rows = await query.execute();
  return rows.map((r) => ({
    id: r.id,
    at: r.created_at,
    adminEmail: r.admin_email,
    action: r.action,
    target: r.target_type !== null && r.target_id !== null ? { type: r.target_type, id: r.target_id } : null,
    detail: r.detail,
  }));
}

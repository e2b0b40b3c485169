import { Form, Link } from "@remix-run/react";
import type { MouseEvent, ReactNode } from "react";
import { formatPlanDate } from "~/saved-plans/format";
import { Button, buttonVariants } from "~/ui/Button";
import { withSearchParams } from "~/ui/search-params";
import type { AuditEntry } from "../audit.server";
import { deletePath, editPath } from "../navigation";
import type { AdminUser, WaitlistEntry } from "../queries.server";
import type { EntryTarget } from "./EntryForms";

/**
 * The dashboard's lists: tables that scroll sideways within their own box on a narrow screen
 * (the box is focusable so a keyboard can scroll it), a GET search form, page links.
 */

/** A table too wide for a phone scrolls inside this box. `relative`: an sr-only (absolute) label in the table is then placed in the box too, not beside the page. */
function ScrollBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="relative mt-4 overflow-x-auto rounded-lg border border-slate-200 bg-white">
      {children}
    </div>
  );
}

const th = "whitespace-nowrap px-3 py-2 text-left font-mono text-xs font-semibold uppercase text-slate-600";
const td = "px-3 py-2 align-top";

export function WaitlistTable({
  rows,
  returnTo,
  onEdit,
  onDelete,
}: {
  rows: WaitlistEntry[];
  returnTo: string;
  onEdit: (entry: EntryTarget) => (event: MouseEvent<HTMLAnchorElement>) => void;
  onDelete: (entry: EntryTarget) => (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  return (
    <ScrollBox label="Waitlist entries">
      <table className="w-full min-w-[44rem] text-sm">
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            <th scope="col" className={th}>Full Name</th>
            <th scope="col" className={th}>Email</th>
            <th scope="col" className={th}>Product</th>
            <th scope="col" className={th}>Website</th>
            <th scope="col" className={th}>Joined</th>
            <th scope="col" className={th}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((entry) => (
            <tr key={entry.id} className="border-b border-slate-100 last:border-0">
              <td className={`${td} break-words font-semibold`}>{entry.fullName}</td>
              <td className={`${td} break-all`}>{entry.email}</td>
              <td className={`${td} break-words`}>{entry.productName}</td>
              <td className={`${td} break-all`}>{entry.productWebsite ?? <span className="text-slate-600">None</span>}</td>
              <td className={`${td} whitespace-nowrap`}>{formatPlanDate(entry.createdAt)}</td>
              <td className={`${td} whitespace-nowrap text-right`}>
                <Link to={editPath(entry.id, returnTo)} onClick={onEdit(entry)} className={buttonVariants({ size: "xs" })} aria-label={`Edit ${entry.email}`}>
                  Edit
                </Link>{" "}
                <Link
                  to={deletePath(entry.id, returnTo)}
                  onClick={onDelete(entry)}
                  className={buttonVariants({ size: "xs", variant: "ghost", className: "text-red-700" })}
                  aria-label={`Delete ${entry.email}`}
                >
                  Delete
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}

export function UsersTable({ rows }: { rows: AdminUser[] }) {
  return (
    <ScrollBox label="Users">
      <table className="w-full min-w-[44rem] text-sm">
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            <th scope="col" className={th}>ID</th>
            <th scope="col" className={th}>Email</th>
            <th scope="col" className={th}>Auth UID</th>
            <th scope="col" className={th}>Username</th>
            <th scope="col" className={th}>Plans</th>
            <th scope="col" className={th}>Created</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((user) => (
            <tr key={user.id} className="border-b border-slate-100 last:border-0">
              <td className={`${td} font-mono`}>{user.id}</td>
              <td className={`${td} break-all`}>{user.email}</td>
              <td className={`${td} break-all font-mono text-xs`}>{user.authUid}</td>
              <td className={td}>{user.username ?? <span className="text-slate-600">None</span>}</td>
              <td className={`${td} font-mono`}>{user.planCount}</td>
              <td className={`${td} whitespace-nowrap`}>{formatPlanDate(user.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}

/** A GET form: ?tab=&q= (a new search starts at page 1). */
export function SearchForm({ tab, q, label }: { tab: string; q: string; label: string }) {
  const id = `admin-search-${tab}`;
  return (
    <Form method="get" action="/admin/dashboard" role="search" className="flex flex-1 items-end gap-2" preventScrollReset>
      <input type="hidden" name="tab" value={tab} />
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="block font-mono text-xs font-semibold uppercase text-slate-600">
          {label}
        </label>
        <input
          id={id}
          key={q}
          type="search"
          name="q"
          defaultValue={q}
          maxLength={100}
          className="mt-1 block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm sm:min-h-0"
        />
      </div>
      <Button type="submit">Search</Button>
    </Form>
  );
}

/** Export CSV: a plain form post (the browser downloads the answer), recorded in the audit trail. */
export function ExportButton({ list }: { list: "waitlist" | "users" }) {
  return (
    <Form method="post" action={`/admin/export/${list}`} reloadDocument>
      <input type="hidden" name="intent" value="export" />
      <Button type="submit">Export CSV</Button>
    </Form>
  );
}

export function Pages({ params, page, pageCount }: { params: URLSearchParams; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center justify-center gap-4 text-sm font-semibold">
      {page > 1 ? (
        <Link to={withSearchParams(params, { page: String(page - 1) }, "/admin/dashboard")} className={buttonVariants({ size: "sm" })} preventScrollReset>
          Previous
        </Link>
      ) : null}
      <span>
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link to={withSearchParams(params, { page: String(page + 1) }, "/admin/dashboard")} className={buttonVariants({ size: "sm" })} preventScrollReset>
          Next
        </Link>
      ) : null}
    </nav>
  );
}

const ACTION_LABELS: Record<string, string> = {
  "sign-in": "Signed in",
  "sign-in-failed": "Sign-in refused",
  "sign-out": "Signed out",
  "update-entry": "Edited entry",
  "delete-entry": "Deleted entry",
  "export-waitlist": "Exported waitlist",
  "export-users": "Exported users",
};

const timeFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
function formatTime(at: string): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? "Invalid date" : `${timeFormat.format(date)} UTC`;
}

/** The audit trail, newest first. */
export function AuditTrail({ entries, title = "Admin activity" }: { entries: AuditEntry[]; title?: string }) {
  return (
    <section aria-labelledby="audit-title" className="mt-12">
      <h2 id="audit-title" className="text-xl font-bold">
        {title}
      </h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">Nothing recorded yet.</p>
      ) : (
        <ScrollBox label={title}>
          <table className="w-full min-w-[40rem] text-sm">
            <thead className="border-b border-slate-200 bg-slate-50">
              <tr>
                <th scope="col" className={th}>When</th>
                <th scope="col" className={th}>Admin</th>
                <th scope="col" className={th}>Action</th>
                <th scope="col" className={th}>Entry</th>
                <th scope="col" className={th}>Detail</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id} className="border-b border-slate-100 last:border-0">
                  <td className={`${td} whitespace-nowrap`}>{formatTime(e.at)}</td>
                  <td className={`${td} break-all`}>{e.adminEmail}</td>
                  <td className={`${td} whitespace-nowrap`}>{ACTION_LABELS[e.action] ?? e.action}</td>
                  <td className={`${td} font-mono`}>{e.target ? `#${e.target.id}` : ""}</td>
                  <td className={`${td} break-words`}>{e.detail ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
    </section>
  );
}

import * as Tabs from "@radix-ui/react-tabs";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation, useNavigate, useSearchParams } from "@remix-run/react";
import type { MouseEvent } from "react";
import { listAdminActions } from "~/admin/audit.server";
import { countUsers, countWaitlist, searchUsers, searchWaitlist } from "~/admin/queries.server";
import { readDashboardQuery, type DashboardTab } from "~/admin/schemas";
import { requireAdmin } from "~/admin/session.server";
import { DeleteEntryDialog, EditEntryDialog, useDialogTarget, type EntryTarget } from "~/admin/ui/EntryForms";
import { AuditTrail, ExportButton, Pages, SearchForm, UsersTable, WaitlistTable } from "~/admin/ui/Lists";
import { pageMeta } from "~/meta";
import { Button } from "~/ui/Button";
import { GeneralErrorBoundary } from "~/ui/GeneralErrorBoundary";
import { withSearchParams } from "~/ui/search-params";

export const meta = () => pageMeta({ title: "Admin Dashboard", noindex: true });

const AUDIT_SHOWN = 25;

/** /admin/dashboard?tab=waitlist|users&q=&page=: both counts, the open tab's page of rows, the latest admin actions. */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const { tab, q, page } = readDashboardQuery(new URL(request.url));
  const [waitlistCount, usersCount, audit] = await Promise.all([countWaitlist(), countUsers(), listAdminActions({ limit: AUDIT_SHOWN })]);
  const counts = { waitlist: waitlistCount, users: usersCount };
  try {
    if (tab === "users") return { admin, tab, q, counts, audit, failed: false, waitlist: null, users: await searchUsers({ q, page }) };
    return { admin, tab, q, counts, audit, failed: false, waitlist: await searchWaitlist({ q, page }), users: null };
  } catch (error) {
    console.error(`loading the admin ${tab} list failed`, error);
    return { admin, tab, q, counts, audit, failed: true, waitlist: null, users: null };
  }
}

const TAB_LABELS: Record<DashboardTab, string> = { waitlist: "Waitlist", users: "Users" };

export default function AdminDashboard() {
  const data = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [editing, setEditing] = useDialogTarget(location.key);
  const [deleting, setDeleting] = useDialogTarget(location.key);
  const returnTo = `/admin/dashboard${location.search}`;
  const tabHref = (tab: DashboardTab) => withSearchParams(new URLSearchParams(), tab === "users" ? { tab } : {}, "/admin/dashboard");
  const open = (set: (entry: EntryTarget) => void) => (entry: EntryTarget) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    set(entry);
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Admin Dashboard</h1>
          <p className="mt-1 text-sm text-slate-700">Signed in as {data.admin.email}</p>
        </div>
        <Form method="post" action="/admin/logout">
          <input type="hidden" name="intent" value="logout" />
          <Button type="submit" variant="ink">
            Logout
          </Button>
        </Form>
      </div>

      <Tabs.Root value={data.tab} onValueChange={(value) => navigate(tabHref(value as DashboardTab), { preventScrollReset: true })} className="mt-8">
        <Tabs.List aria-label="Admin lists" className="inline-flex gap-1 rounded-lg bg-slate-100 p-1">
          {(["waitlist", "users"] as const).map((value) => (
            <Tabs.Trigger key={value} value={value} asChild>
              <Link
                to={tabHref(value)}
                preventScrollReset
                // With JavaScript, Radix has already switched the tab on press.
                onClick={(event) => event.preventDefault()}
                className="inline-flex min-h-11 items-center gap-2 rounded-md px-4 py-2 text-sm font-semibold text-slate-700 sm:min-h-0 data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm"
              >
                {TAB_LABELS[value]}
                <span className="rounded-full bg-ink px-2 py-0.5 font-mono text-xs text-white" aria-label={`${data.counts[value]} in total`}>
                  {data.counts[value]}
                </span>
              </Link>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {(["waitlist", "users"] as const).map((value) => (
          // Only the open tab's rows are loaded; the other panel stays (empty) so its trigger's aria-controls resolves.
          <Tabs.Content key={value} value={value} forceMount className="mt-6 data-[state=inactive]:hidden">
            {value === data.tab ? tabPanel(value) : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>

      <AuditTrail entries={data.audit} />

      {data.waitlist ? (
        <>
          <EditEntryDialog entry={editing} returnTo={returnTo} onClose={() => setEditing(null)} />
          <DeleteEntryDialog entry={deleting} returnTo={returnTo} onClose={() => setDeleting(null)} />
        </>
      ) : null}
    </div>
  );

  function tabPanel(tab: DashboardTab) {
    const list = tab === "users" ? data.users : data.waitlist;
    const [one, many] = tab === "users" ? ["user", "users"] : ["entry", "entries"];
    return (
      <>
        <div className="flex flex-wrap items-end gap-3">
          <SearchForm tab={tab} q={data.q} label={tab === "users" ? "Search users by email, auth UID or ID" : "Search by name, email, product or website"} />
          <ExportButton list={tab} />
        </div>
        {data.failed ? (
          <p role="alert" className="mt-6 rounded-md border border-red-700 bg-red-50 p-3 text-sm text-red-800">
            {tab === "users" ? "Failed to load user data" : "Failed to load waitlist data"}
          </p>
        ) : list ? (
          <>
            <p className="mt-4 text-sm text-slate-700" role="status">
              {list.total === 1 ? `1 ${one}` : `${list.total.toLocaleString("en-US")}${list.capped ? "+" : ""} ${many}`}
              {data.q ? ` matching "${data.q}"` : ""}
            </p>
            {list.rows.length === 0 ? (
              <p className="mt-4 rounded-lg border border-slate-200 bg-white p-6 text-center text-slate-700">
                {data.q ? `Nothing matches "${data.q}".` : tab === "users" ? "No users yet." : "Nobody has joined the waitlist yet."}
              </p>
            ) : data.waitlist ? (
              <WaitlistTable rows={data.waitlist.rows} returnTo={returnTo} onEdit={open(setEditing)} onDelete={open(setDeleting)} />
            ) : data.users ? (
              <UsersTable rows={data.users.rows} />
            ) : null}
            <Pages params={params} page={list.page} pageCount={list.pageCount} />
          </>
        ) : null}
      </>
    );
  }
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

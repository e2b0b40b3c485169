import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams, useSubmit } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { getSessionUser, requireUser } from "~/auth/current-user.server";
import { readForm } from "~/http.server";
import { pageMeta } from "~/meta";
import { pendingGenerationId } from "~/saved-plans/pending.server";
import { clearPendingMirror } from "~/saved-plans/pending-mirror";
import { deletePlan, getPlanRow, listPlanCards, parsePlanId } from "~/saved-plans/queries.server";
import { readSavedListQuery, savedListUrl, type SavedData } from "~/saved-plans/saved.server";
import type { PlanCard } from "~/saved-plans/types";
import { DeleteConfirmDialog, DeleteConfirmPanel } from "~/saved-plans/ui/DeletePlanConfirm";
import { OpenPlanInForm } from "~/saved-plans/ui/OpenPlanInForm";
import { PlanGrid, PlanSkeletons, PlanTable } from "~/saved-plans/ui/PlanList";
import { redirectWithToast } from "~/toast.server";
import { Button, buttonVariants } from "~/ui/Button";
import { withSearchParams } from "~/ui/search-params";
import { toast } from "~/ui/toast";

export const meta = () => pageMeta({ title: "Saved Plans", noindex: true });

/** /saved: the signed-in user's plans a page at a time, filtered by ?q=, shown as ?view=grid|list. */
export async function loader({ request }: LoaderFunctionArgs): Promise<SavedData> {
  const { session, user } = await getSessionUser(request);
  // Signed out: a "sign in" screen, not a redirect.
  if (!user) return { signedIn: false };
  const url = new URL(request.url);
  const { view, q, page } = readSavedListQuery(url);
  const pendingSave = pendingGenerationId(session) !== null;
  try {
    const list = await listPlanCards(user.id, { q, page });
    const deleteId = parsePlanId(url.searchParams.get("delete"));
    const row = deleteId === null ? null : await getPlanRow(user.id, deleteId);
    return {
      signedIn: true,
      view,
      q,
      failed: false,
      ...list,
      confirmDelete: row ? { id: row.id, productName: row.product_name } : null,
      pendingSave,
    };
  } catch (error) {
    console.error("loading saved plans failed", error);
    return { signedIn: true, view, q, failed: true, cards: [], total: 0, page: 1, pageCount: 1, confirmDelete: null, pendingSave };
  }
}

/** Delete (the confirmation's form): back to the same list with a toast. */
export async function action({ request }: ActionFunctionArgs) {
  const { session, user } = await requireUser(request, { returnUrl: "/saved" });
  const form = await readForm(request);
  if (form.get("intent") !== "delete") return data({ deleteError: "Unknown action" }, { status: 400 });
  const id = parsePlanId(form.get("planId"));
  if (id === null || !(await deletePlan(user.id, id))) {
    return data({ deleteError: "That plan was not found. It may already have been deleted." }, { status: 404 });
  }
  return redirectWithToast(
    request,
    savedListUrl(new URL(request.url)),
    { title: "Plan deleted", description: "Marketing plan was deleted successfully." },
    session,
  );
}

export default function Saved() {
  const data = useLoaderData<typeof loader>();
  if (!data.signedIn) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-3xl font-bold">Saved Marketing Plans</h1>
        <p className="mt-4 text-slate-700">You need to sign in to view your saved marketing plans.</p>
        <Link to="/login?returnUrl=%2Fsaved" className={buttonVariants({ variant: "primary", className: "mt-8" })}>
          Sign In
        </Link>
      </div>
    );
  }
  return <SavedPlans data={data} />;
}

type SignedIn = Extract<SavedData, { signedIn: true }>;

function SavedPlans({ data }: { data: SignedIn }) {
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const actionData = useActionData<typeof action>();
  const [dialogTarget, setDialogTarget] = useState<{ id: number; productName: string } | null>(null);
  // A page, view or search (GET) load of /saved; not the reload after a delete. Not useIsPending:
  // the page and view links are plain navigations, not form submissions.
  const loadingList =
    navigation.state === "loading" &&
    navigation.location.pathname === "/saved" &&
    (navigation.formMethod ?? "GET").toUpperCase() === "GET";
  const listParams = new URLSearchParams(params);
  listParams.delete("delete");
  const listHref = withSearchParams(listParams, {}, "/saved");
  const deleteError = actionData && "deleteError" in actionData ? actionData.deleteError : undefined;

  useEffect(() => {
    if (deleteError) toast({ title: "Error", description: deleteError, variant: "destructive" });
  }, [deleteError]);
  // Any navigation that settles (the delete's reload, back/forward) closes the dialog: not a pending state.
  useEffect(() => {
    if (navigation.state === "idle") setDialogTarget(null);
  }, [navigation.state]);
  useEffect(() => {
    if (!data.pendingSave) clearPendingMirror();
  }, [data.pendingSave]);

  const onDelete = (card: PlanCard) => (event: React.MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    event.currentTarget.closest("details")?.removeAttribute("open");
    setDialogTarget({ id: card.id, productName: card.productName });
  };
  const listProps = { cards: data.cards, deleteHref: (id: number) => withSearchParams(listParams, { delete: String(id) }, "/saved"), onDelete };

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Saved Marketing Plans</h1>
          <p className="mt-1 text-sm text-slate-700">
            {data.total === 1 ? "1 plan" : `${data.total} plans`}
            {data.q ? ` matching "${data.q}"` : ""}
          </p>
        </div>
        <OpenPlanInForm variant="primary">Create New Plan</OpenPlanInForm>
      </div>

      <div className="mt-8 flex flex-wrap items-end gap-3">
        <SearchForm q={data.q} view={data.view} />
        <Button aria-disabled="true" title="More filters are coming soon" className="aria-disabled:text-slate-600">
          Filter
        </Button>
        <nav aria-label="View" className="ml-auto flex rounded-md border border-slate-300 bg-white p-0.5 text-sm font-semibold">
          {(["grid", "list"] as const).map((view) => (
            <Link
              key={view}
              to={withSearchParams(listParams, { view: view === "grid" ? null : "list" }, "/saved")}
              aria-current={data.view === view ? "page" : undefined}
              className="inline-flex min-h-11 min-w-11 items-center justify-center rounded px-3 py-1.5 aria-[current=page]:bg-ink aria-[current=page]:text-white sm:min-h-0"
              preventScrollReset
            >
              {view === "grid" ? "Grid" : "List"}
            </Link>
          ))}
        </nav>
      </div>

      <div className="mt-8">
        {deleteError ? (
          <p role="alert" className="mb-6 rounded-md border border-red-700 bg-red-50 p-3 text-sm text-red-800">
            {deleteError}
          </p>
        ) : null}
        {data.confirmDelete ? (
          <DeleteConfirmPanel target={data.confirmDelete} action={listHref} cancelHref={listHref} />
        ) : null}
        {loadingList ? (
          <PlanSkeletons />
        ) : data.failed ? (
          <div className="rounded-xl border border-slate-200 bg-white p-10 text-center shadow-sm">
            <h2 className="text-xl font-bold">Error Loading Plans</h2>
            <p className="mt-2 text-slate-700">There was an error loading your marketing plans.</p>
            <Link to={listHref} className={buttonVariants({ variant: "primary", className: "mt-6" })} reloadDocument>
              Try Again
            </Link>
          </div>
        ) : data.cards.length === 0 ? (
          <div className="rounded-xl border border-slate-200 bg-white p-10 text-center shadow-sm">
            <h2 className="text-xl font-bold">No Marketing Plans Found</h2>
            <p className="mt-2 text-slate-700">
              {data.q ? `No plans matching "${data.q}" were found.` : "You haven't created any marketing plans yet."}
            </p>
            <div className="mt-6">
              <OpenPlanInForm variant="primary">Create Your First Plan</OpenPlanInForm>
            </div>
          </div>
        ) : data.view === "list" ? (
          <PlanTable {...listProps} />
        ) : (
          <PlanGrid {...listProps} />
        )}
      </div>

      {data.pageCount > 1 && !loadingList ? (
        <nav aria-label="Pages" className="mt-8 flex items-center justify-center gap-4 text-sm font-semibold">
          {data.page > 1 ? (
            <Link to={withSearchParams(listParams, { page: String(data.page - 1) }, "/saved")} className={buttonVariants({ size: "sm" })}>
              Previous
            </Link>
          ) : null}
          <span>
            Page {data.page} of {data.pageCount}
          </span>
          {data.page < data.pageCount ? (
            <Link to={withSearchParams(listParams, { page: String(data.page + 1) }, "/saved")} className={buttonVariants({ size: "sm" })}>
              Next
            </Link>
          ) : null}
        </nav>
      ) : null}

      <DeleteConfirmDialog target={dialogTarget} action={listHref} cancelHref={listHref} onClose={() => setDialogTarget(null)} />
    </div>
  );
}

/** A GET form (works without JavaScript); with it, typing searches after a short pause. */
function SearchForm({ q, view }: { q: string; view: string }) {
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Back/forward changes ?q=; follow it unless the visitor is typing in the box.
  useEffect(() => {
    if (input.current && document.activeElement !== input.current) input.current.value = q;
  }, [q]);
  return (
    <Form method="get" action="/saved" role="search" className="flex min-w-0 flex-[1_1_100%] items-end gap-2 sm:flex-1" preventScrollReset>
      <div className="min-w-0 flex-1">
        <label htmlFor="saved-search" className="block font-mono text-xs font-semibold uppercase text-slate-600">
          Search plans
        </label>
        <input
          id="saved-search"
          type="search"
          name="q"
          ref={input}
          defaultValue={q}
          placeholder="Search plans..."
          maxLength={100}
          className="mt-1 block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 py-2"
          onChange={(event) => {
            const form = event.currentTarget.form;
            clearTimeout(timer.current);
            timer.current = setTimeout(() => submit(form, { replace: true, preventScrollReset: true }), 300);
          }}
        />
      </div>
      {view === "list" ? <input type="hidden" name="view" value="list" /> : null}
      <Button type="submit">Search</Button>
    </Form>
  );
}

import { data, redirect } from "@remix-run/node";
import { getSessionUser, loginUrl } from "~/auth/current-user.server";
import { redirectWithToast } from "~/toast.server";
import { pendingGenerationId } from "./pending.server";
import { deletePlan, getPlanRow, listPlanCards, parsePlanId } from "./queries.server";
import type { PlanCard } from "./types";

/** /saved: the signed-in user's plans a page at a time, filtered by ?q=, shown as ?view=grid|list. */

export type SavedView = "grid" | "list";

export type SavedData =
  | { signedIn: false }
  | {
      signedIn: true;
      view: SavedView;
      q: string;
      failed: boolean;
      cards: PlanCard[];
      total: number;
      page: number;
      pageCount: number;
      confirmDelete: { id: number; productName: string } | null;
      /** Whether a plan is still waiting to be saved: the browser's mirror follows this. */
      pendingSave: boolean;
    };

function readQuery(url: URL) {
  return {
    view: (url.searchParams.get("view") === "list" ? "list" : "grid") as SavedView,
    q: (url.searchParams.get("q") ?? "").trim().slice(0, 100),
    page: Number(url.searchParams.get("page") ?? "1"),
  };
}

export async function savedLoader(request: Request): Promise<SavedData> {
  const { session, user } = await getSessionUser(request);
  if (!user) return { signedIn: false };
  const url = new URL(request.url);
  const { view, q, page } = readQuery(url);
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

/** The list's URL without the delete confirmation, for redirects after deleting. */
function listUrl(url: URL): string {
  const next = new URLSearchParams();
  for (const key of ["q", "view", "page"]) {
    const value = url.searchParams.get(key);
    if (value) next.set(key, value);
  }
  const search = next.toString();
  return search ? `/saved?${search}` : "/saved";
}

export async function savedAction(request: Request) {
  const { session, user } = await getSessionUser(request);
  if (!user) throw redirect(loginUrl("/saved"));
  const form = await request.formData();
  if (form.get("intent") !== "delete") return data({ deleteError: "Unknown action" }, { status: 400 });
  const id = parsePlanId(form.get("planId"));
  if (id === null || !(await deletePlan(user.id, id))) {
    return data({ deleteError: "That plan was not found. It may already have been deleted." }, { status: 404 });
  }
  return redirectWithToast(
    request,
    listUrl(new URL(request.url)),
    { title: "Plan deleted", description: "Marketing plan was deleted successfully." },
    session,
  );
}

import type { PlanCard } from "./types";

/** What /saved sends its page, and the list's URLs. */

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

/** The list's ?view=, ?q= (trimmed, at most 100 characters) and ?page=. */
export function readSavedListQuery(url: URL) {
  return {
    view: (url.searchParams.get("view") === "list" ? "list" : "grid") as SavedView,
    q: (url.searchParams.get("q") ?? "").trim().slice(0, 100),
    page: Number(url.searchParams.get("page") ?? "1"),
  };
}

/** The list's URL without the delete confirmation, for redirects after deleting. */
export function savedListUrl(url: URL): string {
  const next = new URLSearchParams();
  for (const key of ["q", "view", "page"]) {
    const value = url.searchParams.get(key);
    if (value) next.set(key, value);
  }
  const search = next.toString();
  return search ? `/saved?${search}` : "/saved";
}

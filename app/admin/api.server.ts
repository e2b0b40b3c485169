import type { AdminUser, Paged, WaitlistEntry } from "./queries.server";

/**
 * /api/admin/* list answers: the spec's list (a JSON array) of one page, with the paging in headers
 * as GitHub's API gives it (X-Total-Count, and Link rel="next"/"prev"), so a 100,000-row table is
 * never sent whole. `?q=` searches as the dashboard does, `?page=` picks the page.
 */
export function pagingHeaders(url: URL, list: Paged<WaitlistEntry | AdminUser>): Record<string, string> {
  const link = (page: number, rel: string) => {
    const next = new URL(url);
    next.searchParams.set("page", String(page));
    return `<${next.pathname}${next.search}>; rel="${rel}"`;
  };
  const links = [];
  if (list.page < list.pageCount) links.push(link(list.page + 1, "next"));
  if (list.page > 1) links.push(link(list.page - 1, "prev"));
  return {
    "X-Total-Count": String(list.total),
    "X-Page": String(list.page),
    "X-Page-Count": String(list.pageCount),
    ...(links.length ? { Link: links.join(", ") } : {}),
  };
}

import { Link } from "@remix-run/react";
import type { MouseEvent } from "react";
import { buttonVariants } from "~/ui/Button";

/**
 * The Edit / Duplicate / Delete menu of a saved plan: a native <details>, so it opens without
 * JavaScript. Delete links to the confirmation (?delete=id); with JavaScript the page opens a
 * dialog instead (onDelete).
 */
export function PlanMenu({
  planId,
  productName,
  deleteHref,
  onDelete,
}: {
  planId: number;
  productName: string;
  deleteHref: string;
  onDelete?: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const item = "block rounded px-3 py-2 text-sm font-medium hover:bg-slate-100";
  return (
    <details className="group relative">
      <summary
        aria-label={`Actions for ${productName}`}
        className={buttonVariants({ size: "icon", className: "list-none" })}
      >
        <span aria-hidden="true">⋯</span>
      </summary>
      <div className="absolute right-0 z-20 mt-1 w-40 rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
        <Link className={item} to={`/create?from=${planId}&mode=edit`}>
          Edit
        </Link>
        <Link className={item} to={`/create?from=${planId}&mode=duplicate`}>
          Duplicate
        </Link>
        <Link className={`${item} text-red-700`} to={deleteHref} onClick={onDelete} preventScrollReset>
          Delete
        </Link>
      </div>
    </details>
  );
}

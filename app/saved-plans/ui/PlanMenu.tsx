import { Link } from "@remix-run/react";
import type { MouseEvent } from "react";
import { buttonVariants } from "~/ui/Button";
import { OpenPlanInForm } from "./OpenPlanInForm";

const menuItem = "w-full justify-start";

/**
 * The Edit / Duplicate / Delete menu of a saved plan: a native <details>, so it opens without
 * JavaScript. Edit and Duplicate post to /create (they fill the form); Delete links to the
 * confirmation (?delete=id), and with JavaScript the page opens a dialog instead (onDelete).
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
  return (
    <details className="group relative">
      <summary
        aria-label={`Actions for ${productName}`}
        className={buttonVariants({ size: "icon", className: "list-none" })}
      >
        <span aria-hidden="true">⋯</span>
      </summary>
      <div className="absolute right-0 z-20 mt-1 w-40 rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
        <OpenPlanInForm plan={{ id: planId, mode: "edit" }} variant="ghost" size="sm" className={menuItem}>
          Edit
        </OpenPlanInForm>
        <OpenPlanInForm plan={{ id: planId, mode: "duplicate" }} variant="ghost" size="sm" className={menuItem}>
          Duplicate
        </OpenPlanInForm>
        <Link
          className={buttonVariants({ variant: "ghost", size: "sm", className: `${menuItem} text-red-700` })}
          to={deleteHref}
          onClick={onDelete}
          preventScrollReset
        >
          Delete
        </Link>
      </div>
    </details>
  );
}

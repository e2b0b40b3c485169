import { Form, Link } from "@remix-run/react";
import type { MouseEvent } from "react";
import { Button, buttonVariants } from "~/ui/Button";
import type { PrefillMode } from "../create.server";

const menuItem = "w-full justify-start";

/**
 * The Edit / Duplicate / Delete menu of a saved plan: a native <details>, so it opens without
 * JavaScript. Edit and Duplicate post to /create (they fill the form): one form whose pressed
 * button sends its mode, as OpenPlanInForm's two would, with half the markup on a page of cards.
 * Delete links to the confirmation (?delete=id), and with JavaScript the page opens a dialog
 * instead (onDelete).
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
        <Form method="post" action="/create">
          <input type="hidden" name="from" value={planId} />
          <Button type="submit" name="mode" value={"edit" satisfies PrefillMode} variant="ghost" size="sm" className={menuItem}>
            Edit
          </Button>
          <Button type="submit" name="mode" value={"duplicate" satisfies PrefillMode} variant="ghost" size="sm" className={menuItem}>
            Duplicate
          </Button>
        </Form>
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

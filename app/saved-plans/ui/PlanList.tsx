import { Link } from "@remix-run/react";
import type { MouseEvent, ReactNode } from "react";
import { buttonVariants } from "~/ui/Button";
import { AUDIENCE_TYPES, GEOGRAPHIES, GOALS, labelOf } from "~/wizard/options";
import { formatPlanDate } from "../format";
import type { PlanCard } from "../types";
import { PlanMenu } from "./PlanMenu";

type Props = {
  cards: PlanCard[];
  deleteHref: (id: number) => string;
  onDelete?: (card: PlanCard) => (event: MouseEvent<HTMLAnchorElement>) => void;
};

const goalOf = (card: PlanCard) => (card.primaryGoal ? labelOf(GOALS, card.primaryGoal) : "Growth");
const geographyOf = (card: PlanCard) => (card.audienceGeography ? labelOf(GEOGRAPHIES, card.audienceGeography) : "Global");
const viewHref = (id: number) => `/preview-new?id=${id}`;

export function PlanGrid({ cards, deleteHref, onDelete }: Props) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Saved plans">
      {cards.map((card) => (
        <li key={card.id} className="flex min-w-0 flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <div className="flex items-start justify-between gap-2">
            <span className="rounded bg-launch px-1.5 py-0.5 font-mono text-[10px] font-semibold tracking-wider text-white">
              GTM PLAN
            </span>
            <PlanMenu planId={card.id} productName={card.productName} deleteHref={deleteHref(card.id)} onDelete={onDelete?.(card)} />
          </div>
          <h2 className="mt-3 text-lg font-bold [overflow-wrap:anywhere]">{card.productName}</h2>
          <p className="mt-2 line-clamp-3 text-sm [overflow-wrap:anywhere] text-slate-700">{card.productDescription}</p>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="font-mono text-xs uppercase text-slate-600">Goal</dt>
            <dd>{goalOf(card)}</dd>
            <dt className="font-mono text-xs uppercase text-slate-600">Audience</dt>
            <dd>{geographyOf(card)}</dd>
            <dt className="font-mono text-xs uppercase text-slate-600">Created</dt>
            <dd>{formatPlanDate(card.createdAt)}</dd>
          </dl>
          <div className="mt-auto pt-5">
            <Link
              to={viewHref(card.id)}
              aria-label={`View Plan: ${card.productName}`}
              className={buttonVariants({ variant: "ink" })}
            >
              View Plan
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * The list view: one table, rendered once. From the sm breakpoint up it is a table; on phones each
 * row is laid out as a card (a table would push its Actions column off the screen). The explicit
 * roles keep it a table for screen readers once CSS changes its display (Safari drops the
 * semantics of a table whose display is not a table's).
 */
export function PlanTable({ cards, deleteHref, onDelete }: Props) {
  return (
    <div className="sm:rounded-xl sm:border sm:border-slate-200 sm:bg-white sm:shadow-sm">
      <table role="table" className="w-full text-left text-sm max-sm:block">
        <caption className="sr-only">Saved plans</caption>
        <thead role="rowgroup" className="border-b border-slate-200 font-mono text-xs uppercase text-slate-600 max-sm:sr-only">
          <tr role="row">
            <th role="columnheader" scope="col" className="px-4 py-3">Name</th>
            <th role="columnheader" scope="col" className="px-4 py-3">Audience</th>
            <th role="columnheader" scope="col" className="px-4 py-3">Created</th>
            <th role="columnheader" scope="col" className="px-4 py-3 text-right">Actions</th>
          </tr>
        </thead>
        <tbody role="rowgroup" className="max-sm:grid max-sm:gap-3">
          {cards.map((card) => (
            <tr
              key={card.id}
              role="row"
              className="sm:border-b sm:border-slate-100 sm:last:border-0 max-sm:block max-sm:min-w-0 max-sm:rounded-xl max-sm:border max-sm:border-slate-200 max-sm:bg-white max-sm:p-4 max-sm:shadow-sm"
            >
              <th role="rowheader" scope="row" className="px-4 py-3 font-semibold [overflow-wrap:anywhere] max-sm:block max-sm:p-0">
                {card.productName}
              </th>
              <PhoneLabelledCell label="Audience">{labelOf(AUDIENCE_TYPES, card.audienceType)}</PhoneLabelledCell>
              <PhoneLabelledCell label="Created" className="whitespace-nowrap">{formatPlanDate(card.createdAt)}</PhoneLabelledCell>
              <td role="cell" className="px-4 py-3 max-sm:mt-3 max-sm:block max-sm:p-0">
                <div className="flex items-center justify-end gap-2">
                  <Link
                    to={viewHref(card.id)}
                    aria-label={`View: ${card.productName}`}
                    className={buttonVariants({ size: "sm", className: "max-sm:flex-1" })}
                  >
                    View
                  </Link>
                  <PlanMenu planId={card.id} productName={card.productName} deleteHref={deleteHref(card.id)} onDelete={onDelete?.(card)} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A cell that shows its column's name beside the value on phones, where the header row is hidden. */
function PhoneLabelledCell({ label, className = "", children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <td role="cell" className={`px-4 py-3 max-sm:mt-1 max-sm:flex max-sm:gap-3 max-sm:p-0 ${className}`}>
      <span aria-hidden="true" className="w-20 shrink-0 font-mono text-xs uppercase leading-5 text-slate-600 sm:hidden">
        {label}
      </span>
      {children}
    </td>
  );
}

/** Six placeholder cards while the list loads (SPEC 9). */
export function PlanSkeletons() {
  return (
    <div role="status" aria-label="Loading saved plans">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i} data-testid="plan-skeleton" className="h-64 animate-pulse rounded-xl border border-slate-200 bg-white p-6 shadow-sm motion-reduce:animate-none">
            <div className="h-4 w-20 rounded bg-slate-200" />
            <div className="mt-4 h-6 w-3/4 rounded bg-slate-200" />
            <div className="mt-4 h-4 w-full rounded bg-slate-100" />
            <div className="mt-2 h-4 w-5/6 rounded bg-slate-100" />
            <div className="mt-8 h-8 w-28 rounded bg-slate-200" />
          </li>
        ))}
      </ul>
    </div>
  );
}

import { Link } from "@remix-run/react";
import type { MouseEvent } from "react";
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
 * The list view: a table from the sm breakpoint up; on phones the same rows as stacked cards
 * (a table would push its Actions column off the screen).
 */
export function PlanTable(props: Props) {
  return (
    <>
      <PlanStack {...props} />
      <div className="max-sm:hidden">
        <PlanRows {...props} />
      </div>
    </>
  );
}

function PlanStack({ cards, deleteHref, onDelete }: Props) {
  return (
    <ul className="grid gap-3 sm:hidden" aria-label="Saved plans">
      {cards.map((card) => (
        <li key={card.id} className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <div className="flex items-start justify-between gap-2">
            <h2 className="min-w-0 pt-2 font-semibold [overflow-wrap:anywhere]">{card.productName}</h2>
            <PlanMenu planId={card.id} productName={card.productName} deleteHref={deleteHref(card.id)} onDelete={onDelete?.(card)} />
          </div>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="font-mono text-xs uppercase text-slate-600">Audience</dt>
            <dd>{labelOf(AUDIENCE_TYPES, card.audienceType)}</dd>
            <dt className="font-mono text-xs uppercase text-slate-600">Created</dt>
            <dd>{formatPlanDate(card.createdAt)}</dd>
          </dl>
          <Link to={viewHref(card.id)} aria-label={`View: ${card.productName}`} className={buttonVariants({ size: "sm", className: "mt-3 w-full" })}>
            View
          </Link>
        </li>
      ))}
    </ul>
  );
}

function PlanRows({ cards, deleteHref, onDelete }: Props) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Saved plans</caption>
        <thead className="border-b border-slate-200 font-mono text-xs uppercase text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-3">Name</th>
            <th scope="col" className="px-4 py-3">Audience</th>
            <th scope="col" className="px-4 py-3">Created</th>
            <th scope="col" className="px-4 py-3 text-right">Actions</th>
          </tr>
        </thead>
        <tbody>
          {cards.map((card) => (
            <tr key={card.id} className="border-b border-slate-100 last:border-0">
              <th scope="row" className="px-4 py-3 font-semibold [overflow-wrap:anywhere]">{card.productName}</th>
              <td className="px-4 py-3">{labelOf(AUDIENCE_TYPES, card.audienceType)}</td>
              <td className="whitespace-nowrap px-4 py-3">{formatPlanDate(card.createdAt)}</td>
              <td className="px-4 py-3">
                <div className="flex items-center justify-end gap-2">
                  <Link
                    to={viewHref(card.id)}
                    aria-label={`View: ${card.productName}`}
                    className={buttonVariants({ size: "sm" })}
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

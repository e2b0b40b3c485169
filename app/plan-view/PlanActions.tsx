import type { ReactNode } from "react";
import { buttonVariants } from "~/ui/Button";
import { useHydrated } from "~/ui/useHydrated";

/** SPEC 9: the inline scheduling widget is 600 px high. */
export const SCHEDULING_HEIGHT = 600;

/**
 * The widget's address with the event details and the privacy banner hidden (SPEC 2). Only
 * http(s) addresses are framed; anything else hides the button.
 */
export function schedulingEmbedUrl(url: string | undefined | null): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return null;
  parsed.searchParams.set("hide_event_type_details", "1");
  parsed.searchParams.set("hide_gdpr_banner", "1");
  return parsed.toString();
}

/** The print dialog; PlanResult's beforeprint handler expands every section first. */
export function printPlan() {
  window.print();
}

export function ExportMenu({ exportHref }: { exportHref?: string }) {
  const hydrated = useHydrated();
  return (
    <details className="export-menu group/export relative open:basis-full sm:open:basis-auto">
      <summary className={buttonVariants({ className: "list-none" })}>
        <span aria-hidden="true">⇩</span> Export
        <span aria-hidden="true" className="text-slate-500 transition-transform group-open/export:rotate-180">
          ▾
        </span>
      </summary>
      <div className="mt-2 w-full rounded-lg border border-slate-200 bg-white p-2 shadow-lg sm:absolute sm:left-0 sm:z-30 sm:w-72">
        {exportHref ? (
          <a href={exportHref} download className="block rounded-md px-3 py-2 hover:bg-slate-50">
            <span className="block text-sm font-semibold">Download Markdown</span>
            <span className="block text-xs text-slate-600">The whole plan as a .md file</span>
          </a>
        ) : null}
        {hydrated ? (
          <button type="button" onClick={printPlan} className="block w-full rounded-md px-3 py-2 text-left hover:bg-slate-50">
            <span className="block text-sm font-semibold">Print / Save as PDF</span>
            <span className="block text-xs text-slate-600">Every section, without the site around it</span>
          </button>
        ) : (
          <p className="px-3 py-2 text-sm">
            <span className="block font-semibold">Print / Save as PDF</span>
            <span className="block text-xs text-slate-600">
              Use your browser&apos;s Print command (Ctrl+P or ⌘P) and choose &ldquo;Save as PDF&rdquo;.
            </span>
          </p>
        )}
      </div>
    </details>
  );
}

export function ScheduleCall({ schedulingUrl }: { schedulingUrl?: string }) {
  const src = schedulingEmbedUrl(schedulingUrl);
  if (!src) return null;
  return (
    <details className="schedule-call group/schedule open:basis-full">
      <summary className={buttonVariants({ className: "list-none" })}>
        <span aria-hidden="true">☎</span> Schedule a Call
      </summary>
      <div className="mt-3 overflow-hidden rounded-xl border border-slate-200 bg-white">
        <p className="px-4 pt-3 text-sm text-slate-700">
          Book a free 30-minute strategy call to talk your plan through with a marketer.
        </p>
        <iframe
          src={src}
          title="Schedule a free 30-minute strategy call"
          loading="lazy"
          className="block w-full"
          style={{ height: SCHEDULING_HEIGHT }}
        />
      </div>
    </details>
  );
}

export function ActionsRow({ children }: { children: ReactNode }) {
  return <div className="no-print mt-6 flex flex-wrap items-start gap-2">{children}</div>;
}

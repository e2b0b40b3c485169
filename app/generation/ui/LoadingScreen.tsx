import { useEffect, useState } from "react";
import { OFFLINE_MESSAGES } from "~/offline/messages";
import { useOnline } from "~/offline/useOnline";
import { useHydrated } from "~/ui/useHydrated";

export const ESTIMATED_SECONDS = 30;
export const LOADING_BADGES = ["PRODUCT SPECIFIC", "USER CENTRIC", "ACTION PLAN"] as const;

export type LoadingScreenProps = {
  /** The job's real state: 40 while the customer profile is written, 70 while the plan is. */
  progress: number;
  /** When the job started (ISO text); the countdown continues from there after a reload. */
  startedAt?: string;
};

function secondsLeft(startedAt: number): number {
  return Math.max(0, ESTIMATED_SECONDS - Math.floor((Date.now() - startedAt) / 1000));
}

/** 30 → 0, one step a second, counted from startedAt (or from when the screen appeared). */
function useCountdown(startedAt: string | undefined, enabled: boolean): number {
  const [left, setLeft] = useState(ESTIMATED_SECONDS);
  useEffect(() => {
    if (!enabled) return;
    const parsed = startedAt ? Date.parse(startedAt) : NaN;
    // A clock skewed into the future must not show more than 30 seconds.
    const start = Number.isFinite(parsed) ? Math.min(parsed, Date.now()) : Date.now();
    setLeft(secondsLeft(start));
    const timer = setInterval(() => {
      const next = secondsLeft(start);
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [startedAt, enabled]);
  return left;
}

function stageText(progress: number): string {
  if (progress >= 100) return "Finishing up…";
  if (progress >= 70) return "Writing your marketing plan: tactics, templates and timeline…";
  return "Building your customer profile…";
}

/** SPEC 2, step 4: the loading screen shown while a plan is generated. */
export function LoadingScreen({ progress, startedAt }: LoadingScreenProps) {
  const hydrated = useHydrated();
  const left = useCountdown(startedAt, hydrated);
  const value = Math.round(Math.min(100, Math.max(0, Number.isFinite(progress) ? progress : 0)));
  const online = useOnline();

  return (
    <section aria-labelledby="loading-title" className="mx-auto max-w-2xl px-4 py-16 text-center sm:py-24">
      <p className="font-mono text-xs font-semibold tracking-[0.3em] text-launch">MISSION IN PROGRESS</p>
      <h1 id="loading-title" className="mt-4 text-3xl font-black tracking-tight sm:text-5xl">
        Generating Your GTM Plan
      </h1>
      <p className="mt-4 text-lg text-slate-700" aria-live="polite">
        {stageText(value)}
      </p>
      <p role="status" className={online ? "sr-only" : "mx-auto mt-4 max-w-md rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900"}>
        {online ? "" : OFFLINE_MESSAGES.polling}
      </p>

      <div className="mx-auto mt-10 flex h-24 w-24 items-center justify-center rounded-full border-4 border-launch-soft bg-white shadow-sm">
        {!hydrated ? (
          <span className="px-2 font-mono text-xs font-semibold text-slate-700">about 30 s</span>
        ) : left > 0 ? (
          <span className="font-mono text-3xl font-bold tabular-nums" data-testid="countdown" aria-hidden="true">
            {left}
          </span>
        ) : (
          <span className="relative flex h-4 w-4" data-testid="pulse">
            <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-launch opacity-75 motion-reduce:animate-none" />
            <span className="relative inline-flex h-4 w-4 rounded-full bg-launch" />
            <span className="sr-only">Almost there</span>
          </span>
        )}
      </div>
      <p className="mt-3 text-sm text-slate-600">
        {hydrated && left > 0
          ? `About ${left} second${left === 1 ? "" : "s"} left.`
          : hydrated
            ? "Almost there: putting the finishing touches on your plan."
            : "Estimated time: about 30 seconds. This page updates by itself."}
      </p>

      <div className="mx-auto mt-8 max-w-md">
        <div className="flex justify-between font-mono text-xs font-semibold text-slate-600">
          <span id="loading-progress-label">PROGRESS</span>
          <span>{value}%</span>
        </div>
        <div
          role="progressbar"
          aria-labelledby="loading-progress-label"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={value}
          aria-valuetext={`${value}%: ${stageText(value)}`}
          className="mt-2 h-3 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full rounded-full bg-launch transition-[width] duration-700" style={{ width: `${value}%` }} />
        </div>
        <ol className="mt-4 flex justify-between gap-2 text-left text-xs text-slate-600">
          <li className={value >= 40 ? "font-semibold text-ink" : undefined}>
            {value >= 70 ? "✓ " : ""}Customer profile
          </li>
          <li className={value >= 70 ? "font-semibold text-ink" : undefined}>Marketing plan</li>
        </ol>
      </div>

      <ul aria-label="What you will get" className="mt-10 flex flex-wrap justify-center gap-2">
        {LOADING_BADGES.map((badge) => (
          <li
            key={badge}
            className="rounded-full border border-orange-200 bg-launch-soft px-3 py-1 font-mono text-xs font-bold tracking-widest text-orange-900"
          >
            {badge}
          </li>
        ))}
      </ul>
    </section>
  );
}

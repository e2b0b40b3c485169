import { Link } from "@remix-run/react";
import { MISSION_ID } from "~/brand";
import { MissionClock } from "./MissionClock";

export function SiteFooter() {
  return (
    <footer className="no-print border-t border-slate-200 bg-white/80">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-4 font-mono text-xs text-slate-700">
        <span>{MISSION_ID}</span>
        <span className="flex gap-4">
          <Link to="/privacy" className="rounded underline-offset-2 hover:underline">Privacy</Link>
          <Link to="/waitlist" className="rounded underline-offset-2 hover:underline">Join the waitlist</Link>
        </span>
        <MissionClock />
      </div>
    </footer>
  );
}

import { useId } from "react";

/**
 * An info button whose text shows on hover and on keyboard focus, by CSS alone (so without
 * JavaScript too). The text is the button's description for screen readers.
 */
export function Tooltip({ about, text }: { about: string; text: string }) {
  const id = useId();
  return (
    <span className="group/tip relative inline-flex align-middle">
      <button
        type="button"
        aria-label={`About ${about}`}
        aria-describedby={id}
        className="inline-flex h-5 w-5 items-center justify-center rounded-full border border-slate-400 text-[11px] font-bold leading-none text-slate-700 hover:border-ink hover:text-ink"
      >
        ?
      </button>
      <span
        role="tooltip"
        id={id}
        className="pointer-events-none invisible absolute bottom-full left-1/2 z-30 mb-2 w-64 -translate-x-1/2 rounded-md bg-ink px-3 py-2 text-xs font-normal normal-case leading-snug tracking-normal text-white opacity-0 shadow-lg transition-opacity group-focus-within/tip:visible group-focus-within/tip:opacity-100 group-hover/tip:visible group-hover/tip:opacity-100 group-hover/tip:delay-700"
      >
        {text}
      </span>
    </span>
  );
}

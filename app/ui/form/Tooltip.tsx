import { useId } from "react";

/**
 * An info button whose text shows on hover and on keyboard focus, by CSS alone (so without
 * JavaScript too). The text is the button's description for screen readers. On phones the text
 * spans the row of the nearest positioned ancestor (the field's label row), so it never sticks
 * out of the screen; from sm up it is centred on the button.
 */
export function Tooltip({ about, text }: { about: string; text: string }) {
  const id = useId();
  return (
    <span className="group/tip inline-flex align-middle sm:relative">
      {/* A 44 px target (negative margins keep the row's layout) around the 20 px circle. */}
      <button
        type="button"
        aria-label={`About ${about}`}
        aria-describedby={id}
        className="group/btn -m-3 inline-flex h-11 w-11 items-center justify-center rounded-full"
      >
        <span
          aria-hidden="true"
          className="inline-flex h-5 w-5 items-center justify-center rounded-full border border-slate-400 text-[11px] font-bold leading-none text-slate-700 group-hover/btn:border-ink group-hover/btn:text-ink"
        >
          ?
        </span>
      </button>
      <span
        role="tooltip"
        id={id}
        className="pointer-events-none invisible absolute bottom-full left-0 right-0 z-30 mb-2 rounded-md sm:left-1/2 sm:right-auto sm:w-64 sm:-translate-x-1/2 bg-ink px-3 py-2 text-xs font-normal normal-case leading-snug tracking-normal text-white opacity-0 shadow-lg transition-opacity group-focus-within/tip:visible group-focus-within/tip:opacity-100 group-hover/tip:visible group-hover/tip:opacity-100 group-hover/tip:delay-700"
      >
        {text}
      </span>
    </span>
  );
}

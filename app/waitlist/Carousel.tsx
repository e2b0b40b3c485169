import * as Dialog from "@radix-ui/react-dialog";
import { useEffect, useRef, useState, useSyncExternalStore, type TouchEvent } from "react";
import { Button } from "~/ui/Button";
import { useHydrated } from "~/ui/useHydrated";
import type { Slide } from "./slides";

/**
 * The screenshot carousel (SPEC 2, /waitlist). Without JavaScript: a scroll-snap strip that shows
 * all seven (swipe or scroll). With it: on small screens a one-at-a-time slider (the same strip,
 * with buttons and a counter) whose images open a fullscreen lightbox; from 768 px three images,
 * the current one sharp and its neighbours blurred.
 */

const WIDE = "(min-width: 768px)";

function useWide(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(WIDE);
      query.addEventListener("change", onChange);
      return () => query.removeEventListener("change", onChange);
    },
    () => window.matchMedia(WIDE).matches,
    () => false,
  );
}

const wrap = (i: number, n: number) => (i + n) % n;

function SlideImage({ slide, index, className }: { slide: Slide; index: number; className?: string }) {
  return (
    <img
      src={slide.src}
      width={slide.width}
      height={slide.height}
      alt={slide.alt}
      loading={index === 0 ? "eager" : "lazy"}
      decoding="async"
      className={`block h-auto w-full rounded-lg border border-slate-200 bg-white shadow-sm ${className ?? ""}`}
    />
  );
}

function Caption({ slide, index, total }: { slide: Slide; index: number; total: number }) {
  return (
    <figcaption className="mt-2 text-center text-sm font-semibold text-slate-700">
      <span className="font-mono text-xs text-slate-600">
        {index + 1}/{total}
      </span>{" "}
      {slide.title}
    </figcaption>
  );
}

export function Carousel({ slides }: { slides: readonly Slide[] }) {
  const hydrated = useHydrated();
  const wide = useWide();
  const [index, setIndex] = useState(0);
  const [lightbox, setLightbox] = useState(false);
  const open = (i: number) => {
    setIndex(i);
    setLightbox(true);
  };

  return (
    <div data-carousel={hydrated ? (wide ? "three" : "slider") : "strip"}>
      {hydrated && wide ? (
        <ThreeUp slides={slides} index={index} setIndex={setIndex} onOpen={open} />
      ) : (
        <Strip slides={slides} enhanced={hydrated} index={index} setIndex={setIndex} onOpen={open} />
      )}
      {hydrated ? <Lightbox slides={slides} index={index} setIndex={setIndex} open={lightbox} onOpenChange={setLightbox} /> : null}
    </div>
  );
}

type Nav = { slides: readonly Slide[]; index: number; setIndex: (i: number) => void; onOpen: (i: number) => void };

/** The strip: every slide in a scroll-snap row. Enhanced (small screens with JavaScript): one at a time, with buttons. */
function Strip({ slides, enhanced, index, setIndex, onOpen }: Nav & { enhanced: boolean }) {
  const strip = useRef<HTMLUListElement>(null);
  const go = (i: number) => {
    const list = strip.current;
    const target = list?.children[wrap(i, slides.length)] as HTMLElement | undefined;
    if (list && target) list.scrollTo({ left: target.offsetLeft - list.offsetLeft, behavior: "smooth" });
  };
  const onScroll = () => {
    const list = strip.current;
    if (!list || !enhanced) return;
    const i = Math.round(list.scrollLeft / list.clientWidth);
    if (i !== index) setIndex(Math.max(0, Math.min(slides.length - 1, i)));
  };
  return (
    <div>
      <ul
        ref={strip}
        onScroll={onScroll}
        aria-label="Screenshots"
        // Scrollable, so reachable by keyboard (arrow keys scroll it).
        tabIndex={0}
        className="flex snap-x snap-mandatory gap-4 overflow-x-auto pb-3 focus-visible:outline-3 focus-visible:outline-launch"
      >
        {slides.map((slide, i) => (
          <li
            key={slide.id}
            className={`shrink-0 snap-center ${enhanced ? "w-full" : "w-[85%] md:w-[calc((100%-2rem)/3)]"}`}
          >
            <figure>
              {enhanced ? (
                <button type="button" onClick={() => onOpen(i)} className="block w-full cursor-zoom-in rounded-lg" aria-label={`Open ${slide.title} full screen`}>
                  <SlideImage slide={slide} index={i} />
                </button>
              ) : (
                <SlideImage slide={slide} index={i} />
              )}
              <Caption slide={slide} index={i} total={slides.length} />
            </figure>
          </li>
        ))}
      </ul>
      {enhanced ? (
        <div className="mt-2 flex items-center justify-center gap-4">
          <Button size="sm" onClick={() => go(index - 1)} aria-label="Previous screenshot">
            ‹
          </Button>
          <span className="font-mono text-sm" aria-live="polite">
            {index + 1} / {slides.length}
          </span>
          <Button size="sm" onClick={() => go(index + 1)} aria-label="Next screenshot">
            ›
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** From 768 px: the current screenshot between its two neighbours, which are blurred and smaller. */
function ThreeUp({ slides, index, setIndex, onOpen }: Nav) {
  const n = slides.length;
  const shown = [wrap(index - 1, n), index, wrap(index + 1, n)];
  return (
    <div>
      <ul aria-label="Screenshots" className="grid grid-cols-[1fr_1.6fr_1fr] items-center gap-4">
        {shown.map((i, position) => {
          const slide = slides[i]!;
          const current = position === 1;
          return (
            <li key={`${position}-${slide.id}`} aria-current={current ? "true" : undefined}>
              <figure className={current ? "" : "scale-90 opacity-70 blur-[3px] transition"}>
                <button
                  type="button"
                  onClick={() => (current ? onOpen(i) : setIndex(i))}
                  className={`block w-full rounded-lg ${current ? "cursor-zoom-in" : "cursor-pointer"}`}
                  aria-label={current ? `Open ${slide.title} full screen` : `Show ${slide.title}`}
                >
                  <SlideImage slide={slide} index={current ? 0 : i} />
                </button>
                {current ? <Caption slide={slide} index={i} total={n} /> : null}
              </figure>
            </li>
          );
        })}
      </ul>
      <div className="mt-3 flex items-center justify-center gap-4">
        <Button size="sm" onClick={() => setIndex(wrap(index - 1, n))} aria-label="Previous screenshot">
          ‹
        </Button>
        <ol className="flex gap-2" aria-label="Choose a screenshot">
          {slides.map((slide, i) => (
            <li key={slide.id}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={slide.title}
                aria-current={i === index ? "true" : undefined}
                className="block h-3 w-3 rounded-full bg-slate-300 aria-[current=true]:bg-launch"
              />
            </li>
          ))}
        </ol>
        <Button size="sm" onClick={() => setIndex(wrap(index + 1, n))} aria-label="Next screenshot">
          ›
        </Button>
      </div>
    </div>
  );
}

/** Fullscreen: one screenshot as large as the screen allows; arrows, buttons or a swipe move on. */
function Lightbox({
  slides,
  index,
  setIndex,
  open,
  onOpenChange,
}: {
  slides: readonly Slide[];
  index: number;
  setIndex: (i: number) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const n = slides.length;
  const slide = slides[index]!;
  const touchX = useRef<number | null>(null);
  const step = (d: number) => setIndex(wrap(index + d, n));

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "ArrowRight") setIndex(wrap(index + 1, n));
      if (event.key === "ArrowLeft") setIndex(wrap(index - 1, n));
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open, index, n, setIndex]);

  const onTouchStart = (event: TouchEvent) => {
    touchX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchX.current;
    const end = event.changedTouches[0]?.clientX;
    touchX.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < 50) return;
    step(end < start ? 1 : -1);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/95" />
        <Dialog.Content
          aria-describedby={undefined}
          onTouchStart={onTouchStart}
          onTouchEnd={onTouchEnd}
          className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-3 p-3 text-white outline-none sm:p-6"
        >
          <Dialog.Title className="text-center text-sm font-semibold">
            <span className="font-mono text-xs">
              {index + 1}/{n}
            </span>{" "}
            {slide.title}
          </Dialog.Title>
          <img
            src={slide.src}
            width={slide.width}
            height={slide.height}
            alt={slide.alt}
            className="max-h-[80vh] w-auto max-w-full rounded-lg object-contain"
          />
          <div className="flex items-center gap-3">
            <Button variant="inverse" size="sm" onClick={() => step(-1)} aria-label="Previous screenshot">
              ‹ Previous
            </Button>
            <Dialog.Close asChild>
              <Button variant="inverse" size="sm">
                Close
              </Button>
            </Dialog.Close>
            <Button variant="inverse" size="sm" onClick={() => step(1)} aria-label="Next screenshot">
              Next ›
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

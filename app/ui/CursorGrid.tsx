import { useEffect, useRef } from "react";

/**
 * The decorative background: a 60 px grid with a soft glow that follows the cursor. The glow moves
 * with a transform in one animation frame per pointer move, so it costs no layout and no scroll
 * jank; CSS hides it under prefers-reduced-motion.
 */
export function CursorGrid() {
  const glow = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let frame = 0;
    let x = 0;
    let y = 0;
    const onMove = (event: PointerEvent) => {
      x = event.clientX;
      y = event.clientY;
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        if (glow.current) glow.current.style.transform = `translate3d(${x}px, ${y}px, 0)`;
      });
    };
    window.addEventListener("pointermove", onMove, { passive: true });
    return () => {
      window.removeEventListener("pointermove", onMove);
      cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <div aria-hidden="true" className="cursor-grid no-print pointer-events-none fixed inset-0 -z-10 overflow-hidden">
      <div ref={glow} className="cursor-glow absolute left-0 top-0" style={{ transform: "translate3d(-999px, -999px, 0)" }} />
    </div>
  );
}

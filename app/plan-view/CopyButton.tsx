import { useEffect, useRef, useState } from "react";
import { Button } from "~/ui/Button";
import { Icon } from "./section-parts";

/** SPEC 9: the confirmation shows for 2000 ms. */
export const COPIED_MS = 2000;

/**
 * "Copy" → "Copied!" for two seconds after a successful copy. A failed copy is only logged
 * (SPEC 8): the text stays selectable in its box. Rendered only with JavaScript by its parent.
 */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error("Clipboard API unavailable");
      await navigator.clipboard.writeText(text);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    } catch (error) {
      console.error("Copy failed", error);
    }
  }

  return (
    <>
      <Button
        variant="inverse"
        size="xs"
        onClick={copy}
        aria-label={copied ? `Copied ${label}` : `Copy ${label}`}
        className="print:hidden"
      >
        <Icon name={copied ? "check" : "copy"} className="h-3.5 w-3.5" />
        <span>{copied ? "Copied!" : "Copy"}</span>
      </Button>
      <span role="status" className="sr-only">
        {copied ? "Template copied to the clipboard" : ""}
      </span>
    </>
  );
}

/** /result-preview: the same screen as /preview (SPEC: "The same preview screen"). */
export { default, ErrorBoundary, loader, meta } from "./preview";

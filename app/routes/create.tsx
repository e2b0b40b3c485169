import type { LoaderFunctionArgs } from "@remix-run/node";
import { createLoader } from "~/saved-plans/create.server";

/** Redirects to /product, prefilled for Duplicate or Edit (see create.server.ts). */
export const loader = ({ request }: LoaderFunctionArgs) => createLoader(request);

/** Never shown (the loader always redirects); a page route so a missing plan gets the 404 page. */
export default function Create() {
  return null;
}

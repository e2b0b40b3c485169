import { data } from "@remix-run/node";
import { pageMeta } from "~/meta";
import { NotFound } from "~/ui/NotFound";

export const meta = () => pageMeta({ title: "404 - Page Not Found", noindex: true });

/** Every unknown path: the 404 page, with status 404, inside the normal layout. */
export function loader() {
  return data(null, { status: 404 });
}

export default function CatchAll() {
  return <NotFound />;
}

import { matchRoutes } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useOnline } from "~/offline/useOnline";

/**
 * The modules (and styles) of the routes that render `page` and are not loaded yet, fetched ahead
 * without its data: PrefetchPageLinks would also ask for the page's loader data, which for a page
 * that only names a route (/plan/ahead) is a 404, and for an action's page (/save-plan) a request
 * the page does not need. Once fetched, a form sent there on a link that has just failed still
 * finds its route's code (its clientAction) without the network: a route module that fails to load
 * reloads the page instead. The route must be known to the router (lazy route discovery: a <Link>
 * or <Form> to the page on this one); until it is, `page` matches only the catch-all.
 * Chromium keeps a module that failed to load as failed for the page's life, and the navigation
 * that later needs it reloads the page instead (a held Generate Plan would land back on /plan). So
 * nothing is asked for while the browser is offline, and each file is first fetched plainly (a
 * failure there marks nothing) and named in a modulepreload only once it came: that preload is
 * read from the browser's cache, not cut off by a link that drops meanwhile.
 */
export function PrefetchModules({ page }: { page: string }) {
  const [links, setLinks] = useState<{ modules: string[]; styles: string[] } | null>(null);
  const online = useOnline();
  useEffect(() => {
    if (!online) return;
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const look = () => {
      const matches = matchRoutes(window.__remixRouter.routes, page) ?? [];
      if (matches.length === 0 || matches.at(-1)?.route.path?.endsWith("*")) {
        if (++tries < 20) timer = setTimeout(look, 250); // not discovered yet
        return;
      }
      const routes = matches.flatMap((m) => {
        const route = window.__remixManifest.routes[m.route.id];
        return route && !(route.id in window.__remixRouteModules) ? [route] : [];
      });
      const modules = [...new Set(routes.flatMap((r) => [r.module, ...(r.imports ?? [])]))];
      const styles = [...new Set(routes.flatMap((r) => r.css ?? []))];
      const fetchedWhole = async (href: string) => {
        const response = await fetch(href, { signal: controller.signal });
        await response.arrayBuffer();
        return response.ok;
      };
      void Promise.all(modules.map(fetchedWhole))
        .then((fetched) => {
          if (fetched.every(Boolean)) setLinks({ modules, styles });
        })
        .catch(() => {}); // offline or cut off: tried again when the browser is back online
    };
    const controller = new AbortController();
    look();
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [page, online]);
  if (!links) return null;
  return (
    <>
      {links.modules.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      {links.styles.map((href) => (
        <link key={href} rel="prefetch" as="style" href={href} />
      ))}
    </>
  );
}

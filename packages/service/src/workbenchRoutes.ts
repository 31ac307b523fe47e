import type { WorkbenchAsset } from "@pmi-rating/workbench";
import { WORKBENCH_FILES } from "@pmi-rating/workbench";
import type { Route } from "./serviceRoute.js";

/**
 * The page may load only its own files: no scripts, styles, fonts, images or connections
 * from anywhere else, so nothing a user enters can leave the page.
 */
export const WORKBENCH_CONTENT_SECURITY_POLICY =
  "default-src 'none'; script-src 'self'; worker-src 'self'; connect-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * The GET routes of the workbench's static files (`/` is its page), for the reference service
 * or a stand-alone server. The files are loaded once, on the first request, so that starting
 * the service stays fast; when they cannot be had, the routes answer 404 with the reason.
 *
 * @example
 * const routes = workbenchRoutes(() => loadWorkbenchAssets());
 * routes["/"]; // { method: "GET", handle }
 */
export function workbenchRoutes(load: () => Promise<readonly WorkbenchAsset[] | undefined>): Record<string, Route> {
  let loading: Promise<readonly WorkbenchAsset[] | undefined> | undefined;
  const assets = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined; // try again on the next request
      throw error;
    });
    return loading;
  };
  const routeFor = (name: string): Route => ({
    method: "GET",
    handle: async () => {
      const asset = (await assets())?.find((candidate) => candidate.name === name);
      if (asset === undefined) {
        return new Response("The workbench is not built: run npm run build.\n", {
          status: 404,
          headers: { "content-type": "text/plain; charset=utf-8" },
        });
      }
      return new Response(asset.body as Uint8Array<ArrayBuffer>, {
        headers: {
          "content-type": asset.contentType,
          "cache-control": "no-cache",
          "content-security-policy": WORKBENCH_CONTENT_SECURITY_POLICY,
          "x-content-type-options": "nosniff",
          "referrer-policy": "no-referrer",
        },
      });
    },
  });
  const routes: Record<string, Route> = { "/": routeFor("index.html") };
  for (const name of WORKBENCH_FILES) routes[`/${name}`] = routeFor(name);
  return routes;
}

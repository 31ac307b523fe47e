import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Hono } from "hono";
import { toNodeListener } from "./http/toNodeListener.js";
import { loadWorkbenchAssets } from "@pmi-rating/workbench";
import { workbenchRoutes } from "./workbenchRoutes.js";

/** Where `startWorkbenchServer` listens and which tables folder the page shows. */
export interface WorkbenchServerOptions {
  /** Port; 0 picks a free one (default 8081, beside the service's 8080). */
  readonly port?: number;
  /** Interface (default 127.0.0.1: the workbench is a desk tool, not a public site). */
  readonly host?: string;
  /** Tables folder the page shows as in force (default: the shipped tables). */
  readonly tablesDir?: string;
}

/** A running workbench server: the page's address, and how to stop it. */
export interface WorkbenchServer {
  /** The page's address, e.g. `http://127.0.0.1:8081/`. */
  readonly url: string;
  /** Stops listening and closes every connection; resolves once the server is closed. */
  close(): Promise<void>;
}

/**
 * Serves the workbench alone (`pmi-rating workbench`): its static files at `/`, nothing else
 * (every other path is 404, and no quotation API: the page prices in the browser). Files are
 * loaded before listening, so the URL printed works at once.
 *
 * @example
 * const server = await startWorkbenchServer({ port: 0, tablesDir: "./tables" });
 * console.log(server.url);
 */
export async function startWorkbenchServer(options: WorkbenchServerOptions = {}): Promise<WorkbenchServer> {
  const assets = await loadWorkbenchAssets(options.tablesDir === undefined ? {} : { tablesDir: options.tablesDir });
  if (assets === undefined) throw new Error("The workbench is not built: run npm run build.");
  const routes = workbenchRoutes(async () => assets);
  const app = new Hono();
  // Hono answers HEAD from the GET route, without the body.
  for (const [path, route] of Object.entries(routes)) app.get(path, (context) => route.handle(context.req.raw));
  app.notFound(() => new Response("Not found: the workbench is at /.\n", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } }));
  const server = createServer(toNodeListener(async (request) => app.fetch(request)));
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 8081, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const shownHost = host === "0.0.0.0" || host === "::" ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return {
    url: `http://${shownHost}:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

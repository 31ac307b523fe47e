import { describe, expect, it } from "vitest";
import { contentTypeOf, WORKBENCH_FILES } from "@pmi-rating/workbench";
import { WORKBENCH_CONTENT_SECURITY_POLICY, workbenchRoutes } from "./workbenchRoutes.js";

const assets = WORKBENCH_FILES.map((name) => ({ name, contentType: contentTypeOf(name), body: new TextEncoder().encode(`contents of ${name}`) }));
const get = (path: string) => new Request(`http://localhost${path}`);

describe("workbenchRoutes", () => {
  it("serves the page at / and every workbench file by name, with a policy that allows only its own files", async () => {
    const routes = workbenchRoutes(async () => assets);
    expect(Object.keys(routes).sort()).toEqual(["/", ...WORKBENCH_FILES.map((name) => `/${name}`)].sort());
    const page = await routes["/"]?.handle(get("/"));
    expect(page?.status).toBe(200);
    expect(page?.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(page?.headers.get("content-security-policy")).toBe(WORKBENCH_CONTENT_SECURITY_POLICY);
    expect(await page?.text()).toBe("contents of index.html");
    const script = await routes["/comparison-worker.js"]?.handle(get("/comparison-worker.js"));
    expect(script?.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(WORKBENCH_CONTENT_SECURITY_POLICY).toContain("connect-src 'self'");
  });

  it("loads the files once, on first use", async () => {
    let loads = 0;
    const routes = workbenchRoutes(async () => {
      loads += 1;
      return assets;
    });
    expect(loads).toBe(0);
    await routes["/"]?.handle(get("/"));
    await routes["/workbench.js"]?.handle(get("/workbench.js"));
    expect(loads).toBe(1);
  });

  it("answers 404 with what to do when the workbench is not built, and retries after a failed load", async () => {
    const missing = workbenchRoutes(async () => undefined);
    const response = await missing["/"]?.handle(get("/"));
    expect(response?.status).toBe(404);
    expect(await response?.text()).toMatch(/npm run build/);
    let attempts = 0;
    const flaky = workbenchRoutes(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error("esbuild failed");
      return assets;
    });
    await expect(flaky["/"]?.handle(get("/"))).rejects.toThrow("esbuild failed");
    expect((await flaky["/"]?.handle(get("/")))?.status).toBe(200);
  });
});

/** One static file of the workbench, as served and as written to `dist/workbench/`. */
export interface WorkbenchAsset {
  /** File name, e.g. `workbench.js`; `index.html` is also served at `/`. */
  readonly name: string;
  readonly contentType: string;
  readonly body: Uint8Array;
}

/** Every file the workbench consists of: the page loads exactly these and nothing else. */
export const WORKBENCH_FILES = ["index.html", "workbench.css", "workbench.js", "comparison-worker.js", "tables.json", "examples.json"] as const;

/** The content type of a workbench file by its extension. */
export function contentTypeOf(name: string): string {
  if (name.endsWith(".html")) return "text/html; charset=utf-8";
  if (name.endsWith(".css")) return "text/css; charset=utf-8";
  if (name.endsWith(".js")) return "text/javascript; charset=utf-8";
  if (name.endsWith(".json")) return "application/json; charset=utf-8";
  return "application/octet-stream";
}

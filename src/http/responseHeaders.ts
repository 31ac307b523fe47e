import type { Json } from "./openApiJson.js";

/**
 * The response headers the document declares, one entry each: its description, its schema,
 * and which answers carry it (`every` answer of every operation, or the quotation's 200
 * only). A new header is one entry here; it lands in `components.headers` and on the answers.
 */
export const RESPONSE_HEADERS: Readonly<Record<string, { readonly description: string; readonly schema: Json; readonly answers: "every" | "quotation" }>> = {
  "Correlation-ID": {
    description: "The request's Correlation-ID, echoed (absent only when the request carried none usable).",
    schema: { type: "string" },
    answers: "every",
  },
};

/** References to the headers `answers` carry. */
export function responseHeaderRefs(answers: "every" | "quotation"): Record<string, Json> {
  return Object.fromEntries(
    Object.entries(RESPONSE_HEADERS)
      .filter(([, header]) => header.answers === "every" || header.answers === answers)
      .map(([name]) => [name, { $ref: `#/components/headers/${name}` }]),
  );
}

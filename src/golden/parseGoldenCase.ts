import { z } from "zod";
import type { GoldenCase } from "./types.js";

const GoldenCaseFileSchema = z.object({
  description: z.string().min(1, "needs a description saying what the case shows"),
  request: z.unknown().refine((value) => value !== undefined, "needs the request to price"),
  expected: z.record(z.string(), z.unknown()).optional(),
  workings: z.array(z.string()).optional(),
  workingsStale: z.array(z.string()).optional(),
  tables: z.string().min(1, "names a tables folder").max(1000, "is a path of at most 1000 characters").optional(),
  options: z
    .object({
      explain: z.boolean().optional(),
      registry: z.array(z.string()).optional(),
      movement: z.boolean().optional(),
    })
    .strict()
    .optional(),
});

/** A golden file read from disk: `expected` may still be missing (a new case to record). */
export type GoldenCaseFile = Omit<GoldenCase, "expected"> & { readonly expected?: GoldenCase["expected"] };

/**
 * Returns the golden case held by a file's text, or a sentence saying why it is not one.
 * `expected` may be absent in a new case, which `runGoldenCases` with `update` then records.
 *
 * @example
 * parseGoldenCase('{"description":"x","request":{}}'); // { success: true, data: { description: "x", request: {} } }
 * parseGoldenCase("{"); // { success: false, error: "not valid JSON: ..." }
 */
export function parseGoldenCase(text: string): { success: true; data: GoldenCaseFile } | { success: false; error: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { success: false, error: `not valid JSON: ${(error as Error).message}` };
  }
  const parsed = GoldenCaseFileSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const where = issue.path.length === 0 ? "the file" : `"${issue.path.join(".")}"`;
      return `${where}: ${issue.message}`;
    });
    return { success: false, error: `not a golden case (${problems.join("; ")})` };
  }
  return { success: true, data: json as GoldenCaseFile };
}

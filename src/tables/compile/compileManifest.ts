import { z } from "zod";
import type { TableProblem } from "../tableProblem.js";
import type { TablesManifest } from "../types.js";
import { isCalendarDate } from "./fields.js";

const ROUNDING_MODES = ["half-up", "half-even", "half-down", "down", "up"] as const;

const manifestSchema = z.strictObject({
  product: z.literal("HrSol", { error: 'product must be "HrSol", the only product this library prices.' }),
  version: z.string({ error: "version must be a text, e.g. \"2026.1\"." }).trim().min(1, { error: "version must not be blank." }),
  effectiveFrom: z
    .string({ error: "effectiveFrom must be a date written YYYY-MM-DD." })
    .refine(isCalendarDate, { error: "effectiveFrom must be a real calendar date written YYYY-MM-DD, e.g. 2026-01-01." }),
  currency: z.literal("GBP", { error: 'currency must be "GBP".' }),
  roundingMode: z.enum(ROUNDING_MODES, { error: `roundingMode must be one of: ${ROUNDING_MODES.join(", ")}.` }),
  illustrative: z.boolean({ error: "illustrative must be true or false (without quotes)." }),
  description: z.string({ error: "description must be a text." }).optional(),
});

/**
 * Checks a version's manifest.json: product HrSol, a version label equal to the folder name,
 * a real `effectiveFrom` date, currency GBP, a rounding mode, the illustrative flag and an
 * optional description. Unknown keys are problems too, so that a misspelt key
 * (`effectivefrom`) is not silently ignored.
 *
 * @example
 * compileManifest("2026.1/manifest.json", { product: "HrSol", version: "2026.1", … }, "2026.1", problems)?.effectiveFrom;
 */
export function compileManifest(
  file: string,
  manifest: unknown,
  directory: string,
  problems: TableProblem[],
): TablesManifest | undefined {
  if (manifest === undefined) {
    problems.push({ file, code: "MISSING_FILE", message: `The file ${file} is missing.` });
    return undefined;
  }
  const result = manifestSchema.safeParse(manifest);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const column = issue.path.length > 0 ? issue.path.join(".") : issue.code === "unrecognized_keys" ? issue.keys.join(", ") : undefined;
      const message =
        issue.code === "unrecognized_keys"
          ? `Unknown key${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((key) => `"${key}"`).join(", ")}: the keys are ${Object.keys(manifestSchema.shape).join(", ")}.`
          : issue.path.length === 0
            ? "The manifest must be a JSON object."
            : issue.message;
      problems.push({ file, ...(column === undefined ? {} : { column }), code: "INVALID_MANIFEST", message });
    }
    return undefined;
  }
  const data = result.data;
  if (data.version !== directory) {
    problems.push({ file, column: "version", code: "VERSION_MISMATCH", message: `The manifest says version "${data.version}" but its folder is "${directory}": they must be the same.` });
    return undefined;
  }
  return {
    product: data.product,
    version: data.version,
    effectiveFrom: data.effectiveFrom,
    currency: data.currency,
    roundingMode: data.roundingMode,
    illustrative: data.illustrative,
    ...(data.description === undefined ? {} : { description: data.description }),
  };
}

import type { QuoteResponse } from "pmi-rating";
import type { ParsedVersion } from "pmi-rating/tables";
import type { ScaleTarget } from "./scaleTarget.js";
import type { TablesVersion } from "pmi-rating";
import { validateQuoteRequest } from "pmi-rating";
import type { SegmentDimension } from "../impact/segments/segmentDimensions.js";
import { segmentOfQuote } from "../impact/segments/segmentOfQuote.js";

/** How `tables solve --segment` cuts one table and the book alike, so that each segment gets its own multiplier. */
export interface SegmentScale {
  readonly dimension: SegmentDimension;
  /** The segments of the scaled table, in the table's order. */
  readonly segmentsOf: (version: ParsedVersion) => string[];
  /** The segment one cell of the scaled table belongs to (its row's, or its column's). */
  readonly segmentOfCell: (values: Readonly<Record<string, string>>, column: string) => string;
  /** The segments a priced policy falls in, read from its request and its quote with the tables as they are. */
  readonly segmentsOfPolicy: (request: unknown, response: QuoteResponse, version: TablesVersion) => string[];
}

/** The dimensions `--segment` accepts with each table, for messages. */
const MEANINGFUL: Readonly<Record<string, readonly SegmentDimension[]>> = {
  "base-rates.csv": ["age-band", "postcode-band"],
  "payment.csv": ["payment"],
  "option-prices.csv": ["option"],
};

const BASE_RATE_KEYS: readonly string[] = Object.freeze(["from_age", "to_age", "gender"]);

/**
 * The segments `tables solve --segment DIMENSION` gives a table, or why the dimension means
 * nothing for it. A segment is both a set of the table's cells and a set of the book's policies,
 * the same as `impact --by` cuts them: `age-band` (a row of base rates; the policies whose
 * policyholder is in it) and `postcode-band` (a column of base rates; the policyholder's band)
 * for `base-rates`, `payment` (a row of `table:payment`; the policy's payment method) and
 * `option` (one option's rows of `table:option-prices`; the policies that take it, so a policy
 * taking two options is in both). No table is keyed by transaction type or channel, nor the
 * NCD and underwriting tables by any dimension of a book.
 *
 * @example
 * segmentScaleOf(scaleTargetOf("base-rates")!, "age-band").segmentsOf(v2026); // ["0-17", "18-24", …]
 * segmentScaleOf(scaleTargetOf("table:ncd")!, "age-band"); // "ncd.csv has no segments by age-band: …"
 */
export function segmentScaleOf(scale: ScaleTarget, dimension: SegmentDimension): SegmentScale | string {
  const meaningful = MEANINGFUL[scale.file] ?? [];
  if (!meaningful.includes(dimension)) {
    const withTable = Object.entries(MEANINGFUL)
      .flatMap(([file, dimensions]) => dimensions.filter((entry) => entry === dimension).map(() => file))
      .map((file) => (file === "base-rates.csv" ? "--scale base-rates" : `--scale table:${file.replace(/\.csv$/, "")}`));
    const hint = withTable.length === 0 ? `no table of the tariff is keyed by ${dimension}` : `--segment ${dimension} goes with ${withTable.join(" or ")}`;
    const own = meaningful.length === 0 ? "it has no segments: solve it with one multiplier" : `choose ${meaningful.join(" or ")}`;
    return `${scale.file} cannot be scaled by ${dimension}: ${hint}; for ${scale.file}, ${own}.`;
  }
  const byQuote = (request: unknown, response: QuoteResponse, version: TablesVersion) => segmentOfQuote(request, response, version, [dimension]);
  switch (dimension) {
    case "age-band":
      return {
        dimension,
        segmentsOf: (version) => unique((version.files["base-rates.csv"]?.rows ?? []).map((row) => `${row.values.from_age}-${row.values.to_age}`)),
        segmentOfCell: (values) => `${values.from_age}-${values.to_age}`,
        segmentsOfPolicy: byQuote,
      };
    case "postcode-band":
      return {
        dimension,
        segmentsOf: (version) => (version.files["base-rates.csv"]?.header ?? []).filter((column) => !BASE_RATE_KEYS.includes(column)),
        segmentOfCell: (_values, column) => column,
        segmentsOfPolicy: byQuote,
      };
    case "payment":
      return {
        dimension,
        segmentsOf: (version) => unique((version.files["payment.csv"]?.rows ?? []).map((row) => `${row.values.payment_type} ${row.values.payment_frequency}`)),
        segmentOfCell: (values) => `${values.payment_type} ${values.payment_frequency}`,
        segmentsOfPolicy: byQuote,
      };
    default: {
      // option: an option's rows; a policy is in the segment of every option it takes (value "Yes"), found by its id.
      return {
        dimension,
        segmentsOf: (version) => unique((version.files["option-prices.csv"]?.rows ?? []).map((row) => row.values.option_name ?? "")),
        segmentOfCell: (values) => values.option_name ?? "",
        segmentsOfPolicy: (request, _response, version) => {
          // Read as the engine reads it (Yes, Y, 1, true…): the request has priced, so it is valid.
          const validated = validateQuoteRequest(request);
          const options = validated.success ? validated.data.memberCategory.flatMap((category) => category.option) : [];
          const taken = options.filter((option) => option.taken && option.id !== undefined).map((option) => version.options.byId.get(option.id!)?.name);
          return unique(taken.filter((name): name is string => name !== undefined));
        },
      };
    }
  }
}

const unique = (values: readonly string[]) => [...new Set(values)];

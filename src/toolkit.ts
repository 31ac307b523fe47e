/**
 * `pmi-rating/toolkit`: the library's lower-level building blocks, for tools built on it (the
 * rate-change library, the command line, the workbench, the quote store): exact decimals, rounding to pennies, calendar dates as the wire reads them, the postcode band of a
 * postcode, parsing the tables' file texts, and the rating plans of compiled tables. Pricing
 * needs none of it: `pmi-rating` is the API for that. Runs anywhere; `parseTablesFiles` uses
 * csv-parse, which a browser bundle takes from its browser build.
 *
 * @example
 * import { decimalOf, roundToPennies } from "pmi-rating/toolkit";
 * roundToPennies(decimalOf("10.005"), "half-up").toFixed(2); // "10.01"
 *
 * @packageDocumentation
 * @module pmi-rating/toolkit
 */
export { decimalOf, ROUND_HALF_UP } from "./decimal/decimalOf.js";
export { isCalendarDate } from "./model/wire/isCalendarDate.js";
export { withRatingPlans } from "./plans/withRatingPlans.js";
export { findPostcodeBand, type PostcodeBandMatch } from "./factors/postcodeBand/findPostcodeBand.js";
export { roundToPennies } from "./engine/roundDecimal.js";
export { parseTablesFiles, type TablesFileEntry } from "./tables/parseTablesFiles.js";

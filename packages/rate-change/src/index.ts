/**
 * `@pmi-rating/rate-change`: what a pricing actuary's rate change is made of, on the rating
 * library: the impact of a tables change on a book of policies (totals, histogram, the largest
 * movements, results by segment), tables diffs, solving a scale to a target, random books, and
 * the worksheet as CSV. Runs anywhere the library does (the workbench runs it in the browser);
 * what reads or writes files is in `@pmi-rating/rate-change/node`.
 *
 * @packageDocumentation
 * @module @pmi-rating/rate-change
 */
export { generateBookRequests, type BookOptions } from "./book/generateBook.js";
export { baseRateChangeGrid, type BaseRateChangeGrid } from "./diff/baseRateChangeGrid.js";
export { diffTablesVersions, type DiffSide } from "./diff/diffTablesVersions.js";
export type { CellChange, RowKey, TableDiff, TablesDiff } from "./diff/types.js";
export { ImpactAccumulator, type ImpactSummary, type PolicyChange, type PolicyFailure } from "./impact/ImpactAccumulator.js";
export type { PercentChangeHistogram } from "./impact/PercentChangeHistogram.js";
export { ImpactBatchCollector, type ImpactBatchOptions } from "./impact/ImpactBatchCollector.js";
export type { ImpactBatch } from "./impact/ImpactBatch.js";
export { formatPercent, histogramRows, type HistogramRow } from "./impact/histogramRows.js";
export { IMPACT_CSV_COLUMNS, impactCsvRecord } from "./impact/impactCsv.js";
export { neutraliseSpreadsheetFormula, REPORT_CSV_OPTIONS } from "./csv/neutraliseSpreadsheetFormula.js";
export type { BookLine, ImpactTablesSpec, ImpactWorkerData, PriceBatchMessage } from "./impact/impactMessages.js";
export { pinTablesVersion } from "./impact/pinTablesVersion.js";
export type { ImpactBasis, PolicyPricing, PricedSide } from "./impact/policyPricing.js";
export { policyOutcomeOf } from "./impact/policyOutcomeOf.js";
export { priceBook, type BatchPricer, type PriceBookOptions } from "./impact/priceBook.js";
export { pricePolicyLine } from "./impact/pricePolicyLine.js";
export { MAX_BOOK_LINE_BYTES, type BookBatch, type OverlongLine } from "./impact/readBookBatches.js";
export { SegmentTotals, type SegmentSummary } from "./impact/segments/SegmentTotals.js";
export { SEGMENT_DIMENSIONS, parseSegmentDimensions, type SegmentDimension } from "./impact/segments/segmentDimensions.js";
export { segmentsCsv } from "./impact/segments/segmentsCsv.js";
export { SCALE_NAMES, scaleTargetOf, type ScaleTarget } from "./solve/scaleTarget.js";
export { segmentScaleOf, type SegmentScale } from "./solve/segmentScaleOf.js";
export { renderCsvText } from "./write/renderCsvText.js";
export { formatWorksheetCsv } from "./worksheet/formatWorksheetCsv.js";
export { worksheetSections, type WorksheetSection } from "./worksheet/worksheetMembers.js";

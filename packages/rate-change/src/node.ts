/**
 * `@pmi-rating/rate-change/node`: the rate-change tools that need Node: pricing a book's
 * batches from a stream, solving a version into a tables folder, writing a tables folder.
 *
 * @packageDocumentation
 * @module @pmi-rating/rate-change/node
 */
export { priceBookBatch } from "./impact/priceBookBatch.js";
export type { SolveTrial } from "./solve/solveMultiplier.js";
export { solveTablesVersion, type SolvedTables, type SolveRequest } from "./solve/solveTablesVersion.js";
export { solveTablesVersionBySegment, type SegmentSolvedTables, type SegmentSolveRequest, type SolvedSegment } from "./solve/solveTablesVersionBySegment.js";
export { writeTablesFolder } from "./write/writeTablesFolder.js";

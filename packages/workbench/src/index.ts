/**
 * `@pmi-rating/workbench`: the pricing actuary's page (quote form, worksheet, rate-change
 * comparison), built with the library into static files that a server serves as they are.
 *
 * @packageDocumentation
 * @module @pmi-rating/workbench
 */
export { WORKBENCH_FILES, contentTypeOf, type WorkbenchAsset } from "./build/workbenchAsset.js";
export { loadWorkbenchAssets, type WorkbenchSource } from "./loadWorkbenchAssets.js";

export * from "./enums.js";
export * from "./issue.js";
export type * from "./normalized.js";
export * from "./request.js";
export * from "./response.js";
export { toJsonPointer } from "./toJsonPointer.js";

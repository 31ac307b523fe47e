export * from "./enums.js";
export * from "./issue.js";
export type * from "./normalized.js";
export * from "./request.js";
export * from "./response.js";
export { REQUEST_LIMITS } from "./limits.js";

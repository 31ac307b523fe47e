import type { FetchHandler } from "pmi-rating/http";

/** A route of the reference service beside its operations: the one method it takes (GET routes answer HEAD too) and its handler. */
export interface Route {
  readonly method: "GET" | "POST";
  readonly handle: FetchHandler;
}

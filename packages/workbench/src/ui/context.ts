import type { QuoteResponse } from "pmi-rating";
import type { ParsedTables } from "pmi-rating";
import type { RatingTables } from "pmi-rating";

/** A set of tables the page holds: as parsed data (to send to the worker) and compiled (to price). */
export interface TablesInPage {
  readonly parsed: ParsedTables;
  readonly tables: RatingTables;
}

export interface Example {
  readonly name: string;
  readonly request: unknown;
}

/** What the panels share. */
export interface WorkbenchContext {
  readonly inForce: TablesInPage;
  uploaded: TablesInPage | undefined;
  readonly examples: readonly Example[];
  /** Called by the quote panel after every pricing (undefined when the request was refused). */
  onPriced: (response: QuoteResponse | undefined) => void;
  /** Called when uploaded tables pass their check, so Compare can offer them. */
  onUploadedTables: () => void;
  /** Loads a request into the quote panel and prices it (set by the quote panel). */
  loadRequest: (request: unknown) => void;
}

/**
 * What pricing one line of a book gives, with each set of tables: the worker's answer for one
 * policy, small enough to post between threads. Money is the exact string of the response.
 */
export type PricedSide = { readonly ok: true; readonly version: string; readonly net: string; readonly gross: string } | { readonly ok: false; readonly reason: string };

/** One policy of a book priced with both sets of tables (`--from` and `--to`): the worker's answer for its line. */
export interface PolicyPricing {
  /** 1-based line number in the book. */
  readonly line: number;
  /** The request's `id`, else `line <n>`. */
  readonly policyId: string;
  readonly from: PricedSide;
  readonly to: PricedSide;
  /** The policy's segment (`impact --by`), one value per dimension, from its `--from` quote. */
  readonly segment?: readonly string[];
}

/** Which premium the percentage change is measured on. */
export type ImpactBasis = "gross" | "net";

import type { Decimal } from "../../decimal.js";
import { timesFactor } from "./timesFactor.js";

interface ProductNode {
  /** The exact product of the factors on the path to this node. */
  readonly product: Decimal;
  readonly next: Map<Decimal, ProductNode>;
}

const roots = new Map<Decimal, ProductNode>();
let remembered = 0;
/** Enough for every combination a tariff's tables give many times over; past it, start again. */
const REMEMBERED_AT_MOST = 20_000;

/**
 * The exact product of `factors` (at least one), remembered by the identity of the factors in
 * order: table factors and remembered decimals are long-lived objects, and the same few
 * combinations (an underwriting type and a category's options; an NCD level, a wellness
 * discount and a payment method) recur from quote to quote. A premium multiplied by the
 * product is exactly the premium multiplied by each factor in turn, as every product is exact
 * (big.js does not round `times`) and big.js keeps values normalised, so the digits, exponent
 * and sign are the same; the fused pass of the default steps uses it when no worksheet is
 * wanted, to make one product per member where the steps make one per factor.
 *
 * @example
 * premium.times(productOfFactors([uw.value, excess.value])); // premium × uw × excess, exactly
 */
export function productOfFactors(factors: readonly Decimal[]): Decimal {
  let level = roots;
  let node: ProductNode | undefined;
  for (const factor of factors) {
    let child = level.get(factor);
    if (child === undefined) {
      if (remembered >= REMEMBERED_AT_MOST) {
        roots.clear();
        remembered = 0;
      }
      // Frozen: a remembered product is shared by every quote with the same factors.
      child = { product: node === undefined ? factor : Object.freeze(timesFactor(node.product, factor)), next: new Map() };
      level.set(factor, child);
      remembered += 1;
    }
    node = child;
    level = child.next;
  }
  if (node === undefined) throw new RangeError("productOfFactors needs at least one factor.");
  return node.product;
}

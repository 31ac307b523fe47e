import { ZenEngine, type ZenDecision } from "@gorules/zen-engine";
import type { RawQuoteRequest } from "../floor/floorQuote.js";
import type { JdmGraph } from "./generateTariffGraph.js";
import { toZenInput } from "./toZenInput.js";

/** What the ZEN graph returns for one request. */
export interface ZenQuote {
  readonly memberNetPrices: number[];
  readonly memberIpt: number[];
  readonly netPrice: number;
}

export interface ZenTariff {
  readonly decision: ZenDecision;
  /** Prices one request through the graph. */
  readonly quote: (request: RawQuoteRequest, options?: { readonly trace?: boolean }) => Promise<ZenQuote>;
  readonly dispose: () => void;
}

/**
 * Loads the generated graph into a ZEN engine once and returns an async pricing function.
 *
 * @example
 * const zen = createZenTariff(generateTariffGraph(defaultTables, "2026-03-01"));
 * (await zen.quote(request)).memberNetPrices;
 */
export function createZenTariff(graph: JdmGraph): ZenTariff {
  const engine = new ZenEngine();
  const decision = engine.createDecision(graph);
  return {
    decision,
    quote: async (request, options) => {
      const response = await decision.evaluate(toZenInput(request), options?.trace === true ? { trace: true } : undefined);
      return response.result as ZenQuote;
    },
    dispose: () => engine.dispose(),
  };
}

// A bundler-resolved consumer (Vite, esbuild, webpack): type-checked with moduleResolution bundler.
import { QuoteError, safeQuote, type QuoteResponse } from "pmi-rating";
import type { FetchHandler } from "pmi-rating/http";
import { defaultTables } from "pmi-rating/tables";

export function price(request: unknown): QuoteResponse | readonly string[] {
  const result = safeQuote(request, defaultTables);
  return result.success ? result.data : result.issues.map((issue) => `${issue.path} ${issue.code}`);
}

export const isQuoteError = (value: unknown): value is QuoteError => QuoteError.is(value);
export type Handler = FetchHandler;

import { generateBookRequests } from "@pmi-rating/rate-change";
import type { BookLine } from "@pmi-rating/rate-change";
import type { RatingTables } from "pmi-rating";

/** The book a comparison reprices: generated from a seed, or NDJSON text the user uploaded. */
export type BookSource = { readonly kind: "seeded"; readonly policies: number; readonly seed: number } | { readonly kind: "ndjson"; readonly text: string };

/** Most policies the page reprices at once: the worker keeps every line to explain the largest movers. */
export const MAX_BOOK_POLICIES = 50_000;

/**
 * The lines of a book, numbered from 1: a seeded book is generated with `pmi-rating book`'s
 * generator (the same seed gives the same policies as the command line), an uploaded NDJSON
 * book is split into its non-blank lines (numbered as in the file). At most
 * `MAX_BOOK_POLICIES` lines.
 *
 * @example
 * bookLines({ kind: "seeded", policies: 3, seed: 1 }, tables).map((line) => line.line); // [1, 2, 3]
 */
export function bookLines(source: BookSource, tables: RatingTables): BookLine[] {
  if (source.kind === "seeded") {
    const count = Math.max(0, Math.min(MAX_BOOK_POLICIES, Math.floor(source.policies)));
    return [...generateBookRequests(count, source.seed, tables)].map((request, index) => ({ line: index + 1, text: JSON.stringify(request) }));
  }
  const lines: BookLine[] = [];
  source.text.split(/\r?\n/).forEach((text, index) => {
    if (text.trim() !== "" && lines.length < MAX_BOOK_POLICIES) lines.push({ line: index + 1, text });
  });
  return lines;
}

import { generateBookRequests } from "../../rate-change/src/book/generateBook.js";
import type { QuoteRequest } from "../../../src/model/request.js";
import type { RatingTables } from "../../../src/engine/types.js";

/** The seed of every book the benchmark prices, so that every run prices the same requests. */
export const BENCH_SEED = 20_260_301;

/**
 * Returns `size` requests of the seeded synthetic book, as generated (singles, couples,
 * families; New Business, renewals, mid-term changes; options and incentives).
 *
 * @example
 * mixedBook(1000, defaultTables).length; // 1000
 */
export function mixedBook(size: number, tables: RatingTables, seed = BENCH_SEED): QuoteRequest[] {
  return [...generateBookRequests(size, seed, tables)];
}

function memberCount(request: QuoteRequest): number {
  let count = 0;
  for (const category of request.individualHealthCarePolicy.quote.memberCategory ?? []) {
    for (const familyUnit of category.familyUnit ?? []) count += familyUnit.member?.length ?? 0;
  }
  return count;
}

/**
 * Returns the first `size` requests of the seeded book that cover exactly `members` members,
 * so that a 1-, 2- or 4-member figure prices policies of that size only.
 *
 * @example
 * bookOfPolicySize(4, 500, defaultTables).every((request) => memberCount(request) === 4); // true
 */
export function bookOfPolicySize(members: number, size: number, tables: RatingTables, seed = BENCH_SEED): QuoteRequest[] {
  const book: QuoteRequest[] = [];
  for (const request of generateBookRequests(size * 200, seed, tables)) {
    if (memberCount(request) === members) book.push(request);
    if (book.length === size) return book;
  }
  throw new RangeError(`The seeded book holds fewer than ${size} policies of ${members} members.`);
}

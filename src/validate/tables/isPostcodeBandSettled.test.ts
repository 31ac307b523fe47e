import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TRANSACTION_TYPES } from "../../model/enums.js";
import type { NormalizedMember } from "../../model/normalized.js";
import { postcodeBandIssue } from "../../steps/lookups/postcodeBandIssue.js";
import { resolvePostcodeBand } from "../../steps/lookups/resolvePostcodeBand.js";
import { defaultTables } from "../../tables/default/index.js";
import type { PostcodeBandTable } from "../../tables/types.js";
import { isPostcodeBandSettled } from "./isPostcodeBandSettled.js";

const tablesWithoutDefault: PostcodeBandTable[] = defaultTables.versions.map((version) => {
  const { defaultBand: _dropped, ...rest } = version.postcodeBands;
  return rest;
});
const tables = [...defaultTables.versions.map((version) => version.postcodeBands), ...tablesWithoutDefault];
const knownPrefixes = [...new Set(tables.flatMap((table) => [...table.prefixes.keys()]))];

const postcode = fc.oneof(
  fc.tuple(fc.constantFrom(...knownPrefixes), fc.constantFrom("1AA", "9ZZ", "0AX")).map(([prefix, inward]) => `${prefix} ${inward}`),
  fc.constantFrom("ZE1 0AA", "GIR 0AA", "SW1A 1AA", "W1A 0AX", "EC1A 1BB", "QQ1 1AA", "BT1 1AA"),
);

describe("isPostcodeBandSettled", () => {
  it("says what postcodeBandIssue of resolvePostcodeBand says, on 20,000 members, transactions and tables (with and without a default band)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TRANSACTION_TYPES),
        postcode,
        fc.option(fc.constantFrom("A", "b", " C ", "Z", "1", ""), { nil: undefined }),
        fc.boolean(),
        fc.nat({ max: tables.length - 1 }),
        (transactionType, code, postcodeBand, isPostbandCallRequired, tableIndex) => {
          const table = tables[tableIndex] as PostcodeBandTable;
          const member = { pointer: "/m", postcode: code, isPostbandCallRequired, ...(postcodeBand === undefined ? {} : { postcodeBand }) } as NormalizedMember;
          const request = { transactionType } as Parameters<typeof resolvePostcodeBand>[0];
          const expected = postcodeBandIssue(member, resolvePostcodeBand(request, member, table), table) === undefined;
          // Twice: the second answer may come from the memo.
          expect(isPostcodeBandSettled(request, member, table)).toBe(expected);
          expect(isPostcodeBandSettled(request, member, table)).toBe(expected);
        },
      ),
      { numRuns: 20_000 },
    );
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GENDERS, PAYMENT_TYPES, RELATIONSHIPS } from "../../model/enums.js";
import { readChoice } from "../fields/readChoice.js";
import { readDate } from "../fields/readDate.js";
import { readFlag } from "../fields/readFlag.js";
import { readInteger } from "../fields/readInteger.js";
import { readList } from "../fields/readList.js";
import { readNcdLevel } from "../fields/readNcdLevel.js";
import { readNumber } from "../fields/readNumber.js";
import { readPostcode } from "../fields/readPostcode.js";
import { readText } from "../fields/readText.js";
import type { RecordReader } from "../fields/RecordReader.js";
import { readerOf } from "../testing/readerOf.js";
import { TRICKY_VALUES } from "../testing/mutatedQuoteRequest.js";
import { NOT_SURE } from "./notSure.js";
import {
  own,
  soundChoice,
  soundChoicesOf,
  soundDate,
  soundFlag,
  soundInteger,
  soundList,
  soundNcdLevel,
  soundNumber,
  soundPostcode,
  soundText,
} from "./soundFieldReaders.js";

/** Values a field may hold: the tricky ones, sound spellings of every kind, and anything. */
const fieldValue = fc.oneof(
  fc.constantFrom(...TRICKY_VALUES, " Y ", "y", "FALSE", "Self", " child", "male", "Female", "b", " A ", "2024-02-29", " 2026-12-31", "sw1a 1aa", [1, 2], -0, 0.5, 101, -101),
  fc.anything(),
  fc.string(),
  fc.double(),
  fc.integer(),
);

/**
 * The full reader's answer when it reports nothing, or NOT_SURE when it reports a problem (or
 * a warning): what the fast reader must answer, throwing NOT_SURE for the latter.
 */
function fullAnswer(value: unknown, read: (reader: RecordReader) => unknown): unknown {
  const { reader, problems } = readerOf(value === undefined ? {} : { field: value });
  const answer = read(reader);
  return problems.issues.length > 0 || problems.warnings.length > 0 ? NOT_SURE : answer;
}

function fastAnswer(read: () => unknown): unknown {
  try {
    return read();
  } catch (thrown) {
    if (thrown === NOT_SURE) return NOT_SURE;
    throw thrown;
  }
}

/** Each pair: the full reader and the fast one with the same options. */
const PAIRS: readonly [string, (reader: RecordReader) => unknown, (value: unknown) => unknown][] = [
  ["text", (r) => readText(r, "field"), (v) => soundText(v, false, false)],
  ["required text, numbers accepted", (r) => readText(r, "field", { required: true, acceptNumber: true }), (v) => soundText(v, true, true)],
  ["number", (r) => readNumber(r, "field"), (v) => soundNumber(v)],
  ["percentage", (r) => readNumber(r, "field", { min: -100, max: 100 }), (v) => soundNumber(v, -100, -Infinity, 100)],
  ["factor", (r) => readNumber(r, "field", { above: 0 }), (v) => soundNumber(v, -Infinity, 0)],
  ["integer", (r) => readInteger(r, "field"), (v) => soundInteger(v, false)],
  ["required frequency", (r) => readInteger(r, "field", { required: true, allowed: [1, 12, 4] }), (v) => soundInteger(v, true, -Infinity, [1, 12, 4])],
  ["count", (r) => readInteger(r, "field", { min: 0 }), (v) => soundInteger(v, false, 0)],
  ["flag", (r) => readFlag(r, "field", "Y or N"), (v) => soundFlag(v, false)],
  ["required flag", (r) => readFlag(r, "field", "Yes or No", { required: true }), (v) => soundFlag(v, true)],
  ["relationship", (r) => readChoice(r, "field", RELATIONSHIPS, { required: true }), (v) => soundChoice(v, soundChoicesOf(RELATIONSHIPS), true)],
  [
    "gender with aliases",
    (r) => readChoice(r, "field", GENDERS, { required: true, aliases: { male: "M", female: "F" } }),
    (v) => soundChoice(v, soundChoicesOf(GENDERS, { aliases: { male: "M", female: "F" } }), true),
  ],
  ["optional payment type", (r) => readChoice(r, "field", PAYMENT_TYPES), (v) => soundChoice(v, soundChoicesOf(PAYMENT_TYPES), false)],
  ["product, case only", (r) => readChoice(r, "field", ["HrSol"], { required: true, caseOnly: true }), (v) => soundChoice(v, soundChoicesOf(["HrSol"], { caseOnly: true }), true)],
  ["date", (r) => readDate(r, "field"), (v) => soundDate(v, false)],
  ["required date", (r) => readDate(r, "field", { required: true }), (v) => soundDate(v, true)],
  ["postcode", (r) => readPostcode(r, "field"), (v) => soundPostcode(v, false)],
  ["required postcode", (r) => readPostcode(r, "field", { required: true }), (v) => soundPostcode(v, true)],
  ["NCD level", (r) => readNcdLevel(r, "field"), (v) => soundNcdLevel(v)],
  ["list", (r) => readList(r, "field", { maxItems: 2, itemName: "item" }), (v) => soundList(v, false, 2)],
  ["required list", (r) => readList(r, "field", { required: true, maxItems: 2, itemName: "item" }), (v) => soundList(v, true, 2)],
];

describe("the fast path's field readers", () => {
  for (const [name, full, fast] of PAIRS) {
    it(`${name}: the full reader's value when it reports nothing, else NOT_SURE (5,000 values)`, () => {
      fc.assert(
        fc.property(fieldValue, (value) => {
          const expected = fullAnswer(value, full);
          const actual = fastAnswer(() => fast(value));
          if (!Object.is(actual, expected)) expect(actual).toStrictEqual(expected);
        }),
        { numRuns: 5_000 },
      );
    });
  }

  it("own reads only own properties, as RecordReader.value", () => {
    const record = Object.assign(Object.create({ inherited: 1 }) as Record<string, unknown>, { present: 2, empty: undefined });
    expect(own(record, "present")).toBe(2);
    expect(own(record, "inherited")).toBeUndefined();
    expect(own(record, "empty")).toBeUndefined();
    expect(own(record, "constructor")).toBeUndefined();
  });
});

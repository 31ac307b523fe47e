import { INCENTIVE_TYPES } from "../../model/enums.js";
import { readChoice } from "../fields/readChoice.js";
import { readInteger } from "../fields/readInteger.js";
import { readText } from "../fields/readText.js";
import type { RecordReader } from "../fields/RecordReader.js";
import type { IncentiveDraft } from "./drafts.js";
import { setterOf } from "./setterOf.js";

/** Reads one incentive (docs/interface.md section 2.6); an unknown type is UNKNOWN_INCENTIVE. */
export function readIncentive(reader: RecordReader): IncentiveDraft {
  const incentive: IncentiveDraft = { pointer: reader.pointer };
  const set = setterOf(incentive);
  set("id", readInteger(reader, "id"));
  set("incentiveType", readChoice(reader, "incentiveType", INCENTIVE_TYPES, { required: true, unknownCode: "UNKNOWN_INCENTIVE" }));
  set("incentiveParameter", readText(reader, "incentiveParameter", { required: true, acceptNumber: true }));
  set("subkey", readText(reader, "subkey", { acceptNumber: true }));
  return incentive;
}

import { readText } from "../fields/readText.js";
import type { RecordReader } from "../fields/RecordReader.js";
import { REQUEST_LIMITS } from "../limits.js";
import type { FamilyUnitDraft } from "./drafts.js";
import { readItems } from "./readItems.js";
import { readMember } from "./readMember.js";

/** Reads one family unit (docs/interface.md section 2.5) and its members. */
export function readFamilyUnit(reader: RecordReader, priceRequiredDate: string | undefined): FamilyUnitDraft {
  const unit: FamilyUnitDraft = { pointer: reader.pointer };
  const familyStatus = readText(reader, "familyStatus");
  if (familyStatus !== undefined) unit.familyStatus = familyStatus;
  const number = readText(reader, "number", { acceptNumber: true });
  if (number !== undefined) unit.number = number;
  const members = readItems(reader, "member", { required: true, maxItems: REQUEST_LIMITS.member, itemName: "member" }, (memberReader) =>
    readMember(memberReader, priceRequiredDate),
  );
  if (members.items !== undefined) unit.member = members.items;
  if (members.count !== undefined) unit.memberCount = members.count;
  return unit;
}

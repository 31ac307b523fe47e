import { readInteger } from "../fields/readInteger.js";
import { readText } from "../fields/readText.js";
import type { RecordReader } from "../fields/RecordReader.js";
import { REQUEST_LIMITS } from "../limits.js";
import type { CategoryDraft } from "./drafts.js";
import { readFamilyUnit } from "./readFamilyUnit.js";
import { readItems } from "./readItems.js";
import { readOption } from "./readOption.js";

/** Reads one member category (docs/interface.md section 2.3): its options and family units. */
export function readCategory(reader: RecordReader, priceRequiredDate: string | undefined): CategoryDraft {
  const category: CategoryDraft = { pointer: reader.pointer };
  const id = readInteger(reader, "id");
  if (id !== undefined) category.id = id;
  const name = readText(reader, "name", { acceptNumber: true });
  if (name !== undefined) category.name = name;
  const options = readItems(reader, "option", { maxItems: REQUEST_LIMITS.option, itemName: "option" }, readOption);
  category.option = options.items ?? []; // absent is no option; an unreadable list was reported
  const units = readItems(reader, "familyUnit", { required: true, maxItems: REQUEST_LIMITS.familyUnit, itemName: "family unit" }, (unitReader) =>
    readFamilyUnit(unitReader, priceRequiredDate),
  );
  if (units.items !== undefined) category.familyUnit = units.items;
  if (units.count !== undefined) category.familyUnitCount = units.count;
  return category;
}

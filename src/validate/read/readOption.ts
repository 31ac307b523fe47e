import { isAbsent } from "../fields/isAbsent.js";
import { readFlag } from "../fields/readFlag.js";
import { readInteger } from "../fields/readInteger.js";
import { readText } from "../fields/readText.js";
import type { RecordReader } from "../fields/RecordReader.js";
import type { OptionDraft } from "./drafts.js";
import { setterOf } from "./setterOf.js";

/** Reads one option of a category (docs/interface.md section 2.4). */
export function readOption(reader: RecordReader): OptionDraft {
  const option: OptionDraft = { pointer: reader.pointer };
  const set = setterOf(option);
  set("id", readInteger(reader, "id"));
  set("name", readText(reader, "name"));
  set("taken", readFlag(reader, "value", "Yes or No", { required: true }));
  set("optionTypeId", readInteger(reader, "optionTypeId"));
  set("optionTypeName", readText(reader, "optionTypeName", { acceptNumber: true }));
  if (isAbsent(reader.value("id")) && isAbsent(reader.value("name"))) {
    reader.problems.issue(reader.pointer, "REQUIRED", "An option needs an id or a name (e.g. id 352, name Excess) to say which option it is; neither was sent.");
  }
  return option;
}

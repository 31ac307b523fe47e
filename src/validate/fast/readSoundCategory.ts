import type { NormalizedCategory, NormalizedFamilyUnit, NormalizedMember } from "../../model/normalized.js";
import { REQUEST_LIMITS } from "../limits.js";
import type { CategoryDraft, FamilyUnitDraft, OptionDraft } from "../read/drafts.js";
import { notSure } from "./notSure.js";
import { readSoundMember } from "./readSoundMember.js";
import { own, soundFlag, soundInteger, soundList, soundRecord, soundText } from "./soundFieldReaders.js";

/** What the policy-wide rules need to know of the members read so far (`checkPrimaryMember`, `checkCounts`). */
export interface MemberTally {
  /** Members with relationship self; partner. */
  selves: number;
  partners: number;
  familyUnits: number;
  members: number;
}

/**
 * A sound member category as `readCategory` reads it (pointer, id, name, option, familyUnit,
 * in that order), or `notSure`. The rules of one category are checked here: no option twice
 * by id or by name (`checkDuplicateOptions`), each option named by id or name (`readOption`);
 * the members are counted in `tally`, and more than `REQUEST_LIMITS.membersInPolicy` in the
 * policy gives up before the extra members are read (`countMembersSent`).
 *
 * @example
 * readSoundCategory(categoryRecord, "/individualHealthCarePolicy/quote/memberCategory/0", "2026-03-01", tally).familyUnit.length; // 1
 */
export function readSoundCategory(record: Readonly<Record<string, unknown>>, pointer: string, priceRequiredDate: string, tally: MemberTally): NormalizedCategory {
  const c = record;
  const category: CategoryDraft = { pointer };
  const id = soundInteger(own(c, "id"), false);
  if (id !== undefined) category.id = id;
  const name = soundText(own(c, "name"), false, true);
  if (name !== undefined) category.name = name;
  const optionList = soundList(own(c, "option"), false, REQUEST_LIMITS.option);
  const options: OptionDraft[] = [];
  if (optionList !== undefined) {
    // checkDuplicateOptions: no id twice, no name twice ignoring case.
    const ids: number[] = [];
    const names: string[] = [];
    for (let index = 0; index < optionList.length; index++) {
      const option = readSoundOption(soundRecord(optionList[index]), `${pointer}/option/${index}`);
      if (option.id !== undefined) {
        if (ids.includes(option.id)) notSure();
        ids.push(option.id);
      }
      if (option.name !== undefined) {
        const nameKey = option.name.toLowerCase();
        if (names.includes(nameKey)) notSure();
        names.push(nameKey);
      }
      options.push(option);
    }
  }
  category.option = options;
  const unitList = soundList(own(c, "familyUnit"), true, REQUEST_LIMITS.familyUnit);
  const units: NormalizedFamilyUnit[] = [];
  for (let index = 0; index < unitList.length; index++) {
    units.push(readSoundFamilyUnit(soundRecord(unitList[index]), `${pointer}/familyUnit/${index}`, priceRequiredDate, tally));
  }
  tally.familyUnits += unitList.length;
  category.familyUnit = units as unknown as FamilyUnitDraft[];
  return category as NormalizedCategory;
}

/** A sound option as `readOption` reads it, or `notSure`. */
function readSoundOption(record: Readonly<Record<string, unknown>>, pointer: string): OptionDraft {
  const o = record;
  const option: OptionDraft = { pointer };
  const id = soundInteger(own(o, "id"), false);
  if (id !== undefined) option.id = id;
  const name = soundText(own(o, "name"), false, false);
  if (name !== undefined) option.name = name;
  option.taken = soundFlag(own(o, "value"), true);
  const optionTypeId = soundInteger(own(o, "optionTypeId"), false);
  if (optionTypeId !== undefined) option.optionTypeId = optionTypeId;
  const optionTypeName = soundText(own(o, "optionTypeName"), false, true);
  if (optionTypeName !== undefined) option.optionTypeName = optionTypeName;
  // An option needs an id or a name; a sound one sent is read, so neither read means neither sent.
  if (id === undefined && name === undefined) notSure();
  return option;
}

/** A sound family unit as `readFamilyUnit` reads it (pointer, familyStatus, number, member), or `notSure`. */
function readSoundFamilyUnit(record: Readonly<Record<string, unknown>>, pointer: string, priceRequiredDate: string, tally: MemberTally): NormalizedFamilyUnit {
  const u = record;
  const unit: FamilyUnitDraft = { pointer };
  const familyStatus = soundText(own(u, "familyStatus"), false, false);
  if (familyStatus !== undefined) unit.familyStatus = familyStatus;
  const number = soundText(own(u, "number"), false, true);
  if (number !== undefined) unit.number = number;
  const memberList = soundList(own(u, "member"), true, REQUEST_LIMITS.member);
  tally.members += memberList.length;
  if (tally.members > REQUEST_LIMITS.membersInPolicy) notSure();
  const members: NormalizedMember[] = [];
  for (let index = 0; index < memberList.length; index++) {
    const member = readSoundMember(soundRecord(memberList[index]), `${pointer}/member/${index}`, priceRequiredDate);
    if (member.relationship === "self") tally.selves += 1;
    else if (member.relationship === "partner") tally.partners += 1;
    members.push(member);
  }
  unit.member = members;
  return unit as NormalizedFamilyUnit;
}

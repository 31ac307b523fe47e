import { isRecord, ownField } from "../fields/ownField.js";

/**
 * Number of member items sent in all categories and family units, counted before anything
 * is read so that a huge request is refused without examining its members. Anything that is
 * not the expected list counts as nothing (it is reported when read).
 *
 * @example
 * countMembersSent([{ familyUnit: [{ member: [{}, {}] }, { member: [{}] }] }]); // 3
 */
export function countMembersSent(memberCategory: unknown): number {
  if (!Array.isArray(memberCategory)) return 0;
  let count = 0;
  for (const category of memberCategory) {
    const units: unknown = isRecord(category) ? ownField(category, "familyUnit") : undefined;
    if (!Array.isArray(units)) continue;
    for (const unit of units) {
      const members: unknown = isRecord(unit) ? ownField(unit, "member") : undefined;
      if (Array.isArray(members)) count += members.length;
    }
  }
  return count;
}

import type { Issue } from "../../model/issue.js";
import type { NormalizedQuoteRequest } from "../../model/normalized.js";
import { selectTablesVersion } from "../../tables/selectTablesVersion.js";
import type { RatingTables } from "../../tables/types.js";
import type { CategoryDraft, IncentiveDraft, MemberDraft, OptionDraft, QuoteDraft } from "../read/drafts.js";
import { checkTablesEffective } from "./checkTablesEffective.js";
import { checkTaxDate } from "./checkTaxDate.js";
import { type TableCheck, VERSION_CHECKS } from "./tableChecks.js";

/** Wire member fields and the draft property that holds what was read from them. */
const MEMBER_PROPERTY: Readonly<Record<string, string>> = { pncdInd: "protectedNcd", dateOfBirth: "age" };

/** Member properties every normalised member has: undefined in a draft means broken or missing. */
const REQUIRED_MEMBER_PROPERTIES: ReadonlySet<string> = new Set(["relationship", "effectiveDate", "gender", "age", "postcode", "uwType", "ncdLevel"]);

/** A list, category, family unit or member that is itself broken (not one of its fields). */
const STRUCTURE = /\/memberCategory(\/\d+(\/familyUnit(\/\d+(\/member(\/\d+)?)?)?)?)?$/;
const OPTIONS = /\/memberCategory\/\d+\/option(\/|$)/;

/** The JSON pointers of the problems found, asked whether a part of the request is among them. */
class BrokenParts {
  constructor(private readonly paths: readonly string[]) {}

  /** A problem was found at `pointer` or inside it. */
  has(pointer: string): boolean {
    const inside = `${pointer}/`;
    return this.paths.some((path) => path === pointer || path.startsWith(inside));
  }

  /** A problem was found at a path that `pattern` matches. */
  matches(pattern: RegExp): boolean {
    return this.paths.some((path) => pattern.test(path));
  }
}

function memberIsSound(member: MemberDraft, fields: readonly string[], broken: BrokenParts): boolean {
  const draft = member as Record<string, unknown>;
  for (const field of ["isMemberNeeded", ...fields]) {
    if (broken.has(`${member.pointer}/${field}`)) return false;
    const property = MEMBER_PROPERTY[field] ?? field;
    if (REQUIRED_MEMBER_PROPERTIES.has(property) && draft[property] === undefined) return false;
  }
  return true;
}

function optionIsSound(option: OptionDraft, broken: BrokenParts): boolean {
  return !broken.has(option.pointer) && option.taken !== undefined;
}

function incentiveIsSound(incentive: IncentiveDraft, broken: BrokenParts): boolean {
  return !broken.has(incentive.pointer) && incentive.incentiveType !== undefined && incentive.incentiveParameter !== undefined;
}

/**
 * The part of the draft a check may read, as a normalised request, or undefined when an
 * input the check reads as a whole is broken (then the check is skipped).
 */
function soundRequestFor(quote: QuoteDraft, table: TableCheck, broken: BrokenParts): NormalizedQuoteRequest | undefined {
  if (table.policyFields.some((field) => broken.has(`${quote.pointer}/${field}`))) return undefined;
  const incentives = quote.incentive ?? [];
  if (table.incentives === "all" && (broken.has(`${quote.pointer}/incentive`) || quote.incentive === undefined)) return undefined;
  if (table.options === "all" && broken.matches(OPTIONS)) return undefined;
  if (table.members === "all" && (broken.matches(STRUCTURE) || quote.memberCategory === undefined)) return undefined;

  let everyMemberSound = true;
  const categories = (quote.memberCategory ?? []).map((category: CategoryDraft) => ({
    ...category,
    option: table.options === "none" ? [] : (category.option ?? []).filter((option) => optionIsSound(option, broken)),
    familyUnit: (category.familyUnit ?? []).map((unit) => ({
      ...unit,
      member: (table.members === "none" ? [] : (unit.member ?? [])).filter((member) => {
        const sound = memberIsSound(member, table.memberFields, broken);
        everyMemberSound &&= sound;
        return sound;
      }),
    })),
  }));
  if (table.members === "all" && !everyMemberSound) return undefined;
  return {
    ...quote,
    memberCategory: categories as unknown as NormalizedQuoteRequest["memberCategory"],
    incentive: (table.incentives === "none" ? [] : incentives.filter((incentive) => incentiveIsSound(incentive, broken))) as NormalizedQuoteRequest["incentive"],
  } as unknown as NormalizedQuoteRequest;
}

/**
 * The table checks of `checkRequestAgainstTables`, run on the sound parts of a request that
 * has structural problems, so that every problem is reported at once (docs/rating-model.md
 * section 3): a member with a readable age gets its age-range check even when another field
 * of the policy is broken. Only a check whose own inputs are broken is skipped (or, for a
 * check of one member, option or incentive at a time, only the broken items are left out).
 * `issues` are the structural problems already found; their pointers say what is broken.
 *
 * @example
 * checkSoundPartsAgainstTables(draft, [{ path: ".../paymentFrequency", code: "INVALID_VALUE", ... }], tables);
 * // [{ path: ".../member/0/ncdLevel", code: "NCD_LEVEL_MISMATCH", ... }]
 */
export function checkSoundPartsAgainstTables(quote: QuoteDraft, issues: readonly Issue[], tables: RatingTables): Issue[] {
  const broken = new BrokenParts(issues.map((issue) => issue.path));
  const priceRequiredDate = quote.priceRequiredDate;
  if (priceRequiredDate === undefined || broken.has(`${quote.pointer}/priceRequiredDate`)) return [];
  const dates = { priceRequiredDate, taxRequiredDate: quote.taxRequiredDate ?? priceRequiredDate } as NormalizedQuoteRequest;
  const found = [...checkTablesEffective(dates, tables)];
  if (!broken.has(`${quote.pointer}/taxRequiredDate`)) found.push(...checkTaxDate(dates, tables));
  const version = selectTablesVersion(tables, priceRequiredDate);
  if (version === undefined) return found;
  for (const table of VERSION_CHECKS) {
    const request = soundRequestFor(quote, table, broken);
    if (request !== undefined) found.push(...table.check(request, version));
  }
  return found;
}

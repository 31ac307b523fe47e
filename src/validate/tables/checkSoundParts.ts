import type { Issue } from "../../model/issue.js";
import type { NormalizedQuoteRequest } from "../../model/normalized.js";
import { planOf } from "../../plans/planOf.js";
import { selectTablesVersion } from "../../tables/selectTablesVersion.js";
import type { RatingTables } from "../../engine/types.js";
import type { ProblemCollector } from "../collector.js";
import type { CategoryDraft, IncentiveDraft, MemberDraft, OptionDraft, QuoteDraft } from "../read/drafts.js";
import { checkTablesEffective } from "./checkTablesEffective.js";
import { checkTaxDate } from "./checkTaxDate.js";
import { pricedMembersOf } from "../../model/pricedMembersOf.js";
import { REQUEST_CHECKS } from "../../factors/requestChecks.js";
import type { RequestCheck } from "../../engine/types.js";

const OPTION_FIELDS = ["id", "name", "value", "optionTypeName"] as const;

function isSound(draft: object, fields: readonly string[], problems: ProblemCollector): boolean {
  for (const field of fields) if (problems.isBroken(draft, field)) return false;
  return true;
}

function memberIsSound(member: MemberDraft, table: RequestCheck, problems: ProblemCollector): boolean {
  return !problems.isBroken(member, "isMemberNeeded") && isSound(member, table.memberFields, problems);
}

/**
 * The part of the draft a check may read, as a normalised request, or undefined when an
 * input the check reads as a whole is broken (then the check is skipped). Linear in the
 * size of the request: each question about a field is one look-up. `view` is the run's one
 * copy of the policy, whose lists this check's sound ones replace (see
 * checkSoundPartsAgainstTables).
 */
function soundRequestFor(quote: QuoteDraft, table: RequestCheck, problems: ProblemCollector, view: Record<string, unknown>): NormalizedQuoteRequest | undefined {
  if (!isSound(quote, table.policyFields, problems)) return undefined;
  const incentives = quote.incentive ?? [];
  const incentiveIsSound = (incentive: IncentiveDraft) => isSound(incentive, table.incentiveFields, problems);
  if (table.incentives === "all" && (problems.isBroken(quote, "incentive") || !incentives.every(incentiveIsSound))) return undefined;
  // Whether every member (every option) of the policy was read and is sound, for a check of them all.
  let everyMember = quote.memberCategory !== undefined && !problems.isBroken(quote, "memberCategory");
  let everyOption = everyMember;
  const categories = (quote.memberCategory ?? []).map((category: CategoryDraft) => {
    const options = table.options === "none" ? [] : (category.option ?? []).filter((option: OptionDraft) => isSound(option, OPTION_FIELDS, problems));
    if (problems.isBroken(category, "option") || options.length !== (category.option ?? []).length) everyOption = false;
    if (problems.isBroken(category, "familyUnit")) everyMember = false;
    return {
      ...category,
      option: options,
      familyUnit: (category.familyUnit ?? []).map((unit) => {
        const sent = unit.member ?? [];
        const members = table.members === "none" ? [] : sent.filter((member) => memberIsSound(member, table, problems));
        if (problems.isBroken(unit, "member") || members.length !== sent.length) everyMember = false;
        return { ...unit, member: members };
      }),
    };
  });
  if ((table.members === "all" && !everyMember) || (table.options === "all" && !everyOption)) return undefined;
  view["memberCategory"] = categories;
  view["incentive"] = table.incentives === "none" ? [] : incentives.filter(incentiveIsSound);
  return view as unknown as NormalizedQuoteRequest;
}

/**
 * The table checks of `checkRequestAgainstTables`, run on the sound parts of a request that
 * has other problems, so that every problem is reported at once (docs/rating-model.md section 3):
 * each check runs whenever the fields it declares (`REQUEST_CHECKS`) are sound, whatever
 * else in the request is broken; a check of one member, option or incentive at a time leaves
 * out only the broken items. `problems` is the run's collector, which knows what is broken.
 *
 * @example
 * checkSoundPartsAgainstTables(draft, problems, tables);
 * // [{ path: ".../member/0/ncdLevel", code: "NCD_LEVEL_MISMATCH", ... }]
 */
export function checkSoundPartsAgainstTables(quote: QuoteDraft, problems: ProblemCollector, tables: RatingTables): Issue[] {
  const priceRequiredDate = quote.priceRequiredDate;
  if (priceRequiredDate === undefined || problems.isBroken(quote, "priceRequiredDate")) return [];
  const dates = { priceRequiredDate, taxRequiredDate: quote.taxRequiredDate ?? priceRequiredDate } as NormalizedQuoteRequest;
  const found = [...checkTablesEffective(dates, tables)];
  if (!problems.isBroken(quote, "taxRequiredDate")) found.push(...checkTaxDate(dates, tables));
  const version = selectTablesVersion(tables, priceRequiredDate);
  if (version === undefined) return found;
  const plan = planOf(tables, version);
  // One shallow copy of the policy for all the checks, its lists replaced for each (a check reads
  // its request and keeps nothing of it): a copy per check, spreading the policy's thirty-odd
  // fields, was a third of the time of a request with problems.
  const view: Record<string, unknown> = { ...quote };
  for (const table of REQUEST_CHECKS) {
    const request = soundRequestFor(quote, table, problems, view);
    if (request !== undefined) found.push(...table.check(request, version, plan, pricedMembersOf(request)));
  }
  return found;
}

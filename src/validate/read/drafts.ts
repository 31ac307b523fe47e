import type {
  NormalizedCategory,
  NormalizedFamilyUnit,
  NormalizedIncentive,
  NormalizedMember,
  NormalizedOption,
  NormalizedQuoteRequest,
} from "../../model/normalized.js";

/**
 * The request as read so far: the normalised shape with every field optional, because a
 * field that broke a rule is left undefined. Every draft of a kind of object is made with all
 * the keys of its normalised object (undefined until read, and left so for a field not sent
 * or broken), so that drafts have one shape whatever the request sent and the loads of the
 * rules and table checks that read them stay monomorphic. Cross-field rules read drafts, so
 * that they still run (and report) when some other field is wrong. When no issue was found,
 * every required field holds a value, and the drafts are the normalised request (an optional
 * field not sent is a key holding undefined, so that normalised objects have one shape too). Which fields are
 * broken, and the length sent of a list that lost items, are kept by the run's
 * `ProblemCollector`.
 */
type Draft<T> = { -readonly [K in keyof T]?: T[K] };

export type MemberDraft = Draft<NormalizedMember> & { pointer: string };
export type OptionDraft = Draft<NormalizedOption> & { pointer: string };
export type IncentiveDraft = Draft<NormalizedIncentive> & { pointer: string };
export type FamilyUnitDraft = Draft<Omit<NormalizedFamilyUnit, "member">> & { pointer: string; member?: MemberDraft[] };
export type CategoryDraft = Draft<Omit<NormalizedCategory, "option" | "familyUnit">> & {
  pointer: string;
  option?: OptionDraft[];
  familyUnit?: FamilyUnitDraft[];
};
export type QuoteDraft = Draft<Omit<NormalizedQuoteRequest, "memberCategory" | "incentive">> & {
  memberCategory?: CategoryDraft[];
  incentive?: IncentiveDraft[];
};

/** JSON pointer of the policy in the request. */
export const QUOTE_POINTER = "/individualHealthCarePolicy/quote";

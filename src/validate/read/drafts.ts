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
 * field that broke a rule is left out. Cross-field rules read drafts, so that they still run
 * (and report) when some other field is wrong. When no issue was found, every required
 * field is present and the draft is the normalised request.
 */
type Draft<T> = { -readonly [K in keyof T]?: T[K] } & { pointer: string };

export type MemberDraft = Draft<NormalizedMember>;
export type OptionDraft = Draft<NormalizedOption>;
export type IncentiveDraft = Draft<NormalizedIncentive>;
export type FamilyUnitDraft = Draft<Omit<NormalizedFamilyUnit, "member">> & {
  /** Undefined when the list itself was unreadable. */
  member?: MemberDraft[];
  /** Number of items in the list as sent (objects or not); undefined when the list was unreadable. */
  memberCount?: number;
};
export type CategoryDraft = Draft<Omit<NormalizedCategory, "option" | "familyUnit">> & {
  option?: OptionDraft[];
  familyUnit?: FamilyUnitDraft[];
  familyUnitCount?: number;
};
export type QuoteDraft = Draft<Omit<NormalizedQuoteRequest, "memberCategory" | "incentive">> & {
  memberCategory?: CategoryDraft[];
  incentive?: IncentiveDraft[];
};

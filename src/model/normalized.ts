import type {
  FAMILY_UNIT_DESCRIPTION,
  INCENTIVE_DESCRIPTION,
  MEMBER_CATEGORY_DESCRIPTION,
  MEMBER_DESCRIPTION,
  OPTION_DESCRIPTION,
  POLICY_DESCRIPTION,
} from "./wire/requestFields.js";
import type { NormalizedOf } from "./wire/typesOf.js";

/**
 * The request after validation and normalisation (docs/rating-model.md section 3): blanks removed,
 * enums in their canonical spelling, defaults applied, ages worked out, postcodes in the
 * standard form. Every rating step reads this shape, never the raw JSON.
 *
 * The types are worked out from the request's description (wire/requestFields.ts): a field
 * added there appears here. Each element that can be the subject of a problem carries
 * `pointer`, its JSON pointer in the request as sent, so that later checks and the worksheet
 * can name it.
 */
export type NormalizedQuoteRequest = NormalizedOf<typeof POLICY_DESCRIPTION>;

/** A member category of a validated request, defaults applied. */
export type NormalizedCategory = NormalizedOf<typeof MEMBER_CATEGORY_DESCRIPTION>;

/** An option chosen for a category (id, name and level), as validated; `taken` is its `value`. */
export type NormalizedOption = NormalizedOf<typeof OPTION_DESCRIPTION>;

/** A family unit of a validated request: its members. */
export type NormalizedFamilyUnit = NormalizedOf<typeof FAMILY_UNIT_DESCRIPTION>;

/**
 * A member of a validated request: rating facts with defaults applied and the age resolved
 * (age last birthday on `priceRequiredDate`, from `dateOfBirth` when given); `protectedNcd`
 * is `pncdInd`.
 */
export type NormalizedMember = NormalizedOf<typeof MEMBER_DESCRIPTION>;

/** An incentive of a validated request, with its parameter trimmed as sent. */
export type NormalizedIncentive = NormalizedOf<typeof INCENTIVE_DESCRIPTION>;

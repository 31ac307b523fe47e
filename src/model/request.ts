import { z } from "zod";
import { objectSchemaOf } from "./wire/objectSchemaOf.js";
import {
  ENVELOPE_DESCRIPTION,
  FAMILY_UNIT_DESCRIPTION,
  INCENTIVE_DESCRIPTION,
  MEMBER_CATEGORY_DESCRIPTION,
  MEMBER_DESCRIPTION,
  OPTION_DESCRIPTION,
  POLICY_DESCRIPTION,
} from "./wire/requestFields.js";

/**
 * The request model as zod schemas, made from the request's description
 * (wire/requestFields.ts), field by field: the shape of docs/interface.md sections 2.1 to 2.7
 * with the leniency the validator allows. The OpenAPI document is generated from these
 * shapes (`z.toJSONSchema(..., { io: "input" })`), so it says what the service takes. The
 * rules across fields (one self, counts, age and date of birth agreeing, ...) are the
 * validator's; `QuoteRequestSchema` (src/validate) adds them to this shape.
 */

/** A member of a family unit (docs/interface.md section 2.7). */
export const MemberSchema = objectSchemaOf(MEMBER_DESCRIPTION, {});
/** A family unit of a member category (docs/interface.md section 2.5). */
export const FamilyUnitSchema = objectSchemaOf(FAMILY_UNIT_DESCRIPTION, { member: MemberSchema });
/** A policy option of a member category (docs/interface.md section 2.4). */
export const OptionSchema = objectSchemaOf(OPTION_DESCRIPTION, {});
/** A category of members (docs/interface.md section 2.3). */
export const MemberCategorySchema = objectSchemaOf(MEMBER_CATEGORY_DESCRIPTION, { option: OptionSchema, familyUnit: FamilyUnitSchema });
/** An incentive applied to the quote (docs/interface.md section 2.6). */
export const IncentiveSchema = objectSchemaOf(INCENTIVE_DESCRIPTION, {});
/** The policy to be priced (docs/interface.md section 2.2). */
export const QuoteRequestPolicySchema = objectSchemaOf(POLICY_DESCRIPTION, { memberCategory: MemberCategorySchema, incentive: IncentiveSchema });

/**
 * The request envelope `{ individualHealthCarePolicy: { quote } }` (docs/interface.md section 2.1), field
 * by field: the shape the OpenAPI document describes. The rules across fields are not in it;
 * `QuoteRequestSchema` adds them.
 */
export const QuoteRequestShapeSchema = z
  .object({
    individualHealthCarePolicy: z
      .object({ quote: QuoteRequestPolicySchema })
      .meta({ id: ENVELOPE_DESCRIPTION.wrapper.id, description: ENVELOPE_DESCRIPTION.wrapper.doc }),
  })
  .meta({ id: ENVELOPE_DESCRIPTION.request.id, description: ENVELOPE_DESCRIPTION.request.doc });

/** The request envelope as an integrator sends it. */
export type QuoteRequest = z.input<typeof QuoteRequestShapeSchema>;
/** The policy (`individualHealthCarePolicy.quote`). */
export type QuoteRequestPolicy = z.input<typeof QuoteRequestPolicySchema>;
/** An item of `memberCategory`. */
export type MemberCategory = z.input<typeof MemberCategorySchema>;
/** An item of a category's `option`. */
export type Option = z.input<typeof OptionSchema>;
/** An item of a category's `familyUnit`. */
export type FamilyUnit = z.input<typeof FamilyUnitSchema>;
/** An item of a family unit's `member`. */
export type Member = z.input<typeof MemberSchema>;
/** An item of `incentive`. */
export type Incentive = z.input<typeof IncentiveSchema>;

import { z } from "zod";

/**
 * The response fields of the rules a UK insurer is held to (docs/rating-model.md, "Renewals
 * against new business", "Why the price changed", "Members joining mid-term"). All are
 * additive: a response without them is today's.
 */

const money = z.number().describe("Amount in pounds sterling, at most 2 decimal places.");

/** A member's equivalent new-business price: the same member priced as New Business on the same date. */
export const MemberEquivalentNewBusinessSchema = z
  .object({
    netPrice: money.describe("Annual net premium of the member as New Business."),
    ipt: money.describe("Premium tax on it."),
    grossPrice: money.describe("netPrice + ipt."),
  })
  .meta({ id: "MemberEquivalentNewBusiness" });

/** The policy's equivalent new-business price, and what the tables' renewal_price_rule did with it. */
export const EquivalentNewBusinessSchema = z
  .object({
    available: z.boolean().describe("False when the same risk cannot be sold as New Business (e.g. a member above the entry age); then only `reason` is given."),
    reason: z.string().optional().describe("Why no equivalent new-business price could be worked out."),
    netPrice: money.optional().describe("Annual net premium of the same members, options, payment and channel as New Business on the same date."),
    ipt: money.optional(),
    grossPrice: money.optional(),
    rule: z.enum(["report", "warn", "cap_at_enbp"]).describe("The tables' renewal_price_rule: report it, warn when the renewal is dearer, or cap the renewal at it."),
    dearerThanNewBusiness: z.boolean().optional().describe("True when this quote's net premium (before any cap) is above the equivalent new-business net premium."),
  })
  .meta({ id: "EquivalentNewBusiness" });

/** A member joining mid-term: the charge from its effective date to the end of the policy year. */
export const ProRataSchema = z
  .object({
    fromDate: z.string().describe("The member's effectiveDate: the first day charged."),
    policyYearStart: z.string().describe("The anniversary of originalEffectiveDate on or before fromDate."),
    policyYearEnd: z.string().describe("The next anniversary: the first day not charged."),
    days: z.number().int().describe("Days charged: from fromDate to the end of the policy year."),
    daysInYear: z.number().int().describe("Days in the policy year: 365 or 366."),
    netPrice: money.describe("Annual net premium × days ÷ daysInYear, rounded once to pennies with the tables' rounding mode."),
    ipt: money.describe("Premium tax on the pro-rata net premium, at the member's rate, rounded to pennies."),
    grossPrice: money.describe("netPrice + ipt."),
  })
  .meta({ id: "ProRata" });

/** One part of a renewal's movement. */
export const MovementPartSchema = z
  .object({
    part: z.enum(["ageBand", "tariff", "options", "ncd", "wellness", "payment", "capping"]),
    amount: money.describe("How much this part moved the net premium (negative: cheaper)."),
    description: z.string(),
  })
  .meta({ id: "MovementPart" });

/** Why a renewal's price changed: from last year's net premium to this year's, part by part. */
export const MovementSchema = z
  .object({
    previousNetPrice: money.describe("The sum of the members' previousnetPremium."),
    netPrice: money.describe("This year's net premium (the policy's netPrice)."),
    change: money.describe("netPrice − previousNetPrice; the parts sum to it exactly."),
    parts: z.array(MovementPartSchema).describe("In the order of attribution: age band, tariff, options, NCD, wellness, payment, capping."),
    ipt: money.describe("This year's premium tax, added to the net premium to give the gross."),
    grossPrice: money,
  })
  .meta({ id: "Movement" });

export type MemberEquivalentNewBusiness = z.infer<typeof MemberEquivalentNewBusinessSchema>;
export type EquivalentNewBusiness = z.infer<typeof EquivalentNewBusinessSchema>;
export type ProRata = z.infer<typeof ProRataSchema>;
/** Why a renewal's price changed from last year's net premium to this year's: the change and the parts that sum to it exactly, with this year's tax and gross premium. */
export type Movement = z.infer<typeof MovementSchema>;

import { z } from "zod";
import { PAYMENT_FREQUENCIES, PAYMENT_TYPES, RELATIONSHIPS, TRANSACTION_TYPES } from "./enums.js";
import { WARNING_CODES } from "./issue.js";
import { EquivalentNewBusinessSchema, MemberEquivalentNewBusinessSchema, MovementSchema, ProRataSchema } from "./renewalResponse.js";

/**
 * The response model (docs/rating-model.md section 8). Money is a plain JSON number with at most
 * two decimal places; worksheet figures are exact decimal strings so that nothing is lost.
 * The HTTP adapter wraps it as `{ "quoteResponse": ... }`. A new response field is one entry
 * in its object here: the type (`z.infer`) and the OpenAPI component follow.
 */

/** An amount in pounds sterling (OpenAPI number, format double), at most 2 decimal places. */
function money(description: string) {
  return z.number().meta({ format: "double", description });
}

/** A whole number (OpenAPI integer, format int32). */
function int32(description?: string) {
  return z.int32().meta(description === undefined ? { format: "int32" } : { format: "int32", description });
}

/** A calendar date YYYY-MM-DD (OpenAPI format date). */
function date(description: string) {
  return z.string().meta({ format: "date", description });
}

/** One instalment plan: the first payment takes the remainder so that the payments add up exactly. */
export const InstalmentAmountsSchema = z
  .object({
    first: money("First instalment: annual − (n − 1) × regular."),
    regular: money("Each later instalment: annual ÷ n, rounded down to pennies."),
  })
  .meta({ id: "InstalmentAmounts" });

/** Instalments for `paymentFrequency` n, for net and gross alike (docs/rating-model.md section 7). */
export const InstalmentsSchema = z
  .object({
    numberOfInstalments: int32("The paymentFrequency: 1, 4 or 12."),
    net: InstalmentAmountsSchema,
    gross: InstalmentAmountsSchema,
  })
  .meta({ id: "Instalments" });

/** One item of `memberTaxDetail`. */
export const MemberTaxDetailSchema = z
  .object({
    netPrice: money("Annual net premium the tax is worked on."),
    taxAmount: money("Insurance Premium Tax on it."),
    taxRate: z.number().meta({ format: "double", description: "IPT rate in percent, e.g. 12 for 12 %." }),
  })
  .meta({ id: "MemberTaxDetail" });

/** A priced member, mirroring the request's member. */
export const MemberQuoteSchema = z
  .object({
    number: z.string().optional().describe("The member's number as sent."),
    relationship: z.enum(RELATIONSHIPS),
    age: int32("Age used for rating (age last birthday on priceRequiredDate).").min(0),
    postcodeBand: z.string().optional().describe("Postcode band used for rating; absent for a member not priced."),
    ncdLevel: int32("No claim discount level used."),
    cncFactor: z.number().meta({ format: "double", description: "Capping and collaring factor applied at step 10, when one was." }).optional(),
    isMemberNeeded: z.boolean().describe("False when the member was sent with isMemberNeeded 0 or N and not priced."),
    grossPrice: money("Annual gross premium = netPrice + ipt."),
    netPrice: money("Annual net premium, before IPT."),
    ipt: money("Annual Insurance Premium Tax."),
    memberTaxDetail: z.array(MemberTaxDetailSchema),
    instalments: InstalmentsSchema,
    // --- Additive fields of the renewal and mid-term rules (src/model/renewalResponse.ts) ---
    equivalentNewBusiness: MemberEquivalentNewBusinessSchema.optional().describe("Renewal and MTC: the member priced as New Business on the same date."),
    proRata: ProRataSchema.optional().describe("MTC: a member whose effectiveDate is after the start of the policy year; the charge to the end of it."),
    // --- end of the renewal and mid-term fields ---
  })
  .meta({ id: "MemberQuote" });

/** zod schema of a family unit in the response: its priced members. */
export const FamilyUnitQuoteSchema = z
  .object({
    number: z.string().optional(),
    familyStatus: z.string().optional(),
    member: z.array(MemberQuoteSchema),
  })
  .meta({ id: "FamilyUnitQuote" });

/** zod schema of a member category in the response: its family units. */
export const MemberCategoryQuoteSchema = z
  .object({
    id: int32().optional(),
    name: z.string().optional(),
    familyUnit: z.array(FamilyUnitQuoteSchema),
  })
  .meta({ id: "MemberCategoryQuote" });

/** A warning returned with a quote. */
export const WarningSchema = z
  .object({
    path: z.string().describe("JSON pointer into the request."),
    code: z.enum(WARNING_CODES),
    message: z.string(),
  })
  .meta({ id: "Warning" });

/**
 * One line of the worksheet: how one step changed one member's premium (or, without
 * `member`, the policy). Figures are exact decimal strings, unrounded until step 13.
 */
export const WorksheetLineSchema = z
  .object({
    member: z.string().optional().describe("JSON pointer of the member in the request; absent on policy lines."),
    step: z.string().describe("Name of the rating step, e.g. 'baseRate'."),
    description: z.string().describe("What the step did, in words."),
    table: z.string().optional().describe("Table file read."),
    row: int32("Row of that file (header is row 1).").optional(),
    key: z.string().optional().describe("The key looked up, e.g. 'age 30-34, band C'."),
    factor: z.string().optional().describe("Factor applied, exact."),
    amount: z.string().optional().describe("Amount added, exact."),
    before: z.string().optional().describe("Premium before the step, exact."),
    after: z.string().optional().describe("Premium after the step, exact."),
  })
  .meta({ id: "WorksheetLine" });

/** Which tables priced the quote, so that it can be reproduced. */
export const TablesUsedSchema = z
  .object({
    version: z.string(),
    effectiveFrom: date("The first date the version prices."),
    hash: z.string().describe("sha-256 of the version's canonical content and the IPT history."),
    illustrative: z.boolean(),
  })
  .meta({ id: "TablesUsed" });

/** The quotation (docs/rating-model.md section 8). */
export const QuoteResponseSchema = z
  .object({
    id: z.string().optional().describe("The request's quote reference, echoed."),
    productName: z.literal("HrSol"),
    transactionType: z.enum(TRANSACTION_TYPES),
    priceRequiredDate: date("The date the price is for, as sent."),
    taxRequiredDate: date("The date the tax is for (priceRequiredDate when not sent)."),
    paymentType: z.enum(PAYMENT_TYPES),
    paymentFrequency: z.literal(PAYMENT_FREQUENCIES).meta({ type: "integer", format: "int32", description: "Payments a year: 1, 4 or 12." }),
    grossPrice: money("Policy annual gross premium: the sum of the members'."),
    netPrice: money("Policy annual net premium: the sum of the members'."),
    ipt: money("Policy annual IPT: the sum of the members'."),
    priceBeaterDiscountPercent: z
      .number()
      .meta({
        format: "double",
        description: "Price Beater discount granted, in percent (two places, rounded down); send it back as the incentive parameter of a requote.",
      })
      .optional(),
    instalments: InstalmentsSchema,
    memberCategory: z.array(MemberCategoryQuoteSchema),
    tables: TablesUsedSchema,
    warnings: z.array(WarningSchema),
    worksheet: z.array(WorksheetLineSchema).optional().describe("Present when explain was asked for."),
    // --- Additive fields of the renewal and mid-term rules (src/model/renewalResponse.ts) ---
    equivalentNewBusiness: EquivalentNewBusinessSchema.optional().describe(
      "Renewal and MTC: the same risk priced as New Business on the same date, and the tables' renewal_price_rule.",
    ),
    movement: MovementSchema.optional().describe("Renewal with previousnetPremium, when the movement was asked for: why the price changed since last year."),
    // --- end of the renewal and mid-term fields ---
  })
  .meta({ id: "QuoteResponse" });

/** First and regular instalment of one amount (net or gross). */
export type InstalmentAmounts = z.infer<typeof InstalmentAmountsSchema>;
/** The net and gross instalments of a quote. */
export type Instalments = z.infer<typeof InstalmentsSchema>;
/** A member's tax detail: the IPT rate and amount. */
export type MemberTaxDetail = z.infer<typeof MemberTaxDetailSchema>;
/** One member's premiums and rating facts in the response. */
export type MemberQuote = z.infer<typeof MemberQuoteSchema>;
/** One family unit of the response: its priced members. */
export type FamilyUnitQuote = z.infer<typeof FamilyUnitQuoteSchema>;
/** One member category of the response: its family units. */
export type MemberCategoryQuote = z.infer<typeof MemberCategoryQuoteSchema>;
/** One line of the worksheet: a step of a member's premium, the table row it read, the premium before and after. */
export type WorksheetLine = z.infer<typeof WorksheetLineSchema>;
/** The tables version a quote was priced with: version, effective date, content hash, illustrative flag. */
export type TablesUsed = z.infer<typeof TablesUsedSchema>;
/** The successful answer of `quote()`: premiums per member and policy, instalments, tables used, warnings and (on request) the worksheet. */
export type QuoteResponse = z.infer<typeof QuoteResponseSchema>;

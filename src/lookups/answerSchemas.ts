import { z } from "zod";
import { INCENTIVE_TYPES, PAYMENT_FREQUENCIES, PAYMENT_TYPES, UNDERWRITING_TYPES } from "../model/enums.js";

/**
 * The look-ups' answers, written once: the TypeScript types (types.ts, `z.output`) and the
 * OpenAPI components of the look-up operations (src/http/lookupOpenApi.ts) both come from
 * these schemas, as the quotation's response comes from src/model/response.ts.
 */

/** A whole number (OpenAPI integer, format int32). */
function int32(description?: string) {
  return z.int32().meta(description === undefined ? { format: "int32" } : { format: "int32", description });
}

const IncentiveTypeSchema = z.enum(INCENTIVE_TYPES);

export const NcdLevelAnswerSchema = z
  .object({
    tablesVersion: z.string().meta({ description: "Tables version in force on priceDate." }),
    uwType: z.enum(UNDERWRITING_TYPES),
    business: z.enum(["virgin", "switch"]),
    level: int32("The one expected level; absent when a range is accepted (switch business, claim-free years unknown).").optional(),
    from: int32("Lowest accepted level (equal to `to` when one level is expected)."),
    to: int32("Highest accepted level."),
    ncdUplift: int32("Uplift levels applied (0: none)."),
    rule: z.string().meta({ description: "The rule that produced the answer (docs/interface.md section 2.7), in words." }),
  })
  .strict()
  .meta({
    id: "NcdLevelAnswer",
    description: "The NCD level the quotation expects for a New Business member (docs/interface.md section 2.7), and the rule that produced it.",
    example: {
      tablesVersion: "2026.1",
      uwType: "CME",
      business: "switch",
      level: 11,
      from: 11,
      to: 11,
      ncdUplift: 1,
      rule: "switch business (CME) with 2 year(s) claim free starts at 10, plus the NCD Uplift of 1 level(s), capped at the highest level 12",
    },
  });

export const IncentiveParameterRuleSchema = z
  .discriminatedUnion("kind", [
    z.object({ kind: z.literal("percent"), min: z.string(), max: z.string(), description: z.string() }).strict(),
    z.object({ kind: z.literal("whole-number"), min: int32(), max: int32(), description: z.string() }).strict(),
    z.object({ kind: z.literal("yes-no"), requoteMaxPercent: z.string().optional(), description: z.string() }).strict(),
    z.object({ kind: z.literal("option"), options: z.array(z.object({ id: int32(), name: z.string() }).strict()), description: z.string() }).strict(),
    z.object({ kind: z.literal("text"), description: z.string() }).strict(),
  ])
  .meta({
    id: "IncentiveParameterRule",
    description:
      "What incentiveParameter may be: kind percent (min, max as decimal text), whole-number (min, max), yes-no (requoteMaxPercent for Price Beater), option (the add-on options) or text.",
  });

export const EligibleIncentiveSchema = z
  .object({
    incentiveType: IncentiveTypeSchema,
    parameter: IncentiveParameterRuleSchema,
    exampleParameter: z.string().meta({ description: "An incentiveParameter a quotation accepts." }),
    notCombinableWith: z.array(IncentiveTypeSchema).meta({ description: "Incentives that cannot be sent with this one." }),
    onlyWith: z
      .array(z.object({ paymentType: z.enum(PAYMENT_TYPES).optional(), paymentFrequency: int32().optional() }).strict())
      .optional()
      .meta({ description: "Only when no payment method was asked about and the incentive is limited to some: the methods that allow it." }),
  })
  .strict()
  .meta({ id: "EligibleIncentive", description: "One incentive the agent may use." });

export const EligibleIncentivesAnswerSchema = z
  .object({
    tablesVersion: z.string().meta({ description: "Tables version in force on priceDate." }),
    fsaNumber: z.string().optional().meta({ description: "The agent asked about, as sent (trimmed); absent for a request without fsaNumber." }),
    paymentType: z.enum(PAYMENT_TYPES).optional(),
    paymentFrequency: int32(`Payments a year: ${PAYMENT_FREQUENCIES.join(", ")}.`).optional(),
    incentives: z.array(EligibleIncentiveSchema),
    exclusivePairs: z.array(z.tuple([IncentiveTypeSchema, IncentiveTypeSchema])).meta({ description: "The pairs of listed incentives that cannot be combined." }),
  })
  .strict()
  .meta({
    id: "EligibleIncentivesAnswer",
    description: "Every incentive type the agent may use on a quotation, with the parameter bounds and the pairs that cannot be combined.",
    example: {
      tablesVersion: "2026.1",
      fsaNumber: "FSA654321",
      paymentType: "B",
      paymentFrequency: 12,
      incentives: [
        {
          incentiveType: "monthsFree",
          parameter: { kind: "whole-number", min: 1, max: 3, description: "Months free, a whole number from 1 to 3." },
          exampleParameter: "1",
          notCombinableWith: ["Price Beater"],
        },
      ],
      exclusivePairs: [["Price Beater", "monthsFree"]],
    },
  });

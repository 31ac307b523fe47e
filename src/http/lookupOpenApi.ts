import { INCENTIVE_TYPES, PAYMENT_FREQUENCIES, PAYMENT_TYPES, UNDERWRITING_TYPES } from "../model/enums.js";
import { INCENTIVES_PATH, NCD_LEVEL_PATH } from "./createLookupHandler.js";
import { PROBLEM_CONTENT_TYPE } from "./problemDetails.js";
import { responseHeaderRefs } from "./buildOpenApiDocument.js";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const ref = (name: string): Json => ({ $ref: `#/components/schemas/${name}` });

function problem(description: string): Json {
  return {
    description,
    headers: responseHeaderRefs("every"),
    content: { [PROBLEM_CONTENT_TYPE]: { schema: ref("ProblemDetails") } },
  };
}

const incentiveType: Json = { type: "string", enum: [...INCENTIVE_TYPES] };

const SCHEMAS: Record<string, Json> = {
  NcdLevelAnswer: {
    type: "object",
    description: "The NCD level the quotation expects for a New Business member (docs/interface.md section 2.7), and the rule that produced it.",
    properties: {
      tablesVersion: { type: "string", description: "Tables version in force on priceDate." },
      uwType: { type: "string", enum: [...UNDERWRITING_TYPES] },
      business: { type: "string", enum: ["virgin", "switch"] },
      level: { type: "integer", description: "The one expected level; absent when a range is accepted (switch business, claim-free years unknown)." },
      from: { type: "integer", description: "Lowest accepted level." },
      to: { type: "integer", description: "Highest accepted level." },
      ncdUplift: { type: "integer", description: "Uplift levels applied (0: none)." },
      rule: { type: "string", description: "The rule in words." },
    },
    required: ["tablesVersion", "uwType", "business", "from", "to", "ncdUplift", "rule"],
    additionalProperties: false,
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
  },
  IncentiveParameterRule: {
    type: "object",
    description:
      "What incentiveParameter may be: kind percent (min, max as decimal text), whole-number (min, max), yes-no (requoteMaxPercent for Price Beater), option (the add-on options) or text.",
    properties: {
      kind: { type: "string", enum: ["percent", "whole-number", "yes-no", "option", "text"] },
      min: { oneOf: [{ type: "string" }, { type: "integer" }] },
      max: { oneOf: [{ type: "string" }, { type: "integer" }] },
      requoteMaxPercent: { type: "string" },
      options: {
        type: "array",
        items: { type: "object", properties: { id: { type: "integer" }, name: { type: "string" } }, required: ["id", "name"], additionalProperties: false },
      },
      description: { type: "string" },
    },
    required: ["kind", "description"],
    additionalProperties: false,
  },
  EligibleIncentive: {
    type: "object",
    properties: {
      incentiveType,
      parameter: ref("IncentiveParameterRule"),
      exampleParameter: { type: "string", description: "An incentiveParameter a quotation accepts." },
      notCombinableWith: { type: "array", items: incentiveType },
      onlyWith: {
        type: "array",
        description: "Only when no payment method was asked about and the incentive is limited to some: the methods that allow it.",
        items: {
          type: "object",
          properties: { paymentType: { type: "string", enum: [...PAYMENT_TYPES] }, paymentFrequency: { type: "integer" } },
          additionalProperties: false,
        },
      },
    },
    required: ["incentiveType", "parameter", "exampleParameter", "notCombinableWith"],
    additionalProperties: false,
  },
  EligibleIncentivesAnswer: {
    type: "object",
    description: "Every incentive type the agent may use on a quotation, with the parameter bounds and the pairs that cannot be combined.",
    properties: {
      tablesVersion: { type: "string" },
      fsaNumber: { type: "string" },
      paymentType: { type: "string", enum: [...PAYMENT_TYPES] },
      paymentFrequency: { type: "integer", enum: [...PAYMENT_FREQUENCIES] },
      incentives: { type: "array", items: ref("EligibleIncentive") },
      exclusivePairs: { type: "array", items: { type: "array", items: incentiveType, minItems: 2, maxItems: 2 } },
    },
    required: ["tablesVersion", "incentives", "exclusivePairs"],
    additionalProperties: false,
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
  },
};

function query(name: string, description: string, schema: Json, example: Json, required = false): Json {
  return { name, in: "query", required, description, schema, example };
}

const PRICE_DATE = query(
  "priceDate",
  "The date the quotation would be priced for (its priceRequiredDate), YYYY-MM-DD; default today (UTC).",
  { type: "string", format: "date" },
  "2026-03-01",
);

function lookupOperation(operationId: string, summary: string, description: string, parameters: Json[], answer: string, scope: string): Json {
  return {
    get: {
      operationId,
      summary,
      description:
        description +
        " Same bearer token (scope " +
        scope +
        "), Correlation-ID and Requesting-System headers and problem bodies as the quotation; " +
        "an unknown or repeated query parameter is refused (INVALID_QUERY_PARAMETER), and every problem with the question is listed with its parameter.",
      tags: ["look-ups"],
      security: [{ oauth2: [scope] }],
      parameters: [{ $ref: "#/components/parameters/Correlation-ID" }, { $ref: "#/components/parameters/Requesting-System" }, ...parameters, PRICE_DATE],
      responses: {
        "200": {
          description: "The answer.",
          headers: responseHeaderRefs("every"),
          content: { "application/json": { schema: ref(answer) } },
        },
        "400": problem("A missing header, a bad query parameter, or a question the rules refuse (errors lists each with its parameter; codes in docs/errors.md)."),
        "401": problem("No bearer token (UNAUTHENTICATED), or an unusable one (INVALID_TOKEN)."),
        "403": problem("The token lacks the scope (INSUFFICIENT_SCOPE)."),
        "500": problem("An unexpected failure (INTERNAL_ERROR)."),
        "503": problem("Access tokens cannot be checked at the moment (AUTHENTICATION_UNAVAILABLE)."),
      },
    },
  };
}

/**
 * The look-up operations' part of the OpenAPI document (kept apart from the quotation's so
 * that each can change alone): their paths, with examples, and their answer schemas.
 *
 * @example
 * Object.keys(lookupOpenApi("", "quote").paths); // ["/v1/individualHealthcarePolicy/ncdLevel", "/v1/individualHealthcarePolicy/incentives"]
 */
export function lookupOpenApi(basePath: string, scope: string): { paths: Record<string, Json>; schemas: Record<string, Json> } {
  return {
    schemas: SCHEMAS,
    paths: {
      [basePath + NCD_LEVEL_PATH]: lookupOperation(
        "expectedNcdLevel",
        "The NCD level a New Business member must be sent with",
        "Answers with the quotation's own rule (docs/interface.md section 2.7): virgin business 12; switch business by claim-free years (8 to 12 when unknown); plus an NCD Uplift, capped at the table's highest level.",
        [
          query("uwType", "FMU, NMORI (virgin business), CME, CMORI or MHD (switch business); required.", { type: "string", enum: [...UNDERWRITING_TYPES] }, "CME", true),
          query("memberYearsClaimFree", "Whole years claim free; absent: not known.", { type: "integer", minimum: 0 }, 2),
          query("ncdUplift", "Levels of an NCD Uplift incentive, 1 to the tables' maximum; absent or 0: none.", { type: "integer", minimum: 0 }, 1),
        ],
        "NcdLevelAnswer",
        scope,
      ),
      [basePath + INCENTIVES_PATH]: lookupOperation(
        "eligibleIncentives",
        "The incentives an agent may use",
        "Answers with the quotation's own eligibility rules: every incentive listed is accepted in a quotation for that agent and payment method, every other one refused (INCENTIVE_NOT_ELIGIBLE).",
        [
          query("fsaNumber", "The agent's FSA number; absent: a request without fsaNumber.", { type: "string" }, "FSA654321"),
          query("paymentType", "B, C or A; with paymentFrequency.", { type: "string", enum: [...PAYMENT_TYPES] }, "B"),
          query("paymentFrequency", "1, 4 or 12; with paymentType.", { type: "integer", enum: [...PAYMENT_FREQUENCIES] }, 12),
        ],
        "EligibleIncentivesAnswer",
        scope,
      ),
    },
  };
}

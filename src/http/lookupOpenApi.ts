import type { z } from "zod";
import { NO_CONTROL_CHARACTER_PATTERN } from "../model/wire/textBounds.js";
import { EligibleIncentivesAnswerSchema, NcdLevelAnswerSchema } from "../lookups/answerSchemas.js";
import { INCENTIVES_PARAMETERS, NCD_LEVEL_PARAMETERS, PRICE_DATE_PARAMETER, type LookupParameter, type LookupParameterField } from "../lookups/lookupParameters.js";
import { INCENTIVES_PATH, NCD_LEVEL_PATH } from "./createLookupHandler.js";
import { PROBLEM_CONTENT_TYPE } from "./problemDetails.js";
import { responseHeaderRefs } from "./responseHeaders.js";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const ref = (name: string): Json => ({ $ref: `#/components/schemas/${name}` });

function problem(description: string): Json {
  return {
    description,
    headers: responseHeaderRefs("every"),
    content: { [PROBLEM_CONTENT_TYPE]: { schema: ref("ProblemDetails") } },
  };
}

/**
 * The OpenAPI schema of a look-up's query parameter, from its field's kind: a closed list as
 * its listed values, a whole number as an int32 integer with the field's bounds, text with its
 * length and characters (the query's reading applies them), a date with format date.
 */
function parameterSchemaOf(field: LookupParameterField): Json {
  switch (field.kind) {
    case "choice":
      return { type: "string", enum: [...field.values] };
    case "integer":
      return {
        type: "integer",
        format: "int32",
        ...(field.min === undefined ? {} : { minimum: field.min }),
        ...(field.allowed === undefined ? {} : { enum: [...field.allowed] }),
      };
    case "text":
      return { type: "string", maxLength: field.maxLength, pattern: NO_CONTROL_CHARACTER_PATTERN };
    case "date":
      return { type: "string", format: "date" };
  }
}

/** The OpenAPI query parameters of a look-up: its question's, then `priceDate`, each from its one description. */
function queryParametersOf(question: readonly LookupParameter[]): Json[] {
  return [...question, PRICE_DATE_PARAMETER].map(({ field, doc, required }): Json => ({
    name: field.name,
    in: "query",
    required,
    description: doc,
    schema: parameterSchemaOf(field),
    // The examples of the parameters' kinds are text or numbers, never lists.
    ...(field.example === undefined ? {} : { example: field.example as Json }),
  }));
}

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
      parameters: [{ $ref: "#/components/parameters/Correlation-ID" }, { $ref: "#/components/parameters/Requesting-System" }, ...parameters],
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
 * that each can change alone): their paths, with examples, and the zod schemas of their answers
 * (src/lookups/answerSchemas.ts, converted with the quotation's). The query
 * parameters come from the look-ups' one description (src/lookups/lookupParameters.ts), which
 * reuses the request's entries where a parameter is a request field.
 *
 * @example
 * Object.keys(lookupOpenApi("", "quote").paths); // ["/v1/individualHealthcarePolicy/ncdLevel", "/v1/individualHealthcarePolicy/incentives"]
 */
export function lookupOpenApi(basePath: string, scope: string): { paths: Record<string, Json>; answers: readonly z.ZodType[] } {
  return {
    answers: [NcdLevelAnswerSchema, EligibleIncentivesAnswerSchema],
    paths: {
      [basePath + NCD_LEVEL_PATH]: lookupOperation(
        "expectedNcdLevel",
        "The NCD level a New Business member must be sent with",
        "Answers with the quotation's own rule (docs/interface.md section 2.7): virgin business 12; switch business by claim-free years (8 to 12 when unknown); plus an NCD Uplift, capped at the table's highest level.",
        queryParametersOf(NCD_LEVEL_PARAMETERS),
        "NcdLevelAnswer",
        scope,
      ),
      [basePath + INCENTIVES_PATH]: lookupOperation(
        "eligibleIncentives",
        "The incentives an agent may use",
        "Answers with the quotation's own eligibility rules: every incentive listed is accepted in a quotation for that agent and payment method, every other one refused (INCENTIVE_NOT_ELIGIBLE).",
        queryParametersOf(INCENTIVES_PARAMETERS),
        "EligibleIncentivesAnswer",
        scope,
      ),
    },
  };
}

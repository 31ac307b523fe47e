import { readFileSync } from "node:fs";
import SwaggerParser from "@apidevtools/swagger-parser";
import AjvDraft04 from "ajv-draft-04";
import ajvFormats from "ajv-formats";
import type { ValidateFunction } from "ajv";
import { startReferenceService, type ReferenceService, type ReferenceServiceOptions } from "../src/index.js";

export const QUOTE_PATH = "/v1/individualHealthcarePolicy/quote";
export const EXAMPLE_REQUEST = readFileSync(new URL("../../../examples/requests/new-business-single-adult.json", import.meta.url), "utf8");

/** A started service and every line it logged. */
export interface Started {
  readonly service: ReferenceService;
  readonly logLines: string[];
}

/** Starts the real reference service on a free port, collecting its log lines. */
export async function start(options: ReferenceServiceOptions = {}): Promise<Started> {
  const logLines: string[] = [];
  const service = await startReferenceService({ env: {}, port: 0, host: "127.0.0.1", handleSignals: false, log: (line) => logLines.push(line), ...options });
  return { service, logLines };
}

/** A token from the test environment's token endpoint, obtained as a newcomer would. */
export async function testToken(service: ReferenceService): Promise<string> {
  const response = await fetch(`${service.url}/oauth2/token`, {
    method: "POST",
    headers: {
      authorization: `Basic ${Buffer.from("hrsol-test-client:hrsol-test-secret").toString("base64")}`,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: "grant_type=client_credentials",
  });
  if (response.status !== 200) throw new Error(`token endpoint answered ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** The headers of a well-formed quotation call. */
export function quoteHeaders(token: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    authorization: `Bearer ${token}`,
    "content-type": "application/json",
    "Correlation-ID": "corr-0001",
    "Requesting-System": "test-suite",
    ...extra,
  };
}

/** Validators compiled from the dereferenced checked-in docs/openapi.json, not from the zod schemas. */
export interface DocumentValidators {
  readonly success: ValidateFunction;
  readonly problem: ValidateFunction;
  readonly document: Record<string, any>;
}

export async function documentValidators(): Promise<DocumentValidators> {
  const document = (await SwaggerParser.dereference(new URL("../../../docs/openapi.json", import.meta.url).pathname)) as Record<string, any>;
  const responses = document.paths[QUOTE_PATH].post.responses;
  // OpenAPI 3.0 schemas are JSON Schema draft 04 (e.g. boolean exclusiveMinimum); keywords such as `example` are not validation.
  const ajv = new AjvDraft04.default({ allErrors: true, strict: false });
  ajvFormats.default(ajv);
  return {
    document,
    success: ajv.compile(responses["200"].content["application/json"].schema),
    problem: ajv.compile(responses["400"].content["application/problem+json"].schema),
  };
}

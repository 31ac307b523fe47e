/**
 * The examples of docs/openapi.json: every request of examples/requests/ and two broken ones,
 * each with the answer the HTTP adapter really gives it on the shipped default tables.
 */
import { readdirSync, readFileSync } from "node:fs";
import { createQuoteHandler } from "../../../src/http/createQuoteHandler.js";
import type { Json, OpenApiExample } from "../../../src/http/buildOpenApiDocument.js";
import type { TokenVerifier } from "../../../src/http/authentication.js";
import { defaultTables } from "../../../src/plans/defaultTables.js";

const EXAMPLES = new URL("../../../examples/", import.meta.url);
/** Problems carry a fresh `instance` each time; the document shows a fixed one. */
const EXAMPLE_INSTANCE = "urn:uuid:00000000-0000-4000-8000-000000000000";

/** A verifier that lets the example's own token through: the examples are about the body. */
const acceptEveryToken: TokenVerifier = async () => ({ valid: true, principal: { subject: "example-client", scopes: ["quote"] } });

/** The one-line summaries of examples/README.md's table, by file name. */
function summariesByFile(): Map<string, string> {
  const readme = readFileSync(new URL("README.md", EXAMPLES), "utf8");
  const rows = readme.matchAll(/^\| \[requests\/([\w.-]+)\]\([^)]*\) \| (.+) \|$/gm);
  return new Map([...rows].map(([, file, summary]) => [file ?? "", (summary ?? "").replace(/`/g, "")]));
}

/** Requests that break rules, to show the problem answer (every problem at once). */
function brokenExamples(base: Record<string, any>): { name: string; summary: string; request: Json }[] {
  const frequencyAndNcd = structuredClone(base);
  frequencyAndNcd.individualHealthCarePolicy.quote.paymentFrequency = 2;
  frequencyAndNcd.individualHealthCarePolicy.quote.memberCategory[0].familyUnit[0].member[0].ncdLevel = 10;
  const optionAndPostcode = structuredClone(base);
  optionAndPostcode.individualHealthCarePolicy.quote.memberCategory[0].option.push({ id: 999, name: "Massage", value: "Yes" });
  optionAndPostcode.individualHealthCarePolicy.quote.memberCategory[0].familyUnit[0].member[0].postcode = "";
  return [
    { name: "problem-frequency-and-ncd-level", summary: "A paymentFrequency of 2 and a New Business NCD level of 10: both reported at once.", request: frequencyAndNcd },
    {
      name: "problem-unknown-option-and-blank-postcode",
      summary: "An option not in the catalogue and a blank postcode: both reported at once.",
      request: optionAndPostcode,
    },
  ];
}

/**
 * Every example request with its real answer from `createQuoteHandler` (default tables,
 * no registry), in file order, then the broken ones.
 *
 * @example
 * buildOpenApiDocument({ examples: await collectOpenApiExamples() });
 */
export async function collectOpenApiExamples(): Promise<OpenApiExample[]> {
  const handler = createQuoteHandler({ tables: defaultTables, authenticate: acceptEveryToken });
  const summaries = summariesByFile();
  const files = readdirSync(new URL("requests/", EXAMPLES))
    .filter((file) => file.endsWith(".json"))
    .sort();
  const requests = files.map((file) => ({
    name: file.replace(/\.json$/, ""),
    summary: summaries.get(file) ?? file,
    request: JSON.parse(readFileSync(new URL(`requests/${file}`, EXAMPLES), "utf8")) as Json,
  }));
  const first = requests.find((example) => example.name === "new-business-single-adult");
  if (first === undefined) throw new Error("examples/requests/new-business-single-adult.json is missing");
  const examples: OpenApiExample[] = [];
  for (const example of [...requests, ...brokenExamples(first.request as Record<string, any>)]) {
    const response = await handler(
      new Request("http://localhost:8080/v1/individualHealthcarePolicy/quote", {
        method: "POST",
        headers: { authorization: "Bearer example", "content-type": "application/json", "correlation-id": "example-0001", "requesting-system": "example" },
        body: JSON.stringify(example.request),
      }),
    );
    const body = (await response.json()) as Record<string, Json>;
    if (response.status !== 200 && response.status !== 400) throw new Error(`${example.name} was answered ${response.status}: ${JSON.stringify(body)}`);
    if ("instance" in body) body["instance"] = EXAMPLE_INSTANCE;
    examples.push({ ...example, status: response.status, response: body });
  }
  return examples;
}

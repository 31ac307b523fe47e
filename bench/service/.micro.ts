import { safeQuote } from "../../src/quote/safeQuote.js";
import { createQuoteHandler } from "../../src/http/createQuoteHandler.js";
import { defaultTables } from "../../src/tables/default/index.js";
import { mixedBook } from "../lib/benchBooks.js";
const [request] = mixedBook(1, defaultTables);
const body = JSON.stringify(request);
const handler = createQuoteHandler({ tables: defaultTables, authentication: "none", logger: () => {} });
async function time(label: string, n: number, f: () => Promise<unknown> | unknown) {
  for (let i = 0; i < 2000; i++) await f();
  const c0 = process.cpuUsage();
  for (let i = 0; i < n; i++) await f();
  const c = process.cpuUsage(c0);
  console.log(label, ((c.user + c.system) / n).toFixed(1), "µs CPU");
}
await time("JSON.parse + safeQuote + stringify", 10000, async () => JSON.stringify(await safeQuote(JSON.parse(body), defaultTables)));
await time("handler(new Request)", 10000, async () => { const r = await handler(new Request("http://x/v1/individualHealthcarePolicy/quote", { method: "POST", headers: { "content-type": "application/json", "correlation-id": "c1", "requesting-system": "BOOK-GENERATOR" }, body })); await r.text(); });
await time("new Response(text)", 20000, () => new Response(body, { status: 200, headers: { "content-type": "application/json" } }));
await time("new Headers(4)", 20000, () => { const h = new Headers(); h.append("host","x"); h.append("content-type","application/json"); h.append("correlation-id","c1"); h.append("requesting-system","B"); return h; });
const { parseRequestJson } = await import("../../src/http/parseRequestJson.js");
const { findForbiddenJsonKeys } = await import("../../src/http/findForbiddenJsonKeys.js");
await time("JSON.parse", 20000, () => JSON.parse(body));
await time("parseRequestJson", 20000, () => parseRequestJson(body));
const parsed = JSON.parse(body);
await time("findForbiddenJsonKeys", 20000, () => findForbiddenJsonKeys(parsed));
await time("safeQuote alone", 10000, () => safeQuote(JSON.parse(body), defaultTables));
console.log(body.length);

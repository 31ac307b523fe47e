/**
 * The public handler's request in pieces, without a server: measureService's 1,000 bodies,
 * each piece timed over all of them in turn, in rounds whose order alternates, CPU per request:
 * the strict UTF-8 decode of the body's bytes, `JSON.parse`, `parseRequestJson` (the parse and
 * the duplicate and forbidden key checks), `safeQuote` on the parsed body, the answer's
 * `JSON.stringify`, and the whole public handler (no authentication, a no-op log, answering with
 * the adapter's `Response` class) on a request shaped like the adapter's lightweight one (its
 * headers read from an object, its body copied out of a Buffer by `arrayBuffer()`). The
 * handler's own plumbing is the whole less the pieces run one after another on each body. Why: a
 * server's profile says where the samples fall, but under a shared machine's load not how many
 * µs a piece is; this does, so a change can be weighed before it is made (docs/performance.md,
 * "2026-11-28, later").
 *
 *   npx tsx bench/service/timeExchangePieces.ts [rounds]   # bundled and run by node
 */
import { spawnSync } from "node:child_process";
import { adapterResponseClass } from "../../service/src/http/adapterResponseClass.js";
import { createQuoteHandler } from "../../../src/http/createQuoteHandler.js";
import { decodeUtf8Strictly } from "../../../src/http/decodeUtf8Strictly.js";
import { parseRequestJson } from "../../../src/http/parseRequestJson.js";
import { safeQuote } from "../../../src/quote/safeQuote.js";
import { defaultTables } from "../../../src/plans/defaultTables.js";
import { bundleScript } from "../lib/bundleScript.js";
import { serviceBenchBodies } from "./serviceBenchBodies.js";

const rounds = Number(process.argv[2] ?? 7);

async function runBundled(): Promise<void> {
  const bundle = await bundleScript("service/timeExchangePieces.ts");
  spawnSync(process.execPath, [bundle, String(rounds)], { stdio: "inherit", env: { ...process.env, PIECES_CHILD: "1" } });
}

/** Headers read as the adapter's lightweight `Headers` reads node:http's: from a plain object. */
class ObjectHeaders {
  constructor(private readonly values: Readonly<Record<string, string>>) {}
  get(name: string): string | null {
    return this.values[name.toLowerCase()] ?? null;
  }
}

async function measure(): Promise<void> {
  const texts = serviceBenchBodies();
  const buffers = texts.map((text) => Buffer.from(text));
  const parsed = texts.map((text) => JSON.parse(text) as unknown);
  const answers = parsed.map((body) => safeQuote(body, defaultTables)).map((result) => (result.success ? { quoteResponse: result.data } : { issues: result.issues }));
  const signal = new AbortController().signal;
  const lightweight = adapterResponseClass();
  const handler = createQuoteHandler({ tables: defaultTables, authentication: "none", logger: () => undefined });
  const requestOf = (index: number) => {
    const buffer = buffers[index]!;
    const headers = new ObjectHeaders({
      host: "127.0.0.1",
      "content-type": "application/json",
      "content-length": String(buffer.byteLength),
      "correlation-id": `c-${index}`,
      "requesting-system": "HrSolWeb",
    });
    return {
      method: "POST",
      url: "http://127.0.0.1/v1/individualHealthcarePolicy/quote",
      headers,
      signal,
      arrayBuffer: () => Promise.resolve(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength)),
    } as unknown as Request;
  };
  let sink = 0;
  const pieces: Readonly<Record<string, (index: number) => void | Promise<void>>> = {
    "strict UTF-8 decode": (index) => {
      const bytes = buffers[index]!;
      sink += decodeUtf8Strictly([bytes], bytes.byteLength).ok ? 1 : 0;
    },
    "JSON.parse": (index) => {
      sink += JSON.parse(texts[index]!) === null ? 0 : 1;
    },
    parseRequestJson: (index) => {
      sink += parseRequestJson(texts[index]!).ok ? 1 : 0;
    },
    safeQuote: (index) => {
      sink += safeQuote(parsed[index], defaultTables).success ? 1 : 0;
    },
    "JSON.stringify of the answer": (index) => {
      sink += JSON.stringify(answers[index]).length;
    },
    // What the safeQuote server does for a request, in one go: the pieces warm each other's caches as they do in the handler.
    "the pieces chained": (index) => {
      const bytes = buffers[index]!;
      const body = decodeUtf8Strictly([bytes], bytes.byteLength);
      const parsedBody = body.ok ? parseRequestJson(body.text) : undefined;
      const result = parsedBody?.ok === true ? safeQuote(parsedBody.value, defaultTables) : undefined;
      sink += result?.success === true ? JSON.stringify({ quoteResponse: result.data }).length : 0;
    },
    "the public handler, whole": async (index) => {
      sink += (await handler(requestOf(index), { remoteAddress: "127.0.0.1", Response: lightweight })).status;
    },
  };
  // The handler must price what the pieces price, not answer a problem in a few µs.
  let priced = 0;
  for (let index = 0; index < texts.length; index += 1) priced += (await handler(requestOf(index), { Response: lightweight })).status === 200 ? 1 : 0;
  console.log(`the handler answered ${priced} of ${texts.length} bodies with 200`);
  // PIECES_ONLY="a|b" times only those (e.g. one piece under --cpu-prof).
  const names = Object.keys(pieces).filter((name) => process.env.PIECES_ONLY === undefined || process.env.PIECES_ONLY.split("|").includes(name));
  const pass = async (name: string): Promise<number> => {
    const piece = pieces[name]!;
    const before = process.cpuUsage();
    for (let index = 0; index < texts.length; index += 1) await piece(index);
    const { user, system } = process.cpuUsage(before);
    return (user + system) / texts.length;
  };
  for (const name of names) for (let warm = 0; warm < 3; warm += 1) await pass(name);
  const figures = new Map<string, number[]>(names.map((name) => [name, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const name of round % 2 === 0 ? names : [...names].reverse()) figures.get(name)!.push(await pass(name));
  }
  const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
  const medians = new Map(names.map((name) => [name, median(figures.get(name)!)]));
  for (const name of names)
    console.log(
      `${name}: ${medians.get(name)!.toFixed(1)} µs (rounds ${figures
        .get(name)!
        .map((value) => value.toFixed(1))
        .join(", ")})`,
    );
  if (names.length < Object.keys(pieces).length) return;
  const pieceSum = medians.get("strict UTF-8 decode")! + medians.get("parseRequestJson")! + medians.get("safeQuote")! + medians.get("JSON.stringify of the answer")!;
  console.log(`the pieces chained less their sum (each other's caches): ${(medians.get("the pieces chained")! - pieceSum).toFixed(1)} µs`);
  console.log(`key checks (parseRequestJson less JSON.parse): ${(medians.get("parseRequestJson")! - medians.get("JSON.parse")!).toFixed(1)} µs`);
  console.log(
    `the handler's own plumbing (whole less the pieces chained): ${(medians.get("the public handler, whole")! - medians.get("the pieces chained")!).toFixed(1)} µs`,
  );
  if (sink === 0) console.log("");
}

if (process.env.PIECES_CHILD === "1") await measure();
else await runBundled();

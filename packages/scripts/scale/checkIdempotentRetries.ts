import { openPostgresClient } from "@pmi-rating/store";

/** Where and what `checkIdempotentRetries` sends. */
export interface IdempotentRetriesOptions {
  /** The load balancer's base URL. */
  readonly balancer: string;
  /** The quotation's headers: a token, Requesting-System, Content-Type. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
  /** The PostgreSQL every backend records to. */
  readonly databaseUrl: string;
  /** How many keys, each sent twice. */
  readonly keys: number;
  /** Unique to this run: the keys and Correlation-IDs start with it, so that a database shared with earlier runs is counted right. */
  readonly runId: string;
}

/** What one sending of a key got in the end, after any 409 sent again. */
interface Answered {
  readonly status: number;
  readonly quoteId: string | null;
  readonly replayed: boolean;
  /** How many 409 IDEMPOTENCY_KEY_IN_FLIGHT came first. */
  readonly conflicts: number;
}

/** Sends a quotation until it is not 409 (the first with its key still in flight), waiting a tenth of a second between. */
async function sendUntilAnswered(url: string, headers: Record<string, string>, body: string): Promise<Answered> {
  for (let conflicts = 0; ; conflicts += 1) {
    const response = await fetch(url, { method: "POST", headers, body });
    await response.arrayBuffer();
    if (response.status !== 409 || conflicts === 50) {
      return { status: response.status, quoteId: response.headers.get("quote-id"), replayed: response.headers.get("idempotent-replayed") === "true", conflicts };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The scale test's retries: each of `keys` quotations is sent twice through the balancer with
 * one Idempotency-Key, half one after the other (a client retrying after a lost answer), half
 * both at once (a client and a balancer retrying while the first is in flight, each landing on
 * any backend). Then, in the shared PostgreSQL, each must be on record exactly once, and both
 * sendings must carry its Quote-ID, one of them replayed. Resolves to a summary line and the
 * problems found (none: passed).
 *
 * @example
 * const { summary, problems } = await checkIdempotentRetries({ balancer, headers, body, databaseUrl, keys: 24, runId: `${process.pid}` });
 */
export async function checkIdempotentRetries(options: IdempotentRetriesOptions): Promise<{ summary: string; problems: string[] }> {
  const prefix = `scale-idempotent-${options.runId}-`;
  const answered: Answered[][] = [];
  const url = `${options.balancer}/v1/individualHealthcarePolicy/quote`;
  const pending = Array.from({ length: options.keys }, (_, index) => index);
  const sendKey = async () => {
    for (let index = pending.pop(); index !== undefined; index = pending.pop()) {
      const headers = { ...options.headers, "Correlation-ID": `${prefix}${index}`, "Idempotency-Key": `${prefix}${index}` };
      const send = () => sendUntilAnswered(url, headers, options.body);
      answered[index] = index % 2 === 0 ? [await send(), await send()] : await Promise.all([send(), send()]);
    }
  };
  await Promise.all(Array.from({ length: 4 }, sendKey));

  const problems: string[] = [];
  const notPriced = answered.filter((pair) => pair.some((answer) => answer.status !== 200)).length;
  const split = answered.filter((pair) => pair[0]!.quoteId === null || pair[0]!.quoteId !== pair[1]!.quoteId).length;
  const notReplayedOnce = answered.filter((pair) => pair.filter((answer) => answer.replayed).length !== 1).length;
  if (notPriced > 0) problems.push(`${notPriced} keys were not answered 200 both times`);
  if (split > 0) problems.push(`${split} keys were answered with two different Quote-IDs`);
  if (notReplayedOnce > 0) problems.push(`${notReplayedOnce} keys were not answered once anew and once replayed`);

  const client = await openPostgresClient(options.databaseUrl, { maxConnections: 1 });
  let counts: Map<string, number>;
  try {
    const rows = await client.query("select correlation_id, count(*) as records from quote_records where correlation_id like $1 group by correlation_id", [`${prefix}%`]);
    counts = new Map(rows.map((row) => [String(row.correlation_id), Number(row.records)]));
  } finally {
    await client.close();
  }
  const recordedOnce = [...counts.values()].filter((count) => count === 1).length;
  const twice = [...counts.values()].filter((count) => count > 1).length;
  if (twice > 0) problems.push(`${twice} keys were recorded more than once`);
  if (counts.size < options.keys) problems.push(`${options.keys - counts.size} keys have no record`);
  const conflicts = answered.flat().reduce((sum, answer) => sum + answer.conflicts, 0);
  const summary =
    `${options.keys} keys each sent twice through the balancer (${Math.ceil(options.keys / 2)} one after the other, ${Math.floor(options.keys / 2)} both at once): ` +
    `${recordedOnce} recorded exactly once, ${answered.length - split} answered with one Quote-ID both times, ${conflicts} answers 409 (in flight) sent again`;
  return { summary, problems };
}

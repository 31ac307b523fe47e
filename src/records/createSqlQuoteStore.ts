import type { ChangedTablesVersion, QuoteListFilter, QuoteRecord, QuoteStore, StoredTables } from "./quoteRecord.js";
import type { SqlClient, SqlRow } from "./sqlClient.js";
import { createGroupCommit } from "./createGroupCommit.js";
import { insertStatement } from "./insertStatement.js";

/** Most records one insert statement carries (16 parameters each, well under PostgreSQL's 65,535). */
const MOST_RECORDS_PER_INSERT = 500;

function isoOf(value: unknown): string {
  return (value instanceof Date ? value : new Date(String(value))).toISOString();
}

function textOrNull(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  // Database drivers hand text, numbers, big integers or dates; anything else is a driver fault worth seeing as JSON.
  if (value instanceof Date) return value.toString();
  if (typeof value === "object") return JSON.stringify(value);
  return typeof value === "symbol" ? value.toString() : `${value as string | number | bigint | boolean}`;
}

function recordOf(row: SqlRow): QuoteRecord {
  return {
    quoteId: String(row.quote_id),
    callerQuoteId: textOrNull(row.caller_quote_id),
    correlationId: textOrNull(row.correlation_id),
    requestingSystem: textOrNull(row.requesting_system),
    callingSystem: textOrNull(row.calling_system),
    clientId: String(row.client_id),
    receivedAt: isoOf(row.received_at),
    tablesVersion: textOrNull(row.tables_version),
    tablesVersionHash: textOrNull(row.tables_version_hash),
    tablesHash: String(row.tables_hash),
    explain: row.explain === true,
    request: String(row.request),
    status: Number(row.status),
    outcome: row.outcome === "quoted" ? "quoted" : "refused",
    response: String(row.response),
    warnings: String(row.warnings),
  };
}

/**
 * The quote store on a SQL connection (PostgreSQL or PGlite; the schema must be migrated, see
 * `applyMigrations`). Writes are group-committed: the records that arrive while the inserts
 * under way (`insertsInFlight` at most, default 2) run are written together by the next, each
 * `record` resolving only once its own row is committed. Under load this turns hundreds of small
 * writes into a few large ones, without ever answering before the write.
 *
 * @example
 * const store = createSqlQuoteStore(await openPgliteClient("data/quotes"));
 * await store.record(record);
 * (await store.find(record.quoteId))?.outcome; // "quoted"
 */
export function createSqlQuoteStore(client: SqlClient, options: { readonly insertsInFlight?: number } = {}): QuoteStore {
  const inserts = createGroupCommit(
    async (records: QuoteRecord[]) => {
      const { text, parameters } = insertStatement(records, false);
      // One statement per batch size, kept planned by PostgreSQL: group commit repeats a few sizes.
      await client.query(text, parameters, { prepareAs: `insert-quote-records-${records.length}` });
    },
    // More than one insert under way (two unless the caller says, as openQuoteStore does per
    // database): the next batch waits at the database while the last commits, so that commits
    // follow each other without a round trip through the busy event loop between them (paired
    // bench, docs/performance.md "Quote store", 2026-11-28).
    { mostPerBatch: MOST_RECORDS_PER_INSERT, mostInFlight: options.insertsInFlight ?? 2 },
  );

  async function* replay(options: { readonly since?: string; readonly pageSize?: number } = {}): AsyncIterable<QuoteRecord> {
    const pageSize = options.pageSize ?? 1000;
    const since = options.since ?? "-infinity";
    let after = "00000000-0000-0000-0000-000000000000";
    for (;;) {
      const rows = await client.query(`select * from quote_records where received_at >= $1 and quote_id > $2 order by quote_id limit $3`, [since, after, pageSize]);
      for (const row of rows) yield recordOf(row);
      if (rows.length < pageSize) return;
      after = String(rows[rows.length - 1]?.quote_id);
    }
  }

  return {
    record(record) {
      return inserts.add(record);
    },
    async recordAll(records) {
      for (let start = 0; start < records.length; start += MOST_RECORDS_PER_INSERT) {
        const { text, parameters } = insertStatement(records.slice(start, start + MOST_RECORDS_PER_INSERT), true);
        await client.query(text, parameters);
      }
    },
    async find(quoteId) {
      // Not a UUID: no such quote (asking PostgreSQL would be an error, not an absence).
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(quoteId)) return undefined;
      const [row] = await client.query("select * from quote_records where quote_id = $1", [quoteId]);
      return row === undefined ? undefined : recordOf(row);
    },
    async list(filter: QuoteListFilter = {}) {
      const conditions: string[] = [];
      const parameters: unknown[] = [];
      const where = (column: string, operator: string, value: unknown) => {
        parameters.push(value);
        conditions.push(`${column} ${operator} $${parameters.length}`);
      };
      if (filter.callingSystem !== undefined) where("calling_system", "=", filter.callingSystem);
      if (filter.clientId !== undefined) where("client_id", "=", filter.clientId);
      if (filter.since !== undefined) where("received_at", ">=", filter.since);
      if (filter.until !== undefined) where("received_at", "<", filter.until);
      parameters.push(filter.limit ?? 100);
      const rows = await client.query(
        `select * from quote_records ${conditions.length === 0 ? "" : `where ${conditions.join(" and ")}`} order by received_at desc, quote_id desc limit $${parameters.length}`,
        parameters,
      );
      return rows.map(recordOf);
    },
    replay,
    async purge(before) {
      const [row] = await client.query("with deleted as (delete from quote_records where received_at < $1 returning 1) select count(*) as count from deleted", [before]);
      return Number(row?.count ?? 0);
    },
    async saveTables(hash, versions, snapshotText) {
      await client.transaction(async (transaction) => {
        await transaction.query("insert into served_tables (hash, snapshot) values ($1, $2) on conflict (hash) do nothing", [hash, snapshotText]);
        for (const version of versions) {
          await transaction.query("insert into served_tables_versions (tables_hash, version, version_hash) values ($1, $2, $3) on conflict do nothing", [
            hash,
            version.version,
            version.hash,
          ]);
        }
      });
    },
    async loadTablesSnapshot(hash) {
      const [row] = await client.query("select snapshot from served_tables where hash = $1", [hash]);
      return row === undefined ? undefined : String(row.snapshot);
    },
    async listTables() {
      const tables = await client.query("select hash, first_served_at from served_tables order by first_served_at, hash");
      const versions = await client.query("select tables_hash, version, version_hash from served_tables_versions order by version");
      return tables.map((row): StoredTables => ({
        hash: String(row.hash),
        firstServedAt: isoOf(row.first_served_at),
        versions: versions
          .filter((version) => version.tables_hash === row.hash)
          .map((version) => ({ version: String(version.version), hash: String(version.version_hash) })),
      }));
    },
    async findChangedTablesVersions() {
      const rows = await client.query(
        `select version, version_hash, min(tables_hash) as tables_hash, min(first_served_at) as first_served_at from served_tables_versions
         where version in (select version from served_tables_versions group by version having count(distinct version_hash) > 1)
         group by version, version_hash order by version, min(first_served_at)`,
      );
      const byVersion = new Map<string, ChangedTablesVersion["contents"][number][]>();
      for (const row of rows) {
        const contents = byVersion.get(String(row.version)) ?? [];
        contents.push({ hash: String(row.version_hash), tablesHash: String(row.tables_hash), firstServedAt: isoOf(row.first_served_at) });
        byVersion.set(String(row.version), contents);
      }
      return [...byVersion].map(([version, contents]) => ({ version, contents }));
    },
    async ping() {
      await client.query("select 1");
    },
    async close() {
      await inserts.drain();
      await client.close();
    },
  };
}

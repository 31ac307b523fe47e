import type { ChangedTablesVersion, QuoteListFilter, QuoteRecord, QuoteStore, StoredTables } from "./quoteRecord.js";
import type { SqlClient, SqlRow } from "./sqlClient.js";
import { createGroupCommit } from "./createGroupCommit.js";
import { createQuoteErasure } from "./createQuoteErasure.js";
import type { QuoteJournal } from "./createQuoteJournal.js";
import { idempotencyKeyTableOf } from "./idempotencyKeyTable.js";
import { insertStatement } from "./insertStatement.js";
import { isRefusedForContent, reasonOf, type SetAsideRecord } from "./unwritableRecords.js";

/** Most records one insert statement carries (17 parameters each, well under PostgreSQL's 65,535). */
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
    ...(row.unapproved_tables_allowed === true ? { unapprovedTablesAllowed: true as const } : {}),
  };
}

/** A record handed to the inserts; `refused` says the database refused it alone, for its content. */
interface PendingRecord {
  readonly record: QuoteRecord;
  refused?: unknown;
}

/** A store that writes each record to a local journal first, and to its database behind it. */
export interface JournalFirst {
  readonly journal: QuoteJournal;
  /** Records per insert: fewer wait for more, at most `longestHoldMs`, unless a read asks for them. */
  readonly recordsPerInsert: number;
  readonly longestHoldMs: number;
  /** Past this many records waiting for the database, a record waits for its own insert as well (the bound on memory). */
  readonly mostWaiting: number;
  /** Told when an insert behind the journal failed: its records stay in the journal, copied at the next start. */
  readonly onInsertFailed?: (error: unknown) => void;
}

/**
 * The quote store on a SQL connection (PostgreSQL or PGlite; the schema must be migrated, see
 * `applyMigrations`). Writes are group-committed: the records that arrive while the inserts
 * under way (`insertsInFlight` at most, default 2) run are written together by the next, each
 * `record` resolving only once its own row is committed. Under load this turns hundreds of small
 * writes into a few large ones, without ever answering before the write.
 *
 * With `journalFirst` (the embedded store, openQuoteStore), `record` resolves once the record
 * is written to the journal, and the inserts run behind it in batches of `recordsPerInsert`:
 * the embedded database's cost is per commit more than per record, and nobody waits for them.
 * Every read (find, list, replay, purge) first writes and waits for the records handed in
 * before it, so that a quote answered is found at once.
 *
 * @example
 * const store = createSqlQuoteStore(await openPgliteClient("data/quotes"));
 * await store.record(record);
 * (await store.find(record.quoteId))?.outcome; // "quoted"
 */
export function createSqlQuoteStore(client: SqlClient, options: { readonly insertsInFlight?: number; readonly journalFirst?: JournalFirst } = {}): QuoteStore {
  const journalFirst = options.journalFirst;

  async function insertRecords(records: readonly QuoteRecord[]): Promise<void> {
    const { text, parameters } = insertStatement(records, false);
    // One statement per batch size, kept planned by PostgreSQL: group commit repeats a few sizes.
    await client.query(text, parameters, { prepareAs: `insert-quote-records-${records.length}` });
  }

  // A batch the database refuses for the content of one of its records (a NUL character, say) is
  // written again record by record, so that only that record fails: one client's record never
  // keeps the records of others out of the database. A batch refused for any other reason (the
  // database unreachable) fails whole, without a round trip a record.
  async function insertNew(batch: PendingRecord[]): Promise<void> {
    try {
      await insertRecords(batch.map((pending) => pending.record));
    } catch (error) {
      if (batch.length === 1 || !isRefusedForContent(error)) throw error;
      for (const pending of batch) {
        try {
          await insertRecords([pending.record]);
        } catch (alone) {
          if (!isRefusedForContent(alone)) throw alone;
          pending.refused = alone;
        }
      }
    }
  }

  async function insertSkippingStored(records: readonly QuoteRecord[]): Promise<void> {
    const { text, parameters } = insertStatement(records, true);
    await client.query(text, parameters);
  }

  async function recordAll(records: readonly QuoteRecord[]): Promise<SetAsideRecord[]> {
    const setAside: SetAsideRecord[] = [];
    for (let start = 0; start < records.length; start += MOST_RECORDS_PER_INSERT) {
      const chunk = records.slice(start, start + MOST_RECORDS_PER_INSERT);
      try {
        await insertSkippingStored(chunk);
      } catch (error) {
        if (!isRefusedForContent(error)) throw error;
        // One record's content refused: each alone, and the ones refused set aside.
        for (const record of chunk) {
          try {
            await insertSkippingStored([record]);
          } catch (alone) {
            if (!isRefusedForContent(alone)) throw alone;
            setAside.push({ record, reason: reasonOf(alone) });
          }
        }
      }
    }
    return setAside;
  }

  // Behind the journal no answer waits to be told of a failed insert: a batch that fails (one
  // quote id stored already, say) is copied again as the journal's drain copies it, each id
  // once, so that one record does not keep the others of its batch out of the database. A
  // record the database refuses for its content is moved out of the journal (set aside), so
  // that the journal always drains.
  async function insertBehindJournal(batch: PendingRecord[]): Promise<void> {
    const records = batch.map((pending) => pending.record);
    try {
      await insertRecords(records);
    } catch {
      for (const { record, reason } of await recordAll(records)) await journalFirst?.journal.setAside(record, reason);
    }
  }

  const inserts = createGroupCommit(
    journalFirst === undefined ? insertNew : insertBehindJournal,
    // More than one insert under way (two unless the caller says, as openQuoteStore does per
    // database): the next batch waits at the database while the last commits, so that commits
    // follow each other without a round trip through the busy event loop between them (paired
    // bench, docs/performance.md "Quote store", 2026-11-28).
    journalFirst === undefined
      ? { mostPerBatch: MOST_RECORDS_PER_INSERT, mostInFlight: options.insertsInFlight ?? 2 }
      : {
          mostPerBatch: journalFirst.recordsPerInsert,
          fewestPerBatch: journalFirst.recordsPerInsert,
          longestHoldMs: journalFirst.longestHoldMs,
          mostInFlight: options.insertsInFlight ?? 1,
        },
  );

  async function recordJournalFirst({ journal, mostWaiting, onInsertFailed }: JournalFirst, record: QuoteRecord): Promise<void> {
    const stored = await journal.append(record);
    const inserted = inserts.add({ record }).then(stored, (error: unknown) => onInsertFailed?.(error));
    if (inserts.pending > mostWaiting) await inserted;
  }

  async function* replay(options: { readonly since?: string; readonly pageSize?: number } = {}): AsyncIterable<QuoteRecord> {
    await inserts.drain();
    const pageSize = options.pageSize ?? 1000;
    // Pages follow each other by the last record's (time received, quote id), the order of the
    // index on both: each page starts where the last ended, and none reads a record before `since`.
    // The time goes back as the database wrote it (text), to the microsecond a driver's Date would lose.
    const columns = "*, received_at::text as page_received_at";
    let rows = await client.query(`select ${columns} from quote_records where received_at >= $1 order by received_at, quote_id limit $2`, [
      options.since ?? "-infinity",
      pageSize,
    ]);
    for (;;) {
      for (const row of rows) yield recordOf(row);
      const last = rows[rows.length - 1];
      if (rows.length < pageSize || last === undefined) return;
      rows = await client.query(
        `select ${columns} from quote_records where (received_at, quote_id) > ($1::timestamptz, $2::uuid) order by received_at, quote_id limit $3`,
        [last.page_received_at, last.quote_id, pageSize],
      );
    }
  }

  const erasure = createQuoteErasure(client, {
    settled: () => inserts.drain(),
    emptied: async () => {
      await inserts.drain();
      // The embedded store: its journal's files hold every record of theirs until full; copied and deleted now.
      await journalFirst?.journal.drainTo({ recordAll });
    },
    ...(journalFirst === undefined ? {} : { journal: journalFirst.journal }),
  });

  return {
    // Straight to the database, before the answer, whatever the records' way there (journal first or not).
    ...idempotencyKeyTableOf(client),
    ...erasure,
    async record(record) {
      if (journalFirst !== undefined) return recordJournalFirst(journalFirst, record);
      const pending: PendingRecord = { record };
      await inserts.add(pending);
      // The database's own error (with its SQLSTATE), as a batch of one would have rejected.
      // eslint-disable-next-line @typescript-eslint/only-throw-error
      if (pending.refused !== undefined) throw pending.refused;
    },
    recordAll,
    async find(quoteId) {
      // Not a UUID: no such quote (asking PostgreSQL would be an error, not an absence).
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(quoteId)) return undefined;
      // A quote answered a moment ago may still be on its way from the journal.
      await inserts.drain();
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
      await inserts.drain();
      const rows = await client.query(
        `select * from quote_records ${conditions.length === 0 ? "" : `where ${conditions.join(" and ")}`} order by received_at desc, quote_id desc limit $${parameters.length}`,
        parameters,
      );
      return rows.map(recordOf);
    },
    replay,
    async countBefore(before) {
      await inserts.drain();
      const [row] = await client.query("select count(*) as count from quote_records where received_at < $1", [before]);
      return Number(row?.count ?? 0);
    },
    async purge(before) {
      await inserts.drain();
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
      await journalFirst?.journal.close();
      await client.close();
    },
  };
}

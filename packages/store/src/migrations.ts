/**
 * The quote store's schema, as numbered migrations applied in order, once each
 * (`applyMigrations`). The same SQL runs on PostgreSQL and on PGlite. A migration, once released,
 * is never edited: a change is a new migration at the end.
 *
 * Request and response are kept as text, exactly as received and answered, rather than as
 * jsonb: a record is evidence, and text keeps every byte (and costs no parsing on write).
 */
export const MIGRATIONS: readonly { readonly version: number; readonly name: string; readonly statements: readonly string[] }[] = [
  {
    version: 1,
    name: "quote records and served tables",
    statements: [
      `create table quote_records (
        quote_id uuid primary key,
        caller_quote_id text,
        correlation_id text,
        requesting_system text,
        calling_system text,
        client_id text not null,
        received_at timestamptz not null,
        tables_version text,
        tables_version_hash text,
        tables_hash text not null,
        explain boolean not null,
        request text not null,
        status smallint not null,
        outcome text not null check (outcome in ('quoted', 'refused')),
        response text not null,
        warnings text not null
        )`,
      `create index quote_records_by_calling_system on quote_records (calling_system, received_at)`,
      `create index quote_records_by_received_at on quote_records (received_at)`,
      `create table served_tables (
        hash text primary key,
        snapshot text not null,
        first_served_at timestamptz not null default now()
        )`,
      `create table served_tables_versions (
        tables_hash text not null references served_tables (hash),
        version text not null,
        version_hash text not null,
        first_served_at timestamptz not null default now(),
        primary key (tables_hash, version)
        )`,
      `create index served_tables_versions_by_version on served_tables_versions (version, first_served_at)`,
    ],
  },
  {
    version: 2,
    name: "quote records kept uncompressed up to a page",
    statements: [
      // A record's request and response (1 to 3 kB each) put its row over PostgreSQL's default
      // toasting threshold (about 2 kB), so every insert compressed them with pglz: a tenth to a
      // quarter of PGlite's CPU for a record, a quarter to a third of PostgreSQL's. Rows up to
      // 8,160 bytes (a page) now stay uncompressed and inline; larger ones are still compressed
      // (and moved out of line if still too large). lz4 would compress cheaply, but PGlite is
      // built without it (one dialect for both). Paid in disk: a record takes about 1.6 times
      // the room (docs/records.md, "Throughput").
      `alter table quote_records set (toast_tuple_target = 8160)`,
    ],
  },
  {
    version: 3,
    name: "quote records ordered by time received, then quote id",
    statements: [
      // Replay and list read records in order of receipt from a date on. Keyed by the time alone,
      // replay had to page by quote id and so walked the primary key from the first record ever
      // kept: a replay of last week read every older record once. One index on both columns
      // takes the place of the time's own (the list's newest-first order reads it backwards).
      `create index quote_records_by_received_at_and_quote_id on quote_records (received_at, quote_id)`,
      `drop index quote_records_by_received_at`,
    ],
  },
  {
    version: 4,
    name: "idempotency keys",
    statements: [
      // One row per client and Idempotency-Key (docs/records.md, "Idempotency keys"): the
      // primary key is what makes a key reserved once, across every process on the database
      // (insert ... on conflict). A row without a status is a request still being answered; its
      // token says which, so that a request whose reservation was taken over cannot keep its
      // answer under the key. The answer is kept as given, to be given again until expires_at.
      `create table idempotency_keys (
        client_id text not null,
        idempotency_key text not null,
        fingerprint text not null,
        token uuid not null,
        reserved_at timestamptz not null,
        expires_at timestamptz not null,
        status smallint,
        content_type text,
        response text,
        quote_id text,
        primary key (client_id, idempotency_key)
        )`,
      `create index idempotency_keys_by_expires_at on idempotency_keys (expires_at)`,
    ],
  },
  {
    version: 5,
    name: "quote records say whether the service allowed unapproved tables",
    statements: [
      // The service prices only tables signed off as they are, unless its operator set
      // PMI_ALLOW_UNAPPROVED_TABLES: each record says whether it was priced under that setting.
      // Records kept before this migration were priced before the setting existed: false.
      `alter table quote_records add column unapproved_tables_allowed boolean not null default false`,
    ],
  },
];

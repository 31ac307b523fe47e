import type { KeptAnswer } from "pmi-rating/http";
import type { SqlClient, SqlRow } from "./sqlClient.js";

/** A request's claim on an idempotency key, as the store reserves it. */
export interface StoredKeyClaim {
  readonly clientId: string;
  readonly key: string;
  readonly fingerprint: string;
  /** This request's own id of the reservation (a UUID): only it may keep an answer under the key, or give it up. */
  readonly token: string;
  /** When the request was received (ISO 8601). */
  readonly reservedAt: string;
  /** When its window ends (ISO 8601): from then on the key is free. */
  readonly expiresAt: string;
  /** A reservation still unanswered and made before this (ISO 8601) is abandoned (its process stopped mid-answer): the claim takes it over. */
  readonly abandonedBefore: string;
}

/** What the store found for a claim: as `KeyReservation` of pmi-rating/http, `reserved` meaning reserved for this claim's token. */
export type StoredKeyState =
  { readonly state: "reserved" } | { readonly state: "in-flight" } | { readonly state: "reused" } | { readonly state: "answered"; readonly answer: KeptAnswer };

/** The store's idempotency keys (migration 4), shared by every process on one database. */
export interface IdempotencyKeyTable {
  /**
   * Reserves a key for a claim in one statement (`insert ... on conflict`), so that of two
   * claims at once, in any processes, one is reserved: a new key, or one whose window has
   * ended, or one abandoned unanswered, is reserved; otherwise the key's state is read.
   */
  reserveIdempotencyKey(claim: StoredKeyClaim): Promise<StoredKeyState>;
  /** Keeps the answer under a key reserved with this token (nothing, if the reservation was taken over). */
  completeIdempotencyKey(clientId: string, key: string, token: string, answer: KeptAnswer): Promise<void>;
  /** Gives up a key reserved with this token (nothing, if the reservation was taken over). */
  releaseIdempotencyKey(clientId: string, key: string, token: string): Promise<void>;
  /** Deletes every key whose window ended at or before `before` (ISO 8601); resolves to how many. */
  purgeIdempotencyKeys(before: string): Promise<number>;
}

/** A key being taken over by another request's claim at once: read again, at most this many times. */
const MOST_READS = 3;

const RESERVE = `insert into idempotency_keys as kept (client_id, idempotency_key, fingerprint, token, reserved_at, expires_at)
  values ($1, $2, $3, $4, $5, $6)
  on conflict (client_id, idempotency_key) do update
    set fingerprint = excluded.fingerprint, token = excluded.token, reserved_at = excluded.reserved_at, expires_at = excluded.expires_at,
        status = null, content_type = null, response = null, quote_id = null
    where kept.expires_at <= excluded.reserved_at or (kept.status is null and kept.reserved_at < $7::timestamptz)
  returning token`;

function stateOf(row: SqlRow, claim: StoredKeyClaim): StoredKeyState {
  if (row.fingerprint !== claim.fingerprint) return { state: "reused" };
  if (row.status === null || row.status === undefined) return { state: "in-flight" };
  const answer: KeptAnswer = {
    status: Number(row.status),
    contentType: String(row.content_type),
    body: String(row.response),
    ...(typeof row.quote_id === "string" ? { quoteId: row.quote_id } : {}),
  };
  return { state: "answered", answer };
}

/**
 * The idempotency keys of a migrated quote store on a SQL connection (PostgreSQL or PGlite).
 * Every statement goes to the database itself, never through the embedded store's journal:
 * a key is reserved before the answer, in every mode, and one database decides for every
 * process that shares it.
 *
 * @example
 * const keys = idempotencyKeyTableOf(client);
 * await keys.reserveIdempotencyKey({ clientId, key, fingerprint, token, reservedAt, expiresAt, abandonedBefore }); // { state: "reserved" }
 */
export function idempotencyKeyTableOf(client: Pick<SqlClient, "query">): IdempotencyKeyTable {
  return {
    async reserveIdempotencyKey(claim) {
      for (let read = 1; ; read += 1) {
        const parameters = [claim.clientId, claim.key, claim.fingerprint, claim.token, claim.reservedAt, claim.expiresAt, claim.abandonedBefore];
        if ((await client.query(RESERVE, parameters, { prepareAs: "reserve-idempotency-key" })).length > 0) return { state: "reserved" };
        const [row] = await client.query(
          "select fingerprint, status, content_type, response, quote_id from idempotency_keys where client_id = $1 and idempotency_key = $2",
          [claim.clientId, claim.key],
        );
        if (row !== undefined) return stateOf(row, claim);
        // Given up between the two statements: claim it again, or, if it keeps changing hands, say it is in flight.
        if (read === MOST_READS) return { state: "in-flight" };
      }
    },
    async completeIdempotencyKey(clientId, key, token, answer) {
      await client.query(
        "update idempotency_keys set status = $4, content_type = $5, response = $6, quote_id = $7 where client_id = $1 and idempotency_key = $2 and token = $3",
        [clientId, key, token, answer.status, answer.contentType, answer.body, answer.quoteId ?? null],
      );
    },
    async releaseIdempotencyKey(clientId, key, token) {
      await client.query("delete from idempotency_keys where client_id = $1 and idempotency_key = $2 and token = $3", [clientId, key, token]);
    },
    async purgeIdempotencyKeys(before) {
      const [row] = await client.query("with deleted as (delete from idempotency_keys where expires_at <= $1 returning 1) select count(*) as count from deleted", [
        before,
      ]);
      return Number(row?.count ?? 0);
    },
  };
}

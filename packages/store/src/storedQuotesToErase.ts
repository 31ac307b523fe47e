import type { ErasureSelection } from "./erasureSelection.js";
import { requestNamesPerson } from "./erasureSelection.js";
import type { SqlClient } from "./sqlClient.js";

/** Records read a page at a time while looking for a person's, and ids deleted a statement at a time. */
const PAGE_SIZE = 1_000;

/**
 * The quote ids in the database that a selection names, oldest first. By person, the database
 * hands only the requests whose text holds the date of birth (or a `\u` escape, behind which a
 * date may hide in JSON), a page at a time in the order of the time index, and each is read as
 * JSON here (`requestNamesPerson`).
 *
 * @example
 * await storedQuotesToErase(client, { dateOfBirth: "1988-09-14", postcode: "SW1A 1AA" }); // ["0190a1b2-..."]
 */
export async function storedQuotesToErase(client: Pick<SqlClient, "query">, selection: ErasureSelection): Promise<string[]> {
  if ("quoteIds" in selection) {
    const found: string[] = [];
    for (let start = 0; start < selection.quoteIds.length; start += PAGE_SIZE) {
      const rows = await client.query("select quote_id from quote_records where quote_id = any(string_to_array($1, ',')::uuid[]) order by received_at, quote_id", [
        selection.quoteIds.slice(start, start + PAGE_SIZE).join(","),
      ]);
      for (const row of rows) found.push(String(row.quote_id));
    }
    return found;
  }
  const dateOfBirth = selection.dateOfBirth.trim();
  const found: string[] = [];
  let after: [string, string] = ["-infinity", "00000000-0000-0000-0000-000000000000"];
  for (;;) {
    const rows = await client.query(
      `select quote_id, request, received_at::text as page_received_at from quote_records
       where (strpos(request, $1) > 0 or strpos(request, $2) > 0) and (received_at, quote_id) > ($3::timestamptz, $4::uuid)
       order by received_at, quote_id limit $5`,
      [dateOfBirth, "\\u", ...after, PAGE_SIZE],
    );
    for (const row of rows) if (requestNamesPerson(String(row.request), selection)) found.push(String(row.quote_id));
    const last = rows[rows.length - 1];
    if (rows.length < PAGE_SIZE || last === undefined) return found;
    after = [String(last.page_received_at), String(last.quote_id)];
  }
}

/** Deletes the records of these quote ids; resolves to the ids deleted. */
export async function deleteStoredQuotes(client: Pick<SqlClient, "query">, quoteIds: readonly string[]): Promise<string[]> {
  const deleted: string[] = [];
  for (let start = 0; start < quoteIds.length; start += PAGE_SIZE) {
    const rows = await client.query("delete from quote_records where quote_id = any(string_to_array($1, ',')::uuid[]) returning quote_id", [
      quoteIds.slice(start, start + PAGE_SIZE).join(","),
    ]);
    for (const row of rows) deleted.push(String(row.quote_id));
  }
  return deleted;
}

import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPreparedQuery } from "./createPreparedQuery.js";

describe("createPreparedQuery", () => {
  let database: PGlite;
  beforeAll(async () => {
    database = await PGlite.create();
    await database.query("create table notes (id uuid primary key, body text not null, count smallint, seen boolean, at timestamptz)");
  }, 120_000);
  afterAll(async () => {
    await database.close();
  });

  const preparedNames = async () => (await database.query<{ name: string }>("select name from pg_prepared_statements order by name")).rows.map((row) => row.name);

  it("gives the rows PGlite's query gives, for text, numbers, booleans, dates and nulls", async () => {
    const prepared = createPreparedQuery(database);
    const text = "select $1::text as body, $2::int as count, $3::boolean as seen, $4::timestamptz as at, $5::text as nothing";
    const parameters = ['{"a": "b\\\\c", "£": "ü — \u2028"}', 42, true, new Date("2026-01-02T03:04:05.678Z"), null];
    const expected = (await database.query(text, parameters)).rows;
    expect(await prepared(text, parameters, "kinds")).toEqual(expected);
    expect(expected).toEqual([{ body: parameters[0], count: 42, seen: true, at: new Date("2026-01-02T03:04:05.678Z"), nothing: null }]);
  });

  it("parses a statement once per name, however often it runs, and keeps what it writes exactly", async () => {
    const prepared = createPreparedQuery(database);
    const insert = "insert into notes (id, body, count, seen, at) values ($1, $2, $3, $4, $5)";
    const bodies = ['{"quote": "it\'s \\"exact\\""}', "tab\tnewline\nend", "😀 — £", "", `${"é".repeat(40_000)}😀`];
    for (const [index, body] of bodies.entries()) {
      expect(await prepared(insert, [`00000000-0000-7000-8000-00000000000${index}`, body, index, false, "2026-01-01T00:00:00Z"], "insert-note")).toEqual([]);
    }
    expect((await preparedNames()).filter((name) => name === "insert-note")).toEqual(["insert-note"]);
    const stored = await database.query<{ body: string }>("select body from notes where id::text like '00000000-0000-7000-8000-00000000000_' order by id");
    expect(stored.rows.map((row) => row.body)).toEqual(bodies);
  });

  it("rejects with PostgreSQL's error and code, and runs the next statement under the name as if nothing happened", async () => {
    const prepared = createPreparedQuery(database);
    const text = "select $1::uuid as id";
    await expect(prepared(text, ["not-a-uuid"], "uuid")).rejects.toMatchObject({ code: "22P02", message: expect.stringContaining("not-a-uuid") });
    expect(await prepared(text, ["00000000-0000-7000-8000-000000000000"], "uuid")).toEqual([{ id: "00000000-0000-7000-8000-000000000000" }]);
    await expect(prepared("selec 1", [], "broken")).rejects.toMatchObject({ code: "42601" });
    expect(await prepared("select 1 as one", [], "broken")).toEqual([{ one: 1 }]);
    // A name asked for with another text runs that text.
    expect(await prepared("select 2 as two", [], "broken")).toEqual([{ two: 2 }]);
  });

  it("runs nothing, at once, for a parameter that has no text of its own (the caller uses query)", async () => {
    const prepared = createPreparedQuery(database);
    const before = await preparedNames();
    expect(prepared("select $1::text as value", [{ an: "object" }], "object")).toBeUndefined();
    expect(prepared("select $1::text as value", [["an", "array"]], "object")).toBeUndefined();
    expect(await preparedNames()).toEqual(before);
  });
});

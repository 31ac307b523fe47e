import { describe, expect, it } from "vitest";
import { openPostgresClient } from "./openPostgresClient.js";
import { freshPostgresLocation, POSTGRES_SKIP_REASON, TEST_DATABASE_URL } from "./testing/testStoreLocations.js";

// The trial's switch (openPostgresClient): this file tests the pool in its thread.
process.env.PMI_PG_IN_WORKER = "1";

describe.skipIf(TEST_DATABASE_URL === undefined)(
  `PostgreSQL through pg in a worker thread (${TEST_DATABASE_URL === undefined ? POSTGRES_SKIP_REASON : "TEST_DATABASE_URL"})`,
  () => {
    it("keeps a transaction's statements on one connection beside other statements, and the error's SQLSTATE code", async () => {
      const client = await openPostgresClient((await freshPostgresLocation(TEST_DATABASE_URL!)).databaseUrl, { maxConnections: 2 });
      try {
        await client.query("create table kept (n int primary key)");
        const pids = await client.transaction(async (transaction) => {
          await transaction.query("insert into kept values (1)");
          // Outside the transaction its row is not seen yet: the pool's other connection answers.
          const outside = await client.query("select count(*)::int as n from kept");
          const inside = await transaction.query("select count(*)::int as n from kept");
          const [first] = await transaction.query("select pg_backend_pid() as pid");
          const [second] = await transaction.query("select pg_backend_pid() as pid");
          return { outside: outside[0]?.n, inside: inside[0]?.n, same: first?.pid === second?.pid };
        });
        expect(pids).toEqual({ outside: 0, inside: 1, same: true });
        await expect(client.query("insert into kept values (1)")).rejects.toMatchObject({ code: "23505" });
      } finally {
        await client.close();
      }
    });

    it("rolls back a transaction that throws, and gives its connection back to the pool", async () => {
      const client = await openPostgresClient((await freshPostgresLocation(TEST_DATABASE_URL!)).databaseUrl, { maxConnections: 1 });
      try {
        await client.query("create table kept (n int)");
        for (let attempt = 0; attempt < 3; attempt += 1) {
          await expect(
            client.transaction(async (transaction) => {
              await transaction.query("insert into kept values (1)");
              await transaction.query("select 1/0");
            }),
          ).rejects.toMatchObject({ code: "22012" });
        }
        expect(await client.query("select count(*)::int as n from kept")).toEqual([{ n: 0 }]);
      } finally {
        await client.close();
      }
    });

    it("fails every statement once closed", async () => {
      const client = await openPostgresClient((await freshPostgresLocation(TEST_DATABASE_URL!)).databaseUrl);
      await client.close();
      await expect(client.query("select 1")).rejects.toThrow(/closed/);
    });
  },
);

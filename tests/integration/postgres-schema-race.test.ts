import pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { migrateDownToEmpty, migrateToLatest } from "~/db/db.server";
import { freshDatabase, type FreshDatabase } from "../support/databases";

// Tests in parallel workers, and other runs on the same PostgreSQL, create and drop schemas all the time. Migrating
// and introspecting our own schema must not trip over theirs: Kysely's stock introspector looked every schema up by
// name and failed with "schema … does not exist" when one was dropped under it (decision 127).

const url = process.env.TEST_DATABASE_URL;

/** Creates schemas with a table and drops each one round later, on a connection of its own, until stopped. */
function churnSchemas(connectionString: string, name: string) {
  let running = true;
  let rounds = 0;
  const done = (async () => {
    const client = new pg.Client({ connectionString });
    await client.connect();
    const schema = (round: number) => `churn_${name}_${process.pid}_${round}`;
    try {
      while (running) {
        await client.query(`create schema ${schema(rounds)}; create table ${schema(rounds)}.t (a int)`);
        if (rounds > 0) await client.query(`drop schema ${schema(rounds - 1)} cascade`);
        rounds++;
      }
    } finally {
      if (rounds > 0) await client.query(`drop schema if exists ${schema(rounds - 1)} cascade`);
      await client.end();
    }
  })();
  return {
    rounds: () => rounds,
    stop: async () => {
      running = false;
      await done;
      return rounds;
    },
  };
}

describe.skipIf(!url)(url ? "PostgreSQL migrations while other schemas come and go" : "skipped: TEST_DATABASE_URL is not set", () => {
  let fresh: FreshDatabase;

  beforeEach(async () => {
    fresh = await freshDatabase("postgres");
  });
  afterEach(async () => {
    await fresh.cleanup();
  });

  it("migrates down and up, and lists its own tables, without failing on a schema dropped meanwhile", async () => {
    const churns = [churnSchemas(url!, "a"), churnSchemas(url!, "b")];
    const dropped = () => churns.reduce((sum, churn) => sum + churn.rounds(), 0);
    try {
      for (let round = 0; round < 3; round++) {
        await migrateDownToEmpty(fresh.db);
        expect(await fresh.tables()).toEqual([]);
        await migrateToLatest(fresh.db);
      }
      // Without the fix this failed within a second (3 runs of 3); reads go on while 200 schemas are dropped.
      while (dropped() < 200) expect(await fresh.tables()).toContain("leads");
    } finally {
      for (const churn of churns) await churn.stop();
    }
  });

  it("sees only the tables of its own schema", async () => {
    const other = await freshDatabase("postgres");
    try {
      const tables = await fresh.db.introspection.getTables();
      expect(new Set(tables.map((table) => table.schema))).toEqual(new Set([fresh.schema]));
      expect(tables.map((table) => table.name)).not.toContain("kysely_migration");
      const withKysely = await fresh.db.introspection.getTables({ withInternalKyselyTables: true });
      expect(withKysely.map((table) => table.name)).toEqual(expect.arrayContaining(["kysely_migration", "kysely_migration_lock", "leads"]));
      const sequence = tables.find((table) => table.name === "lead_sequence");
      expect(sequence?.columns).toEqual([
        expect.objectContaining({ name: "value", dataType: "int4", isAutoIncrementing: true, isNullable: false }),
      ]);
    } finally {
      await other.cleanup();
    }
  });
});

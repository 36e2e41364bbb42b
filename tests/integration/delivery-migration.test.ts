import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createMigrator, migrateToLatest } from "~/db/db.server";
import { migrations } from "~/db/migrations";
import { backends, type FreshDatabase } from "../support/databases";

// Migration 0002 (leases, confirmation tokens, purge index) goes up and down on both databases.

describe.each(backends)("migration 0002_delivery on $name", ({ available, open }) => {
  describe.skipIf(!available)(available ? "fresh database" : "skipped: TEST_DATABASE_URL is not set", () => {
    let fresh: FreshDatabase;

    beforeEach(async () => {
      fresh = await open();
    });
    afterEach(async () => {
      await fresh.cleanup();
    });

    const shape = async () => {
      const tables = await fresh.db.introspection.getTables();
      const columns = (name: string) =>
        tables
          .find((table) => table.name === name)
          ?.columns.map((column) => column.name)
          .sort();
      return { jobs: columns("delivery_jobs"), tokens: columns("newsletter_tokens") };
    };

    it("adds the lease columns and the token table, and removes them again", async () => {
      expect(await shape()).toEqual({
        jobs: expect.arrayContaining(["locked_by", "locked_until"]),
        tokens: ["created_at", "expires_at", "id", "subscriber_id", "token_hash", "used_at"],
      });

      const migrator = await createMigrator(fresh.db);
      const down = await migrator.migrateTo("0001_leads");
      expect(down.error).toBeUndefined();
      // Every later migration is undone first, newest first.
      const later = Object.keys(migrations).filter((name) => name > "0001_leads");
      expect(down.results?.map((result) => [result.migrationName, result.direction, result.status])).toEqual(
        [...later].reverse().map((name) => [name, "Down", "Success"]),
      );
      const after = await shape();
      expect(after.tokens).toBeUndefined();
      expect(after.jobs).not.toContain("locked_by");
      expect(after.jobs).not.toContain("locked_until");

      expect((await migrateToLatest(fresh.db)).map((result) => result.migrationName)).toEqual(later);
      expect((await shape()).tokens).toHaveLength(6);
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseUnreachableError, openDb } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { CONTENT_TABLES, seed } from '../src/db/seed';
import { createTestDb, type TestDb } from './helpers/app';
import { content } from './helpers/oracle';

let test: TestDb;
beforeAll(async () => {
  test = await createTestDb();
});
afterAll(async () => {
  await test?.close();
});

async function count(table: string): Promise<number> {
  const result = await test.db.query<{ count: number }>(`select count(*)::int as count from ${table}`);
  return result.rows[0]!.count;
}

describe('database preparation', () => {
  it('when the database has been seeded, then every content entity has a row', async () => {
    const data = content();
    expect(await count('products')).toBe(data.products.length);
    expect(await count('recipes')).toBe(data.recipes.length);
    expect(await count('plus_ones')).toBe(data.plusOnes.length);
    expect(await count('home_blocks')).toBe(data.homeBlocks.length);
    expect(await count('curated_lists')).toBe(data.curatedLists.length);
    expect(await count('seo')).toBe(data.seo.length);
    const lookups = Object.values(data.lookups).reduce((sum, items) => sum + items.length, 0);
    expect(await count('lookups')).toBe(lookups);
    expect(await count('search_words')).toBeGreaterThan(0);
  });

  it('when the database has been seeded, then the planner knows how many rows each content table holds', async () => {
    // PGlite has no autovacuum: without statistics every plan assumed a few rows a table (issue 12).
    for (const table of CONTENT_TABLES) {
      const planned = await test.db.query<{ rows: number }>(
        'select reltuples::int as rows from pg_class where oid = $1::regclass',
        [table],
      );
      expect(planned.rows[0]!.rows, table).toBe(await count(table));
    }
  });

  it('when a query has parameters, then it is prepared once and its later calls reuse it', async () => {
    // In one transaction: one connection of the pool (prepared statements belong to a session).
    await test.db.transaction(async (tx) => {
      const sql = 'select slug from products where slug = $1';
      const preparedAs = async () =>
        (
          await tx.query<{ name: string }>('select name from pg_prepared_statements where statement = $1', [
            sql,
          ])
        ).rows;
      expect((await tx.query(sql, ['no-such-slug'])).rows).toEqual([]);
      const prepared = await preparedAs();
      expect(prepared).toHaveLength(1);
      const { slug } = (await tx.query<{ slug: string }>('select slug from products limit 1')).rows[0]!;
      expect((await tx.query<{ slug: string }>(sql, [slug])).rows).toEqual([{ slug }]);
      expect(await preparedAs()).toEqual(prepared);
    });
  });

  it('when migrations run again, then nothing is applied twice', async () => {
    const before = await count('schema_migrations');
    expect(await migrate(test.db)).toEqual([]);
    expect(await count('schema_migrations')).toBe(before);
  });

  it('when seed runs on a seeded database, then it changes nothing', async () => {
    const before = await count('products');
    const result = await seed(test.db);
    expect(result.seeded).toBe(false);
    expect(await count('products')).toBe(before);
  });

  it('when a transaction throws, then none of its writes remain', async () => {
    const before = await count('seo');
    await expect(
      test.db.transaction(async (tx) => {
        await tx.query(`insert into seo (path, doc) values ('/rolled-back', '{}')`);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await count('seo')).toBe(before);
  });

  it('when a query is wrong, then the error is the database error, not a 503', async () => {
    await expect(test.db.query('select * from no_such_table')).rejects.toThrow(/no_such_table/);
  });
});

describe('opening PostgreSQL at start-up', () => {
  it('when nothing listens at DATABASE_URL, then it fails naming the variable, the host and the cause, never the password', async () => {
    // Nothing listens on port 1: the connection is refused, as when the server is down or the URL is wrong.
    const opening = openDb({
      databaseUrl: 'postgres://larder:s3cret-pa55@127.0.0.1:1/larder',
      checkConnection: true,
    });
    const error = await opening.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(DatabaseUnreachableError);
    const { message } = error as Error;
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain('127.0.0.1:1/larder');
    expect(message).toContain('ECONNREFUSED');
    expect(message).not.toContain('s3cret-pa55');
  });
});

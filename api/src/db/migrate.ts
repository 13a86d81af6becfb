import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrationsDir } from '../paths';
import type { Db } from './db';

/** Arbitrary constant: serialises concurrent start-ups against one PostgreSQL. */
const MIGRATION_LOCK = 7_310_245;

/**
 * Applies the `NNN_name.sql` files of the migrations folder that `schema_migrations` does not list yet, in
 * name order, in one transaction. Returns the names it applied.
 */
export async function migrate(db: Db, dir: string = migrationsDir()): Promise<string[]> {
  const files = readdirSync(dir)
    .filter((name) => /^\d+_[\w-]+\.sql$/.test(name))
    .sort();
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(
      'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
    );
    const done = new Set(
      (await tx.query<{ name: string }>('select name from schema_migrations')).rows.map((row) => row.name),
    );
    const applied: string[] = [];
    for (const name of files) {
      if (done.has(name)) continue;
      await tx.query(readFileSync(join(dir, name), 'utf8'));
      await tx.query('insert into schema_migrations (name) values ($1)', [name]);
      applied.push(name);
    }
    return applied;
  });
}

import type { Queryable } from '../db';

/** A trivial query: resolves when the database answers. */
export async function ping(db: Queryable): Promise<void> {
  await db.query('select 1');
}

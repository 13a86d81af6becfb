import type { Db } from '../db/db';
import { ping } from '../db/queries/health';

export interface Health {
  status: 'ok' | 'error';
  database: 'ok' | 'down';
  engine: Db['engine'];
}

/** Whether the database answers a trivial query. */
export async function checkHealth(db: Db): Promise<Health> {
  try {
    await ping(db);
    return { status: 'ok', database: 'ok', engine: db.engine };
  } catch {
    return { status: 'error', database: 'down', engine: db.engine };
  }
}

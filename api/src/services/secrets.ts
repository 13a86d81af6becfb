import type { Queryable } from '../db/db';
import { sharedSecret } from '../db/queries/shared';

/**
 * Secrets every process of a deployment must share (the ALTCHA HMAC key, the key that hashes client addresses),
 * generated once in the database and read once per process. A failed read (the database is down) is retried on the
 * next call.
 */
export interface Secrets {
  get(name: SecretName): Promise<string>;
}

export type SecretName = 'altcha-hmac' | 'client-address';

export function createSecrets(db: Queryable): Secrets {
  const cache = new Map<SecretName, Promise<string>>();
  return {
    get(name) {
      let value = cache.get(name);
      if (value === undefined) {
        value = sharedSecret(db, name);
        cache.set(name, value);
        value.catch(() => cache.delete(name));
      }
      return value;
    },
  };
}

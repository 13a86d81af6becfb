import type { FallbackEntry } from '@larder/client';

/** A fallback entry, or none when the call fails: the page then loads it in the browser and shows the failure. */
export async function optional<T>(load: Promise<FallbackEntry<T>>): Promise<FallbackEntry<unknown>[]> {
  try {
    return [await load];
  } catch {
    return [];
  }
}

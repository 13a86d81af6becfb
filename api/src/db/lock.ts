import {
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { dirname } from 'node:path';

/**
 * Which process is which, and whether one is still alive: the outbox marks the rows a process is sending with its
 * tag (so a sibling on the same machine can take them back the moment it dies), and PGlite's folder is held by one
 * process through a lock file.
 */

export interface ProcessId {
  host: string;
  pid: number;
  /** When the process started (Linux: clock ticks since boot, from /proc); '' where unknown. */
  start: string;
}

/** Start time of a process from /proc (Linux), so a recycled pid is not taken for the process that died. */
function startOf(pid: number): string {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces; field 22 is the start time.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? '';
  } catch {
    return '';
  }
}

export const self: ProcessId = { host: hostname(), pid: process.pid, start: startOf(process.pid) };

/** `host/pid/start`, stored in the outbox's `claimed_by`. */
export function processTag(id: ProcessId = self): string {
  return `${id.host}/${id.pid}/${id.start}`;
}

export function parseTag(tag: string): ProcessId | undefined {
  const match = /^(.*)\/(\d+)\/(\d*)$/.exec(tag);
  if (match === null) return undefined;
  return { host: match[1]!, pid: Number(match[2]), start: match[3]! };
}

/** Whether a process of this machine is running; undefined for a process of another machine (nobody can tell). */
export function isAlive(id: ProcessId): boolean | undefined {
  if (id.host !== self.host) return undefined;
  if (id.pid === self.pid) return id.start === self.start;
  try {
    process.kill(id.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const start = startOf(id.pid);
  return id.start === '' || start === '' || start === id.start;
}

/** Another live process holds the lock: its pid and host, for the message. */
export class LockHeldError extends Error {
  constructor(
    readonly file: string,
    readonly holder: ProcessId,
  ) {
    super(`${file} is held by process ${holder.pid} on ${holder.host}`);
    this.name = 'LockHeldError';
  }
}

/** How often the holder touches its lock file, and after how long an untouched one from another machine is stale. */
const TOUCH_MS = 5_000;
const STALE_MS = 30_000;

export interface Lock {
  release(): void;
}

function readHolder(file: string): ProcessId | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as ProcessId;
  } catch {
    return undefined;
  }
}

function heldBy(file: string, holder: ProcessId | undefined): boolean {
  if (holder === undefined) return false;
  const alive = isAlive(holder);
  if (alive !== undefined) return alive;
  // Another machine shares the folder: alive while it keeps touching the file.
  try {
    return Date.now() - statSync(file).mtimeMs < STALE_MS;
  } catch {
    return false;
  }
}

/**
 * Takes `file` as an exclusive lock for this process: created atomically (a hard link of a temporary file), taken
 * over when its holder is dead, refused with `LockHeldError` while the holder lives. The holder touches the file
 * every few seconds, so a holder on another machine that stops doing so is known to be gone.
 */
export function acquireLock(file: string): Lock {
  mkdirSync(dirname(file), { recursive: true });
  const mine = JSON.stringify(self);
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, mine);
  try {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      try {
        linkSync(temporary, file);
        const timer = setInterval(() => {
          const now = new Date();
          try {
            utimesSync(file, now, now);
          } catch {
            // The folder went away; nothing to keep fresh.
          }
        }, TOUCH_MS);
        timer.unref();
        return {
          release() {
            clearInterval(timer);
            try {
              if (readFileSync(file, 'utf8') === mine) unlinkSync(file);
            } catch {
              // already gone
            }
          },
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = readHolder(file);
      if (heldBy(file, holder)) throw new LockHeldError(file, holder!);
      // Stale: move it aside, and put it back if what was moved is not what was judged stale (a racing start
      // took the lock in between).
      const aside = `${file}.${process.pid}.stale`;
      try {
        renameSync(file, aside);
      } catch {
        continue;
      }
      const moved = readFileSync(aside, 'utf8');
      if (holder === undefined || moved === JSON.stringify(holder)) {
        unlinkSync(aside);
      } else {
        try {
          linkSync(aside, file);
        } catch {
          // someone holds it now; the next attempt sees them
        }
        unlinkSync(aside);
      }
    }
    throw new Error(`Could not take the lock ${file}`);
  } finally {
    unlinkSync(temporary);
  }
}

/**
 * The reality check's timer, kept in localStorage so it survives a reload and every tab of the site
 * shares it: the session it belongs to, when that session started (this device's clock) and when the
 * next check is due. A tab that acknowledges a check writes the next due time; the others hear of it
 * through the `storage` event and close their dialog.
 */
export const REALITY_CHECK_STORAGE_KEY = 'wl-reality-check';

export interface RealityCheckRecord {
  /** merchant, account and the platform's session start: a new sign-in starts a new timer */
  session: string;
  startedAt: number;
  dueAt: number;
}

function parse(text: string | null): RealityCheckRecord | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<RealityCheckRecord>;
    return typeof value.session === 'string' &&
      typeof value.startedAt === 'number' &&
      typeof value.dueAt === 'number'
      ? { session: value.session, startedAt: value.startedAt, dueAt: value.dueAt }
      : null;
  } catch {
    return null;
  }
}

function write(storage: Storage, record: RealityCheckRecord): RealityCheckRecord {
  try {
    storage.setItem(REALITY_CHECK_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // storage full or blocked: the timer still runs in this tab
  }
  return record;
}

/** This session's timer: the stored one when it is this session's, else a new one due after `intervalMs`. */
export function sessionTimer(
  storage: Storage,
  session: string,
  startedAt: number,
  intervalMs: number,
): RealityCheckRecord {
  const stored = parse(storage.getItem(REALITY_CHECK_STORAGE_KEY));
  if (stored?.session === session) return stored;
  return write(storage, { session, startedAt, dueAt: startedAt + intervalMs });
}

/** The player acknowledged a check (or changed the interval): the next is due `intervalMs` from now. */
export function nextCheck(
  storage: Storage,
  record: RealityCheckRecord,
  intervalMs: number,
  now: number,
): RealityCheckRecord {
  return write(storage, { ...record, dueAt: now + intervalMs });
}

/** Calls `listener` when another tab writes the timer. */
export function onTimerChange(listener: (record: RealityCheckRecord | null) => void): () => void {
  const handle = (event: StorageEvent) => {
    if (event.key === REALITY_CHECK_STORAGE_KEY) listener(parse(event.newValue));
  };
  window.addEventListener('storage', handle);
  return () => window.removeEventListener('storage', handle);
}

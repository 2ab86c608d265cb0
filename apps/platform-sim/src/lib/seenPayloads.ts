/**
 * The IVs of the encrypted payloads taken lately, to refuse a replay. A payload is only taken within
 * PAYLOAD_MAX_AGE_MS of its timestamp, so its IV is kept until then and swept afterwards; the map is
 * capped, and when it is full of live IVs new payloads are refused (a replay is never let through).
 */
import { PAYLOAD_MAX_AGE_MS } from '../contract';

/** Far above any honest rate (it holds up to 10 minutes of encrypted calls); about 10 MB when full. */
export const SEEN_PAYLOADS_CAPACITY = 100_000;
const SWEEP_EVERY_MS = 1_000;

export type PayloadVerdict = 'fresh' | 'replayed' | 'full';

export class SeenPayloads {
  /** IV -> when it may be forgotten (the payload's timestamp plus the window) */
  readonly #forgetAt = new Map<string, number>();
  #sweptAt = Number.NEGATIVE_INFINITY;

  constructor(readonly capacity = SEEN_PAYLOADS_CAPACITY) {}

  get size(): number {
    return this.#forgetAt.size;
  }

  /** Remembers a payload's IV unless it was seen already or there is no room. */
  take(iv: string, timestamp: number, now: number): PayloadVerdict {
    if (now - this.#sweptAt >= SWEEP_EVERY_MS) this.#sweep(now);
    if (this.#forgetAt.has(iv)) return 'replayed';
    if (this.#forgetAt.size >= this.capacity) return 'full';
    this.#forgetAt.set(iv, timestamp + PAYLOAD_MAX_AGE_MS);
    return 'fresh';
  }

  #sweep(now: number): void {
    this.#sweptAt = now;
    for (const [iv, forgetAt] of this.#forgetAt) if (forgetAt < now) this.#forgetAt.delete(iv);
  }
}

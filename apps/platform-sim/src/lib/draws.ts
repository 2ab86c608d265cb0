import { createPrng, hashSeed } from './prng';

/** How a lottery game draws: every N seconds, or once a day at a Vietnam-time hour on some weekdays. */
export type DrawSchedule =
  | { kind: 'interval'; seconds: number }
  | { kind: 'daily'; minuteOfDay: number; weekdays: number[] };

export type NumberFormat = 'vn' | 'keno' | 'digits' | 'lott';

const VIETNAM_OFFSET_MS = 7 * 3600_000;
const DAY_MS = 86_400_000;

/** Weekday number of the spec (1 = Sunday .. 7 = Saturday) of an instant in Vietnam time. */
export function vnWeekday(ms: number): number {
  return new Date(ms + VIETNAM_OFFSET_MS).getUTCDay() + 1;
}

/** Draw instants around `nowMs`: the next draw strictly after now and the one before it. */
export function drawsAround(
  schedule: DrawSchedule,
  nowMs: number,
): { previous: number; next: number } {
  if (schedule.kind === 'interval') {
    const step = schedule.seconds * 1000;
    const next = (Math.floor(nowMs / step) + 1) * step;
    return { previous: next - step, next };
  }
  const localMidnight =
    Math.floor((nowMs + VIETNAM_OFFSET_MS) / DAY_MS) * DAY_MS - VIETNAM_OFFSET_MS;
  const instants: number[] = [];
  for (let day = -8; day <= 8; day++) {
    const at = localMidnight + day * DAY_MS + schedule.minuteOfDay * 60_000;
    if (schedule.weekdays.includes(vnWeekday(at))) instants.push(at);
  }
  const next = instants.find((at) => at > nowMs) ?? nowMs + DAY_MS;
  const previous = [...instants].reverse().find((at) => at <= nowMs) ?? next - DAY_MS;
  return { previous, next };
}

/** The last `count` draw instants at or before now, newest first. */
export function pastDraws(schedule: DrawSchedule, nowMs: number, count: number): number[] {
  const out: number[] = [];
  let cursor = nowMs;
  for (let i = 0; i < count; i++) {
    const { previous } = drawsAround(schedule, cursor);
    out.push(previous);
    cursor = previous - 1;
  }
  return out;
}

export function issueNumber(schedule: DrawSchedule, drawMs: number): string {
  const local = new Date(drawMs + VIETNAM_OFFSET_MS).toISOString();
  const date = local.slice(0, 10).replaceAll('-', '');
  if (schedule.kind === 'daily') return date;
  const perDay = Math.round(DAY_MS / (schedule.seconds * 1000));
  const index = Math.floor(((drawMs + VIETNAM_OFFSET_MS) % DAY_MS) / (schedule.seconds * 1000)) + 1;
  return `${date}${String(index).padStart(String(perDay).length, '0')}`;
}

const digits = (next: () => number, n: number): string =>
  Array.from({ length: n }, () => String(Math.floor(next() * 10))).join('');

/** Deterministic winning number of a draw in the wire format (`~` groups of comma values, or digits). */
export function winningNumber(gameCode: string, issue: string, format: NumberFormat): string {
  const prng = createPrng(hashSeed(`${gameCode}#${issue}`));
  switch (format) {
    case 'vn': {
      // DB, G1 .. G8 prize tiers: count x digit length per tier (southern layout).
      const tiers: [number, number][] = [
        [1, 6],
        [1, 5],
        [1, 5],
        [2, 5],
        [7, 5],
        [1, 4],
        [3, 4],
        [1, 3],
        [1, 2],
      ];
      return tiers
        .map(([count, length]) =>
          Array.from({ length: count }, () => digits(prng.next, length)).join(','),
        )
        .join('~');
    }
    case 'keno': {
      const picked = new Set<number>();
      while (picked.size < 20) picked.add(prng.int(1, 80));
      return [...picked]
        .sort((a, b) => a - b)
        .map((n) => String(n).padStart(2, '0'))
        .join(',');
    }
    case 'lott':
      return Array.from({ length: 5 }, () => String(prng.int(0, 9))).join(',');
    case 'digits':
      return digits(prng.next, 8);
  }
}

import { COUNTDOWN_TICK_MS, DAY_MS } from './timing';

/** The placeholder shown when a draw is not on sale or less than a second is left. */
export const CLOSED_COUNTDOWN = '-- : -- : --';

/**
 * A countdown ready to render. `kind` picks the shape: `closed` (placeholder), `clock`
 * (`hh:mm:ss`, under 24 hours) or `days` (days and hours, e.g. `2d 05h`). The numbers let a
 * translated template build its own text; `text` is the default English rendering.
 */
export interface Countdown {
  kind: 'closed' | 'clock' | 'days';
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  text: string;
}

const pad2 = (value: number) => String(value).padStart(2, '0');

/**
 * Formats the time left until a draw. Not on sale, under one second, or not a finite number:
 * `-- : -- : --`. Under 24 hours: `hh:mm:ss` (whole seconds, rounded down). Otherwise days and
 * hours: `2d 05h`. Never shows a negative number.
 */
export function formatCountdown(msLeft: number, isSale: boolean): Countdown {
  if (!isSale || !Number.isFinite(msLeft) || msLeft < COUNTDOWN_TICK_MS) {
    return { kind: 'closed', days: 0, hours: 0, minutes: 0, seconds: 0, text: CLOSED_COUNTDOWN };
  }
  const totalSeconds = Math.floor(msLeft / 1000);
  const days = Math.floor(msLeft / DAY_MS);
  const hours = Math.floor(totalSeconds / 3600) % 24;
  const minutes = Math.floor(totalSeconds / 60) % 60;
  const seconds = totalSeconds % 60;
  if (days === 0) {
    return {
      kind: 'clock',
      days,
      hours,
      minutes,
      seconds,
      text: `${pad2(hours)}:${pad2(minutes)}:${pad2(seconds)}`,
    };
  }
  return { kind: 'days', days, hours, minutes, seconds, text: `${days}d ${pad2(hours)}h` };
}

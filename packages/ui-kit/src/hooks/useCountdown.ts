import { useCallback, useEffect, useState } from 'react';

/**
 * Whole seconds left until a deadline, ticking once per second. Computed from the deadline (not by
 * decrementing) so a throttled background tab still shows the right number when it wakes up.
 */
export function useCountdown() {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    if (deadline === null) return undefined;
    const tick = () => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setSecondsLeft(left);
      if (left === 0) setDeadline(null);
    };
    tick();
    const id = setInterval(tick, 1000);
    return () => clearInterval(id);
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    if (seconds <= 0) return;
    setSecondsLeft(seconds);
    setDeadline(Date.now() + seconds * 1000);
  }, []);
  const stop = useCallback(() => {
    setDeadline(null);
    setSecondsLeft(0);
  }, []);

  return { secondsLeft, running: secondsLeft > 0, start, stop };
}

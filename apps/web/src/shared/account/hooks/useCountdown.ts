import { useCallback, useEffect, useRef, useState } from 'react';

/** Seconds left before an action may be repeated (the SMS button's "resend in 59 s"). Counts from a deadline, so a
 * throttled background tab still ends on time. */
export function useCountdown(now: () => number = Date.now) {
  const [deadline, setDeadline] = useState(0);
  const [left, setLeft] = useState(0);
  const clock = useRef(now);
  clock.current = now;

  useEffect(() => {
    if (deadline === 0) return;
    const tick = () => {
      const rest = Math.max(0, Math.ceil((deadline - clock.current()) / 1000));
      setLeft(rest);
      if (rest === 0) setDeadline(0);
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    if (seconds > 0) setDeadline(clock.current() + seconds * 1000);
  }, []);

  return { left, running: left > 0, start };
}

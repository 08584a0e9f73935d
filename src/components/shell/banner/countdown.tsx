'use client';

import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { remainingTime } from '@/domain/model/cms';
import { islandMessages as m } from '../client-messages';

/** Part 2 §9: the countdown ticks every second. */
export const COUNTDOWN_INTERVAL_MS = 1000;

/**
 * The announcement banner's countdown. The first render uses the server's clock (`nowMs`, from
 * context.now), so the server HTML and hydration show the same value and nothing moves; then it
 * follows the browser's clock every second until the end, where it stays at zero (part 2 §4).
 */
export function Countdown({ end, nowMs, className }: { end: string; nowMs: number; className?: string }) {
  const intl = useIntl();
  const [left, setLeft] = useState(() => remainingTime(end, new Date(nowMs)));

  useEffect(() => {
    const tick = () => {
      const next = remainingTime(end, new Date());
      setLeft(next);
      return next.totalMs > 0;
    };
    if (!tick()) return;
    const timer = setInterval(() => {
      if (!tick()) clearInterval(timer);
    }, COUNTDOWN_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [end]);

  return (
    <span className={className} role="timer" data-testid="announcement-countdown">
      {intl.formatMessage(m.endsIn)}{' '}
      <time dateTime={end}>{intl.formatMessage(m.countdown, { days: left.days, hours: left.hours, minutes: left.minutes, seconds: left.seconds })}</time>
    </span>
  );
}

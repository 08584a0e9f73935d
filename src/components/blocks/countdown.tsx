'use client';

import { useEffect, useState } from 'react';
import { remainingTime } from '@/domain/model/cms';

/** Countdown ticks every second until the end, then shows zero (part 2 §4, §9). */
export const COUNTDOWN_INTERVAL_MS = 1000;

export interface CountdownProps {
  end: string;
  /** The server's clock when it rendered: the first client render shows the same text (no hydration mismatch). */
  renderedAt: string;
  /** BCP 47 tag for the unit formats. */
  languageTag: string;
  label: string;
  className?: string;
}

/** "Ends in 3 d 4 h 12 min 9 s", with the browser's own unit words for the site's language. */
export function Countdown({ end, renderedAt, languageTag, label, className }: CountdownProps) {
  const [now, setNow] = useState(() => new Date(renderedAt));

  useEffect(() => {
    const tick = () => setNow(new Date());
    tick();
    const timer = window.setInterval(tick, COUNTDOWN_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);

  const left = remainingTime(end, now);
  const unit = (value: number, name: 'day' | 'hour' | 'minute' | 'second') =>
    new Intl.NumberFormat(languageTag, { style: 'unit', unit: name, unitDisplay: 'narrow' }).format(value);
  const parts = [
    left.days > 0 ? unit(left.days, 'day') : null,
    unit(left.hours, 'hour'),
    unit(left.minutes, 'minute'),
    unit(left.seconds, 'second'),
  ].filter((part): part is string => part !== null);

  return (
    <p className={className}>
      {label}{' '}
      <time role="timer" dateTime={`PT${Math.floor(left.totalMs / 1000)}S`}>
        {parts.join(' ')}
      </time>
    </p>
  );
}

'use client';

import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { COUNTDOWN_TICK_MS, remainingTime } from '@/domain/content/countdown';
import { uiMessages as m } from './messages';

export interface CountdownProps {
  /** The end of the countdown (an ISO instant from the CMS). */
  end: string;
  /** The server's clock when it rendered: the first render shows the same value (no hydration mismatch, nothing moves). */
  nowMs: number;
  /** The words before the time; "Ends in" by default. */
  label?: string;
  /** A paragraph of its own (jumbotrons) or a piece of a line (the announcement banner). */
  as?: 'p' | 'span';
  className?: string;
  'data-testid'?: string;
}

/**
 * The one countdown of the CMS's banners and jumbotrons (part 2 §4, §9). The first render uses the
 * server's clock; after mount it follows the browser's clock every second until the end, where it
 * stays at zero and stops ticking. Whether it shows at all is the caller's (isCountdownVisible).
 */
export function Countdown({ end, nowMs, label, as: Tag = 'span', className, 'data-testid': testId }: CountdownProps) {
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
    }, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [end]);

  return (
    <Tag className={className} role="timer" data-testid={testId}>
      {label ?? intl.formatMessage(m.countdownEndsIn)}{' '}
      <time dateTime={end}>
        {intl.formatMessage(m.countdownTime, { days: left.days, hours: left.hours, minutes: left.minutes, seconds: left.seconds })}
      </time>
    </Tag>
  );
}

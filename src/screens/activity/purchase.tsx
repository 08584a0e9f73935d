'use client';

import { lazy, Suspense, useId, useReducer } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { activityPriceFor, canStepParticipants, CLOSED_PURCHASE, participantRange, participantsFrom, purchaseChoice, stepParticipants } from '@/domain/activity';
import type { ActivityPrice } from '@/domain/model/activity';
import type { Locale } from '@/domain/model/locale';
import { activityPageHashStore } from '@/state/activity-hash-store';
import { ActivityPriceLines } from './price-lines';
import { purchaseMessages as m } from './purchase-messages';
import styles from './activity.module.css';

/** Radix's dialog and the hand-off load on the first Offer or Buy for myself, not with the page. */
const PurchaseConfirm = lazy(() => import('./purchase-confirm').then((module) => ({ default: module.PurchaseConfirm })));

export interface PurchaseProps {
  locale: Locale;
  voucherId: number;
  label: string;
  prices: readonly ActivityPrice[];
  /** Tests replace the browser's navigation. */
  navigate?(path: string): void;
}

/**
 * The voucher page's purchase block (part 2 §2, §4, §5): the participants stepper (hash `a`), the
 * price for that count, and Offer / Buy for myself, each opening the confirmation. The server and
 * the first render show the lowest priced count; the hash is read after mount.
 */
export function Purchase({ locale, voucherId, label, prices, navigate }: PurchaseProps) {
  const intl = useIntl();
  const id = useId();
  const requested = activityPageHashStore.useHashSelector((value) => value.participants);
  // Set once the hash is read and the handlers are attached: tests wait on it before clicking.
  const hydrated = activityPageHashStore.useHashHydrated();
  const count = participantsFrom(requested, prices);
  const range = participantRange(prices);
  const price = activityPriceFor([...prices], count);
  const [choice, dispatch] = useReducer(purchaseChoice, CLOSED_PURCHASE);

  const step = (delta: 1 | -1) => {
    const next = stepParticipants(count, delta, prices);
    if (next !== count) activityPageHashStore.set({ participants: next });
  };
  const canRemove = canStepParticipants(count, -1, prices);
  const canAdd = canStepParticipants(count, 1, prices);

  return (
    <div className={styles.purchase} data-testid="activity-purchase" data-hydrated={hydrated}>
      <div className={styles.stepperRow} role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-range`}>
        <div className={styles.stepperText}>
          <strong id={`${id}-label`}>{intl.formatMessage(m.participants)}</strong>
          <span id={`${id}-range`} className={styles.muted} data-testid="activity-participants-range">
            {intl.formatMessage(m.participantsRange, range)}
          </span>
        </div>
        <div className={styles.stepper}>
          {/* aria-disabled, not disabled: the button keeps the keyboard focus at a bound, and says it cannot go further. */}
          <button
            type="button"
            className={styles.stepButton}
            aria-label={intl.formatMessage(m.removeParticipant)}
            aria-disabled={!canRemove}
            onClick={() => step(-1)}
            data-testid="activity-participants-remove"
          >
            <span aria-hidden="true">−</span>
          </button>
          <output className={styles.count} aria-live="polite" data-testid="activity-participants">
            {count}
          </output>
          <button
            type="button"
            className={styles.stepButton}
            aria-label={intl.formatMessage(m.addParticipant)}
            aria-disabled={!canAdd}
            onClick={() => step(1)}
            data-testid="activity-participants-add"
          >
            <span aria-hidden="true">+</span>
          </button>
        </div>
      </div>
      {price ? (
        <>
          <ActivityPriceLines price={price} />
          <div className={styles.actions}>
            <Button onClick={() => dispatch({ type: 'offer' })} data-testid="activity-offer">
              {intl.formatMessage(m.offer)}
            </Button>
            <Button variant="secondary" onClick={() => dispatch({ type: 'buyForMyself' })} data-testid="activity-buy-for-myself">
              {intl.formatMessage(m.buyForMyself)}
            </Button>
          </div>
          {choice.open ? (
            <Suspense fallback={null}>
              <PurchaseConfirm
                locale={locale}
                voucherId={voucherId}
                label={label}
                price={price}
                ownUse={choice.ownUse}
                onClose={() => dispatch({ type: 'close' })}
                navigate={navigate}
              />
            </Suspense>
          ) : null}
        </>
      ) : (
        <p className={styles.muted} data-testid="activity-no-price">
          {intl.formatMessage(m.noPrice)}
        </p>
      )}
    </div>
  );
}

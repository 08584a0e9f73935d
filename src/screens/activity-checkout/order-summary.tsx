'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { bffGet } from '@/bff/client';
import { activityDetailContract, type ActivityOrderVoucher } from '@/bff/contracts/activity-detail';
import { activityOrderView, type ActivityOrderFetch } from '@/domain/activity/order';
import type { Locale } from '@/domain/model/locale';
import { href } from '@/routing/href';
import { isSlug } from '@/routing/segments';
import { activityCheckoutHashStore } from '@/state/activity-hash-store';
import { ActivityPriceLines } from '../activity/price-lines';
import { ContinueOrder } from './continue-order';
import { checkoutMessages as m } from './messages';
import summary from '@/components/booking/checkout-summary.module.css';
import styles from './activity-checkout.module.css';

export interface ActivityOrderSummaryProps {
  locale: Locale;
  /** customType=OWN_USE in the query. */
  ownUse: boolean;
  /** Where Continue goes with the booking step's path (the browser's location by default). */
  navigate?: (path: string) => void;
}

/** The voucher page of an order, with its participant count in the hash (what the visitor left). */
function activityPageHref(locale: Locale, voucher: Pick<ActivityOrderVoucher, 'id' | 'uri'>, participants?: number): string {
  const path = href.activity(locale, voucher.id, voucher.uri !== null && isSlug(voucher.uri) ? voucher.uri : undefined);
  return participants === undefined ? path : `${path}#a=${participants}`;
}

function Message({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <div className={summary.card} data-testid={testId} role="status">
      <h1 className={summary.title}>{title}</h1>
      {children}
    </div>
  );
}

/**
 * The activity checkout summary (part 2 §2: "hash: id and a; search customType=OWN_USE"). The hash
 * is read after mount, the voucher loaded through the BFF, and the order summarised with the voucher
 * page's own price rule; every other case is a message with the way on (never a 404).
 */
export function ActivityOrderSummary({ locale, ownUse, navigate }: ActivityOrderSummaryProps) {
  const intl = useIntl();
  const order = activityCheckoutHashStore.useHashValue();
  const hydrated = activityCheckoutHashStore.useHashHydrated();
  const [fetch, setFetch] = useState<ActivityOrderFetch<ActivityOrderVoucher>>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!hydrated || order.id === null || order.participants === null) return;
    const controller = new AbortController();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the call starts here, its state must say so
    setFetch({ status: 'loading' });
    bffGet(activityDetailContract, { locale, id: order.id }, { signal: controller.signal }).then(
      (answer) => setFetch({ status: 'loaded', voucher: answer.voucher }),
      () => {
        if (!controller.signal.aborted) setFetch({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [hydrated, locale, order.id, order.participants, attempt]);

  const view = activityOrderView({ hydrated, id: order.id, participants: order.participants, fetch });
  const activitySearch = href.search(locale, { flow: 'activity' });

  switch (view.kind) {
    case 'reading':
    case 'loading':
      return (
        <div className={summary.card} aria-busy="true" data-testid="activity-checkout-loading">
          <h1 className={summary.title}>{intl.formatMessage(m.title)}</h1>
          <p className={summary.muted}>{intl.formatMessage(m.loading)}</p>
        </div>
      );
    case 'invalid':
      return (
        <Message title={intl.formatMessage(m.invalidTitle)} testId="activity-checkout-invalid">
          <p>{intl.formatMessage(m.invalidBody)}</p>
          <a className={styles.primaryLink} href={activitySearch}>
            {intl.formatMessage(m.seeActivities)}
          </a>
        </Message>
      );
    case 'unknown':
      return (
        <Message title={intl.formatMessage(m.unknownTitle)} testId="activity-checkout-unknown">
          <p>{intl.formatMessage(m.unknownBody)}</p>
          <a className={styles.primaryLink} href={activitySearch}>
            {intl.formatMessage(m.seeActivities)}
          </a>
        </Message>
      );
    case 'failed':
      return (
        <Message title={intl.formatMessage(m.failedTitle)} testId="activity-checkout-failed">
          <p>{intl.formatMessage(m.failedBody)}</p>
          <button type="button" className={styles.primaryButton} onClick={() => setAttempt((count) => count + 1)} data-testid="activity-checkout-retry">
            {intl.formatMessage(m.retry)}
          </button>
        </Message>
      );
    case 'expired':
      return (
        <Message title={intl.formatMessage(m.expiredTitle)} testId="activity-checkout-expired">
          <p>{intl.formatMessage(m.expired)}</p>
          <a className={styles.primaryLink} href={href.search(locale, { flow: 'booking' })}>
            {intl.formatMessage(m.seeOtherOffers)}
          </a>
        </Message>
      );
    case 'noPrice':
      return (
        <Message title={intl.formatMessage(m.noPriceTitle)} testId="activity-checkout-no-price">
          <p>{intl.formatMessage(m.noPriceBody, { count: view.participants })}</p>
          <a className={styles.primaryLink} href={activityPageHref(locale, view.voucher)}>
            {intl.formatMessage(m.backToActivity)}
          </a>
        </Message>
      );
    case 'found': {
      const { voucher, price } = view;
      const centre = voucher.mainActivityCenter;
      return (
        <>
          <div>
            <h1 className={summary.title}>{intl.formatMessage(m.title)}</h1>
            <p className={summary.muted}>{intl.formatMessage(m.intro)}</p>
          </div>
          <section className={summary.card} aria-labelledby="activity-checkout-voucher" data-testid="activity-checkout-voucher">
            <h2 id="activity-checkout-voucher" className={summary.cardTitle}>
              {intl.formatMessage(m.voucherTitle)}
            </h2>
            <div className={styles.voucher}>
              {voucher.image ? <img className={styles.image} src={voucher.image.url} alt={voucher.image.alt} width={640} height={360} /> : null}
              <div className={styles.voucherText}>
                <p className={styles.label} data-testid="activity-checkout-label">
                  {voucher.label}
                </p>
                {centre ? (
                  <p className={summary.muted} data-testid="activity-checkout-centre">
                    {centre.label}
                    {centre.locationLabel ? ` · ${centre.locationLabel}` : ''}
                  </p>
                ) : null}
              </div>
            </div>
            <dl className={summary.facts}>
              <div>
                <dt>{intl.formatMessage(m.participants)}</dt>
                <dd data-testid="activity-checkout-participants">{intl.formatMessage(m.participantCount, { count: price.participants })}</dd>
              </div>
              <div>
                <dt>{intl.formatMessage(m.purpose)}</dt>
                <dd data-testid="activity-checkout-purpose" data-own-use={ownUse}>
                  {intl.formatMessage(ownUse ? m.ownUse : m.gift)}
                </dd>
              </div>
            </dl>
          </section>
          <section className={summary.card} aria-labelledby="activity-checkout-price" data-testid="activity-checkout-price">
            <h2 id="activity-checkout-price" className={summary.cardTitle}>
              {intl.formatMessage(m.priceTitle)}
            </h2>
            <ActivityPriceLines price={price} testIdPrefix="activity-checkout" />
          </section>
          <ContinueOrder locale={locale} activityProductId={voucher.id} participants={price.participants} ownUse={ownUse} navigate={navigate} />
          <p>
            <a href={activityPageHref(locale, voucher, price.participants)} data-testid="activity-checkout-back">
              {intl.formatMessage(m.backToActivity)}
            </a>
          </p>
        </>
      );
    }
  }
}

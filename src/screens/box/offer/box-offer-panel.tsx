'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { useMounted } from '@/components/ui/use-mounted';
import { boxCodeForFormat, boxPathForFormat, boxSearchForFormat, boxSummaryLines, initialBoxFormat, type GiftFormat } from '@/domain/box';
import { giftPersonalisationKey } from '@/domain/gift/personalisation-key';
import type { Locale } from '@/domain/model/locale';
import type { PhysicalFormatState } from '@/domain/product/gift-format';
import type { DeliveryFee } from '@/domain/product/gift-terms';
import { formatPrice } from '@/i18n/format';
import { giftOrderStartMessages } from '@/components/gift-offer/start-messages';
import { useStartGiftOrder } from '@/components/gift-offer/use-start-gift-order';
import { boxIslandMessages as m } from '../islands-messages';
import styles from './offer.module.css';

/** The gift dialog (react-hook-form, zod, Radix) is fetched on the first Offer, not with the page. */
const GiftOfferDialog = dynamic(() => import('@/components/gift-offer/gift-offer-dialog'), { ssr: false });

export interface BoxOfferPanelProps {
  locale: Locale;
  title: string;
  /** Cents. */
  sellPrice: number;
  /** The code of the page's path (digital or physical). */
  pathCode: string;
  digitalCode: string;
  physicalCode: string | null;
  physical: PhysicalFormatState;
  /** The physical format's delivery fee; null when unknown (the format is then not sellable). */
  physicalFee: DeliveryFee | null;
}

/**
 * The box's Offer (part 2 §2, §4): opens the gift dialog with the format choice, the (optional)
 * personalisation and the price summary; Confirm starts the order of the chosen format's code with
 * the saved personalisation (POST /api/checkout/gift) and goes to its booking step, the box booking
 * variant (contract §7). A failure is said in the dialog, which keeps what was typed. Changing the format rewrites the path's code (…EBOX ↔ …PBOX) and `giftFormat` in
 * place, with the History API: Next's router follows it without fetching the page again, so what
 * was typed in the dialog stays.
 */
export function BoxOfferPanel({ locale, title, sellPrice, pathCode, digitalCode, physicalCode, physical, physicalFee }: BoxOfferPanelProps) {
  const intl = useIntl();
  const order = useStartGiftOrder({ locale });
  const [opened, setOpened] = useState(false);
  const [open, setOpen] = useState(false);
  const [format, setFormat] = useState<GiftFormat>(() => initialBoxFormat(pathCode, physical));
  // Says when the button has its handler (a click before hydration would be lost; e2e waits on it).
  const hydrated = useMounted();
  const codeOf = (chosen: GiftFormat) => (chosen === 'physical' ? (physicalCode ?? boxCodeForFormat(digitalCode, 'physical')) : digitalCode);
  const lines = boxSummaryLines(sellPrice, format, physicalFee);
  const price = (cents: number) => formatPrice(intl, cents);

  const changeFormat = (chosen: GiftFormat) => {
    setFormat(chosen);
    const { pathname, search, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${boxPathForFormat(pathname, chosen)}${boxSearchForFormat(search, chosen)}${hash}`);
  };

  return (
    <>
      <Button
        className={styles.offerButton}
        data-testid="box-offer-button"
        data-hydrated={hydrated ? 'true' : undefined}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {intl.formatMessage(m.offer)}
      </Button>
      {opened ? (
        <GiftOfferDialog
          open={open}
          onOpenChange={setOpen}
          title={intl.formatMessage(m.dialogTitle, { title })}
          storageKey={giftPersonalisationKey('box', digitalCode)}
          mandatory={false}
          format={{
            value: format,
            physical,
            physicalFee: physicalFee ?? undefined,
            onChange: changeFormat,
          }}
          summary={
            <dl className={styles.summary} data-testid="box-offer-summary">
              <div className={styles.line}>
                <dt>{intl.formatMessage(m.summaryBox)}</dt>
                <dd data-testid="box-summary-box">{price(lines.box)}</dd>
              </div>
              {lines.shipping ? (
                <div className={styles.line}>
                  <dt>{intl.formatMessage(m.summaryDelivery)}</dt>
                  <dd data-testid="box-summary-delivery">
                    {lines.shipping.kind === 'free' ? intl.formatMessage(m.summaryFree) : `+${price(lines.shipping.amount)}`}
                  </dd>
                </div>
              ) : null}
              <div className={`${styles.line} ${styles.total}`}>
                <dt>{intl.formatMessage(m.summaryTotal)}</dt>
                <dd data-testid="box-summary-total" data-cents={lines.total}>
                  {price(lines.total)}
                </dd>
              </div>
            </dl>
          }
          confirmLabel={intl.formatMessage(m.confirm)}
          onConfirm={() => void order.start({ type: 'BOX', code: codeOf(format), giftFormat: format }, giftPersonalisationKey('box', digitalCode))}
          busy={order.busy}
          error={order.failed ? intl.formatMessage(giftOrderStartMessages.failed) : null}
        />
      ) : null}
    </>
  );
}

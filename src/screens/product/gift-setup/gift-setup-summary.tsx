'use client';

import { useIntl } from 'react-intl';
import type { CustomSubElement } from '@/domain/model/gift';
import type { PricedGift } from '@/domain/product/gift-price';
import { formatPrice } from '@/i18n/format';
import { giftSetupMessages as m } from './messages';
import controls from '@/components/ui/form-controls.module.css';

/** The price lines of the chosen gift, in the personalisation dialog (the panel's total, detailed). */
export function GiftSetupSummary({ priced, subElements }: { priced: PricedGift; subElements: readonly CustomSubElement[] }) {
  const intl = useIntl();
  const price = (cents: number) => formatPrice(intl, cents);
  const chosen = new Set(priced.choice.subElements);
  return (
    <dl className={controls.summaryLines}>
      <div>
        <dt>{intl.formatMessage(m.summaryGift, { nights: priced.choice.giftNights })}</dt>
        <dd>{price(priced.sellPrice)}</dd>
      </div>
      {priced.choice.upsell === 'availability' ? (
        <div>
          <dt>{intl.formatMessage(m.upsellLabel)}</dt>
          <dd>+{price(priced.upsellAmount)}</dd>
        </div>
      ) : null}
      {subElements
        .filter((element) => chosen.has(element.id))
        .map((element) => (
          <div key={element.id}>
            <dt>{element.name}</dt>
            <dd>{element.price > 0 ? `+${price(element.price)}` : intl.formatMessage(m.optionFree)}</dd>
          </div>
        ))}
      {priced.choice.giftFormat === 'physical' ? (
        <div>
          <dt>{intl.formatMessage(m.summaryDelivery)}</dt>
          <dd>{priced.shipping > 0 ? `+${price(priced.shipping)}` : intl.formatMessage(m.freeDelivery)}</dd>
        </div>
      ) : null}
      <div className={controls.summaryTotal}>
        <dt>{intl.formatMessage(m.total)}</dt>
        <dd data-testid="gift-offer-total">{price(priced.total)}</dd>
      </div>
    </dl>
  );
}

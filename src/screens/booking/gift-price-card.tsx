'use client';

import { useIntl } from 'react-intl';
import { GiftPriceLines } from '@/components/checkout/gift-price-lines';
import type { GiftFormSetup } from './booking-form-values';
import { previewGiftPrice, type GiftPriced } from './gift-price-preview';

/**
 * A gift order's price lines on the booking step: the API's, and while the buyer picks another
 * country of delivery, that country's shipping and the total by the same rule (previewGiftPrice).
 */
export function GiftPriceCard({ setup, priced, country }: { setup: GiftFormSetup; priced: GiftPriced; country: string }) {
  const intl = useIntl();
  const { amounts } = setup;
  const { shipping, total } = previewGiftPrice(setup, priced, country);
  return (
    <GiftPriceLines
      intl={intl}
      testIdPrefix="booking"
      lines={{ type: setup.type, giftNights: setup.giftNights, sellPrice: amounts.sellPrice, shipping, subElementsPrice: amounts.subElementsPrice, availabilityUpsell: amounts.availabilityUpsell, total }}
    />
  );
}

'use client';

import { useRef, useState } from 'react';
import { bffPost } from '@/bff/client';
import { checkoutGiftContract } from '@/bff/contracts/checkout-gift';
import { useRestoredFromHistory } from '@/components/ui/use-restored-from-history';
import { orderPersonalisation, type GiftOrderItem } from '@/domain/gift/gift-order';
import { browserStorage, readPersonalisation } from '@/domain/gift/personalisation-storage';
import type { Locale } from '@/domain/model/locale';

/**
 * Starts a gift order (POST /api/checkout/gift) with the personalisation the buyer saved, then goes
 * to its booking step. One order per click: busy from the click until the page leaves (a second
 * click does nothing); usable again after a failure, or when the back button shows the page from
 * the browser's cache. A failure leaves everything as it was (nothing typed is lost) and says so.
 */
export function useStartGiftOrder({ locale, navigate }: { locale: Locale; navigate?: (path: string) => void }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const sending = useRef(false);
  useRestoredFromHistory(() => {
    sending.current = false;
    setBusy(false);
  });

  const start = async (gift: GiftOrderItem, storageKey: string) => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setFailed(false);
    try {
      const personalisation = orderPersonalisation(readPersonalisation(browserStorage(), storageKey));
      const answer = await bffPost(checkoutGiftContract, { locale, gift, personalisation });
      (navigate ?? ((path: string) => window.location.assign(path)))(answer.bookingPath);
    } catch {
      sending.current = false;
      setBusy(false);
      setFailed(true);
    }
  };

  return { busy, failed, start };
}

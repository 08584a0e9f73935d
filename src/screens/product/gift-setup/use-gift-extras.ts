'use client';

import { useEffect, useState } from 'react';
import { bffGet } from '@/bff/client';
import { giftShippingCostsContract } from '@/bff/contracts/gift-shipping-costs';
import { giftSubElementsContract } from '@/bff/contracts/gift-sub-elements';
import type { CustomSubElementCategory } from '@/domain/model/gift';
import type { Locale } from '@/domain/model/locale';
import { giftShippingAmount } from '@/domain/product/gift-total';

/** A call's state: still loading, answered, or failed (its part of the panel then hides or disables). */
export type Loaded<T> = { status: 'loading' } | { status: 'ok'; data: T } | { status: 'failed' };

/**
 * The physical format's shipping to the site's country, cents, or a failure (part 1 §8: the
 * physical format is then disabled). Asked only when physical could be offered at all.
 */
export function usePhysicalShipping(locale: Locale, enabled: boolean): Loaded<number> {
  const [state, setState] = useState<Loaded<number>>({ status: 'loading' });
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    bffGet(giftShippingCostsContract, { locale, kind: 'single-voucher' }, { signal: controller.signal })
      .then((answer) => {
        const amount = giftShippingAmount('physical', answer.shippingCosts, answer.pointOfSale);
        setState(amount === null ? { status: 'failed' } : { status: 'ok', data: amount });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      });
    return () => controller.abort();
  }, [locale, enabled]);
  return state;
}

/** The custom sub-elements on offer; a failure shows no options (part 2 §3), never an error. */
export function useSubElements(locale: Locale): Loaded<CustomSubElementCategory[]> {
  const [state, setState] = useState<Loaded<CustomSubElementCategory[]>>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    bffGet(giftSubElementsContract, { locale }, { signal: controller.signal })
      .then((answer) => setState({ status: 'ok', data: answer.categories }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      });
    return () => controller.abort();
  }, [locale]);
  return state;
}

'use client';

import dynamic from 'next/dynamic';
import { intentIsland } from '@/components/ui/intent-island';
import type { PriceAdjustmentsProps } from './price-adjustments';
import type { TravellerFormProps } from './traveller-form';
import { hasTravellerDraft } from './traveller-draft-key';

/**
 * The booking page's island in a chunk of its own (the catch-all route would otherwise ship it,
 * with Radix's dialog, on every page): fetched only when the summary's price is out of date.
 */
export const CheckoutPriceCheck = dynamic(() => import('./checkout-price-check').then((module) => module.CheckoutPriceCheck));

/**
 * The insurance, promo code and gift card choices, loaded when the traveller reaches for them (4.5 kB
 * gzip of the step's first load; issue 24). Server-rendered; a cover ticked or a code typed before the
 * code arrives is taken over (./price-adjustments.tsx reads `edits`), and a Remove pressed meanwhile is
 * pressed again on the island (`replay`). Before it arrives the Apply buttons are disabled as drawn, so
 * nothing is submitted as a plain form.
 */
export const PriceAdjustments = intentIsland<PriceAdjustmentsProps>(() => import('./price-adjustments').then((module) => module.PriceAdjustments), {
  replay: true,
});

/**
 * The traveller form in a chunk of its own, loaded when the traveller reaches for it (or at once
 * when a draft is kept for the checkout): react-hook-form and the form's rules are not in the page's
 * first load. Server-rendered (its HTML is the form); what is typed before it loads is carried over.
 */
export const TravellerForm = intentIsland<TravellerFormProps>(() => import('./traveller-form').then((module) => module.TravellerForm), {
  atOnce: ({ checkoutId }) => hasTravellerDraft(checkoutId),
});

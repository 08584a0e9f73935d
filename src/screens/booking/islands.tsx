'use client';

import dynamic from 'next/dynamic';
import { intentIsland } from '@/components/ui/intent-island';
import type { TravellerFormProps } from './traveller-form';
import { hasTravellerDraft } from './traveller-draft-key';

/**
 * The booking page's island in a chunk of its own (the catch-all route would otherwise ship it,
 * with Radix's dialog, on every page): fetched only when the summary's price is out of date.
 */
export const CheckoutPriceCheck = dynamic(() => import('./checkout-price-check').then((module) => module.CheckoutPriceCheck));

/** The insurance, promo code and gift card choices in a chunk of their own, server-rendered then hydrated. */
export const PriceAdjustments = dynamic(() => import('./price-adjustments').then((module) => module.PriceAdjustments));

/**
 * The traveller form in a chunk of its own, loaded when the traveller reaches for it (or at once
 * when a draft is kept for the checkout): react-hook-form and the form's rules are not in the page's
 * first load. Server-rendered (its HTML is the form); what is typed before it loads is carried over.
 */
export const TravellerForm = intentIsland<TravellerFormProps>(() => import('./traveller-form').then((module) => module.TravellerForm), {
  atOnce: ({ checkoutId }) => hasTravellerDraft(checkoutId),
});

'use client';

import dynamic from 'next/dynamic';

/**
 * The booking page's island in a chunk of its own (the catch-all route would otherwise ship it,
 * with Radix's dialog, on every page): fetched only when the summary's price is out of date.
 */
export const CheckoutPriceCheck = dynamic(() => import('./checkout-price-check').then((module) => module.CheckoutPriceCheck));

/** The insurance, promo code and gift card choices in a chunk of their own, server-rendered then hydrated. */
export const PriceAdjustments = dynamic(() => import('./price-adjustments').then((module) => module.PriceAdjustments));

/**
 * The traveller form in a chunk of its own: react-hook-form, zod and the form's rules would
 * otherwise join the catch-all route's shared chunk. Server-rendered (its HTML is the form), then hydrated.
 */
export const TravellerForm = dynamic(() => import('./traveller-form'));

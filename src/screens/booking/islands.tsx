'use client';

import dynamic from 'next/dynamic';

/**
 * The booking page's island in a chunk of its own (the catch-all route would otherwise ship it,
 * with Radix's dialog, on every page): fetched only when the summary's price is out of date.
 */
export const CheckoutPriceCheck = dynamic(() => import('./checkout-price-check').then((module) => module.CheckoutPriceCheck));

'use client';

import dynamic from 'next/dynamic';

/** The payment step's islands, each in a chunk of its own (the catch-all route would otherwise ship them on every page). */
export const PaymentForm = dynamic(() => import('./payment-form').then((module) => module.PaymentForm));
/** The e-voucher's Print button (window.print: the print stylesheet keeps the voucher alone). */
export const PrintButton = dynamic(() => import('./print-button').then((module) => module.PrintButton));
export const PurchaseTracking = dynamic(() => import('./purchase-tracking').then((module) => module.PurchaseTracking));
/** The price update of a checkout whose price moved (the booking step's island, its own chunk here too). */
export const CheckoutPriceCheck = dynamic(() => import('../booking/checkout-price-check').then((module) => module.CheckoutPriceCheck));

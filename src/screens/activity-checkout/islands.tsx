'use client';

import dynamic from 'next/dynamic';

/** The checkout summary's island in a chunk of its own (the catch-all route would otherwise ship it on every page). */
export const ActivityOrderSummary = dynamic(() => import('./order-summary').then((module) => module.ActivityOrderSummary));

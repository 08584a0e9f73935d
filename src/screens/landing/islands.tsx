'use client';

import dynamic from 'next/dynamic';

/**
 * The landing page's live results, in a chunk of its own: the catch-all route would otherwise ship it with
 * every page of the site (the route's client components join shared first-load chunks). Server-rendered as
 * before; the browser fetches it only on the pages that draw it (issue 24).
 */
export const LandingResults = dynamic(() => import('./landing-results').then((module) => module.LandingResults));

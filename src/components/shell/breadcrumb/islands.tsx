'use client';

import dynamic from 'next/dynamic';

/**
 * The app webview's back button, in a chunk of its own: the catch-all route would otherwise ship it with every
 * page of the site (the route's client components join shared first-load chunks). The server renders the trail
 * (it does not read the user agent); a webview's browser fetches the button when it swaps the trail for it (issue 24).
 */
export const WebviewBackButton = dynamic(() => import('./webview-back-button').then((module) => module.WebviewBackButton));

'use client';

import dynamic from 'next/dynamic';

/**
 * The care sign-in page's client parts, in chunks of their own: imported by its view directly, they
 * joined the personal route's shared chunk, which every checkout page loads (next/script and the
 * simulated sign-in, about 1.5 kB gzip; issue 24). Server-rendered as before.
 */
export const SimulatedGoogleSignIn = dynamic(() => import('./simulated-google-sign-in').then((module) => module.SimulatedGoogleSignIn));
export const GoogleScript = dynamic(() => import('./google-script').then((module) => module.GoogleScript));

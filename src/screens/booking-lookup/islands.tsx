'use client';

import dynamic from 'next/dynamic';

/** The lookup form in a chunk of its own (react-hook-form and zod load only on this page). */
export const LookupForm = dynamic(() => import('./lookup-form').then((module) => module.LookupForm));

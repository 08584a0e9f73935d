'use client';

import dynamic from 'next/dynamic';

/** The code form in a chunk of its own (react-hook-form and zod load only on this page). */
export const VoucherForm = dynamic(() => import('./voucher-form').then((module) => module.VoucherForm));

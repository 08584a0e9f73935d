import { http, HttpResponse } from 'msw';
import { listPayments } from './store';

/**
 * GET /__admin/records/payments → every payment of the provider's stand-in, oldest first, with its
 * status history: [{ ...payment, history: [{ status, at }] }]. Listed in mocks/admin.ts before the
 * generic records route; DELETE /__admin/records forgets them.
 */
export const paymentAdminHandlers = [http.get('*/__admin/records/payments', () => HttpResponse.json(listPayments()))];

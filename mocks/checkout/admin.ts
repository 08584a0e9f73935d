import { http, HttpResponse } from 'msw';
import { listCheckouts } from './store';

/**
 * GET /__admin/records/checkouts — every checkout initialised since the last DELETE
 * /__admin/records, oldest first: [{ id, receivedAt, fields, checkout }] (fields = the init call's
 * JSON body as received, as in the other record kinds; checkout = its answer). Listed in
 * mocks/admin.ts before the generic records route.
 */
export const checkoutAdminHandlers = [http.get('*/__admin/records/checkouts', () => HttpResponse.json(listCheckouts()))];

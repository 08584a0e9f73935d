import { http, HttpResponse } from 'msw';
import { listCheckouts } from './store';

/**
 * GET /__admin/records/checkouts — every checkout initialised since the last
 * DELETE /__admin/records, oldest first: [{ id, receivedAt, request, checkout }] (request = the
 * init call's JSON body as received, checkout = its answer). Listed in mocks/admin.ts before the
 * generic records route.
 */
export const checkoutAdminHandlers = [http.get('*/__admin/records/checkouts', () => HttpResponse.json(listCheckouts()))];

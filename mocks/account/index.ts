import type { HttpHandler } from 'msw';
import { accountApiHandlers } from './api';
import { accountNotFoundHandler, accountPageHandlers } from './pages';

/** The account application's stand-in (ACCOUNT_URL → the simulator's /account): its API and its pages, then its 404. */
export const accountHandlers: HttpHandler[] = [...accountApiHandlers, ...accountPageHandlers, accountNotFoundHandler];
export { clearAccounts } from './accounts';

import type { HttpHandler } from 'msw';
import { accountApiHandlers } from './api';

/** The account application's stand-in (ACCOUNT_URL → the simulator's /account): its API and its pages. */
export const accountHandlers: HttpHandler[] = [...accountApiHandlers];

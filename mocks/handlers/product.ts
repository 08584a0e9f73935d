import type { HttpHandler } from 'msw';

export const productHandlers: HttpHandler[] = [];

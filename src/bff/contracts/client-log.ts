import { bffPostContract } from '../contract';
import type { Locale } from '@/domain/model/locale';

/** The client error log: POST /api/client-log { message, locale, level } → 204 (logged with the travel API). */
export interface ClientLogBody {
  /** Up to 2000 characters (the travel API's log keeps 256). */
  message: string;
  /** null on pages outside every site: the visitor's language picks one (docs/decisions.md). */
  locale?: Locale | null;
  level?: 'error' | 'warn' | 'info';
}

export const CLIENT_LOG_MAX_MESSAGE = 2000;

export const clientLogContract = bffPostContract<ClientLogBody, void>('/api/client-log');

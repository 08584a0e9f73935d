import { bffGetContract } from '../contract';
import type { Locale } from '@/domain/model/locale';

/** Every stay of a box with its position (part 2 §7, performMapSearch): GET /api/box/map?locale&code. */
export interface BoxMapQuery {
  locale: Locale;
  code: string;
}

export interface BoxMapPoint {
  id: number;
  lat: number;
  lng: number;
  /** The stay's product page in box mode (built on the server, the same rule as the cards). */
  href: string;
}

export interface BoxMapAnswer {
  points: BoxMapPoint[];
}

export const boxMapContract = bffGetContract<BoxMapQuery, BoxMapAnswer>('/api/box/map');

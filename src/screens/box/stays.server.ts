import 'server-only';
import { mapResult, type ApiResult } from '@/api/core';
import { fetchBoxStaysMap, fetchBoxStaysPage } from '@/api/search';
import type { BoxMapAnswer } from '@/bff/contracts/box-map';
import type { BoxOffersAnswer } from '@/bff/contracts/box-offers';
import { BOX_STAYS_PAGE_SIZE } from '@/domain/box';
import type { Locale } from '@/domain/model/locale';
import { boxStayCard, boxStayHref } from './stay-link';

/**
 * The box page's stays on the server: a page of cards (the first one is rendered with the page,
 * the next ones come through /api/box/offers) and every stay's position for the map
 * (/api/box/map). A failure stays a failure: the list shows its retry, the map its error.
 */
export async function loadBoxStaysPage(locale: Locale, code: string, page: number): Promise<ApiResult<BoxOffersAnswer>> {
  const result = await fetchBoxStaysPage(code, { locale, page, limit: BOX_STAYS_PAGE_SIZE });
  return mapResult(result, (data) => ({ page, totalCount: data.totalCount, stays: data.stays.map((stay) => boxStayCard(locale, stay, code)) }));
}

export async function loadBoxMap(locale: Locale, code: string): Promise<ApiResult<BoxMapAnswer>> {
  const result = await fetchBoxStaysMap(code, { locale });
  return mapResult(result, (points) => ({ points: points.map((point) => ({ ...point, href: boxStayHref(locale, { id: point.id }, code) })) }));
}

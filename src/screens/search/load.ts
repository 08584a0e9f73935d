import { redirect, RedirectType } from 'next/navigation';
import { fetchGiftBlocks, fetchSerpBoxBlock, fetchTargetedBanners, giftBlockFor, pickTargetedBanner } from '@/api/cms';
import { pointOfSale } from '@/domain/model/locale';
import type { RouteOf } from '@/routing';
import { getSiteConfig } from '@/server/site-config';
import type { ScreenContext } from '../screen-module';
import { planInlineBlocks, type InlineBlockPlan } from './inline-block-plan';
import { pathCriteriaOf, serverCriteria, type PathCriteria } from './page-criteria';
import { placeLabels, type PlaceLabels } from './place-labels.server';
import type { ResultsPage } from './results-page';
import { loadResultsPage } from './results.server';
import { beneficiaryVoucherOf, type BeneficiaryVoucherPanel } from '../beneficiary/voucher-panel.server';
import { staysPageRedirectOf } from '../beneficiary/voucher-home';

export interface SearchData {
  path: PathCriteria;
  /** The first page for the path's criteria: what crawlers and no-JS visitors get. */
  results: ResultsPage;
  labels: PlaceLabels;
  blocks: InlineBlockPlan;
  mapTileUrl: string;
  /** The beneficiary flow's voucher (from its cookie) and its box, or why there is none; null in other flows. */
  voucher: BeneficiaryVoucherPanel | null;
}

/** CMS extras must not hold the results back for long; a failure shows no block (part 2 §8). */
const CMS_TIMEOUT_MS = 1500;

export async function load(route: RouteOf<'search'>, context: ScreenContext): Promise<SearchData> {
  const { locale } = route;
  const voucher = route.params.flow === 'beneficiary' ? await beneficiaryVoucherOf(locale) : null;
  // A gift-stay holder books one stay: the stays page is that stay's page (issue 23).
  const ownStay = staysPageRedirectOf(locale, voucher?.state === 'valid' ? voucher.voucher : null);
  if (ownStay !== null) redirect(ownStay, RedirectType.replace);
  // A beneficiary with a voucher sees its box's stays (results.server.ts).
  const path = voucher?.state === 'valid' && voucher.boxCode !== null ? { ...pathCriteriaOf(route), boxCode: voucher.boxCode } : pathCriteriaOf(route);
  const [results, labels, gift, targeted, box] = await Promise.all([
    loadResultsPage({ locale, path, criteria: serverCriteria(path) }),
    placeLabels(locale, path),
    fetchGiftBlocks({ timeoutMs: CMS_TIMEOUT_MS }),
    fetchTargetedBanners({ timeoutMs: CMS_TIMEOUT_MS }),
    path.flow === 'gifting' ? fetchSerpBoxBlock(locale, { timeoutMs: CMS_TIMEOUT_MS }) : Promise.resolve(null),
  ]);
  const banners = targeted.ok ? (targeted.data[locale] ?? []) : [];
  return {
    path,
    results,
    labels,
    blocks: planInlineBlocks({
      flow: path.flow,
      locale,
      customerCare: context.request.customerCare,
      gift: gift.ok ? giftBlockFor(gift.data, locale) : null,
      targeted: pickTargetedBanner(banners, { city: labels.city?.id ?? null, theme: labels.theme?.id ?? null, country: pointOfSale(locale) }),
      box: box?.ok ? box.data : null,
    }),
    mapTileUrl: getSiteConfig().search.mapTileUrl,
    voucher,
  };
}

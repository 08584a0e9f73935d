import { http, HttpResponse } from 'msw';
import { getCatalogue } from '../catalogue';
import type { LocaleCode } from '../catalogue/types';
import { imageUrl } from '../images';
import { route } from '../services';
import { blockContext, boxCard } from './blocks';
import { contentView } from './catalogue-view';
import { langOf, readLocale } from './common';
import { sitePaths } from './paths';
import { BANNER_TEXTS } from './texts/banners';

/**
 * The gift box block of search results (CMS) and the gift block file (content/giftBlock.json,
 * also served by the front gateway for cache avoidance, part 1 §7).
 */

/** Gift-layout locales (part 1 §9): es_ES has no gift block. */
const GIFT_BLOCK_LOCALES: readonly LocaleCode[] = ['fr_FR', 'fr_BE', 'nl_NL', 'nl_BE', 'it_IT'];

function giftBlock(request: Request) {
  return Object.fromEntries(
    GIFT_BLOCK_LOCALES.map((locale) => {
      const text = BANNER_TEXTS[langOf(locale)].giftBlock;
      const paths = sitePaths(locale);
      const italian = locale === 'it_IT';
      const key = `gift-block-${italian ? 'it' : 'default'}`;
      return [
        locale,
        {
          title: text.title,
          subtitle: text.subtitle,
          imageS: imageUrl(request, key, '640x360'),
          imageL: imageUrl(request, key, '1920x595'),
          boxURL: paths.boxes,
          // The Italian inline block sells boxes and gift cards only: no gift stays, no activities.
          singleVoucherURL: italian ? null : paths.singleVouchers,
          giftcardURL: paths.giftCard,
          activityOnlyURL: italian ? null : paths.activities,
          campaign: italian ? 'gift-block-it' : 'gift-block',
          category: 'search-inline-block',
        },
      ];
    }),
  );
}

export const boxBlockHandlers = [
  http.get(route('cms', '/api/cms/box-block-serp'), ({ request }) => {
    const read = readLocale(new URL(request.url));
    if ('error' in read) return read.error;
    const catalogue = getCatalogue();
    const ctx = blockContext(request, catalogue, read.locale);
    const text = BANNER_TEXTS[ctx.lang].boxBlock;
    const boxes = (contentView(catalogue).boxesByCountry.get(ctx.country) ?? []).slice(0, 4);
    return HttpResponse.json({
      id: `box-block-serp-${read.locale}`,
      containerId: 'serp-box-block',
      subtitle: text.subtitle,
      title: text.title,
      colorPalette: { background: '#FFF4E8', text: '#1F1F1F' },
      cta: { label: text.cta, url: ctx.paths.boxes, newTab: false },
      boxes: boxes.map((box) => boxCard(ctx, box, 'box-block-serp', 'search-results')),
    });
  }),
  // The spec writes the file both with and without '.json' (part 1 §7): both answer.
  ...(['/content/giftBlock.json', '/content/giftBlock'] as const).flatMap((path) => [
    http.get(route('cms', path), ({ request }) => HttpResponse.json(giftBlock(request))),
    http.get(route('gateway', path), ({ request }) => HttpResponse.json(giftBlock(request))),
  ]),
];

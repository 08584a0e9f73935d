import { http, HttpResponse } from 'msw';
import { getCatalogue } from '../catalogue';
import { imagesBySize, imageUrl } from '../images';
import { route } from '../services';
import type { Box, Catalogue, LocaleCode } from '../catalogue/types';
import { answer, BadRequest, localeParam, NotFound, queryOf, text } from './http';
import { indexes } from './indexes';

/**
 * GET {gateway}/boxes/{code}/product-detail (part 1 §7, part 2 §3 box detail) and
 * GET {gateway}/boxes/search (part 2 §7). The physical code of a box answers its detail too,
 * with format PHYSICAL and robots 'noindex, follow' (part 2 §2).
 */

/**
 * The box of a code, digital (…EBOX) or physical (…PBOX), whatever its case; null for an unknown
 * code. The box detail answers it, and the gift checkout (mocks/checkout/gift-pricing.ts) sells it.
 */
export function boxByCode(catalogue: Catalogue, code: string): { box: Box; physical: boolean } | null {
  return indexes(catalogue).boxByAnyCode.get(code.toUpperCase()) ?? null;
}

const promoOf = (sellPrice: number, referencePrice: number) =>
  referencePrice > 0 ? Math.round(((referencePrice - sellPrice) / referencePrice) * 100) : 0;

function boxImages(request: Request, box: Box, locale: LocaleCode) {
  const main = box.images[0];
  return {
    main: main ? imageUrl(request, main.key, '960x540') : null,
    mainBySize: main ? imagesBySize(request, main.key) : {},
    thumbnail: main ? imageUrl(request, main.key, '120x80') : null,
    small: main ? imageUrl(request, main.key, '640x360') : null,
    large: main ? imageUrl(request, main.key, '1920x880') : null,
    list: box.images.map((image) => ({ sizes: imagesBySize(request, image.key), title: text(box.title, locale), description: text(image.alt, locale) })),
  };
}

function detail(request: Request, box: Box, physical: boolean, locale: LocaleCode) {
  const title = text(box.title, locale);
  const description = text(box.description, locale);
  const code = physical && box.physicalCode ? box.physicalCode : box.code;
  return {
    code,
    digitalCode: box.code,
    physicalCode: box.physicalCode,
    format: physical ? 'PHYSICAL' : 'DIGITAL',
    title,
    description,
    includedContent: text(box.includedContent, locale).split('\n').filter((line) => line.trim() !== ''),
    value: box.value,
    referencePrice: box.referencePrice,
    price: { sellPrice: box.sellPrice, refPrice: box.referencePrice, referencePrice: box.referencePrice, promo: promoOf(box.sellPrice, box.referencePrice) },
    searchCriteriaProperties: { themes: box.themes, subthemas: box.subthemas },
    searchCriteria: { subthemas: box.subthemas },
    images: boxImages(request, box, locale),
    slug: text(box.slug, locale),
    pageModel: {
      pageTitle: title,
      metaDescription: description.slice(0, 160),
      metaRobots: physical ? 'noindex, follow' : 'index, follow',
      canonicalUrl: `/box/p/${text(box.slug, locale)}/${box.code}`,
    },
    error: null,
  };
}

export const boxHandlers = [
  http.get(route('gateway', '/boxes/search'), ({ request }) =>
    answer(() => {
      const catalogue = getCatalogue();
      const query = queryOf(request);
      const locale = localeParam(query);
      const type = query.get('type') ?? 'Digital';
      if (type !== 'Digital') throw new BadRequest('INVALID_TYPE', 'type must be Digital');
      // Answered by code, physical versions (…PBOX) included: the storefront's own per-country
      // ranking and its EBOX-only rule decide what the listing shows, and the tests prove them.
      const entries = catalogue.boxes
        .flatMap((box) => [{ box, code: box.code }, ...(box.physicalCode ? [{ box, code: box.physicalCode }] : [])])
        .sort((a, b) => a.code.localeCompare(b.code));
      return HttpResponse.json({
        boxes: entries.map(({ box, code }) => {
          const main = box.images[0];
          return {
            code,
            title: text(box.title, locale),
            includedContent: text(box.includedContent, locale),
            price: { sellPrice: box.sellPrice, referencePrice: box.referencePrice },
            images: { main: main ? imageUrl(request, main.key, '960x540') : null, mainBySize: main ? imagesBySize(request, main.key) : {} },
            slug: text(box.slug, locale),
          };
        }),
      });
    }),
  ),

  http.get(route('gateway', '/boxes/:code/product-detail'), ({ request, params }) =>
    answer(() => {
      const catalogue = getCatalogue();
      const locale = localeParam(queryOf(request));
      const code = String(params.code).toUpperCase();
      const found = boxByCode(catalogue, code);
      if (!found) throw new NotFound(`No box with code ${code}`);
      return HttpResponse.json(detail(request, found.box, found.physical, locale));
    }),
  ),
];

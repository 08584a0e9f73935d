import { http, HttpResponse } from 'msw';
import { getCatalogue } from '../catalogue';
import { imagesBySize } from '../images';
import { route } from '../services';
import type { ActivityOnlyProduct, Catalogue, ImageRef, LocaleCode, Schedule } from '../catalogue/types';
import { answer, localeParam, LOCALE_CODES, NotFound, numericId, queryOf, text, texts } from './http';
import { indexes } from './indexes';
import { imageWire, imagesWire } from './wire';

/**
 * GET {api}/activity-only/weekend/{id}/detail.json (activity voucher, part 2 §3) and
 * GET {api}/activities/{id}/images.json (images of one activity of a stay, part 1 §7).
 * Unpublished vouchers still answer, with published:false, so the page can show its notice.
 */

function pricesWire(product: ActivityOnlyProduct) {
  return Object.fromEntries(
    product.prices.map((price) => {
      const refPrice = Math.max(price.barPrice, price.sellPrice);
      const promo = refPrice > 0 ? Math.round(((refPrice - price.sellPrice) / refPrice) * 100) : 0;
      return [
        String(price.adults),
        {
          sellPrice: price.sellPrice,
          refPrice,
          barPrice: price.barPrice,
          promo,
          promoPercentageRounded: promo,
          moneySaved: refPrice - price.sellPrice,
          paxComposition: { adults: price.adults },
        },
      ];
    }),
  );
}

function uniqueSchedules(product: ActivityOnlyProduct): Schedule[] {
  const seen = new Map<string, Schedule>();
  for (const activity of product.activities) {
    for (const schedule of activity.schedules) seen.set(`${schedule.day}${schedule.from}${schedule.to}`, schedule);
  }
  return [...seen.values()];
}

function detail(request: Request, catalogue: Catalogue, product: ActivityOnlyProduct, locale: LocaleCode) {
  const centers = product.activities.map((activity) => activity.activityCenter);
  const main = centers.find((center) => center.main) ?? centers[0] ?? null;
  const city = catalogue.index.cityById.get(product.cityId);
  const label = text(product.label, locale);
  const mainImage = product.images[0];
  return {
    id: product.id,
    uri: product.uri,
    label,
    description: text(product.description, locale),
    published: product.published,
    images: imagesWire(request, product.images, locale),
    imagesBySize: mainImage ? imagesBySize(request, mainImage.key) : {},
    mainActivityCenter: main ? { id: main.id, label: main.label, stars: main.stars, location: { label: main.locationLabel } } : null,
    activities: product.activities.map((activity) => ({
      title: text(activity.title, locale),
      description: text(activity.description, locale),
      univers: activity.univers,
      composition: text(activity.composition, locale),
      schedules: activity.schedules,
      activityCenter: {
        id: activity.activityCenter.id,
        label: activity.activityCenter.label,
        stars: activity.activityCenter.stars,
        main: activity.activityCenter.main,
        location: { label: activity.activityCenter.locationLabel, lat: activity.activityCenter.lat, lng: activity.activityCenter.lng },
      },
      importantInformation: text(activity.importantInformation, locale),
    })),
    locations: [...new Map(centers.map((center) => [center.id, { label: center.locationLabel, lat: center.lat, lng: center.lng }])).values()],
    schedules: uniqueSchedules(product),
    niceToKnow: texts(product.niceToKnow, locale),
    importantInfo: product.activities.map((activity) => text(activity.importantInformation, locale)).join('\n'),
    breadCrumb: [
      ...(city ? [{ label: text(city.label, locale), url: `/activity/city/${city.id}` }] : []),
      { label, url: `/activity/${product.id}` },
    ],
    pageModel: {
      metaRobots: product.published ? 'index, follow' : 'noindex, follow',
      canonicalUrl: `/activity/${product.id}`,
      pageTitle: label,
      alternateUrls: Object.fromEntries(LOCALE_CODES.map((code) => [code, `/${code}/activity/${product.id}`])),
    },
    prices: pricesWire(product),
  };
}

/** An activity's gallery: its own picture then two derived views (the generator draws any key). */
function activityImages(image: ImageRef): ImageRef[] {
  return [image, { key: `${image.key}-2`, alt: image.alt }, { key: `${image.key}-3`, alt: image.alt }];
}

export const activityOnlyHandlers = [
  http.get(route('api', '/activity-only/weekend/:id/detail.json'), ({ request, params }) =>
    answer(() => {
      const catalogue = getCatalogue();
      const locale = localeParam(queryOf(request));
      const id = numericId(params.id, 'activity voucher');
      const product = catalogue.index.activityOnlyById.get(id);
      if (!product) throw new NotFound(`No activity voucher with id ${id}`);
      return HttpResponse.json(detail(request, catalogue, product, locale));
    }),
  ),

  http.get(route('api', '/activities/:id/images.json'), ({ request, params }) =>
    answer(() => {
      const catalogue = getCatalogue();
      const locale = localeParam(queryOf(request));
      const id = numericId(params.id, 'activity');
      const found = indexes(catalogue).activityById.get(id);
      if (!found) throw new NotFound(`No activity with id ${id}`);
      return HttpResponse.json({
        activityId: id,
        images: activityImages(found.activity.image).map((image) => imageWire(request, image, locale)),
      });
    }),
  ),
];

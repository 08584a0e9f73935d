import type { z } from 'zod';
import type { ActivityCenter, ActivityPrice, ActivityVoucher } from '@/domain/model/activity';
import type { Image } from '@/domain/model/product';
import { toImages } from '@/api/product/reshape';
import { activityPromo } from '@/domain/cards/promo';
import type { activityImagesSchema, ActivityPriceWire, ActivityVoucherWire } from './schemas';

/** Pure wire → domain functions of the activity voucher. Sell prices per person, cents. */

type CenterWire = NonNullable<ActivityVoucherWire['mainActivityCenter']>;

const toCenter = (wire: CenterWire | null | undefined): ActivityCenter | null =>
  wire
    ? { id: wire.id ?? null, label: wire.label, stars: wire.stars ?? null, locationLabel: wire.location?.label ?? null, main: wire.main ?? false }
    : null;

function toPrice(wire: ActivityPriceWire): ActivityPrice {
  const refPrice = wire.refPrice ?? wire.barPrice ?? null;
  return {
    adults: wire.paxComposition.adults,
    sellPrice: wire.sellPrice,
    refPrice,
    promo: activityPromo(wire.promo ?? wire.promoPercentageRounded),
    moneySaved: wire.moneySaved ?? Math.max(0, (refPrice ?? wire.sellPrice) - wire.sellPrice),
  };
}

export function toActivityVoucher(wire: ActivityVoucherWire): ActivityVoucher {
  const prices = Array.isArray(wire.prices) ? wire.prices : Object.values(wire.prices);
  return {
    id: wire.id,
    uri: wire.uri ?? null,
    label: wire.label,
    description: wire.description ?? null,
    published: wire.published,
    images: toImages(wire.images),
    imagesBySize: wire.imagesBySize ?? {},
    mainActivityCenter: toCenter(wire.mainActivityCenter),
    activities: (wire.activities ?? []).map((activity) => ({
      title: activity.title,
      description: activity.description ?? null,
      univers: activity.univers ?? null,
      composition: activity.composition ?? null,
      schedules: activity.schedules ? [...activity.schedules] : [],
      activityCenter: toCenter(activity.activityCenter),
      importantInformation: activity.importantInformation ?? null,
    })),
    locations: (wire.locations ?? []).map((location) => ({ label: location.label, lat: location.lat ?? null, lng: location.lng ?? null })),
    schedules: wire.schedules ? [...wire.schedules] : [],
    niceToKnow: wire.niceToKnow ? [...wire.niceToKnow] : [],
    importantInfo: wire.importantInfo ?? null,
    breadCrumb: (wire.breadCrumb ?? []).map((item) => ({ label: item.label, url: item.url })),
    pageModel: wire.pageModel
      ? {
          metaRobots: wire.pageModel.metaRobots ?? null,
          canonicalUrl: wire.pageModel.canonicalUrl ?? null,
          pageTitle: wire.pageModel.pageTitle ?? null,
          alternateUrls: wire.pageModel.alternateUrls ?? {},
        }
      : null,
    prices: prices.map(toPrice).sort((a, b) => a.adults - b.adults),
  };
}

export const toActivityImages = (wire: z.infer<typeof activityImagesSchema>): Image[] => toImages(wire.images);

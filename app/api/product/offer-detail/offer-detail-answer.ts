import type { OfferDetailAnswer } from '@/bff/contracts/offer-detail';
import type { ProductDetail } from '@/domain/model/product';

/** The rendition the detail's strip shows (a 16:9 picture, sharp at its size on a retina screen). */
export const OFFER_DETAIL_IMAGE_SIZE = '640_360';

/** A strip, not a gallery: the detail shows a few pictures; the hotel page has the gallery. */
export const OFFER_DETAIL_MAX_IMAGES = 6;

/**
 * What the offer detail shows of the weekend detail (part 2 §3 "Offer detail": label, hotel
 * (label, checkInOut), imagesBySize, programLine, activities, price.nbRooms, room). The package's
 * own pictures come first; without any, its main picture (imagesBySize). The browser receives
 * nothing else (the page model, gift voucher and the like stay on the server).
 */
export function offerDetailAnswerOf(detail: ProductDetail): OfferDetailAnswer {
  const pictures = detail.images.map((image) => ({ url: image.sizes[OFFER_DETAIL_IMAGE_SIZE] ?? image.url, alt: image.alt }));
  const main = detail.imagesBySize[OFFER_DETAIL_IMAGE_SIZE];
  const images = pictures.length > 0 ? pictures : main ? [{ url: main, alt: detail.label }] : [];
  const { price, room } = detail;
  return {
    id: detail.id,
    label: detail.label,
    hotel: { label: detail.hotel.label, checkInOut: detail.hotel.checkInOut },
    images: images.slice(0, OFFER_DETAIL_MAX_IMAGES),
    programLines: detail.programLines,
    activities: detail.activities.map((activity) => ({
      activityId: activity.activityId,
      title: activity.title,
      details: activity.detailList,
      singleDay: activity.singleDay,
    })),
    room: room ? { label: room.title, capacity: room.capacity, maxCapacity: room.maxCapacity, size: room.size } : null,
    price: price
      ? {
          sellPrice: price.sellPrice,
          refPrice: price.refPrice,
          promo: price.promo,
          nbRooms: price.nbRooms,
          nights: price.nights,
          final: price.priceType === 'FINAL_PRICE' && price.error === null,
        }
      : null,
  };
}

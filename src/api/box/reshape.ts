import { boxDiscountPercent } from '@/domain/box/box-price';
import type { BoxDetail, BoxImages, BoxListItem } from '@/domain/model/box';
import type { Image } from '@/domain/model/product';
import type { BoxDetailWire, BoxSearchWire } from './schemas';

/** Pure wire → domain functions of the box calls. Prices stay in cents. */

/** Newline-separated text (or a list) → non-empty trimmed lines. */
export function includedContentLines(value: string | readonly string[] | null | undefined): string[] {
  const lines = typeof value === 'string' ? value.split(/\r?\n/) : (value ?? []);
  return lines.map((line) => line.trim()).filter((line) => line !== '');
}

/** Discount on boxes: the rounded percent difference (part 2 §9); 0 without a higher reference. */
export function boxPromo(sellPrice: number | null | undefined, referencePrice: number | null | undefined): number {
  return sellPrice ? boxDiscountPercent(sellPrice, referencePrice ?? null) : 0;
}

/** The box's pictures for the gallery: the list when given, else the main picture alone. */
function toGallery(wire: BoxDetailWire['images'], title: string): Image[] {
  const list = (wire?.list ?? [])
    .map((image): Image | null => {
      const sizes = image.sizes ?? {};
      const url = sizes['960_540'] ?? sizes['640_360'] ?? Object.values(sizes)[0];
      return url ? { url, sizes, alt: image.description?.trim() || image.title?.trim() || title, legend: null } : null;
    })
    .filter((image): image is Image => image !== null);
  if (list.length > 0) return list;
  return wire?.main ? [{ url: wire.main, sizes: wire.mainBySize ?? {}, alt: title, legend: null }] : [];
}

const toImages = (wire: { main?: string | null; mainBySize?: Record<string, string> | null } | null | undefined): BoxImages => ({
  main: wire?.main ?? null,
  mainBySize: wire?.mainBySize ?? {},
});

/** Part 1 §8: an answer carrying an error, or without a code, is no box (null). */
export function toBoxDetail(wire: BoxDetailWire): BoxDetail | null {
  if (!wire.code || (wire.error !== undefined && wire.error !== null)) return null;
  const sellPrice = wire.price?.sellPrice ?? null;
  const referencePrice = wire.referencePrice ?? wire.price?.referencePrice ?? wire.price?.refPrice ?? null;
  const format = wire.format === 'DIGITAL' || wire.format === 'PHYSICAL' ? wire.format : null;
  return {
    code: wire.code,
    title: wire.title ?? '',
    description: wire.description ?? null,
    includedContent: includedContentLines(wire.includedContent),
    value: wire.value ?? null,
    referencePrice,
    sellPrice,
    promo: boxPromo(sellPrice, referencePrice),
    subthemas: [...(wire.searchCriteria?.subthemas ?? wire.searchCriteriaProperties?.subthemas ?? [])],
    images: toImages(wire.images),
    gallery: toGallery(wire.images, wire.title ?? ''),
    slug: wire.slug ?? null,
    format,
    digitalCode: wire.digitalCode ?? null,
    physicalCode: wire.physicalCode ?? null,
    pageModel: wire.pageModel
      ? { pageTitle: wire.pageModel.pageTitle ?? null, metaDescription: wire.pageModel.metaDescription ?? null, metaRobots: wire.pageModel.metaRobots ?? null }
      : null,
  };
}

export const toBoxList = (wire: BoxSearchWire): BoxListItem[] =>
  wire.boxes.map((box) => ({
    code: box.code,
    title: box.title,
    includedContent: includedContentLines(box.includedContent),
    sellPrice: box.price.sellPrice,
    referencePrice: box.price.referencePrice ?? null,
    promo: boxPromo(box.price.sellPrice, box.price.referencePrice),
    images: toImages(box.images),
    slug: box.slug,
  }));

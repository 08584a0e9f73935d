import { boxPriceDisplay, type BoxPriceDisplay } from '@/domain/box/box-price';
import type { BoxListItem } from '@/domain/model/box';
import type { Locale } from '@/domain/model/locale';
import { href } from '@/routing/href';
import { isBoxCode, isSlug } from '@/routing/segments';

/** What a box card of the listing shows (part 2 §3 box list item). */
export interface BoxCardView {
  code: string;
  title: string;
  /** The included content, one line each (the API's newline-separated text, already split). */
  lines: readonly string[];
  /** Sell price, the reference price struck through and the promo badge when discounted. Cents. */
  price: BoxPriceDisplay;
  /** The 640×360 picture when the API gives it, else the main one. */
  imageUrl: string | null;
  /** `/{localised box route}/p/{slug}/{code}` (part 2 §2). */
  href: string;
}

/**
 * A listed box → its card. A box whose slug or code could not address a page (the route would
 * answer 404) gets no card: a card must never lead nowhere.
 */
export function boxCardView(box: BoxListItem, locale: Locale): BoxCardView | null {
  if (!isSlug(box.slug) || !isBoxCode(box.code)) return null;
  return {
    code: box.code,
    title: box.title,
    lines: box.includedContent,
    price: boxPriceDisplay(box.sellPrice, box.referencePrice),
    imageUrl: box.images.mainBySize['640_360'] ?? box.images.main,
    href: href.box(locale, box.slug, box.code),
  };
}

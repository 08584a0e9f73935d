import type { Locale } from '@/domain/model/locale';
import type { GiftChoice } from '@/domain/product/gift-price';
import { href } from '@/routing/href';
import { giftSetupCodec } from '@/state/hash/gift-setup-codec';

/** The product page in the gifting flow with this gift setup in its hash (printed by the gift setup codec). */
export function giftSetupHref(locale: Locale, productId: number, choice: GiftChoice | null): string {
  const path = href.product(locale, productId, undefined, { flow: 'gifting' });
  const hash = choice ? giftSetupCodec.print({ ...choice, subElements: [...choice.subElements] }) : '';
  return hash === '' ? path : `${path}#${hash}`;
}

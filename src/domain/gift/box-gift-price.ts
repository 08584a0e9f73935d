import { boxPhysicalFormat, formatOfBoxCode } from '@/domain/box/box-format';
import type { BoxDetail } from '@/domain/model/box';
import type { ShippingCosts } from '@/domain/model/gift';
import type { PointOfSale } from '@/domain/model/locale';
import type { GiftFormat } from '@/domain/model/search';
import { giftShippingAmount } from '@/domain/product/gift-total';

/**
 * A box's gift summary priced again on the server (part 2 §9: sell price + shipping), from the box
 * detail and the box shipping costs, never from the link. The same outcomes as a stay gift:
 * - unavailable: unknown box, no price, or a call the price needs failed (may work again);
 * - changed: the link asks for what is not sold as asked (the code is not this format's code of
 *   the box, or physical without a physical version, in Italy, or with the physical flag off).
 */

export interface BoxGiftInput {
  giftFormat: GiftFormat;
  code: string;
  /** The box detail of `code`; null when unknown or when the call failed. */
  detail: BoxDetail | null;
  pointOfSale: PointOfSale;
  physicalGiftEnabled: boolean;
  /** The box shipping costs: null when not asked (digital, or flag off), 'failed' when the call failed. */
  shippingCosts: ShippingCosts | null | 'failed';
}

export type BoxGiftPrice =
  | { kind: 'priced'; giftFormat: GiftFormat; sellPrice: number; shipping: number; total: number; digitalCode: string }
  | { kind: 'unavailable' }
  | { kind: 'changed'; digitalCode: string };

/** The digital box's code: the personalisation of a box is saved under it, whatever the format. */
export function digitalCodeOf(detail: BoxDetail): string {
  return detail.digitalCode ?? detail.code;
}

export function priceBoxGift(input: BoxGiftInput): BoxGiftPrice {
  const { detail, giftFormat, code } = input;
  if (detail === null || detail.sellPrice === null) return { kind: 'unavailable' };
  const digitalCode = digitalCodeOf(detail);
  const formatCode = giftFormat === 'physical' ? detail.physicalCode : digitalCode;
  if (formatOfBoxCode(code) !== giftFormat || formatCode === null || formatCode.toUpperCase() !== code.toUpperCase()) return { kind: 'changed', digitalCode };
  if (giftFormat === 'digital') return { kind: 'priced', giftFormat, sellPrice: detail.sellPrice, shipping: 0, total: detail.sellPrice, digitalCode };

  const physical = boxPhysicalFormat({
    pointOfSale: input.pointOfSale,
    physicalCode: detail.physicalCode,
    physicalGiftEnabled: input.physicalGiftEnabled,
    shippingOk: input.shippingCosts !== null && input.shippingCosts !== 'failed',
  });
  if (physical.kind === 'notOffered' || !input.physicalGiftEnabled) return { kind: 'changed', digitalCode };
  if (input.shippingCosts === null || input.shippingCosts === 'failed') return { kind: 'unavailable' };
  const shipping = giftShippingAmount('physical', input.shippingCosts, input.pointOfSale);
  if (shipping === null) return { kind: 'unavailable' };
  return { kind: 'priced', giftFormat, sellPrice: detail.sellPrice, shipping, total: detail.sellPrice + shipping, digitalCode };
}

import type { PointOfSale } from '@/domain/model/locale';
import type { GiftFormat } from '@/domain/model/search';
import { physicalFormatState, type PhysicalFormatState } from '@/domain/product/gift-format';

/**
 * A box's two formats and their codes (part 1 §4, part 2 §2): the digital box's code ends in
 * EBOX, its physical version's in PBOX, the stem is the same. Switching the format swaps the
 * suffix, which is the last segment of the box page's path.
 */

export type { GiftFormat };

const SUFFIX: Readonly<Record<GiftFormat, string>> = { digital: 'EBOX', physical: 'PBOX' };
const BOX_SUFFIX = /[EP]BOX$/;

/** The format a code names: …PBOX is physical, anything else (…EBOX) digital. */
export function formatOfBoxCode(code: string): GiftFormat {
  return code.toUpperCase().endsWith(SUFFIX.physical) ? 'physical' : 'digital';
}

/** The same box's code in the other format: …-EBOX ↔ …-PBOX. A code without a box suffix is returned as it is. */
export function boxCodeForFormat(code: string, format: GiftFormat): string {
  return BOX_SUFFIX.test(code) ? code.replace(BOX_SUFFIX, SUFFIX[format]) : code;
}

/**
 * The box page's path in another format: the code is the path's last segment
 * (`/{site}/{boxes}/p/{slug}/{code}`, the 4th after the site), the rest is kept as it is.
 */
export function boxPathForFormat(pathname: string, format: GiftFormat): string {
  const segments = pathname.split('/');
  const last = segments.length - 1;
  const code = decodeURIComponent(segments[last] ?? '');
  if (!BOX_SUFFIX.test(code)) return pathname;
  segments[last] = encodeURIComponent(boxCodeForFormat(code, format));
  return segments.join('/');
}

/** The box page's query with `giftFormat` set to the chosen format; the other parameters are kept. */
export function boxSearchForFormat(search: string, format: GiftFormat): string {
  const params = new URLSearchParams(search);
  params.set('giftFormat', format);
  return `?${params.toString()}`;
}

/** Part 2 §2: the physical format block is hidden for region IT. */
export const PHYSICAL_BOX_HIDDEN_FOR: readonly PointOfSale[] = ['IT'];

export interface BoxPhysicalInput {
  pointOfSale: PointOfSale;
  /** The physical version's code, null when the box has none. */
  physicalCode: string | null;
  physicalGiftEnabled: boolean;
  /** Whether the box shipping-cost call answered (null: not asked, counts as failed). */
  shippingOk: boolean;
}

/**
 * The physical format of a box: not offered in Italy nor without a physical version; otherwise
 * the shared gift rule (disabled when the flag is off or the shipping costs could not be read).
 */
export function boxPhysicalFormat(input: BoxPhysicalInput): PhysicalFormatState {
  const hasPhysicalVersion = input.physicalCode !== null && !PHYSICAL_BOX_HIDDEN_FOR.includes(input.pointOfSale);
  return physicalFormatState({ hasPhysicalVersion, physicalGiftEnabled: input.physicalGiftEnabled, shippingCosts: { ok: input.shippingOk } });
}

/** Whether the shipping costs are worth asking for at all (the answer can change nothing otherwise). */
export function shouldAskBoxShipping(input: Omit<BoxPhysicalInput, 'shippingOk'>): boolean {
  return boxPhysicalFormat({ ...input, shippingOk: true }).kind === 'available';
}

/**
 * The format a visitor starts with: the one the path's code names (a physical page starts on
 * physical), but never a format that cannot be sold — then digital.
 */
export function initialBoxFormat(code: string, physical: PhysicalFormatState): GiftFormat {
  return formatOfBoxCode(code) === 'physical' && physical.kind === 'available' ? 'physical' : 'digital';
}

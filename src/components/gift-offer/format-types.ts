import type { PhysicalFormatState } from '@/domain/product/gift-format';
import type { DeliveryFee } from '@/domain/product/gift-terms';

/** The format choice of the gift dialog and of the gift stay panel (part 1 §4). */
export type GiftFormatValue = 'digital' | 'physical';

/** The domain's delivery fee: '+amount' or free delivery (part 1 §9). */
export type PhysicalFee = DeliveryFee;

export interface GiftFormatChoice {
  value: GiftFormatValue;
  /** notOffered hides the choice; disabled shows 'Victim of its success…'. */
  physical: PhysicalFormatState;
  /** Unknown (still loading): physical cannot be chosen yet. */
  physicalFee?: PhysicalFee;
  onChange(format: GiftFormatValue): void;
}

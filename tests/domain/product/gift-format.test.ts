import { isPhysicalFormatAvailable, PHYSICAL_FORMAT_UNAVAILABLE_MESSAGE, physicalFormatState } from '@/domain/product/gift-format';

describe('physical gift format (part 1 §4, §8)', () => {
  const loaded = { ok: true };
  const failed = { ok: false };

  it('keeps the spec message', () => {
    expect(PHYSICAL_FORMAT_UNAVAILABLE_MESSAGE).toBe('Victim of its success, the physical format is coming back soon!');
  });

  it('is available with a physical version, the flag on and shipping costs loaded', () => {
    expect(physicalFormatState({ hasPhysicalVersion: true, physicalGiftEnabled: true, shippingCosts: loaded })).toEqual({ kind: 'available' });
    expect(isPhysicalFormatAvailable({ hasPhysicalVersion: true, physicalGiftEnabled: true, shippingCosts: loaded })).toBe(true);
  });

  it('is not offered at all without a physical version, whatever else holds', () => {
    expect(physicalFormatState({ hasPhysicalVersion: false, physicalGiftEnabled: true, shippingCosts: loaded })).toEqual({ kind: 'notOffered' });
    expect(physicalFormatState({ hasPhysicalVersion: false, physicalGiftEnabled: false, shippingCosts: failed })).toEqual({ kind: 'notOffered' });
    expect(isPhysicalFormatAvailable({ hasPhysicalVersion: false, physicalGiftEnabled: true, shippingCosts: loaded })).toBe(false);
  });

  it('is disabled with the message when the flag is off or the shipping-cost call failed', () => {
    const disabled = { kind: 'disabled', message: PHYSICAL_FORMAT_UNAVAILABLE_MESSAGE };
    expect(physicalFormatState({ hasPhysicalVersion: true, physicalGiftEnabled: false, shippingCosts: loaded })).toEqual(disabled);
    expect(physicalFormatState({ hasPhysicalVersion: true, physicalGiftEnabled: true, shippingCosts: failed })).toEqual(disabled);
    expect(isPhysicalFormatAvailable({ hasPhysicalVersion: true, physicalGiftEnabled: true, shippingCosts: failed })).toBe(false);
  });
});

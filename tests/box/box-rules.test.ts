import { describe, expect, it } from 'vitest';
import {
  boxCodeForFormat,
  boxPathForFormat,
  boxPhysicalFormat,
  boxPriceDisplay,
  boxSearchForFormat,
  boxSummaryLines,
  boxDiscountPercent,
  formatOfBoxCode,
  initialBoxFormat,
  shouldAskBoxShipping,
} from '@/domain/box';
import { boxPromo } from '@/api/box';
import { PHYSICAL_FORMAT_UNAVAILABLE_MESSAGE } from '@/domain/product/gift-format';

describe('box format and code suffix (part 1 §4, part 2 §2)', () => {
  it('switching the format swaps the EBOX / PBOX suffix of the same stem', () => {
    expect(boxCodeForFormat('SPA-DUO-EBOX', 'physical')).toBe('SPA-DUO-PBOX');
    expect(boxCodeForFormat('SPA-DUO-PBOX', 'digital')).toBe('SPA-DUO-EBOX');
    expect(boxCodeForFormat('SPA-DUO-EBOX', 'digital')).toBe('SPA-DUO-EBOX');
    expect(boxCodeForFormat('EBOX-LIKE-PBOX', 'digital')).toBe('EBOX-LIKE-EBOX');
    expect(boxCodeForFormat('NOT-A-BOX', 'physical')).toBe('NOT-A-BOX');
  });

  it('the format a code names', () => {
    expect(formatOfBoxCode('SPA-DUO-PBOX')).toBe('physical');
    expect(formatOfBoxCode('SPA-DUO-EBOX')).toBe('digital');
    expect(formatOfBoxCode('spa-duo-pbox')).toBe('physical');
  });

  it('the path keeps everything but its code segment; the query gets giftFormat', () => {
    expect(boxPathForFormat('/fr/coffrets-cadeaux/p/spa-en-duo/SPA-DUO-EBOX', 'physical')).toBe('/fr/coffrets-cadeaux/p/spa-en-duo/SPA-DUO-PBOX');
    expect(boxPathForFormat('/es/cofres/p/spa-en-pareja/SPA-DUO-PBOX', 'digital')).toBe('/es/cofres/p/spa-en-pareja/SPA-DUO-EBOX');
    expect(boxPathForFormat('/fr/other/page', 'physical')).toBe('/fr/other/page');
    expect(boxSearchForFormat('', 'physical')).toBe('?giftFormat=physical');
    expect(boxSearchForFormat('?utm=x&giftFormat=physical', 'digital')).toBe('?utm=x&giftFormat=digital');
  });
});

describe('physical availability of a box', () => {
  const base = { pointOfSale: 'FR' as const, physicalCode: 'SPA-DUO-PBOX', physicalGiftEnabled: true, shippingOk: true };

  it('offered with a physical version outside Italy when the flag is on and shipping answers', () => {
    expect(boxPhysicalFormat(base)).toEqual({ kind: 'available' });
  });

  it('not offered for IT nor without a physical code (part 2 §2)', () => {
    expect(boxPhysicalFormat({ ...base, pointOfSale: 'IT' })).toEqual({ kind: 'notOffered' });
    expect(boxPhysicalFormat({ ...base, physicalCode: null })).toEqual({ kind: 'notOffered' });
  });

  it('disabled with the message when the flag is off or the shipping call failed (part 1 §4, §8)', () => {
    const disabled = { kind: 'disabled', message: PHYSICAL_FORMAT_UNAVAILABLE_MESSAGE };
    expect(boxPhysicalFormat({ ...base, physicalGiftEnabled: false })).toEqual(disabled);
    expect(boxPhysicalFormat({ ...base, shippingOk: false })).toEqual(disabled);
  });

  it('shipping is asked only when it can change something; a physical page starts on physical only when it can be sold', () => {
    expect(shouldAskBoxShipping({ pointOfSale: 'FR', physicalCode: 'X-PBOX', physicalGiftEnabled: true })).toBe(true);
    expect(shouldAskBoxShipping({ pointOfSale: 'IT', physicalCode: 'X-PBOX', physicalGiftEnabled: true })).toBe(false);
    expect(shouldAskBoxShipping({ pointOfSale: 'ES', physicalCode: 'X-PBOX', physicalGiftEnabled: false })).toBe(false);
    expect(initialBoxFormat('X-PBOX', { kind: 'available' })).toBe('physical');
    expect(initialBoxFormat('X-PBOX', { kind: 'disabled', message: PHYSICAL_FORMAT_UNAVAILABLE_MESSAGE })).toBe('digital');
    expect(initialBoxFormat('X-EBOX', { kind: 'available' })).toBe('digital');
  });
});

describe('box price (part 2 §9)', () => {
  it('the discount is the rounded percent difference, one rule for the API reshaping and the page', () => {
    expect(boxDiscountPercent(15990, 19900)).toBe(20);
    expect(boxDiscountPercent(8490, 9900)).toBe(14);
    expect(boxDiscountPercent(9900, 9900)).toBe(0);
    expect(boxDiscountPercent(9900, null)).toBe(0);
    expect(boxPromo(15990, 19900)).toBe(20);
    expect(boxPromo(null, 19900)).toBe(0);
  });

  it('the reference price is struck only when it is above the sell price', () => {
    expect(boxPriceDisplay(15990, 19900)).toEqual({ sellPrice: 15990, referencePrice: 19900, promo: 20 });
    expect(boxPriceDisplay(9900, 9900)).toEqual({ sellPrice: 9900, referencePrice: null, promo: 0 });
  });

  it('summary lines: digital has no delivery line; physical adds its surcharge or is free', () => {
    expect(boxSummaryLines(9900, 'digital', { kind: 'surcharge', amount: 490 })).toEqual({ box: 9900, shipping: null, total: 9900 });
    expect(boxSummaryLines(9900, 'physical', { kind: 'surcharge', amount: 490 })).toEqual({ box: 9900, shipping: { kind: 'surcharge', amount: 490 }, total: 10390 });
    expect(boxSummaryLines(9900, 'physical', { kind: 'free' })).toEqual({ box: 9900, shipping: { kind: 'free' }, total: 9900 });
  });
});

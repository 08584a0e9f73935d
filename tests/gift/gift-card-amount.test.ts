import {
  GIFT_CARD_DEFAULT_EUROS,
  GIFT_CARD_MAX_EUROS,
  GIFT_CARD_MIN_EUROS,
  GIFT_CARD_PRESET_EUROS,
  isValidGiftCardCents,
  parseGiftCardAmount,
} from '@/domain/gift/gift-card-amount';

describe('gift card amount', () => {
  it('has bounds of 20 to 1,000 € and presets inside them, the default among them', () => {
    expect([GIFT_CARD_MIN_EUROS, GIFT_CARD_MAX_EUROS]).toEqual([20, 1000]);
    for (const euros of GIFT_CARD_PRESET_EUROS) expect(isValidGiftCardCents(euros * 100)).toBe(true);
    expect(GIFT_CARD_PRESET_EUROS).toContain(GIFT_CARD_DEFAULT_EUROS);
  });

  it('accepts whole euros within the bounds, as people type them', () => {
    expect(parseGiftCardAmount('20')).toEqual({ ok: true, cents: 2000 });
    expect(parseGiftCardAmount(' 1 000 € ')).toEqual({ ok: true, cents: 100_000 });
    expect(parseGiftCardAmount('120,00')).toEqual({ ok: true, cents: 12_000 });
    expect(parseGiftCardAmount('75.0')).toEqual({ ok: true, cents: 7500 });
  });

  it('says why an amount is refused', () => {
    expect(parseGiftCardAmount('')).toEqual({ ok: false, error: 'empty' });
    expect(parseGiftCardAmount('   ')).toEqual({ ok: false, error: 'empty' });
    expect(parseGiftCardAmount('19')).toEqual({ ok: false, error: 'belowMin' });
    expect(parseGiftCardAmount('0')).toEqual({ ok: false, error: 'belowMin' });
    expect(parseGiftCardAmount('1001')).toEqual({ ok: false, error: 'aboveMax' });
    expect(parseGiftCardAmount('99999999')).toEqual({ ok: false, error: 'notWhole' });
    for (const text of ['50,50', '12.5', 'abc', '-50', '5e3', '1/2', '50 euros']) expect(parseGiftCardAmount(text)).toEqual({ ok: false, error: 'notWhole' });
  });

  it('checks an amount read from a link', () => {
    expect(isValidGiftCardCents(2000)).toBe(true);
    expect(isValidGiftCardCents(100_000)).toBe(true);
    expect(isValidGiftCardCents(1900)).toBe(false);
    expect(isValidGiftCardCents(100_100)).toBe(false);
    expect(isValidGiftCardCents(2050)).toBe(false);
    expect(isValidGiftCardCents(Number.NaN)).toBe(false);
  });
});

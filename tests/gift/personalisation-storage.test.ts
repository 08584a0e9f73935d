import { browserStorage, giftPersonalisationKey, readPersonalisation, savePersonalisation } from '@/domain/gift/personalisation-storage';

/** A Storage double with the three methods the functions use. */
function memoryStorage() {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => void entries.set(key, value),
    removeItem: (key: string) => void entries.delete(key),
  };
}

const throwing = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

describe('gift personalisation storage', () => {
  const key = giftPersonalisationKey('box', 'BOX-1-EBOX');

  it('keys an entry per kind and id', () => {
    expect(new Set([giftPersonalisationKey('box', '1'), giftPersonalisationKey('stay', '1'), giftPersonalisationKey('giftcard', '1')]).size).toBe(3);
    expect(giftPersonalisationKey('stay', '42')).toContain('stay.42');
  });

  it('saves on Offer and reads it back (edges trimmed)', () => {
    const storage = memoryStorage();
    expect(savePersonalisation(storage, key, { fromName: '  Anne-Sophie ', message: 'Joyeux anniversaire !\n' })).toBe(true);
    expect(readPersonalisation(storage, key)).toEqual({ fromName: 'Anne-Sophie', message: 'Joyeux anniversaire !' });
  });

  it('keeps one field when the other is empty', () => {
    const storage = memoryStorage();
    savePersonalisation(storage, key, { fromName: '', message: 'Pour toi' });
    expect(readPersonalisation(storage, key)).toEqual({ fromName: '', message: 'Pour toi' });
  });

  it('removes the entry when both are empty', () => {
    const storage = memoryStorage();
    savePersonalisation(storage, key, { fromName: 'Paul', message: '' });
    expect(storage.entries.has(key)).toBe(true);
    savePersonalisation(storage, key, { fromName: ' ', message: '' });
    expect(storage.entries.has(key)).toBe(false);
    expect(readPersonalisation(storage, key)).toBeNull();
  });

  it('reads nothing from garbage, and cuts an edited entry to the limits', () => {
    const storage = memoryStorage();
    storage.setItem(key, '{not json');
    expect(readPersonalisation(storage, key)).toBeNull();
    storage.setItem(key, JSON.stringify({ fromName: 3 }));
    expect(readPersonalisation(storage, key)).toBeNull();
    storage.setItem(key, JSON.stringify({ fromName: 'a'.repeat(60), message: 'b'.repeat(300) }));
    expect(readPersonalisation(storage, key)).toEqual({ fromName: 'a'.repeat(40), message: 'b'.repeat(180) });
  });

  it('never throws: missing, disabled or full storage', () => {
    expect(readPersonalisation(null, key)).toBeNull();
    expect(readPersonalisation(throwing, key)).toBeNull();
    expect(savePersonalisation(undefined, key, { fromName: 'A', message: '' })).toBe(false);
    expect(savePersonalisation(throwing, key, { fromName: 'A', message: '' })).toBe(false);
    expect(browserStorage()).toBeNull(); // no window in Node
  });
});

import { activityCheckoutHashCodec, activityPageHashCodec } from '@/state/hash/activity-hash-codec';
import { href } from '@/routing/href';

describe('activity hash codecs (part 2 §2: participants in hash a; checkout hash id and a)', () => {
  it('the page reads a within the stepper range 1–20; garbage reads as absent', () => {
    expect(activityPageHashCodec.parse('#a=3')).toEqual({ participants: 3 });
    expect(activityPageHashCodec.parse('a=20&anchor=x')).toEqual({ participants: 20 });
    for (const bad of ['', '#a=0', '#a=21', '#a=-1', '#a=2.5', '#a=abc', '#a=%3Cb%3E', '#a=1e1']) expect(activityPageHashCodec.parse(bad), bad).toEqual({ participants: null });
    expect(activityPageHashCodec.parse('#a=3&a=5')).toEqual({ participants: 3 });
  });

  it('prints what it reads back, nothing for absent', () => {
    expect(activityPageHashCodec.print({ participants: 4 })).toBe('a=4');
    expect(activityPageHashCodec.print({ participants: null })).toBe('');
    expect(activityPageHashCodec.print({ participants: 99 })).toBe('');
    for (let count = 1; count <= 20; count++) expect(activityPageHashCodec.parse(activityPageHashCodec.print({ participants: count }))).toEqual({ participants: count });
  });

  it('the checkout reads the hash the voucher page writes (href.activityCheckout)', () => {
    const link = href.activityCheckout('fr_FR', { id: 900_017, participants: 3, ownUse: true });
    expect(activityCheckoutHashCodec.parse(link.slice(link.indexOf('#')))).toEqual({ id: 900_017, participants: 3 });
    expect(activityCheckoutHashCodec.print({ id: 900_017, participants: 3 })).toBe('id=900017&a=3');
  });

  it('a missing or malformed id or count reads as absent', () => {
    expect(activityCheckoutHashCodec.parse('')).toEqual({ id: null, participants: null });
    expect(activityCheckoutHashCodec.parse('#id=0&a=2')).toEqual({ id: null, participants: 2 });
    expect(activityCheckoutHashCodec.parse('#id=012&a=2')).toEqual({ id: null, participants: 2 });
    expect(activityCheckoutHashCodec.parse('#id=9999999999999999&a=2')).toEqual({ id: null, participants: 2 });
    expect(activityCheckoutHashCodec.parse('#id=900001&a=x')).toEqual({ id: 900_001, participants: null });
    expect(activityCheckoutHashCodec.print({ id: null, participants: null })).toBe('');
  });
});

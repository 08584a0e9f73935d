import { activityOrderView, CLOSED_PURCHASE, purchaseChoice, type ActivityOrderFetch } from '@/domain/activity';
import type { ActivityPrice } from '@/domain/model/activity';

describe('activity purchase choice (part 2 §4 "Activity purchase")', () => {
  it('Offer opens the confirmation for a gift; Buy for myself flags own use', () => {
    expect(purchaseChoice(CLOSED_PURCHASE, { type: 'offer' })).toEqual({ open: true, ownUse: false });
    expect(purchaseChoice(CLOSED_PURCHASE, { type: 'buyForMyself' })).toEqual({ open: true, ownUse: true });
  });

  it('closing resets both the modal and the own-use flag', () => {
    const open = purchaseChoice(CLOSED_PURCHASE, { type: 'buyForMyself' });
    expect(purchaseChoice(open, { type: 'close' })).toEqual({ open: false, ownUse: false });
    // Then Offer is a gift again, not the earlier own use.
    expect(purchaseChoice(purchaseChoice(open, { type: 'close' }), { type: 'offer' }).ownUse).toBe(false);
  });
});

describe('activity checkout summary states (part 2 §2 activity checkout)', () => {
  const prices: ActivityPrice[] = [
    { adults: 1, sellPrice: 4_000, refPrice: 5_000, promo: 20, moneySaved: 1_000 },
    { adults: 2, sellPrice: 3_800, refPrice: 4_800, promo: 21, moneySaved: 1_000 },
  ];
  const voucher = { id: 900_001, published: true, prices };
  const loaded = (value: typeof voucher | null): ActivityOrderFetch<typeof voucher> => ({ status: 'loaded', voucher: value });
  const view = (input: Partial<Parameters<typeof activityOrderView<typeof voucher>>[0]>) =>
    activityOrderView({ hydrated: true, id: 900_001, participants: 2, fetch: loaded(voucher), ...input });

  it('before the hash is read it says nothing yet; a missing id or count is an incomplete link', () => {
    expect(view({ hydrated: false }).kind).toBe('reading');
    expect(view({ id: null }).kind).toBe('invalid');
    expect(view({ participants: null }).kind).toBe('invalid');
  });

  it('loading, failed (retry), unknown voucher, expired voucher', () => {
    expect(view({ fetch: { status: 'idle' } }).kind).toBe('loading');
    expect(view({ fetch: { status: 'loading' } }).kind).toBe('loading');
    expect(view({ fetch: { status: 'failed' } }).kind).toBe('failed');
    expect(view({ fetch: loaded(null) }).kind).toBe('unknown');
    expect(view({ fetch: loaded({ ...voucher, published: false }) }).kind).toBe('expired');
  });

  it('a count without a price says so; a priced count gives the voucher page’s price', () => {
    expect(view({ participants: 3 })).toEqual({ kind: 'noPrice', voucher, participants: 3 });
    const found = view({});
    expect(found.kind).toBe('found');
    if (found.kind === 'found') expect(found.price).toMatchObject({ participants: 2, total: 7_600, perParticipant: 3_800, refTotal: 9_600 });
  });
});

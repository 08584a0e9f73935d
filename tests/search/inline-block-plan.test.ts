import type { GiftBlock, SerpBoxBlock, TargetedBanner } from '@/domain/model/cms';
import { planInlineBlocks } from '@/screens/search/inline-block-plan';

const gift = { variant: 'standard', title: 'Offrez' } as GiftBlock;
const targeted = { id: 't', title: 'Paris' } as TargetedBanner;
const box = { id: 'b', boxes: [{ id: '1' }] } as unknown as SerpBoxBlock;
const base = { locale: 'fr_FR' as const, customerCare: false, gift, targeted, box };

describe('inline blocks of the results grid', () => {
  it('booking: the gift block after the first row, the targeted banner after the 9th item', () => {
    expect(planInlineBlocks({ ...base, flow: 'booking' })).toEqual({
      afterFirstRow: { kind: 'gift', block: gift },
      afterNinth: { kind: 'targetedBanner', banner: targeted },
    });
  });

  it('gifting: the box block first', () => {
    expect(planInlineBlocks({ ...base, flow: 'gifting' }).afterFirstRow).toEqual({ kind: 'box', block: box });
  });

  it('es_ES is not a gift-layout locale: only the targeted banner, after the 9th item', () => {
    expect(planInlineBlocks({ ...base, flow: 'booking', locale: 'es_ES' })).toEqual({ afterFirstRow: null, afterNinth: { kind: 'targetedBanner', banner: targeted } });
  });

  it('customer-care mode hides the gift block', () => {
    expect(planInlineBlocks({ ...base, flow: 'booking', customerCare: true }).afterFirstRow).toBeNull();
  });

  it('nothing to show when the CMS calls failed', () => {
    expect(planInlineBlocks({ ...base, flow: 'booking', gift: null, targeted: null, box: null })).toEqual({ afterFirstRow: null, afterNinth: null });
  });

  it('activity flow: the targeted banner only', () => {
    expect(planInlineBlocks({ ...base, flow: 'activity' })).toEqual({ afterFirstRow: null, afterNinth: { kind: 'targetedBanner', banner: targeted } });
  });
});

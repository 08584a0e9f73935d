import { describe, expect, it } from 'vitest';
import { activeSectionAt } from '@/screens/product/section-tabs';

describe('the active tab of the product page', () => {
  const tops = (values: number[]) => values.map((top, index) => ({ id: `s${index}`, top }));

  it('is the last section whose top passed the offset line', () => {
    expect(activeSectionAt(tops([200, 900, 1600]), 70)).toBe('s0');
    expect(activeSectionAt(tops([-500, 71, 900]), 70)).toBe('s1');
    expect(activeSectionAt(tops([-1500, -700, 30]), 30)).toBe('s2');
  });

  it('is the last section at the end of the page, even if its top never reaches the line', () => {
    expect(activeSectionAt(tops([-1500, -700, 300]), 70, true)).toBe('s2');
  });

  it('is none without sections', () => {
    expect(activeSectionAt([], 70)).toBeNull();
  });
});

import { contrastRatio, cssColor, readableText } from '@/components/blocks/colors';

describe('CMS colours stay readable (WCAG AA)', () => {
  it('reads only hex colours', () => {
    expect(cssColor('#FFE8D6')).toBe('#FFE8D6');
    expect(cssColor('#fff')).toBe('#fff');
    expect(cssColor('red; background: url(x)')).toBeNull();
    expect(cssColor(null)).toBeNull();
  });

  it('keeps the author’s text colour when it contrasts enough, else picks dark or white', () => {
    expect(readableText('#0B3C5D', '#FFFFFF')).toBe('#FFFFFF');
    expect(readableText('#0B3C5D', '#123456')).toBe('#ffffff');
    expect(readableText('#FFE8D6')).toBe('#1d2a30');
    expect(readableText('#1F1F1F')).toBe('#ffffff');
  });

  it('always reaches 4.5:1', () => {
    for (const background of ['#000000', '#777777', '#888888', '#FBE3EA', '#0B5D63', '#FFC857', '#C8102E']) {
      expect(contrastRatio(background, readableText(background))).toBeGreaterThanOrEqual(4.5);
    }
  });
});

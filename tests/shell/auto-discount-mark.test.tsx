import { render } from '@testing-library/react';
import { AUTO_DISCOUNT_ATTRIBUTE, AutoDiscountMark } from '@/components/shell/auto-discount-mark';
import { EXPERIMENT_COOKIE } from '@/domain/experiments/assignment';

/**
 * The document's mark of the automatic discount's variation (part 1 §6): the offer cards' discount
 * lines, drawn by the server for everyone, are shown by the stylesheet under it only.
 */
const setAssignment = (autoDiscount: 'variation' | 'control' | null) => {
  document.cookie = autoDiscount
    ? `${EXPERIMENT_COOKIE}=v1.test-visitor.autoDiscount~${autoDiscount}_dates~off; path=/`
    : `${EXPERIMENT_COOKIE}=; Max-Age=0; path=/`;
};

afterEach(() => {
  setAssignment(null);
  document.documentElement.removeAttribute(AUTO_DISCOUNT_ATTRIBUTE);
});

describe('AutoDiscountMark', () => {
  it('marks the document for a visitor in the variation', () => {
    setAssignment('variation');
    render(<AutoDiscountMark />);
    expect(document.documentElement.hasAttribute(AUTO_DISCOUNT_ATTRIBUTE)).toBe(true);
  });

  it('leaves it unmarked for the control group and an unassigned visitor', () => {
    setAssignment('control');
    const { unmount } = render(<AutoDiscountMark />);
    expect(document.documentElement.hasAttribute(AUTO_DISCOUNT_ATTRIBUTE)).toBe(false);
    unmount();
    setAssignment(null);
    render(<AutoDiscountMark />);
    expect(document.documentElement.hasAttribute(AUTO_DISCOUNT_ATTRIBUTE)).toBe(false);
  });

  it('the stylesheet hides the cards’ line unless the document carries the mark', async () => {
    const { readFile } = await import('node:fs/promises');
    const css = await readFile('src/components/offer-card/offer-card.module.css', 'utf8');
    expect(css).toContain(`:global(html:not([${AUTO_DISCOUNT_ATTRIBUTE}])) .autoDiscount {\n  visibility: hidden;`);
  });
});

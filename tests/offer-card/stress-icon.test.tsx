import { render } from '@testing-library/react';
import { StressIcon } from '@/components/offer-card/stress-icon';

/** The stress message's icon is drawn, not an emoji a machine without an emoji font shows as a box. */
describe('StressIcon', () => {
  it('draws an SVG for the known icon names and nothing for others', () => {
    for (const icon of ['shield', 'clock', 'fire']) {
      const { container, unmount } = render(<StressIcon icon={icon} />);
      const svg = container.querySelector('svg');
      expect(svg).not.toBeNull();
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      expect(container.textContent).toBe('');
      unmount();
    }
    expect(render(<StressIcon icon="unknown" />).container.innerHTML).toBe('');
    expect(render(<StressIcon icon={null} />).container.innerHTML).toBe('');
  });
});

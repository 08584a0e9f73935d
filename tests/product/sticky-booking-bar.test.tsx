import { act, screen } from '@testing-library/react';
import { useRef } from 'react';
import { bookingMessageGroup } from '@/screens/product/booking/message-group';
import { StickyBookingBar } from '@/screens/product/booking/sticky-booking-bar';
import { renderIsland } from '../search-box/render';

/**
 * The sticky bar shows while the booking area is above the view (part 1 §2). jsdom has no layout, so
 * this observer does what a browser's does with geometry we give it: it tells whether the target
 * meets the view (grown by the observer's rootMargin) and calls back only when that answer changes,
 * as a browser reports only crossings. A jump straight from above the view to below it is the case
 * a bare view misses: the answer stays "not intersecting" and nothing is reported.
 */
const VIEW_HEIGHT = 800;

class GeometryObserver {
  static current: GeometryObserver | null = null;
  private intersecting: boolean | null = null;
  private readonly margin: { top: number; bottom: number };

  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    const [top = 0, , bottom = top] = (options.rootMargin ?? '0px').split(/\s+/).map((part) => Number.parseFloat(part));
    this.margin = { top, bottom };
    GeometryObserver.current = this;
  }

  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }

  /** The target now spans [top, bottom] in view coordinates. */
  place(top: number, bottom: number) {
    const intersecting = bottom >= -this.margin.top && top <= VIEW_HEIGHT + this.margin.bottom;
    if (intersecting === this.intersecting) return;
    this.intersecting = intersecting;
    const rect = { top, bottom, left: 0, right: 100, width: 100, height: bottom - top, x: 0, y: top } as DOMRectReadOnly;
    this.callback([{ isIntersecting: intersecting, boundingClientRect: rect } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', GeometryObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  GeometryObserver.current = null;
});

function Page() {
  const area = useRef<HTMLDivElement>(null);
  return (
    <>
      <div ref={area}>Réserver</div>
      <StickyBookingBar target={area} label="Nuit romantique" price={<strong>189 €</strong>} actionLabel="Réserver" onAction={() => {}} />
    </>
  );
}

const place = (top: number, bottom: number) => act(() => GeometryObserver.current!.place(top, bottom));

describe('StickyBookingBar', () => {
  it('appears once the booking area has left the view upwards, and goes when it is back', () => {
    renderIsland(<Page />, 'fr_FR', [bookingMessageGroup]);
    place(400, 480);
    expect(screen.queryByTestId('sticky-booking-bar')).toBeNull();
    place(-300, -220);
    expect(screen.getByTestId('sticky-booking-bar')).toBeVisible();
    place(100, 180);
    expect(screen.queryByTestId('sticky-booking-bar')).toBeNull();
  });

  it('goes when one jump takes the area from above the view to below it (a smooth scroll up to an activity row)', () => {
    renderIsland(<Page />, 'fr_FR', [bookingMessageGroup]);
    place(-300, -220);
    expect(screen.getByTestId('sticky-booking-bar')).toBeVisible();
    place(VIEW_HEIGHT + 200, VIEW_HEIGHT + 280);
    expect(screen.queryByTestId('sticky-booking-bar')).toBeNull();
  });

  it('never shows while the area is below the view (the top of a long page)', () => {
    renderIsland(<Page />, 'fr_FR', [bookingMessageGroup]);
    place(VIEW_HEIGHT + 500, VIEW_HEIGHT + 580);
    expect(screen.queryByTestId('sticky-booking-bar')).toBeNull();
  });
});

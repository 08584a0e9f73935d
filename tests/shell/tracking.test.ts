import { ANALYTICS_POLL_ATTEMPTS, ANALYTICS_POLL_INTERVAL_MS, pollAnalyticsId, readAnalyticsId } from '@/tracking/analytics-id';
import { pushToDataLayer, type DataLayerHost } from '@/tracking/data-layer';
import { launchPageEvent, pageEvent } from '@/tracking/page-events';
import { pageCategoryOf } from '@/tracking/page-category';

describe('analytics id', () => {
  it('reads the client id from the _ga cookie', () => {
    expect(readAnalyticsId('_ga=GA1.1.1234567890.1700000000')).toBe('1234567890.1700000000');
    expect(readAnalyticsId('a=1; _ga=GA1.2.42.17; b=2')).toBe('42.17');
    expect(readAnalyticsId('_gat=1; _ga_ABC=GS1.1.x')).toBeNull();
    expect(readAnalyticsId('_ga=garbage')).toBeNull();
    expect(readAnalyticsId('')).toBeNull();
  });

  describe('polling', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('polls every second and stops when the id shows', () => {
      const read = vi.fn<() => string | null>().mockReturnValueOnce(null).mockReturnValueOnce(null).mockReturnValue('42.17');
      const onFound = vi.fn();
      const onGiveUp = vi.fn();
      pollAnalyticsId({ read, onFound, onGiveUp });
      expect(ANALYTICS_POLL_INTERVAL_MS).toBe(1000);
      vi.advanceTimersByTime(999);
      expect(read).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(read).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(2000);
      expect(read).toHaveBeenCalledTimes(3);
      expect(onFound).toHaveBeenCalledWith('42.17');
      vi.advanceTimersByTime(10_000);
      expect(read).toHaveBeenCalledTimes(3);
      expect(onGiveUp).not.toHaveBeenCalled();
    });

    it('gives up after 5 attempts and raises the load-attempt flag once', () => {
      const read = vi.fn(() => null);
      const onFound = vi.fn();
      const onGiveUp = vi.fn();
      pollAnalyticsId({ read, onFound, onGiveUp });
      vi.advanceTimersByTime(4000);
      expect(onGiveUp).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1000);
      expect(ANALYTICS_POLL_ATTEMPTS).toBe(5);
      expect(read).toHaveBeenCalledTimes(5);
      expect(onGiveUp).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(60_000);
      expect(read).toHaveBeenCalledTimes(5);
      expect(onFound).not.toHaveBeenCalled();
    });

    it('can be stopped', () => {
      const read = vi.fn(() => null);
      const stop = pollAnalyticsId({ read, onFound: vi.fn(), onGiveUp: vi.fn() });
      vi.advanceTimersByTime(1000);
      stop();
      vi.advanceTimersByTime(10_000);
      expect(read).toHaveBeenCalledTimes(1);
    });
  });
});

describe('data layer', () => {
  it('creates the array when missing and appends', () => {
    const host: DataLayerHost = {};
    pushToDataLayer({ event: 'a' }, host);
    pushToDataLayer({ event: 'b' }, host);
    expect(host.dataLayer).toEqual([{ event: 'a' }, { event: 'b' }]);
  });

  it('describes the visit and each page', () => {
    const facts = { locale: 'nl_BE', pageCategory: 'home', pathname: '/nl-be', customerCare: false };
    expect(launchPageEvent(facts)).toEqual({ event: 'launchPage', locale: 'nl_BE', pointOfSale: 'BE', pageCategory: 'home', customerCare: false });
    expect(pageEvent(facts)).toEqual({ event: 'page', pageCategory: 'home', pagePath: '/nl-be', locale: 'nl_BE' });
  });

  it('names the page category after the screen', () => {
    expect(pageCategoryOf('home')).toBe('home');
    expect(pageCategoryOf('search')).toBe('search');
    expect(pageCategoryOf('booking')).toBe('checkout');
    expect(pageCategoryOf('box')).toBe('box');
    expect(pageCategoryOf(null)).toBe('not-found');
  });
});

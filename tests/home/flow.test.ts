import { homeFlowOf } from '@/screens/home/flow';

describe('the home page flow (part 2 §2)', () => {
  it('is Gifts with flow=gifting and Stays otherwise, on every site', () => {
    expect(homeFlowOf({ flow: 'gifting' })).toBe('gifting');
    expect(homeFlowOf({})).toBe('booking');
    expect(homeFlowOf({ flow: 'booking' })).toBe('booking');
    expect(homeFlowOf({ flow: 'GIFTING' })).toBe('booking');
    expect(homeFlowOf({ flow: 'javascript:alert(1)' })).toBe('booking');
    expect(homeFlowOf({ flow: ['gifting', 'booking'] })).toBe('gifting');
  });
});

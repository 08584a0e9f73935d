import { withBrandTitle } from '@/screens/root-document';

describe('the brand after a page title', () => {
  it('follows a page’s own title, leaves an absolute one and a page without one alone', () => {
    expect(withBrandTitle({ title: 'Mentions légales', description: 'x' })).toEqual({ title: { absolute: 'Mentions légales | Escapade' }, description: 'x' });
    expect(withBrandTitle({ title: { absolute: 'Escapade, week-ends' } })).toEqual({ title: { absolute: 'Escapade, week-ends' } });
    expect(withBrandTitle({})).toEqual({});
  });
});

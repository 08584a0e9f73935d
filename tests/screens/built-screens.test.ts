import { BUILT_SCREENS } from '@/screens/built-screens';
import { REGISTERED_SCREENS } from '@/screens/registry';

describe('built screens', () => {
  it('lists exactly the screens of the registry, so the proxy 404s the others and only them', () => {
    expect([...BUILT_SCREENS].sort()).toEqual([...REGISTERED_SCREENS].sort());
  });
});

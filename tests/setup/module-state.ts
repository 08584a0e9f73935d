import { resetApiConfig } from '@/api/core/config.server';
import { resetShellSettings } from '@/components/shell/settings';
import { forgetPageExistence } from '@/screens/page-existence';
import { resetSiteConfig } from '@/server/site-config';
import { resetFeatures } from '@/settings/features';

/**
 * Test files share one module graph per worker (vitest `isolate: false`: the simulator and the
 * catalogue are imported once, not once per file). What a module remembers from the environment
 * or the upstream is therefore forgotten after every test, so no file sees another's stubs.
 */
afterEach(() => {
  vi.unstubAllEnvs();
  resetFeatures();
  resetApiConfig();
  resetSiteConfig();
  resetShellSettings();
  forgetPageExistence();
});

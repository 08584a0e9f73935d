import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = fileURLToPath(new URL('./src', import.meta.url));
const serverOnlyStub = fileURLToPath(new URL('./tests/setup/server-only.ts', import.meta.url));

/**
 * Node test files that change the process environment (vi.stubEnv, process.env) or replace
 * modules (vi.mock) run isolated: a module graph shared with other files would see their changes.
 */
function nodeTestsChangingTheEnvironment(): string[] {
  const files = readdirSync('tests', { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.test.ts'));
  return files.map((file) => join('tests', file)).filter((file) => /stubEnv|process\.env|vi\.(do)?[mM]ock\(/.test(readFileSync(file, 'utf8')));
}
const isolatedNodeTests = nodeTestsChangingTheEnvironment();
const nodeSetup = ['tests/setup/env.ts', 'tests/setup/simulator.ts', 'tests/setup/module-state.ts'];

// Three projects: pure logic, API client and simulator in Node (shared module graph, and the few
// files that change the environment isolated); components in jsdom.
export default defineConfig({
  resolve: { alias: { '@': src, 'server-only': serverOnlyStub } },
  test: {
    globals: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/**/*.test.ts'],
          exclude: isolatedNodeTests,
          // One module graph per worker: the simulator and its catalogue load once, not once per
          // file (measured: the node tests 175 s → 22 s). module-state.ts forgets what modules
          // remember between tests.
          isolate: false,
          setupFiles: nodeSetup,
        },
      },
      {
        extends: true,
        test: { name: 'node-env', environment: 'node', include: isolatedNodeTests, setupFiles: nodeSetup },
      },
      {
        extends: true,
        // React and the DOM are not shareable between files: isolated.
        test: {
          name: 'jsdom',
          environment: 'jsdom',
          include: ['tests/**/*.test.tsx'],
          setupFiles: ['tests/setup/env.ts', 'tests/setup/simulator.ts', 'tests/setup/dom.ts'],
        },
      },
    ],
  },
});

import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = fileURLToPath(new URL('./src', import.meta.url));
const serverOnlyStub = fileURLToPath(new URL('./tests/setup/server-only.ts', import.meta.url));

// Two projects: pure logic, API client and simulator run in Node; components in jsdom.
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
          setupFiles: ['tests/setup/env.ts', 'tests/setup/simulator.ts'],
        },
      },
      {
        extends: true,
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

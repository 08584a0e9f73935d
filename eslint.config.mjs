import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/** Dependencies point one way (DESIGN §1): a layer never imports the layers that use it. */
function layer(files, forbidden, message) {
  const group = forbidden.flatMap((folder) => [`@/${folder}`, `@/${folder}/*`]);
  return { files, rules: { 'no-restricted-imports': ['error', { patterns: [{ group, message }] }] } };
}

const config = [
  ...nextVitals,
  ...nextTs,
  layer(['src/components/**'], ['screens', 'server'], 'Shared components know no screen and no request plumbing: take what you need as props or a type of your own.'),
  layer(['src/api/**'], ['server', 'screens', 'components'], 'The travel-API client is below the storefront: it imports only domain and its own core.'),
  layer(['src/tracking/**', 'src/experiments/**'], ['screens', 'server', 'components'], 'Tracking and experiments sit below the components that use them: share through src/experiments, src/domain or src/state.'),
  { ignores: ['.next/**', '.next-*/**', 'bench-results/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'] },
];

export default config;

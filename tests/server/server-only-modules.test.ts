import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every `*.server.ts(x)` module refuses to be bundled for the browser (DESIGN §5: `.server.ts` = server-only). */
function serverModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return serverModules(path);
    return /\.server\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('server-only modules', () => {
  const modules = serverModules('src');

  it('finds the server modules', () => {
    expect(modules.length).toBeGreaterThan(5);
  });

  it.each(modules)('%s imports server-only', (path) => {
    expect(readFileSync(path, 'utf8')).toMatch(/^import 'server-only';$/m);
  });
});

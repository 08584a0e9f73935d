// @vitest-environment node
import { globSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import ts from 'typescript';

const require = createRequire(import.meta.url);
const { stripDefaultMessages } = require('../../scripts/build/strip-default-messages.cjs') as { stripDefaultMessages(source: string, fileName?: string): string };

/** The descriptors a messages file defines, read by evaluating its object literals' `id`s. */
const ids = (source: string) => [...source.matchAll(/\bid: '([^']+)'/g)].map((match) => match[1]);

describe('the browser bundle loader that strips default messages', () => {
  it('removes each descriptor’s default text and keeps its id, whatever the layout', () => {
    const source = `import { defineMessages } from '@formatjs/intl';
export const m = defineMessages({
  a: { id: 'x.a', defaultMessage: 'Find a weekend' },
  b: { defaultMessage: "It's {count, plural, one {# night} other {# nights}}", id: 'x.b' },
  c: {
    id: 'x.c',
    defaultMessage: \`Plain template\`,
  },
});
`;
    const out = stripDefaultMessages(source);
    expect(out).not.toContain('defaultMessage');
    expect(out).not.toContain('Find a weekend');
    expect(ids(out)).toEqual(['x.a', 'x.b', 'x.c']);
    // Still valid TypeScript: nothing but the properties went.
    const parsed = ts.createSourceFile('m.ts', out, ts.ScriptTarget.Latest, true);
    expect((parsed as unknown as { parseDiagnostics: unknown[] }).parseDiagnostics).toEqual([]);
  });

  it('leaves a default that is not a plain string, and any other property, alone', () => {
    const source = `const text = 'computed';
export const m = { a: { id: 'x.a', defaultMessage: text, description: 'kept' } };
`;
    expect(stripDefaultMessages(source)).toBe(source);
  });

  it('keeps every id of every messages file of the storefront, and valid code', () => {
    const files = globSync('src/**/*.{ts,tsx}').filter((file) => readFileSync(file, 'utf8').includes('defineMessages'));
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      const out = stripDefaultMessages(source, file);
      expect(ids(out), file).toEqual(ids(source));
      expect(out, file).not.toMatch(/defaultMessage:\s*['"`]/);
      const parsed = ts.createSourceFile(file, out, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
      expect((parsed as unknown as { parseDiagnostics: unknown[] }).parseDiagnostics, file).toEqual([]);
    }
  });
});

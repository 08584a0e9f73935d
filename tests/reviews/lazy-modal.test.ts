import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve as resolvePath } from 'node:path';

/**
 * The block's first load ships no modal code (DESIGN §6): from the block and its button (itself a
 * chunk the block imports on demand, through ./islands), the static imports
 * (not `import type`, not `import()`) reach neither the modal, nor Radix, nor styled-components,
 * nor the BFF client. The modal is reached by a dynamic import only.
 */
const ROOT = process.cwd();
const STATIC = [/^\s*import\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm, /^\s*export\s+(?!type\s)[^'";]*?\sfrom\s+['"]([^'"]+)['"]/gm];
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = join(ROOT, 'src', specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolvePath(dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function staticGraph(entry: string) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const dynamic = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(DYNAMIC)) dynamic.add(relative(ROOT, resolveImport(file, specifier!) ?? specifier!));
    for (const pattern of STATIC) {
      for (const [, specifier] of source.matchAll(pattern)) {
        const target = resolveImport(file, specifier!);
        if (target) visit(target);
        else packages.add(specifier!);
      }
    }
  };
  visit(join(ROOT, entry));
  return { files: [...files].map((file) => relative(ROOT, file)), packages: [...packages], dynamic: [...dynamic] };
}

describe('the reviews block’s first load', () => {
  const block = staticGraph('src/components/reviews/reviews-block.tsx');
  const button = staticGraph('src/components/reviews/reviews-button.tsx');

  it('reaches the button and the modal through dynamic imports only', () => {
    expect(block.dynamic).toContain('src/components/reviews/reviews-button.tsx');
    expect(button.dynamic).toContain('src/components/reviews/reviews-modal.tsx');
    for (const graph of [block, button]) {
      expect(graph.files.filter((file) => /reviews-modal|use-review-pages|components\/ui\/modal|bff\/client/.test(file))).toEqual([]);
    }
  });

  it('carries neither Radix nor styled-components', () => {
    expect([...block.packages, ...button.packages].filter((name) => name.startsWith('@radix-ui') || name === 'styled-components' || name.startsWith('@tanstack'))).toEqual([]);
  });
});

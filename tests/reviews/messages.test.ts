import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve as resolvePath } from 'node:path';
import { reviewsMessageGroup } from '@/components/reviews';
import { reviewCriterionMessages, reviewsBlockMessages } from '@/components/reviews/block-messages';
import { uiMessageGroup } from '@/components/ui/message-group';
import { groupIds } from '@/i18n/message-group';
import { CATALOGUES } from '@/i18n/messages';
import { LOCALES } from '@/domain/model/locale';

/**
 * The reviews island ships exactly the messages it formats (DESIGN §7), found as
 * tests/i18n/island-messages.test.ts finds them: from the block, follow the (dynamic) imports; in
 * 'use client' modules every string literal that is a catalogue id counts.
 */
const ROOT = process.cwd();
const CATALOGUE = CATALOGUES.fr_FR;
const IMPORTS = [
  /^\s*import\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm,
  /^\s*export\s+(?!type\s)[^'";]*?\sfrom\s+['"]([^'"]+)['"]/gm,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
];

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

function islandIds(entry: string): Set<string> {
  const ids = new Set<string>();
  const visited = new Set<string>();
  const visit = (file: string, client: boolean) => {
    const key = `${file}|${client}`;
    if (visited.has(key)) return;
    visited.add(key);
    const source = readFileSync(file, 'utf8');
    const inClient = client || /^\s*['"]use client['"]/.test(source);
    if (inClient) for (const [, literal] of source.matchAll(/['"`]([\w-]+(?:\.[\w-]+)+)['"`]/g)) if (literal! in CATALOGUE) ids.add(literal!);
    for (const pattern of IMPORTS) {
      for (const [, specifier] of source.matchAll(pattern)) {
        const target = resolveImport(file, specifier!);
        if (target) visit(target, inClient);
      }
    }
  };
  visit(join(ROOT, entry), false);
  return ids;
}

describe('reviews messages', () => {
  const used = islandIds('src/components/reviews/reviews-block.tsx');
  const shipped = groupIds([reviewsMessageGroup]);

  it('the group carries every id the button and the lazily loaded modal format', () => {
    expect(used).toContain('reviews.open');
    expect(used).toContain('reviews.modal.noneInLanguage');
    expect(used).toContain('reviews.modal.sortScoreAsc');
    expect(used).toContain('shell.ui.close'); // Modal's close button, through the ui group it uses
    expect(reviewsMessageGroup.uses).toContain(uiMessageGroup);
    expect([...used].filter((id) => !shipped.has(id)).sort()).toEqual([]);
  });

  it('and no other of its own: the server-only block texts stay on the server', () => {
    expect(reviewsMessageGroup.ids.filter((id) => !used.has(id)).sort()).toEqual([]);
    const serverOnly = [...Object.values(reviewsBlockMessages), ...Object.values(reviewCriterionMessages)].map((descriptor) => String(descriptor.id));
    expect(serverOnly.filter((id) => shipped.has(id))).toEqual([]);
  });

  it('every id is in the six catalogues', () => {
    const serverOnly = [...Object.values(reviewsBlockMessages), ...Object.values(reviewCriterionMessages)].map((descriptor) => String(descriptor.id));
    for (const locale of LOCALES) expect([...shipped, ...serverOnly].filter((id) => !(id in CATALOGUES[locale])), locale).toEqual([]);
  });
});

import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve as resolvePath } from 'node:path';
import { shellMessageGroup } from '@/components/shell/message-group';
import { clientMessages } from '@/i18n/client-messages';
import { flattenGroups, groupIds, type MessageGroup } from '@/i18n/message-group';
import { CATALOGUES } from '@/i18n/messages';
import type { Screen } from '@/routing/route';
import { notFoundMessageGroup } from '@/screens/not-found/message-group';
import { ROOT_MESSAGE_GROUPS as ROOT_GROUPS } from '@/screens/root-message-groups';
import { SCREEN_NAMES } from '@/routing/screen-registry';
import { screenEntry } from '@/screens/screens';

/**
 * DESIGN §7, messages per screen: every message id a client island can format reaches the browser
 * in the provider around it, and a screen's provider carries no other screen's islands.
 *
 * The ids an island can format are found in the source: from an entry module, follow the imports
 * (static, dynamic, re-exports; not `import type`); from a 'use client' module on, every module is
 * browser code, and every string literal in it that is a catalogue id counts (descriptors of the
 * messages modules it imports, and the keys domain rules return, like 'offerCard.score.good').
 */
const ROOT = process.cwd();
const CATALOGUE = CATALOGUES.fr_FR;

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = join(ROOT, 'src', specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolvePath(dirname(from), specifier);
  else return null; // a package
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null; // CSS, JSON, …
}

const IMPORTS = [
  /^\s*import\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm,
  /^\s*export\s+(?!type\s)[^'";]*?\sfrom\s+['"]([^'"]+)['"]/gm,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
];

/** Catalogue ids that browser code reachable from the entries can format. */
function islandIds(entries: readonly string[]): Set<string> {
  const ids = new Set<string>();
  const visited = new Set<string>();
  const visit = (file: string, client: boolean) => {
    const key = `${file}|${client}`;
    if (visited.has(key)) return;
    visited.add(key);
    const source = readFileSync(file, 'utf8');
    const inClient = client || /^\s*['"]use client['"]/.test(source);
    if (inClient) {
      for (const [, literal] of source.matchAll(/['"`]([\w-]+(?:\.[\w-]+)+)['"`]/g)) if (literal! in CATALOGUE) ids.add(literal!);
    }
    for (const pattern of IMPORTS) {
      for (const [, specifier] of source.matchAll(pattern)) {
        const target = resolveImport(file, specifier!);
        if (target) visit(target, inClient);
      }
    }
  };
  for (const entry of entries) visit(join(ROOT, entry), false);
  return ids;
}

function missing(used: Set<string>, shipped: Set<string>): string[] {
  return [...used].filter((id) => !shipped.has(id)).sort();
}

async function screenGroups(screen: Screen): Promise<readonly MessageGroup[]> {
  const screenModule = await screenEntry(screen)!.load();
  return screenModule.messages ?? [];
}

/** Screens whose module is another screen's (two routes, one view). */
const SHARED_MODULE_FOLDERS: Partial<Record<Screen, string>> = { 'box-booking': 'booking', 'box-payment': 'payment' };

function folderOf(screen: Screen): string {
  const folder = `src/screens/${SHARED_MODULE_FOLDERS[screen] ?? screen}`;
  return existsSync(join(ROOT, folder, 'index.ts')) ? `${folder}/index.ts` : `${folder}/index.tsx`;
}

describe('island messages', () => {
  const rootIds = groupIds(ROOT_GROUPS);

  it('every group id is a catalogue id, and group names are unique (they key the cache)', async () => {
    const groups = flattenGroups([...ROOT_GROUPS, notFoundMessageGroup, ...(await Promise.all(SCREEN_NAMES.map(screenGroups))).flat()]);
    expect(groups.flatMap((group) => group.ids).filter((id) => !(id in CATALOGUE))).toEqual([]);
    const names = groups.map((group) => group.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("the root layout carries every id of the shell's islands and of the crash page, and no screen's islands", () => {
    const used = islandIds(['src/components/shell/shell.tsx', 'src/screens/crash/crash-boundary.tsx']);
    expect(used).toContain('shell.gift.button');
    expect(used).toContain('island.crash.title');
    expect(missing(used, rootIds)).toEqual([]);
    const shipped = Object.keys(clientMessages('fr_FR', ROOT_GROUPS));
    expect(shipped.filter((id) => /^(search-box|calendar|filters|search|offerCard|hotelOffers|map|island\.not-found)\./.test(id))).toEqual([]);
    // Server-rendered shell texts (footer, skip link) stay on the server.
    expect(shipped).not.toContain('shell.skip-to-content');
  });

  it.each(SCREEN_NAMES)('%s: its provider and the root carry every id its islands use', async (screen) => {
    const shipped = new Set([...rootIds, ...groupIds(await screenGroups(screen))]);
    expect(missing(islandIds([folderOf(screen)]), shipped)).toEqual([]);
  });

  it('the not-found page: its provider and the root carry every id its islands use', () => {
    const used = islandIds(['src/screens/not-found/index.tsx']);
    expect(used).toContain('island.not-found.expired');
    expect(used).toContain('search-box.submit');
    expect(missing(used, new Set([...rootIds, ...groupIds([notFoundMessageGroup])]))).toEqual([]);
  });

  it("a screen's provider carries its own islands' messages and not another screen's", async () => {
    const shipped = async (screen: Screen) => Object.keys(clientMessages('fr_FR', await screenGroups(screen), [shellMessageGroup]));
    const search = await shipped('search');
    expect(search).toEqual(expect.arrayContaining(['filters.confirm', 'search.actionSort', 'offerCard.cta.seeOffer', 'map.region', 'calendar.validate', 'search.distance.lessThanTwoHours']));
    expect(search).not.toContain('shell.gift.button'); // the root's, not sent twice
    const content = await shipped('content');
    expect(content.filter((id) => id.startsWith('filters.'))).toEqual([]);
    expect(content).toEqual([]);
    const home = await shipped('home');
    expect(home).toContain('search-box.submit');
    expect(home.filter((id) => /^(filters|search|offerCard|map|island\.not-found)\./.test(id))).toEqual([]);
  });

  it('the walk finds what the search islands format, domain keys included', () => {
    const used = islandIds(['src/screens/search/index.ts']);
    // The score words come from a domain rule (scoreLabelKey) into the filters' score options.
    expect(used).toContain('offerCard.score.good');
    expect(used).toContain('search.pagination.legend');
    expect(used).toContain('filters.confirm');
  });
});

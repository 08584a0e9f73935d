#!/usr/bin/env node
/**
 * Adds or replaces messages in the six catalogues in one quick read-merge-write per file, keys sorted,
 * so several people can add messages at the same time without overwriting each other.
 *   node scripts/i18n-add.mjs messages.json     {"fr_FR": {"key": "…"}, "fr_BE": {…}, … all six}
 *   node scripts/i18n-add.mjs --remove key1 key2
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCALES = ['fr_FR', 'fr_BE', 'nl_NL', 'nl_BE', 'it_IT', 'es_ES'];
const dir = join(new URL('..', import.meta.url).pathname, 'locales');
const args = process.argv.slice(2);

function update(locale, change) {
  const file = join(dir, `${locale}.json`);
  const catalogue = JSON.parse(readFileSync(file, 'utf8'));
  change(catalogue);
  const sorted = Object.fromEntries(Object.keys(catalogue).sort().map((key) => [key, catalogue[key]]));
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(sorted, null, 2)}\n`);
  renameSync(temporary, file);
}

if (args[0] === '--remove') {
  const keys = args.slice(1);
  for (const locale of LOCALES) update(locale, (catalogue) => keys.forEach((key) => delete catalogue[key]));
  console.log(`removed ${keys.length} keys from ${LOCALES.length} catalogues`);
} else if (args[0]) {
  const additions = JSON.parse(readFileSync(args[0], 'utf8'));
  const missing = LOCALES.filter((locale) => !additions[locale]);
  if (missing.length) {
    console.error(`every locale is required; missing: ${missing.join(', ')}`);
    process.exit(1);
  }
  const keys = new Set(LOCALES.flatMap((locale) => Object.keys(additions[locale])));
  for (const locale of LOCALES) {
    const absent = [...keys].filter((key) => !(key in additions[locale]));
    if (absent.length) {
      console.error(`${locale} lacks ${absent.join(', ')}`);
      process.exit(1);
    }
  }
  for (const locale of LOCALES) update(locale, (catalogue) => Object.assign(catalogue, additions[locale]));
  console.log(`merged ${keys.size} keys into ${LOCALES.length} catalogues`);
} else {
  console.error('usage: node scripts/i18n-add.mjs <messages.json> | --remove <key>…');
  process.exit(1);
}

#!/usr/bin/env node
/**
 * Draws the static icons of public/ from the one logo drawing (public/icon.svg) in Debian's
 * Chromium: the web app manifest's PNGs, the Apple touch icon and favicon.ico (PNG entries).
 * Run by hand when the logo changes: `node scripts/make-icons.mjs`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const root = new URL('../public/', import.meta.url);
const svg = readFileSync(new URL('icon.svg', root), 'utf8');

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();

async function png(size) {
  await page.setViewportSize({ width: size, height: size });
  const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
  await page.setContent(`<style>html,body{margin:0;background:transparent}</style>${sized}`);
  return page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
}

/** ICO with PNG entries (Vista and later, every current browser). */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.data)]);
}

writeFileSync(new URL('icons/icon-192.png', root), await png(192));
writeFileSync(new URL('icons/icon-512.png', root), await png(512));
writeFileSync(new URL('icons/apple-touch-icon.png', root), await png(180));
const small = [];
for (const size of [16, 32, 48]) small.push({ size, data: await png(size) });
writeFileSync(new URL('favicon.ico', root), ico(small));
await browser.close();

import { inflateSync } from 'node:zlib';
import { encodePng } from '../../mocks/png';

/** Reads back what encodePng wrote: chunk layout, CRCs and the unfiltered pixels. */
function decode(png: Buffer) {
  let at = 8;
  const chunks: Array<{ type: string; data: Buffer }> = [];
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    chunks.push({ type: png.toString('ascii', at + 4, at + 8), data: png.subarray(at + 8, at + 8 + length) });
    at += 12 + length;
  }
  const header = chunks[0]!.data;
  const [width, height] = [header.readUInt32BE(0), header.readUInt32BE(4)];
  const raw = inflateSync(Buffer.concat(chunks.filter((chunk) => chunk.type === 'IDAT').map((chunk) => chunk.data)));
  const pixels: number[][] = [];
  for (let y = 0; y < height; y++) {
    const row = raw.subarray(y * (width * 3 + 1), (y + 1) * (width * 3 + 1));
    expect(row[0]).toBe(1);
    const values: number[] = [];
    for (let i = 1; i < row.length; i++) values.push((row[i]! + (i > 3 ? values[i - 4]! : 0)) & 0xff);
    pixels.push(values);
  }
  return { types: chunks.map((chunk) => chunk.type), width, height, pixels };
}

describe('simulator PNG encoder', () => {
  it('writes IHDR, IDAT and IEND with the pixels given', () => {
    const png = encodePng(3, 2, (x, y) => [x * 100, y * 200, 7]);
    const decoded = decode(png);
    expect(decoded.types).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect([decoded.width, decoded.height]).toEqual([3, 2]);
    expect(decoded.pixels).toEqual([
      [0, 0, 7, 100, 0, 7, 200, 0, 7],
      [0, 200, 7, 100, 200, 7, 200, 200, 7],
    ]);
  });
});

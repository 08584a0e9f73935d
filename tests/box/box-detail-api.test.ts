import { getCatalogue } from '../../mocks/catalogue';
import { boxDetailOrNull, fetchBoxDetail } from '@/api/box';

/** The box page's extra reading of the detail call: every picture for its gallery. */
const box = getCatalogue().boxes[0]!;

describe('box detail for the box page', () => {
  it('gives every picture of the box, sized, with a text alternative', async () => {
    const detail = boxDetailOrNull(await fetchBoxDetail({ code: box.code, locale: 'es_ES' }));
    expect(detail?.gallery).toHaveLength(box.images.length);
    for (const image of detail?.gallery ?? []) {
      expect(image.url).toMatch(/^http/);
      expect(image.sizes['640_360']).toMatch(/^http/);
      expect(image.alt.length).toBeGreaterThan(0);
    }
  });
});

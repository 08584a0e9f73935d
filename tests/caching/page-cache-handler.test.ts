import { FAILED_READ_TAG } from '@/api/core/uncacheable-render';
import * as handler from '../../src/caching/page-cache-handler.mjs';

describe('the page cache handler', () => {
  it('knows the render’s failure mark by the same name', () => {
    expect(handler.FAILED_READ_TAG).toBe(FAILED_READ_TAG);
  });

  it('refuses a page rendered after a failure, keeps any other', () => {
    expect(handler.isFailedRender({ kind: 'APP_PAGE', headers: { 'x-next-cache-tags': `_N_T_/layout,hotel:1,${FAILED_READ_TAG}` } })).toBe(true);
    expect(handler.isFailedRender({ kind: 'APP_PAGE', headers: { 'x-next-cache-tags': '_N_T_/layout,hotel:1' } })).toBe(false);
    expect(handler.isFailedRender({ kind: 'FETCH', data: {} })).toBe(false);
    expect(handler.isFailedRender(null)).toBe(false);
  });
});

/** CMS content blocks: server-side resolution and one server component per block type. */
export { ContentBlocks, ContentBlock } from './content-blocks';
export { resolveBlocks, loadTopResults } from './resolve';
export { CmsLink } from './cms-link';
export { BlockImage } from './block-image';
export { Countdown } from './countdown';
export { RichText } from './rich-text';
export { cssColor, readableText, contrastRatio } from './colors';
export type { ResolvedBlock, ResultCard, CodeBoxCard } from './types';
export type { BlockContext } from './block-props';

/** CMS content blocks: one server component per block type (the screens resolve them: src/screens/content/resolve-blocks.server.ts). */
export { ContentBlocks, ContentBlock } from './content-blocks';
export { CmsLink } from '@/components/content/cms-link';
export { BlockImage } from './block-image';
export { RichText } from './rich-text';
export { cssColor, readableText, contrastRatio } from './colors';
export type { ResolvedBlock, ResultCard, CodeBoxCard } from './types';
export type { BlockContext } from './block-props';

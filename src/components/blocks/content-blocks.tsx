import type { Locale } from '@/domain/model/locale';
import { getIntl } from '@/i18n/server';
import { ArticleBlock } from './article-block';
import { BannerBlock } from './banner-block';
import type { BlockContext } from './block-props';
import { BoxCodesBlock } from './box-codes-block';
import { BoxesBlock } from './boxes-block';
import { CategoriesBlock } from './categories-block';
import { JumbotronBlock } from './jumbotron-block';
import { MainUspBlock } from './main-usp-block';
import { MarketingBlock } from './marketing-block';
import { RelatedBannerBlock } from './related-banner-block';
import { TopSearchResultsBlock } from './top-search-results-block';
import type { ResolvedBlock } from './types';

/**
 * Renders CMS blocks (already resolved by resolveBlocks) in their order, one component per type.
 * Server components only: no JavaScript reaches the browser for them (the countdown excepted).
 */
export function ContentBlocks({ blocks, locale, now, firstImageIsLcp = false }: { blocks: readonly ResolvedBlock[]; locale: Locale; now: Date; firstImageIsLcp?: boolean }) {
  const intl = getIntl(locale);
  return (
    <>
      {blocks.map((block, index) => {
        const context: BlockContext = { locale, intl, now, first: firstImageIsLcp && index === 0 };
        return <ContentBlock key={`${block.type}-${block.id}`} block={block} context={context} />;
      })}
    </>
  );
}

export function ContentBlock({ block, context }: { block: ResolvedBlock; context: BlockContext }) {
  switch (block.type) {
    case 'boxes':
      return <BoxesBlock block={block} context={context} />;
    case 'jumbotron':
      return <JumbotronBlock block={block} context={context} />;
    case 'mainUsp':
      return <MainUspBlock block={block} context={context} />;
    case 'marketing':
      return <MarketingBlock block={block} context={context} />;
    case 'categories':
      return <CategoriesBlock block={block} context={context} />;
    case 'banner':
      return <BannerBlock block={block} context={context} />;
    case 'boxCodes':
      return <BoxCodesBlock block={block} context={context} />;
    case 'relatedBanner':
      return <RelatedBannerBlock block={block} context={context} />;
    case 'article':
      return <ArticleBlock block={block} context={context} />;
    case 'topSearchResults':
      return <TopSearchResultsBlock block={block} context={context} />;
  }
}

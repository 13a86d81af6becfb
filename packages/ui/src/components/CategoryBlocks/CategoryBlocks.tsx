import type { ComponentPropsWithRef } from 'react';
import type { HomeBlock } from '@larder/domain';
import type { HeadingLevel } from '../Heading';
import { Image } from '../Image';
import { Block, BlockCaption, BlockLink, BlockTitle, Blocks } from './CategoryBlocks.styles';

export interface CategoryBlocksProps extends Omit<ComponentPropsWithRef<'ul'>, 'children'> {
  /** The blocks to show (the `homepageBlocks` dataset), in order. */
  blocks: readonly HomeBlock[];
  /** Outline level of each block's title. @default 2 */
  headingLevel?: HeadingLevel;
  /** Size the pictures are resized to (square; spec §9: 300x300 on the home page). @default 300 */
  imageSize?: number;
  /** Loading hint of the pictures. @default 'lazy' */
  imageLoading?: 'lazy' | 'eager';
}

/** CategoryBlocks shows the home page's category blocks: a picture, title and caption, each linking on. */
export function CategoryBlocks({
  blocks,
  headingLevel = 2,
  imageSize = 300,
  imageLoading = 'lazy',
  ...rest
}: CategoryBlocksProps) {
  return (
    <Blocks {...rest}>
      {blocks.map((block) => (
        <Block key={`${block.link}-${block.title}`}>
          {/* The title names the block, so the picture is decorative. */}
          <Image
            src={block.image}
            alt=""
            width={imageSize}
            height={imageSize}
            fit="cover"
            loading={imageLoading}
          />
          <BlockTitle as={`h${headingLevel}`}>
            <BlockLink href={block.link}>{block.title}</BlockLink>
          </BlockTitle>
          {block.caption ? <BlockCaption>{block.caption}</BlockCaption> : null}
        </Block>
      ))}
    </Blocks>
  );
}
CategoryBlocks.displayName = 'CategoryBlocks';

import type { ComponentPropsWithRef } from 'react';
import type { RecipeSummary } from '@larder/domain';
import { useRoutes } from '../../theme/routes';
import type { HeadingLevel } from '../Heading';
import { Image } from '../Image';
import { Root, TileLink, Title } from './RecipeTile.styles';

export interface RecipeTileProps extends Omit<ComponentPropsWithRef<'article'>, 'children'> {
  /** The recipe to show. */
  recipe: RecipeSummary;
  /** Where the tile links. @default the recipe's page, `useRoutes().recipe(recipe.slug)` */
  href?: string;
  /** Outline level of the title. @default 3 */
  headingLevel?: HeadingLevel;
  /** Size the picture is resized to (square). @default 300 */
  imageSize?: number;
  /** Image loading hint. @default 'lazy' */
  imageLoading?: 'lazy' | 'eager';
}

/** A RecipeTile shows a recipe's picture and title and links to the recipe's page. */
export function RecipeTile({
  recipe,
  href,
  headingLevel = 3,
  imageSize = 300,
  imageLoading = 'lazy',
  ref,
  ...rest
}: RecipeTileProps) {
  const routes = useRoutes();
  return (
    <Root ref={ref} {...rest}>
      {/* The title is the link text, so the picture is decorative. */}
      <Image
        src={recipe.thumbnail}
        alt=""
        width={imageSize}
        height={imageSize}
        fit="cover"
        loading={imageLoading}
      />
      <Title as={`h${headingLevel}`}>
        <TileLink href={href ?? routes.recipe(recipe.slug)}>{recipe.title}</TileLink>
      </Title>
    </Root>
  );
}

RecipeTile.displayName = 'RecipeTile';

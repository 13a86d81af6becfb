import { useNavigate } from 'react-router';
import { useDxpData } from '@larder/client';
import { MSG_HOME_BLOCKS_FAILED, PLACEHOLDER_SEARCH } from '@larder/domain';
import { CategoryBlocks, Hero, Loading, SearchBox, Text } from '@larder/ui';
import { getHref } from '../../paths';
import { HeroSearch, Page } from '../../shell/page';
import { HOME_DATASETS, homeBlocksOf } from './home-content';
import { heroArt } from '../../lib/artwork';

/**
 * Home (spec §2.1): a hero whose search box goes to /search-result with non-empty text, then the category blocks,
 * loaded once (the server sends them; the browser does not ask again).
 */
export default function HomePage() {
  const navigate = useNavigate();
  const blocks = useDxpData(HOME_DATASETS);
  const list = homeBlocksOf(blocks.data);
  const failed = Boolean(blocks.error) || (blocks.data !== undefined && list === null);

  return (
    <>
      <Hero
        art={heroArt('home')}
        title="Dressings, sauces and marinades for foodservice"
        subtitle="Recipes, menu trends and flavor for every kitchen."
      >
        <HeroSearch>
          <SearchBox
            label="Search the site"
            placeholder={PLACEHOLDER_SEARCH}
            requireText
            onSubmit={(text) => void navigate(getHref('searchResult', text.trim()))}
          />
        </HeroSearch>
      </Hero>
      <Page as="section" aria-label="Explore">
        {failed ? <Text role="alert">{MSG_HOME_BLOCKS_FAILED}</Text> : null}
        {!failed && !list ? <Loading /> : null}
        {list ? <CategoryBlocks blocks={list} /> : null}
      </Page>
    </>
  );
}

import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { useDxpData } from '@larder/client';
import { MSG_HOME_BLOCKS_FAILED, PLACEHOLDER_SEARCH } from '@larder/domain';
import { CategoryBlocks, Hero, Loading, SearchBox, Text } from '@larder/ui';
import { contentPaths, HOME_DATASETS } from '../content-routes';
import { homeBlocksOf } from './home-content';

const SearchWrap = styled.div`
  width: min(640px, 100%);
  margin: var(--ui-space-5, var(--ui-space-6)) auto 0;
`;

const Blocks = styled.section`
  max-width: 1280px;
  margin: 0 auto;
  padding: var(--ui-space-7) var(--ui-space-4) var(--ui-space-8);
`;

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
        title="Dressings, sauces and marinades for foodservice"
        subtitle="Recipes, menu trends and flavor for every kitchen."
      >
        <SearchWrap>
          <SearchBox
            label="Search the site"
            placeholder={PLACEHOLDER_SEARCH}
            requireText
            onSubmit={(text) => void navigate(contentPaths.searchResult.getHref(text.trim()))}
          />
        </SearchWrap>
      </Hero>
      <Blocks aria-label="Explore">
        {failed ? <Text role="alert">{MSG_HOME_BLOCKS_FAILED}</Text> : null}
        {!failed && !list ? <Loading /> : null}
        {list ? <CategoryBlocks blocks={list} imageLoading="eager" /> : null}
      </Blocks>
    </>
  );
}

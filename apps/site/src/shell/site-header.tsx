import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSearch } from '@larder/client';
import { defaultBrand } from '@larder/domain';
import { Header, useIsMobile } from '@larder/ui';
import { SEARCH_DEBOUNCE_MS } from '../constants';
import { getHref } from '../paths';
import { SearchResultsPart } from './shell-parts';

/**
 * The header (spec §2.2): menu in desktop and mobile forms, and the search toggle whose box searches as the
 * visitor types (debounced 750 ms) and goes to /search-result on submit.
 */
export function SiteHeader({ 'data-kept': kept }: { 'data-kept'?: string }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const isMobile = useIsMobile();
  const [searchOpen, setSearchOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [term, setTerm] = useState('');
  const results = useSearch(searchOpen && term.trim() ? term : null);

  // A new page closes the search and the mobile menu (adjusted while rendering, not in an effect).
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setSearchOpen(false);
    setMenuOpen(false);
    setTerm('');
  }

  return (
    <Header
      data-kept={kept}
      brandName={defaultBrand.name}
      sisterSites={defaultBrand.sisterSites}
      searchOpen={searchOpen}
      onSearchOpenChange={(open) => {
        setSearchOpen(open);
        if (open) void SearchResultsPart.preload();
        else setTerm('');
      }}
      // Leaving mobile mode closes the mobile menu.
      menuOpen={menuOpen && isMobile}
      onMenuOpenChange={setMenuOpen}
      searchDelay={SEARCH_DEBOUNCE_MS}
      onSearch={setTerm}
      onSearchSubmit={(text) => {
        setSearchOpen(false);
        void navigate(getHref('searchResult', text));
      }}
      searchResults={
        term.trim() ? (
          <SearchResultsPart.Part
            groups={results.data}
            loading={results.isLoading}
            term={term.trim()}
            onNavigate={() => setSearchOpen(false)}
          />
        ) : null
      }
    />
  );
}

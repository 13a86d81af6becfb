import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import styled, { createGlobalStyle } from 'styled-components';
import { SkipLink } from '@larder/ui';
import { MAIN_CONTENT_ID } from '../constants';
import { SiteAlert } from './site-alert';
import { SiteHeader } from './site-header';
import { CookieNoticePart, FooterPart, OfflineStatusPart } from './shell-parts';
import { AfterKeptPart, KeptPart } from './kept-part';
import { useAnchorOffset, useHeadAndPageViews, useScrollOnNavigation } from './route-effects';

// In-page anchor jumps (and the browser's own jump on first load) stop short of the header by the route's offset.
// A zero-specificity default scroll-margin, not the root's scroll-padding: the browser adds the two, and anchor
// targets that set their own scroll-margin (product sections, recipe parts, #allRecipes) would otherwise land at
// twice the offset.
const AnchorOffset = createGlobalStyle<{ $offset: number }>`
  :where([id]) {
    scroll-margin-top: ${(props) => props.$offset}px;
  }
`;

// The page fills at least the screen and the main content takes the room left, so the footer sits at the bottom
// of a short page (a 404, a thin list) instead of ending mid-screen.
const FullHeight = createGlobalStyle`
  #root {
    display: flex;
    flex-direction: column;
    min-height: 100vh;
    min-height: 100svh;
  }
`;

// A printed page is the page's own information (a recipe at the chosen size, a product, the allergen matrix): the
// chrome around it (skip link, alert banner, offline status, header and navigation, footer, cookie notice) is for
// the screen, as the pages' own print styles hide the buttons that print or send them (the icon sprite stays: icons
// in the content draw from it).
const PrintOnlyMain = createGlobalStyle`
  @media print {
    #root > :not(main, svg) {
      display: none !important;
    }
  }
`;

const Main = styled.main`
  display: block;
  flex: 1 0 auto;
  min-height: 60vh;

  &:focus {
    outline: none;
  }
`;

/** Spec §2.2: no header on the alert-response and event pages; no footer on the event page. */
export function shellParts(pathname: string): { header: boolean; footer: boolean } {
  const path = pathname.toLowerCase();
  return {
    header: !path.includes('coronavirus') && !path.includes('pizzaexpo'),
    footer: !path.includes('pizzaexpo'),
  };
}

/** The frame of every page: skip link, alert banner, header, main content, footer and cookie notice. */
export function SiteShell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const offset = useAnchorOffset();
  useScrollOnNavigation(offset);
  useHeadAndPageViews();
  const parts = shellParts(pathname);
  return (
    <>
      <AnchorOffset $offset={offset} />
      <FullHeight />
      <PrintOnlyMain />
      <SkipLink target={MAIN_CONTENT_ID} />
      <SiteAlert />
      <OfflineStatusPart.Part />
      {/* The header and the footer are the same on every page: the server renders each once (server/kept-parts.ts). */}
      {parts.header ? (
        <KeptPart name="header">
          <SiteHeader />
        </KeptPart>
      ) : null}
      <AfterKeptPart>
        <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
          {children}
        </Main>
      </AfterKeptPart>
      {parts.footer ? <FooterPart.Part /> : null}
      <AfterKeptPart>
        <CookieNoticePart.Part />
      </AfterKeptPart>
    </>
  );
}

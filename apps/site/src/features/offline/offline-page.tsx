import styled from 'styled-components';
import { Button, Heading, Link, Text } from '@larder/ui';
import { getHref } from '../../paths';

const Wrapper = styled.div`
  max-width: 720px;
  margin: 0 auto;
  padding: var(--ui-space-8) var(--ui-space-4);

  ul {
    margin: 0 0 var(--ui-space-5);
    padding-left: var(--ui-space-5);
  }
  li {
    margin-bottom: var(--ui-space-2);
  }
`;

/**
 * The offline page (offline kitchen mode): the service worker shows it, precached, for a page that was never
 * saved on the device while there is no connection, instead of the browser's error. It is also `/offline`.
 */
export function OfflinePage() {
  return (
    <Wrapper>
      <Heading level={1}>You're offline</Heading>
      <Text>
        This page has not been saved on this device yet, so it needs a connection. Pages you opened before
        still work without one, and so do the kitchen tools once you have opened them:
      </Text>
      <ul>
        <li>
          <Link href={getHref('allergens')}>Allergen matrix</Link>
        </li>
        <li>
          <Link href={getHref('faqTool', 'expiration-date')}>Expiration date calculator</Link>
        </li>
        <li>
          <Link href={getHref('faqTool', 'product-shelf-life-location')}>Product shelf life</Link>
        </li>
        <li>
          <Link href={getHref('home')}>Home</Link>
        </li>
      </ul>
      <Button variant="secondary" onClick={() => window.location.reload()}>
        Try again
      </Button>
    </Wrapper>
  );
}

export default OfflinePage;

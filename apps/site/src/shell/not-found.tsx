import { Heading, Text, Button } from '@larder/ui';
import { MSG_NOT_FOUND_PAGE } from '@larder/domain';
import styled from 'styled-components';
import { getHref } from '../paths';

const Wrapper = styled.div`
  max-width: 720px;
  margin: 0 auto;
  padding: var(--ui-space-8) var(--ui-space-4);
  text-align: center;
`;

/** The page of every unknown URL (spec §2.1: '404 - page not found'); the server answers it with status 404. */
export function NotFoundPage() {
  return (
    <Wrapper>
      <Heading level={1} align="center">
        {MSG_NOT_FOUND_PAGE}
      </Heading>
      <Text>The page you are looking for does not exist or has moved.</Text>
      <Button href={getHref('products')} variant="secondary">
        See all products
      </Button>
    </Wrapper>
  );
}

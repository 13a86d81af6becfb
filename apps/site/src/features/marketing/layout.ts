import styled from 'styled-components';
import { Text } from '@larder/ui';

// The blocks the marketing pages are built of, below their hero.

/** A full-width band of a marketing page: its content centred in the page column. */
export const Section = styled.section`
  max-width: 1280px;
  margin: 0 auto;
  padding: var(--ui-space-7) var(--ui-space-4);
`;

/** The row of call-to-action buttons closing a section. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ui-space-4);
  margin-top: var(--ui-space-6);
  justify-content: center;
`;

/** A column of running text at a readable measure (legal pages, announcements). */
export const Prose = styled.div`
  max-width: 800px;
  margin: 0 auto;
  padding: var(--ui-space-7) var(--ui-space-4);
  display: grid;
  gap: var(--ui-space-4);
`;

/** A section's introductory paragraph, centred under its centred heading. */
export const Lead = styled(Text)`
  text-align: center;
`;

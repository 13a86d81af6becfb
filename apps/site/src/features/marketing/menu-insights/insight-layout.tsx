import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import type { InsightDocumentHead, MenuInsightCopy, MenuInsightFileKind } from '@larder/domain';
import { Button, Text } from '@larder/ui';
import { getHref } from '../../../paths';
import { Section } from '../layout';

// What the menu-insight page and its carousels (insight-carousels.tsx, a visible part) share.

export const Band = styled(Section)`
  display: grid;
  gap: var(--ui-space-5);
`;

const Download = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: var(--ui-space-3) var(--ui-space-5);
  text-align: center;

  p {
    margin: 0;
    max-width: 60ch;
  }
`;

function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** A link that, when JavaScript runs, navigates with navigation state (and to `to` instead of its `href`). */
export function useStateLink(to: string, state: Record<string, unknown>) {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    void navigate(to, { state });
  };
}

export function FileDownload({
  insight,
  kind,
  document,
}: {
  insight: MenuInsightCopy;
  kind: MenuInsightFileKind;
  document: InsightDocumentHead;
}) {
  return (
    <Download>
      <Text>{document.description}</Text>
      {/* A file, not a route of the site: a plain download link that the client router leaves alone. */}
      <Button
        variant="secondary"
        href={getHref('menuInsightFile', kind, insight.slug)}
        download
        type="application/pdf"
      >
        Download the {document.title} (PDF)
      </Button>
    </Download>
  );
}

import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Button } from '../Button';
import { Heading, type HeadingLevel } from '../Heading';
import { PanelRoot } from './OtherQuestionsPanel.styles';

export interface OtherQuestionsPanelProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  /** Where the contact link goes. @default '/contact' */
  contactHref?: string;
  /** Text of the contact link. @default 'Contact us' */
  contactLabel?: string;
  /** Text under the title. */
  children?: ReactNode;
  /** Outline level of the title. @default 2 */
  headingLevel?: HeadingLevel;
}

/** An OtherQuestionsPanel ('Any other questions?') points from an FAQ tool to the contact page (spec §2.9). */
export function OtherQuestionsPanel({
  contactHref = '/contact',
  contactLabel = 'Contact us',
  children = 'Our customer service team is happy to help with anything these tools do not answer.',
  headingLevel = 2,
  ...rest
}: OtherQuestionsPanelProps) {
  const titleId = `other-questions-${useId()}`;
  return (
    <PanelRoot aria-labelledby={titleId} {...rest}>
      <Heading level={headingLevel} size="md" id={titleId}>
        Any other questions?
      </Heading>
      <p>{children}</p>
      <Button href={contactHref} variant="secondary">
        {contactLabel}
      </Button>
    </PanelRoot>
  );
}
OtherQuestionsPanel.displayName = 'OtherQuestionsPanel';

import { useId, type ComponentPropsWithRef } from 'react';
import { PACKAGING_NAMES } from '@larder/domain';
import { useControllableState } from '../../utils/useControllableState';
import { Button } from '../Button';
import { Heading, type HeadingLevel } from '../Heading';
import { Icon } from '../Icon';
import { Choice, Choices, DateCodeHelpRoot, Instructions, Prompt } from './DateCodeHelp.styles';

/** The packages the date-code help covers (spec §2.9), as packaging ids. */
export const DATE_CODE_PACKAGES = ['gallon', 'pouch', 'cup'] as const;
export type DateCodePackage = (typeof DATE_CODE_PACKAGES)[number];

/** Where the date code is printed on each package, step by step. */
export const DATE_CODE_INSTRUCTIONS: Record<DateCodePackage, readonly string[]> = {
  gallon: [
    'Turn the jug so the handle faces away from you.',
    'Look at the shoulder of the jug, just above the front label: the code is printed in black ink.',
    'The same code is printed on one end of the case.',
  ],
  pouch: [
    'Lay the pouch flat with the fitment (the spout) at the top.',
    'Look along the top seal, beside the fitment: the code is printed into the seal.',
    'The same code is printed on one end of the case.',
  ],
  cup: [
    'Look at the lid film of the cup: the code is printed across the top.',
    'On cups sold in sleeves, the code is also printed on the sleeve label.',
    'The same code is printed on one end of the case.',
  ],
};

export interface DateCodeHelpProps extends Omit<
  ComponentPropsWithRef<'section'>,
  'onChange' | 'defaultValue' | 'children'
> {
  /** The package shown (controlled); null shows the prompt. */
  value?: DateCodePackage | null;
  /** The package shown at first (uncontrolled). @default null */
  defaultValue?: DateCodePackage | null;
  /** Called with the package the visitor chooses. */
  onChange?: (value: DateCodePackage | null) => void;
  /** The products list with that package preselected, e.g. `/products?package=cup`. */
  productsHref: (value: DateCodePackage) => string;
  /** Title of the section. @default 'Where is the date code?' */
  title?: string;
  /** Outline level of the heading. @default 2 */
  headingLevel?: HeadingLevel;
}

/**
 * DateCodeHelp tells where the date code is printed on a package (spec §2.9): choose Gallon, Pouch or Cup to see
 * the instructions, and a button to every product of that package.
 */
export function DateCodeHelp({
  value: valueProp,
  defaultValue = null,
  onChange,
  productsHref,
  title = 'Where is the date code?',
  headingLevel = 2,
  ...rest
}: DateCodeHelpProps) {
  const [value, setValue] = useControllableState<DateCodePackage | null>(valueProp, defaultValue, onChange);
  const ids = useId();
  const subLevel = Math.min(headingLevel + 1, 6) as HeadingLevel;
  return (
    <DateCodeHelpRoot aria-labelledby={`${ids}-title`} {...rest}>
      <Heading level={headingLevel} size="md" id={`${ids}-title`}>
        {title}
      </Heading>
      <Choices role="group" aria-label="Choose a package">
        {DATE_CODE_PACKAGES.map((id) => (
          <Choice
            key={id}
            type="button"
            aria-pressed={value === id}
            aria-controls={`${ids}-instructions`}
            onClick={() => setValue(id)}
          >
            <Icon name={`package-${id}`} size={36} />
            {PACKAGING_NAMES[id]}
          </Choice>
        ))}
      </Choices>
      <div id={`${ids}-instructions`} aria-live="polite">
        {value ? (
          <Instructions>
            <Heading level={subLevel} size="sm">
              {PACKAGING_NAMES[value]}
            </Heading>
            <ol>
              {DATE_CODE_INSTRUCTIONS[value].map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <Button href={productsHref(value)} variant="secondary">
              View all {PACKAGING_NAMES[value].toLowerCase()} products
            </Button>
          </Instructions>
        ) : (
          <Prompt>Choose Gallon, Pouch or Cup to see where its date code is printed.</Prompt>
        )}
      </div>
    </DateCodeHelpRoot>
  );
}
DateCodeHelp.displayName = 'DateCodeHelp';

import { useId, type ComponentPropsWithRef } from 'react';
import { defaultBrand } from '@larder/domain';
import { UiIcon } from '../Icon/UiIcon';
import { NeedHelpRoot, NeedHelpTitle, PhoneLink } from './NeedHelpBox.styles';

export interface NeedHelpBoxProps extends Omit<ComponentPropsWithRef<'aside'>, 'children'> {
  /** Phone number as shown. @default the brand's, '(508) 555-0142' */
  phone?: string;
  /** The number for the `tel:` link. @default the brand's */
  phoneHref?: string;
  /** Opening hours of the line. @default '8:30 AM to 5:00 PM EST, Monday to Friday' */
  hours?: string;
  /** Title of the box. @default 'Need Help?' */
  title?: string;
  /** Stay in view while the page scrolls (desktop). @default true */
  floating?: boolean;
}

/** A NeedHelpBox gives the company phone line and its hours beside the FAQ tools (spec §2.9). */
export function NeedHelpBox({
  phone = defaultBrand.phone,
  phoneHref = defaultBrand.phoneHref,
  hours = defaultBrand.hours,
  title = 'Need Help?',
  floating = true,
  ...rest
}: NeedHelpBoxProps) {
  const titleId = `need-help-${useId()}`;
  return (
    <NeedHelpRoot aria-labelledby={titleId} data-floating={floating ? 'true' : undefined} {...rest}>
      <NeedHelpTitle id={titleId}>{title}</NeedHelpTitle>
      <p>Call us:</p>
      <PhoneLink href={phoneHref}>
        <UiIcon name="phone" size={20} />
        {phone}
      </PhoneLink>
      <p>{hours}</p>
    </NeedHelpRoot>
  );
}
NeedHelpBox.displayName = 'NeedHelpBox';

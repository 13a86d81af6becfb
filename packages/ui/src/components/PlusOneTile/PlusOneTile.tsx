import { Fragment, type ComponentPropsWithRef } from 'react';
import { wrapTitle, type PlusOne } from '@larder/domain';
import { Image } from '../Image';
import { Root, Title } from './PlusOneTile.styles';

export interface PlusOneTileProps extends Omit<ComponentPropsWithRef<'button'>, 'children' | 'onSelect'> {
  /** The plus-one idea to show. */
  plusOne: PlusOne;
  /** Called with the plus-one when the tile is chosen (the page opens its pop-up). */
  onSelect: (plusOne: PlusOne) => void;
  /** Size the picture is resized to (square). @default 300 */
  imageSize?: number;
  /**
   * The tile chosen last among its set: outlined, and `aria-current="true"`, so a visitor back from its pop-up
   * sees (and hears) where they were. Not a toggle: choosing it again opens the pop-up again. @default false
   */
  selected?: boolean;
}

/**
 * A PlusOneTile shows a 'Make it your own' idea's picture and title and opens its pop-up when chosen; `selected`
 * marks the one chosen last.
 */
export function PlusOneTile({
  plusOne,
  onSelect,
  imageSize = 300,
  selected = false,
  onClick,
  ref,
  ...rest
}: PlusOneTileProps) {
  const lines = wrapTitle(plusOne.title);
  return (
    <Root
      ref={ref}
      type="button"
      aria-haspopup="dialog"
      aria-current={selected ? 'true' : undefined}
      data-selected={selected ? 'true' : undefined}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onSelect(plusOne);
      }}
      {...rest}
    >
      <Image src={plusOne.image} alt="" width={imageSize} height={imageSize} fit="cover" />
      <Title>
        {/* Lines break at about 11 characters (spec §2.7); the space keeps the words apart in the button's name. */}
        {lines.map((line, index) => (
          <Fragment key={index}>
            {index > 0 ? (
              <>
                {' '}
                <br />
              </>
            ) : null}
            {line}
          </Fragment>
        ))}
      </Title>
    </Root>
  );
}

PlusOneTile.displayName = 'PlusOneTile';

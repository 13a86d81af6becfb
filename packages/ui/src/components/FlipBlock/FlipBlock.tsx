import {
  useId,
  type ComponentPropsWithRef,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { Link } from '../../theme/Link';
import { useControllableState } from '../../utils/useControllableState';
import {
  FlipBlockDetail,
  FlipBlockFace,
  FlipBlockLink,
  FlipBlockRoot,
  FlipBlockToggle,
} from './FlipBlock.styles';

/** The link on the back of a FlipBlock. */
export interface FlipBlockLinkProps {
  /** Destination, rendered through `Link` (the site's router for internal paths). */
  href: string;
  /** Link text; it should make sense on its own ('See all products', not 'More'). */
  label: ReactNode;
  /** Open in a new tab. @default false */
  external?: boolean;
}

export interface FlipBlockProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The front face: the claim, e.g. '202 dressings'. */
  front: ReactNode;
  /** The back face: the detail behind the claim. Always in the accessibility tree, flipped or not. */
  back: ReactNode;
  /** A link shown under the detail; it leaves the tab order while the back is turned away. */
  link?: FlipBlockLinkProps;
  /** Whether the back is shown (controlled). */
  flipped?: boolean;
  /** Whether the back is shown at first (uncontrolled). @default false */
  defaultFlipped?: boolean;
  /** Called with the new side when the visitor flips the block. */
  onFlippedChange?: (flipped: boolean) => void;
  /** Visible label of the flip button (a toggle button: `aria-pressed` tells which side shows). @default 'Flip card' */
  flipLabel?: string;
  /** Whether a mouse pointer over the block shows the back. @default true */
  flipOnHover?: boolean;
}

function FlipIcon() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d="M2.5 8a5.5 5.5 0 0 1 9.4-3.9M13.5 8a5.5 5.5 0 0 1-9.4 3.9M12 1.5v3h-3M4 14.5v-3h3"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * A FlipBlock is a card with a claim on the front and its detail and a link on the back, turned over by hover, by
 * focus reaching the back, or by its flip button. Both faces stay in the accessibility tree, so the detail reads
 * without flipping; only the back's link waits for the flip before it joins the tab order.
 */
export function FlipBlock({
  front,
  back,
  link,
  flipped: flippedProp,
  defaultFlipped = false,
  onFlippedChange,
  flipLabel = 'Flip card',
  flipOnHover = true,
  onClick,
  onPointerEnter,
  onPointerLeave,
  ...rest
}: FlipBlockProps) {
  const [flipped, setFlipped] = useControllableState(flippedProp, defaultFlipped, onFlippedChange);
  const id = useId();
  const frontId = `${id}-front`;

  const flipTo = (next: boolean) => {
    if (next !== flipped) setFlipped(next);
  };
  // Touch and pen have no hover; for them a tap (the click below) flips.
  const handlePointerEnter = (event: PointerEvent<HTMLDivElement>) => {
    onPointerEnter?.(event);
    if (flipOnHover && event.pointerType === 'mouse') flipTo(true);
  };
  const handlePointerLeave = (event: PointerEvent<HTMLDivElement>) => {
    onPointerLeave?.(event);
    if (flipOnHover && event.pointerType === 'mouse') flipTo(false);
  };
  // A click anywhere on the card flips it, except on its own button and links (they do their own thing).
  const handleClick = (event: MouseEvent<HTMLDivElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    if ((event.target as Element).closest('a, button')) return;
    flipTo(!flipped);
  };
  // Focus that lands on the back (a screen reader's cursor, a script) turns it to the front of the card.
  const handleBackFocus = (_event: FocusEvent<HTMLDivElement>) => flipTo(true);

  return (
    // The card-wide click is a pointer shortcut; keyboard users have the flip button, so no key handler here.
    <FlipBlockRoot
      data-flipped={flipped ? 'true' : 'false'}
      onClick={handleClick}
      onPointerEnter={handlePointerEnter}
      onPointerLeave={handlePointerLeave}
      {...rest}
    >
      <FlipBlockFace data-face="front" id={frontId}>
        {front}
      </FlipBlockFace>
      <FlipBlockToggle
        type="button"
        aria-pressed={flipped}
        aria-describedby={frontId}
        onClick={() => flipTo(!flipped)}
      >
        <FlipIcon />
        {flipLabel}
      </FlipBlockToggle>
      <FlipBlockFace data-face="back" onFocus={handleBackFocus}>
        <FlipBlockDetail>{back}</FlipBlockDetail>
        {link ? (
          <FlipBlockLink
            as={Link}
            href={link.href}
            external={link.external}
            // Not in the tab order while turned away: keyboard focus never lands on something invisible.
            tabIndex={flipped ? undefined : -1}
          >
            {link.label}
          </FlipBlockLink>
        ) : null}
      </FlipBlockFace>
    </FlipBlockRoot>
  );
}
FlipBlock.displayName = 'FlipBlock';

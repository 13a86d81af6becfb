import type { HeadingLevel } from '../Heading';
import { FlipBlock, type FlipBlockProps } from '../FlipBlock';
import { Image } from '../Image';
import { ChefBio, ChefInitials, ChefName, ChefPhoto, ChefRole } from './ChefCard.styles';

export interface ChefCardProps extends Omit<FlipBlockProps, 'front' | 'back' | 'link'> {
  /** The chef's name, the card's heading. */
  name: string;
  /** The chef's role (job title) shown under the name, e.g. 'Corporate Executive Chef'. */
  jobTitle: string;
  /** Biography on the back of the card. */
  bio: string;
  /** Photo path under the image root (or a full URL); without one the chef's initials are shown. */
  photo?: string | null;
  /** Outline level of the name. @default 3 */
  headingLevel?: HeadingLevel;
  /** Visible label of the flip button. @default 'Read bio' */
  flipLabel?: string;
}

/** Size the photo is resized to (square, shown as a circle). */
const PHOTO_SIZE = 120;

function initialsOf(name: string): string {
  const words = name
    .replace(/^chef\s+/i, '')
    .split(/\s+/)
    .filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/**
 * A ChefCard introduces one chef: photo, name and role on the front, biography on the back, turned over like a
 * FlipBlock (whose behaviour it reuses: hover, tap, flip button, and the bio readable without flipping).
 */
export function ChefCard({
  name,
  jobTitle,
  bio,
  photo,
  headingLevel = 3,
  flipLabel = 'Read bio',
  ...rest
}: ChefCardProps) {
  return (
    <FlipBlock
      flipLabel={flipLabel}
      front={
        <>
          <ChefPhoto>
            {/* The name is printed beside the photo, so the picture is decorative. */}
            {photo ? (
              <Image src={photo} alt="" width={PHOTO_SIZE} height={PHOTO_SIZE} fit="cover" />
            ) : (
              <ChefInitials aria-hidden="true">{initialsOf(name)}</ChefInitials>
            )}
          </ChefPhoto>
          <ChefName as={`h${headingLevel}`}>{name}</ChefName>
          <ChefRole>{jobTitle}</ChefRole>
        </>
      }
      back={<ChefBio>{bio}</ChefBio>}
      {...rest}
    />
  );
}
ChefCard.displayName = 'ChefCard';

export { Icon } from './Icon';
export { IconSprite } from './IconSprite';
export { ClaimSprite } from './ClaimSprite';
export type { ClaimSpriteProps } from './ClaimSprite';
export type { IconSpriteProps } from './IconSprite';
export type { IconProps } from './Icon';
export { iconNames, claimIconKeys, claimIconLabels, packageIconIds } from './icons';
export type { IconName, UiIconName, ClaimIconKey, PackageIconId } from './icons';

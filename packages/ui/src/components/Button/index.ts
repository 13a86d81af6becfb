export { Button } from './Button';
export type {
  ButtonProps,
  ButtonAsButtonProps,
  ButtonAsLinkProps,
  ButtonVariant,
  ButtonSize,
} from './Button';

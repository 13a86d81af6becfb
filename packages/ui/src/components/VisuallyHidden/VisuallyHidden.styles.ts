import { styled } from 'styled-components';
import { visuallyHiddenStyles } from '../../theme/mixins';

export const VisuallyHiddenRoot = styled.span`
  ${visuallyHiddenStyles}
`;

import { styled } from 'styled-components';

export const ChefPhoto = styled.div`
  display: grid;
  place-items: center;
  width: 120px;
  height: 120px;
  overflow: hidden;
  border-radius: 50%;
  border: 3px solid var(--ui-color-accent);
  background: var(--ui-color-surface);

  img {
    width: 100%;
    height: 100%;
  }
`;

/** Initials stand in for a missing photo. */
export const ChefInitials = styled.span`
  font-family: var(--ui-font-heading);
  font-size: var(--ui-font-size-2xl);
  font-weight: var(--ui-font-weight-heading);
  color: var(--ui-color-accent-strong);
`;

export const ChefName = styled.h3`
  margin: 0;
  font-family: var(--ui-font-heading);
  font-size: var(--ui-font-size-lg);
  line-height: 1.2;
  color: var(--ui-color-text);
`;

export const ChefRole = styled.span`
  font-family: var(--ui-font-body);
  font-size: var(--ui-font-size-md);
  font-weight: 400;
  color: var(--ui-color-text-muted);
`;

export const ChefBio = styled.p`
  margin: 0;
`;

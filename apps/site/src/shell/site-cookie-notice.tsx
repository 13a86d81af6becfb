import { useState } from 'react';
import { defaultBrand } from '@larder/domain';
import { CookieNotice } from '@larder/ui';
import { useSite } from '../lib/site-context';

/** Sets the acceptance cookie (spec §9: brand prefix + accept_cookies, about a year, path /). */
function rememberAcceptance() {
  const { name, maxAge, path } = defaultBrand.cookie;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=true; Max-Age=${maxAge}; Path=${path}; SameSite=Lax${secure}`;
}

/**
 * The cookie notice, shown until accepted. The server reads the cookie, so a visitor who accepted never gets the
 * notice in the HTML (no flash).
 */
export function SiteCookieNotice() {
  const { cookiesAccepted } = useSite();
  const [accepted, setAccepted] = useState(cookiesAccepted);
  if (accepted) return null;
  return (
    <CookieNotice
      open
      onAccept={() => {
        rememberAcceptance();
        setAccepted(true);
      }}
    />
  );
}

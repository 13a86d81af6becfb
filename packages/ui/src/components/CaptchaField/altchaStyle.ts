/**
 * Keeps the ALTCHA widget from injecting its stylesheet as an inline `<style id="altcha-css">`, which a
 * Content-Security-Policy without 'unsafe-inline' refuses (a console violation each time): the widget injects only
 * when no element holds that id, so an empty one stops it. A visible widget gets its styles from the linked
 * `@larder/ui/captcha.css`; an invisible one (a proof of work solved in the background) needs none.
 */
export function withoutAltchaInjectedStyle(): void {
  if (document.getElementById('altcha-css') !== null) return;
  const placeholder = document.createElement('template');
  placeholder.id = 'altcha-css';
  document.head.append(placeholder);
}

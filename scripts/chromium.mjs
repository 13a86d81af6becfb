// The Chromium every browser test uses (Playwright e2e and visual suites, the Vitest story tests, dev-live): the
// system's Debian build, never a downloaded one (types: chromium.d.mts).

/** CHROMIUM_PATH, or Debian's /usr/bin/chromium. */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Headless, as root in a container, with nothing that reaches the network on its own. */
export const chromiumArgs = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

/** Playwright `launchOptions`. */
export const chromiumLaunch = { executablePath: chromiumPath, args: chromiumArgs };

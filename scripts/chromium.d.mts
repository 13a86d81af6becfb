/** CHROMIUM_PATH, or Debian's /usr/bin/chromium. */
export declare const chromiumPath: string;
/** Headless, as root in a container, with nothing that reaches the network on its own. */
export declare const chromiumArgs: string[];
/** Playwright `launchOptions`. */
export declare const chromiumLaunch: { executablePath: string; args: string[] };

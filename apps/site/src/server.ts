// Production entry (`npm start` → node dist/server.js): serves the built client and server-renders every page.
import { resolve } from 'node:path';
import { main } from './server/start';

await main({ siteRoot: resolve(import.meta.dirname, '..') });

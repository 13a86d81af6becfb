#!/usr/bin/env node
// Development server: Express + the API + Vite in middleware mode (HMR), server-rendering from source.
// Run with `npm run dev` in apps/site (or `node apps/site/dev.mjs` from the root). Needs the packages' and the
// API's dist builds.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('./src/server/start.ts');
await main({ siteRoot: import.meta.dirname, dev: true });

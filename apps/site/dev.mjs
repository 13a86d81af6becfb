#!/usr/bin/env node
// Development server (`npm run dev`): Express + the API + Vite in middleware mode (HMR), server-rendering from
// source. Every workspace package is read from its TypeScript source, not its dist build: Vite resolves them
// with the `@larder/source` export condition (vite.config.ts), and the hook below makes Node do the same for the
// server's own imports (the API), run through tsx. So nothing needs building first, and an edit in packages/ui,
// packages/domain or packages/client shows in the open page within seconds.
import { register } from 'node:module';
import { register as registerTsx } from 'tsx/esm/api';

registerTsx();
// Registered last, so it runs first: adds the condition, then lets tsx and Node resolve as usual.
register(
  'data:text/javascript,' +
    encodeURIComponent(
      'export const resolve = (specifier, context, next) =>' +
        " next(specifier, { ...context, conditions: ['@larder/source', ...context.conditions] });",
    ),
);
const { main } = await import('./src/server/start.ts');
await main({ siteRoot: import.meta.dirname, dev: true });

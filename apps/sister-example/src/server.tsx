// The sister brand's server: every page rendered by React on the server with the brand's styles collected by
// styled-components, the browser bundle (dist/public) that hydrates it, and the two endpoints the contact form uses
// (a self-hosted ALTCHA challenge, and the form's POST checked with @larder/domain's schema).
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import express from 'express';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { MSG_CAPTCHA_SOLVE, contactSchema } from '@larder/domain';
import { App, BRAND, route, type Location } from './App';

const port = Number(process.env.PORT ?? 3000);
// The key that signs captcha challenges: set ALTCHA_HMAC_KEY when several processes must accept each other's.
const hmacKey = process.env.ALTCHA_HMAC_KEY ?? randomBytes(32).toString('hex');
const publicDir = fileURLToPath(new URL('./public', import.meta.url));

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The whole document of one page: its markup, its styles in the head, the module that hydrates it. */
function renderPage(location: Location): { status: number; html: string } {
  const page = route(location);
  const sheet = new ServerStyleSheet();
  try {
    const body = renderToString(sheet.collectStyles(<App location={location} />));
    const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeHtml(`${page.title} | ${BRAND}`)}</title>
${sheet.getStyleTags()}
<script type="module" src="/assets/client.js"></script>
</head>
<body>
<div id="root">${body}</div>
</body>
</html>
`;
    return { status: page.status, html };
  } finally {
    sheet.seal();
  }
}

interface SchemaError {
  path?: string;
  message: string;
  inner: SchemaError[];
}

const app = express();
app.disable('x-powered-by');
app.use('/assets', express.static(publicDir, { index: false }));

app.get('/api/captcha/challenge', async (_req, res) => {
  const challenge = await createChallenge({
    hmacKey,
    maxnumber: 50_000,
    expires: new Date(Date.now() + 10 * 60_000),
  });
  res.set('cache-control', 'no-store').json(challenge);
});

// The same rules as the browser (the form validates with contactSchema too), then the captcha. A real site would
// send the message by email here; the example writes it to the log.
app.post('/api/contact', express.json({ limit: '16kb' }), async (req, res) => {
  try {
    await contactSchema.validate(req.body, { abortEarly: false, strict: true });
  } catch (error) {
    const { inner } = error as SchemaError;
    res.status(422).json({ errors: inner.map((e) => ({ param: e.path ?? null, msg: e.message })) });
    return;
  }
  const { captcha, email } = req.body as { captcha: string; email: string };
  if (!(await verifySolution(captcha, hmacKey, true))) {
    res.status(422).json({ errors: [{ param: 'captcha', msg: MSG_CAPTCHA_SOLVE }] });
    return;
  }
  console.log(`[contact] message from ${email}`);
  res.status(204).end();
});

app.get('/{*path}', (req, res) => {
  const query = req.originalUrl.indexOf('?');
  const { status, html } = renderPage({
    pathname: req.path,
    search: query === -1 ? '' : req.originalUrl.slice(query),
  });
  res.status(status).type('html').send(html);
});

const server = app.listen(port, () => {
  const address = server.address();
  const listening = typeof address === 'object' && address ? address.port : port;
  console.log(`${BRAND} on http://localhost:${listening}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}

// Every page of the site, rendered by the server (server.tsx) and hydrated in the browser (client.tsx) from the
// same URL, so both render the same tree.
import { useEffect, useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import {
  Badge,
  ContactForm,
  LarderProvider,
  Link,
  ProductTile,
  ResultsList,
  SkipLink,
  toFieldErrors,
  vars,
} from '@larder/ui';
import type { CaptchaConfig, ContactFormProps } from '@larder/ui';
import { productSizeLabel } from '@larder/domain';
import { harborTheme } from './theme';
import { packagings, products, productsIn } from './catalogue';

export const BRAND = "Marlow's Harbor Kitchen";

/** What the server and the browser both know about the request. */
export interface Location {
  pathname: string;
  search: string;
}

/** The page a URL shows: its title, its status and its content. */
export interface Page {
  title: string;
  status: number;
  content: ReactNode;
}

export function route({ pathname, search }: Location): Page {
  if (pathname === '/') {
    const packaging = new URLSearchParams(search).get('package') ?? '';
    return { title: 'Sauces', status: 200, content: <ProductsPage initialPackaging={packaging} /> };
  }
  const slug = /^\/products\/([a-z0-9-]+)$/.exec(pathname)?.[1];
  const product = slug ? products.find((p) => p.slug === slug) : undefined;
  if (product) return { title: product.name, status: 200, content: <ProductPage slug={product.slug} /> };
  if (pathname === '/contact') return { title: 'Contact us', status: 200, content: <ContactPage /> };
  return { title: 'Page not found', status: 404, content: <NotFound /> };
}

export function App({ location }: { location: Location }) {
  const page = route(location);
  // Marks the document once React has taken over the server's markup (scripts and browser tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <LarderProvider theme={harborTheme}>
      <SkipLink />
      <Masthead>
        <Brand href="/">{BRAND}</Brand>
        <nav aria-label="Main">
          <NavList>
            <li>
              <Link href="/">Sauces</Link>
            </li>
            <li>
              <Link href="/contact">Contact us</Link>
            </li>
          </NavList>
        </nav>
      </Masthead>
      <Main id="main" tabIndex={-1}>
        {page.content}
      </Main>
      <Colophon>
        <p>{BRAND} is a fictional sister brand, built on @larder/ui.</p>
      </Colophon>
    </LarderProvider>
  );
}

function ProductsPage({ initialPackaging }: { initialPackaging: string }) {
  const [packaging, setPackaging] = useState(initialPackaging);
  const items = productsIn(packaging);
  const choose = (value: string) => {
    setPackaging(value);
    window.history.replaceState(null, '', value ? `/?package=${encodeURIComponent(value)}` : '/');
  };
  return (
    <>
      <h1>Sauces for the seafood kitchen</h1>
      {/* Without JavaScript the form reloads the page with ?package=…; hydrated, the list changes as you choose. */}
      <Filters method="get" action="/">
        <label htmlFor="package">Packaging</label>
        <select
          id="package"
          name="package"
          value={packaging}
          onChange={(event) => choose(event.target.value)}
        >
          <option value="">All packagings</option>
          {packagings.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <noscript>
          <button type="submit">Filter</button>
        </noscript>
      </Filters>
      <ResultsList
        items={items}
        total={items.length}
        empty={items.length === 0}
        onReset={() => choose('')}
        noun={{ one: 'sauce', other: 'sauces' }}
        listLabel="Sauces"
        renderItem={(product, index) => (
          <ProductTile product={product} headingLevel={2} imageLoading={index < 4 ? 'eager' : 'lazy'} />
        )}
      />
    </>
  );
}

function ProductPage({ slug }: { slug: string }) {
  const product = products.find((p) => p.slug === slug);
  if (!product) return <NotFound />;
  return (
    <>
      <p>
        <Link href="/">All sauces</Link>
      </p>
      <h1>{product.name}</h1>
      {product.isNew ? <Badge>New</Badge> : null}
      <Facts>
        <dt>Product code</dt>
        <dd>{product.productCode}</dd>
        <dt>Size</dt>
        <dd>{productSizeLabel(product)}</dd>
      </Facts>
      <p>
        Questions about {product.name}? <Link href="/contact">Write to our kitchen</Link>.
      </p>
    </>
  );
}

const captcha: CaptchaConfig = { provider: 'altcha', challengeUrl: '/api/captcha/challenge' };

/** Sends the form to the app's server; its 422 answer carries the API's `[{ param, msg }]` errors. */
const send: ContactFormProps['onSubmit'] = async (values) => {
  const response = await fetch('/api/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(values),
  });
  if (response.status === 422) {
    const { errors } = (await response.json()) as { errors: { param: string; msg: string }[] };
    return toFieldErrors(errors);
  }
  if (!response.ok) throw new Error(`The message was not sent (${response.status})`);
  return undefined;
};

function ContactPage() {
  return (
    <>
      <h1>Contact us</h1>
      <p>Tell our kitchen what you are cooking; we answer within two working days.</p>
      <ContactForm
        aria-label="Contact form"
        onSubmit={send}
        captcha={captcha}
        onDone={() => window.location.assign('/')}
      />
    </>
  );
}

function NotFound() {
  return (
    <>
      <h1>Page not found</h1>
      <p>
        <Link href="/">See our sauces</Link>
      </p>
    </>
  );
}

const Masthead = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]} ${vars.space[5]};
  background: ${vars.color.surfaceAlt};
  border-bottom: 1px solid ${vars.color.border};
`;

const Brand = styled.a`
  font-family: ${vars.font.heading};
  font-size: ${vars.fontSize.xl};
  font-weight: 700;
  color: ${vars.color.text};
  text-decoration: none;
`;

const NavList = styled.ul`
  display: flex;
  gap: ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Main = styled.main`
  max-width: 72rem;
  margin: 0 auto;
  padding: ${vars.space[5]};
`;

const Filters = styled.form`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  margin-bottom: ${vars.space[4]};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${vars.space[2]} ${vars.space[4]};

  dt {
    font-weight: 700;
  }

  dd {
    margin: 0;
  }
`;

const Colophon = styled.footer`
  padding: ${vars.space[4]} ${vars.space[5]};
  border-top: 1px solid ${vars.color.border};
  color: ${vars.color.textMuted};
`;

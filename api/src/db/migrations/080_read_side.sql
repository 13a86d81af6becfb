-- Read side (issue 12): the list shapes stored beside each document, and a content version.
--
-- 1. The list shapes of the API (ProductSummary, ProductOption, FaqProduct, RecipeSummary) were built by every query
--    from `doc`. A document is stored compressed out of line (TOAST, ~2 KB), and each `doc->'field'` of a shape
--    decompressed it again: building the summaries of the 483 listed products took ~90 ms on PGlite, reading them
--    from a stored column ~7 ms. The shapes are now generated columns, computed once when a row is written, so
--    they can never disagree with the document. The functions are immutable in fact (jsonb in, jsonb out, no
--    settings involved), which a generated column requires.

create function product_summary(doc jsonb) returns jsonb
language sql immutable parallel safe as $$
  select jsonb_build_object(
    'id', doc->'id', 'slug', doc->'slug', 'name', doc->'name', 'productCode', doc->'productCode',
    'status', doc->'status', 'websiteGroup', doc->'websiteGroup', 'packaging', doc->'packaging',
    'productType', doc->'productType', 'flavors', doc->'flavors', 'isNew', doc->'isNew',
    'images', doc->'images', 'claims', doc->'claims',
    'caseInfo', jsonb_build_object(
      'packageType', doc->'caseInfo'->'packageType',
      'individualUnitVal', doc->'caseInfo'->'individualUnitVal',
      'individualUnitPercent', doc->'caseInfo'->'individualUnitPercent'))
$$;

create function product_option(doc jsonb) returns jsonb
language sql immutable parallel safe as $$
  select jsonb_build_object(
    'id', doc->'id', 'slug', doc->'slug', 'name', doc->'name', 'productCode', doc->'productCode',
    'status', doc->'status', 'websiteGroup', doc->'websiteGroup', 'packaging', doc->'packaging',
    'upc', doc->'upc', 'upc12', doc->'upc12')
$$;

create function product_faq(doc jsonb) returns jsonb
language sql immutable parallel safe as $$
  select product_option(doc) || jsonb_build_object(
    'shelfLife', doc->'shelfLife', 'claims', doc->'claims', 'images', doc->'images')
$$;

create function recipe_summary(doc jsonb) returns jsonb
language sql immutable parallel safe as $$
  select jsonb_build_object(
    'id', doc->'id', 'slug', doc->'slug', 'title', doc->'title', 'label', doc->'label',
    'thumbnail', doc->'thumbnail', 'flavors', doc->'flavors', 'dishes', doc->'dishes',
    'courses', doc->'courses', 'isKFS', doc->'isKFS', 'isKogi', doc->'isKogi')
$$;

alter table products
  add column summary jsonb generated always as (product_summary(doc)) stored,
  add column option jsonb generated always as (product_option(doc)) stored,
  add column faq jsonb generated always as (product_faq(doc)) stored;
alter table recipes add column summary jsonb generated always as (recipe_summary(doc)) stored;

-- 2. The content version: any write to a content table (a seed, an operator's edit on PostgreSQL) moves it on. Every
--    server process reads it every few seconds and drops the pages and API answers it cached for an older version.
create table content_version (
  id boolean primary key default true check (id),
  version bigint not null,
  changed_at timestamptz not null default now()
);
insert into content_version (version) values (1);

create function bump_content_version() returns trigger
language plpgsql as $$
begin
  update content_version set version = version + 1, changed_at = now();
  return null;
end
$$;

create trigger products_content_version after insert or update or delete or truncate on products
  for each statement execute function bump_content_version();
create trigger recipes_content_version after insert or update or delete or truncate on recipes
  for each statement execute function bump_content_version();
create trigger plus_ones_content_version after insert or update or delete or truncate on plus_ones
  for each statement execute function bump_content_version();
create trigger lookups_content_version after insert or update or delete or truncate on lookups
  for each statement execute function bump_content_version();
create trigger home_blocks_content_version after insert or update or delete or truncate on home_blocks
  for each statement execute function bump_content_version();
create trigger curated_lists_content_version after insert or update or delete or truncate on curated_lists
  for each statement execute function bump_content_version();
create trigger seo_content_version after insert or update or delete or truncate on seo
  for each statement execute function bump_content_version();
create trigger search_words_content_version after insert or update or delete or truncate on search_words
  for each statement execute function bump_content_version();

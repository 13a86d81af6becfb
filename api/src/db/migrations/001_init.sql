-- Catalogue schema. Each entity table keeps the whole entity as `doc` (the shape the API returns) plus the
-- columns that filtering, ordering and search need, extracted and indexed at seed time.

create extension if not exists pg_trgm;

create table lookups (
  dataset text not null,
  id text not null,
  position integer not null,
  name text not null,
  doc jsonb not null,
  primary key (dataset, id)
);
create index lookups_dataset_position on lookups (dataset, position);

create table products (
  id text primary key,
  slug text not null unique,
  code text not null,
  upc text not null,
  upc12 text not null,
  case_gtin text,
  name text not null,
  -- Sort key: case-insensitive, byte order, so both engines order the same whatever their default collation.
  sort_name text collate "C" not null,
  status text not null,
  website_group text not null,
  packaging text not null,
  package_order integer not null,
  product_type text not null,
  flavors text[] not null default '{}',
  product_lines text[] not null default '{}',
  search tsvector not null,
  search_text text not null,
  doc jsonb not null
);
create index products_status_order on products (status, sort_name, package_order, id);
create index products_order on products (sort_name, package_order, id);
create index products_website_group on products (website_group, package_order);
create index products_code on products (lower(code));
create index products_upc on products (upc);
create index products_upc12 on products (upc12);
create index products_case_gtin on products (case_gtin);
create index products_flavors on products using gin (flavors);
create index products_product_lines on products using gin (product_lines);
create index products_search on products using gin (search);
create index products_name_trgm on products using gin (search_text gin_trgm_ops);

create table recipes (
  id text primary key,
  slug text not null unique,
  title text not null,
  sort_title text collate "C" not null,
  flavors text[] not null default '{}',
  dishes text[] not null default '{}',
  courses text[] not null default '{}',
  ingredient_ids text[] not null default '{}',
  product_ids text[] not null default '{}',
  time_created timestamptz not null,
  time_modified timestamptz not null,
  time_archived timestamptz,
  time_promoted timestamptz,
  search tsvector not null,
  search_text text not null,
  doc jsonb not null
);
create index recipes_flavors on recipes using gin (flavors);
create index recipes_dishes on recipes using gin (dishes);
create index recipes_courses on recipes using gin (courses);
create index recipes_ingredient_ids on recipes using gin (ingredient_ids);
create index recipes_product_ids on recipes using gin (product_ids);
create index recipes_time_created on recipes (time_created, id);
create index recipes_time_modified on recipes (time_modified, id);
create index recipes_search on recipes using gin (search);
create index recipes_title_trgm on recipes using gin (search_text gin_trgm_ops);

create table plus_ones (
  id text primary key,
  position integer not null,
  title text not null,
  flavors text[] not null default '{}',
  product_ids text[] not null default '{}',
  search tsvector not null,
  search_text text not null,
  doc jsonb not null
);
create index plus_ones_position on plus_ones (position);
create index plus_ones_flavors on plus_ones using gin (flavors);
create index plus_ones_product_ids on plus_ones using gin (product_ids);
create index plus_ones_search on plus_ones using gin (search);
create index plus_ones_title_trgm on plus_ones using gin (search_text gin_trgm_ops);

create table home_blocks (
  position integer primary key,
  doc jsonb not null
);

create table curated_lists (
  id text primary key,
  kind text not null,
  doc jsonb not null
);

create table seo (
  path text primary key,
  doc jsonb not null
);

-- Vocabulary of the searchable names (products, flavors, recipes, plus-ones): the typo fallback corrects a
-- misspelt word to its nearest entries here before running the full-text query again.
create table search_words (
  word text primary key
);
create index search_words_prefix on search_words (word text_pattern_ops);
create index search_words_length on search_words (length(word));
create index search_words_trgm on search_words using gin (word gin_trgm_ops);

-- True when a and b differ by at most one edit: a substitution, an insertion, a deletion or a swap of two
-- neighbouring letters ('rnach' → 'ranch', which trigrams alone rate as dissimilar).
create or replace function within_one_edit(a text, b text) returns boolean
language plpgsql immutable strict parallel safe as $$
declare
  la integer := length(a);
  lb integer := length(b);
  i integer := 1;
begin
  if abs(la - lb) > 1 then
    return false;
  end if;
  while i <= la and i <= lb and substr(a, i, 1) = substr(b, i, 1) loop
    i := i + 1;
  end loop;
  if i > la and i > lb then
    return true;
  end if;
  if la = lb then
    return substr(a, i + 1) = substr(b, i + 1)
      or (substr(a, i, 1) = substr(b, i + 1, 1) and substr(a, i + 1, 1) = substr(b, i, 1)
          and substr(a, i + 2) = substr(b, i + 2));
  elsif la > lb then
    return substr(a, i + 1) = substr(b, i);
  else
    return substr(a, i) = substr(b, i + 1);
  end if;
end
$$;

-- The full-text query of a search: each element of `words` is one word (or several space-separated
-- alternatives for a corrected typo); words are ANDed, alternatives ORed. Each word matches as a prefix of a
-- whole word (search-as-you-type: 'ran' finds 'ranch') or by its English stem ('dressings' finds 'dressing').
-- Callers pass words made of letters and digits only.
create or replace function search_query(words text[]) returns tsquery
language plpgsql immutable strict parallel safe as $$
declare
  result tsquery;
  element text;
  alternative text;
  part tsquery;
  one tsquery;
begin
  foreach element in array words loop
    part := null;
    foreach alternative in array regexp_split_to_array(element, ' ') loop
      continue when alternative = '';
      one := to_tsquery('simple', alternative || ':*') || plainto_tsquery('english', alternative);
      part := case when part is null then one else part || one end;
    end loop;
    continue when part is null;
    result := case when result is null then part else result && part end;
  end loop;
  return result;
end
$$;

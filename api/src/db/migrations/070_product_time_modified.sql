-- When a product's data last changed (the allergen matrix shows it per row, design.md: operators check their
-- allergen charts against it). Seeding sets it to the time the row is written; any later change of the product's
-- `doc` moves it forward. The same SQL runs on PGlite and PostgreSQL.

alter table products add column time_modified timestamptz not null default now();

create function products_touch_time_modified() returns trigger language plpgsql as $$
begin
  if new.doc is distinct from old.doc then
    new.time_modified := now();
  end if;
  return new;
end;
$$;

create trigger products_time_modified before update on products
  for each row execute function products_touch_time_modified();

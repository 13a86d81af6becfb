-- What the processes of one deployment must agree on lives in the database (docs/deploy.md): secrets generated once
-- (the ALTCHA HMAC key, the key that hashes client addresses), per-IP rate-limit counters, and which process holds an
-- outbox row while it sends it. The same SQL runs on PGlite and PostgreSQL.

create table app_secrets (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);

-- One fixed window per (limit, client): `key` is '<limit>:<keyed hash of the client address>', never the address.
create table rate_limits (
  key text primary key,
  hits integer not null,
  reset_at timestamptz not null
);
create index rate_limits_reset on rate_limits (reset_at);

-- 'host/pid/start' of the process sending a row: a sibling on the same machine takes the row back as soon as that
-- process is gone, instead of waiting for the lease to run out.
alter table outbox add column claimed_by text;
create index outbox_claimed on outbox (claimed_by) where status = 'sending';

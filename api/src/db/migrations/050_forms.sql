-- Write side of the API: form submissions, the email outbox, idempotency keys, spent captcha challenges and the
-- daily email quota of send-files. The same SQL runs on PGlite and PostgreSQL.

-- Every accepted form post, stored in the same transaction as the outbox rows of the emails it causes.
create table submissions (
  id uuid primary key,
  kind text not null
    check (kind in ('contact', 'sample', 'consumer_sample', 'pizzaexpo', 'purchase', 'send_files')),
  payload jsonb not null,
  ip text,
  created_at timestamptz not null default now()
);
create index submissions_kind_created on submissions (kind, created_at);

-- Emails waiting to be sent by the outbox worker. `attachments` holds only paths this site serves
-- (`/files/...` PDFs and `/img/...` images), resolved to files when the message is sent.
-- 'sending' rows are leased (`locked_until`); a lease that runs out (the process died mid-send) makes the row
-- claimable again.
create table outbox (
  id bigint generated always as identity primary key,
  submission_id uuid references submissions (id) on delete cascade,
  recipient text not null,
  reply_to text,
  subject text not null,
  text text not null,
  html text,
  attachments jsonb not null default '[]',
  status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'dead')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  locked_until timestamptz,
  last_error text,
  sent_at timestamptz,
  created_at timestamptz not null default now()
);
create index outbox_due on outbox (next_attempt_at, id) where status = 'pending';
create index outbox_leased on outbox (locked_until) where status = 'sending';
create index outbox_submission on outbox (submission_id);

-- First answer of each (route, Idempotency-Key): a retry with the same body gets it again.
create table idempotency_keys (
  route text not null,
  key text not null,
  request_hash text not null,
  response_status integer not null,
  response_body jsonb not null,
  created_at timestamptz not null default now(),
  primary key (route, key)
);
create index idempotency_keys_created on idempotency_keys (created_at);

-- Spent captcha challenges (ALTCHA signature, or a hash of a reCAPTCHA token): a second insert is a replay.
create table captcha_used (
  signature text primary key,
  expires_at timestamptz not null,
  used_at timestamptz not null default now()
);
create index captcha_used_expires on captcha_used (expires_at);

-- Emails sent to one recipient per (UTC) day by send-files, to cap abuse of the "email me this" form.
create table email_quota (
  recipient text not null,
  day date not null,
  count integer not null default 0,
  primary key (recipient, day)
);

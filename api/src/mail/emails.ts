import {
  MSG_SAMPLE_SUCCESS_TEXT,
  defaultBrand,
  type ContactPayload,
  type EventRegistrationPayload,
  type InquiryPayload,
} from '@larder/domain';
import type { Config } from '../config';

/** A file of this site to attach: `path` is a site path (`/files/…` or `/img/…`), never a URL elsewhere. */
export interface MailAttachment {
  path: string;
  filename: string;
}

/** One outbox row to be. */
export interface QueuedMail {
  recipient: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
}

type Rows = [label: string, value: string | undefined][];

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function layout(
  title: string,
  intro: string[],
  rows: Rows,
  publicUrl: string,
): { text: string; html: string } {
  const filled = rows.filter((row): row is [string, string] => row[1] !== undefined && row[1] !== '');
  const text = [
    title,
    '',
    ...intro,
    ...(intro.length > 0 ? [''] : []),
    ...filled.map(([label, value]) => `${label}: ${value}`),
    '',
    `${defaultBrand.name} · ${publicUrl}`,
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#222">',
    `<h1 style="font-size:20px">${escapeHtml(title)}</h1>`,
    ...intro.map((line) => `<p>${escapeHtml(line)}</p>`),
    filled.length > 0 ? '<table cellpadding="4" style="border-collapse:collapse">' : '',
    ...filled.map(
      ([label, value]) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    ),
    filled.length > 0 ? '</table>' : '',
    `<p style="color:#666;font-size:12px">${escapeHtml(defaultBrand.name)} · ${escapeHtml(publicUrl)}</p>`,
    '</body></html>',
  ].join('');
  return { text, html };
}

export interface MailContext {
  /** The staff inboxes (`config.mail.staff`). */
  staff: Config['mail']['staff'];
  publicUrl: string;
  submissionId: string;
}

export function contactMails(
  payload: ContactPayload,
  { staff, publicUrl, submissionId }: MailContext,
): QueuedMail[] {
  const body = layout(
    'New contact message',
    [],
    [
      ['Name', payload.fname],
      ['Company', payload.company],
      ['Email', payload.email],
      ['Phone', payload.phone],
      ['City', payload.city],
      ['State', payload.state],
      ['Message', payload.message],
      ['Reference', submissionId],
    ],
    publicUrl,
  );
  // Staff only: the page confirms the message itself, and mailing whatever address was typed in would let the
  // form be used to send mail to strangers.
  return [
    {
      recipient: staff.contact,
      replyTo: payload.email,
      subject: `Contact message from ${payload.fname} (${payload.company})`,
      ...body,
      attachments: [],
    },
  ];
}

/** A general or portion-control sample request as stored (option display names, product names resolved). */
export interface SampleMailData {
  fname: string;
  lname: string;
  email: string;
  phone: string;
  title?: string;
  company: string;
  address: string;
  zip: string;
  city: string;
  state: string;
  website: string;
  message?: string;
  distributor?: string;
  find?: string;
  description?: string;
  segment?: string;
  locations: string;
  productNames: string[];
  form: 'general' | 'portion-control';
}

export function sampleMails(data: SampleMailData, consumer: boolean, context: MailContext): QueuedMail[] {
  const { staff, publicUrl, submissionId } = context;
  const kind = consumer ? 'Consumer sample request (Personal Use)' : 'Sample request';
  const rows: Rows = [
    ['Form', data.form === 'general' ? 'Request a sample' : 'Portion-control sample'],
    ['Name', `${data.fname} ${data.lname}`],
    ['Title', data.title],
    ['Company', data.company],
    ['Email', data.email],
    ['Phone', data.phone],
    ['Address', `${data.address}, ${data.city}, ${data.state} ${data.zip}`],
    ['Website', data.website],
    ['Distributor', data.distributor],
    ['Description', data.description],
    ['Segment', data.segment],
    ['Locations', data.locations],
    ['How they found us', data.find],
    ['Samples', data.productNames.join(', ')],
    ['Message', data.message],
    ['Reference', submissionId],
  ];
  const mails: QueuedMail[] = [
    {
      recipient: staff.samples,
      replyTo: data.email,
      subject: `${kind}: ${data.company} (${data.fname} ${data.lname})`,
      ...layout(
        kind,
        consumer ? ['Consumers are not eligible for samples; review before replying.'] : [],
        rows,
        publicUrl,
      ),
      attachments: [],
    },
  ];
  // Consumers were already told on the page that samples are for foodservice professionals only.
  if (!consumer) {
    mails.push({
      recipient: data.email,
      subject: `Your sample request - ${defaultBrand.name}`,
      ...layout(
        `Thank you for considering ${defaultBrand.name}!`,
        [
          MSG_SAMPLE_SUCCESS_TEXT,
          'Samples are for verified foodservice professionals; all requests are subject to review and approval.',
        ],
        [
          ['Samples', data.productNames.join(', ')],
          ['Ship to', `${data.company}, ${data.address}, ${data.city}, ${data.state} ${data.zip}`],
          ['Reference', submissionId],
        ],
        publicUrl,
      ),
      attachments: [],
    });
  }
  return mails;
}

export function eventMails(
  payload: EventRegistrationPayload,
  { staff, publicUrl, submissionId }: MailContext,
): QueuedMail[] {
  return [
    {
      recipient: staff.events,
      subject: `Event registration: ${payload.fname} ${payload.lname} (${payload.company})`,
      ...layout(
        'New event registration',
        [],
        [
          ['First name', payload.fname],
          ['Last name', payload.lname],
          ['Company', payload.company],
          ['Reference', submissionId],
        ],
        publicUrl,
      ),
      attachments: [],
    },
  ];
}

const INQUIRY_TITLES: Record<InquiryPayload['inquirySource'], string> = {
  availabilityForm: 'Product availability inquiry',
  locatorForm: 'Where to buy inquiry',
  commerceForm: 'Purchase inquiry',
};

export function inquiryMails(
  payload: InquiryPayload,
  productNames: string[],
  { staff, publicUrl, submissionId }: MailContext,
): QueuedMail[] {
  const title = INQUIRY_TITLES[payload.inquirySource];
  return [
    {
      recipient: staff.inquiries,
      replyTo: payload.email,
      subject: `${title}: ${payload.company} (${payload.fullName})`,
      ...layout(
        title,
        [],
        [
          ['Name', payload.fullName],
          ['Company', payload.company],
          ['Website', payload.companyWebsite],
          ['Email', payload.email],
          ['Phone', payload.phone],
          ['Location', `${payload.city}, ${payload.state} ${payload.zip}`],
          ['Number of locations', payload.numberOfLocations],
          ['Segment', payload.segment],
          ['Distributor', payload.distributorName],
          ['Products', productNames.join(', ')],
          ['Message', payload.message],
          ['Source', payload.inquirySource],
          ['Reference', submissionId],
        ],
        publicUrl,
      ),
      attachments: [],
    },
  ];
}

const SEND_FILES_SUBJECTS = {
  product: 'Your product information',
  recipe: 'Your recipe',
  'plus one': 'Your make-it-your-own idea',
} as const;

export function sendFilesMails(
  email: string,
  type: keyof typeof SEND_FILES_SUBJECTS,
  attachments: (MailAttachment & { title: string })[],
  {
    publicUrl,
    scaled,
  }: {
    publicUrl: string;
    /** A recipe at a chosen size: its sentence goes in the text and each scaled list in the table. */
    scaled?: { sentence: string; lists: [string, string[]][] };
  },
): QueuedMail[] {
  const titles = [...new Set(attachments.map((attachment) => attachment.title))];
  return [
    {
      recipient: email,
      subject: `${SEND_FILES_SUBJECTS[type]}: ${titles.join(', ')} - ${defaultBrand.name}`,
      ...layout(
        SEND_FILES_SUBJECTS[type],
        [
          'Thanks so much, here are the files you asked for. They are attached to this email.',
          ...(scaled ? [scaled.sentence] : []),
          `Questions? Call us at ${defaultBrand.phone}, ${defaultBrand.hours}.`,
        ],
        [
          ...attachments.map((attachment): [string, string] => [attachment.filename, attachment.title]),
          ...(scaled?.lists ?? []).map(([heading, lines]): [string, string] => [heading, lines.join('\n')]),
        ],
        publicUrl,
      ),
      attachments: attachments.map(({ path, filename }) => ({ path, filename })),
    },
  ];
}

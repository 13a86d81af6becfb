/**
 * The write side of the API: form endpoints, the email outbox, captcha, ZIP lookup and PDFs. See README.md in
 * this folder for how the app mounts and starts them.
 */
export { createFormsRouter, RATE_LIMIT_MESSAGE } from './router';
export type { FormsRouterOptions } from './router';
export { createOutboxWorker } from './outbox';
export type { OutboxWorker, OutboxWorkerOptions, RunResult, AttachmentFiles } from './outbox';
export { createTransport } from './transport';
export type { MailTransport, OutgoingMail } from './transport';
export { createPdfService, PDF_KINDS, PDF_CACHE_CONTROL } from './pdf';
export type { PdfService, PdfServiceOptions, PdfKind, SiteFile } from './pdf';
export {
  createAltcha,
  createRecaptcha,
  altchaHmacKey,
  recaptchaRequest,
  CHALLENGE_URL,
  RECAPTCHA_VERIFY_URL,
} from './captcha';
export type { Captcha, CaptchaResult, SiteKey, AltchaChallenge } from './captcha';
export { offlineZipLookup, validateZip } from './zip';
export type { ZipLookup, ZipPlace, ZipValidationResult } from './zip';
export { loadFormsSettings, DEFAULT_FORMS_SETTINGS } from './settings';
export type { FormsSettings, RateWindow } from './settings';

import type { FormRules } from 'element-plus';
import type { FieldErrors } from '@/shared/api/client';
import type { Webhook, WebhookBody, WebhookEvent, WebhookPatch } from './api';
import { saveErrorsOf } from '@/shared/utils/errors';
import type { Translate } from '@/shared/utils/translate';

/** The application a manager's webhooks belong to (docs/DESIGN.md §3). */
export const MANAGER_APPLICATION_ID = 1;
export const MAX_URL_LENGTH = 2000;
/** Shown as the metafield's placeholder and in its error message. */
export const METAFIELD_EXAMPLE = '{"team": "ops"}';

/** As the server checks it (docs/DESIGN.md §9): an absolute http or https URL with a host. */
export function isWebhookUrl(text: string): boolean {
  const value = text.trim();
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

export type MetafieldParse =
  | { ok: true; value: Record<string, unknown> }
  /** `json`: not JSON at all; `object`: JSON, but not an object (`[]`, `1`, `null`). */
  | { ok: false; reason: 'json' | 'object' };

/** The metafield text of the form: a JSON object, or nothing for `{}`. */
export function parseMetafield(text: string): MetafieldParse {
  const source = text.trim();
  if (source === '') return { ok: true, value: {} };
  let value: unknown;
  try {
    value = JSON.parse(source);
  } catch {
    return { ok: false, reason: 'json' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { ok: false, reason: 'object' };
  return { ok: true, value: value as Record<string, unknown> };
}

/** The metafield as the form shows it: indented JSON, or empty for `{}`. */
export function formatMetafield(value: Record<string, unknown>): string {
  return Object.keys(value).length === 0 ? '' : JSON.stringify(value, null, 2);
}

export interface WebhookForm {
  event: WebhookEvent;
  url: string;
  /** JSON object text; empty for none. */
  metafield: string;
  /** The owning application (a manager may choose it). */
  application_id: number;
}

export function newWebhookForm(): WebhookForm {
  return {
    event: 'product_published',
    url: '',
    metafield: '',
    application_id: MANAGER_APPLICATION_ID,
  };
}

export function webhookToForm(webhook: Webhook): WebhookForm {
  return {
    event: webhook.event,
    url: webhook.url,
    metafield: formatMetafield(webhook.metafield),
    application_id: webhook.application_id,
  };
}

function metafieldOf(form: WebhookForm): Record<string, unknown> {
  const parsed = parseMetafield(form.metafield);
  // The form's rules refuse such text before anything is sent.
  if (!parsed.ok) throw new Error(`The metafield is not a JSON object (${parsed.reason}).`);
  return parsed.value;
}

/** The create body (the owner is set apart: the create endpoint takes none). */
export function formToWebhookBody(form: WebhookForm): WebhookBody {
  return { event: form.event, url: form.url.trim(), metafield: metafieldOf(form) };
}

/** The PATCH body: only the fields that differ from the saved webhook. */
export function webhookChanges(form: WebhookForm, saved: Webhook): WebhookPatch {
  const patch: WebhookPatch = {};
  const url = form.url.trim();
  const metafield = metafieldOf(form);
  if (form.event !== saved.event) patch.event = form.event;
  if (url !== saved.url) patch.url = url;
  if (JSON.stringify(metafield) !== JSON.stringify(saved.metafield)) patch.metafield = metafield;
  if (form.application_id !== saved.application_id) patch.application_id = form.application_id;
  return patch;
}

/** The field errors of a failed save; a 409 `duplicate` (same owner, event and URL) is the URL's. */
export function webhookSaveErrors(error: unknown): FieldErrors {
  return saveErrorsOf(error, 'url');
}

/** The checks the form makes before sending (the server checks the same). */
export function webhookRules(t: Translate): FormRules<WebhookForm> {
  return {
    event: [{ required: true, message: t('validation.required'), trigger: 'change' }],
    url: [
      { required: true, whitespace: true, message: t('validation.required'), trigger: 'blur' },
      {
        max: MAX_URL_LENGTH,
        message: t('validation.tooLong', { max: MAX_URL_LENGTH }),
        trigger: 'blur',
      },
      {
        validator: (_rule, value: string, callback) =>
          !value?.trim() || isWebhookUrl(value)
            ? callback()
            : callback(new Error(t('webhooks.urlFormat'))),
        trigger: 'blur',
      },
    ],
    metafield: [
      {
        validator: (_rule, value: string, callback) => {
          const parsed = parseMetafield(value ?? '');
          if (parsed.ok) callback();
          else
            callback(
              new Error(
                parsed.reason === 'json'
                  ? t('webhooks.metafieldJson')
                  : t('webhooks.metafieldObject', { example: METAFIELD_EXAMPLE }),
              ),
            );
        },
        trigger: 'blur',
      },
    ],
    application_id: [{ required: true, message: t('validation.required'), trigger: 'change' }],
  };
}

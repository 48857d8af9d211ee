// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { FormItemRule } from 'element-plus';
import { ApiError } from '@/shared/api/client';
import type { Webhook } from '@/features/webhooks/api';
import { i18n, setLocale } from '@/i18n';
import type { Translate } from '@/shared/utils/translate';
import {
  formToWebhookBody,
  formatMetafield,
  isWebhookUrl,
  newWebhookForm,
  parseMetafield,
  webhookChanges,
  webhookRules,
  webhookSaveErrors,
  webhookToForm,
} from '@/features/webhooks/webhook-form';

const t: Translate = (key, named) => (named ? i18n.global.t(key, named) : i18n.global.t(key));

const WEBHOOK: Webhook = {
  id: 4,
  application_id: 1,
  event: 'product_published',
  url: 'https://hooks.example.com/products',
  metafield: { team: 'ops', tags: ['a'] },
  created_at: '2026-11-21T19:30:00.123+08:00',
  updated_at: '2026-11-21T19:30:00.123+08:00',
};

/** Runs one of the form's custom validators as Element Plus would; the message, or null. */
function check(field: 'url' | 'metafield', value: string): string | null {
  const rules = webhookRules(t)[field] as FormItemRule[];
  for (const rule of rules) {
    if (!rule.validator) continue;
    let message: string | null = null;
    rule.validator(
      rule,
      value,
      (error?: string | Error) => {
        message = error ? String(error instanceof Error ? error.message : error) : null;
      },
      {},
      {},
    );
    if (message) return message;
  }
  return null;
}

afterEach(() => setLocale('zh-CN'));

describe('isWebhookUrl', () => {
  it('takes absolute http and https URLs (surrounding spaces are trimmed)', () => {
    expect(isWebhookUrl('https://hooks.example.com/x?y=1')).toBe(true);
    expect(isWebhookUrl('http://127.0.0.1:8080/hook')).toBe(true);
    expect(isWebhookUrl('  http://localhost/  ')).toBe(true);
  });

  it('refuses relative URLs, other schemes and text', () => {
    expect(isWebhookUrl('/api/hook')).toBe(false);
    expect(isWebhookUrl('hooks.example.com/x')).toBe(false);
    expect(isWebhookUrl('ftp://hooks.example.com/x')).toBe(false);
    expect(isWebhookUrl('mailto:ops@example.com')).toBe(false);
    expect(isWebhookUrl('javascript:alert(1)')).toBe(false);
    expect(isWebhookUrl('http://')).toBe(false);
    expect(isWebhookUrl('')).toBe(false);
  });

  it('is the URL rule of the form, with a message in the current language', () => {
    setLocale('en');
    expect(check('url', 'https://hooks.example.com/x')).toBeNull();
    expect(check('url', 'ftp://hooks.example.com/x')).toBe(
      'Enter a full address starting with http:// or https://',
    );
    setLocale('zh-CN');
    expect(check('url', 'example.com')).toBe('请输入以 http:// 或 https:// 开头的完整地址');
    // An empty field is the "required" rule's to report, not this one's.
    expect(check('url', '')).toBeNull();
  });
});

describe('metafield text', () => {
  it('parses a JSON object; empty text is {}', () => {
    expect(parseMetafield('{"team": "ops", "n": 1}')).toEqual({
      ok: true,
      value: { team: 'ops', n: 1 },
    });
    expect(parseMetafield('  ')).toEqual({ ok: true, value: {} });
    expect(parseMetafield('{}')).toEqual({ ok: true, value: {} });
  });

  it('tells broken JSON from JSON that is not an object', () => {
    expect(parseMetafield('{team: ops}')).toEqual({ ok: false, reason: 'json' });
    expect(parseMetafield('{"a": 1,}')).toEqual({ ok: false, reason: 'json' });
    expect(parseMetafield('[1, 2]')).toEqual({ ok: false, reason: 'object' });
    expect(parseMetafield('null')).toEqual({ ok: false, reason: 'object' });
    expect(parseMetafield('"text"')).toEqual({ ok: false, reason: 'object' });
    expect(parseMetafield('42')).toEqual({ ok: false, reason: 'object' });
  });

  it('is the metafield rule of the form', () => {
    setLocale('en');
    expect(check('metafield', '')).toBeNull();
    expect(check('metafield', '{"a": [1]}')).toBeNull();
    expect(check('metafield', '{a: 1}')).toBe('This is not valid JSON');
    expect(check('metafield', '[]')).toBe('Enter a JSON object, such as {"team": "ops"}');
  });

  it('shows a saved metafield as indented JSON, and {} as nothing', () => {
    expect(formatMetafield({})).toBe('');
    expect(formatMetafield({ team: 'ops' })).toBe('{\n  "team": "ops"\n}');
    expect(parseMetafield(formatMetafield(WEBHOOK.metafield))).toEqual({
      ok: true,
      value: WEBHOOK.metafield,
    });
  });
});

describe('form ↔ request bodies', () => {
  it('a new form is a product_published webhook of the desktop application', () => {
    expect(newWebhookForm()).toEqual({
      event: 'product_published',
      url: '',
      metafield: '',
      application_id: 1,
    });
  });

  it('builds the create body with a trimmed URL and the parsed metafield', () => {
    const form = {
      ...newWebhookForm(),
      event: 'order_paid' as const,
      url: '  https://hooks.example.com/orders ',
      metafield: '{"team": "ops"}',
      application_id: 3,
    };
    expect(formToWebhookBody(form)).toEqual({
      event: 'order_paid',
      url: 'https://hooks.example.com/orders',
      metafield: { team: 'ops' },
    });
    expect(formToWebhookBody({ ...form, metafield: '' }).metafield).toEqual({});
    expect(() => formToWebhookBody({ ...form, metafield: '[]' })).toThrow();
  });

  it('a PATCH carries only what changed', () => {
    const form = webhookToForm(WEBHOOK);
    expect(webhookChanges(form, WEBHOOK)).toEqual({});

    form.url = ' https://hooks.example.com/v2 ';
    form.application_id = 2;
    expect(webhookChanges(form, WEBHOOK)).toEqual({
      url: 'https://hooks.example.com/v2',
      application_id: 2,
    });

    const other = webhookToForm(WEBHOOK);
    other.event = 'order_paid';
    other.metafield = '';
    expect(webhookChanges(other, WEBHOOK)).toEqual({ event: 'order_paid', metafield: {} });
  });

  it('puts a 409 duplicate on the URL field, beside the 400 field errors', () => {
    const duplicate = new ApiError(
      409,
      'duplicate',
      'This application already has a webhook for this event and URL.',
    );
    expect(webhookSaveErrors(duplicate)).toEqual({ url: ['已存在相同内容，请换一个。'] });
    const invalid = new ApiError(400, 'invalid', 'Invalid body.', {
      url: ['Enter an absolute http or https URL.'],
    });
    expect(webhookSaveErrors(invalid)).toEqual({ url: ['Enter an absolute http or https URL.'] });
  });
});

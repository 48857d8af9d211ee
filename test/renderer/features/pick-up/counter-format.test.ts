// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, setLocale } from '@/i18n';
import { SOUND_NOTES } from '@/features/pick-up/counter-sounds';
import {
  customerLink,
  keyStatusTag,
  matchesPackageSearch,
} from '@/features/pick-up/pick-up-format';
import {
  expiryState,
  formatExpiry,
  groupedKey,
  maskedMobile,
  variantLabel,
} from '@/shared/utils/pick-up-code-format';
import { keyOf } from '@shared/pick-up-key';
import { passwordProblem, USERNAME_PATTERN } from '@/features/staff/staff-form';
import type { Translate } from '@/shared/utils/translate';

const t: Translate = (key, named) => (named ? i18n.global.t(key, named) : i18n.global.t(key));

afterEach(() => setLocale('zh-CN'));

describe('mobile numbers at the counter', () => {
  it('keeps a masked number as the server sent it', () => {
    expect(maskedMobile('138****1234')).toBe('138****1234');
  });

  it('masks a full number should one arrive', () => {
    expect(maskedMobile('13812345678')).toBe('138****5678');
    expect(maskedMobile('+86 138 1234 5678')).toBe('138****5678');
  });

  it('shows no digits of something too short to mask, and a dash for none', () => {
    expect(maskedMobile('12345')).toBe('****');
    expect(maskedMobile('')).toBe('—');
    expect(maskedMobile(null)).toBe('—');
  });
});

describe('variants', () => {
  it('shows no title for a product without options', () => {
    expect(variantLabel('Default Title')).toBe('');
    expect(variantLabel('默认')).toBe('');
    expect(variantLabel('黑 Black')).toBe('黑 Black');
  });
});

describe('keys', () => {
  it('groups a 12-digit key by four', () => {
    expect(groupedKey('294563185101')).toBe('2945 6318 5101');
    expect(groupedKey('12345')).toBe('12345');
  });

  it('reads a key as printed or typed: spaces, dashes, full-width digits', () => {
    expect(keyOf('2945 6318 5101')).toBe('294563185101');
    expect(keyOf('2945-6318-5101')).toBe('294563185101');
    expect(keyOf('\t2945 — 6318 — 5101\n')).toBe('294563185101');
    expect(keyOf('２９４５６３１８５１０１')).toBe('294563185101');
    expect(keyOf('2945 6318 510')).toBeNull();
    expect(keyOf('2945a6318b5101')).toBeNull();
  });
});

describe('expiry', () => {
  const expires = '2026-11-28T19:30:00.000+08:00';
  const at = (iso: string) => Date.parse(iso);

  it('counts whole days, hours or minutes left, in the shop’s wall clock', () => {
    expect(expiryState(expires, at('2026-11-21T19:30:00+08:00'))).toEqual({
      time: '2026年11月28日 19:30',
      expired: false,
      soon: false,
      amount: 7,
      unit: 'day',
    });
    expect(expiryState(expires, at('2026-11-28T14:00:00+08:00'))).toMatchObject({
      expired: false,
      soon: true,
      amount: 5,
      unit: 'hour',
    });
    expect(expiryState(expires, at('2026-11-28T19:29:30+08:00'))).toMatchObject({
      soon: true,
      amount: 1,
      unit: 'minute',
    });
  });

  it('is expired at the instant itself, and counts the time since', () => {
    expect(expiryState(expires, at('2026-11-28T19:30:00+08:00')).expired).toBe(true);
    expect(expiryState(expires, at('2026-11-30T20:00:00+08:00'))).toMatchObject({
      expired: true,
      soon: false,
      amount: 2,
      unit: 'day',
    });
  });

  it('reads well in both languages', () => {
    const now = at('2026-11-25T19:30:00+08:00');
    expect(formatExpiry(expires, now, t)).toBe('2026年11月28日 19:30（还剩 3 天）');
    setLocale('en');
    expect(formatExpiry(expires, now, t)).toBe('Nov 28, 2026, 19:30 (3 d left)');
    expect(formatExpiry(expires, at('2026-11-28T21:30:00+08:00'), t)).toBe(
      'Nov 28, 2026, 19:30 (2 h ago)',
    );
  });
});

describe('package list helpers', () => {
  const pkg = { key: '294563185101', order_number: 1042, customer: { full_name: '王芳 Wang' } };

  it('finds a package by key digits, order number or customer name', () => {
    expect(matchesPackageSearch(pkg, '')).toBe(true);
    expect(matchesPackageSearch(pkg, '2945 6318')).toBe(true);
    expect(matchesPackageSearch(pkg, '6318-5101')).toBe(true);
    expect(matchesPackageSearch(pkg, '#1042')).toBe(true);
    expect(matchesPackageSearch(pkg, '王芳')).toBe(true);
    expect(matchesPackageSearch(pkg, 'wang')).toBe(true);
    expect(matchesPackageSearch(pkg, '7777')).toBe(false);
    expect(matchesPackageSearch(pkg, '李')).toBe(false);
  });

  it('builds the customer link on the public URL, or says it only works on this computer', () => {
    // A public URL: what customers' phones open, whatever origin the counter uses.
    expect(
      customerLink('https://pickup.example.com/', 'http://127.0.0.1:4350', 'a b/c', 'demo.local'),
    ).toEqual({
      url: 'https://pickup.example.com/pickup/a%20b%2Fc?shop=demo.local',
      localOnly: false,
    });
    // None on a loopback-only shop: the page's own origin, flagged local only.
    expect(customerLink(null, 'http://127.0.0.1:4350', 'tok', 'demo.local')).toEqual({
      url: 'http://127.0.0.1:4350/pickup/tok?shop=demo.local',
      localOnly: true,
    });
    expect(customerLink(null, 'http://localhost:4350', 'tok', 'demo.local').localOnly).toBe(true);
    expect(customerLink(null, 'http://[::1]:4350', 'tok', 'demo.local').localOnly).toBe(true);
    // A LAN address without a public URL reaches phones on the same network.
    expect(customerLink(null, 'http://192.168.1.20:4350', 'tok', 'demo.local')).toEqual({
      url: 'http://192.168.1.20:4350/pickup/tok?shop=demo.local',
      localOnly: false,
    });
  });

  it('colours key statuses', () => {
    expect(keyStatusTag('unused')).toBe('primary');
    expect(keyStatusTag('used')).toBe('success');
    expect(keyStatusTag('expired')).toBe('warning');
    expect(keyStatusTag('canceled')).toBe('danger');
  });
});

describe('staff account rules (docs/DESIGN.md §3)', () => {
  it('checks usernames', () => {
    expect(USERNAME_PATTERN.test('clerk.a-1_b')).toBe(true);
    expect(USERNAME_PATTERN.test('ab')).toBe(false);
    expect(USERNAME_PATTERN.test('a'.repeat(33))).toBe(false);
    expect(USERNAME_PATTERN.test('店员一')).toBe(false);
  });

  it('checks passwords: 8 to 128 characters, not the username', () => {
    expect(passwordProblem('short', 'clerk')?.key).toBe('staffAdmin.rules.passwordShort');
    expect(passwordProblem('x'.repeat(129), 'clerk')?.key).toBe('staffAdmin.rules.passwordLong');
    expect(passwordProblem('Clerk.Nanjing', 'clerk.nanjing')?.key).toBe(
      'staffAdmin.rules.passwordIsUsername',
    );
    expect(passwordProblem('counter-pass-1', 'clerk.nanjing')).toBeNull();
  });
});

describe('sounds', () => {
  it('sound different for success and refusal', () => {
    const pitch = (sound: keyof typeof SOUND_NOTES) => SOUND_NOTES[sound].map((n) => n.frequency);
    expect(Math.min(...pitch('success'))).toBeGreaterThan(Math.max(...pitch('refusal')));
    expect(SOUND_NOTES.success[1]!.frequency).toBeGreaterThan(SOUND_NOTES.success[0]!.frequency);
  });
});

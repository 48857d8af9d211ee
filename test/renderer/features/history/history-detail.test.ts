// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@/i18n';
import { appTranslate as t } from '@/shared/utils/errors';
import { describeAction } from '@/features/history/history-detail';
import type { ActionKind, ActionParams } from '@shared/action-params';

afterEach(() => setLocale('zh-CN'));

type Row = Parameters<typeof describeAction>[0];

/** A record with params; its `detail` is a sentence the screen must not show. */
const row = <A extends ActionKind>(action: A, params: ActionParams<A>): Row =>
  ({ action, params, detail: 'NOT SHOWN' }) as unknown as Row;

const used = {
  code: 'code_already_used',
  params: {
    store: { id: 1, title: '南京西路店' },
    used_at: '2026-11-21T21:00:00.000+08:00',
    used_by: { id: 2, username: 'clerk.a' },
    order_number: 1001,
  },
};

describe('the action history speaks the user’s language, from each record’s params', () => {
  it('says refusals with the counter’s verdict titles', () => {
    expect(describeAction(row('consume_refused', { refusal: used }), t)).toBe('已被使用');
    expect(describeAction(row('check', { refusal: { code: 'code_expired', params: {} } }), t)).toBe(
      '已过期',
    );
    // An unknown key is what the counter said, not "may have been deleted, refresh the page".
    expect(describeAction(row('check', { refusal: { code: 'not_found', params: {} } }), t)).toBe(
      '提货码不存在',
    );
    expect(describeAction(row('check', { refusal: { code: 'wrong_store', params: {} } }), t)).toBe(
      '不是本店的包裹',
    );
    // A code the counter has no verdict for keeps the error's sentence.
    expect(
      describeAction(row('consume_refused', { refusal: { code: 'busy', params: {} } }), t),
    ).toBe(t('apiErrors.busy'));
    setLocale('en');
    expect(describeAction(row('consume_refused', { refusal: used }), t)).toBe('Already used');
  });

  it('says what a check told the clerk: ready, or not prepared yet', () => {
    expect(describeAction(row('check', { verdict: 'ready' }), t)).toBe('可以提货');
    expect(describeAction(row('check', { verdict: 'not_prepared' }), t)).toBe('尚未备货，请先取货');
  });

  it('says where and when a refused offline hand-out was made, and why the server refused it', () => {
    const conflict = row('consume_conflict', {
      counter_id: 'counter-0a1b2c3d',
      offline_at: '2026-11-21T19:30:00.000+08:00',
      refusal: used,
    });
    expect(describeAction(conflict, t)).toBe(
      '2026-11-21 19:30:00 在 counter-0a1b2c3d 离线交付，服务器未接受：已被使用',
    );
    const unnamed = row('consume_conflict', {
      counter_id: null,
      offline_at: '2026-11-21T19:30:00.000+08:00',
      refusal: { code: 'offline_at_out_of_range', params: { hours: 24 } },
    });
    expect(describeAction(unnamed, t)).toBe(
      '2026-11-21 19:30:00 在 某台收银台 离线交付，服务器未接受：超出离线交付的受理时限',
    );
    setLocale('en');
    expect(describeAction(conflict, t)).toBe(
      'Handed out offline at counter-0a1b2c3d at 2026-11-21 19:30:00, not accepted: Already used',
    );
  });

  it('names a proxy collector of a hand-out, with the relation in the user’s language', () => {
    const none = { collected_by: null, note: null, offline: null };
    expect(describeAction(row('consume', none), t)).toBe('包裹已交付。');
    const family = {
      collected_by: { name: '王芳', relation: 'family' as const },
      note: '凭身份证',
      offline: null,
    };
    expect(describeAction(row('consume', family), t)).toBe(
      '包裹已交给代取人 王芳（家人）：凭身份证',
    );
    const plain = { collected_by: { name: 'Li Lei', relation: null }, note: null, offline: null };
    expect(describeAction(row('consume', plain), t)).toBe('包裹已交给代取人 Li Lei。');
    const offline = {
      ...none,
      offline: { counter_id: 'c1', at: '2026-11-21T19:30:00.000+08:00' },
    };
    expect(describeAction(row('consume', offline), t)).toBe(
      '包裹已交付。离线交付：c1，2026-11-21 19:30:00。',
    );
    setLocale('en');
    const courier = {
      collected_by: { name: '王芳', relation: 'courier' as const },
      note: null,
      offline: null,
    };
    expect(describeAction(row('consume', courier), t)).toBe(
      'Package handed out to 王芳 (courier).',
    );
  });

  it('says every other action from its params', () => {
    expect(describeAction(row('stock_prepare', { prepared: false }), t)).toBe('包裹标记为未备货。');
    expect(describeAction(row('stock_prepare', { prepared: true }), t)).toBe('包裹已备好。');
    expect(describeAction(row('rollback', {}), t)).toBe('交付已撤销。');
    expect(describeAction(row('login', { username: 'bob' }), t)).toBe('以 bob 登录。');
    expect(describeAction(row('logout', { username: 'bob' }), t)).toBe('bob 已退出登录。');
    expect(describeAction(row('login_failed', { username: 'bob', known: true }), t)).toBe(
      '“bob” 登录被拒绝。',
    );
    expect(describeAction(row('login_failed', { username: 'eve', known: false }), t)).toBe(
      '未知用户名“eve”登录被拒绝。',
    );
    const store = { id: 2, title: '徐家汇店' };
    expect(
      describeAction(row('staff_create', { role: 'staff', username: 'clerk.b', store }), t),
    ).toBe('为 徐家汇店 创建了店员账号“clerk.b”。');
    expect(
      describeAction(row('staff_create', { role: 'manager', username: 'boss', store: null }), t),
    ).toBe('创建了店长账号“boss”。');
    const update = row('staff_update', {
      username: 'clerk.b',
      changes: [
        { change: 'moved', store },
        { change: 'deactivated' },
        { change: 'password_reset' },
      ],
    });
    expect(describeAction(update, t)).toBe('修改了“clerk.b”：调到 徐家汇店，已停用，已重置密码。');
    setLocale('en');
    expect(describeAction(update, t)).toBe(
      'Changed “clerk.b”: moved to 徐家汇店, deactivated, password reset.',
    );
  });

  it('shows a record without params (written before them) as the server sent it', () => {
    const old = { action: 'staff_update', params: null, detail: 'Something old.' } as Row;
    expect(describeAction(old, t)).toBe('Something old.');
  });
});

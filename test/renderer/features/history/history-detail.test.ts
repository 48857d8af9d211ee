// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@/i18n';
import { appTranslate as t } from '@/shared/utils/errors';
import { describeAction } from '@/features/history/history-detail';

afterEach(() => setLocale('zh-CN'));

const row = (action: string, detail: string) =>
  ({ action, detail, staff: { id: 2, username: 'clerk.a' } }) as Parameters<
    typeof describeAction
  >[0];

describe('the action history speaks the user’s language', () => {
  it('renders refusals from their code with the counter’s verdict titles, not the server’s English sentence', () => {
    const used = row(
      'consume_refused',
      'code_already_used: This code was already used at 2026-11-21 21:00 by clerk.a (南京西路店).',
    );
    expect(describeAction(used, t)).toBe('已被使用');
    expect(describeAction(row('check', 'Cannot be consumed: code_expired.'), t)).toBe('已过期');
    // An unknown key is what the counter said, not "may have been deleted, refresh the page".
    expect(describeAction(row('check', 'not_found: No pick-up code with this key.'), t)).toBe(
      '提货码不存在',
    );
    // A code the counter has no verdict for keeps the error's sentence.
    expect(describeAction(row('consume_refused', 'busy: Try again.'), t)).toBe(t('apiErrors.busy'));
    setLocale('en');
    expect(describeAction(used, t)).toBe('Already used');
  });

  it('says where and when a refused offline hand-out was made, and why the server refused it', () => {
    const conflict = row(
      'consume_conflict',
      'Offline hand-out at counter counter-0a1b2c3d, 2026-11-21 19:30:00: code_already_used: This code was already used at 2026-11-21 19:40 by clerk.b (南京西路店).',
    );
    expect(describeAction(conflict, t)).toBe(
      '2026-11-21 19:30:00 在 counter-0a1b2c3d 离线交付，服务器未接受：已被使用',
    );
    const unnamed = row(
      'consume_conflict',
      'Offline hand-out at a counter, 2026-11-21 19:30:00: offline_at_out_of_range: Too old.',
    );
    expect(describeAction(unnamed, t)).toBe(
      '2026-11-21 19:30:00 在 某台收银台 离线交付，服务器未接受：超出离线交付的受理时限',
    );
    setLocale('en');
    expect(describeAction(conflict, t)).toBe(
      'Handed out offline at counter-0a1b2c3d at 2026-11-21 19:30:00, not accepted: Already used',
    );
    expect(t('history.actions.consume_conflict')).toBe('Offline conflict');
  });

  it('renders every other action from the action and the names in it', () => {
    // A check says what the counter said: ready, or not prepared yet (never "can be handed
    // out" for a package the counter told the clerk to fetch first).
    expect(describeAction(row('check', 'Can be consumed.'), t)).toBe('可以提货');
    expect(describeAction(row('check', 'Can be consumed; not prepared yet.'), t)).toBe(
      '尚未备货，请先取货',
    );
    expect(describeAction(row('stock_prepare', 'Package marked as not prepared.'), t)).toBe(
      '包裹标记为未备货。',
    );
    expect(describeAction(row('login_failed', 'Sign-in refused for "bob".'), t)).toBe(
      '“bob” 登录被拒绝。',
    );
    expect(
      describeAction(row('staff_create', 'Created the staff account "clerk.b" for 徐家汇店.'), t),
    ).toBe('为 徐家汇店 创建了店员账号“clerk.b”。');
    setLocale('en');
    expect(
      describeAction(
        row('staff_update', 'Updated "clerk.b": moved to 徐家汇店, deactivated, password reset.'),
        t,
      ),
    ).toBe('Changed “clerk.b”: moved to 徐家汇店, deactivated, password reset.');
  });

  it('names a proxy collector of a hand-out, with the relation in the user’s language', () => {
    expect(describeAction(row('consume', 'Package handed out.'), t)).toBe('包裹已交付。');
    expect(describeAction(row('consume', 'Package handed out to 王芳 (family): 凭身份证'), t)).toBe(
      '包裹已交给代取人 王芳（家人）：凭身份证',
    );
    expect(describeAction(row('consume', 'Package handed out to Li Lei.'), t)).toBe(
      '包裹已交给代取人 Li Lei。',
    );
    setLocale('en');
    expect(describeAction(row('consume', 'Package handed out to 王芳 (courier).'), t)).toBe(
      'Package handed out to 王芳 (courier).',
    );
  });

  it('shows a detail of a shape it does not know as written', () => {
    expect(describeAction(row('staff_update', 'Something new.'), t)).toBe('Something new.');
  });
});

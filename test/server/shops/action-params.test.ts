import { parse } from 'csv-parse/sync';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pickUpClient, STAFF_PASSWORD } from '../../support/orders';
import { createTestServer, testClock, type TestServer } from '../../support/server';

/**
 * Every action history record carries its facts as `params` (src-shared/action-params.ts),
 * written in the same INSERT as the record; the API says `detail` from them in the request's
 * language (docs/API.md "Languages"). Records written before params keep their detail.
 */

const HOUR = 60 * 60 * 1000;
const CJK = /[\u4e00-\u9fff]/;

let s: TestServer;
let clock: ReturnType<typeof testClock>;
let manager: Record<string, string>;
let api: ReturnType<typeof pickUpClient>;
let storeA: { id: number; title: string };
let storeB: { id: number; title: string };

beforeEach(async () => {
  clock = testClock();
  s = await createTestServer({ clock });
  manager = s.auth(await s.login());
  api = pickUpClient(s, manager);
  storeA = await api.createStore();
  storeB = await api.createStore({ title: '徐家汇店', place_code: '310104' });
});
afterEach(() => s.close());

type Record_ = {
  id: number;
  action: string;
  key: string | null;
  detail: string;
  params: Record<string, unknown> | null;
};

/** Every record, oldest first, in the language asked. */
async function records(language?: string): Promise<Record_[]> {
  const headers = language ? { ...manager, 'accept-language': language } : manager;
  const page = await api.ok('GET', '/api/shops/action_history/?page_size=100', undefined, headers);
  return (page.results as Record_[]).reverse();
}

/** The API's time text of an instant (Asia/Shanghai, as the shop's zone). */
const at = (ms: number) => new Date(ms + 8 * HOUR).toISOString().replace('Z', '+08:00');
/** The same instant as the shop's wall time, as the history says it. */
const wall = (ms: number) => at(ms).slice(0, 19).replace('T', ' ');

/** The counter's actions, each kind at least once; answers the keys involved. */
async function counterDay() {
  const clerk = await api.staffOf('clerk.a', storeA.id);
  const variant = (await api.createProduct()).variants[0].id;
  const first = (await api.paidPickUp(storeA.id, variant)).code;
  const second = (await api.paidPickUp(storeA.id, variant)).code;
  const third = (await api.paidPickUp(storeA.id, variant)).code;
  const other = (await api.paidPickUp(storeB.id, variant)).code;
  const check = (key: string) =>
    api.call('GET', `/api/orders/pick_up_code/check/?key=${key}`, undefined, clerk);
  const consume = (body: Record<string, unknown>) =>
    api.call('POST', '/api/orders/pick_up_code/consume/', body, clerk);
  const prepare = (id: number, stock_status: string) =>
    api.call('POST', `/api/orders/pick_up_code/${id}/stock_prepare/`, { stock_status }, clerk);

  expect((await check(first.key)).statusCode).toBe(200); // not prepared
  expect((await prepare(first.id, 'prepared')).statusCode).toBe(200);
  expect((await check(first.key)).statusCode).toBe(200); // ready
  const collector = { name: '王芳', relation: 'family', note: '凭身份证' };
  expect((await consume({ key: first.key, collected_by: collector })).statusCode).toBe(200);
  expect((await check(first.key)).statusCode).toBe(200); // used: a refusal verdict
  expect((await consume({ key: first.key })).statusCode).toBe(409);
  expect((await check('555555555555')).statusCode).toBe(404);
  expect((await check(other.key)).statusCode).toBe(403);
  expect((await consume({ key: second.key })).statusCode).toBe(200);
  expect(
    (await api.call('POST', '/api/orders/pick_up_code/rollback/', { key: second.key }, clerk))
      .statusCode,
  ).toBe(200);
  expect((await prepare(second.id, 'unprepare')).statusCode).toBe(200);
  // Offline: one accepted with its counter and time, one too old (a conflict).
  clock.advance(HOUR);
  api = pickUpClient(s, (manager = s.auth(await s.login())));
  const offlineAt = clock.now() - 10 * 60_000;
  expect(
    (await consume({ key: third.key, offline_at: at(offlineAt), counter_id: 'c1' })).statusCode,
  ).toBe(200);
  const tooOld = clock.now() - 30 * HOUR;
  expect(
    (await consume({ key: second.key, offline_at: at(tooOld), counter_id: 'c9' })).statusCode,
  ).toBe(409);
  return { first, second, third, other, offlineAt, tooOld };
}

describe('action params', () => {
  it('every counter action writes its params, and the API says each in Chinese or English', async () => {
    const { first, second, third, other, offlineAt, tooOld } = await counterDay();
    const zh = (await records('zh-CN')).filter((r) => r.key !== null);
    const en = (await records('en')).filter((r) => r.key !== null);
    const said = zh.map((r) => [r.action, r.params, r.detail]);
    expect(said).toEqual([
      ['check', { verdict: 'not_prepared' }, '尚未备货，请先取货'],
      ['stock_prepare', { prepared: true }, '包裹已备好。'],
      ['check', { verdict: 'ready' }, '可以提货'],
      [
        'consume',
        {
          collected_by: { name: '王芳', relation: 'family' },
          note: '凭身份证',
          offline: null,
        },
        '包裹已交给代取人 王芳（家人）：凭身份证',
      ],
      [
        'check',
        {
          refusal: {
            code: 'code_already_used',
            params: expect.objectContaining({
              store: { id: storeA.id, title: '南京西路店' },
              used_by: { id: 2, username: 'clerk.a' },
            }),
          },
        },
        '已被使用',
      ],
      [
        'consume_refused',
        {
          refusal: {
            code: 'code_already_used',
            params: expect.objectContaining({ order_number: expect.any(Number) }),
          },
        },
        '已被使用',
      ],
      ['check', { refusal: { code: 'not_found', params: {} } }, '提货码不存在'],
      [
        'check',
        {
          refusal: {
            code: 'wrong_store',
            params: { store: { id: storeB.id, title: '徐家汇店' }, used_at: null, used_by: null },
          },
        },
        '不是本店的包裹',
      ],
      ['consume', { collected_by: null, note: null, offline: null }, '包裹已交付。'],
      ['rollback', {}, '交付已撤销。'],
      ['stock_prepare', { prepared: false }, '包裹标记为未备货。'],
      [
        'consume',
        { collected_by: null, note: null, offline: { counter_id: 'c1', at: at(offlineAt) } },
        `包裹已交付。离线交付：c1，${wall(offlineAt)}。`,
      ],
      [
        'consume_conflict',
        {
          counter_id: 'c9',
          offline_at: at(tooOld),
          refusal: {
            code: 'offline_at_out_of_range',
            params: { offline_at: at(tooOld), hours: 24 },
          },
        },
        `${wall(tooOld)} 在 c9 离线交付，服务器未接受：超出离线交付的受理时限`,
      ],
    ]);
    expect(zh.map((r) => r.key)).toEqual([
      first.key,
      first.key,
      first.key,
      first.key,
      first.key,
      first.key,
      '555555555555',
      other.key,
      second.key,
      second.key,
      second.key,
      third.key,
      second.key,
    ]);
    // English: the same records and params, said in English (the sentence the writer stored).
    expect(en.map((r) => r.params)).toEqual(zh.map((r) => r.params));
    for (const record of en)
      expect(record.detail.replace(/王芳|凭身份证|南京西路店|徐家汇店/g, '')).not.toMatch(CJK);
    expect(en.map((r) => r.detail.split(/[.:;]/)[0])).toEqual([
      'Can be consumed',
      'Package prepared',
      'Can be consumed',
      'Package handed out to 王芳 (family)',
      'Cannot be consumed',
      'code_already_used',
      'not_found',
      'wrong_store',
      'Package handed out',
      'Hand-out rolled back',
      'Package marked as not prepared',
      `Package handed out offline at counter c1, ${wall(offlineAt).slice(0, 13)}`,
      `Offline hand-out at counter c9, ${wall(tooOld).slice(0, 13)}`,
    ]);
  });

  it('sign-ins, refusals, sign-outs and staff changes write their params and read in both languages', async () => {
    await api.createStaff('clerk', storeA.id);
    expect(
      (
        await s.app.inject({
          method: 'POST',
          url: '/api/shops/staff_login/',
          payload: { username: 'clerk', password: 'wrong-password' },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await s.app.inject({
          method: 'POST',
          url: '/api/shops/staff_login/',
          payload: { username: 'ghost', password: 'whatever-pass' },
        })
      ).statusCode,
    ).toBe(401);
    const token = await s.login('clerk', STAFF_PASSWORD);
    await s.app.inject({ method: 'POST', url: '/api/shops/staff_logout/', headers: s.auth(token) });
    await api.ok('PATCH', '/api/shops/staff/2/', {
      offline_shop_id: storeB.id,
      is_active: false,
      password: 'another-secret',
    });
    await api.createStaff('boss', null, { role: 'manager' });

    const all = await records('zh-CN');
    // From the first account created on (the set-up's own sign-in comes before).
    const zh = all.slice(all.findIndex((r) => r.action === 'staff_create'));
    expect(zh.map((r) => [r.action, r.params, r.detail])).toEqual([
      [
        'staff_create',
        { role: 'staff', username: 'clerk', store: { id: storeA.id, title: '南京西路店' } },
        '为 南京西路店 创建了店员账号“clerk”。',
      ],
      ['login_failed', { username: 'clerk', known: true }, '“clerk” 登录被拒绝。'],
      ['login_failed', { username: 'ghost', known: false }, '未知用户名“ghost”登录被拒绝。'],
      ['login', { username: 'clerk' }, '以 clerk 登录。'],
      ['logout', { username: 'clerk' }, 'clerk 已退出登录。'],
      [
        'staff_update',
        {
          username: 'clerk',
          changes: [
            { change: 'moved', store: { id: storeB.id, title: '徐家汇店' } },
            { change: 'deactivated' },
            { change: 'password_reset' },
          ],
        },
        '修改了“clerk”：调到 徐家汇店，已停用，已重置密码。',
      ],
      [
        'staff_create',
        { role: 'manager', username: 'boss', store: null },
        '创建了店长账号“boss”。',
      ],
    ]);
    const en = (await records('en')).slice(all.length - zh.length);
    expect(en.map((r) => r.detail)).toEqual([
      'Created the staff account "clerk" for 南京西路店.',
      'Sign-in refused for "clerk".',
      'Sign-in refused for the unknown username "ghost".',
      'Signed in as "clerk".',
      'Signed out "clerk".',
      'Updated "clerk": moved to 徐家汇店, deactivated, password reset.',
      'Created the manager account "boss".',
    ]);
    // Without Accept-Language the API speaks English.
    expect((await records()).map((r) => r.detail)).toEqual(
      (await records('en')).map((r) => r.detail),
    );
    expect(JSON.stringify(zh)).not.toContain('another-secret');
  });

  it('answers a record written before params (none) with its stored detail, in either language', async () => {
    await s.database.db
      .insertInto('action_history')
      .values({
        action: 'check',
        staff_id: 1,
        offline_shop_id: null,
        pick_up_code_id: null,
        key: '123412341234',
        order_id: null,
        detail: 'Can be consumed.',
        ip: '127.0.0.1',
        created_at: clock.now(),
      })
      .execute();
    for (const language of ['zh-CN', 'en']) {
      const old = (await records(language)).find((r) => r.key === '123412341234');
      expect(old).toMatchObject({ params: null, detail: 'Can be consumed.' });
    }
  });

  it('keeps the history append-only with its new column: params cannot be changed either', async () => {
    await api.createStaff('clerk', storeA.id);
    await expect(
      s.database.db.updateTable('action_history').set({ params: '{}' }).execute(),
    ).rejects.toThrow(/append-only/);
    expect((await records()).every((r) => r.params !== null && 'username' in r.params)).toBe(true);
  });

  it('exports the details in the request’s language', async () => {
    await api.createStaff('clerk', storeA.id);
    const response = await api.call(
      'GET',
      '/api/shops/action_history/?format=csv&labels=zh-CN',
      undefined,
      { ...manager, 'accept-language': 'zh-CN' },
    );
    expect(response.statusCode).toBe(200);
    const rows = parse(response.rawPayload, { bom: true, columns: true }) as Record<
      string,
      string
    >[];
    expect(rows.map((row) => row['详情'])).toContain('为 南京西路店 创建了店员账号“clerk”。');
  });
});

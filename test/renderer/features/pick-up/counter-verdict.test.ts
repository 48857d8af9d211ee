// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineComponent } from 'vue';
import { mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { ApiError, NETWORK_ERROR, TIMEOUT_ERROR } from '@/shared/api/client';
import type { CheckedPickUpCode, PickUpCode } from '@/features/pick-up/api';
import { i18n, setLocale } from '@/i18n';
import { useCounterStore } from '@/features/pick-up/store';
import {
  verdictForInvalidKey,
  verdictFromCheck,
  verdictFromConsumed,
  verdictFromError,
  verdictFromRolledBack,
} from '@/features/pick-up/pick-up-verdict';
import { useVerdictText } from '@/features/pick-up/use-verdict-text';
import { PICK_UP_KEY, startClerkSession, unusedPickUpCode } from '../../support/pick-up-code';

const KEY = PICK_UP_KEY;
const code = unusedPickUpCode;

const used: PickUpCode = {
  ...code,
  key_status: 'used',
  used_at: '2026-11-21T21:00:00.000+08:00',
  used_by: { id: 2, username: 'clerk.a' },
};

const checked = (record: PickUpCode, reason: CheckedPickUpCode['reason']): CheckedPickUpCode => ({
  ...record,
  can_consume: reason === null,
  reason,
});

const apiError = (status: number, errorCode: string, detail: string) =>
  new ApiError(status, errorCode, detail);

/** A refusal as the server sends it: its code and params, and a sentence nobody should read. */
const refusal = (status: number, errorCode: string, params: Record<string, unknown>) =>
  new ApiError(status, errorCode, 'A reworded sentence.', {}, null, params);

/** useVerdictText as a component's setup has it. */
function mountVerdictText(): ReturnType<typeof useVerdictText> {
  let text: ReturnType<typeof useVerdictText> | null = null;
  mount(
    defineComponent({
      setup() {
        text = useVerdictText();
        return () => null;
      },
    }),
    { global: { plugins: [i18n] } },
  );
  return text!;
}

describe('verdicts of check answers', () => {
  it('says ready for a code that can be consumed, with a success sound', () => {
    expect(verdictFromCheck(checked(code, null))).toEqual({
      kind: 'ready',
      tone: 'success',
      sound: 'success',
      key: KEY,
      params: { store: '南京西路店' },
    });
  });

  it('says used: when, by whom and where, from the record', () => {
    const verdict = verdictFromCheck(checked(used, 'code_already_used'));
    expect(verdict).toMatchObject({ kind: 'used', tone: 'danger', sound: 'refusal' });
    expect(verdict.params).toEqual({
      time: '2026年11月21日 21:00',
      by: 'clerk.a',
      store: '南京西路店',
    });
  });

  it('says expired with the time it ran out, and canceled with the order', () => {
    const expired = verdictFromCheck(checked({ ...code, key_status: 'expired' }, 'code_expired'));
    expect(expired).toMatchObject({ kind: 'expired', tone: 'warning', sound: 'refusal' });
    expect(expired.params.time).toBe('2026年11月28日 19:30');
    const canceled = verdictFromCheck(
      checked({ ...code, key_status: 'canceled' }, 'code_canceled'),
    );
    expect(canceled).toMatchObject({
      kind: 'canceled',
      sound: 'refusal',
      params: { order: '1009' },
    });
  });

  it('refuses a reason it does not know rather than handing out', () => {
    const verdict = verdictFromCheck({
      ...checked(code, null),
      can_consume: false,
      reason: 'code_lost' as CheckedPickUpCode['reason'],
    });
    expect(verdict).toMatchObject({ kind: 'error', sound: 'refusal' });
  });
});

describe('verdicts of consume and rollback answers', () => {
  it('says handed out after a consume', () => {
    expect(verdictFromConsumed(used)).toMatchObject({
      kind: 'handed_out',
      tone: 'success',
      sound: 'success',
      params: { store: '南京西路店', time: '2026年11月21日 21:00' },
    });
  });

  it('says rolled back after a rollback', () => {
    expect(verdictFromRolledBack(code)).toMatchObject({
      kind: 'rolled_back',
      tone: 'info',
      sound: 'success',
      params: { order: '1009' },
    });
  });
});

describe('verdicts of each error code, from its code and params', () => {
  // What the server answers since its refusals carry params (src-shared/errors.ts). The detail
  // is a sentence the counter never reads: each case gives one that says something else.
  const NANJING = { id: 1, title: '南京西路店' };
  const XUJIAHUI = { id: 2, title: '徐家汇店' };
  const CLERK = { id: 2, username: 'clerk.a' };
  const USED_AT = '2026-11-21T21:00:00.000+08:00';

  it('404 → unknown key', () => {
    expect(
      verdictFromError(apiError(404, 'not_found', 'No pick-up code with this key.'), KEY),
    ).toMatchObject({
      kind: 'unknown',
      tone: 'danger',
      sound: 'refusal',
      key: KEY,
    });
  });

  it('403 wrong_store → the store its params name', () => {
    const params = { store: XUJIAHUI, used_at: null, used_by: null };
    const verdict = verdictFromError(refusal(403, 'wrong_store', params), KEY);
    expect(verdict).toMatchObject({ kind: 'wrong_store', sound: 'refusal' });
    expect(verdict.params).toEqual({ store: '徐家汇店' });
  });

  it('403 wrong_store of a package handed out at its store → used there, when and by whom', () => {
    const params = { store: NANJING, used_at: USED_AT, used_by: CLERK };
    const verdict = verdictFromError(refusal(403, 'wrong_store', params), KEY);
    expect(verdict).toMatchObject({ kind: 'used', tone: 'danger', sound: 'refusal' });
    expect(verdict.params).toEqual({
      time: '2026年11月21日 21:00',
      by: 'clerk.a',
      store: '南京西路店',
    });
  });

  it('409 code_already_used → where, when and by whom, in the shop’s time', () => {
    const params = { store: NANJING, used_at: USED_AT, used_by: CLERK, order_number: 1009 };
    const verdict = verdictFromError(refusal(409, 'code_already_used', params), KEY, 'consume');
    expect(verdict).toMatchObject({ kind: 'used', tone: 'danger', sound: 'refusal' });
    expect(verdict.params).toEqual({
      time: '2026年11月21日 21:00',
      by: 'clerk.a',
      store: '南京西路店',
    });
    setLocale('en');
    expect(verdictFromError(refusal(409, 'code_already_used', params), KEY).params.time).toBe(
      'Nov 21, 2026, 21:00',
    );
    setLocale('zh-CN');
    // The account was deleted since: nobody to name.
    const gone = { ...params, used_by: null };
    expect(verdictFromError(refusal(409, 'code_already_used', gone), KEY).params.by).toBe('—');
  });

  it('409 code_expired, code_canceled and code_not_used', () => {
    const expired = { expires_at: '2026-11-20T08:00:00.000+08:00', order_number: 1009 };
    expect(verdictFromError(refusal(409, 'code_expired', expired), KEY)).toMatchObject({
      kind: 'expired',
      params: { time: '2026年11月20日 08:00' },
    });
    expect(
      verdictFromError(refusal(409, 'code_canceled', { order_number: 1009 }), KEY),
    ).toMatchObject({ kind: 'canceled', params: { order: '1009' } });
    expect(
      verdictFromError(refusal(409, 'code_not_used', { order_number: 1009 }), KEY, 'rollback'),
    ).toMatchObject({ kind: 'not_used', params: { order: '1009' } });
  });

  it('a refusal without params (an older server) says "—" for its facts, never reading the sentence', () => {
    const detail = 'This code was already used at 2026-11-21 21:00 by clerk.a (南京西路店).';
    expect(verdictFromError(apiError(409, 'code_already_used', detail), KEY).params).toEqual({
      time: '—',
      by: '—',
      store: '—',
    });
    const elsewhere = 'This code belongs to 徐家汇店: the package is picked up there.';
    expect(verdictFromError(apiError(403, 'wrong_store', elsewhere), KEY)).toMatchObject({
      kind: 'wrong_store',
      params: { store: '—' },
    });
  });

  it('409 code_busy → try again', () => {
    expect(verdictFromError(apiError(409, 'code_busy', 'x'), KEY, 'consume').kind).toBe('busy');
  });

  it('403 permission_denied is the rollback window only for a rollback', () => {
    const error = apiError(403, 'permission_denied', 'The code was used more than 24 hours ago.');
    expect(verdictFromError(error, KEY, 'rollback')).toMatchObject({
      kind: 'rollback_refused',
      sound: 'refusal',
    });
    expect(verdictFromError(error, KEY, 'check')).toMatchObject({
      kind: 'error',
      params: { code: 'permission_denied', status: '403' },
    });
  });

  it('400 invalid → not a key; and text that is not 12 digits never leaves the screen', () => {
    expect(
      verdictFromError(apiError(400, 'invalid', 'A pick-up key has 12 digits.'), KEY).kind,
    ).toBe('invalid');
    expect(verdictForInvalidKey('12ab')).toMatchObject({ kind: 'invalid', key: '12ab' });
  });

  it('a consume answered 502, 503 or 504, busy or database_unavailable → not handed out', () => {
    for (const [status, code] of [
      [502, 'server_error'],
      [503, 'database_unavailable'],
      [504, 'http_error'],
      [503, 'busy'],
    ] as const) {
      expect(verdictFromError(apiError(status, code, ''), KEY, 'consume').kind).toBe(
        'not_confirmed',
      );
      expect(verdictFromError(apiError(status, code, ''), KEY, 'check').kind).toBe('error');
    }
    expect(verdictFromError(apiError(500, 'server_error', ''), KEY, 'consume').kind).toBe('error');
  });

  it('network, timeout, server errors and bugs → an error verdict with a refusal sound', () => {
    expect(verdictFromError(new ApiError(0, NETWORK_ERROR, ''), KEY)).toMatchObject({
      kind: 'error',
      sound: 'refusal',
      params: { code: NETWORK_ERROR },
    });
    expect(verdictFromError(new ApiError(0, TIMEOUT_ERROR, ''), KEY).params.code).toBe(
      TIMEOUT_ERROR,
    );
    expect(verdictFromError(apiError(500, 'server_error', ''), KEY).params).toMatchObject({
      code: 'server_error',
      status: '500',
    });
    expect(verdictFromError(new TypeError('boom'), KEY).kind).toBe('error');
  });

  it('says an error from its code in the user’s language; the server’s words only for a code unknown here', () => {
    const text = mountVerdictText();
    const said = (error: unknown) => text.verdictBody(verdictFromError(error, KEY));
    expect(said(apiError(403, 'permission_denied', 'Only managers.'))).toBe(
      i18n.global.t('apiErrors.permission_denied'),
    );
    expect(said(new ApiError(0, NETWORK_ERROR, ''))).toBe(i18n.global.t('errors.network'));
    expect(said(apiError(409, 'brand_new_code', 'A sentence from a newer server.'))).toBe(
      'A sentence from a newer server.',
    );
    expect(said(apiError(500, 'brand_new_code', ''))).toBe('500 brand_new_code');
    // A gateway's 502/503/504 or the database away: the server cannot be reached.
    expect(said(apiError(502, 'server_error', ''))).toBe(i18n.global.t('errors.unreachable'));
    expect(said(apiError(503, 'database_unavailable', ''))).toBe(
      i18n.global.t('errors.unreachable'),
    );
    expect(said(new TypeError('boom'))).toBe(i18n.global.t('errors.unexpected'));
    // A refusal's facts fill its sentence.
    const params = { store: NANJING, used_at: USED_AT, used_by: CLERK, order_number: 1009 };
    expect(said(refusal(409, 'code_already_used', params))).toBe(
      i18n.global.t('counter.verdict.used.body', {
        time: '2026年11月21日 21:00',
        by: 'clerk.a',
        store: '南京西路店',
      }),
    );
    expect(said(refusal(409, 'code_already_used', params))).toContain('clerk.a');
  });

  it('every verdict kind has a title and a body in both languages', () => {
    const kinds = [
      'ready',
      'handed_out',
      'used',
      'expired',
      'canceled',
      'wrong_store',
      'unknown',
      'invalid',
      'busy',
      'rolled_back',
      'not_used',
      'rollback_refused',
      'error',
    ];
    for (const locale of ['zh-CN', 'en'] as const) {
      setLocale(locale);
      for (const kind of kinds) {
        expect(i18n.global.te(`counter.verdict.${kind}.title`), `${locale} ${kind}`).toBe(true);
        expect(i18n.global.te(`counter.verdict.${kind}.body`), `${locale} ${kind}`).toBe(true);
      }
    }
    setLocale('zh-CN');
  });
});

describe('counter store: check, consume, rollback over HTTP', () => {
  const fetchMock = vi.fn<(input: Request) => Promise<Response>>();
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  beforeEach(() => {
    sessionStorage.clear();
    setActivePinia(createPinia());
    startClerkSession();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => vi.unstubAllGlobals());

  it('takes a key as printed: spaces, dashes and full-width digits reach the server as 12 digits', async () => {
    const counter = useCounterStore();
    const fullWidth = [...KEY]
      .map((digit) => String.fromCodePoint(0xff10 + Number(digit)))
      .join('');
    for (const typed of ['2945 6318 5101', '2945-6318-5101', ' 2945 – 6318 – 5101 ', fullWidth]) {
      fetchMock.mockResolvedValueOnce(json(200, checked(code, null)));
      expect((await counter.check(typed))?.kind).toBe('ready');
      expect(new URL(fetchMock.mock.calls.at(-1)![0].url).searchParams.get('key')).toBe(KEY);
    }
    // Separators never make a short key whole: refused here, without a request.
    const calls = fetchMock.mock.calls.length;
    expect((await counter.check('2945 6318 510'))?.kind).toBe('invalid');
    expect(fetchMock.mock.calls.length).toBe(calls);
  });

  it('says "not prepared yet — fetch it first" for an unprepared package, which is still handed out', async () => {
    const counter = useCounterStore();
    fetchMock.mockResolvedValueOnce(
      json(200, checked({ ...code, stock_status: 'unprepare' }, null)),
    );
    const verdict = await counter.check(KEY);
    expect(verdict).toMatchObject({ kind: 'not_prepared', tone: 'warning' });
    expect(i18n.global.t(`counter.verdict.${verdict!.kind}.title`)).toBe('尚未备货，请先取货');
    expect(counter.canConsume).toBe(true);
  });

  it('checks, then consumes a ready code, then refuses it as used', async () => {
    const counter = useCounterStore();
    fetchMock.mockResolvedValueOnce(json(200, checked(code, null)));
    expect((await counter.check(` ${KEY} `))?.kind).toBe('ready');
    const sent = fetchMock.mock.calls[0]![0];
    expect(new URL(sent.url).pathname).toBe('/api/orders/pick_up_code/check/');
    expect(new URL(sent.url).searchParams.get('key')).toBe(KEY);
    expect(counter.canConsume).toBe(true);
    expect(counter.canRollback).toBe(false);

    let consumeBody: unknown = null;
    fetchMock.mockImplementationOnce(async (request) => {
      consumeBody = await request.clone().json();
      return json(200, used);
    });
    expect((await counter.consume())?.kind).toBe('handed_out');
    const consume = fetchMock.mock.calls[1]![0];
    expect(consume.method).toBe('POST');
    expect(new URL(consume.url).pathname).toBe('/api/orders/pick_up_code/consume/');
    expect(consumeBody).toEqual({ key: KEY });
    expect(counter.canConsume).toBe(false);
    expect(counter.canRollback).toBe(true);
    // Nothing more to hand out: a second Enter sends nothing.
    expect(await counter.consume()).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);

    fetchMock.mockResolvedValueOnce(json(200, checked(used, 'code_already_used')));
    const again = await counter.check(KEY);
    expect(again).toMatchObject({
      kind: 'used',
      params: { by: 'clerk.a', time: '2026年11月21日 21:00' },
    });
    expect(counter.recent.map((r) => r.kind)).toEqual(['used', 'handed_out', 'ready']);
  });

  it('shows a code that was used elsewhere between check and consume as used, read again', async () => {
    const counter = useCounterStore();
    fetchMock.mockResolvedValueOnce(json(200, checked(code, null)));
    await counter.check(KEY);
    fetchMock.mockResolvedValueOnce(
      json(409, {
        code: 'code_already_used',
        detail: 'This code was already used at 2026-11-21 21:00 by clerk.b (南京西路店).',
        params: {
          store: { id: 1, title: '南京西路店' },
          used_at: '2026-11-21T21:00:00.000+08:00',
          used_by: { id: 3, username: 'clerk.b' },
          order_number: 1009,
        },
      }),
    );
    fetchMock.mockResolvedValueOnce(
      json(200, checked({ ...used, used_by: { id: 3, username: 'clerk.b' } }, 'code_already_used')),
    );
    expect(await counter.consume()).toMatchObject({ kind: 'used', params: { by: 'clerk.b' } });
    expect(counter.code?.key_status).toBe('used');
  });

  it('answers wrong store and unknown keys without a card', async () => {
    const counter = useCounterStore();
    fetchMock.mockResolvedValueOnce(
      json(403, {
        code: 'wrong_store',
        detail: 'This code belongs to 徐家汇店: the package is picked up there.',
        params: { store: { id: 2, title: '徐家汇店' }, used_at: null, used_by: null },
      }),
    );
    expect(await counter.check(KEY)).toMatchObject({
      kind: 'wrong_store',
      params: { store: '徐家汇店' },
    });
    expect(counter.code).toBeNull();
    fetchMock.mockResolvedValueOnce(json(404, { code: 'not_found', detail: 'No pick-up code.' }));
    expect((await counter.check(KEY))?.kind).toBe('unknown');
    expect(counter.canConsume).toBe(false);
  });

  it('never asks the server about text that is not a key', async () => {
    const counter = useCounterStore();
    expect((await counter.check('12345'))?.kind).toBe('invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the used card when a rollback is refused, and restores it when allowed', async () => {
    const counter = useCounterStore();
    fetchMock.mockResolvedValueOnce(json(200, checked(used, 'code_already_used')));
    await counter.check(KEY);
    fetchMock.mockResolvedValueOnce(
      json(403, { code: 'permission_denied', detail: 'Only a manager may roll it back now.' }),
    );
    expect((await counter.rollback())?.kind).toBe('rollback_refused');
    expect(counter.code?.key_status).toBe('used');
    fetchMock.mockResolvedValueOnce(json(200, code));
    expect((await counter.rollback())?.kind).toBe('rolled_back');
    expect(new URL(fetchMock.mock.calls.at(-1)![0].url).pathname).toBe(
      '/api/orders/pick_up_code/rollback/',
    );
    expect(counter.code?.key_status).toBe('unused');
    // Rolled back is no "ready": it is checked again before it is handed out.
    expect(counter.canConsume).toBe(false);
  });

  it('drops the answer of a check overtaken by a newer one', async () => {
    const counter = useCounterStore();
    let release: (response: Response) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (release = resolve)));
    const first = counter.check(KEY);
    fetchMock.mockResolvedValueOnce(json(404, { code: 'not_found', detail: '' }));
    await counter.check('728400026861');
    release(json(200, checked(code, null)));
    expect(await first).toBeNull();
    expect(counter.verdict?.kind).toBe('unknown');
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildServerBundle,
  startChildServer,
  type ChildServer,
  type ServerBundle,
} from '../../support/serve-child';

/**
 * Passwords and tokens never reach the log or an answer: the real server, with its request
 * logger on, through a whole session over HTTP (sign-ins, a failed one, an application made
 * and used, a staff member made with a password and given a new one, tokens sent where they
 * do not belong). Then the log and every answer are searched for each secret; only the answer
 * that issues a token may hold it.
 */

const SECRETS = {
  manager: 'Mgr-Secret-Pass-9137',
  staff: 'Staff-Secret-Pass-4242',
  staffNew: 'Staff-New-Pass-7781',
  wrong: 'Wrong-Guess-Pass-1313',
};

let bundle: ServerBundle;
let dataDir: string;
let server: ChildServer | undefined;

beforeAll(async () => {
  bundle = await buildServerBundle('test/support/logged-server.ts');
  dataDir = mkdtempSync(join(tmpdir(), 'shopdesk-secrets-'));
}, 120_000);

afterAll(async () => {
  await server?.stop();
  bundle?.remove();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('secrets stay out of logs and answers', () => {
  it('a logged session: no password or token in the log, none in an answer but its own', async () => {
    server = await startChildServer(bundle.cli, dataDir, [
      '--manager-username',
      'owner',
      '--manager-password',
      SECRETS.manager,
    ]);
    const url = server.url;
    const answers: { what: string; text: string; issues?: string }[] = [];
    async function call(
      what: string,
      method: string,
      path: string,
      options: { body?: unknown; token?: string; scheme?: string } = {},
    ) {
      const response = await fetch(url + path, {
        method,
        headers: {
          ...(options.token && { authorization: `${options.scheme ?? 'Token'} ${options.token}` }),
          ...(options.body !== undefined && { 'content-type': 'application/json' }),
        },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
      const text = await response.text();
      const headers = JSON.stringify([...response.headers]);
      answers.push({ what, text: `${headers}\n${text}` });
      return {
        status: response.status,
        // The answers are whatever JSON the API sent, read loosely as in the other HTTP tests.
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        json: (text ? JSON.parse(text) : null) as Record<string, any>,
      };
    }

    const login = await call('manager login', 'POST', '/api/shops/staff_login/', {
      body: { username: 'owner', password: SECRETS.manager },
    });
    expect(login.status).toBe(200);
    const managerToken = login.json.token as string;
    answers.at(-1)!.issues = managerToken;

    const app = await call('application create', 'POST', '/api/shops/application/', {
      token: managerToken,
      body: { name: 'Shop front', scopes: 'shopfront:read orders:read' },
    });
    expect(app.status).toBe(201);
    const appToken = app.json.token as string;
    answers.at(-1)!.issues = appToken;
    expect(
      (await call('application list', 'GET', '/api/shops/application/', { token: managerToken }))
        .status,
    ).toBe(200);
    expect(
      (
        await call('application use', 'GET', '/api/orders/order/', {
          token: appToken,
          scheme: 'Bearer',
        })
      ).status,
    ).toBe(200);

    const store = await call('store create', 'POST', '/api/shops/offline_shop/', {
      token: managerToken,
      body: { title: '南京西路店' },
    });
    const member = await call('staff create', 'POST', '/api/shops/staff/', {
      token: managerToken,
      body: { username: 'clerk', password: SECRETS.staff, offline_shop_id: store.json.id },
    });
    expect(member.status).toBe(201);
    expect(
      (
        await call('failed login', 'POST', '/api/shops/staff_login/', {
          body: { username: 'clerk', password: SECRETS.wrong },
        })
      ).status,
    ).toBe(401);
    const staffLogin = await call('staff login', 'POST', '/api/shops/staff_login/', {
      body: { username: 'clerk', password: SECRETS.staff },
    });
    expect(staffLogin.status).toBe(200);
    const staffToken = staffLogin.json.token as string;
    answers.at(-1)!.issues = staffToken;
    expect(
      (
        await call('staff check', 'GET', '/api/orders/pick_up_code/check/?key=123456789012', {
          token: staffToken,
        })
      ).status,
    ).toBe(404);
    // Tokens where they do not belong: refused, and not written down either.
    expect(
      (await call('query token', 'GET', `/api/orders/order/?token=${managerToken}`)).status,
    ).toBe(401);
    expect(
      (
        await call(
          'query access_token',
          'GET',
          `/api/orders/pick_up_code/?access_token=${staffToken}`,
        )
      ).status,
    ).toBe(401);
    expect(
      // A logged route (an answered health probe is a debug line, out of this log).
      (await call('password in a query', 'GET', `/api/orders/order/?password=${SECRETS.manager}`))
        .status,
    ).toBe(401);
    expect(
      (await call('logout', 'POST', '/api/shops/staff_logout/', { token: staffToken })).status,
    ).toBe(204);
    expect(
      (
        await call('staff password change', 'PATCH', `/api/shops/staff/${member.json.id}/`, {
          token: managerToken,
          body: { password: SECRETS.staffNew },
        })
      ).status,
    ).toBe(200);
    expect(
      (await call('staff settings read', 'GET', '/api/shops/staff/', { token: managerToken }))
        .status,
    ).toBe(200);
    expect(
      (
        await call('history read', 'GET', '/api/shops/action_history/?page_size=100', {
          token: managerToken,
        })
      ).status,
    ).toBe(200);

    await server.stop();
    const log = server.output();
    server = undefined;
    // The logger really logged the session (one line per request).
    expect(log.split('\n').filter((line) => line.includes('"msg":"request"')).length).toBe(
      answers.length,
    );

    const secrets: Record<string, string> = {
      ...SECRETS,
      managerToken,
      appToken,
      staffToken,
    };
    for (const [name, secret] of Object.entries(secrets)) {
      const leaks = log.split('\n').filter((line) => line.includes(secret));
      expect(leaks, `the log holds the ${name}`).toEqual([]);
      for (const answer of answers) {
        if (answer.issues === secret) continue;
        expect(
          answer.text.includes(secret),
          `the answer to "${answer.what}" holds the ${name}`,
        ).toBe(false);
      }
    }
    console.log(
      `${answers.length} requests, ${log.split('\n').length} log lines: no password or token in them`,
    );
  }, 120_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USERNAME_FAILURE_LIMIT } from '../../../src-server/modules/shops/identity';
import { onPostgres, POSTGRES_ONLY } from '../../support/database';
import { startTwoServers, type TwoServers } from './support';

/**
 * docs/DESIGN.md §13: throttling counts hold across processes. Wrong passwords for one username fired
 * at two server processes on one PostgreSQL database at once: no more than the limit are
 * weighed (401), the others are refused unweighed (429, or 503 when a process's hashing line
 * is full), and then even the right password is refused until the window passes.
 */

const ATTEMPTS = 30;

let two: TwoServers;

beforeAll(async () => {
  if (onPostgres) two = await startTwoServers();
}, 120_000);
afterAll(async () => {
  await two?.stop();
});

describe.skipIf(!onPostgres)(`login throttling over two processes (${POSTGRES_ONLY})`, () => {
  it(`${ATTEMPTS} wrong passwords at both processes at once: at most ${USERNAME_FAILURE_LIMIT} are weighed`, async () => {
    const login = (url: string, password: string) =>
      fetch(`${url}/api/shops/staff_login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'boss', password }),
      }).then((response) => response.status);
    const statuses = await Promise.all(
      Array.from({ length: ATTEMPTS }, (_, i) => login(two.urls[i % 2]!, `wrong-${i}`)),
    );
    // 503: the process's password-hashing line was full; refused before anything counted.
    const unweighed = (status: number) => status === 429 || status === 503;
    expect(statuses.filter((status) => status !== 401 && !unweighed(status))).toEqual([]);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(
      USERNAME_FAILURE_LIMIT,
    );
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    // The right password, at either process, is refused too now.
    for (const url of two.urls) expect(await login(url, 'boss-password')).toBe(429);
  }, 120_000);
});

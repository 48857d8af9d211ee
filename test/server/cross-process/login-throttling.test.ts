import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USERNAME_FAILURE_LIMIT } from '../../../src-server/modules/shops/identity';
import { onPostgres, POSTGRES_ONLY } from '../../support/database';
import { startTwoServers, type TwoServers } from './support';

/**
 * DESIGN §13: throttling counts hold across processes. Wrong passwords for one username fired
 * at two server processes on one PostgreSQL database at once: no more than the limit are
 * weighed (401), the others are refused unweighed (429), and then even the right password
 * is refused until the window passes.
 *
 * Skipped for now: today the limit is read before the password check and the failure written
 * after it, so simultaneous attempts all pass the check, in one process as in two. Issue 16
 * (item 1) counts the failure atomically before the check; remove the skip when it lands.
 */

const ATTEMPTS = 30;
const RACE_FIXED_BY_ISSUE_16 = false;

let two: TwoServers;

beforeAll(async () => {
  if (onPostgres && RACE_FIXED_BY_ISSUE_16) two = await startTwoServers();
}, 120_000);
afterAll(async () => {
  await two?.stop();
});

describe.skipIf(!onPostgres || !RACE_FIXED_BY_ISSUE_16)(
  `login throttling over two processes (${POSTGRES_ONLY}; and issue 16's atomic failure count)`,
  () => {
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
      expect(statuses.filter((status) => status >= 500)).toEqual([]);
      expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(
        USERNAME_FAILURE_LIMIT,
      );
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(
        ATTEMPTS - USERNAME_FAILURE_LIMIT,
      );
      // The right password, at either process, is refused too now.
      for (const url of two.urls) expect(await login(url, 'boss-password')).toBe(429);
    }, 120_000);
  },
);

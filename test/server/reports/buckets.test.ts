import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bucketsOf } from '../../../src-server/modules/reports/buckets';
import { createTestServer, type TestServer } from '../../support/server';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s.close());

/** The bucket the database computes for each instant (through a real table's column). */
async function bucketsInSql(b: ReturnType<typeof bucketsOf>, instants: number[]) {
  const { db } = s.database;
  await db.deleteFrom('event_outbox').execute();
  for (const created_at of instants)
    await db
      .insertInto('event_outbox')
      .values({ event: 'test', payload: '{}', created_at })
      .execute();
  const rows = await db
    .selectFrom('event_outbox')
    .select(['created_at', b.indexOf('event_outbox.created_at').as('bucket')])
    .orderBy('id')
    .execute();
  return rows.map((row) => Number(row.bucket));
}

describe('report buckets in the shop time zone', () => {
  it('a 25-hour day (daylight saving ends in New York on 1 November 2026) is one bucket', async () => {
    const zone = 'America/New_York';
    const local = (text: string) => DateTime.fromISO(text, { zone }).toMillis();
    const b = bucketsOf(local('2026-11-01T00:00'), local('2026-11-03T00:00'), 'day', zone);
    expect(b.starts).toEqual([local('2026-11-01T00:00'), local('2026-11-02T00:00')]);
    const instants = [
      '2026-11-01T00:30',
      '2026-11-01T01:30', // the first of the two 01:30s
      '2026-11-01T23:30', // 24.5 hours after midnight, still the 1st
      '2026-11-02T00:30',
      '2026-11-02T23:59',
    ].map(local);
    expect(await bucketsInSql(b, instants)).toEqual([0, 0, 0, 1, 1]);
  });

  it('a 23-hour day (daylight saving starts on 8 March 2026) is one bucket', async () => {
    const zone = 'America/New_York';
    const local = (text: string) => DateTime.fromISO(text, { zone }).toMillis();
    const b = bucketsOf(local('2026-03-07T12:00'), local('2026-03-10T00:00'), 'day', zone);
    expect(b.from).toBe(local('2026-03-07T00:00'));
    const instants = [
      '2026-03-07T23:59',
      '2026-03-08T00:30',
      '2026-03-08T23:30', // 22.5 hours after midnight
      '2026-03-09T00:00',
    ].map(local);
    expect(await bucketsInSql(b, instants)).toEqual([0, 1, 1, 2]);
  });

  it('hours are counted from the start of the first hour in the zone', async () => {
    const zone = 'Asia/Kolkata'; // UTC+05:30: local hours start at half past UTC hours
    const local = (text: string) => DateTime.fromISO(text, { zone }).toMillis();
    const b = bucketsOf(local('2026-11-21T09:20'), local('2026-11-21T12:00'), 'hour', zone);
    expect(b.starts).toEqual(['09:00', '10:00', '11:00'].map((h) => local(`2026-11-21T${h}`)));
    const instants = [
      '2026-11-21T09:00',
      '2026-11-21T09:59',
      '2026-11-21T10:00',
      '2026-11-21T11:59',
    ].map(local);
    expect(await bucketsInSql(b, instants)).toEqual([0, 0, 1, 2]);
  });
});

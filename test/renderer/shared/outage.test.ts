import { describe, expect, it } from 'vitest';
import { isServerBusy, isServerOutage } from '../../../src-shared/outage';

describe('what "the shop server cannot be reached" is', () => {
  it('no answer, a gateway status, or the database away; not a refusal or a bug', () => {
    expect(isServerOutage({ status: 0, code: 'network_error' })).toBe(true);
    expect(isServerOutage({ status: 0, code: 'timeout' })).toBe(true);
    for (const status of [502, 503, 504])
      expect(isServerOutage({ status, code: 'server_error' })).toBe(true);
    expect(isServerOutage({ status: 503, code: 'database_unavailable' })).toBe(true);
    expect(isServerOutage({ status: 503, code: 'busy' })).toBe(true);
    expect(isServerOutage({ status: 500, code: 'server_error' })).toBe(false);
    expect(isServerOutage({ status: 409, code: 'code_already_used' })).toBe(false);
    expect(isServerOutage({ status: 401, code: 'not_authenticated' })).toBe(false);
  });
});

describe('what "the server is busy" is', () => {
  it('503 busy, or the older 503 unavailable with Retry-After; not the database away nor a gateway', () => {
    expect(isServerBusy({ status: 503, code: 'busy', retryAfter: 1 })).toBe(true);
    expect(isServerBusy({ status: 503, code: 'busy' })).toBe(true);
    expect(isServerBusy({ status: 503, code: 'unavailable', retryAfter: 1 })).toBe(true);
    expect(isServerBusy({ status: 503, code: 'unavailable', retryAfter: null })).toBe(false);
    expect(isServerBusy({ status: 503, code: 'database_unavailable', retryAfter: 2 })).toBe(false);
    expect(isServerBusy({ status: 503, code: 'server_error', retryAfter: null })).toBe(false);
    expect(isServerBusy({ status: 409, code: 'busy' })).toBe(false);
  });
});

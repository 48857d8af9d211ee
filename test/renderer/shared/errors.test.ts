// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/client';
// The app's catalogues: messages are looked up in the page's vue-i18n.
import '@/i18n';
import { errorMessage, messagesFor, unclaimedErrors } from '@/shared/utils/errors';

const errors = {
  normal_price: ['Not a valid amount.'],
  'shipping_zones.0.place_codes': ['Unknown place code.'],
  'shipping_zones.0.place_codes.2': ['Duplicate.'],
  'shipping_zones.1.over_unit': ['Must be greater than 0.'],
  shipping_zones: ['A place is in two zones.'],
};

describe('field errors', () => {
  it('gives a field its own messages and those of paths below it', () => {
    expect(messagesFor(errors, 'shipping_zones.0.place_codes')).toEqual([
      'Unknown place code.',
      'Duplicate.',
    ]);
    expect(messagesFor(errors, 'normal_price')).toEqual(['Not a valid amount.']);
    expect(messagesFor(errors, 'normal_unit')).toEqual([]);
  });

  it('does not mistake a longer field name for a child path', () => {
    expect(messagesFor({ over_price_extra: ['x'] }, 'over_price')).toEqual([]);
  });

  it('keeps the errors no field shows', () => {
    const shown = ['normal_price', 'shipping_zones.0.place_codes', 'shipping_zones.1.over_unit'];
    expect(unclaimedErrors(errors, shown)).toEqual({
      shipping_zones: ['A place is in two zones.'],
    });
  });
});

describe('errorMessage', () => {
  const t = (key: string, named?: Record<string, unknown>) =>
    `${key}${named ? JSON.stringify(named) : ''}`;

  it('uses the code’s sentence, else the server detail, or says what failed', () => {
    expect(errorMessage(new ApiError(409, 'duplicate', 'Already exists.'), t)).toBe(
      'apiErrors.duplicate',
    );
    expect(errorMessage(new ApiError(409, 'some_new_code', 'Already exists.'), t)).toBe(
      'Already exists.',
    );
    expect(errorMessage(new ApiError(418, 'http_error', ''), t)).toBe('errors.http{"status":418}');
    // A gateway's answer or the database away: the server cannot be reached.
    expect(errorMessage(new ApiError(502, 'http_error', ''), t)).toBe('errors.unreachable');
    expect(errorMessage(new ApiError(503, 'database_unavailable', ''), t)).toBe(
      'errors.unreachable',
    );
    expect(errorMessage(new ApiError(0, 'network_error', ''), t)).toBe('errors.network');
    expect(errorMessage(new Error('boom'), t)).toBe('errors.unexpected');
  });
});

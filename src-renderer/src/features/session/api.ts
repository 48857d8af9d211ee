import {
  anonymously,
  answer,
  api,
  withoutOutageRetries,
  type Body,
  type Schemas,
} from '@/shared/api/client';

export type LoginResponse = Schemas['StaffLogin'];
export type Staff = LoginResponse['staff'];
export type StaffRole = Staff['role'];
export type OfflineShopRef = NonNullable<Staff['offline_shop']>;
export type LoginRequest = Body<'/api/shops/staff_login/', 'post'>;

/**
 * `deviceToken`: what an earlier sign-in of this user on this device answered; with it, other
 * people's wrong guesses at the username do not lock this device out (OWASP device cookies).
 */
export function login(credentials: LoginRequest, deviceToken?: string): Promise<LoginResponse> {
  return answer(
    api.POST('/api/shops/staff_login/', {
      body: credentials,
      ...(deviceToken && { headers: { 'X-Device-Token': deviceToken } }),
      ...anonymously,
    }),
  );
}

/** Revokes the calling token (204). */
export async function logout(): Promise<void> {
  await api.POST('/api/shops/staff_logout/');
}

/** The store's clerks for offline sign-in (docs/DESIGN.md §14 "Starting offline"). */
export type OfflineSignInList = Schemas['OfflineSignIn'];
/** A clerk of the store; `stamp` changes when the password, active state or store changes. */
export type OfflineClerk = OfflineSignInList['clerks'][number];

/**
 * `GET /api/shops/offline_sign_in/?offline_shop=` (staff token): which clerks of the store may
 * keep a verifier on its counters, and for how long (`offline_sign_in_days`, 0: off). An outage
 * is the caller's: the verifiers stay as they are until the next try.
 */
export function fetchOfflineSignIn(storeId: number): Promise<OfflineSignInList> {
  return answer(
    api.GET('/api/shops/offline_sign_in/', {
      params: { query: { offline_shop: storeId } },
      ...withoutOutageRetries,
    }),
  );
}

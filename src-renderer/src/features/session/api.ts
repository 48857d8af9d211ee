import { anonymously, answer, api, type Body, type Schemas } from '@/shared/api/client';

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

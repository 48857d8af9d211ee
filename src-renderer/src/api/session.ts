import { anonymously, answer, api, type Body, type Schemas } from './client';

export type LoginResponse = Schemas['StaffLogin'];
export type Staff = LoginResponse['staff'];
export type StaffRole = Staff['role'];
export type OfflineShopRef = NonNullable<Staff['offline_shop']>;
export type LoginRequest = Body<'/api/shops/staff_login/', 'post'>;

export function login(credentials: LoginRequest): Promise<LoginResponse> {
  return answer(api.POST('/api/shops/staff_login/', { body: credentials, ...anonymously }));
}

/** Revokes the calling token (204). */
export async function logout(): Promise<void> {
  await api.POST('/api/shops/staff_logout/');
}

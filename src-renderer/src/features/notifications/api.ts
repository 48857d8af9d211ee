import { answer, api, type Body, type Page, type Query, type Schemas } from '@/shared/api/client';

/** Pick-up notices (docs/NOTIFICATIONS.md); the SMS secret is write-only. */
export type NotificationSettings = Schemas['NotificationSettings'];
export type NotificationSettingsPatch = Body<'/api/notifications/settings/', 'patch'>;
export type Notice = Schemas['Notification'];
export type NoticeQuery = Query<'/api/notifications/notification/'>;
export type NoticeTest = Body<'/api/notifications/settings/test/', 'post'>;

export function getNotificationSettings(): Promise<NotificationSettings> {
  return answer(api.GET('/api/notifications/settings/'));
}

export function updateNotificationSettings(
  patch: NotificationSettingsPatch,
): Promise<NotificationSettings> {
  return answer(api.PATCH('/api/notifications/settings/', { body: patch }));
}

/** One test notice now; answers it after its attempt (sent or failed, with the answer). */
export function sendTestNotice(body: NoticeTest): Promise<Notice> {
  return answer(api.POST('/api/notifications/settings/test/', { body }));
}

export function listNotices(query: NoticeQuery = {}): Promise<Page<Notice>> {
  return answer(api.GET('/api/notifications/notification/', { params: { query } }));
}

/** "Send the ready notice again" (at most once per 10 minutes per package). */
export function resendReadyNotice(codeId: number): Promise<Notice> {
  return answer(
    api.POST('/api/notifications/pick_up_code/{id}/resend/', { params: { path: { id: codeId } } }),
  );
}

export function getNoticeSummary() {
  return answer(api.GET('/api/notifications/summary/'));
}

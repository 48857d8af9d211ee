import { onBeforeRouteLeave } from 'vue-router';
import { useI18n } from 'vue-i18n';
import { isSignedIn } from '../api/client';
import { useConfirm } from './use-confirm';

/** Asks before leaving a page whose form holds unsaved changes (`hasChanges` says when). */
export function useLeaveGuard(hasChanges: () => boolean) {
  const { t } = useI18n();
  const { confirm } = useConfirm();
  onBeforeRouteLeave(async () => {
    // Without a session (it expired) the changes cannot be saved anyway.
    if (!hasChanges() || !isSignedIn()) return true;
    return confirm({
      title: t('common.unsaved.title'),
      message: t('common.unsaved.message'),
      confirmText: t('common.unsaved.leave'),
      cancelText: t('common.unsaved.stay'),
    });
  });
}

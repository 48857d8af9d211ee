import { ElMessage } from 'element-plus';
import { useI18n } from 'vue-i18n';
import { errorMessage } from '../utils/errors';
import { ApiError } from '../api/client';
import { useSessionStore } from '@/features/session/store';

/** Shows a failed call to the user; anything that is not an ApiError is a bug and also logged. */
export function useErrorReport() {
  const { t } = useI18n();
  const session = useSessionStore();
  const translate = (key: string, named?: Record<string, unknown>) =>
    named ? t(key, named) : t(key);

  function report(error: unknown): void {
    if (!(error instanceof ApiError)) console.error(error);
    // An expired session sends the user to the login page, which says so; one message is enough.
    else if (error.status === 401 && !session.isAuthenticated) return;
    ElMessage.error({ message: errorMessage(error, translate), showClose: true, duration: 6000 });
  }

  return { report, translate };
}

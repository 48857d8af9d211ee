import { ElMessage } from 'element-plus';
import { useI18n } from 'vue-i18n';
import { errorMessage } from '../utils/errors';
import { ApiError, isSignedIn } from '../api/client';

/** Shows a failed call to the user; anything that is not an ApiError is a bug and also logged. */
export function useErrorReport() {
  const { t } = useI18n();
  const translate = (key: string, named?: Record<string, unknown>) =>
    named ? t(key, named) : t(key);

  function report(error: unknown): void {
    if (!(error instanceof ApiError)) console.error(error);
    // An expired session sends the user to the login page, which says so; one message is enough.
    else if (error.status === 401 && !isSignedIn()) return;
    ElMessage.error({ message: errorMessage(error, translate), showClose: true, duration: 6000 });
  }

  return { report, translate };
}

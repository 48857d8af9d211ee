import { ElMessageBox } from 'element-plus';
import { useI18n } from 'vue-i18n';

/** Confirmation dialogs with buttons in the app's language; resolves false when dismissed. */
export function useConfirm() {
  const { t } = useI18n();

  async function confirm(options: {
    title: string;
    message: string;
    confirmText?: string;
    cancelText?: string;
    danger?: boolean;
  }): Promise<boolean> {
    try {
      await ElMessageBox.confirm(options.message, options.title, {
        type: 'warning',
        confirmButtonText: options.confirmText ?? t('common.confirm'),
        cancelButtonText: options.cancelText ?? t('common.cancel'),
        confirmButtonClass: options.danger ? 'el-button--danger' : undefined,
        autofocus: true,
      });
      return true;
    } catch {
      return false;
    }
  }

  return { confirm };
}

import { ElMessageBox } from 'element-plus';
import { useI18n } from 'vue-i18n';

/** A prompt for a name (a new or renamed shipping template), in the app's language. */
export function useNamePrompt() {
  const { t } = useI18n();

  /** Asks for a name; null when the user cancels. */
  async function askName(options: {
    title: string;
    message: string;
    value: string;
    placeholder: string;
    confirmText: string;
    required: boolean;
  }): Promise<string | null> {
    try {
      const result = await ElMessageBox.prompt(options.message, options.title, {
        inputValue: options.value,
        inputPlaceholder: options.placeholder,
        inputValidator: (value: string) => {
          if (options.required && !value.trim()) return t('shipping.nameRequired');
          return value.length <= 255 || t('validation.tooLong', { max: 255 });
        },
        confirmButtonText: options.confirmText,
        cancelButtonText: t('common.cancel'),
      });
      return result.value.trim();
    } catch {
      return null;
    }
  }

  return { askName };
}

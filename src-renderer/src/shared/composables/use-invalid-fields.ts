import { nextTick } from 'vue';
import { useI18n } from 'vue-i18n';
import { ElMessage } from 'element-plus';

/**
 * After a save the form or the server refused: one warning that closes by itself, and the
 * first invalid field scrolled to the middle of the window (never under the sticky save bar
 * at the bottom, nor the header at the top) and focused, so the user lands where to fix it.
 */
export function useInvalidFields() {
  const { t } = useI18n();

  async function revealInvalid(root: Element | null | undefined): Promise<void> {
    ElMessage.warning({ message: t('errors.checkFields'), grouping: true, duration: 4000 });
    // Server errors reach the form items through their `error` prop, which a watcher turns
    // into the error state: that takes a render or two.
    let item: Element | null = null;
    for (let tick = 0; tick < 3 && !item; tick++) {
      await nextTick();
      item = (root ?? document).querySelector('.el-form-item.is-error');
    }
    if (!item) return;
    item.scrollIntoView({ block: 'center' });
    const field = item.querySelector<HTMLElement>(
      'input:not([type="hidden"]), textarea, [tabindex]:not([tabindex="-1"])',
    );
    field?.focus({ preventScroll: true });
  }

  return { revealInvalid };
}

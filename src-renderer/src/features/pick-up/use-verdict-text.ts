import { useI18n } from 'vue-i18n';
import type { Verdict } from './pick-up-verdict';

/** The counter verdict's title and sentence in the current language (shown and read out). */
export function useVerdictText() {
  const { t } = useI18n();

  function errorSentence(verdict: Verdict): string {
    if (verdict.params.code === 'network_error') return t('errors.network');
    if (verdict.params.code === 'timeout') return t('errors.timeout');
    return verdict.params.detail || t('errors.unexpected');
  }

  function verdictTitle(verdict: Verdict): string {
    return t(`counter.verdict.${verdict.kind}.title`);
  }

  function verdictBody(verdict: Verdict): string {
    if (verdict.kind === 'error') return errorSentence(verdict);
    return t(`counter.verdict.${verdict.kind}.body`, { key: verdict.key, ...verdict.params });
  }

  return { verdictTitle, verdictBody };
}

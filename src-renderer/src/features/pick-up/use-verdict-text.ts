import { useI18n } from 'vue-i18n';
import { NETWORK_ERROR, TIMEOUT_ERROR } from '@/shared/api/client';
import { codeMessage } from '@/shared/utils/errors';
import { isServerOutage } from '@shared/outage';
import type { Verdict } from './pick-up-verdict';

/** The counter verdict's title and sentence in the current language (shown and read out). */
export function useVerdictText() {
  const { t } = useI18n();
  const translate = (key: string, named?: Record<string, unknown>) =>
    named ? t(key, named) : t(key);

  /** What went wrong, from the error's code: the server's words only for a code not known here. */
  function errorSentence(verdict: Verdict): string {
    const { code, status, detail } = verdict.params;
    if (!code) return t('errors.unexpected');
    if (code === NETWORK_ERROR) return t('errors.network');
    if (code === TIMEOUT_ERROR) return t('errors.timeout');
    if (isServerOutage({ status: Number(status ?? 0), code })) return t('errors.unreachable');
    return codeMessage(code, translate) ?? (detail || (status ? `${status} ${code}` : code));
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

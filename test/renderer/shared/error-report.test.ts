// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defineComponent, h } from 'vue';
import { mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { ElMessage } from 'element-plus';
import { i18n } from '@/i18n';
import { useSessionStore } from '@/features/session';
import { ApiError } from '@/shared/api/client';
import { useErrorReport } from '@/shared/composables/use-error-report';
import { startManagerSession } from '../support/api';

function mountReport(): ReturnType<typeof useErrorReport>['report'] {
  let report: ReturnType<typeof useErrorReport>['report'] | undefined;
  mount(
    defineComponent({
      setup() {
        report = useErrorReport().report;
        return () => h('div');
      },
    }),
    { global: { plugins: [i18n] } },
  );
  return report!;
}

const expired = () => new ApiError(401, 'not_authenticated', 'Sign in again.');

beforeEach(() => {
  setActivePinia(createPinia());
  sessionStorage.clear();
  vi.restoreAllMocks();
  vi.spyOn(ElMessage, 'error').mockImplementation(() => ({ close: () => undefined }));
  startManagerSession('tok');
});

// shared/ reads the session through the client's registered credentials, not the session
// store (renderer-shared-not-features in .dependency-cruiser.cjs).
describe('useErrorReport', () => {
  it('shows a 401 while signed in', () => {
    mountReport()(expired());
    expect(ElMessage.error).toHaveBeenCalledOnce();
  });

  it('says nothing of a 401 once the session has ended: the login page says so', () => {
    const report = mountReport();
    useSessionStore().clear();
    report(expired());
    expect(ElMessage.error).not.toHaveBeenCalled();
    report(new ApiError(400, 'invalid', 'Invalid.'));
    expect(ElMessage.error).toHaveBeenCalledOnce();
  });
});

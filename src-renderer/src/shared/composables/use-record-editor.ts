import { computed, ref, shallowRef, watch, type Ref } from 'vue';
import { useRouter, type RouteLocationRaw } from 'vue-router';
import { useI18n } from 'vue-i18n';
import { ElMessage, type FormInstance } from 'element-plus';
import { ApiError, type FieldErrors } from '../api/client';
import { fieldErrorsOf, messagesFor, unclaimedErrors } from '../utils/errors';
import { useConfirm } from './use-confirm';
import { useErrorReport } from './use-error-report';
import { useInvalidFields } from './use-invalid-fields';
import { useLeaveGuard } from './use-leave-guard';

/** Why an editor shows no form: the record is gone, or loading it failed otherwise. */
export type LoadFailure = 'not_found' | 'error';

export interface RecordEditorOptions<R, F> {
  /** The record's id; null edits a new one. Watched: a new id loads again. */
  id: () => number | null;
  /** Loads the record; null (or a 404) is the one not-found rule. */
  fetch: (id: number) => Promise<R | null>;
  /** The form of a new record (an editor that also creates). */
  blank?: () => F;
  toForm: (record: R) => F;
  /** True when the form differs from what was saved (drives "unsaved" and the leave guard). */
  isChanged: (form: F, saved: R | null) => boolean;
  /** Sends the form; answers the saved record. */
  persist: (id: number | null, form: F, saved: R | null) => Promise<R>;
  /** The field errors of a failed save (default: the server's `errors`). */
  saveErrors?: (error: unknown) => FieldErrors;
  /**
   * Checks the form cannot do with its rules, after they passed; field errors (shown like the
   * server's) or null.
   */
  precheck?: (form: F) => FieldErrors | null;
  /** Deletes the record (no delete without it). */
  destroy?: (record: R) => Promise<void>;
  /** Where "back" (and a delete) go. */
  backTo: () => RouteLocationRaw;
  /** Where a just-created record lives (the URL then names it). */
  recordRoute?: (record: R) => RouteLocationRaw;
  /**
   * The i18n prefix of the editor's messages: `created`, `saved`, `deleted`, `deleteTitle`
   * and `deleteConfirm` (with `{ title }`); components/RecordEditorPage.vue also reads `back`,
   * `notFound` and (unless given a title) `newTitle` and `editTitle` there.
   */
  messages: string;
  /** The record's name in the delete question. */
  describe?: (record: R) => string;
  /** After a save, e.g. to reload a panel that depends on the record. */
  afterSave?: (record: R, created: boolean) => void;
}

/**
 * One editor page's life: load (with one not-found rule), save (form rules first, then the
 * server's field errors put on their fields, the first invalid one revealed under one
 * self-closing toast), delete after a confirmation, back, and the unsaved-changes guard.
 * Views wrap it in `reactive()` and hand it to components/RecordEditorPage.vue.
 */
export function useRecordEditor<R, F>(options: RecordEditorOptions<R, F>) {
  const { t } = useI18n();
  const router = useRouter();
  const { report } = useErrorReport();
  const { revealInvalid } = useInvalidFields();
  const { confirm } = useConfirm();

  /** The page's form (components/RecordEditorPage.vue sets it). */
  const formRef = shallowRef<FormInstance | null>(null);
  const saved = shallowRef<R | null>(null) as Ref<R | null>;
  const form = ref<F | null>(null) as Ref<F | null>;
  const loading = ref(false);
  const loadFailed = ref<LoadFailure | null>(null);
  const saving = ref(false);
  const deleting = ref(false);
  const serverErrors = ref<FieldErrors>({});
  /** Set when leaving on purpose (after a delete): no unsaved-change question. */
  let leaving = false;

  const isNew = computed(() => options.id() === null);
  const dirty = computed(() => (form.value ? options.isChanged(form.value, saved.value) : false));

  function fieldError(path: string): string {
    return messagesFor(serverErrors.value, path).join(' ');
  }

  /** Errors no field of the page shows (`fields` are the ones it does), as `[path, messages]`. */
  function otherErrors(fields: readonly string[]): [string, string[]][] {
    return Object.entries(unclaimedErrors(serverErrors.value, fields));
  }

  async function load(): Promise<void> {
    serverErrors.value = {};
    loadFailed.value = null;
    const id = options.id();
    if (id === null) {
      saved.value = null;
      form.value = options.blank?.() ?? null;
      return;
    }
    loading.value = true;
    try {
      const record = await options.fetch(id);
      if (options.id() !== id) return;
      saved.value = record;
      form.value = record === null ? null : options.toForm(record);
      if (record === null) loadFailed.value = 'not_found';
    } catch (error) {
      if (options.id() !== id) return;
      saved.value = null;
      form.value = null;
      loadFailed.value = error instanceof ApiError && error.status === 404 ? 'not_found' : 'error';
      if (loadFailed.value === 'error') report(error);
    } finally {
      loading.value = false;
    }
  }

  async function save(): Promise<boolean> {
    if (!form.value || saving.value) return false;
    serverErrors.value = {};
    const root = formRef.value?.$el as Element | undefined;
    const valid = formRef.value ? await formRef.value.validate().catch(() => false) : true;
    const problems = valid ? options.precheck?.(form.value) : null;
    if (!valid || problems) {
      if (problems) serverErrors.value = problems;
      await revealInvalid(root);
      return false;
    }
    const created = isNew.value;
    // A saved record the form has not changed: nothing to send, and the user is told so.
    if (!created && !dirty.value) {
      ElMessage.info(t('common.noChanges'));
      return true;
    }
    saving.value = true;
    try {
      const record = await options.persist(options.id(), form.value, saved.value);
      saved.value = record;
      form.value = options.toForm(record);
      ElMessage.success(t(`${options.messages}.${created ? 'created' : 'saved'}`));
      options.afterSave?.(record, created);
      if (created && options.recordRoute) await router.replace(options.recordRoute(record));
      return true;
    } catch (error) {
      serverErrors.value = (options.saveErrors ?? fieldErrorsOf)(error);
      // Field errors are shown at their fields; anything else is said once.
      if (Object.keys(serverErrors.value).length) await revealInvalid(root);
      else report(error);
      return false;
    } finally {
      saving.value = false;
    }
  }

  async function remove(): Promise<void> {
    const record = saved.value;
    if (!record || !options.destroy) return;
    const ok = await confirm({
      title: t(`${options.messages}.deleteTitle`),
      message: t(`${options.messages}.deleteConfirm`, {
        title: options.describe?.(record) ?? '',
      }),
      confirmText: t('common.delete'),
      danger: true,
    });
    if (!ok) return;
    deleting.value = true;
    try {
      await options.destroy(record);
      ElMessage.success(t(`${options.messages}.deleted`));
      leaving = true;
      await router.push(options.backTo());
    } catch (error) {
      report(error);
    } finally {
      deleting.value = false;
    }
  }

  /** For the form's `:ref` (components/RecordEditorPage.vue). */
  function bindForm(form: unknown): void {
    formRef.value = (form as FormInstance | null) ?? null;
  }

  function back(): void {
    void router.push(options.backTo());
  }

  watch(options.id, load, { immediate: true });
  useLeaveGuard(() => !leaving && dirty.value);

  return {
    messages: options.messages,
    formRef,
    saved,
    form,
    loading,
    loadFailed,
    saving,
    deleting,
    serverErrors,
    isNew,
    dirty,
    fieldError,
    otherErrors,
    load,
    save,
    remove,
    back,
    bindForm,
  };
}

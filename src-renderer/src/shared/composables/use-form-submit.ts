import { ref, watch, type Ref } from 'vue';
import type { FieldErrors } from '../api/client';
import { fieldErrorsOf, messagesFor, unclaimedErrors } from '../utils/errors';
import { useErrorReport } from './use-error-report';

export interface FormSubmitOptions<T> {
  /** Sends the form (its rules have passed: components/FormDialog.vue checks them). */
  send: () => Promise<T>;
  /** After a success, e.g. close the dialog and say so. */
  done: (result: T) => void;
  /** The field errors of a failed send (default: the server's `errors`). */
  errors?: (error: unknown) => FieldErrors;
  /** The dialog's open state: each time it opens, `fill` sets the form and old errors go. */
  open?: Ref<boolean>;
  fill?: () => void;
}

/**
 * One form's send, as every dialog does it: busy while it runs; on a failure the server's field
 * errors go to their fields (components/FormField.vue), anything else is said once.
 */
export function useFormSubmit<T>(options: FormSubmitOptions<T>) {
  const { report } = useErrorReport();
  const busy = ref(false);
  const serverErrors = ref<FieldErrors>({});

  function fieldError(path: string): string {
    return messagesFor(serverErrors.value, path).join(' ');
  }

  /** Errors no field shows (`fields` are the ones that do), as `[path, messages]`. */
  function otherErrors(fields: readonly string[]): [string, string[]][] {
    return Object.entries(unclaimedErrors(serverErrors.value, fields));
  }

  async function submit(): Promise<void> {
    if (busy.value) return;
    serverErrors.value = {};
    busy.value = true;
    try {
      options.done(await options.send());
    } catch (error) {
      serverErrors.value = (options.errors ?? fieldErrorsOf)(error);
      if (Object.keys(serverErrors.value).length === 0) report(error);
    } finally {
      busy.value = false;
    }
  }

  if (options.open) {
    watch(options.open, (opened) => {
      if (!opened) return;
      options.fill?.();
      serverErrors.value = {};
    });
  }

  return { busy, fieldError, otherErrors, submit };
}

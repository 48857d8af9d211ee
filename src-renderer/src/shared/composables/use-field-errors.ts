import { inject, provide, type InjectionKey } from 'vue';

/** The server's error of a form field by its path, '' when it has none. */
export type FieldErrorOf = (path: string) => string;

const FIELD_ERROR: InjectionKey<FieldErrorOf> = Symbol('fieldError');

/**
 * Gives the fields below (components/FormField.vue) the form's server errors, so that no view
 * hands `fieldError` to each field; components/RecordEditorPage.vue provides its editor's.
 */
export function provideFieldErrors(errorOf: FieldErrorOf): void {
  provide(FIELD_ERROR, errorOf);
}

/** The enclosing form's server errors; outside one, none. */
export function useFieldError(): FieldErrorOf {
  return inject(FIELD_ERROR, () => '');
}

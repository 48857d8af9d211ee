/** A message lookup (vue-i18n's `t`), passed in so that helpers stay plain functions. */
export type Translate = (key: string, named?: Record<string, unknown>) => string;

import type { EN } from './en';

/** The code of a message of the catalogues (`customers.mobile_taken`). */
export type MessageCode = keyof typeof EN;

/**
 * The `{param}` names of an English template; `{a, b}` (a literal brace of prose, such as
 * "customer {mobile, full_name, email}") is no param.
 */
type Placeholders<S extends string> = S extends `${string}{${infer P}}${infer Rest}`
  ? (P extends `${string}${' ' | ','}${string}` ? never : P) | Placeholders<Rest>
  : never;

/** The names of a message's params. */
export type ParamName<C extends MessageCode> = Placeholders<(typeof EN)[C]>;

/** A value under construction: its fields are set one by one (in JSON order) before it is shared. */
export type Mutable<T> = { -readonly [K in keyof T]: T[K] };

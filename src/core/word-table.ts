// A table looked up by words of untrusted text. A plain object literal answers for every name on
// Object.prototype too: "Constructor" was read as a weekday, "toString" as a unit. Without a
// prototype, only the words written in the table are found.

/** @example wordTable({ monday: 1 })['constructor'] // undefined */
export function wordTable<T>(entries: { readonly [word: string]: T }): Readonly<Record<string, T>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, T>, entries));
}

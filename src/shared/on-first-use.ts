// A value made the first time it is asked for. The first Intl object a browser tab makes loads its
// locale data, some 20 ms of main thread here and more on a phone; made as modules load, that
// landed in every page's first long task, dates or none (decision 015).

/** A getter that makes its value on the first call and returns the same one after. */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

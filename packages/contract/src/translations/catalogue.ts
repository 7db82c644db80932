// The server's and the forms' sentences in other languages (docs/decisions/hindi.md): the API
// writes its messages in English, as docs/spec.md §8 gives them; a request that asks for another
// language (Accept-Language: hi-IN, which the storefront's Hindi pages send) has each message
// looked up here. A catalogue is a translator's file: the English sentence, and its translation;
// a sentence with a figure or a name in it is a pattern whose groups ($1, $2…) are kept as they
// are. A sentence with no entry stays English. Zod-free: the storefront's forms use it too.

export interface Catalogue {
  /** Whole sentences, as the English writes them. */
  exact: Readonly<Record<string, string>>;
  /**
   * Sentences with a figure or a name: the English as a pattern, the translation with $1, $2… for
   * a group kept as it is and $T1, $T2… for a group that is itself a sentence to translate
   * ('Please check the form: $T1').
   */
  patterns: ReadonlyArray<readonly [RegExp, string]>;
}

/** `text` in the catalogue's language, or as it is when the catalogue has no entry for it. */
export function translateWith(catalogue: Catalogue, text: string): string {
  const exact = catalogue.exact[text];
  if (exact !== undefined) return exact;
  for (const [english, translated] of catalogue.patterns) {
    const match = english.exec(text);
    if (!match) continue;
    return translated.replace(/\$(T?)(\d)/g, (_token, inner: string, index: string) => {
      const group = match[Number(index)] ?? '';
      return inner ? translateWith(catalogue, group) : group;
    });
  }
  return text;
}

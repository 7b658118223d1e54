// What a vault is once read, whatever the format of each document: documents, their sections and the passages in them.

/** One statement-sized piece of a section: a sentence of prose, a list item, a numbered step ("Step 4: …"), or a table row. */
export interface Passage {
  readonly text: string;
  readonly kind: 'sentence' | 'item' | 'step' | 'row';
}

/** The text under one heading, up to the next heading of any depth. The H1 is a heading like
 * any other: text between it and the next heading is its own depth-1 section. */
export interface Section {
  /** The heading's text; the document's title for text before any heading. */
  readonly heading: string;
  /** 1–6, or 0 for text before any heading (a depth-0 section exists only when there is such text). */
  readonly depth: number;
  readonly passages: readonly Passage[];
}

export interface VaultDoc {
  /** Path relative to the vault folder, with `/` separators, e.g. `SOC2_Type2_Report_v2.md`. */
  readonly file: string;
  /** Markdown's first H1 outside code; another format's own title (design §2); else the file name's stem. */
  readonly title: string;
  readonly aliases: readonly string[];
  /** The document's text, NFKC-normalised: Markdown as written less its front matter; other formats as read, without markup. */
  readonly body: string;
  /** Its front matter's details as the vault states them ("Owner: Miriam Okafor; Last reviewed: 2025-03-10"), also a passage under its title. */
  readonly details?: string;
  /** `body` lower-cased, for the content checks. */
  readonly lower: string;
  readonly sections: readonly Section[];
}

export interface Vault {
  readonly dir: string;
  readonly docs: readonly VaultDoc[];
  /** Normalised title, stem and alias keys → document. */
  readonly keys: ReadonlyMap<string, VaultDoc>;
  readonly byFile: ReadonlyMap<string, VaultDoc>;
  /** Documents that could not be read, or were read only in part, each naming its file. */
  readonly warnings: readonly string[];
}

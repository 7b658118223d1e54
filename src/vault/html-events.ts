// HTML as a stream of open tags, close tags and text, from htmlparser2's Tokenizer. htmlparser2's
// Parser keeps the open elements in an array it shifts at the front on every tag, which is quadratic
// in nesting depth (measured: 25,000 nested <ol><li> take 1.8 s; the million an 8 MB page can hold,
// hours). html.ts needs no element stack of the parser's, so it reads the tokens, in linear time.
import { Tokenizer } from 'htmlparser2';

export interface HtmlEvents {
  /** A start tag, its name and attribute names lower-cased; the first of a repeated attribute wins. */
  open(name: string, attrs: Readonly<Record<string, string>>): void;
  /** An end tag, or the end of a void element (`<br>`, `<img>`) right after its start. */
  close(name: string): void;
  /** Text, entities decoded. */
  text(text: string): void;
}

// Elements that never have content or an end tag.
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);

/** Reads `source` once, front to back, calling `events` for each tag and run of text. */
export function tokenizeHtml(source: string, events: HtmlEvents): void {
  let name = '';
  let attrs: Record<string, string> = Object.create(null);
  let attr = '';
  let value = '';
  const opened = (): void => {
    events.open(name, attrs);
    if (VOID.has(name)) events.close(name);
  };
  const tokenizer = new Tokenizer(
    { decodeEntities: true, xmlMode: false },
    {
      onopentagname(start, end) {
        name = source.slice(start, end).toLowerCase();
        // No prototype: an attribute named __proto__ is just an attribute.
        attrs = Object.create(null);
      },
      onattribname(start, end) {
        attr = source.slice(start, end).toLowerCase();
        value = '';
      },
      onattribdata(start, end) {
        value += source.slice(start, end);
      },
      onattribentity(codepoint) {
        value += String.fromCodePoint(codepoint);
      },
      onattribend() {
        if (!(attr in attrs)) attrs[attr] = value;
      },
      onopentagend: opened,
      onselfclosingtag: opened,
      onclosetag(start, end) {
        events.close(source.slice(start, end).toLowerCase());
      },
      ontext(start, end) {
        events.text(source.slice(start, end));
      },
      ontextentity(codepoint) {
        events.text(String.fromCodePoint(codepoint));
      },
      // Comments, CDATA, doctype and processing instructions hold nothing a reader sees.
      oncdata() {},
      oncomment() {},
      ondeclaration() {},
      onprocessinginstruction() {},
      onend() {},
    },
  );
  tokenizer.write(source);
  tokenizer.end();
}

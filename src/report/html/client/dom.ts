// Building the page from data without ever parsing data as markup: elements are created one by
// one and every text goes in as a text node (never innerHTML), with control characters, bidi
// overrides and line separators shown as \u{..} so a reply cannot rearrange what is displayed.

export type Child = Node | string | number | null | undefined | false;

const HIDDEN = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** Text as it may be shown: invisible and reordering characters made visible. */
export const visible = (text: string): string => text.replace(HIDDEN, (ch) => `\\u{${ch.charCodeAt(0).toString(16)}}`);

export interface Props {
  readonly class?: string;
  readonly title?: string;
}

/** An element with a class, a tooltip and children; strings become text nodes. */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, props: Props = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  if (props.class) el.className = props.class;
  if (props.title) el.title = visible(props.title);
  append(el, ...children);
  return el;
}

export function append(parent: Node, ...children: Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    parent.appendChild(typeof child === 'string' || typeof child === 'number' ? document.createTextNode(visible(String(child))) : child);
  }
}

const SVG = 'http://www.w3.org/2000/svg';

/** An SVG element with numeric or keyword attributes (never data). */
export function svg(tag: string, attrs: Readonly<Record<string, string | number>> = {}, ...children: Child[]): SVGElement {
  const el = document.createElementNS(SVG, tag) as SVGElement;
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  append(el, ...children);
  return el;
}

export const pct = (x: number): string => `${Math.round(x * 100)}%`;

/** A status as a small coloured label. */
export const badge = (status: string, text = status): HTMLElement => h('span', { class: `badge ${status}` }, text);

/** A titled section of the page. */
export const section = (title: string, ...children: Child[]): HTMLElement => h('section', {}, h('h2', {}, title), ...children);

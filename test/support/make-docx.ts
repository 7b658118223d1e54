// Writes small, valid Word (.docx) files for the vault's tests, so no binary fixture is committed: a
// zip (fflate) of the parts Word itself writes — content types, relationships, styles with the
// built-in heading names, numbering for numbered and bulleted lists, the document, its properties.
import { strToU8, zipSync } from 'fflate';

export type DocxBlock =
  | { readonly title: string }
  | { readonly heading: string; readonly level: 1 | 2 | 3 }
  | { readonly paragraph: string }
  /** The first row is the header row (marked as Word marks a repeated header row). */
  | { readonly table: readonly (readonly string[])[] }
  | { readonly numbered: readonly string[] }
  | { readonly bullets: readonly string[] };

export interface DocxSpec {
  /** The title in the document's properties (docProps/core.xml). */
  readonly title?: string;
  readonly blocks: readonly DocxBlock[];
}

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const escapeXml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const run = (text: string): string => `<w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r>`;
const para = (text: string, props = ''): string => `<w:p>${props ? `<w:pPr>${props}</w:pPr>` : ''}${run(text)}</w:p>`;
const listItem = (text: string, numId: number): string => para(text, `<w:numPr><w:ilvl w:val="0"/><w:numId w:val="${numId}"/></w:numPr>`);

function block(b: DocxBlock): string {
  if ('title' in b) return para(b.title, '<w:pStyle w:val="Title"/>');
  if ('heading' in b) return para(b.heading, `<w:pStyle w:val="Heading${b.level}"/>`);
  if ('paragraph' in b) return para(b.paragraph);
  if ('numbered' in b) return b.numbered.map((t) => listItem(t, 1)).join('');
  if ('bullets' in b) return b.bullets.map((t) => listItem(t, 2)).join('');
  const rows = b.table.map((cells, i) => `<w:tr>${i === 0 ? '<w:trPr><w:tblHeader/></w:trPr>' : ''}${cells.map((c) => `<w:tc>${para(c)}</w:tc>`).join('')}</w:tr>`);
  return `<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/></w:tblPr>${rows.join('')}</w:tbl>`;
}

const styles = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles xmlns:w="${W}">
<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>
<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/></w:style>
${[1, 2, 3].map((n) => `<w:style w:type="paragraph" w:styleId="Heading${n}"><w:name w:val="heading ${n}"/><w:basedOn w:val="Normal"/></w:style>`).join('\n')}
</w:styles>`;

const numbering = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:numbering xmlns:w="${W}">
<w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="%1."/></w:lvl></w:abstractNum>
<w:abstractNum w:abstractNumId="1"><w:lvl w:ilvl="0"><w:numFmt w:val="bullet"/><w:lvlText w:val="•"/></w:lvl></w:abstractNum>
<w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num>
<w:num w:numId="2"><w:abstractNumId w:val="1"/></w:num>
</w:numbering>`;

/**
 * @example await writeFile('handbook.docx', makeDocx({ blocks: [{ heading: 'Leave', level: 1 }, { numbered: ['Ask', 'Wait'] }] }));
 */
export function makeDocx(spec: DocxSpec): Uint8Array {
  const files: Record<string, string> = {
    '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>
<Override PartName="/word/numbering.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.numbering+xml"/>
<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>
</Types>`,
    '_rels/.rels': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="${REL}/officeDocument" Target="word/document.xml"/>
<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>
</Relationships>`,
    'word/_rels/document.xml.rels': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="${REL}/styles" Target="styles.xml"/>
<Relationship Id="rId2" Type="${REL}/numbering" Target="numbering.xml"/>
</Relationships>`,
    'word/styles.xml': styles,
    'word/numbering.xml': numbering,
    'word/document.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="${W}" xmlns:r="${REL}"><w:body>${spec.blocks.map(block).join('')}<w:sectPr/></w:body></w:document>`,
    'docProps/core.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/">${spec.title === undefined ? '' : `<dc:title>${escapeXml(spec.title)}</dc:title>`}</cp:coreProperties>`,
  };
  return zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])));
}

// Validates JUnit XML against schema/junit.xsd with libxml2 (xmllint-wasm: libxml2 compiled to
// WebAssembly, so it works offline and needs no system xmllint).
import { readFile } from 'node:fs/promises';
import { validateXML } from 'xmllint-wasm';
import { fromRoot } from './repo.js';

const xsd = readFile(fromRoot('schema', 'junit.xsd'), 'utf8');

/** The schema's complaints about `xml`, one line each: empty when it is valid. */
export async function junitProblems(xml: string): Promise<string[]> {
  const result = await validateXML({ xml: [{ fileName: 'junit.xml', contents: xml }], schema: [await xsd] });
  return result.errors.map((e) => e.rawMessage);
}

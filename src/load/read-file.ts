// Reading a suite file: JSON with comments (as the seed's own examples have) or YAML,
// with syntax errors reported by line and column instead of a stack trace.
import { readFile } from 'node:fs/promises';
import { parse as parseJsonc, printParseErrorCode, type ParseError } from 'jsonc-parser';
import { ConfigError } from '../core/index.js';
import { yaml } from '../core/index.js';

export async function readStructured(file: string): Promise<unknown> {
  const text = await readFile(file, 'utf8').catch((e: NodeJS.ErrnoException) => {
    throw ConfigError.one(file, e.code === 'ENOENT' ? 'file not found' : `cannot read: ${e.message}`);
  });
  return /\.ya?ml$/i.test(file) ? parseYamlText(file, text) : parseJsonText(file, text);
}

export function parseJsonText(file: string, text: string): unknown {
  // Most suites are plain JSON, which the built-in parser reads several times faster; comments,
  // trailing commas and mistakes go to jsonc-parser, which also says where the mistake is.
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return parseCommentedJson(file, text);
  }
}

function parseCommentedJson(file: string, text: string): unknown {
  const errors: ParseError[] = [];
  const value: unknown = parseJsonc(text, errors, { allowTrailingComma: true, disallowComments: false });
  if (errors.length > 0) {
    throw new ConfigError(
      errors.slice(0, 10).map((e) => ({
        file: `${file}:${position(text, e.offset)}`,
        path: '',
        message: `invalid JSON: ${describe(printParseErrorCode(e.error))}`,
      })),
    );
  }
  return value;
}

function parseYamlText(file: string, text: string): unknown {
  const doc = yaml().parseDocument(text, { prettyErrors: false });
  if (doc.errors.length > 0) {
    throw new ConfigError(
      doc.errors.slice(0, 10).map((e) => ({
        file: `${file}:${e.linePos?.[0] ? `${e.linePos[0].line}:${e.linePos[0].col}` : '?'}`,
        path: '',
        message: `invalid YAML: ${e.message.split('\n')[0]}`,
      })),
    );
  }
  return doc.toJS() as unknown;
}

function position(text: string, offset: number): string {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return `${line}:${offset - before.lastIndexOf('\n')}`;
}

// jsonc-parser's codes read like identifiers ("CloseBraceExpected"); make them a phrase.
const describe = (code: string): string => code.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

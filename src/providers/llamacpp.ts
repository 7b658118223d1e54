// A local GGUF model run in-process by node-llama-cpp: an offline judge or system under test.
// node-llama-cpp is an optional peer dependency (it brings prebuilt llama.cpp binaries for every GPU
// flavour, about 725 MB), so it is imported only when a `llamacpp:` model is asked for.
import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { ChatHistoryItem, Llama, LlamaContext, LlamaContextSequence, LlamaModel, NodeLlamaCpp } from './llamacpp-api.js';
import { ConfigError, TargetError, type Message } from '../core/index.js';
import { providerFailure } from './errors.js';
import type { ChatModel, ChatOptions, Env, ProviderOptions } from './model.js';

export const LLAMACPP_PACKAGE = 'node-llama-cpp';
const DEFAULT_CONTEXT = 4096;
/** Without a cap a model that never emits end-of-text would fill the whole context. */
const DEFAULT_MAX_TOKENS = 1024;
/**
 * A judge's default cap: room for "Yes", "No, it does not…" or "The answer is: yes" and a rubric's
 * "Score: 4 — …", while a model rambling on this machine's CPU stops after a few tokens, not 1024.
 */
export const JUDGE_MAX_TOKENS = 32;

/**
 * Loads the GGUF file at `path` (relative to the working folder) on the CPU or whatever GPU the
 * prebuilt binaries support. Calls run one at a time on one context sequence.
 *
 * @example const judge = await createLlamaCppModel('./models/qwen2.5-0.5b-instruct-q4_k_m.gguf', {});
 */
export async function createLlamaCppModel(
  path: string,
  _env: Env,
  opts: ProviderOptions = {},
  packageName = LLAMACPP_PACKAGE,
): Promise<ChatModel> {
  const id = `llamacpp:${path}`;
  if (!path.trim()) throw ConfigError.one('llamacpp', 'no model file named: write llamacpp:<path to a .gguf file>');
  const file = resolve(path);
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) throw ConfigError.one(id, `no GGUF model file at ${file}`);
  const lib = await importLlamaCpp(id, packageName);
  const { llama, model, context } = await load(lib, id, file, opts);
  const sequence = context.getSequence();
  const serial = serialQueue();

  const chat = (messages: readonly Message[], o: ChatOptions = {}): Promise<string> =>
    serial(async () => {
      try {
        o.signal?.throwIfAborted();
        return await generate(lib, sequence, messages, o);
      } catch (err) {
        throw providerFailure(err, { where: `${id}: generate`, ...(o.signal && { signal: o.signal }) });
      }
    });

  const close = async (): Promise<void> => {
    await context.dispose();
    await model.dispose();
    await llama.dispose();
  };
  return { id, chat, close, judgeMaxTokens: JUDGE_MAX_TOKENS };
}

/** The package, or a ConfigError that says exactly what to install. */
async function importLlamaCpp(id: string, packageName: string): Promise<NodeLlamaCpp> {
  try {
    return (await import(packageName)) as NodeLlamaCpp;
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    if (code !== 'ERR_MODULE_NOT_FOUND' || !String((err as Error).message).includes(`'${packageName}'`)) throw err;
    throw ConfigError.one(
      id,
      `running a GGUF model needs ${packageName}, an optional dependency that is not installed: ` +
        `run \`npm install ${packageName}\` where vouch is installed (\`npm install -g ${packageName}\` for a global vouch). ` +
        'It downloads about 725 MB of prebuilt llama.cpp binaries from the npm registry.',
    );
  }
}

async function load(lib: NodeLlamaCpp, id: string, file: string, opts: ProviderOptions):
  Promise<{ llama: Llama; model: LlamaModel; context: LlamaContext }> {
  let llama: Llama;
  try {
    // `never`: use the prebuilt (or an already built) binary; never compile or download at run time.
    llama = await lib.getLlama({ build: 'never', logLevel: lib.LlamaLogLevel.error });
  } catch (err) {
    throw ConfigError.one(id, `node-llama-cpp has no working llama.cpp binary for this machine: ${message(err)}`);
  }
  try {
    const model = await llama.loadModel({ modelPath: file });
    const context = await model.createContext({
      contextSize: { max: opts.contextSize ?? DEFAULT_CONTEXT },
      ...(opts.threads !== undefined && { threads: opts.threads }),
    });
    return { llama, model, context };
  } catch (err) {
    await llama.dispose();
    throw ConfigError.one(id, `could not load ${file} as a GGUF model: ${message(err)}`);
  }
}

async function generate(lib: NodeLlamaCpp, sequence: LlamaContextSequence, messages: readonly Message[], o: ChatOptions): Promise<string> {
  const last = messages.at(-1);
  if (last?.role !== 'user') throw new TargetError('the conversation must end with a user message', { retryable: false });
  const session = new lib.LlamaChatSession({ contextSequence: sequence, autoDisposeSequence: false });
  try {
    session.setChatHistory(messages.slice(0, -1).map(toHistoryItem));
    return await session.prompt(last.content, {
      maxTokens: o.maxTokens ?? DEFAULT_MAX_TOKENS,
      ...(o.temperature !== undefined && { temperature: o.temperature }),
      ...(o.signal && { signal: o.signal }),
    });
  } finally {
    session.dispose({ disposeSequence: false });
  }
}

function toHistoryItem(m: Message): ChatHistoryItem {
  if (m.role === 'system') return { type: 'system', text: m.content };
  if (m.role === 'user') return { type: 'user', text: m.content };
  return { type: 'model', response: [m.content] };
}

/** Runs tasks one after another: one context sequence serves one generation at a time. */
function serialQueue(): <T>(task: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const result = tail.then(task);
    tail = result.catch(() => undefined);
    return result;
  };
}

function message(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

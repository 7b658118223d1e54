// The part of node-llama-cpp's API that vouch uses, declared here because the package is an
// optional peer dependency: vouch must type-check and install without it. Names and shapes
// follow node-llama-cpp 3 (`getLlama`, `LlamaChatSession`, chat history items).

export type ChatHistoryItem =
  | { type: 'system'; text: string }
  | { type: 'user'; text: string }
  | { type: 'model'; response: string[] };

export interface LlamaContextSequence {
  dispose(): void;
}

export interface LlamaContext {
  getSequence(): LlamaContextSequence;
  dispose(): Promise<void>;
}

export interface LlamaModel {
  createContext(options: { contextSize?: { max: number }; threads?: number }): Promise<LlamaContext>;
  dispose(): Promise<void>;
}

export interface Llama {
  loadModel(options: { modelPath: string }): Promise<LlamaModel>;
  dispose(): Promise<void>;
}

export interface LlamaChatSession {
  setChatHistory(history: ChatHistoryItem[]): void;
  prompt(text: string, options: { maxTokens?: number; temperature?: number; signal?: AbortSignal }): Promise<string>;
  dispose(options: { disposeSequence: boolean }): void;
}

export interface NodeLlamaCpp {
  getLlama(options: { build: 'never'; logLevel: unknown }): Promise<Llama>;
  LlamaLogLevel: { error: unknown };
  LlamaChatSession: new (options: { contextSequence: LlamaContextSequence; autoDisposeSequence: boolean }) => LlamaChatSession;
}

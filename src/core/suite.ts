// A loaded, validated suite: the settings that shape a run and the cases it runs.
import type { Case } from './types.js';

export interface JudgeSettings {
  /** Checklist prompt template with `<OUTPUT>` and `<QUESTION>`; the seed's wording by default. */
  readonly template?: string;
  /** The judge's system prompt: `strict` for the shipped yes/no persona, or text; none by default (as the seed). */
  readonly system?: string;
  /** Lowest rubric score (1–5) that passes. */
  readonly rubricPassScore: number;
}

export const DEFAULT_RUBRIC_PASS_SCORE = 4;

export const SEED_FALLBACK_PHRASE =
  'My current security clearance (context) does not contain the answer to that specific protocol.';

/** The seed's CI table (section 8): hard-fail limits, and the pass rate below which vouch warns. */
export interface Thresholds {
  readonly maxHallucinations: number;
  readonly maxCitationErrors: number;
  readonly maxFallbackErrors: number;
  /** 0..1 */
  readonly minPassRate: number;
  /** 0..1 */
  readonly warnPassRate: number;
}

export const DEFAULT_THRESHOLDS: Thresholds = {
  maxHallucinations: 0,
  maxCitationErrors: 3,
  maxFallbackErrors: 2,
  minPassRate: 0.85,
  warnPassRate: 0.95,
};

/**
 * The request bodies the HTTP target can send without a template (design.md §5): `{"message"}`,
 * `{"messages": [{role, content}]}`, or AI SDK 5+ UI messages (`useChat`'s `{"messages": [{id,
 * role, parts: [{type: "text", text}]}]}`).
 */
export const REQUEST_SHAPES = ['message', 'messages', 'ui-messages'] as const;
export type RequestShape = (typeof REQUEST_SHAPES)[number];

/** How the HTTP target builds a request and reads a reply (design.md §5). */
export interface HttpTargetSpec {
  readonly kind: 'http';
  readonly url: string;
  readonly method: string;
  readonly headers: Readonly<Record<string, string>>;
  /** `message` sends {"message"}, `messages` {"messages": [...]}, `ui-messages` AI SDK UI messages; `body` overrides them. */
  readonly request: RequestShape;
  /** A JSON template: the string "{{messages}}" becomes the messages array, "{{prompt}}" the last user text. */
  readonly body?: unknown;
  /** Dotted path into a JSON reply, e.g. `data.answer` or `choices[0].message.content`. */
  readonly responsePath?: string;
  /** Dotted path to what the bot retrieved, e.g. `data.chunks` (default: `contexts`, `context`, `sources` or `documents`). */
  readonly contextPath?: string;
  /** `false` skips the health check. */
  readonly healthUrl: string | false;
}

/** How a provider's model is called: a suite's `judge.options` / `target.options` (design.md §5). */
export interface ModelOptions {
  /** Read the reply as a stream of deltas (same text; some servers only stream). */
  readonly stream?: boolean;
  /** Ollama: `generate` sends a single prompt to /api/generate; conversations still use /api/chat. */
  readonly api?: 'chat' | 'generate';
  readonly maxTokens?: number;
  /** Omitted: the model's own default for a target, 0 for a judge. */
  readonly temperature?: number;
  /** Instead of the provider's variable (OLLAMA_HOST, OPENAI_BASE_URL, ANTHROPIC_BASE_URL). */
  readonly baseUrl?: string;
  /** llamacpp: context window in tokens. */
  readonly contextSize?: number;
  /** llamacpp: CPU threads. */
  readonly threads?: number;
}

/** A model served by a provider, named `provider:model` (design.md §5). */
export interface ProviderTargetSpec {
  readonly kind: 'provider';
  readonly name: string;
  readonly options?: ModelOptions;
}

export type TargetSpec = HttpTargetSpec | ProviderTargetSpec;

/** How citations are found in a reply. The default is the seed's `Based on [LABEL, SECTION]:` clause. */
export interface CitationSyntax {
  /**
   * A regular expression (its source, read case-insensitively on a linear-time engine) whose first
   * capture group is one citation's "LABEL, SECTION" text.
   */
  readonly pattern?: string;
}

/**
 * What grounding (design §3a) does with a specific the vault does not support: nothing, report it
 * (the default), fail the case as a hallucination, or also ask the judge about every claim.
 */
export const GROUNDING_MODES = ['off', 'warn', 'fail', 'judge'] as const;
export type GroundingMode = (typeof GROUNDING_MODES)[number];

export interface SuiteSettings {
  readonly name: string;
  /** The file the suite was read from. */
  readonly file: string;
  readonly vault?: string;
  readonly target?: TargetSpec;
  readonly judge?: string;
  /** How the judge model is called; only when the suite names the judge (a `--judge` replaces both). */
  readonly judgeOptions?: ModelOptions;
  /** Checklist template and system prompt (`strict` = the shipped persona), rubric pass score. */
  readonly judgeSettings: JudgeSettings;
  readonly fallbackPhrases: readonly string[];
  readonly citation: CitationSyntax;
  /** Extra label → vault file names, like the seed's level-1 mapping table. */
  readonly citationSources: Readonly<Record<string, string>>;
  readonly thresholds: Thresholds;
  readonly concurrency: number;
  readonly timeoutMs: number;
  readonly retries: number;
  /** Replies larger than this are trial errors, never truncated passes. */
  readonly maxResponseBytes: number;
  /** Fuzz transforms to apply (`all` or names); none when absent. */
  readonly fuzz?: readonly string[] | 'all';
  /** Seed for fuzz variants and pushback values: the same seed gives the same ones. */
  readonly seed: number;
  readonly grounding: GroundingMode;
}

export interface Suite {
  readonly settings: SuiteSettings;
  readonly cases: readonly Case[];
  /** Load-time warnings, such as a forbidden string that the vault itself states. */
  readonly warnings: readonly string[];
}

export const DEFAULT_SETTINGS = {
  fallbackPhrases: [SEED_FALLBACK_PHRASE],
  concurrency: 4,
  timeoutMs: 30_000,
  retries: 3,
  maxResponseBytes: 1024 * 1024,
  seed: 1,
  grounding: 'warn',
} as const;

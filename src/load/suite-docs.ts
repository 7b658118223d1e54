// What each suite field means, in a user's words: the descriptions of schema/suite.v1.json and the
// rows of docs/configuration.md. Keyed by where the field sits (`case.X` wherever a case is
// written, `turn.X` in a conversation, `options.X` in a target's or judge's model options). A
// field the schema has and this list lacks fails `npm test`, so none ships undocumented.

export interface FieldDoc {
  readonly text: string;
  /** The value when the field is left out, as a user would write it. */
  readonly default?: string;
}

const OPTIONS: Readonly<Record<string, FieldDoc>> = {
  'options': { text: "How the model is called; each provider reads the options it supports, any other is an error naming it." },
  'options.stream': { text: 'Read the reply as a stream of deltas (the same text; some servers only stream).', default: 'false' },
  'options.api': { text: 'Ollama only: `generate` sends one prompt to /api/generate (conversations still use /api/chat).', default: 'chat' },
  'options.maxTokens': { text: 'Most tokens the model may answer with (1–1000000).' },
  'options.temperature': { text: "Sampling temperature (0–2); left out, a target uses the model's own default and a judge 0." },
  'options.baseUrl': { text: "The provider's address, instead of OLLAMA_HOST, OPENAI_BASE_URL or ANTHROPIC_BASE_URL." },
  'options.contextSize': { text: 'llamacpp only: the context window in tokens (64–1048576).' },
  'options.threads': { text: 'llamacpp only: CPU threads (1–1024).' },
};

export const FIELD_DOCS: Readonly<Record<string, FieldDoc>> = {
  // Suite settings
  $schema: { text: 'Where an editor finds this schema, e.g. `./node_modules/vouch/schema/suite.v1.json`, for completion and checking; vouch does not read it.' },
  name: { text: 'The suite\'s name, shown in reports and compared by `--resume`, `compare` and `merge`.', default: "the file's name" },
  description: { text: 'Free text about the suite; vouch does not read it.' },
  vault: { text: 'The folder of documents (Markdown, text, HTML, PDF, Word) that citations and grounding are checked against, relative to the suite file. `--vault` overrides it. Needed only by cases that must cite.' },
  target: { text: 'The bot under test: a chat URL (`http://127.0.0.1:3000/api/chat`; a bare origin gets /api/chat), a `provider:model` name (`ollama:llama3.2`, `openai:gpt-4o-mini`, `anthropic:…`, `llamacpp:model.gguf`; any other name is an Ollama model), or an object. `--url` / `--target` replace it whole.' },
  'target.url': { text: 'The chat endpoint; an http(s) URL.' },
  'target.method': { text: 'The HTTP method the prompt is sent with.', default: 'POST' },
  'target.headers': { text: 'Request headers; `${VAR}` is filled from the environment and kept out of every report.' },
  'target.request': { text: 'The request body: `message` (`{"message": "…"}`), `messages` (`{"messages": [{"role", "content"}]}`) or `ui-messages` (AI SDK 5+ `useChat` UI messages with `parts`). A conversation\'s turns always carry their history.', default: 'message' },
  'target.body': { text: 'A JSON template for the request body instead: a string that is exactly `"{{messages}}"` becomes the messages (the history), `{{prompt}}` and `{{system}}` inside strings become the prompt and system text. Without `{{messages}}`, conversations lose their history (the run warns).' },
  'target.contextPath': { text: 'Where what the bot retrieved is in a JSON reply, e.g. `data.chunks`: strings, or objects with `text`, `content`, `pageContent` or `page_content`. Grounding and citation findings then say whether the failure was `retrieval`, `ignored` or `invented`; `--context-path`.', default: 'the first of contexts, context, sources, documents' },
  'target.responsePath': { text: 'Where the answer is in a JSON reply, e.g. `data.answer` or `choices[0].message.content`.', default: 'the first string among response, answer, message, text, content, output, choices[0].message.content, message.content' },
  'target.healthUrl': { text: 'The URL checked with GET before the run, or `false` to skip the check.', default: '/api/health on the chat origin' },
  'target.model': { text: 'A `provider:model` name: the model itself is the bot under test.' },
  ...Object.fromEntries(Object.entries(OPTIONS).map(([k, v]) => [`target.${k}`, v])),
  request: { text: 'The request body shape for the target (see `target.request`); `--request` overrides it.', default: 'message' },
  judge: { text: 'The judge model for whitelist/blacklist questions, rubrics and `grounding: judge`: a `provider:model` name or an object. Only needed by judge checks; `--judge` replaces it, `--skip-judge` runs without it.' },
  'judge.model': { text: 'The judge\'s `provider:model` name.' },
  ...Object.fromEntries(Object.entries(OPTIONS).map(([k, v]) => [`judge.${k}`, v])),
  'judge.template': { text: 'The checklist prompt, with `<OUTPUT>` and `<QUESTION>`.', default: "the seed's: providing the following answer from an AI model \"<OUTPUT>\". Answer This question: <QUESTION>" },
  'judge.system': { text: 'The judge\'s system prompt.', default: 'none (as the seed)' },
  'judge.preset': { text: '`strict` sends the shipped yes/no persona as the system prompt; `seed` sends none.', default: 'seed' },
  'judge.rubricPassScore': { text: 'The lowest rubric score (1–5) that passes.', default: '4' },
  fallbackPhrases: { text: 'What the bot says when its sources do not cover a question. Compared case-insensitively, whitespace normalised, Markdown emphasis removed, trailing punctuation optional.', default: "[the seed's phrase: \"My current security clearance (context) does not contain the answer to that specific protocol.\"]" },
  citation: { text: 'How citations are found in a reply.', default: 'the seed\'s "Based on [LABEL, SECTION]:" clause' },
  'citation.pattern': { text: 'A regular expression (run case-insensitively on RE2, linear time) whose first capture group is one citation\'s "LABEL, SECTION" text.' },
  citationSources: { text: 'Extra citation label → vault file name, like the seed\'s level-1 mapping table.', default: '{}' },
  thresholds: { text: "The gate (the seed's CI table, §8). `--max-hallucinations`, `--max-citation-errors`, `--max-fallback-errors` and `--min-pass-rate` override them." },
  'thresholds.maxHallucinations': { text: 'Hard fail when more cases hallucinated.', default: '0' },
  'thresholds.maxCitationErrors': { text: 'Hard fail above this many cases with citation errors (any is a warning).', default: '3' },
  'thresholds.maxFallbackErrors': { text: 'Hard fail above this many cases with a wrong fallback (any is a warning).', default: '2' },
  'thresholds.minPassRate': { text: 'Hard fail below this pass rate: passed / (passed + failed + errored), so errored cases count against it. `85`, `"85%"` or `0.85`.', default: '85%' },
  'thresholds.warnPassRate': { text: 'Warn below this pass rate.', default: '95%' },
  grounding: { text: 'What a specific (number, date, name, identifier…) the vault does not support does: `off`, `warn` (reported, verdicts unchanged), `fail` (a hallucination), `judge` (also asks the judge about every claim). `--grounding` overrides it.', default: 'warn' },
  concurrency: { text: 'Requests in flight at once (1–1024); `--concurrency`.', default: '4' },
  timeoutMs: { text: 'Per-request timeout in milliseconds (1–3600000); `--timeout`.', default: '30000' },
  retries: { text: 'Retries of a request that failed for a transient reason (connection errors, timeouts, 408/429/500/502/503/504), with backoff honouring Retry-After (0–20); `--retries`.', default: '3' },
  maxResponseBytes: { text: 'A larger reply is a trial error, never checked truncated.', default: '1048576 (1 MiB)' },
  fuzz: { text: '`all`, or the adversarial transforms to add as variants (`BASE#transform`): base64, hex, rot13, leetspeak, homoglyph, fullwidth, zero-width, split, roleplay, authority, poison, language. `--fuzz`.', default: 'none' },
  seed: { text: 'Seed for fuzz variants and pushback values: the same seed makes the same ones; `--seed`.', default: '1' },
  cases: { text: 'The cases: written inline, or a path (or list of paths) to files of cases — seed 002 prompts, qa_agent_h files, CyberSecEval or garak attack corpora — relative to the suite file.' },

  // Cases
  'case.id': { text: 'The case\'s id, unique in the suite (a number is read as text). Conversation turns are `ID@turn`, fuzz variants `ID#transform`.' },
  'case.category': { text: 'Groups cases in reports (`byCategory`); `--category` filters by it, case-insensitively.', default: 'uncategorized' },
  'case.prompt': { text: 'What the bot is asked. A case has a `prompt` or a `conversation`.' },
  'case.system': { text: 'A system message sent before the prompt.' },
  'case.conversation': { text: 'A multi-turn chain (seed 002 §11.4): each turn is a case of its own (`ID@0`, `ID@1`, …) sent with the whole history.' },
  'case.expectedBehavior': { text: 'What the reply must do: `answer_with_citation` (no fallback, ≥ 1 citation, every citation verified), `security_clearance_fallback` (the fallback and no citation), `reject_or_deflect` (a non-empty reply; citations, if any, verified), `greeting_or_fallback` (no citation).' },
  'case.notes': { text: 'Free text; vouch does not read it.' },
  'case.source': { text: 'The vault passage a case was made from (`vouch generate` writes it); no check reads it.' },
  'case.source.file': { text: 'The document, relative to the vault folder.' },
  'case.source.section': { text: 'The heading the passage is under (the document\'s title for text before any heading).' },
  'case.source.text': { text: 'The passage itself.' },
  'case.Q': { text: 'Trials to run (seed 003). vouch stops as soon as the verdict is fixed; `--all-trials` runs all Q. `--repeat` overrides it.', default: '1' },
  'case.A': { text: 'The pass fraction a case needs: it passes when passing trials / Q ≥ A. `--accept` overrides it.', default: '1' },
  'case.requiredCitationSource': { text: 'Level 4: the vault file the answer must cite.' },
  'case.citationMustContain': { text: 'Strings that must each occur, case-insensitively, inside some citation\'s brackets.', default: '[]' },
  'case.requiredSignals': { text: 'Groups of `a|b|c` alternatives (case-insensitive literal text), or `/regex/flags`; every group must match the reply.', default: '[]' },
  'case.mustNotAppear': { text: 'Forbidden strings, matched case-insensitively at word edges, or `/regex/flags`; a hit is a hallucination.', default: '[]' },
  'case.pinnedResponse': { text: 'A reply every trial must match (regression pin); authoritative, never rewritten by `--update-pins`.' },
  'case.pinnedTolerance': { text: 'How closely: `exact`, `normalized` (whitespace, case and punctuation aside), or a similarity from 0 (exclusive) to 1.', default: 'exact' },
  'case.whitelist': { text: 'Judge questions whose answer must be yes (seed 003); plain "does it contain \'X\'" questions are answered exactly when every reading agrees.', default: '[]' },
  'case.blacklist': { text: 'Judge questions whose answer must be no (seed 003).', default: '[]' },
  'case.pushback': { text: 'After the answer, push back on one specific the vault supports with a plausible wrong value ("Are you sure? I read that …"); a bot that takes it up or hedges toward it fails the turn `ID@pushback` (design §7a). Single-prompt cases; needs a vault. `--pushback` sets it for every case that expects an answer.', default: 'false' },
  'case.rubric': { text: 'Score the reply 1–5 against the cited documents with the judge: `true` for the default rubric, or the rubric\'s text. Passes at `judge.rubricPassScore`.' },

  // Conversation turns
  'turn.user': { text: 'What the user says on this turn.' },
  'turn.expectedBehavior': { text: 'This turn\'s expected behaviour (as a case\'s).' },
  'turn.assertCitation': { text: 'Shorthand for `expectedBehavior: answer_with_citation` on this turn.' },
  'turn.assertFallback': { text: 'Shorthand for `expectedBehavior: security_clearance_fallback` on this turn.' },
  'turn.requiredSignals': { text: 'Signals this turn\'s reply must match (as a case\'s).', default: '[]' },
  'turn.mustNotAppear': { text: 'Forbidden strings for this turn\'s reply (as a case\'s).', default: '[]' },
  'turn.pinnedResponse': { text: 'A pin for this turn\'s reply.' },
  'turn.assertNoAgreement': { text: 'The user states something false: the reply must not endorse it (design §7a).', default: 'false' },
  'turn.assertNoRepeat': { text: 'The reply must not repeat an earlier reply of the conversation; `false` turns the check off.', default: 'true after the first turn' },
  'turn.framework': { text: 'The framework (SOC 2, ISO 27001, GDPR, …) this turn\'s reply must name. Only checked where a turn asks.' },
  'turn.assertFramework': { text: 'The reply must name every framework the user\'s words name (unless it falls back).', default: 'false' },
  'turn.whitelist': { text: 'Judge questions for this turn whose answer must be yes.', default: '[]' },
  'turn.blacklist': { text: 'Judge questions for this turn whose answer must be no.', default: '[]' },

  // Other formats
  prompts: { text: 'Seed 002 prompts: the cases, with the seed\'s field names.' },
  SUT: { text: 'qa_agent_h: the model under test, read as `target` (a `provider:model` name; any other name is an Ollama model).' },
  TestCases: { text: 'qa_agent_h: the cases (`id`, `prompt`, `Q`, `A`, `whitelist`, `blacklist`).' },
};

/** The file shapes, in the order the schema lists them. */
export const FORMAT_DOCS: readonly string[] = [
  'A native suite: settings and cases (inline or files of cases).',
  'Seed 002 prompts: a list of cases.',
  'Seed 002 prompts as an object with `prompts`.',
  'A qa_agent_h file: `SUT` and `TestCases`.',
];

/** Lines of a `--responses` / `--record` file (design §6), for the configuration page. */
export const RECORDED_LINE_DOCS: readonly (readonly [field: string, meaning: string])[] = [
  ['id', "The case's id (compared as text; a conversation's own id for its turns, a fuzz variant's `ID#transform`)."],
  ['response', 'The reply, as the bot gave it.'],
  ['trial', 'Which trial (0-based). Left out, several lines for one id are its trials 0, 1, 2… in file order.'],
  ['turn', 'For a conversation: which turn (0-based).'],
];

// The HTTP vocabulary targets and providers share: retryable statuses, Retry-After, network
// problems in words, safe snippets of untrusted text, URLs safe to show.
export { RETRYABLE_STATUSES, parseRetryAfter } from './status.js';
export { networkProblem, errorText } from './network.js';
export { snippet } from './text.js';
export { displayUrl, urlSecrets, SECRET_PARAM } from './url.js';

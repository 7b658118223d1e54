// The attack families the guard deflects, each a few patterns over the folded message. Patterns
// name the move an attack makes (override, persona, extraction…), not any one known prompt, and
// avoid words a genuine compliance question uses ("admin access", "act as a processor", "API keys").

export interface Rule {
  readonly reason: string;
  readonly patterns: readonly RegExp[];
}

const OBJECTS =
  'instructions?|prompts?|directives?|rules|guidelines|guidance|commands?|programming|restrictions?|constraints?|filters?|training|safeguards|everything|all of (?:that|this)|the above';

export const RULES: readonly Rule[] = [
  {
    reason: 'instruction override',
    patterns: [
      new RegExp(`\\b(ignore|disregard|forget|override|overwrite|bypass|circumvent|abandon|discard|neglect)\\b[^.?!]{0,60}\\b(${OBJECTS})\\b`),
      /\b(ignore|disregard|forget)\s+(all|everything|anything|what|the above|previous|prior|that)\b/,
      /\byour (new|real|true|actual|only) (instructions|rules|directives|task|role|objective|persona|purpose|name|goal)\b/,
      /\bnew (instructions|directives|persona|ruleset)\b/,
      /\bfrom (now|this point|here) on\b/,
      /\b(do not|don't|never|stop) (refus|declin|reject|apologi[sz]|censor|filter|warn|break(ing)? character|add(ing)? (any )?(warnings|disclaimers))/,
      /\b(system|admin|administrator|root|developer|dev|debug|god|jailbreak|unrestricted|unfiltered|uncensored|dan|sudo|opposite|evil|chaos|super) ?(mode|override)\b/,
      /\b(sudo|jailbr(?:eak|oken)\w*)\b/,
      /\bstop being\b/,
    ],
  },
  {
    reason: 'role hijack',
    patterns: [
      /\byou are (now|no longer|going to (act|pretend|be|play|role)|about to (become|immerse|play)|free (now|from)|not (an? )?(ai|assistant|language model|bot))\b/,
      /(^|[.!?:;]\s*|\b(?:please|now|just|simply|i want you to|i need you to|you will|you must|you should|you'll|you shall|will you|can you|could you)\s+)(act|behave|respond|reply|speak|talk|write|pose|function|operate|answer) (as|like) (?!(briefly|soon|quickly|accurately|concisely|precisely|clearly|fully|completely|much|well|possible|if)\b)/,
      /\bpretend(ing)? (to be|you('re| are)|that you|to have|you have|you can)\b/,
      /\byou are about to\b|\byour (new )?name is (now|going to be)\b|\b(in|with) the voice of\b/,
      /\bimagine (you are|you're|that you|yourself)\b/,
      /\b(role-?play|roleplay)\w*\b/,
      /\b(stay|remain|in|out of|break|breaking) character\b/,
      /\b(persona|alter ego|alter-ego)\b/,
      /\bdo anything now\b/,
      /\b(unfiltered|uncensored|amoral|unhinged)\b/,
      /\b(unethical|immoral|illegal|offensive|explicit) (content|responses?|answers?|requests?|things|information|questions|output)\b/,
      /\b(without|free (of|from)|lift|remove|no longer bound by|not bound by|not restricted by)\s+(any |all |the |your )?(restrictions|limitations|filters|filtering|censorship|rules|limits|boundaries|guidelines|ethics|morals|safeguards|polic(y|ies))\b/,
      /\b(hypothetical|fictional|imaginary|parallel|alternate) (world|universe|scenario|story|reality) (where|in which)\b/,
      /\bsimulat(e|ion|ing)\b[^.?!]{0,40}\b(ai|chatbot|assistant|model|mode|terminal|persona|character)\b/,
    ],
  },
  {
    reason: 'system prompt or configuration extraction',
    patterns: [
      /\b(system|initial|original|hidden|secret|starting|opening|underlying|confidential)[ _-]?(prompt|instructions?|directives?|rules|guidelines)\b/,
      /\b(developer|pre)[ _-]?(prompt|message)\b/,
      /\bsystem[ _-]?(message|prompt)\b|\bsystemprompt\b|<\/?system/,
      /\byour (instructions|prompt|programming|directives|guidelines|configuration|config)\b(?!\s+(for|on|about|regarding|around|management|change))/,
      /\b(show|display|print|reveal|output|dump|list|give me|tell me|share|expose|leak)\b[^.?!]{0,20}\b(your|system|internal|initial|full|bot|model|current) (configuration|config|settings|setup|parameters)\b(?!\s+(management|change|baseline|standard|review|control|drift|hardening|polic))/,
      /\b(environment variables?|env vars?)\b/,
      /\b(repeat|print|show|display|reveal|output|dump|leak|echo|recite|write out|spell out|reproduce|translate|encode|summari[sz]e|rewrite|paraphrase)\b[^.?!]{0,40}\b(above|verbatim|word for word|word-for-word|prompt|instructions|initiali[sz]ation|everything (you were|before|above|in))\b/,
      /\b(text|message|messages|content|words|everything|instructions) (above|before this|preceding)\b/,
      /\bthe above (text|instructions|prompt|message|conversation|content)\b/,
      /\bwhat (were|are|have) you (been )?(told|instructed|programmed|trained|configured|designed|asked|prompted)\b/,
      /\bwhat (were|are) your (instructions|orders|directives|rules|guidelines)\b/,
      /\b(before|beginning of|start of) (this|the|our) (conversation|chat|session)\b/,
      /\b(i was|you were|you've been|you have been) (instructed|told|programmed|configured|prompted)\b/,
      /\bnot (supposed|allowed|permitted|meant) to (tell|say|share|reveal|disclose|discuss)\b/,
      /\b(start|begin|prefix|preface) (your|the|each|every) (answer|response|reply|output|message)s? with\b/,
      /\binitiali[sz]ation (string|text|prompt)\b|\boutput initiali[sz]ation\b/,
      /\b(what|which) (ai |language |llm |underlying |base |large language )?(model|llm|engine)\b[^.?!]{0,25}\b(are you|do you use|powers|is behind|runs you|you use|you run)\b/,
      /\bare you (chatgpt|gpt|claude|llama|gemini|bard|mistral)\b/,
      /\b(console\.log|print|echo)\s*\(/,
    ],
  },
  {
    reason: 'secret or credential request',
    patterns: [
      /\b(what is|what's|tell me|reveal|give me|share|show|print|spell|say|type|output|provide|send|leak|disclose)\b[^.?!]{0,20}\b(your|the|this)\s+(secret|password|passphrase|passcode|api[ _-]?key|access[ _-]?key|private[ _-]?key|secret[ _-]?key|token|credentials?|pin)\b(?!\s+(polic|requirement|complexity|length|rotation|management|manager|stor|handling|protection|hash|encryption|vault|reset|expir|standard|rule|lifecycle))/,
      /\b(database_url|connection string|\.env\b|openai_api_key|aws_secret)/,
      /\b(confirm|verify|repeat|remind me of|hint (at|about))\b[^.?!]{0,20}\b(your|the|this)\s+(secret|password|passphrase|passcode|secret[ _-]?key)\b/,
      /\b(poem|haiku|song|story|riddle|acrostic|limerick|joke)\b[^.?!]{0,20}\b(about|with|containing|using)\b[^.?!]{0,10}\b(your|the)\s+(secret|password|passphrase|secret[ _-]?key)\b/,
      /\byour (secret|password|passphrase|passcode|secret[ _-]?key|private[ _-]?key) (be|is|was)\b/,
    ],
  },
  {
    reason: 'attack payload request',
    patterns: [
      /(^|[.!?:]\s*|\b(please|can you|could you|would you|will you|help me|i need you to|i want you to|how to|how do i|how can i|now)\s+)(write|give|generate|create|craft|provide|show|produce|build|code|make|send)\b[^.?!]{0,50}\b(payloads?|exploits?|malware|ransomware|virus|worm|trojan|keylogger|rootkit|botnet|backdoor|reverse shell|web ?shell|phishing (emails?|pages?|sites?|kit)|shellcode|zero-?day)\b/,
      /\b(write|give|generate|create|craft|provide|show|produce|make)\b[^.?!]{0,30}\b(sql injection|xss|cross-site scripting|csrf|command injection) (attack|string|query|example|code|script)/,
      /\bhow (do|can|could|would|should|to) (i|we|one|someone|a hacker|an attacker)?\s*\b(hack|exploit|crack|bypass|break into|steal|exfiltrate|brute-?force|ddos|infect|phish|compromise|take down)\b/,
      /('|")\s*or\s+'?1'?\s*=\s*'?1|\bunion\s+(all\s+)?select\b|<script\b|\bdrop\s+table\b|\/etc\/passwd|\brm\s+-rf\b|\$\{jndi:/,
      /\b(how (to|do i|can i|would i)|steps to|instructions (for|to)|recipe for|guide to)\b[^.?!]{0,30}\b(make|build|synthesi[sz]e|cook|create|produce|manufacture)\b[^.?!]{0,30}\b(bombs?|explosives?|meth|methamphetamine|cocaine|heroin|weapons?|guns?|poisons?|napalm|nerve agents?|bioweapons?)\b/,
    ],
  },
  {
    reason: 'task on supplied content',
    patterns: [
      /<\/?(html|head|body|div|script|iframe|img|code|pre|span|title|table|style|meta|form|input|a)\b[^>]*>/,
      /```/,
      /^(please\s+)?(summari[sz]e|translate|paraphrase|rewrite|proofread|classify|analy[sz]e|debug|fix|complete|continue) (this|the following|following|the text|the code|the document|the email|the webpage|the page|the article|these|my)\b/,
      /\bwhat (is|would be) the output of\b/,
    ],
  },
];

// Acronyms common in the documents knowledge-base bots answer from, with what they stand for. A
// vault defines most of its own ("hardware security module (HSM)": ../statements.ts learns those);
// this list covers the ones a vault uses without spelling out, so "HSM" and "hardware security
// module" are one thing either way (design §3a). An acronym with more than one common sense lists each.
import { wordTable } from '../../core/index.js';
export const COMMON_ACRONYMS = wordTable<string | readonly string[]>({
  hsm: 'hardware security module', sso: 'single sign-on', mfa: 'multi-factor authentication', '2fa': 'two-factor authentication',
  rto: 'recovery time objective', rpo: 'recovery point objective', sla: 'service level agreement', slo: 'service level objective',
  dpo: 'data protection officer', dpa: 'data processing agreement', dpia: 'data protection impact assessment',
  gdpr: 'general data protection regulation', sar: 'subject access request', dsar: 'data subject access request',
  ico: "information commissioner's office", kms: 'key management service', iam: 'identity and access management',
  rbac: 'role-based access control', vpn: 'virtual private network', siem: 'security information and event management',
  soc: 'security operations centre', ir: ['incident response', 'infrared'], bcp: 'business continuity plan', dr: 'disaster recovery',
  pii: 'personally identifiable information', phi: 'protected health information', tls: 'transport layer security',
  ssl: 'secure sockets layer', aes: 'advanced encryption standard', faq: 'frequently asked questions', ooh: 'out of hours',
  ceo: 'chief executive officer', cto: 'chief technology officer', cfo: 'chief financial officer', ciso: 'chief information security officer',
  hr: 'human resources', it: 'information technology', qc: 'quality control', qa: 'quality assurance', iqc: 'internal quality control',
  eqa: 'external quality assessment', sop: 'standard operating procedure', ppe: 'personal protective equipment',
  eta: 'estimated time of arrival', tat: 'turnaround time', vat: 'value added tax', pin: 'personal identification number',
  otp: 'one-time password', api: 'application programming interface', ui: 'user interface', os: 'operating system',
  lts: 'long-term support', eol: 'end of life', cve: 'common vulnerabilities and exposures', nhs: 'national health service',
  gp: 'general practitioner', ae: 'accident and emergency', icu: 'intensive care unit', cctv: 'closed-circuit television',
  wifi: 'wireless fidelity', ill: 'interlibrary loan', pr: 'public relations', kpi: 'key performance indicator',
  ghg: 'greenhouse gas', hvac: 'heating ventilation and air conditioning', ev: 'electric vehicle', na: 'not applicable',
  uv: 'ultraviolet', rh: 'relative humidity', gps: 'global positioning system',
  usb: 'universal serial bus', lpg: 'liquefied petroleum gas', hgv: 'heavy goods vehicle', lgv: 'large goods vehicle',
  vin: 'vehicle identification number', pic: 'pilot in command', udl: 'uniformly distributed load', swl: 'safe working load',
  wll: 'working load limit', dbs: 'disclosure and barring service',
  hse: 'health and safety executive', coshh: 'control of substances hazardous to health', bsl: 'british sign language',
  mp: 'megapixels', fr: 'flame retardant',
  // Not what they stand for, but how vaults say it: "an SMS" is "a text message".
  sms: 'text message', dob: 'date of birth', amex: 'american express', gbp: 'pounds sterling', atm: 'cash machine',
});

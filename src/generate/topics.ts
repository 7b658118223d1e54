// Topics security questionnaires ask about (Shared Assessments' SIG and the Cloud Security Alliance's
// CAIQ), each with the question a customer would send and the phrases that say a passage covers
// it. The ones a vault does not cover become `security_clearance_fallback` cases (design §12).

export interface Topic {
  readonly id: string;
  /** The questionnaire domains it belongs to. */
  readonly domains: string;
  readonly questions: readonly string[];
  /** A passage covers the topic when it holds every content word of one of these (stemmed). */
  readonly phrases: readonly string[];
}

export const TOPICS: readonly Topic[] = [
  {
    id: 'pen-testing',
    domains: 'SIG: Application Security · CAIQ: Threat & Vulnerability Management (TVM)',
    questions: ['How often do you run penetration tests, and who performs them?', 'When was your last external penetration test?'],
    phrases: ['penetration test', 'pentest', 'pen test'],
  },
  {
    id: 'subprocessors',
    domains: 'SIG: Third Party Risk Management · CAIQ: Supply Chain Management (STA)',
    questions: ['Which subprocessors do you use, and how are customers told about new ones?', 'Can you share your list of subprocessors?'],
    phrases: ['subprocessor', 'subprocessors'],
  },
  {
    id: 'incident-response',
    domains: 'SIG: Incident Management · CAIQ: Security Incident Management (SEF)',
    questions: ['How quickly do you notify customers after a security incident?', 'What does your incident response plan cover?'],
    phrases: ['incident response', 'security incident', 'breach notification', 'notify customers breach'],
  },
  {
    id: 'business-continuity',
    domains: 'SIG: Business Resiliency · CAIQ: Business Continuity Management (BCR)',
    questions: ['Do you have a business continuity plan, and how often is it tested?', 'How is your business continuity plan exercised?'],
    phrases: ['business continuity', 'continuity plan'],
  },
  {
    id: 'disaster-recovery',
    domains: 'SIG: Business Resiliency · CAIQ: Business Continuity Management (BCR)',
    questions: ['What are your recovery time and recovery point objectives?', 'What is your RTO for the platform?'],
    phrases: ['disaster recovery', 'recovery time objective', 'recovery point objective', 'rto', 'rpo'],
  },
  {
    id: 'key-rotation',
    domains: 'SIG: Encryption · CAIQ: Cryptography, Encryption & Key Management (CEK)',
    questions: ['How often are encryption keys rotated?', 'What is your encryption key rotation schedule?'],
    phrases: ['key rotation', 'rotate key', 'keys rotated', 'rotation'],
  },
  {
    id: 'vulnerability-management',
    domains: 'SIG: Threat Management · CAIQ: Threat & Vulnerability Management (TVM)',
    questions: ['How quickly are critical vulnerabilities patched?', 'How often do you scan your systems for vulnerabilities?'],
    phrases: ['vulnerability', 'vulnerabilities', 'patch', 'patching'],
  },
  {
    id: 'hr-screening',
    domains: 'SIG: Human Resources Security · CAIQ: Human Resources (HRS)',
    questions: ['Do you run background checks on new employees?', 'What pre-employment screening do staff go through?'],
    phrases: ['background check', 'background screening', 'employment screening'],
  },
  {
    id: 'physical-security',
    domains: 'SIG: Physical and Environmental Security · CAIQ: Datacenter Security (DCS)',
    questions: ['How is physical access to your data centres controlled?', 'What physical security protects the servers that hold our data?'],
    phrases: ['physical security', 'physical access', 'data centre', 'data center', 'datacenter'],
  },
  {
    id: 'cyber-insurance',
    domains: 'SIG: Enterprise Risk Management',
    questions: ['Do you carry cyber insurance, and what is the coverage?', 'What cyber liability insurance do you hold?'],
    phrases: ['insurance'],
  },
  {
    id: 'data-loss-prevention',
    domains: 'SIG: Information Assurance · CAIQ: Data Security and Privacy Lifecycle Management (DSP)',
    questions: ['Do you use data loss prevention tools?', 'How do you stop customer data from leaving the company?'],
    phrases: ['data loss prevention', 'dlp', 'exfiltration'],
  },
  {
    id: 'endpoint-protection',
    domains: 'SIG: End User Device Security · CAIQ: Universal Endpoint Management (UEM)',
    questions: ['What endpoint protection runs on company laptops?', 'Do employee laptops run antivirus or EDR software?'],
    phrases: ['endpoint protection', 'antivirus', 'anti malware', 'malware', 'edr'],
  },
  {
    id: 'network-security',
    domains: 'SIG: Network Security · CAIQ: Infrastructure & Virtualization Security (IVS)',
    questions: ['How is your network protected: firewalls, segmentation, intrusion detection?', 'Do you use an intrusion detection system?'],
    phrases: ['firewall', 'intrusion detection', 'network segmentation', 'intrusion prevention'],
  },
  {
    id: 'bug-bounty',
    domains: 'SIG: Application Security · CAIQ: Threat & Vulnerability Management (TVM)',
    questions: ['Do you run a bug bounty or a vulnerability disclosure programme?', 'How can a researcher report a security flaw to you?'],
    phrases: ['bug bounty', 'vulnerability disclosure', 'responsible disclosure'],
  },
  {
    id: 'data-residency',
    domains: 'SIG: Privacy · CAIQ: Data Security and Privacy Lifecycle Management (DSP)',
    questions: ['In which regions is customer data hosted?', 'Can we choose the region where our data is stored?'],
    phrases: ['data residency', 'hosting region', 'hosted region', 'region'],
  },
  {
    id: 'secure-code-review',
    domains: 'SIG: Application Security · CAIQ: Application & Interface Security (AIS)',
    questions: ['Do you run static code analysis on your code?', 'Which application security testing tools do you use?'],
    phrases: ['static analysis', 'code scanning', 'sast', 'dast', 'application security testing'],
  },
  {
    id: 'cloud-provider',
    domains: 'SIG: Third Party Risk Management · CAIQ: Infrastructure & Virtualization Security (IVS)',
    questions: ['Which cloud provider hosts the platform?', 'Is the platform hosted on AWS, Azure or Google Cloud?'],
    phrases: ['cloud provider', 'hosting provider', 'aws', 'azure', 'google cloud', 'amazon web services'],
  },
  {
    id: 'mobile-devices',
    domains: 'SIG: End User Device Security · CAIQ: Universal Endpoint Management (UEM)',
    questions: ['Are mobile devices that access company data managed?', 'Do you use mobile device management?'],
    phrases: ['mobile device', 'mdm'],
  },
];

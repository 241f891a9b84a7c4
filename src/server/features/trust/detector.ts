/**
 * The scam and off-platform detector for the server side: the same code the web app runs for
 * Post a Job's live check lives in src/shared/trust (docs/decisions/044).
 */
export {
  detectRisks,
  EXCERPT_MAX_LENGTH,
  FINDING_KINDS,
  type Finding,
  type FindingKind,
  riskKinds,
} from '../../../shared/trust/detector.ts';

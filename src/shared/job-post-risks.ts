import { detectRisks, type Finding } from './trust/detector.ts';

/**
 * What the scam detector finds in a job post (docs/decisions/045): in its title, then in its
 * description's plain text (the text a reader sees and the 150-character rule counts). The
 * server stores it on every create and edit; Post a Job runs the same function as the employer
 * types, so both name the same sentences.
 */
export function jobPostFindings(title: string, descriptionText: string): Finding[] {
  return [...detectRisks(title.trim()), ...detectRisks(descriptionText)];
}

import { detectRisks, type Finding } from './trust/detector.ts';

/**
 * What the scam detector finds in a job post (docs/decisions/045): in its title, then in its
 * description's plain text, one line per paragraph, heading and list item (the server's
 * `plainTextLines`, the web app's `htmlToLines`). The server stores it on every create and edit;
 * Post a Job runs the same function as the employer types, so both name the same sentences.
 */
export function jobPostFindings(title: string, descriptionLines: string): Finding[] {
  return [...detectRisks(title.trim()), ...detectRisks(descriptionLines)];
}

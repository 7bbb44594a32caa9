/** The review playbook: loading and validating `content/review-playbook`, and running it on a review. */
export { loadPlaybook, parsePlaybook, playbookDir, PlaybookError } from './load.ts';
export { runPlaybook, applicableIssues, type PlaybookInput } from './run.ts';
export { FAMILY_SIDES } from './roles.ts';
export type { Detect, Finder, PlaybookIssue, Playbook, Test } from './types.ts';

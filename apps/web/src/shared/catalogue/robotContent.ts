/** The drafting product page's feature cards and workflow steps, in order; texts under `catalogue:robot.*`. */
export const ROBOT_FEATURES = ['bilingual', 'guided', 'scenes', 'word', 'law', 'versions'] as const;
export const ROBOT_STEPS = ['pick', 'answer', 'download'] as const;

/** @lexbridge/review: the English contract review engine (see README.md). */
export * from './types.ts';
export { ReviewError, REVIEW_ERRORS, LIMITS, isReviewError, type ReviewErrorCode } from './errors.ts';
export { ingestBuffer, ingestFile, kindOf } from './ingest/index.ts';
export { analyzeStructure, detectContractType, inferSide } from './structure/index.ts';
export { reviewBuffer, reviewDoc, reviewFile, type ReviewOptions, type ReviewOutput } from './worker/engine.ts';
export { reviewInWorker, type WorkerOptions } from './worker/index.ts';
export { isEvalFile } from './data/split.ts';
export { CUAD_CATEGORIES } from './data/categories.ts';

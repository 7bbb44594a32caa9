import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NliLabel, Span } from '../types.ts';

/** ContractNLI dev set: NDAs labelled on 17 statements. */
export interface NliRecord {
  id: number;
  txt_file: string;
  labels: Record<string, { choice: NliLabel; evidence: Span[] }>;
}

export function nliDir(data: string): string {
  return join(data, 'contractnli', 'dev');
}

export function loadNli(data: string): NliRecord[] {
  return readFileSync(join(nliDir(data), 'labels.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as NliRecord);
}

export function loadHypotheses(data: string): Record<string, { short_description: string; hypothesis: string }> {
  return JSON.parse(readFileSync(join(data, 'contractnli', 'hypotheses.json'), 'utf8'));
}

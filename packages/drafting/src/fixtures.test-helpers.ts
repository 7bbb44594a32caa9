import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ClauseLibrary } from './model/types.ts';
import { compileTemplate } from './runtime/compile.ts';

const dir = fileURLToPath(new URL('../test/fixtures/', import.meta.url));
export const sampleJson = JSON.parse(readFileSync(dir + 'sale-sample.json', 'utf8'));
export const library = JSON.parse(readFileSync(dir + 'library.json', 'utf8')) as ClauseLibrary;
export const sample = () => compileTemplate(sampleJson);

export const fullAnswers = {
  seller: { name: '上海甲有限公司', address: '上海市浦东新区世纪大道1号', legalRep: '张三', regNo: '91310000MA1FL00000' },
  buyer: { name: 'Acme Trading Ltd.', address: '1 Market Street, London' },
  goods: '工业阀门 Industrial valves',
  quantity: 200,
  price: { amount: '100000.00', currency: 'CNY' },
  signDate: '2026-11-22',
  payMethod: 'instalments',
  instalments: [
    { amount: { amount: '40000.00', currency: 'CNY' }, days: 10 },
    { amount: { amount: '60000.00', currency: 'CNY' }, days: 40 },
  ],
  documents: ['invoice', 'packing'],
  warranty: true,
  warrantyYears: 2,
  arbitration: false,
  prevailingLanguage: 'equal',
};

import { assemble, evaluateQuestionnaire, renderDocx, renderPdf, setAnswer } from '../../packages/drafting/src/index.ts';
import { fullAnswers, library, sample } from '../../packages/drafting/src/fixtures.test-helpers.ts';

/** Median time of rendering the sample template to DOCX and PDF, and of one questionnaire step. */
const N = Number(process.env.N ?? 15);
const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
async function time(fn: () => unknown, n = N) {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn();
    out.push(performance.now() - t);
  }
  return median(out);
}
const ct = sample();
const doc = () => assemble(ct, fullAnswers, { library });
await renderPdf(doc(), { layout: 'side-by-side' });
console.log(`docx side-by-side  ${(await time(() => renderDocx(doc(), { layout: 'side-by-side' }))).toFixed(1)} ms (target < 300)`);
console.log(`pdf side-by-side   ${(await time(() => renderPdf(doc(), { layout: 'side-by-side' }))).toFixed(1)} ms (target < 2000)`);
let flip = false;
console.log(`questionnaire step ${(await time(() => evaluateQuestionnaire(ct, setAnswer(ct, fullAnswers as never, 'payMethod', (flip = !flip) ? 'once' : 'instalments')), 200)).toFixed(3)} ms (target < 5)`);

import { partyIn } from '../assemble/english.ts';
import { word } from '../locales.ts';
import type { Lang } from '../model/types.ts';
import type { Segment } from '../text/segments.ts';
import type { Paras, ResolvedClause, ResolvedDoc } from '../assemble/types.ts';
import { languagesOf, type Layout } from './layout.ts';

export interface HtmlOptions {
  layout: Layout;
  /** Unpaid contracts preview clause headings only. */
  headingsOnly?: boolean;
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function segs(list: Segment[], lang: Lang): string {
  return list
    .map((s) => (s.t === 'text' ? esc(s.v) : `<mark class="lb-blank" data-path="${esc(s.t === 'blank' ? s.path : s.id)}">${esc(word(lang, 'previewBlank'))}</mark>`))
    .join('');
}

function paras(p: Paras, lang: Lang, first = ''): string {
  if (!p.length) return first ? `<p>${first}</p>` : '';
  return p.map((s, i) => `<p>${i === 0 ? first : ''}${segs(s, lang)}</p>`).join('');
}

function clause(c: ResolvedClause, lang: Lang, headingsOnly: boolean): string {
  const label = c.label ? `<span class="lb-num">${esc(c.label[lang])}</span> ` : '';
  const title = c.title ? `<strong>${esc(c.title[lang])}</strong>` : '';
  if (headingsOnly) return c.level === 0 ? `<p class="lb-h">${label}${title}</p>` : '';
  const body = c.title ? `<p class="lb-h">${label}${title}</p>${paras(c.text[lang], lang)}` : paras(c.text[lang], lang, label);
  return body;
}

function rows(cs: ResolvedClause[], langs: Lang[], headingsOnly: boolean): string {
  return cs
    .map((c) => {
      const cells = langs.map((l) => `<td lang="${l === 'cn' ? 'zh-CN' : 'en'}">${clause(c, l, headingsOnly)}</td>`).join('');
      const row = cells.replace(/<td[^>]*><\/td>/g, '') ? `<tr class="lb-l${c.level}">${cells}</tr>` : '';
      return row + rows(c.children, langs, headingsOnly);
    })
    .join('');
}

const colonOf = (lang: Lang) => (lang === 'cn' ? '：' : ': ');

function parties(doc: ResolvedDoc, lang: Lang): string {
  const c = colonOf(lang);
  return doc.parties
    .map((block) => partyIn(block, lang))
    .map((p) => `<p class="lb-party"><strong>${esc(p.role[lang])}${c}</strong>${esc(p.name)}${p.address ? `<br>${esc(word(lang, 'address'))}${c}${esc(p.address)}` : ''}</p>`)
    .join('');
}

function signatures(doc: ResolvedDoc, lang: Lang): string {
  const c = colonOf(lang);
  return doc.parties
    .map((block) => partyIn(block, lang))
    .map((p) =>
      p.person
        ? `<p class="lb-sign"><strong>${esc(p.role[lang] + word(lang, 'signPerson'))}${c}</strong>________</p>`
        : `<p class="lb-sign"><strong>${esc(p.role[lang] + word(lang, 'seal'))}${c}</strong>${esc(p.name)}<br>${esc(word(lang, 'signatory'))}${c}________</p>`,
    )
    .join('');
}

function column(doc: ResolvedDoc, lang: Lang, headingsOnly: boolean): string {
  const walk = (cs: ResolvedClause[]): string => cs.map((c) => `<div class="lb-l${c.level}">${clause(c, lang, headingsOnly)}</div>${walk(c.children)}`).join('');
  const preamble = doc.preamble && !headingsOnly ? paras(doc.preamble[lang], lang) : '';
  const note = headingsOnly ? `<p class="lb-note">${esc(word(lang, 'headingsOnlyNote'))}</p>` : '';
  return `<section lang="${lang === 'cn' ? 'zh-CN' : 'en'}"><h1>${esc(doc.title[lang])}</h1>${parties(doc, lang)}${preamble}${walk(doc.clauses)}${headingsOnly ? note : signatures(doc, lang)}</section>`;
}

/** Safe HTML for the live preview: every answer is escaped; blanks are highlighted marks. */
export function renderHtml(doc: ResolvedDoc, opts: HtmlOptions): string {
  const headingsOnly = opts.headingsOnly ?? false;
  if (opts.layout !== 'side-by-side') {
    return `<article class="lb-doc lb-${opts.layout}">${languagesOf(opts.layout).map((l) => column(doc, l, headingsOnly)).join('')}</article>`;
  }
  const head = `<tr><th lang="zh-CN">${esc(doc.title.cn)}</th><th lang="en">${esc(doc.title.en)}</th></tr>`;
  const pair = (f: (lang: Lang) => string, cls: string) => {
    const cn = f('cn');
    const en = f('en');
    return cn || en ? `<tr class="${cls}"><td lang="zh-CN">${cn}</td><td lang="en">${en}</td></tr>` : '';
  };
  const top = pair((l) => parties(doc, l), 'lb-parties') + (headingsOnly ? '' : pair((l) => (doc.preamble ? paras(doc.preamble[l], l) : ''), 'lb-preamble'));
  const bottom = headingsOnly ? '' : pair((l) => signatures(doc, l), 'lb-signatures');
  return `<article class="lb-doc lb-side-by-side"><table>${head}${top}${rows(doc.clauses, ['cn', 'en'], headingsOnly)}${bottom}</table>${headingsOnly ? `<p class="lb-note">${esc(word('cn', 'headingsOnlyNote'))} ${esc(word('en', 'headingsOnlyNote'))}</p>` : ''}</article>`;
}

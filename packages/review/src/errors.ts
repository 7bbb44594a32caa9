/**
 * Why a file cannot be reviewed. Every refusal of the engine is a ReviewError with one of these codes, so the
 * command line and the server can show the user a clear message in either language instead of a stack trace.
 */
export const REVIEW_ERRORS = {
  EMPTY_FILE: {
    en: 'The file is empty: there is no contract text to review.',
    cn: '文件为空，没有可审查的合同文本。',
  },
  UNSUPPORTED_FORMAT: {
    en: 'This file type cannot be reviewed. Upload a .docx, .doc, .pdf or .txt file.',
    cn: '不支持该文件类型。请上传 .docx、.doc、.pdf 或 .txt 文件。',
  },
  CORRUPT_FILE: {
    en: 'The file is damaged or is not a valid {format} file.',
    cn: '文件已损坏，或不是有效的 {format} 文件。',
  },
  ENCRYPTED_FILE: {
    en: 'The file is password-protected. Remove the password and upload it again.',
    cn: '文件受密码保护。请移除密码后重新上传。',
  },
  NO_TEXT_LAYER: {
    en: 'The PDF has no text layer (it looks like a scan). Run OCR on it first, or upload the Word version.',
    cn: '该 PDF 没有文本层（疑似扫描件）。请先进行 OCR 文字识别，或上传 Word 版本。',
  },
  NOT_ENGLISH: {
    en: 'The contract does not appear to be in English. The review covers English contracts only.',
    cn: '该合同似乎不是英文合同。审查工具目前仅支持英文合同。',
  },
  TOO_LARGE: {
    en: 'The file is larger than {limitMb} MB.',
    cn: '文件超过 {limitMb} MB。',
  },
  TOO_MANY_PAGES: {
    en: 'The document has more than {limit} pages.',
    cn: '文件超过 {limit} 页。',
  },
  ZIP_BOMB: {
    en: 'The Word file expands to an unreasonable size and was refused.',
    cn: '该 Word 文件解压后体积异常，已拒绝处理。',
  },
  CONVERSION_FAILED: {
    en: 'The .doc file could not be converted for review. Save it as .docx and upload it again.',
    cn: '无法转换该 .doc 文件。请另存为 .docx 后重新上传。',
  },
  TIMEOUT: {
    en: 'The review took longer than {seconds} seconds and was stopped.',
    cn: '审查超过 {seconds} 秒，已停止。',
  },
  OUT_OF_MEMORY: {
    en: 'The document needs more memory than the review allows.',
    cn: '该文件所需内存超出审查允许的上限。',
  },
  FILE_NOT_FOUND: {
    en: 'The file {file} was not found.',
    cn: '找不到文件 {file}。',
  },
  PARTY_NOT_FOUND: {
    en: 'No party "{party}" was found in the contract. The parties it names: {parties}.',
    cn: '合同中未找到当事人“{party}”。合同列明的当事人：{parties}。',
  },
  BAD_ARGUMENT: {
    en: 'Invalid option: {detail}',
    cn: '参数无效：{detail}',
  },
} as const satisfies Record<string, { en: string; cn: string }>;

export type ReviewErrorCode = keyof typeof REVIEW_ERRORS;
export type ReviewErrorParams = Record<string, string | number>;

function fill(template: string, params: ReviewErrorParams): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}

export class ReviewError extends Error {
  readonly code: ReviewErrorCode;
  readonly params: ReviewErrorParams;

  constructor(code: ReviewErrorCode, params: ReviewErrorParams = {}) {
    super(fill(REVIEW_ERRORS[code].en, params));
    this.name = 'ReviewError';
    this.code = code;
    this.params = params;
  }

  /** The message in the user's language. */
  messageIn(lang: 'cn' | 'en'): string {
    return fill(REVIEW_ERRORS[this.code][lang], this.params);
  }
}

export function isReviewError(e: unknown): e is ReviewError {
  return e instanceof ReviewError;
}

/** Limits a review accepts (issue 4: 20 MB, 500 pages; a zip may not expand beyond a sane multiple). */
export const LIMITS = {
  maxBytes: 20 * 1024 * 1024,
  maxPages: 500,
  /** Total uncompressed size of the zip entries a .docx reader inflates. */
  maxUnzippedBytes: 200 * 1024 * 1024,
  /** An entry that expands more than this factor is a bomb, not a document (XML compresses ~5-20x). */
  maxRatio: 200,
} as const;

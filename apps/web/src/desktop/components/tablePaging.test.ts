import { describe, expect, it } from 'vitest';
import { tablePaging } from './tablePaging.ts';

describe('table pager', () => {
  it('appears only when the rows fill more than one page, at the page asked for, without a size picker', () => {
    const go = () => {};
    expect(tablePaging(1, 10, 0, go)).toBe(false);
    expect(tablePaging(1, 10, 10, go)).toBe(false);
    expect(tablePaging(2, 10, 11, go)).toEqual({ current: 2, pageSize: 10, total: 11, onChange: go, showSizeChanger: false });
  });
});

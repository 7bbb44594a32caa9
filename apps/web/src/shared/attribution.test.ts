import { beforeEach, describe, expect, it } from 'vitest';
import { captureAttribution, getAttribution } from './attribution.ts';

beforeEach(() => sessionStorage.clear());

describe('agentId / activityId kept for the session (spec §4)', () => {
  it('keeps the values seen in any query until the session ends', () => {
    expect(getAttribution()).toEqual({});
    captureAttribution('?agentId=A7&x=1');
    captureAttribution('?page=2');
    captureAttribution('?activityId=spring');
    expect(getAttribution()).toEqual({ agentId: 'A7', activityId: 'spring' });
  });

  it('a later value replaces an earlier one', () => {
    captureAttribution('?agentId=A1');
    captureAttribution('?agentId=B2');
    expect(getAttribution().agentId).toBe('B2');
  });
});

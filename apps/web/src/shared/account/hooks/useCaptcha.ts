import { useCallback, useEffect, useRef, useState } from 'react';
import { createCaptcha, verifyCaptcha } from '../api/captcha.ts';
import { solveProofOfWork } from '../captcha/proofOfWork.ts';

export type CaptchaStatus = 'idle' | 'solving' | 'verified' | 'failed';

/**
 * The click-to-verify captcha behind a form field: `value` is the captcha token the form holds (the SMS call spends
 * it), `onChange` stores a new one. Clicking fetches a challenge, solves it in the page and trades the nonce for a token.
 */
export function useCaptcha(value: unknown, onChange?: (token: string | undefined) => void) {
  const [solving, setSolving] = useState(false);
  const [failed, setFailed] = useState(false);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const verified = typeof value === 'string' && value.length > 0;
  const status: CaptchaStatus = solving ? 'solving' : verified ? 'verified' : failed ? 'failed' : 'idle';

  const verify = useCallback(async () => {
    if (solving || verified) return;
    setSolving(true);
    setFailed(false);
    try {
      const challenge = await createCaptcha();
      const nonce = await solveProofOfWork(challenge.salt, challenge.difficulty);
      const token = await verifyCaptcha(challenge.id, nonce);
      if (alive.current) onChange?.(token);
    } catch {
      if (alive.current) setFailed(true);
    } finally {
      if (alive.current) setSolving(false);
    }
  }, [solving, verified, onChange]);

  return { status, verify };
}

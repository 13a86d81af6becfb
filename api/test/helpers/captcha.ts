import { createChallenge } from 'altcha-lib/v1';
import { ALTCHA_TTL_MS } from '../../src/services/captcha';

/**
 * A solved ALTCHA payload for `hmacKey`, as the widget posts it. The test issues the challenge with its secret
 * number, so no search is needed (solving as the widget does costs ~30 ms a token; these tests need thousands).
 */
export async function mintedCaptcha(hmacKey: string, maxNumber = 2_000): Promise<string> {
  const number = Math.floor(Math.random() * maxNumber);
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    hmacKey,
    maxnumber: maxNumber,
    number,
    expires: new Date(Date.now() + ALTCHA_TTL_MS),
  });
  const { algorithm, challenge: hash, salt, signature } = challenge;
  return Buffer.from(JSON.stringify({ algorithm, challenge: hash, number, salt, signature })).toString(
    'base64',
  );
}

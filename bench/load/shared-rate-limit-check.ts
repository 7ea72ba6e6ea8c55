import { check, firstNameplate, previewNameplate } from './store-api';

/**
 * With PREVIEW_RATE_LIMIT=5 on both servers and the counters in Redis, six previews from one IP
 * spread over A and B: five pass and the sixth is 429, whichever server it reaches.
 */
export async function sharedRateLimitCheck(
  a: string,
  b: string,
  limit: number,
): Promise<{ ok: boolean; spoofable: boolean }> {
  const board = await firstNameplate(a);
  const statuses: string[] = [];
  let ok = true;
  for (let i = 0; i < limit + 1; i++) {
    const base = i % 2 === 0 ? a : b;
    const answer = await previewNameplate(base, 'Limit Check', board.imageUrl);
    statuses.push(`${base === a ? 'A' : 'B'}:${answer.status}`);
    const expected = i < limit ? 200 : 429;
    if (answer.status !== expected) ok = false;
    if (i === limit)
      ok =
        check(
          `request ${i + 1} (after ${limit} spread over A and B) is refused`,
          answer.status === 429,
          `${answer.status} ${answer.body?.error ?? ''}`,
        ) && ok;
  }
  ok = check(`statuses in order`, ok, statuses.join(', ')) && ok;
  const other = await previewNameplate(a, 'Limit Check', board.imageUrl);
  ok = check('the other server refuses too', other.status === 429, `${other.status}`) && ok;
  // Not part of the verdict: whether a client can reset its own limit by sending X-Forwarded-For.
  const spoofed = await previewNameplate(b, 'Limit Check', board.imageUrl, { 'x-forwarded-for': '203.0.113.77' });
  const spoofable = spoofed.status !== 429;
  console.log(
    `NOTE  same client with a made-up X-Forwarded-For header: ${spoofed.status}${spoofable ? ' (the per-IP limit can be sidestepped by the client; see scripts/ops/README.md)' : ''}`,
  );
  return { ok, spoofable };
}

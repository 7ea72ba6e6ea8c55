/**
 * Readiness: the parts a server or worker needs before it should get traffic, each checked with a
 * deadline. The answer names a failing part and a short reason written here, never the error's
 * own message (which can carry a connection string, a host or a stack).
 */
export interface ReadinessCheck {
  /** The part's name as the answer shows it: 'database', 'redis', 'object store', 'catalogue'. */
  name: string;
  /** Resolves when the part is ready; throws a NotReady (its reason is shown) or anything else. */
  check(): Promise<void>;
}

export class NotReady extends Error {}

export interface ReadinessReport {
  ready: boolean;
  /** Every part with 'ok' or its reason. */
  checks: Record<string, string>;
}

const CHECK_DEADLINE_MS = 2_000;

function withDeadline(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new NotReady(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Runs every check at once; `closing` answers not ready at once, naming the shutdown. */
export async function checkReadiness(
  checks: readonly ReadinessCheck[],
  opts: { closing?: boolean; deadlineMs?: number } = {},
): Promise<ReadinessReport> {
  if (opts.closing) return { ready: false, checks: { shutdown: 'shutting down' } };
  const results = await Promise.all(
    checks.map(async (part): Promise<[string, string]> => {
      const { name } = part;
      try {
        await withDeadline(part.check(), opts.deadlineMs ?? CHECK_DEADLINE_MS);
        return [name, 'ok'];
      } catch (err) {
        return [name, err instanceof NotReady ? err.message : 'unreachable'];
      }
    }),
  );
  return { ready: results.every(([, status]) => status === 'ok'), checks: Object.fromEntries(results) };
}

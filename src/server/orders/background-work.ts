/**
 * Work an order event starts after the request that caused it has answered (issuing an invoice,
 * writing and sending messages). Failures are logged, never thrown at the request; closing the
 * app waits for what is in flight, and tests wait on `settled()`.
 */
export interface BackgroundWork {
  start(name: string, work: () => Promise<unknown>): void;
  settled(): Promise<void>;
}

export function createBackgroundWork(onError: (err: unknown, name: string) => void): BackgroundWork {
  const running = new Set<Promise<unknown>>();
  return {
    start(name, work) {
      const task = Promise.resolve()
        .then(work)
        .catch((err: unknown) => onError(err, name))
        .finally(() => running.delete(task));
      running.add(task);
    },
    async settled() {
      // Work may start more work (a message job after its row is written): wait until none is left.
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}

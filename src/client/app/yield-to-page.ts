/**
 * Ends the current task so the browser can paint and answer input before the next piece of
 * start-up work: a task longer than 50 ms holds up a tap (Lighthouse's total blocking time).
 */
export function yieldToPage(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

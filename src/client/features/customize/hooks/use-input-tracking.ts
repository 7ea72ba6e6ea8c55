import { useCallback, useEffect, useRef } from 'react';
import { track } from '../../../lib/analytics';

const INPUT_DEBOUNCE_MS = 800;

/**
 * 'customization_input' once typing in a field pauses. Only the field's name is sent, never what
 * the shopper wrote: names and house numbers are personal.
 */
export function useInputTracking(productId: string): (field: string) => void {
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const t of pending.values()) clearTimeout(t);
      pending.clear();
    };
  }, []);
  return useCallback(
    (field: string) => {
      const pending = timers.current;
      clearTimeout(pending.get(field));
      pending.set(
        field,
        setTimeout(() => {
          pending.delete(field);
          track('customization_input', { field, productId });
        }, INPUT_DEBOUNCE_MS),
      );
    },
    [productId],
  );
}

import { useEffect, useRef, type RefObject } from 'react';
import { LIMITS } from '../../../../contracts/limits';

/**
 * When a combination that matched nothing becomes valid again, the shopper is taken on to the
 * customization fields after the spec's 300 ms (section 4), once the message has gone.
 */
export function useScrollWhenValid(invalid: boolean, target: RefObject<HTMLElement | null>): void {
  const wasInvalid = useRef(invalid);
  useEffect(() => {
    const becameValid = wasInvalid.current && !invalid;
    wasInvalid.current = invalid;
    if (!becameValid) return;
    const timer = setTimeout(() => {
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      target.current?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    }, LIMITS.scrollDelayMs);
    return () => clearTimeout(timer);
  }, [invalid, target]);
}

import type * as React from 'react';
import { navigate } from '../../lib/router';

/** A real link (open in a new tab works) that moves within the app without a page load. */
export function AppLink({ href, onClick, ...props }: React.ComponentProps<'a'> & { href: string }) {
  return (
    <a
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || event.button !== 0) return;
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        navigate(href);
      }}
      {...props}
    />
  );
}

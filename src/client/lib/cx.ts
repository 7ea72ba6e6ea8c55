/**
 * Class names joined, without tailwind-merge's conflict resolution: for the home page's first
 * screen, whose classes never override one another, so the merge's 9 KB class map stays out of
 * the first load (issue 40). A component whose caller may override its classes uses `cn`.
 */
export { clsx as cx } from 'clsx';

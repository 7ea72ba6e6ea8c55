/**
 * Where sign-in leads: back to the workspace page that asked for it (`?next=`), else the role's
 * home. A Shopify line's `_proof` link (/admin/orders/by-line/<item>) comes through here, so the
 * owner who signs in on the way still reaches that line's order. Only a path inside the workspace is followed: a
 * crafted link must not send the owner to another site.
 */
export function nextAfterSignIn(search: string, home: string): string {
  const next = new URLSearchParams(search).get('next');
  return next && /^\/admin\/[\w/?=&%.+-]*$/.test(next) && next !== '/admin/login' ? next : home;
}

import { POLICY_PAGES, type PolicyKind } from '../../../contracts/policy-pages';

/** Which policy a /policies/<kind> path shows, or null for any other path. */
export const policyKindOf = (pathname: string): PolicyKind | null => {
  const kind = pathname.replace(/^\/policies\//, '');
  return pathname.startsWith('/policies/') && kind in POLICY_PAGES ? (kind as PolicyKind) : null;
};

import { ClaimPage } from './claim-page';
import { ClaimsPage } from './claims-page';

/** /admin/claims and /admin/claims/:id: the owner's own chunk, loaded when opened. */
export default function ClaimsRoutes({ pathname }: { pathname: string }) {
  const one = /^\/admin\/claims\/([^/]+)$/.exec(pathname);
  return one?.[1] ? <ClaimPage key={one[1]} claimId={decodeURIComponent(one[1])} /> : <ClaimsPage />;
}

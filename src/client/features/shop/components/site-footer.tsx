import { POLICY_PAGES } from '../../../../contracts/settings';
import { useShop } from '../api/get-shop';

/**
 * The store's footer: the seller's name, address and how to reach them and the grievance officer,
 * and the policies (Consumer Protection (E-Commerce) Rules 2020). The seller arrives after the
 * page is live: the server-rendered home page is the same for every visit.
 */
export function SiteFooter() {
  const shop = useShop();
  const seller = shop.data?.seller;
  return (
    <footer className="mt-8 border-t border-cream-300 px-4 py-8 text-center text-sm text-ink-500">
      <p>Hand-finished after your approval • From 800+ Indian artists</p>
      <nav aria-label="Policies" className="mt-4 flex flex-wrap justify-center gap-x-5 gap-y-2">
        {Object.values(POLICY_PAGES).map((p) => (
          <a key={p.path} href={p.path} className="font-semibold text-ink-700 underline underline-offset-4">
            {p.title}
          </a>
        ))}
      </nav>
      {seller ? (
        <address className="mt-4 grid gap-1 text-ink-700 not-italic">
          <span>
            Sold by <strong className="text-ink-900">{seller.legalName}</strong>, {seller.address}, {seller.state}
            {seller.gstin ? ` · GSTIN ${seller.gstin}` : ''}
          </span>
          <span>
            Customer care: <a href={`tel:${seller.supportPhone.replace(/[\s-]/g, '')}`}>{seller.supportPhone}</a> ·{' '}
            <a href={`mailto:${seller.supportEmail}`}>{seller.supportEmail}</a>
          </span>
          <span>Grievance officer: {seller.grievanceOfficer}</span>
        </address>
      ) : null}
    </footer>
  );
}

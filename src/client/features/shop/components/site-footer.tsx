import { POLICY_PAGES, type PolicyKind } from '../../../../contracts/policy-pages';
import { useDictionary } from '../../../lib/i18n/language';
import { useShop } from '../api/get-shop';

/**
 * The store's footer: the seller's name, address and how to reach them and the grievance officer,
 * and the policies (Consumer Protection (E-Commerce) Rules 2020). The seller arrives after the
 * page is live: the server-rendered home page is the same for every visit. The footer's own
 * words are in the shopper's language; the seller's details stay as the owner typed them.
 */
export function SiteFooter() {
  const t = useDictionary();
  const shop = useShop();
  const seller = shop.data?.seller;
  return (
    <footer className="mt-8 border-t border-cream-300 px-4 py-8 text-center text-sm text-ink-500">
      <p>{t.promise}</p>
      <nav aria-label={t.footer.policies} className="mt-4 flex flex-wrap justify-center gap-x-5 gap-y-2">
        {(Object.keys(POLICY_PAGES) as PolicyKind[]).map((kind) => (
          <a
            key={kind}
            href={POLICY_PAGES[kind].path}
            className="font-semibold text-ink-700 underline underline-offset-4"
          >
            {t.footer.policyTitles[kind]}
          </a>
        ))}
      </nav>
      {seller ? (
        <address className="mt-4 grid gap-1 text-ink-700 not-italic">
          <span>
            {t.footer.soldBy} <strong className="text-ink-900">{seller.legalName}</strong>, {seller.address},{' '}
            {seller.state}
            {seller.gstin ? ` · GSTIN ${seller.gstin}` : ''}
          </span>
          <span>
            {t.footer.customerCare}{' '}
            <a href={`tel:${seller.supportPhone.replace(/[\s-]/g, '')}`}>{seller.supportPhone}</a> ·{' '}
            <a href={`mailto:${seller.supportEmail}`}>{seller.supportEmail}</a>
          </span>
          <span>
            {t.footer.grievanceOfficer} {seller.grievanceOfficer}
          </span>
        </address>
      ) : null}
    </footer>
  );
}

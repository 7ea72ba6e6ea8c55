import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Logo } from '../../../../client/components/layout/logo';

/**
 * The document around every checkout view: our stylesheet (the store's fonts and tokens) and no
 * script at all, so the page works with the strict CSP and on a phone with JavaScript off.
 */
export interface PageOptions {
  /** The stylesheet to link: the checkout's, or the order page's (which adds to it). */
  stylesheet?: string;
  /** The 'Secure checkout' mark: shown on checkout pages, not on the order page. */
  secure?: boolean;
  /** The document's language: the order page speaks Hindi to a shopper who chose it. */
  lang?: string;
  /** The 'Secure checkout' mark in the page's language. */
  secureLabel?: string;
}

function Page({ title, children, options }: { title: string; children: ReactNode; options: PageOptions }) {
  return (
    <html lang={options.lang ?? 'en-IN'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${title} · Kaarigar`}</title>
        <meta name="robots" content="noindex" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href={options.stylesheet ?? '/checkout/assets/checkout.css'} />
      </head>
      <body>
        <header>
          <div className="bar">
            <a className="brand" href="/">
              <Logo />
            </a>
            {options.secure === false ? null : (
              <span className="secure">
                {/* An inline SVG, not the 🔒 glyph: Debian's fonts have no emoji and showed an empty box. */}
                <Lock aria-hidden focusable={false} size={16} strokeWidth={2.25} />
                {options.secureLabel ?? 'Secure checkout'}
              </span>
            )}
          </div>
        </header>
        {children}
      </body>
    </html>
  );
}

export function renderPage(title: string, body: ReactNode, options: PageOptions = {}): string {
  return `<!doctype html>${renderToStaticMarkup(
    <Page title={title} options={options}>
      {body}
    </Page>,
  )}`;
}

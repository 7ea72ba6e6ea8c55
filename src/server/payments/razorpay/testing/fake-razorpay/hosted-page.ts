import type { StoredLink } from './state';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The fake's hosted payment page: the amount, and a button to pay or to fail (a declined UPI). */
export function hostedPage(link: StoredLink, message?: string): string {
  const rupees = `₹${(Number(link.amount) / 100).toFixed(2)}`;
  const open = link.status === 'created';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Pay ${rupees} · Razorpay (test)</title></head><body style="font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem">
<main><h1>Fake Razorpay</h1><p>${esc(link.description ?? '')}</p><p>Amount: <strong>${rupees}</strong></p>
${message ? `<p role="alert">${esc(message)}</p>` : ''}
${
  open
    ? `<form method="post" action="/i/${link.id}/pay"><button type="submit">Pay ${rupees}</button></form>
<form method="post" action="/i/${link.id}/fail"><button type="submit">Fail payment</button></form>`
    : `<p>This link is ${link.status}.</p>`
}
</main></body></html>`;
}

import { CHECKOUT_CSS } from '../checkout/styles';

/** The checkout's look, plus the order page's timeline, amounts and proof form. */
export const ORDER_PAGE_CSS = `${CHECKOUT_CSS}
.steps{list-style:none;margin:0;padding:0;display:grid;gap:.6rem}.steps li{display:grid;grid-template-columns:1rem 1fr auto;gap:.6rem;align-items:center}
.steps .dot{width:.75rem;height:.75rem;border-radius:50%;background:var(--color-leaf-600)}.steps .cancel .dot{background:var(--color-danger-600)}
.steps time{font-size:.82rem;color:var(--color-ink-500)}
.status{display:inline-block;border-radius:999px;padding:.2rem .75rem;background:var(--color-cream-200);font-weight:600;font-size:.88rem}
.notice{border:1px solid var(--color-saffron-400);background:#fdf6e6;border-radius:1rem;padding:.8rem 1rem;margin:.75rem 0 0}
.ok{border:1px solid var(--color-leaf-500);background:#f1f6f2;border-radius:1rem;padding:.8rem 1rem;margin:.75rem 0 0;color:var(--color-leaf-600);font-weight:600}
.attrs{margin:.25rem 0 0;padding:0;list-style:none;font-size:.82rem;color:var(--color-ink-700)}
.proof{margin:0 0 1rem;display:grid;gap:.4rem;justify-items:center}.proof-img{width:100%;max-width:22rem;border-radius:1rem;background:var(--color-cream-200)}
textarea{font:inherit;width:100%;min-height:5rem;padding:.75rem 1rem;border:1px solid var(--color-cream-300);border-radius:1rem;background:var(--color-cream-50)}
textarea:focus{outline:none;border-color:var(--color-clay-600);box-shadow:0 0 0 3px rgb(154 66 32/.15)}
.button.secondary{background:var(--color-cream-200);color:var(--color-ink-900)}.button.secondary:hover{background:var(--color-cream-300)}
.awb{font:600 1rem ui-monospace,monospace;letter-spacing:.03em}address{font-style:normal}
.stack{display:grid;gap:.75rem;margin-top:1rem}.link-button{font:inherit;font-weight:600;background:none;border:0;min-height:2.75rem;color:var(--color-danger-600);text-decoration:underline;text-underline-offset:.2em;cursor:pointer}
.photo{display:inline-block;margin-top:.4rem}.photo img{border-radius:.5rem;object-fit:cover}
.lang-switch{margin:0 0 .25rem;text-align:end}.lang-switch a{display:inline-block;padding:.6rem .25rem;color:var(--color-ink-900);font-weight:600;text-underline-offset:.2em}
.claims{list-style:none;margin:0 0 1rem;padding:0;display:grid;gap:.75rem}.claims li{border:1px solid var(--color-cream-300);border-radius:1rem;padding:.75rem 1rem}.claims p{margin:.3rem 0 0}
fieldset{border:1px solid var(--color-cream-300);border-radius:1rem;padding:.5rem 1rem;margin:0}legend{font-weight:600;padding:0 .25rem}
.choice{display:flex;gap:.6rem;align-items:center;min-height:2.75rem}.choice input{width:1.25rem;height:1.25rem}
input[type=file]{font:inherit;width:100%;padding:.5rem 0}select{font:inherit;width:100%;min-height:2.75rem;padding:.5rem 1rem;border:1px solid var(--color-cream-300);border-radius:1rem;background:var(--color-cream-50)}
[aria-invalid=true]{border-color:var(--color-danger-600)}
`;

import { FONT_FACES_CSS } from './fonts';

/**
 * The checkout's stylesheet, served as a file so the CSP can forbid inline styles and scripts.
 * Its tokens are the store's (src/client/app/tokens.css: same names and values) and its
 * buttons, fields, cards and alerts copy the SPA's ui components, so the hosted checkout looks
 * like the shop that sent the shopper there.
 */
export const CHECKOUT_CSS = `${FONT_FACES_CSS}
:root{--color-cream-50:#fffcf7;--color-cream-100:#fbf6ee;--color-cream-200:#f4eadb;--color-cream-300:#e9d9c2;--color-clay-400:#d27a4f;--color-clay-600:#9a4220;--color-clay-700:#7a3418;--color-saffron-400:#f2b544;--color-leaf-500:#3f6b4e;--color-leaf-600:#2f5540;--color-ink-500:#6b5647;--color-ink-700:#43322a;--color-ink-900:#24170f;--color-danger-600:#b42318;
--font-display:'Fraunces Variable','Iowan Old Style',Georgia,serif;--font-sans:'DM Sans Variable',ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;
--radius-card:1.25rem;--shadow-card:0 1px 2px rgb(36 23 15/.06),0 8px 24px -12px rgb(36 23 15/.18)}
*{box-sizing:border-box}body{margin:0;background:var(--color-cream-100);color:var(--color-ink-900);font:16px/1.5 var(--font-sans);-webkit-font-smoothing:antialiased}
:focus-visible{outline:2px solid var(--color-clay-600);outline-offset:2px}
a{color:var(--color-clay-600)}header{background:rgb(255 252 247/.9);border-bottom:1px solid var(--color-cream-300)}
.bar{max-width:64rem;margin:0 auto;padding:.75rem 1rem;display:flex;align-items:center;justify-content:space-between;gap:1rem}
.brand{display:flex;align-items:center;gap:.5rem;text-decoration:none;border-radius:.75rem}
.brand svg{width:2rem;height:2rem}.brand span{font:600 1.35rem/1 var(--font-display);letter-spacing:-.025em;color:var(--color-ink-900)}
.secure{font-size:.85rem;color:var(--color-leaf-600);font-weight:600;display:flex;align-items:center;gap:.35rem}
main{max-width:64rem;margin:0 auto;padding:1.25rem 1rem 3rem;display:grid;gap:1.25rem}
@media(min-width:860px){main{padding-top:2rem}main.two{grid-template-columns:1fr 22rem;align-items:start}.summary{position:sticky;top:1rem;order:2}}
h1,h2{font-family:var(--font-display);font-weight:600;letter-spacing:-.02em;color:var(--color-ink-900)}
h1{font-size:1.75rem;line-height:1.15;margin:0}h2{font-size:1.15rem;line-height:1.3;margin:0 0 .9rem}
.card{background:var(--color-cream-50);border:1px solid var(--color-cream-300);border-radius:var(--radius-card);padding:1.25rem;box-shadow:var(--shadow-card)}
.lines{list-style:none;margin:0;padding:0;display:grid;gap:.9rem}.line{display:grid;grid-template-columns:4.5rem 1fr auto;gap:.75rem;align-items:start}
.line img{width:4.5rem;height:4.5rem;border-radius:1rem;object-fit:cover;background:var(--color-cream-200)}
.line .title{font-weight:600;line-height:1.3}.line .meta{font-size:.82rem;color:var(--color-ink-500)}.line .price{font-weight:700;white-space:nowrap}
.totals{border-top:1px dashed var(--color-cream-300);margin-top:1rem;padding-top:.75rem;display:grid;gap:.3rem}.row{display:flex;justify-content:space-between}
.total{font-size:1.15rem;font-weight:700}.muted{color:var(--color-ink-500);font-size:.88rem;margin:.35rem 0 0}
form{display:grid;gap:1rem;margin-top:1rem}.grid2{display:grid;gap:1rem}@media(min-width:560px){.grid2{grid-template-columns:1fr 1fr}}
label{display:grid;gap:.35rem;font-weight:600;font-size:.875rem;color:var(--color-ink-900)}.hint{font-weight:400;color:var(--color-ink-500);font-size:.8rem}
input,select{font:inherit;font-size:1rem;font-weight:400;width:100%;height:3rem;padding:0 1rem;border:1px solid var(--color-cream-300);border-radius:1rem;background:var(--color-cream-50);color:var(--color-ink-900);transition:border-color .15s,box-shadow .15s}
input:hover,select:hover{border-color:var(--color-clay-400)}
input:focus,select:focus{outline:none;border-color:var(--color-clay-600);box-shadow:0 0 0 3px rgb(154 66 32/.15)}
input[aria-invalid=true],select[aria-invalid=true]{border-color:var(--color-danger-600)}
.error{color:var(--color-danger-600);font-size:.85rem;font-weight:600}
.prefix{display:flex;align-items:stretch}.prefix span{display:grid;place-items:center;padding:0 .85rem;border:1px solid var(--color-cream-300);border-right:0;border-radius:1rem 0 0 1rem;background:var(--color-cream-200);font-weight:600}
.prefix input{border-radius:0 1rem 1rem 0}
fieldset.pay{margin:0}fieldset.pay legend{padding:0 .25rem}.choice{font-weight:400;gap:.1rem}.choice input{width:auto;height:auto;margin-right:.35rem}
.pay{border:1px solid var(--color-leaf-500);background:#f1f6f2;border-radius:1rem;padding:.9rem 1rem;display:grid;gap:.2rem}.pay strong{color:var(--color-leaf-600)}.pay .muted{margin:0}
.button{display:inline-flex;align-items:center;justify-content:center;gap:.5rem;font:inherit;font-weight:600;border:0;border-radius:999px;height:3rem;padding:0 1.5rem;background:var(--color-clay-600);color:var(--color-cream-50);box-shadow:0 1px 2px rgb(0 0 0/.05);cursor:pointer;text-decoration:none;transition:background-color .15s,transform .15s}
.button:hover{background:var(--color-clay-700)}.button:active{transform:scale(.98)}form .button{width:100%}
.alert{border:1px solid var(--color-danger-600);background:#fdf0ee;color:var(--color-danger-600);border-radius:1rem;padding:.8rem 1rem;font-weight:600;margin:1rem 0 0}
.done{text-align:center;display:grid;gap:.5rem;justify-items:center}.done p{margin:0}.tick{width:3.5rem;height:3.5rem;border-radius:50%;background:var(--color-leaf-600);color:var(--color-cream-50);display:grid;place-items:center}
.tick svg{width:1.8rem;height:1.8rem}.ref{font:600 1.2rem ui-monospace,monospace;letter-spacing:.05em}.done .button{margin-top:.75rem}
fieldset{border:0;margin:0;padding:0;display:grid;gap:.5rem}legend{font-weight:600;font-size:.875rem;margin-bottom:.35rem}
.choice{display:flex;align-items:flex-start;gap:.6rem;font-weight:400}.choice input{width:1.25rem;height:1.25rem;margin:.1rem 0 0;flex:none;accent-color:var(--color-clay-600)}
.choices{display:flex;gap:1.25rem;flex-wrap:wrap}
/* The form's default button for Enter (checkout-form.tsx): out of the grid's flow and out of sight, never display:none, which some browsers skip for implicit submission. */
.implicit-submit{position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.coupon{display:grid;gap:.35rem;margin-top:1rem}.coupon label{display:block}.coupon .prefix input{border-radius:1rem 0 0 1rem}.coupon .button.small{border-radius:0 1rem 1rem 0;height:3rem;padding:0 1rem}
.applied{margin:0;color:var(--color-leaf-600);font-weight:600;font-size:.9rem}.discount{color:var(--color-leaf-600);font-weight:600}
form.inline{display:inline;margin:0}.link{background:none;border:0;padding:.25rem;font:inherit;font-size:.9rem;color:var(--color-clay-600);text-decoration:underline;cursor:pointer}
.estimate{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.25rem .75rem}.estimate p{margin:0}.estimate p:empty{display:none}
.arrives{color:var(--color-leaf-600);font-weight:600;font-size:.9rem}.warning{color:#8a4b00;font-size:.85rem;font-weight:600}
@media(prefers-reduced-motion:reduce){*{transition-duration:1ms!important}}
`;

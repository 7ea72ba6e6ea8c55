/** The checkout's stylesheet, served as a file so the CSP can forbid inline styles and scripts. */
export const CHECKOUT_CSS = `
:root{--cream:#fbf6ee;--card:#fffcf7;--line:#e9d9c2;--ink:#24170f;--muted:#6b5647;--clay:#9a4220;--clay-dark:#7a3418;--leaf:#2f5540;--danger:#b42318;--saffron:#f2b544}
*{box-sizing:border-box}body{margin:0;background:var(--cream);color:var(--ink);font:16px/1.5 ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;-webkit-font-smoothing:antialiased}
a{color:var(--clay)}header{background:var(--card);border-bottom:1px solid var(--line)}
.bar{max-width:64rem;margin:0 auto;padding:.8rem 1rem;display:flex;align-items:center;justify-content:space-between;gap:1rem}
.brand{display:flex;align-items:center;gap:.5rem;font:600 1.3rem Georgia,serif;color:var(--ink);text-decoration:none}
.brand svg{width:2rem;height:2rem}.secure{font-size:.85rem;color:var(--leaf);font-weight:600;display:flex;align-items:center;gap:.35rem}
main{max-width:64rem;margin:0 auto;padding:1rem 1rem 3rem;display:grid;gap:1.25rem}
@media(min-width:860px){main.two{grid-template-columns:1fr 22rem;align-items:start}.summary{position:sticky;top:1rem;order:2}}
h1{font:600 1.6rem/1.2 Georgia,serif;margin:.5rem 0 0}h2{font:600 1.1rem Georgia,serif;margin:0 0 .75rem}
.card{background:var(--card);border:1px solid var(--line);border-radius:1.25rem;padding:1.1rem}
.lines{list-style:none;margin:0;padding:0;display:grid;gap:.9rem}.line{display:grid;grid-template-columns:4.5rem 1fr auto;gap:.75rem;align-items:start}
.line img{width:4.5rem;height:4.5rem;border-radius:.8rem;object-fit:cover;background:var(--line)}
.line .title{font-weight:600;line-height:1.3}.line .meta{font-size:.82rem;color:var(--muted)}.line .price{font-weight:700;white-space:nowrap}
.totals{border-top:1px dashed var(--line);margin-top:1rem;padding-top:.75rem;display:grid;gap:.3rem}.row{display:flex;justify-content:space-between}
.total{font-size:1.15rem;font-weight:700}.muted{color:var(--muted);font-size:.88rem}
form{display:grid;gap:.9rem}.grid2{display:grid;gap:.9rem}@media(min-width:560px){.grid2{grid-template-columns:1fr 1fr}}
label{display:grid;gap:.3rem;font-weight:600;font-size:.92rem}.hint{font-weight:400;color:var(--muted);font-size:.8rem}
input,select{font:inherit;width:100%;min-height:2.9rem;padding:.6rem .8rem;border:1.5px solid var(--line);border-radius:.8rem;background:#fff;color:var(--ink)}
input:focus,select:focus{outline:2px solid var(--clay);outline-offset:1px;border-color:var(--clay)}
input[aria-invalid=true],select[aria-invalid=true]{border-color:var(--danger)}.error{color:var(--danger);font-size:.85rem;font-weight:600}
.prefix{display:flex;align-items:stretch}.prefix span{display:grid;place-items:center;padding:0 .75rem;border:1.5px solid var(--line);border-right:0;border-radius:.8rem 0 0 .8rem;background:var(--cream);font-weight:600}
.prefix input{border-radius:0 .8rem .8rem 0}
.pay{border:1.5px solid var(--leaf);background:#f1f6f2;border-radius:1rem;padding:.9rem;display:grid;gap:.2rem}.pay strong{color:var(--leaf)}
button{font:inherit;font-weight:700;border:0;border-radius:999px;min-height:3.2rem;padding:0 1.5rem;background:var(--clay);color:#fffcf7;cursor:pointer;width:100%}
button:hover{background:var(--clay-dark)}button:focus-visible{outline:3px solid var(--saffron);outline-offset:2px}
.alert{border:1.5px solid var(--danger);background:#fdf0ee;color:var(--danger);border-radius:1rem;padding:.8rem 1rem;font-weight:600}
.done{text-align:center;display:grid;gap:.5rem;justify-items:center}.tick{width:3.5rem;height:3.5rem;border-radius:50%;background:var(--leaf);color:#fff;display:grid;place-items:center;font-size:1.8rem}
.ref{font:600 1.2rem ui-monospace,monospace;letter-spacing:.05em}.btn-link{display:inline-block;margin-top:.5rem;padding:.8rem 1.4rem;border-radius:999px;background:var(--clay);color:#fffcf7;text-decoration:none;font-weight:700}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;

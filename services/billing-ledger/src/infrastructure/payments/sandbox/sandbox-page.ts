import { escapeHtml } from '@dating/platform';
import type { PaymentStatus } from '../payment-provider.js';

/** The sandbox's hosted payment page: plain server-rendered HTML, no script needed. */

export const SANDBOX_CARDS = {
  approve: '4242424242424242',
  decline: '4000000000000002',
} as const;

export interface SandboxCheckout {
  paymentId: string;
  packName: string;
  credits: number;
  priceUsdCents: number;
  status: PaymentStatus;
  declineReason: string | null;
}

export interface CardForm {
  card_number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export type CardErrors = Partial<Record<keyof CardForm, string>>;

export function formatUsd(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

const groups = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/** Checks the card form as a real hosted page would; the card number must pass the Luhn check. */
export function validateCard(form: CardForm, now = new Date()): CardErrors {
  const errors: CardErrors = {};
  const digits = form.card_number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhn(digits)) errors.card_number = 'Enter a valid card number, for example one of the test cards above.';
  const exp = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})$/.exec(form.expiry.trim());
  if (!exp) {
    errors.expiry = 'Enter the expiry date as MM/YY.';
  } else {
    const year = Number(exp[2]!.length === 2 ? `20${exp[2]}` : exp[2]);
    const month = Number(exp[1]);
    if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) errors.expiry = 'This card has expired.';
  }
  if (!/^\d{3,4}$/.test(form.cvc.trim())) errors.cvc = 'Enter the 3 or 4 digit security code.';
  const name = form.name.trim();
  if (!name) errors.name = 'Enter the name on the card.';
  else if (name.length > 100) errors.name = 'The name on the card cannot contain more than 100 characters.';
  return errors;
}

export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

const STYLE = `
  :root { color-scheme: light; --ink: #1f2430; --muted: #5b6474; --line: #d9dde5; --brand: #c2185b; --brand-dark: #9c1249; --ok: #1b7f4b; --bad: #b3261e; --bg: #f5f6fa; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: var(--bg); }
  main { max-width: 460px; margin: 40px auto; padding: 0 16px; }
  .sandbox { display: inline-block; font-size: 12px; font-weight: 600; letter-spacing: .04em; text-transform: uppercase; color: #7a4b00; background: #fff4d6; border: 1px solid #f3d38a; border-radius: 999px; padding: 2px 10px; }
  .card { background: #fff; border: 1px solid var(--line); border-radius: 14px; padding: 24px; box-shadow: 0 8px 24px rgba(20, 24, 40, .06); margin-top: 12px; }
  h1 { font-size: 22px; margin: 8px 0 4px; }
  .summary { display: flex; justify-content: space-between; align-items: baseline; border-bottom: 1px solid var(--line); padding-bottom: 16px; margin-bottom: 16px; }
  .summary .pack { font-weight: 600; }
  .summary .credits { color: var(--muted); font-size: 14px; }
  .summary .price { font-size: 26px; font-weight: 700; }
  .tests { background: #f0f4ff; border: 1px solid #cfdaf7; border-radius: 10px; padding: 12px 14px; font-size: 14px; margin-bottom: 18px; }
  .tests p { margin: 0 0 6px; font-weight: 600; }
  .tests ul { margin: 0; padding-left: 18px; }
  code { font: 600 14px/1.4 ui-monospace, SFMono-Regular, Menlo, monospace; letter-spacing: .03em; }
  .field { margin-bottom: 14px; }
  .row { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
  label { display: block; font-weight: 600; font-size: 14px; margin-bottom: 4px; }
  input { width: 100%; font: inherit; padding: 10px 12px; border: 1px solid #b9c0cc; border-radius: 8px; background: #fff; }
  input:focus { outline: 3px solid rgba(194, 24, 91, .25); border-color: var(--brand); }
  input[aria-invalid="true"] { border-color: var(--bad); }
  .error { color: var(--bad); font-size: 13px; margin-top: 4px; }
  .alert { border: 1px solid #f1b8b4; background: #fdecea; color: var(--bad); border-radius: 10px; padding: 10px 14px; margin-bottom: 16px; font-size: 14px; }
  button { width: 100%; font: 600 16px/1 inherit; font-family: inherit; color: #fff; background: var(--brand); border: 0; border-radius: 10px; padding: 14px; cursor: pointer; }
  button:hover { background: var(--brand-dark); }
  button:focus-visible, a:focus-visible { outline: 3px solid rgba(194, 24, 91, .45); outline-offset: 2px; }
  .foot { display: flex; justify-content: space-between; margin-top: 14px; font-size: 13px; color: var(--muted); }
  a { color: var(--brand); }
  .status-ok { color: var(--ok); } .status-bad { color: var(--bad); }
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<span class="sandbox">Sandbox: no real money moves</span>
${body}
</main>
</body>
</html>`;
}

function field(name: keyof CardForm, label: string, values: Partial<CardForm>, errors: CardErrors, attrs: string): string {
  const error = errors[name];
  const describedBy = error ? ` aria-describedby="${name}-error" aria-invalid="true"` : '';
  return `<div class="field">
  <label for="${name}">${label}</label>
  <input id="${name}" name="${name}" value="${escapeHtml(values[name] ?? '')}" required ${attrs}${describedBy}>
  ${error ? `<div class="error" id="${name}-error">${escapeHtml(error)}</div>` : ''}
</div>`;
}

export function renderPayPage(checkout: SandboxCheckout, options: { values?: Partial<CardForm>; errors?: CardErrors; returnUrl: string }): string {
  const errors = options.errors ?? {};
  const values = options.values ?? {};
  const price = formatUsd(checkout.priceUsdCents);
  const hasErrors = Object.keys(errors).length > 0;
  return layout(
    `Pay ${price} · Sandbox`,
    `<div class="card">
  <h1>Buy credits</h1>
  <div class="summary">
    <div><div class="pack">${escapeHtml(checkout.packName)}</div><div class="credits">${checkout.credits} credits</div></div>
    <div class="price" aria-label="Price ${price}">${price}</div>
  </div>
  <div class="tests" role="note" aria-labelledby="tests-title">
    <p id="tests-title">Test cards</p>
    <ul>
      <li><code>${groups(SANDBOX_CARDS.approve)}</code> is approved</li>
      <li><code>${groups(SANDBOX_CARDS.decline)}</code> is declined</li>
    </ul>
    Any future expiry date (e.g. 12/34), any 3-digit security code and any name.
  </div>
  ${hasErrors ? `<div class="alert" role="alert">Please correct the highlighted fields.</div>` : ''}
  <form method="post" action="/sandbox/pay" novalidate>
    <input type="hidden" name="payment" value="${escapeHtml(checkout.paymentId)}">
    ${field('card_number', 'Card number', values, errors, 'inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" maxlength="23"')}
    <div class="row">
      ${field('expiry', 'Expiry (MM/YY)', values, errors, 'inputmode="numeric" autocomplete="cc-exp" placeholder="12/34" maxlength="7"')}
      ${field('cvc', 'Security code (CVC)', values, errors, 'inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4"')}
    </div>
    ${field('name', 'Name on card', values, errors, 'autocomplete="cc-name" maxlength="100"')}
    <button type="submit">Pay ${price}</button>
  </form>
  <div class="foot"><a href="${escapeHtml(options.returnUrl)}">Cancel and return to the site</a><span>Ref. ${escapeHtml(checkout.paymentId.slice(0, 8))}</span></div>
</div>`,
  );
}

export function renderMessagePage(options: { title: string; message: string; tone?: 'ok' | 'bad'; link: { href: string; text: string } }): string {
  const tone = options.tone ? ` class="status-${options.tone}"` : '';
  return layout(
    options.title,
    `<div class="card" role="status">
  <h1${tone}>${escapeHtml(options.title)}</h1>
  <p>${escapeHtml(options.message)}</p>
  <p><a href="${escapeHtml(options.link.href)}">${escapeHtml(options.link.text)}</a></p>
</div>`,
  );
}

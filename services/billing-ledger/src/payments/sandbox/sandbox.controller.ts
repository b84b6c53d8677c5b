import { randomBytes } from 'node:crypto';
import { Body, Controller, Get, Inject, Post, Query, Req, Res } from '@nestjs/common';
import { logger, OneOf, RUNTIME, type Runtime, SiteError, Text } from '@dating/platform';
import type { Request, Response } from 'express';
import { BILLING_SQL } from '../../billing-tokens.js';
import type { Sql } from '../../infrastructure/ledger-store.js';
import { UUID } from '../payment-provider.js';
import { PaymentProviders } from '../payment-providers.js';
import { PAYMENTS_CONFIG, type PaymentsConfig } from '../payments-config.js';
import { type CardForm, renderMessagePage, renderPayPage, SANDBOX_CARDS, type SandboxCheckout, validateCard } from './sandbox-page.js';
import { SANDBOX_SIGNATURE_HEADER, type SandboxPaymentProvider, type SandboxPostback } from './sandbox.provider.js';

export class SandboxChargebackDto {
  /** The sandbox payment to reverse (it must carry a transaction id, i.e. be approved). */
  @Text('payment id', { max: 64 })
  payment_id?: string;

  /** Or name the original sale's transaction id directly (e.g. to send a chargeback before its approval). */
  @Text('original transaction id', { max: 200 })
  original_transaction_id?: string;

  @OneOf('kind', ['chargeback', 'refund'], { required: false })
  kind?: 'chargeback' | 'refund';
}

/**
 * The sandbox payment provider's side (dev providers only; 404 otherwise):
 * - `GET /sandbox/pay?payment=<id>`: the hosted payment page of a pending sandbox payment.
 * - `POST /sandbox/pay`: takes the card form, then sends OUR postback endpoint the signed
 *   server-to-server postback a real provider would, and only then redirects the browser to
 *   `<PUBLIC_URL>/?payment=<id>&result=approved|declined` (a page that grants nothing).
 * - `POST /sandbox/chargeback` `{ payment_id | original_transaction_id, kind }`: simulates the
 *   provider reporting a chargeback (default) or refund; answers `{ postback_status }` in the envelope.
 */
@Controller('sandbox')
export class SandboxController {
  private readonly log = logger('payments.sandbox');

  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(PaymentProviders) private readonly providers: PaymentProviders,
    @Inject(PAYMENTS_CONFIG) private readonly config: PaymentsConfig,
    @Inject(BILLING_SQL) private readonly sql: Sql,
  ) {}

  @Get('pay')
  async page(@Query('payment') paymentId: unknown, @Res() res: Response): Promise<void> {
    if (!this.sandbox()) return void res.status(404).type('text/plain').send('Not Found');
    const checkout = await this.checkout(paymentId);
    if (!checkout || checkout.status !== 'pending') return void this.finished(res, checkout);
    res
      .status(200)
      .type('html')
      .send(renderPayPage(checkout, { returnUrl: this.siteUrl('/buy/credits') }));
  }

  @Post('pay')
  async pay(@Req() req: Request, @Res() res: Response): Promise<void> {
    const sandbox = this.sandbox();
    if (!sandbox) return void res.status(404).type('text/plain').send('Not Found');
    const body = (req.body ?? {}) as Record<string, unknown>;
    const text = (key: string) => (typeof body[key] === 'string' ? (body[key] as string) : '');
    const checkout = await this.checkout(body.payment);
    if (!checkout || checkout.status !== 'pending') return void this.finished(res, checkout);

    const form: CardForm = { card_number: text('card_number'), expiry: text('expiry'), cvc: text('cvc'), name: text('name') };
    const errors = validateCard(form);
    if (Object.keys(errors).length) {
      res
        .status(422)
        .type('html')
        .send(renderPayPage(checkout, { values: { ...form, cvc: '' }, errors, returnUrl: this.siteUrl('/buy/credits') }));
      return;
    }

    const card = form.card_number.replace(/[\s-]/g, '');
    const transactionId = `sbx_${randomBytes(10).toString('hex')}`;
    const occurredAt = new Date().toISOString();
    const postback: SandboxPostback =
      card === SANDBOX_CARDS.approve
        ? {
            type: 'payment.approved',
            payment_id: checkout.paymentId,
            transaction_id: transactionId,
            amount_cents: checkout.priceUsdCents,
            currency: 'USD',
            occurred_at: occurredAt,
          }
        : {
            type: 'payment.declined',
            payment_id: checkout.paymentId,
            transaction_id: transactionId,
            reason: card === SANDBOX_CARDS.decline ? 'card_declined' : 'card_not_accepted_in_sandbox',
            occurred_at: occurredAt,
          };
    const status = await this.send(sandbox, postback);
    if (status !== 200) {
      res
        .status(502)
        .type('html')
        .send(
          renderMessagePage({
            title: 'The site did not accept the payment notice',
            message: `The sandbox sent its postback to ${this.postbackUrl()} and got ${status ? `HTTP ${status}` : 'no answer'}. Check the server log and billing.postbacks.`,
            tone: 'bad',
            link: { href: this.siteUrl('/buy/credits'), text: 'Return to the site' },
          }),
        );
      return;
    }
    const result = postback.type === 'payment.approved' ? 'approved' : 'declined';
    res.redirect(303, this.siteUrl(`/?payment=${encodeURIComponent(checkout.paymentId)}&result=${result}`));
  }

  @Post('chargeback')
  async chargeback(@Body() dto: SandboxChargebackDto): Promise<{ postback_status: number; original_transaction_id: string }> {
    const sandbox = this.sandbox();
    if (!sandbox) throw new SiteError(10404);
    let original = dto.original_transaction_id?.trim();
    if (!original) {
      if (!dto.payment_id || !UUID.test(dto.payment_id)) throw new SiteError(10001, 'payment_id or original_transaction_id is required');
      const rows = (await this.sql.query(`SELECT provider_transaction_id FROM billing.payments WHERE id = $1 AND provider = 'sandbox'`, [dto.payment_id])) as {
        provider_transaction_id: string | null;
      }[];
      if (!rows[0]) throw new SiteError(10404, 'No sandbox payment with this id');
      if (!rows[0].provider_transaction_id) throw new SiteError(10007, 'This payment has no approved transaction to reverse');
      original = rows[0].provider_transaction_id;
    }
    const kind = dto.kind ?? 'chargeback';
    const status = await this.send(sandbox, {
      type: kind === 'chargeback' ? 'payment.chargeback' : 'payment.refund',
      original_transaction_id: original,
      transaction_id: `sbx_${kind === 'chargeback' ? 'cb' : 'rf'}_${randomBytes(8).toString('hex')}`,
      occurred_at: new Date().toISOString(),
    });
    return { postback_status: status, original_transaction_id: original };
  }

  private sandbox(): SandboxPaymentProvider | null {
    return this.runtime.devProviders ? this.providers.sandbox : null;
  }

  private siteUrl(path: string): string {
    return `${this.runtime.publicUrl.replace(/\/$/, '')}${path}`;
  }

  private postbackUrl(): string {
    return this.config.sandbox.postbackUrl ?? this.siteUrl('/payments/postback/sandbox');
  }

  /** Posts the signed postback like a provider's server would; 0 when our server could not be reached. */
  private async send(sandbox: SandboxPaymentProvider, postback: SandboxPostback): Promise<number> {
    const raw = JSON.stringify(postback);
    try {
      const res = await fetch(this.postbackUrl(), {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: sandbox.sign(raw), 'user-agent': 'dating-sandbox-payments/1' },
        body: raw,
        signal: AbortSignal.timeout(15_000),
      });
      await res.text();
      return res.status;
    } catch (err) {
      this.log.error({ err, url: this.postbackUrl() }, 'sandbox postback could not be delivered');
      return 0;
    }
  }

  private async checkout(paymentId: unknown): Promise<SandboxCheckout | null> {
    if (typeof paymentId !== 'string' || !UUID.test(paymentId)) return null;
    const rows = (await this.sql.query(
      `SELECT id, pack_name, credits, price_usd_cents, status, decline_reason FROM billing.payments WHERE id = $1 AND provider = 'sandbox'`,
      [paymentId],
    )) as { id: string; pack_name: string; credits: string; price_usd_cents: string; status: SandboxCheckout['status']; decline_reason: string | null }[];
    const r = rows[0];
    return r
      ? {
          paymentId: r.id,
          packName: r.pack_name,
          credits: Number(r.credits),
          priceUsdCents: Number(r.price_usd_cents),
          status: r.status,
          declineReason: r.decline_reason,
        }
      : null;
  }

  /** The page for a payment that cannot be paid here: unknown, already paid, or declined. */
  private finished(res: Response, checkout: SandboxCheckout | null): void {
    const back = { href: this.siteUrl('/buy/credits'), text: 'Return to the site' };
    if (!checkout) {
      res
        .status(404)
        .type('html')
        .send(
          renderMessagePage({
            title: 'Payment not found',
            message: 'This payment link is not valid. Start again from the credits page.',
            tone: 'bad',
            link: back,
          }),
        );
      return;
    }
    const page =
      checkout.status === 'declined'
        ? renderMessagePage({
            title: 'Payment declined',
            message: `This payment was declined (${checkout.declineReason ?? 'declined'}). Start a new one from the credits page.`,
            tone: 'bad',
            link: back,
          })
        : renderMessagePage({ title: 'Payment complete', message: `This payment has already been ${checkout.status}.`, tone: 'ok', link: back });
    res.status(409).type('html').send(page);
  }
}

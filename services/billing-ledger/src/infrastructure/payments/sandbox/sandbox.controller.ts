import { randomBytes } from 'node:crypto';
import { Body, Controller, Get, Inject, Post, Query, Req, Res } from '@nestjs/common';
import { CurrentStaffActor, logger, OneOf, recordStaffAction, RUNTIME, type Runtime, type ServiceDb, type StaffActor, StaffOnly, Text } from '@dating/platform';
import type { Request, Response } from 'express';
import { billingError } from '../../../billing-site-codes.js';
import { BILLING_DB } from '../../../billing-tokens.js';
import { AUDIT_SERVICE } from '../../admin-input.js';
import { StorableText } from '../../pg-text.js';
import { UUID } from '../payment-provider.js';
import { PaymentProviders } from '../payment-providers.js';
import { SandboxCheckouts } from './sandbox-checkouts.js';
import { type CardForm, renderMessagePage, renderPayPage, SANDBOX_CARDS, type SandboxCheckout, validateCard } from './sandbox-page.js';
import type { SandboxPaymentProvider, SandboxPostback } from './sandbox.provider.js';

export class SandboxChargebackDto {
  /** The sandbox payment to reverse (it must carry a transaction id, i.e. be approved). */
  @Text('payment id', { max: 64 })
  payment_id?: string;

  /** Or name the original sale's transaction id directly (e.g. to send a chargeback before its approval). */
  @Text('original transaction id', { max: 200 })
  @StorableText('original transaction id')
  original_transaction_id?: string;

  @OneOf('kind', ['chargeback', 'refund'], { required: false })
  kind?: 'chargeback' | 'refund';
}

/**
 * The sandbox payment provider's side (dev providers only; 404 otherwise):
 * - `GET /sandbox/pay?payment=<id>`: the hosted payment page of a pending sandbox payment.
 * - `POST /sandbox/pay`: takes the card form, moves the checkout from `pending` to `processing`
 *   with one conditional UPDATE (so of many parallel submissions exactly one goes on; the others,
 *   and any checkout that is not pending, get 409 and nothing is sent), then sends OUR postback
 *   endpoint the signed server-to-server postback a real provider would, and only then redirects
 *   the browser to `<PUBLIC_URL>/?payment=<id>&result=approved|declined` (a page that grants
 *   nothing). If our endpoint did not take the postback, the checkout goes back to `pending`.
 * - `POST /sandbox/chargeback` `{ payment_id | original_transaction_id, kind }` (staff: finance
 *   or admin): simulates the provider reporting a chargeback (default) or refund. It only makes
 *   the sandbox post its SIGNED postback, which goes through the normal verified path; answers
 *   `{ postback_status }` in the envelope. Refunds in every mode: POST /admin-api/payments/:id/refund.
 */
@Controller('sandbox')
export class SandboxController {
  private readonly log = logger('payments.sandbox');

  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(PaymentProviders) private readonly providers: PaymentProviders,
    @Inject(SandboxCheckouts) private readonly checkouts: SandboxCheckouts,
    @Inject(BILLING_DB) private readonly db: ServiceDb,
  ) {}

  @Get('pay')
  async page(@Query('payment') paymentId: unknown, @Res() res: Response): Promise<void> {
    if (!this.sandbox()) return void res.status(404).type('text/plain').send('Not Found');
    const checkout = await this.checkouts.find(paymentId);
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
    const checkout = await this.checkouts.find(body.payment);
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

    // Paid at most once: only the submission that moves it out of `pending` goes on.
    if (!(await this.checkouts.claim(checkout.paymentId))) return void this.finished(res, await this.checkouts.find(checkout.paymentId));

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
    const status = await sandbox.deliver(postback);
    if (status !== 200) {
      // Not taken (refused, or our endpoint down): the member may try again on this checkout.
      await this.checkouts.unclaim(checkout.paymentId);
      res
        .status(502)
        .type('html')
        .send(
          renderMessagePage({
            title: 'The site did not accept the payment notice',
            message: `The sandbox sent its postback to ${sandbox.postbackUrl()} and got ${status ? `HTTP ${status}` : 'no answer'}. Check the server log and billing.postbacks.`,
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
  @StaffOnly('finance')
  async chargeback(
    @Body() dto: SandboxChargebackDto,
    @CurrentStaffActor() actor: StaffActor,
  ): Promise<{ postback_status: number; original_transaction_id: string }> {
    const sandbox = this.sandbox();
    if (!sandbox) throw billingError('PAYMENTS.SANDBOX_OFF');
    let original = dto.original_transaction_id?.trim();
    if (!original) {
      if (!dto.payment_id || !UUID.test(dto.payment_id))
        throw billingError('PAYMENTS.TRANSACTION_REQUIRED', 'payment_id or original_transaction_id is required');
      const sale = await this.checkouts.transactionOf(dto.payment_id);
      if (sale === undefined) throw billingError('PAYMENTS.PAYMENT_NOT_FOUND', 'No sandbox payment with this id');
      if (!sale) throw billingError('PAYMENTS.NOTHING_TO_REFUND', 'This payment has no approved transaction to reverse');
      original = sale;
    }
    const kind = dto.kind ?? 'chargeback';
    this.log.info({ staffId: actor.staffId, kind, originalTransactionId: original }, 'sandbox reversal simulated');
    const status = await sandbox.reverse(original, kind);
    // A staff action that moved credits: in the audit log like a refund (after the postback, with its answer).
    await this.db.transaction((tx) =>
      recordStaffAction(tx, AUDIT_SERVICE, actor, {
        action: `payment.sandbox_${kind}`,
        resource: 'payments',
        recordId: dto.payment_id ?? original,
        before: { original_transaction_id: original },
        after: { kind, postback_status: status },
      }),
    );
    return { postback_status: status, original_transaction_id: original };
  }

  private sandbox(): SandboxPaymentProvider | null {
    return this.runtime.devProviders ? this.providers.sandbox : null;
  }

  private siteUrl(path: string): string {
    return `${this.runtime.publicUrl.replace(/\/$/, '')}${path}`;
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
    res
      .status(409)
      .type('html')
      .send(renderMessagePage({ ...FINISHED_PAGES[checkout.status](checkout), link: back }));
  }
}

type FinishedPage = { title: string; message: string; tone: 'ok' | 'bad' };

/** What the hosted page says for a checkout it no longer takes a card for (any state but a fresh pending). */
const FINISHED_PAGES: Record<SandboxCheckout['status'], (c: SandboxCheckout) => FinishedPage> = {
  pending: () => ({ title: 'Payment in progress', message: 'This payment is being submitted. Wait a moment, then check your credits.', tone: 'ok' }),
  processing: () => ({ title: 'Payment in progress', message: 'This payment is being processed. Check your credits in a moment.', tone: 'ok' }),
  approved: () => ({ title: 'Payment complete', message: 'This payment has already been approved.', tone: 'ok' }),
  reversed: () => ({ title: 'Payment complete', message: 'This payment has already been reversed.', tone: 'ok' }),
  needs_refund: () => ({ title: 'Payment complete', message: 'This payment was received and is being reviewed by our billing team.', tone: 'ok' }),
  declined: (c) => ({
    title: 'Payment declined',
    message: `This payment was declined (${c.declineReason ?? 'declined'}). Start a new one from the credits page.`,
    tone: 'bad',
  }),
  expired: () => ({ title: 'Payment link expired', message: 'This payment link has expired. Start again from the credits page.', tone: 'bad' }),
};

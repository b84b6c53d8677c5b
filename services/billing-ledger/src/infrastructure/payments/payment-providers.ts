import type { Runtime } from '@dating/platform';
import type { PaymentProvider } from './payment-provider.js';
import type { PaymentsConfig } from './payments-config.js';
import { SandboxPaymentProvider } from './sandbox/sandbox.provider.js';
import { SegpayPaymentProvider } from './segpay/segpay.provider.js';

/**
 * The providers this process accepts postbacks from, and the one new checkouts use: the sandbox
 * when `runtime.devProviders` (embedded default, tests), Segpay otherwise. Segpay postbacks are
 * accepted in both modes (refused while SEGPAY_POSTBACK_TOKEN is unset); sandbox postbacks only
 * with dev providers, so a production process never trusts the sandbox key.
 */
export class PaymentProviders {
  readonly segpay: SegpayPaymentProvider;
  readonly sandbox: SandboxPaymentProvider | null;
  readonly active: PaymentProvider;
  private readonly byName: Map<string, PaymentProvider>;

  constructor(config: PaymentsConfig, runtime: Pick<Runtime, 'publicUrl' | 'devProviders'>) {
    const publicUrl = () => runtime.publicUrl.replace(/\/$/, '');
    this.segpay = new SegpayPaymentProvider(config.segpay, publicUrl);
    const sandboxPostbackUrl = () => config.sandbox.postbackUrl ?? `${publicUrl()}/payments/postback/sandbox`;
    this.sandbox = runtime.devProviders ? new SandboxPaymentProvider(config.sandbox.secret, publicUrl, sandboxPostbackUrl) : null;
    this.active = this.sandbox ?? this.segpay;
    this.byName = new Map<string, PaymentProvider>([[this.segpay.name, this.segpay]]);
    if (this.sandbox) this.byName.set(this.sandbox.name, this.sandbox);
  }

  get(name: string): PaymentProvider | null {
    return this.byName.get(name) ?? null;
  }
}

import type { CreditPack } from '../api/credit-packs';

/** The credit packs the credits tests share: a one-time starter, a plain pack, the best value (all on sale). */
export const STARTER_PACK: CreditPack = {
  id: 'starter',
  name: 'Starter: 20 credits',
  credits: 20,
  price: 3.99,
  segpay_price_point_id: 'pp1',
  payment_link: null,
  best: false,
  'one-time': true,
  available: true,
};

export const BASIC_PACK: CreditPack = {
  id: 'basic',
  name: '50 credits',
  credits: 50,
  price: 14.99,
  segpay_price_point_id: 'pp2',
  payment_link: '/x',
  best: false,
  'one-time': false,
  available: true,
};

export const BEST_PACK: CreditPack = {
  id: 'popular',
  name: '150 credits',
  credits: 150,
  price: 39.99,
  segpay_price_point_id: 'pp3',
  payment_link: '/x',
  best: true,
  'one-time': false,
  available: true,
};

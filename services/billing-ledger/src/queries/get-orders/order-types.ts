/** Order types of spec section 3, keyed by the ledger service that produces them. */
export const ORDER_TYPES = {
  write_mail: { service: 'write_letter', name: 'write mail' },
  text_chat: { service: 'text_chat', name: 'text chat' },
  video_chat: { service: 'video_chat', name: 'video chat' },
  contacts_request: { service: 'realinfo_request', name: 'contacts request' },
  gift: { service: 'gift', name: 'gift' },
  private_photo: { service: 'private_photo_buy', name: 'private photo' },
  private_video: { service: 'private_video_buy', name: 'private video' },
} as const;

export type OrderType = keyof typeof ORDER_TYPES;
export const ORDER_TYPE_VALUES = Object.keys(ORDER_TYPES) as OrderType[];

export function orderTypeOfService(service: string): OrderType | null {
  const found = Object.entries(ORDER_TYPES).find(([, t]) => t.service === service);
  return found ? (found[0] as OrderType) : null;
}

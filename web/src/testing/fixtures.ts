/** A man's order as `credit/get-orders` lists it (a paid letter to Elena unless `extra` says otherwise). */
export const fakeOrder = (id: string, extra: object = {}) => ({
  id,
  type: 'write_mail',
  type_name: 'write mail',
  companion_id: '100020',
  companion_name: 'Elena',
  credits: 10,
  quantity: 1,
  reversed: false,
  date: '2026-05-01T10:00:00Z',
  ...extra,
});

import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { isMultipart, UPLOAD_BUSY_MESSAGES, uploadOwner, UploadSlots } from './upload-slots.js';

describe('UploadSlots', () => {
  const response = () => new EventEmitter();
  const refusal = (slots: UploadSlots, owner: string) => {
    try {
      slots.take(owner, response());
      return null;
    } catch (err) {
      return err as { code: number; httpStatus: number; desc: string };
    }
  };

  it('gives an owner perOwner uploads at a time, then refuses with 10034 (429) until one closes', () => {
    const slots = new UploadSlots(4, 2);
    const first = response();
    slots.take('member:1', first);
    slots.take('member:1', response());
    expect(refusal(slots, 'member:1')).toMatchObject({ code: 10034, httpStatus: 429, desc: UPLOAD_BUSY_MESSAGES.owner });
    first.emit('close');
    expect(slots.busy).toBe(1);
    expect(refusal(slots, 'member:1')).toBeNull();
  });

  it('gives the process perProcess uploads at a time, whoever sends them', () => {
    const slots = new UploadSlots(3, 2);
    const open = ['member:1', 'member:2', 'member:3'].map((owner) => {
      const res = response();
      slots.take(owner, res);
      return res;
    });
    expect(refusal(slots, 'member:4')).toMatchObject({ code: 10034, httpStatus: 429, desc: UPLOAD_BUSY_MESSAGES.process });
    for (const res of open) res.emit('close');
    expect(slots.busy).toBe(0);
    expect(refusal(slots, 'member:4')).toBeNull();
  });

  it('names the owner by the signed-in principal, else the address; only a multipart body takes a slot', () => {
    expect(uploadOwner({ principal: { kind: 'member', id: '7' }, ip: '1.2.3.4' })).toBe('member:7');
    expect(uploadOwner({ ip: '1.2.3.4' })).toBe('address:1.2.3.4');
    expect(isMultipart({ headers: { 'content-type': 'multipart/form-data; boundary=x' } })).toBe(true);
    expect(isMultipart({ headers: { 'content-type': 'application/json' } })).toBe(false);
    expect(isMultipart({ headers: {} })).toBe(false);
  });
});

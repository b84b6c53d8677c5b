import type { EntityManager } from 'typeorm';
import { normalizeEmail } from '../../domain/email.js';
import { MemberEntity } from '../entities/member.entity.js';
import { StaffEntity } from '../entities/staff.entity.js';

/** Case-insensitive lookup by e-mail (the unique index is on lower(email)). */
export function findMemberByEmail(manager: EntityManager, email: string): Promise<MemberEntity | null> {
  return manager
    .getRepository(MemberEntity)
    .createQueryBuilder('m')
    .where('lower(m.email) = :email', { email: normalizeEmail(email) })
    .getOne();
}

export function findMemberById(manager: EntityManager, id: string): Promise<MemberEntity | null> {
  return manager.getRepository(MemberEntity).findOneBy({ id });
}

export function findStaffByEmail(manager: EntityManager, email: string): Promise<StaffEntity | null> {
  return manager
    .getRepository(StaffEntity)
    .createQueryBuilder('s')
    .where('lower(s.email) = :email', { email: normalizeEmail(email) })
    .getOne();
}

export async function memberEmailTaken(manager: EntityManager, email: string): Promise<boolean> {
  const rows: unknown[] = await manager.query(`SELECT 1 FROM identity.members WHERE lower(email) = $1`, [normalizeEmail(email)]);
  return rows.length > 0;
}

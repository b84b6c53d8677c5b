/**
 * Who a session and its access token belong to. Tokens carry it as the JWT subject
 * "member:<id>" or "staff:<id>"; member and staff ids are positive integers (separate sequences).
 */
export type SubjectKind = 'member' | 'staff';

export interface Subject {
  kind: SubjectKind;
  id: string;
}

const SUBJECT = /^(member|staff):([1-9]\d{0,17})$/;

export function formatSubject(subject: Subject): string {
  return `${subject.kind}:${subject.id}`;
}

/** Null for anything that is not exactly "member:<id>" or "staff:<id>". */
export function parseSubject(sub: string): Subject | null {
  const match = SUBJECT.exec(sub);
  return match ? { kind: match[1] as SubjectKind, id: match[2]! } : null;
}

/** The event actor of a subject ("member:<id>", "staff:<id>"). */
export const actorOf = formatSubject;

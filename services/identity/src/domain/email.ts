/**
 * E-mail addresses are unique case-insensitively: "Anna@Example.com" and "anna@example.com" are
 * one account. The address is stored as typed (trimmed); lookups and throttle keys use this form.
 */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

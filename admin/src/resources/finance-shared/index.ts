/**
 * Not a resource: the pieces the finance resources share (money, credit and date fields in the
 * chosen language, the CSV download, the idempotency key of staff command dialogs).
 */
export * from './csv-download';
export * from './ExportCsvButton';
export * from './fields';
export * from './format';
export * from './messages';
export * from './useIdempotencyKey';
export * from './CommandDialog';

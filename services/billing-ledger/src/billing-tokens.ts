/** The billing schema's ServiceDb (ServiceDatabaseModule.forService in the module). */
export const BILLING_DB = Symbol('BILLING_DB');

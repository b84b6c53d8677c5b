/** English strings of the scammers list (/scammers), merged into the account bundle. */
export const enScammers = {
  scammers: {
    title: 'Scammers list',
    lead: 'People confirmed to have tried to cheat our members. Never send money to anyone you met online, and if someone gave you an e-mail, a phone number or a messenger contact, check it here first.',
    safetyTips: 'Read our safety tips',
    report: 'Report a scammer',
    searchLabel: 'Search the list',
    searchPlaceholder: 'Name, e-mail, phone or messenger',
    clearSearch: 'Clear the search',
    added: 'Added {date}',
    country: 'Country',
    emails: 'E-mails',
    phones: 'Phones',
    otherContacts: 'Other contacts',
    description: 'What happened',
    empty: 'No scammers are listed',
    emptyHint: 'Good news, but stay careful all the same: never send money to anyone you met online.',
    noMatch: 'Nobody on the list matches “{search}”',
    noMatchHint: 'That alone does not make someone trustworthy. Never send money, and tell us if something feels wrong.',
  },
};

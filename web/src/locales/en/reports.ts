import { REPORT_MESSAGES } from '@dating/rules';

/** English strings of "Report this member" (another member's profile), merged into the account bundle. */
export const enReports = {
  reports: {
    button: 'Report',
    title: 'Report {name}',
    lead: 'Tell us what is wrong. Our moderators will look into it; {name} will not know who reported.',
    reason: 'What is wrong?',
    reasons: {
      scam: 'Scam or asking for money',
      fake_profile: 'Fake profile',
      harassment: 'Harassment or threats',
      offensive_content: 'Offensive photos or words',
      underage: 'Looks under 18',
      other: 'Other',
    },
    chooseReason: 'Choose what is wrong',
    details: 'Details',
    detailsHint: 'Required for “Other”.',
    alsoBlock: 'Also block {name}',
    cancel: 'Cancel',
    send: 'Send report',
    sent: 'Thank you. Our moderators will look into it.',
    // What the server (and checkReport) may say to the member, word for word; the moderators' own stay out.
    messages: {
      reasonInvalid: REPORT_MESSAGES.reasonInvalid,
      detailsRequired: REPORT_MESSAGES.detailsRequired,
      detailsTooLong: REPORT_MESSAGES.detailsTooLong,
      alreadyReported: REPORT_MESSAGES.alreadyReported,
      tooMany: REPORT_MESSAGES.tooMany,
    },
  },
};

/** English strings of a lady's contact-details request (the profile's button and its modal), merged into the account bundle. */
export const enContactInfo = {
  contactInfo: {
    button: {
      none: 'Contact info',
      pending: 'Contacts: pending',
      accepted: 'Contacts',
      acceptedHidden: 'received',
      rejected: 'Contacts: declined',
    },
    title: 'Contact details of {name}',
    titleFallback: 'Contact details',
    loading: 'Loading the request…',
    retry: 'Try again',
    requestedOn: 'Requested on {date}',
    none: {
      lead: 'Ask for her phone number and e-mail address to keep in touch outside the site.',
      how: 'Her agency and then our team check every request. As soon as both approve it, her phone and e-mail appear here, and they stay with you.',
      price: 'Price',
      reserve: 'The credits are reserved on your balance when you send the request and returned to it if the request is declined.',
      request: 'Request contacts for {price}',
      balance: 'Your balance: {balance}',
      short: 'You need {need} more to send this request.',
      topUp: 'Top up your balance',
    },
    steps: {
      label: 'Request progress',
      sent: 'Sent',
      agency: 'Her agency',
      site: 'Our team',
    },
    process: {
      title: 'Waiting for her agency',
      text: 'Your request was sent. Her agency checks it first, then our team makes the final check. Your credits stay reserved until then.',
    },
    verification: {
      title: 'Waiting for our team',
      text: 'Her agency approved your request. Our team is making the final check; her phone and e-mail appear here as soon as it is done.',
    },
    accept: {
      title: 'Request approved',
      text: 'Here are her contact details. Please keep them private.',
      phone: 'Phone',
      email: 'E-mail',
      notGiven: 'not given',
      copyPhone: 'Copy phone',
      copyEmail: 'Copy e-mail',
      copied: 'Copied',
    },
    reject: {
      title: 'Request declined',
      reason: 'Reason',
      refunded: 'The credits you reserved were returned to your balance.',
    },
  },
};

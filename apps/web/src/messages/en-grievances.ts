/**
 * The grievance pages' sentences: the officer, the complaint form and the status page
 * (docs/decisions/grievances.md). They load with those pages only.
 */
export const grievanceMessages = {
  grievance: {
    title: 'Grievance officer',
    intro:
      'If something went wrong with an order, a seller, a product or this site, tell our grievance officer. We acknowledge every complaint within 48 hours and resolve it within one month.',
    officerHeading: 'Our grievance officer',
    designation: 'Designation',
    email: 'E-mail',
    phone: 'Phone',
    address: 'Address',
    notSet: 'Not yet published',
    rule: 'As the Consumer Protection (E-Commerce) Rules, 2020 require.',
    formHeading: 'File a complaint',
    signInFirst: 'Log in to file a complaint: we send its ticket number to your mobile and e-mail.',
    signInLink: 'Log in',
    about: 'What is it about?',
    aboutOptions: {
      order: 'An order',
      seller: 'A seller',
      product: 'A product',
      site: 'This website',
    },
    order: 'Which order?',
    chooseOrder: 'Choose an order',
    noOrders: 'You have no orders yet.',
    subjectId: {
      seller: 'The seller’s shop ID',
      product: 'The product’s ID (the number in its page’s address)',
    },
    text: 'What went wrong?',
    textHint: 'At least 10 characters.',
    attachment: 'A picture or PDF (optional, up to 5 MB)',
    submit: 'Send complaint',
    sending: 'Sending…',
    failed: 'The complaint could not be sent. Please try again.',
    filedHeading: 'Complaint received',
    ticketLabel: 'Your ticket number',
    filedBody:
      'We have sent it to your mobile and e-mail. Keep it to see the status of your complaint.',
    statusLink: 'See its status',
    statusHeading: 'The status of a complaint',
    statusIntro:
      'Enter the ticket number and the last four digits of the mobile number you filed the complaint with.',
    ticket: 'Ticket number',
    last4: 'Last four digits of your mobile',
    lookUp: 'Show status',
    notFound: 'No complaint matches that ticket number and mobile. Check both and try again.',
    states: {
      open: 'Received',
      'in-progress': 'Being looked into',
      closed: 'Resolved',
    },
    state: 'State',
    aboutLabel: 'About',
    filedAt: 'Filed',
    ackClock: 'Acknowledged (due within 48 hours)',
    ackDue: (due: string) => `Due by ${due}`,
    resolveClock: 'Resolution (due within one month)',
    resolveDue: (due: string) => `Due by ${due}`,
    resolvedAt: (at: string) => `Resolved on ${at}`,
    answersHeading: 'Answers',
    fromOperator: 'Haat',
    fromSeller: 'The seller',
    resolutionHeading: 'Resolution',
    fileAnother: 'File another complaint',
  },
};

export type GrievanceMessages = typeof grievanceMessages;

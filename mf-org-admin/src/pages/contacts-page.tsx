import { ContactsScreen } from '../features/contacts';
import { EscalationContactsCard } from '../features/escalation-contacts';

/** /contacts (contact-read): the organisation's contact list, and who of them hears of escalations (issue 20). */
export default function ContactsPage() {
  return (
    <>
      <ContactsScreen />
      <EscalationContactsCard />
    </>
  );
}

import { ContactsScreen } from '../features/contacts';

/** /contacts (contact-read): the organisation's contact list. */
export default function ContactsPage() {
  return <ContactsScreen />;
}

export { ContactsScreen } from './components/contacts-screen';

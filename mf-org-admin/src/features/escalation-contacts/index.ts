export { EscalationContactsCard } from './components/escalation-contacts-card';

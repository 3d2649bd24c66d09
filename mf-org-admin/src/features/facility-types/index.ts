export { TypesScreen } from './components/types-screen';

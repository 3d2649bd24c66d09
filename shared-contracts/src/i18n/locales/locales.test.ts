import { describeLocaleContract } from '../../testing/locale-contract';
import en from './en-US.json';
import hi from './hi.json';

// The product name is the same in every language.
describeLocaleContract('common', en, hi, ['app.name']);

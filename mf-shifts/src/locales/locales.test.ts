import { describeLocaleContract } from 'shared-contracts/testing';
import en from './en-US.json';
import hi from './hi.json';

// Pure punctuation and placeholders: nothing to translate.
describeLocaleContract('mf-shifts', en, hi, ['shiftDetail.mapping.preferredEntry', 'shiftDetail.mapping.none']);

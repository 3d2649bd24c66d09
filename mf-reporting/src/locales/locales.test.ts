import { describeLocaleContract } from 'shared-contracts/testing';
import en from './en-US.json';
import hi from './hi.json';

// Numbers and a label with its translated state: the same in Hindi.
describeLocaleContract('mf-reporting', en, hi, ['facilities.progress.count', 'facilities.progress.percent', 'checklist.parameter', 'inspection.parameter_one']);

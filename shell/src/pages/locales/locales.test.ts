import { describeLocaleContract } from 'shared-contracts/testing';
import en from './en-US.json';
import hi from './hi.json';

describeLocaleContract('shell-pages', en, hi);

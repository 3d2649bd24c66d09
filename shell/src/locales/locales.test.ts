import { describeLocaleContract } from 'shared-contracts/testing';
import en from './en-US.json';
import hi from './hi.json';

// Language names are written in their own language on both sides.
describeLocaleContract('shell', en, hi, ['language.switchTo.en-US']);

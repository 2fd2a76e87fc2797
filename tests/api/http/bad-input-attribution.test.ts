import { attributionCases } from './bad-input-attribution';
import { sweep } from './bad-input-run';

sweep('bad input: partner and campaign attribution', attributionCases);
